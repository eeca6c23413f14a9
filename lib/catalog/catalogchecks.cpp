#include "catalog/catalogparser.h"
#include "catalog/jsonreader.h"
#include "catalog/zonenames.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace tpu::catalog {

namespace {
struct ChecksText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::catalog::CatalogChecks)
};
} // namespace

using json::ReadError;

namespace {

QString at(const char *array, size_t index, const char *field = nullptr)
{
    QString p = json::indexPath(QStringLiteral("$.") + QLatin1String(array), int(index));
    if (field)
        p += QLatin1Char('.') + QLatin1String(field);
    return p;
}

[[noreturn]] void fail(const QString &path, const QString &rule)
{
    throw ReadError(path, rule);
}

// Refuses the second row with the same key.
template <typename Rows, typename KeyFn>
void requireUnique(const Rows &rows, const char *array, const char *field, KeyFn key)
{
    QSet<QString> seen;
    for (size_t i = 0; i < rows.size(); ++i) {
        const QString k = key(rows[i]);
        if (seen.contains(k))
            fail(at(array, i, field), ChecksText::tr("duplicate entry \"%1\"").arg(json::echo(k)));
        seen.insert(k);
    }
}

// A chip's figures are positive, and its links cannot carry more than the chip: the ICI of one
// link, both ways, times the ports is at most the chip's ICI total (where both are known).
void checkSpec(const Spec &s, size_t i)
{
    const std::pair<const char *, std::optional<double>> figures[] = {
        {"bf16Tflops", s.bf16Tflops},
        {"int8Tops", s.int8Tops},
        {"fp8Tflops", s.fp8Tflops},
        {"hbmGiB", s.hbmGiB},
        {"hbmBandwidthGBps", s.hbmBandwidthGBps},
        {"iciBandwidthGBps", s.iciBandwidthGBps},
        {"iciLinkGBps", s.iciLinkGBps},
        {"dcnGbps", s.dcnGbps}};
    for (const auto &[field, value] : figures) {
        if (value && !(*value > 0))
            fail(at("specs", i, field), ChecksText::tr("must be more than 0"));
    }
    if (s.iciLinkGBps && s.iciPorts && s.iciBandwidthGBps &&
        2 * *s.iciLinkGBps * *s.iciPorts > *s.iciBandwidthGBps * 1.0001)
        fail(at("specs", i, "iciLinkGBps"),
             ChecksText::tr("%1 GB/s per link, both ways, over %2 ports is more than the chip's "
                            "%3 GB/s of ICI")
                 .arg(*s.iciLinkGBps)
                 .arg(*s.iciPorts)
                 .arg(*s.iciBandwidthGBps));
}

void checkTopologyRow(const Catalog &c, const TopologyRow &t, size_t i)
{
    const Accelerator *acc = c.accelerator(t.accelerator);
    if (!acc)
        fail(at("topologies", i, "accelerator"),
             ChecksText::tr("accelerator \"%1\" is not defined in $.accelerators")
                 .arg(json::echo(t.accelerator)));
    if (!acc->offers(t.mode))
        fail(at("topologies", i, "mode"), ChecksText::tr("accelerator \"%1\" is not offered in %2")
                                              .arg(t.accelerator, modeName(t.mode)));
    const MachineType *mt = c.machineType(t.machineType);
    if (!mt)
        fail(at("topologies", i, "machineType"),
             ChecksText::tr("machine type \"%1\" is not defined in $.machineTypes")
                 .arg(json::echo(t.machineType)));
    if (mt->accelerator != t.accelerator)
        fail(at("topologies", i, "machineType"),
             ChecksText::tr("machine type \"%1\" belongs to \"%2\", not \"%3\"")
                 .arg(t.machineType, mt->accelerator, t.accelerator));
    if (t.chipsPerVm != mt->chipsPerVm)
        fail(at("topologies", i, "chipsPerVm"),
             ChecksText::tr("chipsPerVm (%1) differs from the machine type's (%2)")
                 .arg(t.chipsPerVm)
                 .arg(mt->chipsPerVm));
    if (t.custom) {
        if (!c.customRule(t.accelerator))
            fail(at("topologies", i, "custom"),
                 ChecksText::tr("a custom row needs a customTopologyRules entry for \"%1\"")
                     .arg(json::echo(t.accelerator)));
        return;
    }
    const Version *v = c.version(acc->version);
    if (t.topology.dimCount() != v->dims)
        fail(at("topologies", i, "topology"),
             ChecksText::tr("%1 has %2 dimensions; %3 topologies have %4")
                 .arg(t.topology.toString())
                 .arg(t.topology.dimCount())
                 .arg(v->id)
                 .arg(v->dims));
    if (t.chips != t.topology.chips())
        fail(at("topologies", i, "chips"),
             ChecksText::tr("chips (%1) must equal the product of the dimensions (%2 = %3)")
                 .arg(t.chips)
                 .arg(t.topology.toString())
                 .arg(t.topology.chips()));
    if (t.chips % t.chipsPerVm != 0 || t.vms != t.chips / t.chipsPerVm)
        fail(at("topologies", i, "vms"),
             ChecksText::tr("vms (%1) must equal chips / chipsPerVm (%2 / %3)")
                 .arg(t.vms)
                 .arg(t.chips)
                 .arg(t.chipsPerVm));
    if (t.multiHost != (t.vms > 1))
        fail(at("topologies", i, "multiHost"),
             ChecksText::tr("multiHost must be %1 for %2 VM(s)")
                 .arg(t.vms > 1 ? QStringLiteral("true") : QStringLiteral("false"))
                 .arg(t.vms));
    const int max = acc->maxChips.value(t.mode);
    if (t.chips > max)
        fail(at("topologies", i, "chips"), ChecksText::tr("%1 chips exceed the accelerator's "
                                                          "maxChips for %2 (%3)")
                                               .arg(t.chips)
                                               .arg(modeName(t.mode))
                                               .arg(max));
}

// Calendar mode (issue 40): optional, so that a catalog written before it still loads (the rules
// then say the catalog does not know calendar mode); present, each value is checked.
void checkCalendarLimits(Catalog &c)
{
    const auto index = [&](const char *id) -> int {
        for (size_t i = 0; i < c.limitations.size(); ++i)
            if (c.limitations[i].id == QLatin1String(id))
                return int(i);
        return -1;
    };
    if (const int i = index("calendar-mode-zones"); i >= 0) {
        const QString where = at("limitations", size_t(i), "value");
        const QString shape = ChecksText::tr(
            "must be a list of {\"source\": id, \"zones\": {version: {\"any\"|\"batch\"|"
            "\"serving\": [zones]}}}");
        const QJsonValue v = c.limitations[size_t(i)].value;
        if (!v.isArray())
            fail(where, shape);
        for (const QJsonValue &entry : v.toArray()) {
            const QJsonObject o = entry.toObject();
            RuleLimits::CalendarZoneListing listing;
            listing.source = o.value(QStringLiteral("source")).toString();
            if (!c.sources.contains(listing.source))
                fail(where, ChecksText::tr("\"%1\" is not a source of this catalog")
                                .arg(json::echo(listing.source)));
            if (!o.value(QStringLiteral("zones")).isObject())
                fail(where, shape);
            const QJsonObject versions = o.value(QStringLiteral("zones")).toObject();
            for (auto vit = versions.begin(); vit != versions.end(); ++vit) {
                if (!c.version(vit.key()) || !vit.value().isObject())
                    fail(where, QStringLiteral("\"%1\" is not a TPU version of this catalog")
                                    .arg(json::echo(vit.key())));
                const QJsonObject kinds = vit.value().toObject();
                for (auto kit = kinds.begin(); kit != kinds.end(); ++kit) {
                    if (!QStringList{QStringLiteral("any"), QStringLiteral("batch"),
                                     QStringLiteral("serving")}
                             .contains(kit.key()) ||
                        !kit.value().isArray())
                        fail(where, shape);
                    QStringList zones;
                    for (const QJsonValue &z : kit.value().toArray()) {
                        if (!z.isString() || !zoneNameShape().match(z.toString()).hasMatch())
                            fail(where, shape);
                        zones << z.toString();
                    }
                    listing.zones[vit.key()].insert(kit.key(), zones);
                }
            }
            c.limits.calendarZones.push_back(listing);
        }
    }
    if (const int i = index("calendar-mode-chips"); i >= 0) {
        const QString where = at("limitations", size_t(i), "value");
        const QString shape = ChecksText::tr(
            "must be a list of {\"source\": id, \"chips\": {version: {\"any\"|\"batch\"|"
            "\"serving\": [counts]}}}");
        const QJsonValue v = c.limitations[size_t(i)].value;
        if (!v.isArray())
            fail(where, shape);
        for (const QJsonValue &entry : v.toArray()) {
            const QJsonObject o = entry.toObject();
            RuleLimits::CalendarChipListing listing;
            listing.source = o.value(QStringLiteral("source")).toString();
            if (!c.sources.contains(listing.source))
                fail(where, ChecksText::tr("\"%1\" is not a source of this catalog")
                                .arg(json::echo(listing.source)));
            if (!o.value(QStringLiteral("chips")).isObject())
                fail(where, shape);
            const QJsonObject versions = o.value(QStringLiteral("chips")).toObject();
            for (auto vit = versions.begin(); vit != versions.end(); ++vit) {
                if (!c.version(vit.key()) || !vit.value().isObject())
                    fail(where, ChecksText::tr("\"%1\" is not a TPU version of this catalog")
                                    .arg(json::echo(vit.key())));
                const QJsonObject kinds = vit.value().toObject();
                for (auto kit = kinds.begin(); kit != kinds.end(); ++kit) {
                    if (!QStringList{QStringLiteral("any"), QStringLiteral("batch"),
                                     QStringLiteral("serving")}
                             .contains(kit.key()) ||
                        !kit.value().isArray() || kit.value().toArray().isEmpty())
                        fail(where, shape);
                    QList<int> counts;
                    for (const QJsonValue &n : kit.value().toArray()) {
                        // Whole chip counts, each larger than the one before.
                        if (!n.isDouble() || n.toDouble() != double(n.toInt()) || n.toInt() < 1 ||
                            n.toInt() > 1000000 ||
                            (!counts.isEmpty() && n.toInt() <= counts.last()))
                            fail(where, shape);
                        counts << n.toInt();
                    }
                    listing.chips[vit.key()].insert(kit.key(), counts);
                }
            }
            c.limits.calendarChips.push_back(listing);
        }
    }
    if (const int i = index("calendar-mode-min-gke"); i >= 0) {
        const QJsonObject o = c.limitations[size_t(i)].value.toObject();
        for (Mode m : {Mode::Autopilot, Mode::Standard}) {
            const auto gv = GkeVersion::parse(o.value(modeId(m)).toString());
            if (!gv || !gv->isComplete())
                fail(at("limitations", size_t(i), "value"),
                     ChecksText::tr("must be {\"autopilot\": version, \"standard\": version}"));
            c.limits.calendarMinGke.insert(m, *gv);
        }
    }
    if (const int i = index("calendar-mode-days"); i >= 0) {
        const QJsonObject o = c.limitations[size_t(i)].value.toObject();
        const int min = o.value(QStringLiteral("min")).toInt(-1);
        const int max = o.value(QStringLiteral("max")).toInt(-1);
        if (min < 1 || max < min)
            fail(at("limitations", size_t(i), "value"),
                 ChecksText::tr("must be {\"min\": days, \"max\": days}, 1 <= min <= max"));
        c.limits.calendarMinDays = min;
        c.limits.calendarMaxDays = max;
    }
    if (const int i = index("calendar-mode-book-ahead-days"); i >= 0) {
        const QJsonValue v = c.limitations[size_t(i)].value;
        if (!v.isDouble() || v.toInt() < 1 || v.toDouble() != double(v.toInt()))
            fail(at("limitations", size_t(i), "value"),
                 ChecksText::tr("must be a positive whole number"));
        c.limits.calendarBookAheadDays = v.toInt();
    }
    if (const int i = index("calendar-mode-gcloud"); i >= 0) {
        const QString where = at("limitations", size_t(i), "value");
        const QString shape = ChecksText::tr(
            "must be {\"tpuVersion\": {version: gcloud value}, \"parsedByGcloud528\": "
            "[versions]}");
        const QJsonObject o = c.limitations[size_t(i)].value.toObject();
        static const QRegularExpression flagValue(
            QRegularExpression::anchoredPattern(QStringLiteral("[A-Z0-9]{1,16}")));
        const QJsonObject flags = o.value(QStringLiteral("tpuVersion")).toObject();
        for (auto it = flags.begin(); it != flags.end(); ++it) {
            if (!c.version(it.key()) || !flagValue.match(it.value().toString()).hasMatch())
                fail(where, shape);
            c.limits.calendarGcloudTpuVersion.insert(it.key(), it.value().toString());
        }
        for (const QJsonValue &v : o.value(QStringLiteral("parsedByGcloud528")).toArray()) {
            if (!flags.contains(v.toString()))
                fail(where, shape);
            c.limits.calendarGcloud528Versions << v.toString();
        }
    }
}

void checkLimits(Catalog &c)
{
    auto find = [&](const char *id, size_t *index) -> const Limitation * {
        for (size_t i = 0; i < c.limitations.size(); ++i) {
            if (c.limitations[i].id == QLatin1String(id)) {
                *index = i;
                return &c.limitations[i];
            }
        }
        fail(QStringLiteral("$.limitations"),
             ChecksText::tr("the rules need a limitation with id \"%1\"").arg(QLatin1String(id)));
    };
    size_t i = 0;
    auto wholeNumber = [&](const char *id) {
        const Limitation *l = find(id, &i);
        if (!l->value.isDouble() || l->value.toDouble() < 1 ||
            l->value.toDouble() != double(l->value.toInt()))
            fail(at("limitations", i, "value"), ChecksText::tr("must be a positive whole number"));
        return l->value.toInt();
    };
    c.limits.maxPodsPerVm = wholeNumber("max-pods-per-vm");
    c.limits.pendingScaleUpTimeoutHours = wholeNumber("pending-scale-up-timeout-hours");

    const Limitation *v5p = find("v5p-autoscaling-min-control-plane", &i);
    if (!v5p->value.isArray() || v5p->value.toArray().isEmpty())
        fail(at("limitations", i, "value"), ChecksText::tr("must be an array of GKE versions"));
    for (const QJsonValue &v : v5p->value.toArray()) {
        const auto gv = GkeVersion::parse(v.toString());
        if (!v.isString() || !gv || !gv->isComplete())
            fail(at("limitations", i, "value"), ChecksText::tr("must be an array of GKE versions"));
        c.limits.v5pAutoscalingMinControlPlane.push_back(*gv);
    }

    const Limitation *smt = find("no-smt2-machine-types", &i);
    if (!smt->value.isArray())
        fail(at("limitations", i, "value"), ChecksText::tr("must be an array of machine types"));
    for (const QJsonValue &v : smt->value.toArray()) {
        if (!c.machineType(v.toString()))
            fail(at("limitations", i, "value"),
                 QStringLiteral("\"%1\" is not a machine type of this catalog").arg(v.toString()));
        c.limits.noSmt2MachineTypes << v.toString();
    }

    const Limitation *ms = find("multislice-min-gke", &i);
    const QJsonObject o = ms->value.toObject();
    for (Mode m : {Mode::Autopilot, Mode::Standard}) {
        const auto gv = GkeVersion::parse(o.value(modeId(m)).toString());
        if (!ms->value.isObject() || !gv || !gv->isComplete())
            fail(at("limitations", i, "value"),
                 ChecksText::tr("must be {\"autopilot\": version, \"standard\": version}"));
        c.limits.multisliceMinGke.insert(m, *gv);
    }
    find("ubuntu-unsupported", &i);
    find("specific-reservation-only", &i);

    auto fullVersion = [&](const char *id) {
        const Limitation *l = find(id, &i);
        const auto gv = GkeVersion::parse(l->value.toString());
        if (!l->value.isString() || !gv || !gv->isComplete())
            fail(at("limitations", i, "value"), ChecksText::tr("must be a full GKE version"));
        return gv;
    };
    c.limits.flexStartMinGke = fullVersion("flex-start-min-gke");
    c.limits.computeClassTpuMinGke = fullVersion("compute-class-tpu-min-gke");
    c.limits.flexStartMaxDays = wholeNumber("flex-start-max-days");
    const Limitation *fsv = find("flex-start-unsupported-versions", &i);
    for (const QJsonValue &v : fsv->value.toArray()) {
        if (!c.version(v.toString()))
            fail(at("limitations", i, "value"),
                 QStringLiteral("\"%1\" is not a TPU version of this catalog").arg(v.toString()));
        c.limits.flexStartUnsupportedVersions << v.toString();
    }
    const Limitation *fsz = find("flex-start-zones", &i);
    if (!fsz->value.isObject())
        fail(at("limitations", i, "value"),
             ChecksText::tr("must map accelerator labels to zone lists"));
    const QJsonObject zones = fsz->value.toObject();
    for (auto it = zones.begin(); it != zones.end(); ++it) {
        if (!c.accelerator(it.key()) || !it.value().isArray())
            fail(at("limitations", i, "value"),
                 ChecksText::tr("must map accelerator labels to zone lists"));
        QStringList list;
        for (const QJsonValue &z : it.value().toArray())
            list << z.toString();
        c.limits.flexStartZones.insert(it.key(), list);
    }
    find("queued-provisioning-multi-host", &i);
    const Limitation *fsq = find("flex-start-queued-provisioning-versions", &i);
    if (!fsq->value.isArray())
        fail(at("limitations", i, "value"), ChecksText::tr("must be an array of TPU versions"));
    for (const QJsonValue &v : fsq->value.toArray()) {
        if (!c.version(v.toString()))
            fail(at("limitations", i, "value"),
                 QStringLiteral("\"%1\" is not a TPU version of this catalog").arg(v.toString()));
        c.limits.flexStartQueuedVersions << v.toString();
    }
    checkCalendarLimits(c);
}

} // namespace

