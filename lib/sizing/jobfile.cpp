#include "sizing/jobfile.h"

#include "catalog/jsonreader.h"

#include <QCoreApplication>
#include <cmath>

namespace tpu::sizing {

namespace {
struct JobFileText
{
    Q_DECLARE_TR_FUNCTIONS(tpu::sizing::JobFile)
};

// A positive number up to `max` (the readers' own numbers stop at 1e7, too small for tokens).
double number(json::ObjectReader &r, const QString &key, double max, bool whole)
{
    const QJsonValue v = r.value(key);
    const double d = v.toDouble(-1);
    if (!v.isDouble() || !std::isfinite(d) || d <= 0 || d > max || (whole && d != std::floor(d)))
        r.fail(key, JobFileText::tr("must be a positive %1 up to %2")
                        .arg(whole ? JobFileText::tr("whole number") : JobFileText::tr("number"))
                        .arg(max));
    return d;
}

std::optional<double> optNumber(json::ObjectReader &r, const QString &key, double max, bool whole)
{
    if (!r.has(key) || r.value(key).isNull())
        return std::nullopt;
    return number(r, key, max, whole);
}

QString precision(json::ObjectReader &r, const QString &key, const QStringList &allowed)
{
    const QString p = r.string(key);
    if (!allowed.contains(p))
        r.fail(key, JobFileText::tr("must be one of %1").arg(allowed.join(QStringLiteral(", "))));
    return p;
}

QJsonValue opt(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

} // namespace

QJsonObject jobToJson(const Job &job)
{
    QJsonObject o{
        {QStringLiteral("model"), job.presetId.isEmpty() ? QJsonValue() : QJsonValue(job.presetId)},
        {QStringLiteral("params"),
         job.presetId.isEmpty() || job.paramsGiven
             ? QJsonValue(job.training ? job.train.params : job.serve.params)
             : QJsonValue()}};
    if (job.training)
        o.insert(QStringLiteral("training"),
                 QJsonObject{{QStringLiteral("tokens"), opt(job.train.tokens)},
                             {QStringLiteral("batchTokens"), job.train.batchTokens},
                             {QStringLiteral("checkpointsPerLayer"), job.train.checkpointsPerLayer},
                             {QStringLiteral("mfu"), job.train.mfu}});
    else
        o.insert(QStringLiteral("serving"),
                 QJsonObject{{QStringLiteral("context"), job.serve.context},
                             {QStringLiteral("batch"), double(job.serve.batch)},
                             {QStringLiteral("weights"), job.serve.weights},
                             {QStringLiteral("kv"), job.serve.kv},
                             {QStringLiteral("mfu"), job.serve.prefillMfu},
                             {QStringLiteral("targetTokensPerSecond"),
                              opt(job.serve.targetTokensPerSecond)}});
    return o;
}

Job readJob(const QJsonValue &value, const QString &path)
{
    json::ObjectReader r(value, path);
    Job job;
    std::optional<Architecture> arch;
    double params = 0;
    if (r.has(QStringLiteral("model")) && !r.value(QStringLiteral("model")).isNull()) {
        const QString id = r.string(QStringLiteral("model"));
        const Preset *p = findPreset(id);
        if (!p) {
            QStringList ids;
            for (const Preset &known : presets())
                ids << known.id;
            r.fail(QStringLiteral("model"),
                   JobFileText::tr("\"%1\" is not a preset; the presets "
                                   "are: %2")
                       .arg(json::echo(id), ids.join(QStringLiteral(", "))));
        }
        job.presetId = p->id;
        job.modelName = p->name;
        arch = p->arch;
        params = countParams(p->arch).total();
    }
    if (const auto p = optNumber(r, QStringLiteral("params"), 1e15, false)) {
        params = *p;
        job.paramsGiven = !job.presetId.isEmpty();
        if (job.presetId.isEmpty())
            job.modelName = JobFileText::tr("%1 parameters").arg(*p, 0, 'g', 4);
    }
    if (params <= 0)
        r.fail(QStringLiteral("model"), JobFileText::tr("give a model preset or params"));
    const bool training = r.has(QStringLiteral("training"));
    if (training == r.has(QStringLiteral("serving")))
        r.fail(QStringLiteral("training"), JobFileText::tr("give exactly one of training and "
                                                           "serving"));
    job.training = training;
    if (training) {
        json::ObjectReader t(r.value(QStringLiteral("training")),
                             r.pathOf(QStringLiteral("training")));
        job.train.params = params;
        job.train.arch = arch;
        job.train.tokens = optNumber(t, QStringLiteral("tokens"), 1e16, false);
        job.train.batchTokens = number(t, QStringLiteral("batchTokens"), 1e12, false);
        job.train.checkpointsPerLayer =
            int(number(t, QStringLiteral("checkpointsPerLayer"), 1000, true));
        job.train.mfu = number(t, QStringLiteral("mfu"), 1, false);
        t.finish();
    } else {
        json::ObjectReader s(r.value(QStringLiteral("serving")),
                             r.pathOf(QStringLiteral("serving")));
        job.serve.params = params;
        job.serve.arch = arch;
        job.serve.context = number(s, QStringLiteral("context"), 1e8, true);
        job.serve.batch = (long long)number(s, QStringLiteral("batch"), 1e7, true);
        job.serve.weights =
            precision(s, QStringLiteral("weights"),
                      {QStringLiteral("bf16"), QStringLiteral("int8"), QStringLiteral("int4")});
        job.serve.kv =
            precision(s, QStringLiteral("kv"), {QStringLiteral("bf16"), QStringLiteral("int8")});
        job.serve.prefillMfu = number(s, QStringLiteral("mfu"), 1, false);
        job.serve.targetTokensPerSecond =
            optNumber(s, QStringLiteral("targetTokensPerSecond"), 1e12, false);
        s.finish();
    }
    r.finish();
    return job;
}

} // namespace tpu::sizing
