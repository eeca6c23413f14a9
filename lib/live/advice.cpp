#include "live/advice.h"

#include "catalog/catalog.h"
#include "catalog/zonenames.h"
#include "live/apianswer.h"
#include "live/livebatch.h"
#include "live/livechecks.h"
#include "model/names.h"
#include "model/plan.h"
#include "model/snapshot.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>
#include <utility>

namespace tpu::live {

namespace {
struct AdviceText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Advice)
};

QString rfc3339(const QDate &d)
{
    return QDateTime(d, QTime(0, 0), Qt::UTC).toString(Qt::ISODate);
}

// "zones/us-east5-a", a zone URL, or "us-east5-a": the zone, when shaped like one.
QString zoneOf(const QString &location)
{
    const QString z = location.section(QLatin1Char('/'), -1);
    static const QRegularExpression shape(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]+-[a-z]+[0-9]+-[a-z0-9]{1,8}")));
    return location.size() <= 300 && shape.match(z).hasMatch() ? z : QString();
}

// An RFC 3339 time as Google writes it; invalid when it is not one.
QDateTime timeOf(const QJsonValue &v)
{
    if (!v.isString() || v.toString().size() > 40)
        return {};
    QDateTime t = QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
    return t.isValid() ? t.toUTC() : QDateTime();
}

// Google's human-readable words: printable, shortened.
QString detailsOf(const QJsonValue &v)
{
    // Made printable first, then shortened: escaping a control character lengthens the text, so
    // shortening first could keep more than kMaxDetails characters (found by fuzz_adviceanswer).
    const QString t = v.toString();
    const QString p = model::printableText(t.left(advice::kMaxDetails + 1));
    return p.size() > advice::kMaxDetails ? p.left(advice::kMaxDetails) + QStringLiteral("…") : p;
}

bool statusShape(const QString &s)
{
    // Anchored whole: "$" alone also matches before a final newline ("NO_CAPACITY\n").
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Z][A-Z_]{0,39}")));
    return re.match(s).hasMatch();
}

// One FutureResourcesRecommendation.
bool recommendation(const QJsonValue &value, const QString &region, std::vector<ZoneAdvice> *out,
                    QString *error)
{
    if (!value.isObject()) {
        *error = AdviceText::tr("a recommendation is %1, not an object").arg(shownValue(value));
        return false;
    }
    const QJsonObject r = value.toObject();
    const QJsonValue location = r.value(QLatin1String("location"));
    if (!location.isUndefined()) {
        const QString zone = zoneOf(location.toString());
        if (!location.isString() || zone.isEmpty()) {
            *error = AdviceText::tr("the recommended location %1 is not a zone like "
                                    "zones/us-east5-a")
                         .arg(shownValue(location));
            return false;
        }
        ZoneAdvice z;
        z.region = region;
        z.zone = zone;
        z.status = QStringLiteral("RECOMMENDED");
        z.startTime = timeOf(r.value(QLatin1String("startTime")));
        z.endTime = timeOf(r.value(QLatin1String("endTime")));
        if (!z.startTime.isValid() || !z.endTime.isValid() || z.endTime < z.startTime) {
            *error = AdviceText::tr("the recommendation for %1 has start %2 and end %3, not "
                                    "two times in order")
                         .arg(zone, shownValue(r.value(QLatin1String("startTime"))),
                              shownValue(r.value(QLatin1String("endTime"))));
            return false;
        }
        out->push_back(z);
    }
    const QJsonValue others = r.value(QLatin1String("otherLocations"));
    if (others.isUndefined())
        return true;
    if (!others.isObject()) {
        *error =
            AdviceText::tr("otherLocations is %1, not an object of zones").arg(shownValue(others));
        return false;
    }
    const QJsonObject o = others.toObject();
    if (o.size() > advice::kMaxZones) {
        *error = AdviceText::tr("otherLocations names %1 zones; at most %2 are read")
                     .arg(o.size())
                     .arg(advice::kMaxZones);
        return false;
    }
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString zone = zoneOf(it.key());
        if (zone.isEmpty()) {
            *error = AdviceText::tr("otherLocations names %1, not a zone like zones/us-east5-a")
                         .arg(shownValue(QJsonValue(it.key())));
            return false;
        }
        const QJsonObject entry = it.value().toObject();
        const QJsonValue status = entry.value(QLatin1String("status"));
        if (!it.value().isObject() || !status.isString() || !statusShape(status.toString())) {
            *error = AdviceText::tr("zone %1 has status %2, not a status like NO_CAPACITY")
                         .arg(zone, shownValue(it.value().isObject() ? status : it.value()));
            return false;
        }
        const QJsonValue details = entry.value(QLatin1String("details"));
        if (!details.isUndefined() && !details.isString()) {
            *error =
                AdviceText::tr("zone %1 has details %2, not a text").arg(zone, shownValue(details));
            return false;
        }
        ZoneAdvice z;
        z.region = region;
        z.zone = zone;
        z.status = status.toString();
        z.details = detailsOf(details);
        out->push_back(z);
    }
    return true;
}
} // namespace

