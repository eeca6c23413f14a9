// The live overlay (issue 23): saved atomically beside the settings, read strictly (a broken or
// hostile file is refused and the built-in catalog used), applied on top of the catalog so the
// rules and the summary show the project's zones, channel default and prices with their date.
#include "model/atomicfile.h"
#include "model/catalogoverlay.h"
#include "model/snapshot.h"
#include "model/summary.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>

using namespace tpu;
using namespace tpu::test;
using model::LiveOverlay;

namespace {

LiveOverlay sampleOverlay()
{
    LiveOverlay o;
    o.project = QStringLiteral("demo-project");
    o.fetchedAt = QDateTime::currentDateTimeUtc().addDays(-2);
    o.zones = std::vector<LiveOverlay::ZoneList>{
        {QStringLiteral("ct5lp-hightpu-4t"),
         {QStringLiteral("us-west4-a"), QStringLiteral("us-west4-c")}}};
    LiveOverlay::RegionVersions rv;
    rv.region = QStringLiteral("us-west4");
    rv.validVersions = {QStringLiteral("1.33.2-gke.1111000"), QStringLiteral("1.20.1-gke.100")};
    rv.channels.push_back(
        {QStringLiteral("regular"), QStringLiteral("1.33.2-gke.1111000"), rv.validVersions});
    rv.channels.push_back(
        {QStringLiteral("stable"), QStringLiteral("1.20.1-gke.100"), rv.validVersions});
    o.versions = std::vector<LiveOverlay::RegionVersions>{rv};
    o.prices = std::vector<LiveOverlay::Price>{
        {QStringLiteral("v5e"), QStringLiteral("us-west4"), QStringLiteral("onDemand"), 1.11,
         QStringLiteral("USD"), QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC),
         QStringLiteral("AAAA-BBBB-CCCC")},
        {QStringLiteral("v5e"), QStringLiteral("us-west4"), QStringLiteral("spot"), 0.44,
         QStringLiteral("USD"), QDateTime(QDate(2026, 11, 1), QTime(8, 0), Qt::UTC),
         QStringLiteral("AAAA-BBBB-DDDD")}};
    o.problems.push_back({LiveOverlay::pricesApi(), QStringLiteral("nothing")});
    return o;
}

model::Plan v5ePlan()
{
    model::Plan p = standardPlan();
    p.tpuVersion = QStringLiteral("v5e");
    p.machineType = QStringLiteral("ct5lp-hightpu-4t");
    p.topology = shape("4x4");
    p.zone = QStringLiteral("us-west4-a");
    p.clusterVersion.clear();
    p.newCluster = true;
    return p;
}

const model::Finding *findingOf(const std::vector<model::Finding> &fs, const QString &id)
{
    for (const auto &f : fs)
        if (f.id == id)
            return &f;
    return nullptr;
}

} // namespace

