#pragma once
// Shared by the API answer fuzz targets: any bytes, as the body of a 200 and of an error status,
// go through the client's own parsing (ApiReply::setAnswer) into one live check on a plan that
// reaches it. The verdict must be one finding that says something and prints as exactly one
// line and its indented detail (no forged lines), whatever the answer held.
#include "catalog/catalogloader.h"
#include "live/livechecks.h"

#include <cstddef>
#include <cstdint>

namespace tpu::fuzz {

inline model::SnapshotPtr livePlan(bool v6e)
{
    static const auto catalog =
        catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath()).catalog;
    if (!catalog)
        __builtin_trap();
    model::Plan p;
    p.projectId = QStringLiteral("demo-project");
    p.tpuVersion = v6e ? QStringLiteral("v6e") : QStringLiteral("v5e");
    p.machineType = v6e ? QStringLiteral("ct6e-standard-4t") : QStringLiteral("ct5lp-hightpu-4t");
    p.mode = catalog::Mode::Standard;
    p.topology = *catalog::Topology::parse(QStringLiteral("4x4"));
    p.zone = v6e ? QStringLiteral("us-east5-b") : QStringLiteral("us-west4-a");
    p.clusterVersion = QStringLiteral("1.32.1-gke.1000000");
    p.consumption = model::Consumption::Reservation;
    p.reservation.name = QStringLiteral("res-a");
    return model::makeSnapshot(*catalog, p);
}

using Check = live::LiveFinding (*)(const model::Snapshot &, const QString &,
                                    const live::ApiReply &);

inline void checkAnswer(Check check, const model::Snapshot &s, const uint8_t *data, size_t size)
{
    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const int status : {200, 403, 404, 429}) {
        live::ApiReply r;
        r.setAnswer(status, body);
        r.attempts = 1;
        r.fetchedAt = QDateTime::currentDateTimeUtc();
        const live::LiveFinding f = check(s, QStringLiteral("demo-project"), r);
        if (f.id.isEmpty() || f.message.isEmpty())
            __builtin_trap(); // a verdict always says what it is
        if (live::liveFindingsToText({f}).count(QLatin1Char('\n')) != 3)
            __builtin_trap(); // the answer forged a line of its own
    }
}

} // namespace tpu::fuzz
