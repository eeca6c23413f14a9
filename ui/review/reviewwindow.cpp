#include "ui/review/reviewwindow.h"

#include "document/plandocument.h"
#include "live/capacityread.h"
#include "live/liveconnection.h"
#include "model/names.h"
#include "model/planfile.h"
#include "report/reviewreport.h"
#include "ui/common/documentfile.h"
#include "ui/common/messagebox.h"
#include "ui/common/recentfiles.h"
#include "ui/common/reportexport.h"
#include "ui/common/settings.h"
#include "ui/common/theme.h"
#include "ui/review/capacityeditor.h"
#include "ui/review/capacityreaddialog.h"
#include "ui/review/planeditdialog.h"
#include "ui/review/requestadvicedock.h"
#include "ui/review/reviewview.h"
#include "ui/wizard/sizedialog.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QProgressDialog>
#include <QScreen>
#include <QShowEvent>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>

namespace tpu::ui {

using namespace tpu::review;

ReviewWindow::ReviewWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent)
    : QMainWindow(parent), m_catalog(std::move(catalog)), m_view(new ReviewView(m_catalog, this)),
      m_file(ReviewFile::extension().mid(1), fileHooks())
{
    setObjectName(QStringLiteral("reviewWindow"));
    setAttribute(Qt::WA_DeleteOnClose);
    setCentralWidget(m_view);
    m_dialogs.askSaveChanges = [this](const QString &name) {
        return DocumentFile::askSaveChangesDialog(this, name);
    };
    m_dialogs.chooseSaveFile = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(this, tr("Save Capacity Review"), suggested,
                                            tr("Capacity reviews (*.tpureview)"));
    };
    m_dialogs.choosePlanFile = [this](const QString &dir) {
        return QFileDialog::getOpenFileName(this, tr("Import Plan"), dir,
                                            tr("TPU plans (*.tpuplan *.json)"));
    };
    m_dialogs.chooseReportFile = [this](const QString &suggested) {
        return QFileDialog::getSaveFileName(
            this, tr("Export Review Report"), suggested,
            tr("PDF document (*.pdf);;PNG slides, 1920x1080 (*.png)"));
    };
    m_dialogs.editPlan = [this](const model::Plan &plan,
                                const QString &title) -> std::optional<model::Plan> {
        PlanEditDialog dialog(m_catalog, plan, title, this);
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.plan();
    };
    m_dialogs.editJob = [this](const Request &request) -> std::optional<Request> {
        document::PlanDocument document(m_catalog);
        document.reset(request.plan, QString());
        document.setJob(request.job);
        SizeDialog dialog(&document, this);
        dialog.setWindowTitle(tr("%1: Model and Job").arg(request.title));
        if (request.job)
            dialog.setJob(*request.job);
        dialog.offerRequestButtons();
        dialog.exec(); // Use This Fit changes the plan at once, as in the wizard: Close keeps it
        Request r = request;
        r.plan = document.plan();
        r.job = document.job();
        if (r == request)
            return std::nullopt;
        return r;
    };
    m_dialogs.showError = [this](const QString &message) {
        plainMessageBox(this, QMessageBox::Critical, tr("Capacity Review"), message);
    };
    m_dialogs.chooseProject = [this](const QString &suggested) {
        return QInputDialog::getText(this, tr("Read Capacity from Project"),
                                     tr("The Google Cloud project whose TPU reservations and "
                                        "quota to read:"),
                                     QLineEdit::Normal, suggested)
            .trimmed();
    };
    m_dialogs.confirmReading = [this](const live::CapacityReading &reading) {
        CapacityReadDialog dialog(reading, this);
        if (dialog.exec() != QDialog::Accepted)
            return Dialogs::ReadChoice::Cancel;
        return dialog.choice() == CapacityReadDialog::Choice::Replace ? Dialogs::ReadChoice::Replace
                                                                      : Dialogs::ReadChoice::Merge;
    };
    m_undo = new QUndoStack(this);
    m_undo->setUndoLimit(100);
    // Undone back to the file as saved: nothing to save.
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean) {
            setWindowModified(false);
            updateTitle();
        }
    });
    m_recent =
        new RecentFiles(settings::RecentKind::Reviews,
                        {[this] { return isMasked(); },
                         [](int n) { return tr("&%1 Recent review %1 (name masked)").arg(n); },
                         [this](const QString &f) { return openRecent(f); }},
                        this);
    // Google's advice for the selected request (issue 40), below the review.
    m_adviceDock = new RequestAdviceDock(m_catalog, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_adviceDock);
    connectView();
    buildMenus();
    updateTitle();
    // The size and place the user left it at, else 1200x720; either within the screen.
    if (!restoreGeometry(settings::reviewWindowGeometry()))
        resize(1200, 720);
    m_view->splitter()->restoreState(settings::reviewSplitter());
    fitToScreen();
}

