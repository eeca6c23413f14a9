// A review's capacity read live from a project (issue 22): the CapacityReader against the
// loopback fake (aggregated reservations and regions, paginated; Cloud Quotas quotaInfos), and
// its parsers against answers that are not shaped like Google's.
#include "i18n/language.h"
#include "live/capacityread.h"
#include "live/livefixture.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

using namespace tpu;
using namespace tpu::test;
using live::CapacityReading;
using Reply = FakeGoogle::Reply;

namespace {
const QString kV6eMetric =
    QStringLiteral("TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)");
}

class TstCapacityRead final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeGoogle> g;
    std::unique_ptr<live::LiveConnection> c;

    void connectWithKey(live::ApiOptions opt = fastOptions())
    {
        c = std::make_unique<live::LiveConnection>(nullptr, live::ApiRoots(g->root()));
        c->setOptions(opt);
        const auto o = c->useKeyForSession(testKey().keyJson(g->tokenUri()), {});
        QVERIFY2(o.ok, qPrintable(o.message));
    }

    CapacityReading read(const QString &project = QStringLiteral("demo-project"))
    {
        live::CapacityReader reader(c->client(), c->roots());
        QSignalSpy spy(&reader, &live::CapacityReader::finished);
        reader.start(*builtinCatalog(), project);
        if (!spy.wait(20000))
            qFatal("no capacity reading within 20 s");
        [&] { QCOMPARE(spy.first().at(1).toBool(), false); }();
        return spy.first().at(0).value<CapacityReading>();
    }

    static QString ids(const CapacityReading &r)
    {
        QStringList out;
        for (const auto &x : r.reservations)
            out << QStringLiteral("%1=%2@%3:%4")
                       .arg(x.capacity.id(), x.capacity.zone, x.capacity.machineType,
                            QString::number(x.capacity.vms));
        for (const auto &q : r.quotas)
            out << QStringLiteral("%1=%2").arg(q.capacity.id()).arg(q.capacity.chips);
        return out.join(QLatin1Char(' '));
    }

    static QJsonObject page(const QByteArray &json)
    {
        return QJsonDocument::fromJson(json).object();
    }

