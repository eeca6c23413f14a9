// The live catalog overlay's reader on any bytes: it refuses with a message or reads, and an
// overlay it reads writes back to bytes it reads again to the same overlay (what `catalog refresh`
// writes is what every later command accepts).
#include "model/catalogoverlay.h"

#include <cstddef>
#include <cstdint>

using tpu::model::LiveOverlay;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > size_t(LiveOverlay::kMaxBytes))
        return 0; // the loader refuses larger files unread
    QString error;
    const auto o = LiveOverlay::fromJson(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), &error);
    if (!o) {
        if (error.isEmpty())
            __builtin_trap(); // a refusal says why
        return 0;
    }
    const QByteArray bytes = o->toJson();
    QString againError;
    const auto again = LiveOverlay::fromJson(bytes, &againError);
    if (!again || again->toJson() != bytes)
        __builtin_trap(); // what reads must write back and read again unchanged
    return 0;
}
