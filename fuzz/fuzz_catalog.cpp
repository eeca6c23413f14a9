// The catalog loader on any bytes: an error or a catalog, never a crash.
#include "catalog/catalogloader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto r = tpu::catalog::CatalogLoader::loadBytes(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("fuzz"));
    if (!r.ok() && r.errorMessage().isEmpty())
        __builtin_trap(); // a refusal always says why
    return 0;
}
