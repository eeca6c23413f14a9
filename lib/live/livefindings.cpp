#include "live/livechecks_p.h"
#include "model/names.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>

// What an API's answer that is not a verdict means for the user (the "not checked" findings), the
// helpers every verdict shares, and the findings as the CLI prints them.

namespace tpu::live {

using catalog::Severity;

namespace {

// What a bad count looked like, for the finding: bounded, one line.
QString shownCount(const QJsonValue &v)
{
    const QString t = v.isString() ? QStringLiteral("\"%1\"").arg(v.toString().left(40))
                                   : QString::fromUtf8(QJsonDocument(QJsonArray{v})
                                                           .toJson(QJsonDocument::Compact)
                                                           .mid(1)
                                                           .chopped(1)
                                                           .left(40));
    return model::printableText(t);
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

} // namespace

namespace detail {

LiveFinding make(const QString &id, Severity sev, const QString &field, const QString &message,
                 const QString &explanation, const ApiReply &r)
{
    LiveFinding f;
    f.id = id;
    f.severity = sev;
    f.field = field;
    f.message = message;
    f.explanation = explanation;
    f.fetchedAt = r.fetchedAt.isValid() ? r.fetchedAt : QDateTime::currentDateTimeUtc();
    return f;
}

Count countOf(const QJsonValue &v)
{
    Count c;
    c.present = !v.isUndefined() && !v.isNull();
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && d >= 0 && d <= double(kMaxCount))
            c.value = static_cast<long long>(d);
    } else if (v.isString()) {
        // Anchored at the very end: "$" would also match before a final newline ("8\n").
        static const QRegularExpression digits(
            QRegularExpression::anchoredPattern(QStringLiteral("[0-9]{1,13}")));
        const QString t = v.toString();
        if (digits.match(t).hasMatch() && t.toLongLong() <= kMaxCount)
            c.value = t.toLongLong();
    }
    return c;
}

QString badCount(const QString &field, const QJsonValue &v)
{
    return ChecksText::tr("its %1 (%2) is not a whole number from 0 to %3")
        .arg(field, shownCount(v), QString::number(kMaxCount));
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

QString number(long long v)
{
    return QString::number(v);
}

bool notFoundIsTheResource(const ApiReply &r, const QString &collection)
{
    const QString m = r.error.message;
    return m.contains(collection) || !m.contains(QLatin1String("projects/"));
}

Severity shortQuotaSeverity(const model::Snapshot &s)
{
    return s.plan.consumption == model::Consumption::Reservation ? Severity::Warning
                                                                 : Severity::Error;
}

QString reservationNote(const model::Snapshot &s)
{
    return s.plan.consumption == model::Consumption::Reservation
               ? ChecksText::tr(
                     " The plan consumes a reservation, which needs no extra TPU quota; this "
                     "matters only for VMs the reservation cannot hold.")
               : QString();
}

} // namespace detail

using namespace detail;

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
                      {"message", f.message.toString()},
                      {"explanation", f.explanation.toString()},
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
        s += ChecksText::tr("%1 [%2] %3\n    %4\n    source: live, fetched %5\n")
                 .arg(catalog::severityId(f.severity), model::printableText(f.id),
                      model::printableText(f.message.toString()),
                      model::printableText(f.explanation.toString()),
                      f.fetchedAt.toUTC().toString(Qt::ISODate));
    return s;
}

