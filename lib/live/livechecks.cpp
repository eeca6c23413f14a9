#include "livechecks.h"

#include "names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

namespace tpu::live {

namespace {
struct Text // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Checks)
};
} // namespace

using catalog::Severity;
using Finding = LiveFinding;

namespace {

Finding make(const QString &id, Severity sev, const QString &field, const QString &message,
             const QString &explanation, const ApiReply &r)
{
    Finding f;
    f.id = id;
    f.severity = sev;
    f.field = field;
    f.message = message;
    f.explanation = explanation;
    f.fetchedAt = r.fetchedAt.isValid() ? r.fetchedAt : QDateTime::currentDateTimeUtc();
    return f;
}

// A count from an API: 64-bit integers arrive as JSON strings of digits, 32-bit ones and doubles
// as numbers. Every count the checks read (VMs, chips of quota) is a whole number from 0 to
// kMaxCount, far beyond any TPU fleet; NaN, infinity, a fraction, a sign, an exponent or a
// larger value is not a verdict.
constexpr long long kMaxCount = 1000000000000LL; // 10^12
struct Count
{
    std::optional<long long> value; // when present and valid
    bool present = false;           // the field is there (valid or not)
};
Count countOf(const QJsonValue &v)
{
    Count c;
    c.present = !v.isUndefined() && !v.isNull();
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && d >= 0 && d <= double(kMaxCount))
            c.value = static_cast<long long>(d);
    } else if (v.isString()) {
        static const QRegularExpression digits(QStringLiteral("^[0-9]{1,13}$"));
        const QString t = v.toString();
        if (digits.match(t).hasMatch() && t.toLongLong() <= kMaxCount)
            c.value = t.toLongLong();
    }
    return c;
}

// What a bad count looked like, for the finding: bounded, one line.
QString shown(const QJsonValue &v)
{
    const QString t = v.isString() ? QStringLiteral("\"%1\"").arg(v.toString().left(40))
                                   : QString::fromUtf8(QJsonDocument(QJsonArray{v})
                                                           .toJson(QJsonDocument::Compact)
                                                           .mid(1)
                                                           .chopped(1)
                                                           .left(40));
    return model::printableText(t);
}

QString badCount(const QString &field, const QJsonValue &v)
{
    return Text::tr("its %1 (%2) is not a whole number from 0 to %3")
        .arg(field, shown(v))
        .arg(kMaxCount);
}

ApiReply malformed(const ApiReply &r, const QString &detail)
{
    ApiReply m = r;
    m.outcome = ApiReply::Outcome::Malformed;
    m.json = {};
    m.detail = detail;
    m.retryAfterSeconds = -1;
    return m;
}

QString n(long long v)
{
    return QString::number(v);
}

// The read-only role that holds a permission, for the advice after a 403.
QString roleFor(const QString &permission, const QString &fallbackService)
{
    const QString svc =
        permission.isEmpty() ? fallbackService : permission.section(QLatin1Char('.'), 0, 0);
    if (svc == QLatin1String("container"))
        return QStringLiteral("Kubernetes Engine Viewer (roles/container.viewer)");
    if (svc == QLatin1String("cloudquotas"))
        return QStringLiteral("Cloud Quotas Viewer (roles/cloudquotas.viewer)");
    if (svc == QLatin1String("cloudbilling"))
        return QStringLiteral(
            "none beyond the enabled Cloud Billing API (any authenticated caller)");
    return QStringLiteral("Compute Viewer (roles/compute.viewer)");
}

QString serviceOf(const QString &check)
{
    if (check == QLatin1String("live.gke-version"))
        return QStringLiteral("container");
    if (check == QLatin1String("live.prices"))
        return QStringLiteral("cloudbilling");
    return QStringLiteral("compute");
}

// A 404 is a verdict about the resource asked for, unless its message names a parent (Compute:
// "The resource 'projects/p' was not found", or '.../zones/z') and not the resource's collection.
bool notFoundIsTheResource(const ApiReply &r, const QString &collection)
{
    const QString m = r.error.message;
    return m.contains(collection) || !m.contains(QLatin1String("projects/"));
}

