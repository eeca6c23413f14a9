// Screenshots of the real window, for the README, AppStream and a person to look at (not a test):
// the walk through the wizard that tests/tst_planwizard.cpp used to make on request. Run by
// tools/screenshots.sh (under Xvfb) or by hand:
//   TPU_SCREENSHOT_DIR=/tmp/shots QT_QPA_PLATFORM=offscreen
//   build-ci/tools/screenshots/tpu-screenshots wizard
// TPU_SCREENSHOT_THEMES=light,dark and TPU_SCREENSHOT_LANG=it choose themes and language.
// Built with the tests (it drives the window through tests/wizarddriver.h), never by
// ./build.sh run. Each slot is one set of screenshots; it fails when a step cannot be reached.
#include "i18n/language.h"
#include "ui/common/theme.h"
#include "wizarddriver.h"

#include <QDir>

using namespace tpu;
using namespace tpu::test;
using ui::PlanWizard;

class Screenshots : public QObject
{
    Q_OBJECT

private slots:
    // Every step of the wizard, light and dark, at 1920x1080 and 1366x768.
    void wizard()
    {
        const QString out = qEnvironmentVariable("TPU_SCREENSHOT_DIR");
        if (out.isEmpty())
            QSKIP(
                "set TPU_SCREENSHOT_DIR to write a PNG of every step (light and dark, two sizes)");
        QDir().mkpath(out);
        // tools/screenshots.sh: TPU_SCREENSHOT_LANG=it, TPU_SCREENSHOT_THEMES=light.
        tpu::i18n::setLanguage(qEnvironmentVariable("TPU_SCREENSHOT_LANG", QStringLiteral("en")));
        const QStringList themes =
            qEnvironmentVariable("TPU_SCREENSHOT_THEMES", QStringLiteral("light,dark"))
                .split(QLatin1Char(','));
        for (const QSize size : {QSize(1920, 1080), QSize(1366, 768)})
            for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
                if (!themes.contains(ui::themeId(theme)))
                    continue;
                ui::applyTheme(theme);
                WizardDriver d;
                d.window->resize(size);
                auto shot = [&](const char *name) {
                    QCoreApplication::processEvents();
                    QVERIFY(d.window->grab().save(QStringLiteral("%1/%2-%3x%4-%5.png")
                                                      .arg(out, ui::themeId(theme))
                                                      .arg(size.width())
                                                      .arg(size.height())
                                                      .arg(QLatin1String(name))));
                };
                shot("1-mode-new");
                d.click("standardRadioButton");
                d.type("projectIdLineEdit", "my-project-123");
                shot("1-mode");
                d.next();
                shot("2-version-new");
                QVERIFY(d.clickRow("versionTableView", 1, "ct6e-standard-4t"));
                shot("2-version");
                d.next();
                QVERIFY(d.choose("zoneComboBox", "us-east5-b"));
                d.type("clusterVersionLineEdit", "1.32.1-gke.1000000");
                shot("3-zone");
                d.next();
                QVERIFY(d.clickRow("topologyTableView", 0, "4x4", 1, "ct6e-standard-4t"));
                shot("4-topology");
                d.next();
                d.click("spotRadioButton");
                shot("5-options");
                // A fallback chain (issue 21): Spot, then on-demand, then flex-start.
                d.click("napCheckBox");
                QVERIFY(d.choose("fallbackComboBox1",
                                 QString::number(int(model::Consumption::OnDemand))));
                QVERIFY(d.choose("fallbackComboBox2",
                                 QString::number(int(model::Consumption::FlexStart))));
                QCOMPARE(d.plan().fallback,
                         (std::vector<model::Consumption>{model::Consumption::OnDemand,
                                                          model::Consumption::FlexStart}));
                shot("5-options-fallback");
                QVERIFY(d.choose("fallbackComboBox2", QString()));
                QVERIFY(d.choose("fallbackComboBox1", QString()));
                d.click("napCheckBox");
                d.next();
                shot("6-summary");
                d.wizard()->goToStep(PlanWizard::OptionsPageId);
                d.click("reservationRadioButton");
                d.type("reservationNameLineEdit", "tpu-res");
                d.wizard()->goToStep(PlanWizard::VersionPageId);
                QVERIFY(d.clickRow("versionTableView", 1, "ct5p-hightpu-4t"));
                shot("2-version-changed");
                d.wizard()->goToStep(PlanWizard::TopologyPageId);
                d.type("customTopologyLineEdit", "8x4x4");
                shot("4-topology-rejected");
                d.type("customTopologyLineEdit", "8x12x16");
                d.next();
                d.next();
                shot("6-summary-reservation");
            }
        ui::applyTheme(ui::Theme::System);
        tpu::i18n::setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(Screenshots)
#include "screenshots.moc"
