// splitShellWords / joinShellWords: the workload command as one editable line.
#include "model/shellquote.h"

#include <QProcess>
#include <QTest>

using namespace tpu::model;

class TestShellWords : public QObject
{
    Q_OBJECT

private slots:
    void split_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QStringList>("args");
        QTest::newRow("plain") << "python3 train.py --steps=100"
                               << QStringList{"python3", "train.py", "--steps=100"};
        QTest::newRow("spaces") << "  a   b  " << QStringList{"a", "b"};
        QTest::newRow("single") << "bash -c 'echo $HOME && ls'"
                                << QStringList{"bash", "-c", "echo $HOME && ls"};
        QTest::newRow("double") << "echo \"a \\\"b\\\" \\$c\"" << QStringList{"echo", "a \"b\" $c"};
        QTest::newRow("escaped space") << "a\\ b c" << QStringList{"a b", "c"};
        QTest::newRow("empty arg") << "a '' b" << QStringList{"a", "", "b"};
        QTest::newRow("glued") << "--x='a b'\"c\"" << QStringList{"--x=a bc"};
        QTest::newRow("nothing") << "" << QStringList{};
        QTest::newRow("ansi-c") << "a $'b\\nc\\x01\\'\\\\' $'\\t'x"
                                << QStringList{"a", "b\nc\x01'\\", "\tx"};
    }
    void split()
    {
        QFETCH(QString, line);
        QFETCH(QStringList, args);
        const auto w = splitShellWords(line);
        QVERIFY(w.error.isEmpty());
        QCOMPARE(w.args, args);
    }

    void unclosedQuoteIsAnError()
    {
        const auto w = splitShellWords(QStringLiteral("bash -c 'echo"));
        QVERIFY(w.error.contains(QLatin1String("single quote")));
        QVERIFY(w.args.isEmpty());
        QVERIFY(splitShellWords(QStringLiteral("echo \"x"))
                    .error.contains(QLatin1String("double quote")));
    }

    void joinRoundTrips()
    {
        const QStringList args{"bash",        "-c", "echo 'it''s: #1' \"quoted\" && exit 0",
                               "--flag=a: b", "",   "ok"};
        const QString line = joinShellWords(args);
        QCOMPARE(splitShellWords(line).args, args);
        QCOMPARE(joinShellWords({"python3", "train.py"}), QStringLiteral("python3 train.py"));
    }

    // A control character makes the word $'...' with \xHH escapes: one line of a script, whose
    // indentation cannot enter the value (issue 35, F10); bash reads it back exactly.
    void controlCharactersStayOnOneLine()
    {
        const QString value = QStringLiteral("two\n    lines\r\x1b[1m'\\\u2028\uFFFE");
        const QString quoted = shellQuote(value);
        QCOMPARE(quoted, QStringLiteral("$'two\\x0a    lines\\x0d\\x1b[1m\\'\\\\\u2028\uFFFE'"));
        QVERIFY(!quoted.contains('\n'));
        QCOMPARE(splitShellWords(QStringLiteral("x ") + quoted).args, (QStringList{"x", value}));
        QProcess bash;
        bash.start("bash", {"-c", "printf %s " + quoted});
        QVERIFY(bash.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()), value);
    }

    // Comment text is one line that every YAML and shell reader takes: no control character,
    // line or paragraph separator, noncharacter or unpaired surrogate survives (F11).
    void commentTextIsOneSafeLine()
    {
        const QString hostile = QStringLiteral("a\nb\rc\u0085d\u2028e\uFFFEf\uFFFFg\uFDD0h") +
                                QChar(0xD800) + QStringLiteral("i\U0001FFFEj\U0001F600k");
        QCOMPARE(commentText(hostile),
                 QStringLiteral("a b c d e\uFFFDf\uFFFDg\uFFFDh\uFFFDi\uFFFDj\U0001F600k"));
    }
};

QTEST_GUILESS_MAIN(TestShellWords)
#include "tst_shellwords.moc"
