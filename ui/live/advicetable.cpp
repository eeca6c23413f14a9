#include "ui/live/advicetable.h"

#include "catalog/zonenames.h"
#include "ui/common/theme.h"

#include <QHeaderView>

namespace tpu::ui {

namespace {

// "14400s" as Google gives an estimated uptime: "4.0 h", "25 min".
QString adviceUptimeText(const QString &uptime)
{
    const double seconds = uptime.chopped(uptime.endsWith(QLatin1Char('s')) ? 1 : 0).toDouble();
    if (seconds >= 3600)
        return AdviceTable::tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
    return AdviceTable::tr("%1 min").arg(qRound(seconds / 60));
}

QString adviceHourText(const QDateTime &t)
{
    return t.toUTC().toString(QStringLiteral("HH:mm")) + QStringLiteral(" UTC");
}

} // namespace

AdviceTable::AdviceTable(QWidget *parent) : QTableWidget(0, 5, parent)
{
    setObjectName(QStringLiteral("adviceTable"));
    setHorizontalHeaderLabels(
        {tr("Zone"), tr("Calendar mode"), tr("Window (UTC)"), tr("Score now"), tr("Details")});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setTabKeyNavigation(false);
    verticalHeader()->hide();
    horizontalHeader()->setStretchLastSection(true);
    setWordWrap(false);
    setMinimumHeight(verticalHeader()->defaultSectionSize() * 5);
}

void AdviceTable::showPending(const QStringList &catalogZones, const QString &pending,
                              const QString &boldZone)
{
    fill(catalogZones, nullptr, nullptr, pending, {}, {}, boldZone);
}

void AdviceTable::showAnswer(const QStringList &catalogZones, const live::AdviceRequest &request,
                             const live::AdviceResult &result, const QString &project,
                             const QString &notInCatalog, const QString &boldZone)
{
    fill(catalogZones, &request, &result, {}, project, notInCatalog, boldZone);
}

int AdviceTable::rowOf(const QString &zone) const
{
    for (int r = 0; r < rowCount(); ++r)
        if (zoneAt(r) == zone)
            return r;
    return -1;
}

QString AdviceTable::zoneAt(int row) const
{
    const QTableWidgetItem *i = row >= 0 ? item(row, ZoneColumn) : nullptr;
    return i ? i->data(Qt::UserRole + 1).toString() : QString();
}

bool AdviceTable::isCatalogZone(int row) const
{
    const QTableWidgetItem *i = row >= 0 ? item(row, ZoneColumn) : nullptr;
    return i && i->data(Qt::UserRole).toBool();
}

QString AdviceTable::cellText(const QString &zone, Column column) const
{
    const int r = rowOf(zone);
    return r < 0 ? QString() : item(r, column)->text();
}

QString AdviceTable::cellToolTip(const QString &zone, Column column) const
{
    const int r = rowOf(zone);
    return r < 0 ? QString() : item(r, column)->toolTip();
}

void AdviceTable::fill(const QStringList &catalogZones, const live::AdviceRequest *q,
                       const live::AdviceResult *result, const QString &pending,
                       const QString &project, const QString &notInCatalog, const QString &boldZone)
{
    const bool shown = q && result;
    // The rows: the catalog's zones for the TPU in this mode, then zones only Google named.
    struct Row
    {
        QString zone;
        bool inCatalog = true;
    };
    std::vector<Row> rows;
    for (const QString &z : catalogZones)
        if (std::none_of(rows.begin(), rows.end(), [&](const Row &r) { return r.zone == z; }))
            rows.push_back({z, true});
    if (shown)
        for (const live::ZoneAdvice &z : result->zones)
            if (std::none_of(rows.begin(), rows.end(),
                             [&](const Row &r) { return r.zone == z.zone; }))
                rows.push_back({z.zone, false});
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row &a, const Row &b) { return a.zone < b.zone; });

    const QString asked = shown ? adviceHourText(result->askedAt) : QString();
    horizontalHeaderItem(AdviceColumn)
        ->setText(shown ? tr("Calendar mode (asked %1)").arg(asked) : tr("Calendar mode"));
    const QString selected = zoneAt(currentRow());
    setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const Row &row = rows[size_t(i)];
        const QString region = catalog::regionOfZone(row.zone);
        QString advice, window, score, details, why;
        QString scoreWhy;
        if (!shown) {
            advice = pending;
        } else {
            const auto za =
                std::find_if(result->zones.begin(), result->zones.end(),
                             [&](const live::ZoneAdvice &z) { return z.zone == row.zone; });
            if (za != result->zones.end()) {
                const QString symbol =
                    za->status == QLatin1String("RECOMMENDED")   ? QStringLiteral("✔ ")
                    : za->status == QLatin1String("NO_CAPACITY") ? QStringLiteral("✖ ")
                                                                 : QStringLiteral("– ");
                advice = symbol + live::adviceStatusName(za->status);
                if (za->startTime.isValid())
                    window = tr("%1 → %2").arg(
                        za->startTime.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                        za->endTime.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
                details = za->details;
            } else if (result->problemByRegion.contains(region)) {
                advice = tr("Not asked");
                why = result->problemByRegion.value(region);
                details = why;
            } else if (!q->regions.contains(region)) {
                advice = tr("Not asked");
            } else {
                advice = tr("No answer");
                why = tr("Google's answer for %1 names no status for this zone.").arg(region);
            }
            const auto ob = std::find_if(result->obtainability.begin(), result->obtainability.end(),
                                         [&](const live::Obtainability &o) {
                                             return o.zone == row.zone ||
                                                    (o.zone.isEmpty() && o.region == region);
                                         });
            if (ob != result->obtainability.end()) {
                score = QString::number(ob->score, 'f', 2);
                if (!ob->estimatedUptime.isEmpty())
                    score += tr(", uptime %1").arg(adviceUptimeText(ob->estimatedUptime));
                scoreWhy = tr("Obtainability now (beta) of %1 × %2 (%3): %4 from 0 to 1%5.")
                               .arg(q->vms)
                               .arg(q->machineType, q->provisioningModel.toLower(),
                                    QString::number(ob->score, 'f', 2),
                                    ob->estimatedUptime.isEmpty()
                                        ? QString()
                                        : tr("; estimated uptime %1 (Spot, from history)")
                                              .arg(adviceUptimeText(ob->estimatedUptime)));
            } else if (result->capacityNoteByRegion.contains(region)) {
                score = tr("not shown");
                scoreWhy = tr("Obtainability not shown: %1")
                               .arg(result->capacityNoteByRegion.value(region));
            } else {
                score = QStringLiteral("—");
                scoreWhy = tr("Google gave no obtainability score for this zone.");
            }
        }
        QStringList tip{row.zone + QStringLiteral(": ") + advice};
        if (!window.isEmpty())
            tip << tr("Recommended window: %1 UTC.").arg(window);
        if (!details.isEmpty() && details != why)
            tip << tr("Google's details: %1").arg(details);
        if (!why.isEmpty())
            tip << why;
        if (!scoreWhy.isEmpty())
            tip << scoreWhy;
        if (shown)
            tip << tr("Asked of project %1 at %2.")
                       .arg(project, live::adviceTimeText(result->askedAt));
        if (!row.inCatalog)
            tip << notInCatalog;
        const auto shownText = [this](const QString &t) { return m_mask ? m_mask(t) : t; };
        const QString rowTip = plainToolTip(shownText(tip.join(QLatin1Char('\n'))));
        const QStringList texts{row.inCatalog ? row.zone
                                              : tr("%1 (not in the catalog)").arg(row.zone),
                                advice, window, score, details};
        for (int c = 0; c < texts.size(); ++c) {
            auto *item = new QTableWidgetItem(shownText(texts[c])); // plain text, never markup
            item->setToolTip(c == ScoreColumn && !scoreWhy.isEmpty()
                                 ? plainToolTip(shownText(scoreWhy))
                                 : rowTip);
            if (c == ZoneColumn) {
                item->setData(Qt::UserRole, row.inCatalog);
                item->setData(Qt::UserRole + 1, row.zone);
                if (row.zone == boldZone) {
                    QFont bold = item->font();
                    bold.setBold(true);
                    item->setFont(bold);
                }
            }
            setItem(i, c, item);
        }
    }
    const int keep = rowOf(selected);
    if (keep >= 0)
        selectRow(keep);
    resizeColumnsToContents();
}

} // namespace tpu::ui
