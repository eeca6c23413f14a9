#pragma once
// The capacity review the GUI tests of ui/review share: three requests for v6e 2x4 slices on
// reservation (two teams), a reservation of three slices, a CT6E quota and a budget.
#include "review/review.h"
#include "testsupport.h"

namespace tpu::test {

inline review::Request reviewRequest(const char *title, const char *team, int priority, int slices)
{
    review::Request r;
    r.title = QString::fromUtf8(title);
    r.team = QString::fromUtf8(team);
    r.priority = priority;
    r.plan = standardPlan();
    r.plan.slices = slices;
    r.plan.consumption = model::Consumption::Reservation;
    return r;
}

inline review::Review sampleReview()
{
    review::Review review;
    review.requests = {reviewRequest("pretraining", "Quantum Llamas", 1, 2),
                       reviewRequest("serving", "Serving Ostriches", 2, 1),
                       reviewRequest("eval", "Quantum Llamas", 3, 1)};
    review::ReservationCapacity res;
    res.project = QStringLiteral("cap-proj");
    res.name = QStringLiteral("v6e-pool");
    res.zone = QStringLiteral("us-east5-b");
    res.machineType = QStringLiteral("ct6e-standard-4t");
    res.vms = 12; // three slices of 4 VMs
    review.capacity.reservations = {res};
    review.capacity.quotas = {
        {"us-east5", "TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)", 64}};
    review.capacity.budgetPerMonth = 100000;
    return review;
}

} // namespace tpu::test
