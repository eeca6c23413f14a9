#pragma once

#include <QObject>
#include <functional>

class QAction;
class QMainWindow;
class QScrollArea;
class QStackedWidget;
class QWidget;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

class PresentationView;

// Presentation mode (View ▸ Presentation, F11; Esc leaves): the window full screen with one
// overview of the plan (PresentationView), names masked unless View ▸ Mask Names turns them off,
// Alt+1 to Alt+6 for a wizard step and Alt+0 back to the overview. Everything is put back as it
// was on leaving. The window keeps its menus (the actions here are added to them) and type size.
class PresentationMode final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresentationMode)

public:
    struct Parts
    {
        QMainWindow *window = nullptr;
        document::PlanDocument *document = nullptr;
        QStackedWidget *stack = nullptr; // the overview is added to it, beside the wizard's area
        QWidget *wizardArea = nullptr;
        std::function<void(int step)> showStep; // the wizard at that step, focused
        QWidget *findingsDock = nullptr; // hidden while presenting: the overview lists findings
    };
    explicit PresentationMode(const Parts &parts);
    ~PresentationMode() override;

    PresentationView *view() const { return m_view; }
    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool on);
    void showOverview(); // back from a wizard step while presenting
    void retranslate();  // the actions' texts, in the interface language now in use

    // View ▸ Presentation (F11, checkable) and View ▸ Presentation Overview (Alt+0), for the
    // window's menu; Esc (Leave Presentation) is on the window itself, enabled while presenting.
    QAction *presentAction() const { return m_presentAction; }
    QAction *overviewAction() const { return m_overviewAction; }

private:
    Parts m_parts;
    PresentationView *m_view = nullptr;
    QScrollArea *m_page = nullptr; // the view, scrolling only where the screen is too small
    QAction *m_presentAction = nullptr, *m_overviewAction = nullptr, *m_leaveAction = nullptr;
    bool m_presenting = false, m_maskedBefore = false, m_findingsWasVisible = true;
    Qt::WindowStates m_statesBefore;
};

} // namespace tpu::ui
