// A capacity review on a shared screen (issue 38, points 6-9, 11, 12, 14): the slides the PNG
// report writes, the PDF's page numbers, the window's fit marks and status line, the charts'
// colours and legend, the review window's size and the review presentation at every type size on
// a 1920x1080 projector and a 1366x768 laptop, in every theme.
#include "clirun.h"
#include "i18n/language.h"
#include "report/reportdrawing.h"
#include "report/reviewreport.h"
#include "report/reviewslides.h"
#include "report/themepalette.h"
#include "reviewsample.h"
#include "ui/common/theme.h"
#include "ui/review/reviewcharts.h"
#include "ui/review/reviewtables.h"
#include "ui/review/reviewview.h"
#include "ui/review/reviewwindow.h"
#include "ui/summary/barchart.h"

#include <QAbstractBarSeries>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPaintEngine>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextItem>
#include <QWindow>
#include <cmath>

using namespace tpu;
using namespace tpu::review;

namespace {

Review roomReview()
{
    return test::meetingReview();
}

// A paint device that records the text drawn on it: each run's font pixel size and text.
class TextRecorder final : public QPaintDevice
{
public:
    struct Run
    {
        double px;
        QString text;
    };
    class Engine final : public QPaintEngine
    {
    public:
        explicit Engine(TextRecorder *r) : QPaintEngine(AllFeatures), m_r(r) {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &) override {}
        void drawPixmap(const QRectF &, const QPixmap &, const QRectF &) override {}
        void drawPath(const QPainterPath &) override {}
        void drawPolygon(const QPointF *, int, PolygonDrawMode) override {}
        void drawPolygon(const QPoint *, int, PolygonDrawMode) override {}
        void drawTextItem(const QPointF &, const QTextItem &item) override
        {
            const QFont f = item.font();
            const double px = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 96.0 / 72.0;
            m_r->runs.push_back({px * painter()->transform().m22(), item.text()});
        }
        Type type() const override { return User; }

    private:
        TextRecorder *m_r;
    };
    TextRecorder() : m_engine(this) {}
    QPaintEngine *paintEngine() const override { return const_cast<Engine *>(&m_engine); }
    std::vector<Run> runs;
    QString text() const
    {
        QStringList t;
        for (const Run &r : runs)
            t << r.text;
        return t.join(QLatin1Char(' '));
    }

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
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return int(QPaintDevice::devicePixelRatioFScale());
        case PdmDepth:
            return 32;
        case PdmNumColors:
            return INT_MAX;
        default:
            return 0;
        }
    }

private:
    Engine m_engine;
};

// Each slide's text, as drawn, and the smallest type on it.
std::vector<std::unique_ptr<TextRecorder>>
recordSlides(const catalog::Catalog &cat, const Review &review, const model::Masking &masking = {})
{
    std::vector<std::unique_ptr<TextRecorder>> slides;
    std::unique_ptr<QPainter> painter;
    const FitResult f = fit(cat, review);
    report::paintReviewSlides(cat, review, f, masking,
                              report::themePalette(report::PaletteTheme::Light),
                              QStringLiteral("room.tpureview"), [&](int) {
                                  painter.reset();
                                  slides.push_back(std::make_unique<TextRecorder>());
                                  painter = std::make_unique<QPainter>(slides.back().get());
                                  return painter.get();
                              });
    painter.reset();
    return slides;
}

// The first slide whose text has `title`, or -1.
int slideWith(const std::vector<std::unique_ptr<TextRecorder>> &slides, const QString &title)
{
    for (size_t i = 0; i < slides.size(); ++i)
        if (slides[i]->text().contains(title))
            return int(i);
    return -1;
}

// Machado et al. (2009) dichromacy in linear RGB, severity 1.
QColor simulate(const QColor &c, const double m[3][3])
{
    const auto lin = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const auto srgb = [](double v) {
        v = std::clamp(v, 0.0, 1.0);
        return v <= 0.0031308 ? 12.92 * v : 1.055 * std::pow(v, 1 / 2.4) - 0.055;
    };
    const double l[3] = {lin(c.redF()), lin(c.greenF()), lin(c.blueF())};
    double o[3];
    for (int i = 0; i < 3; ++i)
        o[i] = srgb(m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]);
    return QColor::fromRgbF(float(o[0]), float(o[1]), float(o[2]));
}

