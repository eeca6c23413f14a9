// Summary arithmetic for single-host, multi-host, custom and Multislice plans.
#include "model/summary.h"
#include "testsupport.h"

using namespace tpu::model;

class TestSummary : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = tpu::test::builtinCatalog();

    const Cost &cost(const Summary &s, const char *kind)
    {
        for (const Cost &c : s.costs)
            if (c.kind == QLatin1String(kind))
                return c;
        qFatal("no cost %s", kind);
    }

private slots:
    void singleHost()
    {
        Plan p = tpu::test::standardPlan();
        p.machineType = QStringLiteral("ct6e-standard-8t");
        p.topology = tpu::test::shape("2x4");
        p.zone = QStringLiteral("us-east1-d");
        const Summary s = summarize(*cat, p);
        QVERIFY(s.complete);
        QVERIFY(!s.multiHost);
        QCOMPARE(s.chipsPerVm, 8);
        QCOMPARE(s.vmsPerSlice, 1LL);
        QCOMPARE(s.totalChips, 8LL);
        QCOMPARE(*s.vcpu.value, 180LL);
        QVERIFY(!s.vcpu.uncertain.isEmpty()); // the seed's 180 disagrees with Compute Engine's 360
        QCOMPARE(*s.memoryGiB.value, 1440.0);
        QCOMPARE(*s.hbmGiB.value, 8 * 32.0);
        QCOMPARE(*s.peakBf16Pflops.value, 8 * 918 / 1000.0);
        // v6e on-demand in us-east1: 2.70 USD per chip-hour.
        QCOMPARE(*cost(s, "on-demand").perHour.value, 8 * 2.70);
        QCOMPARE(*cost(s, "on-demand").perMonth.value, 8 * 2.70 * 720);
        QCOMPARE(*cost(s, "cud-3y").perChipHour.value, 1.22);
    }

    void multiHost()
    {
        const Summary s = summarize(*cat, tpu::test::standardPlan()); // v6e 4x4 on ct6e-standard-4t
        QVERIFY(s.multiHost);
        QCOMPARE(s.chipsPerVm, 4);
        QCOMPARE(s.vmsPerSlice, 4LL);
        QCOMPARE(s.totalVms, 4LL);
        QCOMPARE(s.totalChips, 16LL);
        QCOMPARE(*s.vcpu.value, 4 * 180LL);
        QCOMPARE(*s.memoryGiB.value, 4 * 720.0);
    }

    void v5e2x4BothWays()
    {
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = QStringLiteral("v5e");
        p.topology = tpu::test::shape("2x4");
        p.machineType = QStringLiteral("ct5lp-hightpu-8t");
        Summary s = summarize(*cat, p);
        QCOMPARE(s.vmsPerSlice, 1LL);
        QCOMPARE(s.chipsPerVm, 8);
        QVERIFY(!s.multiHost);
        p.machineType = QStringLiteral("ct5lp-hightpu-4t");
        s = summarize(*cat, p);
        QCOMPARE(s.vmsPerSlice, 2LL);
        QCOMPARE(s.chipsPerVm, 4);
        QVERIFY(s.multiHost);
        QCOMPARE(s.totalChips, 8LL);
    }

    void customTopology()
    {
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = QStringLiteral("v5p");
        p.machineType = QStringLiteral("ct5p-hightpu-4t");
        p.topology = tpu::test::shape("8x12x16");
        p.zone = QStringLiteral("us-east5-a");
        const Summary s = summarize(*cat, p);
        QVERIFY(s.custom);
        QCOMPARE(s.chipsPerSlice, 1536LL);
        QCOMPARE(s.vmsPerSlice, 384LL);
        QCOMPARE(*s.vcpu.value, 384 * 208LL);
        QCOMPARE(*s.memoryGiB.value, 384 * 448.0);
        // v5p on-demand in us-east5: 4.20 USD per chip-hour.
        QCOMPARE(*cost(s, "on-demand").perHour.value, 1536 * 4.20);
    }

    void multislice()
    {
        Plan p = tpu::test::standardPlan();
        p.slices = 4;
        p.consumption = Consumption::Spot;
        const Summary s = summarize(*cat, p);
        QCOMPARE(s.slices, 4);
        QCOMPARE(s.totalVms, 16LL);
        QCOMPARE(s.totalChips, 64LL);
        QCOMPARE(s.quota.chips, 64LL);
        QVERIFY(s.quota.preemptible);
        QCOMPARE(*s.hbmGiB.value, 64 * 32.0);
    }

    void quotaMetric()
    {
        Plan p = tpu::test::standardPlan();
        p.tpuVersion = QStringLiteral("v5e");
        p.machineType = QStringLiteral("ct5lp-hightpu-4t");
        p.zone = QStringLiteral("us-west4-a");
        Summary s = summarize(*cat, p);
        QCOMPARE(s.quota.metric, QStringLiteral("TPU_LITE_PODSLICE_V5"));
        p.consumption = Consumption::Spot;
        s = summarize(*cat, p);
        QCOMPARE(s.quota.metric, QStringLiteral("PREEMPTIBLE_TPU_LITE_PODSLICE_V5"));
    }

    // Unknown prices are unknown, never 0.
    void unknownPrice()
    {
        Plan p = tpu::test::standardPlan();
        p.zone = QStringLiteral("me-central9-a");
        const Summary s = summarize(*cat, p);
        QVERIFY(s.complete);
        for (const Cost &c : s.costs)
            QVERIFY(!c.perHour.value.has_value());
        QVERIFY(summaryToText(s).contains(QStringLiteral("unknown")));
        const QJsonObject j = summaryToJson(s);
        QVERIFY(j.value("cost")
                    .toObject()
                    .value("on-demand")
                    .toObject()
                    .value("perHour")
                    .toObject()
                    .value("value")
                    .isNull());
    }

    void incompletePlan()
    {
        Plan p = tpu::test::standardPlan();
        p.topology = {}; // not chosen
        const Summary s = summarize(*cat, p);
        QVERIFY(!s.complete);
        QCOMPARE(s.totalChips, 0LL);
    }
};

QTEST_GUILESS_MAIN(TestSummary)
#include "tst_summary.moc"
