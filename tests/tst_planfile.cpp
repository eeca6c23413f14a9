// Plan files: round trips, broken files, future schema versions, atomic saves.
#include "model/atomicfile.h"
#include "model/planfile.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace tpu::model;

class TestPlanFile : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        Plan p = tpu::test::standardPlan();
        p.slices = 3;
        p.consumption = Consumption::Reservation;
        p.reservation = {QStringLiteral("res-a"), QStringLiteral("shared-proj"), {}, {}, {}, {}};
        p.autoscaling = {true, 0, 4, true};
        p.workload.command = QStringList{QStringLiteral("python3"), QStringLiteral("-c"),
                                         QStringLiteral("print('hi \"there\"')")};
        p.kueue = true;
        p.priorityClass = QStringLiteral("high");
        p.maintenance = {true, QStringLiteral("quiet"),
                         QDateTime::fromString("2026-12-01T00:00:00Z", Qt::ISODate),
                         QDateTime::fromString("2026-12-15T00:00:00Z", Qt::ISODate)};
        p.extraDisk = {true, QStringLiteral("hyperdisk-balanced"), 500};
        p.threadsPerCore = 1;
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plan.json"));
        QCOMPARE(PlanFile::save(p, file), QString());
        const auto loaded = PlanFile::load(file);
        QVERIFY2(loaded.plan, qPrintable(loaded.error));
        QVERIFY(*loaded.plan == p);
        QCOMPARE(PlanFile::toBytes(*loaded.plan), PlanFile::toBytes(p));
    }

    // U+FEFF, U+FFFE and U+FFFF written raw in a plan string are kept exactly on load and save
    // (the rules then refuse them for export: tst_rules).
    void oddCharactersAreKept()
    {
        Plan p = tpu::test::standardPlan();
        p.clusterName = QStringLiteral("a") + QChar(0xFEFF) + QStringLiteral("b");
        p.workload.name = QStringLiteral("c") + QChar(0xFFFE) + QStringLiteral("d") + QChar(0xFFFF);
        QByteArray bytes = PlanFile::toBytes(p);
        QVERIFY(bytes.contains("a\xEF\xBB\xBF"
                               "b")); // raw UTF-8, not an escape
        QVERIFY(bytes.contains("c\xEF\xBF\xBE"
                               "d\xEF\xBF\xBF"));
        const auto loaded = PlanFile::fromBytes(bytes, QStringLiteral("odd.json"));
        QVERIFY2(loaded.plan, qPrintable(loaded.error));
        QCOMPARE(loaded.plan->clusterName, p.clusterName);
        QCOMPARE(loaded.plan->workload.name, p.workload.name);
        QCOMPARE(PlanFile::toBytes(*loaded.plan), bytes);
    }

    void broken_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("what");
        const QJsonObject good = PlanFile::toJson(tpu::test::standardPlan());
        auto with = [&](const char *key, const QJsonValue &v) {
            QJsonObject o = good;
            if (v.isUndefined())
                o.remove(QLatin1String(key));
            else
                o.insert(QLatin1String(key), v);
            return QJsonDocument(o).toJson();
        };
        QTest::newRow("not json") << QByteArray("{\"schemaVersion\": 1,") << "$"
                                  << "not valid JSON";
        QTest::newRow("future schema")
            << with("schemaVersion", PlanFile::kSchemaVersion + 1) << "$.schemaVersion"
            << "newer TPU Planner";
        QTest::newRow("missing key")
            << with("topology", QJsonValue(QJsonValue::Undefined)) << "$.topology"
            << "required";
        QTest::newRow("wrong type") << with("slices", "four") << "$.slices"
                                    << "whole number";
        QTest::newRow("unknown key") << with("colour", "blue") << "$.colour"
                                     << "unknown key";
        QTest::newRow("bad mode") << with("mode", "manual") << "$.mode"
                                  << "autopilot";
        QTest::newRow("bad consumption") << with("consumption", "free") << "$.consumption"
                                         << "on-demand";
        QJsonObject w = good;
        QJsonObject wl = w.value("workload").toObject();
        wl.insert("kind", "cronjob");
        w.insert("workload", wl);
        QTest::newRow("nested") << QJsonDocument(w).toJson() << "$.workload.kind"
                                << "jobset";
    }
    void broken()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const auto l = PlanFile::fromBytes(bytes, QStringLiteral("plan.json"));
        QVERIFY(!l.plan);
        QVERIFY2(l.error.startsWith(QStringLiteral("plan.json: at ") + where), qPrintable(l.error));
        QVERIFY2(l.error.contains(what), qPrintable(l.error));
    }

    // A topology enters through the plan file in its one form: normalised, or refused with what
    // to type (the same cases as tst_topology's, at this entry point).
    void topologyFromFile_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normal"); // empty: refused
        QTest::newRow("plain") << "4x4"
                               << "4x4";
        QTest::newRow("leading zero") << "04x4"
                                      << "4x4";
        QTest::newRow("upper X") << "4X4"
                                 << "4x4";
        QTest::newRow("times sign") << QString::fromUtf8("4×4") << "4x4";
        QTest::newRow("spaces") << " 4x4 "
                                << "4x4";
        QTest::newRow("tab") << "4x4\t"
                             << "4x4";
        QTest::newRow("not chosen") << ""
                                    << "";
        QTest::newRow("newline") << "4x4\n"
                                 << "!";
        QTest::newRow("command") << "4x4\nrm -rf ~"
                                 << "!";
        QTest::newRow("letters") << "banana"
                                 << "!";
        QTest::newRow("fullwidth") << QString::fromUtf8("４x４") << "!";
    }
    void topologyFromFile()
    {
        QFETCH(QString, text);
        QFETCH(QString, normal);
        QJsonObject o = PlanFile::toJson(tpu::test::standardPlan());
        o.insert("topology", text);
        const auto l = PlanFile::fromBytes(QJsonDocument(o).toJson(), QStringLiteral("plan.json"));
        if (normal == "!") {
            QVERIFY(!l.plan);
            QVERIFY2(l.error.startsWith("plan.json: at $.topology"), qPrintable(l.error));
            QVERIFY2(l.error.contains("AxBxC"), qPrintable(l.error)); // says what to type
            return;
        }
        QVERIFY2(l.plan, qPrintable(l.error));
        QCOMPARE(l.plan->topology.toString(), normal);
        // Saved back in the one form.
        QCOMPARE(QJsonDocument::fromJson(PlanFile::toBytes(*l.plan))
                     .object()
                     .value("topology")
                     .toString(),
                 normal);
    }

    // The region follows from the zone. Files keep "region" for readers; an old file's region
    // loads when it agrees with the zone and is refused, with both named, when it does not.
    // Schema 1 files (before the reservation's holdings were recorded) still open.
    void schemaOneStillOpens()
    {
        Plan p = tpu::test::standardPlan();
        p.consumption = Consumption::Reservation;
        p.reservation.name = QStringLiteral("res-a");
        QJsonObject o = PlanFile::toJson(p);
        QJsonObject r = o.value("reservation").toObject();
        r.remove("holds");
        r.remove("chosenFor");
        o.insert("reservation", r);
        o.insert("schemaVersion", 1);
        const auto l = PlanFile::fromBytes(QJsonDocument(o).toJson(), "old.tpuplan");
        QVERIFY2(l.plan, qPrintable(l.error));
        QCOMPARE(*l.plan, p);
        // Schema 2 reads what the reservation holds back exactly.
        p.reservation.machineType = QStringLiteral("ct6e-standard-4t");
        p.reservation.zone = QStringLiteral("us-east5-b");
        p.reservation.chosenForMachineType = QStringLiteral("ct5p-hightpu-4t");
        p.reservation.chosenForZone = QStringLiteral("us-east5-a");
        const auto back = PlanFile::fromBytes(PlanFile::toBytes(p), "new.tpuplan");
        QVERIFY2(back.plan, qPrintable(back.error));
        QCOMPARE(*back.plan, p);
    }

    void regionFollowsTheZone()
    {
        QJsonObject o = PlanFile::toJson(tpu::test::standardPlan());
        QCOMPARE(o.value("region").toString(), QStringLiteral("us-east5"));
        auto l = PlanFile::fromBytes(QJsonDocument(o).toJson(), QStringLiteral("plan.json"));
        QVERIFY2(l.plan, qPrintable(l.error));
        QCOMPARE(l.plan->region(), QStringLiteral("us-east5"));
        o.insert("region", "europe-west4");
        l = PlanFile::fromBytes(QJsonDocument(o).toJson(), QStringLiteral("plan.json"));
        QVERIFY(!l.plan);
        QVERIFY2(l.error.startsWith("plan.json: at $.region") && l.error.contains("us-east5-b") &&
                     l.error.contains("us-east5"),
                 qPrintable(l.error));
        o.insert("region", ""); // an old file with no region chosen
        l = PlanFile::fromBytes(QJsonDocument(o).toJson(), QStringLiteral("plan.json"));
        QVERIFY2(l.plan, qPrintable(l.error));
    }

    void unreadable()
    {
        const auto l = PlanFile::load(QStringLiteral("/nonexistent/plan.json"));
        QVERIFY(!l.plan);
        QVERIFY(l.error.contains(QStringLiteral("/nonexistent/plan.json")));
    }

    // A failed save leaves the previous file as it was and says which file and why: on a real
    // full tmpfs (as root; the old file is 0600 afterwards too), and through the write seam, which
    // runs everywhere, root or not.
    void atomicSave()
    {
        Plan p = tpu::test::standardPlan();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plan.json"));
        QCOMPARE(PlanFile::save(p, file), QString());
        QCOMPARE(QFile::permissions(file) & 0x0777, QFile::ReadUser | QFile::WriteUser);
        const QByteArray before = tpu::test::readAll(file);
        p.slices = 9;
        io::injectWriteFaultForTesting(QStringLiteral("plan.json"), ENOSPC, 10);
        QString err = PlanFile::save(p, file);
        io::injectWriteFaultForTesting({}, 0);
        QVERIFY2(err.contains(file) && err.contains(QStringLiteral("No space left on device")),
                 qPrintable(err));
        QCOMPARE(tpu::test::readAll(file), before);

        tpu::test::TmpfsMount fs(16);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error() + QStringLiteral(" (the seam case above ran)")));
        const QString full = fs.filePath(QStringLiteral("plan.json"));
        QCOMPARE(PlanFile::save(tpu::test::standardPlan(), full), QString());
        const QByteArray old = tpu::test::readAll(full);
        fs.fill();
        err = PlanFile::save(p, full);
        QVERIFY2(err.contains(full) && err.contains(QStringLiteral("No space left on device")),
                 qPrintable(err));
        QCOMPARE(tpu::test::readAll(full), old);
        QCOMPARE(PlanFile::load(full).plan->slices, 1);
    }

    void oversizedFilesAreRefusedUnread()
    {
        QTemporaryDir dir;
        // %N in the file's name is its name, not a place for the limit (issue 35, F13).
        const QString big = dir.filePath(QStringLiteral("big%2%3.json"));
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(200LL << 20)); // 200 MB, sparse
        f.close();
        const auto l = PlanFile::load(big);
        QVERIFY(!l.plan);
        QVERIFY2(l.error.startsWith(big + QStringLiteral(": ")) &&
                     l.error.contains("larger than 1 MiB"),
                 qPrintable(l.error));
        // An endless device is not even opened for reading: it is not a regular file.
        const auto z = PlanFile::load(QStringLiteral("/dev/zero"));
        QVERIFY(!z.plan);
        QVERIFY2(z.error == QStringLiteral("/dev/zero: is a character device, not a plan file; "
                                           "choose a regular file"),
                 qPrintable(z.error));
        const auto d = PlanFile::load(dir.path());
        QVERIFY2(d.error.contains("folder"), qPrintable(d.error));
    }

    void deeplyNestedJsonIsAnError()
    {
        const QByteArray deep = QByteArray(100000, '[') + QByteArray(100000, ']');
        const auto l = PlanFile::fromBytes(deep, QStringLiteral("deep.json"));
        QVERIFY(!l.plan);
        QVERIFY2(l.error.startsWith("deep.json: at $: not valid JSON"), qPrintable(l.error));
    }

    void noSecretsOrMachineStateInFile()
    {
        const QByteArray bytes = PlanFile::toBytes(tpu::test::standardPlan());
        QVERIFY(!bytes.contains("token"));
        QVERIFY(!bytes.contains("password"));
        QVERIFY(bytes.contains("\"schemaVersion\": 3"));
    }
};

QTEST_GUILESS_MAIN(TestPlanFile)
#include "tst_planfile.moc"
