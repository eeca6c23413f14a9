#include "catalog/catalog.h"
#include "catalog/gkeversion.h"
#include "live/livechecks_p.h"
#include "live/reservationanswer.h"
#include "model/names.h"

#include <QJsonArray>
#include <QMap>

// One verdict per API: each check is a pure function from the plan and the API's answer to a
// finding (livechecks.h lists them).

namespace tpu::live::checks {

using catalog::Severity;
using namespace detail;
using Finding = LiveFinding;

LiveFinding machineType(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.machine-type");
    const QString mt = s.plan.machineType, zone = s.plan.zone;
    const QString what = ChecksText::tr("Machine type %1 in %2").arg(mt, zone);
    if (r.httpStatus == 404 && notFoundIsTheResource(r, QStringLiteral("machineTypes")))
        return make(
            id, Severity::Error, QStringLiteral("machineType"),
            ChecksText::tr("%1 is not offered in zone %2 to project %3.").arg(mt, zone, project),
            ChecksText::tr("Compute Engine does not list this machine type in the zone for your "
                           "project. Choose another zone where the catalog offers it, or ask "
                           "your Google account team about access."),
            r);
    if (!r.ok())
        return notChecked(id, QStringLiteral("machineType"), what, project, r);
    if (r.json.value(QStringLiteral("name")).toString() != mt)
        return notChecked(id, QStringLiteral("machineType"), what, project,
                          malformed(r, ChecksText::tr("the answer names another machine type")));
    const QString deprecated = r.json.value(QStringLiteral("deprecated"))
                                   .toObject()
                                   .value(QStringLiteral("state"))
                                   .toString();
    if (!deprecated.isEmpty() && deprecated != QLatin1String("ACTIVE"))
        return make(
            id, Severity::Warning, QStringLiteral("machineType"),
            ChecksText::tr("%1 is offered in %2 but marked %3.").arg(mt, zone, deprecated),
            ChecksText::tr(
                "Compute Engine marks this machine type deprecated; prefer its replacement."),
            r);
    return make(id, Severity::Info, QStringLiteral("machineType"),
                ChecksText::tr("%1 is offered in zone %2 to project %3.").arg(mt, zone, project),
                ChecksText::tr("Compute Engine lists the machine type in the zone."), r);
}

LiveFinding gkeVersion(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.gke-version");
    const QString location = s.plan.region();
    const QString channel = s.plan.releaseChannel.toUpper();
    const QString what = ChecksText::tr("The GKE version in %1").arg(location);
    if (!r.ok())
        return notChecked(id, QStringLiteral("clusterVersion"), what, project, r);
    QStringList valid;
    QString defaultVersion;
    bool channelFound = channel.isEmpty();
    if (channel.isEmpty()) {
        for (const QJsonValue &v : r.json.value(QStringLiteral("validMasterVersions")).toArray())
            valid << v.toString();
        defaultVersion = r.json.value(QStringLiteral("defaultClusterVersion")).toString();
    } else {
        for (const QJsonValue &c : r.json.value(QStringLiteral("channels")).toArray()) {
            const QJsonObject o = c.toObject();
            if (o.value(QStringLiteral("channel")).toString() != channel)
                continue;
            channelFound = true;
            defaultVersion = o.value(QStringLiteral("defaultVersion")).toString();
            for (const QJsonValue &v : o.value(QStringLiteral("validVersions")).toArray())
                valid << v.toString();
        }
    }
    const QString in =
        channel.isEmpty()
            ? ChecksText::tr("in %1").arg(location)
            : ChecksText::tr("in the %1 channel in %2").arg(channel.toLower(), location);
    if (!channelFound)
        return make(id, Severity::Error, QStringLiteral("releaseChannel"),
                    ChecksText::tr("GKE offers no %1 release channel in %2.")
                        .arg(channel.toLower(), location),
                    ChecksText::tr("Choose another release channel, or none."), r);
    if (valid.isEmpty() && defaultVersion.isEmpty())
        return notChecked(id, QStringLiteral("clusterVersion"), what, project,
                          malformed(r, ChecksText::tr("the server config lists no versions")));
    const QString newest = valid.mid(0, 3).join(QStringLiteral(", "));
    if (!s.plan.clusterVersion.isEmpty()) {
        const QString v = s.plan.clusterVersion;
        // A prefix ("1.32" or "1.32.1") stands for the newest release it names, as gcloud takes it.
        const bool ok = std::any_of(valid.cbegin(), valid.cend(), [&v](const QString &x) {
            return x == v || x.startsWith(v + QLatin1Char('.')) ||
                   x.startsWith(v + QLatin1Char('-'));
        });
        if (!ok)
            return make(
                id, Severity::Error, QStringLiteral("clusterVersion"),
                ChecksText::tr("GKE version %1 is not offered %2.").arg(v, in),
                ChecksText::tr("GKE's server config for project %1 lists %2 valid versions; the "
                               "newest are %3. Choose one of them.")
                    .arg(project, QString::number(valid.size()),
                         newest.isEmpty() ? ChecksText::tr("(none)") : newest),
                r);
        return make(id, Severity::Info, QStringLiteral("clusterVersion"),
                    ChecksText::tr("GKE version %1 is offered %2.").arg(v, in),
                    ChecksText::tr("Listed in GKE's server config for project %1.").arg(project),
                    r);
    }
    // No version given: the cluster gets the default; it must meet the TPU minimum.
    const catalog::Accelerator *acc = s.resolution.accelerator;
    const auto def = catalog::GkeVersion::parse(defaultVersion);
    if (acc && def && acc->minGke.contains(s.plan.mode)) {
        const catalog::GkeVersion min = acc->minGke.value(s.plan.mode);
        if (def->atLeast(min) == std::optional<bool>(false))
            return make(
                id, Severity::Error, QStringLiteral("clusterVersion"),
                ChecksText::tr(
                    "The default GKE version %1 (%2) is below %3, the minimum for %4 in %5.")
                    .arg(defaultVersion, in, min.toString(), acc->label,
                         catalog::modeName(s.plan.mode)),
                ChecksText::tr("Set a cluster version of at least %1 (newest offered: %2), or "
                               "choose a faster release channel.")
                    .arg(min.toString(), newest),
                r);
        return make(id, Severity::Info, QStringLiteral("clusterVersion"),
                    ChecksText::tr("The default GKE version %1 (%2) meets the minimum %3.")
                        .arg(defaultVersion, in, min.toString()),
                    ChecksText::tr("From GKE's server config for project %1.").arg(project), r);
    }
    return make(id, Severity::Info, QStringLiteral("clusterVersion"),
                ChecksText::tr("The default GKE version %1 is %2.").arg(defaultVersion, in),
                ChecksText::tr("The catalog gives no minimum to compare it with."), r);
}

LiveFinding reservation(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.reservation");
    const QString name = s.plan.reservation.name, zone = s.plan.zone;
    const QString resProject =
        s.plan.reservation.project.isEmpty() ? project : s.plan.reservation.project;
    const QString what = ChecksText::tr("Reservation %1").arg(name);
    const QString field = QStringLiteral("reservation.name");
    if (r.httpStatus == 404 && notFoundIsTheResource(r, QStringLiteral("reservations")))
        return make(
            id, Severity::Error, field,
            ChecksText::tr("Reservation %1 does not exist in zone %2 of project %3.")
                .arg(name, zone, resProject),
            ChecksText::tr("Check the name, the zone and the reservation's project (a shared "
                           "reservation names its owner project)."),
            r);
    if (!r.ok())
        return notChecked(id, field, what, resProject, r);
    const QJsonObject res = r.json;
    const QString status = res.value(QStringLiteral("status")).toString();
    if (!status.isEmpty() && status != QLatin1String("READY"))
        return make(id, Severity::Error, field,
                    ChecksText::tr("Reservation %1 is %2, not READY.").arg(name, status),
                    ChecksText::tr(
                        "Only a READY reservation can be consumed; wait for it or choose another."),
                    r);
    QString why;
    const std::optional<ReservationHealth> health = reservationHealth(res, &why);
    if (!why.isEmpty())
        return notChecked(
            id, field, what, resProject,
            malformed(r, ChecksText::tr("the reservation's answer is not usable: %1").arg(why)));
    // Degraded blocks hold less than was reserved: a fit becomes a warning that says so.
    const auto withHealth = [&](LiveFinding f) {
        if (f.severity != Severity::Info || !health || !health->isDegraded())
            return f;
        f.severity = Severity::Warning;
        f.message += QLatin1Char(' ') +
                     ChecksText::tr("Google reports it degraded: %1.").arg(health->text());
        f.explanation = ChecksText::tr("Degraded blocks may not run VMs until Google repairs "
                                       "them; plan for less than the free count, or ask your "
                                       "account team. ") +
                        f.explanation.toString();
        return f;
    };
    const QJsonObject specific = res.value(QStringLiteral("specificReservation")).toObject();
    const QJsonValue aggregate = res.value(QStringLiteral("aggregateReservation"));
    if (specific.isEmpty() && aggregate.isObject()) {
        // An aggregate reservation (calendar mode, All Capacity): chips of a VM family, matched
        // by the plan's accelerator and counted in chips.
        const std::optional<AggregateHolding> h = aggregateHolding(aggregate.toObject(), &why);
        if (!h)
            return notChecked(
                id, field, what, resProject,
                malformed(r,
                          ChecksText::tr("the reservation's answer is not usable: %1").arg(why)));
        const catalog::Accelerator *acc = s.resolution.accelerator;
        const QString family = acc ? acc->vmFamily : QString();
        if (family.isEmpty())
            return make(id, Severity::Warning, field,
                        ChecksText::tr("Reservation %1 holds %2 chips of %3; the catalog does not "
                                       "know the VM family of the plan's TPUs to compare.")
                            .arg(name, number(h->chips), h->vmFamily),
                        ChecksText::tr("Check that it holds the plan's TPU version."), r);
        if (h->vmFamily != family)
            return make(
                id, Severity::Error, field,
                ChecksText::tr("Reservation %1 holds chips of %2, but the plan needs %3 (%4).")
                    .arg(name, h->vmFamily, family, acc->label),
                ChecksText::tr("An aggregate reservation is consumed only by TPUs of its VM "
                               "family. Choose a reservation of %1, or change the plan's TPU "
                               "version.")
                    .arg(family),
                r);
        const long long free = h->chips - h->inUse;
        const long long needed = s.summary.totalChips;
        const QString hosts =
            h->hosts ? ChecksText::tr(", %1 of %2 hosts in use")
                           .arg(h->hostsInUse ? number(*h->hostsInUse) : QStringLiteral("?"),
                                number(*h->hosts))
                     : QString();
        if (needed > 0 && free < needed)
            return make(id, Severity::Error, QStringLiteral("slices"),
                        ChecksText::tr("Reservation %1 has %2 free chips (%3 reserved, %4 in "
                                       "use%5); the plan needs %6.")
                            .arg(name, number(free), number(h->chips), number(h->inUse), hosts)
                            .arg(needed),
                        ChecksText::tr("Plan fewer slices or a smaller topology, free chips in "
                                       "the reservation, or ask for a larger one."),
                        r);
        return withHealth(make(
            id, Severity::Info, field,
            ChecksText::tr("Reservation %1 has %2 free chips of %3 (%4 in use%5); the plan needs "
                           "%6.")
                .arg(name, number(free), number(h->chips), number(h->inUse), hosts)
                .arg(needed),
            ChecksText::tr("READY, an aggregate reservation of %1, in zone %2 of project %3.")
                .arg(h->vmFamily, zone, resProject),
            r));
    }
    if (specific.isEmpty())
        return make(id, Severity::Warning, field,
                    ChecksText::tr("Reservation %1 is neither a specific reservation of VMs nor an "
                                   "aggregate reservation of chips; its free capacity cannot be "
                                   "counted here.")
                        .arg(name),
                    ChecksText::tr(
                        "Check its free capacity in the Console (Compute Engine ▸ Reservations)."),
                    r);
    const QString mt = specific.value(QStringLiteral("instanceProperties"))
                           .toObject()
                           .value(QStringLiteral("machineType"))
                           .toString()
                           .section(QLatin1Char('/'), -1);
    if (mt != s.plan.machineType)
        return make(
            id, Severity::Error, field,
            ChecksText::tr("Reservation %1 holds %2 VMs, but the plan needs %3.")
                .arg(name, mt.isEmpty() ? ChecksText::tr("(no machine type)") : mt,
                     s.plan.machineType),
            ChecksText::tr("A node pool consumes only reservations of its own machine type. Choose "
                           "a reservation of %1, or change the plan's machine type.")
                .arg(s.plan.machineType),
            r);
    const QJsonValue countValue = specific.value(QStringLiteral("count"));
    const QJsonValue inUseValue = specific.value(QStringLiteral("inUseCount"));
    const Count count = countOf(countValue), inUse = countOf(inUseValue);
    if (!count.present)
        return notChecked(id, field, what, resProject,
                          malformed(r, ChecksText::tr("the reservation has no VM count")));
    if (!count.value)
        return notChecked(id, field, what, resProject,
                          malformed(r, ChecksText::tr("the reservation's answer is not usable: %1")
                                           .arg(badCount(QStringLiteral("count"), countValue))));
    if (inUse.present && !inUse.value)
        return notChecked(
            id, field, what, resProject,
            malformed(r, ChecksText::tr("the reservation's answer is not usable: %1")
                             .arg(badCount(QStringLiteral("inUseCount"), inUseValue))));
    if (inUse.value.value_or(0) > *count.value)
        return notChecked(
            id, field, what, resProject,
            malformed(r,
                      ChecksText::tr("the reservation's answer is not usable: %1 VMs in use of %2")
                          .arg(number(*inUse.value), number(*count.value))));
    const long long used = inUse.value.value_or(0), reserved = *count.value;
    const long long free = reserved - used;
    const long long needed = s.summary.totalVms;
    if (needed > 0 && free < needed)
        return make(
            id, Severity::Error, QStringLiteral("slices"),
            ChecksText::tr(
                "Reservation %1 has %2 free VMs (%3 reserved, %4 in use); the plan needs %5.")
                .arg(name, number(free), number(reserved), number(used))
                .arg(needed),
            ChecksText::tr("Plan fewer slices or a smaller topology, free VMs in the reservation, "
                           "or ask for a larger one."),
            r);
    return withHealth(
        make(id, Severity::Info, field,
             ChecksText::tr("Reservation %1 has %2 free VMs of %3 (%4 in use); the plan needs %5.")
                 .arg(name, number(free), number(reserved), number(used))
                 .arg(needed),
             ChecksText::tr("READY, %1, in zone %2 of project %3.").arg(mt, zone, resProject), r));
}

LiveFinding computeQuota(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.quota");
    const QString metric = s.summary.quota.metric, region = s.plan.region();
    const QString what = ChecksText::tr("TPU quota %1 in %2").arg(metric, region);
    if (!r.ok())
        return notChecked(id, QStringLiteral("zone"), what, project, r);
    for (const QJsonValue &q : r.json.value(QStringLiteral("quotas")).toArray()) {
        const QJsonObject o = q.toObject();
        if (o.value(QStringLiteral("metric")).toString() != metric)
            continue;
        const Count limitCount = countOf(o.value(QStringLiteral("limit")));
        const Count usageCount = countOf(o.value(QStringLiteral("usage")));
        if (!limitCount.present)
            break;
        for (const auto &[name, c] :
             {std::pair{"limit", limitCount}, std::pair{"usage", usageCount}})
            if (c.present && !c.value)
                return notChecked(
                    id, QStringLiteral("zone"), what, project,
                    malformed(
                        r, ChecksText::tr("the quota's answer is not usable: %1")
                               .arg(badCount(QLatin1String(name), o.value(QLatin1String(name))))));
        const long long limit = *limitCount.value, usage = usageCount.value.value_or(0);
        const long long free = limit - usage; // negative when over quota
        const long long needed = s.summary.totalChips;
        if (free < needed)
            return make(
                id, shortQuotaSeverity(s), QStringLiteral("slices"),
                ChecksText::tr(
                    "Quota %1 in %2 has %3 chips free (limit %4, %5 in use); the plan needs %6.")
                    .arg(metric, region, number(free), number(limit), number(usage))
                    .arg(needed),
                ChecksText::tr("Request a quota increase (IAM & Admin ▸ Quotas, metric %1, region "
                               "%2), plan fewer chips, or consume a reservation.")
                        .arg(metric, region) +
                    reservationNote(s),
                r);
        return make(
            id, Severity::Info, QStringLiteral("slices"),
            ChecksText::tr(
                "Quota %1 in %2 has %3 chips free (limit %4, %5 in use); the plan needs %6.")
                .arg(metric, region, number(free), number(limit), number(usage))
                .arg(needed),
            ChecksText::tr("Quota is a ceiling, not capacity: a zone can still run out of TPUs."),
            r);
    }
    const QString warning = r.json.value(QStringLiteral("quotaStatusWarning"))
                                .toObject()
                                .value(QStringLiteral("message"))
                                .toString();
    return make(
        id, Severity::Warning, QStringLiteral("slices"),
        ChecksText::tr("Region %1 lists no quota %2 for project %3, so it was not checked.")
            .arg(region, metric, project),
        (warning.isEmpty() ? QString() : ChecksText::tr("Google said: \"%1\". ").arg(warning)) +
            ChecksText::tr("Check the TPU quota in the Console (IAM & Admin ▸ Quotas)."),
        r);
}

} // namespace tpu::live::checks

