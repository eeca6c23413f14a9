// gcloud.sh: golden files, quoting round trip through bash, and every command through the
// installed gcloud (it parses flags before it asks for credentials; see DEVELOPERS.md).
#include "export/gcloudscript.h"
#include "goldenplans.h"
#include "model/rules.h"
#include "model/snapshot.h"

#include <QDir>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QVersionNumber>
#include <algorithm>
#include <deque>
#include <functional>
#include <memory>

using namespace tpu::model;
using tpu::catalog::Mode;
using tpu::exporters::gcloudCommands;
using tpu::exporters::gcloudScript;

using namespace tpu::test;

namespace {

QByteArray readFile(const QString &f)
{
    QFile file(f);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestGcloudScript : public QObject
{
    Q_OBJECT

    // What gcloud.sh calls: the version gate's query (when the plan has one), then the commands.
    std::vector<tpu::exporters::GcloudCommand> expectedCalls(const Plan &p)
    {
        const auto snap = tpu::model::makeSnapshot(*cat, p);
        std::vector<tpu::exporters::GcloudCommand> calls;
        // Before anything: the account, the API, and where an existing cluster is.
        const auto preflight = tpu::exporters::preflightChecks(*snap);
        if (!gcloudCommands(*snap).empty())
            for (size_t i = 0; i < (p.newCluster ? 2u : 3u); ++i)
                calls.push_back(preflight[i]);
        // A calendar-mode request, or node pools consuming any reservation: gcloud.sh asks
        // `gcloud version` first (issue 40).
        const auto &pools = snap->deployment.nodePools;
        if (snap->deployment.futureReservation ||
            std::any_of(pools.begin(), pools.end(),
                        [](const auto &np) { return np.anyReservation; })) {
            tpu::exporters::GcloudCommand version;
            version.arg(QStringLiteral("version"))
                .arg(QStringLiteral("--format=value(\"Google Cloud SDK\")"));
            calls.push_back(version);
        }
        if (const auto gate = tpu::exporters::versionGate(*snap))
            calls.push_back(gate->query);
        for (const auto &c : gcloudCommands(*snap))
            calls.push_back(c);
        return calls;
    }

    std::shared_ptr<const tpu::catalog::Catalog> cat = tpu::test::builtinCatalog();
    int m_lastExit = -1;
    QString m_fakeGcloudVersion; // what the fake's `gcloud version` says; empty: 575.0.0

    // Runs the script with a fake gcloud that records its arguments, one NUL-terminated
    // argument per line of the record; returns one QStringList per invocation.
    QList<QStringList> runWithFakeGcloud(const QString &script,
                                         const QString &location = QStringLiteral("us-east5"))
    {
        QTemporaryDir dir;
        const QString fake = dir.filePath("gcloud");
        QFile f(fake);
        f.open(QIODevice::WriteOnly);
        // Each call: its argument count, then each argument, all NUL-terminated (arguments may hold
        // newlines).
        // get-server-config (the version gate) answers with a current default version.
        f.write("#!/bin/bash\nprintf '%s\\0' \"$#\" \"$@\" >> \"$RECORD\"\n"
                "[ \"$2\" = get-server-config ] && echo 1.35.1-gke.1000000\n"
                "[ \"$1 $2\" = 'auth list' ] && echo someone@example.com\n"
                "[ \"$1 $2\" = 'services list' ] && echo container.googleapis.com\n"
                "[ \"$2 $3\" = 'clusters list' ] && echo \"$FAKE_LOCATION\"\n"
                "[ \"$1\" = version ] && echo \"${FAKE_GCLOUD_VERSION:-575.0.0}\"\nexit 0\n");
        f.close();
        f.setPermissions(f.permissions() | QFile::ExeOwner);
        QFile s(dir.filePath("gcloud.sh"));
        s.open(QIODevice::WriteOnly);
        s.write(script.toUtf8());
        s.close();
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("PATH", dir.path() + ":" + env.value("PATH"));
        env.insert("RECORD", dir.filePath("record"));
        env.insert("FAKE_LOCATION", location);
        if (!m_fakeGcloudVersion.isEmpty())
            env.insert("FAKE_GCLOUD_VERSION", m_fakeGcloudVersion);
        bash.setProcessEnvironment(env);
        bash.start("bash", {s.fileName()});
        bash.waitForFinished(30000);
        m_lastExit = bash.exitStatus() == QProcess::NormalExit ? bash.exitCode() : -1;
        if (bash.exitCode() != 0)
            qWarning("%s", bash.readAllStandardError().constData());
        QList<QStringList> calls;
        QList<QByteArray> fields = readFile(dir.filePath("record")).split('\0');
        fields.removeLast(); // after the last NUL
        for (int i = 0; i < fields.size();) {
            const int n = fields.at(i++).toInt();
            QStringList args;
            for (int k = 0; k < n && i < fields.size(); ++k)
                args << QString::fromUtf8(fields.at(i++));
            calls << args;
        }
        return calls;
    }

private slots:
    void goldensHaveNoErrors_data() { rows(); }
    void goldensHaveNoErrors()
    {
        QFETCH(int, index);
        const auto f = checkPlan(*cat, planFor(goldens()[size_t(index)]));
        QStringList errs;
        for (const Finding &x : f)
            if (x.severity == tpu::model::Severity::Error)
                errs << x.id;
        QVERIFY2(errs.isEmpty(), qPrintable(errs.join(", ")));
    }

    void golden_data() { rows(); }
    void golden()
    {
        QFETCH(int, index);
        const Golden &g = goldens()[size_t(index)];
        const QString actual = gcloudScript(*cat, planFor(g));
        const QString file =
            QStringLiteral(TPU_SOURCE_DIR "/tests/golden/%1.gcloud.sh").arg(QLatin1String(g.name));
        if (qEnvironmentVariableIsSet("UPDATE_GOLDEN")) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(actual.toUtf8());
        }
        QCOMPARE(actual, QString::fromUtf8(readFile(file)));
        QVERIFY(actual.contains("set -euo pipefail"));
    }

    // The script, run by bash, calls gcloud with exactly the planned arguments.
    void scriptPassesExactArguments_data() { rows(); }
    void scriptPassesExactArguments()
    {
        QFETCH(int, index);
        const Plan p = planFor(goldens()[size_t(index)]);
        const auto cmds = expectedCalls(p);
        QString script = gcloudScript(*cat, p);
        QString project = p.projectId;
        if (project.isEmpty()) {
            // The placeholder project: the script stops before its first command...
            QVERIFY(runWithFakeGcloud(script).isEmpty());
            // ...and runs once the user sets PROJECT at its top.
            project = QStringLiteral("their-project");
            script.replace(QStringLiteral("\nPROJECT=your-project-id\n"),
                           QStringLiteral("\nPROJECT=") + project + "\n");
        }
        const auto calls =
            runWithFakeGcloud(script, makeSnapshot(*cat, p)->deployment.cluster.location);
        QCOMPARE(calls.size(), int(cmds.size()));
        for (size_t i = 0; i < cmds.size(); ++i) {
            QStringList expected = cmds[i].args;
            expected.replaceInStrings(QStringLiteral("--project=your-project-id"),
                                      QStringLiteral("--project=") + project);
            QCOMPARE(calls[int(i)], expected);
            // Every command names its project: never whatever project gcloud has active (the
            // account check reads gcloud's own configuration; `gcloud version` reads no project).
            if (calls[int(i)].mid(0, 2) != QStringList({"auth", "list"}) &&
                calls[int(i)].value(0) != QLatin1String("version"))
                QVERIFY(calls[int(i)].contains(QStringLiteral("--project=") + project));
        }
    }

    // Issue 40 point 4: node pools with --reservation-affinity=any-reservation-then-fail need
    // gcloud 575.0.0; gcloud.sh asks `gcloud version` before anything and stops with an older one
    // (528.0.0 refuses the value), creating nothing.
    void anyReservationChecksGcloudVersion()
    {
        Plan p = tpu::test::standardPlan();
        p.consumption = Consumption::Reservation;
        p.reservation.affinity = tpu::model::ReservationAffinity::AnyThenFail;
        const QString script = gcloudScript(*cat, p);
        QVERIFY(script.contains("MIN_GCLOUD=575.0.0\n"));
        QVERIFY(script.contains("--reservation-affinity=any-reservation-then-fail"));
        QVERIFY(!script.contains("--reservation="));
        m_fakeGcloudVersion = QStringLiteral("528.0.0");
        auto calls = runWithFakeGcloud(script);
        m_fakeGcloudVersion.clear();
        QCOMPARE(m_lastExit, 1);
        QVERIFY(!calls.isEmpty());
        QCOMPARE(calls.last().value(0), QStringLiteral("version")); // nothing after it
        for (const QStringList &c : calls)
            QVERIFY(!c.contains(QStringLiteral("create")));
        // 575.0.0 runs on and creates the node pool with the affinity.
        calls = runWithFakeGcloud(script);
        QCOMPARE(m_lastExit, 0);
        bool created = false;
        for (const QStringList &c : calls)
            created = created || (c.mid(0, 3) == QStringList{"container", "node-pools", "create"} &&
                                  c.contains("--reservation-affinity=any-reservation-then-fail"));
        QVERIFY(created);
        // A specific reservation needs no such check.
        p.reservation.affinity = tpu::model::ReservationAffinity::Specific;
        p.reservation.name = QStringLiteral("tpu-res");
        QVERIFY(!gcloudScript(*cat, p).contains("MIN_GCLOUD"));
    }

    // Hostile text stays inside its argument, even when exported with --force.
    void hostileNamesStayQuoted()
    {
        Plan p = tpu::test::standardPlan();
        p.clusterName = "x'; touch /tmp/pwned-tpu; echo '";
        p.projectId = "$(id) `id` \"q\"";
        p.reservation = {"r; ls", "p $HOME", {}, {}, {}, {}};
        p.consumption = Consumption::Reservation;
        QVERIFY(hasErrors(checkPlan(*cat, p))); // the rules refuse these names first
        QFile::remove("/tmp/pwned-tpu");
        const auto calls = runWithFakeGcloud(gcloudScript(*cat, p));
        QVERIFY(!QFile::exists("/tmp/pwned-tpu"));
        const auto cmds = expectedCalls(p);
        QCOMPARE(calls.size(), int(cmds.size()));
        for (size_t i = 0; i < cmds.size(); ++i)
            QCOMPARE(calls[int(i)], cmds[i].args);
    }

    // Every text field with a newline, CR, DEL, NEL, `#`, quotes, `$(...)` and backticks: the
    // rules refuse it (text.unsafe-characters or the field's own rule), and the --force script
    // still calls gcloud with exactly the planned arguments and runs nothing else.
    void hostileValuesPassExactly_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        const QString values[] = {QStringLiteral("my-res\n"),
                                  QStringLiteral("a\n--num-nodes=4"),
                                  QStringLiteral("x\ry"),
                                  QStringLiteral("x\x7fy"),
                                  QStringLiteral("x\u0085y"),
                                  QStringLiteral("x # y"),
                                  QStringLiteral("$(touch /tmp/pwned-tpu)"),
                                  QStringLiteral("`touch /tmp/pwned-tpu`"),
                                  QStringLiteral("'\"'"),
                                  QStringLiteral(" 1.32\t")};
        int i = 0;
        for (const char *field : {"reservation", "imageType", "maintenance", "clusterVersion",
                                  "releaseChannel", "zone", "machineType", "diskType"})
            for (const QString &v : values)
                QTest::newRow(
                    qPrintable(QStringLiteral("%1-%2").arg(QLatin1String(field)).arg(i++)))
                    << QString::fromLatin1(field) << v;
    }
    void hostileValuesPassExactly()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        Plan p = tpu::test::standardPlan();
        p.maintenance = {true, QStringLiteral("win"),
                         QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC),
                         QDateTime(QDate(2026, 12, 8), QTime(0, 0), Qt::UTC)};
        if (field == QLatin1String("reservation")) {
            p.consumption = Consumption::Reservation;
            p.reservation.name = value;
        } else if (field == QLatin1String("imageType"))
            p.imageType = value;
        else if (field == QLatin1String("maintenance"))
            p.maintenance.name = value;
        else if (field == QLatin1String("clusterVersion"))
            p.clusterVersion = value;
        else if (field == QLatin1String("releaseChannel"))
            p.releaseChannel = value;
        else if (field == QLatin1String("zone"))
            p.zone = value;
        else if (field == QLatin1String("machineType"))
            p.machineType = value;
        else {
            p.extraDisk = {true, value, 100};
        }
        QVERIFY(hasErrors(checkPlan(*cat, p)));
        QFile::remove("/tmp/pwned-tpu");
        const auto calls = runWithFakeGcloud(gcloudScript(*cat, p));
        QVERIFY(!QFile::exists("/tmp/pwned-tpu"));
        const auto cmds = expectedCalls(p);
        QCOMPARE(calls.size(), int(cmds.size()));
        for (size_t i = 0; i < cmds.size(); ++i)
            QCOMPARE(calls[int(i)], cmds[i].args);
        QCOMPARE(m_lastExit, 0); // nothing else ran (a split line would exit 127)
    }

    // Issue 36 point 8: gcloud.sh checks first that gcloud has an active account and that the
    // project has the Kubernetes Engine API, and stops with the command that fixes it; for an
    // existing cluster, that it is where the plan says.
    void preflightStopsWithTheFix_data()
    {
        QTest::addColumn<QString>("answers");
        QTest::addColumn<bool>("newCluster");
        QTest::addColumn<QString>("message");
        QTest::newRow("no account") << "services=container.googleapis.com" << true
                                    << "gcloud has no active account. Run: gcloud auth login";
        QTest::newRow("API off") << "account=a@example.com" << true
                                 << "Run: gcloud services enable container.googleapis.com "
                                    "--project=my-project-123";
        QTest::newRow("zonal, not in the plan")
            << "account=a@example.com services=container.googleapis.com location=us-east5-b"
            << false << "cluster tpu-cluster is not in us-east5 (gcloud lists it in: us-east5-b)";
    }
    void preflightStopsWithTheFix()
    {
        QFETCH(QString, answers);
        QFETCH(bool, newCluster);
        QFETCH(QString, message);
        Plan p = tpu::test::standardPlan();
        p.projectId = QStringLiteral("my-project-123");
        p.newCluster = newCluster;
        QTemporaryDir dir;
        QFile f(dir.filePath("gcloud"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/bash\n"
                "for kv in $ANSWERS; do declare \"A_${kv%%=*}=${kv#*=}\"; done\n"
                "case \"$1 $2 $3\" in\n"
                "  'auth list '*) echo \"$A_account\" ;;\n"
                "  'services list '*) echo \"$A_services\" ;;\n"
                "  'container clusters list') echo \"$A_location\" ;;\n"
                "  *) echo \"created: $*\" >> \"$RECORD\" ;;\n"
                "esac\n");
        f.close();
        f.setPermissions(f.permissions() | QFile::ExeOwner);
        QFile s(dir.filePath("gcloud.sh"));
        QVERIFY(s.open(QIODevice::WriteOnly));
        s.write(gcloudScript(*cat, p).toUtf8());
        s.close();
        QProcess bash;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("PATH", dir.path() + ":" + env.value("PATH"));
        env.insert("RECORD", dir.filePath("record"));
        env.insert("ANSWERS", answers);
        bash.setProcessEnvironment(env);
        bash.start("bash", {s.fileName()});
        QVERIFY(bash.waitForFinished(30000));
        const QString err = QString::fromUtf8(bash.readAllStandardError());
        QCOMPARE(bash.exitCode(), 1);
        QVERIFY2(err.contains(message), qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath("record"))); // nothing was created
    }

    void nodePoolShape()
    {
        Plan p = tpu::test::standardPlan();
        p.slices = 4;
        const auto cmds = gcloudCommands(*cat, p);
        int pools = 0;
        for (const auto &c : cmds) {
            if (c.args.mid(0, 3) != QStringList{"container", "node-pools", "create"})
                continue;
            ++pools;
            QVERIFY(c.args.contains("--num-nodes=4"));
            QVERIFY(c.args.contains("--tpu-topology=4x4"));
            QVERIFY(c.args.contains("--placement-type=COMPACT"));
            QVERIFY(c.args.contains("--node-locations=us-east5-b"));
        }
        QCOMPARE(pools, 4);
        v5e(p, "ct5lp-hightpu-8t", "2x4");
        p.slices = 1;
        for (const auto &c : gcloudCommands(*cat, p))
            QVERIFY(!c.args.join(' ').contains("--tpu-topology")); // single-host: no topology flag
    }

    // Every command of every golden plan parses with the installed gcloud, and so do apply.sh's
    // checks (describe), the version gate's query and get-credentials (each distinct shape once,
    // over every golden plan). Each distinct command runs once, a few at a time.
    void gcloudParses()
    {
        const QString gcloud = QStandardPaths::findExecutable("gcloud");
        if (gcloud.isEmpty())
            QSKIP("gcloud is not installed: the exported commands were not checked against it");
        QMap<QStringList, QStringList> commands; // distinct arguments -> the goldens that use them
        QMap<QStringList, QStringList> anyThenFail; // the same, for any-reservation-then-fail
        int planned = 0;
        QSet<QString> shapes; // command words + output format of the checks beside the commands
        for (const auto &g : goldens()) {
            const Plan p = planFor(g);
            const auto snap = tpu::model::makeSnapshot(*cat, p);
            for (const auto &cmd : gcloudCommands(*snap)) {
                ++planned;
                // Issue 40 point 4: gcloud added --reservation-affinity=any-reservation-then-fail
                // in 575.0.0; older releases refuse the value (checked below), and the rest of
                // the command must parse: it runs with the choice 528 knows, `any`.
                const int any = cmd.args.indexOf(
                    QStringLiteral("--reservation-affinity=any-reservation-then-fail"));
                if (any >= 0) {
                    anyThenFail[cmd.args].append(QLatin1String(g.name));
                    QStringList parsed = cmd.args;
                    parsed[any] = QStringLiteral("--reservation-affinity=any");
                    commands[parsed].append(QLatin1String(g.name) + " (with affinity any)");
                    continue;
                }
                commands[cmd.args].append(QLatin1String(g.name));
                // apply.sh's checks differ only by names: each distinct shape once.
                if (!cmd.existsArgs.isEmpty()) {
                    const QString shape =
                        cmd.existsArgs.mid(0, 3).join(' ') + cmd.existsArgs.last();
                    if (!shapes.contains(shape))
                        commands[cmd.existsArgs].append(QLatin1String(g.name) + " (exists check)");
                    shapes.insert(shape);
                }
            }
            // The checks before anything (services list, clusters list; auth list below).
            for (const auto &check : tpu::exporters::preflightChecks(*snap))
                if (check.args.value(0) != QLatin1String("auth") &&
                    !shapes.contains(check.args.mid(0, 3).join(' '))) {
                    commands[check.args].append(QLatin1String(g.name) + " (preflight)");
                    shapes.insert(check.args.mid(0, 3).join(' '));
                }
            if (const auto gate = tpu::exporters::versionGate(*snap)) {
                if (!shapes.contains(QStringLiteral("gate")))
                    commands[gate->query.args].append(QLatin1String(g.name) + " (version gate)");
                shapes.insert(QStringLiteral("gate"));
            }
        }
        commands[{"container", "clusters", "get-credentials", "--project=my-project-123",
                  "--location=us-east5", "--", "tpu-cluster"}]
            .append("apply.sh credentials");
        shapes.insert(QStringLiteral("credentials"));
        QVERIFY(planned >= int(goldens().size()));
        QVERIFY(shapes.size() >= 6);

        qInfo("%d distinct gcloud commands (%d planned commands in %d golden plans)",
              int(commands.size()), planned, int(goldens().size()));
        const auto failures = runGcloudPool(gcloud, commands.keys(), 3);
        QStringList report;
        // `auth list` needs no account: it must run and answer nothing (no active account).
        {
            const auto account =
                tpu::exporters::preflightChecks(*makeSnapshot(*cat, standardPlan())).front();
            QTemporaryDir config;
            QProcess auth;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("CLOUDSDK_CORE_DISABLE_PROMPTS", "1");
            env.insert("CLOUDSDK_CONFIG", config.path());
            auth.setProcessEnvironment(env);
            auth.start(gcloud, account.args);
            QVERIFY(auth.waitForFinished(120000));
            const QString err = QString::fromUtf8(auth.readAllStandardError());
            QVERIFY2(auth.exitCode() == 0 && !err.contains("ERROR"), qPrintable(err));
            QCOMPARE(auth.readAllStandardOutput(), QByteArray());
        }
        for (const auto &[args, err] : failures)
            report << QStringLiteral("gcloud %1\n  used by: %2\n%3")
                          .arg(args.join(' '), commands.value(args).join(", "), err);

        // any-reservation-then-fail: a choice of gcloud 575.0.0 and later (release notes of
        // 2026-06-30). The gcloud installed here, 528.0.0, predates it and must refuse exactly
        // that value, which is why gcloud.sh and apply.sh check `gcloud version` first; a gcloud
        // of 575 or later must parse the command like any other.
        QVERIFY(!anyThenFail.isEmpty()); // the golden "any-reservation" has one
        const QString installed = gcloudVersion(gcloud);
        QVERIFY2(!installed.isEmpty(), "gcloud version did not say its version");
        const bool predates = QVersionNumber::fromString(installed) <
                              QVersionNumber::fromString(tpu::exporters::anyReservationMinGcloud());
        qInfo("gcloud %s: any-reservation-then-fail is expected to be %s", qPrintable(installed),
              predates ? "refused (an invalid choice before 575.0.0)" : "parsed");
        for (auto it = anyThenFail.cbegin(); it != anyThenFail.cend(); ++it) {
            const QString err = gcloudStderr(gcloud, it.key());
            // As gcloud.sh writes it (flags, then "--" and the pool's name), 528 refuses the
            // command but words any bad choice as "unrecognized arguments: --" (so does
            // --reservation-affinity=bogus); with the name first it names the refusal.
            QStringList nameFirst = it.key();
            const int dashes = nameFirst.indexOf(QStringLiteral("--"));
            QVERIFY(dashes > 3 && dashes == nameFirst.size() - 2);
            nameFirst.insert(3, nameFirst.takeLast());
            nameFirst.removeAt(dashes + 1);
            const QString named = predates ? gcloudStderr(gcloud, nameFirst) : QString();
            const bool ok =
                predates ? err.contains("ERROR: (gcloud.container.node-pools.create)") &&
                               !err.contains("You do not currently have an active account") &&
                               named.contains("argument --reservation-affinity: Invalid choice: "
                                              "'any-reservation-then-fail'") &&
                               named.contains("Valid choices are [any, none, specific]")
                         : err.contains("You do not currently have an active account selected");
            if (!ok)
                report << QStringLiteral("gcloud %1\n  used by: %2\n  expected %3, got:\n%4")
                              .arg(it.key().join(' '), it.value().join(", "),
                                   predates ? QStringLiteral("the Invalid choice refusal")
                                            : QStringLiteral("a parse"),
                                   err + named);
        }
        QVERIFY2(report.isEmpty(), qPrintable(report.join("\n\n")));
    }

