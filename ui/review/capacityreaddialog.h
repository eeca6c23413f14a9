#pragma once

#include "live/capacityread.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace tpu::ui {

// What Read from Project… read (issue 22), before it goes into the review: each reservation and
// quota with what is in use now and any doubt about its metric name, what was left out and why,
// and the APIs that failed; then Replace (the review's reservations and quota become what was
// read), Merge (each entry read takes the place of the one with its id; the others stay) or
// Cancel. (Not offered while names are masked: what is read names projects.)
class CapacityReadDialog final : public QDialog
{
    Q_OBJECT
public:
    enum class Choice
    {
        Replace,
        Merge,
        Cancel
    };
    explicit CapacityReadDialog(const live::CapacityReading &reading, QWidget *parent = nullptr);

    Choice choice() const { return m_choice; }
    QTableWidget *table() const { return m_table; }
    QLabel *notes() const { return m_notes; }

private:
    Choice m_choice = Choice::Cancel;
    QTableWidget *m_table;
    QLabel *m_notes;
};

} // namespace tpu::ui
