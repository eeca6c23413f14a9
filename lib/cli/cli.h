#pragma once

#include <QStringList>

class QTextStream;

namespace tpu::cli {

// Exit codes of every verb (documented in the README).
enum ExitCode { Ok = 0, PlanHasErrors = 1, UnusableInput = 2 };

// True when `args` (without the program name) ask for the command line rather than the GUI.
bool isCliInvocation(const QStringList &args);

// True when the verb draws (report): main() then makes an offscreen QGuiApplication, for fonts.
bool needsGuiApplication(const QStringList &args);

// Runs one verb. `args` excludes the program name. Output to `out`, diagnostics to `err`.
int run(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace tpu::cli
