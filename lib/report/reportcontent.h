#pragma once

#include "model/masking.h"
#include "model/snapshot.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace tpu::report {

// Everything the report says about one plan, as text (masked when asked), shared by the PDF, the
// PNG overview and the presentation view, so they can never disagree.
struct ReportContent
{
    struct Row
    {
        QString label, value;
        QString uncertain; // non-empty: why the value is not certain ("(?)" is added to value)
    };
    struct CostRow
    {
        QString label;
        std::optional<double> perChipHour, perHour, perMonth; // nullopt: unknown
        bool uncertain = false;
    };
    struct FindingRow
    {
        catalog::Severity severity = catalog::Severity::Error;
        QString id, message, explanation;
    };

    QString title;    // "TPU capacity plan: cluster tpu-cluster"
    QString subtitle; // project and file
    QString fileName; // the plan's file name without folder (masked: "plan-1.json"); may be empty
    QString planLine; // mode, version, machine type, topology, slices, zone, consumption
    bool complete = false;
    int errorCount = 0;
    QStringList errors; // the errors' messages, for page 1

    // The 3D picture: topology string, chips per VM, slices, label per slice (node pool).
    QString topology;        // as text
    catalog::Topology shape; // the same, for the 3D picture
    int chipsPerVm = 0, slices = 0;
    int drawnSlices = 0; // at most kMaxDrawnChips chips are drawn (at least one slice)
    static constexpr long long kMaxDrawnChips = 16384;
    QStringList sliceLabels;
    QString topologyCaption;

    std::vector<Row> slice, totals, quota;
    QString quotaNote;
    std::vector<CostRow> costs; // on-demand, Spot, 1-year, 3-year
    QString currency;
    QString priceLine;        // region, unit and date, or why the cost is unknown
    QStringList priceSources; // "id: title, url"
    QStringList alternatives; // PDF only (alternativeLines): one line per alternative, or why none
    std::vector<FindingRow> findings;
    QString catalogLine;
};

ReportContent buildContent(const model::Snapshot &snapshot, const model::Masking &masking,
                           const QString &planFileName);

// What else meets the plan's own total chips in its region, one line each (the alternatives
// engine, as the summary step's tab and `tpu-planner alternatives` show it). Only the PDF lists
// them, so the presentation overview does not compute them on every edit.
QStringList alternativeLines(const model::Snapshot &snapshot, const model::Masking &masking);

// "$1,234.56", or "unknown"
QString money(const std::optional<double> &value, const QString &currency);

} // namespace tpu::report
