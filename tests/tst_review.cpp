// The capacity review (lib/review): its file, the fit of hand-made reviews, the JSON of
// `review check` and the Kueue objects for the whole review.
#include "catalog/jsonreader.h"
#include "crdschema.h"
#include "export/manifests.h"
#include "i18n/language.h"
#include "model/atomicfile.h"
#include "model/planfile.h"
#include "model/summary.h"
#include "review/capacitycheck.h"
#include "review/compare.h"
#include "review/fit.h"
#include "review/reviewkueue.h"
#include "reviewsample.h"
#include "sizing/jobfile.h"
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

using namespace tpu;
using namespace tpu::review;
using model::Consumption;

namespace {

const QString kMetric = QStringLiteral("TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)");
const QString kSpotMetric = QStringLiteral("PREEMPTIBLE-TPU-V6E-per-project-region");

// v6e 4x4 on ct6e-standard-4t in us-east5-b: 16 chips, 4 VMs a slice.
Request request(const char *title, const char *team, int priority, int slices = 1,
                Consumption consumption = Consumption::Reservation)
{
    Request r;
    r.title = QString::fromUtf8(title);
    r.team = QString::fromUtf8(team);
    r.priority = priority;
    r.plan = test::standardPlan();
    r.plan.slices = slices;
    r.plan.consumption = consumption;
    return r;
}

ReservationCapacity reservation(const char *name, int vms,
                                const char *machineType = "ct6e-standard-4t",
                                const char *zone = "us-east5-b")
{
    ReservationCapacity r;
    r.project = QStringLiteral("capacity-project");
    r.name = QString::fromUtf8(name);
    r.vms = vms;
    r.machineType = QString::fromUtf8(machineType);
    r.zone = QString::fromUtf8(zone);
    return r;
}

Period period(const char *text)
{
    QString why;
    const auto p = parsePeriod(QString::fromUtf8(text), &why);
    if (!p)
        qFatal("test period: %s", qPrintable(why));
    return *p;
}

const RequestFit &fitOf(const FitResult &r, const char *title, const Review &review)
{
    for (const RequestFit &f : r.requests)
        if (review.requests[size_t(f.index)].title == QLatin1String(title))
            return f;
    qFatal("no request %s", title);
}

const CapacityUse &capacityOf(const FitResult &r, const QString &id)
{
    for (const CapacityUse &c : r.capacity)
        if (c.id == id)
            return c;
    qFatal("no capacity %s", qPrintable(id));
}

} // namespace

class TestReview : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> m_cat = test::builtinCatalog();

