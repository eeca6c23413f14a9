#pragma once

#include "model/plan.h"
#include "sizing/job.h"

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <optional>
#include <vector>

namespace tpu::model::io {
struct FileStamp;
}

namespace tpu::review {

// A span of whole months, both ends included; a month is year * 12 + (month - 1).
struct Period
{
    int start = 0, end = 0;
    bool overlaps(const Period &o) const { return start <= o.end && o.start <= end; }
    bool operator==(const Period &o) const { return start == o.start && end == o.end; }
};
QString monthText(int month);             // "2026-01"
QString periodText(const Period &period); // "2026-01:2026-03"
// Counts as a person reads them, in the plural form the number needs ("1 request", "2
// requests"; English's forms from tpu-planner_en.ts, Italian's from tpu-planner_it.ts).
struct Counts
{
    static QString requests(long long n);
    static QString reservations(long long n);
    static QString quotas(long long n);
    static QString teams(long long n);
    static QString slices(long long n);
    static QString vms(long long n);
    static QString chips(long long n);
    static QString amount(long long n, bool inVms) { return inVms ? vms(n) : chips(n); }
};

// "YYYY-MM:YYYY-MM" (end not before start); nullopt with `why` set otherwise.
std::optional<Period> parsePeriod(const QString &text, QString *why);

// One team's request: a whole plan (embedded, so the review file travels alone).
struct Request
{
    QString title, team;
    int priority = 1;             // 1 is served first; equal priorities keep the file's order
    std::optional<Period> period; // none: the request competes with every other
    model::Plan plan;
    // The model and job the request is for (docs/sizing.md): the fit says whether the plan's
    // slices hold it and what the whole job costs. None: capacity only.
    std::optional<sizing::Job> job;
    bool operator==(const Request &o) const;
};

// Where a capacity entry came from: typed in (no project), or read live from a project at a time.
struct CapacitySource
{
    QString project;  // empty: typed in
    QDateTime readAt; // UTC, when read
    bool isLive() const { return !project.isEmpty(); }
    bool operator==(const CapacitySource &o) const
    {
        return project == o.project && (!isLive() || readAt == o.readAt);
    }
};
// "typed in" or "read from PROJECT at 2026-11-26 00:30 UTC".
QString sourceText(const CapacitySource &source);

// A reservation the organisation holds in one zone: a specific reservation holds VMs of one
// machine type; an aggregate reservation (how calendar-mode and All Capacity TPUs arrive) holds
// chips of one Compute Engine VM family and no machine type.
struct ReservationCapacity
{
    QString project; // empty: not given
    QString name, zone, machineType;
    int vms = 0;
    QString vmFamily = {}; // aggregate: VM_FAMILY_CLOUD_TPU_…; empty for a specific reservation
    long long chips = 0;   // aggregate: the chips it holds
    bool isAggregate() const { return !vmFamily.isEmpty(); }
    CapacitySource source = {};
    QString id() const; // "PROJECT/NAME" or "NAME"
    bool operator==(const ReservationCapacity &o) const;
};

// TPU quota of one Compute Engine metric, in chips, in a region (or a zone, for metrics the
// catalog counts per zone).
struct QuotaCapacity
{
    QString location, metric;
    long long chips = 0;
    CapacitySource source = {};
    QString id() const; // "LOCATION:METRIC"
    bool operator==(const QuotaCapacity &o) const;
};

struct Capacity
{
    std::vector<ReservationCapacity> reservations;
    std::vector<QuotaCapacity> quotas;
    std::optional<double> budgetPerMonth; // USD
    bool operator==(const Capacity &o) const;
};

// A capacity review: many requests against the capacity an organisation has (docs/review-file.md).
struct Review
{
    std::vector<Request> requests;
    Capacity capacity;
    bool operator==(const Review &o) const;
    bool operator!=(const Review &o) const { return !(*this == o); }
};

// Review files: JSON with "schemaVersion", saved as NAME.tpureview.
class ReviewFile
{
public:
    // 2 adds each capacity entry's optional "source"; a review without one is written as 1, so
    // that older TPU Planners still open it.
    static constexpr int kSchemaVersion = 3;
    static constexpr int kMaxRequests = 5000;
    static constexpr int kMaxReservations = 5000;
    static constexpr int kMaxQuotas = 5000;
    static constexpr int kMaxPriority = 1000000;
    static constexpr int kMaxVms = 100000;
    static constexpr long long kMaxChips = 100000000;
    static constexpr double kMaxBudget = 1e10;
    // Refused unread above this size (a 500-request review is about 1.5 MiB).
    static constexpr qint64 kMaxFileBytes = 64 << 20;

    static QString extension(); // ".tpureview"
    static QString mimeType();  // "application/x-tpu-review+json"

    static QJsonObject toJson(const Review &review);
    static QByteArray toBytes(const Review &review);

    struct Loaded
    {
        std::optional<Review> review;
        QString error; // "FILE: at $.requests[2].team: must not be empty" when review is empty
    };
    static Loaded fromBytes(const QByteArray &bytes, const QString &origin);
    static Loaded load(const QString &fileName);
    // Atomic, owner-only (0600) like plan files; an error names the file and the reason. A
    // review this loader would refuse (more than kMaxReservations after a merge, ...) is never
    // written: the error says why and the previous file is unchanged. With `unchangedSince`
    // (taken before the review was read), a file another program changed meanwhile is kept.
    static QString save(const Review &review, const QString &fileName,
                        const model::io::FileStamp *unchangedSince = nullptr);
};

// The capacity after a live read (Read from Project…): `replace` keeps only what was read (and
// the budget); else each entry read takes the place of the entry with its id, in its row, and
// the entries read anew follow the others.
Capacity withReadCapacity(const Capacity &current, const Capacity &read, bool replace);

// Checks that a capacity entry is well formed (the file reader and the command line both ask):
// an error saying what to type, empty when fine.
QString checkReservation(const ReservationCapacity &reservation);
QString checkQuota(const QuotaCapacity &quota);
QString checkRequestLabels(const Request &request);

} // namespace tpu::review
