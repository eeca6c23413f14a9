// The built-in catalog against the seed's tables (shared/reference/seed-tables.md).
#include "testsupport.h"

using namespace tpu::catalog;

class TestCatalog : public QObject
{
    Q_OBJECT
    std::shared_ptr<const Catalog> c = tpu::test::builtinCatalog();

    struct Counts
    {
        int single = 0, multi = 0, custom = 0;
    };
    Counts count(Mode mode, const QString &acc, const QString &machineType = {}) const
    {
        Counts n;
        for (const TopologyRow *t : c->topologiesOf(mode, acc)) {
            if (!machineType.isEmpty() && t->machineType != machineType)
                continue;
            if (t->custom)
                ++n.custom;
            else if (t->multiHost)
                ++n.multi;
            else
                ++n.single;
        }
        return n;
    }

private slots:
    // Issue 24, 7: the editions of one Google page (?hl=) are told apart by the reader's
    // language; a page with one edition stays as it is.
    void sourceEditionsFollowTheLanguage()
    {
        QVERIFY(c->sources.value(QStringLiteral("SEED")).url.endsWith(QLatin1String("?hl=it")));
        QCOMPARE(c->sourceInLanguage(QStringLiteral("SEED"), QStringLiteral("en")),
                 QStringLiteral("S1"));
        QCOMPARE(c->sourceInLanguage(QStringLiteral("S1"), QStringLiteral("it")),
                 QStringLiteral("SEED"));
        QCOMPARE(c->sourceInLanguage(QStringLiteral("S1"), QStringLiteral("en")),
                 QStringLiteral("S1"));
        QCOMPARE(c->sourceInLanguage(QStringLiteral("S2"), QStringLiteral("it")),
                 QStringLiteral("S2"));
        QCOMPARE(c->sourcesInLanguage(
                     {QStringLiteral("SEED"), QStringLiteral("S1"), QStringLiteral("S8")},
                     QStringLiteral("en")),
                 QStringList({QStringLiteral("S1"), QStringLiteral("S8")}));
        QCOMPARE(Catalog::readerLanguage(), QStringLiteral("en")); // no translator installed
    }

    void versionsComplete()
    {
        for (const char *id : {"v3", "v4", "v5e", "v5p", "v6e", "tpu7x"})
            QVERIFY2(c->version(QLatin1String(id)), id);
        QCOMPARE(c->version(QStringLiteral("trillium"))->id, QStringLiteral("v6e"));
        QCOMPARE(c->version(QStringLiteral("Ironwood"))->id, QStringLiteral("tpu7x"));
        QVERIFY(!c->version(QStringLiteral("v3"))->multislice);
        QCOMPARE(c->version(QStringLiteral("tpu7x"))->placement,
                 MultiHostPlacement::WorkloadPolicy);
        QVERIFY(c->accelerator(QStringLiteral("tpu-v5-lite-podslice")));
        QVERIFY(c->accelerator(QStringLiteral("tpu-v5-lite-device")));
    }

    // Seed "Row counts of the seed's topology tables".
    void autopilotRowCounts_data()
    {
        QTest::addColumn<QString>("acc");
        QTest::addColumn<int>("single");
        QTest::addColumn<int>("multi");
        QTest::addColumn<int>("custom");
        QTest::newRow("v6e") << "tpu-v6e-slice" << 3 << 5 << 0;
        QTest::newRow("v5p") << "tpu-v5p-slice" << 1 << 4 << 1;
        QTest::newRow("v5e podslice") << "tpu-v5-lite-podslice" << 3 << 6 << 0;
        QTest::newRow("v5e device") << "tpu-v5-lite-device" << 3 << 0 << 0;
        QTest::newRow("v4") << "tpu-v4-podslice" << 1 << 4 << 1;
        QTest::newRow("v3 slice") << "tpu-v3-slice" << 0 << 5 << 0;
        QTest::newRow("v3 device") << "tpu-v3-device" << 1 << 0 << 0;
    }
    void autopilotRowCounts()
    {
        QFETCH(QString, acc);
        const Counts n = count(Mode::Autopilot, acc);
        QTEST(n.single, "single");
        QTEST(n.multi, "multi");
        QTEST(n.custom, "custom");
    }

