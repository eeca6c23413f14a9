#include "live/capacityread.h"

#include "catalog/zonenames.h"
#include "live/apianswer.h"
#include "live/livechecks.h"
#include "live/livechecks_p.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <algorithm>

namespace tpu::live {

using model::printableText;

namespace {
struct CapacityReadText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::CapacityReader)
};

const QRegularExpression &computeMetricShape()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Z0-9_]+")));
    return re;
}

// "https://…/zones/us-east5-a" or "us-east5-a" -> "us-east5-a".
QString lastSegment(const QString &s)
{
    return s.section(QLatin1Char('/'), -1);
}

// The catalog's word on why a metric name is uncertain, or empty.
QString uncertainty(const catalog::Catalog &catalog, const QString &metric)
{
    for (const auto &q : catalog.quotas) {
        if (q.onDemandMetric == metric && q.prov.isUncertain(QStringLiteral("onDemandMetric")))
            return q.prov.uncertainReason(QStringLiteral("onDemandMetric"));
        if (q.preemptibleMetric == metric &&
            q.prov.isUncertain(QStringLiteral("preemptibleMetric")))
            return q.prov.uncertainReason(QStringLiteral("preemptibleMetric"));
    }
    return {};
}

QStringList catalogMetrics(const catalog::Catalog &catalog)
{
    QStringList out;
    for (const auto &q : catalog.quotas)
        for (const QString &m : {q.onDemandMetric, q.preemptibleMetric})
            if (!m.isEmpty() && !out.contains(m))
                out << m;
    return out;
}
} // namespace

QString ReadReservation::describe() const
{
    const auto &c = capacity;
    QString line;
    if (c.isAggregate()) {
        QString inUseText = CapacityReadText::tr("%1 in use").arg(inUse);
        if (hosts)
            inUseText += CapacityReadText::tr("; %1 of %n host(s) in use", nullptr, int(*hosts))
                             .arg(hostsInUse ? QString::number(*hostsInUse)
                                             : CapacityReadText::tr("an unknown number"));
        line = CapacityReadText::tr("%n chip(s) of %1%2 in %3 (%4)", nullptr, int(c.chips))
                   .arg(c.vmFamily,
                        acceleratorType.isEmpty() ? QString()
                                                  : QStringLiteral(" (%1)").arg(acceleratorType),
                        c.zone, inUseText);
    } else {
        line = CapacityReadText::tr("%n VM(s) of %1 in %2 (%3 in use)", nullptr, int(c.vms))
                   .arg(c.machineType, c.zone)
                   .arg(inUse);
    }
    if (health && health->isDegraded())
        line += CapacityReadText::tr("; degraded: %1, so less may be usable than reserved")
                    .arg(health->text());
    return line;
}

review::Capacity CapacityReading::capacity() const
{
    review::Capacity c;
    const review::CapacitySource source{project, readAt};
    for (const ReadReservation &r : reservations) {
        c.reservations.push_back(r.capacity);
        c.reservations.back().source = source;
    }
    for (const ReadQuota &q : quotas) {
        c.quotas.push_back(q.capacity);
        c.quotas.back().source = source;
    }
    return c;
}

