// `tpu-planner alternatives PLAN`: what else meets the plan's target, with cost and rule check.
#include "cli/alternativesoutput.h"
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "model/planfile.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace tpu::cli {

using namespace tpu::model;

int runAlternatives(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("alternatives"));
    auto &parser = ctx.parser;
    parser.addOption({QStringLiteral("target-chips"),
                      Text::tr("Meet at least N TPU chips in total (default: the plan's own)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("target-hbm"), Text::tr("Meet at least GIB of HBM in total."),
                      QStringLiteral("GIB")});
    parser.addOption({QStringLiteral("target-pflops"),
                      Text::tr("Meet at least X PFLOP/s of peak bf16 in total."),
                      QStringLiteral("X")});
    parser.addOption(
        {QStringLiteral("any-region"), Text::tr("Look in every region, not only the plan's.")});
    int rc = ctx.parse(args,
                       Text::tr("List, for each TPU version and machine type offered in the "
                                "plan's mode and region, the smallest slice (and number of "
                                "slices) that meets a target, with its cost per hour and "
                                "whether the plan passes every rule with it. Exit 0 when "
                                "listed, 1 when the plan gives nothing to match or look in, "
                                "2 on unusable input."),
                       {QStringLiteral("table"), QStringLiteral("json")}, QStringLiteral("plan"),
                       Text::tr("The plan file."));
    if (rc >= 0)
        return rc;

    AlternativeRequest req;
    req.anyRegion = parser.isSet(QStringLiteral("any-region"));
    const struct
    {
        const char *option;
        AlternativeTarget::Kind kind;
        bool whole;
    } kinds[] = {{"target-chips", AlternativeTarget::Kind::Chips, true},
                 {"target-hbm", AlternativeTarget::Kind::HbmGiB, false},
                 {"target-pflops", AlternativeTarget::Kind::Pflops, false}};
    for (const auto &k : kinds) {
        const QString name = QLatin1String(k.option);
        if (!parser.isSet(name))
            continue;
        if (req.target)
            return ctx.fail(Text::tr("tpu-planner alternatives: give at most one of "
                                     "--target-chips, --target-hbm, --target-pflops"));
        bool ok = false;
        const QString text = parser.value(name);
        double v = 0;
        if (k.whole) {
            const long long n = text.toLongLong(&ok);
            ok = ok && n >= 1 && n <= 100000000;
            v = double(n);
        } else {
            v = text.toDouble(&ok);
            ok = ok && std::isfinite(v) && v > 0 && v <= 1e9;
        }
        if (!ok)
            return ctx.fail(
                (k.whole ? Text::tr("tpu-planner alternatives: --%1 takes a whole positive number "
                                    "(got \"%2\")")
                         : Text::tr("tpu-planner alternatives: --%1 takes a positive number (got "
                                    "\"%2\")"))
                    .arg(name, text));
        req.target = AlternativeTarget{k.kind, v};
    }
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(Text::tr("tpu-planner alternatives: give exactly one plan file"));
    const auto cat = ctx.loadCatalog();
    if (!cat.ok())
        return ctx.fail(cat.errorMessage());
    const auto loaded = PlanFile::load(pos.first());
    if (!loaded.plan)
        return ctx.fail(loaded.error);

    const Alternatives alts = findAlternatives(*cat.catalog, *loaded.plan, req);
    if (!alts.error.isEmpty()) {
        err << Text::tr("tpu-planner alternatives: %1").arg(alts.error) << '\n';
        return PlanHasErrors;
    }
    if (ctx.format() == QLatin1String("json")) {
        QJsonObject target{{"kind", alts.target.kind == AlternativeTarget::Kind::Chips
                                        ? QStringLiteral("chips")
                                    : alts.target.kind == AlternativeTarget::Kind::HbmGiB
                                        ? QStringLiteral("hbmGiB")
                                        : QStringLiteral("pflops")},
                           {"amount", alts.target.amount}};
        QJsonObject o{{"plan", pos.first()},
                      {"catalogVersion", cat.catalog->catalogVersion},
                      {"target", target},
                      {"scope", alts.anyRegion ? QJsonValue(QStringLiteral("every region"))
                                               : QJsonValue(alts.region)},
                      {"notes", QJsonArray::fromStringList(alts.notes)},
                      {"alternatives", alternativesToJson(alts)}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out << alternativesToText(alts);
    }
    return Ok;
}

} // namespace tpu::cli