void ReviewWindow::fitToScreen()
{
    if (!m_presenting)
        fitWindowToScreen(this);
}

void ReviewWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    fitToScreen(); // on the screen it opens on, e.g. a 1366x768 laptop
}

void ReviewWindow::rememberLayout()
{
    if (m_presenting || isFullScreen())
        return;
    settings::setReviewWindow(saveGeometry(), m_view->splitter()->saveState());
}

void ReviewWindow::setTypeScale(int percent)
{
    applyTypeScale(percent); // the whole application's, as in the main window
    settings::setTypeScale(typeScale());
    if (m_presenting)
        applyPresentationFont();
    else
        fitToScreen();
    statusBar()->showMessage(tr("Text size %1 %").arg(typeScale()), 3000);
}

void ReviewWindow::applyPresentationFont()
{
    // The application's type size, and at least kPresentationTypeScale % while presenting.
    QFont f = QApplication::font();
    const int scale = std::max(typeScale(), kPresentationTypeScale);
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * scale / typeScale());
    else
        f.setPixelSize(f.pixelSize() * scale / typeScale());
    setFont(f);
}

ReviewWindow::~ReviewWindow()
{
    // The undo stack is a child: QWidget's destructor deletes it after this class is gone, and
    // a stack being deleted says it is clean. Nothing of this window may hear that.
    m_undo->disconnect(this);
    m_adviceDock->setView(nullptr);
    if (m_maskSource) // the main window's document outlives nothing of this window
        m_maskSource->disconnect(this);
}

void ReviewWindow::connectView()
{
    m_view->setUndoStack(m_undo, [this] { return m_view; });
    m_adviceDock->setView(m_view);
    connect(m_view->capacityEditor(), &CapacityEditor::readFromProjectRequested, this,
            &ReviewWindow::readCapacity);
    connect(m_view, &ReviewView::editJobRequested, this,
            [this] { editJob(m_view->currentRequest()); });
    connect(m_view, &ReviewView::edited, this, [this] {
        setWindowModified(true);
        updateTitle();
    });
    connect(m_view->splitter(), &QSplitter::splitterMoved, this, [this] {
        if (!m_presenting)
            settings::setReviewWindow(QByteArray(), m_view->splitter()->saveState());
    });
}

void ReviewWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // The type size changed in the main window: the presentation's type follows.
    if (event->type() == QEvent::ApplicationFontChange && m_presenting)
        applyPresentationFont();
    // Once per switch, after Qt has handed the event to every child: the view is replaced, so
    // it must not be replaced while the event is still on its way through it.
    if (event->type() == QEvent::LanguageChange && !m_retranslatePending) {
        m_retranslatePending = true;
        QMetaObject::invokeMethod(this, &ReviewWindow::retranslate, Qt::QueuedConnection);
    }
}

void ReviewWindow::retranslate()
{
    m_retranslatePending = false;
    // The view's texts are set once, when it is made: make it again over the same review.
    auto *next = new ReviewView(m_catalog, this);
    next->setReview(m_view->review(), m_view->fileName());
    next->setMasked(m_view->isMasked());
    next->setPresenting(m_view->isPresenting());
    next->tabs()->setCurrentIndex(m_view->tabs()->currentIndex());
    const int row = m_view->requestsTable()->currentRow();
    if (row >= 0 && row < next->requestsTable()->rowCount())
        next->requestsTable()->selectRow(row);
    m_view = next;
    setCentralWidget(next); // the old view is hidden and deleted later
    connectView();

    // The menus, with the same object names, shortcuts and states.
    for (QAction *a : actions())
        removeAction(a);
    const QList<QMenu *> menus =
        menuBar()->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly);
    menuBar()->clear();
    for (QMenu *m : menus)
        m->deleteLater();
    buildMenus();
    m_maskAction->setChecked(m_view->isMasked());
    m_presentAction->setChecked(m_presenting);
    m_leaveAction->setEnabled(m_presenting);
    if (m_presenting)
        menuBar()->hide();
    updateTitle();
}

