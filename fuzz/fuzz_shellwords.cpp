// The command field's shell-word splitter: any line splits or says why not, and any word list
// joined and split again gives the same words.
#include "model/shellquote.h"

#include <cstddef>
#include <cstdint>

using namespace tpu::model;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString line = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const ShellWords words = splitShellWords(line);
    if (!words.error.isEmpty() && !words.args.isEmpty())
        __builtin_trap();
    const ShellWords again = splitShellWords(joinShellWords(words.args));
    if (!again.error.isEmpty() || again.args != words.args)
        __builtin_trap();
    // The input's own lines as a word list, too (newlines, quotes and all).
    const QStringList list = line.split(QLatin1Char('\x1f'));
    const ShellWords back = splitShellWords(joinShellWords(list));
    if (!back.error.isEmpty() || back.args != list)
        __builtin_trap();
    return 0;
}
