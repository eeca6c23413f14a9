#include "ui/shell/planexport.h"

#include "export/exportbundle.h"
#include "model/snapshot.h"
#include "ui/common/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>

namespace tpu::ui {

namespace {
struct PlanExportText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::ui::PlanExport)
};
} // namespace

QString exportPlanToFolder(const model::Snapshot &snapshot, const model::Plan &plan,
                           const Dialogs &dialogs, const QString &suggestedDir)
{
    const auto findings = exporters::exportFindings(snapshot);
    if (model::hasErrors(findings)) {
        QStringList errors;
        for (const auto &f : findings)
            if (f.severity == catalog::Severity::Error)
                errors << QStringLiteral("• ") + f.message.toString();
        dialogs.showError(
            PlanExportText::tr("The plan has errors, so nothing was exported. Fix them first (the "
                               "Findings panel lists them, F9):\n\n%1")
                .arg(errors.join(QLatin1Char('\n'))));
        return {};
    }
    const QString dir = dialogs.chooseExportDir(suggestedDir);
    if (dir.isEmpty())
        return {};
    const auto files = exporters::exportFiles(snapshot);
    // A folder that is neither empty nor an earlier export of this plan (a repository, "/", the
    // home folder) is written into only when the user agrees, told which of its files the
    // export would replace.
    const exporters::ExportFolder folder = exporters::inspectExportFolder(dir, plan);
    if (folder.needsConsent()) {
        QString question =
            folder.sensitive
                ? PlanExportText::tr(
                      "%1 is the filesystem root, the home folder or a top-level folder.")
                      .arg(dir)
                : PlanExportText::tr("%1 is not empty and is not an earlier export of this plan.")
                      .arg(dir);
        if (!folder.replaced.isEmpty())
            question += QLatin1Char(' ') + PlanExportText::tr("The export would replace its %1.")
                                               .arg(folder.replaced.join(QStringLiteral(", ")));
        if (!dialogs.confirm(question + QStringLiteral("\n\n") +
                             PlanExportText::tr("Export into it anyway?")))
            return {};
    }
    // Files of an earlier export that this plan does not produce (kueue.yaml after Kueue was
    // turned off) would still be applied by `kubectl apply -f DIR`; in any other folder such a
    // file is the user's and stays.
    QStringList stale =
        folder.needsConsent() ? QStringList() : exporters::staleExportFiles(files, dir);
    const QStringList asked = stale;
    if (!stale.isEmpty() &&
        !dialogs.confirm(
            PlanExportText::tr("%1 in %2 is from an earlier export; this plan does not produce it. "
                               "Remove it, so that applying the folder does not apply it?")
                .arg(stale.join(QStringLiteral(", ")), dir)))
        stale.clear();
    QString error;
    QStringList written;
    {
        // Held from here to the last rename, so that another export into the folder (another
        // window, a script) cannot mix its files with these.
        const exporters::ExportFolderLock lock(dir);
        if (!lock.isLocked())
            error = lock.error();
        else if (const QStringList now = exporters::staleExportFiles(files, dir);
                 !folder.needsConsent() &&
                 std::any_of(now.begin(), now.end(),
                             [&](const QString &n) { return !asked.contains(n); }))
            error = PlanExportText::tr(
                        "the folder changed while you were choosing (%1 appeared); export again")
                        .arg(now.join(QStringLiteral(", ")));
        else
            written = exporters::writeExportFiles(files, dir, &error, stale);
    }
    if (!error.isEmpty()) {
        dialogs.showError(
            PlanExportText::tr("Nothing was exported; the folder keeps its previous files.\n\n%1.")
                .arg(error));
        return {};
    }
    settings::setLastExportDir(dir);
    QStringList names;
    for (const QString &w : written)
        names << QFileInfo(w).fileName();
    return PlanExportText::tr("Exported %1 to %2.").arg(names.join(QStringLiteral(", ")), dir);
}

QString exportDirSuggestion(const QString &planFileName)
{
    const QString last = settings::lastExportDir();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    if (!planFileName.isEmpty())
        return QFileInfo(planFileName).absolutePath();
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !docs.isEmpty() && QFileInfo(docs).isDir() ? docs : QDir::homePath();
}

} // namespace tpu::ui