ReviewWindow *ReviewWindow::open(std::shared_ptr<const catalog::Catalog> catalog,
                                 const QString &fileName, QWidget *parent, QString *error)
{
    const model::io::FileStamp stamp = model::io::stampOf(fileName); // before the read
    const auto loaded = ReviewFile::load(fileName);
    if (!loaded.review) {
        if (error)
            *error = tr("Could not open the capacity review.\n\n%1\n\nFix the file in a text "
                        "editor at the place named above (docs/review-file.md describes it), or "
                        "make a new one with `tpu-planner review new`.")
                         .arg(loaded.error);
        return nullptr;
    }
    auto *w = new ReviewWindow(std::move(catalog), parent);
    w->m_view->setReview(*loaded.review, QFileInfo(fileName).absoluteFilePath());
    w->m_file.read(w->m_view->fileName(), stamp);
    w->m_recent->add(w->m_view->fileName());
    w->updateTitle();
    return w;
}

bool ReviewWindow::openRecent(const QString &fileName)
{
    if (QFileInfo(fileName).absoluteFilePath() == m_view->fileName()) {
        raise();
        activateWindow();
        return true;
    }
    QString error;
    ReviewWindow *w = open(m_catalog, fileName, parentWidget(), &error);
    if (!w) {
        m_dialogs.showError(error);
        return false;
    }
    // Beside this one, as the main window opens it: one masking state, the same connection.
    w->setWindowFlag(Qt::Window);
    if (m_maskSource)
        w->setMaskingSource(m_maskSource);
    else
        w->setMasked(isMasked());
    w->setLiveConnection(m_live);
    w->show();
    return true;
}

void ReviewWindow::buildMenus()
{
    auto *file = menuBar()->addMenu(tr("&File"));
    const auto add = [this](QMenu *menu, const QString &text, const char *name,
                            const QKeySequence &key, auto slot) {
        QAction *a = menu->addAction(text, this, slot);
        a->setObjectName(QLatin1String(name));
        a->setShortcut(key);
        addAction(a); // the shortcut works while presenting too (the menu bar hidden)
        return a;
    };
    QMenu *recent = file->addMenu(tr("Open &Recent"));
    recent->setObjectName(QStringLiteral("reviewRecentMenu"));
    m_recent->setMenu(recent);
    add(file, tr("&Save"), "reviewSaveAction", QKeySequence(tr("Ctrl+S")), [this] { save(); });
    add(file, tr("Save &As…"), "reviewSaveAsAction", QKeySequence(tr("Ctrl+Shift+S")),
        [this] { saveAs(); });
    file->addSeparator();
    add(file, tr("&Import Plan…"), "importPlanAction", QKeySequence(tr("Ctrl+I")),
        [this] { importPlanFromDialog(); });
    add(file, tr("Export Re&port…"), "reviewExportReportAction", QKeySequence(tr("Ctrl+Shift+E")),
        [this] { exportReportFromDialog(); });
    file->addSeparator();
    add(file, tr("&Close"), "reviewCloseAction", QKeySequence(tr("Ctrl+W")), [this] { close(); });

    auto *edit = menuBar()->addMenu(tr("&Edit"));
    for (const auto &[action, name, key] : {std::tuple{m_undo->createUndoAction(this, tr("&Undo")),
                                                       "reviewUndoAction", QKeySequence::Undo},
                                            std::tuple{m_undo->createRedoAction(this, tr("&Redo")),
                                                       "reviewRedoAction", QKeySequence::Redo}}) {
        action->setObjectName(QLatin1String(name));
        action->setShortcut(key);
        edit->addAction(action);
        addAction(action);
    }

    auto *review = menuBar()->addMenu(tr("&Review"));
    add(review, tr("Open in the &Wizard…"), "openInWizardAction", QKeySequence(tr("Ctrl+Return")),
        [this] { openInWizard(m_view->currentRequest()); });
    add(review, tr("Model and &Job…"), "editJobAction", QKeySequence(),
        [this] { editJob(m_view->currentRequest()); });
    add(review, tr("&Remove Request"), "removeRequestAction", QKeySequence(),
        [this] { m_view->removeRequest(m_view->currentRequest()); });
    add(review, tr("Read &Capacity from Project…"), "readCapacityAction", QKeySequence(),
        [this] { readCapacity(); });
    add(review, tr("Ask &Google When This Can Be Had"), "askAdviceAction", QKeySequence(),
        [this] { m_adviceDock->askCurrent(); });
    review->addSeparator();
    add(review, tr("Move &Up"), "reviewMoveUpAction", QKeySequence(tr("Ctrl+Up")),
        [this] { m_view->moveRequest(m_view->currentRequest(), -1); });
    add(review, tr("Move &Down"), "reviewMoveDownAction", QKeySequence(tr("Ctrl+Down")),
        [this] { m_view->moveRequest(m_view->currentRequest(), +1); });

    auto *view = menuBar()->addMenu(tr("&View"));
    m_maskAction = add(view, tr("&Mask Names"), "reviewMaskAction", QKeySequence(),
                       [this](bool on) { setMasked(on); });
    m_maskAction->setCheckable(true);
    m_maskAction->setToolTip(tr("Show teams, projects and reservations as placeholders."));
    m_presentAction = add(view, tr("&Presentation"), "reviewPresentAction",
                          QKeySequence(Qt::Key_F11), [this](bool on) { setPresenting(on); });
    m_presentAction->setCheckable(true);
    m_leaveAction = add(view, tr("&Leave Presentation"), "reviewLeavePresentationAction",
                        QKeySequence(Qt::Key_Escape), [this] { setPresenting(false); });
    m_leaveAction->setEnabled(false);
    view->addSeparator();
    // The wizard's type-size control, here too (and while presenting, the menu bar hidden).
    add(view, tr("La&rger Text"), "reviewLargerTextAction", QKeySequence(QKeySequence::ZoomIn),
        [this] { setTypeScale(typeScale() + kTypeScaleStep); });
    add(view, tr("&Smaller Text"), "reviewSmallerTextAction", QKeySequence(QKeySequence::ZoomOut),
        [this] { setTypeScale(typeScale() - kTypeScaleStep); });
    add(view, tr("&Normal Text Size"), "reviewNormalTextAction", QKeySequence(tr("Ctrl+0")),
        [this] { setTypeScale(100); });
}

