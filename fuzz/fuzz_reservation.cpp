// The live check's parser of Compute Engine reservations.get answers on any bytes (liveanswer.h).
#include "liveanswer.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const auto s = tpu::fuzz::livePlan(false);
    tpu::fuzz::checkAnswer(tpu::live::checks::reservation, *s, data, size);
    return 0;
}
