#include "ui/shell/documentcontroller.h"

#include "document/autosave.h"
#include "document/plandocument.h"
#include "model/planfile.h"
#include "ui/common/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QTimer>
#include <algorithm>

namespace tpu::ui {

namespace {
// document::Autosave: 700 ms after the last edit, and never later than 1.5 s after the first
// unsaved one, so that every edit is on disk within 2 s even while the user keeps typing.
const int kAutosaveQuietMs = 700;
const int kAutosaveMaxDelayMs = 1500;
// Plan files are NAME.tpuplan (MIME type application/x-tpu-plan+json, packaging/); plans saved
// before the file type existed are .json and still open.
const QString kPlanSuffix = QStringLiteral("tpuplan");
} // namespace

DocumentController::DocumentController(document::PlanDocument *document, Dialogs &dialogs,
                                       const QString &autosaveDir, QObject *parent)
    : QObject(parent), m_document(document), m_dialogs(dialogs),
      m_autosave(std::make_unique<document::Autosave>(
          autosaveDir.isEmpty() ? document::Autosave::defaultDir() : autosaveDir)),
      m_autosaveTimer(new QTimer(this)),
      m_recent(new RecentFiles(settings::RecentKind::Plans,
                               {[this] { return m_document->maskNames(); },
                                [](int n) { return tr("&%1 Recent plan %1 (name masked)").arg(n); },
                                [this](const QString &f) { return maybeSave() && openPlan(f); }},
                               this)),
      m_file(kPlanSuffix, fileHooks())
{
    m_autosaveTimer->setSingleShot(true);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentController::autosaveNow);
    connect(m_document, &document::PlanDocument::planChanged, this,
            &DocumentController::scheduleAutosave);
    connect(m_document, &document::PlanDocument::maskNamesChanged, m_recent,
            &RecentFiles::rebuildMenu);
}

DocumentController::~DocumentController() = default;

void DocumentController::setRecentMenu(QMenu *menu)
{
    m_recent->setMenu(menu);
}

void DocumentController::newPlan()
{
    m_document->reset(document::PlanDocument::newPlan(), QString());
    m_autosave->discard();
    emit planStarted();
}

namespace {
// Where a plan dialog starts: the folder it last chose a plan in; else the open plan's folder;
// else Documents or home. Never the process's working directory (often "/" when started from a
// desktop menu), which is where a dialog given an empty or relative path would start.
QString planDialogFolder(const QString &remembered, const QString &planFile)
{
    if (!remembered.isEmpty() && QFileInfo(remembered).isDir())
        return remembered;
    if (!planFile.isEmpty())
        return QFileInfo(planFile).absolutePath();
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !docs.isEmpty() && QFileInfo(docs).isDir() ? docs : QDir::homePath();
}
} // namespace

bool DocumentController::openWithDialog()
{
    if (!maybeSave())
        return false;
    const QString f =
        m_dialogs.chooseOpenFile(planDialogFolder(settings::lastOpenDir(), m_document->fileName()));
    if (f.isEmpty() || !openPlan(f))
        return false;
    settings::setLastOpenDir(QFileInfo(f).absolutePath());
    return true;
}

bool DocumentController::openPlan(const QString &fileName)
{
    const model::io::FileStamp stamp = model::io::stampOf(fileName); // before the read
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
    m_file.read(m_document->fileName(), stamp);
    m_autosave->discard();
    m_recent->add(m_document->fileName());
    emit planLoaded();
    emit statusMessage(tr("Opened %1.").arg(shownPath(fileName)), 5000);
    return true;
}

DocumentFile::Hooks DocumentController::fileHooks()
{
    DocumentFile::Hooks h;
    h.fileName = [this] { return m_document->fileName(); };
    h.isModified = [this] { return m_document->isModified(); };
    // A saved plan: its own file; an untitled one: its cluster's name in the last Save folder.
    h.suggestedFile = [this] {
        if (!m_document->fileName().isEmpty())
            return m_document->fileName();
        return QDir(planDialogFolder(settings::lastSaveDir(), QString()))
            .filePath(m_document->plan().clusterName + QLatin1Char('.') + kPlanSuffix);
    };
    h.askThrough(m_dialogs);
    h.write = [this](const QString &fileName, const model::io::FileStamp *unchangedSince) {
        return model::PlanFile::save(m_document->plan(), fileName, unchangedSince);
    };
    h.notSaved = [](const QString &error) {
        return tr("The plan was not saved: %1\n\nYour changes are still here; save to another "
                  "place.")
            .arg(error);
    };
    h.saved = [this](const QString &fileName) {
        m_document->setFileName(QFileInfo(fileName).absoluteFilePath());
        m_document->setModified(false);
        m_autosave->discard();
        m_recent->add(m_document->fileName());
        emit statusMessage(tr("Saved %1.").arg(shownPath(fileName)), 5000);
    };
    h.savedAs = [](const QString &fileName) {
        settings::setLastSaveDir(QFileInfo(fileName).absolutePath());
    };
    return h;
}

bool DocumentController::save()
{
    return m_file.save();
}

bool DocumentController::saveAs()
{
    return m_file.saveAs();
}

bool DocumentController::maybeSave()
{
    return m_file.maybeSave(m_document->displayName(), [this] { m_autosave->discard(); });
}

void DocumentController::discardAutosave()
{
    m_autosaveTimer->stop();
    m_autosavePending.invalidate();
    m_autosave->discard();
}

void DocumentController::scheduleAutosave()
{
    if (!m_autosavePending.isValid())
        m_autosavePending.start();
    const qint64 left = kAutosaveMaxDelayMs - m_autosavePending.elapsed();
    m_autosaveTimer->start(int(std::clamp<qint64>(left, 0, kAutosaveQuietMs)));
}

void DocumentController::autosaveNow()
{
    m_autosaveTimer->stop();
    m_autosavePending.invalidate();
    if (!m_document->isModified())
        return;
    const QString error = m_autosave->write(m_document->plan(), m_document->fileName());
    emit statusMessage(error.isEmpty() ? tr("Autosaved.") : tr("Autosave failed: %1").arg(error),
                       3000);
}

bool DocumentController::offerRecovery()
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
        document::Autosave::removeOrphan(o);
        return false;
    }
    m_document->reset(o.plan, o.originalFile, true);
    // The recovered work moves into this session's slot; the old one goes only once that worked.
    const QString error = m_autosave->write(m_document->plan(), m_document->fileName());
    if (error.isEmpty())
        document::Autosave::removeOrphan(o);
    else
        m_dialogs.showError(tr("The recovered changes are on screen but could not be autosaved "
                               "again (%1); the old autosave is kept. Save the plan.")
                                .arg(error));
    emit planLoaded();
    emit statusMessage(tr("Recovered the unsaved changes; save them to keep them."), 8000);
    return true;
}

QStringList DocumentController::recentFiles() const
{
    return m_recent->files();
}

QString DocumentController::shownPath(const QString &fileName) const
{
    return m_document->maskNames() ? m_document->shownName() : fileName;
}

} // namespace tpu::ui
