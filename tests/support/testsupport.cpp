#include "testsupport.h"

#include <QFile>

namespace tpu::test {

std::shared_ptr<const catalog::Catalog> builtinCatalog()
{
    static const auto result =
        catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath());
    if (!result.ok())
        qFatal("built-in catalog does not load: %s", qPrintable(result.errorMessage()));
    return result.catalog;
}

catalog::Topology shape(const char *text)
{
    QString why;
    const auto t = catalog::Topology::parse(QString::fromUtf8(text), &why);
    if (!t)
        qFatal("test shape: %s", qPrintable(why));
    return *t;
}

QByteArray builtinCatalogBytes()
{
    QFile f(catalog::CatalogLoader::builtinPath());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the built-in catalog");
    return f.readAll();
}

model::Plan standardPlan()
{
    model::Plan p;
    p.clusterName = QStringLiteral("tpu-cluster");
    p.projectId = QStringLiteral("my-project-123");
    p.mode = catalog::Mode::Standard;
    p.tpuVersion = QStringLiteral("v6e");
    p.machineType = QStringLiteral("ct6e-standard-4t");
    p.topology = tpu::test::shape("4x4");
    p.zone = QStringLiteral("us-east5-b");
    p.clusterVersion = QStringLiteral("1.32.1-gke.1000000");
    p.workload.kind = model::WorkloadKind::JobSet;
    p.workload.image = QStringLiteral("us-docker.pkg.dev/my-project/train/jax:1.0");
    return p;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.flush())
        qFatal("cannot write %s", qPrintable(path));
}

void useProjectorAndLaptopScreens(const QTemporaryDir &dir)
{
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile f(config);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": 1920, "height": 1080,
                    "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
                    {"name": "laptop", "x": 1920, "y": 0, "width": 1366, "height": 768,
                    "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})") <= 0)
        qFatal("cannot write the screen configuration");
    f.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=") + config.toLocal8Bit());
}

} // namespace tpu::test