void ReviewWindow::importPlanFromDialog()
{
    const QString f = m_dialogs.choosePlanFile(
        m_view->isMasked() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                           : QFileInfo(m_view->fileName()).absolutePath());
    if (!f.isEmpty())
        importPlan(f);
}

void ReviewWindow::exportReportFromDialog()
{
    // While masked, neither the review's name nor its folder is suggested (the dialog is on the
    // shared screen too): the placeholder name, in the user's documents.
    const QFileInfo info(m_view->fileName());
    const QString f = chooseReportFile(
        m_dialogs.chooseReportFile,
        m_view->isMasked()
            ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                  .filePath(QStringLiteral("review-1.pdf"))
            : info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral(".pdf")));
    if (!f.isEmpty())
        exportReport(f);
}

void ReviewWindow::setPresenting(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    m_presentAction->setChecked(on);
    m_leaveAction->setEnabled(on);
    if (on) {
        // As for plans: the whole screen, names masked unless the user turns masking off,
        // larger type; the requests and the charts, read-only.
        m_maskedBeforePresenting = m_view->isMasked();
        m_statesBeforePresenting = windowState();
        rememberLayout();
        setMasked(true);
        applyPresentationFont();
        menuBar()->hide();
        m_adviceDock->hide(); // the requests and the charts only
        statusBar()->hide();
        m_view->setPresenting(true);
        showFullScreen();
    } else {
        menuBar()->show();
        m_adviceDock->show();
        statusBar()->show();
        setFont(QFont()); // the application's type again
        m_view->setPresenting(false);
        setMasked(m_maskedBeforePresenting);
        setWindowState(m_statesBeforePresenting);
        if (!(m_statesBeforePresenting & Qt::WindowFullScreen))
            showNormal();
    }
}

void ReviewWindow::updateTitle()
{
    const QString name =
        m_view->fileName().isEmpty()
            ? tr("Untitled review")
            : (m_view->isMasked() ? QStringLiteral("review-1") + ReviewFile::extension()
                                  : QFileInfo(m_view->fileName()).fileName());
    showDocumentTitle(this, name, isWindowModified());
}

void ReviewWindow::setMasked(bool masked)
{
    if (m_maskSource)
        m_maskSource->setMaskNames(masked); // says so to every window that shows it, this one too
    showMasked(masked);
}

