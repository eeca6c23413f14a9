#include "mainwindow.h"

#include "autosave.h"
#include "exportbundle.h"
#include "findingspanel.h"
#include "language.h"
#include "plandocument.h"
#include "planfile.h"
#include "planwizard.h"
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
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace tpu::ui {

namespace {
const int kMaxRecent = 8;
const int kAutosaveMs = 30 * 1000;
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
    // One line per change, unwrapped: the banner's height then follows the number of changes.
    m_changesLabel->setTextFormat(Qt::RichText);
    m_changesLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    auto *dismiss = new QToolButton(m_changesBanner);
    dismiss->setObjectName(QStringLiteral("dismissChangesToolButton"));
    dismiss->setText(tr("Dismiss"));
    dismiss->setToolTip(tr("Hide this note."));
    auto *bannerLayout = new QHBoxLayout(m_changesBanner);
    bannerLayout->addWidget(m_changesLabel, 1);
    bannerLayout->addWidget(dismiss, 0, Qt::AlignTop);
    m_changesBanner->hide();
    connect(dismiss, &QToolButton::clicked, m_changesBanner, &QWidget::hide);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_changesBanner);
    layout->addWidget(m_wizard, 1);
    setCentralWidget(central);

    m_findings = new FindingsPanel(m_document, this);
    auto *dock = new QDockWidget(tr("Findings"), this);
    dock->setObjectName(QStringLiteral("findingsDock"));
    dock->setWidget(m_findings);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    resizeDocks({dock}, {fontMetrics().height() * 9},
                Qt::Vertical); // the wizard keeps most of the height
    connect(m_findings, &FindingsPanel::showStepRequested, this,
            [this](model::Step step) { m_wizard->goToStep(int(step)); });

    auto *catalogLabel =
        new QLabel(tr("Catalog %1 (%2) — %3")
                       .arg(m_catalog->catalogVersion, m_catalog->date, m_catalog->origin),
                   this);
    catalogLabel->setObjectName(QStringLiteral("catalogLabel"));
    statusBar()->addPermanentWidget(catalogLabel);

    m_dialogs.askSaveChanges = [this](const QString &name) {
        const auto b = QMessageBox::warning(
            this, tr("Unsaved changes"), tr("Save the changes to %1 before closing it?").arg(name),
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
    m_dialogs.confirm = [this](const QString &question) {
        return QMessageBox::question(this, tr("TPU Planner"), question) == QMessageBox::Yes;
    };
    m_dialogs.showError = [this](const QString &message) {
        QMessageBox::critical(this, tr("TPU Planner"), message);
    };
    m_dialogs.showInfo = [this](const QString &message) {
        QMessageBox::information(this, tr("TPU Planner"), message);
    };

    buildMenus();
    connect(m_document, &PlanDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document, &PlanDocument::reconciled, this, &MainWindow::showChanges);
    connect(m_wizard->summaryPage(), &SummaryPage::exportRequested, this,
            &MainWindow::exportToFolder);

    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setInterval(kAutosaveMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosaveNow);
    m_autosaveTimer->start();

    QSettings settings;
    resize(1360, 900);
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_wizard->restart();
    updateTitle();
    statusBar()->showMessage(tr("Start with the mode, or open a plan (Ctrl+O)."), 8000);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    auto add = [this](QMenu *menu, const QString &text, const char *name, QKeySequence key,
                      auto slot) {
        QAction *a = menu->addAction(text, this, slot);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(key);
        return a;
    };
    add(file, tr("&New Plan"), "newAction", QKeySequence::New, [this] {
        if (maybeSave())
            newPlan();
    });
    add(file, tr("&Open Plan…"), "openAction", QKeySequence::Open, [this] {
        if (!maybeSave())
            return;
        const QString f =
            m_dialogs.chooseOpenFile(QFileInfo(m_document->fileName()).absolutePath());
        if (!f.isEmpty())
            openPlan(f);
    });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    add(file, tr("&Save"), "saveAction", QKeySequence::Save, [this] { save(); });
    add(file, tr("Save &As…"), "saveAsAction", QKeySequence::SaveAs, [this] { saveAs(); });
    file->addSeparator();
    add(file, tr("&Export to Folder…"), "exportAction", QKeySequence(tr("Ctrl+E")),
        [this] { exportToFolder(); });
    file->addSeparator();
    add(file, tr("&Quit"), "quitAction", QKeySequence::Quit, [this] { close(); });
    rebuildRecentMenu();

    auto *view = menuBar()->addMenu(tr("&View"));
    QAction *findings =
        findChild<QDockWidget *>(QStringLiteral("findingsDock"))->toggleViewAction();
    findings->setObjectName(QStringLiteral("findingsPanelAction"));
    findings->setShortcut(QKeySequence(tr("F9")));
    view->addAction(findings);
    auto *themes = view->addMenu(tr("&Theme"));
    auto *group = new QActionGroup(this);
    const QString current =
        QSettings().value(QStringLiteral("theme"), themeId(Theme::System)).toString();
    for (const auto &[theme, label] :
         {std::pair{Theme::System, tr("&System")}, std::pair{Theme::Light, tr("&Light")},
          std::pair{Theme::Dark, tr("&Dark")}}) {
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

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — TPU Planner").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::showChanges(model::Step step, const std::vector<model::PlanChange> &changes)
{
    QStringList items;
    for (const auto &c : changes)
        items << QStringLiteral("&nbsp;• %1").arg(c.message.toHtmlEscaped());
    m_changesLabel->setText(tr("<b>Your change on the %1 step also changed:</b><br>%2")
                                .arg(model::stepTitle(step), items.join(QStringLiteral("<br>"))));
    m_changesLabel->setToolTip(m_changesLabel->text());
    m_changesBanner->show();
    // The central layout does not re-ask a visible banner for its height; give it the new one.
    m_changesBanner->setFixedHeight(m_changesBanner->sizeHint().height());
}

void MainWindow::newPlan()
{
    m_document->reset(PlanDocument::newPlan(), QString());
    m_autosave->discard();
    m_changesBanner->hide();
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
    m_changesBanner->hide();
    addRecent(m_document->fileName());
    m_wizard->showFirstStepNeedingAttention();
    statusBar()->showMessage(tr("Opened %1.").arg(fileName), 5000);
    return true;
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
    statusBar()->showMessage(tr("Saved %1.").arg(fileName), 5000);
    return true;
}

bool MainWindow::exportToFolder()
{
    const auto &findings = m_document->findings();
    if (model::hasErrors(findings)) {
        m_dialogs.showError(tr("The plan has errors, so nothing was exported. Fix them first: the "
                               "Findings panel lists them (F9)."));
        return false;
    }
    QSettings settings;
    const QString dir =
        m_dialogs.chooseExportDir(settings.value(QStringLiteral("lastExportDir")).toString());
    if (dir.isEmpty())
        return false;
    const auto files = exporters::exportFiles(*m_catalog, m_document->plan());
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
    QStringList stale;
    for (const QString &name : exporters::exportFileNames()) {
        const bool produced =
            std::any_of(files.begin(), files.end(), [&](const auto &f) { return f.name == name; });
        if (!produced && QFileInfo::exists(QDir(dir).filePath(name)))
            stale << name;
    }
    if (!stale.isEmpty() &&
        m_dialogs.confirm(tr("%1 in %2 is from an earlier export; this plan does not produce it. "
                             "Remove it, so that applying the folder does not apply it?")
                              .arg(stale.join(QStringLiteral(", ")), dir)))
        for (const QString &name : stale)
            QFile::remove(QDir(dir).filePath(name));
    QString error;
    const QStringList written = exporters::writeExportFiles(files, dir, &error);
    if (!error.isEmpty()) {
        m_dialogs.showError(tr("Export stopped: %1.").arg(error));
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

void MainWindow::autosaveNow()
{
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

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    int n = 0;
    for (const QString &f : files) {
        QAction *a =
            m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(++n).arg(QFileInfo(f).fileName()));
        a->setToolTip(f);
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