bool AdviceResult::anyRecommended() const
{
    return std::any_of(zones.begin(), zones.end(), [](const ZoneAdvice &z) {
        return z.status == QLatin1String("RECOMMENDED");
    });
}

namespace advice {

QJsonObject calendarModeBody(const AdviceRequest &q)
{
    const QString duration = QStringLiteral("%1s").arg(qint64(q.days) * 86400);
    // startTimeNotLaterThan: the end of the last day the reservation may start.
    const QDateTime latest = QDateTime(q.startBefore, QTime(23, 59, 59), Qt::UTC);
    return QJsonObject{
        {QStringLiteral("futureResourcesSpecs"),
         QJsonObject{
             {QStringLiteral("tpu-planner"),
              QJsonObject{
                  {QStringLiteral("timeRangeSpec"),
                   QJsonObject{
                       {QStringLiteral("startTimeNotEarlierThan"), rfc3339(q.startAfter)},
                       {QStringLiteral("startTimeNotLaterThan"), latest.toString(Qt::ISODate)},
                       {QStringLiteral("minDuration"), duration},
                       {QStringLiteral("maxDuration"), duration}}},
                  {QStringLiteral("targetResources"),
                   QJsonObject{{QStringLiteral("aggregateResources"),
                                QJsonObject{{QStringLiteral("vmFamily"), q.vmFamily},
                                            {QStringLiteral("workloadType"), q.workloadType},
                                            // int64: a string, as the API writes it
                                            {QStringLiteral("acceleratorCount"),
                                             QString::number(q.chips)}}}}}}}}}};
}

QJsonObject capacityBody(const AdviceRequest &q, const QStringList &zones)
{
    QJsonArray zoneList;
    for (const QString &z : zones)
        zoneList.append(QJsonObject{{QStringLiteral("zone"), QStringLiteral("zones/") + z}});
    return QJsonObject{
        {QStringLiteral("instanceProperties"),
         QJsonObject{{QStringLiteral("scheduling"),
                      QJsonObject{{QStringLiteral("provisioningModel"), q.provisioningModel}}}}},
        {QStringLiteral("instanceFlexibilityPolicy"),
         QJsonObject{
             {QStringLiteral("instanceSelections"),
              QJsonObject{{QStringLiteral("plan"), QJsonObject{{QStringLiteral("machineTypes"),
                                                                QJsonArray{q.machineType}}}}}}}},
        {QStringLiteral("size"), double(q.vms)},
        {QStringLiteral("distributionPolicy"),
         QJsonObject{{QStringLiteral("zones"), zoneList},
                     {QStringLiteral("targetShape"), QStringLiteral("ANY_SINGLE_ZONE")}}}};
}

bool calendarModeAnswer(const QJsonObject &answer, const QString &region,
                        std::vector<ZoneAdvice> *out, QString *error)
{
    const QJsonValue list = answer.value(QLatin1String("recommendations"));
    if (list.isUndefined())
        return true; // no recommendation at all
    if (!list.isArray()) {
        *error = AdviceText::tr("recommendations is %1, not a list").arg(shownValue(list));
        return false;
    }
    const QJsonArray recs = list.toArray();
    if (recs.size() > kMaxRecommendations) {
        *error = AdviceText::tr("%1 recommendations; at most %2 are read")
                     .arg(recs.size())
                     .arg(kMaxRecommendations);
        return false;
    }
    std::vector<ZoneAdvice> read;
    for (const QJsonValue &rec : recs) {
        if (!rec.isObject()) {
            *error = AdviceText::tr("a recommendation is %1, not an object").arg(shownValue(rec));
            return false;
        }
        const QJsonValue perSpec = rec.toObject().value(QLatin1String("recommendationsPerSpec"));
        if (perSpec.isUndefined())
            continue;
        if (perSpec.isObject()) { // a map keyed by the request's spec, as TPU answers come
            const QJsonObject o = perSpec.toObject();
            if (o.size() > kMaxRecommendations) {
                *error = AdviceText::tr("recommendationsPerSpec has %1 entries; at most %2 are "
                                        "read")
                             .arg(o.size())
                             .arg(kMaxRecommendations);
                return false;
            }
            for (auto it = o.begin(); it != o.end(); ++it)
                if (!recommendation(it.value(), region, &read, error))
                    return false;
        } else if (perSpec.isArray()) {
            const QJsonArray a = perSpec.toArray();
            if (a.size() > kMaxRecommendations) {
                *error = AdviceText::tr("recommendationsPerSpec has %1 entries; at most %2 are "
                                        "read")
                             .arg(a.size())
                             .arg(kMaxRecommendations);
                return false;
            }
            for (const QJsonValue &v : a)
                if (!recommendation(v, region, &read, error))
                    return false;
        } else {
            *error = AdviceText::tr("recommendationsPerSpec is %1, not an object")
                         .arg(shownValue(perSpec));
            return false;
        }
        if (int(read.size()) > kMaxZones) {
            *error = AdviceText::tr("more than %1 zones").arg(kMaxZones);
            return false;
        }
    }
    // One row per zone: a recommended window beats an other-location status.
    for (const ZoneAdvice &z : read) {
        auto same = std::find_if(out->begin(), out->end(),
                                 [&](const ZoneAdvice &o) { return o.zone == z.zone; });
        if (same == out->end())
            out->push_back(z);
        else if (z.startTime.isValid() && !same->startTime.isValid())
            *same = z;
    }
    return true;
}

bool capacityAnswer(const QJsonObject &answer, const QString &region,
                    std::vector<Obtainability> *out, QString *error)
{
    const QJsonValue list = answer.value(QLatin1String("recommendations"));
    if (list.isUndefined())
        return true;
    if (!list.isArray() || list.toArray().size() > kMaxRecommendations) {
        *error = AdviceText::tr("recommendations is %1, not a list of at most %2")
                     .arg(shownValue(list), QString::number(kMaxRecommendations));
        return false;
    }
    static const QRegularExpression uptime(
        QRegularExpression::anchoredPattern(QStringLiteral("[0-9]{1,12}(\\.[0-9]{1,9})?s")));
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject r = v.toObject();
        const QJsonObject scores = r.value(QLatin1String("scores")).toObject();
        const QJsonValue score = scores.value(QLatin1String("obtainability"));
        if (!v.isObject() || !score.isDouble() || !std::isfinite(score.toDouble()) ||
            score.toDouble() < 0 || score.toDouble() > 1) {
            *error = AdviceText::tr("an obtainability score is %1, not a number from 0 to 1")
                         .arg(shownValue(v.isObject() ? score : v));
            return false;
        }
        const QJsonValue up = scores.value(QLatin1String("estimatedUptime"));
        if (!up.isUndefined() && (!up.isString() || !uptime.match(up.toString()).hasMatch())) {
            *error = AdviceText::tr("an estimated uptime is %1, not a duration like 3600s")
                         .arg(shownValue(up));
            return false;
        }
        Obtainability o;
        o.region = region;
        o.score = score.toDouble();
        o.estimatedUptime = up.toString();
        const QJsonArray shards = r.value(QLatin1String("shards")).toArray();
        if (!shards.isEmpty()) {
            const QJsonObject s = shards.first().toObject();
            o.zone = zoneOf(s.value(QLatin1String("zone")).toString());
            const QString model = s.value(QLatin1String("provisioningModel")).toString();
            o.provisioningModel = statusShape(model) ? model : QString();
        }
        out->push_back(o);
    }
    return true;
}

} // namespace advice

