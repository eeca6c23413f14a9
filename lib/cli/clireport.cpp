// `tpu-planner report PLAN -o FILE.pdf|FILE.png`: the plan as a document to hand round.
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "model/planfile.h"
#include "model/snapshot.h"
#include "report/report.h"
#include "review/review.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tpu::cli {

using namespace tpu::model;

int runReport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("report"));
    auto &p = ctx.parser;
    p.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                 Text::tr("The report file: FILE.pdf (pages to print or share) or FILE.png "
                          "(one 1920x1080 overview for a slide; a review's report writes "
                          "1920x1080 slides: FILE.png, FILE-2.png, ...)."),
                 QStringLiteral("file")});
    p.addOption({QStringLiteral("mask"),
                 Text::tr("Replace project, cluster, reservation, node-pool, namespace, "
                          "workload and image names with placeholders (project-1, ...).")});
    p.addOption({QStringLiteral("theme"),
                 Text::tr("light (default: for print), dark or high-contrast (black, white and "
                          "yellow)."),
                 QStringLiteral("theme"), QStringLiteral("light")});
    p.addOption({QStringLiteral("scale"),
                 Text::tr("PNG only: 1 (1920x1080, default) or 2 (3840x2160 for high-DPI)."),
                 QStringLiteral("factor"), QStringLiteral("1")});
    p.addOption({QStringLiteral("page"),
                 Text::tr("A review's PNG only: write slide N alone (1 is the overview) into "
                          "FILE.png."),
                 QStringLiteral("N")});
    p.addOption({QStringLiteral("page-size"),
                 Text::tr("PDF only: a4 or letter (default: from the locale)."),
                 QStringLiteral("size")});
    int rc = ctx.parse(args,
                       Text::tr("Write a report of a plan: the plan in one line, the 3D "
                                "topology, the summary, charts, quota, cost with the prices' "
                                "date and sources, every finding and the catalog version. "
                                "Exit 0 when written, 1 when written but the plan has errors "
                                "(the report says so on its first page), 2 on unusable input."),
                       {}, QStringLiteral("plan"), Text::tr("The plan file."));
    if (rc >= 0)
        return rc;
    const QStringList pos = p.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(Text::tr("tpu-planner report: give exactly one plan file"));
    const QString output = p.value(QStringLiteral("output"));
    const QString suffix = QFileInfo(output).suffix().toLower();
    if (output.isEmpty() || (suffix != QLatin1String("pdf") && suffix != QLatin1String("png")))
        return ctx.fail(Text::tr("tpu-planner report: give -o FILE.pdf or -o FILE.png"));
    report::ReportOptions options;
    options.mask = p.isSet(QStringLiteral("mask"));
    const QString theme = p.value(QStringLiteral("theme"));
    if (theme == QLatin1String("dark"))
        options.theme = report::PaletteTheme::Dark;
    else if (theme == QLatin1String("high-contrast"))
        options.theme = report::PaletteTheme::HighContrast;
    else if (theme != QLatin1String("light"))
        return ctx.fail(
            Text::tr("tpu-planner report: --theme must be light, dark or high-contrast"));
    const QString scale = p.value(QStringLiteral("scale"));
    if (scale != QLatin1String("1") && scale != QLatin1String("2"))
        return ctx.fail(Text::tr("tpu-planner report: --scale must be 1 or 2"));
    options.scale = scale.toDouble();
    options.pageSize = report::pageSizeFor(QLocale::system());
    if (p.isSet(QStringLiteral("page-size"))) {
        const QString size = p.value(QStringLiteral("page-size")).toLower();
        if (size == QLatin1String("a4"))
            options.pageSize = QPageSize::A4;
        else if (size == QLatin1String("letter"))
            options.pageSize = QPageSize::Letter;
        else
            return ctx.fail(Text::tr("tpu-planner report: --page-size must be a4 or letter"));
    }
    const bool isReview = pos.first().endsWith(review::ReviewFile::extension());
    int page = 0;
    if (p.isSet(QStringLiteral("page"))) {
        bool ok = false;
        page = p.value(QStringLiteral("page")).toInt(&ok);
        if (!isReview || suffix != QLatin1String("png"))
            return ctx.fail(Text::tr("tpu-planner report: --page is for a review's PNG report "
                                     "(REVIEW.tpureview -o FILE.png)"));
        if (!ok || page < 1)
            return ctx.fail(Text::tr("tpu-planner report: --page must be a page number from 1"));
    }
    const auto cat = ctx.loadCatalog();
    if (!cat.ok())
        return ctx.fail(cat.errorMessage());
    if (isReview) // the review edition (issue 22)
        return runReviewReport(ctx, *cat.catalog, options, output, page);
    const auto loaded = PlanFile::load(pos.first());
    if (!loaded.plan)
        return ctx.fail(loaded.error);
    options.planFileName = pos.first();
    const SnapshotPtr snapshot = makeSnapshot(*cat.catalog, *loaded.plan);
    const QString error = report::writeReport(*snapshot, options, output);
    if (!error.isEmpty())
        return ctx.fail(Text::tr("tpu-planner report: %1").arg(error));
    out << Text::tr("Wrote %1").arg(output) << '\n';
    if (snapshot->hasErrors()) {
        err << Text::tr("tpu-planner report: the plan has errors; the report says so on its first "
                        "page.")
            << '\n';
        return PlanHasErrors;
    }
    return Ok;
}

} // namespace tpu::cli
