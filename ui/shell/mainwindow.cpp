#include "ui/shell/mainwindow.h"

#include "catalog/catalogloader.h"
#include "document/plandocument.h"
#include "export/exportbundle.h"
#include "i18n/language.h"
#include "live/qtkeychainstore.h"
#include "model/snapshot.h"
#include "report/report.h"
#include "ui/common/documentfile.h"
#include "ui/common/messagebox.h"
#include "ui/common/reportexport.h"
#include "ui/common/settings.h"
#include "ui/common/sourcelinks.h"
#include "ui/common/theme.h"
#include "ui/live/catalogcontroller.h"
#include "ui/live/livecontroller.h"
#include "ui/live/livepanel.h"
#include "ui/live/zoneadvicepanel.h"
#include "ui/presentation/presentationmode.h"
#include "ui/review/reviewview.h"
#include "ui/review/reviewwindow.h"
#include "ui/shell/changesbanner.h"
#include "ui/shell/documentcontroller.h"
#include "ui/shell/findingspanel.h"
#include "ui/shell/planexport.h"
#include "ui/shell/planundo.h"
#include "ui/wizard/planwizard.h"
#include "ui/wizard/summarypage.h"

#include <QActionGroup>
#include <QBoxLayout>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QUndoStack>
#include <algorithm>
#include <cstdio>

