// `tpu-planner catalog refresh` end to end (issue 23): the real binary against the loopback
// fake (aggregated machineTypes, serverConfig for several regions, Billing Catalog SKUs, all
// paginated), then `catalog zones`, `check` and `summary` with the overlay it wrote.
#include "live/catalogrefresh.h"
#include "live/livefixture.h"
#include "model/planfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

using namespace tpu;
using namespace tpu::test;

class TstCatalogRefresh final : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<FakeGoogle> g;

    struct Run
    {
        int code = -1;
        QString out, err;
    };

    Run run(const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("XDG_DATA_HOME", m_dir.filePath("xdg-data"));
        env.insert("XDG_CONFIG_HOME", m_dir.filePath("xdg-config"));
        env.insert("HOME", m_dir.filePath("home"));
        env.insert("LANG", "C.UTF-8");
        env.remove("GOOGLE_APPLICATION_CREDENTIALS");
        env.remove("TPU_PLANNER_API_ROOT");
        env.remove("DBUS_SESSION_BUS_ADDRESS");
        p.setProcessEnvironment(env);
        QSignalSpy done(&p, &QProcess::finished);
        p.start(TPU_PLANNER_BIN, args);
        if (!done.wait(60000))
            qFatal("tpu-planner did not finish");
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    QString overlayFile() const
    {
        return m_dir.filePath("xdg-config/tpu-planner/tpu-planner/catalog-overlay.json");
    }

    QString writeKey()
    {
        const QString path = m_dir.filePath("key.json");
        writeAll(path, testKey().keyJson(g->tokenUri()));
        return path;
    }

    QString writePlan(const model::Plan &p, const QString &name)
    {
        const QString path = m_dir.filePath(name);
        const QString err = model::PlanFile::save(p, path);
        if (!err.isEmpty())
            qFatal("%s", qPrintable(err));
        return path;
    }

    Run refresh()
    {
        return run({"catalog", "refresh", "--credentials", writeKey(), "--api-root", g->root()});
    }

private slots:
    void init()
    {
        g = std::make_unique<FakeGoogle>();
        QVERIFY(g->listen());
        fillHealthyProject(*g);
        fillCatalogOffer(*g);
        QFile::remove(overlayFile());
    }

    void refreshThenZonesCheckAndSummaryAreLive()
    {
        const Run r = refresh();
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QString today = QDateTime::currentDateTimeUtc().toString("yyyy-MM-dd");
        const QString live = "live, " + today + ", project demo-project";
        QVERIFY2(r.out.contains("Catalog refreshed from project demo-project (" + live + ")"),
                 qPrintable(r.out));
        QVERIFY(r.out.contains("3 price(s) in 2 regions"));
        QVERIFY2(r.out.contains("A1B2-C3D4-0005: Accelerator chip-hour in Columbus (no TPU "
                                "version in the description)"),
                 qPrintable(r.out));
        // Every page was read: the fake serves two zones or SKUs a page.
        QVERIFY(g->requests.filter("pageToken=zones").size() >= 2);
        QVERIFY(g->requests.filter("pageToken=skus").size() >= 2);
        QVERIFY(g->requests.filter("/serverConfig").size() >= 3);
        for (const QString &req : g->requests)
            QVERIFY2(req.startsWith("GET ") || req.startsWith("POST /token"), qPrintable(req));

        // The overlay holds no token, key or assertion.
        const QByteArray file = readAll(overlayFile());
        QVERIFY(!file.isEmpty());
        for (const QByteArray &secret :
             {g->accessToken.toLatin1(), QByteArray("PRIVATE KEY"), QByteArray("private_key"),
              QByteArray("assertion"), QByteArray("eyJ"), QByteArray("Bearer"),
              testKey().keyJson(g->tokenUri()).mid(200, 40)})
            QVERIFY2(!file.contains(secret), secret.constData());
        QCOMPARE(QFile::permissions(overlayFile()) & (QFile::ReadOther | QFile::ReadGroup),
                 QFileDevice::Permissions());

        // catalog zones: the fake's zones, live with the date; us-west4-c is new.
        Run z = run({"catalog", "zones"});
        QCOMPARE(z.code, 0);
        QVERIFY2(z.out.contains(QRegularExpression("us-west4-a +us-west4 +tpu-v5-lite-podslice "
                                                   "+autopilot,standard +" +
                                                   live)),
                 qPrintable(z.out));
        QVERIFY(z.out.contains(QRegularExpression("us-west4-c +us-west4 +tpu-v5-lite-podslice")));
        QVERIFY(z.out.contains(QRegularExpression("us-west4-b +us-west4 .* uncertain")));

        // check: the zone is no longer uncertain; it says live and the date.
        model::Plan plan = liveV5ePlan();
        plan.clusterVersion.clear();
        const QString planFile = writePlan(plan, "plan.json");
        Run c = run({"check", planFile});
        QVERIFY2(c.out.contains("[zone.live] tpu-v5-lite-podslice is offered in us-west4-a (" +
                                live + ")"),
                 qPrintable(c.out));
        QVERIFY(!c.out.contains("zone.uncertain"));
        QVERIFY2(c.out.contains("default is 1.32.1-gke.1000000, which meets"), qPrintable(c.out));

        // summary: the fake's SKU prices with their effective date; Spot from the Preemptible SKU.
        Run s = run({"summary", planFile, "--format", "json"});
        QCOMPARE(s.code, 0);
        const QJsonObject cost =
            QJsonDocument::fromJson(s.out.toUtf8()).object().value("cost").toObject();
        QVERIFY2(cost.value("priceDate").toString().startsWith("2026-11-01 (" + live),
                 qPrintable(s.out));
        Run st = run({"summary", planFile});
        QVERIFY2(st.out.contains("as of 2026-11-01 (" + live + ")"), qPrintable(st.out));
        QVERIFY2(st.out.contains("On-demand                      17.76 per hour"),
                 qPrintable(st.out)); // 16 chips x 1.11 from the fake's SKU

        // A region with no price, live or built-in, stays unknown.
        model::Plan tokyo = plan;
        tokyo.zone = "asia-northeast1-b";
        Run t = run({"summary", writePlan(tokyo, "tokyo.json")});
        QVERIFY2(t.out.contains("(no price in the catalog)"), qPrintable(t.out));

        // With --catalog the overlay is not applied.
        Run plain =
            run({"catalog", "zones", "--catalog", TPU_SOURCE_DIR "/catalog/tpu-catalog.json"});
        QVERIFY(!plain.out.contains("live, "));
    }

    void forbiddenBillingKeepsZonesAndVersions()
    {
        g->billingForbidden = true;
        const Run r = refresh();
        QCOMPARE(r.code, 1); // some API did not answer; what did is kept
        QVERIFY(r.out.contains("Prices:       not read"));
        QVERIFY2(r.out.contains("Not read (Cloud Billing Catalog API (services.skus)): Prices of "
                                "service"),
                 qPrintable(r.out));
        QVERIFY(r.out.contains("permission denied in project demo-project (HTTP 403)"));
        QVERIFY(r.out.contains("4 zone offer(s)"));
        QString error;
        const auto o = model::LiveOverlay::fromJson(readAll(overlayFile()), &error);
        QVERIFY2(o, qPrintable(error));
        QVERIFY(o->zones && o->versions);
        QVERIFY(!o->prices);
        // Prices keep the built-in catalog's.
        model::Plan plan = liveV5ePlan();
        Run st = run({"summary", writePlan(plan, "plan.json")});
        QVERIFY(!st.out.contains("as of 2026-11-01"));
        QVERIFY(st.out.contains("as of "));
    }

    void hostileOverlayIsRefusedAndTheBuiltinUsed()
    {
        QVERIFY(QDir().mkpath(QFileInfo(overlayFile()).absolutePath()));
        writeAll(overlayFile(), "{\"schema\": 1, \"kind\": \"tpu-planner-catalog-overlay\", "
                                "\"project\": \"demo-project\", \"fetchedAt\": "
                                "\"2026-11-01T00:00:00Z\", \"zones\": {\"api\": \"x\", "
                                "\"machineTypes\": {\"ct5lp-hightpu-4t\": [\"us-west4-a\\n"
                                "us-west4-z\"]}}, \"problems\": [], \"unmatchedSkus\": []}");
        const Run z = run({"catalog", "zones"});
        QCOMPARE(z.code, 0);
        QVERIFY2(z.err.contains("warning: The live catalog overlay") &&
                     z.err.contains("is not a zone") &&
                     z.err.contains("the built-in catalog is used"),
                 qPrintable(z.err));
        QVERIFY(!z.out.contains("live, "));
        QVERIFY(z.out.contains(QRegularExpression("us-west4-a .* uncertain")));
    }

    void pagesAreParsedDefensively()
    {
        QString error;
        QStringList zones;
        const QJsonObject page{
            {"items",
             QJsonObject{{"zones/bad zone!",
                          QJsonObject{{"machineTypes",
                                       QJsonArray{QJsonObject{{"name", "ct5lp-hightpu-4t"}}}}}}}}};
        live::refresh::machineTypeZones(page, "ct5lp-hightpu-4t", &zones, &error);
        QVERIFY(error.contains("is not a zone name"));
        error.clear();
        live::refresh::machineTypeZones(QJsonObject{{"items", QJsonArray{}}}, "x", &zones, &error);
        QVERIFY(error.contains("not an object"));
        // A SKU without a readable price is listed, not guessed.
        error.clear();
        QJsonObject bad = FakeGoogle::sku("B-1", "TpuV5e chip running in Iowa", "OnDemand",
                                          {"us-central1"}, 1, 0, "not a time");
        const auto sp =
            live::refresh::skus(QJsonObject{{"skus", QJsonArray{bad}}}, *builtinCatalog(), &error);
        QVERIFY(error.isEmpty());
        QVERIFY(sp.prices.empty());
        QCOMPARE(sp.unmatched.size(), 1);
        QVERIFY(sp.unmatched.first().contains("no readable price"));
    }
};

QTEST_GUILESS_MAIN(TstCatalogRefresh)
#include "tst_catalogrefresh.moc"
