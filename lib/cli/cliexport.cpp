// `tpu-planner export PLAN --out DIR`: writes what the user takes away from a plan.
#include "catalog/jsonreader.h"
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "export/exportbundle.h"
#include "model/planfile.h"
#include "model/rules.h"
#include "model/snapshot.h"

#include <QCoreApplication>
#include <QDir>
#include <unistd.h>

namespace tpu::cli {

using namespace tpu::model;

namespace {
// Why export does not write into `dir` without --force.
QString folderRefusal(const QString &dir, const exporters::ExportFolder &folder)
{
    QString why = folder.sensitive
                      ? Text::tr("%1 is the filesystem root, the home folder or a top-level "
                                 "folder")
                            .arg(dir)
                      : Text::tr("%1 is not empty and is not an earlier export of this plan (no "
                                 "summary.json of the same project and cluster)")
                            .arg(dir);
    if (!folder.replaced.isEmpty())
        why += Text::tr("; the export would replace its %1")
                   .arg(folder.replaced.join(QStringLiteral(", ")));
    return why + Text::tr(". Choose an empty folder, or use --force to write into it anyway.");
}
} // namespace

int runExport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("export"));
    auto &parser = ctx.parser;
    parser.addOption(
        {QStringLiteral("out"), Text::tr("Folder to write the files to."), QStringLiteral("dir")});
    parser.addOption(
        {QStringLiteral("only"),
         Text::tr("Comma-separated subset of: manifests, gcloud, kueue, terraform, summary."),
         QStringLiteral("list")});
    parser.addOption(
        {QStringLiteral("stdout"), Text::tr("Print the files instead of writing them.")});
    parser.addOption(
        {QStringLiteral("force"),
         Text::tr(
             "Export even if the plan has errors (they are listed at the top of each file), or "
             "into a folder that is not empty and not an earlier export of this plan.")});
    int rc = ctx.parse(args,
                       Text::tr("Export a plan: manifests.yaml, gcloud.sh, kueue.yaml (when "
                                "the plan uses Kueue), terraform/ (main.tf, variables.tf, "
                                "versions.tf) and summary.json. Exit 0 "
                                "when written, 1 when the plan has errors (nothing written "
                                "without --force), 2 on unusable input."),
                       {}, QStringLiteral("plan"), Text::tr("The plan file."));
    if (rc >= 0)
        return rc;
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(Text::tr("tpu-planner export: give exactly one plan file"));
    if (!parser.isSet(QStringLiteral("out")) && !parser.isSet(QStringLiteral("stdout")))
        return ctx.fail(Text::tr("tpu-planner export: give --out DIR or --stdout"));
    QStringList only = exporters::exportKinds();
    if (parser.isSet(QStringLiteral("only"))) {
        only = parser.value(QStringLiteral("only")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (only.isEmpty()) // an empty list would mean every export
            return ctx.fail(Text::tr("tpu-planner export: --only names no export; give one or "
                                     "more of: %1")
                                .arg(exporters::exportKinds().join(QStringLiteral(", "))));
        for (const QString &o : only) {
            if (!exporters::exportKinds().contains(o))
                return ctx.fail(
                    Text::tr("tpu-planner export: unknown export \"%1\"; choose from: %2")
                        .arg(json::echo(o), exporters::exportKinds().join(QStringLiteral(", "))));
        }
    }
    const auto cat = ctx.loadCatalog();
    if (!cat.ok())
        return ctx.fail(cat.errorMessage());
    const auto loaded = PlanFile::load(pos.first());
    if (!loaded.plan)
        return ctx.fail(loaded.error);
    const Plan &plan = *loaded.plan;
    const SnapshotPtr snap = makeSnapshot(*cat.catalog, plan);
    // The rules' findings about the files written (a missing image: the manifests, apply.sh).
    const auto findings = exporters::exportFindings(*snap, only);
    const bool errors = hasErrors(findings);
    if (errors && !parser.isSet(QStringLiteral("force"))) {
        err << Text::tr(
                   "tpu-planner export: the plan has errors; nothing was written (use --force to "
                   "export anyway):")
            << '\n';
        for (const Finding &f : findings)
            if (f.severity == Severity::Error)
                err << "  [" << f.id << "] " << f.message.toString() << '\n';
        return PlanHasErrors;
    }

    // Issue 40: the calendar-mode request the scripts submit is final once Google confirms it;
    // the export says so before it writes them.
    for (const Finding &f : findings)
        if (f.id == QLatin1String("calendar.final"))
            err << Text::tr("tpu-planner export: warning [%1] %2 %3")
                       .arg(f.id, f.message.toString(), f.explanation.toString())
                << '\n';
    if (only.contains(QLatin1String("kueue")) && !plan.kueue &&
        parser.isSet(QStringLiteral("only")))
        err << Text::tr("Note: the plan does not use Kueue; no kueue.yaml.") << '\n';
    const auto files = exporters::exportFiles(*snap, only);
    if (parser.isSet(QStringLiteral("stdout"))) {
        setRawStdout(!::isatty(STDOUT_FILENO));
        for (const auto &f : files)
            out << "==> " << f.name << " <==\n" << QString::fromUtf8(f.bytes) << '\n';
    } else {
        // A file of an earlier export that this plan no longer produces (kueue.yaml after Kueue
        // was turned off) would still be applied by `kubectl apply -f DIR`: it goes, as in the
        // window (which asks first), in the same all-or-nothing step.
        const QString dir = parser.value(QStringLiteral("out"));
        // A folder that is neither empty nor an earlier export of this plan (a repository, "/",
        // the home folder) is written into only with --force, and its files that share a name
        // with an export file are named: nothing of the user's is replaced silently.
        const exporters::ExportFolder folder = exporters::inspectExportFolder(dir, plan);
        if (folder.needsConsent() && !parser.isSet(QStringLiteral("force")))
            return ctx.fail(Text::tr("tpu-planner export: nothing was written: %1")
                                .arg(folderRefusal(dir, folder)));
        // Held from the look for stale files to the last rename: the folder is one plan's.
        const exporters::ExportFolderLock lock(dir);
        if (!lock.isLocked())
            return ctx.fail(
                Text::tr("tpu-planner export: nothing was written: %1").arg(lock.error()));
        // Only an earlier export's own files are removed, never a user's of the same name.
        const QStringList stale =
            folder.needsConsent()
                ? QStringList()
                : exporters::staleExportFiles(
                      files, dir, parser.isSet(QStringLiteral("only")) ? only : QStringList());
        QString error;
        const QStringList written = exporters::writeExportFiles(files, dir, &error, stale);
        if (!error.isEmpty())
            return ctx.fail(Text::tr("tpu-planner export: nothing was written (the folder "
                                     "keeps its previous files): %1")
                                .arg(error));
        for (const QString &w : written)
            out << (folder.replaced.contains(QDir(dir).relativeFilePath(w))
                        ? Text::tr("Wrote %1 (replacing a file that was not from an export of "
                                   "this plan)")
                        : Text::tr("Wrote %1"))
                       .arg(w)
                << '\n';
        for (const QString &name : stale)
            out << Text::tr("Removed %1 (from an earlier export; this plan does not produce it)")
                       .arg(QDir(dir).filePath(name))
                << '\n';
    }
    return errors ? PlanHasErrors : Ok;
}

} // namespace tpu::cli
