#include "mainwindow.h"

#include "autosave.h"
#include "catalogcontroller.h"
#include "catalogloader.h"
#include "exportbundle.h"
#include "findingspanel.h"
#include "language.h"
#include "livecontroller.h"
#include "livepanel.h"
#include "messagebox.h"
#include "plandocument.h"
#include "planfile.h"
#include "planundo.h"
#include "planwizard.h"
#include "presentationview.h"
#include "qtkeychainstore.h"
#include "report.h"
#include "reviewwindow.h"
#include "snapshot.h"
#include "sourcelinks.h"
#include "summarypage.h"
#include "theme.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cstdio>

namespace tpu::ui {

namespace {
const int kMaxRecent = 8;
// Autosave: 700 ms after the last edit, and never later than 1.5 s after the first unsaved one,
// so that every edit is on disk within 2 s even while the user keeps typing.
const int kAutosaveQuietMs = 700;
const int kAutosaveMaxDelayMs = 1500;
const QString kRecentKey = QStringLiteral("recentFiles");
// Plan files are NAME.tpuplan (MIME type application/x-tpu-plan+json, packaging/); plans saved
// before the file type existed are .json and still open.
const QString kPlanSuffix = QStringLiteral("tpuplan");
} // namespace

MainWindow::MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent,
                       const QString &autosaveDir)
    : QMainWindow(parent), m_catalog(std::move(catalog)),
      m_document(new PlanDocument(m_catalog, this)),
      m_autosave(
          std::make_unique<Autosave>(autosaveDir.isEmpty() ? Autosave::defaultDir() : autosaveDir))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_wizard = new PlanWizard(m_document, this);

    m_changesBanner = new QWidget(this);
    m_changesBanner->setObjectName(QStringLiteral("changesBanner"));
    m_changesBanner->setAutoFillBackground(true);
    m_changesBanner->setBackgroundRole(QPalette::AlternateBase);
    m_changesLabel = new QLabel(m_changesBanner);
    m_changesLabel->setObjectName(QStringLiteral("changesLabel"));
    m_changesLabel->setTextFormat(Qt::RichText);
    m_changesLabel->setWordWrap(true);
    m_changesLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *dismiss = new QToolButton(m_changesBanner);
    dismiss->setObjectName(QStringLiteral("dismissChangesToolButton"));
    dismiss->setText(tr("Dismiss"));
    dismiss->setToolTip(tr("Hide this note."));
    // The note takes the side column's free height and scrolls beyond it: no line is ever cut
    // off, whatever the window size, type size or language.
    auto *scroll = new QScrollArea(m_changesBanner);
    scroll->setObjectName(QStringLiteral("changesScrollArea"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setBackgroundRole(QPalette::AlternateBase);
    scroll->viewport()->setBackgroundRole(QPalette::AlternateBase);
    scroll->setWidget(m_changesLabel);
    auto *bannerLayout = new QVBoxLayout(m_changesBanner);
    bannerLayout->addWidget(scroll, 1);
    bannerLayout->addWidget(dismiss, 0, Qt::AlignRight);
    m_changesBanner->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_changesBanner->hide();
    connect(dismiss, &QToolButton::clicked, m_changesBanner, &QWidget::hide);

    // In the side column under the steps: the step's controls never move when it appears.
    m_wizard->setMessageWidget(m_changesBanner);
    // In a scroll area: the wizard's minimum height (which grows with the type size) never
    // makes the window taller than a 1366x768 screen; the page scrolls instead.
    auto *wizardScroll = new QScrollArea(this);
    wizardScroll->setObjectName(QStringLiteral("wizardScrollArea"));
    wizardScroll->setWidgetResizable(true);
    wizardScroll->setFrameShape(QFrame::NoFrame);
    wizardScroll->setFocusPolicy(Qt::NoFocus); // the page's fields take the focus
    wizardScroll->setAccessibleName(tr("Plan steps"));
    wizardScroll->setWidget(m_wizard);
    m_wizardArea = wizardScroll;
    m_presentation = new PresentationView(m_document, this);
    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(QStringLiteral("centralStackedWidget"));
    m_stack->addWidget(m_wizardArea);
    m_stack->addWidget(m_presentation);
    setCentralWidget(m_stack);
    connect(m_presentation, &PresentationView::stepRequested, this, [this](int step) {
        m_stack->setCurrentWidget(m_wizardArea);
        m_wizard->goToStep(step);
        m_wizard->currentPage()->setFocus();
        statusBar()->showMessage(tr("Alt+0: back to the overview. Esc: leave presentation mode."),
                                 8000);
    });

    m_findings = new FindingsPanel(m_document, this);
    auto *dock = new QDockWidget(tr("Findings"), this);
    dock->setObjectName(QStringLiteral("findingsDock"));
    dock->setWidget(m_findings);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    resizeDocks({dock}, {fontMetrics().height() * 13},
                Qt::Vertical); // six findings and their explanation; the wizard keeps the rest
    connect(m_findings, &FindingsPanel::showStepRequested, this,
            [this](model::Step step) { m_wizard->goToStep(int(step)); });

    auto *catalogLabel = new QLabel(this);
    catalogLabel->setTextFormat(Qt::PlainText); // the catalog's version and file: never markup
    catalogLabel->setText(catalogDescription(*m_catalog));
    if (!m_catalog->origin.startsWith(QLatin1Char(':')))
        catalogLabel->setToolTip(plainToolTip(m_catalog->origin)); // a catalog the user chose
    catalogLabel->setObjectName(QStringLiteral("catalogLabel"));
    statusBar()->addPermanentWidget(catalogLabel);

    m_dialogs.askSaveChanges = [this](const QString &name) {
        const auto b = plainMessageBox(
            this, QMessageBox::Warning, tr("Unsaved changes"),
            tr("Save the changes to %1 before closing it?").arg(name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        return b == QMessageBox::Save      ? Dialogs::SaveChoice::Save
               : b == QMessageBox::Discard ? Dialogs::SaveChoice::Discard
                                           : Dialogs::SaveChoice::Cancel;
    };
    m_dialogs.chooseOpenFile = [this](const QString &dir) {
        return QFileDialog::getOpenFileName(this, tr("Open Plan"), dir,
                                            tr("TPU plans") +
                                                QStringLiteral(" (*.tpuplan *.json);;") +
                                                tr("All files") + QStringLiteral(" (*)"));
    };
    m_dialogs.chooseSaveFile = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Save Plan"), suggested,
                                            tr("TPU plans") + QStringLiteral(" (*.tpuplan)"));
    };
    m_dialogs.chooseExportDir = [this](const QString &dir) {
        return QFileDialog::getExistingDirectory(this, tr("Export to Folder"), dir);
    };
    m_dialogs.chooseReportFile = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(
            this, tr("Export Report"), suggested,
            tr("PDF document (*.pdf);;PNG image, 1920x1080 (*.png)"));
    };
    m_dialogs.confirm = [this](const QString &question) {
        return plainMessageBox(this, QMessageBox::Question, tr("TPU Planner"), question,
                               QMessageBox::Yes | QMessageBox::No) == QMessageBox::Yes;
    };
    m_dialogs.showError = [this](const QString &message) {
        plainMessageBox(this, QMessageBox::Critical, tr("TPU Planner"), message);
    };
    m_dialogs.showInfo = [this](const QString &message) {
        plainMessageBox(this, QMessageBox::Information, tr("TPU Planner"), message);
    };

    buildLive();
    m_undo = new PlanUndo(m_document, this);
    buildMenus();
    connect(m_undo, &PlanUndo::restored, m_changesBanner, &QWidget::hide);
    connect(m_document, &PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::maskNamesChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::maskNamesChanged, this, &MainWindow::rebuildRecentMenu);
    connect(m_document, &PlanDocument::reconciled, this, &MainWindow::showChanges);
    connect(m_document, &PlanDocument::planChanged, this, &MainWindow::dropStaleMessages);
    connect(m_document, &PlanDocument::planReplaced, this, [this] {
        // Another plan: nothing said about the previous one applies.
        m_changes.clear();
        m_changesBanner->hide();
        m_wizard->summaryPage()->setExportStatus(QString());
        statusBar()->clearMessage();
        m_lastPlan = m_document->plan();
    });
    m_lastPlan = m_document->plan();
    connect(m_wizard->summaryPage(), &SummaryPage::exportRequested, this,
            &MainWindow::exportToFolder);

    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosaveNow);
    connect(m_document, &PlanDocument::planChanged, this, &MainWindow::scheduleAutosave);

    QSettings settings;
    applyTypeScale(settings.value(QStringLiteral("typeScale"), 100).toInt());
    resize(1360, 900);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    fitToScreen(); // 1360x900, or a size saved on a larger screen, on a 1366x768 laptop
    m_wizard->restart();
    updateTitle();
    statusBar()->showMessage(tr("Start with the mode, or open a plan (Ctrl+O)."), 8000);
}

