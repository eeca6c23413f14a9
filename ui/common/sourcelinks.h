#pragma once

#include "catalog.h"

namespace tpu::ui {

// "Sources: S3 — title (link), ..." as HTML, for text browsers with external links enabled.
QString sourceLinksHtml(const catalog::Catalog &catalog, const QStringList &sourceIds);
// Uncertain fields of a row as an HTML list ("field: why"), empty when all are confirmed.
QString uncertainHtml(const catalog::Provenance &prov);

} // namespace tpu::ui
