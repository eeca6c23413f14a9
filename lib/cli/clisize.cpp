// `tpu-planner size`: a model (preset, architecture or parameter count) and a training or serving
// job become memory, chips, time and tokens/s per TPU version (lib/sizing); -o writes the
// cheapest plan that holds it, found by the alternatives engine.
#include "catalog/catalog.h"
#include "catalog/jsonreader.h"
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "cli/sizeoutput.h"
#include "model/alternatives.h"
#include "model/planfile.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "sizing/amount.h"
#include "sizing/jobfile.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <cmath>

namespace tpu::cli {

using namespace tpu::sizing;
using namespace tpu::model;

namespace {

QList<QCommandLineOption> sizeOptions()
{
    auto o = [](const char *name, const QString &help, const char *value = nullptr) {
        return value ? QCommandLineOption(QLatin1String(name), help, QLatin1String(value))
                     : QCommandLineOption(QLatin1String(name), help);
    };
    return {
        o("model", Text::tr("A preset: llama-3-8b, llama-3-70b, llama-3-405b, gemma-3-27b."),
          "name"),
        o("params",
          Text::tr("Parameters (70e9, 70B); with an architecture it replaces the "
                   "count."),
          "N"),
        o("layers", Text::tr("Architecture: layers L."), "L"),
        o("d-model", Text::tr("Architecture: model dimension D."), "D"),
        o("ffn", Text::tr("Architecture: MLP dimension F (gated MLP, 3 matrices)."), "F"),
        o("heads", Text::tr("Architecture: query heads N."), "N"),
        o("kv-heads", Text::tr("Architecture: key/value heads K."), "K"),
        o("head-dim", Text::tr("Architecture: head dimension H."), "H"),
        o("vocab", Text::tr("Architecture: vocabulary V."), "V"),
        o("tied-embeddings", Text::tr("Architecture: one embedding matrix for input and output.")),
        o("train", Text::tr("Size training (with --serve: both; neither: both).")),
        o("tokens", Text::tr("Training tokens (15T)."), "T"),
        o("batch-tokens", Text::tr("Training: global batch in tokens (default 4M)."), "B"),
        o("checkpoints-per-layer",
          Text::tr("Training: activations saved per layer (default 4, the book's)."), "C"),
        o("seq-len", Text::tr("Training: sequence length, for the attention FLOPs (default 8192)."),
          "S"),
        o("mfu", Text::tr("Assumed model FLOPs utilisation, 0 to 1 (default 0.4)."), "M"),
        o("serve", Text::tr("Size serving.")),
        o("context", Text::tr("Serving: tokens cached per sequence (default 8192)."), "T"),
        o("batch", Text::tr("Serving: concurrent sequences (default 1)."), "B"),
        o("weights", Text::tr("Serving: weights precision bf16, int8 or int4 (default bf16)."),
          "p"),
        o("kv", Text::tr("Serving: KV cache precision bf16 or int8 (default bf16)."), "p"),
        o("target-tokens-per-second",
          Text::tr("Serving: tokens/s to reach; says how many replicas it takes."), "R"),
        o("tpu", Text::tr("Size for this TPU version only."), "version"),
        o("chips",
          Text::tr("The chips the times are for (default: the minimum, or the smallest "
                   "slice)."),
          "N"),
        o("plan", Text::tr("Size for this plan's TPU version and slices."), "PLAN"),
        QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                           Text::tr("Write the plan of the cheapest slice that holds the model."),
                           QStringLiteral("PLAN")),
        o("force", Text::tr("Overwrite an existing -o file.")),
        o("image",
          Text::tr("-o: the container image the plan's workload runs (without it, add one with "
                   "edit --image before exporting the manifests)."),
          "image"),
    };
}

struct Parsed
{
    SizeReport report;
    TrainingInput training;
    ServingInput serving;
    bool train = false, serve = false;
    std::vector<Chip> chips;
    std::optional<long long> givenChips;
    int givenAxes = 0;
    // --plan: serving runs one replica a slice, so it is sized on one slice's chips.
    std::optional<long long> servingChips;
    std::optional<Plan> plan;
};

// Reads the flags into `p`; returns -1, or the exit code after saying why.
struct SizeFlags
{
    VerbContext &ctx;
    const catalog::Catalog &cat;
    Parsed &p;

    bool isSet(const char *n) const { return ctx.parser.isSet(QLatin1String(n)); }
    QString value(const char *n) const { return ctx.parser.value(QLatin1String(n)); }
    int fail(const QString &why) const
    {
        return ctx.fail(Text::tr("tpu-planner size: %1").arg(why));
    }

