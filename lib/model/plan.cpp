#include "model/plan.h"

#include "model/planfields.h"

#include <QCoreApplication>
#include <tuple>

namespace tpu::model {

namespace {
struct PlanText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Plan)
};
} // namespace

QString consumptionId(Consumption c)
{
    switch (c) {
    case Consumption::OnDemand:
        return QStringLiteral("on-demand");
    case Consumption::Spot:
        return QStringLiteral("spot");
    case Consumption::FlexStart:
        return QStringLiteral("flex-start");
    case Consumption::Reservation:
        break;
    }
    return QStringLiteral("reservation");
}

QString consumptionName(Consumption c)
{
    switch (c) {
    case Consumption::OnDemand:
        return PlanText::tr("On-demand");
    case Consumption::Spot:
        return QStringLiteral("Spot");
    case Consumption::FlexStart:
        return PlanText::tr("Flex-start");
    case Consumption::Reservation:
        break;
    }
    return PlanText::tr("Specific reservation");
}

std::optional<Consumption> consumptionFromId(const QString &id)
{
    for (Consumption c : {Consumption::OnDemand, Consumption::Spot, Consumption::FlexStart,
                          Consumption::Reservation}) {
        if (consumptionId(c) == id)
            return c;
    }
    return std::nullopt;
}

QString reservationAffinityId(ReservationAffinity a)
{
    return a == ReservationAffinity::AnyThenFail ? QStringLiteral("any-reservation-then-fail")
                                                 : QStringLiteral("specific");
}

std::optional<ReservationAffinity> reservationAffinityFromId(const QString &id)
{
    for (ReservationAffinity a : {ReservationAffinity::Specific, ReservationAffinity::AnyThenFail})
        if (reservationAffinityId(a) == id)
            return a;
    return std::nullopt;
}

QString workloadKindId(WorkloadKind k)
{
    switch (k) {
    case WorkloadKind::Job:
        return QStringLiteral("job");
    case WorkloadKind::Deployment:
        return QStringLiteral("deployment");
    case WorkloadKind::JobSet:
        return QStringLiteral("jobset");
    case WorkloadKind::IndexedJob:
        return QStringLiteral("indexed-job");
    case WorkloadKind::LeaderWorkerSet:
        return QStringLiteral("leaderworkerset");
    case WorkloadKind::RayCluster:
        break;
    }
    return QStringLiteral("raycluster");
}

QString workloadKindName(WorkloadKind k)
{
    switch (k) {
    case WorkloadKind::Job:
        return QStringLiteral("Job");
    case WorkloadKind::Deployment:
        return QStringLiteral("Deployment");
    case WorkloadKind::JobSet:
        return QStringLiteral("JobSet");
    case WorkloadKind::IndexedJob:
        return PlanText::tr("Indexed Job");
    case WorkloadKind::LeaderWorkerSet:
        return QStringLiteral("LeaderWorkerSet");
    case WorkloadKind::RayCluster:
        break;
    }
    return QStringLiteral("RayCluster");
}

namespace {
const WorkloadKind kKinds[] = {
    WorkloadKind::Job,        WorkloadKind::Deployment,      WorkloadKind::JobSet,
    WorkloadKind::IndexedJob, WorkloadKind::LeaderWorkerSet, WorkloadKind::RayCluster};
} // namespace

QStringList workloadKindIds()
{
    QStringList ids;
    for (WorkloadKind k : kKinds)
        ids << workloadKindId(k);
    return ids;
}

WorkloadPurpose workloadPurpose(WorkloadKind k)
{
    switch (k) {
    case WorkloadKind::Deployment:
    case WorkloadKind::LeaderWorkerSet:
        return WorkloadPurpose::Serving;
    case WorkloadKind::RayCluster:
        return WorkloadPurpose::Ray;
    default:
        return WorkloadPurpose::Training;
    }
}

QString workloadPurposeId(WorkloadPurpose p)
{
    switch (p) {
    case WorkloadPurpose::Training:
        return QStringLiteral("training");
    case WorkloadPurpose::Serving:
        return QStringLiteral("serving");
    case WorkloadPurpose::Ray:
        break;
    }
    return QStringLiteral("ray");
}

std::optional<WorkloadPurpose> workloadPurposeFromId(const QString &id)
{
    for (WorkloadPurpose p :
         {WorkloadPurpose::Training, WorkloadPurpose::Serving, WorkloadPurpose::Ray})
        if (workloadPurposeId(p) == id)
            return p;
    return std::nullopt;
}

WorkloadKind workloadKindFor(WorkloadPurpose p, bool multiHost)
{
    switch (p) {
    case WorkloadPurpose::Training:
        return multiHost ? WorkloadKind::JobSet : WorkloadKind::Job;
    case WorkloadPurpose::Serving:
        return multiHost ? WorkloadKind::LeaderWorkerSet : WorkloadKind::Deployment;
    case WorkloadPurpose::Ray:
        break;
    }
    return WorkloadKind::RayCluster;
}

bool isMultiHostKind(WorkloadKind k)
{
    return k == WorkloadKind::JobSet || k == WorkloadKind::IndexedJob ||
           k == WorkloadKind::LeaderWorkerSet || k == WorkloadKind::RayCluster;
}

std::optional<WorkloadKind> workloadKindFromId(const QString &id)
{
    for (WorkloadKind k : kKinds) {
        if (workloadKindId(k) == id)
            return k;
    }
    return std::nullopt;
}

bool Plan::operator==(const Plan &o) const
{
    // Every field of the one field table (planfields.cpp).
    for (const PlanField &f : planFields())
        if (!f.equal(*this, o))
            return false;
    return true;
}

} // namespace tpu::model
