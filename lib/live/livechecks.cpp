#include "live/livechecks_p.h"

#include <algorithm>

// The runner: every check that applies to a plan, all at once, one run at a time.

namespace tpu::live {

using catalog::Severity;
using namespace detail;
using Finding = LiveFinding;

LiveChecker::LiveChecker(ApiClient *client, ApiRoots roots, QString credentials, QObject *parent)
    : QObject(parent),
      m_batch(
          this, client, std::move(roots),
          [this](int done, int total) { emit progress(done, total); }, [this] { complete(); }),
      m_credentials(std::move(credentials))
{
}

void LiveChecker::cancel()
{
    if (!m_batch.cancel())
        return;
    m_report.cancelled = true;
    emit finished(m_report);
}

void LiveChecker::run(model::SnapshotPtr snapshot, const QString &project)
{
    cancel();
    m_snapshot = std::move(snapshot);
    const model::Snapshot &s = *m_snapshot;
    const model::Plan &plan = s.plan;
    m_report = LiveReport{};
    m_report.project = plan.projectId.isEmpty() ? project : plan.projectId;
    m_report.credentials = m_credentials;
    m_batch.begin();
    m_noToken = 0;
    m_noTokenWhy.clear();
    const QString projectId = m_report.project;
    m_batch.client()->setQuotaProject(projectId);
    const ApiReply now{ApiReply::Outcome::Ok,           0,    {}, {}, {}, 0, -1,
                       QDateTime::currentDateTimeUtc(), false};
    auto note = [this, &now](const QString &id, Severity sev, const QString &field,
                             const QString &msg, const QString &why) {
        m_report.findings.push_back(make(id, sev, field, msg, why, now));
    };

    if (projectId.isEmpty()) {
        note(QStringLiteral("live.project"), Severity::Error, QStringLiteral("projectId"),
             ChecksText::tr("The plan names no Google Cloud project, so nothing was checked live."),
             ChecksText::tr("Enter the project id on the first step (or in the plan file)."));
    } else {
        if (!plan.zone.isEmpty() && !plan.machineType.isEmpty())
            request(QStringLiteral("compute"),
                    QStringLiteral("/compute/v1/projects/%1/zones/%2/machineTypes/%3")
                        .arg(pathSegment(projectId), pathSegment(plan.zone),
                             pathSegment(plan.machineType)),
                    [this, projectId](const ApiReply &r) {
                        return checks::machineType(*m_snapshot, projectId, r);
                    });
        else
            note(QStringLiteral("live.machine-type"), Severity::Warning, QStringLiteral("zone"),
                 ChecksText::tr("The machine type was not checked live: the plan has no zone or "
                                "machine type yet."),
                 ChecksText::tr("Choose them, then check again."));
        const QString region = plan.region();
        if (!region.isEmpty())
            request(QStringLiteral("container"),
                    QStringLiteral("/v1/projects/%1/locations/%2/serverConfig")
                        .arg(pathSegment(projectId), pathSegment(region)),
                    [this, projectId](const ApiReply &r) {
                        return checks::gkeVersion(*m_snapshot, projectId, r);
                    });
        if (plan.consumesSpecificReservation() && !plan.reservation.name.isEmpty() &&
            !plan.zone.isEmpty()) {
            const QString rp =
                plan.reservation.project.isEmpty() ? projectId : plan.reservation.project;
            request(QStringLiteral("compute"),
                    QStringLiteral("/compute/v1/projects/%1/zones/%2/reservations/%3")
                        .arg(pathSegment(rp), pathSegment(plan.zone),
                             pathSegment(plan.reservation.name)),
                    [this, projectId](const ApiReply &r) {
                        return checks::reservation(*m_snapshot, projectId, r);
                    });
        }
        if (!s.summary.complete || region.isEmpty()) {
            note(QStringLiteral("live.quota"), Severity::Warning, QStringLiteral("slices"),
                 ChecksText::tr("TPU quota was not checked live: the plan is not complete yet."),
                 ChecksText::tr("Complete the plan, then check again."));
        } else if (s.summary.quota.metric.isEmpty()) {
            note(QStringLiteral("live.quota"), Severity::Warning, QStringLiteral("slices"),
                 ChecksText::tr(
                     "TPU quota was not checked live: the catalog knows no quota metric for %1.")
                     .arg(s.summary.accelerator),
                 ChecksText::tr("Check the TPU quota in the Console (IAM & Admin ▸ Quotas)."));
        } else {
            static const QRegularExpression computeEnum(
                QRegularExpression::anchoredPattern(QStringLiteral("[A-Z0-9_]+")));
            if (computeEnum.match(s.summary.quota.metric).hasMatch())
                request(QStringLiteral("compute"),
                        QStringLiteral("/compute/v1/projects/%1/regions/%2")
                            .arg(pathSegment(projectId), pathSegment(region)),
                        [this, projectId](const ApiReply &r) {
                            return checks::computeQuota(*m_snapshot, projectId, r);
                        });
            else
                request(
                    QStringLiteral("cloudquotas"),
                    QStringLiteral("/v1/projects/%1/locations/global/services/"
                                   "compute.googleapis.com/quotaInfos/%2")
                        .arg(pathSegment(projectId),
                             pathSegment(
                                 s.summary.quota.metric.section(QLatin1Char('('), 0, 0).trimmed())),
                    [this, projectId](const ApiReply &r) {
                        return checks::cloudQuota(*m_snapshot, projectId, r);
                    });
        }
    }
    m_batch.sent();
}

void LiveChecker::request(const QString &service, const QString &path,
                          std::function<LiveFinding(const ApiReply &)> verdict)
{
    m_batch.get(service, path, {}, [this, verdict](const ApiReply &r) {
        m_report.findings.push_back(verdict(r));
        if (r.outcome == ApiReply::Outcome::NoCredentials) {
            ++m_noToken;
            m_noTokenWhy = r.detail;
        }
        if (!m_report.fetchedAt.isValid() || r.fetchedAt > m_report.fetchedAt)
            m_report.fetchedAt = r.fetchedAt;
    });
}

void LiveChecker::complete()
{
    if (!m_report.fetchedAt.isValid())
        m_report.fetchedAt = QDateTime::currentDateTimeUtc();
    // No call had a token: one finding says so, not one per check with the same words.
    if (m_batch.total() > 0 && m_noToken == m_batch.total()) {
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
        f.message = ChecksText::tr("Nothing was checked live: there is no access token.");
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
