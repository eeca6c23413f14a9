#include "model/planfile.h"

#include "catalog/jsonreader.h"
#include "model/atomicfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace tpu::model {

namespace {
struct PlanFileText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::PlanFile)
};
} // namespace

using json::ObjectReader;

QJsonObject PlanFile::toJson(const Plan &p)
{
    QJsonObject o;
    o.insert(QStringLiteral("schemaVersion"), kSchemaVersion);
    o.insert(QStringLiteral("clusterName"), p.clusterName);
    o.insert(QStringLiteral("newCluster"), p.newCluster);
    o.insert(QStringLiteral("projectId"), p.projectId);
    o.insert(QStringLiteral("mode"), catalog::modeId(p.mode));
    o.insert(QStringLiteral("tpuVersion"), p.tpuVersion);
    o.insert(QStringLiteral("machineType"), p.machineType);
    o.insert(QStringLiteral("region"), p.region()); // derived from the zone; checked on load
    o.insert(QStringLiteral("zone"), p.zone);
    o.insert(QStringLiteral("clusterVersion"), p.clusterVersion);
    o.insert(QStringLiteral("releaseChannel"), p.releaseChannel);
    o.insert(QStringLiteral("topology"), p.topology.toString());
    o.insert(QStringLiteral("slices"), p.slices);
    o.insert(QStringLiteral("consumption"), consumptionId(p.consumption));
    QJsonArray fallback;
    for (Consumption c : p.fallback)
        fallback.append(consumptionId(c));
    o.insert(QStringLiteral("fallback"), fallback);
    o.insert(QStringLiteral("whenUnsatisfiable"),
             p.scaleUpAnyway ? QStringLiteral("ScaleUpAnyway") : QStringLiteral("DoNotScaleUp"));
    o.insert(QStringLiteral("reservation"),
             QJsonObject{
                 {QStringLiteral("name"), p.reservation.name},
                 {QStringLiteral("project"), p.reservation.project},
                 {QStringLiteral("holds"),
                  QJsonObject{{QStringLiteral("machineType"), p.reservation.machineType},
                              {QStringLiteral("zone"), p.reservation.zone}}},
                 {QStringLiteral("chosenFor"),
                  QJsonObject{{QStringLiteral("machineType"), p.reservation.chosenForMachineType},
                              {QStringLiteral("zone"), p.reservation.chosenForZone}}}});
    o.insert(
        QStringLiteral("autoscaling"),
        QJsonObject{{QStringLiteral("enabled"), p.autoscaling.enabled},
                    {QStringLiteral("minNodes"), p.autoscaling.minNodes},
                    {QStringLiteral("maxNodes"), p.autoscaling.maxNodes},
                    {QStringLiteral("nodeAutoProvisioning"), p.autoscaling.nodeAutoProvisioning}});
    o.insert(
        QStringLiteral("workload"),
        QJsonObject{{QStringLiteral("name"), p.workload.name},
                    {QStringLiteral("namespace"), p.workload.nameSpace},
                    {QStringLiteral("image"), p.workload.image},
                    {QStringLiteral("command"), QJsonArray::fromStringList(p.workload.command)},
                    {QStringLiteral("kind"), workloadKindId(p.workload.kind)},
                    {QStringLiteral("servingPort"), p.workload.servingPort}});
    o.insert(QStringLiteral("priorityClass"), p.priorityClass);
    o.insert(QStringLiteral("kueue"), p.kueue);
    o.insert(
        QStringLiteral("maintenanceExclusion"),
        QJsonObject{{QStringLiteral("enabled"), p.maintenance.enabled},
                    {QStringLiteral("name"), p.maintenance.name},
                    {QStringLiteral("start"), p.maintenance.start.toUTC().toString(Qt::ISODate)},
                    {QStringLiteral("end"), p.maintenance.end.toUTC().toString(Qt::ISODate)}});
    o.insert(QStringLiteral("extendedRunTime"), p.extendedRunTime);
    o.insert(QStringLiteral("collectionScheduling"), p.collectionScheduling);
    o.insert(QStringLiteral("extraDisk"),
             QJsonObject{{QStringLiteral("enabled"), p.extraDisk.enabled},
                         {QStringLiteral("type"), p.extraDisk.type},
                         {QStringLiteral("sizeGiB"), p.extraDisk.sizeGiB}});
    o.insert(QStringLiteral("imageType"), p.imageType);
    o.insert(QStringLiteral("threadsPerCore"), p.threadsPerCore);
    o.insert(QStringLiteral("maxPodsPerNode"), p.maxPodsPerNode);
    return o;
}

QByteArray PlanFile::toBytes(const Plan &plan)
{
    return QJsonDocument(toJson(plan)).toJson(QJsonDocument::Indented);
}