    // A positive count with the suffixes of parseAmount; `whole` refuses fractions.
    bool amount(const char *name, double *out, bool whole, double max = 1e18) const
    {
        const auto v = parseAmount(value(name));
        if (!v || *v <= 0 || *v > max || (whole && *v != std::floor(*v)))
            return false;
        *out = *v;
        return true;
    }
    int badAmount(const char *name) const
    {
        return fail(Text::tr("--%1 takes a positive number such as 70e9, 15T, 4M or 8192 (got "
                             "\"%2\")")
                        .arg(QLatin1String(name), json::echo(value(name))));
    }

    int model()
    {
        static const char *archFlags[] = {"layers",   "d-model",  "ffn",  "heads",
                                          "kv-heads", "head-dim", "vocab"};
        int archCount = 0;
        for (const char *f : archFlags)
            archCount += isSet(f) ? 1 : 0;
        if (isSet("model") && archCount > 0)
            return fail(Text::tr("give --model or the architecture flags, not both"));
        SizeReport &r = p.report;
        if (isSet("model")) {
            const Preset *preset = findPreset(value("model"));
            if (!preset) {
                QStringList ids;
                for (const Preset &known : presets())
                    ids << known.id;
                return fail(Text::tr("unknown model \"%1\"; the presets are: %2")
                                .arg(json::echo(value("model")), ids.join(QStringLiteral(", "))));
            }
            r.modelName = preset->name;
            r.presetId = preset->id;
            r.notModelled = preset->notModelledText();
            r.arch = preset->arch;
        } else if (archCount > 0) {
            if (archCount < 7) {
                QStringList missing;
                for (const char *f : archFlags)
                    if (!isSet(f))
                        missing << QStringLiteral("--") + QLatin1String(f);
                return fail(Text::tr("the architecture needs every one of --layers, --d-model, "
                                     "--ffn, --heads, --kv-heads, --head-dim, --vocab; missing: "
                                     "%1")
                                .arg(missing.join(QStringLiteral(", "))));
            }
            Architecture a;
            long long *fields[] = {&a.layers,  &a.dModel,  &a.ffn,  &a.heads,
                                   &a.kvHeads, &a.headDim, &a.vocab};
            for (int i = 0; i < 7; ++i) {
                double v = 0;
                if (!amount(archFlags[i], &v, true, 1e9))
                    return badAmount(archFlags[i]);
                *fields[i] = (long long)v;
            }
            a.tiedEmbeddings = isSet("tied-embeddings");
            if (a.kvHeads > a.heads)
                return fail(Text::tr("--kv-heads (%1) cannot exceed --heads (%2)")
                                .arg(a.kvHeads)
                                .arg(a.heads));
            r.arch = a;
            r.modelName = Text::tr("custom architecture");
        } else if (!isSet("params")) {
            return fail(Text::tr("give --model NAME, --params N or the architecture (--layers "
                                 "--d-model --ffn --heads --kv-heads --head-dim --vocab)"));
        }
        if (r.arch) {
            r.count = countParams(*r.arch);
            r.params = r.count->total();
        }
        if (isSet("params")) {
            if (!amount("params", &r.params, false, 1e15))
                return badAmount("params");
            if (!r.arch)
                r.modelName = Text::tr("%1 parameters").arg(sci(r.params));
        }
        return -1;
    }