namespace tpu::ui {

MainWindow::MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent,
                       const QString &autosaveDir)
    : QMainWindow(parent), m_catalog(std::move(catalog)),
      m_document(new document::PlanDocument(m_catalog, this)),
      m_file(new DocumentController(m_document, m_dialogs, autosaveDir, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_wizard = new PlanWizard(m_document, this);

    m_changesBanner = new ChangesBanner(m_document, this);
    connect(m_changesBanner, &ChangesBanner::planMovedOn, this, &MainWindow::dropStaleMessages);
    connect(m_file, &DocumentController::statusMessage, statusBar(), &QStatusBar::showMessage);
    connect(m_file, &DocumentController::planStarted, m_wizard, &PlanWizard::restart);
    connect(m_file, &DocumentController::planLoaded, m_wizard,
            &PlanWizard::showFirstStepNeedingAttention);

    // In the side column under the steps: the step's controls never move when it appears.
    m_wizard->setMessageWidget(m_changesBanner);
    // In a scroll area: the wizard's minimum height (which grows with the type size) never
    // makes the window taller than a 1366x768 screen; the page scrolls instead.
    auto *wizardScroll = new QScrollArea(this);
    wizardScroll->setObjectName(QStringLiteral("wizardScrollArea"));
    wizardScroll->setWidgetResizable(true);
    wizardScroll->setFrameShape(QFrame::NoFrame);
    wizardScroll->setFocusPolicy(Qt::NoFocus); // the page's fields take the focus
    wizardScroll->setWidget(m_wizard);
    m_wizardArea = wizardScroll;
    m_stack = new QStackedWidget(this);
    m_stack->setObjectName(QStringLiteral("centralStackedWidget"));
    m_stack->addWidget(m_wizardArea);
    setCentralWidget(m_stack);

    m_findings = new FindingsPanel(m_document, this);
    auto *dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("findingsDock"));
    dock->setWidget(m_findings);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    connect(dock, &QDockWidget::dockLocationChanged, this, &MainWindow::capFindingsDock);
    connect(dock, &QDockWidget::topLevelChanged, this, &MainWindow::capFindingsDock);
    m_presentationMode = new PresentationMode({this, m_document, m_stack, m_wizardArea,
                                               [this](int step) {
                                                   m_wizard->goToStep(step);
                                                   m_wizard->currentPage()->setFocus();
                                               },
                                               dock});
    resizeDocks({dock}, {fontMetrics().height() * 13},
                Qt::Vertical); // six findings and their explanation; the wizard keeps the rest
    connect(m_findings, &FindingsPanel::showStepRequested, this,
            [this](model::Step step) { m_wizard->goToStep(int(step)); });

    auto *catalogLabel = new QLabel(this);
    catalogLabel->setTextFormat(Qt::PlainText); // the catalog's version and file: never markup
    if (!m_catalog->origin.startsWith(QLatin1Char(':')))
        catalogLabel->setToolTip(plainToolTip(m_catalog->origin)); // a catalog the user chose
    catalogLabel->setObjectName(QStringLiteral("catalogLabel"));
    statusBar()->addPermanentWidget(catalogLabel);
    connect(statusBar(), &QStatusBar::messageChanged, this, &MainWindow::makeRoomForMessage);

    m_dialogs.askSaveChanges = [this](const QString &name) {
        return DocumentFile::askSaveChangesDialog(this, name);
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
    retranslate(); // before the menus exist: the window's own texts only
    buildMenus();
    connect(m_undo, &PlanUndo::restored, m_changesBanner, &QWidget::hide);
    connect(m_document, &document::PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &document::PlanDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &document::PlanDocument::maskNamesChanged, this, &MainWindow::updateTitle);
    // Another plan: nothing said about the previous one applies.
    connect(m_document, &document::PlanDocument::planReplaced, this,
            &MainWindow::dropStaleMessages);
    connect(m_wizard, &PlanWizard::exportRequested, this, &MainWindow::exportToFolder);

    applyTypeScale(settings::typeScale());
    resize(1360, 900);
    restoreGeometry(settings::windowGeometry());
    const bool restored = restoreState(settings::windowState());
    fitToScreen(); // 1360x900, or a size saved on a larger screen, on a 1366x768 laptop
    if (!restored)
        fitFindingsDock();
    m_wizard->restart();
    updateTitle();
    statusBar()->showMessage(tr("Start with the mode, or open a plan (Ctrl+O)."), 8000);
}

MainWindow::~MainWindow()
{
    // Children outlive this class's part of the window: their signals must not reach it.
    disconnect(statusBar(), nullptr, this, nullptr);
    if (auto *dock = findChild<QDockWidget *>(QStringLiteral("findingsDock")))
        disconnect(dock, nullptr, this, nullptr);
}

document::Autosave *MainWindow::autosave() const
{
    return m_file->autosave();
}

bool MainWindow::openPlan(const QString &fileName)
{
    return m_file->openPlan(fileName);
}

bool MainWindow::save()
{
    return m_file->save();
}

bool MainWindow::saveAs()
{
    return m_file->saveAs();
}

void MainWindow::newPlan()
{
    m_file->newPlan();
}

bool MainWindow::offerRecovery()
{
    return m_file->offerRecovery();
}

void MainWindow::autosaveNow()
{
    m_file->autosaveNow();
}

QStringList MainWindow::recentFiles() const
{
    return m_file->recentFiles();
}

// The live results beside the zone, reservation and summary steps, and Google's advice per zone
// on the zone step (the pages do not know about them).
void MainWindow::placeLivePanels()
{
    auto place = [this](PlanWizard::PageId id, QStringList fields, const char *name) {
        auto *panel = new LivePanel(m_live, std::move(fields), m_wizard->page(id));
        panel->setObjectName(QLatin1String(name));
        m_wizard->planPage(id)->addBesideContent(panel);
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
    // Google's obtainability advice per zone, under the zone step's live results (issue 40).
    m_wizard->planPage(PlanWizard::ZonePageId)
        ->addBesideContent(
            new ZoneAdvicePanel(m_live, m_document, m_wizard->page(PlanWizard::ZonePageId)), 3);
}

// The live connection and its results on the zone, reservation and summary steps, added beside
// each page's own content (the pages do not know about it).
void MainWindow::buildLive()
{
    m_keychain = std::make_unique<live::QtKeychainStore>();
    QString root = qEnvironmentVariable("TPU_PLANNER_API_ROOT");
    if (!live::validApiRoot(root, nullptr))
        root.clear();
    m_live = new LiveController(m_document, m_keychain.get(), root, this);
    placeLivePanels();
    // A language switch builds the pages again: the panels go with the old ones.
    connect(m_wizard, &PlanWizard::pagesRebuilt, this, &MainWindow::placeLivePanels);
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
            [this](const QString &m) { statusBar()->showMessage(m_live->shown(m), 8000); });
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

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    makeRoomForMessage(statusBar()->currentMessage()); // the first one came before the bar
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // Installing a language's translators (the app's and Qt's) sends several LanguageChange
    // events: the window is made again once, after them.
    if (event->type() == QEvent::LanguageChange && !m_retranslatePending) {
        m_retranslatePending = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_retranslatePending = false;
                retranslate();
            },
            Qt::QueuedConnection);
    }
}