// Node pools that consume a reservation need no extra TPU quota (GKE's TPU troubleshooting
// guide), so a short quota only matters if the reservation cannot hold the plan.
Severity shortQuotaSeverity(const model::Snapshot &s)
{
    return s.plan.consumption == model::Consumption::Reservation ? Severity::Warning
                                                                 : Severity::Error;
}

QString reservationNote(const model::Snapshot &s)
{
    return s.plan.consumption == model::Consumption::Reservation
               ? Text::tr(" The plan consumes a reservation, which needs no extra TPU quota; this "
                          "matters only for VMs the reservation cannot hold.")
               : QString();
}

} // namespace

bool LiveReport::hasErrors() const
{
    return std::any_of(findings.cbegin(), findings.cend(),
                       [](const LiveFinding &f) { return f.severity == Severity::Error; });
}

QJsonArray liveFindingsToJson(const std::vector<LiveFinding> &findings)
{
    QJsonArray a;
    for (const LiveFinding &f : findings) {
        QJsonObject o{{"id", f.id},
                      {"severity", catalog::severityId(f.severity)},
                      {"field", f.field},
                      {"message", f.message},
                      {"explanation", f.explanation},
                      {"source", "live"},
                      {"fetchedAt", f.fetchedAt.toUTC().toString(Qt::ISODate)}};
        a.append(o);
    }
    return a;
}

QString liveFindingsToText(const std::vector<LiveFinding> &findings)
{
    // One finding is one line and its indented detail: a newline or other control character
    // that an API put into a message is written as an escape, so no server forges a line.
    QString s;
    for (const LiveFinding &f : findings)
        s += Text::tr("%1 [%2] %3\n    %4\n    source: live, fetched %5\n")
                 .arg(catalog::severityId(f.severity), model::printableText(f.id),
                      model::printableText(f.message), model::printableText(f.explanation),
                      f.fetchedAt.toUTC().toString(Qt::ISODate));
    return s;
}

