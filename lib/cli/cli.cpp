#include "cli/cli.h"

#include "catalog/jsonreader.h"
#include "cli/clicommon.h"
#include "model/catalogoverlay.h"
#include "model/planfile.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "model/snapshot.h"
#include "model/summary.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <vector>

namespace tpu::cli {

using namespace tpu::catalog;
using namespace tpu::model;

namespace {

const QStringList &verbs()
{
    static const QStringList v{
        QStringLiteral("catalog"), QStringLiteral("new"),          QStringLiteral("edit"),
        QStringLiteral("check"),   QStringLiteral("summary"),      QStringLiteral("export"),
        QStringLiteral("report"),  QStringLiteral("alternatives"), QStringLiteral("review"),
        QStringLiteral("size"),    QStringLiteral("advise")};
    return v;
}

// The verb nearest to a mistyped one (at most two letters added, dropped, changed or swapped),
// or empty.
QString nearestVerb(const QString &word)
{
    return nearestName(word.toLower(), verbs());
}

} // namespace

QString nearestName(const QString &word, const QStringList &known)
{
    const QString w = word.left(64);
    auto distance = [](const QString &x, const QString &y) {
        std::vector<std::vector<int>> d(size_t(x.size()) + 1,
                                        std::vector<int>(size_t(y.size()) + 1));
        for (int i = 0; i <= x.size(); ++i)
            d[size_t(i)][0] = i;
        for (int j = 0; j <= y.size(); ++j)
            d[0][size_t(j)] = j;
        for (int i = 1; i <= x.size(); ++i)
            for (int j = 1; j <= y.size(); ++j) {
                const size_t a = size_t(i), b = size_t(j);
                d[a][b] = std::min({d[a - 1][b] + 1, d[a][b - 1] + 1,
                                    d[a - 1][b - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)});
                if (i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1])
                    d[a][b] = std::min(d[a][b], d[a - 2][b - 2] + 1);
            }
        return d[size_t(x.size())][size_t(y.size())];
    };
    // Of equally near names, one that goes on from the word ("v6" -> "v6e", not "v3").
    QString best;
    int bestScore = 2 * 3;
    for (const QString &k : known) {
        const QString lower = k.toLower();
        const int score = 2 * distance(w, lower) - (lower.startsWith(w) ? 1 : 0);
        if (score < bestScore) {
            bestScore = score;
            best = k;
        }
    }
    return best;
}

QString unknownVersionMessage(const catalog::Catalog &catalog, const QString &given)
{
    QStringList ids;
    for (const catalog::Version &known : catalog.versions)
        ids << known.id;
    const QString near = nearestName(given.trimmed().toLower(), ids);
    return (near.isEmpty() ? Text::tr("unknown TPU version \"%1\"; the catalog has: %2")
                           : Text::tr("unknown TPU version \"%1\"; did you mean %3? The catalog "
                                      "has: %2"))
        .arg(json::echo(given), ids.join(QStringLiteral(", ")), near);
}

