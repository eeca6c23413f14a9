// The report as a user gets it: the real `tpu-planner report` writes PDF and PNG; pdftotext reads
// the PDF's text back; the PNG overview's text is captured from the same drawing code.
#include "model/planfile.h"
#include "model/rules.h"
#include "model/snapshot.h"
#include "model/summary.h"
#include "report/report.h"
#include "testsupport.h"

#include <QImage>
#include <QJsonDocument>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextItem>

namespace {

// A paint device that keeps every string drawn on it.
class TextCaptureEngine final : public QPaintEngine
{
public:
    QStringList texts;
    bool begin(QPaintDevice *) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState &) override {}
    void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
    void drawTextItem(const QPointF &, const QTextItem &item) override { texts << item.text(); }
    void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
    void drawPath(const QPainterPath &) override {}
    Type type() const override { return User; }
};

class TextCapture final : public QPaintDevice
{
public:
    TextCaptureEngine engine;
    QPaintEngine *paintEngine() const override { return const_cast<TextCaptureEngine *>(&engine); }

protected:
    int metric(PaintDeviceMetric m) const override
    {
        switch (m) {
        case PdmWidth:
            return 1920;
        case PdmHeight:
            return 1080;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDepth:
            return 32;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(devicePixelRatioFScale());
        default:
            return 1000;
        }
    }
};

} // namespace

