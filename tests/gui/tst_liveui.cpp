// File ▸ Connect Project… in the window against the loopback fake: the no-keychain question,
// live results on the zone, reservation and summary steps, Disconnect, and afterwards no key or
// token in the plan file, autosave, settings or exports.
#include "document/plandocument.h"
#include "live/livefixture.h"
#include "live/secretstore.h"
#include "model/catalogoverlay.h"
#include "ui/live/catalogcontroller.h"
#include "ui/live/livecontroller.h"
#include "ui/live/livepanel.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/planwizard.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDirIterator>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

using namespace tpu;
using namespace tpu::test;

class TstLiveUi final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Issue 23: File ▸ Refresh Catalog from Project in the background, with progress and
    // Cancel; View ▸ Catalog built-in vs live with differences marked; Drop Overlay.
    void refreshCatalogFromProject()
    {
        FakeGoogle g;
        QVERIFY(g.listen());
        fillHealthyProject(g);
        fillCatalogOffer(g);
        qputenv("TPU_PLANNER_API_ROOT", g.root().toLatin1());
        QTemporaryDir dir;
        QFile::remove(model::overlayPath());
        ui::MainWindow w(builtinCatalog(), nullptr, dir.filePath("autosave"));
        w.show();
        w.document()->reset(liveV5ePlan(), {}, true);
        auto *ctl = w.catalogController();
        QStringList errors, infos;
        ctl->showError = [&](const QString &m) { errors << m; };
        ctl->showInfo = [&](const QString &m) { infos << m; };
        auto *status = w.findChild<QLabel *>("catalogStatusBarLabel");
        QCOMPARE(status->text(), QStringLiteral("Catalog: built-in"));
        // Not connected: one clear message, nothing asked.
        w.findChild<QAction *>("refreshCatalogAction")->trigger();
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().startsWith("Connect a project first"));
        QCOMPARE(g.requests.size(), 0);

        QVERIFY(w.live()->connection()->useKeyForSession(testKey().keyJson(g.tokenUri()), {}).ok);
        QTRY_VERIFY(w.live()->connection()->isConnected()); // once the key gave a token
        g.requests.clear();
        // Cancel while the answers are slow: nothing is written.
        g.script("/skus", std::deque<FakeGoogle::Reply>(2, FakeGoogle::Reply{200, "{}", {}, 3000}));
        w.findChild<QAction *>("refreshCatalogAction")->trigger();
        QVERIFY(ctl->isRefreshing());
        QTRY_VERIFY(w.findChild<QProgressDialog *>("catalogRefreshProgress"));
        QTRY_COMPARE(g.requests.filter("/skus").size(), 2); // the slow answers are taken
        w.findChild<QProgressDialog *>("catalogRefreshProgress")
            ->findChild<QPushButton *>()
            ->click(); // its Cancel button
        QVERIFY(!ctl->isRefreshing());
        QVERIFY(!QFile::exists(model::overlayPath()));
        QCOMPARE(w.statusBar()->currentMessage(),
                 QStringLiteral("Catalog refresh cancelled; nothing was written."));

        g.requests.clear();
        w.findChild<QAction *>("refreshCatalogAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!infos.isEmpty() || errors.size() > 1, 20000);
        QVERIFY2(infos.size() == 1, qPrintable(errors.join("\n")));
        QVERIFY2(infos.first().contains("Zones: 15 machine type(s) read"),
                 qPrintable(infos.first()));
        QVERIFY(QFile::exists(model::overlayPath()));
        const QString today = QDateTime::currentDateTimeUtc().toString("yyyy-MM-dd");
        QCOMPARE(status->text(),
                 "Catalog: live, " + today + ", project demo-project (0 day(s) old)");
        bool zonesDiffer = false, price = false;
        for (const auto &r : ctl->comparison()) {
            if (r.what == "Zones of tpu-v5-lite-podslice")
                zonesDiffer =
                    r.differs && r.live.contains("us-west4-c") && !r.builtin.contains("us-west4-c");
            if (r.what.startsWith("v5e onDemand price in us-west4"))
                price = r.live.startsWith("1.1100 (2026-11-01");
        }
        QVERIFY(zonesDiffer);
        QVERIFY(price);
        // View ▸ Catalog: the age, the table with ≠ marks, and Drop Overlay.
        int rows = 0, marks = 0;
        QString age;
        QTimer::singleShot(200, this, [&] {
            auto *d = qApp->findChild<QDialog *>("catalogDialog");
            if (!d)
                for (QWidget *top : QApplication::topLevelWidgets())
                    if (top->objectName() == "catalogDialog")
                        d = qobject_cast<QDialog *>(top);
            QVERIFY(d);
            auto *t = d->findChild<QTableWidget *>("catalogComparisonTable");
            rows = t->rowCount();
            for (int i = 0; i < rows; ++i)
                marks += t->item(i, 3)->text() == QStringLiteral("≠");
            age = d->findChild<QLabel *>("catalogAgeLabel")->text();
            d->findChild<QPushButton *>("dropOverlayPushButton")->click();
        });
        w.findChild<QAction *>("catalogAction")->trigger();
        QVERIFY(rows > 3);
        QVERIFY(marks > 0);
        QVERIFY2(age.startsWith("Live overlay: live, " + today), qPrintable(age));
        QVERIFY(!QFile::exists(model::overlayPath()));
        QCOMPARE(status->text(), QStringLiteral("Catalog: built-in"));
    }

    // Issue 23: File ▸ Connect Project ▸ Use gcloud Login with gcloud installed but no account.
    void gcloudWithoutAccountIsNotConnected()
    {
        FakeGoogle g;
        QVERIFY(g.listen());
        fillHealthyProject(g);
        qputenv("TPU_PLANNER_API_ROOT", g.root().toLatin1());
        QTemporaryDir dir;
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", dir.path().toLocal8Bit() + ":" + path);
        QVERIFY(!writeGcloudWithoutAccount(dir.path()).isEmpty());
        ui::MainWindow w(builtinCatalog(), nullptr, dir.filePath("autosave"));
        w.show();
        w.document()->reset(liveV5ePlan(), {}, true);
        QString shown;
        w.live()->dialogs().chooseCredentials = [](QString *) {
            return std::optional<QByteArray>(QByteArray());
        };
        w.live()->dialogs().showError = [&](const QString &m) { shown = m; };
        w.findChild<QAction *>("connectProjectAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
        qputenv("PATH", path);
        QVERIFY2(shown.startsWith("Not connected: run `gcloud auth login`.\n\ngcloud said:\n\n"),
                 qPrintable(shown));
        QVERIFY(shown.endsWith(QString::fromLatin1(kGcloudNoAccount).trimmed()));
        QVERIFY(!w.live()->connection()->isConnected());
        auto *status = w.findChild<QLabel *>("liveStatusBarLabel");
        QCOMPARE(status->text(), QStringLiteral("Live: off"));
        QCOMPARE(w.statusBar()->currentMessage(),
                 QStringLiteral("Not connected: run `gcloud auth login`."));
        QVERIFY(!w.findChild<QAction *>("disconnectProjectAction")->isEnabled());
        // No live panel lists per-check errors; nothing was asked of Google.
        for (auto *panel : w.findChildren<ui::LivePanel *>()) {
            QVERIFY(!panel->isVisible());
            QVERIFY(!panel->findingsText().contains("was not checked"));
        }
        QCOMPARE(g.requests.size(), 0);
        QVERIFY(!w.findChild<QLabel *>("findingsCountsLabel")->text().contains("Live checks"));
    }

    // Issue 37.1: importing a well-formed key with no network. Connected means a token was
    // obtained: "connecting…" until the token endpoint answered, then "Not connected: <why>";
    // never "Connected to …", no live panel, nothing counted as an error in the project.
    void keyWithoutNetworkIsNotConnected()
    {
        qputenv("TPU_PLANNER_API_ROOT", "http://127.0.0.1:1"); // nothing listens on port 1
        QTemporaryDir dir;
        ui::MainWindow w(builtinCatalog(), nullptr, dir.filePath("autosave"));
        w.show();
        w.document()->reset(liveV5ePlan(), {}, true);
        auto *status = w.findChild<QLabel *>("liveStatusBarLabel");
        QStringList shown, messages, indicator;
        connect(w.live(), &ui::LiveController::message, this,
                [&](const QString &m) { messages << m; });
        connect(w.live(), &ui::LiveController::changed, this, [&] { indicator << status->text(); });
        w.live()->dialogs().chooseCredentials = [](QString *) -> std::optional<QByteArray> {
            return testKey().keyJson("http://127.0.0.1:1/token");
        };
        w.live()->dialogs().useForSessionOnly = [](const QString &) { return true; };
        w.live()->dialogs().showError = [&](const QString &m) { shown << m; };
        w.findChild<QAction *>("connectProjectAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 30000);
        QVERIFY2(shown.first().startsWith("Not connected: The token endpoint"),
                 qPrintable(shown.first()));
        QVERIFY(indicator.contains("Live: connecting…"));
        for (const QString &m : messages + indicator)
            QVERIFY2(!m.contains("Connected to") && !m.contains("key for this session"),
                     qPrintable(m));
        QVERIFY(!w.live()->connection()->isConnected());
        QVERIFY(!w.live()->connection()->isConnecting());
        QCOMPARE(status->text(), QStringLiteral("Live: off"));
        QVERIFY2(status->toolTip().contains("Live: not connected: The token endpoint"),
                 qPrintable(status->toolTip()));
        QVERIFY2(w.statusBar()->currentMessage().startsWith("Not connected: "),
                 qPrintable(w.statusBar()->currentMessage()));
        QVERIFY(!w.findChild<QAction *>("disconnectProjectAction")->isEnabled());
        for (auto *panel : w.findChildren<ui::LivePanel *>())
            QVERIFY(!panel->isVisible());
        QTest::qWait(2000); // the debounced check would have run by now
        QVERIFY(!w.live()->connection()->hasReport());
        QVERIFY(!w.findChild<QLabel *>("findingsCountsLabel")->text().contains("Live checks"));
        if (const QString shots = qEnvironmentVariable("TPU_SCREENSHOT_DIR"); !shots.isEmpty())
            w.grab().save(shots + "/live-key-no-network.png");
        qunsetenv("TPU_PLANNER_API_ROOT");
    }

    // Issue 37.1: with a keychain, a key that gives no token is not stored either.
    void keyWithoutNetworkIsNotStored()
    {
        live::InMemorySecretStore store;
        live::LiveConnection c(&store, live::ApiRoots("http://127.0.0.1:1"));
        live::LiveConnection::Outcome o;
        bool done = false;
        c.importKey(testKey().keyJson("http://127.0.0.1:1/token"), "demo-project",
                    [&](const live::LiveConnection::Outcome &x) {
                        o = x;
                        done = true;
                    });
        QVERIFY(c.isConnecting() && !c.isConnected());
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QVERIFY(!o.ok && o.noToken);
        QVERIFY2(o.message.startsWith("Not connected: "), qPrintable(o.message));
        QVERIFY(!c.isConnected() && !c.isConnecting());
        QVERIFY(store.entries().isEmpty());
    }

    void connectCheckDisconnectLeavesNoSecret()
    {
        FakeGoogle g;
        QVERIFY(g.listen());
        fillHealthyProject(g);
        breakProject(g);
        qputenv("TPU_PLANNER_API_ROOT", g.root().toLatin1());
        QTemporaryDir dir;
        ui::MainWindow w(builtinCatalog(), nullptr, dir.filePath("autosave"));
        w.resize(1360, 900);
        w.show();
        model::Plan plan = liveV5ePlan();
        plan.consumption = model::Consumption::Reservation;
        plan.reservation.name = "res-a";
        plan.slices = 2;
        w.document()->reset(plan, {}, true);

        auto *status = w.findChild<QLabel *>("liveStatusBarLabel");
        QVERIFY(status->toolTip().contains("not connected"));
        QCOMPARE(status->text(), QStringLiteral("Live: off"));
        QVERIFY(!w.findChild<QAction *>("disconnectProjectAction")->isEnabled());

        // ctest runs this without a D-Bus session: the keychain is unavailable, the window says
        // so and uses the key only because the user chose "this session only".
        QString askedWhy;
        w.live()->dialogs().chooseCredentials = [&](QString *) -> std::optional<QByteArray> {
            return testKey().keyJson(g.tokenUri());
        };
        w.live()->dialogs().useForSessionOnly = [&](const QString &why) {
            askedWhy = why;
            return true;
        };
        w.findChild<QAction *>("connectProjectAction")->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!askedWhy.isEmpty(), 20000);
        QVERIFY2(askedWhy.contains("keychain"), qPrintable(askedWhy));
        QTRY_VERIFY_WITH_TIMEOUT(w.live()->connection()->hasReport(), 20000);
        QVERIFY(status->toolTip().contains("this session only"));
        QCOMPARE(status->text(), QStringLiteral("Live: demo-project (key for this session)"));
        QVERIFY(w.findChild<QAction *>("disconnectProjectAction")->isEnabled());

        auto *zone = w.findChild<ui::LivePanel *>("zoneLivePanel");
        auto *res = w.findChild<ui::LivePanel *>("reservationLivePanel");
        auto *summary = w.findChild<ui::LivePanel *>("summaryLivePanel");
        QVERIFY(zone && res && summary);
        QVERIFY(zone->findingsText().contains("checked live at "));
        QVERIFY(zone->findingsText().contains("is not offered in zone us-west4-a"));
        QVERIFY(zone->findingsText().contains("live.gke-version"));
        QVERIFY(!zone->findingsText().contains("live.reservation"));
        QVERIFY(res->findingsText().contains("res-a has 6 free VMs"));
        // Findings does not say "No errors" alone while the live panels list some.
        QTRY_VERIFY(w.findChild<QLabel *>("findingsCountsLabel")
                        ->text()
                        .contains(QRegularExpression("Live checks: [1-9]\\d* error")));
        QVERIFY(summary->findingsText().contains("live.quota"));
        QVERIFY(summary->findingsText().contains(
            QStringLiteral("checked live at %1")
                .arg(w.live()->connection()->lastReport().fetchedAt.toLocalTime().toString(
                    "HH:mm"))));

        // An edit is checked again by itself, from the cache (no new request) within seconds.
        const int requests = g.requests.size();
        w.document()->edit(model::Step::Options, [](model::Plan &p) { p.slices = 1; });
        QTRY_VERIFY_WITH_TIMEOUT(res->findingsText().contains("the plan needs 4"), 10000);
        QCOMPARE(g.requests.size(), requests);

        if (const QString shots = qEnvironmentVariable("TPU_SCREENSHOT_DIR"); !shots.isEmpty()) {
            w.wizard()->goToStep(ui::PlanWizard::SummaryPageId);
            QApplication::processEvents();
            w.grab().save(shots + "/live-summary.png");
            w.wizard()->goToStep(ui::PlanWizard::ZonePageId);
            QApplication::processEvents();
            w.grab().save(shots + "/live-zone.png");
        }

        // Everything a session writes: plan file, autosave, export, settings.
        const QString planFile = dir.filePath("plan.json");
        w.dialogs().chooseSaveFile = [&](const QString &) { return planFile; };
        w.dialogs().chooseExportDir = [&](const QString &) { return dir.filePath("export"); };
        w.dialogs().confirm = [](const QString &) { return true; };
        w.dialogs().showError = [](const QString &m) { qWarning("%s", qPrintable(m)); };
        w.document()->edit(model::Step::Options, [](model::Plan &p) { p.slices = 2; });
        w.autosaveNow();
        QVERIFY(w.saveAs());
        w.exportToFolder();
        QSettings().sync();

        w.findChild<QAction *>("disconnectProjectAction")->trigger();
        QTRY_VERIFY(status->toolTip().contains("not connected"));
        QVERIFY(zone->findingsText().startsWith("Live: not connected"));

        const QList<QByteArray> secrets{
            g.accessToken.toLatin1(), testKey().privatePem.split('\n').value(1),
            "0123456789abcdef0123456789abcdef01234567", "PRIVATE KEY", "eyJhbGciOi"};
        QStringList roots{dir.path(),
                          QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation),
                          QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation),
                          QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                          QStandardPaths::writableLocation(QStandardPaths::CacheLocation),
                          QFileInfo(QSettings().fileName()).absolutePath()};
        int files = 0;
        for (const QString &root : roots) {
            QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                QFile f(it.next());
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QByteArray data = f.readAll();
                ++files;
                for (const QByteArray &s : secrets)
                    QVERIFY2(!data.contains(s), qPrintable(f.fileName() + " holds a secret"));
            }
        }
        QVERIFY2(files >= 5, qPrintable(QString::number(files)));
        QVERIFY(QFile::exists(planFile));
        qunsetenv("TPU_PLANNER_API_ROOT");
    }
};

QTEST_MAIN(TstLiveUi)
#include "tst_liveui.moc"
