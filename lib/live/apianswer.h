#pragma once

// Shapes shared by the readers of Google API answers (the catalog refresh, the capacity read).

#include <QString>

class QJsonObject;
class QRegularExpression;

namespace tpu::live {

// A region name as the APIs spell it: "us-east5", "europe-west4".
const QRegularExpression &regionNameShape();

// The page's "nextPageToken": empty when absent or null (the last page); sets *error and returns
// empty when it is not a string of at most 4096 characters.
QString nextPageToken(const QJsonObject &page, QString *error);

} // namespace tpu::live
