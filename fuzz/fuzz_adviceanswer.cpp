// Compute Engine advice answers (issue 40) on any bytes: advice.calendarMode and the beta
// advice.capacity as `tpu-planner advise` reads them. A refusal is one line; what is taken is a
// zone of Google's shape, a known-shaped status, a window in order, details printable and
// bounded, a score from 0 to 1.
#include "live/advice.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonObject answer = QJsonDocument::fromJson(body).object();
    const auto oneLine = [](const QString &t) {
        return !t.contains(QLatin1Char('\n')) && !t.contains(QLatin1Char('\r'));
    };
    std::vector<tpu::live::ZoneAdvice> zones;
    QString error;
    if (tpu::live::advice::calendarModeAnswer(answer, QStringLiteral("us-east5"), &zones, &error)) {
        for (const auto &z : zones) {
            if (z.zone.isEmpty() || z.status.isEmpty() || !oneLine(z.details) || !oneLine(z.zone) ||
                !oneLine(z.status) || z.details.size() > tpu::live::advice::kMaxDetails + 1)
                __builtin_trap();
            if (z.startTime.isValid() && z.endTime < z.startTime)
                __builtin_trap();
        }
    } else if (error.isEmpty() || !oneLine(error)) {
        __builtin_trap(); // a refusal says why, on one line
    }
    std::vector<tpu::live::Obtainability> scores;
    error.clear();
    if (tpu::live::advice::capacityAnswer(answer, QStringLiteral("us-east5"), &scores, &error)) {
        for (const auto &o : scores)
            if (!(o.score >= 0 && o.score <= 1) || !oneLine(o.estimatedUptime) || !oneLine(o.zone))
                __builtin_trap();
    } else if (error.isEmpty() || !oneLine(error)) {
        __builtin_trap();
    }
    return 0;
}
