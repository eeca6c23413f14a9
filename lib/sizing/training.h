#pragma once

#include "sizing/architecture.h"
#include "sizing/chip.h"

#include <QString>
#include <optional>
#include <vector>

namespace tpu::sizing {

// One line of the arithmetic shown to the user: what it is (translated), the formula in the
// book's symbols, the same with the numbers put in, the result and its unit ("FLOPs", "bytes",
// "s", "chips", "tokens", "params", "tokens/s"), and where the formula comes from.
struct Step
{
    QString what, formula, numbers;
    double value = 0;
    QString unit, source;
};
// A step with its unit and source as the literals the sizing code names them by.
inline Step step(const QString &what, const QString &formula, const QString &numbers, double value,
                 const char *unit, const char *source)
{
    return Step{what, formula, numbers, value, QLatin1String(unit), QLatin1String(source)};
}

// Training a dense Transformer, with the conventions of How to Scale Your Model named:
// 6·P FLOPs per token (part 4), bf16 parameters (2 bytes each) and Adam's two moments in fp32
// (8 bytes each; no separate gradient or master-weight buffer, part 6), and saved activations of
// 2·D bytes per token per checkpoint, C checkpoints per layer (part 6).
struct TrainingInput
{
    double params = 0;                // P; from the architecture when it is given
    std::optional<Architecture> arch; // needed for activations and attention FLOPs
    std::optional<double> tokens;     // tokens to train on; no time without it
    double batchTokens = 4e6;         // global batch in tokens (the book's LLaMA 3 batch)
    int checkpointsPerLayer = 4;      // C (the book's part-6 figure)
    double mfu = 0.4;                 // assumed model FLOPs utilisation (the book's 40 %)
    double sequenceLength = 8192;     // for the attention FLOPs only
};

enum class Bound
{
    Compute,
    Communication
};
QString boundId(Bound b); // "compute", "communication"

struct TrainingOnChip
{
    Chip chip;
    std::optional<long long> minChips; // that hold the memory; unset when HBM is unknown
    long long chips = 0;               // the chips time and bound are for (given, else minChips)
    bool chipsGiven = false;
    int iciAxes = 0;                            // ICI axes FSDP uses
    std::optional<double> criticalBatchPerChip; // tokens: peak / (2 · link one way · axes)
    double batchPerChip = 0;                    // tokens
    std::optional<Bound> bound;
    std::optional<double> seconds; // wall time at the assumed MFU
    std::vector<Step> steps;
};

struct Training
{
    TrainingInput input;
    double flopsPerToken = 0;
    std::optional<double> attentionFlopsPerToken; // 12·L·N·H·T (part 4); needs the architecture
    std::optional<double> flops;
    double paramsBytes = 0, optimizerBytes = 0;
    std::optional<double> activationsBytes; // needs L and D
    double totalBytes = 0;
    std::vector<Step> steps;
    std::vector<TrainingOnChip> perChip;
};

// `chips`: the versions to size for. `givenChips`: the chips the time is for (every version);
// unset: each version's minimum. `givenAxes`: the ICI axes of a given slice (0: the version's
// full-slice axes, Chip::dims).
Training sizeTraining(const TrainingInput &in, const std::vector<Chip> &chips,
                      std::optional<long long> givenChips = std::nullopt, int givenAxes = 0);

} // namespace tpu::sizing
