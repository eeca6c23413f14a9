// `tpu-planner export PLAN --out DIR`: writes what the user takes away from a plan.
#include "cli.h"
#include "clicommon.h"
#include "gcloudscript.h"
#include "manifests.h"
#include "planfile.h"
#include "rules.h"
#include "summary.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace tpu::cli {

using namespace tpu::model;

namespace {

const QStringList kAvailable{QStringLiteral("manifests"), QStringLiteral("gcloud"), QStringLiteral("kueue"),
                             QStringLiteral("summary")};

QString findingsComment(const std::vector<Finding> &findings)
{
    QString s = QStringLiteral("# WARNING: exported with --force although the plan has errors:\n");
    for (const Finding &f : findings)
        if (f.severity == Severity::Error)
            s += QStringLiteral("#   [%1] %2\n").arg(f.id, f.message);
    return s;
}

} // namespace

int runExport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("export"));
    auto &p = ctx.parser;
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder to write the files to."), QStringLiteral("dir")});
    p.addOption({QStringLiteral("only"), QStringLiteral("Comma-separated subset of: manifests, gcloud, kueue, summary."), QStringLiteral("list")});
    p.addOption({QStringLiteral("stdout"), QStringLiteral("Print the files instead of writing them.")});
    p.addOption({QStringLiteral("force"), QStringLiteral("Export even if the plan has errors (they are listed at the top of each file).")});
    int rc = ctx.parse(args, QStringLiteral("Export a plan: manifests.yaml, gcloud.sh, kueue.yaml (when the plan uses Kueue) and summary.json. Exit 0 "
                                            "when written, 1 when the plan has errors (nothing written "
                                            "without --force), 2 on unusable input."),
                       {}, QStringLiteral("plan"), QStringLiteral("The plan file."));
    if (rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(QStringLiteral("tpu-planner export: give exactly one plan file"));
    if (!p.isSet(QStringLiteral("out")) && !p.isSet(QStringLiteral("stdout")))
        return ctx.fail(QStringLiteral("tpu-planner export: give --out DIR or --stdout"));
    QStringList only = kAvailable;
    if (p.isSet(QStringLiteral("only"))) {
        only = p.value(QStringLiteral("only")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        for (const QString &o : only) {
            if (!kAvailable.contains(o))
                return ctx.fail(QStringLiteral("tpu-planner export: unknown export \"%1\"; choose from: %2")
                                    .arg(o, kAvailable.join(QStringLiteral(", "))));
        }
    }
    const auto cat = ctx.loadCatalog();
    if (!cat.ok())
        return ctx.fail(cat.errorMessage());
    const auto loaded = PlanFile::load(pos.first());
    if (!loaded.plan)
        return ctx.fail(loaded.error);
    const Plan &plan = *loaded.plan;
    const auto findings = checkPlan(*cat.catalog, plan);
    const bool errors = hasErrors(findings);
    if (errors && !p.isSet(QStringLiteral("force"))) {
        err << "tpu-planner export: the plan has errors; nothing was written (use --force to export anyway):\n";
        for (const Finding &f : findings)
            if (f.severity == Severity::Error)
                err << "  [" << f.id << "] " << f.message << '\n';
        return PlanHasErrors;
    }

    QList<QPair<QString, QByteArray>> files;
    auto withFindings = [&](QString text) {
        if (errors)
            text.prepend(findingsComment(findings));
        return text.toUtf8();
    };
    if (only.contains(QLatin1String("manifests")))
        files.append({QStringLiteral("manifests.yaml"), withFindings(exporters::manifestsYaml(*cat.catalog, plan))});
    if (only.contains(QLatin1String("gcloud"))) {
        QString script = exporters::gcloudScript(*cat.catalog, plan);
        if (errors)
            script.insert(script.indexOf(QLatin1Char('\n')) + 1, findingsComment(findings));
        files.append({QStringLiteral("gcloud.sh"), script.toUtf8()});
    }
    if (only.contains(QLatin1String("kueue"))) {
        if (plan.kueue)
            files.append({QStringLiteral("kueue.yaml"), withFindings(exporters::kueueYaml(*cat.catalog, plan))});
        else if (p.isSet(QStringLiteral("only")))
            err << "Note: the plan does not use Kueue; no kueue.yaml.\n";
    }
    if (only.contains(QLatin1String("summary"))) {
        QJsonObject o = summaryToJson(summarize(*cat.catalog, plan));
        o.insert(QStringLiteral("catalogVersion"), cat.catalog->catalogVersion);
        o.insert(QStringLiteral("errors"), errors);
        o.insert(QStringLiteral("findings"), findingsToJson(findings));
        files.append({QStringLiteral("summary.json"), QJsonDocument(o).toJson(QJsonDocument::Indented)});
    }
    if (p.isSet(QStringLiteral("stdout"))) {
        for (const auto &f : files)
            out << "==> " << f.first << " <==\n" << QString::fromUtf8(f.second) << '\n';
    } else {
        const QString dir = p.value(QStringLiteral("out"));
        if (!QDir().mkpath(dir))
            return ctx.fail(QStringLiteral("tpu-planner export: cannot create %1").arg(dir));
        for (const auto &f : files) {
            QSaveFile file(QDir(dir).filePath(f.first));
            if (!file.open(QIODevice::WriteOnly) || file.write(f.second) != f.second.size() || !file.commit())
                return ctx.fail(QStringLiteral("tpu-planner export: cannot write %1: %2").arg(file.fileName(), file.errorString()));
            if (f.first.endsWith(QLatin1String(".sh")))
                QFile::setPermissions(file.fileName(), QFile::permissions(file.fileName()) | QFile::ExeOwner | QFile::ExeUser);
            out << "Wrote " << QDir(dir).filePath(f.first) << '\n';
        }
    }
    return errors ? PlanHasErrors : Ok;
}

} // namespace tpu::cli