private slots:
    void initTestCase() { i18n::setLanguage(QStringLiteral("en")); } // English's plurals

    void priorityOrderDecidesWhoGetsTheReservation()
    {
        Review review;
        // Listed first but served second: priority, not file order, decides.
        review.requests = {request("later", "serving", 2), request("first", "research", 1)};
        review.capacity.reservations = {reservation("pool", 4)};
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests.size(), size_t(2));
        QCOMPARE(review.requests[size_t(r.requests[0].index)].title, QStringLiteral("first"));
        QCOMPARE(fitOf(r, "first", review).fit, FitKind::Fits);
        QCOMPARE(fitOf(r, "first", review).placedOn, QStringList{"capacity-project/pool"});
        QCOMPARE(fitOf(r, "later", review).fit, FitKind::None);
        QVERIFY(fitOf(r, "later", review).reason.contains("capacity-project/pool has 0 free"));
        QVERIFY(!r.allFit());
        // Equal priorities keep the review's order.
        review.requests = {request("a", "x", 1), request("b", "y", 1)};
        const FitResult same = fit(*m_cat, review);
        QCOMPARE(fitOf(same, "a", review).fit, FitKind::Fits);
        QCOMPARE(fitOf(same, "b", review).fit, FitKind::None);
    }

    void multisliceFitsPartly()
    {
        Review review;
        review.requests = {request("pretraining", "research", 1, 4)}; // 4 slices x 4 VMs
        review.capacity.reservations = {reservation("pool", 10)};
        const FitResult r = fit(*m_cat, review);
        const RequestFit &f = r.requests.front();
        QCOMPARE(f.fit, FitKind::Partial);
        QCOMPARE(f.slicesPlaced, 2);
        QCOMPARE(f.slices, 4);
        // 2 VMs left; 2 more slices need 8: short by 6.
        QVERIFY2(f.reason.contains("has 2 free") && f.reason.contains("short by 6 VMs"),
                 qPrintable(f.reason));
        QCOMPARE(capacityOf(r, "capacity-project/pool").used, 8);
        QCOMPARE(capacityOf(r, "capacity-project/pool").free, 2);
        QCOMPARE(r.shortfall.size(), size_t(1));
        QCOMPARE(r.shortfall[0].id, QStringLiteral("capacity-project/pool"));
        QCOMPARE(r.shortfall[0].missing, 6);
        QCOMPARE(r.shortfall[0].unit(), QStringLiteral("VMs"));
    }

    void aMultiHostSliceIsNeverSplitAcrossReservations()
    {
        Review review;
        review.requests = {request("one slice", "research", 1)};
        review.capacity.reservations = {reservation("a", 2), reservation("b", 3)};
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests[0].fit, FitKind::None); // 5 VMs free, but not 4 in one reservation
        QVERIFY2(r.requests[0].reason.contains("each slice needs 4 VMs in one reservation"),
                 qPrintable(r.requests[0].reason));
        QCOMPARE(capacityOf(r, "capacity-project/a").used, 0);
        QCOMPARE(capacityOf(r, "capacity-project/b").used, 0);
        // Two more VMs in the first matching reservation would make it fit.
        QCOMPARE(r.shortfall.size(), size_t(1));
        QCOMPARE(r.shortfall[0].missing, 2);
    }

    void aReservationOfAnotherMachineTypeOrZoneIsNeverUsed()
    {
        Review review;
        review.requests = {request("serving", "inference", 1)};
        review.capacity.reservations = {
            reservation("eight", 100, "ct6e-standard-8t"),
            reservation("elsewhere", 100, "ct6e-standard-4t", "us-east1-d")};
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests[0].fit, FitKind::None);
        QVERIFY2(r.requests[0].reason.contains(
                     "no reservation in the review holds ct6e-standard-4t in us-east5-b"),
                 qPrintable(r.requests[0].reason));
        QCOMPARE(capacityOf(r, "capacity-project/eight").used, 0);
        QCOMPARE(capacityOf(r, "capacity-project/elsewhere").used, 0);
        QCOMPARE(r.shortfall.size(), size_t(1));
        QCOMPARE(r.shortfall[0].id, QStringLiteral("ct6e-standard-4t@us-east5-b"));
        QVERIFY(!r.shortfall[0].held);
        QCOMPARE(r.shortfall[0].missing, 4);

        // A plan that names a reservation holding another machine type is told so, and the
        // reservation stays unused even though another one would match.
        review.requests[0].plan.reservation.name = QStringLiteral("eight");
        review.requests[0].plan.reservation.project = QStringLiteral("capacity-project");
        review.capacity.reservations.push_back(reservation("match", 4));
        const FitResult named = fit(*m_cat, review);
        QCOMPARE(named.requests[0].fit, FitKind::None);
        QVERIFY2(named.requests[0].reason.contains(
                     "reservation capacity-project/eight holds ct6e-standard-8t"),
                 qPrintable(named.requests[0].reason));
        QCOMPARE(capacityOf(named, "capacity-project/eight").used, 0);
        QCOMPARE(capacityOf(named, "capacity-project/match").used, 0);
        // Naming the matching one places it there.
        review.requests[0].plan.reservation.name = QStringLiteral("match");
        const FitResult ok = fit(*m_cat, review);
        QCOMPARE(ok.requests[0].fit, FitKind::Fits);
        QCOMPARE(ok.requests[0].placedOn, QStringList{"capacity-project/match"});
    }

    // Issue 40: a calendar-mode request is its own capacity class (it needs no quota): held as
    // the aggregate reservation it names, placed on it in chips; not held yet, a shortfall of
    // that calendar-mode reservation in chips, never quota; its months are its start to end. A
    // request that does not fit otherwise is told where calendar mode is offered.
    void calendarModeIsItsOwnCapacityClass()
    {
        Review review;
        Request cal = request("calendar pretraining", "research", 1, 2); // 2 x 16 chips
        cal.plan.zone = QStringLiteral("us-east5-a");
        cal.plan.reservation.name = QStringLiteral("cal-v6e");
        cal.plan.calendar.enabled = true;
        cal.plan.calendar.start = QDateTime::fromString("2026-12-20T00:00:00Z", Qt::ISODate);
        cal.plan.calendar.days = 30;
        Request od = request("on-demand tuning", "apps", 2, 1, Consumption::OnDemand);
        od.plan.zone = QStringLiteral("us-east5-a");
        review.requests = {cal, od};
        FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests[0].fit, FitKind::None);
        QVERIFY2(r.requests[0].reason.contains("does not hold the calendar-mode reservation "
                                               "cal-v6e yet"),
                 qPrintable(r.requests[0].reason));
        QVERIFY(r.requests[0].suggestion.isEmpty()); // it is calendar mode already
        const auto shortfall = std::find_if(r.shortfall.begin(), r.shortfall.end(), [](auto &x) {
            return x.id == QLatin1String("calendar-mode cal-v6e");
        });
        QVERIFY(shortfall != r.shortfall.end());
        QCOMPARE(shortfall->missing, 32);
        QCOMPARE(shortfall->unit(), QStringLiteral("chips"));
        // Its months: December 2026 and January 2027 (30 days from 20 December).
        QCOMPARE(r.months, (std::vector<int>{2026 * 12 + 11, 2027 * 12 + 1}));
        // The on-demand request does not fit either (no quota) and is told about calendar mode
        // in its zone, with the pages that list it.
        QCOMPARE(r.requests[1].fit, FitKind::None);
        QVERIFY2(r.requests[1].suggestion.contains("calendar-mode reservation: v6e (batch) in "
                                                   "us-east5-a") &&
                     r.requests[1].suggestion.contains("listed by CAL1, CAL2, CAL6, CAL7"),
                 qPrintable(r.requests[1].suggestion));
        QVERIFY(fitToText(review, r).contains("suggestion: request it as a calendar-mode"));
        QCOMPARE(fitToJson(review, r)["requests"].toArray()[1].toObject()["suggestion"].toString(),
                 r.requests[1].suggestion);
        // Where the pages disagree, the suggestion says which list the zone and which do not;
        // in a zone no page lists, it names the zones that some page lists.
        review.requests[1].plan.zone = QStringLiteral("us-east5-b");
        r = fit(*m_cat, review);
        QVERIFY2(r.requests[1].suggestion.contains("v6e (batch) in us-east5-b") &&
                     r.requests[1].suggestion.contains("listed by CAL1, CAL6, not by CAL2, CAL7"),
                 qPrintable(r.requests[1].suggestion));
        review.requests[1].plan.zone = QStringLiteral("us-central1-b");
        r = fit(*m_cat, review);
        QVERIFY2(r.requests[1].suggestion.contains("calendar mode offers v6e (batch) in "
                                                   "asia-northeast1-b, europe-west4-a, us-east5-a, "
                                                   "us-east5-b, not in us-central1-b"),
                 qPrintable(r.requests[1].suggestion));

        // Held: the aggregate reservation Google delivers, read live or typed in.
        ReservationCapacity held;
        held.name = QStringLiteral("cal-v6e");
        held.zone = QStringLiteral("us-east5-a");
        held.vmFamily = QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E");
        held.chips = 32;
        review.capacity.reservations = {held};
        review.requests[1].plan.zone = QStringLiteral("us-east5-a");
        r = fit(*m_cat, review, 2026 * 12 + 11);
        QCOMPARE(r.requests[0].fit, FitKind::Fits);
        QCOMPARE(r.requests[0].placedOn, QStringList{QStringLiteral("cal-v6e")});
        bool calendarGroup = false;
        for (const GroupTotals &g : r.groups) {
            QVERIFY2(g.placed <= g.held, qPrintable(capacityClassId(g.capacity)));
            if (g.capacity == CapacityClass::CalendarMode) {
                calendarGroup = true;
                QCOMPARE(g.demand, 32);
                QCOMPARE(g.placed, 32);
                QCOMPARE(g.held, 32);
                QCOMPARE(g.missing, 0);
            }
            QVERIFY(g.capacity != CapacityClass::Reservation); // the only reservation is its
        }
        QVERIFY(calendarGroup);
        QCOMPARE(capacityClassId(CapacityClass::CalendarMode), QStringLiteral("calendarMode"));
        QVERIFY(fitToText(review, r).contains("calendar-mode reservation (no quota)"));
        // The cost: the catalog has no calendar-mode price, so none is made up.
        QVERIFY(!r.requests[0].costPerMonth);
        QVERIFY2(r.requests[0].costNote.contains("Calendar mode"),
                 qPrintable(r.requests[0].costNote));
    }

    // Calendar-mode capacity arrives as an aggregate reservation: chips of a VM family, no
    // machine type (issue 40). It is matched by the plan's accelerator's VM family and zone,
    // counts chips, and a named one of another family is never used.
    void anAggregateReservationIsMatchedByVmFamilyAndCountsChips()
    {
        Review review;
        review.requests = {request("pretraining", "research", 1, 3)}; // 3 slices of 16 chips
        ReservationCapacity cal;
        cal.project = QStringLiteral("capacity-project");
        cal.name = QStringLiteral("cal-v6e");
        cal.zone = QStringLiteral("us-east5-b");
        cal.vmFamily = QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E");
        cal.chips = 40; // two slices of 16 chips, 8 left
        QCOMPARE(checkReservation(cal), QString());
        review.capacity.reservations = {cal};
        review.requests[0].plan.reservation.name = QStringLiteral("cal-v6e");
        review.requests[0].plan.reservation.project = QStringLiteral("capacity-project");
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests[0].fit, FitKind::Partial);
        QCOMPARE(r.requests[0].slicesPlaced, 2);
        QVERIFY2(r.requests[0].reason.contains("capacity-project/cal-v6e has 8 free chips") &&
                     r.requests[0].reason.contains("short by 8 chips"),
                 qPrintable(r.requests[0].reason));
        const CapacityUse &use = capacityOf(r, "capacity-project/cal-v6e");
        QCOMPARE(use.used, 32);
        QCOMPARE(use.unit(), QStringLiteral("chips"));
        QCOMPARE(use.version, QStringLiteral("v6e"));
        QCOMPARE(r.shortfall.size(), size_t(1));
        QCOMPARE(r.shortfall[0].missing, 8);
        QCOMPARE(r.shortfall[0].unit(), QStringLiteral("chips"));
        // Counted in its region's v6e reservation group, in chips.
        const auto group = std::find_if(r.groups.begin(), r.groups.end(), [](const auto &g) {
            return g.version == QLatin1String("v6e") && g.region == QLatin1String("us-east5") &&
                   g.capacity == CapacityClass::Reservation;
        });
        QVERIFY(group != r.groups.end());
        QCOMPARE(group->held, 40);
        QCOMPARE(group->free, 8);

        // Unnamed, a plan goes on it too, by family and zone; a plan of another accelerator
        // (v5e) does not, and a named aggregate reservation of another family is an error
        // that says what it holds.
        review.requests[0].plan.reservation = {};
        QCOMPARE(fit(*m_cat, review).requests[0].slicesPlaced, 2);
        Review v5e = review;
        v5e.requests[0].plan.tpuVersion = QStringLiteral("v5e");
        v5e.requests[0].plan.machineType = QStringLiteral("ct5lp-hightpu-4t");
        QCOMPARE(fit(*m_cat, v5e).requests[0].fit, FitKind::None);
        v5e.requests[0].plan.reservation.name = QStringLiteral("cal-v6e");
        v5e.requests[0].plan.reservation.project = QStringLiteral("capacity-project");
        const FitResult wrong = fit(*m_cat, v5e);
        QCOMPARE(wrong.requests[0].fit, FitKind::None);
        QVERIFY2(wrong.requests[0].reason.contains(
                     "reservation capacity-project/cal-v6e holds chips of "
                     "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E in us-east5-b; the plan needs chips "
                     "of VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT5LP in us-east5-b"),
                 qPrintable(wrong.requests[0].reason));
        QCOMPARE(capacityOf(wrong, "capacity-project/cal-v6e").used, 0);
        // Another zone: not used.
        review.capacity.reservations[0].zone = QStringLiteral("us-east5-a");
        QCOMPARE(fit(*m_cat, review).requests[0].fit, FitKind::None);

        // Through the file: schema 3, vmFamily and chips instead of machineType and vms.
        const QJsonObject json = ReviewFile::toJson(review);
        QCOMPARE(json["schemaVersion"].toInt(), 3);
        const QJsonObject entry = json["capacity"]["reservations"][0].toObject();
        QCOMPARE(entry["vmFamily"].toString(), cal.vmFamily);
        QCOMPARE(entry["chips"].toInt(), 40);
        QVERIFY(!entry.contains("machineType") && !entry.contains("vms"));
        const auto back = ReviewFile::fromBytes(ReviewFile::toBytes(review), "a.tpureview");
        QVERIFY2(back.review, qPrintable(back.error));
        QVERIFY(*back.review == review);
        // Shapes that are not a VM family, or no chips, are refused with the place.
        QByteArray bad = ReviewFile::toBytes(review).replace(
            "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E", "vm-family\\n$(id)");
        QVERIFY2(ReviewFile::fromBytes(bad, "a.tpureview")
                     .error.contains("is not a VM family like VM_FAMILY_"),
                 qPrintable(ReviewFile::fromBytes(bad, "a.tpureview").error));
        bad = ReviewFile::toBytes(review).replace("\"chips\": 40", "\"chips\": 0");
        QVERIFY(ReviewFile::fromBytes(bad, "a.tpureview")
                    .error.contains("$.capacity.reservations[0].chips"));
        ReservationCapacity both = cal;
        both.machineType = QStringLiteral("ct6e-standard-4t");
        QVERIFY(checkReservation(both).contains("not VMs of a machine type"));
    }

    void requestsWhosePeriodsDoNotOverlapDoNotCompete()
    {
        Review review;
        review.requests = {request("q1", "research", 1), request("q2", "serving", 2),
                           request("march-may", "ads", 3)};
        review.requests[0].period = period("2026-01:2026-03");
        review.requests[1].period = period("2026-04:2026-06");
        review.requests[2].period = period("2026-03:2026-05");
        review.capacity.reservations = {reservation("pool", 4)};
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(fitOf(r, "q1", review).fit, FitKind::Fits);
        QCOMPARE(fitOf(r, "q2", review).fit, FitKind::Fits);
        QCOMPARE(fitOf(r, "march-may", review).fit, FitKind::None); // overlaps both
        QCOMPARE(capacityOf(r, "capacity-project/pool").used, 4);   // busiest month
        QCOMPARE(r.shortfall[0].missing, 4);
        // Without a period a request competes with every other.
        review.requests[2].period.reset();
        review.requests[2].priority = 0 + 1;
        review.requests[0].priority = 2;
        review.requests[1].priority = 3;
        const FitResult always = fit(*m_cat, review);
        QCOMPARE(fitOf(always, "march-may", review).fit, FitKind::Fits);
        QCOMPARE(fitOf(always, "q1", review).fit, FitKind::None);
        QCOMPARE(fitOf(always, "q2", review).fit, FitKind::None);
        // Adjacent months do not overlap; the same month does.
        QVERIFY(!period("2026-01:2026-03").overlaps(period("2026-04:2026-04")));
        QVERIFY(period("2026-01:2026-03").overlaps(period("2026-03:2026-03")));
        QString why;
        QVERIFY(!parsePeriod("2026-05:2026-01", &why));
        QVERIFY(why.contains("ends before it starts"));
        QVERIFY(!parsePeriod("2026-13:2027-01", &why));
        QVERIFY(!parsePeriod("2026-01", &why));
    }

    void quotaIsCountedPerRegionAndMetric()
    {
        Review review;
        review.requests = {request("on-demand", "serving", 1, 2, Consumption::OnDemand),
                           request("spot", "batch", 2, 1, Consumption::Spot)};
        review.capacity.quotas = {{"us-east5", kMetric, 20}, {"us-central1", kSpotMetric, 1000}};
        const FitResult r = fit(*m_cat, review);
        const RequestFit &od = fitOf(r, "on-demand", review);
        QCOMPARE(od.fit, FitKind::Partial); // 20 chips: one 16-chip slice
        QCOMPARE(od.slicesPlaced, 1);
        QCOMPARE(od.placedOn, QStringList{"us-east5:" + kMetric});
        QVERIFY2(
            od.reason.contains("has 4 free chips; 1 more slice needs 16 chips: short by 12 chips"),
            qPrintable(od.reason));
        // Spot counts against the preemptible metric, and quota in another region does not help.
        const RequestFit &spot = fitOf(r, "spot", review);
        QCOMPARE(spot.fit, FitKind::None);
        QVERIFY2(spot.reason.contains("the review has no quota " + kSpotMetric + " in us-east5"),
                 qPrintable(spot.reason));
        QCOMPARE(capacityOf(r, "us-central1:" + kSpotMetric).used, 0);
        QCOMPARE(capacityOf(r, "us-east5:" + kMetric).used, 16);
        // What to ask for: 12 more chips of the on-demand quota, 16 of a Spot quota not held.
        QCOMPARE(r.shortfall.size(), size_t(2));
        QCOMPARE(r.shortfall[0].id, "us-east5:" + kMetric);
        QCOMPARE(r.shortfall[0].missing, 12);
        QCOMPARE(r.shortfall[1].id, "us-east5:" + kSpotMetric);
        QVERIFY(!r.shortfall[1].held);
        QCOMPARE(r.shortfall[1].missing, 16);
        // A reservation request never takes quota, an on-demand one never a reservation.
        review.requests = {request("od", "serving", 1, 1, Consumption::OnDemand)};
        review.capacity.quotas.clear();
        review.capacity.reservations = {reservation("pool", 100)};
        const FitResult noQuota = fit(*m_cat, review);
        QCOMPARE(noQuota.requests[0].fit, FitKind::None);
        QCOMPARE(capacityOf(noQuota, "capacity-project/pool").used, 0);
    }

    void aFallbackChainTakesTheSlicesTheFirstChoiceCannot()
    {
        // Reservation first, then Spot, then on-demand (a GKE compute class): 3 slices of 4 VMs
        // (16 chips); the reservation holds one slice, the Spot quota one, on-demand one.
        Review review;
        Request chain = request("chain", "research", 1, 3, Consumption::Reservation);
        chain.plan.fallback = {Consumption::Spot, Consumption::OnDemand};
        review.requests = {chain};
        review.capacity.reservations = {reservation("pool", 4)};
        review.capacity.quotas = {{"us-east5", kSpotMetric, 16}, {"us-east5", kMetric, 16}};
        FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests[0].fit, FitKind::Fits);
        QCOMPARE(r.requests[0].slicesPlaced, 3);
        QCOMPARE(r.requests[0].placedOn,
                 (QStringList{"capacity-project/pool", "us-east5:" + kSpotMetric,
                              "us-east5:" + kMetric}));
        QCOMPARE(capacityOf(r, "capacity-project/pool").used, 4);
        QCOMPARE(capacityOf(r, "us-east5:" + kSpotMetric).used, 16);
        QCOMPARE(capacityOf(r, "us-east5:" + kMetric).used, 16);
        QVERIFY(r.shortfall.empty());
        // Chips placed per option: each step's group.
        long long placedSpot = 0;
        for (const GroupTotals &g : r.groups)
            if (g.capacity == CapacityClass::PreemptibleQuota)
                placedSpot = g.placed;
        QCOMPARE(placedSpot, 16);
        // Each slice costs what the option that placed it costs: a third at the reservation's
        // (on-demand) price, a third at Spot's, a third on-demand.
        const RequestFit &placed = r.requests[0];
        Request onDemand = chain, spotOnly = chain;
        onDemand.plan.consumption = Consumption::OnDemand;
        spotOnly.plan.consumption = Consumption::Spot;
        onDemand.plan.fallback.clear();
        spotOnly.plan.fallback.clear();
        Review priced;
        priced.requests = {onDemand, spotOnly};
        const FitResult alone = fit(*m_cat, priced);
        QVERIFY(alone.requests[0].costPerMonth && alone.requests[1].costPerMonth);
        double odMonth = 0, spotMonth = 0;
        for (const RequestFit &x : alone.requests)
            (x.consumption == Consumption::Spot ? spotMonth : odMonth) = *x.costPerMonth;
        QVERIFY(spotMonth > 0 && spotMonth < odMonth);
        QVERIFY(placed.costPerMonth);
        QVERIFY2(qAbs(*placed.costPerMonth - (2 * odMonth + spotMonth) / 3) < 0.01,
                 qPrintable(QString::number(*placed.costPerMonth)));
        QVERIFY(qAbs(r.cost.total - *placed.costPerMonth) < 0.01);

        // Without the on-demand quota: one slice left, and the reason names every step; what to
        // ask Google for is the first choice's capacity.
        review.capacity.quotas.pop_back();
        r = fit(*m_cat, review);
        const RequestFit &f = r.requests[0];
        QCOMPARE(f.fit, FitKind::Partial);
        QCOMPARE(f.slicesPlaced, 2);
        QVERIFY2(f.reason.startsWith("Specific reservation: capacity-project/pool has 0 free") &&
                     f.reason.contains("; then Spot: ") &&
                     f.reason.contains("; then On-demand: the review has no quota " + kMetric),
                 qPrintable(f.reason));
        QCOMPARE(r.shortfall.size(), size_t(1));
        QCOMPARE(r.shortfall[0].id, QStringLiteral("capacity-project/pool"));
        QCOMPARE(r.shortfall[0].missing, 4);

        // A later request of higher priority takes the Spot quota: the chain goes on to the next.
        Request spot = request("spot-first", "batch", 0 + 1, 1, Consumption::Spot);
        review.requests = {spot, chain};
        review.requests[1].priority = 2;
        review.capacity.quotas.push_back({"us-east5", kMetric, 32});
        r = fit(*m_cat, review);
        QCOMPARE(fitOf(r, "chain", review).fit, FitKind::Fits);
        QCOMPARE(fitOf(r, "chain", review).placedOn,
                 (QStringList{"capacity-project/pool", "us-east5:" + kMetric}));
        // No chain: the first choice only, as before.
        review.requests[1].plan.fallback.clear();
        r = fit(*m_cat, review);
        QCOMPARE(fitOf(r, "chain", review).slicesPlaced, 1);
        QVERIFY(!fitOf(r, "chain", review).reason.contains("then"));
    }

    void totalsPerRegionVersionAndConsumption()
    {
        Review review;
        review.requests = {request("res", "research", 1, 2),
                           request("od", "serving", 2, 1, Consumption::OnDemand)};
        review.capacity.reservations = {reservation("pool", 6)};
        review.capacity.quotas = {{"us-east5", kMetric, 64}};
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(r.groups.size(), size_t(2));
        for (const GroupTotals &g : r.groups) {
            QCOMPARE(g.region, QStringLiteral("us-east5"));
            QCOMPARE(g.version, QStringLiteral("v6e"));
            if (g.capacity == CapacityClass::Reservation) {
                QCOMPARE(g.demand, 32);
                QCOMPARE(g.placed, 16);
                QCOMPARE(g.held, 24); // 6 VMs x 4 chips
                QCOMPARE(g.free, 8);
                QCOMPARE(g.missing, 8); // the second slice needs 4 VMs of the 2 left: 2 more
            } else {
                QCOMPARE(g.capacity, CapacityClass::OnDemandQuota);
                QCOMPARE(g.demand, 16);
                QCOMPARE(g.held, 64);
                QCOMPARE(g.free, 48);
                QCOMPARE(g.missing, 0);
            }
        }
    }

    // Issue 38, point 1: totals are one month's (the busiest unless asked), per capacity class,
    // so placed <= held always, and the text and the JSON say the same. Four requests in four
    // months on a 24-VM (96-chip) reservation once read "demand 192, placed 192, reserved 96";
    // an on-demand shortfall read as covered by a Spot quota it cannot use.
    void totalsArePerMonthAndPerCapacityClass()
    {
        Review review;
        for (int m = 1; m <= 4; ++m) {
            review.requests.push_back(request("month", "research", 1, 3)); // 12 VMs, 48 chips
            review.requests.back().title = QStringLiteral("month %1").arg(m);
            review.requests.back().period = period(
                qPrintable(QStringLiteral("2026-%1:2026-%1").arg(m, 2, 10, QLatin1Char('0'))));
        }
        review.requests.push_back(request("february more", "serving", 2, 4)); // 16 VMs
        review.requests.back().period = period("2026-02:2026-02");
        review.requests.push_back(request("on demand", "serving", 3, 2, Consumption::OnDemand));
        review.capacity.reservations = {reservation("pool", 24)};
        review.capacity.quotas = {{"us-east5", kSpotMetric, 64}}; // no on-demand quota
        const FitResult r = fit(*m_cat, review);
        QVERIFY(r.groupsBusiest);
        QCOMPARE(r.groupsMonth, std::optional<int>(2026 * 12 + 1)); // February: 144 chips asked
        std::map<CapacityClass, GroupTotals> byClass;
        for (const GroupTotals &g : r.groups) {
            QVERIFY2(g.placed <= g.held, qPrintable(capacityClassId(g.capacity)));
            QCOMPARE(g.free, g.held - g.placed);
            byClass[g.capacity] = g;
        }
        QCOMPARE(r.groups.size(), size_t(3));
        const GroupTotals &res = byClass[CapacityClass::Reservation];
        QCOMPARE(res.demand, 112); // 48 + 64 chips in February
        QCOMPARE(res.placed, 96);
        QCOMPARE(res.held, 96);
        QCOMPARE(res.missing, 16); // one slice of 4 VMs
        const GroupTotals &od = byClass[CapacityClass::OnDemandQuota];
        QCOMPARE(od.demand, 32);
        QCOMPARE(od.held, 0);
        QCOMPARE(od.missing, 32);
        const GroupTotals &pre = byClass[CapacityClass::PreemptibleQuota];
        QCOMPARE(pre.held, 64); // held, but no use to the on-demand request
        QCOMPARE(pre.free, 64);
        QCOMPARE(pre.demand, 0);

        const QString text = fitToText(review, r);
        QVERIFY2(text.contains("(the busiest month, 2026-02)") &&
                     text.contains("us-east5 v6e reservation: demand 112, placed 96 of 96 held, "
                                   "free 0, missing 16") &&
                     text.contains("us-east5 v6e on-demand quota: demand 32, placed 0 of 0 held, "
                                   "free 0, missing 32"),
                 qPrintable(text));
        const QJsonObject json = fitToJson(review, r);
        QCOMPARE(json.value("totalsMonth").toString(), QStringLiteral("2026-02"));
        QCOMPARE(json.value("totalsMonthBusiest").toBool(), true);
        const QJsonArray groups = json.value("byRegionVersionConsumption").toArray();
        QCOMPARE(groups.size(), 3);
        for (const QJsonValue &v : groups) {
            const QJsonObject g = v.toObject();
            QVERIFY(g.value("placed").toDouble() <= g.value("held").toDouble());
            if (g.value("consumption").toString() == QLatin1String("reservation")) {
                QCOMPARE(g.value("demand").toDouble(), 112.0);
                QCOMPARE(g.value("missing").toDouble(), 16.0);
            }
        }

        // Any month on request: January holds one request of 48 chips on the reservation.
        const FitResult january = fit(*m_cat, review, 2026 * 12);
        QVERIFY(!january.groupsBusiest);
        for (const GroupTotals &g : january.groups)
            if (g.capacity == CapacityClass::Reservation) {
                QCOMPARE(g.demand, 48);
                QCOMPARE(g.placed, 48);
                QCOMPARE(g.free, 48);
                QCOMPARE(g.missing, 0);
            }
        QVERIFY(fitToText(review, january).contains("(2026-01)"));
    }

    // Issue 38, point 2: capacity in a zone, region, machine type or quota metric the catalog
    // does not know cannot exist: it is refused where it is typed (review add, the window) with
    // the nearest known names, and a file's entry is not counted (nothing placed on it, nothing
    // free, not held). A TPU the catalog does not list in a known zone is a warning on the
    // entry. Entries read live from a project are believed.
    void capacityThatCannotExistIsNotCounted()
    {
        const auto res = [](const char *name, const char *zone, const char *machineType) {
            return reservation(name, 8, machineType, zone);
        };
        CapacityCheck c =
            checkReservationInCatalog(*m_cat, res("a", "us-east5-z", "ct6e-standard-4t"));
        QVERIFY2(c.error.contains("us-east5-z") && c.error.contains("did you mean us-east5-a, "
                                                                    "us-east5-b or us-east5-c?"),
                 qPrintable(c.error));
        c = checkReservationInCatalog(*m_cat, res("a", "mars-north1-a", "ct6e-standard-4t"));
        QVERIFY2(c.error.contains("\"mars-north1-a\" is not a zone the catalog lists TPUs in"),
                 qPrintable(c.error));
        c = checkReservationInCatalog(*m_cat, res("a", "us-east5-a", "ct9p-hightpu-4t"));
        QVERIFY2(c.error.contains("did you mean") && c.error.contains("ct5p-hightpu-4t"),
                 qPrintable(c.error));
        c = checkReservationInCatalog(*m_cat, res("a", "us-central1-b", "tpu7x-standard-4t"));
        QVERIFY(c.error.isEmpty());
        QVERIFY2(c.warning.contains("does not list tpu7x (tpu7x-standard-4t) in us-central1-b, "
                                    "only in us-central1-ai1a, us-central1-c"),
                 qPrintable(c.warning));
        QVERIFY(checkReservationInCatalog(*m_cat, res("a", "us-east5-b", "ct6e-standard-4t"))
                    .error.isEmpty());
        c = checkQuotaInCatalog(*m_cat, {"us-east5", "TPU-V9X-per-project-region", 8});
        QVERIFY2(c.error.contains("did you mean") && c.error.contains("TPU-V5P-per-project-region"),
                 qPrintable(c.error));
        c = checkQuotaInCatalog(*m_cat, {"mars-north1", kMetric, 8});
        QVERIFY2(c.error.contains("\"mars-north1\" is not a region"), qPrintable(c.error));
        c = checkQuotaInCatalog(*m_cat, {"us-central2", kMetric, 8}); // v4 only there
        QVERIFY2(c.error.isEmpty() && c.warning.contains("does not list tpu-v6e-slice in "
                                                         "us-central2"),
                 qPrintable(c.warning));

        // In a review: the request goes on the one real reservation; the others hold nothing.
        Review review;
        review.requests = {request("serve", "inference", 1, 3)}; // 12 VMs
        review.capacity.reservations = {res("ghost", "us-east5-z", "ct6e-standard-4t"),
                                        res("real", "us-east5-b", "ct6e-standard-4t")};
        review.capacity.quotas = {{"us-east5", "NOT-A-METRIC", 1000}};
        FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests[0].placedOn, QStringList{"capacity-project/real"});
        QCOMPARE(r.requests[0].slicesPlaced, 2);
        const CapacityUse &ghost = capacityOf(r, "capacity-project/ghost");
        QCOMPARE(ghost.free, 0);
        QVERIFY(ghost.error.contains("us-east5-z"));
        QCOMPARE(capacityOf(r, "us-east5:NOT-A-METRIC").free, 0);
        for (const GroupTotals &g : r.groups)
            if (g.capacity == CapacityClass::Reservation)
                QCOMPARE(g.held, 32); // the real one's 8 VMs x 4 chips
        QVERIFY(fitToText(review, r).contains("(not counted: zone \"us-east5-z\""));
        QVERIFY(fitToJson(review, r)["capacity"].toArray()[0].toObject().contains("notCounted"));
        // Read live from a project: believed, and counted.
        review.capacity.reservations[0].source = {QStringLiteral("p"),
                                                  QDateTime::currentDateTimeUtc()};
        r = fit(*m_cat, review);
        QVERIFY(capacityOf(r, "capacity-project/ghost").error.isEmpty());
        QCOMPARE(capacityOf(r, "capacity-project/ghost").free, 8);
    }

    void costPerRequestTeamAndTotalAgainstTheBudget()
    {
        Review review;
        review.requests = {request("a", "research", 1, 2, Consumption::OnDemand),
                           request("b", "research", 2, 1, Consumption::Spot),
                           request("c", "serving", 3, 1, Consumption::OnDemand),
                           request("flex", "batch", 4, 1, Consumption::FlexStart)};
        review.requests[0].period = period("2026-01:2026-06");
        review.requests[1].period = period("2026-03:2026-04");
        review.requests[2].period = period("2027-01:2027-02");
        const auto perMonth = [&](const Request &r, const char *kind) {
            const model::Summary s = model::summarize(*m_cat, r.plan);
            for (const auto &c : s.costs)
                if (c.kind == QLatin1String(kind))
                    return *c.perMonth.value;
            qFatal("no cost");
        };
        const double a = perMonth(review.requests[0], "on-demand");
        const double b = perMonth(review.requests[1], "spot");
        const double c = perMonth(review.requests[2], "on-demand");
        QVERIFY(a > 0 && b > 0 && b < a);
        review.capacity.budgetPerMonth = a + b + 1; // enough unless c ran at the same time
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(*fitOf(r, "a", review).costPerMonth, a);
        QCOMPARE(r.cost.byTeam.at("research"), a + b);
        QCOMPARE(r.cost.byTeam.at("serving"), c);
        QCOMPARE(r.cost.total, a + b + c);
        QCOMPARE(r.cost.peakMonth, std::max(a + b, c)); // c never runs beside a and b
        QVERIFY(c < a + b);
        QCOMPARE(r.cost.unpriced, QStringList{"flex"}); // flex-start has no catalog price
        QVERIFY(fitOf(r, "flex", review).costNote.contains("no price"));
        QVERIFY(!r.cost.overBudget());
        review.capacity.budgetPerMonth = a + b - 1;
        QVERIFY(fit(*m_cat, review).cost.overBudget());
        // Without periods everything runs in the same month.
        review.capacity.budgetPerMonth = a + b + 1;
        review.requests[2].period.reset();
        const FitResult always = fit(*m_cat, review);
        QCOMPARE(always.cost.peakMonth, a + b + c);
        QVERIFY(always.cost.overBudget());
    }

    // A request may carry its model and job (docs/sizing.md): the fit says whether the plan's
    // slices hold it, and what the whole job costs, not only per month.
    void requestsCarryTheirModelAndJob()
    {
        Review review = test::sampleReview(); // v6e 4x4 slices: 16 x 32 GB = 512 GB each
        const auto job = [](const char *json) {
            return sizing::readJob(QJsonDocument::fromJson(json).object(), QStringLiteral("$"));
        };
        review.requests[0].job = job(R"({"model": "llama-3-8b", "training": {"tokens": 1e12,
            "batchTokens": 262144, "checkpointsPerLayer": 4, "mfu": 0.4}})");
        review.requests[1].job = job(R"({"model": "llama-3-70b", "serving": {"context": 8192,
            "batch": 1, "weights": "bf16", "kv": "bf16", "mfu": 0.4}})");
        // 405B in bf16 is 812 GB: no 512 GB slice holds it. (8B training with a 256k-token batch:
        // 80 GB + 268 GB of activations on the two slices.)
        review.requests[2].job = job(R"({"model": "llama-3-405b", "serving": {"context": 8192,
            "batch": 1, "weights": "bf16", "kv": "bf16", "mfu": 0.4}})");
        const FitResult r = fit(*m_cat, review);
        const RequestFit &train = fitOf(r, "pretraining", review);
        QVERIFY(train.job && train.job->fits);
        QVERIFY(train.job->seconds && train.job->jobCost);
        // The job's cost is its hours at the request's own price per hour.
        QCOMPARE(*train.job->jobCost,
                 *train.job->seconds / 3600 * *train.costPerMonth / model::Summary::kHoursPerMonth);
        QVERIFY(fitOf(r, "serving", review).job->fits);
        QVERIFY(fitOf(r, "serving", review).job->tokensPerSecond);
        QVERIFY(!fitOf(r, "eval", review).job->fits);
        const QString text = fitToText(review, r);
        QVERIFY2(text.contains("Llama 3.1 405B, serving") && text.contains("does NOT fit"),
                 qPrintable(text));
        const QJsonArray requests = fitToJson(review, r).value("requests").toArray();
        const QJsonObject first = requests.at(0).toObject().value("job").toObject();
        QVERIFY(first.value("estimate").toBool());
        QVERIFY(first.value("fits").toBool());
        QVERIFY(first.value("seconds").toDouble() > 0);
        QCOMPARE(first.value("jobCostUnit").toString(), QStringLiteral("the whole job"));
        // A model its slices cannot hold has no speed or cost in the JSON either, as in the text
        // ("Estimate: —"): figures for a slice that cannot run it would mislead.
        QJsonObject eval;
        for (const QJsonValue &q : requests)
            if (q.toObject().value("title").toString() == QLatin1String("eval"))
                eval = q.toObject().value("job").toObject();
        QCOMPARE(eval.value("fits"), QJsonValue(false));
        for (const char *key : {"seconds", "tokensPerSecond", "jobCost"})
            QVERIFY2(eval.value(QLatin1String(key)).isNull(), key);
        // The file keeps the job; a review without jobs reads and writes as before.
        const QByteArray bytes = ReviewFile::toBytes(review);
        QVERIFY(bytes.contains("\"job\""));
        const auto back = ReviewFile::fromBytes(bytes, QStringLiteral("jobs.tpureview"));
        QVERIFY2(back.review, qPrintable(back.error));
        QVERIFY(*back.review == review);
        QVERIFY(!ReviewFile::toBytes(test::sampleReview()).contains("\"job\""));
        // A job naming no preset is refused with where and what.
        QByteArray bad = bytes;
        bad.replace("\"llama-3-8b\"", "\"llama-9\"");
        const auto refused = ReviewFile::fromBytes(bad, QStringLiteral("bad.tpureview"));
        QVERIFY(!refused.review);
        QVERIFY2(refused.error.contains("$.requests[0].job.model") &&
                     refused.error.contains("llama-3-70b"),
                 qPrintable(refused.error));
    }

    void incompletePlanDoesNotFitWithAReason()
    {
        Review review;
        review.requests = {request("nothing chosen", "research", 1)};
        review.requests[0].plan.topology = {};
        review.capacity.reservations = {reservation("pool", 100)};
        const FitResult r = fit(*m_cat, review);
        QCOMPARE(r.requests[0].fit, FitKind::None);
        QVERIFY(r.requests[0].reason.contains("open it in the wizard"));
        QCOMPARE(capacityOf(r, "capacity-project/pool").used, 0);
    }

    void checkJsonHasTheDocumentedKeys()
    {
        Review review;
        review.requests = {request("pretraining", "research", 1, 4)};
        review.capacity.reservations = {reservation("pool", 10)};
        review.capacity.budgetPerMonth = 1000;
        const QJsonObject o = fitToJson(review, fit(*m_cat, review));
        const QJsonObject req = o["requests"].toArray().at(0).toObject();
        for (const char *key :
             {"title", "team", "priority", "fit", "slicesPlaced", "slices", "placedOn", "reason"})
            QVERIFY2(req.contains(QLatin1String(key)), key);
        QCOMPARE(req["fit"].toString(), QStringLiteral("partial"));
        QCOMPARE(req["slicesPlaced"].toInt(), 2);
        QCOMPARE(req["placedOn"].toArray().at(0).toString(),
                 QStringLiteral("capacity-project/pool"));
        const QJsonObject cap = o["capacity"].toArray().at(0).toObject();
        QCOMPARE(cap["kind"].toString(), QStringLiteral("reservation"));
        QCOMPARE(cap["unit"].toString(), QStringLiteral("VMs"));
        QCOMPARE(cap["total"].toInt(), 10);
        QCOMPARE(cap["used"].toInt(), 8);
        QCOMPARE(cap["free"].toInt(), 2);
        const QJsonObject sf = o["shortfall"].toArray().at(0).toObject();
        QCOMPARE(sf["id"].toString(), QStringLiteral("capacity-project/pool"));
        QCOMPARE(sf["missing"].toInt(), 6);
        QCOMPARE(sf["unit"].toString(), QStringLiteral("VMs"));
        const QJsonObject cost = o["costPerMonth"].toObject();
        QVERIFY(cost["total"].toDouble() > 0);
        QCOMPARE(cost["byTeam"].toObject()["research"].toDouble(), cost["total"].toDouble());
        QCOMPARE(cost["overBudget"].toBool(), true);
    }

    void fileRoundTrip()
    {
        QTemporaryDir dir;
        Review review;
        review.requests = {request("pretraining", "Research ✓", 1, 2),
                           request("serving", "serving", 2, 1, Consumption::Spot)};
        review.requests[1].period = period("2026-02:2026-04");
        review.capacity.reservations = {reservation("pool", 10)};
        review.capacity.reservations[0].project.clear();
        review.capacity.quotas = {{"us-east5", kMetric, 64}};
        review.capacity.budgetPerMonth = 12345.5;
        const QString file = dir.filePath("q1" + ReviewFile::extension());
        QCOMPARE(ReviewFile::save(review, file), QString());
        QCOMPARE(QFile::permissions(file) & (QFile::ReadOther | QFile::ReadGroup),
                 QFile::Permissions());
        const auto loaded = ReviewFile::load(file);
        QVERIFY2(loaded.review, qPrintable(loaded.error));
        QVERIFY(*loaded.review == review);
        // Typed in only: written as schema 1, so older TPU Planners still open it.
        QCOMPARE(ReviewFile::toJson(review)["schemaVersion"].toInt(), 1);
        QVERIFY(!ReviewFile::toBytes(review).contains("\"source\""));

        // Entries read live keep their source (project and time) through the file: schema 2.
        Review read = review;
        const QDateTime at(QDate(2026, 11, 26), QTime(0, 30, 5), Qt::UTC);
        read.capacity.reservations[0].source = {"demo-project", at};
        read.capacity.quotas[0].source = {"demo-project", at};
        QCOMPARE(ReviewFile::toJson(read)["schemaVersion"].toInt(), 2);
        QVERIFY(ReviewFile::toBytes(read).contains("\"readAt\": \"2026-11-26T00:30:05Z\""));
        const QString readFile = dir.filePath("read" + ReviewFile::extension());
        QCOMPARE(ReviewFile::save(read, readFile), QString());
        const auto reloaded = ReviewFile::load(readFile);
        QVERIFY2(reloaded.review, qPrintable(reloaded.error));
        QVERIFY(*reloaded.review == read);
        QVERIFY(!(*reloaded.review == review)); // the source is part of the review
        QCOMPARE(sourceText(reloaded.review->capacity.quotas[0].source),
                 QStringLiteral("read from demo-project at 2026-11-26 00:30 UTC"));
        // A source that is not one is refused with its place.
        QByteArray bad = ReviewFile::toBytes(read).replace("2026-11-26T00:30:05Z", "yesterday");
        QVERIFY(ReviewFile::fromBytes(bad, "r.tpureview")
                    .error.contains("at $.capacity.reservations[0].source.readAt: \"yesterday\" "
                                    "is not a UTC time"));

        // A failed save leaves the old file as it was.
        const QByteArray before = [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        model::io::injectWriteFaultForTesting(QStringLiteral("q1.tpureview"), ENOSPC, 10);
        Review other = review;
        other.requests.pop_back();
        const QString error = ReviewFile::save(other, file);
        model::io::injectWriteFaultForTesting({}, 0);
        QVERIFY2(error.contains("No space left on device") &&
                     error.contains("previous file is unchanged"),
                 qPrintable(error));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void badFilesAreRefusedWithWhereAndWhat_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("team") << "requests.0.team" << QJsonValue("  ")
                              << "at $.requests[0]: the team must not be empty";
        QTest::newRow("priority") << "requests.0.priority" << QJsonValue(0)
                                  << "at $.requests[0].priority";
        QTest::newRow("period")
            << "requests.0.period"
            << QJsonValue(QJsonObject{{"start", "2026-05"}, {"end", "2026-01"}})
            << "at $.requests[0].period: the period 2026-05:2026-01 ends before it starts";
        QTest::newRow("plan") << "requests.0.plan.slices" << QJsonValue(0)
                              << "at $.requests[0].plan.slices";
        QTest::newRow("vms") << "capacity.reservations.0.vms" << QJsonValue(0)
                             << "at $.capacity.reservations[0].vms";
        QTest::newRow("zone") << "capacity.reservations.0.zone" << QJsonValue("us-east5")
                              << "is not a zone like us-east5-a";
        QTest::newRow("chips") << "capacity.quotas.0.chips" << QJsonValue(-1)
                               << "at $.capacity.quotas[0].chips";
        QTest::newRow("budget") << "capacity.budgetPerMonth" << QJsonValue("lots")
                                << "at $.capacity.budgetPerMonth";
        QTest::newRow("schema") << "schemaVersion" << QJsonValue(99)
                                << "written by a newer TPU Planner";
        QTest::newRow("misspelt") << "capacity.quota" << QJsonValue(QJsonArray()) << "$.capacity";
    }

    void badFilesAreRefusedWithWhereAndWhat()
    {
        QFETCH(QString, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        Review review;
        review.requests = {request("a", "research", 1)};
        review.capacity.reservations = {reservation("pool", 4)};
        review.capacity.quotas = {{"us-east5", kMetric, 64}};
        QJsonObject root = ReviewFile::toJson(review);
        // Sets the value at a dotted path (numbers index arrays).
        std::function<QJsonValue(QJsonValue, QStringList)> set =
            [&](QJsonValue at, QStringList keys) -> QJsonValue {
            if (keys.isEmpty())
                return value;
            const QString key = keys.takeFirst();
            bool isIndex = false;
            const int i = key.toInt(&isIndex);
            if (isIndex) {
                QJsonArray a = at.toArray();
                a[i] = set(a.at(i), keys);
                return a;
            }
            QJsonObject o = at.toObject();
            o[key] = set(o.value(key), keys);
            return o;
        };
        root = set(root, path.split('.')).toObject();
        const auto loaded = ReviewFile::fromBytes(QJsonDocument(root).toJson(), "r.tpureview");
        QVERIFY(!loaded.review);
        QVERIFY2(loaded.error.startsWith("r.tpureview: ") && loaded.error.contains(expected),
                 qPrintable(loaded.error));
    }

    void duplicatesAndHugeFilesAreRefused()
    {
        Review review;
        review.capacity.reservations = {reservation("pool", 4), reservation("pool", 8)};
        auto loaded = ReviewFile::fromBytes(ReviewFile::toBytes(review), "r");
        QVERIFY(loaded.error.contains("reservation capacity-project/pool is listed twice"));
        QTemporaryDir dir;
        QFile big(dir.filePath("big.tpureview"));
        QVERIFY(big.open(QIODevice::WriteOnly));
        QVERIFY(big.resize(ReviewFile::kMaxFileBytes + 1));
        big.close();
        loaded = ReviewFile::load(big.fileName());
        QVERIFY(!loaded.review);
        QVERIFY2(loaded.error.contains("larger than"), qPrintable(loaded.error));
        QVERIFY(!ReviewFile::load(dir.filePath("missing.tpureview")).review);
    }

    void compareMarksExactlyTheFieldsThatDiffer()
    {
        const Request a = request("pretraining", "research", 1, 2);
        Request b = a;
        for (const CompareRow &row : compareRequests(*m_cat, a, b))
            QVERIFY2(!row.differs, qPrintable(row.field));
        b.team = QStringLiteral("serving");
        b.plan.slices = 3;
        b.plan.consumption = Consumption::Spot;
        QStringList differs;
        for (const CompareRow &row : compareRequests(*m_cat, a, b))
            if (row.differs)
                differs << row.field;
        // The slices change the totals and the cost too; nothing else differs.
        QCOMPARE(differs, (QStringList{"Team", "Slices", "Consumption", "Total chips", "Total VMs",
                                       "Cost per month"}));
        const auto rows = compareRequests(*m_cat, a, b);
        QCOMPARE(rows[10].a, QStringLiteral("2"));
        QCOMPARE(rows[10].b, QStringLiteral("3"));
    }

    void kueueForTheWholeReview()
    {
        Review review;
        review.requests = {request("pretraining", "ML Research", 1, 2),
                           request("eval", "ML Research", 2),
                           request("serving", "serving: \"prod\"", 3, 1, Consumption::Spot),
                           request("small", "no", 4)};
        review.requests[3].plan.topology = test::shape("2x2");
        review.requests[3].plan.workload.nameSpace = QStringLiteral("small-ns");
        const ReviewKueue k = reviewKueue(*m_cat, review);
        QVERIFY2(k.error.isEmpty(), qPrintable(k.error));
        QStringList kinds;
        const QStringList errors = test::crdErrors(k.yaml, &kinds);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(kinds.count("ClusterQueue"), 3);
        QCOMPARE(kinds.count("LocalQueue"), 3);
        QCOMPARE(kinds.count("ResourceFlavor"), 2); // v6e 4x4 and 2x2

        long long requested = 0;
        for (const Request &r : review.requests)
            requested += model::summarize(*m_cat, r.plan).totalChips;
        long long quota = 0;
        QSet<QString> cohorts;
        QStringList teamsRead;
        for (const YAML::Node &doc : YAML::LoadAll(k.yaml.toStdString())) {
            if (doc["kind"].as<std::string>() != "ClusterQueue")
                continue;
            // Written in the Kueue API version of the single-plan export (one place), which
            // names the cohort cohortName.
            QCOMPARE(QString::fromStdString(doc["apiVersion"].as<std::string>()),
                     QLatin1String(exporters::kueueApiVersion()));
            cohorts.insert(QString::fromStdString(doc["spec"]["cohortName"].as<std::string>()));
            teamsRead << QString::fromStdString(
                doc["metadata"]["annotations"]["tpu-planner/team"].as<std::string>());
            for (const auto &flavor : doc["spec"]["resourceGroups"][0]["flavors"])
                for (const auto &res : flavor["resources"])
                    if (res["name"].as<std::string>() == "google.com/tpu")
                        quota += std::stoll(res["nominalQuota"].as<std::string>());
        }
        QCOMPARE(quota, requested); // 2x16 + 16 + 16 + 4
        QCOMPARE(quota, 68LL);
        QCOMPARE(cohorts.size(), 1);
        QCOMPARE(teamsRead, (QStringList{"ML Research", "serving: \"prod\"", "no"}));
        QCOMPARE(teamQueueNames(review), (QStringList{"ml-research", "serving-prod", "no"}));
        QCOMPARE(requestFolderName(review, 0), QStringLiteral("01-ml-research-pretraining"));
    }

    // Issue 35, F16: 5,000 teams whose names all make "ml-research" are named in linear time
    // (cubic before: 243 s), each name once, numbered in the order the teams first appear, around
    // a team that already holds one of the numbered names.
    void queueNamesOfCollidingTeamsAreFast()
    {
        Review review;
        review.requests.push_back(request("first", "ml-research-3", 1));
        for (int i = 0; i < 5000; ++i) {
            QString team = QStringLiteral("ML Research ");
            for (const QChar bit : QString::number(i, 2)) // distinct, and all the same slug
                team += bit == QLatin1Char('0') ? QLatin1Char('.') : QLatin1Char('!');
            review.requests.push_back(request("r", "", 1));
            review.requests.back().team = team;
        }
        QElapsedTimer clock;
        clock.start();
        const QStringList names = teamQueueNames(review);
        const qint64 ms = clock.elapsed();
        QVERIFY2(ms < 2000, qPrintable(QString::number(ms)));
        QCOMPARE(names.size(), 5001);
        QCOMPARE(QSet<QString>(names.begin(), names.end()).size(), 5001);
        QCOMPARE(names.mid(0, 5), (QStringList{"ml-research-3", "ml-research", "ml-research-2",
                                               "ml-research-4", "ml-research-5"}));
        QCOMPARE(names.last(), QStringLiteral("ml-research-5001"));
        clock.restart();
        const ReviewKueue k = reviewKueue(*m_cat, review);
        QVERIFY2(k.error.isEmpty(), qPrintable(k.error));
        QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
    }

    // Issue 35, F13: %N in a team, title or quota metric is data. A chained QString::arg() would
    // put a later number into it ("team %1" read "team 1"); review check's text shows each as
    // typed, and the review code chains no arg() at all (one multi-arg call each).
    void percentSignsInDataStayAsTyped()
    {
        Review review;
        review.requests = {request("train %9 %L1", "%1 team %2", 1, 1, Consumption::OnDemand),
                           request("serve %3", "%2%1", 2)};
        review.capacity.quotas = {{"us-east5", QStringLiteral("%2 metric %1"), 64},
                                  {"us-east5", kMetric, 16}};
        review.capacity.reservations = {reservation("pool", 4)};
        review.capacity.budgetPerMonth = 1;
        const FitResult r = fit(*m_cat, review);
        const QString text = fitToText(review, r);
        for (const char *expected :
             {"1. train %9 %L1 (%1 team %2): ", "2. serve %3 (%2%1): fits, 1 of 1 slice on",
              "quota us-east5:%2 metric %1: 0 of 64 chips used, 0 free (not counted: quota "
              "metric \"%2 metric %1\" is not a TPU metric the catalog knows",
              "  %1 team %2: $", "  %2%1: $"})
            QVERIFY2(text.contains(QString::fromUtf8(expected)),
                     qPrintable(QStringLiteral("%1 not in:\n%2").arg(expected, text)));
    }

    void theReviewCodeChainsNoArg()
    {
        QStringList files;
        for (const char *folder : {"lib/review", "ui/review"})
            for (const QString &name :
                 QDir(QStringLiteral(TPU_SOURCE_DIR "/") + QLatin1String(folder))
                     .entryList({QStringLiteral("*.cpp")}))
                files << QLatin1String(folder) + QLatin1Char('/') + name;
        files << QStringLiteral("lib/cli/clireview.cpp")
              << QStringLiteral("lib/cli/clireviewcapacity.cpp")
              << QStringLiteral("lib/report/reviewreport.cpp");
        QStringList chained;
        for (const QString &file : files) {
            QFile f(QStringLiteral(TPU_SOURCE_DIR "/") + file);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
            const QString code = QString::fromUtf8(f.readAll());
            for (qsizetype at = code.indexOf(QLatin1String(".arg(")); at >= 0;
                 at = code.indexOf(QLatin1String(".arg("), at + 1)) {
                // The end of this call's parentheses, string and character literals skipped.
                qsizetype i = at + 5;
                for (int depth = 1; i < code.size() && depth > 0; ++i) {
                    const QChar c = code.at(i);
                    if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
                        for (++i; i < code.size() && code.at(i) != c; ++i)
                            if (code.at(i) == QLatin1Char('\\'))
                                ++i;
                    } else if (c == QLatin1Char('(')) {
                        ++depth;
                    } else if (c == QLatin1Char(')')) {
                        --depth;
                    }
                }
                while (i < code.size() && code.at(i).isSpace())
                    ++i;
                if (code.mid(i, 5) == QLatin1String(".arg("))
                    chained << QStringLiteral("%1:%2").arg(
                        file, QString::number(code.left(at).count(QLatin1Char('\n')) + 1));
            }
        }
        QVERIFY2(chained.isEmpty(), qPrintable(chained.join(QLatin1Char('\n'))));
    }

    // Issue 35, F18: a limit message shows the refused value exactly, never rounded.
    void limitMessagesShowTheExactValue()
    {
        const QByteArray base = ReviewFile::toBytes(Review{});
        QByteArray bytes = base;
        bytes.replace("\"budgetPerMonth\": null", "\"budgetPerMonth\": 10000000001");
        QVERIFY(bytes != base);
        auto l = ReviewFile::fromBytes(bytes, "b.tpureview");
        QVERIFY(!l.review);
        QVERIFY2(l.error.contains("must be at most 10000000000, found 10000000001"),
                 qPrintable(l.error));
        bytes = base;
        bytes.replace("\"reservations\": [", "\"reservations\": [{\"project\": \"\", \"name\": "
                                             "\"r\", \"zone\": \"us-east5-b\", \"machineType\": "
                                             "\"ct6e-standard-4t\", \"vms\": 1000001}");
        l = ReviewFile::fromBytes(bytes, "v.tpureview");
        QVERIFY(!l.review);
        QVERIFY2(l.error.contains("must be between 1 and 100000, found 1000001"),
                 qPrintable(l.error));
        QCOMPARE(json::numberText(1000001), QStringLiteral("1000001"));
        QCOMPARE(json::numberText(0.1), QStringLiteral("0.1"));
        QCOMPARE(json::numberText(1e300), QStringLiteral("1e+300"));
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "tst_review.moc"
