// The topology parser on any text: a shape whose text parses back to itself, or nothing.
#include "catalog/topology.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto t = tpu::catalog::Topology::parse(text);
    if (!t)
        return 0;
    if (t->chips() < 1)
        __builtin_trap();
    const auto again = tpu::catalog::Topology::parse(t->toString());
    if (!again || !(*again == *t))
        __builtin_trap();
    return 0;
}