// The smallest distance (0..441 in sRGB) between any two colours as people with normal vision,
// protanopia, deuteranopia and tritanopia see them.
double smallestDistance(const QList<QColor> &colours)
{
    static const double none[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    static const double prot[3][3] = {{0.152286, 1.052583, -0.204868},
                                      {0.114503, 0.786281, 0.099216},
                                      {-0.003882, -0.048116, 1.051998}};
    static const double deut[3][3] = {{0.367322, 0.860646, -0.227968},
                                      {0.280085, 0.672501, 0.047413},
                                      {-0.011820, 0.042940, 0.968881}};
    static const double trit[3][3] = {{1.255528, -0.076749, -0.178779},
                                      {-0.078411, 0.930809, 0.147602},
                                      {0.004733, 0.691367, 0.303900}};
    double best = 1e9;
    for (const auto *m : {none, prot, deut, trit})
        for (int i = 0; i < colours.size(); ++i)
            for (int j = i + 1; j < colours.size(); ++j) {
                const QColor a = simulate(colours[i], m), b = simulate(colours[j], m);
                best = std::min(best, std::hypot(a.red() - b.red(), a.green() - b.green(),
                                                 a.blue() - b.blue()));
            }
    return best;
}

int countColour(const QImage &img, const QColor &c, const QRect &area = QRect())
{
    const QRect r = area.isNull() ? img.rect() : area.intersected(img.rect());
    int n = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            n += QColor(img.pixel(x, y)).rgb() == c.rgb();
    return n;
}

// The offscreen screen of that name (useProjectorAndLaptopScreens).
QScreen *screenNamed(const QString &name)
{
    for (QScreen *s : QGuiApplication::screens())
        if (s->name() == name)
            return s;
    return nullptr;
}

// Until no widget of `window` moves or resizes for 50 ms (at most 5 s).
void settle(QWidget *window)
{
    auto geometries = [window] {
        QList<QRect> g;
        for (auto *w : window->findChildren<QWidget *>())
            g << QRect(w->mapTo(window, QPoint(0, 0)), w->size());
        return g;
    };
    QTest::qWait(100);
    QList<QRect> before = geometries();
    for (int i = 0; i < 100; ++i) {
        QTest::qWait(50);
        QList<QRect> now = geometries();
        if (now == before)
            return;
        before = std::move(now);
    }
}

} // namespace

