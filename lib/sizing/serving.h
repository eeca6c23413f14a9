#pragma once

#include "catalog/basictypes.h"
#include "catalog/catalogfwd.h"
#include "sizing/training.h"

#include <QString>
#include <optional>
#include <vector>

namespace tpu::sizing {

// Serving a dense Transformer at roofline (How to Scale Your Model, parts 7 and 8): weights and
// KV cache must fit in the slice's HBM; a decode step reads every weight and every sequence's KV
// cache once, so it takes at least their bytes over the slice's HBM bandwidth (and at least its
// FLOPs, 2·P per sequence, over the peak); prefill is compute-bound at an assumed MFU.
struct ServingInput
{
    double params = 0;
    std::optional<Architecture> arch;         // needed for the KV cache
    double context = 8192;                    // tokens cached per sequence
    long long batch = 1;                      // concurrent sequences
    QString weights = QStringLiteral("bf16"); // bf16, int8, int4
    QString kv = QStringLiteral("bf16");      // bf16, int8
    double prefillMfu = 0.4;
    std::optional<double> targetTokensPerSecond;
    catalog::Mode mode = catalog::Mode::Standard; // whose topologies the slice comes from
};

// A slice shape the catalog lists.
struct Slice
{
    QString topology, accelerator, machineType;
    long long chips = 0, vms = 0;
    bool multiHost = false;
};

struct ServingOnChip
{
    Chip chip;
    std::optional<long long> minChips; // that hold weights + KV cache
    std::optional<Slice> slice;        // the smallest listed slice that holds them
    long long chips = 0;               // the chips the times are for (given, else the slice's)
    bool chipsGiven = false;
    bool fits = false; // weights + KV cache fit in `chips` chips' HBM
    std::optional<double> decodeStepSeconds, tokensPerSecond, prefillSeconds;
    bool computeBoundStep = false;       // the FLOPs, not the HBM reads, bound the step
    std::optional<double> criticalBatch; // decode turns compute-bound above this batch
    std::optional<long long> replicas;   // for the target tokens/s
    std::vector<Step> steps;
};

struct Serving
{
    ServingInput input;
    std::optional<double> kvBytesPerToken, kvBytesPerSequence; // need the architecture
    double weightsBytes = 0, kvBytes = 0, totalBytes = 0;
    std::vector<Step> steps;
    std::vector<ServingOnChip> perChip;
};

// The smallest slice of `versionId` the catalog lists in `mode` whose HBM holds `bytes`: fewest
// chips first, single-host before multi-host at the same chips. Custom shapes are not offered.
std::optional<Slice> smallestSlice(const catalog::Catalog &catalog, const Chip &chip,
                                   catalog::Mode mode, double bytes);

Serving sizeServing(const ServingInput &in, const catalog::Catalog &catalog,
                    const std::vector<Chip> &chips,
                    std::optional<long long> givenChips = std::nullopt);

} // namespace tpu::sizing
