#include "catalog/catalogparser.h"

#include "catalog/jsonreader.h"
#include "catalog/zonenames.h"

#include <QCoreApplication>
#include <QDate>
#include <QRegularExpression>
#include <QUrl>
#include <algorithm>
#include <functional>

namespace tpu::catalog {

namespace {
struct ParserText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::catalog::CatalogParser)
};
} // namespace

using json::ObjectReader;
using json::ReadError;

namespace {

constexpr int kSupportedFormat = 1;

// Reads the keys every row may carry: sources, uncertain, note.
Provenance readProvenance(ObjectReader &r, const Catalog &c)
{
    Provenance p;
    p.sources = r.stringList(QStringLiteral("sources"), false);
    for (int i = 0; i < p.sources.size(); ++i) {
        if (!c.sources.contains(p.sources.at(i)))
            throw ReadError(json::indexPath(r.pathOf(QStringLiteral("sources")), i),
                            ParserText::tr("source id \"%1\" is not defined in $.sources")
                                .arg(json::echo(p.sources.at(i))));
    }
    const QJsonValue unc = r.optValue(QStringLiteral("uncertain"));
    if (!unc.isUndefined()) {
        ObjectReader u(unc, r.pathOf(QStringLiteral("uncertain")));
        for (const QString &field : u.keys()) {
            if (field != QLatin1String("*") && !r.has(field))
                u.fail(field, QStringLiteral("\"%1\" is not a field of this row").arg(field));
            p.uncertain.insert(field, u.string(field));
        }
        u.finish();
    }
    p.note = r.optString(QStringLiteral("note")).value_or(QString());
    return p;
}

Mode readMode(ObjectReader &r, const QString &key)
{
    const QString s = r.string(key);
    const auto m = modeFromId(s);
    if (!m || s != modeId(*m))
        r.fail(key, ParserText::tr("must be \"autopilot\" or \"standard\", found \"%1\"").arg(s));
    return *m;
}

std::vector<Mode> readModes(ObjectReader &r, const QString &key)
{
    const QStringList list = r.stringList(key, false);
    std::vector<Mode> modes;
    for (int i = 0; i < list.size(); ++i) {
        const auto m = modeFromId(list.at(i));
        if (!m || list.at(i) != modeId(*m))
            throw ReadError(json::indexPath(r.pathOf(key), i),
                            ParserText::tr("must be \"autopilot\" or \"standard\""));
        if (std::find(modes.begin(), modes.end(), *m) != modes.end())
            throw ReadError(json::indexPath(r.pathOf(key), i), ParserText::tr("duplicate mode"));
        modes.push_back(*m);
    }
    return modes;
}

GkeVersion readGkeVersion(ObjectReader &r, const QString &key)
{
    const QString s = r.string(key);
    const auto v = GkeVersion::parse(s);
    if (!v || !v->isComplete())
        r.fail(key, QStringLiteral("\"%1\" is not a GKE version like 1.31.2-gke.1384000").arg(s));
    return *v;
}

Topology readTopology(ObjectReader &r, const QString &key)
{
    const QString s = r.string(key);
    const auto t = Topology::parse(s);
    if (!t)
        r.fail(key, QStringLiteral("\"%1\" is not a topology like 2x4 or 4x4x8").arg(s));
    return *t;
}

QMap<Mode, int> readModeIntMap(ObjectReader &r, const QString &key)
{
    ObjectReader m(r.value(key), r.pathOf(key));
    QMap<Mode, int> out;
    for (const QString &k : m.keys()) {
        const auto mode = modeFromId(k);
        if (!mode || k != modeId(*mode))
            m.fail(k, ParserText::tr("keys must be \"autopilot\" or \"standard\""));
        out.insert(*mode, m.integer(k, 1));
    }
    return out;
}

QMap<Mode, GkeVersion> readModeVersionMap(ObjectReader &r, const QString &key)
{
    ObjectReader m(r.value(key), r.pathOf(key));
    QMap<Mode, GkeVersion> out;
    for (const QString &k : m.keys()) {
        const auto mode = modeFromId(k);
        if (!mode || k != modeId(*mode))
            m.fail(k, ParserText::tr("keys must be \"autopilot\" or \"standard\""));
        out.insert(*mode, readGkeVersion(m, k));
    }
    return out;
}

Range readRange(ObjectReader &r, const QString &key)
{
    const QJsonValue v = r.value(key);
    const QJsonArray a = v.toArray();
    if (!v.isArray() || a.size() != 2 || !a.at(0).isDouble() || !a.at(1).isDouble())
        r.fail(key, ParserText::tr("must be [min, max]"));
    Range range{a.at(0).toInt(), a.at(1).toInt()};
    if (range.min > range.max || range.min < 0)
        r.fail(key, ParserText::tr("min must not exceed max"));
    return range;
}

// Reads each element of the array at `key` with `readRow`, which must call finish().
template <typename Row>
std::vector<Row> readRows(ObjectReader &root, const QString &key,
                          const std::function<Row(ObjectReader &)> &readRow)
{
    std::vector<Row> rows;
    const QJsonArray a = root.array(key);
    for (int i = 0; i < a.size(); ++i) {
        ObjectReader r(a.at(i), json::indexPath(root.pathOf(key), i));
        rows.push_back(readRow(r));
        r.finish();
    }
    return rows;
}

QString readSeverityValue(ObjectReader &r, const QString &key, Severity *out)
{
    const QString s = r.string(key);
    const auto sev = severityFromId(s);
    if (!sev)
        r.fail(key, ParserText::tr("must be \"error\", \"warning\" or \"info\""));
    *out = *sev;
    return s;
}

// The catalog's format, version, date and title.
void readCatalogHeader(ObjectReader &root, Catalog &c)
{
    c.format = root.integer(QStringLiteral("catalogFormat"));
    if (c.format != kSupportedFormat)
        root.fail(QStringLiteral("catalogFormat"),
                  ParserText::tr("format %1 is not supported; this build reads format %2 "
                                 "(use a catalog made for this version of TPU Planner)")
                      .arg(c.format)
                      .arg(kSupportedFormat));
    c.catalogVersion = root.string(QStringLiteral("catalogVersion"));
    c.date = root.string(QStringLiteral("date"));
    if (!QDate::fromString(c.date, Qt::ISODate).isValid())
        root.fail(QStringLiteral("date"), ParserText::tr("must be a date like 2026-11-22"));
    c.title = root.string(QStringLiteral("title"));
}

// Every source a value cites, by id.
void readCatalogSources(ObjectReader &root, Catalog &c)
{
    ObjectReader s(root.value(QStringLiteral("sources")), root.pathOf(QStringLiteral("sources")));
    for (const QString &id : s.keys()) {
        ObjectReader src(s.value(id), s.pathOf(id));
        Source source;
        source.id = id;
        source.title = src.string(QStringLiteral("title"));
        source.url = src.optString(QStringLiteral("url")).value_or(QString());
        // The window opens sources in the browser: only https, never a local file.
        if (!source.url.isEmpty()) {
            const QUrl url(source.url, QUrl::StrictMode);
            if (!url.isValid() || url.scheme() != QLatin1String("https") || url.host().isEmpty())
                src.fail(QStringLiteral("url"),
                         ParserText::tr("source \"%1\" must be an https:// address, not \"%2\"")
                             .arg(json::echo(id), json::echo(source.url)));
        }
        source.date = src.optString(QStringLiteral("date")).value_or(QString());
        source.note = src.optString(QStringLiteral("note")).value_or(QString());
        src.finish();
        c.sources.insert(id, source);
    }
    s.finish();
}

// One row of each table: what it holds, checked as it is read (the checks across rows are
// checkCatalog's).
Version parseVersionRow(ObjectReader &r, const Catalog &c)
{

    Version v;
    v.id = r.string(QStringLiteral("id"));
    v.name = r.string(QStringLiteral("name"));
    v.aliases = r.stringList(QStringLiteral("aliases"));
    v.dims = r.integer(QStringLiteral("dims"), 2, 3);
    v.status = r.string(QStringLiteral("status"));
    v.multislice = r.boolean(QStringLiteral("multislice"));
    const QString placement = r.string(QStringLiteral("multiHostPlacement"));
    if (placement == QLatin1String("tpu-topology"))
        v.placement = MultiHostPlacement::TpuTopology;
    else if (placement == QLatin1String("workload-policy"))
        v.placement = MultiHostPlacement::WorkloadPolicy;
    else
        r.fail(QStringLiteral("multiHostPlacement"),
               ParserText::tr("must be \"tpu-topology\" or \"workload-policy\""));
    v.prov = readProvenance(r, c);
    return v;
}

Accelerator parseAcceleratorRow(ObjectReader &r, const Catalog &c)
{

    Accelerator a;
    a.label = r.string(QStringLiteral("label"));
    a.version = r.string(QStringLiteral("version"));
    a.machinePrefix = r.string(QStringLiteral("machinePrefix"));
    a.vmFamily = r.optString(QStringLiteral("vmFamily")).value_or(QString());
    static const QRegularExpression vmFamilyShape(
        QRegularExpression::anchoredPattern(QStringLiteral("VM_FAMILY_[A-Z0-9_]{1,60}")));
    if (r.has(QStringLiteral("vmFamily")) && !vmFamilyShape.match(a.vmFamily).hasMatch())
        r.fail(QStringLiteral("vmFamily"),
               ParserText::tr("must be a Compute Engine VM family like "
                              "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"));
    a.modes = readModes(r, QStringLiteral("modes"));
    a.status = r.string(QStringLiteral("status"));
    a.minGke = readModeVersionMap(r, QStringLiteral("minGke"));
    a.maxChips = readModeIntMap(r, QStringLiteral("maxChips"));
    const QJsonValue shape = r.value(QStringLiteral("autopilotShape"));
    if (!shape.isNull()) {
        ObjectReader s(shape, r.pathOf(QStringLiteral("autopilotShape")));
        a.autopilotShape = AutopilotShape{readRange(s, QStringLiteral("vcpu")),
                                          readRange(s, QStringLiteral("memoryGiB")),
                                          readRange(s, QStringLiteral("numaNodes"))};
        s.finish();
    }
    if (!r.optValue(QStringLiteral("unlistedZonesIn")).isUndefined()) {
        a.unlistedZonesIn = r.stringList(QStringLiteral("unlistedZonesIn"), false);
        for (const QString &region : a.unlistedZonesIn)
            if (region != QLatin1String("*") && !regionNameShape().match(region).hasMatch())
                r.fail(QStringLiteral("unlistedZonesIn"),
                       ParserText::tr("\"%1\" is not a region name (or \"*\")")
                           .arg(json::echo(region)));
    }
    a.prov = readProvenance(r, c);
    if (!a.unlistedZonesIn.isEmpty() &&
        a.prov.uncertainReason(QStringLiteral("unlistedZonesIn")).isEmpty())
        r.fail(QStringLiteral("uncertain"),
               ParserText::tr("must say why unlisted zones may offer it "
                              "(uncertain.unlistedZonesIn)"));
    return a;
}

MachineType parseMachineTypeRow(ObjectReader &r, const Catalog &c)
{

    MachineType m;
    m.name = r.string(QStringLiteral("name"));
    m.accelerator = r.string(QStringLiteral("accelerator"));
    m.chipsPerVm = r.integer(QStringLiteral("chipsPerVm"), 1, 64);
    m.vcpu = r.nullableInteger(QStringLiteral("vcpu"), 1, 100000);
    m.memoryGiB = r.nullableNumber(QStringLiteral("memoryGiB"), 1000000);
    m.numaNodes = r.nullableInteger(QStringLiteral("numaNodes"), 1);
    m.preemption = r.nullableString(QStringLiteral("preemption"));
    if (!m.preemption.isEmpty() &&
        !QStringList{QStringLiteral("high"), QStringLiteral("medium"), QStringLiteral("low")}
             .contains(m.preemption))
        r.fail(QStringLiteral("preemption"),
               ParserText::tr("must be \"high\", \"medium\", \"low\" or null"));
    const QJsonValue conflicting = r.optValue(QStringLiteral("conflicting"));
    if (!conflicting.isUndefined()) {
        ObjectReader k(conflicting, r.pathOf(QStringLiteral("conflicting")));
        m.conflictingVcpu = k.optInteger(QStringLiteral("vcpu"), 1, 100000);
        if (k.has(QStringLiteral("memoryGiB")))
            m.conflictingMemoryGiB = k.nullableNumber(QStringLiteral("memoryGiB"), 1000000);
        k.finish();
    }
    m.prov = readProvenance(r, c);
    return m;
}

TopologyRow parseTopologyRow(ObjectReader &r, const Catalog &c)
{

    TopologyRow t;
    t.mode = readMode(r, QStringLiteral("mode"));
    t.accelerator = r.string(QStringLiteral("accelerator"));
    t.machineType = r.string(QStringLiteral("machineType"));
    t.chipsPerVm = r.integer(QStringLiteral("chipsPerVm"), 1, 64);
    t.custom = r.optBoolean(QStringLiteral("custom")).value_or(false);
    if (t.custom) {
        for (const char *k : {"topology", "chips", "vms", "multiHost"}) {
            if (r.has(QLatin1String(k)))
                r.fail(QLatin1String(k),
                       ParserText::tr("a custom row must not have \"%1\"").arg(QLatin1String(k)));
        }
    } else {
        t.topology = readTopology(r, QStringLiteral("topology"));
        t.chips = r.integer(QStringLiteral("chips"), 1);
        t.vms = r.integer(QStringLiteral("vms"), 1);
        t.multiHost = r.boolean(QStringLiteral("multiHost"));
    }
    t.prov = readProvenance(r, c);
    return t;
}

CustomRule parseCustomRuleRow(ObjectReader &r, const Catalog &c)
{

    CustomRule cr;
    cr.accelerator = r.string(QStringLiteral("accelerator"));
    cr.dims = r.integer(QStringLiteral("dims"), 2, 3);
    cr.aboveChips = r.integer(QStringLiteral("aboveChips"), 0);
    cr.multipleOf = r.integer(QStringLiteral("multipleOf"), 1);
    cr.nonDecreasing = r.boolean(QStringLiteral("nonDecreasing"));
    cr.maxTopology = readTopology(r, QStringLiteral("maxTopology"));
    cr.maxChips = r.integer(QStringLiteral("maxChips"), 1);
    if (r.has(QStringLiteral("maxCubes")))
        cr.maxCubes = r.integer(QStringLiteral("maxCubes"), 1);
    cr.prov = readProvenance(r, c);
    return cr;
}

ZoneOffer parseZoneRow(ObjectReader &r, const Catalog &c)
{

    ZoneOffer z;
    z.zone = r.string(QStringLiteral("zone"));
    if (!zoneNameShape().match(z.zone).hasMatch())
        r.fail(QStringLiteral("zone"),
               QStringLiteral("\"%1\" is not a zone name like us-east5-b").arg(z.zone));
    z.accelerator = r.string(QStringLiteral("accelerator"));
    z.modes = readModes(r, QStringLiteral("modes"));
    z.prov = readProvenance(r, c);
    return z;
}

ZoneCaveat parseZoneCaveatRow(ObjectReader &r, const Catalog &c)
{

    ZoneCaveat z;
    z.id = r.string(QStringLiteral("id"));
    z.accelerator = r.string(QStringLiteral("accelerator"));
    z.zones = r.stringList(QStringLiteral("zones"), false);
    const QString applies = r.string(QStringLiteral("appliesTo"));
    if (applies != QLatin1String("single-host") && applies != QLatin1String("all"))
        r.fail(QStringLiteral("appliesTo"), ParserText::tr("must be \"single-host\" or \"all\""));
    z.singleHostOnly = applies == QLatin1String("single-host");
    readSeverityValue(r, QStringLiteral("severity"), &z.severity);
    z.message = r.string(QStringLiteral("message"));
    z.explanation = r.string(QStringLiteral("explanation"));
    z.alternatives = r.stringList(QStringLiteral("alternatives"));
    z.prov = readProvenance(r, c);
    return z;
}

DiskSupport parseDiskRow(ObjectReader &r, const Catalog &c)
{

    DiskSupport d;
    d.version = r.string(QStringLiteral("version"));
    d.diskTypes = r.stringList(QStringLiteral("diskTypes"), false);
    d.maxDisksPerVm = r.nullableInteger(QStringLiteral("maxDisksPerVm"), 1);
    d.prov = readProvenance(r, c);
    return d;
}

QuotaInfo parseQuotaRow(ObjectReader &r, const Catalog &c)
{

    QuotaInfo q;
    q.accelerator = r.string(QStringLiteral("accelerator"));
    q.onDemandMetric = r.nullableString(QStringLiteral("onDemandMetric"));
    q.preemptibleMetric = r.nullableString(QStringLiteral("preemptibleMetric"));
    q.scope = r.string(QStringLiteral("scope"));
    if (q.scope != QLatin1String("region") && q.scope != QLatin1String("zone"))
        r.fail(QStringLiteral("scope"), ParserText::tr("must be \"region\" or \"zone\""));
    q.unit = r.string(QStringLiteral("unit"));
    q.prov = readProvenance(r, c);
    return q;
}

PriceRow parsePriceRow(ObjectReader &r, const Catalog &c)
{

    PriceRow row;
    row.version = r.string(QStringLiteral("version"));
    row.region = r.string(QStringLiteral("region"));
    row.onDemand = r.nullableNumber(QStringLiteral("onDemand"));
    row.spot = r.nullableNumber(QStringLiteral("spot"));
    row.cud1y = r.nullableNumber(QStringLiteral("cud1y"));
    row.cud3y = r.nullableNumber(QStringLiteral("cud3y"));
    if (r.has(QStringLiteral("calendarMode"))) // issue 40: optional
        row.calendarMode = r.nullableNumber(QStringLiteral("calendarMode"));
    row.date = r.string(QStringLiteral("date"));
    row.prov = readProvenance(r, c);
    return row;
}

Spec parseSpecRow(ObjectReader &r, const Catalog &c)
{

    Spec s;
    s.version = r.string(QStringLiteral("version"));
    s.bf16Tflops = r.nullableNumber(QStringLiteral("bf16Tflops"));
    s.hbmGiB = r.nullableNumber(QStringLiteral("hbmGiB"));
    s.hbmBandwidthGBps = r.nullableNumber(QStringLiteral("hbmBandwidthGBps"));
    s.iciBandwidthGBps = r.nullableNumber(QStringLiteral("iciBandwidthGBps"));
    // The sizing figures are optional keys: a catalog written before them still loads.
    const auto optional = [&r](const char *key) -> std::optional<double> {
        const QString k = QLatin1String(key);
        return r.has(k) ? r.nullableNumber(k) : std::nullopt;
    };
    s.int8Tops = optional("int8Tops");
    s.fp8Tflops = optional("fp8Tflops");
    s.iciLinkGBps = optional("iciLinkGBps");
    s.dcnGbps = optional("dcnGbps");
    if (r.has(QStringLiteral("iciPorts")))
        s.iciPorts = r.nullableInteger(QStringLiteral("iciPorts"), 1, 64);
    if (const auto unit = r.optString(QStringLiteral("hbmUnit"))) {
        if (*unit != QLatin1String("GB") && *unit != QLatin1String("GiB"))
            r.fail(QStringLiteral("hbmUnit"),
                   ParserText::tr("must be \"GB\" or \"GiB\", not \"%1\"").arg(json::echo(*unit)));
        s.hbmUnit = *unit;
    }
    s.prov = readProvenance(r, c);
    return s;
}

Limitation parseLimitationRow(ObjectReader &r, const Catalog &c)
{

    Limitation l;
    l.id = r.string(QStringLiteral("id"));
    l.text = r.string(QStringLiteral("text"));
    l.value = r.optValue(QStringLiteral("value"));
    l.prov = readProvenance(r, c);
    return l;
}

} // namespace