private slots:
    // As the program does: English's plurals ("1 VM", "2 VMs") come from its translation.
    void initTestCase() { tpu::i18n::setLanguage(QStringLiteral("en")); }
    void cleanupTestCase() { tpu::i18n::setLanguage(QStringLiteral("en")); }

    // Issue 38: a count of one is singular in the capacity read's lines, in English and Italian.
    void describeSaysOneInTheSingular()
    {
        live::ReadReservation one;
        one.capacity.name = QStringLiteral("r");
        one.capacity.zone = QStringLiteral("us-east5-b");
        one.capacity.machineType = QStringLiteral("ct6e-standard-4t");
        one.capacity.vms = 1;
        QCOMPARE(one.describe(),
                 QStringLiteral("1 VM of ct6e-standard-4t in us-east5-b (0 in use)"));
        one.capacity.vms = 2;
        QCOMPARE(one.describe(),
                 QStringLiteral("2 VMs of ct6e-standard-4t in us-east5-b (0 in use)"));
        live::ReadReservation chip = one;
        chip.capacity.machineType.clear();
        chip.capacity.vmFamily = QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E");
        chip.capacity.chips = 1;
        chip.hosts = 1;
        chip.hostsInUse = 0;
        QCOMPARE(chip.describe(),
                 QStringLiteral("1 chip of VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E in us-east5-b "
                                "(0 in use; 0 of 1 host in use)"));
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        one.capacity.vms = 1;
        QCOMPARE(one.describe(),
                 QStringLiteral("1 VM di ct6e-standard-4t in us-east5-b (0 in uso)"));
        QVERIFY2(chip.describe().startsWith(QStringLiteral("1 chip di ")),
                 qPrintable(chip.describe()));
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("en")), QStringLiteral("en"));
    }

    void init()
    {
        g = std::make_unique<FakeGoogle>();
        QVERIFY(g->listen());
        fillHealthyProject(*g);
        g->pageSize = 1; // every listing has several pages
        g->reservations.insert(
            "demo-project/us-east5-b/pool-b",
            FakeGoogle::reservation("us-east5-b", "pool-b", "ct6e-standard-4t", 4, 0));
        g->reservations.insert(
            "demo-project/us-east5-b/cpus",
            FakeGoogle::reservation("us-east5-b", "cpus", "n2-standard-8", 40, 10));
        g->reservations.insert(
            "demo-project/us-east5-a/coming",
            FakeGoogle::reservation("us-east5-a", "coming", "ct6e-standard-4t", 8, 0, "CREATING"));
        g->reservations.insert(
            "other-project/us-east5-a/theirs",
            FakeGoogle::reservation("us-east5-a", "theirs", "ct6e-standard-4t", 8, 0));
        g->regionQuotas.insert(
            "us-east5", QJsonArray{QJsonObject{{"metric", "TPU_LITE_PODSLICE_V5"},
                                               {"limit", 0.0},
                                               {"usage", 0.0}}}); // a zero limit holds nothing
    }

    void readsReservationsAndQuotaOverEveryPage()
    {
        connectWithKey();
        const CapacityReading r = read();
        QCOMPARE(r.problems, QStringList());
        QCOMPARE(ids(r), QString("demo-project/pool-b=us-east5-b@ct6e-standard-4t:4 "
                                 "demo-project/res-a=us-west4-a@ct5lp-hightpu-4t:8 us-east5:" +
                                 kV6eMetric +
                                 "=32 us-west4:PREEMPTIBLE_TPU_LITE_PODSLICE_V5=8 "
                                 "us-west4:TPU_LITE_PODSLICE_V5=64"));
        QCOMPARE(r.reservations[1].inUse, 2LL);
        QCOMPARE(r.quotas[2].usage, std::optional<long long>(16));
        QCOMPARE(r.quotas[0].usage, std::nullopt); // Cloud Quotas gives limits only
        // The catalog's doubt about a metric name travels with what was read.
        QVERIFY(r.quotas[0].uncertain.contains("public notes"));
        QVERIFY(r.quotas[2].uncertain.isEmpty());
        // The reservation not READY is named; the CPU one is not review capacity at all.
        QVERIFY2(r.leftOut.join('\n').contains("coming in us-east5-a is \"CREATING\", not READY"),
                 qPrintable(r.leftOut.join('\n')));
        QVERIFY(!r.leftOut.join('\n').contains("cpus"));
        // v5p's Cloud Quotas id is unknown to this project: said, not an error.
        QVERIFY(r.leftOut.join('\n').contains("knows no quota TPU-V5P-per-project-region"));
        // Every page was asked for.
        QCOMPARE(g->requests.filter("/aggregated/reservations").size(), 3);
        QCOMPARE(g->requests.filter("pageToken=zones%3A2").size(), 1);
        QCOMPARE(g->requests.filter(QRegularExpression("/projects/demo-project/regions")).size(),
                 2);
        // In review form, each entry marked as read from the project at the time.
        const review::Capacity cap = r.capacity();
        QCOMPARE(cap.reservations.size(), size_t(2));
        QCOMPARE(cap.reservations[0].source.project, QStringLiteral("demo-project"));
        QCOMPARE(cap.quotas[1].source.readAt, r.readAt);
        QVERIFY(qAbs(r.readAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QCOMPARE(r.readAt.time().msec(), 0);
        for (const auto &x : cap.reservations)
            QCOMPARE(review::checkReservation(x), QString());
        QVERIFY(review::sourceText(cap.quotas[0].source).startsWith("read from demo-project at "));
        QCOMPARE(review::sourceText({}), QStringLiteral("typed in"));
    }

    // Calendar-mode TPUs arrive as aggregate reservations (issue 40): chips of a VM family, no
    // machine type, the accelerator type with a leading "/", hosts as int64 strings, and the
    // health of the reservation's blocks. They are read into the review in chips.
    void readsAggregateReservationsWithTheirHealth()
    {
        fillAggregateReservations(*g);
        g->reservations.insert("demo-project/us-east5-b/cal-x",
                               FakeGoogle::aggregateReservation("us-east5-b", "cal-x",
                                                                "VM_FAMILY_CLOUD_TPU_SOMETHING_NEW",
                                                                "tpu9", 8, 0, 4));
        connectWithKey();
        const CapacityReading r = read();
        QCOMPARE(r.problems, QStringList());
        const auto find = [&](const char *name) -> const live::ReadReservation * {
            for (const auto &x : r.reservations)
                if (x.capacity.name == QLatin1String(name))
                    return &x;
            return nullptr;
        };
        const live::ReadReservation *v6e = find("cal-v6e"), *v5p = find("cal-v5p");
        QVERIFY(v6e && v5p);
        QCOMPARE(v6e->capacity.vmFamily, QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"));
        QCOMPARE(v6e->capacity.chips, 64LL);
        QCOMPARE(v6e->capacity.machineType, QString());
        QCOMPARE(v6e->capacity.zone, QStringLiteral("us-east5-b"));
        QCOMPARE(v6e->inUse, 16LL);
        QCOMPARE(v6e->acceleratorType, QStringLiteral("ct6e")); // the leading "/" is no trouble
        QCOMPARE(v6e->hosts, std::optional<long long>(16));
        QCOMPARE(v6e->hostsInUse, std::optional<long long>(4));
        QVERIFY(v6e->health && v6e->health->isDegraded());
        QCOMPARE(v6e->describe(),
                 QStringLiteral("64 chips of VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E (ct6e) in "
                                "us-east5-b (16 in use; 4 of 16 hosts in use); degraded: 1 of 4 "
                                "blocks degraded (DEGRADED), so less may be usable than "
                                "reserved"));
        QVERIFY(v5p->health && !v5p->health->isDegraded());
        QVERIFY(!v5p->describe().contains("degraded"));
        QVERIFY(!find("cal-x"));
        QVERIFY2(r.leftOut.join('\n').contains("cal-x in us-east5-b holds chips of "
                                               "VM_FAMILY_CLOUD_TPU_SOMETHING_NEW, a VM family "
                                               "the catalog does not know"),
                 qPrintable(r.leftOut.join('\n')));
        for (const auto &x : r.capacity().reservations)
            QCOMPARE(review::checkReservation(x), QString());
    }

    void aListingLongerThanThePageCapIsCut()
    {
        std::deque<Reply> pages;
        for (int i = 0; i < live::capacity::kMaxPages + 5; ++i)
            pages.push_back(Reply{
                200,
                QStringLiteral(R"({"items": {}, "nextPageToken": "more-%1"})").arg(i).toUtf8(),
                {},
                0,
                false});
        g->script("/aggregated/reservations", pages);
        connectWithKey();
        const CapacityReading r = read();
        QCOMPARE(g->requests.filter("/aggregated/reservations").size(), live::capacity::kMaxPages);
        QVERIFY2(r.problems.join('\n').contains("more than 50 pages; the rest was not read"),
                 qPrintable(r.problems.join('\n')));
        QCOMPARE(r.quotas.size(), size_t(3)); // the quota was read all the same
    }

    void aBadAnswerIsAnErrorAndTheOthersAreKept()
    {
        g->script("/aggregated/reservations",
                  {Reply{200,
                         R"({"items": {"zones/us-east5-b": {"reservations": [{"name": "x",
                     "zone": "us-east5-b", "status": "READY", "specificReservation": {"count":
                     "12.5", "instanceProperties": {"machineType": "ct6e-standard-4t"}}}]}}})",
                         {},
                         0,
                         false}});
        connectWithKey();
        const CapacityReading r = read();
        QCOMPARE(r.reservations.size(), size_t(0));
        QCOMPARE(r.problems.size(), 1);
        QVERIFY2(r.problems[0].contains("The reservations of demo-project") &&
                     r.problems[0].contains("its count (\"12.5\") is not a whole number"),
                 qPrintable(r.problems[0]));
        QCOMPARE(r.quotas.size(), size_t(3));
    }

    void hugeAnswersAreCut()
    {
        g->script("/aggregated/reservations",
                  {Reply{200, "{\"items\": \"", {}, 0, false, 0, true}});
        live::ApiOptions opt = fastOptions();
        opt.timeoutMs = 15000;
        connectWithKey(opt);
        const CapacityReading r = read();
        const QString all = r.problems.join('\n');
        QVERIFY2(all.contains("The reservations of demo-project") &&
                     all.contains("larger than 4 MiB"),
                 qPrintable(all));
        QCOMPARE(g->requests.filter("/aggregated/reservations").size(), 1);
        QCOMPARE(r.quotas.size(), size_t(3));
    }

    void slowAnswersTimeOut()
    {
        g->script("/regions", {Reply{200, {}, {}, 5000, false}, Reply{200, {}, {}, 5000, false},
                               Reply{200, {}, {}, 5000, false}});
        live::ApiOptions opt = fastOptions();
        opt.timeoutMs = 500;
        opt.maxAttempts = 2;
        connectWithKey(opt);
        QElapsedTimer t;
        t.start();
        const CapacityReading r = read();
        const QString all = r.problems.join('\n');
        QVERIFY2(all.contains("The regional TPU quota of demo-project") &&
                     all.contains("no answer within 0.5 s"),
                 qPrintable(all));
        QVERIFY(t.elapsed() < 8000);
        QCOMPARE(r.quotas.size(), size_t(1));       // Cloud Quotas still answered
        QCOMPARE(r.reservations.size(), size_t(2)); // and so did the reservations
    }

    void parsersRefuseWrongTypesWithoutCrashing_data()
    {
        QTest::addColumn<QString>("api");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("items a list") << "reservations" << QByteArray(R"({"items": []})")
                                      << "items is a list, not an object of zones";
        QTest::newRow("scope a string")
            << "reservations" << QByteArray(R"({"items": {"zones/a": "x"}})") << "is not an object";
        QTest::newRow("name a number")
            << "reservations"
            << QByteArray(R"({"items": {"zones/us-east5-a": {"reservations": [{"name": 7}]}}})")
            << "a reservation's name (7) is not a resource name";
        QTest::newRow("zone hostile")
            << "reservations"
            << QByteArray(R"({"items": {"zones/x": {"reservations": [{"name": "r", "zone":
                "../../etc"}]}}})")
            << "has zone \"../../etc\", not a zone";
        QTest::newRow("count missing")
            << "reservations"
            << QByteArray(R"({"items": {"zones/x": {"reservations": [{"name": "r", "zone":
                "us-east5-a", "specificReservation": {"instanceProperties": {"machineType":
                "ct6e-standard-4t"}}}]}}})")
            << "its count (null) is not a whole number";
        QTest::newRow("count negative")
            << "reservations"
            << QByteArray(R"({"items": {"zones/x": {"reservations": [{"name": "r", "zone":
                "us-east5-a", "specificReservation": {"count": "-3", "instanceProperties":
                {"machineType": "ct6e-standard-4t"}}}]}}})")
            << "its count (\"-3\") is not a whole number";
        QTest::newRow("machine type object")
            << "reservations"
            << QByteArray(R"({"items": {"zones/x": {"reservations": [{"name": "r", "zone":
                "us-east5-a", "specificReservation": {"count": "1", "instanceProperties":
                {"machineType": {}}}}]}}})")
            << "has machine type an object";
        QTest::newRow("page token a number")
            << "reservations" << QByteArray(R"({"items": {}, "nextPageToken": 5})")
            << "nextPageToken is not a string";
        QTest::newRow("regions an object")
            << "regions" << QByteArray(R"({"items": {}})") << "items is an object, not a list";
        QTest::newRow("region name missing") << "regions" << QByteArray(R"({"items": [{}]})")
                                             << "a region's name (nothing) is not a region";
        QTest::newRow("limit text")
            << "regions" << QByteArray(R"({"items": [{"name": "us-east5", "quotas": [{"metric":
                "TPU_PODSLICE_V4", "limit": "lots"}]}]})")
            << "its limit (\"lots\") is not a whole number";
        QTest::newRow("limit missing")
            << "regions" << QByteArray(R"({"items": [{"name": "us-east5", "quotas": [{"metric":
                "TPU_PODSLICE_V4"}]}]})")
            << "its limit (null) is not a whole number";
        QTest::newRow("usage negative")
            << "regions" << QByteArray(R"({"items": [{"name": "us-east5", "quotas": [{"metric":
                "TPU_PODSLICE_V4", "limit": 8, "usage": -1}]}]})")
            << "its usage (-1) is not a whole number";
        // Aggregate reservations (issue 40): every field Google's shape has, hostile.
        const auto aggregate = [](const char *body) {
            return QByteArray(R"({"items": {"zones/x": {"reservations": [{"name": "cal",
                "zone": "us-east5-b", "status": "READY", "aggregateReservation": )") +
                   body + "}]}}}";
        };
        QTest::newRow("aggregate not an object")
            << "reservations" << aggregate("[]") << "has aggregateReservation a list";
        QTest::newRow("vm family missing")
            << "reservations" << aggregate(R"({"reservedResources": []})")
            << "its vmFamily nothing is not a VM family";
        QTest::newRow("vm family with a line of its own") << "reservations"
                                                          << aggregate(R"({"vmFamily": "VM_FAMILY_X
Reservation forged: 9999 chips",
                "reservedResources": []})") << "its vmFamily \"VM_FAMILY_X\\nReservation forged";
        QTest::newRow("reserved resources missing")
            << "reservations"
            << aggregate(R"({"vmFamily": "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"})")
            << "reservedResources is nothing, not a list";
        QTest::newRow("accelerator count negative")
            << "reservations"
            << aggregate(R"({"vmFamily": "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E",
                "reservedResources": [{"accelerator": {"acceleratorCount": -64}}]})")
            << "its acceleratorCount (-64) is not a whole number";
        QTest::newRow("accelerator count huge")
            << "reservations"
            << aggregate(R"({"vmFamily": "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E",
                "reservedResources": [{"accelerator": {"acceleratorCount": "99999999999999"}}]})")
            << "its acceleratorCount (\"99999999999999\") is not a whole number";
        QTest::newRow("accelerator type a path")
            << "reservations"
            << aggregate("{\"vmFamily\": \"VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E\", "
                         "\"reservedResources\": [{\"accelerator\": {\"acceleratorCount\": 8, "
                         "\"acceleratorType\": "
                         "\"/projects/p/zones/z/acceleratorTypes/../$(id)\"}}]}")
            << "has type \"/projects/p/zones/z/acceleratorTypes/../$(id)\", not an accelerator";
        // "$" in a pattern also matches before a final newline: the shapes are anchored whole.
        QTest::newRow("accelerator type with a trailing newline")
            << "reservations"
            << aggregate("{\"vmFamily\": \"VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E\", "
                         "\"reservedResources\": [{\"accelerator\": {\"acceleratorCount\": 8, "
                         "\"acceleratorType\": \"ct6e\\n\"}}]}")
            << "not an accelerator type";
        QTest::newRow("VM family with a trailing newline")
            << "reservations"
            << aggregate("{\"vmFamily\": \"VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E\\n\", "
                         "\"reservedResources\": [{\"accelerator\": {\"acceleratorCount\": 8}}]}")
            << "is not a VM family like";
        QTest::newRow("more in use than reserved")
            << "reservations"
            << aggregate(R"({"vmFamily": "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E",
                "reservedResources": [{"accelerator": {"acceleratorCount": 8}}],
                "inUseResources": [{"accelerator": {"acceleratorCount": 9}}]})")
            << "9 chips in use of 8 reserved";
        QTest::newRow("host count a fraction")
            << "reservations"
            << aggregate(R"({"vmFamily": "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E",
                "reservedResources": [{"accelerator": {"acceleratorCount": 8}}],
                "hostCount": 2.5})")
            << "its hostCount (2.5) is not a whole number";
        QTest::newRow("resources list too long")
            << "reservations"
            << aggregate(("{\"vmFamily\": \"VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E\", "
                          "\"reservedResources\": [" +
                          QByteArray("{},").repeated(200) + "{}]}")
                             .constData())
            << "reservedResources has 201 entries; at most 100 are read";
        QTest::newRow("health not an object")
            << "reservations"
            << QByteArray(R"({"items": {"zones/x": {"reservations": [{"name": "r", "zone":
                "us-east5-a", "resourceStatus": {"healthInfo": "fine"}, "specificReservation":
                {"count": "1", "instanceProperties": {"machineType": "ct6e-standard-4t"}}}]}}})")
            << "reservation r: its healthInfo is \"fine\", not an object";
        QTest::newRow("degraded blocks negative")
            << "reservations"
            << QByteArray(R"({"items": {"zones/x": {"reservations": [{"name": "r", "zone":
                "us-east5-a", "resourceStatus": {"healthInfo": {"healthStatus": "DEGRADED",
                "degradedBlockCount": -1}}, "specificReservation": {"count": "1",
                "instanceProperties": {"machineType": "ct6e-standard-4t"}}}]}}})")
            << "its degradedBlockCount (-1) is not a whole number";
        QTest::newRow("health status forged")
            << "reservations"
            << QByteArray("{\"items\": {\"zones/x\": {\"reservations\": [{\"name\": \"r\", "
                          "\"zone\": \"us-east5-a\", \"resourceStatus\": {\"healthInfo\": "
                          "{\"healthStatus\": \"OK\\u001b[2J\"}}, \"specificReservation\": "
                          "{\"count\": \"1\", \"instanceProperties\": {\"machineType\": "
                          "\"ct6e-standard-4t\"}}}]}}}")
            << "its healthStatus \"OK";
        QTest::newRow("health status with a trailing newline")
            << "reservations"
            << QByteArray("{\"items\": {\"zones/x\": {\"reservations\": [{\"name\": \"r\", "
                          "\"zone\": \"us-east5-a\", \"resourceStatus\": {\"healthInfo\": "
                          "{\"healthStatus\": \"DEGRADED\\n\"}}, \"specificReservation\": "
                          "{\"count\": \"1\", \"instanceProperties\": {\"machineType\": "
                          "\"ct6e-standard-4t\"}}}]}}}")
            << "is not a status like DEGRADED";
        QTest::newRow("dimensionsInfos text")
            << "quotaInfo" << QByteArray(R"({"dimensionsInfos": "x"})")
            << "dimensionsInfos is \"x\", not a list";
        QTest::newRow("value a fraction")
            << "quotaInfo"
            << QByteArray(R"({"dimensionsInfos": [{"dimensions": {"region": "us-east5",
                "tpu_family": "CT6E"}, "details": {"value": "2.5"}}]})")
            << "its value (\"2.5\") is not a whole number";
        QTest::newRow("region hostile")
            << "quotaInfo"
            << QByteArray(R"({"dimensionsInfos": [{"dimensions": {"region": "us/../x",
                "tpu_family": "CT6E"}, "details": {"value": "8"}}]})")
            << "names region \"us/../x\", not a region";
    }

    void parsersRefuseWrongTypesWithoutCrashing()
    {
        QFETCH(QString, api);
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const QJsonObject o = page(json);
        QVERIFY2(!o.isEmpty() || json == "{}", json.constData());
        QString why;
        QStringList leftOut;
        std::vector<live::ReadReservation> res;
        std::vector<live::ReadQuota> quotas;
        const QSet<QString> types{QStringLiteral("ct6e-standard-4t")};
        if (api == "reservations")
            live::capacity::reservations(o, "demo-project", types, &res, &leftOut, &why,
                                         {"VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"});
        else if (api == "regions")
            live::capacity::regionQuotas(o, *builtinCatalog(), &quotas, &leftOut, &why);
        else
            live::capacity::quotaInfo(o, "TPUS-PER-TPU-FAMILY-per-project-region",
                                      *builtinCatalog(), &quotas, &leftOut, &why);
        QVERIFY2(why.contains(error), qPrintable(why));
        QVERIFY(res.empty() && quotas.empty());
        QVERIFY2(!why.contains('\n') && !why.contains(QChar(0x1b)), qPrintable(why));
    }

    void missingOptionalFieldsAreFine()
    {
        QString why;
        QStringList leftOut;
        std::vector<live::ReadReservation> res;
        // No items at all (an empty project), a scope with only a warning, a reservation that is
        // not a specific one, one without inUseCount.
        QCOMPARE(live::capacity::reservations({}, "p-1", {}, &res, &leftOut, &why), QString());
        const QJsonObject p = page(R"({"items": {"zones/us-east5-a": {"warning": {}},
            "zones/us-east5-b": {"reservations": [{"name": "agg", "zone": "us-east5-b"},
            {"name": "r", "zone": "us-east5-b", "status": "READY",
            "specificReservation": {"count": 3, "instanceProperties": {"machineType":
            "zones/us-east5-b/machineTypes/ct6e-standard-4t"}}}]}}})");
        live::capacity::reservations(p, "p-1", {"ct6e-standard-4t"}, &res, &leftOut, &why);
        QCOMPARE(why, QString());
        QCOMPARE(res.size(), size_t(1));
        QCOMPARE(res[0].capacity.machineType, QStringLiteral("ct6e-standard-4t"));
        QCOMPARE(res[0].capacity.vms, 3);
        QCOMPARE(res[0].inUse, 0LL);
        QVERIFY(leftOut.join('\n').contains("agg in us-east5-b is neither a specific reservation"));
        std::vector<live::ReadQuota> quotas;
        live::capacity::regionQuotas(
            page(R"({"items": [{"name": "us-east5"}, {"name": "us-west4", "quotas": [{"metric":
                "TPU_PODSLICE_V4", "limit": 8}]}]})"),
            *builtinCatalog(), &quotas, &leftOut, &why);
        QCOMPARE(why, QString());
        QCOMPARE(quotas.size(), size_t(1));
        QCOMPARE(quotas[0].usage, std::nullopt);
    }

    // Issue 35, F19: a count of "8\n" is not a count; a reservation with more VMs in use than it
    // holds and a Cloud Quotas value above what a review counts are named as left out. Today's
    // code took "8\n" as 8, kept inUseCount > count and dropped the quota without a word.
    void countsAreExactAndOddAnswersAreNamed()
    {
        QString why;
        QStringList leftOut;
        std::vector<live::ReadReservation> res;
        const auto reservation = [](const QString &count, const QString &inUse) {
            return page(QStringLiteral(R"({"items": {"zones/us-east5-b": {"reservations": [
                {"name": "r", "zone": "us-east5-b", "status": "READY", "specificReservation":
                {"count": %1, "inUseCount": %2, "instanceProperties": {"machineType":
                "ct6e-standard-4t"}}}]}}})")
                            .arg(count, inUse)
                            .toUtf8());
        };
        live::capacity::reservations(reservation(R"("8\n")", "0"), "p-1", {"ct6e-standard-4t"},
                                     &res, &leftOut, &why);
        QVERIFY2(why.contains("is not a whole number from 0 to"), qPrintable(why));
        QVERIFY(res.empty());
        why.clear();
        live::capacity::reservations(reservation(R"("8")", R"("0\n")"), "p-1", {"ct6e-standard-4t"},
                                     &res, &leftOut, &why);
        QVERIFY2(why.contains("inUseCount"), qPrintable(why));
        QVERIFY(res.empty());
        why.clear();
        live::capacity::reservations(reservation(R"("8")", R"("10")"), "p-1", {"ct6e-standard-4t"},
                                     &res, &leftOut, &why);
        QCOMPARE(why, QString());
        QVERIFY(res.empty());
        QVERIFY2(leftOut.join('\n').contains("Reservation r in us-east5-b has 10 VMs in use of 8"),
                 qPrintable(leftOut.join('\n')));
        // Cloud Quotas: a value above 10^8 chips is named, with its exact figure.
        leftOut.clear();
        std::vector<live::ReadQuota> quotas;
        live::capacity::quotaInfo(
            page(R"({"dimensionsInfos": [{"dimensions": {"region": "us-east5", "tpu_family":
                "CT6E"}, "details": {"value": "100000001"}}]})"),
            "TPUS-PER-TPU-FAMILY-per-project-region", *builtinCatalog(), &quotas, &leftOut, &why);
        QCOMPARE(why, QString());
        QVERIFY(quotas.empty());
        QVERIFY2(leftOut.join('\n').contains("in us-east5 is 100000001 chips; a review counts at "
                                             "most 100000000"),
                 qPrintable(leftOut.join('\n')));
    }

    // The command line: `review capacity` reads the project through a key file and the fake,
    // merges what it read into the review's file with its source, and says what it did.
    void theCommandLineMergesIntoTheFile()
    {
        QTemporaryDir dir;
        review::Review r;
        r.capacity.reservations = {{"demo-project", "res-a", "us-west4-a", "ct5lp-hightpu-4t", 2},
                                   {"", "mine", "us-east5-b", "ct6e-standard-4t", 1}};
        const QString file = dir.filePath("q.tpureview");
        QCOMPARE(review::ReviewFile::save(r, file), QString());
        const QString key = dir.filePath("key.json");
        writeAll(key, testKey().keyJson(g->tokenUri()));
        const auto run = [&](const QStringList &args) -> std::tuple<int, QString, QString> {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("HOME", dir.filePath("home"));
            env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
            env.insert("LANG", "C.UTF-8");
            env.remove("GOOGLE_APPLICATION_CREDENTIALS");
            env.remove("TPU_PLANNER_API_ROOT");
            env.remove("DBUS_SESSION_BUS_ADDRESS");
            p.setProcessEnvironment(env);
            p.start(TPU_PLANNER_BIN, args);
            // The fake answers from this process's event loop while the planner runs.
            QElapsedTimer t;
            t.start();
            while (p.state() != QProcess::NotRunning && t.elapsed() < 30000)
                QTest::qWait(20);
            return std::make_tuple(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                                   QString::fromUtf8(p.readAllStandardError()));
        };
        auto [code, out, err] = run({"review", "capacity", file, "--from-project", "demo-project",
                                     "--credentials", key, "--api-root", g->root()});
        QVERIFY2(code == 0, qPrintable(err));
        QVERIFY2(out.contains("Reservation demo-project/res-a: 8 VMs of ct5lp-hightpu-4t in "
                              "us-west4-a (2 in use)"),
                 qPrintable(out));
        QVERIFY(out.contains("Quota us-west4:TPU_LITE_PODSLICE_V5: 64 chips (16 in use)"));
        QVERIFY(out.contains("usage not known; the metric name is uncertain") ||
                out.contains("(usage not known); the metric name is uncertain"));
        QVERIFY(out.contains("Merged into " + file + " what project demo-project holds"));
        const auto loaded = review::ReviewFile::load(file);
        QVERIFY2(loaded.review, qPrintable(loaded.error));
        const auto &cap = loaded.review->capacity;
        QCOMPARE(cap.reservations.size(), size_t(3));
        QCOMPARE(cap.reservations[0].vms, 8);
        QCOMPARE(cap.reservations[0].source.project, QStringLiteral("demo-project"));
        QVERIFY(!cap.reservations[1].source.isLive());
        QCOMPARE(cap.quotas.size(), size_t(3));
        // An API that fails: what was read is saved, exit 1, and stderr says what was not read.
        g->script("/aggregated/reservations",
                  {Reply{403,
                         FakeGoogle::googleError(403, "PERMISSION_DENIED",
                                                 "Required 'compute.reservations.list' "
                                                 "permission for 'projects/demo-project'",
                                                 "forbidden"),
                         {},
                         0,
                         false}});
        std::tie(code, out, err) = run({"review", "capacity", file, "--replace", "--credentials",
                                        key, "--api-root", g->root()});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("not read: The reservations of demo-project"), qPrintable(err));
        QVERIFY(review::ReviewFile::load(file).review->capacity.reservations.empty());
        // A project id that is not one: refused before anything is read.
        std::tie(code, out, err) = run({"review", "capacity", file, "--from-project", "Bad Id",
                                        "--credentials", key, "--api-root", g->root()});
        QCOMPARE(code, 2);
        QVERIFY(err.contains("project \"Bad Id\""));
    }

    // Issue 35, F5: a merge never takes a review past its own limits (5,000 reservations, 5,000
    // quotas): the file is left as it was and the message says why. Today's code saved a
    // review of 5,001 reservations that no command could open again.
    void aMergePastTheReviewsLimitsIsRefused()
    {
        QTemporaryDir dir;
        review::Review r;
        for (int i = 0; i < review::ReviewFile::kMaxReservations; ++i)
            r.capacity.reservations.push_back(
                {"", QStringLiteral("typed-%1").arg(i), "us-east5-b", "ct6e-standard-4t", 1});
        const QString file = dir.filePath("full.tpureview");
        QCOMPARE(review::ReviewFile::save(r, file), QString());
        const QByteArray before = readAll(file);
        const QString key = dir.filePath("key.json");
        writeAll(key, testKey().keyJson(g->tokenUri()));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", dir.filePath("home"));
        env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
        env.insert("LANG", "C.UTF-8");
        env.remove("GOOGLE_APPLICATION_CREDENTIALS");
        env.remove("TPU_PLANNER_API_ROOT");
        env.remove("DBUS_SESSION_BUS_ADDRESS");
        p.setProcessEnvironment(env);
        p.start(TPU_PLANNER_BIN, {"review", "capacity", file, "--from-project", "demo-project",
                                  "--credentials", key, "--api-root", g->root()});
        QElapsedTimer t;
        t.start();
        while (p.state() != QProcess::NotRunning && t.elapsed() < 30000)
            QTest::qWait(20);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(err.contains("the review would hold 5002 reservations; a review holds at most "
                              "5000. The review is unchanged"),
                 qPrintable(err));
        QCOMPARE(readAll(file), before);
        QVERIFY(review::ReviewFile::load(file).review);

        // Whoever saves: a review the loader would refuse is never written.
        r.capacity.reservations.push_back({"", "one-more", "us-east5-b", "ct6e-standard-4t", 1});
        const QString error = review::ReviewFile::save(r, file);
        QVERIFY2(error.contains("has 5001 reservations; a review holds at most 5000") &&
                     error.contains("the previous file is unchanged"),
                 qPrintable(error));
        QCOMPARE(readAll(file), before);
        r.capacity.reservations.clear();
        for (int i = 0; i <= review::ReviewFile::kMaxQuotas; ++i)
            r.capacity.quotas.push_back({"us-east5", QStringLiteral("METRIC-%1").arg(i), 8});
        QVERIFY(review::ReviewFile::save(r, file).contains("has 5001 quotas"));
        QCOMPARE(readAll(file), before);
    }

    // Issue 40 from the command line: `review capacity` reads an aggregate reservation into
    // chips of its VM family, says what it holds and that a block is degraded; `review check`
    // then places a v6e request on it in chips and refuses a v5e one that names it.
    void theCommandLineReadsAggregateReservationsIntoChips()
    {
        fillAggregateReservations(*g);
        QTemporaryDir dir;
        review::Review r;
        review::Request v6e;
        v6e.title = "pretraining";
        v6e.team = "research";
        v6e.plan = standardPlan(); // v6e 4x4 in us-east5-b: 16 chips a slice
        v6e.plan.projectId = "demo-project";
        v6e.plan.slices = 3;
        v6e.plan.consumption = model::Consumption::Reservation;
        v6e.plan.reservation.name = "cal-v6e";
        review::Request v5e = v6e;
        v5e.title = "serving";
        v5e.priority = 2;
        v5e.plan.tpuVersion = "v5e";
        v5e.plan.machineType = "ct5lp-hightpu-4t";
        v5e.plan.slices = 1;
        r.requests = {v6e, v5e};
        const QString file = dir.filePath("cal.tpureview");
        QCOMPARE(review::ReviewFile::save(r, file), QString());
        const QString key = dir.filePath("key.json");
        writeAll(key, testKey().keyJson(g->tokenUri()));
        const auto run = [&](const QStringList &args) -> std::tuple<int, QString, QString> {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("HOME", dir.filePath("home"));
            env.insert("XDG_CONFIG_HOME", dir.filePath("config"));
            env.insert("LANG", "C.UTF-8");
            env.remove("GOOGLE_APPLICATION_CREDENTIALS");
            env.remove("TPU_PLANNER_API_ROOT");
            env.remove("DBUS_SESSION_BUS_ADDRESS");
            p.setProcessEnvironment(env);
            p.start(TPU_PLANNER_BIN, args);
            QElapsedTimer t;
            t.start();
            while (p.state() != QProcess::NotRunning && t.elapsed() < 30000)
                QTest::qWait(20);
            return std::make_tuple(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                                   QString::fromUtf8(p.readAllStandardError()));
        };
        auto [code, out, err] = run({"review", "capacity", file, "--from-project", "demo-project",
                                     "--credentials", key, "--api-root", g->root()});
        QVERIFY2(code == 0, qPrintable(err));
        QVERIFY2(out.contains("Reservation demo-project/cal-v6e: 64 chips of "
                              "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E (ct6e) in us-east5-b (16 in "
                              "use; 4 of 16 hosts in use); degraded: 1 of 4 blocks degraded "
                              "(DEGRADED)"),
                 qPrintable(out));
        QVERIFY(out.contains("Reservation demo-project/cal-v5p: 32 chips of "
                             "VM_FAMILY_CLOUD_TPU_POD_SLICE_CT5P (ct5p) in us-east5-a"));
        const auto loaded = review::ReviewFile::load(file);
        QVERIFY2(loaded.review, qPrintable(loaded.error));
        std::tie(code, out, err) = run({"review", "check", file, "--format", "json"});
        QCOMPARE(code, 1); // the v5e request does not fit
        const QJsonObject check = QJsonDocument::fromJson(out.toUtf8()).object();
        const QJsonArray requests = check.value("requests").toArray();
        QCOMPARE(requests.size(), 2);
        QCOMPARE(requests[0].toObject().value("fit").toString(), QStringLiteral("fits"));
        QVERIFY2(requests[1].toObject().value("reason").toString().contains(
                     "reservation demo-project/cal-v6e holds chips of "
                     "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E in us-east5-b; the plan needs "
                     "chips of VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT5LP"),
                 qPrintable(out));
        bool seen = false;
        for (const QJsonValue &use : check.value("capacity").toArray())
            if (use["id"].toString() == QLatin1String("demo-project/cal-v6e")) {
                seen = true;
                QCOMPARE(use["unit"].toString(), QStringLiteral("chips"));
                QCOMPARE(use["used"].toInt(), 48);
                QCOMPARE(use["free"].toInt(), 16);
            }
        QVERIFY2(seen, qPrintable(out));
    }

    // Typed-in capacity and what was read: replace keeps only what was read (and the budget);
    // merge puts each read entry in the place of the one with its id.
    void replaceOrMerge()
    {
        review::Capacity typed;
        typed.reservations = {{"demo-project", "res-a", "us-west4-a", "ct5lp-hightpu-4t", 2},
                              {"", "mine", "us-east5-b", "ct6e-standard-4t", 1}};
        typed.quotas = {{"us-west4", "TPU_LITE_PODSLICE_V5", 4}};
        typed.budgetPerMonth = 1000;
        connectWithKey();
        const review::Capacity read = this->read().capacity();
        const auto merged = review::withReadCapacity(typed, read, false);
        QCOMPARE(merged.reservations.size(), size_t(3));
        QCOMPARE(merged.reservations[0].vms, 8); // res-a as read, in its row
        QVERIFY(merged.reservations[0].source.isLive());
        QCOMPARE(merged.reservations[1].name, QStringLiteral("mine"));
        QVERIFY(!merged.reservations[1].source.isLive());
        QCOMPARE(merged.reservations[2].name, QStringLiteral("pool-b"));
        QCOMPARE(merged.quotas[0].chips, 64LL);
        QCOMPARE(merged.quotas.size(), size_t(3));
        QCOMPARE(merged.budgetPerMonth, std::optional<double>(1000));
        const auto replaced = review::withReadCapacity(typed, read, true);
        QVERIFY(replaced.reservations == read.reservations && replaced.quotas == read.quotas);
        QCOMPARE(replaced.budgetPerMonth, std::optional<double>(1000));
    }
};

QTEST_GUILESS_MAIN(TstCapacityRead)
#include "tst_capacityread.moc"
