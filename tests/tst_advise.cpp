// `tpu-planner advise` (issue 40, point 3): Compute Engine's advice.calendarMode and the beta
// advice.capacity, asked of the loopback fake: what is sent (the aggregate form, one spec, every
// region offering the plan's TPUs or only the plan's), what is printed per zone (RECOMMENDED with
// its window, NO_CAPACITY, NOT_SUPPORTED, Google's details), the obtainability score where the
// project may ask, text and JSON, exit codes, and answers not shaped like Google's.
#include "live/advice.h"
#include "live/liveconnection.h"
#include "live/livefixture.h"
#include "model/planfile.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

using namespace tpu;
using namespace tpu::test;

class TstAdvise final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeGoogle> g;
    QTemporaryDir dir;

    QString planFile(model::Plan p, const char *name = "plan.tpuplan")
    {
        const QString path = dir.filePath(QString::fromLatin1(name));
        const QString error = model::PlanFile::save(p, path);
        if (!error.isEmpty())
            qFatal("%s", qPrintable(error));
        return path;
    }

    static model::Plan v6ePlan()
    {
        model::Plan p = standardPlan(); // v6e 4x4 (16 chips, 4 VMs) in us-east5-b
        p.projectId = QStringLiteral("demo-project");
        return p;
    }

    std::tuple<int, QString, QString> run(QStringList args)
    {
        const QString key = dir.filePath("key.json");
        writeAll(key, testKey().keyJson(g->tokenUri()));
        args << "--credentials" << key << "--api-root" << g->root();
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
        while (p.state() != QProcess::NotRunning && t.elapsed() < 60000)
            QTest::qWait(20);
        return std::make_tuple(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                               QString::fromUtf8(p.readAllStandardError()));
    }

