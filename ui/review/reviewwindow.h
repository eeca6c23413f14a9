#pragma once

#include "model/atomicfile.h"
#include "review/review.h"
#include "ui/common/documentfile.h"

#include <QFont>
#include <QMainWindow>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>

namespace tpu::catalog {
class Catalog;
}
namespace tpu::document {
class PlanDocument;
}
namespace tpu::live {
class CapacityReader;
class LiveConnection;
struct CapacityReading;
} // namespace tpu::live
class QProgressDialog;
class QUndoStack;

namespace tpu::ui {

class RecentFiles;
class RequestAdviceDock;
class ReviewView;

// A capacity review as a document in a window of its own beside the wizard (issue 22): File
// (Open Recent, Save, Save As, Import Plan…, Export Report…, Close: unsaved changes are asked
// about), Edit
// (Undo, Redo: every change of the review, as in the plan window), Review (Open in the Wizard,
// Remove Request, Move Up/Down), and the ReviewView.
class ReviewWindow final : public QMainWindow
{
    Q_OBJECT
public:
    // Every question the window asks the user, replaceable by tests.
    struct Dialogs
    {
        using SaveChoice = DocumentFile::SaveChoice;
        std::function<SaveChoice(const QString &reviewName)> askSaveChanges;
        std::function<QString(const QString &suggested)> chooseSaveFile;   // empty: cancelled
        std::function<QString(const QString &dir)> choosePlanFile;         // empty: cancelled
        std::function<QString(const QString &suggested)> chooseReportFile; // .pdf, .png
        // The request's plan through the wizard: the edited plan, or nothing when cancelled.
        std::function<std::optional<model::Plan>(const model::Plan &plan, const QString &title)>
            editPlan;
        // Model and Job…: Size from a Model over a copy of the request's plan and job; the
        // request as it comes back (its job set, taken away, or its plan given a fit), or
        // nothing when nothing changed.
        std::function<std::optional<review::Request>(const review::Request &request)> editJob;
        std::function<void(const QString &message)> showError;
        // Read from Project…: the project to read (empty: cancelled), then what to do with
        // what was read.
        enum class ReadChoice
        {
            Replace,
            Merge,
            Cancel
        };
        std::function<QString(const QString &suggested)> chooseProject;
        std::function<ReadChoice(const live::CapacityReading &reading)> confirmReading;
    };

    ReviewWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr);
    ~ReviewWindow() override;

    // Reads the file into a new window; nullptr (and `error` saying where in the file and what
    // to do) when it is not a usable review.
    static ReviewWindow *open(std::shared_ptr<const catalog::Catalog> catalog,
                              const QString &fileName, QWidget *parent, QString *error);

    Dialogs &dialogs() { return m_dialogs; }
    ReviewView *view() const { return m_view; }
    QUndoStack *undoStack() const { return m_undo; }
    bool isModified() const { return isWindowModified(); }
    // View ▸ Mask Names, here or in the main window: one state. With a masking source (the main
    // window's plan document), the source holds it: masking here masks the main window too, and
    // masking there shows here at once (while presenting too).
    void setMasked(bool masked);
    bool isMasked() const;
    void setMaskingSource(document::PlanDocument *source);
    // View ▸ Presentation (F11; Esc leaves): full screen, names masked unless the user turns
    // masking off, the requests and the charts only, nothing editable; the type is the
    // application's type size (View ▸ Larger Text, Ctrl+Plus; Smaller, Ctrl+Minus; Normal,
    // Ctrl+0: 100 to 250 %, shared with the main window and remembered), at least 150 %.
    void setPresenting(bool on);
    bool isPresenting() const { return m_presenting; }
    static constexpr int kPresentationTypeScale = 150; // percent, the least while presenting
    void setTypeScale(int percent); // the application's, as MainWindow::setTypeScale
    // Within the screen's available area (a 1366x768 laptop too): smaller and moved if needed.
    void fitToScreen();

    bool save();
    bool saveAs();
    bool importPlan(const QString &fileName); // false (and the error shown) when unreadable
    bool openInWizard(int index);             // false when cancelled
    bool editJob(int index);                  // Review ▸ Model and Job…; false when unchanged
    // PDF (overview, then a page per request) or PNG slides (FILE.png, FILE-2.png, ...)
    // as shown: masked while masking. False (and the error shown) when not written.
    bool exportReport(const QString &fileName);
    bool maybeSave(); // true when the window may close

    // The main window's connection to a Google Cloud project (File ▸ Connect Project…); may
    // be null or disconnected, then Read from Project… says how to connect.
    void setLiveConnection(live::LiveConnection *connection);
    // Review ▸ Read Capacity from Project…: asks for the project and starts reading its TPU
    // reservations and quota; when they are in, shows them and replaces or merges the review's
    // capacity as the user chooses. False when nothing was started (not connected, cancelled).
    bool readCapacity();
    bool isReadingCapacity() const { return m_reader != nullptr; }
    // What was read, into the review (each entry marked as read from the project). False when
    // cancelled or refused (the error shown).
    bool applyReading(const live::CapacityReading &reading, Dialogs::ReadChoice choice);

protected:
    void closeEvent(QCloseEvent *event) override;
    // View ▸ Language in the main window: the menus and the review view are made again in the
    // new language, over the same review, file, masking, presentation, tab and selection.
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void connectView();
    DocumentFile::Hooks fileHooks(); // what a save means for a review
    void updateTitle();
    void buildMenus();
    void importPlanFromDialog();   // File ▸ Import Plan…
    void exportReportFromDialog(); // File ▸ Export Report…
    // File ▸ Open Recent: the review in a window of its own beside this one (this one when it
    // is its file); false (and the error shown) when it could not be read.
    bool openRecent(const QString &fileName);
    void applyPresentationFont();
    void rememberLayout();        // the size, place and splitter, for the next review window
    void showMasked(bool masked); // the view, the action and the title as the state says

    std::shared_ptr<const catalog::Catalog> m_catalog;
    ReviewView *m_view;
    QUndoStack *m_undo; // the review's edits; kept when the view is made again (language)
    Dialogs m_dialogs;
    QAction *m_maskAction = nullptr, *m_presentAction = nullptr, *m_leaveAction = nullptr;
    bool m_presenting = false, m_maskedBeforePresenting = false;
    Qt::WindowStates m_statesBeforePresenting;
    QPointer<live::LiveConnection> m_live;
    RequestAdviceDock *m_adviceDock = nullptr;     // Google's advice for the selected request
    QPointer<document::PlanDocument> m_maskSource; // holds the masking state when set
    live::CapacityReader *m_reader = nullptr;
    QProgressDialog *m_readProgress = nullptr;
    bool m_retranslatePending = false;
    RecentFiles *m_recent = nullptr; // Open Recent: the reviews
    DocumentFile m_file;             // Save, Save As, the question before changes are dropped
};

} // namespace tpu::ui