namespace checks {

LiveFinding notChecked(const QString &check, const QString &field, const QString &what,
                       const QString &project, const ApiReply &r)
{
    const QString id = check + QStringLiteral(".not-checked");
    const QString tries =
        r.attempts > 1 ? ChecksText::tr(" after %1 attempts").arg(r.attempts) : QString();
    QString msg, why;
    switch (r.outcome) {
    case ApiReply::Outcome::Ok:
        break;
    case ApiReply::Outcome::NoCredentials:
        msg = ChecksText::tr("%1 was not checked: no access token.").arg(what);
        why = r.detail;
        break;
    case ApiReply::Outcome::Timeout:
        msg = ChecksText::tr("%1 was not checked: %2%3.").arg(what, r.detail, tries);
        why = ChecksText::tr("Check the network connection and any proxy, then check again.");
        break;
    case ApiReply::Outcome::Network:
        msg = ChecksText::tr("%1 was not checked: the API cannot be reached (%2)%3.")
                  .arg(what, r.detail, tries);
        why = ChecksText::tr("Check the network connection and any proxy (and the API root, if you "
                             "gave one), then check again.");
        break;
    case ApiReply::Outcome::Malformed:
        msg = ChecksText::tr("%1 was not checked: %2.").arg(what, r.detail);
        why = ChecksText::tr("The answer was not what the API documents. Check again later; if it "
                             "persists, check that the API root points at Google's APIs.");
        break;
    case ApiReply::Outcome::Cancelled:
        msg = ChecksText::tr("%1 was not checked: cancelled.").arg(what);
        why = ChecksText::tr("Check again to get a live answer.");
        break;
    case ApiReply::Outcome::HttpError: {
        const ApiError &e = r.error;
        const QString status = e.status.isEmpty() ? QString() : QStringLiteral(" ") + e.status;
        const QString said =
            e.message.isEmpty() ? QString() : ChecksText::tr(" Google said: \"%1\"").arg(e.message);
        if (r.httpStatus == 401) {
            msg = ChecksText::tr("%1 was not checked: the credentials were refused (HTTP 401%2).")
                      .arg(what, status);
            why = ChecksText::tr("The key may be deleted or disabled, or the gcloud login expired. "
                                 "Connect again with a valid key, or run \"gcloud auth login\".") +
                  said;
        } else if (r.httpStatus == 403 && e.reason == QLatin1String("SERVICE_DISABLED")) {
            const QString svc = e.service.isEmpty()
                                    ? serviceOf(check) + QStringLiteral(".googleapis.com")
                                    : e.service;
            msg = ChecksText::tr("%1 was not checked: the %2 API is not enabled in project %3.")
                      .arg(what, svc, project);
            why =
                ChecksText::tr("Enable it (\"gcloud services enable %1 --project=%2\"%3), wait a "
                               "minute, then check again.")
                    .arg(svc, project,
                         e.activationUrl.isEmpty() ? QString()
                                                   : ChecksText::tr(" or %1").arg(e.activationUrl));
        } else if (r.httpStatus == 403 &&
                   e.reason == QLatin1String("ACCESS_TOKEN_SCOPE_INSUFFICIENT")) {
            msg = ChecksText::tr(
                      "%1 was not checked: the access token lacks the needed scope (HTTP 403).")
                      .arg(what);
            why = ChecksText::tr(
                      "Use a service-account key, or log in again with \"gcloud auth login\".") +
                  said;
        } else if (r.httpStatus == 403) {
            msg =
                e.permission.isEmpty()
                    ? ChecksText::tr(
                          "%1 was not checked: permission denied in project %2 (HTTP 403).")
                          .arg(what, project)
                    : ChecksText::tr(
                          "%1 was not checked: the account lacks the permission %2 in project %3.")
                          .arg(what, e.permission, project);
            why = ChecksText::tr("Grant the account a read-only role that holds it, such as %1, on "
                                 "project %2, then check again.")
                      .arg(roleFor(e.permission, serviceOf(check)), project) +
                  said;
        } else if (r.httpStatus == 404) {
            msg = ChecksText::tr("%1 was not checked: not found (HTTP 404).").arg(what);
            why = ChecksText::tr("Check the project id \"%1\" and the zone or region in the plan.")
                      .arg(project) +
                  said;
        } else if (r.httpStatus == 429) {
            msg = ChecksText::tr(
                      "%1 was not checked: Google is rate-limiting the requests (HTTP 429%2)%3.")
                      .arg(what, status, tries);
            why = r.retryAfterSeconds >= limits::kRetryAfterCeilingSeconds
                      ? ChecksText::tr("Google asks to wait a day or more; check again later.")
                  : r.retryAfterSeconds > 0
                      ? ChecksText::tr("Google asks to wait %1 s; wait a minute, then check again.")
                            .arg(r.retryAfterSeconds)
                      : ChecksText::tr("Wait a minute, then check again.");
        } else if (r.httpStatus >= 500) {
            msg = ChecksText::tr("%1 was not checked: Google's API failed (HTTP %2%3)%4.")
                      .arg(what)
                      .arg(r.httpStatus)
                      .arg(status, tries);
            why = ChecksText::tr("This is on Google's side; check again in a few minutes.") + said;
        } else {
            msg = ChecksText::tr("%1 was not checked: HTTP %2%3.")
                      .arg(what)
                      .arg(r.httpStatus)
                      .arg(status);
            why = ChecksText::tr("Check the plan's project, zone and names.") + said;
        }
        break;
    }
    }
    return make(id, Severity::Error, field, msg, why, r);
}

} // namespace checks

} // namespace tpu::live
