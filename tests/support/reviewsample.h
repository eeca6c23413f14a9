#pragma once
// The capacity review the GUI tests of ui/review share: three requests for v6e 2x4 slices on
// reservation (two teams), a reservation of three slices, a CT6E quota and a budget.
#include "review/review.h"
#include "sizing/jobfile.h"
#include "testsupport.h"

#include <QJsonDocument>

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
    // A plan without errors (a specific reservation needs its name): the sample's reservation.
    r.plan.reservation.project = QStringLiteral("cap-proj");
    r.plan.reservation.name = QStringLiteral("v6e-pool");
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

// A job as a review file holds it (sizing::readJob), from its JSON.
inline sizing::Job reviewJob(const char *json)
{
    return sizing::readJob(QJsonDocument::fromJson(json).object(), QStringLiteral("$"));
}

// sampleReview() with a model and job on each request (issue 41): pretraining trains Llama 3 8B
// on its two v6e 4x4 slices (fits), serving serves Llama 3 70B (fits), eval serves Llama 3.1 405B
// in bf16 (812 GB: its 512 GB slice cannot hold it).
inline review::Review sampleReviewWithJobs()
{
    review::Review review = sampleReview();
    review.requests[0].job = reviewJob(R"({"model": "llama-3-8b", "training": {"tokens": 1e12,
        "batchTokens": 262144, "checkpointsPerLayer": 4, "mfu": 0.4}})");
    review.requests[1].job = reviewJob(R"({"model": "llama-3-70b", "serving": {"context": 8192,
        "batch": 1, "weights": "int8", "kv": "bf16", "mfu": 0.4}})");
    review.requests[2].job = reviewJob(R"({"model": "llama-3-405b", "serving": {"context": 8192,
        "batch": 1, "weights": "bf16", "kv": "bf16", "mfu": 0.4}})");
    return review;
}

// The meeting of issue 38 (tst_reviewscreen, the screenshots): 11 requests of 5 teams, 3
// reservations, 4 quotas and a budget the busiest month is over; some fit, one fits partly, several
// do not.
inline review::Review meetingReview()
{
    review::Review r = sampleReview();
    r.requests.clear();
    const char *teams[] = {"Quantum Llamas", "Serving Ostriches", "Robotics Research",
                           "Ads Ranking", "Gemma Evaluation"};
    for (int i = 0; i < 11; ++i) {
        review::Request q = reviewRequest("", teams[i % 5], i + 1, i == 3 ? 3 : 1);
        if (i == 3) // the request that fits partly: on the second pool
            q.plan.reservation.name = QStringLiteral("v6e-pool-2");
        q.title = QStringLiteral("request %1 for the quarterly %2 workload")
                      .arg(i + 1)
                      .arg(i % 2 ? QStringLiteral("training") : QStringLiteral("serving"));
        r.requests.push_back(q);
    }
    review::ReservationCapacity second = r.capacity.reservations.front();
    second.name = QStringLiteral("v6e-pool-2");
    second.vms = 8;
    review::ReservationCapacity third = second;
    third.name = QStringLiteral("v6e-pool-3");
    third.zone = QStringLiteral("us-east1-d");
    r.capacity.reservations.push_back(second);
    r.capacity.reservations.push_back(third);
    r.capacity.quotas.push_back({"us-east1", "TPU_LITE_PODSLICE_V5", 32});
    r.capacity.quotas.push_back({"us-central1", "TPU_LITE_PODSLICE_V5", 16});
    r.capacity.quotas.push_back({"europe-west4", "TPU_LITE_PODSLICE_V5", 16});
    r.capacity.budgetPerMonth = 20000;
    return r;
}

} // namespace tpu::test
