#pragma once
// `catalog refresh` / File ▸ Refresh Catalog from Project: reads what one project is offered
// (Compute Engine aggregated machineTypes, GKE serverConfig per region, Cloud Billing Catalog
// SKUs) into a model::LiveOverlay. Read-only GETs through the ApiClient (deadlines, retries,
// bounded answers); every page followed up to kMaxPages. A part whose API fails is left out of
// the overlay and named in its problems; the parts that succeeded are kept.

#include "live/apiclient.h"
#include "live/livebatch.h"
#include "model/catalogoverlay.h"

#include <QObject>

namespace tpu::live {

namespace refresh {
inline constexpr int kMaxPages = 200; // per listing: a longer one is cut and said so
// The Cloud Billing Catalog services holding TPU prices: Cloud TPU (v2–v4) and Compute Engine
// (v5e and later).
inline constexpr char kTpuService[] = "E000-3F24-B8AA";
inline constexpr char kComputeService[] = "6F81-5844-456A";

// One page of aggregated machineTypes: adds the zones (from "zones/ZONE" keys) whose
// machineTypes[] hold `machineType`; returns nextPageToken. `error` set when the page is not
// shaped like Google's.
QString machineTypeZones(const QJsonObject &page, const QString &machineType, QStringList *zones,
                         QString *error);
// A serverConfig answer for one region.
model::LiveOverlay::RegionVersions serverConfig(const QJsonObject &answer, const QString &region,
                                                QString *error);
// One page of services.skus: TPU SKUs (category.resourceGroup "TPU", usageType OnDemand,
// Preemptible, Commit1Yr, Commit3Yr) whose description names a TPU version the catalog knows
// ("Tpu", then v\d+[a-z]*) become prices for each of serviceRegions[]; pod prices are counted,
// not used; TPU SKUs that cannot be read are listed in `unmatched`. Returns nextPageToken.
struct SkuPage
{
    std::vector<model::LiveOverlay::Price> prices;
    QStringList unmatched;
    int podSkus = 0;
    QString nextPageToken;
};
SkuPage skus(const QJsonObject &page, const catalog::Catalog &catalog, QString *error);
} // namespace refresh

class CatalogRefresh final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogRefresh)
public:
    CatalogRefresh(ApiClient *client, ApiRoots roots, QObject *parent = nullptr);

    // Reads the project's offer for every TPU machine type of `catalog`. One run at a time.
    void start(const catalog::Catalog &catalog, const QString &project);
    void cancel();
    bool isRunning() const { return m_batch.isRunning(); }

signals:
    void progress(int done, int total);
    // Every call answered (or cancelled). The overlay holds what succeeded; problems per API.
    void finished(const tpu::model::LiveOverlay &overlay, bool cancelled);

private:
    void zonesOf(const QString &machineType, const QString &pageToken, int page);
    void versionsOf(const QString &region);
    void pricesOf(const QString &service, const QString &pageToken, int page);
    void zonesDone();
    void problem(const QString &api, const QString &what, const ApiReply &r);
    void done();

    LiveBatch m_batch;
    std::shared_ptr<const catalog::Catalog> m_catalog;
    model::LiveOverlay m_overlay;
    QMap<QString, QStringList> m_zones; // machine type -> zones read so far
    QSet<QString> m_zoneFailed;         // machine types whose listing failed
    int m_zonesPending = 0;
    bool m_pricesFailed = false;
    int m_pods = 0;
    bool m_cancelled = false;
};

} // namespace tpu::live

Q_DECLARE_METATYPE(tpu::model::LiveOverlay)
