#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

class AlternativesModel;
class BarChart;

// What else meets the plan's target: the target (the plan's chips, or chips, HBM or PFLOP/s typed
// by the user) and scope (the plan's region or every region), a sortable table of the
// alternatives, cost per hour and PFLOP/s charted side by side, and "Use This", which applies the
// chosen one to the plan as one edit (the banner says what changed; Edit ▸ Undo brings it back).
// The list follows the plan while shown, recomputed a moment after the last edit.
class AlternativesPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlternativesPanel)

public:
    explicit AlternativesPanel(document::PlanDocument *document, QWidget *parent = nullptr);
    ~AlternativesPanel() override;

    AlternativesModel *model() const { return m_model; }
    BarChart *costChart() const { return m_costChart; }
    BarChart *pflopsChart() const { return m_pflopsChart; }
    void recompute();          // now, rather than after the pause
    void useRow(int modelRow); // applies the alternative in that row of the model

protected:
    void showEvent(QShowEvent *event) override;

private:
    void planChanged();
    void targetKindChanged();
    void updateUseButton();

    document::PlanDocument *m_document;
    AlternativesModel *m_model;
    QSortFilterProxyModel *m_sorted;
    QComboBox *m_targetKind;
    QDoubleSpinBox *m_amount;
    QCheckBox *m_anyRegion;
    QTableView *m_table;
    QPushButton *m_use;
    QLabel *m_status;
    BarChart *m_costChart, *m_pflopsChart;
    QTimer *m_pause;
    bool m_stale = true;
};

} // namespace tpu::ui
