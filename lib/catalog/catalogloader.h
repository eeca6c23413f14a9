#pragma once

#include "catalog/catalog.h"

#include <memory>

namespace tpu::catalog {

struct CatalogLoadResult
{
    std::shared_ptr<const Catalog> catalog; // null when loading failed
    QString file, path, rule;               // where and why it failed

    bool ok() const { return catalog != nullptr; }
    // "FILE: at $.topologies[3].chips: chips (8) must equal the product ... (2x2 = 4)"
    QString errorMessage() const;
};

// Reads a catalog file strictly (see catalog/README.md): any malformed or inconsistent content
// is refused with the file, the JSON path and the rule broken.
class CatalogLoader
{
public:
    // Catalog files above this size are refused before they are read (the shipped one is ~85 KiB).
    static constexpr qint64 kMaxFileBytes = 16 << 20;
    static CatalogLoadResult loadFile(const QString &fileName);
    static CatalogLoadResult loadBytes(const QByteArray &bytes, const QString &origin);

    static QString builtinPath();  // the copy embedded in the binary
    static QString userDataPath(); // <user data folder>/tpu-catalog.json
    // <binary's folder>/../share/tpu-planner/tpu-catalog.json: the one a package installs,
    // which an administrator may replace for every user.
    static QString installedPath();
    // --catalog FILE if given, else the user data folder's file if present, else the installed
    // one if present, else the built-in.
    static CatalogLoadResult loadPreferred(const QString &explicitFile = {});
};

} // namespace tpu::catalog
