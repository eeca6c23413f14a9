// `tpu-planner report REVIEW.tpureview`: the review edition of the report, and masking, read
// back with pdftotext from what the real binary writes.
#include "clirun.h"
#include "crdschema.h"
#include "report/reviewreport.h"
#include "review/review.h"
#include "testsupport.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace tpu;

class TestReviewReport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    using Run = tpu::test::CliRun;

    Run run(const QStringList &args) { return tpu::test::runPlanner(m_dir.path(), args); }

    QString path(const QString &name) const { return m_dir.filePath(name); }

    void makePlan(const char *name, const QStringList &flags)
    {
        const Run r = run(QStringList{"new", "-o", path(name), "--mode", "standard", "--project",
                                      "my-project-123", "--image", "us-docker.pkg.dev/p/r/i:1"} +
                          flags);
        QVERIFY2(r.code == 0, r.err.constData());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // v5p 4x4x4 on a reservation: 16 VMs a slice, 2 slices.
        makePlan("pre.tpuplan",
                 {"--tpu", "v5p", "--zone", "us-east5-a", "--topology", "4x4x4", "--slices", "2",
                  "--reservation", "v5p-pool", "--reservation-project", "cap-proj"});
        // v6e 2x4 Spot: 8 chips.
        makePlan("serve.tpuplan",
                 {"--tpu", "v6e", "--zone", "us-east5-b", "--topology", "2x4", "--spot"});
    }

    void reportIsAReviewEditionAndMaskingHidesEveryName()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils) is needed: ./build.sh test installs it");
        const QString review = path("report.tpureview");
        QCOMPARE(run({"review",
                      "new",
                      "-o",
                      review,
                      "--plan",
                      path("pre.tpuplan"),
                      "--team",
                      "Quantum Llamas",
                      "--priority",
                      "1",
                      "--title",
                      "Q1 pre-training",
                      "--plan",
                      path("serve.tpuplan"),
                      "--team",
                      "Serving Ostriches",
                      "--priority",
                      "2",
                      "--reservation",
                      "cap-proj/v5p-pool@us-east5-a:ct5p-hightpu-4t:24"})
                     .code,
                 0);
        const auto text = [&](const QString &pdf) {
            QProcess p;
            p.start(QStringLiteral("pdftotext"), {"-layout", pdf, "-"});
            if (!p.waitForFinished(30000))
                qFatal("pdftotext did not finish");
            return QString::fromUtf8(p.readAllStandardOutput());
        };
        const QStringList names{"Quantum Llamas", "Serving Ostriches", "cap-proj",
                                "v5p-pool",       "my-project-123",    "tpu-cluster"};
        Run r = run({"report", review, "-o", path("review.pdf")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString plain = text(path("review.pdf"));
        QVERIFY(plain.contains("Capacity review"));
        QVERIFY(plain.contains("What to ask Google for"));
        QVERIFY(plain.contains("fits partly"));
        for (const QString &n : names)
            QVERIFY2(plain.contains(n), qPrintable(n)); // shown unmasked...
        QCOMPARE(plain.count(QChar('\f')), 3);          // overview + one page per request
        r = run({"report", review, "-o", path("masked.pdf"), "--mask"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString masked = text(path("masked.pdf"));
        for (const QString &n : names)
            QVERIFY2(!masked.contains(n), qPrintable(n)); // ...and hidden when masking
        QVERIFY(!masked.contains("report.tpureview"));
        QVERIFY(masked.contains("team-1") && masked.contains("team-2"));
        QVERIFY(masked.contains("project-1/reservation-1"));
        QVERIFY(masked.contains("Q1 pre-training")); // titles are not names
        // The PNGs: slides of 1920x1080 (twice that with --scale 2), in the theme: review.png
        // the overview, then who does not fit, what to ask for, cost, asked vs granted.
        r = run({"report", review, "-o", path("review.png")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.out.trimmed().split('\n').size(), 5);
        QVERIFY2(r.out.contains("Wrote " + path("review-5.png").toUtf8()), r.out.constData());
        const QImage png(path("review.png"));
        QCOMPARE(png.size(), QSize(1920, 1080));
        QVERIFY(qGray(png.pixel(5, 5)) > 200);
        const QImage page2(path("review-2.png")), page3(path("review-3.png"));
        QCOMPARE(page2.size(), QSize(1920, 1080));
        QVERIFY(qGray(page2.pixel(5, 5)) > 200);
        QVERIFY(page2 != png && page3 != page2 && !page3.isNull());
        QVERIFY(!QFile::exists(path("review-6.png")));
        // --page N: that page alone, into the file named.
        r = run({"report", review, "-o", path("second.png"), "--page", "2"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QImage(path("second.png")) == page2);
        QVERIFY(!QFile::exists(path("second-2.png")));
        r = run({"report", review, "-o", path("ninth.png"), "--page", "9"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("there is no slide 9: the report has slides 1 to 5"),
                 r.err.constData());
        QVERIFY(!QFile::exists(path("ninth.png")));
        r = run({"report", review, "-o", path("x.pdf"), "--page", "1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--page is for a review's PNG report"), r.err.constData());
        r = run({"report", review, "-o", path("dark.png"), "--theme", "dark", "--scale", "2",
                 "--page", "1"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QImage dark(path("dark.png"));
        QCOMPARE(dark.size(), QSize(3840, 2160));
        QVERIFY(qGray(dark.pixel(5, 5)) < 80);
        // Masked, it is exactly the PNG of the same review with every name already replaced
        // by its placeholder: no name is drawn anywhere.
        const auto loaded = review::ReviewFile::load(review);
        QVERIFY(loaded.review);
        const model::Masking masking = report::reviewMasking(*loaded.review);
        QDir(m_dir.path()).mkdir("placeholders");
        QFile placeholders(path("placeholders/review-1.tpureview"));
        QVERIFY(placeholders.open(QIODevice::WriteOnly));
        placeholders.write(
            masking.apply(QString::fromUtf8(review::ReviewFile::toBytes(*loaded.review))).toUtf8());
        placeholders.close();
        r = run({"report", review, "-o", path("masked.png"), "--mask"});
        QVERIFY2(r.code == 0, r.err.constData());
        r = run({"report", placeholders.fileName(), "-o", path("placeholders.png")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QImage(path("masked.png")) == QImage(path("placeholders.png")));
        QVERIFY(QImage(path("masked.png")) != png);
        // So are the slides per team (cost, chips asked and granted).
        for (const char *n : {"-4.png", "-5.png"}) {
            QVERIFY(QImage(path(QString("masked") + n)) ==
                    QImage(path(QString("placeholders") + n)));
            QVERIFY(QImage(path(QString("masked") + n)) != QImage(path(QString("review") + n)));
        }
        // Issue 38, point 5: masked, rows that list teams are in the placeholders' order (the
        // order the teams first appear in), never in their names' order: the masked PDF reads
        // exactly as the PDF of the review whose names are the placeholders.
        const QString order = path("order.tpureview");
        QCOMPARE(run({"review",
                      "new",
                      "-o",
                      order,
                      "--plan",
                      path("serve.tpuplan"),
                      "--team",
                      "Zebra Vision",
                      "--priority",
                      "1",
                      "--plan",
                      path("serve.tpuplan"),
                      "--team",
                      "Alpaca Ads",
                      "--priority",
                      "2",
                      "--plan",
                      path("pre.tpuplan"),
                      "--team",
                      "Moose Robotics",
                      "--priority",
                      "3",
                      "--reservation",
                      "cap-proj/v5p-pool@us-east5-a:ct5p-hightpu-4t:24"})
                     .code,
                 0);
        r = run({"report", order, "-o", path("order.pdf")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString plainOrder = text(path("order.pdf"));
        const qsizetype costs = plainOrder.indexOf("Cost per month");
        QVERIFY(plainOrder.indexOf("Alpaca Ads", costs) < plainOrder.indexOf("Moose", costs) &&
                plainOrder.indexOf("Moose", costs) < plainOrder.indexOf("Zebra Vision", costs));
        r = run({"report", order, "-o", path("order-masked.pdf"), "--mask"});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString maskedOrder = text(path("order-masked.pdf"));
        const qsizetype maskedCosts = maskedOrder.indexOf("Cost per month");
        QVERIFY2(maskedOrder.indexOf("team-1", maskedCosts) <
                         maskedOrder.indexOf("team-2", maskedCosts) &&
                     maskedOrder.indexOf("team-2", maskedCosts) <
                         maskedOrder.indexOf("team-3", maskedCosts),
                 qPrintable(maskedOrder.mid(maskedCosts, 600)));
        const auto orderLoaded = review::ReviewFile::load(order);
        QVERIFY(orderLoaded.review);
        QFile orderPlaceholders(path("placeholders/review-1.tpureview"));
        QVERIFY(orderPlaceholders.open(QIODevice::WriteOnly | QIODevice::Truncate));
        orderPlaceholders.write(
            report::reviewMasking(*orderLoaded.review)
                .apply(QString::fromUtf8(review::ReviewFile::toBytes(*orderLoaded.review)))
                .toUtf8());
        orderPlaceholders.close();
        r = run({"report", orderPlaceholders.fileName(), "-o", path("order-placeholders.pdf")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(maskedOrder, text(path("order-placeholders.pdf")));

        // Neither PDF nor PNG: said plainly.
        r = run({"report", review, "-o", path("review.svg")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("-o FILE.pdf or -o FILE.png"), r.err.constData());
    }

    // Issue 38, point 10: the PDF's page of a request whose plan has errors lists them.
    void aRequestsPageListsItsPlanErrors()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils) is needed: ./build.sh test installs it");
        Run r = run({"new", "-o", path("short.tpuplan"), "--mode", "standard", "--project", "p-1",
                     "--image", "us-docker.pkg.dev/p/r/i:1", "--tpu", "v6e", "--zone", "us-east5-b",
                     "--topology", "2x4", "--spot"});
        QCOMPARE(r.code, 1); // written, with an error: the project ID is too short
        const QString review = path("errors.tpureview");
        r = run({"review", "new", "-o", review, "--plan", path("short.tpuplan"), "--team", "Ads",
                 "--priority", "1", "--plan", path("serve.tpuplan"), "--team", "Web", "--priority",
                 "2"});
        QCOMPARE(r.code, 1);
        r = run({"report", review, "-o", path("errors.pdf")});
        QVERIFY2(r.code == 0, r.err.constData());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {"-layout", path("errors.pdf"), "-"});
        QVERIFY(p.waitForFinished(30000));
        const QStringList pages = QString::fromUtf8(p.readAllStandardOutput()).split('\f');
        QVERIFY(pages.size() >= 3);
        QVERIFY2(pages[1].contains("Plan errors") && pages[1].contains("[name.project]"),
                 qPrintable(pages[1]));
        QVERIFY2(!pages[2].contains("Plan errors"), qPrintable(pages[2]));
    }

    // Issue 41: a request's page shows its model and job, whether its slices hold the model,
    // and the estimate with the whole job's cost; a request without a job shows none of it.
    void aRequestsPageShowsItsModelAndJob()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils) is needed: ./build.sh test installs it");
        const QString review = path("jobs.tpureview");
        Run r = run({"review",     "new",
                     "-o",         review,
                     "--plan",     path("pre.tpuplan"),
                     "--team",     "Ads",
                     "--priority", "1",
                     "--job",      "--model llama-3-8b --train --tokens 1T --batch-tokens 256k",
                     "--plan",     path("serve.tpuplan"),
                     "--team",     "Web",
                     "--priority", "2",
                     "--job",      "--model llama-3-405b --serve",
                     "--plan",     path("serve.tpuplan"),
                     "--team",     "Eval",
                     "--priority", "3"});
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData());
        r = run({"report", review, "-o", path("jobs.pdf")});
        QVERIFY2(r.code == 0, r.err.constData());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {"-layout", path("jobs.pdf"), "-"});
        QVERIFY(p.waitForFinished(30000));
        const QStringList pages = QString::fromUtf8(p.readAllStandardOutput()).split('\f');
        QVERIFY(pages.size() >= 4);
        // Ads trains Llama 3 8B on 128 v5p chips: it holds it; the job's time and whole cost.
        const QString &train = pages[1], &serve = pages[2], &none = pages[3];
        QVERIFY2(train.contains("Model and job") && train.contains("Llama 3 8B, training"),
                 qPrintable(train));
        QVERIFY2(train.contains("holds the model") && train.contains("for the job"),
                 qPrintable(train));
        // Web serves Llama 3.1 405B in bf16 (812 GB) on a 256 GB v6e 2x4: flagged, no figures.
        QVERIFY2(serve.contains("Llama 3.1 405B, serving") &&
                     serve.contains("cannot hold the model"),
                 qPrintable(serve));
        QVERIFY2(!serve.contains("tokens/s"), qPrintable(serve));
        QVERIFY2(!none.contains("Model and job"), qPrintable(none));
    }
};

QTEST_MAIN(TestReviewReport)
#include "tst_reviewreport.moc"