bool ReviewWindow::isMasked() const
{
    return m_view->isMasked();
}

void ReviewWindow::setMaskingSource(document::PlanDocument *source)
{
    if (m_maskSource)
        m_maskSource->disconnect(this);
    m_maskSource = source;
    if (!source)
        return;
    connect(source, &document::PlanDocument::maskNamesChanged, this, &ReviewWindow::showMasked);
    showMasked(source->maskNames());
}

void ReviewWindow::showMasked(bool masked)
{
    if (m_view->isMasked() != masked)
        m_view->setMasked(masked);
    m_adviceDock->refresh();
    m_maskAction->setChecked(masked);
    m_recent->rebuildMenu();
    updateTitle();
}

DocumentFile::Hooks ReviewWindow::fileHooks()
{
    DocumentFile::Hooks h;
    h.fileName = [this] { return m_view->fileName(); };
    h.isModified = [this] { return isWindowModified(); };
    // While masked, the dialog (on the shared screen too) shows neither the name nor the folder.
    h.suggestedFile = [this] {
        return m_view->isMasked()
                   ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                         .filePath(QStringLiteral("review-1") + ReviewFile::extension())
               : m_view->fileName().isEmpty()
                   ? QDir::home().filePath(QStringLiteral("review") + ReviewFile::extension())
                   : m_view->fileName();
    };
    h.askThrough(m_dialogs);
    // Atomic and owner-only, like plan files: a failed save leaves the old file whole. One
    // writer at a time with `review add` and `review capacity`, and a file changed since it was
    // read is kept.
    h.write = [this](const QString &fileName, const model::io::FileStamp *unchangedSince) {
        return ReviewFile::save(m_view->review(), fileName, unchangedSince);
    };
    h.notSaved = [](const QString &error) {
        return tr("The review was not saved: %1\n\nYour changes are still here; save to another "
                  "folder with File ▸ Save As….")
            .arg(error);
    };
    h.saved = [this](const QString &fileName) {
        m_view->setFileName(QFileInfo(fileName).absoluteFilePath());
        setWindowModified(false);
        m_undo->setClean();
        m_recent->add(m_view->fileName());
        updateTitle();
        statusBar()->showMessage(tr("Saved %1.").arg(QFileInfo(fileName).fileName()), 5000);
    };
    return h;
}

bool ReviewWindow::save()
{
    return m_file.save();
}

bool ReviewWindow::saveAs()
{
    return m_file.saveAs();
}

bool ReviewWindow::importPlan(const QString &fileName)
{
    const auto loaded = model::PlanFile::load(fileName);
    if (!loaded.plan) {
        m_dialogs.showError(tr("The plan was not imported.\n\n%1\n\nFix the file in a text "
                               "editor or in the wizard, then import it again.")
                                .arg(loaded.error));
        return false;
    }
    Request r;
    r.title = QFileInfo(fileName).completeBaseName().left(200);
    r.team = tr("new team");
    r.plan = *loaded.plan;
    m_view->addRequest(r);
    statusBar()->showMessage(tr("Imported %1 as the last request: type its team, title, priority "
                                "and period in the table.")
                                 .arg(QFileInfo(fileName).fileName()),
                             8000);
    return true;
}

bool ReviewWindow::openInWizard(int index)
{
    if (index < 0 || index >= int(m_view->review().requests.size()))
        return false;
    const Request &r = m_view->review().requests[size_t(index)];
    const auto plan = m_dialogs.editPlan(r.plan, r.title);
    if (!plan)
        return false;
    m_view->setRequestPlan(index, *plan);
    return true;
}

bool ReviewWindow::editJob(int index)
{
    if (index < 0 || index >= int(m_view->review().requests.size()))
        return false;
    const auto r = m_dialogs.editJob(m_view->review().requests[size_t(index)]);
    if (!r)
        return false;
    m_view->setRequestJob(index, r->plan, r->job);
    return true;
}

