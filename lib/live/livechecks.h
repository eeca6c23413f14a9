#pragma once

#include "live/apiclient.h"
#include "live/livebatch.h"
#include "model/snapshot.h"

#include <QObject>

namespace tpu::live {

// A finding of a live check: id "live.<name>", source "live", and when its answer was fetched.
struct LiveFinding : model::Finding
{
    QDateTime fetchedAt; // UTC
};

// What the live checks found for one plan in one project.
struct LiveReport
{
    QString project;
    QString credentials; // which source was used, as the user knows it
    QDateTime fetchedAt; // UTC, the newest answer's time
    std::vector<LiveFinding> findings;
    bool cancelled = false;

    bool hasErrors() const;
};

// As the CLI prints them: like model::findingsToJson plus "source": "live" and "fetchedAt".
QJsonArray liveFindingsToJson(const std::vector<LiveFinding> &findings);
QString liveFindingsToText(const std::vector<LiveFinding> &findings);

// The four pre-flight checks, each a pure function from the plan and the API's answer to a
// finding (tested directly and through the fake server):
//   live.machine-type  Compute Engine machineTypes.get in the plan's zone
//   live.gke-version   GKE serverConfig for the cluster's region: the version, or the release
//                      channel's default against the catalog's minimum for TPUs
//   live.reservation   reservations.get: exists, READY, the plan's machine type, free VMs
//                      (count − inUseCount) for every slice; an aggregate reservation: the
//                      plan's VM family and free chips; degraded blocks make a fit a warning
//   live.quota         the catalog's quota metric in the region: Compute regional quota
//                      (limit − usage), or the Cloud Quotas limit where Compute has no metric
// An answer that is not a verdict (401, 403, 404 of the project, 429, 5xx, timeout, malformed)
// becomes "live.<name>.not-checked", an error that says what to do.
namespace checks {
LiveFinding machineType(const model::Snapshot &s, const QString &project, const ApiReply &r);
LiveFinding gkeVersion(const model::Snapshot &s, const QString &project, const ApiReply &r);
LiveFinding reservation(const model::Snapshot &s, const QString &project, const ApiReply &r);
LiveFinding computeQuota(const model::Snapshot &s, const QString &project, const ApiReply &r);
LiveFinding cloudQuota(const model::Snapshot &s, const QString &project, const ApiReply &r);
// The finding for an answer that is not a verdict; `what` names the call for the user.
LiveFinding notChecked(const QString &check, const QString &field, const QString &what,
                       const QString &project, const ApiReply &r);
} // namespace checks

// Runs the checks that apply to a plan, all at once, and reports when every answer is in.
// One run at a time: run() cancels the one before. No nested event loops.
class LiveChecker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveChecker)
public:
    LiveChecker(ApiClient *client, ApiRoots roots, QString credentials, QObject *parent = nullptr);

    // Checks the plan's project; `project` (the key's) only when the plan names none.
    void run(model::SnapshotPtr snapshot, const QString &project = {});
    void cancel();
    bool isRunning() const { return m_batch.isRunning(); }
    ApiClient *client() const { return m_batch.client(); }

signals:
    void progress(int done, int total);
    void finished(const tpu::live::LiveReport &report);

private:
    void request(const QString &service, const QString &path,
                 std::function<LiveFinding(const ApiReply &)> verdict);
    void complete(); // every answer is in

    LiveBatch m_batch;
    QString m_credentials;
    model::SnapshotPtr m_snapshot;
    LiveReport m_report;
    int m_noToken = 0; // requests that had no access token
    QString m_noTokenWhy;
};

} // namespace tpu::live

Q_DECLARE_METATYPE(tpu::live::LiveReport)