namespace checks {

Finding notChecked(const QString &check, const QString &field, const QString &what,
                   const QString &project, const ApiReply &r)
{
    const QString id = check + QStringLiteral(".not-checked");
    const QString tries =
        r.attempts > 1 ? Text::tr(" after %1 attempts").arg(r.attempts) : QString();
    QString msg, why;
    switch (r.outcome) {
    case ApiReply::Outcome::Ok:
        break;
    case ApiReply::Outcome::NoCredentials:
        msg = Text::tr("%1 was not checked: no access token.").arg(what);
        why = r.detail;
        break;
    case ApiReply::Outcome::Timeout:
        msg = Text::tr("%1 was not checked: %2%3.").arg(what, r.detail, tries);
        why = Text::tr("Check the network connection and any proxy, then check again.");
        break;
    case ApiReply::Outcome::Network:
        msg = Text::tr("%1 was not checked: the API cannot be reached (%2)%3.")
                  .arg(what, r.detail, tries);
        why = Text::tr("Check the network connection and any proxy (and the API root, if you "
                       "gave one), then check again.");
        break;
    case ApiReply::Outcome::Malformed:
        msg = Text::tr("%1 was not checked: %2.").arg(what, r.detail);
        why = Text::tr("The answer was not what the API documents. Check again later; if it "
                       "persists, check that the API root points at Google's APIs.");
        break;
    case ApiReply::Outcome::Cancelled:
        msg = Text::tr("%1 was not checked: cancelled.").arg(what);
        why = Text::tr("Check again to get a live answer.");
        break;
    case ApiReply::Outcome::HttpError: {
        const ApiError &e = r.error;
        const QString status = e.status.isEmpty() ? QString() : QStringLiteral(" ") + e.status;
        const QString said =
            e.message.isEmpty() ? QString() : Text::tr(" Google said: \"%1\"").arg(e.message);
        if (r.httpStatus == 401) {
            msg = Text::tr("%1 was not checked: the credentials were refused (HTTP 401%2).")
                      .arg(what, status);
            why = Text::tr("The key may be deleted or disabled, or the gcloud login expired. "
                           "Connect again with a valid key, or run \"gcloud auth login\".") +
                  said;
        } else if (r.httpStatus == 403 && e.reason == QLatin1String("SERVICE_DISABLED")) {
            const QString svc = e.service.isEmpty()
                                    ? serviceOf(check) + QStringLiteral(".googleapis.com")
                                    : e.service;
            msg = Text::tr("%1 was not checked: the %2 API is not enabled in project %3.")
                      .arg(what, svc, project);
            why = Text::tr("Enable it (\"gcloud services enable %1 --project=%2\"%3), wait a "
                           "minute, then check again.")
                      .arg(svc, project,
                           e.activationUrl.isEmpty() ? QString()
                                                     : Text::tr(" or %1").arg(e.activationUrl));
        } else if (r.httpStatus == 403 &&
                   e.reason == QLatin1String("ACCESS_TOKEN_SCOPE_INSUFFICIENT")) {
            msg =
                Text::tr("%1 was not checked: the access token lacks the needed scope (HTTP 403).")
                    .arg(what);
            why =
                Text::tr("Use a service-account key, or log in again with \"gcloud auth login\".") +
                said;
        } else if (r.httpStatus == 403) {
            msg =
                e.permission.isEmpty()
                    ? Text::tr("%1 was not checked: permission denied in project %2 (HTTP 403).")
                          .arg(what, project)
                    : Text::tr(
                          "%1 was not checked: the account lacks the permission %2 in project %3.")
                          .arg(what, e.permission, project);
            why = Text::tr("Grant the account a read-only role that holds it, such as %1, on "
                           "project %2, then check again.")
                      .arg(roleFor(e.permission, serviceOf(check)), project) +
                  said;
        } else if (r.httpStatus == 404) {
            msg = Text::tr("%1 was not checked: not found (HTTP 404).").arg(what);
            why = Text::tr("Check the project id \"%1\" and the zone or region in the plan.")
                      .arg(project) +
                  said;
        } else if (r.httpStatus == 429) {
            msg =
                Text::tr("%1 was not checked: Google is rate-limiting the requests (HTTP 429%2)%3.")
                    .arg(what, status, tries);
            why = r.retryAfterSeconds >= limits::kRetryAfterCeilingSeconds
                      ? Text::tr("Google asks to wait a day or more; check again later.")
                  : r.retryAfterSeconds > 0
                      ? Text::tr("Google asks to wait %1 s; wait a minute, then check again.")
                            .arg(r.retryAfterSeconds)
                      : Text::tr("Wait a minute, then check again.");
        } else if (r.httpStatus >= 500) {
            msg = Text::tr("%1 was not checked: Google's API failed (HTTP %2%3)%4.")
                      .arg(what)
                      .arg(r.httpStatus)
                      .arg(status, tries);
            why = Text::tr("This is on Google's side; check again in a few minutes.") + said;
        } else {
            msg =
                Text::tr("%1 was not checked: HTTP %2%3.").arg(what).arg(r.httpStatus).arg(status);
            why = Text::tr("Check the plan's project, zone and names.") + said;
        }
        break;
    }
    }
    return make(id, Severity::Error, field, msg, why, r);
}

Finding machineType(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.machine-type");
    const QString mt = s.plan.machineType, zone = s.plan.zone;
    const QString what = Text::tr("Machine type %1 in %2").arg(mt, zone);
    if (r.httpStatus == 404 && notFoundIsTheResource(r, QStringLiteral("machineTypes")))
        return make(id, Severity::Error, QStringLiteral("machineType"),
                    Text::tr("%1 is not offered in zone %2 to project %3.").arg(mt, zone, project),
                    Text::tr("Compute Engine does not list this machine type in the zone for your "
                             "project. Choose another zone where the catalog offers it, or ask "
                             "your Google account team about access."),
                    r);
    if (!r.ok())
        return notChecked(id, QStringLiteral("machineType"), what, project, r);
    if (r.json.value(QStringLiteral("name")).toString() != mt)
        return notChecked(id, QStringLiteral("machineType"), what, project,
                          ApiReply{ApiReply::Outcome::Malformed,
                                   r.httpStatus,
                                   {},
                                   {},
                                   Text::tr("the answer names another machine type"),
                                   r.attempts,
                                   -1,
                                   r.fetchedAt,
                                   r.fromCache});
    const QString deprecated = r.json.value(QStringLiteral("deprecated"))
                                   .toObject()
                                   .value(QStringLiteral("state"))
                                   .toString();
    if (!deprecated.isEmpty() && deprecated != QLatin1String("ACTIVE"))
        return make(
            id, Severity::Warning, QStringLiteral("machineType"),
            Text::tr("%1 is offered in %2 but marked %3.").arg(mt, zone, deprecated),
            Text::tr("Compute Engine marks this machine type deprecated; prefer its replacement."),
            r);
    return make(id, Severity::Info, QStringLiteral("machineType"),
                Text::tr("%1 is offered in zone %2 to project %3.").arg(mt, zone, project),
                Text::tr("Compute Engine lists the machine type in the zone."), r);
}

Finding gkeVersion(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.gke-version");
    const QString location = s.plan.region();
    const QString channel = s.plan.releaseChannel.toUpper();
    const QString what = Text::tr("The GKE version in %1").arg(location);
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
    const QString in = channel.isEmpty()
                           ? Text::tr("in %1").arg(location)
                           : Text::tr("in the %1 channel in %2").arg(channel.toLower(), location);
    if (!channelFound)
        return make(
            id, Severity::Error, QStringLiteral("releaseChannel"),
            Text::tr("GKE offers no %1 release channel in %2.").arg(channel.toLower(), location),
            Text::tr("Choose another release channel, or none."), r);
    if (valid.isEmpty() && defaultVersion.isEmpty())
        return notChecked(id, QStringLiteral("clusterVersion"), what, project,
                          ApiReply{ApiReply::Outcome::Malformed,
                                   r.httpStatus,
                                   {},
                                   {},
                                   Text::tr("the server config lists no versions"),
                                   r.attempts,
                                   -1,
                                   r.fetchedAt,
                                   r.fromCache});
    const QString newest = valid.mid(0, 3).join(QStringLiteral(", "));
    if (!s.plan.clusterVersion.isEmpty()) {
        const QString v = s.plan.clusterVersion;
        // A prefix ("1.32" or "1.32.1") stands for the newest release it names, as gcloud takes it.
        const bool ok = std::any_of(valid.cbegin(), valid.cend(), [&v](const QString &x) {
            return x == v || x.startsWith(v + QLatin1Char('.')) ||
                   x.startsWith(v + QLatin1Char('-'));
        });
        if (!ok)
            return make(id, Severity::Error, QStringLiteral("clusterVersion"),
                        Text::tr("GKE version %1 is not offered %2.").arg(v, in),
                        Text::tr("GKE's server config for project %1 lists %2 valid versions; the "
                                 "newest are %3. Choose one of them.")
                            .arg(project)
                            .arg(valid.size())
                            .arg(newest.isEmpty() ? Text::tr("(none)") : newest),
                        r);
        return make(id, Severity::Info, QStringLiteral("clusterVersion"),
                    Text::tr("GKE version %1 is offered %2.").arg(v, in),
                    Text::tr("Listed in GKE's server config for project %1.").arg(project), r);
    }
    // No version given: the cluster gets the default; it must meet the TPU minimum.
    const catalog::Accelerator *acc = s.resolution.accelerator;
    const auto def = catalog::GkeVersion::parse(defaultVersion);
    if (acc && def && acc->minGke.contains(s.plan.mode)) {
        const catalog::GkeVersion min = acc->minGke.value(s.plan.mode);
        if (def->atLeast(min) == std::optional<bool>(false))
            return make(
                id, Severity::Error, QStringLiteral("clusterVersion"),
                Text::tr("The default GKE version %1 (%2) is below %3, the minimum for %4 in %5.")
                    .arg(defaultVersion, in, min.toString(), acc->label,
                         catalog::modeName(s.plan.mode)),
                Text::tr("Set a cluster version of at least %1 (newest offered: %2), or "
                         "choose a faster release channel.")
                    .arg(min.toString(), newest),
                r);
        return make(id, Severity::Info, QStringLiteral("clusterVersion"),
                    Text::tr("The default GKE version %1 (%2) meets the minimum %3.")
                        .arg(defaultVersion, in, min.toString()),
                    Text::tr("From GKE's server config for project %1.").arg(project), r);
    }
    return make(id, Severity::Info, QStringLiteral("clusterVersion"),
                Text::tr("The default GKE version %1 is %2.").arg(defaultVersion, in),
                Text::tr("The catalog gives no minimum to compare it with."), r);
}

Finding reservation(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.reservation");
    const QString name = s.plan.reservation.name, zone = s.plan.zone;
    const QString resProject =
        s.plan.reservation.project.isEmpty() ? project : s.plan.reservation.project;
    const QString what = Text::tr("Reservation %1").arg(name);
    const QString field = QStringLiteral("reservation.name");
    if (r.httpStatus == 404 && notFoundIsTheResource(r, QStringLiteral("reservations")))
        return make(id, Severity::Error, field,
                    Text::tr("Reservation %1 does not exist in zone %2 of project %3.")
                        .arg(name, zone, resProject),
                    Text::tr("Check the name, the zone and the reservation's project (a shared "
                             "reservation names its owner project)."),
                    r);
    if (!r.ok())
        return notChecked(id, field, what, resProject, r);
    const QJsonObject res = r.json;
    const QString status = res.value(QStringLiteral("status")).toString();
    if (!status.isEmpty() && status != QLatin1String("READY"))
        return make(
            id, Severity::Error, field,
            Text::tr("Reservation %1 is %2, not READY.").arg(name, status),
            Text::tr("Only a READY reservation can be consumed; wait for it or choose another."),
            r);
    const QJsonObject specific = res.value(QStringLiteral("specificReservation")).toObject();
    if (specific.isEmpty())
        return make(
            id, Severity::Warning, field,
            Text::tr("Reservation %1 reserves by TPU family, not by machine type; its free "
                     "capacity cannot be counted in VMs here.")
                .arg(name),
            Text::tr("Check its free capacity in the Console (Compute Engine ▸ Reservations)."), r);
    const QString mt = specific.value(QStringLiteral("instanceProperties"))
                           .toObject()
                           .value(QStringLiteral("machineType"))
                           .toString()
                           .section(QLatin1Char('/'), -1);
    if (mt != s.plan.machineType)
        return make(
            id, Severity::Error, field,
            Text::tr("Reservation %1 holds %2 VMs, but the plan needs %3.")
                .arg(name, mt.isEmpty() ? Text::tr("(no machine type)") : mt, s.plan.machineType),
            Text::tr("A node pool consumes only reservations of its own machine type. Choose "
                     "a reservation of %1, or change the plan's machine type.")
                .arg(s.plan.machineType),
            r);
    const QJsonValue countValue = specific.value(QStringLiteral("count"));
    const QJsonValue inUseValue = specific.value(QStringLiteral("inUseCount"));
    const Count count = countOf(countValue), inUse = countOf(inUseValue);
    if (!count.present)
        return notChecked(id, field, what, resProject,
                          malformed(r, Text::tr("the reservation has no VM count")));
    if (!count.value)
        return notChecked(id, field, what, resProject,
                          malformed(r, Text::tr("the reservation's answer is not usable: %1")
                                           .arg(badCount(QStringLiteral("count"), countValue))));
    if (inUse.present && !inUse.value)
        return notChecked(
            id, field, what, resProject,
            malformed(r, Text::tr("the reservation's answer is not usable: %1")
                             .arg(badCount(QStringLiteral("inUseCount"), inUseValue))));
    if (inUse.value.value_or(0) > *count.value)
        return notChecked(
            id, field, what, resProject,
            malformed(r, Text::tr("the reservation's answer is not usable: %1 VMs in use of %2")
                             .arg(n(*inUse.value), n(*count.value))));
    const long long used = inUse.value.value_or(0), reserved = *count.value;
    const long long free = reserved - used;
    const long long needed = s.summary.totalVms;
    if (needed > 0 && free < needed)
        return make(
            id, Severity::Error, QStringLiteral("slices"),
            Text::tr("Reservation %1 has %2 free VMs (%3 reserved, %4 in use); the plan needs %5.")
                .arg(name, n(free), n(reserved), n(used))
                .arg(needed),
            Text::tr("Plan fewer slices or a smaller topology, free VMs in the reservation, "
                     "or ask for a larger one."),
            r);
    return make(id, Severity::Info, field,
                Text::tr("Reservation %1 has %2 free VMs of %3 (%4 in use); the plan needs %5.")
                    .arg(name, n(free), n(reserved), n(used))
                    .arg(needed),
                Text::tr("READY, %1, in zone %2 of project %3.").arg(mt, zone, resProject), r);
}

Finding computeQuota(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.quota");
    const QString metric = s.summary.quota.metric, region = s.plan.region();
    const QString what = Text::tr("TPU quota %1 in %2").arg(metric, region);
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
                return notChecked(id, QStringLiteral("zone"), what, project,
                                  malformed(r, Text::tr("the quota's answer is not usable: %1")
                                                   .arg(badCount(QLatin1String(name),
                                                                 o.value(QLatin1String(name))))));
        const long long limit = *limitCount.value, usage = usageCount.value.value_or(0);
        const long long free = limit - usage; // negative when over quota
        const long long needed = s.summary.totalChips;
        if (free < needed)
            return make(
                id, shortQuotaSeverity(s), QStringLiteral("slices"),
                Text::tr(
                    "Quota %1 in %2 has %3 chips free (limit %4, %5 in use); the plan needs %6.")
                    .arg(metric, region, n(free), n(limit), n(usage))
                    .arg(needed),
                Text::tr("Request a quota increase (IAM & Admin ▸ Quotas, metric %1, region "
                         "%2), plan fewer chips, or consume a reservation.")
                        .arg(metric, region) +
                    reservationNote(s),
                r);
        return make(
            id, Severity::Info, QStringLiteral("slices"),
            Text::tr("Quota %1 in %2 has %3 chips free (limit %4, %5 in use); the plan needs %6.")
                .arg(metric, region, n(free), n(limit), n(usage))
                .arg(needed),
            Text::tr("Quota is a ceiling, not capacity: a zone can still run out of TPUs."), r);
    }
    const QString warning = r.json.value(QStringLiteral("quotaStatusWarning"))
                                .toObject()
                                .value(QStringLiteral("message"))
                                .toString();
    return make(id, Severity::Warning, QStringLiteral("slices"),
                Text::tr("Region %1 lists no quota %2 for project %3, so it was not checked.")
                    .arg(region, metric, project),
                (warning.isEmpty() ? QString() : Text::tr("Google said: \"%1\". ").arg(warning)) +
                    Text::tr("Check the TPU quota in the Console (IAM & Admin ▸ Quotas)."),
                r);
}