namespace {

void printUsage(QTextStream &s)
{
    s << Text::tr(
        "Usage: tpu-planner [PLAN]                 start the GUI (optionally opening PLAN)\n"
        "       tpu-planner catalog versions|machine-types|topologies|zones [--format table|json]\n"
        "       tpu-planner catalog refresh [--credentials FILE] [--api-root URL] [--project P]\n"
        "       tpu-planner new -o PLAN --tpu VERSION [options]\n"
        "       tpu-planner edit PLAN [the options of new] [-o OUT]\n"
        "       tpu-planner check PLAN [--format text|json] [--live [--credentials FILE] "
        "[--api-root URL]]\n"
        "       tpu-planner summary PLAN [--format text|json]\n"
        "       tpu-planner export PLAN --out DIR|--stdout [--only "
        "manifests,gcloud,kueue,terraform,summary,apply] "
        "[--force]\n"
        "       tpu-planner report PLAN -o FILE.pdf|FILE.png [--mask] [--theme "
        "light|dark|high-contrast] "
        "[--scale 2]\n"
        "       tpu-planner report REVIEW.tpureview -o FILE.pdf|FILE.png [--page N] (a PNG per "
        "page: FILE.png, FILE-2.png, ...)\n"
        "       tpu-planner alternatives PLAN [--target-chips N | --target-hbm GIB | "
        "--target-pflops X]\n"
        "                                [--any-region] [--format table|json]\n"
        "       tpu-planner review new|add|check|export|capacity REVIEW ... (tpu-planner review "
        "--help)\n"
        "       tpu-planner size (--model NAME | --params N | --layers L --d-model D --ffn F "
        "--heads N\n"
        "                        --kv-heads K --head-dim H --vocab V) [--train [--tokens T] "
        "[--batch-tokens B]\n"
        "                        [--checkpoints-per-layer C] [--mfu M]] [--serve [--context T] "
        "[--batch B]\n"
        "                        [--weights bf16|int8|int4] [--kv bf16|int8]] [--tpu VERSION]\n"
        "                        [--chips N | --plan PLAN] [--format text|json] [-o PLAN] "
        "(estimates)\n"
        "       tpu-planner advise PLAN [--from-project P] [--region] [--start-after YYYY-MM-DD] "
        "[--start-before YYYY-MM-DD]\n"
        "                              [--days N] [--workload-type batch|serving] [--format "
        "text|json]\n"
        "Every verb takes --catalog FILE and --help.\n"
        "Exit codes: 0 success, 1 the plan has errors, 2 unusable input.\n");
}

} // namespace

int VerbContext::parse(const QStringList &args, const QString &description,
                       const QStringList &formats, const QString &positional,
                       const QString &positionalHelp)
{
    parser.setApplicationDescription(description);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOption(QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")},
                                        Text::tr("Show this help.")));
    parser.addOption(QCommandLineOption(QStringLiteral("catalog"),
                                        Text::tr("Use this catalog file instead of the "
                                                 "user's or the built-in one."),
                                        QStringLiteral("file")));
    if (!formats.isEmpty())
        parser.addOption(
            QCommandLineOption(QStringLiteral("format"),
                               Text::tr("Output format: %1 (default %2).")
                                   .arg(formats.join(QStringLiteral(", ")), formats.first()),
                               QStringLiteral("format"), formats.first()));
    if (!positional.isEmpty())
        parser.addPositionalArgument(positional, positionalHelp);
    if (!parser.parse(QStringList{QStringLiteral("tpu-planner ") + verb} + args))
        return fail(Text::tr("tpu-planner %1: %2 (see tpu-planner %1 --help)")
                        .arg(verb, parser.errorText()));
    if (parser.isSet(QStringLiteral("help"))) {
        // Qt names the program by the path it was started with; the user typed its name.
        QString help = parser.helpText();
        const QStringList appArgs = QCoreApplication::arguments();
        const qsizetype at = appArgs.isEmpty() ? -1 : help.indexOf(appArgs.first());
        if (at >= 0 && at < help.indexOf(QLatin1Char('\n')))
            help.replace(at, appArgs.first().size(), QStringLiteral("tpu-planner ") + verb);
        out << help;
        return Ok;
    }
    if (!formats.isEmpty() && format() == QLatin1String("json"))
        english = std::make_unique<i18n::EnglishScope>();
    if (!formats.isEmpty() && !formats.contains(format()))
        return fail(Text::tr("tpu-planner %1: --format must be one of: %2")
                        .arg(verb, formats.join(QStringLiteral(", "))));
    return -1;
}

QString VerbContext::format() const
{
    return parser.value(QStringLiteral("format"));
}

