#pragma once
// The live overlay: what one Google Cloud project offers, read by `catalog refresh` (or File ▸
// Refresh Catalog from Project) and saved beside the user's settings, applied on top of the
// built-in catalog. It holds only the project id, when it was fetched, and each value with the
// API it came from: never a token, key or other secret. GUI-free.

#include "catalog/catalog.h"
#include "model/plan.h"
#include "model/rules.h"

#include <QDateTime>
#include <memory>
#include <optional>
#include <vector>

namespace tpu::model {

struct LiveOverlay
{
    static constexpr int kSchema = 1;
    static constexpr int kStaleDays = 30;          // older than this, it is shown as stale
    static constexpr qint64 kMaxBytes = 4 << 20;   // a larger overlay file is refused unread
    static constexpr int kMaxEntries = 20000;      // per list: zones, versions, prices
    static constexpr int kMaxProblemChars = 2000;  // a problem's message, one printable line
    static constexpr int kMaxUnmatchedChars = 500; // an unmatched SKU's line
    // A price's effective time lies between this year's first day and a day after the overlay's
    // fetchedAt: Cloud TPU SKUs are younger than 2017, and a price is never dated ahead.
    static constexpr int kFirstPriceYear = 2017;
    // At most this many GKE serverConfig requests a refresh: the catalog's regions first, then
    // the regions the project was offered zones in, in name order; the rest is named, not read.
    static constexpr int kMaxVersionRegions = 64;

    // The APIs each part comes from, as the user reads them.
    static QString zonesApi();    // "Compute Engine API (aggregated machineTypes)"
    static QString versionsApi(); // "GKE API (serverConfig)"
    static QString pricesApi();   // "Cloud Billing Catalog API (services.skus)"

    struct ZoneList
    {
        QString machineType;
        QStringList zones; // where the project is offered it; may be empty
    };
    struct RegionVersions
    {
        QString region;
        QStringList validVersions; // validMasterVersions
        struct Channel
        {
            QString channel; // "rapid", "regular", "stable"
            QString defaultVersion;
            QStringList validVersions;
        };
        std::vector<Channel> channels;
    };
    struct Price
    {
        QString version, region;
        QString consumption; // "onDemand", "spot", "cud1y", "cud3y"
        double perChipHour = 0;
        QString currency;      // ISO 4217, e.g. "USD"
        QDateTime effectiveAt; // pricingInfo.effectiveTime, UTC
        QString sku;           // the SKU id, e.g. "1A2B-3C4D-5E6F"
    };
    struct Problem
    {
        QString api, message; // what did not succeed, per API
    };

    QString project;
    QDateTime fetchedAt; // UTC
    // A part is present only when its API answered; absent parts keep the catalog's values.
    std::optional<std::vector<ZoneList>> zones;
    std::optional<std::vector<RegionVersions>> versions;
    std::optional<std::vector<Price>> prices;
    std::vector<Problem> problems;
    QStringList unmatchedSkus; // "SKU-ID: description" the refresh could not map to a TPU

    QByteArray toJson() const;
    // The one validation, for the loader and for saveOverlay alike: more than kMaxBytes, unknown
    // keys, wrong types, names that are not zone, region, machine-type, version or project names,
    // numbers out of range (a price is above 0), more than kMaxEntries, texts that are not one
    // printable line of their length, a time in the future, a price dated outside its window:
    // refused with the JSON path and the rule. `error` is set on failure.
    static std::optional<LiveOverlay> fromJson(const QByteArray &bytes, QString *error);
    // `text` as one printable line (control characters escaped) of at most `maxChars`, cut with
    // "…" when longer: what a refresh stores of Google's texts, always what fromJson accepts.
    static QString storedText(const QString &text, int maxChars);

    int ageDays(const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
    bool isStale(const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
    QString dateText() const; // "2026-11-25"
    QString label() const;    // "live, 2026-11-25, project demo-project"
    // "live, 2026-11-25, project demo-project (3 days old)" / "... (45 days old: stale)"
    QString ageText(const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
};

// The consumption options an overlay's prices may name: onDemand, spot, cud1y, cud3y.
const QStringList &overlayConsumptions();

// <AppConfigLocation>/catalog-overlay.json: beside the user's settings.
QString overlayPath();

// Writes atomically (owner only): a failure leaves the previous overlay as it was. The bytes are
// first read back with LiveOverlay::fromJson: an overlay the loader would refuse is never
// written ("the new overlay was not written: it would not load (at $.…: …)").
QString saveOverlay(const LiveOverlay &overlay, const QString &path = overlayPath());

struct OverlayLoad
{
    std::optional<LiveOverlay> overlay; // none when absent or refused
    QString error; // why it was refused (and that the built-in catalog is used); empty if none
};
OverlayLoad loadOverlay(const QString &path = overlayPath());
// Deletes the overlay file. Returns an error, empty on success or when there was none.
QString dropOverlay(const QString &path = overlayPath());

// The catalog with the overlay's values on top; every value taken from it names the live source
// ("live-zones", "live-versions", "live-prices": "live, DATE, project P: API") and is no longer
// uncertain. Values the overlay lacks keep the catalog's. `notes` (optional) receives what was
// not applied and why (a price in another currency, a machine type the catalog does not know).
std::shared_ptr<const catalog::Catalog> applyOverlay(const catalog::Catalog &builtin,
                                                     const LiveOverlay &overlay,
                                                     QStringList *notes = nullptr);

// Loads the overlay beside the settings and applies it to `builtin`; without one, or when it is
// refused, returns `builtin` unchanged and (when refused) the reason in `error`.
std::shared_ptr<const catalog::Catalog> withOverlay(std::shared_ptr<const catalog::Catalog> builtin,
                                                    QString *error,
                                                    const QString &path = overlayPath());

} // namespace tpu::model

namespace tpu::model {
// "No cluster version given" when a live overlay knows the release channel's default in the
// plan's region: whether that default meets `minimum`, with the overlay as source. nullopt when
// the catalog has no live default for the region and channel.
std::optional<Finding> liveChannelDefaultFinding(const catalog::Catalog &catalog, const Plan &plan,
                                                 const QString &accelerator,
                                                 const catalog::GkeVersion &minimum);
// "Project P is offered it in ZONE (live, DATE)" for a zone a live overlay confirmed; empty
// for any other zone (the catalog's own, or one the project was not offered).
QString liveZoneNote(const catalog::ZoneOffer &offer);

} // namespace tpu::model