MainWindow::~MainWindow() = default;

// The live connection and its results on the zone, reservation and summary steps, added beside
// each page's own content (the pages do not know about it).
void MainWindow::buildLive()
{
    m_keychain = std::make_unique<live::QtKeychainStore>();
    QString root = qEnvironmentVariable("TPU_PLANNER_API_ROOT");
    if (!live::validApiRoot(root, nullptr))
        root.clear();
    m_live = new LiveController(m_document, m_keychain.get(), root, this);
    auto place = [this](PlanWizard::PageId id, QStringList fields, const char *name) {
        auto *panel = new LivePanel(m_live, std::move(fields), m_wizard->page(id));
        panel->setObjectName(QLatin1String(name));
        if (auto *box = qobject_cast<QBoxLayout *>(m_wizard->page(id)->layout()))
            box->insertWidget(1, panel);
    };
    place(PlanWizard::ZonePageId,
          {QStringLiteral("machineType"), QStringLiteral("zone"), QStringLiteral("clusterVersion"),
           QStringLiteral("releaseChannel"), QStringLiteral("projectId")},
          "zoneLivePanel");
    place(PlanWizard::OptionsPageId,
          {QStringLiteral("reservation.name"), QStringLiteral("slices"),
           QStringLiteral("consumption")},
          "reservationLivePanel");
    place(PlanWizard::SummaryPageId, {}, "summaryLivePanel");
    auto *status = new QLabel(this);
    status->setTextFormat(Qt::PlainText); // the project's name: text, never markup
    status->setObjectName(QStringLiteral("liveStatusBarLabel"));
    statusBar()->addPermanentWidget(status);
    auto update = [this, status] {
        status->setText(m_live->shortStatusText());
        status->setToolTip(plainToolTip(m_live->statusText()));
    };
    connect(m_live, &LiveController::changed, status, update);
    connect(m_live, &LiveController::changed, m_findings,
            [this] { m_findings->setLiveErrorCount(m_live->liveErrorCount()); });
    connect(m_live, &LiveController::message, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    update();

    // The live catalog overlay: the built-in catalog to compare with is the one without it.
    std::shared_ptr<const catalog::Catalog> builtin = m_document->catalogPtr();
    if (!m_document->catalog().live.isEmpty()) {
        const auto loaded = catalog::CatalogLoader::loadPreferred();
        if (loaded.ok())
            builtin = loaded.catalog;
    }
    m_catalogController = new CatalogController(m_live, builtin, this);
    auto *catalogStatus = new QLabel(this);
    catalogStatus->setTextFormat(Qt::PlainText);
    catalogStatus->setObjectName(QStringLiteral("catalogStatusBarLabel"));
    statusBar()->addPermanentWidget(catalogStatus);
    auto updateCatalog = [this, catalogStatus] {
        catalogStatus->setText(m_catalogController->statusText());
    };
    connect(m_catalogController, &CatalogController::changed, catalogStatus, updateCatalog);
    connect(m_catalogController, &CatalogController::message, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    updateCatalog();
}

void MainWindow::buildMenus()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    // The platform's standard sequences (shown in the menu), with the common desktop one where a
    // platform theme defines none (Qt's generic X11 and offscreen themes have no Save As).
    auto add = [this](QMenu *menu, const QString &text, const char *name,
                      QKeySequence::StandardKey standard, const QString &fallback, auto slot) {
        QAction *a = menu->addAction(text, this, slot);
        a->setObjectName(QLatin1String(name));
        QList<QKeySequence> keys = standard == QKeySequence::UnknownKey
                                       ? QList<QKeySequence>()
                                       : QKeySequence::keyBindings(standard);
        if (keys.isEmpty() && !fallback.isEmpty())
            keys << QKeySequence(fallback);
        a->setShortcuts(keys);
        a->setShortcutVisibleInContextMenu(true);
        return a;
    };
    add(file, tr("&New Plan"), "newAction", QKeySequence::New, tr("Ctrl+N"), [this] {
        if (maybeSave())
            newPlan();
    });
    add(file, tr("&Open Plan…"), "openAction", QKeySequence::Open, tr("Ctrl+O"), [this] {
        if (!maybeSave())
            return;
        const QString f =
            m_dialogs.chooseOpenFile(QFileInfo(m_document->fileName()).absolutePath());
        if (!f.isEmpty())
            openPlan(f);
    });
    // The capacity review (issue 22) opens in a window of its own beside the wizard.
    add(file, tr("Open Capacity Re&view…"), "openReviewAction", QKeySequence::UnknownKey, {},
        [this] {
            const QString f = QFileDialog::getOpenFileName(
                this, tr("Open Capacity Review"), QFileInfo(m_document->fileName()).absolutePath(),
                tr("Capacity reviews (*.tpureview)"));
            if (f.isEmpty())
                return;
            openReview(f);
        });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    add(file, tr("&Save"), "saveAction", QKeySequence::Save, tr("Ctrl+S"), [this] { save(); });
    add(file, tr("Save &As…"), "saveAsAction", QKeySequence::SaveAs, tr("Ctrl+Shift+S"),
        [this] { saveAs(); });
    file->addSeparator();
    add(file, tr("&Export to Folder…"), "exportAction", QKeySequence::UnknownKey, tr("Ctrl+E"),
        [this] { exportToFolder(); });
    add(file, tr("Export Re&port…"), "exportReportAction", QKeySequence::UnknownKey,
        tr("Ctrl+Shift+E"), [this] { exportReport(); });
    file->addSeparator();
    QAction *connectAction =
        add(file, tr("&Connect Project…"), "connectProjectAction", QKeySequence::UnknownKey, {},
            [this] { m_live->connectProject(); });
    connectAction->setToolTip(tr("Check plans live against a Google Cloud project (read-only)."));
    QAction *disconnectAction =
        add(file, tr("&Disconnect Project"), "disconnectProjectAction", QKeySequence::UnknownKey,
            {}, [this] { m_live->disconnectProject(); });
    auto updateLiveActions = [this, disconnectAction] {
        disconnectAction->setEnabled(m_live->connection()->isConnected());
        disconnectAction->setToolTip(plainToolTip(m_live->statusText()));
    };
    QAction *refreshCatalog =
        add(file, tr("Refresh Catalo&g from Project…"), "refreshCatalogAction",
            QKeySequence::UnknownKey, {}, [this] { m_catalogController->refresh(); });
    refreshCatalog->setToolTip(tr("Read the connected project's zones, GKE versions and prices "
                                  "into a live overlay of the catalog (read-only)."));
    connect(m_live, &LiveController::changed, disconnectAction, updateLiveActions);
    updateLiveActions();
    file->addSeparator();
    add(file, tr("&Quit"), "quitAction", QKeySequence::Quit, tr("Ctrl+Q"), [this] { close(); });
    rebuildRecentMenu();

    auto *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undo->stack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->stack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    auto *view = menuBar()->addMenu(tr("&View"));
    QAction *findings =
        findChild<QDockWidget *>(QStringLiteral("findingsDock"))->toggleViewAction();
    findings->setObjectName(QStringLiteral("findingsPanelAction"));
    findings->setShortcut(QKeySequence(tr("F9")));
    view->addAction(findings);
    m_presentAction = add(view, tr("&Presentation"), "presentationAction", QKeySequence::UnknownKey,
                          tr("F11"), [this] { setPresenting(!m_presenting); });
    m_presentAction->setCheckable(true);
    // Esc leaves presentation mode from anywhere in the window, also from a wizard step (the
    // embedded QWizard would otherwise take Esc for itself); enabled only while presenting.
    m_leaveAction = new QAction(tr("Leave Presentation"), this);
    m_leaveAction->setObjectName(QStringLiteral("leavePresentationAction"));
    m_leaveAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_leaveAction->setEnabled(false);
    connect(m_leaveAction, &QAction::triggered, this, [this] { setPresenting(false); });
    addAction(m_leaveAction);
    add(view, tr("&Catalog…"), "catalogAction", QKeySequence::UnknownKey, {},
        [this] { m_catalogController->showCatalog(); });
    add(view, tr("Presentation &Overview"), "overviewAction", QKeySequence::UnknownKey, tr("Alt+0"),
        [this] { showOverview(); });
    m_maskAction =
        add(view, tr("&Mask Names"), "maskNamesAction", QKeySequence::UnknownKey, tr("Ctrl+M"),
            [this] { m_document->setMaskNames(m_maskAction->isChecked()); });
    m_maskAction->setCheckable(true);
    m_maskAction->setToolTip(
        tr("Show project, cluster, reservation, node-pool, namespace, workload "
           "and image names as project-1, cluster-1, ...; the plan and its "
           "exported files do not change."));
    connect(m_document, &PlanDocument::maskNamesChanged, m_maskAction, &QAction::setChecked);
    view->addSeparator();
    add(view, tr("La&rger Text"), "largerTextAction", QKeySequence::ZoomIn, tr("Ctrl++"),
        [this] { setTypeScale(typeScale() + kTypeScaleStep); });
    add(view, tr("&Smaller Text"), "smallerTextAction", QKeySequence::ZoomOut, tr("Ctrl+-"),
        [this] { setTypeScale(typeScale() - kTypeScaleStep); });
    add(view, tr("&Normal Text Size"), "normalTextAction", QKeySequence::UnknownKey, tr("Ctrl+0"),
        [this] { setTypeScale(100); });
    view->addSeparator();
    // Shortcuts keep working while presentation mode hides the menu bar.
    for (QMenu *menu : {file, view})
        addActions(menu->actions());
    auto *themes = view->addMenu(tr("&Theme"));
    auto *group = new QActionGroup(this);
    const QString current =
        QSettings().value(QStringLiteral("theme"), themeId(Theme::System)).toString();
    for (const auto &[theme, label] :
         {std::pair{Theme::System, tr("&System")}, std::pair{Theme::Light, tr("&Light")},
          std::pair{Theme::Dark, tr("&Dark")},
          std::pair{Theme::HighContrast, tr("&High Contrast")}}) {
        QAction *a = themes->addAction(label);
        a->setObjectName(themeId(theme) + QStringLiteral("ThemeAction"));
        a->setCheckable(true);
        a->setChecked(themeId(theme) == current);
        group->addAction(a);
        const Theme t = theme;
        connect(a, &QAction::triggered, this, [t] {
            applyTheme(t);
            QSettings().setValue(QStringLiteral("theme"), themeId(t));
        });
    }
    buildLanguageMenu(view);
}

void MainWindow::buildLanguageMenu(QMenu *view)
{
    // The choice is remembered and applies from the next start: the steps build their texts once.
    auto *menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(this);
    const QString chosen = QSettings().value(QStringLiteral("language")).toString();
    auto add = [&](const QString &id, const QString &label) {
        QAction *a = menu->addAction(label);
        a->setObjectName((id.isEmpty() ? QStringLiteral("system") : id) +
                         QStringLiteral("LanguageAction"));
        a->setCheckable(true);
        a->setChecked(id == chosen);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, id] {
            QSettings().setValue(QStringLiteral("language"), id);
            const QString next = id.isEmpty() ? i18n::systemLanguage() : id;
            if (next == i18n::currentLanguage())
                return;
            // Said in the language chosen, which the user reads best: not through tr().
            const QString text =
                next == QLatin1String("it")
                    ? QStringLiteral("TPU Planner sarà in italiano dal prossimo avvio.")
                    : QStringLiteral("TPU Planner will be in English the next time it starts.");
            m_dialogs.showInfo(text);
        });
    };
    add(QString(), tr("&System (%1)").arg([] {
        for (const auto &l : i18n::languages())
            if (l.id == i18n::systemLanguage())
                return l.nativeName;
        return QString();
    }()));
    for (const auto &l : i18n::languages())
        add(l.id, l.nativeName);
}

