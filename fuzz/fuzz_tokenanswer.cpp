// The OAuth token endpoint's answer on any bytes: a token is kept only when it may go into a
// header, with a lifetime in range; every text shown from it is one line.
#include "live/boundedreader.h"
#include "live/tokensource.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto a = tpu::live::parseTokenAnswer(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (!a.accessToken.isEmpty()) {
        if (!tpu::live::isValidAccessToken(a.accessToken) || !a.problem.isEmpty())
            __builtin_trap();
        if (a.lifetimeSeconds < 1 || a.lifetimeSeconds > 86400)
            __builtin_trap();
        if (a.accessToken.contains('\r') || a.accessToken.contains('\n') ||
            a.accessToken.size() > tpu::live::limits::kAccessTokenBytes)
            __builtin_trap();
    }
    for (const QString &t : {a.problem, a.error, a.errorDescription})
        if (t.contains(QLatin1Char('\n')) || t.contains(QLatin1Char('\r')))
            __builtin_trap();
    return 0;
}
