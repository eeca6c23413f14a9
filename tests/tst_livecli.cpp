// `tpu-planner check PLAN --live` end to end: the real binary against the loopback fake, and
// afterwards no key, token or assertion in anything it wrote.
#include "live/livefixture.h"
#include "live/qtkeychainstore.h"
#include "model/planfile.h"

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <sys/resource.h>

using namespace tpu;
using namespace tpu::test;

class TstLiveCli final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<FakeGoogle> g;

    struct Run
    {
        int code = -1;
        QByteArray out, err;
    };

    // Runs the binary without blocking this process's event loop, which serves the fake.
    Run run(const QStringList &args, const QMap<QString, QString> &extraEnv = {})
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", m_dir.filePath("xdg-data"));
        env.insert("XDG_CONFIG_HOME", m_dir.filePath("xdg-config"));
        env.insert("XDG_CACHE_HOME", m_dir.filePath("xdg-cache"));
        env.insert("HOME", m_dir.filePath("home"));
        env.remove("GOOGLE_APPLICATION_CREDENTIALS");
        env.remove("TPU_PLANNER_API_ROOT");
        if (qEnvironmentVariableIsEmpty("TPU_TEST_REAL_KEYRING"))
            env.remove("DBUS_SESSION_BUS_ADDRESS"); // no keychain: the key file is what counts here
        for (auto it = extraEnv.cbegin(); it != extraEnv.cend(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
        QSignalSpy done(&p, &QProcess::finished);
        p.start(TPU_PLANNER_BIN, args);
        if (!done.wait(60000))
            qFatal("tpu-planner did not finish");
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                p.readAllStandardOutput(), p.readAllStandardError()};
    }

    QString writeKey()
    {
        const QString path = m_dir.filePath("key.json");
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write key");
        f.write(testKey().keyJson(g->tokenUri()));
        return path;
    }

    QString writePlan(const model::Plan &p, const QString &name = "plan.json")
    {
        const QString path = m_dir.filePath(name);
        const QString err = model::PlanFile::save(p, path);
        if (!err.isEmpty())
            qFatal("%s", qPrintable(err));
        return path;
    }

    static model::Plan reservationPlan()
    {
        model::Plan p = liveV5ePlan();
        p.consumption = model::Consumption::Reservation;
        p.reservation.name = "res-a";
        p.slices = 2; // 8 VMs, 32 chips
        p.clusterVersion = "1.32.1-gke.1000000";
        return p;
    }

