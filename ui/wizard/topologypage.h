#pragma once

#include "ui/wizard/planpage.h"

class QLabel;
class QPushButton;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace tpu::ui {

class TopologyPanel;
class TopologyTableModel;

// Step 4: a listed topology or a custom shape checked live, the number of slices, what the
// shape means in VMs and hosts, and the slice's 3D grid.
class TopologyPage final : public PlanPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TopologyPage)

public:
    explicit TopologyPage(document::PlanDocument *document, QWidget *parent = nullptr);
    ~TopologyPage() override;

protected:
    void refresh() override;

private:
    QString customMachineType() const; // the machine type custom shapes use; empty: none offered
    QString explanation() const;
    void showSuggestions(); // "Try 4x4x8" buttons while the shape is rejected

    TopologyTableModel *m_model;
    QTableView *m_table;
    QLineEdit *m_custom;
    QLabel *m_customRule, *m_explanation;
    QSpinBox *m_slices;
    TopologyPanel *m_panel;
    QList<QPushButton *> m_tryButtons;
    QWidget *m_messages = nullptr; // findings, Try buttons, explanation: a block of kept height
    int m_messagesReserved = 0;
    QString m_gridKey;     // what the 3D grid shows
    QString m_customError; // why the custom field's text is not a shape; empty when it is
};

} // namespace tpu::ui
