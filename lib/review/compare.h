#pragma once

#include "catalog/catalogfwd.h"
#include "review/review.h"

namespace tpu::review {

// Two requests side by side, field by field and total by total (issue 22's compare): every row
// says whether the two values differ. Values are as shown to people (not masked here).
struct CompareRow
{
    QString field;
    QString a, b;
    bool differs = false;
};
std::vector<CompareRow> compareRequests(const catalog::Catalog &catalog, const Request &a,
                                        const Request &b);

} // namespace tpu::review