    void standardRowCounts_data()
    {
        QTest::addColumn<QString>("acc");
        QTest::addColumn<QString>("machineType");
        QTest::addColumn<int>("single");
        QTest::addColumn<int>("multi");
        QTest::addColumn<int>("custom");
        QTest::newRow("ct6e-1t") << "tpu-v6e-slice"
                                 << "ct6e-standard-1t" << 1 << 0 << 0;
        QTest::newRow("ct6e-8t") << "tpu-v6e-slice"
                                 << "ct6e-standard-8t" << 1 << 0 << 0;
        QTest::newRow("ct6e-4t") << "tpu-v6e-slice"
                                 << "ct6e-standard-4t" << 1 << 6 << 0;
        // The seed's 1 + 4 rows (custom included) plus 4x4x4, inferred (catalog/SOURCES.md).
        QTest::newRow("v5p") << "tpu-v5p-slice"
                             << "" << 1 << 4 << 1;
        QTest::newRow("ct5lp-1t") << "tpu-v5-lite-podslice"
                                  << "ct5lp-hightpu-1t" << 1 << 0 << 0;
        QTest::newRow("ct5lp-8t") << "tpu-v5-lite-podslice"
                                  << "ct5lp-hightpu-8t" << 1 << 0 << 0;
        QTest::newRow("ct5lp-4t") << "tpu-v5-lite-podslice"
                                  << "ct5lp-hightpu-4t" << 1 << 6 << 0;
        // The seed's 4 multi-host v4 rows (custom included), plus 4x4x4 and the uncertain
        // single-host 2x2x1 the catalog infers (catalog/SOURCES.md).
        QTest::newRow("v4") << "tpu-v4-podslice"
                            << "" << 1 << 4 << 1;
        QTest::newRow("ct3") << "tpu-v3-device"
                             << "ct3-hightpu-4t" << 1 << 0 << 0;
        QTest::newRow("ct3p") << "tpu-v3-slice"
                              << "ct3p-hightpu-4t" << 0 << 7 << 0;
    }
    void standardRowCounts()
    {
        QFETCH(QString, acc);
        QFETCH(QString, machineType);
        const Counts n = count(Mode::Standard, acc, machineType);
        QTEST(n.single, "single");
        QTEST(n.multi, "multi");
        QTEST(n.custom, "custom");
    }

