// The .tpureview loader on any bytes (64 MiB of requests with their embedded plans at most): it
// refuses with a message or loads, and a review it loads saves and loads back to the same review.
#include "review/review.h"

#include <cstddef>
#include <cstdint>

using tpu::review::ReviewFile;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto l = ReviewFile::fromBytes(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("fuzz"));
    if (!l.review) {
        if (l.error.isEmpty())
            __builtin_trap(); // a refusal says why
        return 0;
    }
    const auto again =
        ReviewFile::fromBytes(ReviewFile::toBytes(*l.review), QStringLiteral("again"));
    if (!again.review || !(*again.review == *l.review))
        __builtin_trap(); // what loads must save and load back unchanged
    return 0;
}
