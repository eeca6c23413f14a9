#include "sizing/job.h"

#include "catalog/catalog.h"
#include "sizing/amount.h"
#include "sizing/jobfile.h"

#include <QCoreApplication>
#include <cmath>

namespace tpu::sizing {

namespace {
struct JobText
{
    Q_DECLARE_TR_FUNCTIONS(tpu::sizing::Job)
};

QString money(double usd)
{
    if (usd >= 1e6)
        return JobText::tr("%1M USD").arg(QString::number(usd / 1e6, 'f', 2));
    if (usd >= 1e3)
        return JobText::tr("%1k USD").arg(QString::number(usd / 1e3, 'f', 1));
    return JobText::tr("%1 USD").arg(QString::number(usd, 'f', 2));
}
} // namespace

QString Job::text() const
{
    if (training)
        return JobText::tr("%1, training (%2 tokens, batch %3 tokens, MFU %4 %)")
            .arg(modelName, train.tokens ? sci(*train.tokens) : JobText::tr("no"),
                 sci(train.batchTokens))
            .arg(train.mfu * 100);
    return JobText::tr("%1, serving (%2 weights, %3 KV, batch %4, %5 tokens of context)")
        .arg(modelName, serve.weights, serve.kv)
        .arg(serve.batch)
        .arg(sci(serve.context));
}

bool Job::operator==(const Job &o) const
{
    return modelName == o.modelName && jobToJson(*this) == jobToJson(o);
}

JobOnSlices evaluateJob(const catalog::Catalog &catalog, const Job &job, const QString &versionId,
                        long long chipsPerSlice, int slices, int iciAxes,
                        std::optional<double> costPerHour)
{
    JobOnSlices r;
    const Chip chip = chipOf(catalog, versionId);
    if (!chip.hbmBytes || chipsPerSlice <= 0 || slices <= 0)
        return r;
    r.known = true;
    if (job.training) {
        const long long chips = chipsPerSlice * slices;
        const Training t = sizeTraining(job.train, {chip}, chips, iciAxes);
        const TrainingOnChip &on = t.perChip.front();
        r.needBytes = t.totalBytes;
        r.haveBytes = double(chips) * *chip.hbmBytes;
        r.fits = r.needBytes <= r.haveBytes;
        r.seconds = on.seconds;
        r.bound = on.bound;
        if (r.seconds && costPerHour)
            r.jobCost = *r.seconds / 3600 * *costPerHour;
    } else {
        const Serving s = sizeServing(job.serve, catalog, {chip}, chipsPerSlice);
        const ServingOnChip &on = s.perChip.front();
        r.needBytes = s.totalBytes;
        r.haveBytes = double(chipsPerSlice) * *chip.hbmBytes;
        r.fits = on.fits;
        if (on.tokensPerSecond)
            r.tokensPerSecond = *on.tokensPerSecond * slices;
        if (r.tokensPerSecond && costPerHour && *r.tokensPerSecond > 0)
            r.jobCost = *costPerHour / (*r.tokensPerSecond * 3600) * 1e6;
    }
    return r;
}

namespace {
QString jobMemoryText(const Job &job, const JobOnSlices &r)
{
    return job.training ? JobText::tr("%1 of %2 HBM in total")
                              .arg(bytesText(r.needBytes), bytesText(r.haveBytes))
                        : JobText::tr("%1 of %2 HBM a slice")
                              .arg(bytesText(r.needBytes), bytesText(r.haveBytes));
}
} // namespace

QString fitText(const Job &job, const JobOnSlices &r)
{
    if (!r.known)
        return JobText::tr("%1: the catalog does not know this TPU's HBM, so the fit is unknown.")
            .arg(job.text());
    const QString memory = jobMemoryText(job, r);
    const QString verdict = r.fits ? JobText::tr("fits (%1)").arg(memory)
                                   : JobText::tr("does NOT fit (%1)").arg(memory);
    return JobText::tr("%1: %2. Estimate: %3.").arg(job.text(), verdict, jobFigureText(job, r));
}

QString holdsText(const Job &job, const JobOnSlices &r)
{
    if (!r.known)
        return JobText::tr("unknown whether it holds the model (the catalog does not know this "
                           "TPU's HBM)");
    return r.fits ? JobText::tr("holds the model (%1)").arg(jobMemoryText(job, r))
                  : JobText::tr("cannot hold the model (%1)").arg(jobMemoryText(job, r));
}

QString jobFigureText(const Job &job, const JobOnSlices &r)
{
    if (!r.known || !r.fits)
        return QStringLiteral("—");
    QStringList parts;
    if (job.training) {
        if (r.seconds)
            parts << secondsText(*r.seconds);
        if (r.bound)
            parts << (*r.bound == Bound::Compute ? JobText::tr("compute-bound")
                                                 : JobText::tr("communication-bound"));
        if (r.jobCost)
            parts << JobText::tr("%1 for the job").arg(money(*r.jobCost));
    } else {
        if (r.tokensPerSecond)
            parts << JobText::tr("%1 tokens/s").arg(QString::number(*r.tokensPerSecond, 'f', 0));
        if (r.jobCost)
            parts << JobText::tr("%1 per 1M tokens").arg(money(*r.jobCost));
    }
    return parts.isEmpty() ? QStringLiteral("—") : parts.join(QStringLiteral(" · "));
}

} // namespace tpu::sizing
