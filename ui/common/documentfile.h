#pragma once
// The file half of a document window, one for plans (ui/shell/documentcontroller) and capacity
// reviews (ui/review/reviewwindow): Save over the file last read or written (never over a change
// another program made since), Save As (the suffix added when none is typed), the question before
// unsaved changes are dropped, one writer at a time, and the window's size kept within its
// screen. Each window keeps its own words and what a save means for it (undo's clean state,
// autosave, recent files): it says them through Hooks.

#include "model/atomicfile.h"

#include <QString>
#include <functional>

class QWidget;

namespace tpu::ui {

class DocumentFile
{
public:
    enum class SaveChoice
    {
        Save,
        Discard,
        Cancel
    };
    struct Hooks
    {
        std::function<QString()> fileName; // the document's file, absolute; empty: untitled
        std::function<bool()> isModified;
        std::function<QString()> suggestedFile; // where Save As starts
        // Where to save (Dialogs::chooseSaveFile): empty when cancelled.
        std::function<QString(const QString &suggested)> chooseSaveFile;
        std::function<SaveChoice(const QString &shownName)> askSaveChanges;
        std::function<void(const QString &message)> showError;
        // The format's atomic, checked save (PlanFile::save, ReviewFile::save): the error, empty
        // when written.
        std::function<QString(const QString &fileName, const model::io::FileStamp *unchangedSince)>
            write;
        std::function<QString(const QString &error)> notSaved; // the message when it failed
        // Written to `fileName` (as chosen or given; the document takes its absolute path).
        std::function<void(const QString &fileName)> saved;
        std::function<void(const QString &fileName)> savedAs; // after saved(), Save As only

        // The three questions through a window's dialogs (a struct with chooseSaveFile,
        // askSaveChanges and showError that outlives this), looked up when asked, so that a
        // test's replacement counts.
        template <class Dialogs> void askThrough(Dialogs &dialogs)
        {
            chooseSaveFile = [&dialogs](const QString &suggested) {
                return dialogs.chooseSaveFile(suggested);
            };
            askSaveChanges = [&dialogs](const QString &name) {
                return dialogs.askSaveChanges(name);
            };
            showError = [&dialogs](const QString &message) { dialogs.showError(message); };
        }
    };

    DocumentFile(QString suffix, Hooks hooks); // suffix: "tpuplan", no dot
    Q_DISABLE_COPY_MOVE(DocumentFile)

    // The document was read from `fileName`; `stamp` was taken before the read.
    void read(const QString &fileName, const model::io::FileStamp &stamp);
    bool save(); // Save As when untitled
    bool saveAs();
    bool saveTo(const QString &fileName, const model::io::FileStamp *unchangedSince = nullptr);
    // True when there is nothing unsaved, or the user saved it or chose to drop it (then
    // `discarded` runs).
    bool maybeSave(const QString &shownName, const std::function<void()> &discarded = {});
    // The question itself, the same in every document window: "Save the changes to NAME before
    // closing it?" with &Save (the default), &Don't Save and &Cancel. Windows answer
    // Hooks::askSaveChanges with it.
    static SaveChoice askSaveChangesDialog(QWidget *parent, const QString &shownName);

private:
    QString m_suffix;
    Hooks m_hooks;
    // The file as this window last read or wrote it: Save never replaces a file another program
    // changed since (a `tpu-planner edit`, `review add`, another window); Save As does, as the
    // user chose (issue 35, F4).
    QString m_stampFile;
    model::io::FileStamp m_stamp;
};

// The title of a document window, the same for plans and reviews: "NAME[*] — TPU Planner", the
// [*] shown as the platform's modified marker while `modified`.
QString documentWindowTitle(const QString &shownName);
void showDocumentTitle(QWidget *window, const QString &shownName, bool modified);

// Within the screen's available area (a 1366x768 laptop too): smaller and moved if needed. Not
// for a full-screen or maximized window.
void fitWindowToScreen(QWidget *window);

} // namespace tpu::ui
