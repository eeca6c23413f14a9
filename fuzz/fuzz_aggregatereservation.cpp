// Aggregate reservations (issue 40) on any bytes: as the answer of reservations.get to the live
// check of a v6e plan (liveanswer.h), and as a page of the aggregated list to the capacity read.
// The verdict is one finding on its lines; what the read takes or leaves out, and why it refused
// a page, is each one line, and every reservation it takes is one a review file accepts.
#include "live/capacityread.h"
#include "liveanswer.h"

#include <QJsonDocument>
#include <QJsonObject>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const auto s = tpu::fuzz::livePlan(true);
    tpu::fuzz::checkAnswer(tpu::live::checks::reservation, *s, data, size);

    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    const QJsonObject page = QJsonDocument::fromJson(body).object();
    std::vector<tpu::live::ReadReservation> read;
    QStringList leftOut;
    QString error;
    tpu::live::capacity::reservations(page, QStringLiteral("demo-project"),
                                      {QStringLiteral("ct6e-standard-4t")}, &read, &leftOut, &error,
                                      {QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"),
                                       QStringLiteral("VM_FAMILY_CLOUD_TPU_POD_SLICE_CT5P")});
    const auto oneLine = [](const QString &t) {
        return !t.contains(QLatin1Char('\n')) && !t.contains(QLatin1Char('\r'));
    };
    if (!oneLine(error))
        __builtin_trap(); // the answer forged a line of its own
    for (const QString &line : leftOut)
        if (!oneLine(line))
            __builtin_trap();
    for (const auto &r : read) {
        if (!oneLine(r.describe()) || !tpu::review::checkReservation(r.capacity).isEmpty())
            __builtin_trap(); // taken, so it must be a reservation a review holds
        if (r.capacity.isAggregate() && r.inUse > r.capacity.chips)
            __builtin_trap();
    }
    return 0;
}
