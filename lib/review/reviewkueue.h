#pragma once

#include "catalog/catalogfwd.h"
#include "review/review.h"

namespace tpu::review {

// Kueue objects for the whole review (gke-tpu-2026.md section 7): one ResourceFlavor per (TPU
// accelerator, topology) with both TPU node labels; one ClusterQueue per team, all in one
// cohort, whose nominal google.com/tpu quota per flavour is the sum of that team's requests
// (cpu and memory likewise, from what each request's Pods ask for); one LocalQueue per team and
// namespace. Requests that do not name a whole slice are left out (and listed in `skipped`).
struct ReviewKueue
{
    QString yaml;
    QStringList skipped; // titles
    QString error;       // non-empty: no YAML (a team with more flavours than Kueue allows)
};
ReviewKueue reviewKueue(const catalog::Catalog &catalog, const Review &review,
                        const QString &cohort = QStringLiteral("tpu-review"));

// The Kubernetes name of a team ("ML Research" -> "ml-research"); teams whose names make the
// same name get -2, -3, ... in the order they first appear. Indexed like teams(review).
QStringList teams(const Review &review);
QStringList teamQueueNames(const Review &review);

// The folder `review export` writes request `index`'s files to: "01-ml-research-pretraining".
QString requestFolderName(const Review &review, int index);

} // namespace tpu::review