AdviceOptions AdviceOptions::defaults(const QDate &today)
{
    AdviceOptions o;
    o.startAfter = today.addDays(1);
    o.startBefore = o.startAfter.addDays(14);
    return o;
}

std::optional<AdviceRequest> adviceRequestFor(const catalog::Catalog &catalog,
                                              const model::Plan &plan, const AdviceOptions &o,
                                              const QDate &today, QString *why)
{
    const model::SnapshotPtr snap = model::makeSnapshot(catalog, plan);
    const catalog::Accelerator *acc = snap->resolution.accelerator;
    if (!snap->summary.complete || !acc) {
        *why = AdviceText::tr("the plan does not name a whole slice (TPU version, machine type "
                              "and topology)");
        return std::nullopt;
    }
    if (acc->vmFamily.isEmpty()) {
        *why = AdviceText::tr("the catalog does not know the VM family of %1, so Google cannot "
                              "be asked")
                   .arg(acc->label);
        return std::nullopt;
    }
    if (o.days < 1 || o.days > 90) {
        *why = AdviceText::tr("a calendar-mode reservation lasts 1 to 90 days, not %1").arg(o.days);
        return std::nullopt;
    }
    if (!o.startAfter.isValid() || !o.startBefore.isValid() || o.startAfter < today) {
        *why = AdviceText::tr("the first day it may start (%1) is in the past")
                   .arg(o.startAfter.toString(Qt::ISODate));
        return std::nullopt;
    }
    if (o.startBefore < o.startAfter) {
        *why = AdviceText::tr("the last day it may start (%1) is before the first (%2)")
                   .arg(o.startBefore.toString(Qt::ISODate), o.startAfter.toString(Qt::ISODate));
        return std::nullopt;
    }
    if (o.startAfter > today.addDays(120)) {
        *why = AdviceText::tr("Google shows calendar-mode capacity at most 120 days ahead; %1 is "
                              "later")
                   .arg(o.startAfter.toString(Qt::ISODate));
        return std::nullopt;
    }
    AdviceRequest q;
    q.vmFamily = acc->vmFamily;
    q.chips = snap->summary.totalChips;
    q.machineType = plan.machineType;
    q.vms = snap->summary.totalVms;
    q.provisioningModel = plan.consumption == model::Consumption::Spot ? QStringLiteral("SPOT")
                                                                       : QStringLiteral("STANDARD");
    q.workloadType = o.workloadType;
    q.days = o.days;
    q.startAfter = o.startAfter;
    // Google looks 120 days ahead.
    q.startBefore = std::min(o.startBefore, std::max(o.startAfter, today.addDays(120)));
    for (const catalog::ZoneOffer *z : catalog.zonesOf(acc->label, plan.mode)) {
        const QString region = z->region();
        if (o.onlyPlanRegion && region != plan.region())
            continue;
        if (!q.regions.contains(region))
            q.regions << region;
        q.zonesByRegion[region] << z->zone;
    }
    if (o.onlyPlanRegion && q.regions.isEmpty()) {
        if (plan.region().isEmpty()) {
            *why = AdviceText::tr("asking only in the plan's region needs a plan with a zone");
            return std::nullopt;
        }
        q.regions << plan.region(); // the catalog may not know it; Google answers for it
    }
    if (q.regions.isEmpty()) {
        *why = AdviceText::tr("the catalog knows no region offering %1 in %2 mode")
                   .arg(acc->label, catalog::modeName(plan.mode));
        return std::nullopt;
    }
    return q;
}

