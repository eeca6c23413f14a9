#pragma once

#include "review/review.h"

#include <QFont>
#include <QMainWindow>
#include <functional>
#include <memory>
#include <optional>

namespace tpu::catalog {
class Catalog;
}

namespace tpu::ui {

class ReviewView;

// A capacity review as a document in a window of its own beside the wizard (issue 22): File
// (Save, Save As, Import Plan…, Export Report…, Close: unsaved changes are asked about), Review
// (Open in the Wizard, Remove Request, Move Up/Down), and the ReviewView.
class ReviewWindow final : public QMainWindow
{
    Q_OBJECT
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
        std::function<SaveChoice(const QString &reviewName)> askSaveChanges;
        std::function<QString(const QString &suggested)> chooseSaveFile;   // empty: cancelled
        std::function<QString(const QString &dir)> choosePlanFile;         // empty: cancelled
        std::function<QString(const QString &suggested)> chooseReportFile; // .pdf, .png
        // The request's plan through the wizard: the edited plan, or nothing when cancelled.
        std::function<std::optional<model::Plan>(const model::Plan &plan, const QString &title)>
            editPlan;
        std::function<void(const QString &message)> showError;
    };

    ReviewWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr);
    ~ReviewWindow() override;

    // Reads the file into a new window; nullptr (and `error` saying where in the file and what
    // to do) when it is not a usable review.
    static ReviewWindow *open(std::shared_ptr<const catalog::Catalog> catalog,
                              const QString &fileName, QWidget *parent, QString *error);

    Dialogs &dialogs() { return m_dialogs; }
    ReviewView *view() const { return m_view; }
    bool isModified() const { return isWindowModified(); }
    void setMasked(bool masked); // View ▸ Mask Names, here or in the main window
    // View ▸ Presentation (F11; Esc leaves): full screen, type 150 %, names masked unless the
    // user turns masking off, the requests and the charts only, nothing editable.
    void setPresenting(bool on);
    bool isPresenting() const { return m_presenting; }
    static constexpr int kPresentationTypeScale = 150; // percent

    bool save();
    bool saveAs();
    bool importPlan(const QString &fileName); // false (and the error shown) when unreadable
    bool openInWizard(int index);             // false when cancelled
    // PDF (overview, then a page per request) or PNG (the overview) as shown: masked while
    // masking. False (and the error shown) when not written.
    bool exportReport(const QString &fileName);
    bool maybeSave(); // true when the window may close

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    bool saveTo(const QString &fileName);
    void updateTitle();
    void buildMenus();

    std::shared_ptr<const catalog::Catalog> m_catalog;
    ReviewView *m_view;
    Dialogs m_dialogs;
    QAction *m_maskAction = nullptr, *m_presentAction = nullptr, *m_leaveAction = nullptr;
    bool m_presenting = false, m_maskedBeforePresenting = false;
    Qt::WindowStates m_statesBeforePresenting;
    QFont m_fontBeforePresenting;
};

} // namespace tpu::ui