namespace capacity {

QStringList computeMetrics(const catalog::Catalog &catalog)
{
    QStringList out;
    for (const QString &m : catalogMetrics(catalog))
        if (computeMetricShape().match(m).hasMatch())
            out << m;
    return out;
}

QStringList cloudQuotaIds(const catalog::Catalog &catalog)
{
    QStringList out;
    for (const QString &m : catalogMetrics(catalog))
        if (!computeMetricShape().match(m).hasMatch() &&
            !out.contains(detail::splitQuotaId(m).first))
            out << detail::splitQuotaId(m).first;
    return out;
}

QString reservations(const QJsonObject &page, const QString &project,
                     const QSet<QString> &machineTypes, std::vector<ReadReservation> *out,
                     QStringList *leftOut, QString *error, const QSet<QString> &vmFamilies)
{
    const QJsonValue items = page.value(QLatin1String("items"));
    if (!items.isUndefined() && !items.isObject()) {
        *error = CapacityReadText::tr("items is %1, not an object of zones").arg(shownValue(items));
        return {};
    }
    // Takes one reservation read, specific or aggregate: a second of the same project and name is
    // left out and said so; past kMaxItems the read fails (returns false).
    const auto take = [&](const ReadReservation &r) {
        const auto same = std::find_if(out->begin(), out->end(), [&](const auto &other) {
            return other.capacity.id() == r.capacity.id();
        });
        if (same != out->end()) {
            leftOut->append(
                CapacityReadText::tr("Reservation %1 in %2 has the name of the one in %3; a "
                                     "review names reservations by project and name, so only the "
                                     "first was taken.")
                    .arg(r.capacity.name, r.capacity.zone, same->capacity.zone));
            return true;
        }
        if (int(out->size()) >= kMaxItems) {
            *error = CapacityReadText::tr("more than %1 TPU reservations").arg(kMaxItems);
            return false;
        }
        out->push_back(r);
        return true;
    };
    const QJsonObject byScope = items.toObject();
    for (auto it = byScope.begin(); it != byScope.end(); ++it) {
        const QString scope = it.key();
        if (!it.value().isObject()) {
            *error = CapacityReadText::tr("items[\"%1\"] is not an object")
                         .arg(printableText(scope.left(80)));
            return {};
        }
        const QJsonValue list = it.value().toObject().value(QLatin1String("reservations"));
        if (list.isUndefined())
            continue; // an empty scope has only a warning
        if (!list.isArray()) {
            *error = CapacityReadText::tr("the reservations of %1 are %2, not a list")
                         .arg(printableText(scope.left(80)), shownValue(list));
            return {};
        }
        for (const QJsonValue &v : list.toArray()) {
            if (!v.isObject()) {
                *error = CapacityReadText::tr("a reservation in %1 is %2, not an object")
                             .arg(printableText(scope.left(80)), shownValue(v));
                return {};
            }
            const QJsonObject o = v.toObject();
            const QJsonValue nameValue = o.value(QLatin1String("name"));
            const QString name = nameValue.toString();
            const QString zone = lastSegment(o.value(QLatin1String("zone")).toString());
            if (!nameValue.isString() || !model::checkGceResourceName(name).isEmpty()) {
                *error = CapacityReadText::tr("a reservation's name (%1) is not a resource name")
                             .arg(shownValue(nameValue));
                return {};
            }
            if (!catalog::strictZoneNameShape().match(zone).hasMatch()) {
                *error =
                    CapacityReadText::tr("reservation %1 has zone %2, not a zone like us-east5-a")
                        .arg(name, shownValue(o.value(QLatin1String("zone"))));
                return {};
            }
            QString why;
            const std::optional<ReservationHealth> health = reservationHealth(o, &why);
            if (!why.isEmpty()) {
                *error = CapacityReadText::tr("reservation %1: %2").arg(name, why);
                return {};
            }
            const QJsonValue specific = o.value(QLatin1String("specificReservation"));
            const QJsonValue aggregate = o.value(QLatin1String("aggregateReservation"));
            if (specific.isUndefined() && !aggregate.isUndefined()) {
                // Chips of a VM family, no machine type: calendar-mode and All Capacity TPUs.
                if (!aggregate.isObject()) {
                    *error = CapacityReadText::tr(
                                 "reservation %1 has aggregateReservation %2, not an object")
                                 .arg(name, shownValue(aggregate));
                    return {};
                }
                const std::optional<AggregateHolding> h =
                    aggregateHolding(aggregate.toObject(), &why);
                if (!h) {
                    *error = CapacityReadText::tr("reservation %1: %2").arg(name, why);
                    return {};
                }
                if (!vmFamilies.contains(h->vmFamily)) {
                    leftOut->append(
                        CapacityReadText::tr("Reservation %1 in %2 holds chips of %3, a VM family "
                                             "the catalog does not know.")
                            .arg(name, zone, h->vmFamily));
                    continue;
                }
                const QJsonValue status = o.value(QLatin1String("status"));
                if (status.toString() != QLatin1String("READY")) {
                    leftOut->append(CapacityReadText::tr("Reservation %1 in %2 is %3, not READY.")
                                        .arg(name, zone, shownValue(status)));
                    continue;
                }
                if (h->chips < 1 || h->chips > review::ReviewFile::kMaxChips) {
                    leftOut->append(CapacityReadText::tr("Reservation %1 in %2 holds %3 chips; a "
                                                         "review counts 1 to %4.")
                                        .arg(name, zone)
                                        .arg(h->chips)
                                        .arg(review::ReviewFile::kMaxChips));
                    continue;
                }
                ReadReservation r;
                r.capacity.project = project;
                r.capacity.name = name;
                r.capacity.zone = zone;
                r.capacity.vmFamily = h->vmFamily;
                r.capacity.chips = h->chips;
                r.inUse = h->inUse;
                r.acceleratorType = h->acceleratorType;
                r.hosts = h->hosts;
                r.hostsInUse = h->hostsInUse;
                r.health = health;
                if (!take(r))
                    return {};
                continue;
            }
            if (specific.isUndefined()) {
                leftOut->append(
                    CapacityReadText::tr("Reservation %1 in %2 is neither a specific reservation "
                                         "of VMs nor an aggregate reservation of TPU chips; the "
                                         "review counts only those.")
                        .arg(name, zone));
                continue;
            }
            if (!specific.isObject()) {
                *error =
                    CapacityReadText::tr("reservation %1 has specificReservation %2, not an object")
                        .arg(name, shownValue(specific));
                return {};
            }
            const QJsonObject s = specific.toObject();
            const QJsonValue mtValue =
                s.value(QLatin1String("instanceProperties")).toObject().value("machineType");
            const QString machineType = lastSegment(mtValue.toString());
            if (!mtValue.isString() || !model::checkGceResourceName(machineType).isEmpty()) {
                *error = CapacityReadText::tr(
                             "reservation %1 has machine type %2, not a machine type name")
                             .arg(name, shownValue(mtValue));
                return {};
            }
            if (!machineTypes.contains(machineType))
                continue; // not a TPU machine type the catalog knows: not review capacity
            const detail::Count count = detail::countOf(s.value(QLatin1String("count")));
            const detail::Count inUse = detail::countOf(s.value(QLatin1String("inUseCount")));
            if (!count.value) {
                *error = CapacityReadText::tr("reservation %1: %2")
                             .arg(name, detail::badCount(QStringLiteral("count"),
                                                         s.value(QLatin1String("count"))));
                return {};
            }
            if (inUse.present && !inUse.value) {
                *error = CapacityReadText::tr("reservation %1: %2")
                             .arg(name, detail::badCount(QStringLiteral("inUseCount"),
                                                         s.value(QLatin1String("inUseCount"))));
                return {};
            }
            const QJsonValue status = o.value(QLatin1String("status"));
            if (status.toString() != QLatin1String("READY")) {
                leftOut->append(CapacityReadText::tr("Reservation %1 in %2 is %3, not READY.")
                                    .arg(name, zone, shownValue(status)));
                continue;
            }
            if (*count.value < 1 || *count.value > review::ReviewFile::kMaxVms) {
                leftOut->append(
                    CapacityReadText::tr("Reservation %1 in %2 holds %3 VMs; a review counts 1 to "
                                         "%4.")
                        .arg(name, zone, QString::number(*count.value),
                             QString::number(review::ReviewFile::kMaxVms)));
                continue;
            }
            if (inUse.value.value_or(0) > *count.value) {
                leftOut->append(
                    CapacityReadText::tr("Reservation %1 in %2 has %3 VMs in use of %4; Google's "
                                         "answer does not add up, so the review does not count "
                                         "it.")
                        .arg(name, zone, QString::number(*inUse.value),
                             QString::number(*count.value)));
                continue;
            }
            ReadReservation r;
            r.capacity.project = project;
            r.capacity.name = name;
            r.capacity.zone = zone;
            r.capacity.machineType = machineType;
            r.capacity.vms = int(*count.value);
            r.inUse = inUse.value.value_or(0);
            r.health = health;
            if (!take(r))
                return {};
        }
    }
    return nextPageToken(page, error);
}

QString regionQuotas(const QJsonObject &page, const catalog::Catalog &catalog,
                     std::vector<ReadQuota> *out, QStringList *leftOut, QString *error)
{
    const QStringList metrics = computeMetrics(catalog);
    const QJsonValue items = page.value(QLatin1String("items"));
    if (!items.isUndefined() && !items.isArray()) {
        *error = CapacityReadText::tr("items is %1, not a list of regions").arg(shownValue(items));
        return {};
    }
    for (const QJsonValue &v : items.toArray()) {
        const QJsonObject region = v.toObject();
        const QJsonValue nameValue = region.value(QLatin1String("name"));
        const QString name = nameValue.toString();
        if (!v.isObject() || !catalog::regionNameShape().match(name).hasMatch()) {
            *error = CapacityReadText::tr("a region's name (%1) is not a region like us-east5")
                         .arg(shownValue(v.isObject() ? nameValue : v));
            return {};
        }
        const QJsonValue quotas = region.value(QLatin1String("quotas"));
        if (!quotas.isUndefined() && !quotas.isArray()) {
            *error = CapacityReadText::tr("the quotas of %1 are %2, not a list")
                         .arg(name, shownValue(quotas));
            return {};
        }
        const QString warning = region.value(QLatin1String("quotaStatusWarning"))
                                    .toObject()
                                    .value(QLatin1String("message"))
                                    .toString();
        if (!warning.isEmpty())
            leftOut->append(
                CapacityReadText::tr("Region %1: Google could not list every quota (\"%2\").")
                    .arg(name, printableText(warning.left(300))));
        for (const QJsonValue &qv : quotas.toArray()) {
            const QJsonObject q = qv.toObject();
            const QString metric = q.value(QLatin1String("metric")).toString();
            if (!metrics.contains(metric))
                continue;
            const detail::Count limit = detail::countOf(q.value(QLatin1String("limit")));
            const detail::Count usage = detail::countOf(q.value(QLatin1String("usage")));
            for (const auto &[field, c] : {std::pair{"limit", limit}, std::pair{"usage", usage}})
                if (!c.value && (c.present || std::string_view(field) == "limit")) {
                    *error = CapacityReadText::tr("quota %1 in %2: %3")
                                 .arg(metric, name,
                                      detail::badCount(QLatin1String(field),
                                                       q.value(QLatin1String(field))));
                    return {};
                }
            if (*limit.value == 0)
                continue; // every region lists the metrics; a zero limit holds nothing
            if (*limit.value > review::ReviewFile::kMaxChips) {
                leftOut->append(
                    CapacityReadText::tr("Quota %1 in %2 is %3 chips; a review counts at most "
                                         "%4.")
                        .arg(metric, name, QString::number(*limit.value),
                             QString::number(review::ReviewFile::kMaxChips)));
                continue;
            }
            if (int(out->size()) >= kMaxItems) {
                *error = CapacityReadText::tr("more than %1 TPU quotas").arg(kMaxItems);
                return {};
            }
            ReadQuota r;
            r.capacity.location = name;
            r.capacity.metric = metric;
            r.capacity.chips = *limit.value;
            r.usage = usage.value;
            r.uncertain = uncertainty(catalog, metric);
            out->push_back(r);
        }
    }
    return nextPageToken(page, error);
}

void quotaInfo(const QJsonObject &info, const QString &quotaId, const catalog::Catalog &catalog,
               std::vector<ReadQuota> *out, QStringList *leftOut, QString *error)
{
    const QJsonValue infos = info.value(QLatin1String("dimensionsInfos"));
    if (!infos.isUndefined() && !infos.isArray()) {
        *error = CapacityReadText::tr("dimensionsInfos is %1, not a list").arg(shownValue(infos));
        return;
    }
    for (const QString &metric : catalogMetrics(catalog)) {
        const auto [id, wanted] = detail::splitQuotaId(metric);
        if (id != quotaId || computeMetricShape().match(metric).hasMatch())
            continue;
        for (const QJsonValue &v : infos.toArray()) {
            if (!v.isObject()) {
                *error = CapacityReadText::tr("a dimensionsInfos entry is %1, not an object")
                             .arg(shownValue(v));
                return;
            }
            const QJsonObject o = v.toObject();
            const QJsonObject d = o.value(QLatin1String("dimensions")).toObject();
            if (!detail::quotaDimensionsMatch(d, wanted) || !d.contains(QLatin1String("region")))
                continue; // another family's, or the default for regions without their own
            const QJsonValue regionValue = d.value(QLatin1String("region"));
            const QString region = regionValue.toString();
            if (!catalog::regionNameShape().match(region).hasMatch()) {
                *error =
                    CapacityReadText::tr("quota %1 names region %2, not a region like us-east5")
                        .arg(quotaId, shownValue(regionValue));
                return;
            }
            const QJsonValue raw =
                o.value(QLatin1String("details")).toObject().value(QLatin1String("value"));
            if (raw.toString() == QLatin1String("-1") || (raw.isDouble() && raw.toDouble() == -1)) {
                leftOut->append(
                    CapacityReadText::tr("Quota %1 in %2 is unlimited; type a number of chips "
                                         "if the review should count it.")
                        .arg(metric, region));
                continue;
            }
            const detail::Count c = detail::countOf(raw);
            if (!c.value) {
                *error = CapacityReadText::tr("quota %1 in %2: %3")
                             .arg(quotaId, region, detail::badCount(QStringLiteral("value"), raw));
                return;
            }
            if (*c.value == 0)
                continue; // a zero limit holds nothing
            if (*c.value > review::ReviewFile::kMaxChips) {
                leftOut->append(
                    CapacityReadText::tr("Quota %1 in %2 is %3 chips; a review counts at most "
                                         "%4.")
                        .arg(metric, region, QString::number(*c.value),
                             QString::number(review::ReviewFile::kMaxChips)));
                continue;
            }
            if (int(out->size()) >= kMaxItems) {
                *error = CapacityReadText::tr("more than %1 TPU quotas").arg(kMaxItems);
                return;
            }
            ReadQuota r;
            r.capacity.location = region;
            r.capacity.metric = metric;
            r.capacity.chips = *c.value;
            r.uncertain = uncertainty(catalog, metric);
            out->push_back(r);
        }
    }
}

} // namespace capacity

} // namespace tpu::live
