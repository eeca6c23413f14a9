#pragma once

// The golden plans every exporter is tested on (tests/golden/NAME.*).
#include "testsupport.h"

#include <functional>

namespace tpu::test {

using namespace tpu::model;
using tpu::catalog::Mode;

struct Golden
{
    const char *name;
    std::function<void(Plan &)> make;
};

void v5e(Plan &p, const char *mt, const char *topo);

const std::vector<Golden> &goldens();

Plan planFor(const Golden &g);

} // namespace tpu::test
