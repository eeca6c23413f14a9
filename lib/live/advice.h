#pragma once
// Google's own obtainability advice for a plan (issue 40, `tpu-planner advise`): Compute Engine's
// advice.calendarMode (v1) for a calendar-mode future reservation of the plan's chips in the
// aggregate form (its accelerator's VM family and chip count), once for every region asked, and
// the beta advice.capacity (obtainability score 0–1 and, for Spot, the estimated uptime) for the
// plan's machine type and VM count now. Both are POSTs that change nothing; their answers are
// bounded like every live read, each text is printable and shortened, and an answer not shaped
// like Google's is a problem that names the region, never a verdict.

#include "live/apiclient.h"

#include <QDate>
#include <QObject>
#include <optional>
#include <vector>

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
    bool anyRecommended() const;
};

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
    void start(const AdviceRequest &request);

signals:
    void finished(const tpu::live::AdviceResult &result);

private:
    void done();
    ApiClient *m_client;
    ApiRoots m_roots;
    AdviceResult m_result;
    int m_pending = 0;
};

} // namespace tpu::live

Q_DECLARE_METATYPE(tpu::live::AdviceResult)
