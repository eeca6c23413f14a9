#pragma once

// Shared by the readers of Google API answers (the catalog refresh, the capacity read, the
// reservation answers, the advice).

#include <QString>

class QJsonObject;
class QJsonValue;

namespace tpu::live {

// The page's "nextPageToken": empty when absent or null (the last page); sets *error and returns
// empty when it is not a string of at most 4096 characters.
QString nextPageToken(const QJsonObject &page, QString *error);

// A value of an answer as a message shows it: a string quoted, cut at 80 characters and made
// printable; a number, boolean or null as JSON writes it; else "nothing", "a list", "an object".
QString shownValue(const QJsonValue &v);

} // namespace tpu::live