    // Seed "Machine types — Standard".
    void standardMachineTypes_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("vcpu");
        QTest::addColumn<double>("memory");
        QTest::addColumn<int>("numa");
        QTest::addColumn<QString>("preemption");
        QTest::newRow("ct6e-standard-1t") << "ct6e-standard-1t" << 44 << 448.0 << 2 << "high";
        QTest::newRow("ct6e-standard-4t") << "ct6e-standard-4t" << 180 << 720.0 << 1 << "medium";
        QTest::newRow("ct6e-standard-8t") << "ct6e-standard-8t" << 180 << 1440.0 << 2 << "low";
        QTest::newRow("ct5p-hightpu-4t") << "ct5p-hightpu-4t" << 208 << 448.0 << 2 << "";
        QTest::newRow("ct5lp-hightpu-1t") << "ct5lp-hightpu-1t" << 24 << 48.0 << 1 << "high";
        QTest::newRow("ct5lp-hightpu-4t") << "ct5lp-hightpu-4t" << 112 << 192.0 << 1 << "medium";
        QTest::newRow("ct5lp-hightpu-8t") << "ct5lp-hightpu-8t" << 224 << 384.0 << 1 << "low";
        QTest::newRow("ct4p-hightpu-4t") << "ct4p-hightpu-4t" << 240 << 407.0 << 2 << "";
        QTest::newRow("ct3-hightpu-4t") << "ct3-hightpu-4t" << 96 << 340.0 << 2 << "";
        QTest::newRow("ct3p-hightpu-4t") << "ct3p-hightpu-4t" << 48 << 340.0 << 1 << "";
    }
    void standardMachineTypes()
    {
        QFETCH(QString, name);
        const MachineType *m = c->machineType(name);
        QVERIFY(m);
        QTEST(m->vcpu.value_or(-1), "vcpu");
        QTEST(m->memoryGiB.value_or(-1), "memory");
        QTEST(m->numaNodes.value_or(-1), "numa");
        QTEST(m->preemption, "preemption");
        QVERIFY(m->prov.sources.contains(QStringLiteral("SEED")));
    }

    // Where sources disagree the seed's value is kept and flagged (seed-tables.md note).
    void disagreementsAreFlagged()
    {
        QVERIFY(c->machineType(QStringLiteral("ct6e-standard-1t"))
                    ->prov.isUncertain(QStringLiteral("memoryGiB")));
        QVERIFY(c->machineType(QStringLiteral("ct6e-standard-8t"))
                    ->prov.isUncertain(QStringLiteral("vcpu")));
        QVERIFY(!c->machineType(QStringLiteral("ct5lp-hightpu-4t"))
                     ->prov.isUncertain(QStringLiteral("vcpu")));
    }

    // Seed "Machine shapes — Autopilot".
    void autopilotShapes()
    {
        const auto *v6e = c->accelerator(QStringLiteral("tpu-v6e-slice"));
        QCOMPARE(v6e->autopilotShape->vcpu.min, 44);
        QCOMPARE(v6e->autopilotShape->vcpu.max, 180);
        QCOMPARE(v6e->autopilotShape->memoryGiB.max, 1440);
        QCOMPARE(v6e->maxChips.value(Mode::Autopilot), 256);
        QCOMPARE(c->accelerator(QStringLiteral("tpu-v5p-slice"))->maxChips.value(Mode::Autopilot),
                 6144);
        QCOMPARE(c->accelerator(QStringLiteral("tpu-v4-podslice"))->maxChips.value(Mode::Autopilot),
                 4096);
        QCOMPARE(c->accelerator(QStringLiteral("tpu-v3-device"))->maxChips.value(Mode::Autopilot),
                 8);
        QCOMPARE(c->accelerator(QStringLiteral("tpu-v4-podslice"))->autopilotShape->vcpu.min, 240);
    }

    // Seed "Minimum GKE version and availability".
    void minimumVersions_data()
    {
        QTest::addColumn<QString>("acc");
        QTest::addColumn<QString>("autopilot");
        QTest::addColumn<QString>("standard");
        QTest::newRow("v6e") << "tpu-v6e-slice"
                             << "1.31.2-gke.1384000"
                             << "1.31.2-gke.1115000";
        QTest::newRow("v5e") << "tpu-v5-lite-podslice"
                             << "1.27.2-gke.2100"
                             << "1.27.2-gke.2100";
        QTest::newRow("v5p") << "tpu-v5p-slice"
                             << "1.28.3-gke.1024000"
                             << "1.28.3-gke.1024000";
        QTest::newRow("v4") << "tpu-v4-podslice"
                            << "1.26.1-gke.1500"
                            << "1.26.1-gke.1500";
        QTest::newRow("v3 slice") << "tpu-v3-slice"
                                  << "1.31.1-gke.1146000"
                                  << "1.31.1-gke.1146000";
        QTest::newRow("v3 device") << "tpu-v3-device"
                                   << "1.31.0-gke.1500"
                                   << "1.31.0-gke.1500";
    }
    void minimumVersions()
    {
        QFETCH(QString, acc);
        const Accelerator *a = c->accelerator(acc);
        QVERIFY(a);
        QTEST(a->minGke.value(Mode::Autopilot).toString(), "autopilot");
        QTEST(a->minGke.value(Mode::Standard).toString(), "standard");
        QCOMPARE(a->status, QStringLiteral("GA"));
    }

    // Seed: 2x4 on v5e is single-host with 8 chips per VM or multi-host with two 4-chip VMs.
    void v5e2x4BothWays()
    {
        int single = 0, multi = 0;
        for (const TopologyRow *t :
             c->topologiesOf(Mode::Standard, QStringLiteral("tpu-v5-lite-podslice"))) {
            if (t->custom || t->topology.toString() != QLatin1String("2x4"))
                continue;
            if (t->multiHost) {
                ++multi;
                QCOMPARE(t->vms, 2);
                QCOMPARE(t->machineType, QStringLiteral("ct5lp-hightpu-4t"));
            } else {
                ++single;
                QCOMPARE(t->machineType, QStringLiteral("ct5lp-hightpu-8t"));
            }
        }
        QCOMPARE(single, 1);
        QCOMPARE(multi, 1);
    }

    // Seed footnote: multi-host VMs = product of the topology / 4; the 16x16 v5e pool has 64.
    void multiHostVmsAreChipsOverFour()
    {
        for (const TopologyRow &t : c->topologies) {
            if (!t.custom && t.multiHost && t.chipsPerVm == 4)
                QCOMPARE(t.vms, t.chips / 4);
        }
        bool found = false;
        for (const TopologyRow *t :
             c->topologiesOf(Mode::Standard, QStringLiteral("tpu-v5-lite-podslice")))
            if (!t->custom && t->topology.toString() == QLatin1String("16x16")) {
                QCOMPARE(t->vms, 64);
                found = true;
            }
        QVERIFY(found);
    }

    void customRulesFromSeed()
    {
        const CustomRule *v5p = c->customRule(QStringLiteral("tpu-v5p-slice"));
        QVERIFY(v5p);
        QCOMPARE(v5p->maxTopology.toString(), QStringLiteral("16x16x24"));
        QCOMPARE(v5p->multipleOf, 4);
        QCOMPARE(v5p->aboveChips, 64);
        QVERIFY(v5p->nonDecreasing);
        QVERIFY(c->customRule(QStringLiteral("tpu-v4-podslice")));
        QVERIFY(!c->customRule(QStringLiteral("tpu-v6e-slice")));
    }

    void zoneCaveatFromSeed()
    {
        bool found = false;
        for (const ZoneCaveat &z : c->zoneCaveats) {
            if (z.accelerator == QLatin1String("tpu-v5-lite-podslice")) {
                found = true;
                for (const char *zone : {"europe-west4-a", "us-east5-b", "us-west4-b"})
                    QVERIFY(z.zones.contains(QLatin1String(zone)));
                QVERIFY(z.alternatives.contains(QStringLiteral("us-west4-a")));
            }
        }
        QVERIFY(found);
    }

    void limitationsFromSeed()
    {
        QCOMPARE(c->limits.maxPodsPerVm, 256);
        QCOMPARE(c->limits.pendingScaleUpTimeoutHours, 10);
        QCOMPARE(c->limits.noSmt2MachineTypes, QStringList{QStringLiteral("ct6e-standard-8t")});
        QCOMPARE(c->limits.v5pAutoscalingMinControlPlane.size(), size_t(2));
    }

    void everyRowHasSources()
    {
        for (const TopologyRow &t : c->topologies)
            QVERIFY(!t.prov.sources.isEmpty());
        for (const MachineType &m : c->machineTypes)
            QVERIFY(!m.prov.sources.isEmpty());
        QVERIFY(c->sources.contains(QStringLiteral("SEED")));
    }

    // Values the fact sheet marks UNCERTAIN stay flagged (gke-tpu-facts.md section 9/10).
    void uncertainFactsStayFlagged()
    {
        const Spec *v3 = c->spec(QStringLiteral("v3"));
        QVERIFY(v3);
        QVERIFY(v3->prov.isUncertain(QStringLiteral("bf16Tflops")));
        const PriceRow *v6e = c->price(QStringLiteral("v6e"), QStringLiteral("us-central1"));
        QVERIFY(v6e);
        QCOMPARE(v6e->onDemand.value_or(0), 2.7);
        QVERIFY(!c->price(QStringLiteral("tpu7x"), QStringLiteral("us-central1")) ||
                !c->price(QStringLiteral("tpu7x"), QStringLiteral("us-central1"))->onDemand);
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
