// `tpu-planner review new|add|check|export`: capacity reviews from the command line (issue 22,
// docs/review-file.md).
#include "catalog/catalogloader.h"
#include "catalog/jsonreader.h"
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "export/exportbundle.h"
#include "model/atomicfile.h"
#include "model/catalogoverlay.h"
#include "model/planfile.h"
#include "model/rules.h"
#include "model/shellquote.h"
#include "model/snapshot.h"
#include "report/reviewreport.h"
#include "review/capacitycheck.h"
#include "review/fit.h"
#include "review/reviewkueue.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMap>
#include <functional>

namespace tpu::cli {

using namespace tpu::review;

namespace {

QString reviewUsage()
{
    return Text::tr(
        "Usage: tpu-planner review new -o REVIEW [--force] [--plan FILE --team T --priority N "
        "[--period YYYY-MM:YYYY-MM] [--title TEXT] [--job \"SIZE FLAGS\"]]...\n"
        "                              [--reservation [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS]... "
        "[--quota LOCATION:METRIC:CHIPS]...\n"
        "                              [--budget USD_PER_MONTH]\n"
        "       tpu-planner review add REVIEW [the options of new but -o]\n"
        "       tpu-planner review check REVIEW [--format text|json] [--month YYYY-MM] "
        "[--catalog FILE]\n"
        "       tpu-planner review export REVIEW --out DIR [--force] [--catalog FILE]\n"
        "       tpu-planner review capacity REVIEW [--from-project P] [--replace] "
        "[--credentials FILE] [--api-root URL]\n"
        "Each --plan takes the --team, --priority, --period, --title and --job that follow "
        "it; --job is the model and job as size takes them (a preset or --params, --train or "
        "--serve and their flags).\n"
        "new and add exit 0 when written, 1 when written but a plan added has errors (listed "
        "on stderr), 2 when nothing was written.\n"
        "check exits 0 when every request fits and no plan has errors, 1 when one does not fit "
        "or a plan has errors, 2 on unusable input.\n"
        "See docs/review-file.md.\n");
}

std::optional<ReservationCapacity> parseReservation(const QString &text, QString *why)
{
    // [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS, or [PROJECT/]NAME@ZONE:VM_FAMILY_…:CHIPS for an
    // aggregate reservation
    const int at = text.indexOf(QLatin1Char('@'));
    const QStringList rest = at < 0 ? QStringList() : text.mid(at + 1).split(QLatin1Char(':'));
    bool ok = false;
    ReservationCapacity r;
    if (rest.size() == 3)
        r.vms = rest.at(2).toInt(&ok);
    if (!ok) {
        *why = Text::tr("--reservation \"%1\" is not [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS, e.g. "
                        "my-project/v5p-pool@us-east5-a:ct5p-hightpu-4t:64 (or "
                        "NAME@ZONE:VM_FAMILY:CHIPS for an aggregate reservation)")
                   .arg(json::echo(text));
        return std::nullopt;
    }
    const QString id = text.left(at);
    const int slash = id.indexOf(QLatin1Char('/'));
    r.project = slash < 0 ? QString() : id.left(slash);
    r.name = slash < 0 ? id : id.mid(slash + 1);
    r.zone = rest.at(0);
    r.machineType = rest.at(1);
    if (r.machineType.startsWith(QLatin1String("VM_FAMILY_"))) {
        r.vmFamily = r.machineType;
        r.chips = r.vms;
        r.machineType.clear();
        r.vms = 0;
    }
    if (const QString bad = checkReservation(r); !bad.isEmpty()) {
        *why = Text::tr("--reservation \"%1\": %2").arg(json::echo(text), bad);
        return std::nullopt;
    }
    return r;
}

std::optional<QuotaCapacity> parseQuota(const QString &text, QString *why)
{
    // LOCATION:METRIC:CHIPS; the metric may itself hold colons.
    const int first = text.indexOf(QLatin1Char(':')), last = text.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    QuotaCapacity q;
    if (first > 0 && last > first + 1)
        q.chips = text.mid(last + 1).toLongLong(&ok);
    if (!ok) {
        *why = Text::tr("--quota \"%1\" is not LOCATION:METRIC:CHIPS, e.g. "
                        "us-east5:TPU-V5P-per-project-region:512")
                   .arg(json::echo(text));
        return std::nullopt;
    }
    q.location = text.left(first);
    q.metric = text.mid(first + 1, last - first - 1);
    if (const QString bad = checkQuota(q); !bad.isEmpty()) {
        *why = Text::tr("--quota \"%1\": %2").arg(json::echo(text), bad);
        return std::nullopt;
    }
    return q;
}

// Issue 38, point 2: a reservation or quota given on the command line (from `reservations`,
// `quotas` on) in a zone, region, machine type or metric the catalog does not know cannot exist:
// refused with the nearest known names; one the catalog does not list there is a warning.
int checkCapacityInCatalog(const Capacity &capacity, size_t reservations, size_t quotas,
                           const catalog::CatalogLoadResult &cat, const QString &verb,
                           QTextStream &err)
{
    if (capacity.reservations.size() == reservations && capacity.quotas.size() == quotas)
        return Ok;
    const auto say = [&](const QString &option, const QString &id, const CapacityCheck &c) {
        if (!c.error.isEmpty()) {
            err << Text::tr("tpu-planner %1: %2 %3: %4; nothing was written")
                       .arg(verb, option, id, c.error)
                << '\n';
            return false;
        }
        if (!c.warning.isEmpty())
            err << Text::tr("tpu-planner %1: warning: %2 %3: %4").arg(verb, option, id, c.warning)
                << '\n';
        return true;
    };
    for (size_t k = reservations; k < capacity.reservations.size(); ++k) {
        const ReservationCapacity &r = capacity.reservations[k];
        if (!say(QStringLiteral("--reservation"), r.id(),
                 checkReservationInCatalog(*cat.catalog, r)))
            return UnusableInput;
    }
    for (size_t k = quotas; k < capacity.quotas.size(); ++k) {
        const QuotaCapacity &q = capacity.quotas[k];
        if (!say(QStringLiteral("--quota"), q.id(), checkQuotaInCatalog(*cat.catalog, q)))
            return UnusableInput;
    }
    return Ok;
}

// What `review new` and `review add` are told, option by option: the review as the options leave
// it, and what the checks after the last option need.
struct ReviewEdit
{
    bool create = false;
    QString verb, output, catalogFile;
    bool force = false; // new: replace a file that exists
    Review review;
    // add reads, changes and writes back: one writer at a time, and a file changed by another
    // program since it was read is never overwritten (its change would be lost).
    std::unique_ptr<model::io::WriterLock> lock;
    model::io::FileStamp stamp;
    // The capacity given here is checked against the catalog once every option is read.
    size_t reservationsBefore = 0, quotasBefore = 0;
    QSet<size_t> withPriority;          // indices into review.requests
    QMap<size_t, QStringList> jobFlags; // --job "size's flags", read once the catalog is
    std::vector<size_t> added;
};

// add: the review file, locked and read. Ok, or the exit code (the error said).
int readReviewToAdd(ReviewEdit &e, const QString &file, QTextStream &err)
{
    e.output = file;
    e.lock = std::make_unique<model::io::WriterLock>(file);
    if (!e.lock->isLocked()) {
        err << Text::tr("tpu-planner %1: %2").arg(e.verb, e.lock->error()) << '\n';
        return UnusableInput;
    }
    e.stamp = model::io::stampOf(file);
    const auto loaded = ReviewFile::load(file);
    if (!loaded.review) {
        err << loaded.error << '\n';
        return UnusableInput;
    }
    e.review = *loaded.review;
    return Ok;
}

// --team, --priority, --period or --title `v` of the last --plan: why it is refused, or empty.
QString readRequestOption(ReviewEdit &e, const QString &opt, const QString &v)
{
    Request *current = &e.review.requests[e.added.back()];
    if (opt == QLatin1String("--team")) {
        if (v.trimmed().isEmpty()) // given, but empty: not "missing"
            return Text::tr("--team after --plan %1 is empty: give the team's name, "
                            "e.g. --team \"ML Research\"")
                .arg(current->title);
        current->team = v;
    } else if (opt == QLatin1String("--title")) {
        current->title = v;
    } else if (opt == QLatin1String("--priority")) {
        bool ok = false;
        current->priority = v.toInt(&ok);
        if (!ok || current->priority < 1 || current->priority > ReviewFile::kMaxPriority)
            return Text::tr("--priority must be a whole number from 1 (first) to %1, not \"%2\"")
                .arg(QString::number(ReviewFile::kMaxPriority), json::echo(v));
        e.withPriority.insert(e.added.back());
    } else {
        QString why;
        current->period = parsePeriod(v, &why);
        if (!current->period)
            return Text::tr("--period: %1").arg(why);
    }
    return {};
}

// --reservation, --quota or --budget `v`: why it is refused, or empty.
QString readCapacityOption(Capacity &capacity, const QString &opt, const QString &v)
{
    QString why;
    if (opt == QLatin1String("--reservation")) {
        const auto r = parseReservation(v, &why);
        if (!r)
            return why;
        for (const auto &o : capacity.reservations)
            if (o.id() == r->id())
                return Text::tr("reservation %1 is given twice").arg(r->id());
        capacity.reservations.push_back(*r);
    } else if (opt == QLatin1String("--quota")) {
        const auto q = parseQuota(v, &why);
        if (!q)
            return why;
        for (const auto &o : capacity.quotas)
            if (o.id() == q->id())
                return Text::tr("quota %1 is given twice").arg(q->id());
        capacity.quotas.push_back(*q);
    } else {
        bool ok = false;
        const double b = v.toDouble(&ok);
        if (!ok || !(b >= 0) || b > ReviewFile::kMaxBudget)
            return Text::tr("--budget must be a number of USD per month from 0 to %1, not \"%2\"")
                .arg(QString::number(ReviewFile::kMaxBudget, 'f', 0), json::echo(v));
        capacity.budgetPerMonth = b;
    }
    return {};
}

// What a capacity option needs when it is given without a value.
QString capacityOptionShape(const QString &opt)
{
    if (opt == QLatin1String("--reservation"))
        return Text::tr("--reservation needs [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS");
    if (opt == QLatin1String("--quota"))
        return Text::tr("--quota needs LOCATION:METRIC:CHIPS");
    return Text::tr("--budget needs USD per month");
}

// The options from args[i] on, in their order (each --plan owns the --team... after it). Ok, -1
// after --help (the usage written), or the exit code; `fail` says why in the verb's words.
int readReviewOptions(ReviewEdit &e, const QStringList &args, int i, QTextStream &out,
                      QTextStream &err, const std::function<int(const QString &)> &fail)
{
    const auto value = [&](QString *v) {
        if (i + 1 >= args.size())
            return false;
        *v = args.at(++i);
        return true;
    };
    for (; i < args.size(); ++i) {
        const QString opt = args.at(i);
        QString v;
        if (opt == QLatin1String("-h") || opt == QLatin1String("--help")) {
            out << reviewUsage();
            return -1;
        }
        if (e.create && (opt == QLatin1String("-o") || opt == QLatin1String("--output"))) {
            if (!value(&e.output))
                return fail(Text::tr("%1 needs a file").arg(opt));
        } else if (e.create && opt == QLatin1String("--force")) {
            e.force = true;
        } else if (opt == QLatin1String("--plan")) {
            if (!value(&v))
                return fail(Text::tr("--plan needs a plan file"));
            const auto plan = model::PlanFile::load(v);
            if (!plan.plan) {
                err << plan.error << '\n';
                return UnusableInput;
            }
            Request r;
            r.plan = *plan.plan;
            r.title = QFileInfo(v).completeBaseName();
            e.review.requests.push_back(r);
            e.added.push_back(e.review.requests.size() - 1);
        } else if (opt == QLatin1String("--job")) {
            if (e.added.empty())
                return fail(
                    Text::tr("%1 belongs to the --plan before it; give --plan first").arg(opt));
            if (!value(&v))
                return fail(Text::tr("--job needs the model and job as size takes them, e.g. "
                                     "--job \"--model llama-3-70b --serve --weights int8\""));
            const model::ShellWords words = model::splitShellWords(v);
            if (!words.error.isEmpty())
                return fail(Text::tr("--job: %1").arg(words.error));
            e.jobFlags.insert(e.added.back(), words.args);
        } else if (opt == QLatin1String("--team") || opt == QLatin1String("--priority") ||
                   opt == QLatin1String("--period") || opt == QLatin1String("--title")) {
            if (e.added.empty())
                return fail(
                    Text::tr("%1 belongs to the --plan before it; give --plan first").arg(opt));
            if (!value(&v))
                return fail(Text::tr("%1 needs a value").arg(opt));
            if (const QString why = readRequestOption(e, opt, v); !why.isEmpty())
                return fail(why);
        } else if (opt == QLatin1String("--catalog")) {
            if (!value(&e.catalogFile)) // what --reservation and --quota are checked against
                return fail(Text::tr("--catalog needs a file"));
        } else if (opt == QLatin1String("--reservation") || opt == QLatin1String("--quota") ||
                   opt == QLatin1String("--budget")) {
            if (!value(&v))
                return fail(capacityOptionShape(opt));
            if (const QString why = readCapacityOption(e.review.capacity, opt, v); !why.isEmpty())
                return fail(why);
        } else {
            return fail(Text::tr("unknown option or argument \"%1\"").arg(json::echo(opt)));
        }
    }
    return Ok;
}

// Every request added has its team and priority, and labels the file accepts: why not, or empty.
QString checkAddedRequests(const ReviewEdit &e)
{
    if (int(e.review.requests.size()) > ReviewFile::kMaxRequests)
        return Text::tr("a review holds at most %1 requests").arg(ReviewFile::kMaxRequests);
    for (const size_t k : e.added) {
        const Request &r = e.review.requests[k];
        if (r.team.isEmpty())
            return Text::tr("--plan %1 has no --team after it").arg(r.title);
        if (!e.withPriority.contains(k))
            return Text::tr("--plan %1 has no --priority after it").arg(r.title);
        if (const QString why = checkRequestLabels(r); !why.isEmpty())
            return Text::tr("--plan %1: %2").arg(r.title, why);
    }
    return {};
}

// Issue 38, point 10: a request whose plan has errors is added (the review is where the teams'
// asks are collected, and its fit is still worth seeing), but never without a word: its errors on
// stderr, and exit 1, as `new` does for a plan with errors.
int sayAddedPlanErrors(const ReviewEdit &e, const catalog::Catalog &catalog, QTextStream &err)
{
    int withErrors = 0;
    for (const size_t k : e.added) {
        const Request &r = e.review.requests[k];
        const std::vector<model::Finding> errors = planErrors(catalog, r.plan);
        if (errors.empty())
            continue;
        ++withErrors;
        err << Text::tr("tpu-planner %1: the plan of request %2 (%3, %4) has errors; it was "
                        "added, but nothing of it can be exported until they are fixed:")
                   .arg(e.verb, QString::number(k + 1), r.title, r.team)
            << '\n';
        for (const model::Finding &f : errors)
            err << "  [" << f.id << "] " << f.message.toString() << '\n';
    }
    return withErrors > 0 ? PlanHasErrors : Ok;
}

// new and add: read the options, check what they give against the catalog, write the review.
int runEditReview(const QStringList &args, QTextStream &out, QTextStream &err, bool create)
{
    ReviewEdit e;
    e.create = create;
    e.verb = create ? QStringLiteral("review new") : QStringLiteral("review add");
    const auto fail = [&err, &e](const QString &why) {
        err << Text::tr("tpu-planner %1: %2 (see tpu-planner review --help)").arg(e.verb, why)
            << '\n';
        return int(UnusableInput);
    };
    if (!create) {
        if (args.isEmpty() || args.first().startsWith(QLatin1Char('-')))
            return fail(Text::tr("give the review file first"));
        if (const int rc = readReviewToAdd(e, args.first(), err); rc != Ok)
            return rc;
    }
    e.reservationsBefore = e.review.capacity.reservations.size();
    e.quotasBefore = e.review.capacity.quotas.size();
    if (const int rc = readReviewOptions(e, args, create ? 0 : 1, out, err, fail); rc != Ok)
        return rc < 0 ? int(Ok) : rc;
    if (e.output.isEmpty())
        return fail(Text::tr("give -o REVIEW"));
    // As new does for plans: a review of many requests is never replaced by one silently.
    if (create && !e.force && (QFileInfo::exists(e.output) || QFileInfo(e.output).isSymLink())) {
        err << Text::tr("tpu-planner review new: %1 exists; use --force to replace it (or "
                        "review add to add to it)")
                   .arg(e.output)
            << '\n';
        return UnusableInput;
    }
    // The catalog the capacity and the plans are checked against.
    catalog::CatalogLoadResult cat = catalog::CatalogLoader::loadPreferred(e.catalogFile);
    if (!cat.ok()) {
        err << cat.errorMessage() << '\n';
        return UnusableInput;
    }
    if (e.catalogFile.isEmpty()) {
        QString ignored; // said by the verbs that use the catalog for more than this
        cat.catalog = model::withOverlay(cat.catalog, &ignored);
    }
    if (const int rc = checkCapacityInCatalog(e.review.capacity, e.reservationsBefore,
                                              e.quotasBefore, cat, e.verb, err);
        rc != Ok)
        return rc;
    if (!create && e.added.empty() && args.size() == 1)
        return fail(Text::tr("nothing to add: give --plan, --reservation, --quota or --budget"));
    if (const QString why = checkAddedRequests(e); !why.isEmpty())
        return fail(why);
    for (auto it = e.jobFlags.cbegin(); it != e.jobFlags.cend(); ++it) {
        Request &r = e.review.requests[it.key()];
        QString why;
        r.job = jobFromSizeFlags(it.value(), *cat.catalog, &why);
        if (!r.job)
            return fail(Text::tr("--plan %1: %2").arg(r.title, why));
    }
    if (const QString error = ReviewFile::save(e.review, e.output, create ? nullptr : &e.stamp);
        !error.isEmpty()) {
        err << Text::tr("tpu-planner %1: %2").arg(e.verb, error) << '\n';
        return UnusableInput;
    }
    out << Text::tr("Wrote %1: %2, %3, %4")
               .arg(e.output, Counts::requests(qsizetype(e.review.requests.size())),
                    Counts::reservations(qsizetype(e.review.capacity.reservations.size())),
                    Counts::quotas(qsizetype(e.review.capacity.quotas.size())))
        << '\n';
    return sayAddedPlanErrors(e, *cat.catalog, err);
}

int loadReview(VerbContext &ctx, catalog::CatalogLoadResult &cat, Review &review)
{
    const QStringList pos = ctx.parser.positionalArguments();
    if (pos.size() != 1)
        return ctx.fail(Text::tr("tpu-planner %1: give exactly one review file").arg(ctx.verb));
    cat = ctx.loadCatalog();
    if (!cat.ok())
        return ctx.fail(cat.errorMessage());
    const auto loaded = ReviewFile::load(pos.first());
    if (!loaded.review)
        return ctx.fail(loaded.error);
    review = *loaded.review;
    return -1;
}

int runReviewCheck(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("review check"));
    ctx.parser.addOption({QStringLiteral("month"),
                          Text::tr("The month of the totals per region, TPU version and "
                                   "capacity class (default: the busiest)."),
                          QStringLiteral("YYYY-MM")});
    int rc = ctx.parse(args,
                       Text::tr("Fit a review's requests on its capacity. Exit 0 when every "
                                "request fits and no request's plan has errors, 1 when one does "
                                "not fit or has plan errors, 2 on unusable input."),
                       {QStringLiteral("text"), QStringLiteral("json")}, QStringLiteral("review"),
                       Text::tr("The review file."));
    catalog::CatalogLoadResult cat;
    Review review;
    if (rc >= 0 || (rc = loadReview(ctx, cat, review)) >= 0)
        return rc;
    std::optional<int> month;
    if (ctx.parser.isSet(QStringLiteral("month"))) {
        const QString text = ctx.parser.value(QStringLiteral("month"));
        QString why;
        const auto period = parsePeriod(text + QLatin1Char(':') + text, &why);
        if (!period)
            return ctx.fail(
                Text::tr("tpu-planner review check: --month \"%1\" is not a month like 2026-03")
                    .arg(json::echo(text)));
        month = period->start;
    }
    FitResult result = fit(*cat.catalog, review, month);
    addPlanErrors(*cat.catalog, review, result);
    if (ctx.format() == QLatin1String("json"))
        out << QJsonDocument(fitToJson(review, result)).toJson(QJsonDocument::Indented);
    else
        out << fitToText(review, result);
    return result.allFit() && result.plansWithErrors() == 0 ? Ok : PlanHasErrors;
}

int runReviewExport(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("review export"));
    ctx.parser.addOption(
        {QStringLiteral("out"), Text::tr("Folder to write the files to."), QStringLiteral("dir")});
    ctx.parser.addOption({QStringLiteral("force"),
                          Text::tr("Export even if requests have errors (they are listed at "
                                   "the top of each of their files).")});
    int rc = ctx.parse(args,
                       Text::tr("Export a review: each request's files in its own folder and "
                                "kueue.yaml for the whole review. Exit 0 when written, 1 when "
                                "a request has errors (nothing written without --force), 2 on "
                                "unusable input."),
                       {}, QStringLiteral("review"), Text::tr("The review file."));
    catalog::CatalogLoadResult cat;
    Review review;
    if (rc >= 0 || (rc = loadReview(ctx, cat, review)) >= 0)
        return rc;
    if (!ctx.parser.isSet(QStringLiteral("out")))
        return ctx.fail(Text::tr("tpu-planner review export: give --out DIR"));
    const QString dir = ctx.parser.value(QStringLiteral("out"));
    const bool force = ctx.parser.isSet(QStringLiteral("force"));

