#pragma once

#include "ui/common/documentfile.h"

#include <QString>
#include <functional>

namespace tpu::ui {

// Every question the main window and its controllers ask the user, replaceable by tests.
struct Dialogs
{
    using SaveChoice = DocumentFile::SaveChoice;
    std::function<SaveChoice(const QString &planName)> askSaveChanges;
    std::function<QString(const QString &dir)> chooseOpenFile; // empty: cancelled
    std::function<QString(const QString &suggested)> chooseSaveFile;
    std::function<QString(const QString &dir)> chooseExportDir;
    std::function<QString(const QString &suggested)> chooseReportFile; // .pdf or .png
    std::function<bool(const QString &question)> confirm;              // yes/no
    std::function<void(const QString &message)> showError;
    std::function<void(const QString &message)> showInfo;
};

} // namespace tpu::ui