void MainWindow::retranslate()
{
    if (m_menuOwner) { // a switch, not the first build: the menus are made again
        const auto menus = menuBar()->actions();
        menuBar()->clear();
        for (QAction *a : menus)
            delete a->menu(); // with its own actions, and their shortcuts on the window
        delete m_menuOwner;
        m_menuOwner = nullptr;
        m_presentationMode->retranslate();
        buildMenus();
        m_document->retranslate(); // the findings, in the new language
        m_wizard->rebuildPages();
    }
    if (auto *scroll = findChild<QScrollArea *>(QStringLiteral("wizardScrollArea")))
        scroll->setAccessibleName(tr("Plan steps"));
    findChild<QDockWidget *>(QStringLiteral("findingsDock"))->setWindowTitle(tr("Findings"));
    findChild<QLabel *>(QStringLiteral("catalogLabel"))->setText(catalogDescription(*m_catalog));
    updateTitle();
}

void MainWindow::buildMenus()
{
    m_menuOwner = new QObject(this);
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
        if (m_file->maybeSave())
            m_file->newPlan();
    });
    add(file, tr("&Open Plan…"), "openAction", QKeySequence::Open, tr("Ctrl+O"),
        [this] { m_file->openWithDialog(); });
    // The capacity review (issue 22) opens in a window of its own beside the wizard.
    add(file, tr("Open Capacity Re&view…"), "openReviewAction", QKeySequence::UnknownKey, {},
        [this] {
            const QString f = QFileDialog::getOpenFileName(
                this, tr("Open Capacity Review"),
                m_document->fileName().isEmpty() // never the working directory
                    ? QDir::homePath()
                    : QFileInfo(m_document->fileName()).absolutePath(),
                tr("Capacity reviews (*.tpureview)"));
            if (f.isEmpty())
                return;
            openReview(f);
        });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    add(file, tr("&Save"), "saveAction", QKeySequence::Save, tr("Ctrl+S"),
        [this] { m_file->save(); });
    add(file, tr("Save &As…"), "saveAsAction", QKeySequence::SaveAs, tr("Ctrl+Shift+S"),
        [this] { m_file->saveAs(); });
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
    m_file->setRecentMenu(m_recentMenu);

    auto *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undo->stack()->createUndoAction(m_menuOwner, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->stack()->createRedoAction(m_menuOwner, tr("&Redo"));
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
    view->addAction(m_presentationMode->presentAction());
    add(view, tr("&Catalog…"), "catalogAction", QKeySequence::UnknownKey, {},
        [this] { m_catalogController->showCatalog(); });
    view->addAction(m_presentationMode->overviewAction());
    m_maskAction =
        add(view, tr("&Mask Names"), "maskNamesAction", QKeySequence::UnknownKey, tr("Ctrl+M"),
            [this] { m_document->setMaskNames(m_maskAction->isChecked()); });
    m_maskAction->setCheckable(true);
    m_maskAction->setChecked(m_document->maskNames());
    m_maskAction->setToolTip(
        tr("Show project, cluster, reservation, node-pool, namespace, workload "
           "and image names as project-1, cluster-1, ...; the plan and its "
           "exported files do not change."));
    connect(m_document, &document::PlanDocument::maskNamesChanged, m_maskAction,
            &QAction::setChecked);
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
    auto *group = new QActionGroup(m_menuOwner);
    const Theme current = settings::theme();
    for (const auto &[theme, label] :
         {std::pair{Theme::System, tr("&System")}, std::pair{Theme::Light, tr("&Light")},
          std::pair{Theme::Dark, tr("&Dark")},
          std::pair{Theme::HighContrast, tr("&High Contrast")}}) {
        QAction *a = themes->addAction(label);
        a->setObjectName(themeId(theme) + QStringLiteral("ThemeAction"));
        a->setCheckable(true);
        a->setChecked(theme == current);
        group->addAction(a);
        const Theme t = theme;
        connect(a, &QAction::triggered, this, [t] {
            applyTheme(t);
            settings::setTheme(t);
        });
    }
    buildLanguageMenu(view);
}

