#pragma once

#include <QStringList>

namespace tpu::model {

// Quotes one argument for POSIX shells: returned unchanged when it holds only characters no
// shell treats specially, else in single quotes (a ' inside becomes '\''). No user text can end
// its argument or start another command.
QString shellQuote(const QString &arg);

// Text for a "# ..." comment line: line breaks and other control characters become spaces, so
// that no text (a plan file's topology, say) can end the comment and start a command.
QString commentText(const QString &text);

} // namespace tpu::model

namespace tpu::model {

// A command line in POSIX shell quoting ('single', "double", backslash escapes) split into its
// arguments, the inverse of joining shellQuote()d arguments with spaces. No expansion happens.
struct ShellWords
{
    QStringList args;
    QString error; // non-empty: why the line cannot be split (an unclosed quote)
};
ShellWords splitShellWords(const QString &line);
QString joinShellWords(const QStringList &args);

} // namespace tpu::model