    std::vector<std::pair<QString, std::vector<exporters::ExportFile>>> folders;
    bool errors = false;
    for (int i = 0; i < int(review.requests.size()); ++i) {
        const Request &r = review.requests[size_t(i)];
        const model::SnapshotPtr snap = model::makeSnapshot(*cat.catalog, r.plan);
        const auto findings = exporters::exportFindings(*snap);
        if (model::hasErrors(findings)) {
            errors = true;
            if (!force) {
                err << Text::tr("Request %1 (%2, %3) has errors:")
                           .arg(QString::number(i + 1), r.title, r.team)
                    << '\n';
                for (const model::Finding &f : findings)
                    if (f.severity == model::Severity::Error)
                        err << "  [" << f.id << "] " << f.message.toString() << '\n';
            }
        }
        folders.emplace_back(requestFolderName(review, i), exporters::exportFiles(*snap));
    }
    if (errors && !force) {
        err << Text::tr("tpu-planner review export: nothing was written (use --force to export "
                        "anyway)")
            << '\n';
        return PlanHasErrors;
    }
    const ReviewKueue kueue = reviewKueue(*cat.catalog, review);
    if (!kueue.error.isEmpty())
        return ctx.fail(Text::tr("tpu-planner review export: %1").arg(kueue.error));

