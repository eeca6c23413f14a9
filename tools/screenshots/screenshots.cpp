// Screenshots of the real window, for the README, AppStream and a person to look at (not a test):
// the sets the tests used to make on request (tst_planwizard, tst_presentation, tst_reviewview,
// tst_reviewwindow, tst_summarymodel, tst_topologyview). Run by tools/screenshots.sh (under Xvfb)
// or by hand, one set per argument (no argument: every set):
//   TPU_SCREENSHOT_DIR=/tmp/shots QT_QPA_PLATFORM=offscreen
//   build-ci/tools/screenshots/tpu-screenshots wizard presentation review reviewwindow
//       summary topology sizing firstlaunch laptop
// TPU_SCREENSHOT_THEMES=light,dark and TPU_SCREENSHOT_LANG=it choose the wizard's themes and
// language. Under QT_QPA_PLATFORM=offscreen the screen is a 1920x1080 projector beside a
// 1366x768 laptop (presentation mode fills the first). Built with the tests (it drives the window
// through tests/gui/wizarddriver.h), never by ./build.sh run. Each slot is one set of screenshots;
// it fails when a step cannot be reached.
#include "i18n/language.h"
#include "live/livefixture.h"
#include "reviewsample.h"
#include "ui/common/theme.h"
#include "ui/live/livecontroller.h"
#include "ui/review/reviewview.h"
#include "ui/review/reviewwindow.h"
#include "ui/summary/summaryview.h"
#include "ui/topology/topologyview.h"
#include "wizarddriver.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QScreen>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

using namespace tpu;
using namespace tpu::test;
using ui::PlanWizard;

namespace {

// The folder the PNGs go to; the slot skips (and says how) without it.
QString outDir()
{
    const QString out = qEnvironmentVariable("TPU_SCREENSHOT_DIR");
    if (!out.isEmpty())
        QDir().mkpath(out);
    return out;
}

// A well-formed service-account key whose token endpoint nothing answers (a throw-away RSA key,
// made here: the screenshot never gets a token).
QByteArray offlineKey()
{
    return testKey().keyJson(QStringLiteral("http://127.0.0.1:1/token"));
}

// The offscreen platform's 1366x768 laptop screen (useProjectorAndLaptopScreens), or null.
QScreen *laptopScreen()
{
    for (QScreen *s : QGuiApplication::screens())
        if (s->name() == QLatin1String("laptop"))
            return s;
    return nullptr;
}

// Moves `window` to `screen` as the window opens there: the default size, fitted to the screen.
void placeOn(ui::MainWindow *window, QScreen *screen)
{
    window->winId(); // a native window to give the screen to
    window->windowHandle()->setScreen(screen);
    window->move(screen->availableGeometry().topLeft());
    window->resize(1360, 900);
    window->fitToScreen();
}

} // namespace

class Screenshots : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> m_cat = test::builtinCatalog();