void MainWindow::fitToScreen()
{
    if (isFullScreen() || isMaximized())
        return;
    const QScreen *s = screen();
    if (!s)
        return;
    const QRect avail = s->availableGeometry();
    const QSize frame = frameGeometry().size() - geometry().size(); // title bar and borders
    const QSize fitted = size().boundedTo(avail.size() - frame);
    if (fitted != size())
        resize(fitted);
    const QRect g = frameGeometry();
    if (!avail.contains(g))
        move(
            std::clamp(g.x(), avail.left(), std::max(avail.left(), avail.right() - g.width() + 1)),
            std::clamp(g.y(), avail.top(), std::max(avail.top(), avail.bottom() - g.height() + 1)));
}

void MainWindow::setTypeScale(int percent)
{
    applyTypeScale(percent);
    if (!m_presenting)
        fitToScreen(); // larger type never pushes the window past the screen's edge
    QSettings().setValue(QStringLiteral("typeScale"), typeScale());
    statusBar()->showMessage(tr("Text size %1 %").arg(typeScale()), 3000);
}

void MainWindow::setPresenting(bool on)
{
    if (on == m_presenting) {
        if (on)
            showOverview();
        return;
    }
    m_presenting = on;
    m_presentAction->setChecked(on);
    m_leaveAction->setEnabled(on);
    if (on) {
        m_maskedBeforePresenting = m_document->maskNames();
        m_statesBeforePresenting = windowState();
        m_document->setMaskNames(true); // on by default; View ▸ Mask Names turns it off
        // The whole screen for the plan; the menus' shortcuts still work (actions on the window).
        menuBar()->hide();
        statusBar()->hide();
        m_findingsWasVisible = m_findings->parentWidget()->isVisible();
        m_findings->parentWidget()->hide(); // the overview lists the findings
        showFullScreen();
        showOverview();
        statusBar()->showMessage(tr("Presentation: Alt+1 to Alt+6 show a step, Alt+0 the overview, "
                                    "Ctrl+Plus/Minus the text size, Esc leaves."),
                                 10000);
    } else {
        menuBar()->show();
        statusBar()->show();
        m_findings->parentWidget()->setVisible(m_findingsWasVisible);
        m_stack->setCurrentWidget(m_wizardArea);
        m_document->setMaskNames(m_maskedBeforePresenting);
        setWindowState(m_statesBeforePresenting);
        if (!(m_statesBeforePresenting & Qt::WindowFullScreen))
            showNormal();
    }
}

