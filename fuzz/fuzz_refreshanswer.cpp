// `catalog refresh`'s readers of Google's answers on any bytes: the first byte picks the reader
// (m: an aggregated machineTypes page, s: a serverConfig, k: a services.skus page), the rest is
// the answer. None may crash; what they accept is shaped as the overlay stores it (zone names,
// prices above 0 as Google's Money type allows, effective dates in the overlay's window, unmatched
// lines the overlay keeps), and an overlay made of it is one the overlay's own reader accepts
// (issue 35, F2: one validation for what refresh writes and what every command loads).
#include "catalog/catalogloader.h"
#include "catalog/zonenames.h"
#include "live/catalogrefresh.h"
#include "model/catalogoverlay.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <cstddef>
#include <cstdint>

using namespace tpu;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    static const auto catalog =
        catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath()).catalog;
    if (!catalog)
        __builtin_trap();
    const QJsonObject answer =
        QJsonDocument::fromJson(
            QByteArray(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1)))
            .object();
    QString error;
    model::LiveOverlay overlay;
    overlay.project = QStringLiteral("demo-project");
    overlay.fetchedAt = QDateTime::currentDateTimeUtc();
    switch (data[0]) {
    case 'm': {
        QStringList zones;
        live::refresh::machineTypeZones(answer, QStringLiteral("ct6e-standard-4t"), &zones, &error);
        for (const QString &z : zones)
            if (!catalog::zoneNameShape().match(z).hasMatch() || z.size() > 53)
                __builtin_trap(); // only zone names are kept, of a bounded length
        if (zones.size() <= model::LiveOverlay::kMaxEntries)
            overlay.zones = std::vector<model::LiveOverlay::ZoneList>{
                {QStringLiteral("ct6e-standard-4t"), zones}};
        break;
    }
    case 's': {
        const auto rv = live::refresh::serverConfig(answer, QStringLiteral("us-east5"), &error);
        if (!error.isEmpty() && rv.region != QLatin1String("us-east5"))
            __builtin_trap(); // the answer is filed under the region asked
        if (error.isEmpty() && rv.validVersions.size() <= model::LiveOverlay::kMaxEntries &&
            rv.channels.size() <= 4)
            overlay.versions = std::vector<model::LiveOverlay::RegionVersions>{rv};
        break;
    }
    case 'k': {
        const auto page = live::refresh::skus(answer, *catalog, &error);
        for (const auto &p : page.prices)
            if (!std::isfinite(p.perChipHour) || p.perChipHour <= 0 || p.perChipHour > 10000)
                __builtin_trap(); // a price is an amount above 0: no price is never 0
        if (page.prices.size() <= size_t(model::LiveOverlay::kMaxEntries))
            overlay.prices = page.prices;
        if (page.unmatched.size() <= model::LiveOverlay::kMaxEntries)
            overlay.unmatchedSkus = page.unmatched;
        break;
    }
    default:
        break;
    }
    // A problem as refresh stores it: Google's text, escaped and cut.
    overlay.problems.push_back(
        {model::LiveOverlay::pricesApi(),
         model::LiveOverlay::storedText(
             QString::fromUtf8(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size))),
             model::LiveOverlay::kMaxProblemChars)});
    const QByteArray bytes = overlay.toJson();
    QString why;
    if (bytes.size() <= model::LiveOverlay::kMaxBytes && !model::LiveOverlay::fromJson(bytes, &why))
        __builtin_trap(); // what a reader accepted, the overlay must load
    return 0;
}
