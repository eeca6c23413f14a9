// A review's capacity read live (`review capacity`, Read from Project…) on any bytes: the first
// byte picks the reader (r: an aggregated reservations page, g: an aggregated regions page with
// quotas, q: a Cloud Quotas QuotaInfo), the rest is the answer. None may crash; every entry it
// keeps is one the review file accepts (issue 35, F19: exact counts, in use never above the
// count, chips within the review's bound), and a left-out line is one printable line.
#include "catalog/catalogloader.h"
#include "live/capacityread.h"
#include "model/names.h"
#include "review/review.h"

#include <QJsonDocument>
#include <QJsonObject>
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
    static const QSet<QString> types{QStringLiteral("ct6e-standard-4t"),
                                     QStringLiteral("ct5lp-hightpu-4t")};
    const QJsonObject answer =
        QJsonDocument::fromJson(
            QByteArray(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1)))
            .object();
    QString error;
    QStringList leftOut;
    std::vector<live::ReadReservation> reservations;
    std::vector<live::ReadQuota> quotas;
    switch (data[0]) {
    case 'r':
        live::capacity::reservations(answer, QStringLiteral("demo-project"), types, &reservations,
                                     &leftOut, &error);
        break;
    case 'g':
        live::capacity::regionQuotas(answer, *catalog, &quotas, &leftOut, &error);
        break;
    case 'q':
        live::capacity::quotaInfo(answer, QStringLiteral("TPUS-PER-TPU-FAMILY-per-project-region"),
                                  *catalog, &quotas, &leftOut, &error);
        break;
    default:
        return 0;
    }
    for (const auto &r : reservations)
        if (!review::checkReservation(r.capacity).isEmpty() || r.capacity.vms < 1 ||
            r.capacity.vms > review::ReviewFile::kMaxVms || r.inUse < 0 || r.inUse > r.capacity.vms)
            __builtin_trap(); // kept only when the review accepts it and it adds up
    for (const auto &q : quotas)
        if (!review::checkQuota(q.capacity).isEmpty() || q.capacity.chips < 1 ||
            q.capacity.chips > review::ReviewFile::kMaxChips ||
            (q.usage && (*q.usage < 0 || *q.usage > 1000000000000LL)))
            __builtin_trap();
    for (const QString &line : leftOut + QStringList{error})
        if (line.contains(QLatin1Char('\n')) || line.contains(QLatin1Char('\r')))
            __builtin_trap(); // one line each: nothing forged on the terminal
    return 0;
}
