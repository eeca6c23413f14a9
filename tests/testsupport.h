#pragma once

#include "catalogloader.h"
#include "plan.h"

#include <QFile>
#include <QTest>

namespace tpu::test {

// The built-in catalog; tests fail loudly if it does not load.
inline std::shared_ptr<const catalog::Catalog> builtinCatalog()
{
    static const auto result = catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath());
    if (!result.ok())
        qFatal("built-in catalog does not load: %s", qPrintable(result.errorMessage()));
    return result.catalog;
}

// A shape written in a test; fails loudly if the test wrote something that is not one.
inline catalog::Topology shape(const char *text)
{
    QString why;
    const auto t = catalog::Topology::parse(QString::fromUtf8(text), &why);
    if (!t)
        qFatal("test shape: %s", qPrintable(why));
    return *t;
}

inline QByteArray builtinCatalogBytes()
{
    QFile f(catalog::CatalogLoader::builtinPath());
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read the built-in catalog");
    return f.readAll();
}

// A valid Standard plan: v6e 4x4 multi-host in us-east5-b, which tests then break one field at a
// time.
inline model::Plan standardPlan()
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

} // namespace tpu::test