QString adviceQuestionKey(const AdviceRequest &q)
{
    return QStringList{q.project,
                       q.vmFamily,
                       QString::number(q.chips),
                       q.machineType,
                       QString::number(q.vms),
                       q.provisioningModel,
                       q.workloadType,
                       q.startAfter.toString(Qt::ISODate),
                       q.startBefore.toString(Qt::ISODate),
                       QString::number(q.days),
                       q.regions.join(QLatin1Char(','))}
        .join(QLatin1Char('|'));
}

QString adviceStatusName(const QString &status)
{
    if (status == QLatin1String("RECOMMENDED"))
        return AdviceText::tr("Recommended");
    if (status == QLatin1String("NO_CAPACITY"))
        return AdviceText::tr("No capacity");
    if (status == QLatin1String("NOT_SUPPORTED"))
        return AdviceText::tr("Not supported");
    return status; // shaped like Google's statuses (checked when read)
}

QString adviceTimeText(const QDateTime &t)
{
    return t.isValid()
               ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC")
               : QString();
}

AdviceReader::AdviceReader(ApiClient *client, ApiRoots roots, QObject *parent)
    : QObject(parent), m_batch(
                           this, client, std::move(roots), [](int, int) {}, [this] { done(); })
{
}

void AdviceReader::start(const AdviceRequest &q)
{
    cancel();
    m_result = {};
    m_result.askedAt = QDateTime::currentDateTimeUtc();
    m_result.askedAt.setTime(QTime(m_result.askedAt.time().hour(), m_result.askedAt.time().minute(),
                                   m_result.askedAt.time().second()));
    m_batch.begin();
    if (!m_batch.client()) {
        for (const QString &region : q.regions)
            addProblem(region, AdviceText::tr("The calendar-mode advice for %1 was not asked: "
                                              "not connected.")
                                   .arg(region));
    } else {
        m_batch.client()->setQuotaProject(q.project);
        const QByteArray calendar =
            QJsonDocument(advice::calendarModeBody(q)).toJson(QJsonDocument::Compact);
        for (const QString &region : q.regions)
            askRegion(q, region, calendar);
    }
    m_batch.sent(); // finished from the event loop, also when nothing was asked
}

