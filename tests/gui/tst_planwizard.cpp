// The wizard walked as a user would, for several plans; each export compared with the command
// line's export of the same plan file, byte for byte.
#include "goldenplans.h"
#include "i18n/language.h"
#include "model/constraints.h"
#include "model/planfile.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "ui/common/fieldfindings.h"
#include "ui/common/theme.h"
#include "ui/shell/changesbanner.h"
#include "ui/summary/summarymodel.h"
#include "ui/summary/summaryview.h"
#include "ui/wizard/summarypage.h"
#include "wizarddriver.h"

#include <QComboBox>
#include <QDateTimeEdit>
#include <QDir>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextBlock>
#include <QTextBrowser>

using namespace tpu;
using namespace tpu::test;
using ui::PlanWizard;

class TestPlanWizard : public QObject
{
    Q_OBJECT

private:
    const Golden &golden(const char *name)
    {
        for (const auto &g : goldens())
            if (qstrcmp(g.name, name) == 0)
                return g;
        qFatal("no golden plan %s", name);
    }

    // Steps 1-3 common to the walks.
    void modeAndCluster(WizardDriver &d, bool standard)
    {
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::ModePageId));
        d.click(standard ? "standardRadioButton" : "autopilotRadioButton");
        d.type("projectIdLineEdit", "my-project-123");
        QVERIFY(d.nextEnabled());
        d.next();
    }
    void zone(WizardDriver &d, const QString &region, const QString &zone)
    {
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::ZonePageId));
        QVERIFY(d.choose("regionComboBox", region));
        QVERIFY(d.choose("zoneComboBox", zone));
        d.type("clusterVersionLineEdit", "1.32.1-gke.1000000");
        QVERIFY2(d.nextEnabled(),
                 qPrintable(d.wizard()->planPage(PlanWizard::ZonePageId)->blockedReason()));
        d.next();
    }
    void workload(WizardDriver &d)
    {
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::OptionsPageId));
        // Planning needs no workload: a missing image is a warning, not a block.
        QVERIFY(d.nextEnabled());
        QVERIFY(d.find<QLabel>("nextBlockedLabel")->text().isEmpty());
        d.type("imageLineEdit", "us-docker.pkg.dev/my-project/train/jax:1.0");
        QVERIFY(d.nextEnabled());
        d.next();
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::SummaryPageId));
    }

    // Opens `plan` as a file, as File ▸ Open would.
    void open(WizardDriver &d, const model::Plan &plan)
    {
        const QString f = d.dir.filePath(QStringLiteral("opened-%1.json").arg(++m_opened));
        QVERIFY(model::PlanFile::save(plan, f).isEmpty());
        QVERIFY(d.window->openPlan(f));
    }
    int m_opened = 0;

    // The visible labels and text browsers of the current step, as one text.
    static QString visibleText(WizardDriver &d)
    {
        QString all;
        for (auto *l : d.wizard()->currentPage()->findChildren<QLabel *>())
            if (l->isVisible())
                all += l->text() + QLatin1Char('\n');
        for (auto *b : d.wizard()->currentPage()->findChildren<QTextBrowser *>())
            if (b->isVisible())
                all += b->toPlainText() + QLatin1Char('\n');
        return all;
    }

    // Exports from the Summary step's button and from `tpu-planner export` of the saved plan
    // must be the same files with the same bytes.
    void compareWithCommandLine(WizardDriver &d, const Golden &g)
    {
        QCOMPARE(d.plan(), planFor(g));
        const QString planPath = d.dir.filePath("plan.json");
        d.nextFile = planPath;
        QVERIFY(d.window->saveAs());
        const QString guiDir = d.dir.filePath("gui");
        d.nextFile = guiDir;
        d.click("exportPushButton");
        QVERIFY(d.errors.isEmpty());
        QVERIFY(d.find<QLabel>("exportStatusLabel")->text().contains("manifests.yaml"));
        const QString cliDir = d.dir.filePath("cli");
        QProcess p;
        p.start(TPU_PLANNER_BIN, {"export", planPath, "--out", cliDir});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QStringList cliFiles = QDir(cliDir).entryList(QDir::Files, QDir::Name);
        QCOMPARE(QDir(guiDir).entryList(QDir::Files, QDir::Name), cliFiles);
        QVERIFY(cliFiles.contains("manifests.yaml") && cliFiles.contains("gcloud.sh"));
        for (const QString &f : cliFiles) {
            QFile a(QDir(guiDir).filePath(f)), b(QDir(cliDir).filePath(f));
            QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
            const QByteArray bytes = a.readAll();
            QCOMPARE(bytes, b.readAll());
            // The preview shows exactly what was written.
            QCOMPARE(d.wizard()->summaryPage()->previewText(f), QString::fromUtf8(bytes));
        }
        // terraform/ too: the same bytes, previewed as written.
        for (const QString &f : {QString("terraform/main.tf"), QString("terraform/variables.tf"),
                                 QString("terraform/versions.tf")}) {
            QFile a(QDir(guiDir).filePath(f)), b(QDir(cliDir).filePath(f));
            QVERIFY2(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly), qPrintable(f));
            const QByteArray bytes = a.readAll();
            QCOMPARE(bytes, b.readAll());
            QCOMPARE(d.wizard()->summaryPage()->previewText(f), QString::fromUtf8(bytes));
        }
        // And both equal the golden manifests of this plan.
        QFile goldenYaml(
            QStringLiteral(TPU_SOURCE_DIR "/tests/golden/%1.manifests.yaml").arg(g.name));
        QVERIFY(goldenYaml.open(QIODevice::ReadOnly));
        QFile guiYaml(QDir(guiDir).filePath("manifests.yaml"));
        QVERIFY(guiYaml.open(QIODevice::ReadOnly));
        QCOMPARE(guiYaml.readAll(), goldenYaml.readAll());
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init() { QSettings().clear(); }

    // Issue 36 point 8: an existing cluster's location (its zone when zonal) is typed on the
    // first step; a new cluster is regional, so the field is off until the box is cleared.
    void existingClusterLocation()
    {
        WizardDriver d;
        auto *location = d.find<QLineEdit>("clusterLocationLineEdit");
        QVERIFY(location);
        QVERIFY(d.plan().newCluster);
        QVERIFY(!location->isEnabled());
        d.click("newClusterCheckBox");
        QVERIFY(!d.plan().newCluster);
        QVERIFY(location->isEnabled());
        d.type("clusterLocationLineEdit", "us-east5-b");
        QCOMPARE(d.plan().clusterLocation, QStringLiteral("us-east5-b"));
    }

    void autopilotSingleHost()
    {
        WizardDriver d;
        modeAndCluster(d, false);
        QVERIFY(!d.nextEnabled()); // no version chosen
        QVERIFY(d.clickRow("versionTableView", 1, "ct5lp-hightpu-4t"));
        QCOMPARE(d.plan().tpuVersion, QStringLiteral("v5e"));
        QVERIFY(d.find<QTextBrowser>("tradeoffsTextBrowser")
                    ->toPlainText()
                    .contains("ct5lp-hightpu-4t"));
        d.next();
        zone(d, "us-west4", "us-west4-a");
        QVERIFY(d.clickRow("topologyTableView", 0, "2x2", 1, "ct5lp-hightpu-4t"));
        QVERIFY(d.find<QLabel>("topologyExplanationLabel")->text().contains("single-host"));
        d.next();
        QVERIFY(d.choose("workloadKindComboBox", "job"));
        workload(d);
        const ui::SummaryView *view = d.wizard()->summaryPage()->summaryView();
        QVERIFY2(view->sliceText().contains("tpu-v5-lite-podslice"), qPrintable(view->sliceText()));
        const auto *model = view->model();
        QCOMPARE(model->index(ui::SummaryModel::ChipsRow, 0).data().toString(),
                 QStringLiteral("TPU chips"));
        QCOMPARE(model->index(ui::SummaryModel::ChipsRow, ui::SummaryModel::TotalColumn)
                     .data()
                     .toString(),
                 QStringLiteral("4"));
        compareWithCommandLine(d, golden("autopilot-single-host"));
    }

    void standardMultiHostWithReservation()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
        d.next();
        zone(d, "us-east5", "us-east5-b");
        QVERIFY(d.clickRow("topologyTableView", 0, "4x4", 1, "ct6e-standard-4t"));
        QCOMPARE(d.find<QSpinBox>("slicesSpinBox")->isEnabled(), true);
        // A multi-host shape makes the default Job a JobSet, and the window says so.
        QCOMPARE(d.plan().workload.kind, model::WorkloadKind::JobSet);
        QVERIFY(d.find<QWidget>("changesBanner")->isVisible());
        QVERIFY(d.find<QLabel>("changesLabel")->text().contains("JobSet"));
        d.next();
        d.click("reservationRadioButton");
        QVERIFY(d.find<ui::FieldFindings>("consumptionFindings")
                    ->ids()
                    .contains("reservation.name-missing"));
        d.type("reservationNameLineEdit", "tpu-res");
        d.type("reservationProjectLineEdit", "shared-capacity");
        QVERIFY(!d.find<ui::FieldFindings>("consumptionFindings")
                     ->ids()
                     .contains("reservation.name-missing"));
        // What the reservation holds is not known yet: a warning, until the user says.
        QVERIFY(d.find<ui::FieldFindings>("consumptionFindings")
                    ->ids()
                    .contains("reservation.holds-unknown"));
        d.click("reservationSameAsPlanButton");
        QCOMPARE(d.find<QLineEdit>("reservationMachineTypeLineEdit")->text(),
                 QStringLiteral("ct6e-standard-4t"));
        QCOMPARE(d.find<QLineEdit>("reservationZoneLineEdit")->text(),
                 QStringLiteral("us-east5-b"));
        QVERIFY(!d.find<ui::FieldFindings>("consumptionFindings")
                     ->ids()
                     .contains("reservation.holds-unknown"));
        workload(d);
        // The summary repeats every finding, for reviews where the panel is closed.
        QVERIFY(d.find<QTextBrowser>("findingsTextBrowser")
                    ->toPlainText()
                    .contains("The reservation is consumed with specific reservation affinity."));
        const QString script = d.wizard()->summaryPage()->previewText("gcloud.sh");
        QVERIFY(script.contains("--reservation=projects/shared-capacity/reservations/tpu-res"));
        QVERIFY(script.contains("--reservation-affinity=specific"));
        compareWithCommandLine(d, golden("reservation"));
    }

    // Issue 40 point 4: "Any matching reservation, never on-demand" names no reservation (its
    // name and holdings are off), warns, and exports --reservation-affinity=
    // any-reservation-then-fail exactly as the command line does.
    void standardWithAnyReservation()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
        d.next();
        zone(d, "us-east5", "us-east5-b");
        QVERIFY(d.clickRow("topologyTableView", 0, "4x4", 1, "ct6e-standard-4t"));
        d.next();
        d.click("anyReservationRadioButton");
        QCOMPARE(d.plan().consumption, model::Consumption::Reservation);
        QCOMPARE(d.plan().reservation.affinity, model::ReservationAffinity::AnyThenFail);
        QVERIFY(!d.find<QLineEdit>("reservationNameLineEdit")->isEnabled());
        QVERIFY(!d.find<QLineEdit>("reservationMachineTypeLineEdit")->isEnabled());
        const QStringList ids = d.find<ui::FieldFindings>("consumptionFindings")->ids();
        QVERIFY(ids.contains("reservation.any-then-fail"));
        QVERIFY(!ids.contains("reservation.name-missing"));
        workload(d);
        const QString script = d.wizard()->summaryPage()->previewText("gcloud.sh");
        QVERIFY(script.contains("--reservation-affinity=any-reservation-then-fail"));
        QVERIFY(script.contains("MIN_GCLOUD=575.0.0"));
        compareWithCommandLine(d, golden("any-reservation"));
        // Back to a specific reservation: the name is asked for again.
        d.wizard()->back();
        d.click("reservationRadioButton");
        QCOMPARE(d.plan().reservation.affinity, model::ReservationAffinity::Specific);
        QVERIFY(d.find<QLineEdit>("reservationNameLineEdit")->isEnabled());
    }

    // Issue 40.3: the calendar-mode inputs of the options step, driven as a user does: the
    // choice starts a week from tomorrow 00:00 UTC; the start, the days and the workload type go
    // into the plan; the findings beside them follow (a duration out of range, a start in the
    // past, a chip count the pages refuse for serving); the warning that a confirmed request
    // cannot be changed or cancelled is there all along, beside the fields and in the note.
    void calendarModeOnTheOptionsStep()
    {
        qputenv("TPU_PLANNER_NOW", "2026-11-28T00:00:00Z");
        const auto unset = qScopeGuard([] { qunsetenv("TPU_PLANNER_NOW"); });
        WizardDriver d;
        model::Plan p = tpu::test::standardPlan(); // v6e 4x4: 16 chips
        p.zone = QStringLiteral("us-east5-a");     // every page lists v6e there
        d.window->document()->reset(p, QString());
        d.wizard()->goToStep(int(ui::PlanWizard::OptionsPageId));
        QApplication::processEvents();
        auto *start = d.find<QDateTimeEdit>("calendarStartDateTimeEdit");
        auto *days = d.find<QSpinBox>("calendarDaysSpinBox");
        auto *workload = d.find<QComboBox>("calendarWorkloadTypeComboBox");
        QVERIFY(start && days && workload);
        QVERIFY(!start->isVisible());
        const auto ids = [&] { return d.find<ui::FieldFindings>("consumptionFindings")->ids(); };
        QVERIFY(!ids().contains("calendar.final"));

        d.click("calendarModeRadioButton");
        QVERIFY(d.plan().calendar.enabled);
        QCOMPARE(d.plan().consumption, model::Consumption::Reservation);
        QCOMPARE(d.plan().calendar.start,
                 QDateTime::fromString("2026-11-29T00:00:00Z", Qt::ISODate));
        QCOMPARE(d.plan().calendar.days, 7);
        QVERIFY(start->isVisible() && days->isVisible() && workload->isVisible());
        QCOMPARE(days->value(), 7);
        // The warning before anything is exported: final once confirmed.
        QVERIFY2(ids().contains("calendar.final"), qPrintable(ids().join(' ')));
        QVERIFY(d.find<ui::FieldFindings>("consumptionFindings")
                    ->text()
                    .contains("cannot be changed or cancelled"));
        QVERIFY(ids().contains("reservation.name-missing"));
        d.type("reservationNameLineEdit", "cal-v6e");
        QVERIFY(!ids().contains("reservation.name-missing"));
        QVERIFY2(d.find<QLabel>("calendarModeNoteLabel")
                     ->text()
                     .contains("cannot be changed or "
                               "cancelled"),
                 qPrintable(d.find<QLabel>("calendarModeNoteLabel")->text()));

        // The days, typed: 91 is refused, 14 is fine.
        days->setFocus();
        QTest::keyClick(days, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(days, "91");
        QCOMPARE(d.plan().calendar.days, 91);
        QVERIFY(ids().contains("calendar.duration"));
        QTest::keyClick(days, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(days, "14");
        QCOMPARE(d.plan().calendar.days, 14);
        QVERIFY(!ids().contains("calendar.duration"));
        QVERIFY2(d.find<QLabel>("calendarModeNoteLabel")->text().contains("2026-12-13 00:00"),
                 qPrintable(d.find<QLabel>("calendarModeNoteLabel")->text()));

        // The start: the day before "now" is in the past, a week later is fine.
        start->setDateTime(QDateTime::fromString("2026-11-27T00:00:00Z", Qt::ISODate));
        QCOMPARE(d.plan().calendar.start.toUTC(),
                 QDateTime::fromString("2026-11-27T00:00:00Z", Qt::ISODate));
        QVERIFY(ids().contains("calendar.start-past"));
        start->setDateTime(QDateTime::fromString("2026-12-05T00:00:00Z", Qt::ISODate));
        QVERIFY(!ids().contains("calendar.start-past"));

        // The workload type, by keyboard: serving; 16 v6e chips are fine for it.
        workload->setFocus();
        QTest::keyClick(workload, Qt::Key_Down);
        QCOMPARE(d.plan().calendar.workloadType, QStringLiteral("serving"));
        QVERIFY(!ids().contains("calendar.chips"));
        // v5e for serving (a plan chosen so on the earlier steps): 16 chips are refused (1, 4
        // or 8 only); batch takes them.
        model::Plan v5e = d.plan();
        v5e.tpuVersion = QStringLiteral("v5e");
        v5e.machineType = QStringLiteral("ct5lp-hightpu-4t");
        v5e.topology = tpu::test::shape("4x4");
        v5e.zone = QStringLiteral("us-central1-a");
        d.window->document()->reset(v5e, QString(), true); // as recovered: its errors show
        d.wizard()->goToStep(int(ui::PlanWizard::OptionsPageId));
        QApplication::processEvents();
        workload = d.find<QComboBox>("calendarWorkloadTypeComboBox");
        QCOMPARE(workload->currentText(), QStringLiteral("Serving (inference)"));
        QVERIFY2(ids().contains("calendar.chips"), qPrintable(ids().join(' ')));
        QVERIFY(
            d.find<ui::FieldFindings>("consumptionFindings")->text().contains("cannot ask for 16"));
        QVERIFY(!d.nextEnabled()); // an error about the plan keeps the user on the step
        workload->setFocus();
        QTest::keyClick(workload, Qt::Key_Up);
        QCOMPARE(d.plan().calendar.workloadType, QStringLiteral("batch"));
        QVERIFY(!ids().contains("calendar.chips"));
        start = d.find<QDateTimeEdit>("calendarStartDateTimeEdit");

        // Back to on-demand: the inputs go, and so do the calendar findings.
        d.click("onDemandRadioButton");
        QVERIFY(!d.plan().calendar.enabled);
        QVERIFY(!start->isVisible());
        for (const QString &id : ids())
            QVERIFY2(!id.startsWith(QLatin1String("calendar.")), qPrintable(id));
    }

    // A topology typed in the wizard enters in its one form: "04X4x4 " is the listed 4x4x4
    // (the table selects its row, the grid and exports say 4x4x4); text that is not a shape
    // leaves the plan with no topology and the field says what to type.
    void typedTopologyIsNormalised()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
        d.next();
        zone(d, "us-east5", "us-east5-a");
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::TopologyPageId));
        d.type("customTopologyLineEdit", QString::fromUtf8("04X4×4 "));
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("4x4x4"));
        auto *table = d.find<QTableView>("topologyTableView");
        const QModelIndexList rows = table->selectionModel()->selectedRows();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().siblingAtColumn(0).data().toString(), QStringLiteral("4x4x4"));
        QVERIFY(d.nextEnabled());
        d.type("customTopologyLineEdit", QStringLiteral("4x4y"));
        QVERIFY(d.plan().topology.isEmpty());
        QVERIFY(!d.nextEnabled());
        const QString rule = d.find<QLabel>("customRuleLabel")->text();
        QVERIFY2(rule.contains("is not a topology") && rule.contains("AxBxC"), qPrintable(rule));
    }

    // One click on the topology step: the document resolves and checks the plan once, and no
    // page, field-findings label, panel or the 3D grid resolves or checks it again.
    void anEditResolvesAndChecksOnce()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
        d.next();
        zone(d, "us-east5", "us-east5-a");
        const long long resolves = tpu::model::resolveCount(), checks = tpu::model::checkCount();
        QVERIFY(d.clickRow("topologyTableView", 0, "2x4x4"));
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("2x4x4"));
        QCOMPARE(tpu::model::resolveCount() - resolves, 1LL);
        QCOMPARE(tpu::model::checkCount() - checks, 1LL);
    }

    void customTopologyErrorBlocksNextUntilFixed()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
        d.next();
        zone(d, "us-east5", "us-east5-a");
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::TopologyPageId));
        d.type("customTopologyLineEdit", "12x8x16");
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("12x8x16"));
        QVERIFY(!d.nextEnabled());
        auto *blocked = d.find<QLabel>("nextBlockedLabel");
        QVERIFY2(blocked->text().contains("error above"), qPrintable(blocked->text()));
        auto *findings = d.find<ui::FieldFindings>("topologyFindings");
        QVERIFY(findings->ids().contains("topology.custom-order"));
        QVERIFY2(findings->text().contains("A &lt;= B &lt;= C"), qPrintable(findings->text()));
        // Later steps cannot be reached from the step list either.
        auto *steps = d.find<QListWidget>("stepsListWidget");
        QVERIFY(!(steps->item(PlanWizard::OptionsPageId)->flags() & Qt::ItemIsEnabled));
        QCOMPARE(d.wizard()->goToStep(PlanWizard::SummaryPageId), int(PlanWizard::TopologyPageId));
        d.type("customTopologyLineEdit", "8x12x16");
        QVERIFY(d.nextEnabled());
        QVERIFY(blocked->text().isEmpty());
        QVERIFY(d.find<ui::FieldFindings>("topologyFindings")->ids().contains("topology.custom"));
        d.next();
        workload(d);
        compareWithCommandLine(d, golden("standard-v5p-custom"));
    }

    void backAndForwardKeepWhatWasEntered()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
        d.next();
        zone(d, "us-east5", "us-east5-b");
        d.back();
        d.back();
        auto *versions = d.find<QTableView>("versionTableView");
        QCOMPARE(versions->model()->index(versions->currentIndex().row(), 1).data().toString(),
                 QStringLiteral("ct6e-standard-4t"));
        d.back();
        QCOMPARE(d.find<QLineEdit>("projectIdLineEdit")->text(), QStringLiteral("my-project-123"));
        d.next();
        d.next();
        QCOMPARE(d.find<QComboBox>("zoneComboBox")->currentData().toString(),
                 QStringLiteral("us-east5-b"));
        QCOMPARE(d.find<QLineEdit>("clusterVersionLineEdit")->text(),
                 QStringLiteral("1.32.1-gke.1000000"));
    }

    void earlierChangeRevalidatesLaterSteps()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
        d.next();
        zone(d, "us-east5", "us-east5-b");
        QVERIFY(d.clickRow("topologyTableView", 0, "4x4", 1, "ct6e-standard-4t"));
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
        // The topology and zone were mended, keeping the 16 chips, and the banner says so.
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("2x2x4"));
        QCOMPARE(d.plan().zone, QStringLiteral("us-east5-a"));
        const QString banner = d.find<QLabel>("changesLabel")->text();
        QVERIFY2(banner.contains("16 chips kept: 4x4 → 2x2x4") && banner.contains("us-east5-b"),
                 qPrintable(banner));
        QVERIFY(d.find<QWidget>("changesBanner")->isVisible());
        d.click("dismissChangesToolButton");
        QVERIFY(!d.find<QWidget>("changesBanner")->isVisible());
    }

    void zoneStepOffersOnlyZonesOfTheTpuAndChecksTheGkeVersion()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct5lp-hightpu-4t"));
        d.next();
        // Every zone listed offers the chosen accelerator in this mode, and no other does.
        auto *regions = d.find<QComboBox>("regionComboBox");
        auto *zones = d.find<QComboBox>("zoneComboBox");
        const auto &cat = *builtinCatalog();
        QVERIFY(regions->count() > 0);
        const int offered =
            int(cat.zonesOf("tpu-v5-lite-podslice", catalog::Mode::Standard).size());
        int listed = 0;
        for (int z = 0; z < zones->count(); ++z) {
            const QString zone = zones->itemData(z).toString();
            if (zone.isEmpty())
                continue; // a region's heading
            QVERIFY(cat.zoneOffer("tpu-v5-lite-podslice", zone));
            ++listed;
        }
        QCOMPARE(listed, offered);
        // The v5e single-host caveat shows beside the zone (a 2x2 slice in us-west4-b).
        QVERIFY(d.choose("regionComboBox", "us-west4"));
        QVERIFY(d.choose("zoneComboBox", "us-west4-b"));
        auto *zoneFindings = d.find<ui::FieldFindings>("zoneFindings");
        QVERIFY2(zoneFindings->ids().contains("zone.caveat.v5e-single-host-zones"),
                 qPrintable(zoneFindings->ids().join(',')));
        QVERIFY(d.nextEnabled()); // a warning does not block
        // A cluster version below the minimum is an error that blocks Next, and says the minimum.
        d.type("clusterVersionLineEdit", "1.26.0-gke.100");
        auto *versionFindings = d.find<ui::FieldFindings>("clusterVersionFindings");
        QVERIFY(versionFindings->ids().contains("gke.version-below-minimum"));
        QVERIFY(!d.nextEnabled());
        QVERIFY(d.find<QLabel>("minimumVersionLabel")->text().contains("1.27.2-gke.2100"));
        d.type("clusterVersionLineEdit", "1.32.1-gke.1000000");
        QVERIFY(!versionFindings->ids().contains("gke.version-below-minimum"));
        QVERIFY(d.nextEnabled());
    }

    void tryingVersionsAndComingBackRestoresLaterChoices()
    {
        WizardDriver d;
        model::Plan p = standardPlan();
        p.topology = tpu::test::shape("4x8");
        p.workload.kind = model::WorkloadKind::IndexedJob;
        d.window->document()->reset(p, QString());
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("2x4x4")); // 4x8: 32 chips kept
        QVERIFY(d.clickRow("versionTableView", 1, "ct5lp-hightpu-8t"));
        QCOMPARE(d.plan().workload.kind, model::WorkloadKind::Job);
        QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
        // Back on the version the step started with: topology, zone and kind are as they were.
        QCOMPARE(d.plan(), p);
    }

    void editingAnUnrelatedFieldChangesNothingElse()
    {
        // An invalid custom shape stays while the user fixes something on an earlier step.
        WizardDriver d;
        model::Plan p = planFor(golden("standard-v5p-custom"));
        p.topology = tpu::test::shape("8x8x6");
        d.window->document()->reset(p, QString());
        d.wizard()->goToStep(PlanWizard::ZonePageId);
        d.type("clusterVersionLineEdit", "1.33.0-gke.1000000");
        d.wizard()->goToStep(PlanWizard::ModePageId);
        d.type("clusterNameLineEdit", "renamed");
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("8x8x6"));
        QCOMPARE(d.plan().workload.kind, p.workload.kind);
        QVERIFY(!d.find<QWidget>("changesBanner")->isVisible());
    }

    // What runs (issue 26): training, serving or Ray picks the kind that fits the slice; the
    // serving port applies to serving only; the summary previews the Terraform.
    // The wizard's side of the constraint table (model/constraints.h): every row that can
    // refuse its control has one control on the options step, carrying the row's id, and over
    // plans in both modes, on several versions, with every choice set and not, the control is
    // enabled exactly as the row says and the autoscaling hint is the row's.
    void everyConstraintRowDrivesItsControl()
    {
        WizardDriver d;
        const auto cat = builtinCatalog();
        std::vector<model::Plan> plans;
        for (const char *version : {"v6e", "v5p", "v5e"})
            for (auto mode : {catalog::Mode::Standard, catalog::Mode::Autopilot})
                for (bool set : {false, true}) {
                    model::Plan p = standardPlan();
                    p.tpuVersion = QLatin1String(version);
                    p.mode = mode;
                    p.machineType.clear();
                    p.topology = {};
                    model::reconcile(*cat, p, model::Step::Version);
                    if (set) {
                        p.extendedRunTime = p.collectionScheduling = true;
                        p.autoscaling = {true, 0, 1, true};
                        p.extraDisk = {true, QStringLiteral("pd-balanced"), 100};
                        p.imageType = QStringLiteral("COS");
                        p.threadsPerCore = 1;
                        p.maxPodsPerNode = 32;
                    }
                    plans.push_back(p);
                }
        int refused = 0;
        for (const model::Plan &p : plans) {
            d.window->document()->reset(p, QString());
            d.wizard()->goToStep(PlanWizard::OptionsPageId);
            const model::Resolution r = model::resolve(*cat, p);
            for (const model::Constraint &row : model::constraints()) {
                // Fields the wizard has no control for: the plan file and `new/edit` set them.
                const QStringList noControl{QStringLiteral("workload.maxRestarts")};
                if (!row.offered || noControl.contains(row.field))
                    continue;
                QWidget *control = nullptr;
                for (QWidget *w : d.wizard()->findChildren<QWidget *>())
                    if (w->property("constraint").toString() == row.id) {
                        QVERIFY2(!control, qPrintable(row.id + ": two controls"));
                        control = w;
                    }
                QVERIFY2(control, qPrintable(row.id + ": no control on the options step"));
                const bool enabled = model::constraintEnabled(row.id, *cat, p, r);
                refused += !enabled;
                QVERIFY2(
                    control->isEnabled() == enabled,
                    qPrintable(row.id + " on " + p.tpuVersion + " " + catalog::modeName(p.mode)));
            }
            QCOMPARE(
                d.find<QLabel>("autoscalingHintLabel")->text(),
                model::constraintHint(QStringLiteral("autoscaling.multi-host-atomic"), *cat, p, r));
            QCOMPARE(d.find<QWidget>("autoscalingCheckBox")->toolTip(),
                     model::constraintHint(QStringLiteral("autoscaling.autopilot"), *cat, p, r));
        }
        QVERIFY2(refused >= 10, qPrintable(QString::number(refused))); // the spread refuses some
    }

    void workloadPurposeChoosesTheKind()
    {
        WizardDriver d;
        d.window->document()->reset(standardPlan(), QString()); // v6e 4x4: 4 VMs, multi-host
        d.wizard()->goToStep(PlanWizard::OptionsPageId);
        auto *port = d.find<QSpinBox>("servingPortSpinBox");
        QVERIFY(port);
        QVERIFY(!port->isEnabled());
        QVERIFY(d.choose("workloadPurposeComboBox", "serving"));
        QCOMPARE(d.plan().workload.kind, WorkloadKind::LeaderWorkerSet);
        QCOMPARE(d.find<QComboBox>("workloadKindComboBox")->currentData().toString(),
                 QString("leaderworkerset"));
        QVERIFY(port->isEnabled());
        port->setValue(9000);
        QCOMPARE(d.plan().workload.servingPort, 9000);
        QVERIFY(d.choose("workloadPurposeComboBox", "ray"));
        QCOMPARE(d.plan().workload.kind, WorkloadKind::RayCluster);
        QVERIFY(!port->isEnabled());
        QVERIFY(d.choose("workloadPurposeComboBox", "training"));
        QCOMPARE(d.plan().workload.kind, WorkloadKind::JobSet);
        QVERIFY(d.choose("workloadPurposeComboBox", "serving"));
        d.wizard()->goToStep(PlanWizard::SummaryPageId);
        QVERIFY(d.wizard()
                    ->summaryPage()
                    ->previewText("manifests.yaml")
                    .contains("kind: LeaderWorkerSet"));
        QVERIFY(d.wizard()
                    ->summaryPage()
                    ->previewText("manifests.yaml")
                    .contains("containerPort: 9000"));
        QVERIFY(d.wizard()
                    ->summaryPage()
                    ->previewText("terraform/main.tf")
                    .contains("resource \"google_container_node_pool\" \"slice_0\""));
        QVERIFY(d.find<QPlainTextEdit>("terraformMainPreviewPlainTextEdit"));
    }

    void unparsableCommandBlocksNextAndDoesNotOutliveThePlan()
    {
        WizardDriver d;
        d.window->document()->reset(standardPlan(), QString());
        d.wizard()->goToStep(PlanWizard::OptionsPageId);
        QVERIFY(d.nextEnabled());
        d.type("commandLineEdit", "python3 -c 'print(1)");
        QVERIFY(!d.nextEnabled());
        QVERIFY(d.find<QLabel>("commandErrorLabel")->isVisible());
        QVERIFY(d.find<QLabel>("nextBlockedLabel")->text().contains("single quote"));
        // Typed text applies while it parses; from the open quote on, it is not applied.
        QCOMPARE(d.plan().workload.command, (QStringList{"python3", "-c"}));
        d.type("commandLineEdit", "python3 -c 'print(1)'");
        QVERIFY(d.nextEnabled());
        QCOMPARE(d.plan().workload.command, (QStringList{"python3", "-c", "print(1)"}));
        d.type("commandLineEdit", "bash -c 'x");
        // Another plan replaces the broken text with its own command.
        model::Plan other = standardPlan();
        other.workload.command = QStringList{"python3", "-c", "print(1)"};
        d.window->document()->reset(other, QString());
        QCOMPARE(d.find<QLineEdit>("commandLineEdit")->text(),
                 QStringLiteral("python3 -c 'print(1)'"));
        QVERIFY(!d.find<QLabel>("commandErrorLabel")->isVisible());
        QVERIFY(d.nextEnabled());
    }

    void exportOffersToRemoveFilesThePlanNoLongerMakes()
    {
        WizardDriver d;
        model::Plan p = planFor(golden("kueue"));
        d.window->document()->reset(p, QString());
        const QString out = d.dir.filePath("out");
        d.nextFile = out;
        QVERIFY(d.window->exportToFolder());
        QVERIFY(QFile::exists(out + "/kueue.yaml"));
        d.window->document()->edit(model::Step::Options, [](model::Plan &q) { q.kueue = false; });
        d.questions.clear();
        QVERIFY(d.window->exportToFolder());
        // An earlier export of this plan: its files are replaced without a question (issue
        // 37.3); only removing kueue.yaml is asked.
        QCOMPARE(d.questions.size(), 1);
        QVERIFY(d.questions[0].contains("kueue.yaml"));
        QVERIFY(!QFile::exists(out + "/kueue.yaml"));
        QVERIFY(QFile::exists(out + "/manifests.yaml"));
    }

    void findingsShowBesideTheirFieldAndInThePanel()
    {
        WizardDriver d;
        d.type("clusterNameLineEdit", "Bad_Name");
        auto *f = d.find<ui::FieldFindings>("clusterNameFindings");
        QVERIFY(f->isVisible());
        QVERIFY(f->ids().contains("name.cluster"));
        QVERIFY(!d.nextEnabled());
        auto *table = d.find<QTableView>("findingsTableView");
        bool listed = false;
        for (int r = 0; r < table->model()->rowCount(); ++r)
            listed =
                listed || table->model()->index(r, 2).data().toString().startsWith("Cluster name");
        QVERIFY(listed);
        d.type("clusterNameLineEdit", "tpu-cluster");
        QVERIFY(!f->isVisible());
        QVERIFY(d.nextEnabled());
    }

    void keyboardOnly()
    {
        // The whole wizard with keys only: mnemonics (Alt+letter), arrows, typing, Alt+N for Next.
        WizardDriver d;
        auto key = [](Qt::Key k, Qt::KeyboardModifiers m = Qt::NoModifier) {
            QWidget *w = QApplication::focusWidget();
            QVERIFY(w);
            QTest::keyClick(w, k, m);
        };
        auto focused = [] {
            return QApplication::focusWidget() ? QApplication::focusWidget()->objectName()
                                               : QString();
        };
        auto nextStep = [&](int expected) {
            key(Qt::Key_N, Qt::AltModifier);
            QTRY_COMPARE(d.wizard()->currentId(),
                         expected); // buttons click after a short animation
        };
        key(Qt::Key_S, Qt::AltModifier);
        QTRY_COMPARE(d.plan().mode, catalog::Mode::Standard);
        key(Qt::Key_P, Qt::AltModifier);
        QCOMPARE(focused(), QStringLiteral("projectIdLineEdit"));
        QTest::keyClicks(QApplication::focusWidget(), "my-project-123");
        nextStep(PlanWizard::VersionPageId);

        key(Qt::Key_M, Qt::AltModifier);
        QCOMPARE(focused(), QStringLiteral("versionTableView"));
        QVERIFY(d.plan().machineType.isEmpty()); // focus alone chooses nothing
        for (int i = 0; i < 30 && d.plan().machineType != "ct6e-standard-4t"; ++i)
            key(Qt::Key_Down);
        QCOMPARE(d.plan().machineType, QStringLiteral("ct6e-standard-4t"));
        nextStep(PlanWizard::ZonePageId);

        key(Qt::Key_R, Qt::AltModifier);
        QCOMPARE(focused(), QStringLiteral("regionComboBox"));
        QVERIFY(d.choose("regionComboBox", "us-east5"));
        key(Qt::Key_Z, Qt::AltModifier);
        QVERIFY(d.choose("zoneComboBox", "us-east5-b"));
        QCOMPARE(d.plan().zone, QStringLiteral("us-east5-b"));
        key(Qt::Key_C, Qt::AltModifier); // Alt+E is the Edit menu's
        QCOMPARE(focused(), QStringLiteral("clusterVersionLineEdit"));
        QTest::keyClicks(QApplication::focusWidget(), "1.32.1-gke.1000000");
        nextStep(PlanWizard::TopologyPageId);

        key(Qt::Key_T, Qt::AltModifier);
        QCOMPARE(focused(), QStringLiteral("topologyTableView"));
        for (int i = 0; i < 30 && d.plan().topology.toString() != "4x4"; ++i)
            key(Qt::Key_Down);
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("4x4"));
        nextStep(PlanWizard::OptionsPageId);

        key(Qt::Key_R, Qt::AltModifier); // Specific reservation
        QTRY_COMPARE(d.plan().consumption, model::Consumption::Reservation);
        key(Qt::Key_M, Qt::AltModifier);
        QCOMPARE(focused(), QStringLiteral("reservationNameLineEdit"));
        QTest::keyClicks(QApplication::focusWidget(), "tpu-res");
        key(Qt::Key_J, Qt::AltModifier);
        QTest::keyClicks(QApplication::focusWidget(), "shared-capacity");
        // What the reservation holds: Tab to the field, then to "Same as the plan".
        key(Qt::Key_Tab);
        QCOMPARE(focused(), QStringLiteral("reservationMachineTypeLineEdit"));
        key(Qt::Key_Tab);
        key(Qt::Key_Tab);
        QCOMPARE(focused(), QStringLiteral("reservationSameAsPlanButton"));
        key(Qt::Key_Space);
        key(Qt::Key_G, Qt::AltModifier);
        QCOMPARE(focused(), QStringLiteral("imageLineEdit"));
        QTest::keyClicks(QApplication::focusWidget(), "us-docker.pkg.dev/my-project/train/jax:1.0");
        QVERIFY(d.nextEnabled());
        QCOMPARE(focused(),
                 QStringLiteral("imageLineEdit")); // Next turning on keeps the focus here
        nextStep(PlanWizard::SummaryPageId);
        QCOMPARE(d.plan(), planFor(golden("reservation")));

        d.nextFile = d.dir.filePath("keyboard");
        key(Qt::Key_X, Qt::AltModifier); // Export to Folder…
        QTRY_VERIFY(QFile::exists(d.dir.filePath("keyboard/manifests.yaml")));
        d.nextFile = d.dir.filePath("keyboard.json");
        key(Qt::Key_S, Qt::ControlModifier);
        QVERIFY(QFile::exists(d.nextFile));
    }

    // Issue 14.1: a step not reached yet is "not chosen yet", not an error; errors appear for
    // what the user touched, and all of them when they try to export.
    void stepsNotReachedYetAreNeutral()
    {
        WizardDriver d;
        auto *steps = d.find<QListWidget>("stepsListWidget");
        for (int i = 0; i < steps->count(); ++i)
            QVERIFY2(!steps->item(i)->text().contains("✖"), qPrintable(steps->item(i)->text()));
        const QString counts = d.find<QLabel>("findingsCountsLabel")->text();
        QVERIFY2(!counts.contains("error(s) to fix"), qPrintable(counts));
        QVERIFY2(counts.contains("Not chosen yet"), qPrintable(counts));
        auto *table = d.find<QTableView>("findingsTableView");
        for (int r = 0; r < table->model()->rowCount(); ++r)
            QVERIFY(!table->model()->index(r, 0).data().toString().contains("Error"));
        d.next();
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::VersionPageId));
        QVERIFY(d.find<ui::FieldFindings>("versionFindings")->ids().isEmpty());
        const QString blocked = d.find<QLabel>("nextBlockedLabel")->text();
        QVERIFY2(blocked.startsWith("To go on") && !blocked.contains("✖"), qPrintable(blocked));
        QCOMPARE(visibleText(d).count("No TPU version chosen"), 1);
        // Touching a field shows its error at once.
        d.wizard()->goToStep(PlanWizard::ModePageId);
        d.type("clusterNameLineEdit", "Bad_Name");
        QVERIFY(steps->item(PlanWizard::ModePageId)->text().contains("✖"));
        d.type("clusterNameLineEdit", "tpu-cluster");
        // Trying to export shows every error, in the panel and the step list.
        QVERIFY(!d.window->exportToFolder());
        QVERIFY(steps->item(PlanWizard::VersionPageId)->text().contains("✖"));
        QVERIFY(d.find<QLabel>("findingsCountsLabel")->text().contains("error(s) to fix"));
    }

    // Issue 14.2: sources named as a reader knows them; no development references.
    void noDevelopmentReferencesReachTheUser()
    {
        static const QRegularExpression dev(QStringLiteral(
            R"(\b(S\d{1,2}|D\d|SEED)\b|seed|fact sheet|UNCERTAIN|\.md\b|gke-tpu-facts|:/|tpu-planner )"));
        const auto &cat = *builtinCatalog();
        for (const auto &src : cat.sources)
            QVERIFY2(!dev.match(src.title).hasMatch(), qPrintable(src.title));
        WizardDriver d;
        QVERIFY2(!dev.match(d.find<QLabel>("catalogLabel")->text()).hasMatch(),
                 qPrintable(d.find<QLabel>("catalogLabel")->text()));
        QVERIFY(d.find<QLabel>("catalogLabel")->text().contains(cat.catalogVersion));
        QVERIFY(d.find<QLabel>("catalogLabel")->text().contains(cat.date));
        QVERIFY(!dev.match(d.find<QLabel>("modeSourceLabel")
                               ->text()
                               .remove(QRegularExpression("href=\"[^\"]*\"")))
                     .hasMatch());
        for (bool standard : {false, true}) {
            d.wizard()->goToStep(PlanWizard::ModePageId);
            d.click(standard ? "standardRadioButton" : "autopilotRadioButton");
            d.next();
            auto *table = d.find<QTableView>("versionTableView");
            auto *tradeoffs = d.find<QTextBrowser>("tradeoffsTextBrowser");
            for (int r = 0; r < table->model()->rowCount(); ++r) {
                table->selectRow(r);
                const QString text = tradeoffs->toPlainText();
                QVERIFY2(!dev.match(text).hasMatch(), qPrintable(text));
                for (int c = 0; c < table->model()->columnCount(); ++c) {
                    const QString tip =
                        table->model()->index(r, c).data(Qt::ToolTipRole).toString();
                    QVERIFY2(!dev.match(tip).hasMatch(), qPrintable(tip));
                }
            }
        }
        // Every finding's explanation and sources, as the Findings panel shows them.
        d.window->exportToFolder(); // shows every error
        auto *findings = d.find<QTableView>("findingsTableView");
        auto *details = d.find<QTextBrowser>("findingDetailsTextBrowser");
        QVERIFY(findings->model()->rowCount() > 0);
        for (int r = 0; r < findings->model()->rowCount(); ++r) {
            findings->selectRow(r);
            QVERIFY2(!dev.match(details->toPlainText()).hasMatch(),
                     qPrintable(details->toPlainText()));
        }
    }

    // Issue 14.3: the zones of the chosen TPU are offered at once, grouped by region; choosing
    // one sets the region.
    void zonesAreOfferedBeforeARegionIsChosen()
    {
        WizardDriver d;
        modeAndCluster(d, true);
        QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
        d.next();
        QVERIFY(d.plan().region().isEmpty() && d.plan().zone.isEmpty());
        auto *zones = d.find<QComboBox>("zoneComboBox");
        QStringList offered;
        for (int i = 0; i < zones->count(); ++i)
            if (!zones->itemData(i).toString().isEmpty())
                offered << zones->itemData(i).toString();
        QCOMPARE(offered.size(),
                 int(builtinCatalog()->zonesOf("tpu-v6e-slice", catalog::Mode::Standard).size()));
        // A region's heading comes before its zones and cannot be chosen.
        const int heading = zones->findText("us-east5");
        QVERIFY(heading >= 0);
        QVERIFY(zones->itemData(heading).toString().isEmpty());
        QVERIFY(d.choose("zoneComboBox", "us-east5-b"));
        QCOMPARE(d.plan().zone, QStringLiteral("us-east5-b"));
        QCOMPARE(d.plan().region(), QStringLiteral("us-east5"));
        QCOMPARE(d.find<QComboBox>("regionComboBox")->currentData().toString(),
                 QStringLiteral("us-east5"));
    }

    // Issue 14.4: capacity is planned without a workload: the summary and its costs are reached
    // without an image. Issue 37, minor 9: the missing image is one error everywhere (Findings,
    // `check`), which refuses exactly the exports of the manifests and apply.sh.
    void aMissingImageBlocksOnlyTheManifestsExport()
    {
        WizardDriver d;
        model::Plan p = standardPlan();
        p.workload.image.clear();
        open(d, p);
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::SummaryPageId));
        // The summary's table has its totals and costs although the plan has no image.
        const auto *model = d.wizard()->summaryPage()->summaryView()->model();
        QString summary;
        for (int r = 0; r < model->rowCount(); ++r)
            summary += model->index(r, 0).data().toString() + " " +
                       model->headerData(r, Qt::Vertical).toString() + "\n";
        QVERIFY2(summary.contains("TPU chips") && summary.contains("per hour"),
                 qPrintable(summary));
        QVERIFY(d.wizard()
                    ->summaryPage()
                    ->previewText("manifests.yaml")
                    .contains("image: \"SET-THE-CONTAINER-IMAGE\""));
        bool error = false;
        for (const auto &f : d.window->document()->findings())
            if (f.id == "workload.image-missing")
                error = f.severity == catalog::Severity::Error;
        QVERIFY(error);
        // The step with the image field does not keep the user from the summary.
        d.wizard()->goToStep(PlanWizard::OptionsPageId);
        QTRY_VERIFY(d.nextEnabled());
        d.wizard()->goToStep(PlanWizard::SummaryPageId);
        QVERIFY(!d.find<QPushButton>("exportPushButton")->isEnabled());
        d.nextFile = d.dir.filePath("out");
        QVERIFY(!d.window->exportToFolder());
        QVERIFY(!d.errors.isEmpty() && d.errors.last().contains("container image"));
        QVERIFY(!QFile::exists(d.dir.filePath("out/manifests.yaml")));
        // The command line: `export` of the manifests refuses; the gcloud script alone is fine.
        const QString planFile = d.window->document()->fileName();
        QProcess cli;
        cli.start(TPU_PLANNER_BIN, {"export", planFile, "--out", d.dir.filePath("cli")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY(cli.readAllStandardError().contains("workload.image-missing"));
        cli.start(TPU_PLANNER_BIN, {"check", planFile});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 1);
        cli.start(TPU_PLANNER_BIN,
                  {"export", planFile, "--only", "gcloud", "--out", d.dir.filePath("cli")});
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
    }

    // Issue 14.5: every message is about the plan shown now.
    void messagesFollowThePlanOnScreen()
    {
        WizardDriver d;
        open(d, standardPlan());
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        QVERIFY(d.clickRow("versionTableView", 1, "tpu7x-standard-4t"));
        auto *changes = d.find<QLabel>("changesLabel");
        QVERIFY2(changes->text().contains("choose a zone"), qPrintable(changes->text()));
        QCOMPARE(d.wizard()->goToStep(PlanWizard::ZonePageId), int(PlanWizard::ZonePageId));
        QVERIFY(d.choose("zoneComboBox", "us-central1-c"));
        QVERIFY2(!d.find<QWidget>("changesBanner")->isVisible() ||
                     !changes->text().contains("choose a zone"),
                 qPrintable(changes->text()));
        // "Exported … to …" goes once the plan changes, and when another plan is opened.
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
        open(d, standardPlan());
        d.nextFile = d.dir.filePath("export");
        QVERIFY(d.window->exportToFolder());
        auto *status = d.find<QLabel>("exportStatusLabel");
        QVERIFY(status->text().contains("Exported"));
        d.wizard()->goToStep(PlanWizard::ModePageId);
        d.type("clusterNameLineEdit", "other-cluster");
        QVERIFY(status->text().isEmpty());
        QVERIFY(d.window->statusBar()->currentMessage().isEmpty());
        QVERIFY(d.window->exportToFolder());
        QVERIFY(status->text().contains("Exported"));
        open(d, standardPlan());
        QVERIFY(status->text().isEmpty());
    }

    // Issue 14.6: the summary says what the plan is and which price applies; a reservation kept
    // across a change of version, machine type or zone is a warning.
    void summaryHeaderCostAndKeptReservation()
    {
        WizardDriver d;
        model::Plan spot = standardPlan();
        spot.consumption = model::Consumption::Spot;
        open(d, spot);
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::SummaryPageId));
        auto *browser = d.find<QTextBrowser>("findingsTextBrowser"); // the plan header leads it
        const QString first = browser->document()->firstBlock().text();
        for (const char *word :
             {"Standard", "tpu-cluster", "ct6e-standard-4t", "4x4", "us-east5-b", "Spot"})
            QVERIFY2(first.contains(word), qPrintable(first));
        const QString text = browser->toPlainText();
        // The price that applies is named beside the table, and its rows are marked in it.
        QVERIFY2(text.contains("▶ This plan runs on Spot VMs"), qPrintable(text));
        auto markedRows = [&] {
            const auto *model = d.wizard()->summaryPage()->summaryView()->model();
            QStringList marked;
            for (int r = 0; r < model->rowCount(); ++r) {
                const QModelIndex i = model->index(r, 0);
                if (i.data().toString().startsWith("▶"))
                    marked << i.data().toString() +
                                  (i.data(Qt::FontRole).value<QFont>().bold() ? "" : " (not bold)");
            }
            return marked;
        };
        QCOMPARE(markedRows(), (QStringList{"▶ Cost per hour, Spot (USD) (this plan)",
                                            "▶ Cost per 30-day month, Spot (USD) (this plan)"}));
        model::Plan reserved = standardPlan();
        reserved.consumption = model::Consumption::Reservation;
        reserved.reservation = {"tpu-res", {}, {}, {}, {}, {}};
        open(d, reserved);
        QVERIFY(browser->document()->firstBlock().text().contains("reservation tpu-res"));
        QVERIFY2(browser->toPlainText().contains("on-demand"), qPrintable(browser->toPlainText()));
        QCOMPARE(markedRows(),
                 (QStringList{"▶ Cost per hour, On-demand (USD) (this plan)",
                              "▶ Cost per 30-day month, On-demand (USD) (this plan)"}));
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        QVERIFY(d.clickRow("versionTableView", 1, "ct5lp-hightpu-4t"));
        QVERIFY(d.find<QWidget>("changesBanner")->isVisible());
        const QString banner = d.find<QLabel>("changesLabel")->text();
        QVERIFY2(banner.contains("Reservation tpu-res kept; it was chosen for ct6e-standard-4t in "
                                 "us-east5-b") &&
                     banner.contains("ct5lp-hightpu-4t"),
                 qPrintable(banner));
        auto findingIds = [&] {
            QStringList ids;
            for (const auto &f : d.window->document()->findings())
                ids << f.id;
            return ids;
        };
        // The model keeps it as a finding while other steps change, until what it holds is said.
        QVERIFY(findingIds().contains("reservation.kept"));
        d.wizard()->goToStep(PlanWizard::TopologyPageId);
        QVERIFY(d.clickRow("topologyTableView", 0, "2x4", 1, "ct5lp-hightpu-4t"));
        QVERIFY(findingIds().contains("reservation.kept"));
        d.wizard()->goToStep(PlanWizard::OptionsPageId);
        d.type("reservationMachineTypeLineEdit", "ct6e-standard-4t");
        d.type("reservationZoneLineEdit", "us-east5-b");
        QVERIFY(!findingIds().contains("reservation.kept"));
        QVERIFY(findingIds().contains("reservation.mismatch")); // now known: an error
        QVERIFY(!d.nextEnabled());
        d.click("reservationSameAsPlanButton");
        QVERIFY(!findingIds().contains("reservation.mismatch"));
    }

    // Issue 37, minor 5: a new plan looks the same every time: nothing about a step not
    // reached, on the first launch and after File ▸ New from any step.
    void aNewPlanSaysNothingAboutStepsNotReached()
    {
        WizardDriver d;
        QVERIFY(d.window->document()->shownFindings().empty());
        d.window->document()->reset(standardPlan(), {}); // a plan to walk to step 5
        d.wizard()->goToStep(PlanWizard::OptionsPageId);
        QTRY_COMPARE(d.wizard()->currentId(), int(PlanWizard::OptionsPageId));
        d.window->newPlan();
        QTRY_COMPARE(d.wizard()->currentId(), int(PlanWizard::ModePageId));
        QVERIFY(d.window->document()->shownFindings().empty());
        for (int s = int(model::Step::Mode); s <= int(model::Step::Summary); ++s)
            QVERIFY2(!d.window->document()->isTouched(model::Step(s)),
                     qPrintable(QString::number(s)));
    }

    // Issue 37, minor 4: v5p → TPU7x → v5p. The note about the reservation and TPU7x's machine
    // type describes a plan that is gone once the version changes again: it goes (or is
    // replaced by what the new change did).
    void sideNoteDescribesThePlanAsItIs()
    {
        WizardDriver d;
        model::Plan v5p = standardPlan();
        v5p.tpuVersion = "v5p";
        v5p.machineType = "ct5p-hightpu-4t";
        v5p.topology = tpu::test::shape("4x4x4");
        v5p.zone = "us-east5-a";
        v5p.consumption = model::Consumption::Reservation;
        v5p.reservation = {"pod-res", {}, {}, {}, {}, {}};
        open(d, v5p);
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        QVERIFY(d.clickRow("versionTableView", 1, "tpu7x-standard-4t"));
        QString banner = d.find<QLabel>("changesLabel")->text();
        QVERIFY2(d.find<QWidget>("changesBanner")->isVisible() && banner.contains("pod-res"),
                 qPrintable(banner));
        QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
        banner = d.find<ui::ChangesBanner>("changesBanner")->text();
        QVERIFY2(!banner.contains("tpu7x-standard-4t"), qPrintable(banner));
    }

    // Issue 14.7: messages never move a step's controls; the chosen row is in view.
    void controlsStayPutAndTheChoiceIsInView()
    {
        WizardDriver d;
        model::Plan v5p = standardPlan();
        v5p.tpuVersion = "v5p";
        v5p.machineType = "ct5p-hightpu-4t";
        v5p.topology = tpu::test::shape("2x2x4");
        v5p.zone = "us-east5-a";
        open(d, v5p);
        d.wizard()->goToStep(PlanWizard::TopologyPageId);
        auto *table = d.find<QTableView>("topologyTableView");
        auto *custom = d.find<QLineEdit>("customTopologyLineEdit");
        auto *slices = d.find<QSpinBox>("slicesSpinBox");
        auto where = [&](QWidget *w) {
            return QRect(w->mapTo(d.window.get(), QPoint()), w->size());
        };
        QCoreApplication::processEvents(); // the step laid out
        const QRect tableAt = where(table), customAt = where(custom), slicesAt = where(slices);
        auto unmoved = [&] {
            // Two passes: the first measures the wrapped labels' new texts, the second lays out.
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();

            QCOMPARE(where(table), tableAt);
            QCOMPARE(where(custom), customAt);
            QCOMPARE(where(slices), slicesAt);
        };
        QVERIFY(!d.find<QWidget>("changesBanner")->isVisible());
        QVERIFY(d.clickRow("topologyTableView", 0, "2x2x1", 1, "ct5p-hightpu-4t")); // Job now
        QVERIFY(d.find<QWidget>("changesBanner")->isVisible());
        unmoved();
        QVERIFY(d.clickRow("topologyTableView", 0, "2x4x4", 1, "ct5p-hightpu-4t")); // JobSet
        unmoved();
        // A rejected shape: its finding, the "Try" buttons and the blocked line appear.
        d.type("customTopologyLineEdit", "8x4x4");
        QVERIFY(d.find<QPushButton>("tryTopology1PushButton")->isVisible());
        QVERIFY(!d.nextEnabled());
        unmoved();
        QVERIFY2(!d.find<QLabel>("customRuleLabel")->text().contains("is not a topology"),
                 "an error of a half-typed shape must not outlive it");
        d.type("customTopologyLineEdit", "8x12x16"); // valid again: the explanation instead
        QVERIFY(d.nextEnabled());
        unmoved();
        // A long table at 1366x768: the chosen row is scrolled into view.
        d.window->resize(1366, 768);
        model::Plan last = standardPlan();
        last.mode = catalog::Mode::Autopilot;
        open(d, last);
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        auto *versions = d.find<QTableView>("versionTableView");
        const int row = versions->model()->rowCount() - 1;
        const QModelIndex lastRow = versions->model()->index(row, 0);
        last.machineType = lastRow.data(Qt::UserRole).toString();    // MachineTypeRole
        last.tpuVersion = lastRow.data(Qt::UserRole + 1).toString(); // VersionIdRole
        d.wizard()->goToStep(PlanWizard::ModePageId);
        open(d, last);
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::VersionPageId));
        QTRY_COMPARE(chosenRowOf(versions), row);
        QVERIFY2(versions->verticalScrollBar()->maximum() > 0,
                 "the table should be longer than its view");
        QTRY_VERIFY(versions->viewport()->rect().contains(
            versions->visualRect(versions->model()->index(row, 0))));
    }
    static int chosenRowOf(QTableView *t)
    {
        const auto rows = t->selectionModel()->selectedRows();
        return rows.isEmpty() ? -1 : rows.first().row();
    }

    // Issue 14.8: a rejected shape names the nearest valid ones, each one click away, once.
    void rejectedShapeOffersTheNearestValidOnes()
    {
        WizardDriver d;
        model::Plan p = standardPlan();
        p.tpuVersion = "v5p";
        p.machineType = "ct5p-hightpu-4t";
        p.topology = tpu::test::shape("2x2x1");
        p.zone = "us-east5-a";
        open(d, p);
        d.wizard()->goToStep(PlanWizard::TopologyPageId);
        d.type("customTopologyLineEdit", "8x4x4");
        auto *findings = d.find<ui::FieldFindings>("topologyFindings");
        QVERIFY2(findings->text().contains("Try 4x4x8"), qPrintable(findings->text()));
        QCOMPARE(visibleText(d).count("A &lt;= B &lt;= C") + visibleText(d).count("A <= B <= C"),
                 1);
        auto *try1 = d.find<QPushButton>("tryTopology1PushButton");
        QVERIFY(try1->isVisible());
        QCOMPARE(try1->text(), QStringLiteral("Try 4x4x8"));
        QTest::mouseClick(try1, Qt::LeftButton);
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("4x4x8"));
        QVERIFY(d.nextEnabled());
        QVERIFY(!try1->isVisible());
        d.type("customTopologyLineEdit", "4x4x6");
        QVERIFY2(findings->text().contains("Try 4x4x8"), qPrintable(findings->text()));
        QCOMPARE(try1->text(), QStringLiteral("Try 4x4x8"));
    }

    // Issue 14.11: links take the palette's colour, also after a live change of theme.
    void linksFollowTheTheme()
    {
        ui::applyTheme(ui::Theme::Light);
        WizardDriver d;
        open(d, standardPlan());
        d.wizard()->goToStep(PlanWizard::VersionPageId);
        auto *browser = d.find<QTextBrowser>("tradeoffsTextBrowser");
        auto linkColours = [&] {
            QSet<QString> colours;
            for (QTextBlock b = browser->document()->begin(); b.isValid(); b = b.next())
                for (auto it = b.begin(); !it.atEnd(); ++it)
                    if (it.fragment().charFormat().isAnchor())
                        colours << it.fragment().charFormat().foreground().color().name();
            return colours;
        };
        QVERIFY(!linkColours().isEmpty());
        ui::applyTheme(ui::Theme::Dark);
        QCoreApplication::processEvents();
        const QString dark = browser->palette().color(QPalette::Link).name();
        QCOMPARE(linkColours(), QSet<QString>{dark});
        QVERIFY(dark != QStringLiteral("#0000ff"));
        ui::applyTheme(ui::Theme::System);
    }

    void customTopologyErrorGoesOnceTheShapeIsWhole()
    {
        WizardDriver d;
        d.window->document()->reset(planFor(golden("standard-v5p-custom")), QString(), true);
        d.wizard()->goToStep(PlanWizard::TopologyPageId);
        d.type("customTopologyLineEdit", "8x12x");
        QVERIFY(d.find<QLabel>("customRuleLabel")->text().contains("is not a topology"));
        QTest::keyClicks(d.find<QLineEdit>("customTopologyLineEdit"), "16");
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("8x12x16"));
        QVERIFY2(!d.find<QLabel>("customRuleLabel")->text().contains("is not a topology"),
                 qPrintable(d.find<QLabel>("customRuleLabel")->text()));
    }

    void italianInterfaceShowsTheCatalogsNotesInItalian()
    {
        // Issue 24, 8: the catalog's caveat for single-host v5e in us-west4-b, and its reason
        // for not being sure of the zone, are shown in Italian beside the zone.
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        {
            WizardDriver d;
            modeAndCluster(d, true);
            QVERIFY(d.clickRow("versionTableView", 1, "ct5lp-hightpu-4t"));
            d.next();
            QVERIFY(d.choose("regionComboBox", "us-west4"));
            QVERIFY(d.choose("zoneComboBox", "us-west4-b"));
            auto *findings = d.find<ui::FieldFindings>("zoneFindings");
            QVERIFY2(findings->text().contains(QStringLiteral(
                         "I pool di nodi v5e a host singolo potrebbero non essere disponibili")),
                     qPrintable(findings->text()));
            QVERIFY2(findings->toolTip().contains(QStringLiteral(
                         "La guida alla pianificazione di Google dice che i pool di nodi")),
                     qPrintable(findings->toolTip()));
            QVERIFY(!findings->text().contains(QStringLiteral("may not be available")));
        }
        tpu::i18n::setLanguage(QStringLiteral("en"));
    }

    void italianInterfaceExportsTheSameFiles()
    {
        // The window in Italian; the files (and their previews) are the English command line's.
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        {
            WizardDriver d;
            const Golden &g = golden("reservation"); // summary.json carries the quota's note
            d.window->document()->reset(planFor(g), QString(), true);
            d.wizard()->goToStep(PlanWizard::SummaryPageId);
            const auto *summary = d.wizard()->summaryPage()->summaryView()->model();
            QCOMPARE(summary->headerData(summary->columnCount() - 1, Qt::Horizontal).toString(),
                     QStringLiteral("Totale"));
            QCOMPARE(d.find<QPushButton>("copyPushButton")->text(), QStringLiteral("&Copia file"));
            compareWithCommandLine(d, g);
        }
        tpu::i18n::setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestPlanWizard)
#include "tst_planwizard.moc"
