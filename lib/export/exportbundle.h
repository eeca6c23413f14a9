#pragma once

#include "plan.h"

#include <QByteArray>
#include <QStringList>

namespace tpu::model {
struct Snapshot;
}

namespace tpu::exporters {

// One file of an export, as written to disk.
struct ExportFile
{
    QString name; // "manifests.yaml", "gcloud.sh", "kueue.yaml", "summary.json"
    QByteArray bytes;
};

// The export kinds, in the order they are written: manifests, gcloud, kueue, summary.
QStringList exportKinds();

// Every file name an export can have, whatever the plan.
QStringList exportFileNames();

// The files of an export: the GUI and the command line both write exactly these bytes. `only`
// is a subset of exportKinds() (empty = all). kueue.yaml exists only when the plan uses Kueue.
// When the plan has errors, each file lists them at the top (the command line's --force).
std::vector<ExportFile> exportFiles(const model::Snapshot &snapshot, const QStringList &only = {});
// The same for a plan not yet resolved (resolves, checks and summarizes it once).
std::vector<ExportFile> exportFiles(const catalog::Catalog &catalog, const model::Plan &plan,
                                    const QStringList &only = {});

// Writes each file atomically into `dir` (created if missing); gcloud.sh is made executable.
// Returns the paths written, or sets `error` and stops at the first file that fails.
QStringList writeExportFiles(const std::vector<ExportFile> &files, const QString &dir,
                             QString *error);

} // namespace tpu::exporters
