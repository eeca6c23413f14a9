// The capacity review in the window (ui/review): the requests, the capacity, the fit's text,
// reordering by priority, compare and masking, as a user sees them; screenshots on request
// (TPU_SCREENSHOT_DIR=DIR tst_reviewview screenshots).
#include "reviewview.h"
#include "testsupport.h"
#include "theme.h"

#include <QApplication>
#include <QPlainTextEdit>
#include <QTabWidget>
#include <QTableWidget>

using namespace tpu;
using namespace tpu::review;

namespace {

Request request(const char *title, const char *team, int priority, int slices)
{
    Request r;
    r.title = QString::fromUtf8(title);
    r.team = QString::fromUtf8(team);
    r.priority = priority;
    r.plan = test::standardPlan();
    r.plan.slices = slices;
    r.plan.consumption = model::Consumption::Reservation;
    return r;
}

Review sample()
{
    Review review;
    review.requests = {request("pretraining", "Quantum Llamas", 1, 2),
                       request("serving", "Serving Ostriches", 2, 1),
                       request("eval", "Quantum Llamas", 3, 1)};
    ReservationCapacity res;
    res.project = QStringLiteral("cap-proj");
    res.name = QStringLiteral("v6e-pool");
    res.zone = QStringLiteral("us-east5-b");
    res.machineType = QStringLiteral("ct6e-standard-4t");
    res.vms = 12; // three slices of 4 VMs
    review.capacity.reservations = {res};
    review.capacity.quotas = {
        {"us-east5", "TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)", 64}};
    review.capacity.budgetPerMonth = 100000;
    return review;
}

QStringList column(QTableWidget *t, int col)
{
    QStringList out;
    for (int r = 0; r < t->rowCount(); ++r)
        out << t->item(r, col)->text();
    return out;
}

QString everything(ui::ReviewView &v)
{
    QString all = v.fitText()->toPlainText();
    for (QTableWidget *t : {v.requestsTable(), v.capacityTable(), v.compareTable()})
        for (int r = 0; r < t->rowCount(); ++r)
            for (int c = 0; c < t->columnCount(); ++c)
                all += QLatin1Char('\n') + t->item(r, c)->text();
    return all;
}

} // namespace

class TestReviewView : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> m_cat = test::builtinCatalog();

private slots:
    void showsTheFitInPriorityOrder()
    {
        ui::ReviewView v(m_cat);
        v.setReview(sample(), QStringLiteral("/tmp/q1.tpureview"));
        QCOMPARE(column(v.requestsTable(), 1), (QStringList{"pretraining", "serving", "eval"}));
        QCOMPARE(column(v.requestsTable(), 5), (QStringList{"fits", "fits", "does not fit"}));
        QCOMPARE(column(v.capacityTable(), 0).first(), QStringLiteral("cap-proj/v6e-pool"));
        QCOMPARE(v.capacityTable()->item(0, 3)->text(), QStringLiteral("12"));
        QVERIFY(v.requestsTable()->item(2, 5)->toolTip().contains("cap-proj/v6e-pool has 0 free"));
        QVERIFY(v.fitText()->toPlainText().contains("What to ask Google for"));
    }

    void movingARequestUpRefits()
    {
        ui::ReviewView v(m_cat);
        v.setReview(sample(), QStringLiteral("/tmp/q1.tpureview"));
        v.moveRequest(2, -1); // eval before serving
        QCOMPARE(column(v.requestsTable(), 1), (QStringList{"pretraining", "eval", "serving"}));
        QCOMPARE(column(v.requestsTable(), 5), (QStringList{"fits", "fits", "does not fit"}));
        QCOMPARE(v.review().requests[2].priority, 2);
        QCOMPARE(v.review().requests[1].priority, 3);
        v.moveRequest(0, -1); // already first: nothing changes
        QCOMPARE(v.review().requests[0].priority, 1);
    }

    void compareMarksExactlyTheFieldsThatDiffer()
    {
        ui::ReviewView v(m_cat);
        v.setReview(sample(), QStringLiteral("/tmp/q1.tpureview"));
        v.setCompared(1, 2); // serving and eval: title, team and priority differ
        QStringList marked;
        for (int r = 0; r < v.compareTable()->rowCount(); ++r) {
            const bool differs = !v.compareTable()->item(r, 3)->text().isEmpty();
            QCOMPARE(v.compareTable()->item(r, 1)->font().bold(), differs);
            if (differs)
                marked << v.compareTable()->item(r, 0)->text();
        }
        QCOMPARE(marked, (QStringList{"Title", "Team", "Priority"}));
    }

    void maskingHidesTeamsProjectsAndReservations()
    {
        ui::ReviewView v(m_cat);
        v.setReview(sample(), QStringLiteral("/tmp/q1.tpureview"));
        QVERIFY(everything(v).contains("Quantum Llamas"));
        v.setMasked(true);
        const QString all = everything(v);
        for (const char *name :
             {"Quantum Llamas", "Serving Ostriches", "cap-proj", "v6e-pool", "my-project-123"})
            QVERIFY2(!all.contains(QLatin1String(name)), name);
        QVERIFY(all.contains("team-1"));
        v.setMasked(false);
        QVERIFY(everything(v).contains("Serving Ostriches"));
    }

    void screenshots()
    {
        const QString out = qEnvironmentVariable("TPU_SCREENSHOT_DIR");
        if (out.isEmpty())
            QSKIP("set TPU_SCREENSHOT_DIR to write screenshots");
        for (ui::Theme theme : {ui::Theme::Light, ui::Theme::Dark})
            for (const QSize size : {QSize(1920, 1080), QSize(1366, 768)})
                for (const bool masked : {false, true}) {
                    ui::applyTheme(theme);
                    ui::ReviewView v(m_cat);
                    v.setReview(sample(), QStringLiteral("/tmp/q1.tpureview"));
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
                    if (auto *tabs = v.findChild<QTabWidget *>()) { // the compare tab
                        tabs->setCurrentIndex(2);
                        QCoreApplication::processEvents();
                        QVERIFY(v.grab().save(
                            QStringLiteral("%1/review-compare-%2-%3x%4%5.png")
                                .arg(out, ui::themeId(theme))
                                .arg(size.width())
                                .arg(size.height())
                                .arg(masked ? QStringLiteral("-masked") : QString())));
                    }
                }
    }
};

QTEST_MAIN(TestReviewView)
#include "tst_reviewview.moc"
