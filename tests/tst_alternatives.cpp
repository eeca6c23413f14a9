// The alternatives that meet a target: which shapes are chosen, their figures, and that every one
// listed as passing really passes `tpu-planner check` once applied.
#include "cli/alternativesoutput.h"
#include "model/alternatives.h"
#include "model/planfile.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <memory>

using namespace tpu::model;
using tpu::catalog::Mode;

class TestAlternatives : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = tpu::test::builtinCatalog();
    QTemporaryDir m_dir;

    // A Standard v5e 4x8 (two-VM rows of ct5lp-hightpu-4t) plan in us-east5, where v6e and v5p
    // are offered too.
    static Plan v5e4x8()
    {
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = QStringLiteral("v5e");
        p.machineType = QStringLiteral("ct5lp-hightpu-4t");
        p.topology = tpu::test::shape("4x8");
        return p;
    }

    static const Alternative *find(const Alternatives &a, const char *version)
    {
        for (const Alternative &r : a.rows)
            if (r.version == QLatin1String(version))
                return &r;
        return nullptr;
    }

    // One plan per version and mode: its first machine type offered, smallest listed topology,
    // first zone.
    std::vector<Plan> basePlans() const
    {
        std::vector<Plan> out;
        for (Mode mode : {Mode::Autopilot, Mode::Standard}) {
            for (const auto &v : cat->versions) {
                for (const auto *acc : cat->acceleratorsOf(v.id)) {
                    if (!acc->offers(mode) || cat->zonesOf(acc->label, mode).empty())
                        continue;
                    Plan p = tpu::test::standardPlan();
                    p.mode = mode;
                    p.tpuVersion = v.id;
                    p.machineType = cat->machineTypesOf(acc->label).front()->name;
                    p.zone = cat->zonesOf(acc->label, mode).front()->zone;
                    p.clusterVersion = QStringLiteral("1.34.1-gke.3084001");
                    const tpu::catalog::TopologyRow *smallest = nullptr;
                    for (const auto *row : cat->topologiesOf(mode, acc->label))
                        if (!row->custom && row->machineType == p.machineType &&
                            (!smallest || row->chips < smallest->chips))
                            smallest = row;
                    if (!smallest)
                        continue;
                    p.topology = smallest->topology;
                    reconcile(*cat, p, Step::Topology);
                    out.push_back(p);
                    break;
                }
            }
        }
        return out;
    }

    // `tpu-planner check` on each plan file, as many at a time as there are cores (a few hundred
    // process starts: one after another they took most of this test's time under ASan). Per
    // file, in order: the exit code, or -1 with why (not started, crashed, timed out) and what
    // the program wrote to stderr.
    struct Checked
    {
        int code = -1;
        QString why;
    };
    std::vector<Checked> check(const QStringList &planFiles)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("xdg")));
        const int atOnce = std::clamp(QThread::idealThreadCount(), 1, 4);
        std::vector<Checked> out;
        for (int first = 0; first < planFiles.size(); first += atOnce) {
            std::vector<std::unique_ptr<QProcess>> running;
            for (int i = first; i < std::min<int>(first + atOnce, planFiles.size()); ++i) {
                running.push_back(std::make_unique<QProcess>());
                running.back()->setProcessEnvironment(env);
                running.back()->start(QStringLiteral(TPU_PLANNER_BIN),
                                      {QStringLiteral("check"), planFiles[i]});
            }
            for (const auto &p : running) {
                Checked c;
                if (!p->waitForFinished(60000)) {
                    c.why = p->error() == QProcess::FailedToStart
                                ? QStringLiteral("did not start: ") + p->errorString()
                                : QStringLiteral("did not finish in 60 s");
                    p->kill();
                    p->waitForFinished(5000);
                } else if (p->exitStatus() != QProcess::NormalExit) {
                    c.why = QStringLiteral("crashed");
                } else {
                    c.code = p->exitCode();
                }
                c.why += QLatin1Char(' ') + QString::fromLocal8Bit(p->readAllStandardError());
                out.push_back(c);
            }
        }
        return out;
    }

