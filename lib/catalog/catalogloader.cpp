#include "catalog/catalogloader.h"

#include "catalog/catalogparser.h"
#include "catalog/jsonreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace tpu::catalog {

namespace {
struct LoaderText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::catalog::CatalogLoader)
};
} // namespace

QString CatalogLoadResult::errorMessage() const
{
    if (ok())
        return {};
    if (path.isEmpty())
        return file + QStringLiteral(": ") + rule;
    return LoaderText::tr("%1: at %2: %3").arg(file, path, rule);
}

CatalogLoadResult CatalogLoader::loadBytes(const QByteArray &bytes, const QString &origin)
{
    CatalogLoadResult result;
    result.file = origin;
    try {
        auto catalog = std::make_shared<Catalog>(parseCatalog(json::parseDocument(bytes)));
        catalog->origin = origin;
        result.catalog = std::move(catalog);
    } catch (const json::ReadError &e) {
        result.path = e.path;
        result.rule = e.rule;
    }
    return result;
}

CatalogLoadResult CatalogLoader::loadFile(const QString &fileName)
{
    QString error;
    const QByteArray bytes =
        json::readBounded(fileName, kMaxFileBytes, LoaderText::tr("catalog"), &error);
    if (!error.isEmpty()) {
        CatalogLoadResult result;
        result.file = fileName;
        result.rule = error.mid(fileName.size() + 2); // errorMessage() puts the file in front
        return result;
    }
    return loadBytes(bytes, fileName);
}

QString CatalogLoader::builtinPath()
{
    return QStringLiteral(":/catalog/tpu-catalog.json");
}

QString CatalogLoader::installedPath()
{
    // Relative to the binary, not a fixed /usr: the package unpacked anywhere (dpkg-deb -x, a
    // tarball under /opt) still finds its own catalog.
    if (!QCoreApplication::instance())
        return {};
    return QDir::cleanPath(QCoreApplication::applicationDirPath() +
                           QStringLiteral("/../share/tpu-planner/tpu-catalog.json"));
}

QString CatalogLoader::userDataPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/tpu-catalog.json");
}

CatalogLoadResult CatalogLoader::loadPreferred(const QString &explicitFile)
{
    if (!explicitFile.isEmpty())
        return loadFile(explicitFile);
    const QString user = userDataPath();
    if (QFile::exists(user))
        return loadFile(user);
    const QString installed = installedPath();
    if (!installed.isEmpty() && QFile::exists(installed))
        return loadFile(installed);
    return loadFile(builtinPath());
}

} // namespace tpu::catalog
