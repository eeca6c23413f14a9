#pragma once

#include "catalog/catalogfwd.h"

#include <QString>
#include <QStringList>

class QLabel;
class QPalette;
class QTextBrowser;
class QUrl;

namespace tpu::ui {

// "Sources:" and each source named by its title (a link when it has an address), as HTML. The
// links take the palette's link colour, so they stay readable in a dark theme; rebuild the HTML
// when the palette changes.
QString sourceLinksHtml(const catalog::Catalog &catalog, const QStringList &sourceIds,
                        const QPalette &palette);
// Links in the window's rich text open only https addresses, in the system browser
// (QDesktopServices), never inside the window: a file:// or other address does nothing. Returns
// whether `url` was handed to the browser.
bool openLink(const QUrl &url);
// Makes a browser or label route its links through openLink(): QTextBrowser's own navigation
// (which shows a file:// target inside the window) and QLabel's openExternalLinks are off.
void routeLinks(QTextBrowser *browser);
void routeLinks(QLabel *label);
// Uncertain fields of a row as an HTML list ("memory: why"), empty when all are confirmed.
QString uncertainHtml(const catalog::Provenance &prov);
// A catalog field key ("memoryGiB", "spot") as a reader names it ("memory", "Spot price").
QString fieldDisplayName(const QString &key);
// The catalog as the user knows it: "catalog 2026.11.0 of 2026-11-22" (built in, or the file).
QString catalogDescription(const catalog::Catalog &catalog);

} // namespace tpu::ui
