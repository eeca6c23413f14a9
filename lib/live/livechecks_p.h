#pragma once

// Shared by the live checks' translation units (livefindings.cpp, liveverdicts.cpp,
// livechecks.cpp); not part of the library's interface.

#include "live/livechecks.h"

#include <QCoreApplication>
#include <QMap>
#include <optional>

namespace tpu::live::detail {

struct ChecksText // the translation context of the live checks' messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Checks)
};

LiveFinding make(const QString &id, catalog::Severity sev, const QString &field,
                 const QString &message, const QString &explanation, const ApiReply &r);

// A count from an API: 64-bit integers arrive as JSON strings of digits, 32-bit ones and doubles
// as numbers. Every count the checks read (VMs, chips of quota) is a whole number from 0 to
// kMaxCount, far beyond any TPU fleet; NaN, infinity, a fraction, a sign, an exponent or a
// larger value is not a verdict.
constexpr long long kMaxCount = 1000000000000LL; // 10^12
struct Count
{
    std::optional<long long> value; // when present and valid
    bool present = false;           // the field is there (valid or not)
};
Count countOf(const QJsonValue &v);
QString badCount(const QString &field, const QJsonValue &v);  // "its FIELD (V) is not a whole …"
ApiReply malformed(const ApiReply &r, const QString &detail); // the reply as Outcome::Malformed
QString number(long long v);
// A catalog quota metric, "TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)", as the
// Cloud Quotas id and its dimensions.
std::pair<QString, QMap<QString, QString>> splitQuotaId(const QString &metric);
// Whether a Cloud Quotas dimensionsInfos entry's `dimensions` are the ones `wanted` (the catalog's,
// values compared without case) and no others, "region" aside: the caller decides what the
// region means (the default entry has none).
bool quotaDimensionsMatch(const QJsonObject &dimensions, const QMap<QString, QString> &wanted);

// A 404 is a verdict about the resource asked for, unless its message names a parent (Compute:
// "The resource 'projects/p' was not found", or '.../zones/z') and not the resource's collection.
bool notFoundIsTheResource(const ApiReply &r, const QString &collection);
// Node pools that consume a reservation need no extra TPU quota (GKE's TPU troubleshooting
// guide), so a short quota only matters if the reservation cannot hold the plan.
catalog::Severity shortQuotaSeverity(const model::Snapshot &s);
QString reservationNote(const model::Snapshot &s);

} // namespace tpu::live::detail
