// splitShellWords / joinShellWords: the workload command as one editable line.
#include "model/shellquote.h"

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
};

QTEST_APPLESS_MAIN(TestShellWords)
#include "tst_shellwords.moc"
