// The wizard's table models (versions, topologies, findings): consistent under
// QAbstractItemModelTester, and the values a user reads in them.
#include "document/plandocument.h"
#include "testsupport.h"
#include "ui/shell/findingsmodel.h"
#include "ui/wizard/topologytablemodel.h"
#include "ui/wizard/versiontablemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>

using namespace tpu;
using ui::TopologyTableModel;
using ui::VersionTableModel;

class TestTableModels : public QObject
{
    Q_OBJECT

private:
    static int rowOf(const QAbstractItemModel &m, int column, const QString &text)
    {
        for (int r = 0; r < m.rowCount(); ++r)
            if (m.index(r, column).data().toString() == text)
                return r;
        return -1;
    }

private slots:
    void versionsPerMode()
    {
        VersionTableModel m(*test::builtinCatalog());
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setMode(catalog::Mode::Standard);
        // v5e device types (ct5l-) are Autopilot only.
        QCOMPARE(m.rowOf("ct5l-hightpu-4t"), -1);
        QVERIFY(m.rowOf("ct5lp-hightpu-4t") >= 0);
        m.setMode(catalog::Mode::Autopilot);
        QVERIFY(m.rowOf("ct5l-hightpu-4t") >= 0);
        const int row = m.rowOf("ct6e-standard-4t");
        QCOMPARE(m.index(row, VersionTableModel::ChipsPerVmColumn).data().toString(),
                 QStringLiteral("4"));
        QCOMPARE(m.index(row, VersionTableModel::VcpuColumn).data().toString(),
                 QStringLiteral("180"));
        QCOMPARE(m.index(row, VersionTableModel::PreemptionColumn).data().toString(),
                 QStringLiteral("medium"));
    }

    void uncertainValuesAreMarked()
    {
        VersionTableModel m(*test::builtinCatalog());
        m.setMode(catalog::Mode::Standard);
        // The catalog marks ct6e-standard-8t's vCPU uncertain (seed 180, Compute Engine 360).
        const QModelIndex vcpu =
            m.index(m.rowOf("ct6e-standard-8t"), VersionTableModel::VcpuColumn);
        QCOMPARE(vcpu.data().toString(), QStringLiteral("180 (?)"));
        // Plain text for the tooltip (catalog text is never markup): the reason, wrapped as text.
        const QString tip = vcpu.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains("Uncertain: ") && tip.startsWith("<p"), qPrintable(tip));
        QVERIFY(vcpu.data(Qt::FontRole).value<QFont>().italic());
        const QModelIndex sure =
            m.index(m.rowOf("ct6e-standard-4t"), VersionTableModel::VcpuColumn);
        QVERIFY(!sure.data().toString().contains("(?)"));
    }

    void pricesFollowTheRegion()
    {
        VersionTableModel m(*test::builtinCatalog());
        m.setMode(catalog::Mode::Standard);
        const int row = m.rowOf("ct6e-standard-4t");
        const auto *price = test::builtinCatalog()->price("v6e", "us-east5");
        QVERIFY(price && price->onDemand);
        QVERIFY(
            m.index(row, VersionTableModel::OnDemandColumn).data().toString().startsWith("from $"));
        m.setPriceRegion("us-east5");
        QCOMPARE(m.index(row, VersionTableModel::OnDemandColumn).data().toString(),
                 QStringLiteral("$%1").arg(*price->onDemand, 0, 'f', 2));
        QVERIFY(m.index(row, VersionTableModel::OnDemandColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains("us-east5"));
    }

    void topologiesOfAVersion()
    {
        TopologyTableModel m(*test::builtinCatalog());
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setVersion(catalog::Mode::Standard, "v6e");
        // 2x4 twice: one 8-chip VM (single-host) or two 4-chip VMs (multi-host).
        const int one = m.rowOf(tpu::test::shape("2x4"), "ct6e-standard-8t"),
                  two = m.rowOf(tpu::test::shape("2x4"), "ct6e-standard-4t");
        QVERIFY(one >= 0 && two >= 0);
        QCOMPARE(m.index(one, TopologyTableModel::HostColumn).data().toString(),
                 QStringLiteral("single-host"));
        QCOMPARE(m.index(two, TopologyTableModel::VmsColumn).data().toInt(), 2);
        QCOMPARE(m.machineTypesListing(tpu::test::shape("2x4")).size(), 2);
        QVERIFY(one < m.rowOf(tpu::test::shape("4x4"), "ct6e-standard-4t")); // smallest first
        m.setVersion(catalog::Mode::Standard, "v5p");
        QCOMPARE(m.rowOf(tpu::test::shape("2x4"), "ct6e-standard-8t"), -1);
        QVERIFY(m.rowOf(tpu::test::shape("2x2x1"), "ct5p-hightpu-4t") >= 0);
        m.setVersion(catalog::Mode::Standard, "");
        QCOMPARE(m.rowCount(), 0);
    }

    void findingsFollowThePlan()
    {
        document::PlanDocument doc(test::builtinCatalog());
        ui::FindingsModel m(&doc);
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        doc.reset(test::standardPlan(), QString());
        QVERIFY(rowOf(m, ui::FindingsModel::MessageColumn,
                      "No container image: the manifests cannot be exported without one.") < 0);
        doc.edit(model::Step::Options, [](model::Plan &p) { p.workload.image.clear(); });
        const int row = rowOf(m, ui::FindingsModel::MessageColumn,
                              "No container image: the manifests cannot be exported without one.");
        QVERIFY(row >= 0);
        QCOMPARE(m.index(row, ui::FindingsModel::StepColumn).data().toString(),
                 QStringLiteral("Reservation and autoscaling"));
        QVERIFY(
            m.index(row, ui::FindingsModel::SeverityColumn).data().toString().contains("Error"));
        QVERIFY(m.index(row, 0)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains("Planning capacity needs no workload"));
    }
};

QTEST_MAIN(TestTableModels)
#include "tst_tablemodels.moc"
