// Load a plan, export it as `export --force` would, and check what makes the generated scripts
// safe (issue 35): every gcloud command's words, as gcloud.sh and apply.sh write them, split back
// into exactly the arguments gcloud gets; every variable at a script's top holds exactly the
// plan's value; no script or README command line holds a control character or an unclosed quote
// outside a comment; and every value that is not a flag stands after gcloud's "--".
#include "catalog/catalogloader.h"
#include "export/exportbundle.h"
#include "export/gcloudscript.h"
#include "model/planfile.h"
#include "model/shellquote.h"
#include "model/snapshot.h"

#include <cstddef>
#include <cstdint>

using namespace tpu;

namespace {

void check(bool ok)
{
    if (!ok)
        __builtin_trap();
}

// One word, split back: exactly `arg`.
void splitsTo(const QString &word, const QString &arg)
{
    const model::ShellWords w = model::splitShellWords(word);
    check(w.error.isEmpty() && w.args == QStringList{arg});
}

void commandSplitsBack(const exporters::GcloudCommand &cmd)
{
    check(cmd.args.size() == cmd.words.size());
    const qsizetype end = cmd.args.indexOf(QStringLiteral("--"));
    for (qsizetype i = 0; i < cmd.args.size(); ++i) {
        const QString &word = cmd.words.at(i).text();
        // Before "--": command words and flags only; nothing a value could make an option of.
        if (end < 0 || i < end)
            check(i < 2 || cmd.args.at(i).startsWith(QLatin1String("--")) ||
                  !cmd.args.at(i).startsWith(QLatin1Char('-')));
        if (word.endsWith(QLatin1String("}\""))) // a "${VAR}" reference: the variable's value
            continue;
        splitsTo(word, cmd.args.at(i));
    }
}

// Every line of a script (or of the README's code blocks) outside a comment: no control
// character but the line break, and its quotes closed on the line.
void linesAreClosed(const QString &text, bool readme)
{
    bool inBlock = !readme;
    for (const QString &raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.trimmed();
        if (readme && line.startsWith(QLatin1String("```"))) {
            inBlock = !inBlock;
            continue;
        }
        if (!inBlock || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char('>')))
            continue;
        for (const QChar c : line)
            check(c.unicode() >= 0x20 && c.unicode() != 0x7f);
        check(model::splitShellWords(line).error.isEmpty());
    }
}

// The "NAME=VALUE" line at the top of `script`: VALUE splits back to exactly `value`.
void variableHolds(const QString &script, const QString &name, const QString &value)
{
    const QString prefix = QLatin1Char('\n') + name + QLatin1Char('=');
    const qsizetype at = script.indexOf(prefix);
    check(at >= 0);
    const qsizetype start = at + prefix.size();
    splitsTo(script.mid(start, script.indexOf(QLatin1Char('\n'), start) - start), value);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const auto catalog =
        catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath()).catalog;
    check(catalog != nullptr);
    const auto l = model::PlanFile::fromBytes(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("fuzz"));
    if (!l.plan)
        return 0;
    const auto snap = model::makeSnapshot(*catalog, *l.plan);
    const model::Plan &p = snap->plan;
    for (const auto &cmd : exporters::gcloudCommands(*snap)) {
        commandSplitsBack(cmd);
        exporters::GcloudCommand exists;
        exists.args = cmd.existsArgs;
        exists.words = cmd.existsWords;
        commandSplitsBack(exists);
    }
    if (const auto gate = exporters::versionGate(*snap))
        commandSplitsBack(gate->query);
    for (const auto &f :
         exporters::exportFiles(*snap, {QStringLiteral("gcloud"), QStringLiteral("apply")})) {
        const QString text = QString::fromUtf8(f.bytes);
        linesAreClosed(text, f.name == QLatin1String("README.md"));
        if (!f.name.endsWith(QLatin1String(".sh")))
            continue;
        variableHolds(text, QStringLiteral("PROJECT"), exporters::projectOrPlaceholder(p));
        variableHolds(text, QStringLiteral("REGION"), p.region());
        variableHolds(text, QStringLiteral("ZONE"), p.zone);
        variableHolds(text, QStringLiteral("CLUSTER"), p.clusterName);
    }
    return 0;
}