namespace {
// "TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)" -> id and dimensions.
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
} // namespace

Finding cloudQuota(const model::Snapshot &s, const QString &project, const ApiReply &r)
{
    const QString id = QStringLiteral("live.quota");
    const auto [quotaId, wanted] = splitQuotaId(s.summary.quota.metric);
    const QString region = s.plan.region();
    const QString what = Text::tr("TPU quota %1 in %2").arg(quotaId, region);
    if (r.httpStatus == 404 && notFoundIsTheResource(r, QStringLiteral("quotaInfos")))
        return make(
            id, Severity::Warning, QStringLiteral("slices"),
            Text::tr("Cloud Quotas knows no quota %1 for project %2, so it was not checked.")
                .arg(quotaId, project),
            Text::tr("The catalog's quota id may be out of date. Check the TPU quota in the "
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
        bool match = true;
        for (auto it = wanted.cbegin(); it != wanted.cend(); ++it)
            if (d.value(it.key()).toString().compare(it.value(), Qt::CaseInsensitive) != 0)
                match = false;
        for (auto it = d.begin(); it != d.end(); ++it)
            if (it.key() != QLatin1String("region") && !wanted.contains(it.key()))
                match = false;
        if (!match)
            continue;
        const QJsonValue raw =
            o.value(QStringLiteral("details")).toObject().value(QStringLiteral("value"));
        const Count c = countOf(raw);
        if (c.present && !c.value)
            return notChecked(id, QStringLiteral("slices"), what, project,
                              malformed(r, Text::tr("the quota's answer is not usable: %1")
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
        return make(id, Severity::Warning, QStringLiteral("slices"),
                    Text::tr("Cloud Quotas gives no limit of %1 for %2, so it was not checked.")
                        .arg(quotaId, region),
                    Text::tr("Check the TPU quota in the Console (IAM & Admin ▸ Quotas)."), r);
    if (*limit < needed)
        return make(id, shortQuotaSeverity(s), QStringLiteral("slices"),
                    Text::tr("Quota %1 in %2 allows %3 chips; the plan needs %4.")
                        .arg(quotaId, region, n(*limit))
                        .arg(needed),
                    Text::tr("Request a quota increase (IAM & Admin ▸ Quotas, %1, region %2), plan "
                             "fewer chips, or consume a reservation.")
                            .arg(quotaId, region) +
                        reservationNote(s),
                    r);
    return make(
        id, Severity::Info, QStringLiteral("slices"),
        Text::tr("Quota %1 in %2 allows %3 chips; the plan needs %4. Current usage is not known.")
            .arg(quotaId, region, n(*limit))
            .arg(needed),
        Text::tr("The Cloud Quotas API reports limits, not usage: chips already in use in "
                 "the region count against the same limit (see IAM & Admin ▸ Quotas)."),
        r);
}

} // namespace checks

LiveChecker::LiveChecker(ApiClient *client, ApiRoots roots, QString credentials, QObject *parent)
    : QObject(parent), m_client(client), m_roots(std::move(roots)),
      m_credentials(std::move(credentials))
{
}

void LiveChecker::cancel()
{
    if (!isRunning())
        return;
    ++m_generation;
    m_pending = 0;
    m_client->cancelAll();
    m_report.cancelled = true;
    emit finished(m_report);
}

namespace {
QString seg(const QString &s)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(s));
}
} // namespace

void LiveChecker::run(model::SnapshotPtr snapshot, const QString &project)
{
    cancel();
    m_snapshot = std::move(snapshot);
    const model::Snapshot &s = *m_snapshot;
    const model::Plan &p = s.plan;
    m_report = LiveReport{};
    m_report.project = p.projectId.isEmpty() ? project : p.projectId;
    m_report.credentials = m_credentials;
    m_pending = 1; // held until every request is sent
    m_total = 0;
    m_noToken = 0;
    m_noTokenWhy.clear();
    const QString P = m_report.project;
    m_client->setQuotaProject(P);
    const ApiReply now{ApiReply::Outcome::Ok,           0,    {}, {}, {}, 0, -1,
                       QDateTime::currentDateTimeUtc(), false};
    auto note = [this, &now](const QString &id, Severity sev, const QString &field,
                             const QString &msg, const QString &why) {
        m_report.findings.push_back(make(id, sev, field, msg, why, now));
    };

    if (P.isEmpty()) {
        note(QStringLiteral("live.project"), Severity::Error, QStringLiteral("projectId"),
             Text::tr("The plan names no Google Cloud project, so nothing was checked live."),
             Text::tr("Enter the project id on the first step (or in the plan file)."));
    } else {
        if (!p.zone.isEmpty() && !p.machineType.isEmpty())
            request(
                QStringLiteral("compute"),
                QStringLiteral("/compute/v1/projects/%1/zones/%2/machineTypes/%3")
                    .arg(seg(P), seg(p.zone), seg(p.machineType)),
                [this, P](const ApiReply &r) { return checks::machineType(*m_snapshot, P, r); });
        else
            note(QStringLiteral("live.machine-type"), Severity::Warning, QStringLiteral("zone"),
                 Text::tr("The machine type was not checked live: the plan has no zone or "
                          "machine type yet."),
                 Text::tr("Choose them, then check again."));
        const QString region = p.region();
        if (!region.isEmpty())
            request(QStringLiteral("container"),
                    QStringLiteral("/v1/projects/%1/locations/%2/serverConfig")
                        .arg(seg(P), seg(region)),
                    [this, P](const ApiReply &r) { return checks::gkeVersion(*m_snapshot, P, r); });
        if (p.consumption == model::Consumption::Reservation && !p.reservation.name.isEmpty() &&
            !p.zone.isEmpty()) {
            const QString rp = p.reservation.project.isEmpty() ? P : p.reservation.project;
            request(
                QStringLiteral("compute"),
                QStringLiteral("/compute/v1/projects/%1/zones/%2/reservations/%3")
                    .arg(seg(rp), seg(p.zone), seg(p.reservation.name)),
                [this, P](const ApiReply &r) { return checks::reservation(*m_snapshot, P, r); });
        }
        if (!s.summary.complete || region.isEmpty()) {
            note(QStringLiteral("live.quota"), Severity::Warning, QStringLiteral("slices"),
                 Text::tr("TPU quota was not checked live: the plan is not complete yet."),
                 Text::tr("Complete the plan, then check again."));
        } else if (s.summary.quota.metric.isEmpty()) {
            note(QStringLiteral("live.quota"), Severity::Warning, QStringLiteral("slices"),
                 Text::tr(
                     "TPU quota was not checked live: the catalog knows no quota metric for %1.")
                     .arg(s.summary.accelerator),
                 Text::tr("Check the TPU quota in the Console (IAM & Admin ▸ Quotas)."));
        } else {
            static const QRegularExpression computeEnum(QStringLiteral("^[A-Z0-9_]+$"));
            if (computeEnum.match(s.summary.quota.metric).hasMatch())
                request(
                    QStringLiteral("compute"),
                    QStringLiteral("/compute/v1/projects/%1/regions/%2").arg(seg(P), seg(region)),
                    [this, P](const ApiReply &r) {
                        return checks::computeQuota(*m_snapshot, P, r);
                    });
            else
                request(
                    QStringLiteral("cloudquotas"),
                    QStringLiteral("/v1/projects/%1/locations/global/services/"
                                   "compute.googleapis.com/quotaInfos/%2")
                        .arg(seg(P),
                             seg(s.summary.quota.metric.section(QLatin1Char('('), 0, 0).trimmed())),
                    [this, P](const ApiReply &r) { return checks::cloudQuota(*m_snapshot, P, r); });
        }
    }
    // Report from the event loop even when nothing was sent, like every other answer.
    QMetaObject::invokeMethod(
        this,
        [this, gen = m_generation] {
            if (gen == m_generation)
                complete();
        },
        Qt::QueuedConnection);
}

void LiveChecker::request(const QString &service, const QString &path,
                          std::function<LiveFinding(const ApiReply &)> verdict)
{
    ++m_pending;
    ++m_total;
    const quint64 gen = m_generation;
    m_client->get(m_roots.url(service, path), [this, gen, verdict](const ApiReply &r) {
        if (gen != m_generation)
            return;
        m_report.findings.push_back(verdict(r));
        if (r.outcome == ApiReply::Outcome::NoCredentials) {
            ++m_noToken;
            m_noTokenWhy = r.detail;
        }
        if (!m_report.fetchedAt.isValid() || r.fetchedAt > m_report.fetchedAt)
            m_report.fetchedAt = r.fetchedAt;
        emit progress(m_total - m_pending + 1, m_total);
        complete();
    });
}

void LiveChecker::complete()
{
    if (--m_pending > 0)
        return;
    m_pending = 0;
    if (!m_report.fetchedAt.isValid())
        m_report.fetchedAt = QDateTime::currentDateTimeUtc();
    // No call had a token: one finding says so, not one per check with the same words.
    if (m_total > 0 && m_noToken == m_total) {
        auto &fs = m_report.findings;
        fs.erase(std::remove_if(fs.begin(), fs.end(),
                                [](const LiveFinding &f) {
                                    return f.id.endsWith(QLatin1String(".not-checked"));
                                }),
                 fs.end());
        LiveFinding f;
        f.id = QStringLiteral("live.not-connected");
        f.severity = Severity::Error;
        f.field = QStringLiteral("projectId");
        f.message = Text::tr("Nothing was checked live: there is no access token.");
        f.explanation = m_noTokenWhy;
        f.fetchedAt = m_report.fetchedAt;
        fs.push_back(f);
    }
    // A stable order: by check id, so text and JSON output do not depend on network timing.
    std::stable_sort(m_report.findings.begin(), m_report.findings.end(),
                     [](const LiveFinding &a, const LiveFinding &b) { return a.id < b.id; });
    emit finished(m_report);
}

} // namespace tpu::live
