#pragma once

#include "ui/wizard/planpage.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace tpu::ui {

// Step 1: Autopilot or Standard, and the cluster the TPUs go into.
class ModePage final : public PlanPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModePage)

public:
    explicit ModePage(document::PlanDocument *document, QWidget *parent = nullptr);
    ~ModePage() override;

protected:
    void refresh() override;

private:
    QRadioButton *m_autopilot, *m_standard;
    QLineEdit *m_clusterName, *m_projectId, *m_clusterLocation;
    QCheckBox *m_newCluster;
    QLabel *m_source = nullptr; // the planning guide, linked
    QPushButton *m_size;        // Size from a Model…
};

} // namespace tpu::ui
