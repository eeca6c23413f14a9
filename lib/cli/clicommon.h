#pragma once

#include "catalog/catalogloader.h"
#include "i18n/language.h"
#include "model/snapshot.h"
#include "report/report.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>
#include <memory>
#include <optional>

namespace tpu::live {
class LiveConnection;
}
namespace tpu::sizing {
struct Job;
}

namespace tpu::cli {

// The one translation context of the command line's messages (Text::tr in every verb).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(tpu::cli::Cli)
};

// The name of `known` nearest to a mistyped `word` (at most two letters added, dropped, changed
// or swapped, case aside), or empty: what "did you mean ...?" suggests.
QString nearestName(const QString &word, const QStringList &known);
// "unknown TPU version "v6"; did you mean v6e? The catalog has: v3, v4, ..." (--tpu).
QString unknownVersionMessage(const catalog::Catalog &catalog, const QString &given);

// Shared by the verbs: parsing with --help/--catalog/--format, and loading the catalog.
struct VerbContext
{
    QTextStream &out;
    QTextStream &err;
    QCommandLineParser parser;
    QString verb;
    // With --format json everything the verb prints is English: JSON is for programs.
    std::unique_ptr<i18n::EnglishScope> english;

    VerbContext(QTextStream &o, QTextStream &e, QString v) : out(o), err(e), verb(std::move(v)) {}

    // Adds --help, --catalog and (when formats are given) --format; parses `args`.
    // Returns -1 to continue, else the exit code to return.
    int parse(const QStringList &args, const QString &description, const QStringList &formats,
              const QString &positional = {}, const QString &positionalHelp = {});
    QString format() const;
    catalog::CatalogLoadResult loadCatalog() const;
    int fail(const QString &message) const; // prints to err, returns UnusableInput
};

// check --live (clilive.cpp): adds --live, --credentials and --api-root; runs the live checks
// after the catalog's and prints both.
void addLiveOptions(QCommandLineParser &parser);
int runLiveCheck(VerbContext &ctx, const model::SnapshotPtr &snapshot);

// catalog refresh (clirefresh.cpp): --credentials, --api-root and --project; writes the live
// overlay. Exit 0 when every API answered, 1 when some did not (what was read is kept), 2
// when nothing was read.
void addRefreshOptions(QCommandLineParser &parser);
int runCatalogRefresh(VerbContext &ctx);
// The Google API root for the live verbs: --api-root, else TPU_PLANNER_API_ROOT, else Google's
// own (empty). False (and `why`) when it is not one a token may be sent to (validApiRoot).
bool apiRootOf(const QCommandLineParser &p, QString *root, QString *why);
// --credentials and --api-root as connectForCli reads them, for the verbs that ask a project
// (advise, review capacity).
void addConnectOptions(QCommandLineParser &parser);
// Connects `conn` as catalog refresh does: --credentials, GOOGLE_APPLICATION_CREDENTIALS, a key
// imported in the GUI for `project`, else gcloud's login. -1 when connected, else the exit code
// (the reason printed, prefixed with `verb`).
int connectForCli(VerbContext &ctx, live::LiveConnection &conn, const QString &project,
                  const QString &verb);
// review capacity (clireviewcapacity.cpp): reads a project's TPU reservations and quota into a
// review.
int runReviewCapacity(const QStringList &args, QTextStream &out, QTextStream &err);

int runAlternatives(const QStringList &args, QTextStream &out, QTextStream &err);
// advise (cliadvise.cpp): Google's calendar-mode and obtainability advice for a plan.
int runAdvise(const QStringList &args, QTextStream &out, QTextStream &err);
int runCatalog(const QStringList &args, QTextStream &out, QTextStream &err);
int runExport(const QStringList &args, QTextStream &out, QTextStream &err);
int runNew(const QStringList &args, QTextStream &out, QTextStream &err);
int runEdit(const QStringList &args, QTextStream &out, QTextStream &err);
int runReport(const QStringList &args, QTextStream &out, QTextStream &err);
int runReview(const QStringList &args, QTextStream &out, QTextStream &err); // clireview.cpp
int runSize(const QStringList &args, QTextStream &out, QTextStream &err);   // clisize.cpp
// The model and job that `size`'s flags describe (`words`: as after `tpu-planner size`), as a
// review request carries it (`review add --job "…"`): a preset or --params, and the flags of one
// job, training or serving. Unset, with *why, when they do not describe one (clisize.cpp).
std::optional<sizing::Job> jobFromSizeFlags(const QStringList &words,
                                            const catalog::Catalog &catalog, QString *why);
// `report REVIEW.tpureview -o FILE.pdf` (clireview.cpp), after report's options are read.
int runReviewReport(VerbContext &ctx, const catalog::Catalog &catalog,
                    const report::ReportOptions &options, const QString &output, int page);

} // namespace tpu::cli
