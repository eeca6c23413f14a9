#pragma once

#include "model/plan.h"
#include "model/rules.h"

#include <QByteArray>
#include <QStringList>
#include <memory>

class QJsonObject;
class QLockFile;

namespace tpu::model {
struct Snapshot;
}

namespace tpu::exporters {

// One file of an export, as written to disk.
struct ExportFile
{
    QString name; // "manifests.yaml", "gcloud.sh", "kueue.yaml", "terraform/main.tf", ...
    QByteArray bytes;
};

// The export kinds, in the order they are written: manifests, gcloud, kueue, terraform, summary.
QStringList exportKinds();

// Every file name an export can have, whatever the plan; those of one kind (terraform: the three
// files of terraform/).
QStringList exportFileNames();
QStringList exportFileNames(const QString &kind);

// The files of an export: the GUI and the command line both write exactly these bytes. `only`
// is a subset of exportKinds() (empty = all). kueue.yaml exists only when the plan uses Kueue.
// When the plan has errors, each file lists them at the top (the command line's --force).
std::vector<ExportFile> exportFiles(const model::Snapshot &snapshot, const QStringList &only = {});
// The same for a plan not yet resolved (resolves, checks and summarizes it once).
std::vector<ExportFile> exportFiles(const catalog::Catalog &catalog, const model::Plan &plan,
                                    const QStringList &only = {});

// The findings that decide whether these files may be written: the rules' own, severities
// unchanged, without those about export kinds that are not written (a missing container image
// concerns the manifests and apply.sh: `--only gcloud` is not refused for it).
std::vector<model::Finding> exportFindings(const model::Snapshot &snapshot,
                                           const QStringList &only = {});

// Files of an earlier export in `dir` that `files` does not replace (kueue.yaml after Kueue was
// turned off), among `kinds` (empty = all): `kubectl apply -f DIR` would still apply them.
QStringList staleExportFiles(const std::vector<ExportFile> &files, const QString &dir,
                             const QStringList &kinds = {});

// What an export is about to write into (issue 37.3): a folder that is empty or an earlier
// export of the same plan takes the files; any other (a repository, "/", the home folder) only
// when the user agreed (the window asks, the command line needs --force), and then the files
// of the user's that share a name with an export file are named first.
struct ExportFolder
{
    bool empty = true;          // missing, or holding nothing but the export lock
    bool earlierExport = false; // summary.json of an export of the same plan (project, cluster)
    bool sensitive = false;     // the filesystem root, the home folder or a top-level folder
    QStringList replaced;       // export file names present that are not from such an export
    bool needsConsent() const { return sensitive || (!empty && !earlierExport); }
};
ExportFolder inspectExportFolder(const QString &dir, const model::Plan &plan);
// The plan an export's summary.json names ("plan": project and cluster): the same deployment.
QJsonObject exportIdentity(const model::Plan &plan);

// Writes the files into `dir` (created if missing) and removes `removeStale`, all or nothing
// (model::io::writeFolder): on any failure the folder keeps its previous files, `error` names the
// file that failed and why, and nothing is returned. gcloud.sh is made executable. Returns the
// paths written.
QStringList writeExportFiles(const std::vector<ExportFile> &files, const QString &dir,
                             QString *error, const QStringList &removeStale = {});

// Holds an export folder for one export, from the check for stale files to the last rename, so
// that two exports into one folder at once (two windows, a script) cannot mix their files: a
// QLockFile DIR/.tpu-planner-export.lock (created with the folder). The second export waits up to
// kWaitMs, then fails with error(). A lock left by a process that died is taken over. Where no
// lock file can be written (a read-only or full folder) no export can write either: isLocked()
// is true and the export's write reports the reason.
class ExportFolderLock
{
public:
    static constexpr int kWaitMs = 5000;
    static QString lockFileName(); // ".tpu-planner-export.lock"

    explicit ExportFolderLock(const QString &dir);
    ~ExportFolderLock();
    ExportFolderLock(const ExportFolderLock &) = delete;
    ExportFolderLock &operator=(const ExportFolderLock &) = delete;

    bool isLocked() const { return m_error.isEmpty(); }
    QString error() const { return m_error; } // another export holds it: the folder, what to do

private:
    std::unique_ptr<QLockFile> m_lock;
    QString m_error;
};

} // namespace tpu::exporters
