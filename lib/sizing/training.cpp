#include "sizing/training.h"

#include "sizing/amount.h"

#include <QCoreApplication>
#include <cmath>

namespace tpu::sizing {

namespace {
struct TrainingText
{
    Q_DECLARE_TR_FUNCTIONS(tpu::sizing::Training)
};

const char *kPart4 = "How to Scale Your Model, part 4";
const char *kPart5 = "How to Scale Your Model, part 5";
const char *kPart6 = "How to Scale Your Model, part 6";

long long ceilChips(double x)
{
    // A hair of tolerance so that 21.6e12 / 96e9 = 225.0000001 stays 225.
    return std::max<long long>(1, (long long)std::ceil(x - 1e-9));
}

void sizeOnChip(const Training &t, const Chip &chip, std::optional<long long> givenChips,
                int givenAxes, TrainingOnChip &r)
{
    r.chip = chip;
    if (chip.hbmBytes) {
        const double need = t.totalBytes / *chip.hbmBytes;
        r.minChips = ceilChips(need);
        r.steps.push_back(
            step(TrainingText::tr("Chips that hold the memory"),
                 QStringLiteral("ceil(total / HBM per chip)"),
                 QStringLiteral("ceil(%1 / %2)").arg(sci(t.totalBytes), sci(*chip.hbmBytes)),
                 double(*r.minChips), "chips", kPart6));
    }
    r.chipsGiven = givenChips.has_value();
    r.chips = givenChips ? *givenChips : r.minChips.value_or(0);
    if (r.chips <= 0)
        return;
    r.iciAxes = givenAxes > 0 ? givenAxes : chip.dims;
    r.batchPerChip = t.input.batchTokens / double(r.chips);
    if (chip.bf16Flops && chip.iciLinkOneWay) {
        const double bidi = 2 * *chip.iciLinkOneWay;
        r.criticalBatchPerChip = *chip.bf16Flops / (bidi * r.iciAxes);
        r.bound = r.batchPerChip >= *r.criticalBatchPerChip ? Bound::Compute : Bound::Communication;
        r.steps.push_back(step(TrainingText::tr("FSDP critical batch per chip"),
                               QStringLiteral("peak bf16 / (2 · ICI link one way · axes)"),
                               QStringLiteral("%1 / (2 · %2 · %3)")
                                   .arg(sci(*chip.bf16Flops), sci(*chip.iciLinkOneWay))
                                   .arg(r.iciAxes),
                               *r.criticalBatchPerChip, "tokens", kPart5));
        r.steps.push_back(step(TrainingText::tr("Batch per chip"),
                               QStringLiteral("batch tokens / chips"),
                               QStringLiteral("%1 / %2").arg(sci(t.input.batchTokens)).arg(r.chips),
                               r.batchPerChip, "tokens", kPart5));
    }
    if (t.flops && chip.bf16Flops && t.input.mfu > 0) {
        r.seconds = *t.flops / (double(r.chips) * *chip.bf16Flops * t.input.mfu);
        r.steps.push_back(step(TrainingText::tr("Wall time"),
                               QStringLiteral("FLOPs / (chips · peak bf16 · MFU)"),
                               QStringLiteral("%1 / (%2 · %3 · %4)")
                                   .arg(sci(*t.flops))
                                   .arg(r.chips)
                                   .arg(sci(*chip.bf16Flops))
                                   .arg(t.input.mfu),
                               *r.seconds, "s", kPart6));
    }
}

} // namespace

QString boundId(Bound b)
{
    return b == Bound::Compute ? QStringLiteral("compute") : QStringLiteral("communication");
}

Training sizeTraining(const TrainingInput &in, const std::vector<Chip> &chips,
                      std::optional<long long> givenChips, int givenAxes)
{
    Training t;
    t.input = in;
    const double P = in.params;
    t.flopsPerToken = 6 * P;
    t.steps.push_back(step(TrainingText::tr("Training FLOPs per token"), QStringLiteral("6 · P"),
                           QStringLiteral("6 · %1").arg(sci(P)), t.flopsPerToken, "FLOPs", kPart4));
    if (in.arch && in.arch->complete()) {
        const Architecture &a = *in.arch;
        t.attentionFlopsPerToken =
            12.0 * double(a.layers) * double(a.heads) * double(a.headDim) * in.sequenceLength;
        t.steps.push_back(step(TrainingText::tr("Attention FLOPs per token (not in 6 · P)"),
                               QStringLiteral("12 · L · N · H · T"),
                               QStringLiteral("12 · %1 · %2 · %3 · %4")
                                   .arg(a.layers)
                                   .arg(a.heads)
                                   .arg(a.headDim)
                                   .arg(sci(in.sequenceLength)),
                               *t.attentionFlopsPerToken, "FLOPs", kPart4));
    }
    if (in.tokens) {
        t.flops = t.flopsPerToken * *in.tokens;
        t.steps.push_back(step(TrainingText::tr("Training FLOPs"), QStringLiteral("6 · P · tokens"),
                               QStringLiteral("%1 · %2").arg(sci(t.flopsPerToken), sci(*in.tokens)),
                               *t.flops, "FLOPs", kPart6));
    }
    t.paramsBytes = 2 * P;
    t.optimizerBytes = 8 * P;
    t.steps.push_back(step(TrainingText::tr("Parameters in bf16"), QStringLiteral("2 · P"),
                           QStringLiteral("2 · %1").arg(sci(P)), t.paramsBytes, "bytes", kPart6));
    t.steps.push_back(step(TrainingText::tr("Adam state in fp32"), QStringLiteral("8 · P"),
                           QStringLiteral("8 · %1").arg(sci(P)), t.optimizerBytes, "bytes",
                           kPart6));
    t.totalBytes = t.paramsBytes + t.optimizerBytes;
    if (in.arch && in.arch->layers > 0 && in.arch->dModel > 0) {
        const Architecture &a = *in.arch;
        t.activationsBytes = 2.0 * double(a.dModel) * in.batchTokens *
                             double(in.checkpointsPerLayer) * double(a.layers);
        t.steps.push_back(step(TrainingText::tr("Saved activations"),
                               QStringLiteral("2 · D · batch tokens · C · L"),
                               QStringLiteral("2 · %1 · %2 · %3 · %4")
                                   .arg(a.dModel)
                                   .arg(sci(in.batchTokens))
                                   .arg(in.checkpointsPerLayer)
                                   .arg(a.layers),
                               *t.activationsBytes, "bytes", kPart6));
        t.totalBytes += *t.activationsBytes;
    }
    t.steps.push_back(step(
        TrainingText::tr("Training memory"), QStringLiteral("parameters + optimizer + activations"),
        QStringLiteral("%1 + %2 + %3")
            .arg(sci(t.paramsBytes), sci(t.optimizerBytes),
                 t.activationsBytes ? sci(*t.activationsBytes) : QStringLiteral("?")),
        t.totalBytes, "bytes", kPart6));
    for (const Chip &c : chips) {
        TrainingOnChip r;
        sizeOnChip(t, c, givenChips, givenAxes, r);
        t.perChip.push_back(std::move(r));
    }
    return t;
}

} // namespace tpu::sizing
