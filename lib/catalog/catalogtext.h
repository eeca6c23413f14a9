#pragma once

#include "catalog/catalogfwd.h"

#include <QString>
#include <QStringList>
#include <vector>

namespace tpu::catalog {

// The catalog's texts for a reader (its title, the sources' titles and notes, the rows' notes and
// reasons for uncertainty, zone caveats, price dates, limitations) are written in English in
// catalog/tpu-catalog.json, the one place they are kept. tools/catalog-texts.py copies them into
// catalogtexts.cpp as a QT_TRANSLATE_NOOP table (context tpu::catalog::CatalogText), so they are
// translated with the interface in lib/i18n/tpu-planner_it.ts.

// `english` in the interface's language: the translation when there is one, else `english`
// itself (a text from a newer catalog file, or inside an i18n::EnglishScope: JSON, exports).
// Asked each time a text is shown, so a language switched while the program runs applies.
QString readerText(const QString &english);

// Every reader-facing text of `catalog`, once each, in the order of tools/catalog-texts.py.
QStringList readerTexts(const Catalog &catalog);

// The table tools/catalog-texts.py writes (catalogtexts.cpp): the built-in catalog's texts.
const std::vector<const char *> &catalogTextTable();

} // namespace tpu::catalog
