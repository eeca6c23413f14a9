// The command line's outputs and exit codes, run as a user would: the real binary.
#include "clirun.h"
#include "testsupport.h"

#include <QDate>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <sys/stat.h>

class TestCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    using Run = tpu::test::CliRun;

    Run run(const QStringList &args, const QString &lang = QStringLiteral("C.UTF-8"))
    {
        return tpu::test::runPlanner(m_dir.path(), args, lang);
    }

    QString path(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

    QJsonObject summaryOf(const QString &plan)
    {
        const Run r = run({"summary", plan, "--format", "json"});
        return QJsonDocument::fromJson(r.out).object();
    }

private slots:
    // Issue 40: calendar mode from the command line: `new` takes it through the field table's
    // flags, `check` applies the calendar rules (91 days: an error, exit 1; the disagreeing zone
    // and the final request: warnings), `export` says before writing that the request is final
    // and writes the calendar-mode command, `summary` says no quota and an unknown price.
    void calendarModeFromTheCommandLine()
    {
        const QString plan = path("calendar.tpuplan");
        Run r = run({"new",
                     "-o",
                     plan,
                     "--tpu",
                     "v6e",
                     "--mode",
                     "standard",
                     "--zone",
                     "us-east5-b",
                     "--topology",
                     "4x4",
                     "--project",
                     "my-project-123",
                     "--cluster-version",
                     "1.32.1-gke.1000000",
                     "--image",
                     "us-docker.pkg.dev/p/i:1",
                     "--reservation",
                     "cal-v6e",
                     "--calendar-mode",
                     "--calendar-start",
                     "2026-12-07T00:00:00Z",
                     "--calendar-days",
                     "91",
                     "--calendar-workload-type",
                     "batch"});
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
        r = run({"check", plan});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("error [calendar.duration] A calendar-mode reservation of 91 "
                                "days is not possible."),
                 r.out.constData());
        QVERIFY(r.out.contains("warning [calendar.zone-conflict] Google's pages disagree"));
        r = run({"edit", plan, "--calendar-days", "14"});
        QVERIFY2(r.code == 0, r.err.constData());
        r = run({"check", plan});
        QCOMPARE(r.code, 0);
        r = run({"export", plan, "--out", path("calendar-out")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.contains("warning [calendar.final] Once Google confirms the calendar-mode "
                                "request it cannot be changed or cancelled."),
                 r.err.constData());
        QFile gcloud(path("calendar-out/gcloud.sh"));
        QVERIFY(gcloud.open(QIODevice::ReadOnly));
        QVERIFY(gcloud.readAll().contains("--reservation-mode=CALENDAR"));
        r = run({"summary", plan});
        QVERIFY2(r.out.contains("none (calendar mode)") &&
                     r.out.contains("Calendar mode                  unknown per hour"),
                 r.out.constData());
        r = run({"new", "-o", path("bad.tpuplan"), "--tpu", "v6e", "--calendar-workload-type",
                 "training"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--calendar-workload-type must be batch or serving"));
    }

    // Issue 40 point 4: --reservation-affinity any-reservation-then-fail makes a reservation
    // plan that names none; `check` warns, an Autopilot plan is an error, gcloud.sh and
    // terraform/ say it, and it never goes with another consumption flag.
    void anyReservationFromTheCommandLine()
    {
        const QString plan = path("any.tpuplan");
        Run r =
            run({"new", "-o", plan, "--tpu", "v6e", "--mode", "standard", "--zone", "us-east5-b",
                 "--topology", "4x4", "--project", "my-project-123", "--cluster-version",
                 "1.32.1-gke.1000000", "--image", "us-docker.pkg.dev/p/i:1",
                 "--reservation-affinity", "any-reservation-then-fail"});
        QVERIFY2(r.code == 0, r.err.constData());
        QFile file(plan);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject res =
            QJsonDocument::fromJson(file.readAll()).object().value("reservation").toObject();
        QCOMPARE(res.value("affinity").toString(), QString("any-reservation-then-fail"));
        file.close();
        r = run({"check", plan});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("warning [reservation.any-then-fail]"), r.out.constData());
        QVERIFY(!r.out.contains("reservation.name-missing"));
        r = run({"export", plan, "--out", path("any-out")});
        QCOMPARE(r.code, 0);
        QFile gcloud(path("any-out/gcloud.sh"));
        QVERIFY(gcloud.open(QIODevice::ReadOnly));
        const QByteArray script = gcloud.readAll();
        QVERIFY(script.contains("MIN_GCLOUD=575.0.0"));
        QVERIFY(script.contains("--reservation-affinity=any-reservation-then-fail"));
        QFile tf(path("any-out/terraform/main.tf"));
        QVERIFY(tf.open(QIODevice::ReadOnly));
        QVERIFY(tf.readAll().contains("\"ANY_RESERVATION_THEN_FAIL\""));
        r = run({"edit", plan, "--mode", "autopilot"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("[reservation.any-autopilot] Autopilot consumes only specific "
                                "reservations, not any matching one."),
                 r.err.constData());
        r = run({"edit", plan, "--mode", "standard", "--reservation", "tpu-res"});
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(file.readAll())
                     .object()
                     .value("reservation")
                     .toObject()
                     .value("affinity")
                     .toString(),
                 QString("specific"));
        r = run({"new", "-o", path("bad-any.tpuplan"), "--tpu", "v6e", "--spot",
                 "--reservation-affinity", "any-reservation-then-fail"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("leave out --on-demand, --spot and --flex-start"),
                 r.err.constData());
        r = run({"new", "-o", path("bad-any.tpuplan"), "--tpu", "v6e", "--reservation-affinity",
                 "any"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--reservation-affinity must be specific or "
                               "any-reservation-then-fail"));
    }

    void help()
    {
        Run r = run({"--help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("tpu-planner check PLAN"));
        QVERIFY(r.out.contains("tpu-planner alternatives PLAN"));
        for (const char *verb : {"catalog", "new", "check", "summary", "alternatives"}) {
            r = run({QLatin1String(verb), "--help"});
            QCOMPARE(r.code, 0);
            QVERIFY2(r.out.contains("--catalog"), verb);
        }
    }

    // Issue 24, 10: help names the program as typed; every output and message is whole lines.
    void helpNamesTheProgramAndLinesAreWhole()
    {
        for (const char *verb : {"catalog", "summary", "report"}) {
            const Run r = run({QLatin1String(verb), "--help"});
            QCOMPARE(r.code, 0);
            const QByteArray first = r.out.left(r.out.indexOf('\n'));
            QVERIFY2(first.contains("Usage: tpu-planner " + QByteArray(verb)), first.constData());
            QVERIFY2(!first.contains('/'), first.constData());
        }
        const QString plan = path("lines.json");
        Run r = run({"new", "-o", plan, "--tpu", "v6e", "--mode", "standard", "--topology", "4x4",
                     "--project", "abc"});
        QVERIFY2(r.err.endsWith('\n') || r.err.isEmpty(), r.err.constData());
        QVERIFY2(r.out.isEmpty() || r.out.endsWith('\n'), r.out.constData());
        for (const QStringList &args :
             {QStringList{"summary", plan}, QStringList{"summary", plan, "--format", "json"},
              QStringList{"check", plan}, QStringList{"check", plan, "--format", "json"},
              QStringList{"catalog", "zones"}, QStringList{"summary", "no-such.json"},
              QStringList{"frobnicate"}, QStringList{"alternatives", plan}}) {
            r = run(args);
            QVERIFY2(r.out.isEmpty() || r.out.endsWith('\n'), qPrintable(args.join(' ')));
            QVERIFY2(r.err.isEmpty() || r.err.endsWith('\n'), qPrintable(args.join(' ')));
        }
        // A short project ID: the message is a whole sentence.
        r = run({"check", plan});
        QVERIFY2(r.out.contains("project IDs have 6 to 30 characters"), r.out.constData());
    }

    // `new` picks the workload kind as the constraint table's workload.kind rows decide it
    // (model::workloadKindOnSlice): by the slice, not by the number of slices. Before, two
    // single-host slices made a JobSet that the rules then called wrong for the slice.
    void newPicksTheKindTheConstraintTableDecides()
    {
        auto kindOf = [](const QString &file) {
            QFile f(file);
            return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll())
                                                     .object()
                                                     .value("workload")
                                                     .toObject()
                                                     .value("kind")
                                                     .toString()
                                               : QString();
        };
        struct Case
        {
            QStringList args;
            const char *kind;
        };
        const Case cases[] = {
            {{"--tpu", "v5e", "--mode", "standard", "--topology", "2x2", "--slices", "2"}, "job"},
            {{"--tpu", "v5e", "--mode", "standard", "--topology", "2x2", "--slices", "2",
              "--workload", "serving"},
             "deployment"},
            {{"--tpu", "v6e", "--mode", "standard", "--topology", "4x4", "--slices", "2"},
             "jobset"},
            {{"--tpu", "v6e", "--mode", "standard", "--topology", "4x4", "--workload", "serving"},
             "leaderworkerset"}};
        int i = 0;
        for (const Case &c : cases) {
            const QString plan = m_dir.filePath(QStringLiteral("kind-%1.json").arg(i++));
            const Run r = run(QStringList{"new", "-o", plan} + c.args);
            QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
            QCOMPARE(kindOf(plan), QString::fromLatin1(c.kind));
            // Whatever else the plan has wrong, the kind is not among it.
            QVERIFY2(!r.err.contains("workload.kind"), r.err.constData());
        }
    }

    // --max-restarts sets workload.maxRestarts (0 to 1000), from the field table's flag.
    void maxRestartsFlag()
    {
        const QString plan = path("restarts.json");
        Run r = run({"new", "-o", plan, "--tpu", "v6e", "--mode", "standard", "--topology", "4x4",
                     "--max-restarts", "3"});
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
        const auto restarts = [&] {
            QFile f(plan);
            return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll())
                                                     .object()
                                                     .value("workload")
                                                     .toObject()
                                                     .value("maxRestarts")
                                                     .toInt(-1)
                                               : -1;
        };
        QCOMPARE(restarts(), 3);
        r = run({"edit", plan, "--max-restarts", "1001"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--max-restarts must be a whole number from 0 to 1000"),
                 r.err.constData());
        QCOMPARE(restarts(), 3);
        r = run({"edit", plan, "--max-restarts", "0"});
        QCOMPARE(restarts(), 0);
    }

    // Issue 24, 10: priceDate is a date or null, the reason in priceDateNote; the default zone
    // is the documented one (README: a priced US region first).
    void priceDateAndDefaultZone()
    {
        const QString plan = path("zone.json");
        const Run r = run({"new", "-o", plan, "--tpu", "v6e"});
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
        auto zoneOf = [](const QString &file) {
            QFile f(file);
            return f.open(QIODevice::ReadOnly)
                       ? QJsonDocument::fromJson(f.readAll()).object().value("zone").toString()
                       : QString();
        };
        QCOMPARE(zoneOf(plan), QStringLiteral("us-east1-d"));
        const QJsonObject s = summaryOf(plan);
        const QJsonObject cost = s.value("cost").toObject();
        const QJsonValue date = cost.value("priceDate");
        QVERIFY2(date.isNull() || QDate::fromString(date.toString(), Qt::ISODate).isValid(),
                 qPrintable(date.toString()));
        if (date.isNull())
            QVERIFY(!cost.value("priceDateNote").toString().isEmpty());
        const QJsonObject expected{{"v3", "us-east1-d"},
                                   {"v4", "us-central2-b"},
                                   {"v5e", "us-central1-a"},
                                   {"v5p", "us-east1-d"},
                                   {"tpu7x", "us-central1-c"}};
        for (auto it = expected.begin(); it != expected.end(); ++it) {
            const QString p = path("zone-" + it.key().toLatin1() + ".json");
            run({"new", "-o", p, "--tpu", it.key()});
            QCOMPARE(zoneOf(p), it.value().toString());
        }
    }

    void unknownVerbAndBadFlags()
    {
        Run r = run({"catalog", "frobnicate"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("versions"));
        r = run({"catalog", "versions", "--format", "yaml"});
        QCOMPARE(r.code, 2);
        r = run({"check", "--no-such-flag", "x.json"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("no-such-flag"));
    }

    // Issue 37, minor 8: the exit-code table holds for the window's own arguments too (a bad
    // option, a file that does not exist: exit 2, one line, no window) and for summary.
    void exitCodesFollowTheTable()
    {
        Run r = run({"--bogus"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("bogus") && r.err.count('\n') == 1, r.err.constData());
        r = run({path("missing.tpuplan")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("missing.tpuplan: no such file") && r.err.count('\n') == 1,
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
        const QString bad = path("summary-errors.tpuplan");
        r = run({"new", "-o", bad, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                 "--zone", "us-east5-b", "--project", "my-project-1", "--name", "Bad_Name"});
        QCOMPARE(r.code, 1);
        r = run({"summary", bad});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains("The plan has errors"));
        QCOMPARE(run({"summary", bad, "--format", "json"}).code, 1);
    }

    // Issue 20, 5: a mistyped verb is an error on the terminal (exit 2), never the window.
    void mistypedVerbSuggestsTheNearest()
    {
        const QString plan = path("typo.tpuplan");
        QCOMPARE(run({"new", "-o", plan, "--tpu", "v6e", "--image", "img:1"}).code, 0);
        Run r = run({"summry", plan});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("unknown command \"summry\"; did you mean summary?"),
                 r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = run({"chekc"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("did you mean check?"), r.err.constData());
        r = run({"frobnicate"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("unknown command \"frobnicate\" (and no plan file"),
                 r.err.constData());
    }

    // Issue 20, 5: a shape of the wrong dimension is named as such; limits read the same
    // everywhere.
    void wrongDimensionAndLimitsSayTheSame()
    {
        Run r = run({"new", "-o", path("dims.tpuplan"), "--tpu", "v5p", "--topology", "4x4"});
        QCOMPARE(r.code, 2);
        QVERIFY2(
            r.err.contains("4x4 is not a TPU v5p shape; TPU v5p shapes are AxBxC, e.g. 2x2x1."),
            r.err.constData());
        QVERIFY(!QFileInfo::exists(path("dims.tpuplan")));
        // v4: the catalog listing and the rule state one limit, per dimension and in chips.
        r = run({"catalog", "topologies"});
        const QByteArray limit = "each dimension within 16x16x24, at most 4096 chips";
        QVERIFY2(r.out.contains(limit), r.out.constData());
        // Issue 37, minor 12: the table fits a terminal; the custom rules are notes below it.
        const QList<QByteArray> lines = r.out.split('\n');
        const qsizetype end = lines.indexOf(QByteArray());
        for (qsizetype i = 0; i < end; ++i)
            QVERIFY2(lines.at(i).size() <= 120, lines.at(i).constData());
        QVERIFY(r.out.contains("custom [v4]"));
        QVERIFY(r.out.contains("\n[v4] custom: "));
        r = run({"new", "-o", path("v4.tpuplan"), "--mode", "standard", "--tpu", "v4", "--topology",
                 "16x16x24"});
        QCOMPARE(r.code, 1);
        QVERIFY2(
            r.err.contains(
                "16x16x24 has 6144 chips, and a custom tpu-v4-podslice slice has at most 4096"),
            r.err.constData());
        r = run({"check", path("v4.tpuplan")});
        QVERIFY2(r.out.contains(limit), r.out.constData());
    }

    // Issue 21: TPU7x custom shapes by cube count, and a fallback chain from the command line.
    void tpu7xCubesAndFallbackChain()
    {
        Run r = run({"new", "-o", path("i7.tpuplan"), "--mode", "standard", "--tpu", "tpu7x",
                     "--zone", "us-central1-c", "--topology", "4x8x32", "--cluster-version",
                     "1.34.1-gke.3084001", "--image", "img:1"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(run({"check", path("i7.tpuplan")}).code == 0, r.out.constData());
        for (const char *bad : {"4x4x260", "12x12x68"}) {
            r = run({"edit", path("i7.tpuplan"), "--topology", bad, "-o", path("i7bad.tpuplan")});
            const Run c = run({"check", path("i7bad.tpuplan")});
            QCOMPARE(c.code, 1);
            QVERIFY2(c.out.contains("topology.custom-max") &&
                         c.out.contains("at most 144 cubes of 4x4x4 (9216 chips)"),
                     c.out.constData());
        }
        r = run({"new", "-o", path("chain.tpuplan"), "--tpu", "v6e", "--zone", "us-east5-b",
                 "--topology", "2x4", "--reservation", "v6e-res", "--reservation-machine-type",
                 "ct6e-standard-8t", "--reservation-zone", "us-east5-b", "--then", "on-demand,spot",
                 "--image", "us-docker.pkg.dev/p/r/i:1"});
        QVERIFY2(r.code == 0, r.err.constData());
        r = run({"summary", path("chain.tpuplan")});
        QVERIFY2(r.out.contains("Fallback chain") && r.out.contains("Specific reservation (") &&
                     r.out.contains("Spot ("),
                 r.out.constData());
        r = run({"export", path("chain.tpuplan"), "--out", path("chain-out")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QByteArray yaml = tpu::test::readAll(path("chain-out/manifests.yaml"));
        QVERIFY(yaml.contains("kind: ComputeClass"));
        QVERIFY(yaml.contains("cloud.google.com/compute-class: \"tpu-workload-tpu-class\""));
        QVERIFY(QFileInfo(path("chain-out/apply.sh")).isExecutable());
        QVERIFY(QFileInfo::exists(path("chain-out/README.md")));
        r = run({"new", "-o", path("bad-chain.tpuplan"), "--tpu", "v6e", "--then", "spot,maybe"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--then takes reservation, on-demand, flex-start or spot"),
                 r.err.constData());
    }

    // Issue 20, 6: `edit` applies the window's change semantics and says what it mended.
    void editKeepsCapacityAndFlagsTheReservation()
    {
        const QString plan = path("edit.tpuplan");
        Run r = run({"new",
                     "-o",
                     plan,
                     "--mode",
                     "standard",
                     "--tpu",
                     "v5p",
                     "--topology",
                     "4x4x4",
                     "--zone",
                     "us-east5-a",
                     "--project",
                     "acme-ml",
                     "--reservation",
                     "pod-res",
                     "--reservation-machine-type",
                     "ct5p-hightpu-4t",
                     "--reservation-zone",
                     "us-east5-a",
                     "--image",
                     "us-docker.pkg.dev/acme/train/jax:1"});
        QCOMPARE(r.code, 0);
        QVERIFY(run({"check", plan}).code == 0);
        const QByteArray before = [&] {
            QFile f(plan);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        r = run({"edit", plan, "--tpu", "v6e", "-o", path("edited.tpuplan")});
        QCOMPARE(r.code, 1); // the reservation no longer matches: an error
        QVERIFY2(r.out.contains("64 chips kept: 4x4x4 → 8x8"), r.out.constData());
        QVERIFY2(
            r.out.contains("Reservation pod-res kept, but it holds ct5p-hightpu-4t in us-east5-a"),
            r.out.constData());
        QVERIFY2(r.err.contains("[reservation.mismatch]"), r.err.constData());
        {
            QFile f(plan); // -o OUT leaves PLAN as it was
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), before);
        }
        const QJsonObject s = summaryOf(path("edited.tpuplan"));
        QCOMPARE(s.value("totalChips").toInt(), 64);
        r = run({"check", path("edited.tpuplan")});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("reservation.mismatch"), r.out.constData());
        // Pointing the reservation at what the plan now uses clears it.
        // (v6e is offered in us-east5-a too since catalog 2026.11.1: the zone stays.)
        r = run({"edit", path("edited.tpuplan"), "--reservation-machine-type", "ct6e-standard-4t",
                 "--reservation-zone", "us-east5-a"});
        QCOMPARE(r.code, 0);
        QCOMPARE(run({"check", path("edited.tpuplan")}).code, 0);
        // Nothing to change: said, and the file is not rewritten.
        r = run({"edit", path("edited.tpuplan")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("is unchanged"), r.out.constData());
        r = run({"edit", path("no-such.tpuplan"), "--tpu", "v6e"});
        QCOMPARE(r.code, 2);
        // A mistyped machine type is refused, never replaced by another one.
        r = run({"edit", plan, "--machine-type", "ct6e-standrd-4t"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--machine-type \"ct6e-standrd-4t\" is not a TPU v5p machine type"),
                 r.err.constData());
        // What a later flag sets is the user's word: its earlier mending is not reported.
        r = run({"edit", plan, "--tpu", "v6e", "--topology", "4x4", "-o", path("flags.tpuplan")});
        QVERIFY2(!r.out.contains("chips kept"), r.out.constData());
        QVERIFY2(r.out.contains("ct6e-standard-4t 4x4 in us-east5-a"), r.out.constData());
    }

    void topologiesJson()
    {
        const Run r = run({"catalog", "topologies", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonDocument doc = QJsonDocument::fromJson(r.out);
        QVERIFY(doc.isArray());
        const QJsonArray a = doc.array();
        QCOMPARE(size_t(a.size()), tpu::test::builtinCatalog()->topologies.size());
        bool sawV5eMulti2x4 = false;
        for (const QJsonValue &v : a) {
            const QJsonObject o = v.toObject();
            for (const char *k : {"mode", "version", "accelerator", "machineType", "topology",
                                  "chips", "chipsPerVm", "vms", "multiHost"})
                QVERIFY2(o.contains(QLatin1String(k)), k);
            QVERIFY(o.value("mode") == "autopilot" || o.value("mode") == "standard");
            QVERIFY(o.value("multiHost").isBool());
            if (o.value("version") == "v5e" && o.value("topology") == "2x4" &&
                o.value("multiHost").toBool())
                sawV5eMulti2x4 = o.value("vms").toInt() == 2 && o.value("chipsPerVm").toInt() == 4;
        }
        QVERIFY(sawV5eMulti2x4);
    }

    void versionsSaysWhichCatalog()
    {
        const Run r = run({"catalog", "versions"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(tpu::test::builtinCatalog()->catalogVersion.toUtf8()));
        // The built-in catalog is "built in", never the internal resource path.
        QVERIFY2(r.out.contains(", built in\n"), r.out.constData());
        QVERIFY(!r.out.contains(":/"));
        QVERIFY(r.out.contains("tpu-v5-lite-device"));
        for (const char *what : {"machine-types", "zones"}) {
            const Run t = run({"catalog", QLatin1String(what)});
            QCOMPARE(t.code, 0);
            QVERIFY(t.out.count('\n') > 5);
        }
    }

    void brokenCatalogFile()
    {
        QFile f(path("broken-catalog.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"catalogFormat\": 1}");
        f.close();
        const Run r = run({"catalog", "versions", "--catalog", path("broken-catalog.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.contains("broken-catalog.json"));
        QVERIFY(r.err.contains("$.catalogVersion"));
    }

    void newCheckSummary()
    {
        const QString plan = path("v6e.tpuplan"); // the plan file type; the other tests use .json
        Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "trillium", "--topology",
                     "4x4", "--zone", "us-east5-b", "--project", "my-project-1", "--image",
                     "us-docker.pkg.dev/p/r/jax:1", "--cluster-version", "1.32.1-gke.1000000"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("ct6e-standard-4t"));
        r = run({"check", plan});
        QCOMPARE(r.code, 0);
        const QJsonObject s = summaryOf(plan);
        QCOMPARE(s.value("totalChips").toInt(), 16);
        QCOMPARE(s.value("vmsPerSlice").toInt(), 4);
        QCOMPARE(s.value("tpuRequestPerPod").toInt(), 4);
        QVERIFY(s.value("multiHost").toBool());
        r = run({"summary", plan});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("Total chips"));
        // Refuses to overwrite without --force.
        r = run({"new", "-o", plan, "--tpu", "v6e"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--force"));
    }

    void alternativesVerb()
    {
        const QString plan = path("v5e-alt.json");
        Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "v5e", "--topology", "4x8",
                     "--zone", "us-east5-b", "--project", "my-project-1", "--image",
                     "us-docker.pkg.dev/p/r/jax:1", "--cluster-version", "1.32.1-gke.1000000"});
        QCOMPARE(r.code, 0);
        r = run({"alternatives", plan});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("meet 32 chips") && r.out.contains("ct6e-standard-4t") &&
                     r.out.contains("ct5p-hightpu-4t") && r.out.contains("86.40"),
                 r.out.constData());
        r = run({"alternatives", plan, "--target-hbm", "512", "--any-region", "--format", "json"});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value("target").toObject().value("kind").toString(), QStringLiteral("hbmGiB"));
        const QJsonArray alts = o.value("alternatives").toArray();
        QVERIFY(alts.size() > 5);
        bool sawNullCost = false;
        for (const QJsonValue &v : alts) {
            const QJsonObject a = v.toObject();
            for (const char *k : {"version", "machineType", "topology", "slices", "zone", "chips",
                                  "vms", "hbmGiB", "pflops", "costPerHour", "passes", "finding"})
                QVERIFY2(a.contains(QLatin1String(k)), k);
            QVERIFY(a.value("hbmGiB").toDouble() >= 512 - 1e-6);
            QVERIFY(a.value("passes").isBool());
            QVERIFY(a.value("finding").isNull() || a.value("finding").isString());
            sawNullCost = sawNullCost || a.value("costPerHour").isNull(); // TPU7x: no price
        }
        QVERIFY(sawNullCost);
        r = run({"alternatives", plan, "--target-pflops", "20", "--format", "json"});
        QCOMPARE(r.code, 0);
        for (const QJsonValue &v :
             QJsonDocument::fromJson(r.out).object().value("alternatives").toArray())
            QVERIFY(v.toObject().value("pflops").toDouble() >= 20);
        // Bad input: two targets, a target that is not a number, no plan.
        r = run({"alternatives", plan, "--target-chips", "8", "--target-hbm", "10"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("at most one"));
        r = run({"alternatives", plan, "--target-chips", "eight"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--target-chips"));
        r = run({"alternatives", plan, "--target-chips", "-3"});
        QCOMPARE(r.code, 2);
        r = run({"alternatives"});
        QCOMPARE(r.code, 2);
        r = run({"alternatives", "--help"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--any-region") && r.out.contains("--catalog"));
    }

    void italianMessagesEnglishJsonAndFiles()
    {
        const QString it = QStringLiteral("it_IT.UTF-8");
        const QString plan = path("it.tpuplan");
        Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                     "--zone", "us-east5-b", "--project", "my-project-1"},
                    it);
        QCOMPARE(r.code, 1); // written, with the error of no image (issue 37, minor 9)
        QVERIFY2(r.out.startsWith("Scritto "), r.out.constData());
        QVERIFY2(!r.err.contains("QCommandLineParser"), r.err.constData()); // no stray warnings

        // Rule ids and severities' ids stay as they are; the finding's text is Italian.
        r = run({"check", plan}, it);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("[workload.image-missing] Nessuna immagine container"),
                 r.out.constData());
        QVERIFY2(!r.out.contains("No container image"), r.out.constData());
        // Issue 24, 7: Google's page in the interface's language: the Italian edition here, the
        // English one (no hl=it, not the "Italian edition") in English.
        QVERIFY2(r.out.contains("plan-tpus?hl=it"), r.out.constData());
        const Run english = run({"check", plan});
        QVERIFY2(english.out.contains("plan-tpus>"), english.out.constData());
        QVERIFY2(!english.out.contains("hl=it") && !english.out.contains("Italian edition"),
                 english.out.constData());
        // JSON is for programs: English, the same bytes as without the locale.
        const QByteArray jsonIt = run({"check", plan, "--format", "json"}, it).out;
        QCOMPARE(jsonIt, run({"check", plan, "--format", "json"}).out);
        QVERIFY(jsonIt.contains("No container image: the manifests cannot be exported"));

        r = run({"summary", plan}, it);
        QVERIFY2(r.out.contains("Chip totali"), r.out.constData());
        r = run({"check", "--no-such-flag", plan}, it);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("vedi tpu-planner check --help"), r.err.constData());

        // Exported files never change with the language, even with --force.
        const QString en = m_dir.filePath("export-en"), itDir = m_dir.filePath("export-it");
        QCOMPARE(run({"export", plan, "--out", en, "--force"}).code, 1); // written, with errors
        r = run({"export", plan, "--out", itDir, "--force"}, it);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.startsWith("Scritto "), r.out.constData());
        for (const char *f : {"manifests.yaml", "gcloud.sh", "summary.json"}) {
            QFile a(en + "/" + f), b(itDir + "/" + f);
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            QCOMPARE(b.readAll(), a.readAll());
        }
    }

    void new2x4BothWays()
    {
        Run r = run({"new", "-o", path("one.json"), "--mode", "standard", "--tpu", "v5e",
                     "--topology", "2x4"});
        QVERIFY(r.code == 0 || r.code == 1);
        QCOMPARE(summaryOf(path("one.json")).value("machineType").toString(),
                 QStringLiteral("ct5lp-hightpu-8t"));
        QCOMPARE(summaryOf(path("one.json")).value("vmsPerSlice").toInt(), 1);
        r = run({"new", "-o", path("two.json"), "--mode", "standard", "--tpu", "v5e", "--topology",
                 "2x4", "--machine-type", "ct5lp-hightpu-4t"});
        QCOMPARE(summaryOf(path("two.json")).value("vmsPerSlice").toInt(), 2);
    }

    // The walk: Standard v5p and v4 4x4x4 (v5p-128 / v4-128) check clean and export,
    // 16 VMs of 4 chips.
    void standard4x4x4()
    {
        for (const auto &[tpu, zone] :
             {std::pair{"v5p", "us-east5-a"}, std::pair{"v4", "us-central2-b"}}) {
            const QString plan = path(tpu) + QStringLiteral("-444.json");
            Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", tpu, "--zone", zone,
                         "--topology", "4x4x4", "--project", "my-project-1", "--image",
                         "us-docker.pkg.dev/p/r/jax:1"});
            QCOMPARE(r.code, 0);
            r = run({"check", plan});
            QVERIFY2(r.code == 0, r.out.constData());
            QVERIFY(!r.out.contains("error"));
            QCOMPARE(summaryOf(plan).value("vmsPerSlice").toInt(), 16);
            r = run({"export", plan, "--out", path(tpu) + QStringLiteral("-out")});
            QCOMPARE(r.code, 0);
        }
    }

    // A topology enters through --topology in its one form, or is refused with what to type.
    void topologyFlag_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normal"); // empty: refused with exit code 2
        QTest::newRow("upper X") << "4X4X4"
                                 << "4x4x4";
        QTest::newRow("spaces") << " 4x4x4 "
                                << "4x4x4";
        QTest::newRow("times sign") << QString::fromUtf8("4×4×4") << "4x4x4";
        QTest::newRow("leading zero") << "04x4x4"
                                      << "4x4x4";
        QTest::newRow("newline") << "4x4x4\n"
                                 << "";
        QTest::newRow("letters") << "4x4y4"
                                 << "";
        QTest::newRow("empty") << ""
                               << "";
    }
    void topologyFlag()
    {
        QFETCH(QString, text);
        QFETCH(QString, normal);
        const QString plan = path("topo.json");
        QFile::remove(plan);
        const Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "v5p", "--zone",
                           "us-east5-a", "--topology", text});
        if (normal.isEmpty()) {
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("--topology") && r.err.contains("AxBxC"), r.err.constData());
            QVERIFY(!QFile::exists(plan));
            return;
        }
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
        QCOMPARE(summaryOf(plan).value("topology").toString(), normal);
        QFile f(plan);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(f.readAll()).object().value("topology").toString(),
                 normal);
    }

    void newDefaultsAndErrors()
    {
        Run r = run({"new", "-o", path("d.json"), "--tpu", "ironwood"});
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
        const QJsonObject s = summaryOf(path("d.json"));
        // The smallest shape the catalog is sure of (1x1x1 on tpu7x-standard-1t is uncertain).
        QCOMPARE(s.value("topology").toString(), QStringLiteral("2x2x1"));
        QCOMPARE(s.value("machineType").toString(), QStringLiteral("tpu7x-standard-4t"));
        r = run({"new", "-o", path("e.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("--tpu"));
        r = run({"new", "-o", path("e.json"), "--tpu", "v9"});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("v6e"));
        r = run({"new", "-o", path("e.json"), "--tpu", "v6e", "--spot", "--reservation", "r"});
        QCOMPARE(r.code, 2);
        r = run({"new", "-o", path("e.json"), "--tpu", "v6e", "--autoscaling", "lots"});
        QCOMPARE(r.code, 2);
        QVERIFY(!QFile::exists(path("e.json")));
    }

    void exportVerb()
    {
        const QString good = path("export-good.json");
        Run r = run({"new", "-o", good, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                     "--zone", "us-east5-b", "--project", "my-project-1", "--image",
                     "us-docker.pkg.dev/p/r/jax:1", "--kueue"});
        QCOMPARE(r.code, 0);
        const QString dir = path("out");
        r = run({"export", good, "--out", dir});
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(dir + "/gcloud.sh"));
        QVERIFY(QFileInfo(dir + "/gcloud.sh").isExecutable());
        const QJsonObject s = QJsonDocument::fromJson([&] {
                                  QFile f(dir + "/summary.json");
                                  f.open(QIODevice::ReadOnly);
                                  return f.readAll();
                              }())
                                  .object();
        QCOMPARE(s.value("totalChips").toInt(), 16);
        QVERIFY(QFile::exists(dir + "/manifests.yaml"));
        QVERIFY(QFile::exists(dir + "/kueue.yaml"));
        r = run({"export", good, "--stdout", "--only", "gcloud"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--tpu-topology=4x4"));
        r = run({"export", good, "--stdout", "--only", "manifests"});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("kind: JobSet"));
        r = run({"export", good, "--stdout", "--only", "helm"});
        QCOMPARE(r.code, 2);
        // A plan with errors exports nothing unless forced; forced files list the errors.
        const QString bad = path("export-bad.json");
        run({"new", "-o", bad, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4", "--zone",
             "us-east5-b", "--name", "Bad_Name"});
        const QString badDir = path("out-bad");
        r = run({"export", bad, "--out", badDir});
        QCOMPARE(r.code, 1);
        QVERIFY(!QFile::exists(badDir + "/gcloud.sh"));
        r = run({"export", bad, "--out", badDir, "--force"});
        QCOMPARE(r.code, 1);
        QFile f(badDir + "/gcloud.sh");
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("# WARNING: exported with --force"));
    }

    // Issue 37, minor 9: one severity for a missing container image everywhere. `check`, `new`
    // and `summary` call it an error; `export` refuses exactly the files it concerns (the
    // manifests and apply.sh), and writes the others without a word of errors in them.
    void missingImageIsOneErrorEverywhere()
    {
        const QString plan = path("no-image.tpuplan");
        Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                     "--zone", "us-east5-b", "--project", "my-project-1"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("[workload.image-missing]"), r.err.constData());
        r = run({"check", plan});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("error [workload.image-missing] No container image"),
                 r.out.constData());
        r = run({"check", plan, "--format", "json"});
        QCOMPARE(r.code, 1);
        const QJsonArray findings =
            QJsonDocument::fromJson(r.out).object().value("findings").toArray();
        bool found = false;
        for (const QJsonValue &v : findings)
            if (v["id"].toString() == "workload.image-missing") {
                found = true;
                QCOMPARE(v["severity"].toString(), QStringLiteral("error"));
                QCOMPARE(v["exports"].toArray(), QJsonArray({"manifests", "apply"}));
            }
        QVERIFY2(found, r.out.constData());
        // The whole export and each export that writes the manifests or apply.sh: refused, with
        // the rule's own words.
        for (const QStringList &only :
             {QStringList(), QStringList{"--only", "manifests"}, QStringList{"--only", "apply"},
              QStringList{"--only", "gcloud,manifests"}}) {
            const QString dir = path("no-image-out");
            r = run(QStringList{"export", plan, "--out", dir} + only);
            QCOMPARE(r.code, 1);
            QVERIFY2(r.err.contains("[workload.image-missing] No container image: the manifests "
                                    "cannot be exported without one."),
                     r.err.constData());
            QVERIFY(!QFileInfo::exists(dir));
        }
        // Without them: written, exit 0, and no file says the plan has errors.
        const QString dir = path("no-image-infra");
        r = run({"export", plan, "--out", dir, "--only", "gcloud,terraform,summary"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(!tpu::test::readAll(dir + "/gcloud.sh").contains("exported with --force"));
        QVERIFY(!tpu::test::readAll(dir + "/terraform/main.tf").contains("exported with --force"));
        // The summary is the plan's: its findings are all the rules said.
        QVERIFY(tpu::test::readAll(dir + "/summary.json").contains("workload.image-missing"));
        QVERIFY(QFileInfo::exists(dir + "/summary.json"));
        QVERIFY(!QFileInfo::exists(dir + "/manifests.yaml"));
    }

    // Issue 37.2: a zone no catalog row knows is an error: `new` says so (exit 1), `check`
    // exits 1 and `export` writes nothing; TPU7x in us-east5-a likewise, naming the source.
    void unknownOrUnofferedZoneIsAnError()
    {
        const QString mars = path("mars.tpuplan");
        Run r = run({"new", "-o", mars, "--tpu", "v5e", "--zone", "mars-north9-z", "--project",
                     "my-project-1", "--image", "img:1"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("[zone.unknown] Zone mars-north9-z is not a zone the catalog "
                                "knows, nor is region mars-north9."),
                 r.err.constData());
        r = run({"check", mars});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.contains("error [zone.unknown]"));
        r = run({"export", mars, "--out", path("mars-out")});
        QCOMPARE(r.code, 1);
        QVERIFY(!QFile::exists(path("mars-out") + "/gcloud.sh"));
        r = run({"export", mars, "--stdout", "--only", "gcloud"});
        QCOMPARE(r.code, 1);
        QVERIFY(!r.out.contains("REGION=mars-north9"));

        const QString ironwood = path("ironwood.tpuplan");
        r = run({"new", "-o", ironwood, "--tpu", "tpu7x", "--mode", "standard", "--zone",
                 "us-east5-a", "--project", "my-project-1", "--image", "img:1"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("[zone.not-offered] Zone us-east5-a does not offer tpu7x."),
                 r.err.constData());
        r = run({"check", ironwood});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains("Cloud TPU regions and zones"), r.out.constData()); // D2 named
        QCOMPARE(run({"export", ironwood, "--out", path("ironwood-out")}).code, 1);
        QVERIFY(!QFile::exists(path("ironwood-out") + "/gcloud.sh"));
    }

    // Issue 37.3: export writes into a folder that is empty or an earlier export of the same
    // plan; any other (a repository with its README.md, the home folder, "/") needs --force, and
    // then says which of the user's files it replaced.
    void exportAsksBeforeWritingIntoAForeignFolder()
    {
        const QString plan = kueuePlan(path("foreign.tpuplan"));
        const QString repo = path("repo");
        QVERIFY(QDir().mkpath(repo));
        QFile readme(repo + "/README.md");
        QVERIFY(readme.open(QIODevice::WriteOnly));
        readme.write("# my repository\n");
        readme.close();
        QFile kueue(repo + "/kueue.yaml");
        QVERIFY(kueue.open(QIODevice::WriteOnly));
        kueue.write("# mine\n");
        kueue.close();
        Run r = run({"export", plan, "--out", repo});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is not empty and is not an earlier export of this plan"),
                 r.err.constData());
        QVERIFY2(r.err.contains("the export would replace its kueue.yaml, README.md"),
                 r.err.constData());
        QVERIFY(r.err.contains("--force"));
        QVERIFY(!QFile::exists(repo + "/gcloud.sh"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        QCOMPARE(readme.readAll(), QByteArray("# my repository\n"));
        readme.close();
        // With --force it writes, and names each file of the user's it replaced.
        r = run({"export", plan, "--out", repo, "--force"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("README.md (replacing a file that was not from an export of "
                                "this plan)"),
                 r.out.constData());
        QVERIFY(QFile::exists(repo + "/gcloud.sh"));
        // Now it is an earlier export of this plan: the next export needs no --force.
        QCOMPARE(run({"export", plan, "--out", repo}).code, 0);
        // Another plan (another cluster) is not this plan.
        const QString other = path("other.tpuplan");
        QCOMPARE(run({"new", "-o", other, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                      "--zone", "us-east5-b", "--project", "my-project", "--name", "other-cluster",
                      "--cluster-version", "1.32.1-gke.1000000", "--image", "img:1"})
                     .code,
                 0);
        r = run({"export", other, "--out", repo});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("is not an earlier export of this plan"));
        // An empty folder and a new one take the files.
        QVERIFY(QDir().mkpath(path("empty-out")));
        QCOMPARE(run({"export", plan, "--out", path("empty-out")}).code, 0);
        QCOMPARE(run({"export", plan, "--out", path("new-out/sub")}).code, 0);

        // The home folder (here a scratch one), even when empty: never without --force.
        const QString home = path("home-folder");
        QVERIFY(QDir().mkpath(home));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", home);
        env.insert("XDG_CONFIG_HOME", path("xdg-config"));
        p.setProcessEnvironment(env);
        p.start(TPU_PLANNER_BIN, {"export", plan, "--out", home});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY2(p.readAllStandardError().contains("the home folder"), "no reason given");
        QVERIFY(!QFile::exists(home + "/gcloud.sh"));
    }

    void checkExitCodes()
    {
        const QString plan = path("bad.json");
        Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "v5p", "--topology",
                     "16x12x8", "--name", "Bad_Name"});
        QCOMPARE(r.code, 1);
        r = run({"check", plan, "--format", "json"});
        QCOMPARE(r.code, 1);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(o.value("errors").toBool());
        QStringList ids;
        for (const QJsonValue &f : o.value("findings").toArray())
            ids << f.toObject().value("id").toString();
        QVERIFY(ids.contains("topology.custom-order"));
        QVERIFY(ids.contains("name.cluster"));
        r = run({"check", path("missing.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("missing.json"));
        QFile f(path("garbage.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"schemaVersion\": 7}");
        f.close();
        r = run({"check", path("garbage.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("newer TPU Planner"));
        r = run({"check"});
        QCOMPARE(r.code, 2);
    }

    // A plan both checks and exports use: v6e 4x4 with Kueue.
    QString kueuePlan(const QString &file)
    {
        Run r = run({"new", "-o", file, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                     "--zone", "us-east5-b", "--project", "my-project", "--cluster-version",
                     "1.32.1-gke.1000000", "--image", "img:1", "--kueue"});
        if (r.code != 0)
            qFatal("new failed: %s", r.err.constData());
        return file;
    }

    void fullDiskFailsLoudlyAndKeepsEverything()
    {
        // Room for one export (eleven files with apply.sh and terraform/, written beside the old
        // ones before the renames), then filled.
        tpu::test::TmpfsMount fs(160);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        const QString plan = kueuePlan(fs.filePath("plan.json"));
        const QString out = fs.filePath("out");
        QCOMPARE(run({"export", plan, "--out", out}).code, 0);
        QStringList names = QDir(out).entryList(QDir::Files);
        QMap<QString, QByteArray> before;
        for (const QString &n : names)
            before[n] = tpu::test::readAll(QDir(out).filePath(n));
        const QByteArray planBefore = tpu::test::readAll(plan);
        fs.fill();

        Run r = run({"export", plan, "--out", out});
        QCOMPARE(r.code, 2);
        QVERIFY2(!r.out.contains("Wrote"), r.out.constData());
        QVERIFY2(r.err.contains("No space left on device") && r.err.contains(out.toUtf8()),
                 r.err.constData());
        for (const QString &n : names)
            QCOMPARE(tpu::test::readAll(QDir(out).filePath(n)), before[n]);
        QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Hidden), names);

        r = run({"new", "-o", plan, "--tpu", "v5p", "--mode", "standard", "--force"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(plan.toUtf8()) && r.err.contains("No space left on device"),
                 r.err.constData());
        QVERIFY(!r.out.contains("Wrote"));
        QCOMPARE(tpu::test::readAll(plan), planBefore);
    }

    void readOnlyFolderFailsLoudly()
    {
        tpu::test::TmpfsMount fs(256);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        const QString plan = kueuePlan(fs.filePath("plan.json"));
        QVERIFY(fs.makeReadOnly());
        // --force: the folder holds the plan, so it is not an empty folder (issue 37.3).
        Run r = run({"export", plan, "--out", fs.path(), "--force"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("Read-only file system") && r.err.contains("manifests.yaml"),
                 r.err.constData());
        QVERIFY(!QFile::exists(fs.filePath("manifests.yaml")));
    }

    // Issue 25: an export holds its folder; a second export into it waits, then fails, and the
    // folder stays one plan's files.
    void exportFolderIsLockedForOneExport()
    {
        const QString plan = kueuePlan(path("locked.json")), out = path("locked-out");
        QVERIFY(QDir().mkpath(out));
        {
            QLockFile held(out + "/.tpu-planner-export.lock"); // another export, still running
            QVERIFY(held.tryLock(0));
            QElapsedTimer t;
            t.start();
            const Run r = run({"export", plan, "--out", out});
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains("another export into " + out.toUtf8() +
                                    " is running (process " +
                                    QByteArray::number(QCoreApplication::applicationPid()) + ")"),
                     r.err.constData());
            QVERIFY(t.elapsed() >= 4000); // it waited for the other export first
            QCOMPARE(QDir(out).entryList(QDir::Files), QStringList());
        }
        const Run r = run({"export", plan, "--out", out});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Hidden),
                 (QStringList{"apply.sh", "gcloud.sh", "kueue.yaml", "manifests.yaml", "README.md",
                              "summary.json"}));
    }

    void exactMessagesForOddInput()
    {
        const QString plan = kueuePlan(path("odd.json"));
        // --only "" would be every export.
        Run r = run({"export", plan, "--stdout", "--only", ""});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--only names no export"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        // A folder where a file goes: said as such, not "Operation not permitted".
        const QString out = path("odd-out");
        QVERIFY(QDir().mkpath(out + "/gcloud.sh"));
        r = run({"export", plan, "--out", out, "--force"}); // not empty: --force (issue 37.3)
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("cannot write " + out.toUtf8() +
                                "/gcloud.sh: a folder has that name; rename or move the folder"),
                 r.err.constData());
        QCOMPARE(QDir(out).entryList(QDir::Files | QDir::Hidden), QStringList());
        // A long argument is echoed in part.
        r = run({"new", "-o", path("huge.json"), "--tpu", QString(100000, QLatin1Char('v'))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.size() < 1000 && r.err.contains("(100000 characters)"),
                 r.err.left(1000).constData());
        // No file was there: the message does not claim a previous one is unchanged.
        r = run({"new", "-o", path("no-such-folder/p.json"), "--tpu", "v6e", "--mode", "standard",
                 "--force"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("no file was created") && !r.err.contains("previous file"),
                 r.err.constData());
    }

    // A plan name of 247 bytes is saved (the temporary name beside it must fit NAME_MAX too).
    void longPlanNamesAreSaved()
    {
        const QString name = QString(242, QLatin1Char('p')) + ".json";
        QCOMPARE(QFile::encodeName(name).size(), 247);
        const Run r = run({"new", "-o", path(name.toUtf8().constData()), "--tpu", "v6e", "--mode",
                           "standard", "--image", "img:1", "--force"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QFile::exists(path(name.toUtf8().constData())));
        QCOMPARE(run({"new", "-o", path(name.toUtf8().constData()), "--tpu", "v5p", "--mode",
                      "standard", "--image", "img:1", "--force"})
                     .code,
                 0);
    }

    // A FIFO (or any other special file) as a plan is refused at once, saying what it is.
    void specialFilesAsPlansAreRefusedAtOnce()
    {
        const QString fifo = path("plan-fifo.json");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        Run r = run({"check", fifo});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(fifo.toUtf8() + ": is a FIFO (named pipe), not a plan file"),
                 r.err.constData());
        QVERIFY(t.elapsed() < 10000);
        r = run({"check", "/dev/null"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("/dev/null: is a character device, not a plan file"),
                 r.err.constData());
        r = run({"check", m_dir.path()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("is a folder, not a plan file"), r.err.constData());
    }

    void plansAreOwnerOnly()
    {
        const QString plan = kueuePlan(path("private.json"));
        QCOMPARE(QFile::permissions(plan) & 0x0777, QFile::ReadUser | QFile::WriteUser);
    }

    void staleKueueYamlGoesWithTheNextExport()
    {
        const QString plan = kueuePlan(path("stale.json")), out = path("stale-out");
        QCOMPARE(run({"export", plan, "--out", out}).code, 0);
        QVERIFY(QFile::exists(out + "/kueue.yaml"));
        Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                     "--zone", "us-east5-b", "--project", "my-project", "--cluster-version",
                     "1.32.1-gke.1000000", "--image", "img:1", "--force"});
        QCOMPARE(r.code, 0);
        r = run({"export", plan, "--out", out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("Removed " + out.toUtf8() + "/kueue.yaml"), r.out.constData());
        QVERIFY(!QFile::exists(out + "/kueue.yaml"));
        QVERIFY(QFile::exists(out + "/manifests.yaml"));
    }

    void newNeverWritesAPlanTheLoaderRefuses()
    {
        const QString plan = path("limits.json");
        Run r = run({"new", "-o", plan, "--tpu", "v6e", "--slices", "2000"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--slices") && r.err.contains("1024"), r.err.constData());
        r = run({"new", "-o", plan, "--tpu", "v6e", "--autoscaling", "0:999999"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--autoscaling"), r.err.constData());
        QVERIFY(!QFile::exists(plan));
        r = run({"new", "-o", plan, "--tpu", "v6e", "--slices", "1024"});
        QCOMPARE(r.code, 1); // a valid file, with errors (Multislice on a single-host shape)
        QCOMPARE(run({"check", plan}).code, 1);
    }

    void terminalEscapesArePrintedEscaped()
    {
        const QString plan = kueuePlan(path("escape.json"));
        QJsonObject o = QJsonDocument::fromJson(tpu::test::readAll(plan)).object();
        o.insert("zone", QStringLiteral("us-east5-b\x1b]0;pwned\x07\x1b[2J"));
        o.insert("clusterName", QStringLiteral("a\u202Eb"));
        tpu::test::writeAll(plan, QJsonDocument(o).toJson());
        for (const QStringList &args : {QStringList{"check", plan}, QStringList{"summary", plan},
                                        QStringList{"check", plan, "--format", "json"}}) {
            const Run r = run(args);
            QVERIFY(r.code == 0 || r.code == 1);
            QVERIFY2(!r.out.contains('\x1b') && !r.out.contains('\x07') && !r.err.contains('\x1b'),
                     r.out.constData());
            QVERIFY2(!r.out.contains("\u202E"), r.out.constData());
        }
        const Run r = run({"check", plan});
        QVERIFY2(r.out.contains("\\u001b]0;pwned\\u0007"), r.out.constData());
        QVERIFY(r.out.contains("[text.unsafe-characters] Zone \"us-east5-b\\u001b"));
        // JSON output stays valid JSON and holds the same string.
        const Run j = run({"check", plan, "--format", "json"});
        QVERIFY(QJsonDocument::fromJson(j.out).isObject());
        // A catalog title with an escape sequence.
        QByteArray cat = tpu::test::builtinCatalogBytes();
        QJsonObject c = QJsonDocument::fromJson(cat).object();
        c.insert("catalogVersion", QStringLiteral("evil\x1b[31m"));
        tpu::test::writeAll(path("evil-catalog.json"), QJsonDocument(c).toJson());
        const Run v = run({"catalog", "versions", "--catalog", path("evil-catalog.json")});
        QVERIFY(!v.out.contains('\x1b') && !v.err.contains('\x1b'));
    }

    void catalogNumbersAreBounded()
    {
        QJsonObject c = QJsonDocument::fromJson(tpu::test::builtinCatalogBytes()).object();
        QJsonArray mts = c.value("machineTypes").toArray();
        QJsonObject mt = mts.at(0).toObject();
        mt.insert("vcpu", 2147483647);
        mts.replace(0, mt);
        c.insert("machineTypes", mts);
        tpu::test::writeAll(path("huge-vcpu.json"), QJsonDocument(c).toJson());
        const Run r = run({"catalog", "versions", "--catalog", path("huge-vcpu.json")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(
                     "huge-vcpu.json: at $.machineTypes[0].vcpu: must be between 1 and 100000"),
                 r.err.constData());
    }

    // --workload picks the kind for the slice; edit keeps what runs when the slice changes.
    void workloadPurpose()
    {
        const QString plan = path("serving.json");
        QFile::remove(plan);
        Run r = run({"new", "-o", plan, "--mode", "standard", "--tpu", "v6e", "--topology", "4x4",
                     "--zone", "us-east5-b", "--image", "x/y:1", "--workload", "serving",
                     "--serving-port", "9000"});
        QCOMPARE(r.code, 0);
        auto kindOf = [&] {
            QFile f(plan);
            f.open(QIODevice::ReadOnly);
            const QJsonObject w =
                QJsonDocument::fromJson(f.readAll()).object().value("workload").toObject();
            return w.value("kind").toString() + ":" +
                   QString::number(w.value("servingPort").toInt());
        };
        QCOMPARE(kindOf(), QString("leaderworkerset:9000"));
        r = run({"edit", plan, "--topology", "2x4", "--machine-type", "ct6e-standard-8t"});
        QVERIFY2(r.out.contains("LeaderWorkerSet → Deployment"), r.out.constData());
        QCOMPARE(kindOf(), QString("deployment:9000"));
        r = run({"edit", plan, "--workload", "ray"});
        QCOMPARE(kindOf(), QString("raycluster:9000"));
    }

    // Hostile flag values: exit 2 with a message naming the flag, or a plan whose errors name the
    // rule (exit 1) and that `check` reads back; never a crash or an unreadable plan.
    void hostileFlags_data()
    {
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<QString>("expect"); // in stderr
        QTest::newRow("slices negative") << QStringList{"--slices", "-1"} << "--slices";
        QTest::newRow("slices huge") << QStringList{"--slices", "99999999999"} << "--slices";
        QTest::newRow("slices text") << QStringList{"--slices", "four"} << "--slices";
        QTest::newRow("autoscaling text") << QStringList{"--autoscaling", "a:b"} << "--autoscaling";
        QTest::newRow("autoscaling negative")
            << QStringList{"--autoscaling", "-5:2"} << "--autoscaling";
        QTest::newRow("tpu newline")
            << QStringList{"--tpu", "v6e\n"} << "--tpu \"v6e\\n\" holds a control";
        QTest::newRow("mode") << QStringList{"--mode", "standard\n"} << "--mode";
        QTest::newRow("kind") << QStringList{"--workload-kind", "cronjob"} << "--workload-kind";
        QTest::newRow("workload") << QStringList{"--workload", "batch"}
                                  << "--workload must be training, serving or ray";
        QTest::newRow("workload and kind")
            << QStringList{"--workload", "ray", "--workload-kind", "job"}
            << "choose one of --workload and --workload-kind";
        QTest::newRow("serving port") << QStringList{"--serving-port", "70000"} << "--serving-port";
        QTest::newRow("reservation newline")
            << QStringList{"--reservation", "my-res\n"} << "--reservation";
        QTest::newRow("zone escape")
            << QStringList{"--zone", "us-east5-b\x1b[2J"} << "--zone \"us-east5-b\\u001b[2J\"";
        QTest::newRow("version space")
            << QStringList{"--cluster-version", "1.32 "} << "begins or ends with whitespace";
        QTest::newRow("name substitution") << QStringList{"--name", "$(id)"} << "name.cluster";
        QTest::newRow("namespace yaml") << QStringList{"--namespace", "a: &x"} << "name.namespace";
        QTest::newRow("image backticks") << QStringList{"--image", "`id`"} << "name.image";
        QTest::newRow("workload name NEL")
            << QStringList{"--workload-name", QString::fromUtf8("a\xc2\x85"
                                                                "b")}
            << "--workload-name";
        QTest::newRow("reservation project")
            << QStringList{"--reservation", "r", "--reservation-project", "x y"}
            << "reservation.project-invalid";
    }
    void hostileFlags()
    {
        QFETCH(QStringList, flags);
        QFETCH(QString, expect);
        const QString plan = path("hostile-flags.json");
        QFile::remove(plan);
        // The hostile flags, then the usual ones the row does not replace.
        QStringList args = QStringList{"new", "-o", plan} + flags;
        for (const char *d : {"--mode", "--tpu", "--image"})
            if (!flags.contains(QLatin1String(d)))
                args << QLatin1String(d)
                     << QLatin1String(QByteArray(d) == "--mode"  ? "standard"
                                      : QByteArray(d) == "--tpu" ? "v6e"
                                                                 : "img:1");
        const Run r = run(args);
        QVERIFY2(r.code == 1 || r.code == 2, qPrintable(QStringLiteral("exit %1").arg(r.code)));
        QVERIFY2(QString::fromUtf8(r.err).contains(expect), r.err.constData());
        QVERIFY(!r.err.contains('\x1b') && !r.out.contains('\x1b'));
        if (r.code == 2) {
            QVERIFY(!QFile::exists(plan));
        } else {
            const Run c = run({"check", plan});
            QCOMPARE(c.code, 1); // readable, with the errors
        }
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