class TestReviewScreen : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> m_cat = test::builtinCatalog();
    QTemporaryDir m_dir;

    static void themes()
    {
        QTest::addColumn<int>("theme");
        QTest::newRow("light") << int(ui::Theme::Light);
        QTest::newRow("dark") << int(ui::Theme::Dark);
        QTest::newRow("high-contrast") << int(ui::Theme::HighContrast);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        i18n::setLanguage(QStringLiteral("en")); // as the application does: English's plurals
    }
    void init()
    {
        QSettings().clear();
        ui::applyTypeScale(100);
        ui::applyTheme(ui::Theme::Light);
    }

    // Issue 41: a request's model and job on the slides: whether its slices hold the model, and
    // the estimate with the whole job's cost; no such slide without jobs.
    void slidesShowEachRequestsModelAndJob()
    {
        QCOMPARE(slideWith(recordSlides(*m_cat, test::sampleReview()), "Models and jobs"), -1);
        const auto slides = recordSlides(*m_cat, test::sampleReviewWithJobs());
        const int at = slideWith(slides, "Models and jobs");
        QVERIFY(at > 0);
        const QString text = slides[size_t(at)]->text();
        QVERIFY2(text.contains("1 request asks for slices that cannot hold its model"),
                 qPrintable(text));
        QVERIFY2(text.contains("Llama 3.1 405B, serving") && text.contains("cannot hold the model"),
                 qPrintable(text));
        QVERIFY2(text.contains("Llama 3 8B, training") && text.contains("for the job"),
                 qPrintable(text));
        QVERIFY2(text.contains("per 1M tokens"), qPrintable(text));
        for (const auto &run : slides[size_t(at)]->runs)
            QVERIFY2(run.px >= report::kSlideMinTextPx - 0.01, qPrintable(run.text));
    }

    // Point 7: the PNG is slides, one message each, type readable at the back of a room.
    void slidesHaveOneMessageEachInReadableType()
    {
        const Review review = roomReview();
        const auto slides = recordSlides(*m_cat, review);
        // Overview, who does not fit, what to ask for, cost, asked vs granted: not a page per
        // request.
        QVERIFY2(slides.size() >= 5 && slides.size() < review.requests.size(),
                 qPrintable(QString::number(slides.size())));
        // Each message in its order (a long one goes on over more slides).
        const QStringList titles{"requests fit", "Who does not fit", "What to ask Google",
                                 "Cost per month against the budget",
                                 "Chips asked and granted per team"};
        int first = -1;
        for (const QString &title : titles) {
            const int at = slideWith(slides, title);
            QVERIFY2(at > first, qPrintable(title));
            first = at;
        }
        for (size_t i = 0; i < slides.size(); ++i) {
            QVERIFY(!slides[i]->runs.empty());
            for (const auto &run : slides[i]->runs)
                QVERIFY2(run.px >= report::kSlideMinTextPx - 0.01,
                         qPrintable(QStringLiteral("slide %1: \"%2\" at %3 px")
                                        .arg(i + 1)
                                        .arg(run.text)
                                        .arg(run.px)));
            QVERIFY(slides[i]->text().contains(
                QStringLiteral("Slide %1 of %2").arg(i + 1).arg(slides.size())));
        }
        // The overview's figures, the busiest month over the budget, what the cost counts.
        const QString overview = slides[0]->text();
        QVERIFY2(overview.contains("over the $20,000.00 budget by"), qPrintable(overview));
        QVERIFY2(overview.contains("that get no capacity"), qPrintable(overview));
        // Every request that does not fit is named on the "who does not fit" slides.
        const FitResult f = fit(*m_cat, review);
        QString notFitting;
        for (const auto &s : slides)
            if (s->text().contains("Who does not fit"))
                notFitting += s->text();
        for (const RequestFit &r : f.requests)
            if (r.fit != FitKind::Fits)
                QVERIFY2(notFitting.contains(review.requests[size_t(r.index)].title.left(12)),
                         qPrintable(review.requests[size_t(r.index)].title));
    }

    // Point 7 and 12: a table longer than a slide goes on over slides with its column headers.
    void continuedSlidesRepeatTheColumnHeaders()
    {
        Review review = roomReview();
        for (int i = 0; i < 30; ++i) {
            Request q = review.requests.back();
            q.title = QStringLiteral("extra %1").arg(i);
            q.priority = 100 + i;
            review.requests.push_back(q);
        }
        const auto slides = recordSlides(*m_cat, review);
        int continued = 0;
        for (const auto &s : slides) {
            const QString t = s->text();
            if (!t.contains("Who does not fit (continued)"))
                continue;
            ++continued;
            for (const char *header : {"Fit", "Request", "Team", "Slices", "Why"})
                QVERIFY2(t.contains(QLatin1String(header)), header);
        }
        QVERIFY(continued >= 1);
    }

    // Point 7: the slides are pictures: the fit's colours, the charts' series and a legend.
    void slidesDrawColourChartsAndLegend_data() { themes(); }
    void slidesDrawColourChartsAndLegend()
    {
        QFETCH(int, theme);
        const auto pt = theme == int(ui::Theme::Dark)           ? report::PaletteTheme::Dark
                        : theme == int(ui::Theme::HighContrast) ? report::PaletteTheme::HighContrast
                                                                : report::PaletteTheme::Light;
        const QPalette pal = report::themePalette(pt);
        report::ReviewReportOptions o;
        o.theme = pt;
        const QString file = m_dir.filePath(QStringLiteral("slides-%1.png").arg(theme));
        QStringList written;
        QCOMPARE(report::writeReviewPng(*m_cat, roomReview(), o, file, &written), QString());
        QVERIFY(written.size() >= 5);
        const auto slides = recordSlides(*m_cat, roomReview());
        QCOMPARE(int(slides.size()), int(written.size()));
        const QImage overview(written[0]), who(written[slideWith(slides, "Who does not fit")]),
            cost(written[slideWith(slides, "Cost per month against")]),
            team(written[slideWith(slides, "Chips asked and granted")]);
        QCOMPARE(overview.size(), QSize(1920, 1080));
        QVERIFY(countColour(overview, report::fitColor(2, pal)) > 500); // "do not fit"
        QVERIFY(countColour(who, report::fitColor(2, pal)) > 200);
        QVERIFY(countColour(who, report::fitColor(1, pal)) > 100); // fits partly
        QVERIFY(countColour(cost, report::seriesColor(pal, 0)) > 2000);
        QVERIFY(countColour(cost, report::seriesColor(pal, 1)) > 2000); // the busiest month
        QVERIFY(countColour(team, report::seriesColor(pal, 0)) > 2000); // asked
        QVERIFY(countColour(team, report::seriesColor(pal, 1)) > 2000); // granted
        // Legends: the series' swatches above the bars (in the top fifth of the slide).
        QVERIFY(countColour(team, report::seriesColor(pal, 0), QRect(0, 0, 1920, 300)) > 500);
        QVERIFY(countColour(team, report::seriesColor(pal, 1), QRect(0, 0, 1920, 300)) > 500);
        // No slide is a page of text at the top: each has ink below its middle.
        for (const QString &w : written) {
            const QImage img(w);
            const QColor bg = pal.color(QPalette::Base);
            QVERIFY2(img.height() * img.width() - countColour(img, bg, QRect(0, 560, 1920, 380)) >
                         5000,
                     qPrintable(w));
        }
    }

    // Point 12: the PDF's pages are numbered and a table going on over a page repeats its
    // headers; the report names the PNGs it wrote the way the file was given.
    void pdfPagesAreNumberedAndPngNamesAreConsistent()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext (poppler-utils) is needed: ./build.sh test installs it");
        Review review = roomReview();
        for (int i = 0; i < 40; ++i) {
            Request q = review.requests.back();
            q.title = QStringLiteral("extra %1").arg(i);
            q.priority = 100 + i;
            review.requests.push_back(q);
        }
        const QString pdf = m_dir.filePath(QStringLiteral("numbered.pdf"));
        report::ReviewReportOptions o;
        QCOMPARE(report::writeReviewPdf(*m_cat, review, o, pdf), QString());
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        const QStringList pages = QString::fromUtf8(p.readAllStandardOutput()).split('\f');
        const int n = int(pages.size()) - (pages.last().trimmed().isEmpty() ? 1 : 0);
        QVERIFY(n > int(review.requests.size()));
        for (int i = 0; i < n; ++i)
            QVERIFY2(pages[i].contains(QStringLiteral("Page %1 of %2").arg(i + 1).arg(n)),
                     qPrintable(QStringLiteral("page %1: %2").arg(i + 1).arg(pages[i].right(200))));
        // The fit table of 51 requests goes on over page 2: its headers are there again.
        QVERIFY(pages[1].contains("Priority") && pages[1].contains("Placed on"));

        QCOMPARE(report::pngPageFileName(QStringLiteral("review.png"), 2),
                 QStringLiteral("review-2.png"));
        QCOMPARE(report::pngPageFileName(QStringLiteral("out/r.png"), 3),
                 QStringLiteral("out/r-3.png"));
        QCOMPARE(report::pngPageFileName(QStringLiteral("/tmp/a.b.png"), 2),
                 QStringLiteral("/tmp/a.b-2.png"));
        // The command line, in the folder of the files: every line names a file the same way.
        const QString file = m_dir.filePath(QStringLiteral("cli.tpureview"));
        QVERIFY(ReviewFile::save(roomReview(), file).isEmpty());
        QProcess cli;
        cli.setWorkingDirectory(m_dir.path());
        cli.start(QStringLiteral(TPU_PLANNER_BIN),
                  {QStringLiteral("report"), QStringLiteral("cli.tpureview"), QStringLiteral("-o"),
                   QStringLiteral("review.png")});
        QVERIFY(cli.waitForFinished(120000));
        const QStringList lines = QString::fromUtf8(cli.readAllStandardOutput())
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 5);
        QCOMPARE(lines[0], QStringLiteral("Wrote review.png"));
        QCOMPARE(lines[1], QStringLiteral("Wrote review-2.png"));
    }

    // Point 8: "does not fit" and "fits partly" in colour, mark and word (not the link blue),
    // the busiest month over the budget in the status line, and what the cost counts.
    void fitIsColourMarkAndWordAndTheStatusLineSaysOverBudget_data() { themes(); }
    void fitIsColourMarkAndWordAndTheStatusLineSaysOverBudget()
    {
        QFETCH(int, theme);
        ui::applyTheme(ui::Theme(theme));
        ui::ReviewView v(m_cat);
        v.setReview(roomReview(), QStringLiteral("/tmp/room.tpureview"));
        const QPalette pal = QApplication::palette();
        QTableWidget *t = v.requestsTable();
        QMap<int, QImage> marks;
        for (int row = 0; row < t->rowCount(); ++row) {
            QTableWidgetItem *cell = t->item(row, ui::ReviewView::FitColumn);
            const int kind = ui::reviewtables::fitKind(cell);
            QVERIFY(cell->foreground().color() != pal.color(QPalette::Link));
            QCOMPARE(cell->foreground().color(), report::fitColor(kind, pal));
            QVERIFY(!cell->icon().isNull());
            marks[kind] =
                cell->icon().pixmap(32, 32).toImage().convertToFormat(QImage::Format_Grayscale8);
            QCOMPARE(cell->text(), QStringList({"fits", "fits partly", "does not fit"})[kind]);
        }
        QCOMPARE(marks.size(), 3); // the room has all three
        // In greyscale the three marks still differ.
        QVERIFY(marks[0] != marks[1] && marks[1] != marks[2] && marks[0] != marks[2]);
        // Each fit colour is readable on the base (3:1 at least, as for large text and marks).
        for (int k = 0; k < 3; ++k)
            QVERIFY2(report::contrastRatio(report::fitColor(k, pal), pal.color(QPalette::Base)) >=
                         3,
                     qPrintable(QString::number(k)));
        auto *status = v.findChild<QLabel *>(QStringLiteral("reviewStatus"));
        QVERIFY2(status->text().contains("over the $20,000.00 budget by $"),
                 qPrintable(status->text()));
        QVERIFY2(status->text().contains("that get no capacity"), qPrintable(status->text()));
        QVERIFY(status->wordWrap());
    }

    // Point 9: distinct, colour-blind-safe series in every theme, the legend in the bars' order.
    void chartSeriesAreDistinctAndTheLegendReadsAsTheBars_data() { themes(); }
    void chartSeriesAreDistinctAndTheLegendReadsAsTheBars()
    {
        QFETCH(int, theme);
        ui::applyTheme(ui::Theme(theme));
        ui::ReviewView v(m_cat);
        v.setReview(roomReview(), QStringLiteral("/tmp/room.tpureview"));
        v.resize(1600, 1000);
        v.show();
        v.tabs()->setCurrentWidget(v.charts());
        QVERIFY(QTest::qWaitForWindowExposed(&v));
        ui::BarChart *chart = v.charts()->capacityChart();
        auto *series = qobject_cast<QAbstractBarSeries *>(chart->chart()->series().value(0));
        QVERIFY(series && series->count() >= 2);
        QList<QColor> colours;
        for (QBarSet *set : series->barSets())
            colours << set->color();
        QVERIFY2(smallestDistance(colours) >= 40,
                 qPrintable(QString::number(smallestDistance(colours))));
        // Read off the picture: each set's topmost bar and its legend swatch.
        QApplication::processEvents();
        const QImage img = chart->grab().toImage();
        const int legendTop = img.height() * 85 / 100;
        QList<QPair<int, int>> barYAndLegendX; // per set
        for (const QColor &c : colours) {
            int barY = INT_MAX, legendX = INT_MAX;
            for (int y = 0; y < img.height(); ++y)
                for (int x = 0; x < img.width(); ++x)
                    if (QColor(img.pixel(x, y)).rgb() == c.rgb()) {
                        if (y < legendTop)
                            barY = std::min(barY, y);
                        else
                            legendX = std::min(legendX, x);
                    }
            QVERIFY2(barY != INT_MAX && legendX != INT_MAX, qPrintable(c.name()));
            barYAndLegendX << qMakePair(barY, legendX);
        }
        // Top to bottom in the bars is left to right in the legend.
        for (int i = 0; i < barYAndLegendX.size(); ++i)
            for (int j = 0; j < barYAndLegendX.size(); ++j)
                if (barYAndLegendX[i].first < barYAndLegendX[j].first)
                    QVERIFY2(barYAndLegendX[i].second < barYAndLegendX[j].second,
                             qPrintable(QStringLiteral("set %1 above set %2").arg(i).arg(j)));
    }

    // Point 6: the review presentation at 100, 175 and 250 % on a 1920x1080 projector and a
    // 1366x768 laptop, in every theme: full screen, every widget on it, no text cut, several
    // request rows, the requests that do not fit named first and never out of sight.
    void presentationFitsEveryTypeSizeAndScreen_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<int>("theme");
        for (const char *screen : {"projector", "laptop"})
            for (const auto &[name, theme] :
                 {std::pair{"light", ui::Theme::Light}, std::pair{"dark", ui::Theme::Dark},
                  std::pair{"high-contrast", ui::Theme::HighContrast}})
                QTest::addRow("%s %s", screen, name) << QString::fromLatin1(screen) << int(theme);
    }
    void presentationFitsEveryTypeSizeAndScreen()
    {
        QFETCH(QString, screen);
        QFETCH(int, theme);
        ui::applyTheme(ui::Theme(theme));
        QScreen *target = screenNamed(screen);
        QVERIFY(target);
        const QString file = m_dir.filePath(QStringLiteral("room.tpureview"));
        QVERIFY(ReviewFile::save(roomReview(), file).isEmpty());
        QString error;
        std::unique_ptr<ui::ReviewWindow> w(ui::ReviewWindow::open(m_cat, file, nullptr, &error));
        QVERIFY2(w, qPrintable(error));
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        w->winId();
        w->windowHandle()->setScreen(target);
        w->move(target->geometry().topLeft());
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.get()));
        w->setPresenting(true);
        const FitResult f = fit(*m_cat, roomReview());
        int notFitting = 0;
        for (const RequestFit &r : f.requests)
            notFitting += r.fit != FitKind::Fits;
        QVERIFY(notFitting >= 3);
        ui::ReviewView *view = w->view();
        for (int scale : {100, 175, 250, 100}) {
            w->setTypeScale(scale);
            settle(w.get());
            if (const QString out = qEnvironmentVariable("TPU_SCREENSHOT_DIR"); !out.isEmpty()) {
                QDir().mkpath(out);
                QVERIFY(w->grab().save(QStringLiteral("%1/review-presentation-%2-%3-%4.png")
                                           .arg(out, screen)
                                           .arg(theme)
                                           .arg(scale)));
            }
            const QString at = QStringLiteral("%1 %2 %: ").arg(screen).arg(scale);
            QCOMPARE(w->size(), target->size()); // full screen
            QVERIFY2(QFontInfo(view->requestsTable()->font()).pixelSize() >=
                         QFontInfo(QApplication::font()).pixelSize() *
                                 std::max(scale, ui::ReviewWindow::kPresentationTypeScale) / scale -
                             1,
                     qPrintable(at + QStringLiteral("the type is not the presentation's")));
            const QRect screenRect(QPoint(0, 0), w->size());
            for (QWidget *c : view->findChildren<QWidget *>()) {
                if (!c->isVisible() || qobject_cast<QAbstractScrollArea *>(c->parentWidget()))
                    continue;
                bool inScroll = false;
                for (QWidget *p = c->parentWidget(); p && p != view; p = p->parentWidget())
                    inScroll = inScroll || qobject_cast<QAbstractScrollArea *>(p);
                if (inScroll)
                    continue;
                const QRect g(c->mapTo(w.get(), QPoint(0, 0)), c->size());
                QVERIFY2(screenRect.contains(g),
                         qPrintable(at + c->objectName() +
                                    QStringLiteral(" (%1) off screen")
                                        .arg(QLatin1String(c->metaObject()->className()))));
            }
            // Labels hold their text: the money is never elided.
            for (QLabel *l : view->findChildren<QLabel *>()) {
                if (!l->isVisible() || l->text().isEmpty())
                    continue;
                const bool fits = l->wordWrap() ? l->heightForWidth(l->width()) <= l->height() + 1
                                                : l->fontMetrics().horizontalAdvance(l->text()) <=
                                                      l->contentsRect().width();
                QVERIFY2(fits, qPrintable(at + l->objectName() + QStringLiteral(" cut: ") +
                                          l->text().left(60)));
            }
            // Several request rows, those without all their capacity first and named above.
            QTableWidget *t = view->requestsTable();
            const int rowH = t->rowHeight(0);
            QVERIFY2(t->viewport()->height() >= 3 * rowH,
                     qPrintable(at + QStringLiteral("%1 px of rows, %2 a row")
                                         .arg(t->viewport()->height())
                                         .arg(rowH)));
            for (int row = 0; row < t->rowCount(); ++row) {
                const int kind = ui::reviewtables::fitKind(t->item(row, ui::ReviewView::FitColumn));
                QVERIFY2((kind != 0) == (row < notFitting),
                         qPrintable(at + QStringLiteral("row %1 is %2").arg(row).arg(kind)));
            }
            QVERIFY(view->notPlacedLabel()->isVisible());
            const QString named = view->notPlacedLabel()->text();
            int shownOrCounted = 0;
            for (const RequestFit &r : f.requests)
                if (r.fit != FitKind::Fits)
                    shownOrCounted += named.contains(QStringLiteral("(team-"));
            QVERIFY2(shownOrCounted > 0, qPrintable(named));
            // The fit is on screen and whole, next to the priority.
            const int fitX = t->columnViewportPosition(ui::ReviewView::FitColumn);
            QVERIFY2(fitX >= 0 &&
                         fitX + t->columnWidth(ui::ReviewView::FitColumn) <= t->viewport()->width(),
                     qPrintable(at + QStringLiteral("the fit column at %1").arg(fitX)));
            QVERIFY2(t->columnWidth(ui::ReviewView::FitColumn) >=
                         t->fontMetrics().horizontalAdvance(QStringLiteral("does not fit")) +
                             t->iconSize().width(),
                     qPrintable(at + QStringLiteral("the fit is elided")));
            // Rows that do not show: the table says it scrolls.
            if (t->rowCount() * rowH > t->viewport()->height())
                QVERIFY(t->verticalScrollBar()->isVisible());
            // The charts' titles are whole: each chart is as wide as its title.
            for (ui::BarChart *c : view->charts()->findChildren<ui::BarChart *>()) {
                const QFontMetrics fm(c->chart()->titleFont());
                QVERIFY2(c->width() >= fm.horizontalAdvance(c->chart()->title()) + 20,
                         qPrintable(at + c->chart()->title() +
                                    QStringLiteral(" in %1 px").arg(c->width())));
            }
        }
        // Ctrl+Plus, Ctrl+Minus, Ctrl+0 while presenting.
        QApplication::setActiveWindow(w.get());
        QTest::keyClick(w.get(), Qt::Key_Plus, Qt::ControlModifier);
        QCOMPARE(ui::typeScale(), 125);
        QTest::keyClick(w.get(), Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(ui::typeScale(), 100);
        w->setPresenting(false);
        QCOMPARE(view->requestsTable()->font().pointSizeF(), QApplication::font().pointSizeF());
        w->close();
    }

    // Point 11: the review window fits a 1366x768 laptop and keeps its size and splitter.
    void reviewWindowFitsALaptopAndRemembersItsLayout()
    {
        QScreen *laptop = screenNamed(QStringLiteral("laptop"));
        QVERIFY(laptop);
        const QString file = m_dir.filePath(QStringLiteral("laptop.tpureview"));
        QVERIFY(ReviewFile::save(roomReview(), file).isEmpty());
        QList<int> sizes;
        QSize size;
        {
            QString error;
            std::unique_ptr<ui::ReviewWindow> w(
                ui::ReviewWindow::open(m_cat, file, nullptr, &error));
            QVERIFY(w);
            w->setAttribute(Qt::WA_DeleteOnClose, false);
            w->winId();
            w->windowHandle()->setScreen(laptop);
            w->move(laptop->geometry().topLeft());
            w->show();
            QVERIFY(QTest::qWaitForWindowExposed(w.get()));
            QVERIFY2(laptop->availableGeometry().contains(w->frameGeometry()),
                     qPrintable(QStringLiteral("%1x%2").arg(w->width()).arg(w->height())));
            w->resize(1000, 600);
            QSplitter *split = w->view()->splitter();
            split->setSizes({150, split->height() - 150});
            QApplication::processEvents();
            sizes = split->sizes();
            size = w->size();
            QVERIFY(w->close());
        }
        QString error;
        std::unique_ptr<ui::ReviewWindow> again(
            ui::ReviewWindow::open(m_cat, file, nullptr, &error));
        QVERIFY(again);
        again->setAttribute(Qt::WA_DeleteOnClose, false);
        again->winId();
        again->windowHandle()->setScreen(laptop);
        again->show();
        QVERIFY(QTest::qWaitForWindowExposed(again.get()));
        QCOMPARE(again->size(), size);
        QApplication::processEvents();
        QCOMPARE(again->view()->splitter()->sizes(), sizes);
        again->close();
    }

    // Point 14: docs/review-file.md says what the report does; each claim checked here against
    // what is drawn (the rest by the tests above: page numbers, headers, "Wrote" lines).
    void reviewFileDocsAreTrue()
    {
        QFile f(QStringLiteral(TPU_SOURCE_DIR "/docs/review-file.md"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString doc = QString::fromUtf8(f.readAll()).simplified();
        // What it said before and was not true.
        QVERIFY(!doc.contains("titles are not masked"));
        QVERIFY(!doc.contains("goes on in the PDF"));
        // The smallest type, as the slides' constant says and slidesHaveOneMessageEach... tests.
        QVERIFY(doc.contains(QStringLiteral("No text on a slide is smaller than %1 px")
                                 .arg(report::kSlideMinTextPx)));
        // The slides, in the documented order, are those drawn.
        Review review = roomReview();
        review.requests.back().title = QStringLiteral("pretraining for Ads Ranking");
        const auto slides = recordSlides(*m_cat, review, report::reviewMasking(review));
        const QStringList titles{"Who does not fit", "What to ask Google for",
                                 "Cost per month against the budget",
                                 "Chips asked and granted per team"};
        qsizetype at = doc.indexOf("1. the overview");
        QVERIFY(at > 0);
        for (int i = 0; i < titles.size(); ++i) {
            const qsizetype next = doc.indexOf(QStringLiteral("**%1**").arg(titles[i]));
            QVERIFY2(next > at, qPrintable(titles[i]));
            at = next;
            QVERIFY2(slideWith(slides, titles[i]) > 0, qPrintable(titles[i]));
        }
        QVERIFY(doc.contains("\"Slide N of M\"") && doc.contains("\"Page N of M\""));
        QVERIFY(doc.contains("`Wrote review.png`, `Wrote review-2.png`"));
        // Titles are masked word by word: the team's name in a title is its placeholder, the
        // other words stay.
        QVERIFY(doc.contains("Request titles are masked word by word"));
        QString drawn;
        for (const auto &s : slides)
            drawn += s->text();
        QVERIFY(!drawn.contains("Ads Ranking"));
        QVERIFY2(drawn.contains(QRegularExpression("pretraining for team-\\d")),
                 qPrintable(drawn.left(2000)));
    }
};

int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    tpu::test::useProjectorAndLaptopScreens(dir);
    QApplication app(argc, argv);
    TestReviewScreen test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_reviewscreen.moc"
