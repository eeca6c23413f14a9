// The keychain: the in-memory fake, the real OS keychain through QtKeychain (run by ctest inside
// dbus-run-session with a fresh GNOME Keyring), and the path without any keychain.
#include "live/livefixture.h"
#include "live/qtkeychainstore.h"
#include "live/secretstore.h"

#include <QDirIterator>

using namespace tpu;
using namespace tpu::test;
using live::SecretStore;

namespace {

SecretStore::Result call(const std::function<void(SecretStore::Callback)> &start)
{
    SecretStore::Result out;
    bool done = false;
    start([&](const SecretStore::Result &r) {
        out = r;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        qFatal("keychain job did not finish");
    return out;
}

live::LiveConnection::Outcome connCall(const std::function<void(live::LiveConnection::Done)> &start)
{
    live::LiveConnection::Outcome out;
    bool done = false;
    start([&](const live::LiveConnection::Outcome &o) {
        out = o;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        qFatal("connection did not answer");
    return out;
}

void roundTrip(SecretStore &s)
{
    const QString key = live::keyEntryName("tpu-planner-test-project");
    const QByteArray secret = testKey().keyJson("https://oauth2.googleapis.com/token");
    auto r = call([&](auto cb) { s.write(key, secret, cb); });
    QVERIFY2(r.status == SecretStore::Status::Ok, qPrintable(r.message));
    r = call([&](auto cb) { s.read(key, cb); });
    QVERIFY2(r.status == SecretStore::Status::Ok, qPrintable(r.message));
    QCOMPARE(r.data, secret);
    r = call([&](auto cb) { s.remove(key, cb); });
    QVERIFY2(r.status == SecretStore::Status::Ok, qPrintable(r.message));
    r = call([&](auto cb) { s.read(key, cb); });
    QCOMPARE(int(r.status), int(SecretStore::Status::NotFound));
}

// Import, reconnect from the keychain, check, disconnect (which deletes the entry).
void connectionLifecycle(SecretStore &store)
{
    FakeGoogle g;
    QVERIFY(g.listen());
    fillHealthyProject(g);
    const QByteArray json = testKey().keyJson(g.tokenUri());
    {
        live::LiveConnection c(&store, live::ApiRoots(g.root()));
        const auto o = connCall([&](auto cb) { c.importKey(json, "demo-project", cb); });
        QVERIFY2(o.ok, qPrintable(o.message));
        QCOMPARE(int(c.source()), int(live::LiveConnection::Source::Keychain));
    }
    live::LiveConnection c(&store, live::ApiRoots(g.root()));
    auto o = connCall([&](auto cb) { c.useKeychain("demo-project", cb); });
    QVERIFY2(o.ok, qPrintable(o.message));
    QVERIFY(c.description().contains("planner@demo-project.iam.gserviceaccount.com"));
    const auto report = runChecks(c, liveV5ePlan());
    QVERIFY(findingOf(report, "live.machine-type"));
    // One token when the key was imported (connected means a token was obtained), one when
    // it was read back from the keychain; the checks use the second.
    QCOMPARE(g.tokenGrants, 2);
    o = connCall([&](auto cb) { c.disconnectProject(cb); });
    QVERIFY2(o.ok, qPrintable(o.message));
    QVERIFY(o.message.contains("deleted from the keychain"));
    QVERIFY(!c.isConnected());
    live::LiveConnection again(&store, live::ApiRoots(g.root()));
    o = connCall([&](auto cb) { again.useKeychain("demo-project", cb); });
    QVERIFY(!o.ok);
}

} // namespace

class TstKeychain final : public QObject
{
    Q_OBJECT
private slots:
    void inMemoryRoundTrip()
    {
        live::InMemorySecretStore s;
        roundTrip(s);
    }

    void inMemoryConnectionLifecycle()
    {
        live::InMemorySecretStore s;
        connectionLifecycle(s);
        QVERIFY(s.entries().isEmpty());
    }

    void noKeychainIsSaidAndNothingIsStored()
    {
        live::InMemorySecretStore s;
        s.setUnavailable(true);
        FakeGoogle g; // the key gives a token first (issue 37.1); then the keychain is asked
        QVERIFY(g.listen());
        g.publicKeyPem = testKey().publicPem;
        live::LiveConnection c(&s, live::ApiRoots(g.root()));
        const QByteArray json = testKey().keyJson(g.tokenUri());
        const auto o = connCall([&](auto cb) { c.importKey(json, "demo-project", cb); });
        QVERIFY(!o.ok);
        QVERIFY2(o.keychainUnavailable, qPrintable(o.message));
        QVERIFY(o.message.contains("not stored"));
        QVERIFY(!c.isConnected()); // nothing is used until the user chooses "this session only"
        QVERIFY(s.entries().isEmpty());
        const auto session = c.useKeyForSession(json, "demo-project");
        QVERIFY(session.ok);
        QCOMPARE(int(c.source()), int(live::LiveConnection::Source::SessionKey));
        QVERIFY(c.description().contains("this session only"));
        QVERIFY(s.entries().isEmpty());
    }

    // ctest runs these two inside with-keyring.sh (dbus-run-session + gnome-keyring).
    void osKeychainRoundTrip()
    {
        if (qEnvironmentVariableIsEmpty("TPU_TEST_REAL_KEYRING"))
            QSKIP("run by ctest inside dbus-run-session (tst_keychain_os)");
        live::QtKeychainStore s(QStringLiteral("io.github.tpu-planner.test"));
        roundTrip(s);
    }
    void osKeychainConnectionLifecycle()
    {
        if (qEnvironmentVariableIsEmpty("TPU_TEST_REAL_KEYRING"))
            QSKIP("run by ctest inside dbus-run-session (tst_keychain_os)");
        live::QtKeychainStore s(QStringLiteral("io.github.tpu-planner.test"));
        connectionLifecycle(s);
    }

    // Without a D-Bus session there is no keychain: a clear message, never plain text.
    void osKeychainMissing()
    {
        if (qEnvironmentVariableIsEmpty("TPU_TEST_NO_KEYRING"))
            QSKIP("run by ctest without a D-Bus session (tst_keychain_none)");
        live::QtKeychainStore s(QStringLiteral("io.github.tpu-planner.test"));
        const auto r = call([&](auto cb) { s.write("gcp:x:service-account-key", "secret", cb); });
        QCOMPARE(int(r.status), int(SecretStore::Status::Unavailable));
        QVERIFY2(r.message.contains("No keychain is available") || r.message.contains("locked"),
                 qPrintable(r.message));
        QVERIFY(r.message.contains("this session only"));
        // Nothing went to a settings file instead.
        QDirIterator it(qEnvironmentVariable("XDG_CONFIG_HOME"), QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(!f.readAll().contains("secret"));
        }
    }
};

QTEST_GUILESS_MAIN(TstKeychain)
#include "tst_keychain.moc"
