// The wizard walked as a user would, for several plans; each export compared with the command
// line's export of the same plan file, byte for byte.
#include "fieldfindings.h"
#include "goldenplans.h"
#include "language.h"
#include "summarypage.h"
#include "theme.h"
#include "resolution.h"
#include "rules.h"
#include "wizarddriver.h"

#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
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
        QVERIFY(!d.nextEnabled()); // no image yet
        QVERIFY(d.find<QLabel>("nextBlockedLabel")->text().contains("no container image"));
        d.type("imageLineEdit", "us-docker.pkg.dev/my-project/train/jax:1.0");
        QVERIFY(d.nextEnabled());
        d.next();
        QCOMPARE(d.wizard()->currentId(), int(PlanWizard::SummaryPageId));
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
        const QString summary = d.find<QTextBrowser>("summaryTextBrowser")->toPlainText();
        QVERIFY2(summary.contains("tpu-v5-lite-podslice") && summary.contains("TPU chips"),
                 qPrintable(summary));
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
        workload(d);
        // The summary repeats every finding, for reviews where the panel is closed.
        QVERIFY(d.find<QTextBrowser>("summaryTextBrowser")
                    ->toPlainText()
                    .contains("The reservation is consumed with specific reservation affinity."));
        const QString script = d.wizard()->summaryPage()->previewText("gcloud.sh");
        QVERIFY(script.contains("--reservation=projects/shared-capacity/reservations/tpu-res"));
        QVERIFY(script.contains("--reservation-affinity=specific"));
        compareWithCommandLine(d, golden("reservation"));
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
        QVERIFY(blocked->isVisible());
        QVERIFY2(blocked->text().contains("A &lt;= B &lt;= C"), qPrintable(blocked->text()));
        QVERIFY(
            d.find<ui::FieldFindings>("topologyFindings")->ids().contains("topology.custom-order"));
        // Later steps cannot be reached from the step list either.
        auto *steps = d.find<QListWidget>("stepsListWidget");
        QVERIFY(!(steps->item(PlanWizard::OptionsPageId)->flags() & Qt::ItemIsEnabled));
        QCOMPARE(d.wizard()->goToStep(PlanWizard::SummaryPageId), int(PlanWizard::TopologyPageId));
        d.type("customTopologyLineEdit", "8x12x16");
        QVERIFY(d.nextEnabled());
        QVERIFY(!blocked->isVisible());
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
        // The topology and zone were mended, and the banner says from what to what.
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("2x2x1"));
        QCOMPARE(d.plan().zone, QStringLiteral("us-east5-a"));
        const QString banner = d.find<QLabel>("changesLabel")->text();
        QVERIFY2(banner.contains("Topology 4x4 → 2x2x1") && banner.contains("us-east5-b"),
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
        for (int r = 0; r < regions->count(); ++r) {
            QVERIFY(d.choose("regionComboBox", regions->itemData(r).toString()));
            for (int z = 0; z < zones->count(); ++z)
                QVERIFY(cat.zoneOffer("tpu-v5-lite-podslice", zones->itemData(z).toString()));
        }
        const int offered =
            int(cat.zonesOf("tpu-v5-lite-podslice", catalog::Mode::Standard).size());
        int listed = 0;
        for (int r = 0; r < regions->count(); ++r) {
            QVERIFY(d.choose("regionComboBox", regions->itemData(r).toString()));
            listed += zones->count();
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
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("2x2x1"));
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
        QCOMPARE(d.questions.size(), 2); // replace the files; remove kueue.yaml
        QVERIFY(d.questions[1].contains("kueue.yaml"));
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
        key(Qt::Key_E, Qt::AltModifier);
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

    void italianInterfaceExportsTheSameFiles()
    {
        // The window in Italian; the files (and their previews) are the English command line's.
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        {
            WizardDriver d;
            const Golden &g = golden("reservation"); // summary.json carries the quota's note
            d.window->document()->reset(planFor(g), QString(), true);
            d.wizard()->goToStep(PlanWizard::SummaryPageId);
            QVERIFY(d.find<QTextBrowser>("summaryTextBrowser")->toPlainText().contains("Totali"));
            compareWithCommandLine(d, g);
        }
        tpu::i18n::setLanguage(QStringLiteral("en"));
    }

    void screenshots()
    {
        const QString out = qEnvironmentVariable("TPU_SCREENSHOT_DIR");
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write a PNG of every step (light and dark)");
        QDir().mkpath(out);
        // tools/screenshots.sh: TPU_SCREENSHOT_LANG=it, TPU_SCREENSHOT_THEMES=light.
        tpu::i18n::setLanguage(qEnvironmentVariable("TPU_SCREENSHOT_LANG", QStringLiteral("en")));
        const QString themes = qEnvironmentVariable("TPU_SCREENSHOT_THEMES", "light,dark");
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
            if (!themes.split(QLatin1Char(',')).contains(ui::themeId(theme)))
                continue;
            ui::applyTheme(theme);
            WizardDriver d;
            auto shot = [&](const char *name) {
                QCoreApplication::processEvents();
                QVERIFY(d.window->grab().save(
                    QStringLiteral("%1/%2-%3.png").arg(out, ui::themeId(theme), name)));
            };
            d.click("standardRadioButton");
            d.type("projectIdLineEdit", "my-project-123");
            shot("1-mode");
            d.next();
            QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
            shot("2-version");
            d.next();
            QVERIFY(d.choose("regionComboBox", "us-east5"));
            QVERIFY(d.choose("zoneComboBox", "us-east5-b"));
            d.type("clusterVersionLineEdit", "1.32.1-gke.1000000");
            shot("3-zone");
            d.next();
            QVERIFY(d.clickRow("topologyTableView", 0, "4x4", 1, "ct6e-standard-4t"));
            shot("4-topology");
            d.next();
            d.click("reservationRadioButton");
            shot("5-options");
            d.type("reservationNameLineEdit", "tpu-res");
            d.type("imageLineEdit", "us-docker.pkg.dev/my-project/train/jax:1.0");
            d.next();
            shot("6-summary");
            d.wizard()->goToStep(PlanWizard::VersionPageId);
            QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
            shot("2-version-changed");
            d.wizard()->goToStep(PlanWizard::TopologyPageId);
            d.type("customTopologyLineEdit", "12x8x16");
            shot("4-topology-error");
        }
        ui::applyTheme(ui::Theme::System);
        tpu::i18n::setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestPlanWizard)
#include "tst_planwizard.moc"
