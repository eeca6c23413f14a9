// `tpu-planner size` output: JSON for programs (bytes and seconds as plain numbers) and text with
// every formula, each labelled as an estimate.
#include "cli/sizeoutput.h"

#include "cli/clicommon.h"
#include "sizing/amount.h"

#include <QJsonArray>
#include <cmath>
#include <functional>

namespace tpu::cli {

using namespace tpu::sizing;
// sizing::Step, never model::Step: the ci preset compiles this file in one batch with files that
// use namespace tpu::model, whose Step is the wizard step.

namespace {

QJsonValue opt(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue optInt(const std::optional<long long> &v)
{
    return v ? QJsonValue(double(*v)) : QJsonValue(QJsonValue::Null);
}

QJsonArray stepsJson(const std::vector<sizing::Step> &steps)
{
    QJsonArray a;
    for (const sizing::Step &s : steps)
        a.append(QJsonObject{{"what", s.what},
                             {"formula", s.formula},
                             {"numbers", s.numbers},
                             {"value", s.value},
                             {"unit", s.unit},
                             {"source", s.source}});
    return a;
}

template <typename Row> const Row *rowOf(const std::vector<Row> &rows, const QString &version)
{
    for (const Row &r : rows)
        if (r.chip.version == version)
            return &r;
    return nullptr;
}

QJsonObject trainingJson(const Training &t, const QString &version)
{
    QJsonObject minChips;
    QJsonArray versions;
    for (const TrainingOnChip &r : t.perChip) {
        minChips.insert(r.chip.version, optInt(r.minChips));
        versions.append(
            QJsonObject{{"version", r.chip.version},
                        {"minChips", optInt(r.minChips)},
                        {"chips", r.chips > 0 ? QJsonValue(double(r.chips)) : QJsonValue()},
                        {"chipsGiven", r.chipsGiven},
                        {"iciAxes", r.iciAxes},
                        {"criticalBatchPerChip", opt(r.criticalBatchPerChip)},
                        {"batchPerChip", r.chips > 0 ? QJsonValue(r.batchPerChip) : QJsonValue()},
                        {"bound", r.bound ? QJsonValue(boundId(*r.bound)) : QJsonValue()},
                        {"seconds", opt(r.seconds)},
                        {"figureNotes", QJsonArray::fromStringList(r.chip.figureNotes)},
                        {"steps", stepsJson(r.steps)}});
    }
    const TrainingOnChip *chosen = rowOf(t.perChip, version);
    return QJsonObject{
        {"tokens", opt(t.input.tokens)},
        {"batchTokens", t.input.batchTokens},
        {"checkpointsPerLayer", t.input.checkpointsPerLayer},
        {"mfu", t.input.mfu},
        {"sequenceLength", t.input.sequenceLength},
        {"flopsPerToken", t.flopsPerToken},
        {"attentionFlopsPerToken", opt(t.attentionFlopsPerToken)},
        {"flops", opt(t.flops)},
        {"memory", QJsonObject{{"params", t.paramsBytes},
                               {"optimizer", t.optimizerBytes},
                               {"activations", opt(t.activationsBytes)},
                               {"total", t.totalBytes}}},
        {"minChips", minChips},
        {"version", version.isEmpty() ? QJsonValue() : QJsonValue(version)},
        {"seconds", chosen ? opt(chosen->seconds) : QJsonValue()},
        {"bound", chosen && chosen->bound ? QJsonValue(boundId(*chosen->bound)) : QJsonValue()},
        {"versions", versions},
        {"steps", stepsJson(t.steps)}};
}

QJsonObject servingJson(const Serving &s, const QString &version, int planSlices)
{
    QJsonObject minChips, smallest;
    QJsonArray versions;
    for (const ServingOnChip &r : s.perChip) {
        minChips.insert(r.chip.version, optInt(r.minChips));
        smallest.insert(r.chip.version,
                        r.slice ? QJsonValue(r.slice->topology) : QJsonValue(QJsonValue::Null));
        QJsonObject slice;
        if (r.slice)
            slice = QJsonObject{
                {"topology", r.slice->topology},       {"accelerator", r.slice->accelerator},
                {"machineType", r.slice->machineType}, {"chips", double(r.slice->chips)},
                {"vms", double(r.slice->vms)},         {"multiHost", r.slice->multiHost}};
        versions.append(QJsonObject{
            {"version", r.chip.version},
            {"minChips", optInt(r.minChips)},
            {"figureNotes", QJsonArray::fromStringList(r.chip.figureNotes)},
            {"smallestSlice", r.slice ? QJsonValue(slice) : QJsonValue()},
            {"chips", r.chips > 0 ? QJsonValue(double(r.chips)) : QJsonValue()},
            {"chipsGiven", r.chipsGiven},
            {"fits", r.chips > 0 ? QJsonValue(r.fits) : QJsonValue()},
            {"decodeStepSeconds", opt(r.decodeStepSeconds)},
            {"decodeBound", r.decodeStepSeconds
                                ? QJsonValue(r.computeBoundStep ? QStringLiteral("compute")
                                                                : QStringLiteral("memory"))
                                : QJsonValue()},
            {"tokensPerSecond", opt(r.tokensPerSecond)},
            {"prefillSeconds", opt(r.prefillSeconds)},
            {"criticalBatch", opt(r.criticalBatch)},
            {"replicas", optInt(r.replicas)},
            {"steps", stepsJson(r.steps)}});
    }
    const ServingOnChip *chosen = rowOf(s.perChip, version);
    return QJsonObject{
        {"context", s.input.context},
        {"batch", double(s.input.batch)},
        {"weights", s.input.weights},
        {"kv", s.input.kv},
        {"prefillMfu", s.input.prefillMfu},
        {"targetTokensPerSecond", opt(s.input.targetTokensPerSecond)},
        {"kvBytesPerToken", opt(s.kvBytesPerToken)},
        {"kvBytesPerSequence", opt(s.kvBytesPerSequence)},
        {"memory",
         QJsonObject{{"weights", s.weightsBytes}, {"kv", s.kvBytes}, {"total", s.totalBytes}}},
        {"minChips", minChips},
        {"smallestSlice", smallest},
        {"version", version.isEmpty() ? QJsonValue() : QJsonValue(version)},
        {"decodeStepSeconds", chosen ? opt(chosen->decodeStepSeconds) : QJsonValue()},
        {"tokensPerSecond", chosen ? opt(chosen->tokensPerSecond) : QJsonValue()},
        {"prefillSeconds", chosen ? opt(chosen->prefillSeconds) : QJsonValue()},
        {"replicas", chosen ? optInt(chosen->replicas) : QJsonValue()},
        {"planSlices", planSlices > 0 ? QJsonValue(planSlices) : QJsonValue()},
        {"versions", versions},
        {"steps", stepsJson(s.steps)}};
}

// A result in the unit people read: bytes as GB/TB, seconds as ms/days, the rest in e-notation.
QString valueText(const sizing::Step &s)
{
    if (s.unit == QLatin1String("bytes"))
        return QStringLiteral("%1 (%2 bytes)").arg(bytesText(s.value), sci(s.value));
    if (s.unit == QLatin1String("s"))
        return QStringLiteral("%1 (%2 s)").arg(secondsText(s.value), sci(s.value));
    // A whole number of chips in the language's plural ("1 chip", "4 chips"); sci() keeps its
    // exponent for the large ones.
    if (s.unit == QLatin1String("chips") && s.value >= 0 && s.value < 1e5 &&
        s.value == std::floor(s.value))
        return Text::tr("%n chip(s)", nullptr, int(s.value));
    return QStringLiteral("%1 %2").arg(sci(s.value), s.unit);
}

void stepsText(QString &out, const std::vector<sizing::Step> &steps, const QString &indent)
{
    for (const sizing::Step &s : steps)
        out += Text::tr("%1%2 = %3\n%1    = %4 = %5  [%6]\n")
                   .arg(indent, s.what, s.formula, s.numbers, valueText(s), s.source);
}

// The catalog's word on the figures a version's estimate uses: where Google and the book
// disagree, and which figure is used.
void figureNotesText(QString &out, const sizing::Chip &chip)
{
    for (const QString &note : chip.figureNotes)
        out += Text::tr("      Figure: %1\n").arg(note);
}

QString orUnknown(const std::optional<double> &v, const std::function<QString(double)> &f)
{
    return v ? f(*v) : Text::tr("unknown");
}

void trainingText(QString &o, const Training &t)
{
    o += Text::tr("Training (estimate): %1 tokens, global batch %2 tokens, %3 checkpoints per "
                  "layer, MFU %4 %\n")
             .arg(t.input.tokens ? sci(*t.input.tokens) : Text::tr("(no --tokens: no time)"),
                  sci(t.input.batchTokens))
             .arg(t.input.checkpointsPerLayer)
             .arg(t.input.mfu * 100);
    o += Text::tr("  Conventions (How to Scale Your Model, parts 4-6): 6 · P FLOPs per token, "
                  "bf16 parameters (2 bytes), Adam in fp32 (8 bytes, no separate gradient "
                  "buffer), saved activations 2 · D bytes per token per checkpoint.\n");
    stepsText(o, t.steps, QStringLiteral("  "));
    if (!t.activationsBytes)
        o += Text::tr("  Activations are not counted: they need the architecture (--model or "
                      "--layers and --d-model).\n");
    if (t.attentionFlopsPerToken && t.flopsPerToken > 0 &&
        *t.attentionFlopsPerToken > 0.1 * t.flopsPerToken)
        o += Text::tr("  Attention adds %1 % to 6 · P at this sequence length: the FLOPs and "
                      "times below leave it out.\n")
                 .arg(qRound(100 * *t.attentionFlopsPerToken / t.flopsPerToken));
    for (const TrainingOnChip &r : t.perChip) {
        o += Text::tr("  %1 (%2 HBM per chip): minimum chips %3")
                 .arg(r.chip.version,
                      r.chip.hbmFigure.isEmpty() ? Text::tr("unknown") : r.chip.hbmFigure,
                      r.minChips ? QString::number(*r.minChips) : Text::tr("unknown"));
        if (r.chips > 0) {
            o += Text::tr("; on %n chip(s)%1: %2, FSDP %3", nullptr, int(r.chips))
                     .arg(r.chipsGiven ? QString() : Text::tr(" (the minimum)"),
                          orUnknown(r.seconds, [](double s) { return secondsText(s); }),
                          r.bound ? (*r.bound == Bound::Compute ? Text::tr("compute-bound")
                                                                : Text::tr("communication-bound"))
                                  : Text::tr("bound unknown (no ICI figure per link)"));
        }
        o += QLatin1Char('\n');
        figureNotesText(o, r.chip);
        stepsText(o, r.steps, QStringLiteral("      "));
    }
}

void servingText(QString &o, const Serving &s)
{
    o += Text::tr("Serving (estimate): weights %1, KV cache %2, context %3 tokens, batch %4 "
                  "sequences, prefill MFU %5 %\n")
             .arg(s.input.weights, s.input.kv, sci(s.input.context))
             .arg(s.input.batch)
             .arg(s.input.prefillMfu * 100);
    o += Text::tr("  Conventions (How to Scale Your Model, parts 7-8): the slice holds weights "
                  "and KV cache; a decode step reads them all once (a lower bound), prefill runs "
                  "at the assumed MFU.\n");
    stepsText(o, s.steps, QStringLiteral("  "));
    if (!s.kvBytesPerToken)
        o += Text::tr("  The KV cache is not counted: it needs the architecture (--model or "
                      "every architecture flag).\n");
    for (const ServingOnChip &r : s.perChip) {
        o += Text::tr("  %1 (%2 HBM per chip): minimum chips %3; smallest slice %4")
                 .arg(r.chip.version,
                      r.chip.hbmFigure.isEmpty() ? Text::tr("unknown") : r.chip.hbmFigure,
                      r.minChips ? QString::number(*r.minChips) : Text::tr("unknown"),
                      r.slice ? Text::tr("%1 (%2, %n chip(s), %3)", nullptr, int(r.slice->chips))
                                    .arg(r.slice->topology, r.slice->machineType)
                                    .arg(r.slice->multiHost ? Text::tr("multi-host")
                                                            : Text::tr("single-host"))
                              : Text::tr("none listed holds it"));
        if (r.decodeStepSeconds && r.tokensPerSecond)
            o += Text::tr("; on %n chip(s): decode step %1, %2 tokens/s", nullptr, int(r.chips))
                     .arg(secondsText(*r.decodeStepSeconds),
                          QString::number(*r.tokensPerSecond, 'f', 0));
        if (r.chipsGiven && !r.fits)
            o += Text::tr("; DOES NOT FIT in %n chip(s)", nullptr, int(r.chips));
        o += QLatin1Char('\n');
        figureNotesText(o, r.chip);
        stepsText(o, r.steps, QStringLiteral("      "));
    }
}

} // namespace

QJsonObject sizeToJson(const SizeReport &r)
{
    QJsonObject model{
        {"name", r.modelName},
        {"preset", r.presetId.isEmpty() ? QJsonValue() : QJsonValue(r.presetId)},
        {"params", r.params},
        {"notModelled", r.notModelled.isEmpty() ? QJsonValue() : QJsonValue(r.notModelled)}};
    if (r.arch)
        model.insert("architecture", QJsonObject{{"layers", double(r.arch->layers)},
                                                 {"dModel", double(r.arch->dModel)},
                                                 {"ffn", double(r.arch->ffn)},
                                                 {"heads", double(r.arch->heads)},
                                                 {"kvHeads", double(r.arch->kvHeads)},
                                                 {"headDim", double(r.arch->headDim)},
                                                 {"vocab", double(r.arch->vocab)},
                                                 {"tiedEmbeddings", r.arch->tiedEmbeddings}});
    if (r.count)
        model.insert("paramCount", QJsonObject{{"mlp", r.count->mlp},
                                               {"attention", r.count->attention},
                                               {"embeddings", r.count->embeddings},
                                               {"total", r.count->total()}});
    QJsonObject o{{"estimate", true},
                  {"note", QStringLiteral("Estimates from the catalog's published chip figures "
                                          "and How to Scale Your Model's formulas; not "
                                          "measurements.")},
                  {"model", model},
                  {"flopsPerToken", 6 * r.params}};
    if (r.training)
        o.insert("training", trainingJson(*r.training, r.version));
    if (r.serving)
        o.insert("serving", servingJson(*r.serving, r.version, r.planSlices));
    if (!r.planFile.isEmpty())
        o.insert("plan", QJsonObject{{"file", r.planFile}, {"shape", r.planShape}});
    return o;
}

QString sizeToText(const SizeReport &r)
{
    QString o = Text::tr("ESTIMATE, not a measurement: the catalog's published chip figures and "
                         "How to Scale Your Model's formulas (jax-ml.github.io/scaling-book).\n");
    o += Text::tr("Model: %1, %2 parameters\n").arg(r.modelName, sci(r.params));
    if (r.count && r.arch)
        o += Text::tr("  P = 3·D·F·L + 2·D·H·(N+K)·L + %1·D·V = %2 (MLP) + %3 (attention) + %4 "
                      "(embeddings) = %5  [How to Scale Your Model, part 4]\n")
                 .arg(r.arch->tiedEmbeddings ? QStringLiteral("1") : QStringLiteral("2"),
                      sci(r.count->mlp), sci(r.count->attention), sci(r.count->embeddings),
                      sci(r.count->total()));
    if (!r.notModelled.isEmpty())
        o += Text::tr("  Not modelled: %1\n").arg(r.notModelled);
    if (r.training)
        trainingText(o, *r.training);
    if (r.serving) {
        servingText(o, *r.serving);
        if (r.planSlices > 1)
            o += Text::tr("  The plan has %1 slices: each serves as one replica, so its tokens/s "
                          "are %1 times those of one slice above.\n")
                     .arg(r.planSlices);
    }
    if (!r.planFile.isEmpty())
        o += Text::tr("Wrote %1: %2\n").arg(r.planFile, r.planShape);
    return o;
}

} // namespace tpu::cli