    int jobs()
    {
        static const char *trainFlags[] = {"tokens", "batch-tokens", "checkpoints-per-layer",
                                           "seq-len"};
        static const char *serveFlags[] = {"context", "batch", "weights", "kv",
                                           "target-tokens-per-second"};
        p.train = isSet("train");
        p.serve = isSet("serve");
        for (const char *f : trainFlags)
            p.train = p.train || isSet(f);
        for (const char *f : serveFlags)
            p.serve = p.serve || isSet(f);
        if (!p.train && !p.serve)
            p.train = p.serve = true;
        TrainingInput &t = p.training;
        ServingInput &s = p.serving;
        t.params = s.params = p.report.params;
        t.arch = s.arch = p.report.arch;
        double v = 0;
        if (isSet("tokens")) {
            if (!amount("tokens", &v, false))
                return badAmount("tokens");
            t.tokens = v;
        }
        const struct
        {
            const char *flag;
            double *into;
            bool whole;
            double max;
        } numbers[] = {{"batch-tokens", &t.batchTokens, false, 1e12},
                       {"seq-len", &t.sequenceLength, true, 1e8},
                       {"context", &s.context, true, 1e8}};
        for (const auto &n : numbers)
            if (isSet(n.flag) && !amount(n.flag, n.into, n.whole, n.max))
                return badAmount(n.flag);
        if (isSet("checkpoints-per-layer")) {
            if (!amount("checkpoints-per-layer", &v, true, 1000))
                return badAmount("checkpoints-per-layer");
            t.checkpointsPerLayer = int(v);
        }
        if (isSet("batch")) {
            if (!amount("batch", &v, true, 1e7))
                return badAmount("batch");
            s.batch = (long long)v;
        }
        if (isSet("target-tokens-per-second")) {
            if (!amount("target-tokens-per-second", &v, false))
                return badAmount("target-tokens-per-second");
            s.targetTokensPerSecond = v;
        }
        if (isSet("mfu")) {
            bool ok = false;
            const double m = value("mfu").toDouble(&ok);
            if (!ok || !(m > 0 && m <= 1))
                return fail(Text::tr("--mfu takes a fraction above 0 and at most 1, such as "
                                     "0.4 (got \"%1\")")
                                .arg(json::echo(value("mfu"))));
            t.mfu = s.prefillMfu = m;
        }
        if (isSet("weights")) {
            s.weights = value("weights").toLower();
            if (s.weights != QLatin1String("bf16") && s.weights != QLatin1String("int8") &&
                s.weights != QLatin1String("int4"))
                return fail(Text::tr("--weights takes bf16, int8 or int4"));
        }
        if (isSet("kv")) {
            s.kv = value("kv").toLower();
            if (s.kv != QLatin1String("bf16") && s.kv != QLatin1String("int8"))
                return fail(Text::tr("--kv takes bf16 or int8"));
        }
        return -1;
    }