bool ReviewWindow::exportReport(const QString &fileName)
{
    const QStringList written = writeReportFile(
        this, fileName, m_dialogs.showError,
        [this](const QString &f, const ReportLook &look, QStringList *files) {
            report::ReviewReportOptions o;
            o.mask = m_view->isMasked();
            o.theme = look.theme;
            o.pageSize = look.pageSize;
            o.reviewFileName = m_view->fileName();
            return report::writeReviewReport(*m_catalog, m_view->review(), o, f, files);
        });
    if (written.isEmpty())
        return false;
    // A PNG per slide: FILE.png, then FILE-2.png ... FILE-N.png.
    statusBar()->showMessage(
        written.size() > 1
            ? tr("Wrote %1 to %2, one PNG per slide.")
                  .arg(QFileInfo(written.first()).fileName(), QFileInfo(written.last()).fileName())
            : tr("Wrote %1.").arg(QFileInfo(fileName).fileName()),
        5000);
    return true;
}

void ReviewWindow::setLiveConnection(live::LiveConnection *connection)
{
    m_live = connection;
    m_adviceDock->setLiveConnection(connection);
}

bool ReviewWindow::readCapacity()
{
    if (m_reader || m_presenting)
        return false;
    if (m_view->isMasked()) { // what is read names projects and reservations
        m_dialogs.showError(tr("Names are masked, and capacity read from a project shows them. "
                               "Turn off View ▸ Mask Names, then read again."));
        return false;
    }
    if (!m_live || !m_live->isConnected() || !m_live->client()) {
        m_dialogs.showError(tr("Not connected to a Google Cloud project, so nothing was read. "
                               "Connect one in the main window (File ▸ Connect Project…), then "
                               "choose Read Capacity from Project… again."));
        return false;
    }
    // The connection's project, else the one the requests' plans name.
    QString suggested = m_live->project();
    for (const Request &r : m_view->review().requests)
        if (suggested.isEmpty())
            suggested = r.plan.projectId;
    const QString project = m_dialogs.chooseProject(suggested);
    if (project.isEmpty())
        return false;
    if (const QString why = model::checkGcpProjectId(project); !why.isEmpty()) {
        m_dialogs.showError(tr("Project \"%1\" %2. Nothing was read.")
                                .arg(model::printableText(project.left(80)), why));
        return false;
    }
    m_reader = new live::CapacityReader(m_live->client(), m_live->roots(), this);
    m_readProgress = new QProgressDialog(
        tr("Reading the TPU reservations and quota of project %1…").arg(project), tr("Cancel"), 0,
        0, this);
    m_readProgress->setObjectName(QStringLiteral("capacityReadProgress"));
    m_readProgress->setWindowTitle(tr("Read Capacity from Project"));
    m_readProgress->setMinimumDuration(500);
    m_readProgress->setAutoClose(false);
    m_readProgress->setAutoReset(false);
    connect(m_readProgress, &QProgressDialog::canceled, m_reader, &live::CapacityReader::cancel);
    connect(m_reader, &live::CapacityReader::progress, m_readProgress,
            [p = m_readProgress](int done, int total) {
                p->setMaximum(total);
                p->setValue(done);
            });
    connect(m_reader, &live::CapacityReader::finished, this,
            [this](const live::CapacityReading &reading, bool cancelled) {
                m_readProgress->deleteLater();
                m_readProgress = nullptr;
                m_reader->deleteLater();
                m_reader = nullptr;
                if (cancelled) {
                    statusBar()->showMessage(tr("Reading the capacity was cancelled; the review "
                                                "is unchanged."),
                                             5000);
                    return;
                }
                applyReading(reading, m_dialogs.confirmReading(reading));
            });
    m_reader->start(*m_catalog, project);
    return true;
}

bool ReviewWindow::applyReading(const live::CapacityReading &reading, Dialogs::ReadChoice choice)
{
    if (choice == Dialogs::ReadChoice::Cancel)
        return false;
    const Capacity next = withReadCapacity(m_view->review().capacity, reading.capacity(),
                                           choice == Dialogs::ReadChoice::Replace);
    if (const QString why = m_view->capacityEditor()->replaceCapacity(next); !why.isEmpty()) {
        m_dialogs.showError(why);
        return false;
    }
    statusBar()->showMessage(
        tr("Read %n reservation(s)", nullptr, int(reading.reservations.size())) +
            tr(" and %n quota(s) from project %1.", nullptr, int(reading.quotas.size()))
                .arg(reading.project),
        8000);
    return true;
}

bool ReviewWindow::maybeSave()
{
    return m_file.maybeSave(QFileInfo(m_view->fileName()).fileName());
}

void ReviewWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        rememberLayout();
        event->accept();
    } else
        event->ignore();
}

} // namespace tpu::ui
