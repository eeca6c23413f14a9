#pragma once
// Google's own obtainability advice for a plan (issue 40, `tpu-planner advise`): Compute Engine's
// advice.calendarMode (v1) for a calendar-mode future reservation of the plan's chips in the
// aggregate form (its accelerator's VM family and chip count), once for every region asked, and
// the beta advice.capacity (obtainability score 0–1 and, for Spot, the estimated uptime) for the
// plan's machine type and VM count now. Both are POSTs that change nothing; their answers are
// bounded like every live read, each text is printable and shortened, and an answer not shaped
// like Google's is a problem that names the region, never a verdict.

#include "live/apiclient.h"
#include "live/livebatch.h"

#include <QDate>
#include <QObject>
#include <optional>
#include <vector>

namespace tpu::catalog {
class Catalog;
}
namespace tpu::model {
struct Plan;
}

namespace tpu::live {

struct AdviceRequest
{
    QString project;
    QStringList regions;           // where to ask advice.calendarMode
    QString vmFamily;              // VM_FAMILY_CLOUD_TPU_…
    long long chips = 0;           // the plan's chips (every slice)
    QString workloadType;          // "BATCH" or "SERVING"
    QDate startAfter, startBefore; // the start window, both days included (UTC)
    int days = 7;                  // the reservation's length
    // advice.capacity: the plan's machine type, VMs and provisioning model, in the zones of each
    // region the catalog offers it in.
    QString machineType;
    long long vms = 0;
    QString provisioningModel; // "STANDARD" or "SPOT"
    QHash<QString, QStringList> zonesByRegion;
};

// One zone's calendar-mode answer.
struct ZoneAdvice
{
    QString region, zone;
    QString status; // RECOMMENDED, NO_CAPACITY, NOT_SUPPORTED, CONDITIONS_NOT_MET, …
    QDateTime startTime, endTime; // the recommended window (UTC), for the recommended location
    QString details;              // Google's words, printable, at most kMaxDetails characters
};

// One advice.capacity recommendation.
struct Obtainability
{
    QString region, zone, provisioningModel;
    double score = 0;        // 0.0–1.0
    QString estimatedUptime; // "3600s" as Google gives it (Spot); empty when not given
};

struct AdviceResult
{
    QDateTime askedAt; // UTC
    std::vector<ZoneAdvice> zones;
    std::vector<Obtainability> obtainability;
    QStringList problems;      // calendar-mode answers that were not a verdict: region, why
    QStringList capacityNotes; // why advice.capacity gave nothing (not permitted, not enabled)
    // The same, by region (the window shows them on that region's zones).
    QHash<QString, QString> problemByRegion, capacityNoteByRegion;
    bool anyRecommended() const;
};

// What `advise` and the window ask besides the plan: the start window, the length and the
// workload type of the calendar-mode reservation.
struct AdviceOptions
{
    bool onlyPlanRegion = false;   // else every region offering the plan's TPUs in its mode
    QDate startAfter, startBefore; // UTC days, both included; `startBefore` capped at 120 days
    int days = 7;                  // 1 to 90
    QString workloadType = QStringLiteral("BATCH"); // or SERVING
    // Tomorrow to 14 days later, 7 days, batch: what `advise` asks without flags.
    static AdviceOptions defaults(const QDate &todayUtc);
};

// The advice request for a plan (without the project): its accelerator's VM family and chips,
// its machine type, VMs and provisioning model (Spot or standard), the regions to ask and their
// zones from the catalog. Nullopt and `why` (one line for people) when it cannot be asked: the
// plan is not a whole slice, the catalog does not know the VM family, no region offers it, or
// the options are out of range (days, a start in the past or beyond 120 days).
std::optional<AdviceRequest> adviceRequestFor(const catalog::Catalog &catalog,
                                              const model::Plan &plan, const AdviceOptions &options,
                                              const QDate &todayUtc, QString *why);

// One text per question (project, shape, regions, start window, days, workload): two requests
// with the same key get the same answer.
QString adviceQuestionKey(const AdviceRequest &request);

// "Recommended", "No capacity", "Not supported", else Google's status as it came (for people).
QString adviceStatusName(const QString &status);
// "2026-12-03 00:00 UTC" (empty for an invalid time).
QString adviceTimeText(const QDateTime &time);

namespace advice {
inline constexpr int kMaxRecommendations = 50; // per answer
inline constexpr int kMaxZones = 200;          // otherLocations per recommendation
inline constexpr int kMaxDetails = 300;        // characters of Google's details kept

QJsonObject calendarModeBody(const AdviceRequest &request);
QJsonObject capacityBody(const AdviceRequest &request, const QStringList &zones);
// An advice.calendarMode answer for `region`: its zones, added to `out`. False and *error (one
// printable line) when the answer is not shaped like Google's. `recommendationsPerSpec` is a map
// keyed by the request's spec (an object); a list of recommendations is read the same way.
bool calendarModeAnswer(const QJsonObject &answer, const QString &region,
                        std::vector<ZoneAdvice> *out, QString *error);
bool capacityAnswer(const QJsonObject &answer, const QString &region,
                    std::vector<Obtainability> *out, QString *error);
} // namespace advice

// Asks both APIs for every region, all at once; reports when every answer is in.
class AdviceReader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdviceReader)
public:
    AdviceReader(ApiClient *client, ApiRoots roots, QObject *parent = nullptr);
    // Asks (a run still going is cancelled first). With user credentials (gcloud's login) the
    // requests name the request's project as the one to bill, as every live read does.
    void start(const AdviceRequest &request);
    // Ends this reader's requests (and only them); `finished` is not emitted for the run.
    void cancel();
    // False too once the client is gone (other credentials chosen): its answers never come.
    bool isRunning() const { return m_batch.isRunning(); }

signals:
    void finished(const tpu::live::AdviceResult &result);

private:
    void askRegion(const AdviceRequest &request, const QString &region,
                   const QByteArray &calendarBody);
    static QString notAnswered(const QString &what, const QString &project, const ApiReply &r);
    void addProblem(const QString &region, const QString &problem);
    void done();
    LiveBatch m_batch; // on the connection's advice client; gone when other credentials are chosen
    AdviceResult m_result;
};

} // namespace tpu::live

Q_DECLARE_METATYPE(tpu::live::AdviceResult)