private slots:
    void v5eIncludesV6eAndV5pWithCost()
    {
        const Alternatives a = findAlternatives(*cat, v5e4x8(), {});
        QVERIFY(a.error.isEmpty());
        QCOMPARE(a.target.kind, AlternativeTarget::Kind::Chips);
        QCOMPARE(a.target.amount, 32.0); // the plan's own total
        const Alternative *v6e = find(a, "v6e");
        const Alternative *v5p = find(a, "v5p");
        const Alternative *own = find(a, "v5e");
        QVERIFY(v6e && v5p && own);
        QVERIFY(own->current);
        QCOMPARE(own->topology.toString(), QStringLiteral("4x8"));
        QCOMPARE(v6e->machineType, QStringLiteral("ct6e-standard-4t"));
        QCOMPARE(v6e->topology.toString(), QStringLiteral("4x8"));
        QCOMPARE(v6e->chips, 32LL);
        QCOMPARE(v6e->vms, 8LL);
        QCOMPARE(v6e->zone, QStringLiteral("us-east5-b"));
        QCOMPARE(*v6e->costPerHour.value, 32 * 2.70); // v6e us-east5 on-demand, USD per chip-hour
        QCOMPARE(*v6e->pflops.value, 32 * 918 / 1000.0);
        QCOMPARE(*v6e->hbmGiB.value, 32 * 32.0);
        QVERIFY(v6e->passes);
        QCOMPARE(v5p->topology.toString(), QStringLiteral("2x4x4"));
        QCOMPARE(v5p->zone, QStringLiteral("us-east5-a")); // the plan's zone does not offer v5p
        QCOMPARE(*v5p->costPerHour.value, 32 * 4.20);      // v5p us-east5 on-demand
        QCOMPARE(*v5p->costPerPflopsHour.value, 32 * 4.20 / (32 * 459 / 1000.0));
        QVERIFY(v5p->passes);
        for (const Alternative &r : a.rows)
            QCOMPARE(tpu::catalog::regionOfZone(r.zone), QStringLiteral("us-east5"));
        // Cheapest first.
        for (size_t i = 1; i < a.rows.size(); ++i)
            QVERIFY(*a.rows[i - 1].costPerHour.value <= *a.rows[i].costPerHour.value);
    }

    void targetsInHbmAndPflops()
    {
        AlternativeRequest r;
        r.target = AlternativeTarget{AlternativeTarget::Kind::HbmGiB, 512};
        Alternatives a = findAlternatives(*cat, v5e4x8(), r);
        QCOMPARE(find(a, "v6e")->chips, 16LL); // 512 GiB / 32 GiB per chip, exactly
        QCOMPARE(find(a, "v6e")->topology.toString(), QStringLiteral("4x4"));
        r.target = AlternativeTarget{AlternativeTarget::Kind::Pflops, 100};
        a = findAlternatives(*cat, v5e4x8(), r);
        // v6e: 918 TFLOP/s per chip needs 109 chips: seven 4x4 slices (112) beat one 8x16 (128).
        const Alternative *v6e = find(a, "v6e");
        QCOMPARE(v6e->chips, 112LL);
        QCOMPARE(v6e->slices, 7);
        QCOMPARE(v6e->topology.toString(), QStringLiteral("4x4"));
        QVERIFY(*v6e->pflops.value >= 100);
        QVERIFY(v6e->passes);
        QCOMPARE(v6e->applied.workload.kind, WorkloadKind::JobSet);
    }

    void unknownCostStaysUnknown()
    {
        // The catalog has no TPU7x price: the cost is null, never 0, and sorts last.
        AlternativeRequest r;
        r.anyRegion = true;
        const Alternatives a = findAlternatives(*cat, v5e4x8(), r);
        const Alternative *tpu7x = find(a, "tpu7x");
        QVERIFY(tpu7x);
        QVERIFY(!tpu7x->costPerHour.value);
        QVERIFY(!tpu7x->costPerPflopsHour.value);
        QVERIFY(!a.rows.back().costPerHour.value);
        const QJsonArray json = tpu::cli::alternativesToJson(a);
        bool sawNull = false;
        for (const QJsonValue &v : json) {
            const QJsonObject o = v.toObject();
            if (o.value("version").toString() == QLatin1String("tpu7x")) {
                QVERIFY(o.value("costPerHour").isNull());
                sawNull = true;
            }
        }
        QVERIFY(sawNull);
        QVERIFY(tpu::cli::alternativesToText(a).contains(QStringLiteral("unknown")));
        // Every region: v6e appears once per region that offers it.
        int v6eRows = 0;
        for (const Alternative &x : a.rows)
            v6eRows += x.version == QLatin1String("v6e");
        QCOMPARE(v6eRows, 6); // catalog 2026.11.1: also us-central1 and us-south1
    }

    void failingAlternativeSaysWhy()
    {
        Plan p = v5e4x8();
        p.clusterVersion = QStringLiteral("1.32.1-gke.1000000");
        AlternativeRequest r;
        r.anyRegion = true;
        const Alternatives a = findAlternatives(*cat, p, r);
        const Alternative *tpu7x = find(a, "tpu7x");
        QVERIFY(!tpu7x->passes);
        QVERIFY(tpu7x->finding);
        QCOMPARE(tpu7x->finding->id, QStringLiteral("gke.version-below-minimum"));
    }

    void applyingSaysWhatChanged()
    {
        const Alternatives a = findAlternatives(*cat, v5e4x8(), {});
        const Alternative *v5p = find(a, "v5p");
        std::vector<PlanChange> changes;
        const Plan applied = applyAlternative(*cat, v5e4x8(), *v5p, &changes);
        QCOMPARE(applied.tpuVersion, QStringLiteral("v5p"));
        QCOMPARE(applied.machineType, QStringLiteral("ct5p-hightpu-4t"));
        QCOMPARE(applied.topology.toString(), QStringLiteral("2x4x4"));
        QCOMPARE(applied.zone, QStringLiteral("us-east5-a"));
        QStringList fields;
        for (const auto &c : changes)
            fields << c.field;
        QCOMPARE(fields, (QStringList{"tpuVersion", "machineType", "zone", "topology"}));
        QVERIFY(changes.front().message.contains(QStringLiteral("v5e → v5p")));
        QVERIFY(applied == v5p->applied);
    }

    void errorsWhenNothingToMatch()
    {
        Plan p = v5e4x8();
        p.topology = {};
        Alternatives a = findAlternatives(*cat, p, {});
        QVERIFY(a.error.contains(QStringLiteral("give a target")));
        QVERIFY(a.rows.empty());
        p = v5e4x8();
        p.zone.clear();
        a = findAlternatives(*cat, p, {});
        QVERIFY(a.error.contains(QStringLiteral("region")));
        AlternativeRequest r;
        r.anyRegion = true;
        QVERIFY(findAlternatives(*cat, p, r).error.isEmpty());
    }

    // The property: over every version, both modes, several targets and both scopes, each listed
    // alternative meets the target with the smallest listed total, its figures are the applied
    // plan's own, and each one listed as passing passes the rules after a save and load; the
    // distinct applied plans also pass the real `tpu-planner check`.
    void everyPassingAlternativeChecksClean()
    {
        auto bases = basePlans();
        QCOMPARE(int(bases.size()), 12);  // v3 v4 v5e v5p v6e tpu7x, Autopilot and Standard
        for (int i = 0; i < 12; i += 3) { // some on a cluster too old for TPU7x and Multislice
            Plan old = bases[size_t(i)];
            old.clusterVersion = QStringLiteral("1.27.3-gke.100");
            bases.push_back(old);
        }
        std::vector<std::optional<AlternativeTarget>> targets{std::nullopt};
        for (double c : {1.0, 16.0, 100.0, 1024.0, 5000.0})
            targets.push_back(AlternativeTarget{AlternativeTarget::Kind::Chips, c});
        targets.push_back(AlternativeTarget{AlternativeTarget::Kind::HbmGiB, 1000});
        targets.push_back(AlternativeTarget{AlternativeTarget::Kind::Pflops, 50});
        QMap<QByteArray, QString> distinct; // plan file bytes -> a description
        int passing = 0, failing = 0;
        for (const Plan &base : bases) {
            for (const auto &target : targets) {
                for (bool any : {false, true}) {
                    const Alternatives a = findAlternatives(*cat, base, {target, any});
                    QVERIFY2(a.error.isEmpty(), qPrintable(a.error));
                    QVERIFY(!a.rows.empty());
                    for (const Alternative &r : a.rows) {
                        const QString what = QStringLiteral("%1 %2 %3x%4 in %5 for %6")
                                                 .arg(tpu::catalog::modeName(base.mode),
                                                      r.machineType, r.topology.toString())
                                                 .arg(r.slices)
                                                 .arg(r.zone, a.target.text());
                        const Summary s = summarize(*cat, r.applied);
                        QVERIFY2(s.complete, qPrintable(what));
                        QCOMPARE(s.totalChips, r.chips);
                        QCOMPARE(s.totalVms, r.vms);
                        if (a.target.kind == AlternativeTarget::Kind::Chips)
                            QVERIFY2(double(r.chips) >= a.target.amount, qPrintable(what));
                        else if (a.target.kind == AlternativeTarget::Kind::HbmGiB)
                            QVERIFY2(*s.hbmGiB.value >= a.target.amount - 1e-6, qPrintable(what));
                        else
                            QVERIFY2(*s.peakBf16Pflops.value >= a.target.amount - 1e-6,
                                     qPrintable(what));
                        // No listed shape of the machine type meets a chip target with fewer
                        // chips (with as many slices as Multislice allows).
                        const auto *version = cat->version(r.version);
                        for (const auto *row : cat->topologiesOf(base.mode, r.accelerator)) {
                            if (a.target.kind != AlternativeTarget::Kind::Chips || row->custom ||
                                row->machineType != r.machineType)
                                continue;
                            const double needed = a.target.amount;
                            const long long n = row->chips >= needed ? 1
                                                : (version->multislice && row->vms > 1)
                                                    ? (long long)std::ceil(needed / row->chips)
                                                    : 0;
                            if (n > 0)
                                QVERIFY2(row->chips * n >= r.chips,
                                         qPrintable(what + " vs " + row->topology.toString()));
                        }
                        const QString file = m_dir.filePath(QStringLiteral("alt.json"));
                        QVERIFY(PlanFile::save(r.applied, file).isEmpty());
                        const auto loaded = PlanFile::load(file);
                        QVERIFY(loaded.plan);
                        QCOMPARE(!hasErrors(checkPlan(*cat, *loaded.plan)), r.passes);
                        if (r.passes) {
                            ++passing;
                            QFile f(file);
                            QVERIFY(f.open(QIODevice::ReadOnly));
                            distinct.insert(f.readAll(), what);
                        } else {
                            ++failing;
                            QVERIFY2(r.finding && r.finding->severity == Severity::Error,
                                     qPrintable(what));
                        }
                    }
                }
            }
        }
        QVERIFY(passing > 100);
        QVERIFY(failing > 0); // TPU7x needs a newer GKE than the older cluster version
        // The real command line on every distinct passing plan (a few hundred at most).
        int n = 0;
        QStringList files, whats;
        for (auto it = distinct.constBegin(); it != distinct.constEnd(); ++it) {
            const QString file = m_dir.filePath(QStringLiteral("p%1.json").arg(n++));
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QVERIFY(f.write(it.key()) == it.key().size());
            f.close();
            files << file;
            whats << it.value();
        }
        const std::vector<Checked> checked = check(files);
        QCOMPARE(int(checked.size()), int(files.size()));
        for (int i = 0; i < files.size(); ++i)
            QVERIFY2(checked[i].code == 0, qPrintable(QStringLiteral("%1 (%2, exit %3):%4")
                                                          .arg(whats[i], files[i])
                                                          .arg(checked[i].code)
                                                          .arg(checked[i].why)));
        qInfo(
            "%d passing and %d failing alternatives; %d distinct passing plans checked by the CLI",
            passing, failing, n);
    }
};

QTEST_GUILESS_MAIN(TestAlternatives)
#include "tst_alternatives.moc"
