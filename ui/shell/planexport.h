#pragma once
// File ▸ Export… without the window: the questions go through Dialogs, the answer is the status
// line, so a test drives it alone (tests/tst_planexport.cpp).

#include "ui/shell/dialogs.h"

#include <QString>

namespace tpu::model {
struct Plan;
struct Snapshot;
} // namespace tpu::model

namespace tpu::ui {

// Writes the plan's files into a folder the user chooses (Dialogs::chooseExportDir, starting at
// `suggestedDir`): nothing while the plan has errors (Dialogs::showError lists them); into a
// folder that is neither empty nor an earlier export of this plan only when the user agrees;
// files of an earlier export this plan no longer produces removed when the user agrees; all
// files or none, under the folder's lock. Returns the status line ("Exported … to DIR."), empty
// when nothing was exported (the reason shown, unless the user cancelled).
QString exportPlanToFolder(const model::Snapshot &snapshot, const model::Plan &plan,
                           const Dialogs &dialogs, const QString &suggestedDir);

// Where the export folder dialog starts: the last export folder; else the plan file's folder;
// else Documents or home. Never the process's working directory (often "/" when started from a
// desktop menu).
QString exportDirSuggestion(const QString &planFileName);

} // namespace tpu::ui