// advice.calendarMode for the region, and advice.capacity in its zones when the plan names a
// machine type the catalog offers there.
void AdviceReader::askRegion(const AdviceRequest &q, const QString &region,
                             const QByteArray &calendarBody)
{
    const QString base = QStringLiteral("/projects/%1/regions/%2/advice/")
                             .arg(pathSegment(q.project), pathSegment(region));
    m_batch.post(
        QStringLiteral("compute"),
        QStringLiteral("/compute/v1") + base + QStringLiteral("calendarMode"), calendarBody,
        [this, region, project = q.project](const ApiReply &r) {
            const QString what = AdviceText::tr("The calendar-mode advice for %1").arg(region);
            QString error;
            if (!r.ok())
                addProblem(region, notAnswered(what, project, r));
            else if (!advice::calendarModeAnswer(r.json, region, &m_result.zones, &error))
                addProblem(region, AdviceText::tr("%1 is not usable: %2").arg(what, error));
        });
    const QStringList zones = q.zonesByRegion.value(region);
    if (q.machineType.isEmpty() || zones.isEmpty())
        return;
    m_batch.post(
        QStringLiteral("compute"),
        QStringLiteral("/compute/beta") + base + QStringLiteral("capacity"),
        QJsonDocument(advice::capacityBody(q, zones)).toJson(QJsonDocument::Compact),
        [this, region, project = q.project](const ApiReply &r) {
            const QString what =
                AdviceText::tr("The obtainability advice (beta) for %1").arg(region);
            QString error, note;
            if (!r.ok())
                note = notAnswered(what, project, r);
            else if (!advice::capacityAnswer(r.json, region, &m_result.obtainability, &error))
                note = AdviceText::tr("%1 is not usable: %2").arg(what, error);
            if (!note.isEmpty()) {
                m_result.capacityNotes << note;
                m_result.capacityNoteByRegion.insert(region, note);
            }
        });
}

QString AdviceReader::notAnswered(const QString &what, const QString &project, const ApiReply &r)
{
    const auto f = checks::notChecked(QStringLiteral("live.advice"), QString(), what, project, r);
    return f.message.toString() + QLatin1Char(' ') + f.explanation.toString();
}

void AdviceReader::addProblem(const QString &region, const QString &problem)
{
    m_result.problems << problem;
    m_result.problemByRegion.insert(region, problem);
}

void AdviceReader::cancel()
{
    m_batch.cancel(); // only this reader's requests
}

void AdviceReader::done()
{
    std::sort(m_result.zones.begin(), m_result.zones.end(),
              [](const ZoneAdvice &a, const ZoneAdvice &b) { return a.zone < b.zone; });
    emit finished(m_result);
}

} // namespace tpu::live