Catalog parseCatalog(const QJsonObject &rootObject)
{
    ObjectReader root(rootObject, QStringLiteral("$"));
    Catalog c;
    readCatalogHeader(root, c);
    readCatalogSources(root, c);

    c.versions = readRows<Version>(root, QStringLiteral("versions"),
                                   [&c](ObjectReader &r) { return parseVersionRow(r, c); });

    c.accelerators =
        readRows<Accelerator>(root, QStringLiteral("accelerators"),
                              [&c](ObjectReader &r) { return parseAcceleratorRow(r, c); });

    c.machineTypes =
        readRows<MachineType>(root, QStringLiteral("machineTypes"),
                              [&c](ObjectReader &r) { return parseMachineTypeRow(r, c); });

    c.topologies = readRows<TopologyRow>(root, QStringLiteral("topologies"),
                                         [&c](ObjectReader &r) { return parseTopologyRow(r, c); });

    c.customRules =
        readRows<CustomRule>(root, QStringLiteral("customTopologyRules"),
                             [&c](ObjectReader &r) { return parseCustomRuleRow(r, c); });

    c.zones = readRows<ZoneOffer>(root, QStringLiteral("zones"),
                                  [&c](ObjectReader &r) { return parseZoneRow(r, c); });

    c.zoneCaveats =
        readRows<ZoneCaveat>(root, QStringLiteral("zoneCaveats"),
                             [&c](ObjectReader &r) { return parseZoneCaveatRow(r, c); });

    c.disks = readRows<DiskSupport>(root, QStringLiteral("disks"),
                                    [&c](ObjectReader &r) { return parseDiskRow(r, c); });

    c.quotas = readRows<QuotaInfo>(root, QStringLiteral("quotas"),
                                   [&c](ObjectReader &r) { return parseQuotaRow(r, c); });

    {
        ObjectReader p(root.value(QStringLiteral("prices")), root.pathOf(QStringLiteral("prices")));
        c.priceCurrency = p.string(QStringLiteral("currency"));
        c.priceUnit = p.string(QStringLiteral("unit"));
        c.prices = readRows<PriceRow>(p, QStringLiteral("rows"),
                                      [&c](ObjectReader &r) { return parsePriceRow(r, c); });
        p.finish();
    }

    c.specs = readRows<Spec>(root, QStringLiteral("specs"),
                             [&c](ObjectReader &r) { return parseSpecRow(r, c); });

    c.limitations =
        readRows<Limitation>(root, QStringLiteral("limitations"),
                             [&c](ObjectReader &r) { return parseLimitationRow(r, c); });

    root.finish();
    checkCatalog(c);
    return c;
}

} // namespace tpu::catalog
