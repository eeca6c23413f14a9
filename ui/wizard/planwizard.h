#pragma once

#include "model/planedit.h"

#include <QWizard>

class QListWidget;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

class PlanPage;
class SummaryPage;

// The six planning steps over one shared document::PlanDocument, embedded in the main window. The
// step list beside the pages jumps to any step the earlier ones allow; Next is disabled exactly
// while the current step has an error (each page says which).
class PlanWizard final : public QWizard
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanWizard)

public:
    // A page's id is its model::Step.
    enum PageId
    {
        ModePageId = int(model::Step::Mode),
        VersionPageId = int(model::Step::Version),
        ZonePageId = int(model::Step::Zone),
        TopologyPageId = int(model::Step::Topology),
        OptionsPageId = int(model::Step::Options),
        SummaryPageId = int(model::Step::Summary)
    };

    explicit PlanWizard(document::PlanDocument *document, QWidget *parent = nullptr);
    ~PlanWizard() override;

    int nextId() const override;
    // Moves back, or forward through steps without errors, towards `id`; returns the step reached.
    int goToStep(int id);
    // After New or Open: the first step with an error, else the summary.
    void showFirstStepNeedingAttention();
    PlanPage *planPage(int id) const;
    // Puts `widget` (the main window's messages) in the side column under the step list.
    void setMessageWidget(QWidget *widget);
    SummaryPage *summaryPage() const;
    // The interface language changed: the pages are built again in it, on the step shown.
    // Pointers to the old pages are gone after it (pagesRebuilt()).
    void rebuildPages();

signals:
    void exportRequested(); // the summary page's Export
    void pagesRebuilt();

public slots:
    void reject() override; // Escape must not hide an embedded wizard

protected:
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void addPages();
    void retranslate();
    void updateStepList();
    void fitStepList();
    void fitHeightToPage();

    document::PlanDocument *m_document;
    QListWidget *m_steps;
    QWidget *m_side;              // the step list, and below it the messages about the plan
    QWidget *m_message = nullptr; // the messages (setMessageWidget)
    bool m_compact = false;       // the steps' numbers only: a narrow window (fitStepList)
    int m_shownId = -1;           // the step shown, to touch it when the user leaves it
    bool m_rebuilding = false;
};

} // namespace tpu::ui
