#pragma once

#include "live/advice.h"

#include <QTableWidget>
#include <functional>

namespace tpu::ui {

// Google's obtainability advice per zone (issue 40): the catalog's zones, then zones only Google
// named; each with the calendar-mode answer (✔ Recommended, ✖ No capacity, – Not supported, Not
// asked with the reason, No answer), the recommended window (UTC), the beta obtainability score
// (or why it is not shown) and Google's details; every row's tooltip says it all, with the time
// and project asked. Every text is plain in the cells and escaped in the tooltips: Google's words
// are data. Used by the zone step and the capacity review's request advice.
class AdviceTable final : public QTableWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdviceTable)
public:
    enum Column
    {
        ZoneColumn,
        AdviceColumn,
        WindowColumn,
        ScoreColumn,
        DetailsColumn
    };
    explicit AdviceTable(QWidget *parent = nullptr);
    // What every text shown goes through (View ▸ Mask Names: names as placeholders, Google's
    // texts included); unset, texts are shown as they are. Applies from the next show.
    void setMasking(std::function<QString(const QString &)> mask) { m_mask = std::move(mask); }

    // The zones with no answer: each advice cell says `pending` ("Asking Google…", why not).
    void showPending(const QStringList &catalogZones, const QString &pending,
                     const QString &boldZone);
    // The answer `result` to `request`; `project` as it may be shown (masked), `notInCatalog`
    // what a zone only Google named adds to its tooltip.
    void showAnswer(const QStringList &catalogZones, const live::AdviceRequest &request,
                    const live::AdviceResult &result, const QString &project,
                    const QString &notInCatalog, const QString &boldZone);

    int rowOf(const QString &zone) const;
    QString zoneAt(int row) const; // "" when none
    bool isCatalogZone(int row) const;
    QString cellText(const QString &zone, Column column) const; // "" when the zone has no row
    QString cellToolTip(const QString &zone, Column column) const;

private:
    void fill(const QStringList &catalogZones, const live::AdviceRequest *request,
              const live::AdviceResult *result, const QString &pending, const QString &project,
              const QString &notInCatalog, const QString &boldZone);
    std::function<QString(const QString &)> m_mask;
};

} // namespace tpu::ui
