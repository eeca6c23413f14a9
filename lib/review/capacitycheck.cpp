#include "review/capacitycheck.h"

#include "catalog/catalog.h"
#include "catalog/zonenames.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>

namespace tpu::review {

namespace {
struct CheckText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::CapacityCheck)
};

// Optimal string alignment distance (edits, adjacent swaps counted once); texts are short.
int distance(const QString &x, const QString &y)
{
    std::vector<std::vector<int>> d(size_t(x.size()) + 1, std::vector<int>(size_t(y.size()) + 1));
    for (qsizetype i = 0; i <= x.size(); ++i)
        d[size_t(i)][0] = int(i);
    for (qsizetype j = 0; j <= y.size(); ++j)
        d[0][size_t(j)] = int(j);
    for (qsizetype i = 1; i <= x.size(); ++i)
        for (qsizetype j = 1; j <= y.size(); ++j) {
            const size_t a = size_t(i), b = size_t(j);
            d[a][b] = std::min({d[a - 1][b] + 1, d[a][b - 1] + 1,
                                d[a - 1][b - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1])
                d[a][b] = std::min(d[a][b], d[a - 2][b - 2] + 1);
        }
    return d[size_t(x.size())][size_t(y.size())];
}

// The three known names nearest `word` (the nearest first; equals by name), as "a, b or c".
QString nearest(const QString &word, const QSet<QString> &known)
{
    const QString w = word.left(100);
    std::vector<std::pair<int, QString>> ranked;
    ranked.reserve(size_t(known.size()));
    for (const QString &k : known)
        ranked.emplace_back(distance(w, k), k);
    const size_t n = std::min<size_t>(3, ranked.size());
    std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(n), ranked.end());
    QStringList names;
    for (size_t i = 0; i < n; ++i)
        names << ranked[i].second;
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return CheckText::tr("%1 or %2").arg(names.join(QStringLiteral(", ")), last);
}

QSet<QString> knownZones(const catalog::Catalog &c)
{
    QSet<QString> zones;
    for (const catalog::ZoneOffer &z : c.zones)
        zones.insert(z.zone);
    return zones;
}

QSet<QString> knownRegions(const catalog::Catalog &c)
{
    QSet<QString> regions;
    for (const catalog::ZoneOffer &z : c.zones)
        regions.insert(z.region());
    return regions;
}

// An error when the catalog lists no TPU in `zone` (nor its region, for a zone of a region it
// knows: then the zones it lists there are suggested).
QString zoneError(const catalog::Catalog &c, const QString &zone)
{
    const QSet<QString> zones = knownZones(c);
    if (zones.contains(zone))
        return {};
    QSet<QString> sameRegion;
    for (const QString &z : zones)
        if (catalog::regionOfZone(z) == catalog::regionOfZone(zone))
            sameRegion.insert(z);
    return CheckText::tr("zone \"%1\" is not a zone the catalog lists TPUs in; did you mean %2?")
        .arg(zone, nearest(zone, sameRegion.isEmpty() ? zones : sameRegion));
}
} // namespace

CapacityCheck checkReservationInCatalog(const catalog::Catalog &c, const ReservationCapacity &r)
{
    if (r.source.isLive())
        return {};
    if (r.isAggregate()) { // chips of a VM family (issue 40): the family must be a TPU one
        if (!c.acceleratorOfVmFamily(r.vmFamily))
            return {CheckText::tr("VM family \"%1\" is not a TPU VM family the catalog knows")
                        .arg(r.vmFamily),
                    {}};
        if (const QString why = zoneError(c, r.zone); !why.isEmpty())
            return {why, {}};
        return {};
    }
    const catalog::MachineType *mt = c.machineType(r.machineType);
    if (!mt) {
        QSet<QString> names;
        for (const catalog::MachineType &m : c.machineTypes)
            names.insert(m.name);
        return {CheckText::tr("machine type \"%1\" is not a TPU machine type the catalog knows; "
                              "did you mean %2?")
                    .arg(r.machineType, nearest(r.machineType, names)),
                {}};
    }
    if (const QString why = zoneError(c, r.zone); !why.isEmpty())
        return {why, {}};
    if (!c.zoneOffer(mt->accelerator, r.zone)) {
        QStringList where;
        for (const catalog::ZoneOffer &z : c.zones)
            if (z.accelerator == mt->accelerator &&
                catalog::regionOfZone(z.zone) == catalog::regionOfZone(r.zone))
                where << z.zone;
        where.sort();
        return {{},
                where.isEmpty()
                    ? CheckText::tr("the catalog does not list %1 (%2) in %3 or its region; "
                                    "check that the reservation exists")
                          .arg(mt->accelerator, r.machineType, r.zone)
                    : CheckText::tr("the catalog does not list %1 (%2) in %3, only in %4; "
                                    "check that the reservation exists")
                          .arg(mt->accelerator, r.machineType, r.zone,
                               where.join(QStringLiteral(", ")))};
    }
    return {};
}

CapacityCheck checkQuotaInCatalog(const catalog::Catalog &c, const QuotaCapacity &q)
{
    if (q.source.isLive())
        return {};
    // Which accelerators count against the metric.
    QSet<QString> metrics;
    QStringList accelerators;
    for (const catalog::QuotaInfo &info : c.quotas) {
        for (const QString &m : {info.onDemandMetric, info.preemptibleMetric})
            if (!m.isEmpty())
                metrics.insert(m);
        if (info.onDemandMetric == q.metric || info.preemptibleMetric == q.metric)
            accelerators << info.accelerator;
    }
    if (accelerators.isEmpty())
        return {CheckText::tr("quota metric \"%1\" is not a TPU metric the catalog knows; did you "
                              "mean %2?")
                    .arg(q.metric, nearest(q.metric, metrics)),
                {}};
    const bool isZone = catalog::zoneNameShape().match(q.location).hasMatch();
    if (isZone) {
        if (const QString why = zoneError(c, q.location); !why.isEmpty())
            return {why, {}};
    } else if (const QSet<QString> regions = knownRegions(c); !regions.contains(q.location)) {
        return {CheckText::tr("region \"%1\" is not a region the catalog lists TPUs in; did you "
                              "mean %2?")
                    .arg(q.location, nearest(q.location, regions)),
                {}};
    }
    for (const catalog::ZoneOffer &z : c.zones)
        if (accelerators.contains(z.accelerator) &&
            (isZone ? z.zone == q.location : z.region() == q.location))
            return {};
    return {{},
            CheckText::tr("the catalog does not list %1 in %2; check the quota's metric and "
                          "location")
                .arg(accelerators.join(QStringLiteral(", ")), q.location)};
}

} // namespace tpu::review
