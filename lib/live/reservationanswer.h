#pragma once

// What a Compute Engine Reservation holds, read from an answer of reservations.get or the
// aggregated list (issue 40): the aggregate form (calendar-mode and All Capacity TPUs: chips of a
// VM family, no machine type) and the health Google reports for the reservation's blocks.
// Shared by the capacity read and the live reservation check; every value is bounded and every
// text is printable before it reaches a message.

#include <QString>
#include <optional>

class QJsonObject;

namespace tpu::live {

// aggregateReservation: chips of one VM family.
struct AggregateHolding
{
    QString vmFamily;        // "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"
    QString acceleratorType; // the last segment of reservedResources' type ("ct6e"), or empty
    long long chips = 0;     // reservedResources[].accelerator.acceleratorCount, added up
    long long inUse = 0;     // inUseResources[], the same way
    std::optional<long long> hosts, hostsInUse; // hostCount, inUseHostCount when given
};

// resourceStatus.healthInfo, when the reservation carries it.
struct ReservationHealth
{
    QString status;                             // healthStatus ("HEALTHY", "DEGRADED", …)
    std::optional<long long> healthy, degraded; // block counts when given
    bool isDegraded() const;                    // degraded blocks, or the status DEGRADED
    // "2 of 8 blocks degraded (DEGRADED)"; empty when healthy.
    QString text() const;
};

// The reservation's aggregateReservation; nullopt and *error (one line, printable) when the
// object is not shaped like Google's. The accelerator type may come with a leading "/"
// (`/projects/P/zones/Z/acceleratorTypes/ct6e`), as the API returns it.
std::optional<AggregateHolding> aggregateHolding(const QJsonObject &aggregate, QString *error);
// The reservation's resourceStatus.healthInfo: nullopt when absent; *error set when malformed.
std::optional<ReservationHealth> reservationHealth(const QJsonObject &reservation, QString *error);
// Whether `s` is shaped like a Compute Engine VM family (VM_FAMILY_ and capitals, at most 70).
bool isVmFamilyShape(const QString &s);

} // namespace tpu::live
