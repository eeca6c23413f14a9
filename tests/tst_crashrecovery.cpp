// The real application as a separate process: edits are made by typing into its fields, the
// process is killed with SIGKILL, and the next start must recover every edit made more than two
// seconds before the kill (autosave is debounced to within 2 s of the last edit).
#include "testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <csignal>
#include <sys/stat.h>

class TestCrashRecovery : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    struct App
    {
        QProcess process;
        QString script;
        QByteArray out;

        void say(const QString &line)
        {
            QFile f(script);
            if (!f.open(QIODevice::Append) || f.write((line + QLatin1Char('\n')).toUtf8()) < 0)
                qFatal("cannot write the script");
        }
        // Waits until the app printed `marker` (every earlier line has run).
        bool waitFor(const QByteArray &marker, int ms = 30000)
        {
            QElapsedTimer t;
            t.start();
            while (!out.contains(marker + '\n') && t.elapsed() < ms) {
                process.waitForReadyRead(100);
                out += process.readAllStandardOutput();
            }
            return out.contains(marker + '\n');
        }
    };

    void start(App &app, const QString &name)
    {
        app.script = m_dir.filePath(name);
        QFile(app.script).open(QIODevice::WriteOnly);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        env.insert("XDG_DATA_HOME", m_dir.filePath("data"));
        env.insert("XDG_CONFIG_HOME", m_dir.filePath("config"));
        env.insert("TPU_PLANNER_SCRIPT", app.script);
        app.process.setProcessEnvironment(env);
        app.process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.process.start(QStringLiteral(TPU_PLANNER_BIN), QStringList());
        QVERIFY(app.process.waitForStarted());
        app.say("echo ready");
        QVERIFY2(app.waitFor("ready"), app.out.constData());
    }

private slots:
    void sigkillLosesNoEditOlderThanTwoSeconds()
    {
        QString autosaveDir;
        {
            App app;
            start(app, "first.txt");
            const std::pair<const char *, const char *> edits[] = {
                {"clusterNameLineEdit", "crash-cluster"},
                {"projectIdLineEdit", "crash-project-1"},
                {"workloadNameLineEdit", "crash-workload"},
                {"imageLineEdit", "us-docker.pkg.dev/p/r/crash:1"},
            };
            int n = 0;
            for (const auto &[field, text] : edits) {
                app.say(
                    QStringLiteral("type %1 %2").arg(QLatin1String(field), QLatin1String(text)));
                app.say(QStringLiteral("echo edited-%1").arg(++n));
                QVERIFY(app.waitFor("edited-" + QByteArray::number(n)));
                QTest::qWait(300); // typing on: the debounce restarts, the 2 s bound holds
            }
            QTest::qWait(2000); // every edit is now at least 2 s old
            ::kill(pid_t(app.process.processId()), SIGKILL);
            QVERIFY(app.process.waitForFinished());
            QCOMPARE(app.process.exitStatus(), QProcess::CrashExit);
            autosaveDir = m_dir.filePath("data/tpu-planner/tpu-planner/autosave");
            QVERIFY2(QFileInfo(autosaveDir).isDir(), qPrintable(autosaveDir));
        }
        // Owner only: the folder 0700, every file in it 0600.
        struct stat st
        {
        };
        QVERIFY(::stat(QFile::encodeName(autosaveDir).constData(), &st) == 0);
        QCOMPARE(int(st.st_mode & 0777), 0700);
        const QStringList files = QDir(autosaveDir).entryList(QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString &f : files) {
            QVERIFY(::stat(QFile::encodeName(QDir(autosaveDir).filePath(f)).constData(), &st) == 0);
            QVERIFY2(int(st.st_mode & 0777) == 0600, qPrintable(f));
        }

        App again;
        start(again, "second.txt");
        again.say("dump");
        QVERIFY(again.waitFor("ready"));
        QElapsedTimer t;
        t.start();
        while (!again.out.contains("plan {") && t.elapsed() < 20000) {
            again.process.waitForReadyRead(100);
            again.out += again.process.readAllStandardOutput();
        }
        const int at = again.out.indexOf("plan {");
        QVERIFY2(at >= 0, again.out.constData());
        const QByteArray json = again.out.mid(at + 5, again.out.indexOf('\n', at) - at - 5);
        const QJsonObject plan = QJsonDocument::fromJson(json).object();
        QCOMPARE(plan.value("clusterName").toString(), QStringLiteral("crash-cluster"));
        QCOMPARE(plan.value("projectId").toString(), QStringLiteral("crash-project-1"));
        QCOMPARE(plan.value("workload").toObject().value("name").toString(),
                 QStringLiteral("crash-workload"));
        QCOMPARE(plan.value("workload").toObject().value("image").toString(),
                 QStringLiteral("us-docker.pkg.dev/p/r/crash:1"));
        again.process.kill();
        again.process.waitForFinished();
    }
};

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "tst_crashrecovery.moc"
