#pragma once

#include "catalog/catalogfwd.h"
#include "sizing/serving.h"
#include "sizing/training.h"

#include <QString>
#include <optional>

namespace tpu::sizing {

// A model's job as Size from a Model… set it: what the summary and the alternatives weigh each
// plan against. Lives with the window (document::PlanDocument), not in the plan file.
struct Job
{
    QString modelName;
    QString presetId;         // empty: a parameter count
    bool paramsGiven = false; // a preset whose count the user replaced
    bool training = false;    // else serving
    TrainingInput train;
    ServingInput serve;

    QString text() const; // "Llama 3 70B, serving (int8 weights, int8 KV, batch 32, 8192 tokens)"
    bool operator==(const Job &o) const;
};

// The job on `slices` slices of `chipsPerSlice` chips of one version: training uses every chip
// (FSDP over all slices; DCN between slices is not modelled), serving runs one replica a slice.
struct JobOnSlices
{
    bool known = false; // the catalog knows the version's HBM
    bool fits = false;
    double needBytes = 0, haveBytes = 0;   // per slice for serving, in total for training
    std::optional<double> seconds;         // training wall time
    std::optional<Bound> bound;            // training FSDP
    std::optional<double> tokensPerSecond; // serving, every slice together
    // USD: the whole training job, or serving a million tokens; unset without a price or time.
    std::optional<double> jobCost;
};
JobOnSlices evaluateJob(const catalog::Catalog &catalog, const Job &job, const QString &versionId,
                        long long chipsPerSlice, int slices, int iciAxes,
                        std::optional<double> costPerHour);

// "fits: 113.5 GB of 128.0 GB HBM; estimate: decode step 17.3 ms, 1847 tokens/s" — one line for
// the summary step, labelled as an estimate.
QString fitText(const Job &job, const JobOnSlices &r);
// "holds the model (113.5 GB of 128.0 GB HBM a slice)" or "cannot hold the model (…)": the
// capacity review's flag of a request whose slices cannot hold its job.
QString holdsText(const Job &job, const JobOnSlices &r);
// "1,847 tokens/s · 4.10 USD per 1M tokens" or "65.2 days · 1.2M USD"; "—" when unknown.
QString jobFigureText(const Job &job, const JobOnSlices &r);

} // namespace tpu::sizing
