#pragma once

#include "catalog/catalogfwd.h"
#include "ui/shell/dialogs.h"

#include <QMainWindow>
#include <memory>

class QLabel;
class QMenu;
class QStackedWidget;

namespace tpu::live {
class SecretStore;
}

namespace tpu::document {
class Autosave;
class PlanDocument;
} // namespace tpu::document

namespace tpu::ui {

class ChangesBanner;
class DocumentController;
class FindingsPanel;
class CatalogController;
class LiveController;
class PlanUndo;
class PlanWizard;
class PresentationMode;
class PresentationView;
class ReviewWindow;

// The application window: the planning wizard with its changes note, the findings panel, the
// menus, presentation mode, the theme and the language. The plan as a file (open, save, recent
// files, autosave, recovery) is the DocumentController's; the window shows what it says.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    using Dialogs = ui::Dialogs; // every question the window asks, replaceable by tests

    explicit MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr,
                        const QString &autosaveDir = {});
    ~MainWindow() override;

    Dialogs &dialogs() { return m_dialogs; }
    document::PlanDocument *document() const { return m_document; }
    PlanWizard *wizard() const { return m_wizard; }
    document::Autosave *autosave() const;
    DocumentController *documentController() const { return m_file; }
    PlanUndo *undo() const { return m_undo; }
    QMenu *recentMenu() const { return m_recentMenu; }
    LiveController *live() const { return m_live; }
    CatalogController *catalogController() const { return m_catalogController; }

    // The plan as a file (DocumentController): false (and the error shown) when not done.
    bool openPlan(const QString &fileName);
    // A capacity review (NAME.tpureview) in a window of its own beside the wizard; nullptr (and
    // the error shown, and printed on stderr) when the file is not a usable review.
    ReviewWindow *openReview(const QString &fileName);
    bool save();
    bool saveAs();
    void newPlan();
    // Offers the newest autosave that a crashed session left behind; true if one was recovered.
    bool offerRecovery();
    void autosaveNow();
    QStringList recentFiles() const;
    bool exportToFolder();
    // Where the export folder dialog starts (never the working directory).
    QString exportDirSuggestion() const;
    // File ▸ Export Report…: PDF or PNG of the plan as shown (masked while masking, dark in a dark
    // theme). False (and the error shown) when not written.
    bool exportReport();

    // Presentation mode (View ▸ Presentation, F11; Esc leaves): full screen, one overview of the
    // plan, names masked unless the user turns masking off; the wizard's steps stay one key away.
    void setPresenting(bool on);
    bool isPresenting() const;
    void showOverview(); // back from a wizard step while presenting
    PresentationView *presentationView() const;
    void setTypeScale(int percent); // applied to the whole app and remembered
    void fitToScreen();             // the normal window within its screen's available area

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void capFindingsDock();
    void makeRoomForMessage(const QString &message);
    void fitFindingsDock();
    // View ▸ Language switches while the program runs: every text in the window is made again
    // in the new language (menus, steps, findings, the presentation overview); once per switch.
    void retranslate();
    void updateTitle();
    void dropStaleMessages(); // an export's "Exported …" goes once the plan differs
    void buildMenus();
    void buildLive();
    void placeLivePanels();
    void buildLanguageMenu(QMenu *view);

    std::shared_ptr<const catalog::Catalog> m_catalog;
    document::PlanDocument *m_document;
    PlanWizard *m_wizard;
    PlanUndo *m_undo;
    FindingsPanel *m_findings;
    ChangesBanner *m_changesBanner;
    DocumentController *m_file;
    QMenu *m_recentMenu = nullptr;
    QStackedWidget *m_stack = nullptr;
    QWidget *m_wizardArea = nullptr;
    PresentationMode *m_presentationMode = nullptr; // the overview, its actions, full screen
    QAction *m_maskAction = nullptr;
    QObject *m_menuOwner = nullptr; // what buildMenus() makes outside the menus (action groups)
    bool m_retranslatePending = false;
    Dialogs m_dialogs;
    std::unique_ptr<live::SecretStore> m_keychain;
    LiveController *m_live = nullptr;
    CatalogController *m_catalogController = nullptr;
};

} // namespace tpu::ui