private slots:
    void init()
    {
        g = std::make_unique<FakeGoogle>();
        QVERIFY(g->listen());
        fillHealthyProject(*g);
    }

    void acceptanceBrokenProject()
    {
        breakProject(*g);
        const Run r = run({"check", writePlan(reservationPlan()), "--live", "--credentials",
                           writeKey(), "--api-root", g->root(), "--format", "json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY2(!o.isEmpty(), r.out + r.err);
        QCOMPARE(o.value("errors").toBool(), true);
        QCOMPARE(o.value("live").toObject().value("project").toString(),
                 QStringLiteral("demo-project"));
        QHash<QString, QJsonObject> byId;
        for (const QJsonValue &v : o.value("findings").toArray()) {
            const QJsonObject f = v.toObject();
            QVERIFY(!f.value("id").toString().isEmpty());
            QVERIFY(!f.value("severity").toString().isEmpty());
            QVERIFY(!f.value("message").toString().isEmpty());
            byId.insert(f.value("id").toString(), f);
        }
        const QList<QPair<QString, QString>> want{
            {"live.machine-type", "ct5lp-hightpu-4t is not offered in zone us-west4-a"},
            {"live.gke-version", "1.32.1-gke.1000000 is not offered in us-west4"},
            {"live.reservation", "res-a has 6 free VMs (8 reserved, 2 in use); the plan needs 8"},
            {"live.quota", "has 4 chips free (limit 64, 60 in use); the plan needs 32"}};
        for (const auto &[id, text] : want) {
            QVERIFY2(byId.contains(id), qPrintable(id + " missing in " + r.out));
            const QJsonObject f = byId.value(id);
            QVERIFY2(f.value("message").toString().contains(text),
                     qPrintable(f.value("message").toString()));
            QCOMPARE(f.value("source").toString(), QStringLiteral("live"));
            QVERIFY(QDateTime::fromString(f.value("fetchedAt").toString(), Qt::ISODate).isValid());
        }
        QCOMPARE(byId.value("live.machine-type").value("severity").toString(),
                 QStringLiteral("error"));
        QCOMPARE(byId.value("live.gke-version").value("severity").toString(),
                 QStringLiteral("error"));
        QCOMPARE(byId.value("live.reservation").value("severity").toString(),
                 QStringLiteral("error"));
        // Consuming a reservation needs no extra TPU quota: short quota is a warning then.
        QCOMPARE(byId.value("live.quota").value("severity").toString(), QStringLiteral("warning"));
        QCOMPARE(g->tokenGrants, 1);
    }

    void shortQuotaOnDemandIsAnErrorInText()
    {
        breakProject(*g);
        model::Plan p = liveV5ePlan();
        p.clusterVersion = "1.33.2-gke.1111000";
        g->machineTypes.insert("us-west4-a/ct5lp-hightpu-4t");
        const Run r = run({"check", writePlan(p), "--live", "--credentials", writeKey(),
                           "--api-root", g->root()});
        QCOMPARE(r.code, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(
                     "error [live.quota] Quota TPU_LITE_PODSLICE_V5 in us-west4 has 4 chips free"),
                 qPrintable(out));
        QVERIFY(out.contains("info [live.machine-type]"));
        QVERIFY(out.contains("info [live.gke-version]"));
        QVERIFY(out.contains("source: live, fetched "));
        QVERIFY(out.contains("Checked live in project demo-project with service-account key "
                             "planner@demo-project.iam.gserviceaccount.com (file key.json)"));
    }

    void healthyProjectPassesWithEnvironmentCredentialsAndApiRoot()
    {
        model::Plan p = reservationPlan();
        p.slices = 1; // 4 of the 6 free VMs
        const Run r = run(
            {"check", writePlan(p), "--live", "--format", "json"},
            {{"GOOGLE_APPLICATION_CREDENTIALS", writeKey()}, {"TPU_PLANNER_API_ROOT", g->root()}});
        QVERIFY2(r.code == 0, r.out + r.err);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value("live")
                    .toObject()
                    .value("credentials")
                    .toString()
                    .contains("GOOGLE_APPLICATION_CREDENTIALS"));
        QVERIFY(g->requests.filter("/reservations/res-a").size() == 1);
    }

    void apiErrorIsAFindingNotACrash()
    {
        g->script(
            "/machineTypes/",
            {FakeGoogle::Reply{
                403,
                FakeGoogle::googleError(
                    403, "PERMISSION_DENIED",
                    "Required 'compute.machineTypes.get' permission for 'projects/demo-project'",
                    "IAM_PERMISSION_DENIED"),
                {},
                0,
                false}});
        const Run r = run({"check", writePlan(liveV5ePlan()), "--live", "--credentials", writeKey(),
                           "--api-root", g->root()});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains("error [live.machine-type.not-checked]"));
        QVERIFY(r.out.contains("compute.machineTypes.get"));
        QVERIFY(r.out.contains("roles/compute.viewer"));
    }

    void unusableInput_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("says");
        QTest::newRow("credentials without live")
            << QStringList{"--credentials", "x.json"} << "need --live";
        QTest::newRow("api root without live")
            << QStringList{"--api-root", "http://127.0.0.1:1"} << "need --live";
        QTest::newRow("missing key file")
            << QStringList{"--live", "--credentials", "/nonexistent/key.json"}
            << "/nonexistent/key.json";
        QTest::newRow("plain http root")
            << QStringList{"--live", "--api-root", "http://api.example.com"} << "clear text";
    }
    void unusableInput()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, says);
        const Run r = run(QStringList{"check", writePlan(liveV5ePlan())} + extra);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(says.toUtf8()), r.err);
    }

    // ctest runs this inside with-keyring.sh (tst_livecli_keychain): a key imported in the GUI
    // (written to the keychain here) is what the command line uses without --credentials.
    void keyFromTheKeychain()
    {
        if (qEnvironmentVariableIsEmpty("TPU_TEST_REAL_KEYRING"))
            QSKIP("run by ctest inside dbus-run-session (tst_livecli_keychain)");
        live::QtKeychainStore store;
        bool stored = false;
        store.write(live::keyEntryName("demo-project"), testKey().keyJson(g->tokenUri()),
                    [&](const live::SecretStore::Result &r) {
                        stored = r.status == live::SecretStore::Status::Ok;
                    });
        QTRY_VERIFY_WITH_TIMEOUT(stored, 20000);
        const Run r = run({"check", writePlan(liveV5ePlan()), "--live", "--api-root", g->root(),
                           "--format", "json"});
        QVERIFY2(r.code == 0, r.out + r.err);
        QCOMPARE(QJsonDocument::fromJson(r.out)
                     .object()
                     .value("live")
                     .toObject()
                     .value("credentials")
                     .toString(),
                 QStringLiteral("service-account key planner@demo-project.iam.gserviceaccount.com "
                                "(the OS keychain)"));
        bool removed = false;
        store.remove(live::keyEntryName("demo-project"),
                     [&](const live::SecretStore::Result &) { removed = true; });
        QTRY_VERIFY(removed);
    }

    // Issue 23: gcloud installed but no account logged in. One clear finding, gcloud's words
    // whole (every line, nothing cut after "Please run:"), no call to any API.
    void gcloudWithoutAccountIsNotConnected()
    {
        const QString bin = m_dir.filePath("bin");
        QVERIFY(QDir().mkpath(bin));
        QVERIFY(!writeGcloudWithoutAccount(bin).isEmpty());
        const QMap<QString, QString> env{{"PATH", bin + ":" + qEnvironmentVariable("PATH")}};
        const QString plan = writePlan(reservationPlan());
        Run r = run({"check", plan, "--live", "--api-root", g->root()}, env);
        QCOMPARE(r.code, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains("error [live.not-connected] Not connected: run `gcloud auth login`."),
                 r.out + r.err);
        QCOMPARE(out.count("live."), 1); // no per-check noise
        QVERIFY(!out.contains("was not checked"));
        for (const QString &line : QString::fromLatin1(kGcloudNoAccount).trimmed().split('\n'))
            QVERIFY2(out.contains("    | " + line + "\n"), qPrintable(line));
        QCOMPARE(g->requests.size(), 0);

        r = run({"check", plan, "--live", "--api-root", g->root(), "--format", "json"}, env);
        QCOMPARE(r.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("live").toObject().value("connected").toBool(true), false);
        QCOMPARE(o.value("live").toObject().value("gcloudSaid").toString(),
                 QString::fromLatin1(kGcloudNoAccount).trimmed());
    }

    void offlineByDefault()
    {
        const Run r =
            run({"check", writePlan(liveV5ePlan())}, {{"TPU_PLANNER_API_ROOT", g->root()}});
        QCOMPARE(r.code, 0);
        QVERIFY(!r.out.contains("live."));
        QCOMPARE(g->requests.size(), 0);
    }

    void noSecretReachesAnyFileOrOutput()
    {
        // A whole live session: check (text and JSON), summary, export; then grep everything
        // the binary wrote or printed for the key, its id, the assertion and the token.
        const QString key = writeKey(), plan = writePlan(reservationPlan());
        QByteArray printed;
        for (const QStringList &args :
             {QStringList{"check", plan, "--live", "--credentials", key, "--api-root", g->root()},
              QStringList{"check", plan, "--live", "--credentials", key, "--api-root", g->root(),
                          "--format", "json"},
              QStringList{"summary", plan, "--format", "json"},
              QStringList{"export", plan, "--out", m_dir.filePath("export"), "--force"}}) {
            const Run r = run(args);
            printed += r.out + r.err;
        }
        QVERIFY(g->tokenGrants >= 2);
        const QList<QByteArray> secrets{
            g->accessToken.toLatin1(), testKey().privatePem.split('\n').value(1),
            "0123456789abcdef0123456789abcdef01234567", "PRIVATE KEY", "eyJhbGciOi"};
        for (const QByteArray &s : secrets)
            QVERIFY2(!printed.contains(s), s.constData());
        int files = 0;
        QDirIterator it(m_dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path == key)
                continue; // the user's own key file
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QByteArray data = f.readAll();
            ++files;
            for (const QByteArray &s : secrets)
                QVERIFY2(!data.contains(s), qPrintable(path + " holds a secret"));
        }
        QVERIFY(files >= 4); // the plan and the exports were looked at
    }

    // Issue 25.1: special files and huge files as keys are refused at once.
    void keyFileThatIsNoFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("env");
        QTest::addColumn<QString>("says");
        QTest::newRow("--credentials /dev/zero")
            << QStringList{"--credentials", "/dev/zero"} << QString() << "is a character device";
        QTest::newRow("environment /dev/urandom") << QStringList{} << "/dev/urandom"
                                                  << "is a character device";
    }
    void keyFileThatIsNoFile()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, env);
        QFETCH(QString, says);
        QMap<QString, QString> e;
        if (!env.isEmpty())
            e.insert("GOOGLE_APPLICATION_CREDENTIALS", env);
        QElapsedTimer t;
        t.start();
        const Run r =
            run(QStringList{"check", writePlan(liveV5ePlan()), "--live", "--api-root", g->root()} +
                    args,
                e);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(says.toUtf8()), r.err);
        QVERIFY(t.elapsed() < 10000);
        QCOMPARE(g->requests.size(), 0);
    }

    // Issue 25.1: an endless answer costs a bounded amount of memory and is "not checked".
    void endlessServerIsNotAPassAndMemoryStaysBounded()
    {
        FakeGoogle::Reply endless{200, "{\"name\": \"", {}, 0, false, 0, true};
        g->script("/machineTypes/", {endless});
        g->script("/serverConfig", {endless});
        g->script("/regions/", {endless});
        const Run r = run({"check", writePlan(liveV5ePlan()), "--live", "--credentials", writeKey(),
                           "--api-root", g->root()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("error [live.machine-type.not-checked]"), r.out);
        QVERIFY(r.out.contains("larger than 4 MiB"));
        QVERIFY(g->bodyBytesSent > 3 * 4 * 1024 * 1024);
        // The largest child this test process has waited for (every one a tpu-planner).
        rusage u{};
        getrusage(RUSAGE_CHILDREN, &u);
        // 56-63 MB measured; the allowance covers the binary's own start-up, as the flood's.
        QVERIFY2(u.ru_maxrss < 136 * 1024 + kFloodRssSlackKb,
                 qPrintable(QString("peak RSS %1 KB").arg(u.ru_maxrss)));
    }

    // Issue 25.2: a token endpoint dripping a byte every 300 ms is given up after the 20 s
    // deadline; the run is "not checked" (exit 1), never a pass with an empty header.
    void drippingTokenEndpointIsNotAPass()
    {
        g->script("/token",
                  {FakeGoogle::Reply{200, QByteArray(200, ' ') + "{}", {}, 0, false, 300}});
        QElapsedTimer t;
        t.start();
        const Run r = run({"check", writePlan(liveV5ePlan()), "--live", "--credentials", writeKey(),
                           "--api-root", g->root()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("did not answer within 20 s"), r.out);
        // Issue 37.1: no token, so not connected, never "Checked live … with" the key.
        QVERIFY2(r.out.contains("error [live.not-connected] Not connected: "), r.out);
        QVERIFY(!r.out.contains("Checked live"));
        QVERIFY(t.elapsed() < 40000);
    }

    // Issue 37.1: a well-formed key with no network. Connected means a token was obtained: the
    // run says "Not connected: <why>" once, asks no API and never says it checked live.
    void keyWithoutNetworkIsNotConnected()
    {
        const QString key = m_dir.filePath("offline-key.json");
        QFile f(key);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(testKey().keyJson("http://127.0.0.1:1/token")); // nothing listens on port 1
        f.close();
        const QString plan = writePlan(liveV5ePlan());
        Run r = run(
            {"check", plan, "--live", "--credentials", key, "--api-root", "http://127.0.0.1:1"});
        QCOMPARE(r.code, 1);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains("error [live.not-connected] Not connected: The token endpoint "),
                 r.out + r.err);
        QVERIFY2(out.contains("cannot be reached"), r.out);
        QVERIFY2(!out.contains("Checked live"), r.out);
        QVERIFY(!out.contains("there is no access token"));
        QVERIFY2(out.count("[live.") == 1, r.out);

        r = run({"check", plan, "--live", "--credentials", key, "--api-root", "http://127.0.0.1:1",
                 "--format", "json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("live").toObject().value("connected").toBool(true), false);
        QVERIFY(
            o.value("live").toObject().value("message").toString().startsWith("Not connected: "));
    }

    // Issue 25.6: an API cannot print a line of its own on the terminal.
    void apiTextCannotForgeALine()
    {
        // Nor can a key file's name, which the header line names.
        const QString forged = m_dir.filePath("key\nerror [live.fake] forged.json");
        QVERIFY(QFile::copy(writeKey(), forged));
        g->script("/machineTypes/",
                  {FakeGoogle::Reply{400,
                                     FakeGoogle::googleError(400, "INVALID_ARGUMENT",
                                                             "bad\nerror [live.fake] forged line"),
                                     {}}});
        const Run r = run({"check", writePlan(liveV5ePlan()), "--live", "--credentials", forged,
                           "--api-root", g->root()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("bad\\nerror [live.fake] forged line"), r.out);
        QVERIFY2(r.out.contains("(file key\\nerror [live.fake] forged.json)"), r.out);
        QFile::remove(forged); // a key copy: no other test should meet it
        for (const QByteArray &line : r.out.split('\n'))
            QVERIFY2(!line.startsWith("error [live.fake]"), r.out);
    }
};

QTEST_GUILESS_MAIN(TstLiveCli)
#include "tst_livecli.moc"
