#include "sizing/serving.h"

#include "catalog/catalog.h"
#include "sizing/amount.h"

#include <QCoreApplication>
#include <cmath>

namespace tpu::sizing {

namespace {
struct ServingText
{
    Q_DECLARE_TR_FUNCTIONS(tpu::sizing::Serving)
};

const char *kPart7 = "How to Scale Your Model, part 7";
const char *kPart8 = "How to Scale Your Model, part 8";

void sizeOnChip(const Serving &s, const catalog::Catalog &catalog, const Chip &chip,
                std::optional<long long> givenChips, ServingOnChip &r)
{
    const ServingInput &in = s.input;
    r.chip = chip;
    if (chip.hbmBytes) {
        r.minChips =
            std::max<long long>(1, (long long)std::ceil(s.totalBytes / *chip.hbmBytes - 1e-9));
        r.steps.push_back(
            step(ServingText::tr("Chips that hold weights and KV cache"),
                 QStringLiteral("ceil(total / HBM per chip)"),
                 QStringLiteral("ceil(%1 / %2)").arg(sci(s.totalBytes), sci(*chip.hbmBytes)),
                 double(*r.minChips), "chips", kPart8));
        r.slice = smallestSlice(catalog, chip, in.mode, s.totalBytes);
    }
    r.chipsGiven = givenChips.has_value();
    r.chips = givenChips ? *givenChips : (r.slice ? r.slice->chips : 0);
    if (r.chips <= 0)
        return;
    const double n = double(r.chips);
    r.fits = chip.hbmBytes && s.totalBytes <= n * *chip.hbmBytes;
    if (chip.hbmBandwidth) {
        const double bytes = s.weightsBytes + s.kvBytes;
        const double memory = bytes / (n * *chip.hbmBandwidth);
        r.steps.push_back(step(ServingText::tr("Decode step, HBM reads"),
                               QStringLiteral("(weights + batch · KV per sequence) / (chips · "
                                              "HBM bandwidth)"),
                               QStringLiteral("%1 / (%2 · %3)")
                                   .arg(sci(bytes))
                                   .arg(r.chips)
                                   .arg(sci(*chip.hbmBandwidth)),
                               memory, "s", kPart8));
        double stepSeconds = memory;
        if (chip.bf16Flops) {
            const double compute = 2 * in.params * double(in.batch) / (n * *chip.bf16Flops);
            r.steps.push_back(step(ServingText::tr("Decode step, FLOPs"),
                                   QStringLiteral("2 · P · batch / (chips · peak bf16)"),
                                   QStringLiteral("2 · %1 · %2 / (%3 · %4)")
                                       .arg(sci(in.params))
                                       .arg(in.batch)
                                       .arg(r.chips)
                                       .arg(sci(*chip.bf16Flops)),
                                   compute, "s", kPart7));
            r.computeBoundStep = compute > memory;
            stepSeconds = std::max(memory, compute);
            r.criticalBatch =
                *chip.bf16Flops * bytesPerValue(in.weights) / (2 * *chip.hbmBandwidth);
            r.steps.push_back(step(ServingText::tr("Batch where decode turns compute-bound"),
                                   QStringLiteral("peak bf16 · bytes per weight / (2 · HBM "
                                                  "bandwidth)"),
                                   QStringLiteral("%1 · %2 / (2 · %3)")
                                       .arg(sci(*chip.bf16Flops))
                                       .arg(bytesPerValue(in.weights))
                                       .arg(sci(*chip.hbmBandwidth)),
                                   *r.criticalBatch, "sequences", kPart7));
        }
        r.decodeStepSeconds = stepSeconds;
        r.tokensPerSecond = double(in.batch) / stepSeconds;
        r.steps.push_back(step(ServingText::tr("Tokens per second"),
                               QStringLiteral("batch / decode step"),
                               QStringLiteral("%1 / %2").arg(in.batch).arg(sci(stepSeconds)),
                               *r.tokensPerSecond, "tokens/s", kPart8));
        if (in.targetTokensPerSecond && *r.tokensPerSecond > 0) {
            r.replicas = std::max<long long>(
                1, (long long)std::ceil(*in.targetTokensPerSecond / *r.tokensPerSecond - 1e-9));
            r.steps.push_back(
                step(ServingText::tr("Replicas for the target"),
                     QStringLiteral("ceil(target tokens/s / tokens/s)"),
                     QStringLiteral("ceil(%1 / %2)")
                         .arg(sci(*in.targetTokensPerSecond), sci(*r.tokensPerSecond)),
                     double(*r.replicas), "replicas", kPart8));
        }
    }
    if (chip.bf16Flops && in.prefillMfu > 0) {
        r.prefillSeconds = 2 * in.params * in.context / (n * *chip.bf16Flops * in.prefillMfu);
        r.steps.push_back(step(ServingText::tr("Prefill of one full context"),
                               QStringLiteral("2 · P · context / (chips · peak bf16 · MFU)"),
                               QStringLiteral("2 · %1 · %2 / (%3 · %4 · %5)")
                                   .arg(sci(in.params), sci(in.context))
                                   .arg(r.chips)
                                   .arg(sci(*chip.bf16Flops))
                                   .arg(in.prefillMfu),
                               *r.prefillSeconds, "s", kPart8));
    }
}

} // namespace

std::optional<Slice> smallestSlice(const catalog::Catalog &catalog, const Chip &chip,
                                   catalog::Mode mode, double bytes)
{
    if (!chip.hbmBytes)
        return std::nullopt;
    std::optional<Slice> best;
    for (const catalog::Accelerator *acc : catalog.acceleratorsOf(chip.version)) {
        for (const catalog::TopologyRow *row : catalog.topologiesOf(mode, acc->label)) {
            if (row->custom || double(row->chips) * *chip.hbmBytes < bytes)
                continue;
            const bool better = !best || row->chips < best->chips ||
                                (row->chips == best->chips && best->multiHost && !row->multiHost);
            if (better)
                best = Slice{row->topology.toString(),
                             acc->label,
                             row->machineType,
                             row->chips,
                             row->vms,
                             row->multiHost};
        }
    }
    return best;
}

Serving sizeServing(const ServingInput &in, const catalog::Catalog &catalog,
                    const std::vector<Chip> &chips, std::optional<long long> givenChips)
{
    Serving s;
    s.input = in;
    const double wb = bytesPerValue(in.weights), kb = bytesPerValue(in.kv);
    s.weightsBytes = wb * in.params;
    s.steps.push_back(step(ServingText::tr("Weights"), QStringLiteral("bytes per weight · P"),
                           QStringLiteral("%1 · %2").arg(wb).arg(sci(in.params)), s.weightsBytes,
                           "bytes", kPart8));
    if (in.arch && in.arch->complete()) {
        const Architecture &a = *in.arch;
        s.kvBytesPerToken = 2 * kb * double(a.headDim) * double(a.kvHeads) * double(a.layers);
        s.steps.push_back(step(ServingText::tr("KV cache per token"),
                               QStringLiteral("2 · bytes per value · H · K · L"),
                               QStringLiteral("2 · %1 · %2 · %3 · %4")
                                   .arg(kb)
                                   .arg(a.headDim)
                                   .arg(a.kvHeads)
                                   .arg(a.layers),
                               *s.kvBytesPerToken, "bytes", kPart8));
        s.kvBytesPerSequence = *s.kvBytesPerToken * in.context;
        s.steps.push_back(
            step(ServingText::tr("KV cache per sequence"), QStringLiteral("KV per token · context"),
                 QStringLiteral("%1 · %2").arg(sci(*s.kvBytesPerToken), sci(in.context)),
                 *s.kvBytesPerSequence, "bytes", kPart8));
        s.kvBytes = *s.kvBytesPerSequence * double(in.batch);
        s.steps.push_back(step(
            ServingText::tr("KV cache of the batch"), QStringLiteral("KV per sequence · batch"),
            QStringLiteral("%1 · %2").arg(sci(*s.kvBytesPerSequence)).arg(in.batch), s.kvBytes,
            "bytes", kPart8));
    }
    s.totalBytes = s.weightsBytes + s.kvBytes;
    s.steps.push_back(step(ServingText::tr("Serving memory"), QStringLiteral("weights + KV cache"),
                           QStringLiteral("%1 + %2").arg(sci(s.weightsBytes), sci(s.kvBytes)),
                           s.totalBytes, "bytes", kPart8));
    for (const Chip &c : chips) {
        ServingOnChip r;
        sizeOnChip(s, catalog, c, givenChips, r);
        s.perChip.push_back(std::move(r));
    }
    return s;
}

} // namespace tpu::sizing
