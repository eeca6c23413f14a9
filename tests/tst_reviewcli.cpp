// `tpu-planner review new|add|check|export`, run as a user would: the real binary.
#include "cli/cli.h"
#include "clirun.h"
#include "crdschema.h"
#include "model/atomicfile.h"
#include "review/review.h"
#include "testsupport.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <cerrno>
#include <sys/resource.h>

using namespace tpu;

class TestReviewCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    using Run = tpu::test::CliRun;

    Run run(const QStringList &args) { return tpu::test::runPlanner(m_dir.path(), args); }

    QString path(const QString &name) const { return m_dir.filePath(name); }

    void makePlan(const char *name, const QStringList &flags)
    {
        const Run r = run(QStringList{"new", "-o", path(name), "--mode", "standard", "--project",
                                      "my-project-123", "--image", "us-docker.pkg.dev/p/r/i:1"} +
                          flags);
        QVERIFY2(r.code == 0, r.err.constData());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // v5p 4x4x4 on a reservation: 16 VMs a slice, 2 slices.
        makePlan("pre.tpuplan",
                 {"--tpu", "v5p", "--zone", "us-east5-a", "--topology", "4x4x4", "--slices", "2",
                  "--reservation", "v5p-pool", "--reservation-project", "cap-proj"});
        // v6e 2x4 Spot: 8 chips.
        makePlan("serve.tpuplan",
                 {"--tpu", "v6e", "--zone", "us-east5-b", "--topology", "2x4", "--spot"});
    }

    void newTakesEachPlansOptions()
    {
        const QString review = path("q1.tpureview");
        Run r = run({"review",
                     "new",
                     "-o",
                     review,
                     "--plan",
                     path("pre.tpuplan"),
                     "--team",
                     "ML Research",
                     "--priority",
                     "2",
                     "--period",
                     "2026-01:2026-03",
                     "--plan",
                     path("serve.tpuplan"),
                     "--title",
                     "Serving",
                     "--team",
                     "serving",
                     "--priority",
                     "1",
                     "--reservation",
                     "cap-proj/v5p-pool@us-east5-a:ct5p-hightpu-4t:24",
                     "--quota",
                     "us-east5:PREEMPTIBLE-TPU-V6E-per-project-region:16",
                     "--budget",
                     "400000"});
        QVERIFY2(r.code == 0, r.err.constData());
        const auto loaded = review::ReviewFile::load(review);
        QVERIFY2(loaded.review, qPrintable(loaded.error));
        const review::Review &rv = *loaded.review;
        QCOMPARE(rv.requests.size(), size_t(2));
        QCOMPARE(rv.requests[0].team, QStringLiteral("ML Research"));
        QCOMPARE(rv.requests[0].title, QStringLiteral("pre")); // the plan file's name
        QCOMPARE(rv.requests[0].priority, 2);
        QCOMPARE(review::periodText(*rv.requests[0].period), QStringLiteral("2026-01:2026-03"));
        QCOMPARE(rv.requests[0].plan.slices, 2);
        QCOMPARE(rv.requests[1].team, QStringLiteral("serving"));
        QCOMPARE(rv.requests[1].title, QStringLiteral("Serving"));
        QCOMPARE(rv.requests[1].priority, 1);
        QVERIFY(!rv.requests[1].period);
        QCOMPARE(rv.capacity.reservations.size(), size_t(1));
        QCOMPARE(rv.capacity.reservations[0].id(), QStringLiteral("cap-proj/v5p-pool"));
        QCOMPARE(rv.capacity.reservations[0].vms, 24);
        QCOMPARE(rv.capacity.quotas[0].metric,
                 QStringLiteral("PREEMPTIBLE-TPU-V6E-per-project-region"));
        QCOMPARE(rv.capacity.quotas[0].chips, 16);
        QCOMPARE(*rv.capacity.budgetPerMonth, 400000.0);
    }

    void checkJsonAndExitCodes()
    {
        const QString review = path("q1.tpureview");
        Run r = run({"review", "check", review, "--format", "json"});
        QCOMPARE(r.code, 1); // the pre-training fits only partly
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray requests = o["requests"].toArray();
        QCOMPARE(requests.size(), 2);
        // Priority order: serving (1) first.
        QCOMPARE(requests[0].toObject()["title"].toString(), QStringLiteral("Serving"));
        QCOMPARE(requests[0].toObject()["fit"].toString(), QStringLiteral("fits"));
        QCOMPARE(requests[0].toObject()["placedOn"].toArray().at(0).toString(),
                 QStringLiteral("us-east5:PREEMPTIBLE-TPU-V6E-per-project-region"));
        const QJsonObject pre = requests[1].toObject();
        QCOMPARE(pre["fit"].toString(), QStringLiteral("partial"));
        QCOMPARE(pre["slicesPlaced"].toInt(), 1);
        QCOMPARE(pre["slices"].toInt(), 2);
        QVERIFY(pre["reason"].toString().contains("short by 8 VMs"));
        const QJsonArray capacity = o["capacity"].toArray();
        QCOMPARE(capacity.size(), 2);
        QCOMPARE(capacity[0].toObject()["kind"].toString(), QStringLiteral("reservation"));
        QCOMPARE(capacity[0].toObject()["used"].toInt(), 16);
        QCOMPARE(capacity[1].toObject()["unit"].toString(), QStringLiteral("chips"));
        QCOMPARE(capacity[1].toObject()["used"].toInt(), 8);
        QCOMPARE(o["shortfall"].toArray().at(0).toObject()["missing"].toInt(), 8);
        QVERIFY(o["costPerMonth"].toObject()["byTeam"].toObject().contains("ML Research"));
        // The totals are the busiest month's, per capacity class (issue 38, point 1): the
        // pre-training (2026-01:2026-03) and the Spot serving (every month) meet in January.
        QCOMPARE(o["totalsMonth"].toString(), QStringLiteral("2026-01"));
        for (const QJsonValue &g : o["byRegionVersionConsumption"].toArray())
            QVERIFY(g.toObject()["placed"].toDouble() <= g.toObject()["held"].toDouble());
        // Any month on request; after the pre-training's period only the serving runs.
        r = run({"review", "check", review, "--format", "json", "--month", "2026-05"});
        const QJsonObject may = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(may["totalsMonth"].toString(), QStringLiteral("2026-05"));
        QCOMPARE(may["totalsMonthBusiest"].toBool(), false);
        for (const QJsonValue &g : may["byRegionVersionConsumption"].toArray())
            if (g.toObject()["consumption"].toString() == QLatin1String("reservation"))
                QCOMPARE(g.toObject()["demand"].toDouble(), 0.0);
        r = run({"review", "check", review, "--month", "2026-13"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--month \"2026-13\" is not a month"), r.err.constData());
        // Keys and values stay English in another language.
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LANGUAGE", "it");
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TPU_PLANNER_BIN), {"review", "check", review, "--format", "json"});
        QVERIFY(p.waitForFinished(30000));
        const QJsonObject it = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(it["requests"].toArray()[1].toObject()["reason"].toString(),
                 pre["reason"].toString());

        // The plan names v5p-pool: another reservation of the same machine type does not help.
        r = run({"review", "add", review, "--reservation",
                 "cap-proj/v5p-more@us-east5-a:ct5p-hightpu-4t:16"});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(run({"review", "check", review}).code, 1);
        // Every request fits: exit 0.
        const QString fits = path("fits.tpureview");
        QCOMPARE(
            run({"review", "new", "-o", fits, "--plan", path("serve.tpuplan"), "--team", "t",
                 "--priority", "1", "--quota", "us-east5:PREEMPTIBLE-TPU-V6E-per-project-region:8"})
                .code,
            0);
        r = run({"review", "check", fits});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("What to ask Google for"));
        QVERIFY(r.out.contains("nothing: every request fits"));
    }

    // Issue 41, point 5: a request takes its model and job on the command line, as size takes
    // them, and check weighs it against the request's slices (v6e 2x4: 256 GB of HBM).
    void requestsTakeTheirJobAsSizeDoes()
    {
        const QString review = path("jobs.tpureview");
        Run r =
            run({"review",     "new",
                 "-o",         review,
                 "--plan",     path("serve.tpuplan"),
                 "--team",     "serve",
                 "--priority", "1",
                 "--job",      "--model llama-3-70b --serve --weights int8 --kv int8 --batch 32",
                 "--plan",     path("serve.tpuplan"),
                 "--team",     "big",
                 "--priority", "2",
                 "--title",    "huge",
                 "--job",      "--model 'llama-3-405b' --serve"});
        QVERIFY2(r.code == 0, r.err.constData());
        const auto loaded = review::ReviewFile::load(review);
        QVERIFY2(loaded.review, qPrintable(loaded.error));
        const auto &job = loaded.review->requests.at(0).job;
        QVERIFY(job && !job->training);
        QCOMPARE(job->presetId, QStringLiteral("llama-3-70b"));
        QCOMPARE(job->serve.batch, 32LL);
        QCOMPARE(job->serve.weights, QStringLiteral("int8"));
        r = run({"review", "check", review});
        QVERIFY2(r.out.contains("Llama 3 70B, serving (int8 weights") &&
                     r.out.contains("Llama 3.1 405B, serving") && r.out.contains("does NOT fit"),
                 r.out.constData());
        // Hardware flags, both jobs, no model, a flag size does not know: nothing is written.
        for (const char *bad :
             {"--model llama-3-70b --serve --tpu v5e", "--model llama-3-70b", "--serve --batch 8",
              "--model llama-3-70b --serve --bogus", "--model 'llama-3-70b --serve"}) {
            r = run({"review", "add", review, "--plan", path("serve.tpuplan"), "--team", "x",
                     "--priority", "3", "--job", bad});
            QVERIFY2(r.code == 2 && !r.err.isEmpty(), bad);
            qInfo("%s -> %s", bad, r.err.trimmed().constData());
        }
        QCOMPARE(review::ReviewFile::load(review).review->requests.size(), size_t(2));
    }

    // Issue 38, point 10: a request whose plan has errors is added, but never without a word:
    // new and add list its errors and exit 1; check reports them (text, JSON, exit 1).
    void aPlanWithErrorsIsAddedWithAWord()
    {
        Run r = run({"new", "-o", path("broken.tpuplan"), "--mode", "standard", "--project", "p-1",
                     "--image", "us-docker.pkg.dev/p/r/i:1", "--tpu", "v6e", "--zone", "us-east5-b",
                     "--topology", "2x4", "--spot"});
        QCOMPARE(r.code, 1); // written, with an error: the project ID is too short
        QVERIFY2(r.err.contains("[name.project]"), r.err.constData());
        const QString quota = "us-east5:PREEMPTIBLE-TPU-V6E-per-project-region:64";
        const QString review = path("errors.tpureview");
        r = run({"review", "new", "-o", review, "--plan", path("serve.tpuplan"), "--team", "ok",
                 "--priority", "1", "--plan", path("broken.tpuplan"), "--team", "Ads", "--priority",
                 "2", "--quota", quota});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("Wrote") && r.out.contains("2 requests"), r.out.constData());
        QVERIFY2(r.err.contains("the plan of request 2 (broken, Ads) has errors; it was added") &&
                     r.err.contains("[name.project] Project ID"),
                 r.err.constData());
        QVERIFY(!r.err.contains("request 1 ")); // the good plan says nothing
        const auto loaded = review::ReviewFile::load(review);
        QVERIFY(loaded.review);
        QCOMPARE(loaded.review->requests.size(), size_t(2));
        r = run({"review", "add", review, "--plan", path("broken.tpuplan"), "--team", "Ads",
                 "--priority", "3", "--title", "again"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("request 3 (again, Ads)") && !r.err.contains("request 2"),
                 r.err.constData());
        r = run({"review", "add", review, "--plan", path("serve.tpuplan"), "--team", "ok",
                 "--priority", "4"});
        QVERIFY2(r.code == 0 && r.err.isEmpty(), r.err.constData());
        // check: every request fits, but two plans have errors: exit 1, and said.
        r = run({"review", "check", review});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.startsWith("2 requests have a plan with errors"), r.out.constData());
        QVERIFY2(r.out.contains("plan error [name.project]: Project ID"), r.out.constData());
        QVERIFY(r.out.contains("nothing: every request fits"));
        r = run({"review", "check", review, "--format", "json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["allFit"].toBool(), true);
        QCOMPARE(o["plansWithErrors"].toInt(), 2);
        int withErrors = 0;
        for (const QJsonValue &v : o["requests"].toArray()) {
            const QJsonArray errors = v.toObject()["planErrors"].toArray();
            QCOMPARE(errors.isEmpty(), v.toObject()["team"].toString() == QLatin1String("ok"));
            if (!errors.isEmpty()) {
                ++withErrors;
                QCOMPARE(errors[0].toObject()["id"].toString(), QStringLiteral("name.project"));
            }
        }
        QCOMPARE(withErrors, 2);
    }

    // Issue 38, point 13: counts in their plural forms ("1 request", "1 more slice needs"), and a
    // TPU version one letter off is suggested.
    void countsAreSingularOrPluralAndVersionsAreSuggested()
    {
        const QString review = path("plurals.tpureview");
        Run r = run({"review", "new", "-o", review, "--plan", path("serve.tpuplan"), "--team", "a",
                     "--priority", "1", "--quota",
                     "us-east5:PREEMPTIBLE-TPU-V6E-per-project-region:4"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains(": 1 request, 0 reservations, 1 quota"), r.out.constData());
        r = run({"review", "check", review});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("has 4 free chips; 1 more slice needs 8 chips: short by 4 chips"),
                 r.out.constData());
        QVERIFY2(r.out.contains("fits partly, 0 of 1 slice") ||
                     r.out.contains("does not fit, 0 of 1 slice"),
                 r.out.constData());
        QVERIFY2(r.out.contains(": 4 more chips") || r.out.contains(": 4 chips more"),
                 r.out.constData());
        QVERIFY2(!r.out.contains("(s)") && !r.out.contains(" 1 slices"), r.out.constData());
        r = run({"new", "-o", path("v6.tpuplan"), "--tpu", "v6"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("unknown TPU version \"v6\"; did you mean v6e?"),
                 r.err.constData());
        r = run({"size", "--params", "8e9", "--tpu", "V5P"});
        QVERIFY2(!r.err.contains("unknown TPU version"), r.err.constData()); // case aside
        r = run({"size", "--params", "8e9", "--tpu", "v5"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("did you mean v5e?") || r.err.contains("did you mean v5p?"),
                 r.err.constData());
    }

    void addAppendsRequests()
    {
        const QString review = path("add.tpureview");
        QCOMPARE(run({"review", "new", "-o", review}).code, 0);
        QCOMPARE(run({"review", "add", review, "--plan", path("serve.tpuplan"), "--team", "a",
                      "--priority", "3"})
                     .code,
                 0);
        QCOMPARE(run({"review", "add", review, "--plan", path("pre.tpuplan"), "--team", "b",
                      "--priority", "1"})
                     .code,
                 0);
        const auto loaded = review::ReviewFile::load(review);
        QVERIFY(loaded.review);
        QCOMPARE(loaded.review->requests.size(), size_t(2));
        QCOMPARE(loaded.review->requests[1].team, QStringLiteral("b"));
    }

    void unusableInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("team first") << QStringList{"--team", "x", "--plan", "P"}
                                    << "--team belongs to the --plan before it";
        QTest::newRow("no priority")
            << QStringList{"--plan", "P", "--team", "x"} << "has no --priority after it";
        QTest::newRow("no team") << QStringList{"--plan", "P", "--priority", "1"}
                                 << "has no --team after it";
        // Issue 38, point 13: an empty --team was given: not "has no --team after it".
        QTest::newRow("empty team") << QStringList{"--plan", "P", "--team", "", "--priority", "1"}
                                    << "--team after --plan serve is empty";
        QTest::newRow("blank team") << QStringList{"--plan", "P", "--team", "  ", "--priority", "1"}
                                    << "--team after --plan serve is empty";
        QTest::newRow("priority 0")
            << QStringList{"--plan", "P", "--team", "x", "--priority", "0"} << "--priority must be";
        QTest::newRow("priority abc")
            << QStringList{"--plan", "P", "--team", "x", "--priority", "abc"}
            << "--priority must be a whole number from 1 (first) to 1000000, not \"abc\"";
        QTest::newRow("period") << QStringList{"--plan",     "P", "--team",   "x",
                                               "--priority", "1", "--period", "2026-03:2026-01"}
                                << "ends before it starts";
        QTest::newRow("reservation")
            << QStringList{"--reservation", "pool@us-east5-a:ct5p-hightpu-4t"}
            << "is not [PROJECT/]NAME@ZONE:MACHINE_TYPE:VMS";
        QTest::newRow("reservation zone")
            << QStringList{"--reservation", "pool@nowhere:ct5p-hightpu-4t:4"}
            << "is not a zone like us-east5-a";
        QTest::newRow("twice") << QStringList{"--reservation", "pool@us-east5-a:ct5p-hightpu-4t:4",
                                              "--reservation", "pool@us-east5-a:ct5p-hightpu-4t:8"}
                               << "reservation pool is given twice";
        QTest::newRow("quota") << QStringList{"--quota", "us-east5:64"}
                               << "is not LOCATION:METRIC:CHIPS";
        QTest::newRow("budget") << QStringList{"--budget", "-5"} << "--budget must be";
        QTest::newRow("unknown") << QStringList{"--bogus"} << "unknown option";
    }

    void unusableInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        args.replaceInStrings(QRegularExpression("^P$"), path("serve.tpuplan"));
        const QString out = path("bad.tpureview");
        const Run r = run(QStringList{"review", "new", "-o", out} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(!QFile::exists(out)); // nothing written
    }

    void checkOfABadFileExitsTwo()
    {
        QFile f(path("broken.tpureview"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schemaVersion\": 1, \"requests\": [], \"capacity\": {}}");
        f.close();
        const Run r = run({"review", "check", f.fileName()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("at $.capacity"), r.err.constData());
        QCOMPARE(run({"review", "check", path("missing.tpureview")}).code, 2);
        QCOMPARE(run({"review", "frobnicate"}).code, 2);
    }

    void exportWritesEachRequestAndKueueForTheReview()
    {
        const QString review = path("export.tpureview");
        QCOMPARE(run({"review",     "new",
                      "-o",         review,
                      "--plan",     path("pre.tpuplan"),
                      "--team",     "ML Research",
                      "--priority", "1",
                      "--title",    "Q1 pre-training",
                      "--plan",     path("serve.tpuplan"),
                      "--team",     "Serving",
                      "--priority", "2",
                      "--plan",     path("serve.tpuplan"),
                      "--team",     "ML Research",
                      "--priority", "3",
                      "--title",    "eval"})
                     .code,
                 0);
        const QString out = path("export-out");
        const Run r = run({"review", "export", review, "--out", out});
        QVERIFY2(r.code == 0, r.err.constData());
        for (const char *file :
             {"01-ml-research-q1-pre-training/manifests.yaml",
              "01-ml-research-q1-pre-training/gcloud.sh", "02-serving-serve/summary.json",
              "03-ml-research-eval/manifests.yaml", "kueue.yaml"})
            QVERIFY2(QFile::exists(QDir(out).filePath(file)), file);
        QFile k(QDir(out).filePath("kueue.yaml"));
        QVERIFY(k.open(QIODevice::ReadOnly));
        const QString yaml = QString::fromUtf8(k.readAll());
        QStringList kinds;
        const QStringList errors = test::crdErrors(yaml, &kinds);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(kinds.count("ClusterQueue"), 2); // one per team
        QCOMPARE(kinds.count("LocalQueue"), 2);
        long long tpu = 0;
        for (const YAML::Node &doc : YAML::LoadAll(yaml.toStdString()))
            if (doc["kind"].as<std::string>() == "ClusterQueue")
                for (const auto &flavor : doc["spec"]["resourceGroups"][0]["flavors"])
                    for (const auto &res : flavor["resources"])
                        if (res["name"].as<std::string>() == "google.com/tpu")
                            tpu += std::stoll(res["nominalQuota"].as<std::string>());
        QCOMPARE(tpu, 2 * 64 + 8 + 8); // the requests' chips
    }

    // The documented limits at the limit (issue 35, F3): 5,000 requests of one shape competing
    // for 5,000 reservations that mostly cannot take a slice, over overlapping periods. Each
    // reason names a few reservations and counts the rest, so `review check` stays small: the
    // JSON under 8 MiB (about 1.6 KiB a request), the text under 4 MiB, the process under
    // 400 MiB of resident memory, done within the 30 s a run may take (Debug and sanitizer
    // builds included).
    void theLargestReviewStaysBounded()
    {
        review::Review big;
        for (int i = 0; i < review::ReviewFile::kMaxRequests; ++i) {
            review::Request r;
            r.title = QStringLiteral("request %1").arg(i);
            r.team = QStringLiteral("team %1").arg(i % 700);
            r.priority = 1 + i % 50;
            r.period = review::Period{2026 * 12 + i % 60, 2026 * 12 + i % 60 + 23};
            r.plan = test::standardPlan(); // 4 VMs of ct6e-standard-4t a slice
            r.plan.slices = 1 + i % 8;
            r.plan.consumption = model::Consumption::Reservation;
            big.requests.push_back(r);
        }
        for (int i = 0; i < review::ReviewFile::kMaxReservations; ++i) {
            review::ReservationCapacity res;
            res.project = QStringLiteral("cap-proj");
            res.name = QStringLiteral("pool-%1").arg(i);
            res.zone = QStringLiteral("us-east5-b");
            res.machineType = QStringLiteral("ct6e-standard-4t");
            res.vms = i % 10 == 0 ? 8 : 3; // most hold less than a slice
            big.capacity.reservations.push_back(res);
        }
        const QString file = path("limit.tpureview");
        QCOMPARE(review::ReviewFile::save(big, file), QString());

        for (const auto &[format, bound] :
             {std::pair{"json", 8 << 20}, std::pair{"text", 4 << 20}}) {
            const Run r = run({"review", "check", file, "--format", format});
            QCOMPARE(r.code, 1); // not everything fits
            qInfo("review check --format %s: %lld bytes", format, (long long)r.out.size());
            QVERIFY2(r.out.size() < bound, qPrintable(QString::number(r.out.size())));
            if (QLatin1String(format) == QLatin1String("json")) {
                const QJsonObject o = QJsonDocument::fromJson(r.out).object();
                const QJsonArray requests = o.value("requests").toArray();
                QCOMPARE(requests.size(), review::ReviewFile::kMaxRequests);
                // The last request is refused on all 5,000: three are named, the rest counted.
                const QString reason = requests.last().toObject().value("reason").toString();
                QVERIFY2(reason.size() < 400, qPrintable(reason));
                QVERIFY2(reason.count(QStringLiteral(" has ")) == 3, qPrintable(reason));
                QVERIFY2(reason.contains(QStringLiteral("4997 more have")), qPrintable(reason));
            }
        }
        rusage children{};
        QCOMPARE(getrusage(RUSAGE_CHILDREN, &children), 0);
        qInfo("largest resident set of a run: %ld KiB", children.ru_maxrss);
        // AddressSanitizer's shadow memory and quarantine triple a run's footprint; the bound
        // is for the shipped build.
#if defined(__SANITIZE_ADDRESS__)
        constexpr long kBoundKiB = 3 * 400 * 1024;
#else
        constexpr long kBoundKiB = 400 * 1024;
#endif
        QVERIFY2(children.ru_maxrss < kBoundKiB, qPrintable(QString::number(children.ru_maxrss)));
    }

    // Issue 35, F12: an export that fails midway (a full disk at kueue.yaml, the last file)
    // leaves the previous export whole. Today's code had already replaced the request folders
    // and left the old kueue.yaml beside them.
    void aFailedExportKeepsThePreviousOne()
    {
        const QString review = path("staged.tpureview");
        QCOMPARE(run({"review", "new", "-o", review, "--plan", path("serve.tpuplan"), "--team",
                      "Serving", "--priority", "1", "--plan", path("serve.tpuplan"), "--team",
                      "Research", "--priority", "2"})
                     .code,
                 0);
        const QString out = path("staged-out");
        Run r = run({"review", "export", review, "--out", out});
        QVERIFY2(r.code == 0, r.err.constData());
        const auto snapshot = [&] {
            QMap<QString, QByteArray> files;
            QDirIterator it(out, QDir::Files | QDir::Hidden | QDir::System,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString f = it.next();
                QFile file(f);
                files.insert(QDir(out).relativeFilePath(f),
                             file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("?"));
            }
            return files;
        };
        const auto before = snapshot();
        QVERIFY(before.contains("kueue.yaml"));
        // The next export changes every request and adds one.
        QCOMPARE(run({"review", "add", review, "--plan", path("pre.tpuplan"), "--team", "Serving",
                      "--priority", "3"})
                     .code,
                 0);
        model::io::injectWriteFaultForTesting(QStringLiteral("kueue.yaml"), ENOSPC, 100);
        QString outText, errText;
        QTextStream o(&outText), e(&errText);
        const int code = cli::run({"review", "export", review, "--out", out, "--force"}, o, e);
        model::io::injectWriteFaultForTesting({}, 0);
        o.flush();
        e.flush();
        QCOMPARE(code, 2);
        QVERIFY2(errText.contains("nothing was written") &&
                     errText.contains("No space left on device"),
                 qPrintable(errText));
        QVERIFY(!outText.contains("Wrote"));
        QCOMPARE(snapshot(), before); // every old file as it was; no new folder, no temp file
        // Without the fault the same export goes through.
        r = run({"review", "export", review, "--out", out, "--force"});
        QVERIFY2(r.code <= 1, r.err.constData());
        QVERIFY(snapshot().size() > before.size());
    }

    // Issue 38, point 3: review new never replaces an existing review without --force.
    void newRefusesToReplaceAReviewWithoutForce()
    {
        const QString review = path("keep.tpureview");
        const QStringList twoRequests{
            "review", "new", "-o",         review, "--plan", path("pre.tpuplan"),
            "--team", "a",   "--priority", "1",    "--plan", path("serve.tpuplan"),
            "--team", "b",   "--priority", "2"};
        QCOMPARE(run(twoRequests).code, 0);
        QFile f(review);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray before = f.readAll();
        f.close();
        const QStringList oneRequest{
            "review", "new", "-o",         review, "--plan", path("serve.tpuplan"),
            "--team", "c",   "--priority", "1"};
        Run r = run(oneRequest);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("exists; use --force to replace it"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        f.close();
        r = run(oneRequest + QStringList{"--force"});
        QVERIFY2(r.code == 0, r.err.constData());
        const auto loaded = review::ReviewFile::load(review);
        QVERIFY2(loaded.review, qPrintable(loaded.error));
        QCOMPARE(loaded.review->requests.size(), size_t(1));
    }

    // Issue 38, point 2: capacity in a zone, machine type or quota metric the catalog does not
    // know is refused with the nearest known names, and nothing is written; a TPU the catalog
    // does not list in a known zone is written with a warning.
    void capacityThatCannotExistIsRefused()
    {
        const QString review = path("ghost.tpureview");
        Run r = run({"review", "new", "-o", review, "--reservation",
                     "cap-proj/ghost@us-east5-z:ct6e-standard-4t:8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--reservation cap-proj/ghost: zone \"us-east5-z\"") &&
                     r.err.contains("did you mean us-east5-a, us-east5-b or us-east5-c?"),
                 r.err.constData());
        QVERIFY(!QFileInfo::exists(review));
        r = run({"review", "new", "-o", review, "--reservation",
                 "cap-proj/x@us-east5-a:ct9p-hightpu-4t:8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("ct5p-hightpu-4t"), r.err.constData());
        r = run(
            {"review", "new", "-o", review, "--quota", "mars-north1:TPU-V5P-per-project-region:8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("\"mars-north1\" is not a region"), r.err.constData());
        r = run({"review", "new", "-o", review, "--quota", "us-east5:TPU-V9-per-project-region:8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("did you mean"), r.err.constData());
        QVERIFY(!QFileInfo::exists(review));
        r = run({"review", "new", "-o", review, "--reservation",
                 "cap-proj/t7@us-central1-b:tpu7x-standard-4t:4"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(
            r.err.contains("warning: --reservation cap-proj/t7: the catalog does not list tpu7x"),
            r.err.constData());
        // review check keeps the warning on the entry.
        r = run({"review", "check", review, "--format", "json"});
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o["capacity"].toArray()[0].toObject()["warning"].toString().contains("tpu7x"));
    }

    // F12 on a real full disk (a tmpfs, as root): the export fails, the previous export stays
    // whole, and the request folder this export made is gone again; no temporary file is left.
    void aFullDiskKeepsThePreviousExport()
    {
        test::TmpfsMount disk(160);
        if (!disk.ok())
            QSKIP(qPrintable(disk.error()));
        const QString review = path("fulldisk.tpureview");
        QCOMPARE(run({"review", "new", "-o", review, "--force", "--plan", path("serve.tpuplan"),
                      "--team", "Serving", "--priority", "1"})
                     .code,
                 0);
        const QString out = disk.filePath("export");
        Run r = run({"review", "export", review, "--out", out});
        QVERIFY2(r.code == 0, r.err.constData());
        const auto snapshot = [&] {
            QMap<QString, QByteArray> files;
            QDirIterator it(out,
                            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                            QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString f = it.next();
                QFile file(f);
                files.insert(QDir(out).relativeFilePath(f), QFileInfo(f).isDir() ? QByteArray("/")
                                                            : file.open(QIODevice::ReadOnly)
                                                                ? file.readAll()
                                                                : QByteArray("?"));
            }
            return files;
        };
        const auto before = snapshot();
        QCOMPARE(run({"review", "add", review, "--plan", path("pre.tpuplan"), "--team", "Research",
                      "--priority", "2"})
                     .code,
                 0);
        // Leave 24 KiB: less than one request's files.
        disk.fill();
        const QString filler = disk.filePath(".filler");
        QVERIFY(QFile::resize(filler, QFileInfo(filler).size() - 24 * 1024));
        r = run({"review", "export", review, "--out", out, "--force"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("nothing was written") && r.err.contains("No space left on device"),
                 r.err.constData());
        QCOMPARE(snapshot(), before);
    }
};

QTEST_GUILESS_MAIN(TestReviewCli)
#include "tst_reviewcli.moc"
