#pragma once

#include "catalog.h"
#include "planedit.h"

#include <QMainWindow>
#include <functional>
#include <memory>

class QLabel;
class QMenu;
class QTimer;

namespace tpu::ui {

class Autosave;
class FindingsPanel;
class PlanDocument;
class PlanWizard;

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
        std::function<bool(const QString &question)> confirm; // yes/no
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
    QMenu *recentMenu() const { return m_recentMenu; }

    bool openPlan(const QString &fileName); // false (and the error shown) when unreadable
    bool save();
    bool saveAs();
    bool exportToFolder();
    void newPlan();
    // Offers the newest autosave that a crashed session left behind; true if one was recovered.
    bool offerRecovery();
    void autosaveNow();
    QStringList recentFiles() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    bool maybeSave();
    bool saveTo(const QString &fileName);
    void addRecent(const QString &fileName);
    void rebuildRecentMenu();
    void updateTitle();
    void showChanges(model::Step step, const std::vector<model::PlanChange> &changes);
    void buildMenus();
    void buildLanguageMenu(QMenu *view);

    std::shared_ptr<const catalog::Catalog> m_catalog;
    PlanDocument *m_document;
    PlanWizard *m_wizard;
    FindingsPanel *m_findings;
    QLabel *m_changesLabel;
    QWidget *m_changesBanner;
    QMenu *m_recentMenu = nullptr;
    QTimer *m_autosaveTimer;
    std::unique_ptr<Autosave> m_autosave;
    Dialogs m_dialogs;
};

} // namespace tpu::ui
