#pragma once

#include "catalog.h"
#include "planedit.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <functional>
#include <memory>

class QLabel;
class QMenu;
class QStackedWidget;
class QTimer;

namespace tpu::live {
class SecretStore;
}

namespace tpu::ui {

class Autosave;
class FindingsPanel;
class CatalogController;
class LiveController;
class PlanDocument;
class PlanUndo;
class PlanWizard;
class PresentationView;
class ReviewWindow;

// The application window: the planning wizard, the findings panel, the File menu (New, Open,
// Open Recent, Save, Save As, Export), autosave with recovery after a crash, and the theme.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    // Every question the window asks the user, replaceable by tests.
    struct Dialogs
    {
        enum class SaveChoice
        {
            Save,
            Discard,
            Cancel
        };
        std::function<SaveChoice(const QString &planName)> askSaveChanges;
        std::function<QString(const QString &dir)> chooseOpenFile; // empty: cancelled
        std::function<QString(const QString &suggested)> chooseSaveFile;
        std::function<QString(const QString &dir)> chooseExportDir;
        std::function<QString(const QString &suggested)> chooseReportFile; // .pdf or .png
        std::function<bool(const QString &question)> confirm;              // yes/no
        std::function<void(const QString &message)> showError;
        std::function<void(const QString &message)> showInfo;
    };

    explicit MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr,
                        const QString &autosaveDir = {});
    ~MainWindow() override;

    Dialogs &dialogs() { return m_dialogs; }
    PlanDocument *document() const { return m_document; }
    PlanWizard *wizard() const { return m_wizard; }
    Autosave *autosave() const { return m_autosave.get(); }
    PlanUndo *undo() const { return m_undo; }
    QMenu *recentMenu() const { return m_recentMenu; }
    LiveController *live() const { return m_live; }
    CatalogController *catalogController() const { return m_catalogController; }

    bool openPlan(const QString &fileName); // false (and the error shown) when unreadable
    // A capacity review (NAME.tpureview) in a window of its own beside the wizard; nullptr (and
    // the error shown, and printed on stderr) when the file is not a usable review.
    ReviewWindow *openReview(const QString &fileName);
    bool save();
    bool saveAs();
    bool exportToFolder();
    void newPlan();
    // Offers the newest autosave that a crashed session left behind; true if one was recovered.
    bool offerRecovery();
    void autosaveNow();
    void scheduleAutosave(); // after each edit: autosaveNow() within 2 s
    QStringList recentFiles() const;
    // File ▸ Export Report…: PDF or PNG of the plan as shown (masked while masking, dark in a dark
    // theme). False (and the error shown) when not written.
    bool exportReport();

    // Presentation mode (View ▸ Presentation, F11; Esc leaves): full screen, one overview of the
    // plan, names masked unless the user turns masking off; the wizard's steps stay one key away.
    void setPresenting(bool on);
    bool isPresenting() const { return m_presenting; }
    void showOverview(); // back from a wizard step while presenting
    PresentationView *presentationView() const { return m_presentation; }
    void setTypeScale(int percent); // applied to the whole app and remembered
    void fitToScreen();             // the normal window within its screen's available area

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    bool maybeSave();
    bool saveTo(const QString &fileName);
    void addRecent(const QString &fileName);
    void rebuildRecentMenu();
    QString shownPath(const QString &fileName) const; // the shown name while names are masked
    void updateTitle();
    void showChanges(model::Step step, const std::vector<model::PlanChange> &changes);
    void showBanner();
    void dropStaleMessages();
    void buildMenus();
    void buildLive();
    void buildLanguageMenu(QMenu *view);

    std::shared_ptr<const catalog::Catalog> m_catalog;
    PlanDocument *m_document;
    PlanWizard *m_wizard;
    PlanUndo *m_undo;
    FindingsPanel *m_findings;
    // A line of the side banner: a change reconcile made, and the plan it was made on, so that
    // it goes once the user changes that step again.
    struct Message
    {
        model::PlanChange change;
        model::Plan plan;
    };
    std::vector<Message> m_changes;
    model::Step m_changesStep = model::Step::Mode;
    model::Plan m_lastPlan; // the plan before the latest change, to see what changed
    QLabel *m_changesLabel;
    QWidget *m_changesBanner;
    QMenu *m_recentMenu = nullptr;
    QTimer *m_autosaveTimer;
    QElapsedTimer m_autosavePending; // since the first edit not yet autosaved
    QStackedWidget *m_stack = nullptr;
    QWidget *m_wizardArea = nullptr;
    PresentationView *m_presentation = nullptr;
    QAction *m_presentAction = nullptr, *m_maskAction = nullptr, *m_leaveAction = nullptr;
    bool m_presenting = false, m_maskedBeforePresenting = false, m_findingsWasVisible = true;
    Qt::WindowStates m_statesBeforePresenting;
    std::unique_ptr<Autosave> m_autosave;
    Dialogs m_dialogs;
    std::unique_ptr<live::SecretStore> m_keychain;
    LiveController *m_live = nullptr;
    CatalogController *m_catalogController = nullptr;
};

} // namespace tpu::ui
