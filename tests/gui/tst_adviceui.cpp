// Google's obtainability advice in the window (issue 40, point 3), against the loopback fake:
// the zone step's advice per zone (Recommended with its window, No capacity, Not supported, the
// score where permitted, the time asked, Google's details in the tooltip), asked in the
// background and cancellable; not connected, permission denied and a hostile answer (markup,
// huge text) said as text; and the capacity review's "Ask Google When This Can Be Had".
#include "document/plandocument.h"
#include "live/livefixture.h"
#include "reviewsample.h"
#include "ui/common/theme.h"
#include "ui/live/advicememory.h"
#include "ui/live/livecontroller.h"
#include "ui/live/zoneadvicepanel.h"
#include "ui/review/requestadvicedock.h"
#include "ui/review/reviewview.h"
#include "ui/review/reviewwindow.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/planwizard.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QJsonDocument>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>

using namespace tpu;
using namespace tpu::test;
using Col = ui::ZoneAdvicePanel::Column;

class TstAdviceUi final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeGoogle> g;
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<ui::MainWindow> w;

    static model::Plan v6ePlan()
    {
        model::Plan p = standardPlan(); // v6e 4x4 (16 chips, 4 VMs) in us-east5-b
        p.projectId = QStringLiteral("demo-project");
        return p;
    }

    ui::ZoneAdvicePanel *panel() const { return w->findChild<ui::ZoneAdvicePanel *>(); }

    void connectProject()
    {
        QVERIFY(w->live()->connection()->useKeyForSession(testKey().keyJson(g->tokenUri()), {}).ok);
        QTRY_VERIFY(w->live()->connection()->isConnected());
    }

    void showZoneStep()
    {
        w->wizard()->goToStep(ui::PlanWizard::ZonePageId);
        QApplication::processEvents();
    }

    void shoot(const QString &name)
    {
        const QString shots = qEnvironmentVariable("TPU_SCREENSHOT_DIR");
        if (shots.isEmpty())
            return;
        for (const auto theme : {ui::Theme::Light, ui::Theme::Dark}) {
            ui::applyTheme(theme);
            QApplication::processEvents();
            w->grab().save(QStringLiteral("%1/%2-%3.png")
                               .arg(shots, name,
                                    theme == ui::Theme::Dark ? QStringLiteral("dark")
                                                             : QStringLiteral("light")));
        }
        ui::applyTheme(ui::Theme::System);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void init()
    {
        ui::AdviceMemory::session().clear(); // each test asks Google afresh
        g = std::make_unique<FakeGoogle>();
        QVERIFY(g->listen());
        fillHealthyProject(*g);
        fillAdvice(*g);
        qputenv("TPU_PLANNER_API_ROOT", g->root().toLatin1());
        dir = std::make_unique<QTemporaryDir>();
        w = std::make_unique<ui::MainWindow>(builtinCatalog(), nullptr, dir->filePath("autosave"));
        w->resize(1280, 900);
        w->show();
        w->document()->reset(v6ePlan(), {}, true);
    }

    void cleanup()
    {
        w.reset();
        g.reset();
        dir.reset();
    }

    // Not connected: the zones are the catalog's, the advice column says so, nothing is asked.
    void notConnectedSaysSo()
    {
        showZoneStep();
        auto *p = panel();
        QVERIFY(p && p->isVisible());
        QCOMPARE(p->cellText("us-east5-b", Col::AdviceColumn),
                 QStringLiteral("Not connected (File ▸ Connect Project…)"));
        QVERIFY(!p->cellText("us-east5-a", Col::ZoneColumn).isEmpty());
        QVERIFY(p->statusText().startsWith("Not connected: Google's advice is asked only of a "
                                           "connected project"));
        QVERIFY(!p->findChild<QPushButton *>("zoneAdviceAskPushButton")->isEnabled());
        QTest::qWait(1500); // past the wait after a change
        QVERIFY(g->postBodies.isEmpty());
    }

    // Connected: every zone's answer, the window, the score where permitted, the time asked;
    // Google's details in the tooltip; the checks' token stays read-only.
    void answersPerZone()
    {
        connectProject();
        QCOMPARE(g->computeScopeGrants, 0);
        showZoneStep();
        auto *p = panel();
        QTRY_VERIFY_WITH_TIMEOUT(
            p->cellText("us-east5-b", Col::AdviceColumn) == QStringLiteral("✔ Recommended"), 20000);
        QCOMPARE(p->cellText("us-east5-b", Col::WindowColumn),
                 QStringLiteral("2026-12-03 00:00 → 2026-12-10 00:00"));
        QCOMPARE(p->cellText("us-east5-a", Col::AdviceColumn), QStringLiteral("✖ No capacity"));
        QCOMPARE(p->cellText("us-east5-a", Col::DetailsColumn),
                 QStringLiteral("No capacity for 16 chips in the window."));
        QCOMPARE(p->cellText("us-east5-c", Col::AdviceColumn), QStringLiteral("– Not supported"));
        QCOMPARE(p->cellText("asia-northeast1-b", Col::AdviceColumn),
                 QStringLiteral("✖ No capacity"));
        // The score: us-east5 may ask advice.capacity; the other regions answer 403.
        QCOMPARE(p->cellText("us-east5-b", Col::ScoreColumn), QStringLiteral("0.62, uptime 4.0 h"));
        QCOMPARE(p->cellText("asia-northeast1-b", Col::ScoreColumn), QStringLiteral("not shown"));
        QVERIFY2(p->cellToolTip("asia-northeast1-b", Col::ScoreColumn)
                     .contains("Obtainability not shown: "),
                 qPrintable(p->cellToolTip("asia-northeast1-b", Col::ScoreColumn)));
        // The time asked, in the header, the status and every tooltip.
        const QString header = p->table()->horizontalHeaderItem(Col::AdviceColumn)->text();
        QVERIFY2(QRegularExpression("^Calendar mode \\(asked \\d\\d:\\d\\d UTC\\)$")
                     .match(header)
                     .hasMatch(),
                 qPrintable(header));
        QVERIFY2(p->statusText().startsWith("Asked project demo-project at "),
                 qPrintable(p->statusText()));
        QVERIFY(p->statusText().contains("16 chips (VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E, "
                                         "batch) for 7 days"));
        const QString tip = p->cellToolTip("us-east5-a", Col::AdviceColumn);
        QVERIFY2(tip.contains("Google's details: No capacity for 16 chips in the window."),
                 qPrintable(tip));
        QVERIFY(tip.contains("Asked of project demo-project at "));
        // Masked (View > Mask Names): the project is its placeholder everywhere on the panel.
        w->document()->setMaskNames(true);
        QVERIFY2(!p->statusText().contains("demo-project") &&
                     p->statusText().startsWith("Asked project project-1 at "),
                 qPrintable(p->statusText()));
        for (int r = 0; r < p->table()->rowCount(); ++r)
            for (int c = 0; c < p->table()->columnCount(); ++c)
                QVERIFY(!p->table()->item(r, c)->toolTip().contains("demo-project"));
        w->document()->setMaskNames(false);
        QVERIFY(p->statusText().startsWith("Asked project demo-project at "));
        // What was asked: the advise engine's request, once per region; only advice asked for
        // the `compute` scope, with a token of its own.
        QCOMPARE(g->computeScopeGrants, 1);
        const QStringList calendar = g->requests.filter("/advice/calendarMode");
        QVERIFY(!calendar.filter("/compute/v1/projects/demo-project/regions/us-east5/").isEmpty());
        QCOMPARE(calendar.filter("/regions/us-east5/").size(), 1);
        // Not asked again by itself for the same question; Ask Again asks.
        QTest::qWait(1500);
        QCOMPARE(g->requests.filter("/regions/us-east5/advice/calendarMode").size(), 1);
        p->findChild<QPushButton *>("zoneAdviceAskPushButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(
            g->requests.filter("/regions/us-east5/advice/calendarMode").size(), 2, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(
            p->cellText("us-east5-b", Col::AdviceColumn) == QStringLiteral("✔ Recommended"), 20000);
        // A change of the options is a new question: asked after a short wait.
        p->findChild<QSpinBox *>("zoneAdviceDaysSpinBox")->setValue(3);
        QTRY_COMPARE_WITH_TIMEOUT(
            g->requests.filter("/regions/us-east5/advice/calendarMode").size(), 3, 10000);
        QTRY_VERIFY(p->statusText().contains("for 3 days"));
        // Double-click (activate) a zone: the plan takes it.
        const int row = [&] {
            for (int r = 0; r < p->table()->rowCount(); ++r)
                if (p->table()->item(r, 0)->text() == QStringLiteral("us-east5-a"))
                    return r;
            return -1;
        }();
        QVERIFY(row >= 0);
        emit p->table()->cellActivated(row, 0);
        QCOMPARE(w->document()->plan().zone, QStringLiteral("us-east5-a"));
        QTRY_VERIFY(!p->cellText("us-east5-b", Col::AdviceColumn).isEmpty());
        shoot("zone-advice");
    }

    // Asked in the background: the window answers while Google is slow, Cancel ends the
    // question and nothing arrives after it; a new plan shape is a new question.
    void slowAnswersDoNotBlockAndCancel()
    {
        connectProject();
        g->script("/advice/calendarMode",
                  std::deque<FakeGoogle::Reply>(8, FakeGoogle::Reply{200, "{}", {}, 3000}));
        showZoneStep();
        auto *p = panel();
        QTRY_VERIFY(p->isAsking());
        QCOMPARE(p->cellText("us-east5-b", Col::AdviceColumn), QStringLiteral("Asking Google…"));
        auto *cancel = p->findChild<QPushButton *>("zoneAdviceCancelPushButton");
        QVERIFY(cancel->isVisible());
        QElapsedTimer t;
        t.start();
        QTest::qWait(200); // the event loop runs: nothing waits for Google
        QVERIFY(t.elapsed() < 1500);
        cancel->click();
        QVERIFY(!p->isAsking());
        QCOMPARE(p->cellText("us-east5-b", Col::AdviceColumn),
                 QStringLiteral("Cancelled (Ask Again asks Google)"));
        QTest::qWait(3500); // the slow answers would have come
        QCOMPARE(p->cellText("us-east5-b", Col::AdviceColumn),
                 QStringLiteral("Cancelled (Ask Again asks Google)"));
        // Another shape (Spot) is another question: asked by itself.
        w->document()->edit(model::Step::Options,
                            [](model::Plan &pl) { pl.consumption = model::Consumption::Spot; });
        QTRY_VERIFY_WITH_TIMEOUT(p->isAsking(), 5000);
        QTRY_VERIFY(std::any_of(g->postBodies.begin(), g->postBodies.end(),
                                [](const QByteArray &b) { return b.contains("\"SPOT\""); }));
    }

    // No permission to ask: the zones of that region say "Not asked" with Google's reason.
    void permissionDeniedIsSaid()
    {
        g->script("/advice/calendarMode",
                  std::deque<FakeGoogle::Reply>(
                      20, FakeGoogle::Reply{
                              403,
                              FakeGoogle::googleError(403, "PERMISSION_DENIED",
                                                      "Required 'compute.advice.calendarMode' "
                                                      "permission for 'projects/demo-project'",
                                                      "forbidden"),
                              {}}));
        connectProject();
        showZoneStep();
        auto *p = panel();
        QTRY_VERIFY_WITH_TIMEOUT(
            p->cellText("us-east5-b", Col::AdviceColumn) == QStringLiteral("Not asked"), 20000);
        QVERIFY2(
            p->cellToolTip("us-east5-b", Col::AdviceColumn).contains("compute.advice.calendarMode"),
            qPrintable(p->cellToolTip("us-east5-b", Col::AdviceColumn)));
        QVERIFY(p->statusText().contains("could not be asked; hover a zone for why"));
        shoot("zone-advice-denied");
    }

    // Google's words are data: markup is shown as text, a huge text is cut, an answer not
    // shaped like Google's is "Not asked" with the reason, and no rich text is drawn from any.
    void hostileAnswersAreText()
    {
        const QString markup = QStringLiteral("<b>bold</b><img src=\"file:///etc/passwd\">"
                                              "<a href=\"https://evil.example\">click</a>") +
                               QString(20000, QLatin1Char('x'));
        g->calendarAdvice.insert(
            "us-east5",
            QJsonObject{
                {"recommendations",
                 QJsonArray{QJsonObject{
                     {"recommendationsPerSpec",
                      QJsonObject{{"SPEC", FakeGoogle::calendarModeRecommendation(
                                               {}, {}, {},
                                               {{"us-east5-a", "NO_CAPACITY", markup},
                                                {"us-east5-z", "NO_CAPACITY",
                                                 "a zone the catalog does not list"}})}}}}}}});
        g->calendarAdvice.insert("asia-northeast1",
                                 QJsonObject{{"recommendations", QJsonObject{{"<i>x</i>", 1}}}});
        connectProject();
        showZoneStep();
        auto *p = panel();
        QTRY_VERIFY_WITH_TIMEOUT(
            p->cellText("us-east5-a", Col::AdviceColumn) == QStringLiteral("✖ No capacity"), 20000);
        const QString details = p->cellText("us-east5-a", Col::DetailsColumn);
        QVERIFY(details.startsWith("<b>bold</b><img"));
        QVERIFY2(details.size() <= 301, qPrintable(QString::number(details.size())));
        const QString tip = p->cellToolTip("us-east5-a", Col::AdviceColumn);
        QVERIFY(tip.contains("&lt;b&gt;bold&lt;/b&gt;&lt;img"));
        QVERIFY(!tip.contains("<b>bold") && !tip.contains("<img") && !tip.contains("<a "));
        QVERIFY(tip.size() < 2000);
        // Every cell is plain text and every tooltip escaped: no tag Google wrote survives.
        for (int r = 0; r < p->table()->rowCount(); ++r)
            for (int c = 0; c < p->table()->columnCount(); ++c)
                QVERIFY(!p->table()->item(r, c)->toolTip().contains("<img"));
        QCOMPARE(p->cellText("us-east5-z", Col::ZoneColumn),
                 QStringLiteral("us-east5-z (not in the catalog)"));
        QCOMPARE(p->cellText("asia-northeast1-b", Col::AdviceColumn), QStringLiteral("Not asked"));
        const QString bad = p->cellToolTip("asia-northeast1-b", Col::AdviceColumn);
        QVERIFY2(bad.contains("is not usable: recommendations is an object"), qPrintable(bad));
        QVERIFY(!bad.contains("<i>"));
        shoot("zone-advice-hostile");
    }

    // Issue 40.5: the answers are kept for the session, not only while a window is open: a new
    // window (the plan opened again) shows the answer asked before, with the time it was asked
    // and the options it was asked with, and asks nothing; Ask Again asks Google again.
    void answersAreKeptForTheSession()
    {
        connectProject();
        showZoneStep();
        auto *days = panel()->findChild<QSpinBox *>("zoneAdviceDaysSpinBox");
        QVERIFY(days);
        days->setValue(14);
        QTRY_VERIFY_WITH_TIMEOUT(panel()->statusText().contains("for 14 days") &&
                                     panel()->cellText("us-east5-b", Col::AdviceColumn) ==
                                         QStringLiteral("✔ Recommended"),
                                 20000);
        const QString status = panel()->statusText();
        QVERIFY2(status.startsWith("Asked project demo-project at ") && status.contains(" UTC"),
                 qPrintable(status));
        const int asked = g->requests.filter("/advice/calendarMode").size();
        QVERIFY(asked > 0);

        w.reset(); // the window closes; the session goes on
        w = std::make_unique<ui::MainWindow>(builtinCatalog(), nullptr, dir->filePath("autosave2"));
        w->resize(1280, 900);
        w->show();
        w->document()->reset(v6ePlan(), {}, true);
        connectProject();
        showZoneStep();
        QTRY_COMPARE(panel()->cellText("us-east5-b", Col::AdviceColumn),
                     QStringLiteral("✔ Recommended"));
        QCOMPARE(panel()->findChild<QSpinBox *>("zoneAdviceDaysSpinBox")->value(), 14);
        QCOMPARE(panel()->statusText(), status); // the same answer, asked at the same time
        QTest::qWait(1500);                      // past the wait after a change
        QCOMPARE(g->requests.filter("/advice/calendarMode").size(), asked);

        panel()->askNow();
        QTRY_VERIFY_WITH_TIMEOUT(g->requests.filter("/advice/calendarMode").size() > asked, 20000);
    }

    // View > Language builds the steps again: the live panels and the advice come back with
    // them, in the new language, and ask again.
    void languageSwitchKeepsTheAdvice()
    {
        connectProject();
        showZoneStep();
        QTRY_VERIFY_WITH_TIMEOUT(panel()->cellText("us-east5-b", Col::AdviceColumn) ==
                                     QStringLiteral("✔ Recommended"),
                                 20000);
        w->findChild<QAction *>("itLanguageAction")->trigger();
        QTRY_COMPARE(panel() ? panel()->title() : QString(),
                     QStringLiteral("Il consiglio di Google: dove e quando"));
        QVERIFY(w->findChild<QWidget *>("zoneLivePanel"));
        QVERIFY(w->findChild<QWidget *>("summaryLivePanel"));
        QTRY_VERIFY_WITH_TIMEOUT(panel()->cellText("us-east5-b", Col::AdviceColumn) ==
                                     QStringLiteral("✔ Consigliata"),
                                 20000);
        w->findChild<QAction *>("enLanguageAction")->trigger();
        QTRY_COMPARE(panel() ? panel()->title() : QString(),
                     QStringLiteral("Google's advice: where and when"));
        w->findChild<QAction *>("systemLanguageAction")->trigger();
    }

    // Issue 40.5: the review asks about a calendar-mode request with its own start day, days and
    // workload type, and about a request with a period for the period's length from its first
    // day; the answer is kept for the session.
    void reviewAsksWithTheRequestsOwnWindow()
    {
        const QDate today = QDateTime::currentDateTimeUtc().date();
        review::Review sample = sampleReview();
        model::Plan &cal = sample.requests[2].plan; // "eval"
        cal.calendar.enabled = true;
        cal.calendar.start = QDateTime(today.addDays(10), QTime(0, 0), Qt::UTC);
        cal.calendar.days = 21;
        cal.calendar.workloadType = QStringLiteral("serving");
        cal.reservation.name = QStringLiteral("cal-eval"); // requested, not held yet
        const QDate first = QDate(today.year(), today.month(), 1).addMonths(2);
        review::Period period;
        period.start = first.year() * 12 + first.month() - 1;
        period.end = period.start + 1;      // two months
        sample.requests[1].period = period; // "serving", two slices beside pretraining's two
        sample.requests[1].plan.slices = 2;
        const QString file = dir->filePath("window.tpureview");
        QVERIFY(review::ReviewFile::save(sample, file).isEmpty());
        ui::ReviewWindow *rw = w->openReview(file);
        QVERIFY(rw);
        auto *dock = rw->findChild<ui::RequestAdviceDock *>("requestAdviceDock");
        const auto select = [&](int index) {
            QTableWidget *t = rw->view()->requestsTable();
            for (int r = 0; r < t->rowCount(); ++r)
                if (t->item(r, 0)->data(Qt::UserRole).toInt() == index)
                    t->selectRow(r);
            QApplication::processEvents();
        };
        connectProject();
        // The last calendar-mode question's spec (advice.capacity bodies come in between).
        const auto lastSpec = [&] {
            for (qsizetype i = g->postBodies.size() - 1; i >= 0; --i) {
                const QJsonObject specs = QJsonDocument::fromJson(g->postBodies[i])
                                              .object()
                                              .value("futureResourcesSpecs")
                                              .toObject();
                if (!specs.isEmpty())
                    return specs.begin().value().toObject();
            }
            return QJsonObject();
        };
        select(2);
        QTRY_VERIFY2(dock->askButton()->isEnabled(), qPrintable(dock->statusText()));
        QVERIFY(dock->askCurrent());
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isAsking(), 20000);
        QVERIFY(!g->postBodies.isEmpty());
        const QJsonObject spec = lastSpec();
        QCOMPARE(spec["timeRangeSpec"]["minDuration"].toString(), QStringLiteral("1814400s"));
        QCOMPARE(spec["timeRangeSpec"]["startTimeNotEarlierThan"].toString(),
                 today.addDays(10).toString(Qt::ISODate) + QStringLiteral("T00:00:00Z"));
        QCOMPARE(spec["timeRangeSpec"]["startTimeNotLaterThan"].toString(),
                 today.addDays(10).toString(Qt::ISODate) + QStringLiteral("T23:59:59Z"));
        QCOMPARE(spec["targetResources"]["aggregateResources"]["workloadType"].toString(),
                 QStringLiteral("SERVING"));
        QVERIFY2(dock->statusText().contains("for 21 days"), qPrintable(dock->statusText()));

        select(1); // it does not fit: asked for its period
        QTRY_VERIFY2(dock->askButton()->isEnabled(), qPrintable(dock->statusText()));
        QVERIFY(dock->askCurrent());
        QTRY_VERIFY_WITH_TIMEOUT(!dock->isAsking(), 20000);
        const QJsonObject periodSpec = lastSpec();
        QCOMPARE(periodSpec["timeRangeSpec"]["minDuration"].toString(),
                 QStringLiteral("%1s").arg(qint64(first.daysTo(first.addMonths(2))) * 86400));
        QCOMPARE(periodSpec["timeRangeSpec"]["startTimeNotEarlierThan"].toString(),
                 first.toString(Qt::ISODate) + QStringLiteral("T00:00:00Z"));
        QCOMPARE(periodSpec["targetResources"]["aggregateResources"]["workloadType"].toString(),
                 QStringLiteral("BATCH"));
        // Back to the calendar-mode request: its answer is kept, nothing is asked again.
        const int asked = g->requests.filter("/advice/calendarMode").size();
        select(2);
        QVERIFY2(dock->statusText().contains("for 21 days"), qPrintable(dock->statusText()));
        QCOMPARE(g->requests.filter("/advice/calendarMode").size(), asked);
        rw->close();
    }

    // The capacity review: a request that does not fit asks Google for its shape, the answer
    // beside it with the time asked; a request that fits is not asked about.
    void reviewAsksWhenARequestCanBeHad()
    {
        const QString file = dir->filePath("room.tpureview");
        QVERIFY(review::ReviewFile::save(sampleReview(), file).isEmpty());
        ui::ReviewWindow *rw = w->openReview(file);
        QVERIFY(rw);
        rw->resize(1200, 800);
        auto *dock = rw->findChild<ui::RequestAdviceDock *>("requestAdviceDock");
        QVERIFY(dock);
        const auto select = [&](int index) {
            QTableWidget *t = rw->view()->requestsTable();
            for (int r = 0; r < t->rowCount(); ++r)
                if (t->item(r, 0)->data(Qt::UserRole).toInt() == index)
                    t->selectRow(r);
            QApplication::processEvents();
        };
        select(2); // "eval": the reservation holds three slices, the first two requests take them
        QVERIFY2(dock->statusText().startsWith("“eval” does not fit: ") &&
                     dock->statusText().contains("Not connected: connect a project in the main "
                                                 "window (File ▸ Connect Project…)"),
                 qPrintable(dock->statusText()));
        auto *action = rw->findChild<QAction *>("askAdviceAction");
        QVERIFY(action);
        action->trigger();
        QVERIFY(!dock->isAsking());
        QVERIFY(g->postBodies.isEmpty());

        connectProject();
        QTRY_VERIFY(dock->statusText().endsWith("Ask Google when this can be had."));
        QVERIFY(dock->askButton()->isEnabled());
        action->trigger();
        QVERIFY(dock->isAsking());
        QTRY_COMPARE_WITH_TIMEOUT(
            dock->table()->cellText("us-east5-b", ui::AdviceTable::AdviceColumn),
            QStringLiteral("✔ Recommended"), 20000);
        QCOMPARE(dock->table()->cellText("us-east5-b", ui::AdviceTable::WindowColumn),
                 QStringLiteral("2026-12-03 00:00 → 2026-12-10 00:00"));
        QCOMPARE(dock->table()->cellText("us-east5-a", ui::AdviceTable::AdviceColumn),
                 QStringLiteral("✖ No capacity"));
        // The request's plan names its project: that one is asked.
        QVERIFY2(dock->statusText().startsWith("“eval”: asked project my-project-123 at "),
                 qPrintable(dock->statusText()));
        QVERIFY(dock->statusText().contains(" UTC: calendar-mode advice for 16 chips"));
        QVERIFY(!g->requests.filter("POST /compute/v1/projects/my-project-123/regions/us-east5/")
                     .isEmpty());
        // The request's shape was asked: its chips in the aggregate form.
        const QJsonObject body = QJsonDocument::fromJson(g->postBodies.first()).object();
        const QJsonObject spec = body["futureResourcesSpecs"].toObject().begin()->toObject();
        QCOMPARE(spec["targetResources"]["aggregateResources"]["vmFamily"].toString(),
                 QStringLiteral("VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E"));
        const int asked = g->requests.filter("/advice/calendarMode").size();

        // A request that fits is not asked about; coming back shows the answer kept.
        select(0);
        QCOMPARE(dock->statusText(), QStringLiteral("“pretraining” fits the review's capacity."));
        QVERIFY(!dock->askButton()->isEnabled());
        QVERIFY(!dock->table()->isVisible());
        select(2);
        QVERIFY(dock->table()->isVisible());
        QCOMPARE(dock->table()->cellText("us-east5-b", ui::AdviceTable::AdviceColumn),
                 QStringLiteral("✔ Recommended"));
        QCOMPARE(g->requests.filter("/advice/calendarMode").size(), asked);
        // Masked: the project is a placeholder.
        rw->setMasked(true);
        QVERIFY2(!dock->statusText().contains("my-project-123"), qPrintable(dock->statusText()));
        for (int r = 0; r < dock->table()->rowCount(); ++r)
            for (int c = 0; c < dock->table()->columnCount(); ++c)
                QVERIFY(!dock->table()->item(r, c)->toolTip().contains("my-project-123"));
        rw->setMasked(false);

        const QString shots = qEnvironmentVariable("TPU_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            for (const auto theme : {ui::Theme::Light, ui::Theme::Dark}) {
                ui::applyTheme(theme);
                QApplication::processEvents();
                rw->grab().save(QStringLiteral("%1/review-advice-%2.png")
                                    .arg(shots, theme == ui::Theme::Dark
                                                    ? QStringLiteral("dark")
                                                    : QStringLiteral("light")));
            }
        ui::applyTheme(ui::Theme::System);
        rw->close();
    }
};

QTEST_MAIN(TstAdviceUi)
#include "tst_adviceui.moc"