void MainWindow::showOverview()
{
    if (!m_presenting)
        return;
    m_stack->setCurrentWidget(m_presentation);
    if (QWidget *b = m_presentation->stepButton(0))
        b->setFocus();
}

bool MainWindow::exportReport()
{
    QSettings settings;
    QString base = m_document->maskNames()
                       ? QStringLiteral("plan-1")
                       : QFileInfo(m_document->displayName()).completeBaseName();
    const QString dir =
        settings.value(QStringLiteral("lastReportDir"), QDir::homePath()).toString();
    QString f =
        m_dialogs.chooseReportFile(QDir(dir).filePath(base + QStringLiteral("-report.pdf")));
    if (f.isEmpty())
        return false;
    if (QFileInfo(f).suffix().isEmpty())
        f += QStringLiteral(".pdf");
    report::ReportOptions options;
    options.mask = m_document->maskNames();
    options.theme = report::reportThemeFor(f, report::isHighContrast(palette())
                                                  ? report::PaletteTheme::HighContrast
                                              : isDark(palette()) ? report::PaletteTheme::Dark
                                                                  : report::PaletteTheme::Light);
    options.planFileName = m_document->fileName();
    options.pageSize = report::pageSizeFor(QLocale());
    const QString error = report::writeReport(m_document->snapshot(), options, f);
    if (!error.isEmpty()) {
        m_dialogs.showError(tr("The report was not written: %1").arg(error));
        return false;
    }
    settings.setValue(QStringLiteral("lastReportDir"), QFileInfo(f).absolutePath());
    statusBar()->showMessage(tr("Wrote the report %1%2.")
                                 .arg(m_document->maskNames() ? QFileInfo(f).fileName() : f,
                                      options.mask ? tr(" (names masked)") : QString()),
                             8000);
    return true;
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — TPU Planner").arg(m_document->shownName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::showChanges(model::Step step, const std::vector<model::PlanChange> &changes)
{
    m_changesStep = step;
    // The new changes replace the earlier ones.
    m_changes.clear();
    for (const auto &c : changes)
        m_changes.push_back({c, m_document->plan()});
    showBanner();
}

void MainWindow::showBanner()
{
    QStringList items;
    for (const auto &m : m_changes)
        items << QStringLiteral("• %1").arg(m.change.message.toHtmlEscaped());
    if (items.isEmpty()) {
        m_changesBanner->hide();
        return;
    }
    m_changesLabel->setText(tr("<b>Your change on the %1 step also changed:</b>")
                                .arg(model::stepTitle(m_changesStep).toHtmlEscaped()) +
                            QStringLiteral("<br>") + items.join(QStringLiteral("<br>")));
    m_changesBanner->show();
}

// Messages must describe the plan on screen: a note about a step goes once the user changes that
// step again, and an export's "Exported …" once the plan differs from what was exported.
void MainWindow::dropStaleMessages()
{
    const model::Plan &now = m_document->plan();
    const model::Plan before = m_lastPlan;
    m_lastPlan = now;
    if (now == before)
        return;
    m_wizard->summaryPage()->setExportStatus(QString());
    statusBar()->clearMessage();
    const auto stepChanged = [&](const model::Plan &since, model::Step s) {
        model::Plan copy = since;
        model::copyStepFields(now, copy, s);
        return !(copy == since);
    };
    bool dropped = false;
    for (auto it = m_changes.begin(); it != m_changes.end();) {
        // A reservation that no longer matches is a finding of the model (reservation.mismatch,
        // reservation.kept) that stays in Findings until it is fixed; the banner only says once.
        const bool stale = stepChanged(it->plan, model::stepOfField(it->change.field));
        if (stale) {
            it = m_changes.erase(it);
            dropped = true;
        } else {
            ++it;
        }
    }
    if (dropped)
        showBanner();
}

void MainWindow::newPlan()
{
    m_document->reset(PlanDocument::newPlan(), QString());
    m_autosave->discard();
    m_wizard->restart();
}

bool MainWindow::openPlan(const QString &fileName)
{
    const auto loaded = model::PlanFile::load(fileName);
    if (!loaded.plan) {
        // The plan on screen stays as it was: nothing the user made is lost.
        m_dialogs.showError(
            tr("Could not open the plan.\n\n%1\n\nFix the file in a text editor, or "
               "create a new plan.")
                .arg(loaded.error));
        return false;
    }
    m_document->reset(*loaded.plan, QFileInfo(fileName).absoluteFilePath());
    m_autosave->discard();
    addRecent(m_document->fileName());
    m_wizard->showFirstStepNeedingAttention();
    statusBar()->showMessage(tr("Opened %1.").arg(shownPath(fileName)), 5000);
    return true;
}

ReviewWindow *MainWindow::openReview(const QString &fileName)
{
    QString error;
    ReviewWindow *window = ReviewWindow::open(m_catalog, fileName, this, &error);
    if (!window) {
        // The plan on screen stays as it was; the terminal gets the message too.
        std::fprintf(stderr, "%s\n", qPrintable(error));
        m_dialogs.showError(error);
        return nullptr;
    }
    window->setWindowFlag(Qt::Window);
    window->setMasked(m_document->maskNames());
    connect(m_document, &PlanDocument::maskNamesChanged, window, &ReviewWindow::setMasked);
    window->show();
    return window;
}

bool MainWindow::save()
{
    return m_document->fileName().isEmpty() ? saveAs() : saveTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString suggested = m_document->fileName();
    if (suggested.isEmpty())
        suggested =
            QDir::home().filePath(m_document->plan().clusterName + QLatin1Char('.') + kPlanSuffix);
    QString f = m_dialogs.chooseSaveFile(suggested);
    if (f.isEmpty())
        return false;
    if (QFileInfo(f).suffix().isEmpty())
        f += QLatin1Char('.') + kPlanSuffix;
    return saveTo(f);
}

bool MainWindow::saveTo(const QString &fileName)
{
    const QString error = model::PlanFile::save(m_document->plan(), fileName);
    if (!error.isEmpty()) {
        m_dialogs.showError(tr("The plan was not saved: %1\n\nYour changes are still here; save to "
                               "another place.")
                                .arg(error));
        return false;
    }
    m_document->setFileName(QFileInfo(fileName).absoluteFilePath());
    m_document->setModified(false);
    m_autosave->discard();
    addRecent(m_document->fileName());
    statusBar()->showMessage(tr("Saved %1.").arg(shownPath(fileName)), 5000);
    return true;
}

bool MainWindow::exportToFolder()
{
    m_document->touchAll(); // trying to export shows every error
    const auto findings = exporters::exportFindings(m_document->snapshot());
    if (model::hasErrors(findings)) {
        QStringList errors;
        for (const auto &f : findings)
            if (f.severity == catalog::Severity::Error)
                errors << QStringLiteral("• ") + f.message;
        m_dialogs.showError(tr("The plan has errors, so nothing was exported. Fix them first (the "
                               "Findings panel lists them, F9):\n\n%1")
                                .arg(errors.join(QLatin1Char('\n'))));
        return false;
    }
    QSettings settings;
    const QString dir =
        m_dialogs.chooseExportDir(settings.value(QStringLiteral("lastExportDir")).toString());
    if (dir.isEmpty())
        return false;
    const auto files = exporters::exportFiles(m_document->snapshot());
    QStringList existing;
    for (const auto &f : files)
        if (QFileInfo::exists(QDir(dir).filePath(f.name)))
            existing << f.name;
    if (!existing.isEmpty() &&
        !m_dialogs.confirm(
            tr("%1 already has %2. Replace?").arg(dir, existing.join(QStringLiteral(", ")))))
        return false;
    // Files of an earlier export that this plan does not produce (kueue.yaml after Kueue was
    // turned off) would still be applied by `kubectl apply -f DIR`.
    QStringList stale = exporters::staleExportFiles(files, dir);
    const QStringList asked = stale;
    if (!stale.isEmpty() &&
        !m_dialogs.confirm(tr("%1 in %2 is from an earlier export; this plan does not produce it. "
                              "Remove it, so that applying the folder does not apply it?")
                               .arg(stale.join(QStringLiteral(", ")), dir)))
        stale.clear();
    QString error;
    QStringList written;
    {
        // Held from here to the last rename, so that another export into the folder (another
        // window, a script) cannot mix its files with these.
        const exporters::ExportFolderLock lock(dir);
        if (!lock.isLocked())
            error = lock.error();
        else if (const QStringList now = exporters::staleExportFiles(files, dir); std::any_of(
                     now.begin(), now.end(), [&](const QString &n) { return !asked.contains(n); }))
            error = tr("the folder changed while you were choosing (%1 appeared); export again")
                        .arg(now.join(QStringLiteral(", ")));
        else
            written = exporters::writeExportFiles(files, dir, &error, stale);
    }
    if (!error.isEmpty()) {
        m_dialogs.showError(
            tr("Nothing was exported; the folder keeps its previous files.\n\n%1.").arg(error));
        return false;
    }
    settings.setValue(QStringLiteral("lastExportDir"), dir);
    QStringList names;
    for (const QString &w : written)
        names << QFileInfo(w).fileName();
    const QString msg = tr("Exported %1 to %2.").arg(names.join(QStringLiteral(", ")), dir);
    m_wizard->summaryPage()->setExportStatus(msg);
    statusBar()->showMessage(msg, 8000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_dialogs.askSaveChanges(m_document->displayName())) {
    case Dialogs::SaveChoice::Save:
        return save();
    case Dialogs::SaveChoice::Discard:
        m_autosave->discard();
        return true;
    case Dialogs::SaveChoice::Cancel:
        break;
    }
    return false;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_autosave->discard();
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    event->accept();
}

void MainWindow::scheduleAutosave()
{
    if (!m_autosavePending.isValid())
        m_autosavePending.start();
    const qint64 left = kAutosaveMaxDelayMs - m_autosavePending.elapsed();
    m_autosaveTimer->start(int(std::clamp<qint64>(left, 0, kAutosaveQuietMs)));
}

void MainWindow::autosaveNow()
{
    m_autosaveTimer->stop();
    m_autosavePending.invalidate();
    if (!m_document->isModified())
        return;
    const QString error = m_autosave->write(m_document->plan(), m_document->fileName());
    statusBar()->showMessage(
        error.isEmpty() ? tr("Autosaved.") : tr("Autosave failed: %1").arg(error), 3000);
}

bool MainWindow::offerRecovery()
{
    const auto orphans = m_autosave->orphans();
    if (orphans.empty())
        return false;
    const auto &o = orphans.front();
    const QString what = o.originalFile.isEmpty() ? tr("an untitled plan") : o.originalFile;
    if (!m_dialogs.confirm(
            tr("TPU Planner closed unexpectedly while %1 had unsaved changes (autosaved "
               "%2). Recover them?\n\nNo deletes the autosave.")
                .arg(what, QLocale().toString(o.savedAt.toLocalTime(), QLocale::ShortFormat)))) {
        Autosave::removeOrphan(o);
        return false;
    }
    m_document->reset(o.plan, o.originalFile, true);
    // The recovered work moves into this session's slot; the old one goes only once that worked.
    const QString error = m_autosave->write(m_document->plan(), m_document->fileName());
    if (error.isEmpty())
        Autosave::removeOrphan(o);
    else
        m_dialogs.showError(tr("The recovered changes are on screen but could not be autosaved "
                               "again (%1); the old autosave is kept. Save the plan.")
                                .arg(error));
    m_wizard->showFirstStepNeedingAttention();
    statusBar()->showMessage(tr("Recovered the unsaved changes; save them to keep them."), 8000);
    return true;
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void MainWindow::addRecent(const QString &fileName)
{
    QStringList files = recentFiles();
    files.removeAll(fileName);
    files.prepend(fileName);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecentKey, files);
    rebuildRecentMenu();
}

QString MainWindow::shownPath(const QString &fileName) const
{
    return m_document->maskNames() ? m_document->shownName() : fileName;
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    int n = 0;
    // While names are masked (a shared screen) the list says neither file names nor folders.
    const bool masked = m_document->maskNames();
    for (const QString &f : files) {
        ++n;
        QAction *a = m_recentMenu->addAction(
            masked ? tr("&%1 Recent plan %1 (name masked)").arg(n)
                   : QStringLiteral("&%1 %2").arg(n).arg(QFileInfo(f).fileName()));
        if (!masked)
            a->setToolTip(plainToolTip(f));
        a->setData(f);
        connect(a, &QAction::triggered, this, [this, f] {
            if (maybeSave() && !openPlan(f) && !QFileInfo::exists(f)) {
                QStringList list = recentFiles();
                list.removeAll(f);
                QSettings().setValue(kRecentKey, list);
                rebuildRecentMenu();
            }
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear List"), this, [this] {
            QSettings().remove(kRecentKey);
            rebuildRecentMenu();
        });
    }
}

} // namespace tpu::ui