void MainWindow::buildLanguageMenu(QMenu *view)
{
    // The choice is remembered and applies at once: every open window is made again in it.
    auto *menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(m_menuOwner);
    const QString chosen = settings::language();
    auto add = [&](const QString &id, const QString &label) {
        QAction *a = menu->addAction(label);
        a->setObjectName((id.isEmpty() ? QStringLiteral("system") : id) +
                         QStringLiteral("LanguageAction"));
        a->setCheckable(true);
        a->setChecked(id == chosen);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [id] {
            settings::setLanguage(id);
            const QString next = id.isEmpty() ? i18n::systemLanguage() : id;
            if (next != i18n::currentLanguage())
                i18n::setLanguage(next); // LanguageChange reaches every window: changeEvent()
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
    const int before = height();
    fitWindowToScreen(this);
    if (height() < before) // a smaller screen than the window was made for
        fitFindingsDock();
}

// Thirteen lines of findings (six findings and their explanation), at most a third of the
// window's height: the wizard keeps the rest.
void MainWindow::fitFindingsDock()
{
    auto *dock = findChild<QDockWidget *>(QStringLiteral("findingsDock"));
    const int wanted = std::min(fontMetrics().height() * 13, height() / 3);
    if (dock && !dock->isFloating())
        resizeDocks({dock}, {wanted}, Qt::Vertical);
}

// Qt draws a status message only left of the permanent indicators, cut where they begin: while a
// message does not fit beside them, the indicators it needs the room of step aside, the least
// needed first (the catalog's version, the live catalog, the connection), and come back with
// the next message or when it times out.
void MainWindow::makeRoomForMessage(const QString &message)
{
    constexpr char kSteppedAside[] = "tpuHiddenForMessage";
    const QList<QWidget *> indicators{findChild<QWidget *>(QStringLiteral("catalogLabel")),
                                      findChild<QWidget *>(QStringLiteral("catalogStatusBarLabel")),
                                      findChild<QWidget *>(QStringLiteral("liveStatusBarLabel"))};
    for (QWidget *w : indicators)
        if (w && w->property(kSteppedAside).toBool()) {
            w->setProperty(kSteppedAside, false);
            w->show();
        }
    QStatusBar *bar = statusBar();
    bar->setToolTip(QString());
    if (message.isEmpty() || !bar->isVisible()) // not laid out yet: resizeEvent() comes back
        return;
    const int gap = bar->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing) + 8;
    auto beside = [&] { // the room left of the indicators shown (QStatusBar's message rect)
        int room = bar->width() - 18;
        if (const auto *grip = bar->findChild<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
            grip && bar->isSizeGripEnabled())
            room -= bar->style()->pixelMetric(QStyle::PM_SizeGripSize);
        for (QWidget *w : indicators)
            if (w && !w->isHidden())
                room -= w->sizeHint().width() + gap;
        return room;
    };
    const int needed = bar->fontMetrics().horizontalAdvance(message);
    for (QWidget *w : indicators) {
        if (needed <= beside())
            break;
        if (w && !w->isHidden()) {
            w->hide();
            w->setProperty(kSteppedAside, true);
        }
    }
    if (needed > beside()) // wider than the window (250 %, a long path): whole in the tooltip
        bar->setToolTip(plainToolTip(message));
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    capFindingsDock();
    makeRoomForMessage(statusBar()->currentMessage());
}

// Docked above or below the steps, the Findings panel takes at most 40 % of the window's height
// (the user can make it smaller or larger up to that): on a short window (a 1366x768 laptop at
// 175 % or 250 % is 439 or 307 logical pixels tall) the step and its Next and Back keep the rest.
void MainWindow::capFindingsDock()
{
    auto *dock = findChild<QDockWidget *>(QStringLiteral("findingsDock"));
    if (!dock)
        return;
    const Qt::DockWidgetArea area = dockWidgetArea(dock);
    const bool across =
        !dock->isFloating() && (area == Qt::BottomDockWidgetArea || area == Qt::TopDockWidgetArea);
    const int most =
        across ? std::max(dock->minimumSizeHint().height(), height() * 2 / 5) : QWIDGETSIZE_MAX;
    if (dock->maximumHeight() != most)
        dock->setMaximumHeight(most);
}

void MainWindow::setTypeScale(int percent)
{
    applyTypeScale(percent);
    if (!isPresenting())
        fitToScreen(); // larger type never pushes the window past the screen's edge
    settings::setTypeScale(typeScale());
    statusBar()->showMessage(tr("Text size %1 %").arg(typeScale()), 3000);
}

void MainWindow::setPresenting(bool on)
{
    m_presentationMode->setPresenting(on);
}

bool MainWindow::isPresenting() const
{
    return m_presentationMode->isPresenting();
}

void MainWindow::showOverview()
{
    m_presentationMode->showOverview();
}

PresentationView *MainWindow::presentationView() const
{
    return m_presentationMode->view();
}

bool MainWindow::exportReport()
{
    const QString base = m_document->maskNames()
                             ? QStringLiteral("plan-1")
                             : QFileInfo(m_document->displayName()).completeBaseName();
    const QString f = chooseReportFile(
        m_dialogs.chooseReportFile,
        QDir(settings::lastReportDir()).filePath(base + QStringLiteral("-report.pdf")));
    if (f.isEmpty())
        return false;
    const bool masked = m_document->maskNames();
    const QStringList written = writeReportFile(
        this, f, m_dialogs.showError,
        [this, masked](const QString &fileName, const ReportLook &look, QStringList *) {
            report::ReportOptions options;
            options.mask = masked;
            options.theme = look.theme;
            options.planFileName = m_document->fileName();
            options.pageSize = look.pageSize;
            return report::writeReport(m_document->snapshot(), options, fileName);
        });
    if (written.isEmpty())
        return false;
    settings::setLastReportDir(QFileInfo(f).absolutePath());
    statusBar()->showMessage(
        tr("Wrote the report %1%2.")
            .arg(masked ? QFileInfo(f).fileName() : f, masked ? tr(" (names masked)") : QString()),
        8000);
    return true;
}

void MainWindow::updateTitle()
{
    showDocumentTitle(this, m_document->shownName(), m_document->isModified());
}

// Messages must describe the plan on screen: an export's "Exported …" goes once the plan differs
// from what was exported, and with another plan.
void MainWindow::dropStaleMessages()
{
    m_wizard->summaryPage()->setExportStatus(QString());
    statusBar()->clearMessage();
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
    window->setMaskingSource(m_document); // one masking state for both windows
    window->setLiveConnection(m_live ? m_live->connection() : nullptr);
    window->show();
    return window;
}

bool MainWindow::exportToFolder()
{
    m_document->touchAll(); // trying to export shows every error
    const QString msg = exportPlanToFolder(m_document->snapshot(), m_document->plan(), m_dialogs,
                                           exportDirSuggestion());
    if (msg.isEmpty())
        return false;
    m_wizard->summaryPage()->setExportStatus(msg);
    statusBar()->showMessage(msg, 8000);
    return true;
}

QString MainWindow::exportDirSuggestion() const
{
    return ui::exportDirSuggestion(m_document->fileName());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_file->maybeSave()) {
        event->ignore();
        return;
    }
    m_file->discardAutosave();
    settings::setWindow(saveGeometry(), saveState());
    event->accept();
}

} // namespace tpu::ui