    const exporters::ExportFolderLock lock(dir);
    if (!lock.isLocked())
        return ctx.fail(
            Text::tr("tpu-planner review export: nothing was written: %1").arg(lock.error()));
    // One staged write of every request's files and kueue.yaml, as a plan's export: each file in
    // full beside its target first, then the renames; a failure anywhere (a full disk) puts back
    // what was replaced, so the folder keeps the previous export whole, never a mix of new
    // requests and an old kueue.yaml. A request folder made for this export goes again.
    std::vector<exporters::ExportFile> all;
    QStringList madeFolders;
    for (const auto &[folder, files] : folders) {
        if (!QFileInfo::exists(QDir(dir).filePath(folder)))
            madeFolders << QDir(dir).filePath(folder);
        for (const exporters::ExportFile &f : files)
            all.push_back({folder + QLatin1Char('/') + f.name, f.bytes});
    }
    if (!kueue.yaml.isEmpty())
        all.push_back({QStringLiteral("kueue.yaml"), kueue.yaml.toUtf8()});
    QString error;
    const QStringList written = exporters::writeExportFiles(all, dir, &error);
    if (!error.isEmpty()) {
        for (const QString &made : madeFolders)
            QDir(made).removeRecursively(); // only folders this export created
        return ctx.fail(Text::tr("tpu-planner review export: nothing was written: %1").arg(error));
    }
    for (const QString &w : written)
        out << Text::tr("Wrote %1").arg(w) << '\n';
    for (const QString &t : kueue.skipped)
        err << Text::tr("Note: %1 does not name a whole slice; it has no Kueue quota.").arg(t)
            << '\n';
    return errors ? PlanHasErrors : Ok;
}

} // namespace

