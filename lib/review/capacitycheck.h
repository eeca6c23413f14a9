#pragma once

#include "catalog/catalogfwd.h"
#include "review/review.h"

namespace tpu::review {

// What the catalog says of a capacity entry (issue 38, point 2). `error`: the entry names a
// zone, region, machine type or quota metric the catalog does not know, so the capacity cannot
// exist; the error suggests the nearest known names. `warning`: all of it is known, but the
// catalog does not list that TPU there (it may be newer than the catalog). Entries read live
// from a project are believed: neither is ever set for them.
struct CapacityCheck
{
    QString error, warning;
};
CapacityCheck checkReservationInCatalog(const catalog::Catalog &catalog,
                                        const ReservationCapacity &reservation);
CapacityCheck checkQuotaInCatalog(const catalog::Catalog &catalog, const QuotaCapacity &quota);

} // namespace tpu::review