class TestReport : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

    struct Run
    {
        int code = -1;
        QByteArray out, err;
    };

    static Run run(const QString &program, const QStringList &args)
    {
        QProcess p;
        p.start(program, args);
        if (!p.waitForFinished(60000))
            qFatal("%s did not finish", qPrintable(program));
        return Run{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                   p.readAllStandardOutput(), p.readAllStandardError()};
    }
    Run planner(const QStringList &args) { return run(QStringLiteral(TPU_PLANNER_BIN), args); }
    QString path(const QString &name) const { return m_dir.filePath(name); }

    // The names the masked report must not show.
    static QStringList privateNames()
    {
        return {QStringLiteral("acme-secret-prod"),
                QStringLiteral("llm-train-cluster"),
                QStringLiteral("res-hidden-a"),
                QStringLiteral("llama-pretrain"),
                QStringLiteral("ml-research"),
                QStringLiteral("us-docker.pkg.dev"),
                QStringLiteral("llama-pretrain-2d5caa-0"),
                QStringLiteral("acme-capacity")};
    }

    tpu::model::Plan namedPlan() const
    {
        auto p = tpu::test::standardPlan();
        p.projectId = QStringLiteral("acme-secret-prod");
        p.clusterName = QStringLiteral("llm-train-cluster");
        p.consumption = tpu::model::Consumption::Reservation;
        p.reservation.name = QStringLiteral("res-hidden-a");
        p.workload.name = QStringLiteral("llama-pretrain");
        p.workload.nameSpace = QStringLiteral("ml-research");
        p.workload.image = QStringLiteral("us-docker.pkg.dev/acme-secret-prod/train/jax:1.0");
        p.kueue = true;
        return p;
    }

    QString writePlan(const tpu::model::Plan &plan, const QString &name)
    {
        const QString f = path(name);
        const QString error = tpu::model::PlanFile::save(plan, f);
        if (!error.isEmpty())
            qFatal("%s", qPrintable(error));
        return f;
    }

    QString pdfText(const QString &pdf, int lastPage = 0)
    {
        QStringList args{QStringLiteral("-enc"), QStringLiteral("UTF-8")};
        if (lastPage > 0)
            args << QStringLiteral("-f") << QStringLiteral("1") << QStringLiteral("-l")
                 << QString::number(lastPage);
        const Run r = run(QStringLiteral("pdftotext"), args << pdf << QStringLiteral("-"));
        if (r.code != 0)
            qFatal("pdftotext failed: %s", r.err.constData());
        return QString::fromUtf8(r.out);
    }

    QStringList overviewTexts(const tpu::model::Plan &plan, bool mask, const QString &fileName)
    {
        const auto snap = tpu::model::makeSnapshot(*tpu::test::builtinCatalog(), plan);
        tpu::report::ReportOptions o;
        o.mask = mask;
        o.planFileName = fileName;
        TextCapture device;
        QPainter p(&device);
        tpu::report::paintOverview(p, *snap, o);
        p.end();
        return device.engine.texts;
    }

    // What a reader looks for: the topology, the chips and the on-demand cost per hour.
    static QStringList facts(const tpu::model::Plan &plan)
    {
        const auto s = tpu::model::summarize(*tpu::test::builtinCatalog(), plan);
        return {s.topology, QStringLiteral("TPU chips"), QString::number(s.totalChips),
                QStringLiteral("$") + QLocale().toString(*s.costs.front().perMonth.value, 'f', 2)};
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils) is needed: ./build.sh test installs it");
    }

    void maskedPdfHidesEveryName()
    {
        const QString plan = writePlan(namedPlan(), QStringLiteral("acme-capacity.json"));
        const QString pdf = path(QStringLiteral("masked.pdf"));
        const Run r = planner(
            {QStringLiteral("report"), plan, QStringLiteral("-o"), pdf, QStringLiteral("--mask")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text = pdfText(pdf);
        for (const QString &name : privateNames())
            QVERIFY2(!text.contains(name), qPrintable(name));
        for (const QString &fact : facts(namedPlan()))
            QVERIFY2(text.contains(fact), qPrintable(fact));
        for (const char *placeholder : {"project-1", "cluster-1", "reservation-1", "plan-1.json"})
            QVERIFY2(text.contains(QLatin1String(placeholder)), placeholder);
        // Masking never changes the plan file.
        QCOMPARE(tpu::model::PlanFile::load(plan).plan->projectId,
                 QStringLiteral("acme-secret-prod"));
    }

    void unmaskedPdfShowsTheNamesAndEverySection()
    {
        const QString plan = writePlan(namedPlan(), QStringLiteral("acme-capacity.json"));
        const QString pdf = path(QStringLiteral("plain.pdf"));
        const Run r = planner({QStringLiteral("report"), plan, QStringLiteral("-o"), pdf});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString text = pdfText(pdf);
        for (const QString &name :
             {QStringLiteral("acme-secret-prod"), QStringLiteral("llm-train-cluster"),
              QStringLiteral("res-hidden-a"), QStringLiteral("llama-pretrain-2d5caa-0"),
              QStringLiteral("acme-capacity.json")})
            QVERIFY2(text.contains(name), qPrintable(name));
        for (const QString &fact : facts(namedPlan()))
            QVERIFY2(text.contains(fact), qPrintable(fact));
        const auto cat = tpu::test::builtinCatalog();
        for (const QString &part :
             {QStringLiteral("Summary"), QStringLiteral("Quota needed"), QStringLiteral("Cost"),
              QStringLiteral("Findings"), QStringLiteral("Page 1 of"),
              QStringLiteral("Cost per 30-day month"), cat->catalogVersion,
              QStringLiteral("Colour: VM (host) in its slice")}) // the 3D picture's legend
            QVERIFY2(text.contains(part), qPrintable(part));
        const auto s = tpu::model::summarize(*cat, namedPlan());
        QVERIFY2(text.simplified().contains(s.priceDate.toString().simplified()),
                 qPrintable(s.priceDate.toString())); // the prices' date
        // The alternatives that meet the plan's chips, from the same engine as the CLI's.
        QVERIFY2(text.contains("Alternatives") && text.contains("(this plan)"), qPrintable(text));
        // Every finding with its reason.
        for (const auto &f : tpu::model::checkPlan(*cat, namedPlan()))
            QVERIFY2(text.contains(QStringLiteral("[%1]").arg(f.id)), qPrintable(f.id));
        // Real, embedded text with Unicode maps.
        const Run fonts = run(QStringLiteral("pdffonts"), {pdf});
        const QStringList lines =
            QString::fromUtf8(fonts.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
        QVERIFY(!lines.isEmpty());
        for (const QString &line : lines)
            QVERIFY2(line.contains(QRegularExpression(QStringLiteral("yes\\s+(yes|no)\\s+yes"))),
                     qPrintable(line));
    }

    // The report is for people: `report` follows the locale as the window follows its language;
    // rule ids, names and figures stay as they are.
    void italianLocaleGivesAnItalianReport()
    {
        const QString plan = writePlan(namedPlan(), QStringLiteral("acme-capacity-it.json"));
        const QString pdf = path(QStringLiteral("italiano.pdf"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("LC_ALL"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.insert(QStringLiteral("LANGUAGE"), QString());
        env.insert(QStringLiteral("LANG"), QStringLiteral("it_IT.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(TPU_PLANNER_BIN),
                {QStringLiteral("report"), plan, QStringLiteral("-o"), pdf});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(p.readAllStandardOutput().startsWith("Scritto "), "the CLI's message is Italian");
        const QString text = pdfText(pdf);
        for (const QString &italian : {QStringLiteral("Piano di capacità TPU"),
                                       QStringLiteral("Riepilogo"), QStringLiteral("Segnalazioni")})
            QVERIFY2(text.contains(italian), qPrintable(italian));
        QVERIFY2(!text.contains(QStringLiteral("Quota needed")),
                 "English left in the Italian report");
        QVERIFY(text.contains(QStringLiteral("llm-train-cluster")));
        for (const auto &f : tpu::model::checkPlan(*tpu::test::builtinCatalog(), namedPlan()))
            QVERIFY2(text.contains(QStringLiteral("[%1]").arg(f.id)), qPrintable(f.id));
    }

    void errorsAreOnPageOne()
    {
        auto bad = namedPlan();
        bad.zone = QStringLiteral("europe-west4-a"); // v6e is not offered there in the catalog
        bad.workload.image = QStringLiteral("not a valid image");
        const auto findings = tpu::model::checkPlan(*tpu::test::builtinCatalog(), bad);
        QVERIFY(tpu::model::hasErrors(findings));
        const QString plan = writePlan(bad, QStringLiteral("bad.json"));
        const QString pdf = path(QStringLiteral("bad.pdf"));
        const Run r = planner({QStringLiteral("report"), plan, QStringLiteral("-o"), pdf});
        QCOMPARE(r.code, 1); // written, but the plan has errors
        QVERIFY(QFileInfo(pdf).size() > 0);
        const QString page1 = pdfText(pdf, 1);
        QVERIFY2(page1.contains(QLatin1String("errors: it cannot be applied")) ||
                     page1.contains(QLatin1String("1 error: it cannot be applied")),
                 qPrintable(page1.left(400)));
        for (const auto &f : findings)
            if (f.severity == tpu::catalog::Severity::Error)
                QVERIFY2(page1.simplified().contains(f.message.toString().simplified().left(40)),
                         qPrintable(f.message.toString()));
    }

    void pngIsOneOverviewFromTheSameContent()
    {
        const QString plan = writePlan(namedPlan(), QStringLiteral("acme-capacity.json"));
        const QString png = path(QStringLiteral("o.png")), png2 = path(QStringLiteral("o2.png"));
        QCOMPARE(planner({QStringLiteral("report"), plan, QStringLiteral("-o"), png,
                          QStringLiteral("--mask")})
                     .code,
                 0);
        QCOMPARE(QImage(png).size(), QSize(1920, 1080));
        QCOMPARE(planner({QStringLiteral("report"), plan, QStringLiteral("-o"), png2,
                          QStringLiteral("--scale"), QStringLiteral("2"), QStringLiteral("--theme"),
                          QStringLiteral("dark")})
                     .code,
                 0);
        const QImage dark(png2);
        QCOMPARE(dark.size(), QSize(3840, 2160));
        QVERIFY(QColor(dark.pixel(5, 5)).lightness() < 64); // dark page
        // Issue 24, 3: high contrast when asked: a black page with white and yellow on it.
        QCOMPARE(planner({QStringLiteral("report"), plan, QStringLiteral("-o"), png2,
                          QStringLiteral("--theme"), QStringLiteral("high-contrast")})
                     .code,
                 0);
        const QImage high(png2);
        QCOMPARE(QColor(high.pixel(5, 5)), QColor(Qt::black));
        bool yellow = false;
        for (int y = 0; y < high.height() && !yellow; y += 2)
            for (int x = 0; x < high.width() && !yellow; x += 2)
                yellow = QColor(high.pixel(x, y)) == QColor(0xff, 0xff, 0x00);
        QVERIFY(yellow);

        const QString masked = overviewTexts(namedPlan(), true, plan).join(QLatin1Char('\n'));
        for (const QString &name : privateNames())
            QVERIFY2(!masked.contains(name), qPrintable(name));
        const QString plain = overviewTexts(namedPlan(), false, plan).join(QLatin1Char('\n'));
        for (const QString &fact : facts(namedPlan())) {
            QVERIFY2(masked.contains(fact), qPrintable(fact));
            QVERIFY2(plain.contains(fact), qPrintable(fact));
        }
        for (const QString &name :
             {QStringLiteral("acme-secret-prod"), QStringLiteral("llm-train-cluster"),
              QStringLiteral("llama-pretrain-2d5caa-0"), QStringLiteral("acme-capacity.json")})
            QVERIFY2(plain.contains(name), qPrintable(name));
        QVERIFY(masked.contains(QLatin1String("node-pool-1"))); // the 3D label
        // Issue 24, 4: the 3D picture has the window's legend.
        QVERIFY2(plain.contains(QLatin1String("Colour: VM (host) in its slice")),
                 qPrintable(plain));
        QVERIFY(plain.contains(QLatin1String("VM 0")));
    }

    void pageSizeAndBadArguments()
    {
        const QString plan = writePlan(namedPlan(), QStringLiteral("p.json"));
        const QString pdf = path(QStringLiteral("letter.pdf"));
        QCOMPARE(planner({QStringLiteral("report"), plan, QStringLiteral("-o"), pdf,
                          QStringLiteral("--page-size"), QStringLiteral("letter")})
                     .code,
                 0);
        QVERIFY(run(QStringLiteral("pdfinfo"), {pdf}).out.contains("612 x 792"));
        QCOMPARE(tpu::report::pageSizeFor(QLocale(QLocale::English, QLocale::UnitedStates)),
                 QPageSize::Letter);
        QCOMPARE(tpu::report::pageSizeFor(QLocale(QLocale::Italian, QLocale::Italy)),
                 QPageSize::A4);
        for (const QStringList &bad :
             {QStringList{QStringLiteral("-o"), path(QStringLiteral("x.txt"))},
              QStringList{QStringLiteral("-o"), pdf, QStringLiteral("--theme"),
                          QStringLiteral("pink")},
              QStringList{QStringLiteral("-o"), path(QStringLiteral("y.png")),
                          QStringLiteral("--scale"), QStringLiteral("3")},
              QStringList{}}) {
            const Run r = planner(QStringList{QStringLiteral("report"), plan} + bad);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
        }
        // An unwritable place: a clear error, exit 2, nothing half-written.
        const Run r = planner({QStringLiteral("report"), plan, QStringLiteral("-o"),
                               path(QStringLiteral("no/such/dir/r.pdf"))});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("cannot write"));
    }

    // A name holding an unpaired surrogate (the loader accepts it; the rules report it) is masked
    // like any other, in the PDF and in the PNG's overview, with no regular-expression warning.
    void unpairedSurrogateIsMaskedInTheReport()
    {
        auto plan = namedPlan();
        plan.reservation.name = QStringLiteral("secretreservationQQ");
        QByteArray bytes = tpu::model::PlanFile::toBytes(plan);
        bytes.replace("secretreservationQQ", "secretreservation\\udc00");
        const QString file = path(QStringLiteral("surrogate.json"));
        tpu::test::writeAll(file, bytes);
        const auto loaded = tpu::model::PlanFile::load(file);
        QVERIFY2(loaded.plan, qPrintable(loaded.error));
        QCOMPARE(loaded.plan->reservation.name,
                 QStringLiteral("secretreservation") + QChar(0xDC00));

        const QString pdf = path(QStringLiteral("surrogate.pdf"));
        const Run r = planner(
            {QStringLiteral("report"), file, QStringLiteral("-o"), pdf, QStringLiteral("--mask")});
        QVERIFY2(r.code == 1, r.err.constData()); // written; the rules report the character
        QVERIFY2(!r.err.contains("QRegularExpression"), r.err.constData());
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QLatin1String("reservation-1")));
        QVERIFY2(!text.contains(QLatin1String("secretreservation")), qPrintable(text));
        QTest::failOnWarning(QRegularExpression(QStringLiteral("QRegularExpression")));
        const QString overview = overviewTexts(*loaded.plan, true, file).join(QLatin1Char('\n'));
        QVERIFY(overview.contains(QLatin1String("reservation-1")));
        QVERIFY2(!overview.contains(QLatin1String("secretreservation")), qPrintable(overview));
    }

    // The report is written like every other file: a symbolic link at the target is replaced,
    // never written through, and a full disk is named as such, with nothing half-written left.
    void reportReplacesASymlinkAndReportsAFullDisk()
    {
        const QString plan = writePlan(namedPlan(), QStringLiteral("link-plan.json"));
        for (const QString &suffix : {QStringLiteral("pdf"), QStringLiteral("png")}) {
            const QString target = path(QStringLiteral("elsewhere.") + suffix);
            tpu::test::writeAll(target, "keep me\n");
            const QString link = path(QStringLiteral("link.") + suffix);
            QVERIFY(QFile::link(target, link));
            const Run r = planner({QStringLiteral("report"), plan, QStringLiteral("-o"), link});
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY(!QFileInfo(link).isSymLink());
            QVERIFY(QFileInfo(link).size() > 1000);
            QCOMPARE(tpu::test::readAll(target), QByteArray("keep me\n"));
        }

        tpu::test::TmpfsMount fs(256);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        fs.fill();
        for (const QString &name : {QStringLiteral("full.pdf"), QStringLiteral("full.png")}) {
            const Run r =
                planner({QStringLiteral("report"), plan, QStringLiteral("-o"), fs.filePath(name)});
            QCOMPARE(r.code, 2);
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(err.contains(QStringLiteral("cannot write %1: No space left on device")
                                      .arg(fs.filePath(name))),
                     r.err.constData());
            QVERIFY2(!err.contains(QStringLiteral("libpng")), r.err.constData());
            QCOMPARE(QDir(fs.path()).entryList(QDir::Files | QDir::Hidden),
                     QStringList{QStringLiteral(".filler")});
        }
    }
};

QTEST_MAIN(TestReport)
#include "tst_report.moc"
