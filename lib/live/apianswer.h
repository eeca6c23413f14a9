#pragma once

// Shared by the readers of Google API answers (the catalog refresh, the capacity read).

#include <QString>

class QJsonObject;

namespace tpu::live {

// The page's "nextPageToken": empty when absent or null (the last page); sets *error and returns
// empty when it is not a string of at most 4096 characters.
QString nextPageToken(const QJsonObject &page, QString *error);

} // namespace tpu::live