CatalogLoadResult VerbContext::loadCatalog() const
{
    CatalogLoadResult r = CatalogLoader::loadPreferred(parser.value(QStringLiteral("catalog")));
    // The live overlay of `catalog refresh` goes on top, unless a catalog file was named; a
    // refused overlay is said once and the catalog is used without it.
    if (r.ok() && !parser.isSet(QStringLiteral("catalog"))) {
        QString error;
        r.catalog = model::withOverlay(r.catalog, &error);
        if (!error.isEmpty()) {
            err << Text::tr("tpu-planner: warning: %1").arg(error) << '\n';
            err.flush();
        }
    }
    return r;
}

int VerbContext::fail(const QString &message) const
{
    err << message << '\n';
    err.flush();
    return UnusableInput;
}

namespace {

// Reads the plan named by the single positional argument, with the catalog.
struct Loaded
{
    CatalogLoadResult catalog;
    Plan plan;
};

int loadPlanArgs(VerbContext &ctx, Loaded &l)
{
    const QStringList pos = ctx.parser.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(Text::tr("tpu-planner %1: give exactly one plan file").arg(ctx.verb));
    l.catalog = ctx.loadCatalog();
    if (!l.catalog.ok())
        return ctx.fail(l.catalog.errorMessage());
    const auto loaded = PlanFile::load(pos.first());
    if (!loaded.plan)
        return ctx.fail(loaded.error);
    l.plan = *loaded.plan;
    return -1;
}

int runCheck(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("check"));
    addLiveOptions(ctx.parser);
    int rc = ctx.parse(args,
                       Text::tr("Check a plan against every rule (and, with --live, against its "
                                "Google Cloud project). Exit 0 when it has no errors, 1 when it "
                                "has, 2 when it cannot be read."),
                       {QStringLiteral("text"), QStringLiteral("json")}, QStringLiteral("plan"),
                       Text::tr("The plan file."));
    Loaded l;
    if (rc >= 0 || (rc = loadPlanArgs(ctx, l)) >= 0)
        return rc;
    const bool live = ctx.parser.isSet(QStringLiteral("live"));
    if (!live && (ctx.parser.isSet(QStringLiteral("credentials")) ||
                  ctx.parser.isSet(QStringLiteral("api-root"))))
        return ctx.fail(Text::tr("tpu-planner check: --credentials and --api-root need --live"));
    const SnapshotPtr snap = makeSnapshot(*l.catalog.catalog, l.plan);
    if (live)
        return runLiveCheck(ctx, snap);
    const auto &findings = snap->findings;
    if (ctx.format() == QLatin1String("json")) {
        QJsonObject o{{"plan", ctx.parser.positionalArguments().first()},
                      {"catalogVersion", l.catalog.catalog->catalogVersion},
                      {"errors", hasErrors(findings)},
                      {"findings", findingsToJson(findings)}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out << findingsToText(findings, *l.catalog.catalog);
    }
    return hasErrors(findings) ? PlanHasErrors : Ok;
}

int runSummary(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("summary"));
    int rc = ctx.parse(args, Text::tr("Print a plan's derived totals, quota and cost."),
                       {QStringLiteral("text"), QStringLiteral("json")}, QStringLiteral("plan"),
                       Text::tr("The plan file."));
    Loaded l;
    if (rc >= 0 || (rc = loadPlanArgs(ctx, l)) >= 0)
        return rc;
    const SnapshotPtr snap = makeSnapshot(*l.catalog.catalog, l.plan);
    const Summary &s = snap->summary;
    const auto &findings = snap->findings;
    if (ctx.format() == QLatin1String("json")) {
        QJsonObject o = summaryToJson(s);
        o.insert(QStringLiteral("catalogVersion"), l.catalog.catalog->catalogVersion);
        o.insert(QStringLiteral("errors"), hasErrors(findings));
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out << summaryToText(s);
        if (hasErrors(findings))
            out << Text::tr("\nThe plan has errors: run tpu-planner check for the details.\n");
    }
    return s.complete && !hasErrors(findings) ? Ok : PlanHasErrors;
}

} // namespace

bool needsGuiApplication(const QStringList &args)
{
    return args.value(0) == QLatin1String("report");
}

