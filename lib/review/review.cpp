#include "review/review.h"

#include "catalog/jsonreader.h"
#include "catalog/zonenames.h"
#include "model/atomicfile.h"
#include "model/jsonfile.h"
#include "model/names.h"
#include "model/planfile.h"
#include "sizing/jobfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <limits>
namespace tpu::review {

namespace {
struct ReviewFileText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::ReviewFile)
};
} // namespace

using json::ObjectReader;

QString monthText(int month)
{
    return QStringLiteral("%1-%2").arg(
        QString::number(month / 12).rightJustified(4, QLatin1Char('0')),
        QString::number(month % 12 + 1).rightJustified(2, QLatin1Char('0')));
}

QString periodText(const Period &p)
{
    return monthText(p.start) + QLatin1Char(':') + monthText(p.end);
}

namespace {
struct CountsText // the translation context of the counts
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::Counts)
};
// %n is an int: a count past it (never in a review's limits) is said as the largest.
int pluralCountOf(long long n)
{
    return int(
        std::clamp<long long>(n, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}
} // namespace

QString Counts::requests(long long n)
{
    return CountsText::tr("%n request(s)", nullptr, pluralCountOf(n));
}
QString Counts::reservations(long long n)
{
    return CountsText::tr("%n reservation(s)", nullptr, pluralCountOf(n));
}
QString Counts::quotas(long long n)
{
    return CountsText::tr("%n quota(s)", nullptr, pluralCountOf(n));
}
QString Counts::teams(long long n)
{
    return CountsText::tr("%n team(s)", nullptr, pluralCountOf(n));
}
QString Counts::slices(long long n)
{
    return CountsText::tr("%n slice(s)", nullptr, pluralCountOf(n));
}
QString Counts::vms(long long n)
{
    return CountsText::tr("%n VM(s)", nullptr, pluralCountOf(n));
}
QString Counts::chips(long long n)
{
    return CountsText::tr("%n chip(s)", nullptr, pluralCountOf(n));
}

namespace {
std::optional<int> parseMonth(const QString &text)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("(\\d{4})-(\\d{2})")));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const int year = m.captured(1).toInt(), month = m.captured(2).toInt();
    if (year < 2000 || year > 2200 || month < 1 || month > 12)
        return std::nullopt;
    return year * 12 + month - 1;
}
} // namespace

std::optional<Period> parsePeriod(const QString &text, QString *why)
{
    const QStringList parts = text.split(QLatin1Char(':'));
    std::optional<int> start, end;
    if (parts.size() == 2) {
        start = parseMonth(parts.at(0));
        end = parseMonth(parts.at(1));
    }
    if (!start || !end) {
        *why =
            ReviewFileText::tr("\"%1\" is not a period like 2026-01:2026-03 (first and last month, "
                               "years 2000 to 2200)")
                .arg(json::echo(text));
        return std::nullopt;
    }
    if (*end < *start) {
        *why = ReviewFileText::tr("the period %1 ends before it starts").arg(json::echo(text));
        return std::nullopt;
    }
    return Period{*start, *end};
}

bool Request::operator==(const Request &o) const
{
    return title == o.title && team == o.team && priority == o.priority && period == o.period &&
           plan == o.plan && job == o.job;
}

QString ReservationCapacity::id() const
{
    return project.isEmpty() ? name : project + QLatin1Char('/') + name;
}

bool ReservationCapacity::operator==(const ReservationCapacity &o) const
{
    return project == o.project && name == o.name && zone == o.zone &&
           machineType == o.machineType && vms == o.vms && vmFamily == o.vmFamily &&
           chips == o.chips && source == o.source;
}

QString QuotaCapacity::id() const
{
    return location + QLatin1Char(':') + metric;
}

bool QuotaCapacity::operator==(const QuotaCapacity &o) const
{
    return location == o.location && metric == o.metric && chips == o.chips && source == o.source;
}

bool Capacity::operator==(const Capacity &o) const
{
    return reservations == o.reservations && quotas == o.quotas &&
           budgetPerMonth == o.budgetPerMonth;
}

bool Review::operator==(const Review &o) const
{
    return requests == o.requests && capacity == o.capacity;
}