private slots:
    void init()
    {
        g = std::make_unique<FakeGoogle>();
        QVERIFY(g->listen());
        fillHealthyProject(*g);
        fillAdvice(*g);
    }

    void asksEveryRegionOfTheVersionAndPrintsEachZone()
    {
        const QString plan = planFile(v6ePlan());
        auto [code, out, err] = run({"advise", plan, "--start-after", "2026-12-01",
                                     "--start-before", "2026-12-20", "--days", "7"});
        QVERIFY2(code == 0, qPrintable(out + err));
        QVERIFY2(out.contains("us-east5-b        RECOMMENDED from 2026-12-03 00:00 UTC to "
                              "2026-12-10 00:00 UTC"),
                 qPrintable(out));
        QVERIFY(out.contains("us-east5-a        NO_CAPACITY: No capacity for 16 chips in the "
                             "window."));
        QVERIFY(out.contains("us-east5-c        NOT_SUPPORTED: VM family not offered in this "
                             "zone."));
        QVERIFY(out.contains("asia-northeast1-b  NO_CAPACITY"));
        QVERIFY(out.contains("Calendar-mode advice for 16 chips of "
                             "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E (tpu-v6e-slice, batch), 7 "
                             "days starting between 2026-12-01 and 2026-12-20, asked of project "
                             "demo-project at "));
        QVERIFY2(out.contains("us-east5-b  score 0.62"), qPrintable(out));
        QVERIFY(out.contains("Obtainability not shown: ") &&
                out.contains("compute.advice.capacity"));
        // Only advise's token asked for the `compute` scope (Google's advice needs it).
        QCOMPARE(g->computeScopeGrants, 1);
        // Every region the catalog offers v6e in was asked, once, in the aggregate form.
        const QStringList calendar = g->requests.filter("/advice/calendarMode");
        QVERIFY(calendar.size() >= 3);
        QVERIFY(!calendar.filter("/compute/v1/projects/demo-project/regions/us-east5/").isEmpty());
        QVERIFY(!calendar.filter("/regions/asia-northeast1/").isEmpty());
        for (const QString &r : calendar)
            QVERIFY2(r.startsWith("POST /compute/v1/projects/demo-project/regions/"),
                     qPrintable(r));
        const QJsonObject body = QJsonDocument::fromJson(g->postBodies.first()).object();
        const QJsonObject specs = body["futureResourcesSpecs"].toObject();
        QCOMPARE(specs.size(), 1);
        const QJsonObject spec = specs.begin()->toObject();
        const QJsonObject agg = spec["targetResources"]["aggregateResources"].toObject();
        QCOMPARE(agg["vmFamily"].toString(),
                 QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"));
        QCOMPARE(agg["acceleratorCount"].toString(), QStringLiteral("16")); // int64: a string
        QCOMPARE(agg["workloadType"].toString(), QStringLiteral("BATCH"));
        QCOMPARE(spec["timeRangeSpec"]["startTimeNotEarlierThan"].toString(),
                 QStringLiteral("2026-12-01T00:00:00Z"));
        QCOMPARE(spec["timeRangeSpec"]["startTimeNotLaterThan"].toString(),
                 QStringLiteral("2026-12-20T23:59:59Z"));
        QCOMPARE(spec["timeRangeSpec"]["minDuration"].toString(), QStringLiteral("604800s"));
        // advice.capacity (beta): the plan's machine type and VMs, on demand.
        QByteArray capacity;
        for (const QByteArray &b : g->postBodies)
            if (b.contains("instanceFlexibilityPolicy"))
                capacity = b;
        const QJsonObject cap = QJsonDocument::fromJson(capacity).object();
        QCOMPARE(cap["size"].toInt(), 4);
        QCOMPARE(cap["instanceProperties"]["scheduling"]["provisioningModel"].toString(),
                 QStringLiteral("STANDARD"));
        QCOMPARE(cap["instanceFlexibilityPolicy"]["instanceSelections"]["plan"]["machineTypes"]
                     .toArray()
                     .first()
                     .toString(),
                 QStringLiteral("ct6e-standard-4t"));
        QVERIFY(!g->requests
                     .filter("POST /compute/beta/projects/demo-project/regions/us-east5/"
                             "advice/capacity")
                     .isEmpty());
    }

    void jsonHasTheDocumentedKeys()
    {
        model::Plan p = v6ePlan();
        p.consumption = model::Consumption::Spot;
        const QString plan = planFile(p);
        auto [code, out, err] =
            run({"advise", plan, "--region", "--workload-type", "serving", "--format", "json",
                 "--start-after", "2026-12-01", "--days", "3"});
        QVERIFY2(code == 0, qPrintable(out + err));
        const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
        QVERIFY2(!o.isEmpty(), qPrintable(out));
        for (const char *k : {"plan", "recommendations", "obtainability", "askedAt"})
            QVERIFY2(o.contains(k), k);
        QCOMPARE(o["plan"]["regions"].toArray(), QJsonArray{"us-east5"}); // --region
        QCOMPARE(o["plan"]["workloadType"].toString(), QStringLiteral("SERVING"));
        QCOMPARE(o["plan"]["chips"].toInt(), 16);
        const QJsonArray recs = o["recommendations"].toArray();
        QCOMPARE(recs.size(), 3);
        QCOMPARE(recs[1]["zone"].toString(), QStringLiteral("us-east5-b"));
        QCOMPARE(recs[1]["status"].toString(), QStringLiteral("RECOMMENDED"));
        QCOMPARE(recs[1]["startTime"].toString(), QStringLiteral("2026-12-03T00:00:00Z"));
        QCOMPARE(recs[1]["endTime"].toString(), QStringLiteral("2026-12-10T00:00:00Z"));
        QCOMPARE(recs[0]["status"].toString(), QStringLiteral("NO_CAPACITY"));
        QVERIFY(recs[0]["startTime"].isNull());
        QCOMPARE(recs[0]["details"].toString(),
                 QStringLiteral("No capacity for 16 chips in the window."));
        for (const QJsonValue &r : recs)
            for (const char *k : {"zone", "status", "startTime", "endTime", "details"})
                QVERIFY2(r.toObject().contains(k), k);
        const QJsonArray obt = o["obtainability"].toArray();
        QCOMPARE(obt.size(), 1);
        QCOMPARE(obt[0]["zone"].toString(), QStringLiteral("us-east5-b"));
        QCOMPARE(obt[0]["provisioningModel"].toString(), QStringLiteral("SPOT"));
        QCOMPARE(obt[0]["score"].toDouble(), 0.62);
        QCOMPARE(obt[0]["estimatedUptime"].toString(), QStringLiteral("14400s"));
        // Spot asks for Spot VMs; only the plan's region was asked.
        QVERIFY(g->postBodies.last().contains("\"SPOT\"") ||
                g->postBodies.first().contains("\"SPOT\""));
        QCOMPARE(g->requests.filter("/advice/calendarMode").size(), 1);
    }

    void noZoneRecommendedExitsOne()
    {
        model::Plan p = v6ePlan();
        p.zone = QStringLiteral("asia-northeast1-b");
        const QString plan = planFile(p);
        auto [code, out, err] = run({"advise", plan, "--region"});
        QCOMPARE(code, 1);
        QVERIFY2(out.contains("asia-northeast1-b  NO_CAPACITY: No capacity in the window."),
                 qPrintable(out));
        QVERIFY(!out.contains("RECOMMENDED"));
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("says");
        QTest::newRow("days 0") << QStringList{"--days", "0"} << "--days is 1 to 90";
        QTest::newRow("days 91") << QStringList{"--days", "91"} << "--days is 1 to 90";
        QTest::newRow("days text") << QStringList{"--days", "a\nb"} << "not \"a\\nb\"";
        QTest::newRow("start not a day")
            << QStringList{"--start-after", "tomorrow"} << "--start-after is a day like";
        QTest::newRow("start in the past")
            << QStringList{"--start-after", "2020-01-01"} << "is in the past";
        QTest::newRow("window backwards")
            << QStringList{"--start-after", "2026-12-10", "--start-before", "2026-12-01"}
            << "is before --start-after";
        QTest::newRow("too far ahead")
            << QStringList{"--start-after", "2030-01-01"} << "at most 120 days ahead";
        QTest::newRow("workload type")
            << QStringList{"--workload-type", "training"} << "--workload-type is batch or serving";
        QTest::newRow("project") << QStringList{"--from-project", "Bad Id"} << "project \"Bad Id\"";
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, says);
        auto [code, out, err] = run(QStringList{"advise", planFile(v6ePlan())} + flags);
        QCOMPARE(code, 2);
        QVERIFY2(err.contains(says), qPrintable(err));
        QVERIFY2(g->postBodies.isEmpty(), "nothing is asked on bad input");
    }

    void anIncompletePlanIsBadInput()
    {
        model::Plan p = v6ePlan();
        p.machineType.clear();
        auto [code, out, err] = run({"advise", planFile(p)});
        QCOMPARE(code, 2);
        QVERIFY(err.contains("does not name a whole slice"));
    }

    // Answers not shaped like Google's are a problem that names the region, never a verdict;
    // Google's words are bounded and stay on one line.
    void hostileAnswersAreProblemsNotVerdicts_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QString>("says");
        QTest::newRow("recommendations an object")
            << QByteArray(R"({"recommendations": {}})") << "recommendations is an object";
        QTest::newRow("per spec a number")
            << QByteArray(R"({"recommendations": [{"recommendationsPerSpec": 5}]})")
            << "recommendationsPerSpec is 5, not an object";
        QTest::newRow("zone forged")
            << QByteArray(R"({"recommendations": [{"recommendationsPerSpec": {"s":
                {"otherLocations": {"zones/x\nRECOMMENDED": {"status": "NO_CAPACITY"}}}}}]})")
            << "otherLocations names \"zones/x\\nRECOMMENDED\", not a zone";
        QTest::newRow("status forged")
            << QByteArray(R"({"recommendations": [{"recommendationsPerSpec": {"s":
                {"otherLocations": {"zones/us-east5-a": {"status": "OK\nus-east5-z RECOMMENDED"}}}}}]})")
            << "has status \"OK\\nus-east5-z RECOMMENDED\", not a status";
        QTest::newRow("window backwards")
            << QByteArray(R"({"recommendations": [{"recommendationsPerSpec": {"s":
                {"location": "zones/us-east5-b", "startTime": "2026-12-10T00:00:00Z",
                "endTime": "2026-12-01T00:00:00Z"}}}]})")
            << "not two times in order";
        QTest::newRow("time not a time")
            << QByteArray(R"({"recommendations": [{"recommendationsPerSpec": {"s":
                {"location": "zones/us-east5-b", "startTime": "soon", "endTime": "later"}}}]})")
            << "has start \"soon\" and end \"later\"";
        QTest::newRow("too many")
            << (QByteArray(R"({"recommendations": [)") +
                QByteArray(R"({"recommendationsPerSpec": {}},)").repeated(60) +
                QByteArray(R"({}]})"))
            << "61 recommendations; at most 50 are read";
    }
    void hostileAnswersAreProblemsNotVerdicts()
    {
        QFETCH(QByteArray, answer);
        QFETCH(QString, says);
        const QJsonObject o = QJsonDocument::fromJson(answer).object();
        QVERIFY2(!o.isEmpty(), answer.constData());
        std::vector<live::ZoneAdvice> zones;
        QString error;
        QVERIFY(!live::advice::calendarModeAnswer(o, "us-east5", &zones, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
        QVERIFY(!error.contains('\n'));
        // Through the command line: not asked in that region, exit 1, nothing recommended.
        g->calendarAdvice.clear();
        g->calendarAdvice.insert("us-east5", o);
        auto [code, out, err] = run({"advise", planFile(v6ePlan()), "--region"});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("not asked: The calendar-mode advice for us-east5 is not usable"),
                 qPrintable(err));
        QVERIFY(!out.contains("RECOMMENDED"));
    }

    void longDetailsAreCutAndEscaped()
    {
        const QString details = QStringLiteral("\x1b[31mred\n") + QString(1000, QLatin1Char('x'));
        QJsonObject rec = FakeGoogle::calendarModeRecommendation(
            {}, {}, {}, {{"us-east5-a", "NO_CAPACITY", details}});
        const QJsonObject answer{
            {"recommendations",
             QJsonArray{QJsonObject{{"recommendationsPerSpec", QJsonObject{{"k", rec}}}}}}};
        std::vector<live::ZoneAdvice> zones;
        QString error;
        QVERIFY2(live::advice::calendarModeAnswer(answer, "us-east5", &zones, &error),
                 qPrintable(error));
        QCOMPARE(zones.size(), size_t(1));
        QVERIFY(zones[0].details.startsWith("\\u001b[31mred\\nxxx"));
        QVERIFY(zones[0].details.size() < 320);
        QVERIFY(zones[0].details.endsWith(QStringLiteral("…")));
        // A list of recommendations in recommendationsPerSpec is read the same way.
        const QJsonObject asList{
            {"recommendations",
             QJsonArray{QJsonObject{{"recommendationsPerSpec", QJsonArray{rec}}}}}};
        zones.clear();
        QVERIFY(live::advice::calendarModeAnswer(asList, "us-east5", &zones, &error));
        QCOMPARE(zones.size(), size_t(1));
        // Scores outside 0..1 or uptimes that are not durations are refused.
        std::vector<live::Obtainability> scores;
        QVERIFY(!live::advice::capacityAnswer(
            QJsonDocument::fromJson(R"({"recommendations": [{"scores": {"obtainability": 1.5}}]})")
                .object(),
            "us-east5", &scores, &error));
        QVERIFY(error.contains("not a number from 0 to 1"));
        QVERIFY(!live::advice::capacityAnswer(
            QJsonDocument::fromJson(R"({"recommendations": [{"scores": {"obtainability": 0.5,
                "estimatedUptime": "forever"}}]})")
                .object(),
            "us-east5", &scores, &error));
        QVERIFY(error.contains("not a duration like 3600s"));
    }

    // advice.calendarMode not permitted: said, exit 1, with the permission named.
    void notPermittedIsSaid()
    {
        g->script("/advice/calendarMode",
                  std::deque<FakeGoogle::Reply>(
                      20, FakeGoogle::Reply{
                              403,
                              FakeGoogle::googleError(403, "PERMISSION_DENIED",
                                                      "Required 'compute.advice.calendarMode' "
                                                      "permission for 'projects/demo-project'",
                                                      "forbidden"),
                              {}}));
        auto [code, out, err] = run({"advise", planFile(v6ePlan()), "--region"});
        QCOMPARE(code, 1);
        QVERIFY2(err.contains("compute.advice.calendarMode"), qPrintable(err));
        QVERIFY(out.contains("no zone answered"));
    }

    // The window asks through the connection's advice client: with a service-account key, a
    // second token from the same key asks for `compute`; the checks' token stays read-only.
    // Each reader cancels only its own requests, and nothing arrives after a cancel.
    void windowReadersShareTheConnectionAndCancelAlone()
    {
        live::LiveConnection conn(nullptr, live::ApiRoots(g->root()));
        QVERIFY(conn.useKeyForSession(testKey().keyJson(g->tokenUri()), "demo-project").ok);
        QTRY_VERIFY(conn.isConnected());
        QCOMPARE(g->computeScopeGrants, 0);
        live::ApiClient *client = conn.adviceClient();
        QVERIFY(client && client != conn.client());
        QCOMPARE(conn.adviceClient(), client); // made once

        QString why;
        const QDate today = QDateTime::currentDateTimeUtc().date();
        auto q = live::adviceRequestFor(*builtinCatalog(), v6ePlan(),
                                        live::AdviceOptions::defaults(today), today, &why);
        QVERIFY2(q, qPrintable(why));
        q->project = "demo-project";
        QVERIFY(q->regions.contains("us-east5"));
        QCOMPARE(q->chips, 16LL);
        QCOMPARE(q->vms, 4LL);
        QCOMPARE(q->startAfter, today.addDays(1));
        QCOMPARE(q->startBefore, today.addDays(15));

        g->script("/regions/asia-northeast1/advice/calendarMode",
                  {FakeGoogle::Reply{200, "{}", {}, 1500}});
        live::AdviceReader slow(client, conn.roots()), fast(client, conn.roots());
        QSignalSpy slowDone(&slow, &live::AdviceReader::finished);
        QSignalSpy fastDone(&fast, &live::AdviceReader::finished);
        slow.start(*q);
        QVERIFY(slow.isRunning());
        QTRY_VERIFY(g->requests.filter("asia-northeast1/advice/calendarMode").size() == 1);
        slow.cancel();
        QVERIFY(!slow.isRunning());
        live::AdviceRequest one = *q;
        one.regions = QStringList{"us-east5"};
        fast.start(one);
        QTRY_COMPARE_WITH_TIMEOUT(fastDone.size(), 1, 20000);
        const auto result = fastDone.first().first().value<live::AdviceResult>();
        QVERIFY(result.anyRecommended());
        QVERIFY(result.problems.isEmpty());
        QVERIFY(result.capacityNoteByRegion.isEmpty()); // us-east5 answers advice.capacity
        QTest::qWait(1800); // the cancelled run's slow answer would have come by now
        QCOMPARE(slowDone.size(), 0);
        QCOMPARE(client->inFlight(), 0);
        QCOMPARE(g->computeScopeGrants, 1); // the advice token, once
        // Other credentials: the advice client goes, a reader holding it does not crash, and one
        // asking then is no longer running (its answers will never come).
        g->script("/regions/us-east5/advice/calendarMode",
                  {FakeGoogle::Reply{200, "{}", {}, 1500}});
        const auto eastAsked = g->requests.filter("us-east5/advice/calendarMode").size();
        slow.start(one);
        QTRY_VERIFY(g->requests.filter("us-east5/advice/calendarMode").size() == eastAsked + 1);
        QVERIFY(slow.isRunning());
        conn.disconnectProject([](const live::LiveConnection::Outcome &) {});
        QVERIFY(!slow.isRunning());
        QVERIFY(!conn.adviceClient());
        fast.start(one);
        QTRY_COMPARE(fastDone.size(), 2);
        QVERIFY(fastDone.last()
                    .first()
                    .value<live::AdviceResult>()
                    .problemByRegion.value("us-east5")
                    .contains("not connected"));
    }
};

QTEST_GUILESS_MAIN(TstAdvise)
#include "tst_advise.moc"
