// The plan loader on any bytes; a plan it accepts saves and reloads to the same plan.
#include "model/planfile.h"

#include <cstddef>
#include <cstdint>

using tpu::model::PlanFile;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const auto l = PlanFile::fromBytes(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("fuzz"));
    if (!l.plan) {
        if (l.error.isEmpty())
            __builtin_trap();
        return 0;
    }
    const auto again = PlanFile::fromBytes(PlanFile::toBytes(*l.plan), QStringLiteral("again"));
    if (!again.plan || *again.plan != *l.plan)
        __builtin_trap(); // what loads must save and load back unchanged
    return 0;
}