private slots:
    // Every step of the wizard, light and dark, at 1920x1080 and 1366x768.
    void wizard()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP(
                "set TPU_SCREENSHOT_DIR to write a PNG of every step (light and dark, two sizes)");
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

    // Presentation mode in every theme and three type sizes, and the topology step it leads to.
    void presentation()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write presentation mode in every theme");
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark, ui::Theme::HighContrast}) {
            ui::applyTheme(theme);
            for (int scale : {100, 175, 250}) {
                WizardDriver d;
                auto plan = test::standardPlan();
                plan.projectId = QStringLiteral("acme-secret-prod");
                plan.clusterName = QStringLiteral("llm-train-cluster");
                plan.workload.name = QStringLiteral("llama-pretrain");
                plan.workload.nameSpace = QStringLiteral("ml-research");
                plan.workload.image =
                    QStringLiteral("us-docker.pkg.dev/acme-secret-prod/train/jax:1.0");
                plan.consumption = model::Consumption::Reservation;
                plan.reservation.name = QStringLiteral("res-hidden-a");
                d.window->document()->reset(plan,
                                            d.dir.filePath(QStringLiteral("acme-capacity.json")));
                d.window->setTypeScale(scale);
                d.window->setPresenting(true);
                QApplication::processEvents();
                QVERIFY(d.window->isFullScreen());
                QApplication::setActiveWindow(d.window.get());
                QVERIFY(QTest::qWaitForWindowActive(d.window.get()));
                QApplication::processEvents();
                QVERIFY(d.window->grab().save(QStringLiteral("%1/presentation-%2-%3.png")
                                                  .arg(out, ui::themeId(theme))
                                                  .arg(scale)));
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_4, Qt::AltModifier);
                QTRY_VERIFY(d.wizard()->isVisible());
                QTest::qWait(50);
                QVERIFY(
                    d.window->grab().save(QStringLiteral("%1/presentation-%2-%3-topology-step.png")
                                              .arg(out, ui::themeId(theme))
                                              .arg(scale)));
                d.window->setPresenting(false);
            }
        }
        ui::applyTheme(ui::Theme::Light);
        ui::applyTypeScale(100);
    }

    // The capacity review's view, light and dark, two sizes, masked and not, with its tabs.
    void review()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write screenshots");
        tpu::i18n::setLanguage(qEnvironmentVariable("TPU_SCREENSHOT_LANG", QStringLiteral("en")));
        // The serving request's plan names no reservation: an error, marked on its row.
        review::Review sample = test::sampleReview();
        sample.requests[1].plan.reservation.name.clear();
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark})
            for (const QSize size : {QSize(1920, 1080), QSize(1366, 768)})
                for (const bool masked : {false, true}) {
                    ui::applyTheme(theme);
                    ui::ReviewView v(m_cat);
                    v.setReview(sample, QStringLiteral("/tmp/q1.tpureview"));
                    v.setCompared(1, 2);
                    v.setMasked(masked);
                    v.resize(size);
                    v.show();
                    QCoreApplication::processEvents();
                    QVERIFY(
                        v.grab().save(QStringLiteral("%1/review-%2-%3x%4%5.png")
                                          .arg(out, ui::themeId(theme))
                                          .arg(size.width())
                                          .arg(size.height())
                                          .arg(masked ? QStringLiteral("-masked") : QString())));
                    // The compare, capacity held and charts tabs.
                    auto *tabs = v.findChild<QTabWidget *>();
                    QVERIFY(tabs);
                    for (const auto &[tab, name] :
                         {std::pair{2, "compare"}, std::pair{3, "held"}, std::pair{4, "charts"}}) {
                        tabs->setCurrentIndex(tab);
                        QCoreApplication::processEvents();
                        QVERIFY(v.grab().save(
                            QStringLiteral("%1/review-%2-%3-%4x%5%6.png")
                                .arg(out, QLatin1String(name), ui::themeId(theme))
                                .arg(size.width())
                                .arg(size.height())
                                .arg(masked ? QStringLiteral("-masked") : QString())));
                    }
                }
        ui::applyTheme(ui::Theme::Light);
    }

    // Issue 41: the review window with a model and job on each request (the table's "Model and
    // job" column; eval's slices cannot hold its model), light and dark, and Model and Job… over
    // a request (the wizard's Size from a Model with the request's buttons).
    void reviewjobs()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write screenshots");
        tpu::i18n::setLanguage(qEnvironmentVariable("TPU_SCREENSHOT_LANG", QStringLiteral("en")));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("jobs.tpureview"));
        QVERIFY(review::ReviewFile::save(test::sampleReviewWithJobs(), file).isEmpty());
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
            ui::applyTheme(theme);
            QString error;
            std::unique_ptr<ui::ReviewWindow> w(
                ui::ReviewWindow::open(m_cat, file, nullptr, &error));
            QVERIFY2(w, qPrintable(error));
            w->setAttribute(Qt::WA_DeleteOnClose, false);
            w->resize(1366, 768);
            w->show();
            QTest::qWait(200);
            QVERIFY(w->grab().save(
                QStringLiteral("%1/review-jobs-%2.png").arg(out, ui::themeId(theme))));
            QTimer::singleShot(300, [&out, theme] {
                QWidget *d = QApplication::activeModalWidget();
                if (!d)
                    return;
                d->grab().save(
                    QStringLiteral("%1/review-jobdialog-%2.png").arg(out, ui::themeId(theme)));
                d->close();
            });
            w->editJob(2);
            w->close();
        }
        ui::applyTheme(ui::Theme::Light);
    }

    // The review's document window (issue 38's meeting: 11 requests, 5 teams), on the 1920x1080
    // projector and the 1366x768 laptop in light, dark and high contrast: the window, and its
    // presentation full screen at 100, 175 and 250 % type; then its PNG slides.
    void reviewwindow()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write screenshots");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("shots.tpureview"));
        QVERIFY(review::ReviewFile::save(test::meetingReview(), file).isEmpty());
        tpu::i18n::setLanguage(qEnvironmentVariable("TPU_SCREENSHOT_LANG", QStringLiteral("en")));
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark, ui::Theme::HighContrast})
            for (QScreen *screen : QGuiApplication::screens()) {
                ui::applyTheme(theme);
                QString error;
                std::unique_ptr<ui::ReviewWindow> w(
                    ui::ReviewWindow::open(m_cat, file, nullptr, &error));
                QVERIFY2(w, qPrintable(error));
                w->dialogs().showError = [](const QString &m) { qWarning("%s", qPrintable(m)); };
                w->dialogs().askSaveChanges = [](const QString &) {
                    return ui::ReviewWindow::Dialogs::SaveChoice::Discard;
                };
                w->setAttribute(Qt::WA_DeleteOnClose, false);
                w->winId();
                w->windowHandle()->setScreen(screen);
                w->move(screen->geometry().topLeft());
                w->show();
                QVERIFY(QTest::qWaitForWindowExposed(w.get()));
                const QString where = QStringLiteral("%1x%2")
                                          .arg(screen->size().width())
                                          .arg(screen->size().height());
                QTest::qWait(100);
                QVERIFY(w->grab().save(QStringLiteral("%1/review-window-%2-%3.png")
                                           .arg(out, ui::themeId(theme), where)));
                w->setPresenting(true);
                for (int scale : {100, 175, 250}) {
                    w->setTypeScale(scale);
                    QTest::qWait(300);
                    QVERIFY(w->grab().save(QStringLiteral("%1/review-presentation-%2-%3-%4.png")
                                               .arg(out, ui::themeId(theme), where)
                                               .arg(scale)));
                }
                w->setTypeScale(100);
                w->setPresenting(false);
                if (screen == QGuiApplication::screens().constFirst()) // the slides, once a theme
                    QVERIFY(w->exportReport(
                        QStringLiteral("%1/review-slides-%2.png").arg(out, ui::themeId(theme))));
                w->close();
            }
        ui::applyTheme(ui::Theme::Light);
    }

    // The window as a new user first sees it (a fresh profile, no plan), light and dark, at
    // 1360x900 and on a 1366x768 laptop; then the key route with no network: File ▸ Connect
    // Project… ▸ a well-formed key whose token endpoint cannot be reached (issue 37). Run it
    // again under QT_SCALE_FACTOR=1.75 and 2.5 for a laptop whose desktop scales by 175 % and
    // 250 %: the file names say the scale.
    void firstlaunch()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write the first launch and the key route offline");
        QStandardPaths::setTestModeEnabled(true); // a fresh profile, never the developer's
        QSettings().clear();
        tpu::i18n::setLanguage(qEnvironmentVariable("TPU_SCREENSHOT_LANG", QStringLiteral("en")));
        qputenv("TPU_PLANNER_API_ROOT", "http://127.0.0.1:1"); // nothing listens on port 1
        for (const bool onLaptop : {false, true})
            for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
                ui::applyTheme(theme);
                QTemporaryDir dir;
                ui::MainWindow w(m_cat, nullptr, dir.filePath(QStringLiteral("autosave")));
                QString place = QStringLiteral("1360x900");
                if (QScreen *laptop = laptopScreen(); onLaptop && laptop) {
                    placeOn(&w, laptop);
                    place = QStringLiteral("laptop1366x768");
                } else if (onLaptop) {
                    continue;
                }
                w.show();
                QVERIFY(QTest::qWaitForWindowExposed(&w));
                QTest::qWait(200); // the layouts the first show asks for, done
                const QString suffix = QStringLiteral("%1-%2-%3pct.png")
                                           .arg(ui::themeId(theme), place)
                                           .arg(qRound(w.devicePixelRatioF() * 100));
                QVERIFY(w.grab().save(out + QStringLiteral("/first-launch-") + suffix));
                bool failed = false;
                w.live()->dialogs().chooseCredentials = [](QString *) {
                    return std::optional<QByteArray>(offlineKey());
                };
                w.live()->dialogs().useForSessionOnly = [](const QString &) { return true; };
                w.live()->dialogs().showError = [&failed](const QString &) { failed = true; };
                w.findChild<QAction *>(QStringLiteral("connectProjectAction"))->trigger();
                QCoreApplication::processEvents();
                QVERIFY(w.grab().save(out + QStringLiteral("/live-key-connecting-") + suffix));
                QTRY_VERIFY_WITH_TIMEOUT(failed, 30000);
                QCoreApplication::processEvents();
                QVERIFY(w.grab().save(out + QStringLiteral("/live-key-no-network-") + suffix));
            }
        qunsetenv("TPU_PLANNER_API_ROOT");
        ui::applyTheme(ui::Theme::Light);
    }

    // Every step of a plan on a 1366x768 laptop, light and dark, as the window opens there (the
    // default size fitted to the screen); run under QT_SCALE_FACTOR=1.75 and 2.5 for a desktop
    // that scales by 175 % and 250 % (issue 37, 6).
    void laptop()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write every step on a 1366x768 laptop");
        QScreen *screen = laptopScreen();
        if (!screen)
            QSKIP("needs the offscreen platform's laptop screen (QT_QPA_PLATFORM=offscreen)");
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        tpu::i18n::setLanguage(qEnvironmentVariable("TPU_SCREENSHOT_LANG", QStringLiteral("en")));
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
            ui::applyTheme(theme);
            WizardDriver d;
            placeOn(d.window.get(), screen);
            auto plan = test::standardPlan();
            plan.projectId = QStringLiteral("my-project-123");
            d.window->document()->reset(plan, QString());
            d.wizard()->restart();
            for (int step = PlanWizard::ModePageId; step <= PlanWizard::SummaryPageId; ++step) {
                QCOMPARE(d.wizard()->goToStep(step), step);
                QTest::qWait(200); // the page, its live panels and the findings laid out
                QVERIFY(d.window->grab().save(QStringLiteral("%1/laptop-%2pct-%3-step%4.png")
                                                  .arg(out)
                                                  .arg(qRound(screen->devicePixelRatio() * 100))
                                                  .arg(ui::themeId(theme))
                                                  .arg(step + 1)));
            }
        }
        ui::applyTheme(ui::Theme::Light);
    }

    // The summary's charts: the resources' small multiples and the cost chart, light and dark.
    void summary()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write the summary's charts");
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
            ui::applyTheme(theme);
            ui::SummaryView view;
            view.resize(800, 1700);
            model::Plan plan = test::standardPlan(); // v6e in us-east5-b
            plan.topology = test::shape("8x8");
            plan.slices = 2;
            view.setSummary(*m_cat, model::summarize(*m_cat, plan));
            view.show();
            QApplication::processEvents();
            QVERIFY(view.grab().save(
                QStringLiteral("%1/summary-charts-%2.png").arg(out, ui::themeId(theme))));
        }
        ui::applyTheme(ui::Theme::Light);
    }

    // Size from a Model… (the first step's dialog): serving Llama 3 70B in int8, then training it,
    // light and dark.
    void sizing()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write Size from a Model…, light and dark");
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark}) {
            ui::applyTheme(theme);
            WizardDriver d;
            d.click(QStringLiteral("sizeFromModelPushButton"));
            auto *dialog = d.window->findChild<QDialog *>(QStringLiteral("sizeDialog"));
            QVERIFY(dialog);
            QVERIFY(d.choose(QStringLiteral("weightsComboBox"), QStringLiteral("int8")));
            QVERIFY(d.choose(QStringLiteral("kvComboBox"), QStringLiteral("int8")));
            d.type(QStringLiteral("targetLineEdit"), QStringLiteral("2000"));
            QApplication::processEvents();
            QVERIFY(dialog->grab().save(
                QStringLiteral("%1/sizing-serving-%2.png").arg(out, ui::themeId(theme))));
            d.click(QStringLiteral("trainingRadioButton"));
            d.type(QStringLiteral("tokensLineEdit"), QStringLiteral("15T"));
            QApplication::processEvents();
            QVERIFY(dialog->grab().save(
                QStringLiteral("%1/sizing-training-%2.png").arg(out, ui::themeId(theme))));
            // Serving again, used: the summary and its alternatives weigh the plan against it.
            d.click(QStringLiteral("servingRadioButton"));
            d.click(QStringLiteral("useSizePushButton"));
            dialog->close();
            d.wizard()->goToStep(PlanWizard::SummaryPageId);
            QApplication::processEvents();
            QVERIFY(d.window->grab().save(
                QStringLiteral("%1/sizing-summary-%2.png").arg(out, ui::themeId(theme))));
            if (auto *tabs = d.find<QTabWidget>(QStringLiteral("summaryTabWidget")))
                tabs->setCurrentIndex(1);
            QTest::qWait(800); // the alternatives are recomputed a moment after showing
            QVERIFY(d.window->grab().save(
                QStringLiteral("%1/sizing-alternatives-%2.png").arg(out, ui::themeId(theme))));
        }
        ui::applyTheme(ui::Theme::Light);
    }

    // The 3D view of a large slice (v5p 16x16x24, 1,536 VMs) and small ones, then zoomed in.
    void topology()
    {
        const QString out = outDir();
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write the 3D view of large and small slices");
        auto poolOf = [](int s) { return QStringLiteral("tpu-v5p-slice-%1").arg(s); };
        for (const char *topology : {"16x16x24", "4x4x4", "2x4"}) {
            ui::TopologyView view;
            view.resize(1000, 750);
            view.setSlices(test::shape(topology), 4, 1, poolOf);
            QVERIFY(view.grab().save(QStringLiteral("%1/topology-%2.png").arg(out, topology)));
            for (int i = 0; i < 12; ++i)
                QTest::keyClick(&view, Qt::Key_Plus);
            QVERIFY(
                view.grab().save(QStringLiteral("%1/topology-%2-zoomed.png").arg(out, topology)));
        }
    }
};

// Under the offscreen platform, a 1920x1080 projector beside a 1366x768 laptop (the plugin's
// default screen is smaller than the shots): presentation mode fills the projector.
int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    if (qEnvironmentVariable("QT_QPA_PLATFORM") == QLatin1String("offscreen"))
        tpu::test::useProjectorAndLaptopScreens(dir);
    QApplication app(argc, argv);
    Screenshots shots;
    return QTest::qExec(&shots, argc, argv);
}
#include "screenshots.moc"