QString sourceText(const CapacitySource &source)
{
    if (!source.isLive())
        return ReviewFileText::tr("typed in");
    return ReviewFileText::tr("read from %1 at %2 UTC")
        .arg(source.project, source.readAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
}

Capacity withReadCapacity(const Capacity &current, const Capacity &read, bool replace)
{
    Capacity out = current;
    if (replace) {
        out.reservations = read.reservations;
        out.quotas = read.quotas;
        return out;
    }
    for (const ReservationCapacity &r : read.reservations) {
        auto it = std::find_if(out.reservations.begin(), out.reservations.end(),
                               [&](const ReservationCapacity &o) { return o.id() == r.id(); });
        if (it != out.reservations.end())
            *it = r;
        else
            out.reservations.push_back(r);
    }
    for (const QuotaCapacity &q : read.quotas) {
        auto it = std::find_if(out.quotas.begin(), out.quotas.end(),
                               [&](const QuotaCapacity &o) { return o.id() == q.id(); });
        if (it != out.quotas.end())
            *it = q;
        else
            out.quotas.push_back(q);
    }
    return out;
}

QString ReviewFile::extension()
{
    return QStringLiteral(".tpureview");
}

QString ReviewFile::mimeType()
{
    return QStringLiteral("application/x-tpu-review+json");
}

QString checkReservation(const ReservationCapacity &r)
{
    if (const QString why = model::checkGceResourceName(r.name); !why.isEmpty())
        return ReviewFileText::tr("reservation name \"%1\" %2").arg(json::echo(r.name), why);
    if (!r.project.isEmpty())
        if (const QString why = model::checkGcpProjectId(r.project); !why.isEmpty())
            return ReviewFileText::tr("project \"%1\" %2").arg(json::echo(r.project), why);
    if (!catalog::strictZoneNameShape().match(r.zone).hasMatch())
        return ReviewFileText::tr("zone \"%1\" is not a zone like us-east5-a")
            .arg(json::echo(r.zone));
    if (r.isAggregate()) {
        static const QRegularExpression family(
            QRegularExpression::anchoredPattern(QStringLiteral("VM_FAMILY_[A-Z0-9_]{1,60}")));
        if (!family.match(r.vmFamily).hasMatch())
            return ReviewFileText::tr("VM family \"%1\" is not a VM family like "
                                      "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E")
                .arg(json::echo(r.vmFamily));
        if (!r.machineType.isEmpty() || r.vms != 0)
            return ReviewFileText::tr("an aggregate reservation holds chips of a VM family, not "
                                      "VMs of a machine type");
        if (r.chips < 1 || r.chips > ReviewFile::kMaxChips)
            return ReviewFileText::tr("an aggregate reservation holds 1 to %1 chips, not %2")
                .arg(QString::number(ReviewFile::kMaxChips), QString::number(r.chips));
        return {};
    }
    if (const QString why = model::checkGceResourceName(r.machineType); !why.isEmpty())
        return ReviewFileText::tr("machine type \"%1\" is not a machine type like ct5p-hightpu-4t")
            .arg(json::echo(r.machineType));
    if (r.vms < 1 || r.vms > ReviewFile::kMaxVms)
        return ReviewFileText::tr("a reservation holds 1 to %1 VMs, not %2")
            .arg(QString::number(ReviewFile::kMaxVms), QString::number(r.vms));
    return {};
}

QString checkQuota(const QuotaCapacity &q)
{
    if (!model::checkDns1123Label(q.location).isEmpty())
        return ReviewFileText::tr("quota location \"%1\" is not a region like us-east5 (or a zone)")
            .arg(json::echo(q.location));
    if (q.metric.trimmed().isEmpty() || q.metric.size() > 200 ||
        !model::unsafeTextReason(q.metric, false).isEmpty())
        return ReviewFileText::tr(
                   "quota metric \"%1\" is not a metric name like TPU-V5P-per-project-region")
            .arg(json::echo(q.metric));
    if (q.chips < 0 || q.chips > ReviewFile::kMaxChips)
        return ReviewFileText::tr("quota is 0 to %1 chips, not %2")
            .arg(QString::number(ReviewFile::kMaxChips), QString::number(q.chips));
    return {};
}

QString checkRequestLabels(const Request &r)
{
    if (r.team.trimmed().isEmpty())
        return ReviewFileText::tr("the team must not be empty");
    if (r.team.size() > 200 || !model::unsafeTextReason(r.team, false).isEmpty())
        return ReviewFileText::tr(
                   "team \"%1\" is longer than 200 characters or has control characters")
            .arg(json::echo(model::printableText(r.team)));
    if (r.title.size() > 200 || !model::unsafeTextReason(r.title, false).isEmpty())
        return ReviewFileText::tr(
                   "title \"%1\" is longer than 200 characters or has control characters")
            .arg(json::echo(model::printableText(r.title)));
    if (r.priority < 1 || r.priority > ReviewFile::kMaxPriority)
        return ReviewFileText::tr("priority must be 1 (first) to %1, not %2")
            .arg(QString::number(ReviewFile::kMaxPriority), QString::number(r.priority));
    return {};
}

QJsonObject ReviewFile::toJson(const Review &review)
{
    QJsonArray requests;
    for (const Request &r : review.requests) {
        QJsonObject request{{QStringLiteral("title"), r.title},
                            {QStringLiteral("team"), r.team},
                            {QStringLiteral("priority"), r.priority},
                            {QStringLiteral("period"),
                             r.period ? QJsonValue(QJsonObject{
                                            {QStringLiteral("start"), monthText(r.period->start)},
                                            {QStringLiteral("end"), monthText(r.period->end)}})
                                      : QJsonValue()},
                            {QStringLiteral("plan"), model::PlanFile::toJson(r.plan)}};
        if (r.job) // only when there is one: a review without jobs reads as before
            request.insert(QStringLiteral("job"), sizing::jobToJson(*r.job));
        requests.append(request);
    }
    // A source only for entries read live; typed-in ones are written as schema 1 wrote them.
    bool live = false, aggregate = false;
    const auto withSource = [&live](QJsonObject o, const CapacitySource &source) {
        if (source.isLive()) {
            live = true;
            o.insert(QStringLiteral("source"),
                     QJsonObject{
                         {QStringLiteral("project"), source.project},
                         {QStringLiteral("readAt"), source.readAt.toUTC().toString(Qt::ISODate)}});
        }
        return o;
    };
    QJsonArray reservations;
    for (const ReservationCapacity &r : review.capacity.reservations) {
        QJsonObject o{{QStringLiteral("project"), r.project},
                      {QStringLiteral("name"), r.name},
                      {QStringLiteral("zone"), r.zone}};
        if (r.isAggregate()) {
            aggregate = true;
            o.insert(QStringLiteral("vmFamily"), r.vmFamily);
            o.insert(QStringLiteral("chips"), double(r.chips));
        } else {
            o.insert(QStringLiteral("machineType"), r.machineType);
            o.insert(QStringLiteral("vms"), r.vms);
        }
        reservations.append(withSource(o, r.source));
    }
    QJsonArray quotas;
    for (const QuotaCapacity &q : review.capacity.quotas)
        quotas.append(withSource(QJsonObject{{QStringLiteral("location"), q.location},
                                             {QStringLiteral("metric"), q.metric},
                                             {QStringLiteral("chips"), double(q.chips)}},
                                 q.source));
    const auto &budget = review.capacity.budgetPerMonth;
    return QJsonObject{
        {QStringLiteral("schemaVersion"), aggregate ? 3
                                          : live    ? 2
                                                    : 1},
        {QStringLiteral("requests"), requests},
        {QStringLiteral("capacity"), QJsonObject{{QStringLiteral("reservations"), reservations},
                                                 {QStringLiteral("quotas"), quotas},
                                                 {QStringLiteral("budgetPerMonth"),
                                                  budget ? QJsonValue(*budget) : QJsonValue()}}}};
}

QByteArray ReviewFile::toBytes(const Review &review)
{
    return QJsonDocument(toJson(review)).toJson(QJsonDocument::Indented);
}

namespace {

[[noreturn]] void failAt(const QString &path, const QString &why)
{
    throw json::ReadError(path, why);
}

// An entry's "source" (schema 2): absent for typed in; else the project and the UTC time read.
CapacitySource readSource(ObjectReader &entry)
{
    const QJsonValue v = entry.optValue(QStringLiteral("source"));
    if (v.isUndefined())
        return {};
    ObjectReader o(v, entry.pathOf(QStringLiteral("source")));
    CapacitySource s;
    s.project = o.string(QStringLiteral("project"));
    const QString at = o.string(QStringLiteral("readAt"));
    o.finish();
    if (const QString why = model::checkGcpProjectId(s.project); !why.isEmpty())
        failAt(o.pathOf(QStringLiteral("project")),
               ReviewFileText::tr("project \"%1\" %2").arg(json::echo(s.project), why));
    s.readAt = QDateTime::fromString(at, Qt::ISODate);
    if (!s.readAt.isValid() || !at.endsWith(QLatin1Char('Z')))
        failAt(o.pathOf(QStringLiteral("readAt")),
               ReviewFileText::tr("\"%1\" is not a UTC time like 2026-11-26T00:30:00Z")
                   .arg(json::echo(at)));
    s.readAt = s.readAt.toUTC();
    return s;
}

Request readRequest(const QJsonValue &value, const QString &path)
{
    ObjectReader r(value, path);
    Request q;
    q.title = r.string(QStringLiteral("title"));
    q.team = r.string(QStringLiteral("team"));
    q.priority = r.integer(QStringLiteral("priority"), 1, ReviewFile::kMaxPriority);
    if (const QJsonValue p = r.value(QStringLiteral("period")); !p.isNull()) {
        ObjectReader o(p, r.pathOf(QStringLiteral("period")));
        const QString start = o.string(QStringLiteral("start")),
                      end = o.string(QStringLiteral("end"));
        o.finish();
        QString why;
        q.period = parsePeriod(start + QLatin1Char(':') + end, &why);
        if (!q.period)
            failAt(r.pathOf(QStringLiteral("period")), why);
    }
    q.plan = model::PlanFile::readEmbedded(r.value(QStringLiteral("plan")),
                                           r.pathOf(QStringLiteral("plan")));
    if (r.has(QStringLiteral("job")))
        q.job = sizing::readJob(r.value(QStringLiteral("job")), r.pathOf(QStringLiteral("job")));
    r.finish();
    if (const QString why = checkRequestLabels(q); !why.isEmpty())
        failAt(path, why);
    return q;
}

Review readReview(const QJsonObject &root)
{
    ObjectReader r(root, QStringLiteral("$"));
    const int schema = r.integer(QStringLiteral("schemaVersion"));
    if (schema > ReviewFile::kSchemaVersion)
        r.fail(QStringLiteral("schemaVersion"),
               ReviewFileText::tr(
                   "schema version %1 was written by a newer TPU Planner; this one reads "
                   "up to %2. Update TPU Planner to open it.")
                   .arg(QString::number(schema), QString::number(ReviewFile::kSchemaVersion)));
    if (schema < 1)
        r.fail(QStringLiteral("schemaVersion"), ReviewFileText::tr("must be at least 1"));
    Review review;
    const QJsonArray requests = r.array(QStringLiteral("requests"));
    if (requests.size() > ReviewFile::kMaxRequests)
        r.fail(
            QStringLiteral("requests"),
            ReviewFileText::tr("has %1 requests; a review holds at most %2")
                .arg(QString::number(requests.size()), QString::number(ReviewFile::kMaxRequests)));
    for (int i = 0; i < requests.size(); ++i)
        review.requests.push_back(
            readRequest(requests.at(i), json::indexPath(r.pathOf(QStringLiteral("requests")), i)));

    ObjectReader c(r.value(QStringLiteral("capacity")), r.pathOf(QStringLiteral("capacity")));
    const QJsonArray reservations = c.array(QStringLiteral("reservations"));
    if (reservations.size() > ReviewFile::kMaxReservations)
        c.fail(QStringLiteral("reservations"),
               ReviewFileText::tr("has %1 reservations; a review holds at most %2")
                   .arg(QString::number(reservations.size()),
                        QString::number(ReviewFile::kMaxReservations)));
    QSet<QString> ids;
    for (int i = 0; i < reservations.size(); ++i) {
        const QString path = json::indexPath(c.pathOf(QStringLiteral("reservations")), i);
        ObjectReader o(reservations.at(i), path);
        ReservationCapacity res;
        res.project = o.string(QStringLiteral("project"));
        res.name = o.string(QStringLiteral("name"));
        res.zone = o.string(QStringLiteral("zone"));
        if (o.has(QStringLiteral("vmFamily")) && schema >= 3) {
            res.vmFamily = o.string(QStringLiteral("vmFamily"));
            res.chips = o.integer(QStringLiteral("chips"), 1, int(ReviewFile::kMaxChips));
        } else {
            res.machineType = o.string(QStringLiteral("machineType"));
            res.vms = o.integer(QStringLiteral("vms"), 1, ReviewFile::kMaxVms);
        }
        res.source = readSource(o);
        o.finish();
        if (const QString why = checkReservation(res); !why.isEmpty())
            failAt(path, why);
        if (ids.contains(res.id()))
            failAt(path, ReviewFileText::tr("reservation %1 is listed twice").arg(res.id()));
        ids.insert(res.id());
        review.capacity.reservations.push_back(res);
    }
    const QJsonArray quotas = c.array(QStringLiteral("quotas"));
    if (quotas.size() > ReviewFile::kMaxQuotas)
        c.fail(QStringLiteral("quotas"),
               ReviewFileText::tr("has %1 quotas; a review holds at most %2")
                   .arg(QString::number(quotas.size()), QString::number(ReviewFile::kMaxQuotas)));
    for (int i = 0; i < quotas.size(); ++i) {
        const QString path = json::indexPath(c.pathOf(QStringLiteral("quotas")), i);
        ObjectReader o(quotas.at(i), path);
        QuotaCapacity q;
        q.location = o.string(QStringLiteral("location"));
        q.metric = o.string(QStringLiteral("metric"));
        q.chips = o.integer(QStringLiteral("chips"), 0, int(ReviewFile::kMaxChips));
        q.source = readSource(o);
        o.finish();
        if (const QString why = checkQuota(q); !why.isEmpty())
            failAt(path, why);
        if (ids.contains(q.id()))
            failAt(path, ReviewFileText::tr("quota %1 is listed twice").arg(q.id()));
        ids.insert(q.id());
        review.capacity.quotas.push_back(q);
    }
    review.capacity.budgetPerMonth =
        c.nullableNumber(QStringLiteral("budgetPerMonth"), ReviewFile::kMaxBudget);
    c.finish();
    r.finish();
    return review;
}

} // namespace

ReviewFile::Loaded ReviewFile::fromBytes(const QByteArray &bytes, const QString &origin)
{
    Loaded l;
    l.review = model::jsonfile::parse<Review>(bytes, origin, readReview, &l.error);
    return l;
}

ReviewFile::Loaded ReviewFile::load(const QString &fileName)
{
    Loaded l;
    l.review = model::jsonfile::loadDocument<Review>(
        fileName, kMaxFileBytes, ReviewFileText::tr("review"), readReview, &l.error);
    return l;
}

QString ReviewFile::save(const Review &review, const QString &fileName,
                         const model::io::FileStamp *unchangedSince)
{
    // One validation: what is written is exactly what the loader accepts.
    const QByteArray bytes = toBytes(review);
    return model::jsonfile::save(fileName, bytes, unchangedSince, [&]() -> QString {
        if (bytes.size() > kMaxFileBytes)
            return ReviewFileText::tr("%1 was not written: it would be %2 bytes; a review "
                                      "file holds at most %3")
                .arg(fileName, QString::number(bytes.size()), QString::number(kMaxFileBytes));
        const Loaded back = fromBytes(bytes, fileName);
        if (!back.review || *back.review != review)
            return ReviewFileText::tr("%1 was not written: %2")
                .arg(fileName, back.review ? ReviewFileText::tr("it would not read back unchanged")
                                           : back.error);
        return {};
    });
}

} // namespace tpu::review