bool isCliInvocation(const QStringList &args)
{
    if (args.isEmpty())
        return false;
    const QString &a = args.first();
    if (verbs().contains(a) || a == QLatin1String("--help") || a == QLatin1String("-h") ||
        a == QLatin1String("help") || a == QLatin1String("--version"))
        return true;
    // `tpu-planner PLAN` opens the window (options such as --catalog go to it too). A first word
    // that is no file, has no folder or file suffix, or comes with more words than a plan is a
    // mistyped verb: it gets an error on the terminal, never a window waiting on a dialog.
    if (a.startsWith(QLatin1Char('-')) || QFileInfo::exists(a))
        return false;
    return args.size() > 1 || (!a.contains(QLatin1Char('/')) && !a.contains(QLatin1Char('.')));
}

QString terminalSafe(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool control = (u < 0x20 && u != '\n' && u != '\t') || (u >= 0x7F && u <= 0x9F) ||
                             u == 0x2028 || u == 0x2029 || c.category() == QChar::Other_Format;
        if (control)
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

namespace {
bool g_rawStdout = false;
} // namespace

void setRawStdout(bool raw)
{
    g_rawStdout = raw;
}

int run(const QStringList &args, QTextStream &out, QTextStream &err)
{
    // Everything a verb prints passes through terminalSafe(): a zone, a catalog title or a plan
    // value holding an escape sequence cannot drive the terminal. Only `export --stdout` into a
    // pipe or file (setRawStdout) keeps the exported bytes exact.
    QString outText, errText;
    QTextStream bufOut(&outText), bufErr(&errText);
    g_rawStdout = false;
    const QString verb = args.value(0);
    const QStringList rest = args.mid(1);
    int rc = UnusableInput;
    if (verb == QLatin1String("catalog"))
        rc = runCatalog(rest, bufOut, bufErr);
    else if (verb == QLatin1String("check"))
        rc = runCheck(rest, bufOut, bufErr);
    else if (verb == QLatin1String("summary"))
        rc = runSummary(rest, bufOut, bufErr);
    else if (verb == QLatin1String("export"))
        rc = runExport(rest, bufOut, bufErr);
    else if (verb == QLatin1String("alternatives"))
        rc = runAlternatives(rest, bufOut, bufErr);
    else if (verb == QLatin1String("new"))
        rc = runNew(rest, bufOut, bufErr);
    else if (verb == QLatin1String("edit"))
        rc = runEdit(rest, bufOut, bufErr);
    else if (verb == QLatin1String("report"))
        rc = runReport(rest, bufOut, bufErr);
    else if (verb == QLatin1String("review"))
        rc = runReview(rest, bufOut, bufErr);
    else if (verb == QLatin1String("size"))
        rc = runSize(rest, bufOut, bufErr);
    else if (verb == QLatin1String("advise"))
        rc = runAdvise(rest, bufOut, bufErr);
    else if (verb == QLatin1String("--version")) {
        bufOut << "tpu-planner " << TPU_PLANNER_VERSION << '\n';
        rc = Ok;
    } else if (verb == QLatin1String("--help") || verb == QLatin1String("-h") ||
               verb == QLatin1String("help")) {
        printUsage(bufOut);
        rc = Ok;
    } else {
        const QString near = nearestVerb(verb);
        bufErr << (near.isEmpty()
                       ? Text::tr(
                             "tpu-planner: unknown command \"%1\" (and no plan file of that name)")
                             .arg(json::echo(verb))
                       : Text::tr("tpu-planner: unknown command \"%1\"; did you mean %2?")
                             .arg(json::echo(verb), near))
               << '\n';
        printUsage(bufErr);
    }
    bufOut.flush();
    bufErr.flush();
    out << (g_rawStdout ? outText : terminalSafe(outText));
    err << terminalSafe(errText);
    out.flush();
    err.flush();
    return rc;
}

} // namespace tpu::cli