    int hardware()
    {
        if (isSet("chips") && isSet("plan"))
            return fail(Text::tr("give --chips or --plan, not both"));
        QString version;
        if (isSet("tpu")) {
            const catalog::Version *v = cat.version(value("tpu"));
            if (!v)
                return fail(unknownVersionMessage(cat, value("tpu")));
            version = v->id;
        }
        if (isSet("chips")) {
            double n = 0;
            if (!amount("chips", &n, true, 1e6))
                return badAmount("chips");
            p.givenChips = (long long)n;
        }
        if (isSet("plan")) {
            const auto loaded = PlanFile::load(value("plan"));
            if (!loaded.plan)
                return ctx.fail(loaded.error);
            const Resolution res = resolve(cat, *loaded.plan);
            if (!res.isComplete())
                return fail(Text::tr("%1 does not name a whole slice (TPU version, machine type "
                                     "and topology)")
                                .arg(value("plan")));
            if (!version.isEmpty() && version != loaded.plan->tpuVersion)
                return fail(Text::tr("--tpu %1 is not the plan's TPU version (%2)")
                                .arg(version, loaded.plan->tpuVersion));
            version = loaded.plan->tpuVersion;
            p.plan = *loaded.plan;
            p.givenChips = res.chipsPerSlice * loaded.plan->slices;
            p.servingChips = res.chipsPerSlice;
            p.report.planSlices = loaded.plan->slices;
            int axes = 0;
            for (int d : res.topology->dims())
                axes += d > 1 ? 1 : 0;
            p.givenAxes = std::max(1, axes);
            p.serving.mode = loaded.plan->mode;
        }
        p.report.version = version;
        if (!version.isEmpty()) {
            if (!cat.spec(version))
                return fail(Text::tr("the catalog has no chip figures for %1").arg(version));
            p.chips.push_back(chipOf(cat, version));
        } else {
            p.chips = chipsOf(cat);
        }
        return -1;
    }
};

// The cheapest plan whose slices hold the job on some version sized: the alternatives engine,
// asked for each version's chips, in every region. Serving keeps to one slice.
int writeCheapestPlan(VerbContext &ctx, const catalog::Catalog &cat, Parsed &p, const QString &file)
{
    std::optional<Plan> base = p.plan;
    if (!base) {
        // A plan with the defaults of `tpu-planner new` (mode, zone, workload) to apply to.
        QTemporaryDir dir;
        QString sink;
        QTextStream quiet(&sink);
        for (const Chip &c : p.chips) {
            const QString f = dir.filePath(QStringLiteral("base.tpuplan"));
            QStringList args{QStringLiteral("-o"),
                             f,
                             QStringLiteral("--tpu"),
                             c.version,
                             QStringLiteral("--workload"),
                             p.serve && !p.train ? QStringLiteral("serving")
                                                 : QStringLiteral("training"),
                             QStringLiteral("--force")};
            if (ctx.parser.isSet(QStringLiteral("catalog")))
                args << QStringLiteral("--catalog") << ctx.parser.value(QStringLiteral("catalog"));
            if (runNew(args, quiet, quiet) == Ok || QFileInfo::exists(f)) {
                if (auto loaded = PlanFile::load(f); loaded.plan) {
                    base = *loaded.plan;
                    break;
                }
            }
        }
        if (!base)
            return ctx.fail(Text::tr("tpu-planner size: no plan could be started for -o"));
    }
    std::optional<Alternative> best;
    for (size_t i = 0; i < p.chips.size(); ++i) {
        long long need = 0;
        if (p.train && p.report.training) {
            const TrainingOnChip &t = p.report.training->perChip[i];
            need = std::max(need, t.chipsGiven ? t.chips : t.minChips.value_or(0));
            if (!t.minChips)
                continue;
        }
        if (p.serve && p.report.serving) {
            const ServingOnChip &s = p.report.serving->perChip[i];
            if (!s.slice)
                continue;
            need = std::max(need, s.chipsGiven ? s.chips : s.slice->chips);
        }
        if (need <= 0)
            continue;
        AlternativeRequest req;
        req.anyRegion = true;
        req.target = AlternativeTarget{AlternativeTarget::Kind::Chips, double(need)};
        const Alternatives alts = findAlternatives(cat, *base, req);
        for (const Alternative &a : alts.rows) {
            if (a.version != p.chips[i].version || !a.passes || a.chips < need)
                continue;
            if (p.serve && a.slices != 1)
                continue;
            const auto cost = [](const Alternative &x) {
                return x.costPerHour.value.value_or(INFINITY);
            };
            if (!best || cost(a) < cost(*best) || (cost(a) == cost(*best) && a.chips < best->chips))
                best = a;
        }
    }
    if (!best) {
        ctx.err << Text::tr("tpu-planner size: no slice the catalog offers holds it, so no plan "
                            "was written")
                << '\n';
        return PlanHasErrors;
    }
    Plan written = best->applied;
    if (ctx.parser.isSet(QStringLiteral("image")))
        written.workload.image = ctx.parser.value(QStringLiteral("image"));
    const QString error = PlanFile::save(written, file);
    if (!error.isEmpty())
        return ctx.fail(Text::tr("tpu-planner size: the plan was not written: %1").arg(error));
    p.report.planFile = file;
    p.report.planShape =
        Text::tr("%1 %2 %3 in %4, %5")
            .arg(best->versionName, best->machineType,
                 best->slices > 1
                     ? Text::tr("%1 × %2 slices").arg(best->topology.toString()).arg(best->slices)
                     : best->topology.toString(),
                 best->zone,
                 best->costPerHour.value
                     ? Text::tr("%1 USD/hour (%2)")
                           .arg(QString::number(*best->costPerHour.value, 'f', 2), best->costBasis)
                     : Text::tr("cost unknown"));
    // A plan as the alternatives judge it: without --image, no container image yet is the only
    // error it may have (`edit PLAN --image …` before exporting the manifests).
    const auto findings = checkPlan(cat, written);
    return std::any_of(findings.begin(), findings.end(), blocksPlanning) ? PlanHasErrors : Ok;
}

} // namespace

