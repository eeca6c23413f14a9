#include "ui/presentation/presentationmode.h"

#include "document/plandocument.h"
#include "ui/presentation/presentationview.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>

namespace tpu::ui {

namespace {

QAction *action(QObject *parent, const QString &text, const char *name, const QString &key)
{
    auto *a = new QAction(text, parent);
    a->setObjectName(QLatin1String(name));
    a->setShortcut(QKeySequence(key));
    a->setShortcutVisibleInContextMenu(true);
    return a;
}

} // namespace

PresentationMode::PresentationMode(const Parts &parts) : QObject(parts.window), m_parts(parts)
{
    m_view = new PresentationView(parts.document, parts.window);
    // In a scroll area that shows nothing of itself when the view fits (a 1920x1080 screen at any
    // type size): on a screen smaller than the view's least size (QT_SCALE_FACTOR=2.5 makes a
    // 1920x1080 screen 768x432) the window still fills the screen and the findings scroll into
    // sight instead of being cut off below it.
    m_page = new QScrollArea(parts.window);
    m_page->setObjectName(QStringLiteral("presentationScrollArea"));
    m_page->setFrameShape(QFrame::NoFrame);
    m_page->setWidgetResizable(true);
    m_page->setBackgroundRole(QPalette::Window);
    m_page->setFocusPolicy(Qt::NoFocus); // Tab goes to the view's controls, scrolled into sight
    m_page->setWidget(m_view);
    parts.stack->addWidget(m_page);
    connect(m_view, &PresentationView::stepRequested, this, [this](int step) {
        m_parts.stack->setCurrentWidget(m_parts.wizardArea);
        m_parts.showStep(step);
        m_parts.window->statusBar()->showMessage(
            tr("Alt+0: back to the overview. Esc: leave presentation mode."), 8000);
    });

    m_presentAction = action(this, QString(), "presentationAction", QStringLiteral("F11"));
    m_presentAction->setCheckable(true);
    connect(m_presentAction, &QAction::triggered, this, [this] { setPresenting(!m_presenting); });
    m_overviewAction = action(this, QString(), "overviewAction", QStringLiteral("Alt+0"));
    connect(m_overviewAction, &QAction::triggered, this, &PresentationMode::showOverview);
    // Esc leaves presentation mode from anywhere in the window, also from a wizard step (the
    // embedded QWizard would otherwise take Esc for itself); enabled only while presenting.
    m_leaveAction = new QAction(this);
    m_leaveAction->setObjectName(QStringLiteral("leavePresentationAction"));
    m_leaveAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leaveAction->setEnabled(false);
    connect(m_leaveAction, &QAction::triggered, this, [this] { setPresenting(false); });
    parts.window->addAction(m_leaveAction);
    retranslate();
}

void PresentationMode::retranslate()
{
    m_presentAction->setText(tr("&Presentation"));
    m_presentAction->setShortcut(QKeySequence(tr("F11")));
    m_overviewAction->setText(tr("Presentation &Overview"));
    m_overviewAction->setShortcut(QKeySequence(tr("Alt+0")));
    m_leaveAction->setText(tr("Leave Presentation"));
}

PresentationMode::~PresentationMode() = default;

void PresentationMode::setPresenting(bool on)
{
    if (on == m_presenting) {
        if (on)
            showOverview();
        return;
    }
    QMainWindow *w = m_parts.window;
    m_presenting = on;
    m_presentAction->setChecked(on);
    m_leaveAction->setEnabled(on);
    if (on) {
        m_maskedBefore = m_parts.document->maskNames();
        m_statesBefore = w->windowState();
        m_parts.document->setMaskNames(true); // on by default; View ▸ Mask Names turns it off
        // The whole screen for the plan; the menus' shortcuts still work (actions on the window).
        w->menuBar()->hide();
        w->statusBar()->hide();
        m_findingsWasVisible = m_parts.findingsDock->isVisible();
        m_parts.findingsDock->hide(); // the overview lists the findings
        w->showFullScreen();
        showOverview();
        w->statusBar()->showMessage(tr("Presentation: Alt+1 to Alt+6 show a step, Alt+0 the "
                                       "overview, Ctrl+Plus/Minus the text size, Esc leaves."),
                                    10000);
    } else {
        w->menuBar()->show();
        w->statusBar()->show();
        m_parts.findingsDock->setVisible(m_findingsWasVisible);
        m_parts.stack->setCurrentWidget(m_parts.wizardArea);
        m_parts.document->setMaskNames(m_maskedBefore);
        w->setWindowState(m_statesBefore);
        if (!(m_statesBefore & Qt::WindowFullScreen))
            w->showNormal();
    }
}

void PresentationMode::showOverview()
{
    if (!m_presenting)
        return;
    m_parts.stack->setCurrentWidget(m_page);
    if (QWidget *b = m_view->stepButton(0))
        b->setFocus();
}

} // namespace tpu::ui