namespace tpu::live::detail {

std::pair<QString, QMap<QString, QString>> splitQuotaId(const QString &metric)
{
    QMap<QString, QString> dims;
    const int paren = metric.indexOf(QLatin1Char('('));
    if (paren < 0)
        return {metric.trimmed(), dims};
    const QString inner = metric.mid(paren + 1).section(QLatin1Char(')'), 0, 0);
    for (const QString &kv : inner.split(QLatin1Char(','), Qt::SkipEmptyParts))
        dims.insert(kv.section(QLatin1Char('='), 0, 0).trimmed(),
                    kv.section(QLatin1Char('='), 1).trimmed());
    return {metric.left(paren).trimmed(), dims};
}

bool quotaDimensionsMatch(const QJsonObject &dimensions, const QMap<QString, QString> &wanted)
{
    for (auto it = wanted.cbegin(); it != wanted.cend(); ++it)
        if (dimensions.value(it.key()).toString().compare(it.value(), Qt::CaseInsensitive) != 0)
            return false;
    for (auto it = dimensions.begin(); it != dimensions.end(); ++it)
        if (it.key() != QLatin1String("region") && !wanted.contains(it.key()))
            return false;
    return true;
}
} // namespace tpu::live::detail

namespace tpu::live::checks {

LiveFinding cloudQuota(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.quota");
    const auto [quotaId, wanted] = splitQuotaId(s.summary.quota.metric);
    const QString region = s.plan.region();
    const QString what = ChecksText::tr("TPU quota %1 in %2").arg(quotaId, region);
    if (r.httpStatus == 404 && notFoundIsTheResource(r, QStringLiteral("quotaInfos")))
        return make(
            id, Severity::Warning, QStringLiteral("slices"),
            ChecksText::tr("Cloud Quotas knows no quota %1 for project %2, so it was not checked.")
                .arg(quotaId, project),
            ChecksText::tr("The catalog's quota id may be out of date. Check the TPU quota in the "
                           "Console (IAM & Admin ▸ Quotas)."),
            r);
    if (!r.ok())
        return notChecked(id, QStringLiteral("slices"), what, project, r);
    // The entry for this region (and the catalog's other dimensions); an entry without a
    // "region" key is the default for regions that have none of their own.
    std::optional<long long> limit;
    bool specific = false;
    for (const QJsonValue &v : r.json.value(QStringLiteral("dimensionsInfos")).toArray()) {
        const QJsonObject o = v.toObject();
        const QJsonObject d = o.value(QStringLiteral("dimensions")).toObject();
        if (!quotaDimensionsMatch(d, wanted))
            continue;
        const QJsonValue raw =
            o.value(QStringLiteral("details")).toObject().value(QStringLiteral("value"));
        const Count c = countOf(raw);
        if (c.present && !c.value)
            return notChecked(id, QStringLiteral("slices"), what, project,
                              malformed(r, ChecksText::tr("the quota's answer is not usable: %1")
                                               .arg(badCount(QStringLiteral("value"), raw))));
        const std::optional<long long> value = c.value;
        if (d.value(QStringLiteral("region")).toString() == region) {
            limit = value;
            specific = true;
        } else if (!d.contains(QStringLiteral("region")) && !specific) {
            limit = value;
        }
    }
    const long long needed = s.summary.totalChips;
    if (!limit)
        return make(
            id, Severity::Warning, QStringLiteral("slices"),
            ChecksText::tr("Cloud Quotas gives no limit of %1 for %2, so it was not checked.")
                .arg(quotaId, region),
            ChecksText::tr("Check the TPU quota in the Console (IAM & Admin ▸ Quotas)."), r);
    if (*limit < needed)
        return make(
            id, shortQuotaSeverity(s), QStringLiteral("slices"),
            ChecksText::tr("Quota %1 in %2 allows %3 chips; the plan needs %4.")
                .arg(quotaId, region, number(*limit))
                .arg(needed),
            ChecksText::tr("Request a quota increase (IAM & Admin ▸ Quotas, %1, region %2), plan "
                           "fewer chips, or consume a reservation.")
                    .arg(quotaId, region) +
                reservationNote(s),
            r);
    return make(
        id, Severity::Info, QStringLiteral("slices"),
        ChecksText::tr(
            "Quota %1 in %2 allows %3 chips; the plan needs %4. Current usage is not known.")
            .arg(quotaId, region, number(*limit))
            .arg(needed),
        ChecksText::tr("The Cloud Quotas API reports limits, not usage: chips already in use in "
                       "the region count against the same limit (see IAM & Admin ▸ Quotas)."),
        r);
}

} // namespace tpu::live::checks
