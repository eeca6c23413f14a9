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
        QVERIFY(r.out.contains("3 prices in 2 regions"));
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
        QVERIFY(r.out.contains("4 zone offers"));
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

    // Issue 35, F2: answers that would make an overlay no command accepts (here 20,001 zones for
    // one machine type, more than an overlay list holds) never replace a good overlay: the
    // previous one stays and refresh exits 1 saying so. Today's code wrote it and every later
    // command said "was not used".
    void anOverlayThatWouldNotLoadKeepsThePreviousOne()
    {
        Run r = refresh();
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QByteArray good = readAll(overlayFile());
        QVERIFY(!good.isEmpty());
        for (int i = 0; i <= model::LiveOverlay::kMaxEntries; ++i)
            g->machineTypes.insert(QStringLiteral("us-east5-z%1/ct5lp-hightpu-4t").arg(i, 0, 36));
        g->pageSize = 4000;
        r = refresh();
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("the new overlay was not written: it would not load") &&
                     r.err.contains("more than 20000 entries") &&
                     r.err.contains("the previous overlay " + overlayFile() + " is kept as it was"),
                 qPrintable(r.err));
        QCOMPARE(readAll(overlayFile()), good);
        const Run z = run({"catalog", "zones"});
        QVERIFY2(!z.err.contains("was not used"), qPrintable(z.err));
        QVERIFY(z.out.contains("live, "));
    }

    // F2: a long Google error text with control characters is stored escaped and cut, so the
    // overlay still loads. Today's code stored it whole and the overlay was refused.
    void aLongEscapedErrorTextStillLoads()
    {
        QString message = QStringLiteral("The caller does not have permission\u0007\u001b[2J ");
        while (message.size() < 3000)
            message += QChar(0x07); // each written as \u0007: six characters
        g->script("/skus", std::deque<FakeGoogle::Reply>(
                               4, FakeGoogle::Reply{
                                      403,
                                      FakeGoogle::googleError(403, "PERMISSION_DENIED", message),
                                      {},
                                      0,
                                      false}));
        const Run r = refresh();
        QCOMPARE(r.code, 1);
        const auto loaded = model::loadOverlay(overlayFile());
        QVERIFY2(loaded.overlay, qPrintable(loaded.error));
        QVERIFY(!loaded.overlay->problems.empty());
        for (const auto &p : loaded.overlay->problems)
            QVERIFY(p.message.size() <= model::LiveOverlay::kMaxProblemChars);
        QVERIFY(loaded.overlay->problems.front().message.contains("\\u0007"));
    }

    // F15: an answer offering zones in 3,000 regions asks serverConfig of at most 64 regions and
    // says how many were left out. Today's code sent 3,000 requests.
    void regionFanOutIsBounded()
    {
        int made = 0;
        for (char a = 'a'; a <= 'z' && made < 3000; ++a)
            for (char b = 'a'; b <= 'z' && made < 3000; ++b)
                for (int n = 1; n <= 5 && made < 3000; ++n, ++made)
                    g->machineTypes.insert(QStringLiteral("q%1%2-far%3-a/ct5lp-hightpu-4t")
                                               .arg(QChar(a), QChar(b), QString::number(n)));
        g->pageSize = 1000;
        const Run r = refresh();
        QCOMPARE(r.code, 1);
        const int asked = int(g->requests.filter("/serverConfig").size());
        QVERIFY2(asked <= model::LiveOverlay::kMaxVersionRegions,
                 qPrintable(QString::number(asked)));
        QVERIFY2(r.out.contains("regions left out: a refresh reads the GKE versions of at most "
                                "64 regions"),
                 qPrintable(r.out));
        QVERIFY(model::loadOverlay(overlayFile()).overlay);
    }

    // F15: shape-valid but absurd values are not stored: a 100,008-character zone, a 5,004-
    // character region, an effective date of 9999-12-31.
    void absurdValuesAreNotStored()
    {
        QString error;
        QStringList zones;
        const QString longZone = "us-east5-" + QString(100000 - 1, 'a');
        const QJsonObject page{
            {"items",
             QJsonObject{{"zones/" + longZone,
                          QJsonObject{{"machineTypes",
                                       QJsonArray{QJsonObject{{"name", "ct5lp-hightpu-4t"}}}}}}}}};
        live::refresh::machineTypeZones(page, "ct5lp-hightpu-4t", &zones, &error);
        QVERIFY2(error.contains("is not a zone name"), qPrintable(error));
        QVERIFY(zones.isEmpty());
        const QString t = "2026-11-01T08:00:00Z";
        const QString longRegion = QString(5000, 'u') + "-e5";
        const auto sp = live::refresh::skus(
            QJsonObject{{"skus", QJsonArray{FakeGoogle::sku("C-1", "TpuV5e chip in Iowa",
                                                            "OnDemand", {longRegion}, 1, 0, t),
                                            FakeGoogle::sku("C-2", "TpuV5e chip in Iowa",
                                                            "OnDemand", {"us-central1"}, 1, 0,
                                                            "9999-12-31T00:00:00Z")}}},
            *builtinCatalog(), &error);
        QVERIFY(sp.prices.empty());
        QCOMPARE(sp.unmatched.size(), 2);
        QVERIFY2(sp.unmatched[0].contains("no region"), qPrintable(sp.unmatched[0]));
        QVERIFY2(sp.unmatched[1].contains("effective time 9999-12-31T00:00:00Z is not from "
                                          "2017-01-01 to today"),
                 qPrintable(sp.unmatched[1]));
        // The overlay's reader holds the same window.
        model::LiveOverlay o;
        o.project = "demo-project";
        o.fetchedAt = QDateTime::currentDateTimeUtc();
        o.prices = std::vector<model::LiveOverlay::Price>{
            {"v5e", "us-central1", "onDemand", 1.2, "USD",
             QDateTime(QDate(9999, 12, 31), QTime(0, 0), Qt::UTC), "C-2"}};
        QVERIFY(!model::LiveOverlay::fromJson(o.toJson(), &error));
        QVERIFY2(error.contains("effectiveTime"), qPrintable(error));
        QVERIFY(model::saveOverlay(o, m_dir.filePath("never.json")).contains("would not load"));
        QVERIFY(!QFile::exists(m_dir.filePath("never.json")));
    }

    // Issue 35, F6 and F14: a price is a whole, bounded Money amount or not a price; a SKU with
    // none never becomes 0 USD.
    void moneyIsGooglesTypeOrNotAPrice_data()
    {
        QTest::addColumn<QJsonValue>("units");
        QTest::addColumn<QJsonValue>("nanos");
        QTest::addColumn<double>("price"); // -1: not a price
        const QJsonValue none = QJsonValue(QJsonValue::Undefined);
        QTest::newRow("1.11") << QJsonValue("1") << QJsonValue(110000000) << 1.11;
        QTest::newRow("nanos only") << none << QJsonValue(440000000) << 0.44;
        QTest::newRow("units only") << QJsonValue("2") << none << 2.0;
        QTest::newRow("no price at all") << none << none << -1.0;
        QTest::newRow("zero") << QJsonValue("0") << QJsonValue(0) << -1.0;
        QTest::newRow("nanos 5e9") << QJsonValue("0") << QJsonValue(5e9) << -1.0;
        QTest::newRow("nanos 1e9") << QJsonValue("1") << QJsonValue(1e9) << -1.0;
        QTest::newRow("fractional nanos") << QJsonValue("1") << QJsonValue(0.5) << -1.0;
        QTest::newRow("units with a space") << QJsonValue(" 5") << QJsonValue(0) << -1.0;
        QTest::newRow("units with a newline") << QJsonValue("5\n") << QJsonValue(0) << -1.0;
        QTest::newRow("units plus") << QJsonValue("+5") << QJsonValue(0) << -1.0;
        QTest::newRow("units fraction") << QJsonValue("5.5") << QJsonValue(0) << -1.0;
        QTest::newRow("units a number") << QJsonValue(5) << QJsonValue(0) << -1.0;
        QTest::newRow("nanos a string") << QJsonValue("1") << QJsonValue("5") << -1.0;
        QTest::newRow("signs differ") << QJsonValue("1") << QJsonValue(-5) << -1.0;
        QTest::newRow("negative") << QJsonValue("-1") << QJsonValue(-5) << -1.0;
        QTest::newRow("above 10000") << QJsonValue("10000") << QJsonValue(1) << -1.0;
        QTest::newRow("10000") << QJsonValue("10000") << none << 10000.0;
    }
    void moneyIsGooglesTypeOrNotAPrice()
    {
        QFETCH(QJsonValue, units);
        QFETCH(QJsonValue, nanos);
        QFETCH(double, price);
        QJsonObject sku = FakeGoogle::sku("D-1", "TpuV5e chip running in Iowa", "OnDemand",
                                          {"us-central1"}, 0, 0, "2026-11-01T08:00:00Z");
        QJsonObject unitPrice{{"currencyCode", "USD"}};
        if (!units.isUndefined())
            unitPrice.insert("units", units);
        if (!nanos.isUndefined())
            unitPrice.insert("nanos", nanos);
        QJsonArray info = sku.value("pricingInfo").toArray();
        QJsonObject i0 = info.at(0).toObject();
        QJsonObject expr = i0.value("pricingExpression").toObject();
        expr.insert("tieredRates",
                    QJsonArray{QJsonObject{{"startUsageAmount", 0}, {"unitPrice", unitPrice}}});
        i0.insert("pricingExpression", expr);
        info.replace(0, i0);
        sku.insert("pricingInfo", info);
        QString error;
        const auto sp =
            live::refresh::skus(QJsonObject{{"skus", QJsonArray{sku}}}, *builtinCatalog(), &error);
        QVERIFY(error.isEmpty());
        if (price < 0) {
            QVERIFY(sp.prices.empty());
            QCOMPARE(sp.unmatched.size(), 1);
            QVERIFY2(sp.unmatched.first().contains("not a price"),
                     qPrintable(sp.unmatched.first()));
        } else {
            QCOMPARE(sp.prices.size(), size_t(1));
            QCOMPARE(sp.prices.front().perChipHour, price);
        }
    }
};

QTEST_GUILESS_MAIN(TstCatalogRefresh)
#include "tst_catalogrefresh.moc"
