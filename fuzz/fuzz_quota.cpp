// The live check's parsers of quota answers on any bytes (liveanswer.h): Compute Engine
// regions.get quotas[] for v5e, Cloud Quotas quotaInfos.get for v6e.
#include "liveanswer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const auto v5e = tpu::fuzz::livePlan(false), v6e = tpu::fuzz::livePlan(true);
    tpu::fuzz::checkAnswer(tpu::live::checks::computeQuota, *v5e, data, size);
    tpu::fuzz::checkAnswer(tpu::live::checks::cloudQuota, *v6e, data, size);
    return 0;
}
