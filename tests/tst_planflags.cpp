// The field table (model/planfields.cpp) drives the plan file and the flags of `tpu-planner new`
// and `edit`: every field reaches the file and back through its codec, every field but the ones
// the planner records itself has a flag, every plain field's flag changes exactly that field in a
// real `edit`, and docs/plan-file.md's table lists the same keys, in order, with the same flags.
#include "clirun.h"
#include "model/planfields.h"
#include "model/planfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace tpu::model;
using tpu::test::runPlanner;

namespace {

QString readSource(const QString &relative)
{
    QFile f(QStringLiteral(TPU_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// The flags a field's documentation row must name.
QSet<QString> expectedFlags(const PlanField &f)
{
    QSet<QString> flags;
    for (const QString &n : f.flag.names)
        flags << QStringLiteral("--") + n;
    if (f.flag.negatable)
        flags << QStringLiteral("--no-") + f.flag.names.first();
    return flags;
}

// A value for each plain field's flag that differs from what `new --tpu v6e` writes. A field
// added to the table with a flag and no sample here fails `everyPlainFlagSetsItsField`.
const QMap<QString, QString> &samples()
{
    static const QMap<QString, QString> s{
        {QStringLiteral("name"), QStringLiteral("team-a-cluster")},
        {QStringLiteral("project"), QStringLiteral("acme-ml-prod")},
        {QStringLiteral("cluster-location"), QStringLiteral("us-east5-b")},
        {QStringLiteral("cluster-version"), QStringLiteral("1.33.5-gke.1000000")},
        {QStringLiteral("release-channel"), QStringLiteral("rapid")},
        {QStringLiteral("reservation-project"), QStringLiteral("shared-capacity")},
        {QStringLiteral("reservation-machine-type"), QStringLiteral("ct6e-standard-4t")},
        {QStringLiteral("reservation-zone"), QStringLiteral("us-east5-b")},
        {QStringLiteral("calendar-mode"), QString()},
        {QStringLiteral("calendar-start"), QStringLiteral("2026-12-07T00:00:00Z")},
        {QStringLiteral("calendar-days"), QStringLiteral("14")},
        {QStringLiteral("calendar-workload-type"), QStringLiteral("serving")},
        {QStringLiteral("auto-provisioning"), QString()},
        {QStringLiteral("workload-name"), QStringLiteral("llama-train")},
        {QStringLiteral("namespace"), QStringLiteral("ml")},
        {QStringLiteral("image"), QStringLiteral("us-docker.pkg.dev/acme/ml/train:1.2")},
        {QStringLiteral("command"), QStringLiteral("python3 train.py --note 'two words'")},
        {QStringLiteral("priority-class"), QStringLiteral("high-priority")},
        {QStringLiteral("maintenance-exclusion"), QString()},
        {QStringLiteral("maintenance-name"), QStringLiteral("training-freeze")},
        {QStringLiteral("maintenance-start"), QStringLiteral("2026-12-01T00:00:00Z")},
        {QStringLiteral("maintenance-end"), QStringLiteral("2026-12-20T00:00:00Z")},
        {QStringLiteral("extended-run-time"), QString()},
        {QStringLiteral("collection-scheduling"), QString()},
        {QStringLiteral("extra-disk"), QString()},
        {QStringLiteral("disk-type"), QStringLiteral("hyperdisk-balanced")},
        {QStringLiteral("disk-size"), QStringLiteral("500")},
        {QStringLiteral("image-type"), QStringLiteral("UBUNTU_CONTAINERD")},
        {QStringLiteral("threads-per-core"), QStringLiteral("2")},
        {QStringLiteral("max-pods-per-node"), QStringLiteral("64")},
        {QStringLiteral("max-restarts"), QStringLiteral("3")},
    };
    return s;
}

Plan loadPlan(const QString &file)
{
    const auto loaded = PlanFile::load(file);
    if (!loaded.plan)
        qFatal("%s", qPrintable(loaded.error));
    return *loaded.plan;
}

} // namespace

class TestPlanFlags : public QObject
{
    Q_OBJECT

private slots:
    void everyFieldHasACodecAndAFlag()
    {
        QSet<QString> keys, flags;
        for (const PlanField &f : planFields()) {
            QVERIFY2(f.write && f.read, qPrintable(f.name));
            QVERIFY2(!keys.contains(f.fileKey), qPrintable(f.fileKey));
            keys << f.fileKey;
            // Only what the planner records itself has no flag.
            if (!f.name.startsWith(QLatin1String("reservation.chosenFor.")))
                QVERIFY2(!f.flag.names.isEmpty(), qPrintable(f.name + " has no flag"));
            if (f.flag.parse) {
                QVERIFY2(*f.flag.help, qPrintable(f.name + ": a plain flag needs its help"));
                QVERIFY2(!flags.contains(f.flag.names.first()), qPrintable(f.flag.names.first()));
                flags << f.flag.names.first();
            }
        }
        QCOMPARE(keys.size(), 51); // the plan's fields; a new one is added to the table
    }

    // Each field, changed alone, survives the file: its codec writes what it reads.
    void everyFieldRoundTripsThroughTheFile()
    {
        Plan other;
        other.clusterName = QStringLiteral("c2");
        other.newCluster = false;
        other.clusterLocation = QStringLiteral("us-east5-a");
        other.projectId = QStringLiteral("p");
        other.mode = tpu::catalog::Mode::Standard;
        other.tpuVersion = QStringLiteral("v5p");
        other.machineType = QStringLiteral("ct5p-hightpu-4t");
        other.zone = QStringLiteral("us-east5-a");
        other.clusterVersion = QStringLiteral("1.33.1-gke.1");
        other.releaseChannel = QStringLiteral("stable");
        other.topology = *tpu::catalog::Topology::parse(QStringLiteral("2x2x4"));
        other.slices = 3;
        other.consumption = Consumption::Reservation;
        other.fallback = {Consumption::Spot, Consumption::OnDemand};
        other.scaleUpAnyway = true;
        other.reservation = {QStringLiteral("r"), QStringLiteral("rp"), QStringLiteral("m"),
                             QStringLiteral("z"), QStringLiteral("cm"), QStringLiteral("cz")};
        other.reservation.affinity = tpu::model::ReservationAffinity::AnyThenFail;
        other.calendar = {true, QDateTime(QDate(2026, 12, 7), QTime(0, 0), Qt::UTC), 14,
                          QStringLiteral("serving")};
        other.autoscaling = {true, 1, 4, true};
        other.workload.name = QStringLiteral("w");
        other.workload.nameSpace = QStringLiteral("n");
        other.workload.image = QStringLiteral("i");
        other.workload.command = {QStringLiteral("a b"), QString()};
        other.workload.kind = WorkloadKind::RayCluster;
        other.workload.servingPort = 9000;
        other.workload.maxRestarts = 5;
        other.priorityClass = QStringLiteral("pc");
        other.kueue = true;
        other.maintenance = {true, QStringLiteral("m"),
                             QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC),
                             QDateTime(QDate(2026, 12, 2), QTime(6, 30), Qt::UTC)};
        other.extendedRunTime = true;
        other.collectionScheduling = true;
        other.extraDisk = {true, QStringLiteral("pd-ssd"), 500};
        other.imageType = QStringLiteral("UBUNTU_CONTAINERD");
        other.threadsPerCore = 2;
        other.maxPodsPerNode = 64;
        for (const PlanField &f : planFields()) {
            Plan p;
            QVERIFY2(!f.equal(p, other), qPrintable(f.name + ": the sample equals the default"));
            f.copy(other, p);
            const auto back = PlanFile::fromBytes(PlanFile::toBytes(p), QStringLiteral("t"));
            QVERIFY2(back.plan, qPrintable(f.name + ": " + back.error));
            QVERIFY2(*back.plan == p, qPrintable(f.name));
        }
        const auto all = PlanFile::fromBytes(PlanFile::toBytes(other), QStringLiteral("t"));
        QVERIFY2(all.plan && *all.plan == other, qPrintable(all.error));
    }

    void everyPlainFlagSetsItsField()
    {
        QTemporaryDir home;
        const QString base = home.filePath(QStringLiteral("base.tpuplan"));
        const auto made =
            runPlanner(home.path(), {QStringLiteral("new"), QStringLiteral("--tpu"),
                                     QStringLiteral("v6e"), QStringLiteral("--image"),
                                     QStringLiteral("img:1"), QStringLiteral("-o"), base});
        QVERIFY2(made.code == 0, made.err.constData());
        const Plan before = loadPlan(base);
        int checked = 0;
        for (const PlanField &f : planFields()) {
            if (!f.flag.parse)
                continue;
            const QString flag = f.flag.names.first();
            QVERIFY2(samples().contains(flag), qPrintable("no sample for --" + flag));
            const QString out = home.filePath(flag + QStringLiteral(".tpuplan"));
            QStringList args{QStringLiteral("edit"), base, QStringLiteral("-o"), out,
                             QStringLiteral("--") + flag};
            if (!samples()[flag].isNull())
                args << samples()[flag];
            const auto r = runPlanner(home.path(), args);
            // The plan may have errors for the rules (exit 1), but it is written.
            QVERIFY2(r.code == 0 || r.code == 1,
                     qPrintable(flag + ": " + QString::fromUtf8(r.err)));
            const Plan after = loadPlan(out);
            QVERIFY2(!f.equal(before, after),
                     qPrintable("--" + flag + " did not change " + f.name));
            for (const PlanField &g : planFields())
                if (&g != &f)
                    QVERIFY2(g.equal(before, after),
                             qPrintable("--" + flag + " also changed " + g.name));
            if (f.flag.negatable) {
                const auto off = runPlanner(
                    home.path(), {QStringLiteral("edit"), out, QStringLiteral("--no-") + flag});
                QVERIFY2(off.code == 0 || off.code == 1, off.err.constData());
                QVERIFY2(f.equal(before, loadPlan(out)), qPrintable("--no-" + flag));
            }
            ++checked;
        }
        QCOMPARE(checked, samples().size());
    }

    void flagValuesAreChecked()
    {
        QTemporaryDir home;
        const QString base = home.filePath(QStringLiteral("base.tpuplan"));
        QCOMPARE(runPlanner(home.path(), {QStringLiteral("new"), QStringLiteral("--tpu"),
                                          QStringLiteral("v6e"), QStringLiteral("--image"),
                                          QStringLiteral("img:1"), QStringLiteral("-o"), base})
                     .code,
                 0);
        const QByteArray original = [&] {
            QFile f(base);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        const struct
        {
            QStringList args;
            const char *says;
        } bad[] = {
            {{QStringLiteral("--threads-per-core"), QStringLiteral("3")},
             "--threads-per-core must be a whole number from 0 to 2"},
            {{QStringLiteral("--max-pods-per-node"), QStringLiteral("ten")},
             "--max-pods-per-node must be a whole number from 0 to 100000"},
            {{QStringLiteral("--maintenance-start"), QStringLiteral("tomorrow")},
             "--maintenance-start takes a UTC date and time like 2026-12-01T00:00:00Z"},
            {{QStringLiteral("--command"), QStringLiteral("python 'unclosed")}, "--command: "},
            {{QStringLiteral("--extra-disk"), QStringLiteral("--no-extra-disk")},
             "choose one of --extra-disk and --no-extra-disk"},
        };
        for (const auto &b : bad) {
            const auto r =
                runPlanner(home.path(), QStringList{QStringLiteral("edit"), base} + b.args);
            QVERIFY2(r.code == 2, qPrintable(b.args.join(' ') + ": " + QString::number(r.code)));
            QVERIFY2(r.err.contains(b.says), r.err.constData());
            QFile f(base);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), original); // nothing written
        }
        // `new` has no --no- flags.
        const auto r =
            runPlanner(home.path(), {QStringLiteral("new"), QStringLiteral("--tpu"),
                                     QStringLiteral("v6e"), QStringLiteral("--no-extra-disk"),
                                     QStringLiteral("-o"), home.filePath(QStringLiteral("n"))});
        QCOMPARE(r.code, 2);
    }

    // docs/plan-file.md's table: the schema version, then every field's key in the table's order
    // (the derived region after the zone), each with the flags that set it.
    void planFileDocMatchesTheFieldTable()
    {
        QStringList keys;
        QMap<QString, QSet<QString>> documented;
        static const QRegularExpression row(QStringLiteral("^\\| `([A-Za-z.]+)` \\|"));
        static const QRegularExpression flag(QStringLiteral("--[a-z][a-z-]*"));
        for (const QString &line : readSource(QStringLiteral("docs/plan-file.md")).split('\n')) {
            const auto m = row.match(line);
            if (!m.hasMatch())
                continue;
            keys << m.captured(1);
            QSet<QString> flags;
            for (auto it = flag.globalMatch(line.section('|', 3, 3)); it.hasNext();)
                flags << it.next().captured(0);
            documented.insert(m.captured(1), flags);
        }
        QStringList expected{QStringLiteral("schemaVersion")};
        for (const PlanField &f : planFields()) {
            expected << f.fileKey;
            if (f.fileKey == QLatin1String("zone"))
                expected << QStringLiteral("region");
        }
        QCOMPARE(keys, expected);
        for (const PlanField &f : planFields())
            QVERIFY2(documented.value(f.fileKey) == expectedFlags(f),
                     qPrintable(f.fileKey + ": the doc names " +
                                QStringList(documented.value(f.fileKey).values()).join(' ')));
    }

    // `new --help` and `edit --help` list every flag of the table.
    void helpListsEveryFlag()
    {
        QTemporaryDir home;
        const auto newHelp =
            runPlanner(home.path(), {QStringLiteral("new"), QStringLiteral("--help")});
        const auto editHelp =
            runPlanner(home.path(), {QStringLiteral("edit"), QStringLiteral("--help")});
        for (const PlanField &f : planFields())
            for (const QString &flag : expectedFlags(f)) {
                QVERIFY2(editHelp.out.contains(flag.toUtf8()), qPrintable("edit: " + flag));
                if (!flag.startsWith(QLatin1String("--no-")) &&
                    flag != QLatin1String("--on-demand") && flag != QLatin1String("--new-cluster"))
                    QVERIFY2(newHelp.out.contains(flag.toUtf8()), qPrintable("new: " + flag));
            }
    }
};

QTEST_GUILESS_MAIN(TestPlanFlags)
#include "tst_planflags.moc"