namespace {

QDateTime readTime(ObjectReader &r, const QString &key)
{
    const QString s = r.string(key);
    if (s.isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(s, Qt::ISODate);
    if (!t.isValid())
        r.fail(key,
               PlanFileText::tr("\"%1\" is not a date and time like 2026-12-01T00:00:00Z").arg(s));
    return t.toUTC();
}

Plan readPlan(const QJsonObject &root, const QString &jsonPath)
{
    ObjectReader r(root, jsonPath);
    const int schema = r.integer(QStringLiteral("schemaVersion"));
    if (schema > PlanFile::kSchemaVersion)
        r.fail(
            QStringLiteral("schemaVersion"),
            PlanFileText::tr("schema version %1 was written by a newer TPU Planner; this one reads "
                             "up to %2. Update TPU Planner to open it.")
                .arg(schema)
                .arg(PlanFile::kSchemaVersion));
    if (schema < 1)
        r.fail(QStringLiteral("schemaVersion"), PlanFileText::tr("must be at least 1"));
    Plan p;
    p.clusterName = r.string(QStringLiteral("clusterName"));
    p.newCluster = r.boolean(QStringLiteral("newCluster"));
    p.projectId = r.string(QStringLiteral("projectId"));
    const QString mode = r.string(QStringLiteral("mode"));
    const auto m = catalog::modeFromId(mode);
    if (!m || mode != catalog::modeId(*m))
        r.fail(QStringLiteral("mode"), PlanFileText::tr("must be \"autopilot\" or \"standard\""));
    p.mode = *m;
    p.tpuVersion = r.string(QStringLiteral("tpuVersion"));
    p.machineType = r.string(QStringLiteral("machineType"));
    p.zone = r.string(QStringLiteral("zone"));
    // "region" is derived from the zone; files keep it for readers, and it must agree.
    if (const QString region = r.string(QStringLiteral("region"));
        !region.isEmpty() && !p.zone.isEmpty() && region != p.region())
        r.fail(
            QStringLiteral("region"),
            PlanFileText::tr("\"%1\" is not the region of zone \"%2\" (that is \"%3\"); the region "
                             "follows from the zone: correct the zone, or the region to \"%3\"")
                .arg(region, p.zone, p.region()));
    p.clusterVersion = r.string(QStringLiteral("clusterVersion"));
    p.releaseChannel = r.string(QStringLiteral("releaseChannel"));
    // The topology is read into its one normalised form here ("04X4x4" is 4x4x4); empty: not
    // chosen yet; anything else that is not a shape is refused with what to type.
    if (const QString text = r.string(QStringLiteral("topology")); !text.isEmpty()) {
        QString why;
        if (const auto t = catalog::Topology::parse(text, &why))
            p.topology = *t;
        else
            r.fail(QStringLiteral("topology"), why);
    }
    p.slices = r.integer(QStringLiteral("slices"), 1, PlanFile::kMaxSlices);
    const auto cons = consumptionFromId(r.string(QStringLiteral("consumption")));
    if (!cons)
        r.fail(
            QStringLiteral("consumption"),
            PlanFileText::tr("must be \"on-demand\", \"spot\", \"flex-start\" or \"reservation\""));
    p.consumption = *cons;
    // Schema 3: the fallback chain (absent before).
    if (r.has(QStringLiteral("fallback"))) {
        const QJsonValue v = r.value(QStringLiteral("fallback"));
        if (!v.isArray() || v.toArray().size() > 3)
            r.fail(QStringLiteral("fallback"),
                   PlanFileText::tr("must be a list of at most 3 consumption options"));
        for (const QJsonValue &step : v.toArray()) {
            const auto c = consumptionFromId(step.toString());
            if (!step.isString() || !c)
                r.fail(
                    QStringLiteral("fallback"),
                    PlanFileText::tr("each step must be \"on-demand\", \"spot\", \"flex-start\" or "
                                     "\"reservation\""));
            p.fallback.push_back(*c);
        }
    }
    if (r.has(QStringLiteral("whenUnsatisfiable"))) {
        const QString w = r.string(QStringLiteral("whenUnsatisfiable"));
        if (w != QLatin1String("ScaleUpAnyway") && w != QLatin1String("DoNotScaleUp"))
            r.fail(QStringLiteral("whenUnsatisfiable"),
                   PlanFileText::tr("must be \"DoNotScaleUp\" or \"ScaleUpAnyway\""));
        p.scaleUpAnyway = w == QLatin1String("ScaleUpAnyway");
    }
    {
        ObjectReader o(r.value(QStringLiteral("reservation")),
                       r.pathOf(QStringLiteral("reservation")));
        p.reservation.name = o.string(QStringLiteral("name"));
        p.reservation.project = o.string(QStringLiteral("project"));
        // Schema 2: what the reservation holds and what it was chosen for (absent in schema 1).
        const auto pair = [&o](const char *key, QString &machineType, QString &zone) {
            if (!o.has(QLatin1String(key)))
                return;
            ObjectReader h(o.value(QLatin1String(key)), o.pathOf(QLatin1String(key)));
            machineType = h.string(QStringLiteral("machineType"));
            zone = h.string(QStringLiteral("zone"));
            h.finish();
        };
        pair("holds", p.reservation.machineType, p.reservation.zone);
        pair("chosenFor", p.reservation.chosenForMachineType, p.reservation.chosenForZone);
        o.finish();
    }
    {
        ObjectReader o(r.value(QStringLiteral("autoscaling")),
                       r.pathOf(QStringLiteral("autoscaling")));
        p.autoscaling.enabled = o.boolean(QStringLiteral("enabled"));
        p.autoscaling.minNodes = o.integer(QStringLiteral("minNodes"), 0, PlanFile::kMaxNodes);
        p.autoscaling.maxNodes = o.integer(QStringLiteral("maxNodes"), 0, PlanFile::kMaxNodes);
        p.autoscaling.nodeAutoProvisioning = o.boolean(QStringLiteral("nodeAutoProvisioning"));
        o.finish();
    }
    {
        ObjectReader o(r.value(QStringLiteral("workload")), r.pathOf(QStringLiteral("workload")));
        p.workload.name = o.string(QStringLiteral("name"));
        p.workload.nameSpace = o.string(QStringLiteral("namespace"));
        p.workload.image = o.string(QStringLiteral("image"));
        p.workload.command = o.stringList(QStringLiteral("command"));
        const auto k = workloadKindFromId(o.string(QStringLiteral("kind")));
        if (!k)
            o.fail(QStringLiteral("kind"), PlanFileText::tr("must be one of: %1")
                                               .arg(workloadKindIds().join(QStringLiteral(", "))));
        p.workload.kind = *k;
        // Older plans have no serving port: the default (8000).
        p.workload.servingPort =
            o.optInteger(QStringLiteral("servingPort"), 1, 65535).value_or(8000);
        o.finish();
    }
    p.priorityClass = r.string(QStringLiteral("priorityClass"));
    p.kueue = r.boolean(QStringLiteral("kueue"));
    {
        ObjectReader o(r.value(QStringLiteral("maintenanceExclusion")),
                       r.pathOf(QStringLiteral("maintenanceExclusion")));
        p.maintenance.enabled = o.boolean(QStringLiteral("enabled"));
        p.maintenance.name = o.string(QStringLiteral("name"));
        p.maintenance.start = readTime(o, QStringLiteral("start"));
        p.maintenance.end = readTime(o, QStringLiteral("end"));
        o.finish();
    }
    p.extendedRunTime = r.boolean(QStringLiteral("extendedRunTime"));
    p.collectionScheduling = r.boolean(QStringLiteral("collectionScheduling"));
    {
        ObjectReader o(r.value(QStringLiteral("extraDisk")), r.pathOf(QStringLiteral("extraDisk")));
        p.extraDisk.enabled = o.boolean(QStringLiteral("enabled"));
        p.extraDisk.type = o.string(QStringLiteral("type"));
        p.extraDisk.sizeGiB = o.integer(QStringLiteral("sizeGiB"), 0, PlanFile::kMaxDiskGiB);
        o.finish();
    }
    p.imageType = r.string(QStringLiteral("imageType"));
    p.threadsPerCore = r.integer(QStringLiteral("threadsPerCore"), 0, 2);
    p.maxPodsPerNode = r.integer(QStringLiteral("maxPodsPerNode"), 0, PlanFile::kMaxPodsPerNode);
    r.finish();
    return p;
}

} // namespace

Plan PlanFile::readEmbedded(const QJsonValue &value, const QString &jsonPath)
{
    if (!value.isObject())
        throw json::ReadError(jsonPath, PlanFileText::tr("must be a plan (a JSON object)"));
    return readPlan(value.toObject(), jsonPath);
}

PlanFile::Loaded PlanFile::fromBytes(const QByteArray &bytes, const QString &origin)
{
    Loaded l;
    try {
        l.plan = readPlan(json::parseDocument(bytes), QStringLiteral("$"));
    } catch (const json::ReadError &e) {
        l.error = PlanFileText::tr("%1: at %2: %3").arg(origin, e.path, e.rule);
    }
    return l;
}

PlanFile::Loaded PlanFile::load(const QString &fileName)
{
    Loaded l;
    QString error;
    const QByteArray bytes =
        json::readBounded(fileName, kMaxFileBytes, PlanFileText::tr("plan"), &error);
    if (!error.isEmpty()) {
        l.error = error;
        return l;
    }
    return fromBytes(bytes, fileName);
}

QString PlanFile::save(const Plan &plan, const QString &fileName)
{
    const bool existed = QFileInfo::exists(fileName);
    const QString error = io::writeFile(fileName, toBytes(plan), io::Access::OwnerOnly);
    if (error.isEmpty())
        return {};
    return existed ? PlanFileText::tr("%1; the previous file is unchanged").arg(error)
                   : PlanFileText::tr("%1; no file was created").arg(error);
}

} // namespace tpu::model
