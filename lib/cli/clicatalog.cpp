// `tpu-planner catalog versions|machine-types|topologies|zones`
#include "cli/cli.h"
#include "cli/clicommon.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace tpu::cli {

using namespace tpu::catalog;

namespace {

QString uncertainMark(const Provenance &p, const QString &field)
{
    return p.isUncertain(field) ? Text::tr(" (uncertain)") : QString();
}

QJsonValue optionalNumber(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonValue optionalNumber(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

QJsonObject uncertainJson(const Provenance &p)
{
    QJsonObject o;
    for (auto it = p.uncertain.constBegin(); it != p.uncertain.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

void printTable(QTextStream &out, const QStringList &header, const QList<QStringList> &rows)
{
    QVector<int> width(header.size());
    for (int i = 0; i < header.size(); ++i)
        width[i] = int(header[i].size());
    for (const auto &r : rows)
        for (int i = 0; i < r.size() && i < width.size(); ++i)
            width[i] = std::max(width[i], int(r[i].size()));
    auto line = [&](const QStringList &r) {
        QString s;
        for (int i = 0; i < r.size(); ++i)
            s += (i + 1 < r.size() ? r[i].leftJustified(width[i] + 2) : r[i]);
        out << s << '\n';
    };
    line(header);
    for (const auto &r : rows)
        line(r);
}

// One list of `catalog`: its table (header, rows, the notes below it) and its JSON.
struct CatalogListing
{
    QStringList header;
    QList<QStringList> rows;
    QStringList notes; // below the table: what a row's mark stands for
    QJsonArray json;
};

// versions: each accelerator, its modes and minimum GKE versions.
CatalogListing listVersions(const Catalog &c)
{
    CatalogListing l;
    l.header = QStringList{"VERSION",          "NAME",  "ACCELERATOR", "MODES", "MIN GKE AUTOPILOT",
                           "MIN GKE STANDARD", "STATUS"};
    for (const Accelerator &a : c.accelerators) {
        const Version *v = c.version(a.version);
        QStringList modes;
        for (Mode m : a.modes)
            modes << modeId(m);
        auto minText = [&](Mode m) {
            return a.minGke.contains(m) ? a.minGke.value(m).toString() +
                                              uncertainMark(a.prov, QStringLiteral("minGke"))
                                        : QStringLiteral("-");
        };
        l.rows << QStringList{v->id,
                              v->name,
                              a.label,
                              modes.join(QLatin1Char(',')),
                              minText(Mode::Autopilot),
                              minText(Mode::Standard),
                              a.status};
        QJsonObject o{{"version", v->id},
                      {"name", v->name},
                      {"accelerator", a.label},
                      {"modes", QJsonArray::fromStringList(modes)},
                      {"status", a.status},
                      {"catalogVersion", c.catalogVersion},
                      {"catalogDate", c.date},
                      {"sources", QJsonArray::fromStringList(a.prov.sources)},
                      {"uncertain", uncertainJson(a.prov)}};
        QJsonObject mins;
        for (Mode m : a.modes)
            mins.insert(modeId(m), a.minGke.value(m).toString());
        o.insert(QStringLiteral("minGke"), mins);
        l.json.append(o);
    }
    return l;
}

// machine-types: each machine type and its VM.
CatalogListing listMachineTypes(const Catalog &c)
{
    CatalogListing l;
    l.header = QStringList{"MACHINE TYPE", "VERSION",    "ACCELERATOR", "CHIPS/VM",
                           "VCPU",         "MEMORY GIB", "NUMA",        "PREEMPTION"};
    for (const MachineType &m : c.machineTypes) {
        const Accelerator *a = c.accelerator(m.accelerator);
        auto num = [&](auto v, const char *f) {
            return v ? QString::number(double(*v)) + uncertainMark(m.prov, QLatin1String(f))
                     : QStringLiteral("unknown");
        };
        l.rows << QStringList{m.name,
                              a->version,
                              m.accelerator,
                              QString::number(m.chipsPerVm),
                              num(m.vcpu, "vcpu"),
                              num(m.memoryGiB, "memoryGiB"),
                              num(m.numaNodes, "numaNodes"),
                              m.preemption.isEmpty() ? Text::tr("not given") : m.preemption};
        l.json.append(
            QJsonObject{{"machineType", m.name},
                        {"version", a->version},
                        {"accelerator", m.accelerator},
                        {"chipsPerVm", m.chipsPerVm},
                        {"vcpu", optionalNumber(m.vcpu)},
                        {"memoryGiB", optionalNumber(m.memoryGiB)},
                        {"numaNodes", optionalNumber(m.numaNodes)},
                        {"preemption", m.preemption.isEmpty() ? QJsonValue() : m.preemption},
                        {"sources", QJsonArray::fromStringList(m.prov.sources)},
                        {"uncertain", uncertainJson(m.prov)}});
    }
    return l;
}

// topologies: each topology per mode and machine type; a custom rule once below.
CatalogListing listTopologies(const Catalog &c)
{
    CatalogListing l;
    l.header = QStringList{"MODE",  "VERSION",  "ACCELERATOR", "MACHINE TYPE", "TOPOLOGY",
                           "CHIPS", "CHIPS/VM", "VMS",         "HOST"};
    for (const TopologyRow &t : c.topologies) {
        const Accelerator *a = c.accelerator(t.accelerator);
        QJsonObject o{{"mode", modeId(t.mode)},
                      {"version", a->version},
                      {"accelerator", t.accelerator},
                      {"machineType", t.machineType},
                      {"chipsPerVm", t.chipsPerVm},
                      {"custom", t.custom},
                      {"sources", QJsonArray::fromStringList(t.prov.sources)},
                      {"uncertain", uncertainJson(t.prov)}};
        if (t.custom) {
            const CustomRule *r = c.customRule(t.accelerator);
            const QString rule = r->limitText();
            o.insert(QStringLiteral("topology"), QStringLiteral("AxBxC"));
            o.insert(QStringLiteral("chips"), QJsonValue());
            o.insert(QStringLiteral("vms"), QJsonValue());
            o.insert(QStringLiteral("multiHost"), true);
            o.insert(QStringLiteral("customRule"), rule);
            // The rule is long: a mark in the table, the rule once below it.
            const QString mark = QStringLiteral("[%1]").arg(a->version);
            const QString note = mark + QLatin1Char(' ') + Text::tr("custom: %1").arg(rule);
            if (!l.notes.contains(note))
                l.notes << note;
            l.rows << QStringList{modeId(t.mode),
                                  a->version,
                                  t.accelerator,
                                  t.machineType,
                                  Text::tr("custom %1").arg(mark),
                                  "-",
                                  QString::number(t.chipsPerVm),
                                  "chips/" + QString::number(t.chipsPerVm),
                                  "multi-host"};
        } else {
            o.insert(QStringLiteral("topology"), t.topology.toString());
            o.insert(QStringLiteral("chips"), t.chips);
            o.insert(QStringLiteral("vms"), t.vms);
            o.insert(QStringLiteral("multiHost"), t.multiHost);
            l.rows << QStringList{
                modeId(t.mode),
                a->version,
                t.accelerator,
                t.machineType,
                t.topology.toString() + uncertainMark(t.prov, QStringLiteral("topology")),
                QString::number(t.chips),
                QString::number(t.chipsPerVm),
                QString::number(t.vms),
                t.multiHost ? QStringLiteral("multi-host") : QStringLiteral("single-host")};
        }
        l.json.append(o);
    }
    return l;
}

// zones: each zone offering an accelerator, and how certain that is.
CatalogListing listZones(const Catalog &c)
{
    CatalogListing l;
    l.header = QStringList{"ZONE", "REGION", "ACCELERATOR", "MODES", "CERTAINTY"};
    for (const ZoneOffer &z : c.zones) {
        QStringList modes;
        for (Mode m : z.modes)
            modes << modeId(m);
        l.rows << QStringList{
            z.zone, z.region(), z.accelerator, modes.join(QLatin1Char(',')),
            z.prov.isUncertain(QStringLiteral("zone"))              ? QStringLiteral("uncertain")
            : z.prov.sources.contains(QStringLiteral("live-zones")) ? z.prov.note
                                                                    : QStringLiteral("confirmed")};
        l.json.append(QJsonObject{{"zone", z.zone},
                                  {"region", z.region()},
                                  {"accelerator", z.accelerator},
                                  {"modes", QJsonArray::fromStringList(modes)},
                                  {"sources", QJsonArray::fromStringList(z.prov.sources)},
                                  {"live", z.prov.sources.contains(QStringLiteral("live-zones"))
                                               ? QJsonValue(z.prov.note)
                                               : QJsonValue()},
                                  {"uncertain", uncertainJson(z.prov)}});
    }
    return l;
}

} // namespace

int runCatalog(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("catalog"));
    addRefreshOptions(ctx.parser);
    const int rc =
        ctx.parse(args,
                  Text::tr("List what the catalog knows. WHAT is one of: versions, "
                           "machine-types, topologies, zones; or refresh: read the project's "
                           "zones, GKE versions and prices into the live overlay."),
                  {QStringLiteral("table"), QStringLiteral("json")}, QStringLiteral("what"),
                  Text::tr("versions | machine-types | topologies | zones | refresh"));
    if (rc >= 0)
        return rc;
    const QStringList pos = ctx.parser.positionalArguments();
    static const QStringList whats{QStringLiteral("versions"), QStringLiteral("machine-types"),
                                   QStringLiteral("topologies"), QStringLiteral("zones"),
                                   QStringLiteral("refresh")};
    if (pos.size() != 1 || !whats.contains(pos.first()))
        return ctx.fail(Text::tr("tpu-planner catalog: say what to list: %1")
                            .arg(whats.join(QStringLiteral(", "))));
    if (pos.first() == QLatin1String("refresh"))
        return runCatalogRefresh(ctx);
    const auto loaded = ctx.loadCatalog();
    if (!loaded.ok())
        return ctx.fail(loaded.errorMessage());
    const Catalog &c = *loaded.catalog;
    const bool json = ctx.format() == QLatin1String("json");
    const QString what = pos.first();
    if (what == QLatin1String("versions") && !json)
        out << (c.origin.startsWith(QLatin1Char(':'))
                    ? Text::tr("Catalog %1 (%2), built in").arg(c.catalogVersion, c.date)
                    : Text::tr("Catalog %1 (%2) from %3").arg(c.catalogVersion, c.date, c.origin))
            << "\n\n";
    const CatalogListing l = what == QLatin1String("versions")        ? listVersions(c)
                             : what == QLatin1String("machine-types") ? listMachineTypes(c)
                             : what == QLatin1String("topologies")    ? listTopologies(c)
                                                                      : listZones(c);
    if (json) {
        out << QJsonDocument(l.json).toJson(QJsonDocument::Indented);
    } else {
        printTable(out, l.header, l.rows);
        if (!l.notes.isEmpty())
            out << '\n' << l.notes.join(QLatin1Char('\n')) << '\n';
    }
    return Ok;
}

} // namespace tpu::cli
