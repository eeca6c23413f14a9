#pragma once
// Review › Read Capacity from Project…: reads the TPU capacity one project holds into a
// capacity review (issue 22): its specific reservations of TPU machine types (Compute Engine
// aggregated reservations) and its TPU quota per region (Compute Engine regions' quotas[] for
// the metrics Compute lists; Cloud Quotas quotaInfos for the catalog's other quota ids).
// Read-only GETs through the ApiClient (deadlines, retries, bounded answers); every listing is
// followed up to kMaxPages. An answer not shaped like Google's is an error that names the API
// and what is wrong; what the other APIs gave is kept.

#include "catalog/catalog.h"
#include "live/apiclient.h"
#include "live/livebatch.h"
#include "live/reservationanswer.h"
#include "review/review.h"

#include <QObject>
#include <QSet>
#include <optional>

namespace tpu::live {

// One reservation as read: the review's entry (VMs = the reservation's count; for an aggregate
// reservation, chips of its VM family) and what is in use now (VMs or chips), shown beside it,
// with the hosts of an aggregate reservation and the health of its blocks when Google gives them.
struct ReadReservation
{
    review::ReservationCapacity capacity;
    long long inUse = 0;
    QString acceleratorType; // aggregate: "ct6e", as reservedResources names it
    std::optional<long long> hosts, hostsInUse;
    std::optional<ReservationHealth> health;
    // One line: "8 VMs of ct5lp-hightpu-4t in us-west4-a (2 in use)" or "64 chips of
    // VM_FAMILY_… (ct6e) in us-east5-b (16 in use; 4 of 16 hosts in use)", and the degraded
    // blocks when there are some.
    QString describe() const;
};

// One quota as read: the review's entry (chips = the limit), the usage when the API gives one
// (Cloud Quotas gives none), and why its metric name is uncertain (the catalog's word).
struct ReadQuota
{
    review::QuotaCapacity capacity;
    std::optional<long long> usage;
    QString uncertain;
};

struct CapacityReading
{
    QString project;
    QDateTime readAt; // UTC
    std::vector<ReadReservation> reservations;
    std::vector<ReadQuota> quotas;
    QStringList leftOut;  // what was read but not taken, and why
    QStringList problems; // an API that failed or answered badly: which, why, what to do
    // The reservations and quota in review form, each marked as read from the project.
    review::Capacity capacity() const;
};

namespace capacity {
inline constexpr int kMaxPages = 50;   // per listing (500 items a page): a longer one is cut
inline constexpr int kMaxItems = 5000; // reservations or quotas kept, as a review holds

// One page of aggregated reservations: READY specific reservations of the TPU machine types in
// `machineTypes` are added to `out`; others are counted or named in `leftOut`. Returns
// nextPageToken; `error` set when the page is not shaped like Google's.
// Aggregate reservations (no machine type) of the VM families in `vmFamilies` are added in chips.
QString reservations(const QJsonObject &page, const QString &project,
                     const QSet<QString> &machineTypes, std::vector<ReadReservation> *out,
                     QStringList *leftOut, QString *error, const QSet<QString> &vmFamilies = {});
// One page of regions: each region's quotas[] of the metrics in `metrics` (the catalog's
// Compute Engine metric names) with a limit above 0. Returns nextPageToken.
QString regionQuotas(const QJsonObject &page, const catalog::Catalog &catalog,
                     std::vector<ReadQuota> *out, QStringList *leftOut, QString *error);
// One Cloud Quotas QuotaInfo: for each catalog metric that names this quota id (with its
// dimensions, "TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)"), the limit in each
// region that has its own entry.
void quotaInfo(const QJsonObject &info, const QString &quotaId, const catalog::Catalog &catalog,
               std::vector<ReadQuota> *out, QStringList *leftOut, QString *error);
// The catalog's quota metrics: those Compute Engine lists per region (TPU_LITE_PODSLICE_V5)
// and the Cloud Quotas ids the others name (their part before " (").
QStringList computeMetrics(const catalog::Catalog &catalog);
QStringList cloudQuotaIds(const catalog::Catalog &catalog);
} // namespace capacity

class CapacityReader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CapacityReader)
public:
    CapacityReader(ApiClient *client, ApiRoots roots, QObject *parent = nullptr);

    // Reads what `project` holds, for the TPU machine types and quota metrics of `catalog`.
    // One run at a time; a new start cancels the last.
    void start(const catalog::Catalog &catalog, const QString &project);
    void cancel();
    bool isRunning() const { return m_batch.isRunning(); }

signals:
    void progress(int done, int total);
    void finished(const tpu::live::CapacityReading &reading, bool cancelled);

private:
    void reservationsFrom(const QString &pageToken, int page);
    void regionsFrom(const QString &pageToken, int page);
    void quotaInfoOf(const QString &quotaId);
    void problem(const QString &what, const ApiReply &r);
    // Whether to read the page after `page`: there is one (`next`), and the cap is not reached
    // (when it is, the reading says so).
    bool morePages(const QString &what, const QString &next, int page);
    void done();

    LiveBatch m_batch;
    std::shared_ptr<const catalog::Catalog> m_catalog;
    QSet<QString> m_machineTypes, m_vmFamilies;
    CapacityReading m_reading;
};

} // namespace tpu::live

Q_DECLARE_METATYPE(tpu::live::CapacityReading)
