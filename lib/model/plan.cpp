#include "plan.h"

#include "planfields.h"

#include <QCoreApplication>
#include <tuple>

namespace tpu::model {

namespace {
struct Text // the translation context of this file's messages
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
        return Text::tr("On-demand");
    case Consumption::Spot:
        return QStringLiteral("Spot");
    case Consumption::FlexStart:
        return Text::tr("Flex-start");
    case Consumption::Reservation:
        break;
    }
    return Text::tr("Specific reservation");
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
        break;
    }
    return QStringLiteral("indexed-job");
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
        break;
    }
    return Text::tr("Indexed Job");
}

std::optional<WorkloadKind> workloadKindFromId(const QString &id)
{
    for (WorkloadKind k : {WorkloadKind::Job, WorkloadKind::Deployment, WorkloadKind::JobSet,
                           WorkloadKind::IndexedJob}) {
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