private:
    // What `gcloud ARGS` writes on standard error with a fresh empty configuration, no prompts.
    static QString gcloudStderr(const QString &gcloud, const QStringList &args)
    {
        QTemporaryDir config;
        QProcess proc;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("CLOUDSDK_CORE_DISABLE_PROMPTS", "1");
        env.insert("CLOUDSDK_CONFIG", config.path());
        proc.setProcessEnvironment(env);
        proc.setStandardOutputFile(QProcess::nullDevice());
        proc.start(gcloud, args);
        if (!proc.waitForFinished(120000)) {
            proc.kill();
            proc.waitForFinished();
            return QStringLiteral("(did not finish within 120 s)");
        }
        return QString::fromUtf8(proc.readAllStandardError());
    }

    // The installed gcloud's release ("528.0.0"), as gcloud.sh's version check reads it.
    static QString gcloudVersion(const QString &gcloud)
    {
        QTemporaryDir config;
        QProcess proc;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("CLOUDSDK_CORE_DISABLE_PROMPTS", "1");
        env.insert("CLOUDSDK_CONFIG", config.path());
        proc.setProcessEnvironment(env);
        proc.start(gcloud, {"version", "--format=value(\"Google Cloud SDK\")"});
        if (!proc.waitForFinished(120000))
            return {};
        return QString::fromUtf8(proc.readAllStandardOutput()).trimmed();
    }

    // Runs `gcloud ARGS` for each entry, at most `parallel` at once, each with a fresh empty
    // configuration (no account, whatever the developer has) and no prompts. Returns the commands
    // whose standard error does not say they parsed (gcloud parses every flag before it asks for
    // an account), with what gcloud said.
    static std::vector<std::pair<QStringList, QString>>
    runGcloudPool(const QString &gcloud, const QList<QStringList> &all, int parallel)
    {
        struct Running
        {
            QStringList args;
            std::unique_ptr<QTemporaryDir> config;
            std::unique_ptr<QProcess> proc;
        };
        std::vector<std::pair<QStringList, QString>> failures;
        std::deque<Running> running;
        auto finishOldest = [&] {
            Running r = std::move(running.front());
            running.pop_front();
            QString err;
            if (!r.proc->waitForFinished(120000)) {
                r.proc->kill();
                r.proc->waitForFinished();
                err = QStringLiteral("(did not finish within 120 s)");
            } else {
                err = QString::fromUtf8(r.proc->readAllStandardError());
            }
            if (!err.contains("You do not currently have an active account selected"))
                failures.emplace_back(r.args, err);
        };
        for (const QStringList &args : all) {
            if (int(running.size()) >= parallel)
                finishOldest();
            Running r{args, std::make_unique<QTemporaryDir>(), std::make_unique<QProcess>()};
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("CLOUDSDK_CORE_DISABLE_PROMPTS", "1");
            env.insert("CLOUDSDK_CONFIG", r.config->path());
            r.proc->setProcessEnvironment(env);
            r.proc->setStandardOutputFile(QProcess::nullDevice());
            r.proc->start(gcloud, args);
            running.push_back(std::move(r));
        }
        while (!running.empty())
            finishOldest();
        return failures;
    }

    void rows()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < goldens().size(); ++i)
            QTest::newRow(goldens()[i].name) << int(i);
    }
};

QTEST_GUILESS_MAIN(TestGcloudScript)
#include "tst_gcloudscript.moc"
