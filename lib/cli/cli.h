#pragma once

#include <QStringList>

class QTextStream;

namespace tpu::cli {

// Exit codes of every verb (documented in docs/cli.md).
enum ExitCode
{
    Ok = 0,
    PlanHasErrors = 1,
    UnusableInput = 2
};

// True when `args` (without the program name) ask for the command line rather than the GUI.
bool isCliInvocation(const QStringList &args);

// True when the verb draws (report): main() then makes an offscreen QGuiApplication, for fonts.
bool needsGuiApplication(const QStringList &args);

// Runs one verb. `args` excludes the program name. Output to `out`, diagnostics to `err`.
// Everything printed has control characters (but newline and tab), C1 controls, line separators
// and invisible format characters (bidi overrides) written as \uXXXX (terminalSafe()).
int run(const QStringList &args, QTextStream &out, QTextStream &err);

// `text` with control and format characters as \uXXXX; newlines and tabs stay. Valid inside JSON
// strings too (the escape reads back as the same character).
QString terminalSafe(const QString &text);

// Set by `export --stdout` when stdout is not a terminal: the exported bytes go out exactly.
void setRawStdout(bool raw);

} // namespace tpu::cli
