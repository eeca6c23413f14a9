// `catalog refresh`'s readers of Google's answers on any bytes: the first byte picks the reader
// (m: an aggregated machineTypes page, s: a serverConfig, k: a services.skus page), the rest is
// the answer. None may crash; what they accept is shaped as the overlay stores it (zone names,
// finite non-negative prices).
#include "catalog/catalogloader.h"
#include "catalog/zonenames.h"
#include "live/catalogrefresh.h"

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
    switch (data[0]) {
    case 'm': {
        QStringList zones;
        live::refresh::machineTypeZones(answer, QStringLiteral("ct6e-standard-4t"), &zones, &error);
        for (const QString &z : zones)
            if (!catalog::zoneNameShape().match(z).hasMatch())
                __builtin_trap(); // only zone names are kept
        break;
    }
    case 's': {
        const auto rv = live::refresh::serverConfig(answer, QStringLiteral("us-east5"), &error);
        if (!error.isEmpty() && rv.region != QLatin1String("us-east5"))
            __builtin_trap(); // the answer is filed under the region asked
        break;
    }
    case 'k': {
        const auto page = live::refresh::skus(answer, *catalog, &error);
        for (const auto &p : page.prices)
            if (!std::isfinite(p.perChipHour) || p.perChipHour < 0)
                __builtin_trap(); // a price is a finite amount
        break;
    }
    default:
        break;
    }
    return 0;
}
