#pragma once

#include "catalog/catalogfwd.h"
#include "review/review.h"

#include <QWidget>
#include <functional>
#include <memory>

class QLineEdit;
class QTableWidget;
class QTableWidgetItem;

namespace tpu::ui {

// The capacity a review holds, editable: reservations (project, name, zone, machine type, VMs),
// regional TPU quota (location, metric, chips) and the monthly budget. Every change is checked
// as the file reader checks it (review::checkReservation, checkQuota, unique ids): a usable one
// is emitted as edited(), an unusable one is refused with error() saying which row and what to
// type, and the table shows the capacity as it was. Each entry shows its source: typed in, or
// read from a project (an entry read and then edited is typed in). With a catalog, an entry typed
// or changed in a zone, region, machine type or metric the catalog does not know is refused with
// the nearest known names, and the source column says what the catalog says of each entry (not
// counted, or a warning) (review/capacitycheck.h).
class CapacityEditor : public QWidget
{
    Q_OBJECT
public:
    enum ReservationColumn
    {
        ProjectColumn,
        NameColumn,
        ZoneColumn,
        MachineTypeColumn,
        VmsColumn,
        ReservationSourceColumn // "typed in" or "read from PROJECT at TIME"; not editable
    };
    enum QuotaColumn
    {
        LocationColumn,
        MetricColumn,
        ChipsColumn,
        QuotaSourceColumn
    };

    explicit CapacityEditor(QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const catalog::Catalog> catalog);
    void setCapacity(const review::Capacity &capacity);
    const review::Capacity &capacity() const { return m_capacity; }
    void setEditable(bool editable); // false while names are masked
    void setMasking(const std::function<QString(const QString &)> &mask);

    // What a user does here, also for tests; each returns the error, empty when applied.
    QString editReservation(int row, ReservationColumn column, const QString &text);
    QString editQuota(int row, QuotaColumn column, const QString &text);
    QString setBudget(const QString &text); // empty: no budget
    // A new row: a copy of `like` (the selected row, or the last) with a fresh name, or a
    // placeholder the user edits.
    void addReservation(const review::ReservationCapacity &like);
    void addQuota(const review::QuotaCapacity &like);
    void removeReservation(int row);
    void removeQuota(int row);
    // The whole capacity at once (after Read from Project…), checked like every edit.
    QString replaceCapacity(const review::Capacity &capacity) { return apply(capacity); }

    QTableWidget *reservationsTable() const { return m_reservations; }
    QTableWidget *quotasTable() const { return m_quotas; }
    QLineEdit *budgetEdit() const { return m_budget; }

signals:
    void edited(const review::Capacity &capacity);
    void error(const QString &message); // empty: the last change was applied
    void readFromProjectRequested();    // the Read from Project… button

private:
    QString apply(const review::Capacity &candidate);
    void fill();

    review::Capacity m_capacity;
    std::shared_ptr<const catalog::Catalog> m_catalog;
    std::function<QString(const QString &)> m_mask;
    bool m_editable = true, m_filling = false;
    QTableWidget *m_reservations, *m_quotas;
    QLineEdit *m_budget;
};

} // namespace tpu::ui
