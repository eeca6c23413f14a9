#pragma once

#include "catalog.h"

class QPalette;

namespace tpu::ui {

// "Sources:" and each source named by its title (a link when it has an address), as HTML. The
// links take the palette's link colour, so they stay readable in a dark theme; rebuild the HTML
// when the palette changes.
QString sourceLinksHtml(const catalog::Catalog &catalog, const QStringList &sourceIds,
                        const QPalette &palette);
// Uncertain fields of a row as an HTML list ("memory: why"), empty when all are confirmed.
QString uncertainHtml(const catalog::Provenance &prov);
// A catalog field key ("memoryGiB", "spot") as a reader names it ("memory", "Spot price").
QString fieldDisplayName(const QString &key);
// The catalog as the user knows it: "catalog 2026.11.0 of 2026-11-22" (built in, or the file).
QString catalogDescription(const catalog::Catalog &catalog);

} // namespace tpu::ui
