#include "export/exportbundle.h"

#include "catalog/catalog.h"
#include "export/applyscript.h"
#include "export/gcloudscript.h"
#include "export/manifests.h"
#include "export/shellcode.h"
#include "export/terraform.h"
#include "i18n/language.h"
#include "model/atomicfile.h"
#include "model/availability.h"
#include "model/rules.h"
#include "model/shellquote.h"
#include "model/snapshot.h"
#include "model/summary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>

namespace tpu::exporters {

using model::commentText;

namespace {
struct BundleText // the translation context of this file's messages (not of the files it writes)
{
    Q_DECLARE_TR_FUNCTIONS(tpu::exporters::ExportBundle)
};
} // namespace

using namespace tpu::model;

namespace {

QString findingsComment(const std::vector<Finding> &findings)
{
    QString s = QStringLiteral("# WARNING: exported with --force although the plan has errors:\n");
    for (const Finding &f : findings)
        if (f.severity == Severity::Error)
            s += QStringLiteral("#   [%1] %2\n").arg(f.id, commentText(f.message.toString()));
    return s;
}

// The same for gcloud.sh and apply.sh, through the scripts' one path (ShellCode).
QString scriptFindingsComment(const std::vector<Finding> &findings)
{
    ShellCode s = "# WARNING: exported with --force although the plan has errors:\n";
    for (const Finding &f : findings)
        if (f.severity == Severity::Error)
            s += ShellCode::comment(QStringLiteral("  [%1] %2").arg(f.id, f.message.toString())) +
                 "\n";
    return s.text();
}

} // namespace

QStringList exportFileNames(const QString &kind)
{
    if (kind == QLatin1String("manifests"))
        return {QStringLiteral("manifests.yaml")};
    if (kind == QLatin1String("gcloud"))
        return {QStringLiteral("gcloud.sh")};
    if (kind == QLatin1String("kueue"))
        return {QStringLiteral("kueue.yaml")};
    if (kind == QLatin1String("terraform"))
        return {QStringLiteral("terraform/main.tf"), QStringLiteral("terraform/variables.tf"),
                QStringLiteral("terraform/versions.tf")};
    if (kind == QLatin1String("summary"))
        return {QStringLiteral("summary.json")};
    if (kind == QLatin1String("apply"))
        return {QStringLiteral("apply.sh"), QStringLiteral("README.md")};
    return {};
}

QStringList exportFileNames()
{
    QStringList names;
    for (const QString &kind : exportKinds())
        names << exportFileNames(kind);
    return names;
}

QStringList exportKinds()
{
    return {QStringLiteral("manifests"), QStringLiteral("gcloud"),  QStringLiteral("kueue"),
            QStringLiteral("terraform"), QStringLiteral("summary"), QStringLiteral("apply")};
}

namespace {
std::vector<ExportFile> filesOf(const Snapshot &snap, const QStringList &only);
} // namespace

// Exported files are never translated: they are written under an EnglishScope. The snapshot's
// texts are templates and arguments (model/trtext.h), rendered here in English whatever language
// the window that holds the snapshot shows.
std::vector<ExportFile> exportFiles(const catalog::Catalog &catalog, const Plan &plan,
                                    const QStringList &only)
{
    return exportFiles(*makeSnapshot(catalog, plan), only);
}

std::vector<ExportFile> exportFiles(const Snapshot &snap, const QStringList &only)
{
    const i18n::EnglishScope english;
    return filesOf(snap, only);
}

namespace {

std::vector<ExportFile> filesOf(const Snapshot &snap, const QStringList &only)
{
    const catalog::Catalog &catalog = *snap.catalog;
    const Plan &plan = snap.plan;
    const QStringList kinds = only.isEmpty() ? exportKinds() : only;
    const auto findings = exportFindings(snap, kinds);
    const bool errors = hasErrors(findings);
    auto withFindings = [&](QString text) {
        if (errors)
            text.prepend(findingsComment(findings));
        return text.toUtf8();
    };
    std::vector<ExportFile> files;
    if (kinds.contains(QLatin1String("manifests")))
        files.push_back({QStringLiteral("manifests.yaml"), withFindings(manifestsYaml(snap))});
    if (kinds.contains(QLatin1String("gcloud"))) {
        QString script = gcloudScript(snap);
        if (errors) // after the shebang line
            script.insert(script.indexOf(QLatin1Char('\n')) + 1, scriptFindingsComment(findings));
        files.push_back({QStringLiteral("gcloud.sh"), script.toUtf8()});
    }
    if (kinds.contains(QLatin1String("kueue")) && snap.deployment.kueue.enabled)
        files.push_back({QStringLiteral("kueue.yaml"), withFindings(kueueYaml(snap))});
    if (kinds.contains(QLatin1String("terraform"))) {
        const TerraformFiles tf = terraformFiles(snap);
        const QStringList names = exportFileNames(QStringLiteral("terraform"));
        const QString texts[] = {tf.mainTf, tf.variablesTf, tf.versionsTf};
        for (int i = 0; i < 3; ++i)
            files.push_back({names.at(i), withFindings(texts[i])});
    }
    if (kinds.contains(QLatin1String("summary"))) {
        QJsonObject o = summaryToJson(snap.summary);
        o.insert(QStringLiteral("catalogVersion"), catalog.catalogVersion);
        // The plan's summary: every finding of the rules, whichever files this export writes.
        o.insert(QStringLiteral("errors"), hasErrors(snap.findings));
        o.insert(QStringLiteral("findings"), findingsToJson(snap.findings));
        o.insert(QStringLiteral("plan"), exportIdentity(plan));
        o.insert(QStringLiteral("deployment"), model::deploymentToJson(snap.deployment));
        files.push_back(
            {QStringLiteral("summary.json"), QJsonDocument(o).toJson(QJsonDocument::Indented)});
    }
    if (kinds.contains(QLatin1String("apply"))) {
        QString script = applyScript(snap);
        if (errors) // after the shebang line
            script.insert(script.indexOf(QLatin1Char('\n')) + 1, scriptFindingsComment(findings));
        files.push_back({QStringLiteral("apply.sh"), script.toUtf8()});
        QString readme = applyReadme(snap);
        if (errors)
            readme.prepend(
                findingsComment(findings).replace(QStringLiteral("# "), QStringLiteral("> ")) +
                QLatin1Char('\n'));
        files.push_back({QStringLiteral("README.md"), readme.toUtf8()});
    }
    return files;
}

} // namespace

std::vector<Finding> exportFindings(const Snapshot &snapshot, const QStringList &only)
{
    // The rules' findings as they are; only those about files this export does not write go.
    const QStringList kinds = only.isEmpty() ? exportKinds() : only;
    std::vector<Finding> findings;
    for (const Finding &f : snapshot.findings)
        if (f.exports.isEmpty() || std::any_of(f.exports.begin(), f.exports.end(),
                                               [&](const QString &k) { return kinds.contains(k); }))
            findings.push_back(f);
    std::stable_sort(findings.begin(), findings.end(), [](const Finding &a, const Finding &b) {
        return int(a.severity) < int(b.severity);
    });
    return findings;
}

QStringList staleExportFiles(const std::vector<ExportFile> &files, const QString &dir,
                             const QStringList &kinds)
{
    QStringList stale;
    for (const QString &kind : exportKinds()) {
        if (!kinds.isEmpty() && !kinds.contains(kind))
            continue;
        for (const QString &name : exportFileNames(kind)) {
            const bool produced = std::any_of(files.begin(), files.end(),
                                              [&](const auto &f) { return f.name == name; });
            if (!produced && QFileInfo::exists(QDir(dir).filePath(name)))
                stale << name;
        }
    }
    return stale;
}

QJsonObject exportIdentity(const model::Plan &plan)
{
    return QJsonObject{{QStringLiteral("projectId"), plan.projectId},
                       {QStringLiteral("clusterName"), plan.clusterName}};
}

ExportFolder inspectExportFolder(const QString &dir, const model::Plan &plan)
{
    ExportFolder f;
    const QFileInfo info(dir);
    const QString path = info.exists() ? info.canonicalFilePath() : info.absoluteFilePath();
    const QString home = QFileInfo(QDir::homePath()).canonicalFilePath();
    f.sensitive =
        path == QDir::rootPath() || path == home || QFileInfo(path).path() == QDir::rootPath();
    const QDir d(dir);
    const QStringList entries =
        d.exists()
            ? d.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
            : QStringList();
    for (const QString &e : entries)
        if (e != ExportFolderLock::lockFileName())
            f.empty = false;
    QFile summary(d.filePath(QStringLiteral("summary.json")));
    if (!f.empty && summary.size() <= 16 * 1024 * 1024 && summary.open(QIODevice::ReadOnly)) {
        const QJsonObject o = QJsonDocument::fromJson(summary.readAll()).object();
        f.earlierExport = o.value(QStringLiteral("plan")).toObject() == exportIdentity(plan);
    }
    if (!f.earlierExport)
        for (const QString &name : exportFileNames())
            if (QFileInfo::exists(d.filePath(name)))
                f.replaced << name;
    return f;
}

QStringList writeExportFiles(const std::vector<ExportFile> &files, const QString &dir,
                             QString *error, const QStringList &removeStale)
{
    std::vector<model::io::FileToWrite> out;
    QStringList paths;
    // Files in a subfolder (terraform/main.tf): the subfolder first. Where it cannot be made
    // (a read-only or full folder), writeFolder fails on the first file it cannot write and
    // names it with the reason.
    for (const ExportFile &f : files) {
        const QString sub = QFileInfo(f.name).path();
        if (sub != QLatin1String("."))
            QDir(dir).mkpath(sub);
    }
    for (const ExportFile &f : files) {
        out.push_back({f.name, f.bytes, f.name.endsWith(QLatin1String(".sh"))});
        paths << QDir(dir).filePath(f.name);
    }
    *error = model::io::writeFolder(dir, out, removeStale, model::io::Access::Shared);
    return error->isEmpty() ? paths : QStringList();
}

QString ExportFolderLock::lockFileName()
{
    return QStringLiteral(".tpu-planner-export.lock");
}

ExportFolderLock::ExportFolderLock(const QString &dir)
{
    // A folder that cannot be made, or where the lock file cannot be written (read-only, full),
    // is not refused here: no export can write there either, and the export's own error names
    // the file and the reason ("No space left on device").
    if (!QDir().mkpath(dir))
        return;
    m_lock = std::make_unique<QLockFile>(QDir(dir).filePath(lockFileName()));
    m_lock->setStaleLockTime(0); // an export may take long; only a dead owner frees the lock
    if (m_lock->tryLock(kWaitMs) || m_lock->error() != QLockFile::LockFailedError)
        return;
    qint64 pid = 0;
    QString host, app;
    m_lock->getLockInfo(&pid, &host, &app);
    m_error =
        BundleText::tr("another export into %1 is running (process %2); try again when it has "
                       "finished, or choose another folder")
            .arg(QDir::toNativeSeparators(dir), QString::number(pid));
}

ExportFolderLock::~ExportFolderLock() = default; // QLockFile unlocks and removes the file

} // namespace tpu::exporters
