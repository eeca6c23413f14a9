#pragma once

#include "model/atomicfile.h"
#include "ui/common/documentfile.h"
#include "ui/common/recentfiles.h"
#include "ui/shell/dialogs.h"

#include <QElapsedTimer>
#include <QObject>
#include <memory>

class QMenu;
class QTimer;

namespace tpu::document {
class Autosave;
class PlanDocument;
} // namespace tpu::document

namespace tpu::ui {

// The plan as a file: New, Open, Open Recent, Save, Save As, the question before unsaved changes
// are dropped, autosave within 2 s of an edit, and recovery of a crashed session's changes.
// It asks through Dialogs and reports through statusMessage(); the window only shows them.
class DocumentController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DocumentController)

public:
    DocumentController(document::PlanDocument *document, Dialogs &dialogs,
                       const QString &autosaveDir, QObject *parent = nullptr);
    ~DocumentController() override;

    // The Open Recent menu this controller fills (kept in step with masking and the list).
    void setRecentMenu(QMenu *menu);

    bool openPlan(const QString &fileName); // false (and the error shown) when unreadable
    bool openWithDialog();                  // asks to save first, then for a file
    bool save();
    bool saveAs();
    void newPlan();
    bool maybeSave(); // true when the changes are saved or may be dropped
    // Offers the newest autosave that a crashed session left behind; true if one was recovered.
    bool offerRecovery();
    void autosaveNow();
    void scheduleAutosave(); // after each edit: autosaveNow() within 2 s
    void discardAutosave();  // the window closes with nothing unsaved
    QStringList recentFiles() const;
    document::Autosave *autosave() const { return m_autosave.get(); }
    QString shownPath(const QString &fileName) const; // the shown name while names are masked

signals:
    void statusMessage(const QString &text, int timeoutMs);
    void planStarted(); // a new, empty plan: the wizard starts again
    void planLoaded();  // a plan from a file or a recovery: the wizard shows what needs attention

private:
    DocumentFile::Hooks fileHooks(); // what a save means for a plan

    document::PlanDocument *m_document;
    Dialogs &m_dialogs;
    std::unique_ptr<document::Autosave> m_autosave;
    QTimer *m_autosaveTimer;
    QElapsedTimer m_autosavePending; // since the first edit not yet autosaved
    RecentFiles *m_recent;           // Open Recent: the plans
    DocumentFile m_file;             // Save, Save As, the question before changes are dropped
};

} // namespace tpu::ui
