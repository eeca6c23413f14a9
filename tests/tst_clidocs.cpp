// docs/cli.md against the command line it describes: every ```console block is run, in order, in
// one scratch folder (each block may use the files an earlier one wrote), and prints what the page
// shows, modulo the scratch folder's path; and the synopsis at the top names exactly the flags
// each verb's --help lists. An example or a flag that drifts from the program fails here.
#include "clirun.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString readSource(const QString &relative)
{
    QFile f(QStringLiteral(TPU_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// One "$ command" of a console block and the lines the page shows after it.
struct Step
{
    QString command;
    QStringList expected;
    int line = 0; // in the page, for the failure message
};

std::vector<Step> consoleSteps(const QString &page)
{
    std::vector<Step> steps;
    bool inBlock = false;
    const QStringList lines = page.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (!inBlock) {
            inBlock = line == QLatin1String("```console");
            continue;
        }
        if (line.startsWith(QLatin1String("```"))) {
            inBlock = false;
            continue;
        }
        if (line.startsWith(QLatin1String("$ "))) {
            Step s{line.mid(2), {}, i + 1};
            // A command goes on over lines that end with a backslash.
            while (s.command.endsWith(QLatin1Char('\\')) && i + 1 < lines.size()) {
                s.command.chop(1);
                s.command += QLatin1Char(' ') + lines[++i].trimmed();
            }
            steps.push_back(s);
        } else if (!steps.empty()) {
            steps.back().expected << line;
        }
    }
    return steps;
}

// Whether `actual` shows what `expected` does: line by line, trailing spaces aside; a line "..."
// stands for any number of lines (up to the next expected one), "…" at the end of a line for the
// rest of that line.
bool matches(const QStringList &expected, const QStringList &actual, QString *why)
{
    int a = 0;
    for (int e = 0; e < expected.size(); ++e) {
        const QString want = expected[e].trimmed() == QLatin1String("...")
                                 ? QStringLiteral("...")
                                 : QString(expected[e]).remove(QRegularExpression("\\s+$"));
        if (want == QLatin1String("...")) {
            if (e + 1 == expected.size())
                return true;
            const QString next = QString(expected[e + 1]).remove(QRegularExpression("\\s+$"));
            while (a < actual.size() &&
                   QString(actual[a]).remove(QRegularExpression("\\s+$")) != next)
                ++a;
            continue;
        }
        if (a >= actual.size()) {
            *why = QStringLiteral("the page shows \"%1\"; the program printed no more").arg(want);
            return false;
        }
        const QString got = QString(actual[a++]).remove(QRegularExpression("\\s+$"));
        const bool prefix = want.endsWith(QStringLiteral("…"));
        if (prefix ? !got.startsWith(want.chopped(1)) : got != want) {
            *why = QStringLiteral("the page shows\n  %1\nthe program printed\n  %2").arg(want, got);
            return false;
        }
    }
    if (a < actual.size()) {
        *why =
            QStringLiteral("the program printed more than the page shows: \"%1\"").arg(actual[a]);
        return false;
    }
    return true;
}

} // namespace

class TestCliDocs : public QObject
{
    Q_OBJECT

private slots:
    void consoleBlocksRunAsShown()
    {
        const auto steps = consoleSteps(readSource(QStringLiteral("docs/cli.md")));
        QVERIFY2(steps.size() >= 10, qPrintable(QString::number(steps.size())));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // `tpu-planner` on PATH is the one built with the tests; its settings and data are the
        // scratch folder's.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("bin")));
        QVERIFY(QFile::link(QStringLiteral(TPU_PLANNER_BIN),
                            dir.filePath(QStringLiteral("bin/tpu-planner"))));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PATH"),
                   dir.filePath(QStringLiteral("bin")) + QLatin1Char(':') + env.value("PATH"));
        env.insert(QStringLiteral("HOME"), dir.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("xdg")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("xdg-config")));
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        for (const char *v :
             {"LANGUAGE", "LC_ALL", "LC_MESSAGES", "GOOGLE_APPLICATION_CREDENTIALS"})
            env.remove(QLatin1String(v));
        int lastCode = 0;
        QStringList problems;
        for (const Step &s : steps) {
            QStringList printed;
            if (s.command == QLatin1String("echo $?")) {
                printed << QString::number(lastCode);
            } else {
                QProcess p;
                p.setProcessEnvironment(env);
                p.setWorkingDirectory(dir.path());
                p.setProcessChannelMode(QProcess::MergedChannels);
                p.start(QStringLiteral("bash"),
                        {QStringLiteral("-c"), QStringLiteral("set -o pipefail; ") + s.command});
                QVERIFY2(p.waitForFinished(120000), qPrintable(s.command));
                lastCode = p.exitCode();
                QString out = QString::fromUtf8(p.readAll());
                out.replace(dir.path() + QLatin1Char('/'), QString());
                if (out.endsWith(QLatin1Char('\n')))
                    out.chop(1);
                if (!out.isEmpty())
                    printed = out.split(QLatin1Char('\n'));
            }
            // Every step runs (a later block may depend on an earlier one's files); every
            // difference is reported.
            QString why;
            if (!matches(s.expected, printed, &why))
                problems << QStringLiteral("docs/cli.md:%1: $ %2\n%3\n(printed:\n%4)")
                                .arg(s.line)
                                .arg(s.command, why, printed.join('\n'));
        }
        for (const QString &problem : problems)
            qWarning().noquote() << problem << '\n';
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 of %2 steps differ from the page (each above)")
                                .arg(problems.size())
                                .arg(steps.size())));
    }

    // The synopsis block names, for each verb, the flags its --help lists, and no others.
    void synopsisMatchesHelp()
    {
        const QString page = readSource(QStringLiteral("docs/cli.md"));
        const int start = page.indexOf(QLatin1String("```\ntpu-planner "));
        QVERIFY(start >= 0);
        const QString block =
            page.mid(start + 4, page.indexOf(QLatin1String("\n```"), start + 4) - start - 4);
        // Each verb's lines: from "tpu-planner VERB" to the next such line.
        QMap<QString, QSet<QString>> documented;
        QString verb;
        static const QRegularExpression head(QStringLiteral("^tpu-planner ([a-z]+)"));
        static const QRegularExpression flag(QStringLiteral("--[a-z][a-z0-9-]*"));
        for (const QString &line : block.split(QLatin1Char('\n'))) {
            if (const auto m = head.match(line); m.hasMatch())
                verb = m.captured(1);
            for (auto it = flag.globalMatch(line); it.hasNext();)
                documented[verb] << it.next().captured(0);
        }
        QVERIFY(documented.size() >= 8);
        QTemporaryDir home;
        QStringList problems;
        for (auto it = documented.cbegin(); it != documented.cend(); ++it) {
            const auto help =
                tpu::test::runPlanner(home.path(), {it.key(), QStringLiteral("--help")});
            // An option line of QCommandLineParser's help: two spaces, then "-o, --output" or
            // "--name" (wrapped help text is indented further). A flag with a short form is
            // documented by either.
            QSet<QString> listed;
            QMap<QString, QString> shortOf;
            for (auto m =
                     QRegularExpression(QStringLiteral("^  (?:(-[a-zA-Z]), )?(--[a-z][a-z0-9-]*)"),
                                        QRegularExpression::MultilineOption)
                         .globalMatch(QString::fromUtf8(help.out));
                 m.hasNext();) {
                const auto match = m.next();
                listed << match.captured(2);
                if (!match.captured(1).isEmpty())
                    shortOf.insert(match.captured(2), match.captured(1));
            }
            // Every verb takes these; the page says so once.
            listed -= QSet<QString>{QStringLiteral("--help"), QStringLiteral("--catalog")};
            QSet<QString> shown = it.value();
            // `edit` takes "the flags of new" and "--no-SWITCH" for each switch.
            if (it.key() == QLatin1String("edit")) {
                shown += documented.value(QStringLiteral("new"));
                if (shown.remove(QStringLiteral("--no-")))
                    for (const QString &f : listed)
                        if (f.startsWith(QLatin1String("--no-")))
                            shown << f;
            }
            shown -= QSet<QString>{QStringLiteral("--help"), QStringLiteral("--catalog")};
            for (auto s = shortOf.cbegin(); s != shortOf.cend(); ++s)
                if (block.contains(
                        QRegularExpression(QStringLiteral("(^|[\\s\\[])%1 ")
                                               .arg(QRegularExpression::escape(s.value())))))
                    shown << s.key();
            if (const QSet<QString> missing = listed - shown; !missing.isEmpty())
                problems << QStringLiteral("%1: --help lists %2, the synopsis does not")
                                .arg(it.key(), QStringList(missing.values()).join(' '));
            if (const QSet<QString> extra = shown - listed; !extra.isEmpty())
                problems << QStringLiteral("%1: the synopsis names %2, --help does not")
                                .arg(it.key(), QStringList(extra.values()).join(' '));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }
};

QTEST_GUILESS_MAIN(TestCliDocs)
#include "tst_clidocs.moc"