int runReviewReport(VerbContext &ctx, const catalog::Catalog &catalog,
                    const report::ReportOptions &options, const QString &output, int page)
{
    const QString file = ctx.parser.positionalArguments().first();
    const auto loaded = ReviewFile::load(file);
    if (!loaded.review)
        return ctx.fail(loaded.error);
    report::ReviewReportOptions o;
    o.mask = options.mask;
    o.theme = options.theme;
    o.pageSize = options.pageSize;
    o.scale = options.scale;
    o.reviewFileName = file;
    o.page = page;
    QStringList written;
    const QString error = report::writeReviewReport(catalog, *loaded.review, o, output, &written);
    if (!error.isEmpty())
        return ctx.fail(Text::tr("tpu-planner report: %1").arg(error));
    for (const QString &f : written) // a PNG per page: FILE.png, FILE-2.png, ...
        ctx.out << Text::tr("Wrote %1").arg(f) << '\n';
    return Ok;
}

int runReview(const QStringList &args, QTextStream &out, QTextStream &err)
{
    const QString sub = args.value(0);
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("new"))
        return runEditReview(rest, out, err, true);
    if (sub == QLatin1String("add"))
        return runEditReview(rest, out, err, false);
    if (sub == QLatin1String("check"))
        return runReviewCheck(rest, out, err);
    if (sub == QLatin1String("export"))
        return runReviewExport(rest, out, err);
    if (sub == QLatin1String("capacity"))
        return runReviewCapacity(rest, out, err);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        out << reviewUsage();
        return Ok;
    }
    err << Text::tr("tpu-planner review: say new, add, check, export or capacity") << '\n'
        << reviewUsage();
    return UnusableInput;
}

} // namespace tpu::cli
