// tpu-planner review capacity REVIEW --from-project P: the TPU reservations and quota a project
// holds, read live (live/capacityread.h), merged into the review's capacity or replacing it.
#include "cli/cli.h"
#include "cli/clicommon.h"
#include "live/capacityread.h"
#include "live/liveconnection.h"
#include "live/qtkeychainstore.h"
#include "model/atomicfile.h"
#include "model/names.h"
#include "review/review.h"

#include <QEventLoop>
#include <QLocale>
#include <QTimer>

namespace tpu::cli {

using namespace tpu::live;
using namespace tpu::review;

int runReviewCapacity(const QStringList &args, QTextStream &out, QTextStream &err)
{
    VerbContext ctx(out, err, QStringLiteral("review capacity"));
    auto &p = ctx.parser;
    const QString verb = QStringLiteral("tpu-planner review capacity");
    p.addOption({QStringLiteral("from-project"),
                 Text::tr("The Google Cloud project whose TPU reservations and quota to read "
                          "(else the key's project)."),
                 QStringLiteral("id")});
    p.addOption({QStringLiteral("replace"),
                 Text::tr("The review's reservations and quota become what was read (the "
                          "budget stays); without it, each entry read takes the place of the "
                          "review's entry with its id and the others stay.")});
    addConnectOptions(p);
    int rc = ctx.parse(args,
                       Text::tr("Read the TPU reservations and quota a project holds into a "
                                "review, each entry marked as read from the project. Exit 0 "
                                "when every API answered, 1 when some did not (what was read "
                                "is saved), 2 on unusable input or when nothing was read."),
                       {}, QStringLiteral("review"), Text::tr("The review file."));
    if (rc >= 0)
        return rc;
    if (p.positionalArguments().size() != 1)
        return ctx.fail(Text::tr("%1: give exactly one review file").arg(verb));
    const QString file = p.positionalArguments().first();
    auto loaded = ReviewFile::load(file);
    if (!loaded.review)
        return ctx.fail(loaded.error);
    QString root, why;
    if (!apiRootOf(p, &root, &why))
        return ctx.fail(QStringLiteral("%1: %2").arg(verb, why));
    QString project = p.value(QStringLiteral("from-project"));
    if (!project.isEmpty())
        if (const QString bad = model::checkGcpProjectId(project); !bad.isEmpty())
            return ctx.fail(Text::tr("%1: project \"%2\" %3").arg(verb, project, bad));
    const auto cat = ctx.loadCatalog();
    if (!cat.ok())
        return ctx.fail(cat.errorMessage());

    QtKeychainStore keychain;
    LiveConnection conn(&keychain, ApiRoots(root));
    if (const int code = connectForCli(ctx, conn, project, verb); code >= 0)
        return code;
    if (project.isEmpty())
        project = conn.project();
    if (project.isEmpty())
        return ctx.fail(Text::tr("%1: name the project with --from-project.").arg(verb));

    CapacityReader reader(conn.client(), ApiRoots(root));
    CapacityReading reading;
    bool finished = false, cancelled = true;
    QEventLoop loop;
    QObject::connect(&reader, &CapacityReader::finished, &loop,
                     [&](const CapacityReading &r, bool c) {
                         reading = r;
                         cancelled = c;
                         finished = true;
                         loop.quit();
                     });
    QTimer::singleShot(20 * 60 * 1000, &loop, &QEventLoop::quit); // under every call's deadline
    reader.start(*cat.catalog, project);
    if (!finished)
        loop.exec();
    if (!finished || cancelled) {
        reader.cancel();
        return ctx.fail(
            Text::tr("%1: the reading did not finish; the review is unchanged.").arg(verb));
    }
    for (const QString &line : reading.problems)
        err << Text::tr("%1: not read: %2").arg(verb, line) << '\n';
    if (reading.reservations.empty() && reading.quotas.empty()) {
        for (const QString &line : reading.leftOut)
            err << Text::tr("%1: left out: %2").arg(verb, line) << '\n';
        return ctx.fail(Text::tr("%1: project %2 holds no TPU reservation or quota that could "
                                 "be read; the review is unchanged.")
                            .arg(verb, project));
    }
    // The merge goes on the review as it is now, not as it was before the (long) reading: one
    // writer at a time, and a review another program changed meanwhile is never overwritten.
    const model::io::WriterLock lock(file);
    if (!lock.isLocked())
        return ctx.fail(QStringLiteral("%1: %2").arg(verb, lock.error()));
    const model::io::FileStamp stamp = model::io::stampOf(file);
    loaded = ReviewFile::load(file);
    if (!loaded.review)
        return ctx.fail(loaded.error);
    Review review = *loaded.review;
    review.capacity =
        withReadCapacity(review.capacity, reading.capacity(), p.isSet(QStringLiteral("replace")));
    // The review's own limits hold after the merge too: a review past them would never load.
    if (review.capacity.reservations.size() > size_t(ReviewFile::kMaxReservations))
        return ctx.fail(Text::tr("%1: the review would hold %2 reservations; a review holds at "
                                 "most %3. The review is unchanged: use --replace, or remove "
                                 "reservations from it first.")
                            .arg(verb, QString::number(review.capacity.reservations.size()),
                                 QString::number(ReviewFile::kMaxReservations)));
    if (review.capacity.quotas.size() > size_t(ReviewFile::kMaxQuotas))
        return ctx.fail(Text::tr("%1: the review would hold %2 quotas; a review holds at most "
                                 "%3. The review is unchanged: use --replace, or remove quotas "
                                 "from it first.")
                            .arg(verb, QString::number(review.capacity.quotas.size()),
                                 QString::number(ReviewFile::kMaxQuotas)));
    if (const QString error = ReviewFile::save(review, file, &stamp); !error.isEmpty())
        return ctx.fail(QStringLiteral("%1: %2").arg(verb, error));
    const QLocale locale;
    for (const ReadReservation &r : reading.reservations)
        out << Text::tr("Reservation %1: %2").arg(r.capacity.id(), r.describe()) << '\n';
    for (const ReadQuota &q : reading.quotas)
        out << Text::tr("Quota %1: %Ln chip(s)%2%3", nullptr, int(q.capacity.chips))
                   .arg(q.capacity.id(),
                        q.usage ? Text::tr(" (%1 in use)").arg(locale.toString(*q.usage))
                                : Text::tr(" (usage not known)"),
                        q.uncertain.isEmpty()
                            ? QString()
                            : Text::tr("; the metric name is uncertain: %1").arg(q.uncertain))
            << '\n';
    for (const QString &line : reading.leftOut)
        out << Text::tr("Left out: %1").arg(line) << '\n';
    const QString at = reading.readAt.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    out << (p.isSet(QStringLiteral("replace"))
                ? Text::tr("Replaced the capacity of %1 with what project %2 holds (read at %3 "
                           "UTC).")
                : Text::tr("Merged into %1 what project %2 holds (read at %3 UTC)."))
               .arg(file, project, at)
        << '\n';
    return reading.problems.isEmpty() ? Ok : 1;
}

} // namespace tpu::cli