std::optional<sizing::Job> jobFromSizeFlags(const QStringList &words,
                                            const catalog::Catalog &catalog, QString *why)
{
    QString said;
    QTextStream quiet(&said);
    VerbContext ctx(quiet, quiet, QStringLiteral("size"));
    ctx.parser.addOptions(sizeOptions());
    const auto refused = [&] { // size's own words, without its name and its help's pointer
        quiet.flush();
        *why = said.trimmed();
        why->remove(QStringLiteral("tpu-planner size: "));
        why->remove(QStringLiteral(" (see tpu-planner size --help)"));
        *why = QStringLiteral("--job: ") + *why;
        return std::optional<Job>();
    };
    if (ctx.parse(words, QString(), {}) >= 0)
        return refused();
    // Only the model and its job: the hardware is the request's plan.
    static const char *notAJob[] = {
        "layers", "d-model", "ffn",  "heads",  "kv-heads", "head-dim", "vocab",   "tied-embeddings",
        "tpu",    "chips",   "plan", "output", "force",    "image",    "catalog", "help"};
    for (const char *flag : notAJob)
        if (ctx.parser.isSet(QLatin1String(flag))) {
            *why = Text::tr("--job takes a model (--model or --params) and the flags of its "
                            "training or serving job, not --%1")
                       .arg(QLatin1String(flag));
            return {};
        }
    if (!ctx.parser.positionalArguments().isEmpty()) {
        *why = Text::tr("--job: unexpected \"%1\"")
                   .arg(json::echo(ctx.parser.positionalArguments().first()));
        return {};
    }
    Parsed p;
    SizeFlags flags{ctx, catalog, p};
    for (int (SizeFlags::*step)() : {&SizeFlags::model, &SizeFlags::jobs})
        if ((flags.*step)() >= 0)
            return refused();
    if (p.train == p.serve) {
        *why = Text::tr("--job is one job: give --train or --serve (or their flags)");
        return {};
    }
    Job job;
    job.presetId = p.report.presetId;
    job.modelName = p.report.modelName;
    job.paramsGiven = !job.presetId.isEmpty() && ctx.parser.isSet(QStringLiteral("params"));
    job.training = p.train;
    job.train = p.training;
    job.serve = p.serving;
    try { // as a review file reads it back: what is written is what loads
        return readJob(jobToJson(job), QStringLiteral("--job"));
    } catch (const json::ReadError &e) {
        *why = e.path + QStringLiteral(": ") + e.rule;
        return {};
    }
}

int runSize(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("size"));
    ctx.parser.addOptions(sizeOptions());
    const int rc = ctx.parse(
        args,
        Text::tr("Estimate what a model needs to train or serve on each TPU version: memory, "
                 "chips, time, tokens/s, with the arithmetic of How to Scale Your Model. Exit 0 "
                 "when sized (and it fits the given chips or plan), 1 when it does not fit them or "
                 "no slice holds it, 2 on unusable input."),
        {QStringLiteral("text"), QStringLiteral("json")});
    if (rc >= 0)
        return rc;
    if (!ctx.parser.positionalArguments().isEmpty())
        return ctx.fail(Text::tr("tpu-planner size: unexpected argument \"%1\"")
                            .arg(json::echo(ctx.parser.positionalArguments().first())));
    const QString file = ctx.parser.value(QStringLiteral("output"));
    if (!file.isEmpty() && QFileInfo::exists(file) && !ctx.parser.isSet(QStringLiteral("force")))
        return ctx.fail(
            Text::tr("tpu-planner size: %1 exists; use --force to overwrite it").arg(file));
    if (file.isEmpty() && ctx.parser.isSet(QStringLiteral("image")))
        return ctx.fail(Text::tr("tpu-planner size: --image is the image of the plan -o writes; "
                                 "give -o PLAN too"));
    const auto loaded = ctx.loadCatalog();
    if (!loaded.ok())
        return ctx.fail(loaded.errorMessage());
    const catalog::Catalog &cat = *loaded.catalog;
    Parsed p;
    SizeFlags flags{ctx, cat, p};
    for (int (SizeFlags::*step)() : {&SizeFlags::model, &SizeFlags::jobs, &SizeFlags::hardware})
        if (const int code = (flags.*step)(); code >= 0)
            return code;

    if (p.train)
        p.report.training = sizeTraining(p.training, p.chips, p.givenChips, p.givenAxes);
    if (p.serve)
        p.report.serving =
            sizeServing(p.serving, cat, p.chips, p.servingChips ? p.servingChips : p.givenChips);

    // 1 when the given chips or plan cannot hold it, or a single version has no slice for it.
    bool fits = true;
    for (size_t i = 0; i < p.chips.size(); ++i) {
        if (p.report.training) {
            const TrainingOnChip &t = p.report.training->perChip[i];
            if (t.chipsGiven && t.minChips && t.chips < *t.minChips)
                fits = false;
        }
        if (p.report.serving) {
            const ServingOnChip &s = p.report.serving->perChip[i];
            if ((s.chipsGiven && !s.fits) ||
                (!s.chipsGiven && !p.report.version.isEmpty() && !s.slice))
                fits = false;
        }
    }
    int code = fits ? Ok : PlanHasErrors;
    if (!file.isEmpty()) {
        const int written = writeCheapestPlan(ctx, cat, p, file);
        if (written == UnusableInput)
            return written;
        code = std::max(code, written);
    }
    if (ctx.format() == QLatin1String("json"))
        out << QJsonDocument(sizeToJson(p.report)).toJson(QJsonDocument::Indented);
    else
        out << sizeToText(p.report);
    return code;
}

} // namespace tpu::cli