void checkCatalog(Catalog &c)
{
    requireUnique(c.versions, "versions", "id", [](const Version &v) { return v.id; });
    {
        QSet<QString> names;
        for (size_t i = 0; i < c.versions.size(); ++i) {
            const QStringList names_ = QStringList(c.versions[i].aliases) << c.versions[i].id;
            for (const QString &n : names_) {
                const QString key = n.toLower();
                if (names.contains(key) && n != c.versions[i].id)
                    fail(at("versions", i, "aliases"),
                         ChecksText::tr("alias \"%1\" is used by two versions").arg(json::echo(n)));
                names.insert(key);
            }
        }
    }
    requireUnique(c.accelerators, "accelerators", "label",
                  [](const Accelerator &a) { return a.label; });
    requireUnique(c.machineTypes, "machineTypes", "name",
                  [](const MachineType &m) { return m.name; });
    requireUnique(c.topologies, "topologies", "topology", [](const TopologyRow &t) {
        return modeId(t.mode) + QLatin1Char('/') + t.machineType + QLatin1Char('/') +
               (t.custom ? QStringLiteral("custom") : t.topology.toString());
    });
    requireUnique(c.customRules, "customTopologyRules", "accelerator",
                  [](const CustomRule &r) { return r.accelerator; });
    requireUnique(c.zones, "zones", "zone",
                  [](const ZoneOffer &z) { return z.accelerator + QLatin1Char('/') + z.zone; });
    requireUnique(c.zoneCaveats, "zoneCaveats", "id", [](const ZoneCaveat &z) { return z.id; });
    requireUnique(c.disks, "disks", "version", [](const DiskSupport &d) { return d.version; });
    requireUnique(c.quotas, "quotas", "accelerator",
                  [](const QuotaInfo &q) { return q.accelerator; });
    requireUnique(c.prices, "prices.rows", "region",
                  [](const PriceRow &p) { return p.version + QLatin1Char('/') + p.region; });
    requireUnique(c.specs, "specs", "version", [](const Spec &s) { return s.version; });
    requireUnique(c.limitations, "limitations", "id", [](const Limitation &l) { return l.id; });

    auto requireVersion = [&](const QString &id, const char *array, size_t i) {
        if (!c.version(id) || c.version(id)->id != id)
            fail(at(array, i, "version"),
                 ChecksText::tr("version \"%1\" is not defined in $.versions").arg(json::echo(id)));
    };
    auto requireAccelerator = [&](const QString &label, const char *array, size_t i) {
        if (!c.accelerator(label))
            fail(at(array, i, "accelerator"),
                 ChecksText::tr("accelerator \"%1\" is not defined in $.accelerators")
                     .arg(json::echo(label)));
        return c.accelerator(label);
    };

    for (size_t i = 0; i < c.accelerators.size(); ++i) {
        const Accelerator &a = c.accelerators[i];
        requireVersion(a.version, "accelerators", i);
        for (Mode m : {Mode::Autopilot, Mode::Standard}) {
            if (a.offers(m) != a.minGke.contains(m))
                fail(at("accelerators", i, "minGke"),
                     ChecksText::tr(
                         "must give a minimum GKE version for exactly the modes offered"));
            if (a.offers(m) != a.maxChips.contains(m))
                fail(at("accelerators", i, "maxChips"),
                     ChecksText::tr("must give maxChips for exactly the modes offered"));
        }
        if (a.offers(Mode::Autopilot) != a.autopilotShape.has_value())
            fail(at("accelerators", i, "autopilotShape"),
                 ChecksText::tr("must be an object exactly when the accelerator is offered in "
                                "Autopilot (null otherwise)"));
    }
    for (size_t i = 0; i < c.machineTypes.size(); ++i) {
        const MachineType &m = c.machineTypes[i];
        const Accelerator *a = requireAccelerator(m.accelerator, "machineTypes", i);
        if (!m.name.startsWith(a->machinePrefix))
            fail(
                at("machineTypes", i, "name"),
                QStringLiteral("\"%1\" does not start with the accelerator's machine prefix \"%2\"")
                    .arg(m.name, a->machinePrefix));
    }
    for (size_t i = 0; i < c.topologies.size(); ++i)
        checkTopologyRow(c, c.topologies[i], i);
    for (size_t i = 0; i < c.customRules.size(); ++i) {
        const CustomRule &r = c.customRules[i];
        const Accelerator *a = requireAccelerator(r.accelerator, "customTopologyRules", i);
        const int dims = c.version(a->version)->dims;
        if (r.dims != dims || r.maxTopology.dimCount() != dims)
            fail(at("customTopologyRules", i, "dims"),
                 ChecksText::tr("%1 topologies have %2 dimensions").arg(a->version).arg(dims));
        if (r.maxChips > r.maxTopology.chips() || r.maxChips <= r.aboveChips)
            fail(at("customTopologyRules", i, "maxChips"),
                 ChecksText::tr("maxChips must be above aboveChips and at most the chips of "
                                "maxTopology (%1)")
                     .arg(r.maxTopology.chips()));
        if (r.maxCubes > 0 &&
            (r.dims != 3 || r.multipleOf % 4 != 0 || r.maxChips != r.maxCubes * 64))
            fail(at("customTopologyRules", i, "maxCubes"),
                 ChecksText::tr("maxCubes needs three dimensions in multiples of 4 and maxChips = "
                                "maxCubes x 64"));
    }
    for (size_t i = 0; i < c.zones.size(); ++i) {
        const Accelerator *a = requireAccelerator(c.zones[i].accelerator, "zones", i);
        for (Mode m : c.zones[i].modes) {
            if (!a->offers(m))
                fail(at("zones", i, "modes"),
                     QStringLiteral("\"%1\" is not offered in %2").arg(a->label, modeName(m)));
        }
    }
    for (size_t i = 0; i < c.zoneCaveats.size(); ++i)
        requireAccelerator(c.zoneCaveats[i].accelerator, "zoneCaveats", i);
    for (size_t i = 0; i < c.quotas.size(); ++i)
        requireAccelerator(c.quotas[i].accelerator, "quotas", i);
    for (size_t i = 0; i < c.disks.size(); ++i)
        requireVersion(c.disks[i].version, "disks", i);
    for (size_t i = 0; i < c.prices.size(); ++i)
        requireVersion(c.prices[i].version, "prices.rows", i);
    for (size_t i = 0; i < c.specs.size(); ++i) {
        requireVersion(c.specs[i].version, "specs", i);
        checkSpec(c.specs[i], i);
    }
    checkLimits(c);
}

} // namespace tpu::catalog
