#pragma once

#include "catalog/catalog.h"

#include <QJsonObject>

namespace tpu::catalog {

// Builds a Catalog from a parsed document, throwing json::ReadError on the first broken rule.
// Internal to the catalog library; use CatalogLoader.
Catalog parseCatalog(const QJsonObject &root);

// Cross-reference and arithmetic checks over a parsed catalog (catalogchecks.cpp).
// Also fills catalog.limits from the limitations the rules read.
void checkCatalog(Catalog &catalog);

} // namespace tpu::catalog