class TstCatalogOverlay final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void roundTripsAndHoldsNoSecret()
    {
        const LiveOverlay o = sampleOverlay();
        QString error;
        const auto back = LiveOverlay::fromJson(o.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->toJson(), o.toJson());
        QCOMPARE(back->project, QStringLiteral("demo-project"));
        QCOMPARE(back->ageDays(), 2);
        QVERIFY(!back->isStale());
        QVERIFY(back->ageText().startsWith("live, " + o.dateText() + ", project demo-project"));
        LiveOverlay old = o;
        old.fetchedAt = QDateTime::currentDateTimeUtc().addDays(-31);
        QVERIFY(old.isStale());
        QVERIFY(old.ageText().contains("stale"));
        // The file names the project and the APIs, never a credential.
        const QString text = QString::fromUtf8(o.toJson()).toLower();
        for (const char *secret : {"token", "private_key", "bearer", "ya29", "authorization",
                                   "client_email", "password", "key\""})
            QVERIFY2(!text.contains(QLatin1String(secret)), secret);
        QVERIFY(text.contains("\"api\": \"compute engine api"));
    }

    void atomicWriteKeepsTheOldOverlay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("conf/catalog-overlay.json");
        QCOMPARE(model::saveOverlay(sampleOverlay(), path), QString());
        const QByteArray before = readAll(path);
        LiveOverlay newer = sampleOverlay();
        newer.project = QStringLiteral("other-project");
        model::io::injectWriteFaultForTesting(QStringLiteral("catalog-overlay.json"), ENOSPC, 10);
        const QString error = model::saveOverlay(newer, path);
        model::io::injectWriteFaultForTesting({}, 0);
        QVERIFY2(error.contains("No space left on device"), qPrintable(error));
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(dir.filePath("conf")).entryList(QDir::Files | QDir::Hidden).size(), 1);
        QCOMPARE(model::loadOverlay(path).overlay->project, QStringLiteral("demo-project"));
        QCOMPARE(QFile::permissions(path) & (QFile::ReadOther | QFile::ReadGroup),
                 QFileDevice::Permissions());
    }

    void brokenOrHostileOverlayIsRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QByteArray good = sampleOverlay().toJson();
        auto with = [&](const char *from, const char *to) {
            QByteArray b = good;
            b.replace(from, to);
            if (b == good)
                qFatal("no %s in the sample", from);
            return b;
        };
        QTest::newRow("not json") << QByteArray("{\"schema\": 1,") << "line";
        QTest::newRow("truncated") << good.left(good.size() / 2) << "line";
        QTest::newRow("newer schema") << with("\"schema\": 1", "\"schema\": 2") << "$.schema";
        QTest::newRow("zone injection")
            << with("\"us-west4-c\"", "\"us-west4-c --project=evil\"") << "is not a zone";
        QTest::newRow("control character")
            << with("\"us-west4-c\"", "\"us-west4-c\\u001b[2J\"") << "is not a zone";
        QTest::newRow("unknown key")
            << with("\"schema\"", "\"token\": \"ya29.x\", \"schema\"") << "token";
        QTest::newRow("negative price") << with("1.11", "-1.11") << "perChipHour";
        QTest::newRow("huge price") << with("1.11", "1e300") << "perChipHour";
        QTest::newRow("future") << with("\"fetchedAt\": \"", "\"fetchedAt\": \"2999")
                                << "fetchedAt";
        // Issue 35, F6 and F15: no price is not 0; absurd names and dates are refused.
        QTest::newRow("free price") << with("1.11", "0") << "perChipHour";
        QTest::newRow("price dated 9999")
            << with("\"effectiveTime\": \"2026", "\"effectiveTime\": \"9999") << "effectiveTime";
        QTest::newRow("price dated 2001")
            << with("\"effectiveTime\": \"2026", "\"effectiveTime\": \"2001") << "effectiveTime";
        QTest::newRow("long zone")
            << with("\"us-west4-c\"", "\"us-west4-cccccccccccccccccccccccc\"") << "is not a zone";
        QTest::newRow("long region")
            << with("\"region\": \"us-west4\"", "\"region\": \"usssssssssssssssssssssss-west4\"")
            << "is not a region";
        QTest::newRow("bad channel") << with("\"stable\"", "\"nightly\"") << "channel";
        QTest::newRow("bad project") << with("\"demo-project\"", "\"Demo Project!\"") << "project";
    }
    void brokenOrHostileOverlayIsRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        QTemporaryDir dir;
        const QString path = dir.filePath("catalog-overlay.json");
        writeAll(path, bytes);
        const auto loaded = model::loadOverlay(path);
        QVERIFY(!loaded.overlay);
        QVERIFY2(loaded.error.contains(says), qPrintable(loaded.error));
        QVERIFY(loaded.error.contains("the built-in catalog is used"));
        QString error;
        const auto builtin = builtinCatalog();
        QCOMPARE(model::withOverlay(builtin, &error, path).get(), builtin.get());
        QCOMPARE(error, loaded.error);
    }

    void hugeOrSpecialFileIsRefused()
    {
        QTemporaryDir dir;
        const QString big = dir.filePath("catalog-overlay.json");
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.resize(LiveOverlay::kMaxBytes + 1));
        }
        QVERIFY(model::loadOverlay(big).error.contains("larger than"));
        QVERIFY(model::loadOverlay("/dev/zero").error.contains("not used"));
        QVERIFY(model::loadOverlay(dir.filePath("absent.json")).error.isEmpty());
        QVERIFY(!model::loadOverlay(dir.filePath("absent.json")).overlay);
    }

    void rulesAndSummaryUseTheOverlay()
    {
        const auto builtin = builtinCatalog();
        const auto before = model::makeSnapshot(*builtin, v5ePlan());
        QVERIFY(findingOf(before->findings, "zone.uncertain"));
        const auto *unset = findingOf(before->findings, "gke.version-unset");
        QVERIFY(unset && unset->explanation.toString().contains("does not know that default"));

        QStringList notes;
        const LiveOverlay o = sampleOverlay();
        const auto live = model::applyOverlay(*builtin, o, &notes);
        QCOMPARE(live->live, o.label());
        const auto s = model::makeSnapshot(*live, v5ePlan());
        // The zone the project is offered is no longer uncertain, and says it is live.
        QVERIFY(!findingOf(s->findings, "zone.uncertain"));
        const auto *zone = findingOf(s->findings, "zone.live");
        QVERIFY(zone && zone->message.toString().contains(o.label()));
        QCOMPARE(zone->sources, QStringList{"live-zones"});
        QVERIFY(live->sourceLabel("live-zones").contains("Compute Engine API"));
        // A zone the catalog lacks is offered; one the project was not given is uncertain.
        QVERIFY(live->zoneOffer("tpu-v5-lite-podslice", "us-west4-c"));
        const auto *b = live->zoneOffer("tpu-v5-lite-podslice", "us-west4-b");
        QVERIFY(b && b->prov.uncertainReason("zone").contains("was not offered"));
        // The channel default is known: it meets the minimum.
        const auto *def = findingOf(s->findings, "gke.version-unset");
        QVERIFY(def);
        QVERIFY2(def->message.toString().contains("default is 1.33.2-gke.1111000, which meets"),
                 qPrintable(def->message.toString()));
        QVERIFY(def->explanation.toString().contains(o.label()));
        QCOMPARE(def->sources, QStringList{"live-versions"});
        model::Plan stable = v5ePlan();
        stable.releaseChannel = "stable";
        const auto low = model::makeSnapshot(*live, stable);
        const auto *below = findingOf(low->findings, "gke.version-default-below-minimum");
        QVERIFY(below && below->severity == catalog::Severity::Error);
        // Prices: the live ones with their effective date; a value it lacks keeps the catalog's.
        const auto &sum = s->summary;
        QVERIFY2(sum.priceDate.toString().startsWith("2026-11-01 (live, "),
                 qPrintable(sum.priceDate.toString()));
        QCOMPARE(*sum.costs.at(0).perChipHour.value, 1.11);
        QVERIFY(sum.costs.at(0).perChipHour.sources.contains("live-prices"));
        QCOMPARE(*sum.costs.at(1).perChipHour.value, 0.44);
        const auto *catRow = builtin->price("v5e", "us-west4");
        QCOMPARE(sum.costs.at(2).perChipHour.value, catRow->cud1y);
        // A region with no price stays unknown.
        model::Plan tokyo = v5ePlan();
        tokyo.zone = QStringLiteral("asia-northeast1-b");
        const auto t = model::makeSnapshot(*live, tokyo);
        QVERIFY(t->summary.priceDate.isEmpty());
        QVERIFY(!t->summary.costs.at(0).perChipHour.value);
        QVERIFY(notes.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstCatalogOverlay)
#include "tst_catalogoverlay.moc"
