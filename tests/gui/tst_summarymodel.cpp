// The summary as a table model and its charts: values for several plans, unknowns never 0, charts
// that follow the plan, the palette and the type size.
#include "report/themepalette.h"
#include "testsupport.h"
#include "ui/common/theme.h"
#include "ui/summary/alternativesmodel.h"
#include "ui/summary/barchart.h"
#include "ui/summary/summarymodel.h"
#include "ui/summary/summaryview.h"

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QDir>
#include <QLabel>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QValueAxis>

using namespace tpu;
using namespace tpu::model;
using ui::SummaryModel;

class TestSummaryModel : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> cat = test::builtinCatalog();

    static QString text(const SummaryModel &m, int row, int column = SummaryModel::TotalColumn)
    {
        return m.index(row, column).data().toString();
    }
    static QVariant value(const SummaryModel &m, int row, int column = SummaryModel::TotalColumn)
    {
        return m.index(row, column).data(SummaryModel::ValueRole);
    }
    static QList<qreal> allValues(const ui::BarChart *chart)
    {
        QList<qreal> out;
        for (const auto &set : chart->values())
            out += set;
        return out;
    }
    Summary summaryOf(const std::function<void(Plan &)> &change = {}) const
    {
        Plan p = test::standardPlan(); // v6e 4x4 in us-east5-b
        if (change)
            change(p);
        return summarize(*cat, p);
    }

private slots:
    void valuesOfSeveralPlans()
    {
        SummaryModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(m.rowCount(), 0);
        m.setSummary(summaryOf());
        QCOMPARE(m.rowCount(), int(SummaryModel::RowCount));
        QCOMPARE(m.columnCount(), 3);
        QCOMPARE(text(m, SummaryModel::ChipsRow, SummaryModel::WhatColumn),
                 QStringLiteral("TPU chips"));
        QCOMPARE(value(m, SummaryModel::ChipsRow).toDouble(), 16.0);
        QCOMPARE(value(m, SummaryModel::VmsRow).toDouble(), 4.0);
        QCOMPARE(value(m, SummaryModel::HbmRow).toDouble(), 16 * 32.0);
        QCOMPARE(text(m, SummaryModel::PflopsRow), QLocale().toString(16 * 0.918, 'f', 2));
        QCOMPARE(value(m, SummaryModel::CostHourOnDemandRow).toDouble(), 16 * 2.70);
        QCOMPARE(text(m, SummaryModel::CostHourOnDemandRow),
                 QStringLiteral("$") + QLocale().toString(43.2, 'f', 2));
        QCOMPARE(value(m, SummaryModel::CostMonthOnDemandRow).toDouble(), 16 * 2.70 * 720);
        QCOMPARE(text(m, SummaryModel::CostMonthOnDemandRow), QStringLiteral("$31,104.00"));
        {
            // Money as the locale writes it (issue 24, 5).
            const QLocale before;
            QLocale::setDefault(QLocale(QLocale::Italian, QLocale::Italy));
            SummaryModel italian;
            italian.setSummary(summaryOf());
            QLocale::setDefault(before);
            QCOMPARE(text(italian, SummaryModel::CostMonthOnDemandRow),
                     QStringLiteral("31.104,00\u00a0$"));
        }
        QVERIFY(text(m, SummaryModel::QuotaRow, SummaryModel::WhatColumn)
                    .contains(QStringLiteral("TPUS-PER-TPU-FAMILY")));
        // Spot prices are uncertain in the catalog: "(?)", the reason as role and tooltip.
        const int spot = SummaryModel::CostHourOnDemandRow + 1;
        QVERIFY(text(m, spot).endsWith(QStringLiteral("(?)")));
        QVERIFY(!m.index(spot, SummaryModel::TotalColumn)
                     .data(SummaryModel::UncertainRole)
                     .toString()
                     .isEmpty());
        QVERIFY(m.index(spot, SummaryModel::TotalColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Uncertain")));

        // Four slices: per slice and total differ.
        m.setSummary(summaryOf([](Plan &p) { p.slices = 4; }));
        QCOMPARE(value(m, SummaryModel::SlicesRow).toDouble(), 4.0);
        QCOMPARE(value(m, SummaryModel::ChipsRow, SummaryModel::PerSliceColumn).toDouble(), 16.0);
        QCOMPARE(value(m, SummaryModel::ChipsRow).toDouble(), 64.0);
        QCOMPARE(
            value(m, SummaryModel::CostHourOnDemandRow, SummaryModel::PerSliceColumn).toDouble(),
            16 * 2.70);
        QCOMPARE(value(m, SummaryModel::CostHourOnDemandRow).toDouble(), 64 * 2.70);

        // v5e: the catalog's HBM is 16 GB, not GiB, so uncertain.
        m.setSummary(summaryOf([](Plan &p) {
            p.tpuVersion = QStringLiteral("v5e");
            p.machineType = QStringLiteral("ct5lp-hightpu-4t");
            p.topology = tpu::test::shape("4x8");
        }));
        QCOMPARE(value(m, SummaryModel::ChipsRow).toDouble(), 32.0);
        QVERIFY(text(m, SummaryModel::HbmRow).endsWith(QStringLiteral("(?)")));

        // An incomplete plan has no figures at all.
        m.setSummary(summaryOf([](Plan &p) { p.topology = {}; }));
        QCOMPARE(m.rowCount(), 0);
    }

    void unknownCostsAreUnknownNotZero()
    {
        SummaryModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // TPU7x: the catalog has no price at all.
        m.setSummary(summaryOf([](Plan &p) {
            p.tpuVersion = QStringLiteral("tpu7x");
            p.machineType = QStringLiteral("tpu7x-standard-4t");
            p.topology = tpu::test::shape("4x4x8");
            p.zone = QStringLiteral("us-central1-c");
        }));
        for (int row = SummaryModel::CostHourOnDemandRow; row < SummaryModel::RowCount; ++row) {
            QCOMPARE(text(m, row), QStringLiteral("unknown"));
            QVERIFY(!value(m, row).isValid());
        }
        QCOMPARE(value(m, SummaryModel::ChipsRow).toDouble(), 128.0);
    }

    void chartsFollowThePlanAndNeverDrawUnknownAsZero()
    {
        ui::SummaryView view;
        view.resize(700, 1200);
        view.setSummary(*cat, summaryOf());
        view.show();
        const ui::BarChart *cost = view.costChart();
        // Issue 24, 5: the value as the locale writes money, in the catalog's currency, with
        // the mark of an uncertain value (Spot's date is not known).
        const QStringList cats = cost->categories();
        QCOMPARE(cats.size(), 4);
        QCOMPARE(cats[0], QStringLiteral("On-demand: $31,104.00"));
        QVERIFY2(cats[1].startsWith(QLatin1String("Spot: $")) &&
                     cats[1].endsWith(QLatin1String(" (?)")),
                 qPrintable(cats[1]));
        QCOMPARE(cats[2], QStringLiteral("1-year commitment: $21,772.80"));
        QCOMPARE(cats[3], QStringLiteral("3-year commitment: $14,054.40"));
        QVERIFY(cost->chart()
                    ->axes(Qt::Horizontal)
                    .front()
                    ->titleText()
                    .startsWith(QLatin1String("USD ")));
        Summary euro = summaryOf();
        euro.currency = QStringLiteral("EUR");
        view.setSummary(*cat, euro);
        QCOMPARE(cost->categories().front(), QStringLiteral("On-demand: €31,104.00"));
        QVERIFY(cost->chart()
                    ->axes(Qt::Horizontal)
                    .front()
                    ->titleText()
                    .startsWith(QLatin1String("EUR ")));
        view.setSummary(*cat, summaryOf());
        QCOMPARE(cost->values().size(), 1); // one bar set: the total
        const QList<qreal> months = allValues(cost);
        QCOMPARE(months.size(), 4);
        const double expected[] = {16 * 2.70 * 720, *summaryOf().costs[1].perMonth.value,
                                   16 * 1.89 * 720, 16 * 1.22 * 720};
        for (int i = 0; i < 4; ++i)
            QCOMPARE(months[i], expected[i]);
        // Issue 24, 5: one measure per chart: counts, GiB, PFLOP/s never share an axis.
        const auto &charts = view.resourceCharts();
        QCOMPARE(charts.size(), size_t(3));
        QCOMPARE(charts[0]->values().size(), 1);         // one slice: the total alone
        QCOMPARE(charts[0]->values().front().size(), 3); // VMs, chips, vCPUs
        QCOMPARE(charts[1]->values().front().size(), 2); // memory, HBM
        QCOMPARE(charts[2]->values().front().size(), 1); // PFLOP/s
        QVERIFY(charts[0]->categories().join(QLatin1Char('|')).contains(QLatin1String("vCPU")));
        QVERIFY(!charts[0]->categories().join(QLatin1Char('|')).contains(QLatin1String("GiB")));
        QVERIFY(charts[1]->categories().join(QLatin1Char('|')).contains(QLatin1String("GiB")));
        QVERIFY(charts[2]->categories().join(QLatin1Char('|')).contains(QLatin1String("PFLOP/s")));
        for (const ui::BarChart *chart : charts)
            QCOMPARE(chart->chart()->axes(Qt::Horizontal).size(), 1); // one value axis each

        // Another shape: the series change with the model.
        view.setSummary(*cat, summaryOf([](Plan &p) {
            p.topology = tpu::test::shape("8x8");
            p.slices = 2;
        }));
        QCOMPARE(allValues(cost).front(), 128 * 2.70 * 720);
        QCOMPARE(view.resourceCharts()[0]->setLabels(), (QStringList{"Per slice", "Total"}));
        QCOMPARE(view.resourceCharts()[0]->values()[1][1], 128.0); // chips in total
        QCOMPARE(view.resourceCharts()[0]->values()[0][1], 64.0);  // chips per slice

        // europe-west4 has no v6e commitment prices: two bars, and the two unknowns listed
        // after them by name, with no bar (no 0).
        view.setSummary(*cat,
                        summaryOf([](Plan &p) { p.zone = QStringLiteral("europe-west4-a"); }));
        QCOMPARE(cost->categories().mid(2),
                 (QStringList{"1-year commitment: unknown", "3-year commitment: unknown"}));
        QVERIFY(cost->categories().front().startsWith(QLatin1String("On-demand: $")));
        QCOMPARE(allValues(cost).size(), 2);
        QVERIFY(!allValues(cost).contains(0.0));

        // No price at all: no bar, every option labelled unknown.
        view.setSummary(*cat, summaryOf([](Plan &p) {
            p.tpuVersion = QStringLiteral("tpu7x");
            p.machineType = QStringLiteral("tpu7x-standard-4t");
            p.topology = tpu::test::shape("4x4x8");
            p.zone = QStringLiteral("us-central1-c");
        }));
        QVERIFY(allValues(cost).isEmpty());
        QCOMPARE(cost->categories().size(), 4);
        for (const QString &c : cost->categories())
            QVERIFY2(c.endsWith(QStringLiteral(": unknown")), qPrintable(c));
    }

    void chartsFollowPaletteAndFont()
    {
        ui::SummaryView view;
        view.setSummary(*cat, summaryOf());
        QPalette pal = view.palette();
        pal.setColor(QPalette::Highlight, QColor(0xd0, 0x20, 0x20));
        pal.setColor(QPalette::Base, QColor(0x10, 0x10, 0x10));
        pal.setColor(QPalette::Text, QColor(0xff, 0xff, 0x00));
        view.setPalette(pal);
        QChart *chart = view.costChart()->chart();
        auto *series = qobject_cast<QAbstractBarSeries *>(chart->series().front());
        // Series colours are the colour-blind-safe set for the base: the dark one here.
        QCOMPARE(series->barSets().front()->color(), ui::seriesColor(pal, 0));
        QVERIFY(ui::seriesColor(pal, 0) !=
                ui::seriesColor(report::themePalette(report::PaletteTheme::Light), 0));
        QCOMPARE(series->barSets().front()->labelColor(), QColor(0xff, 0xff, 0x00));
        QCOMPARE(chart->backgroundBrush().color(), QColor(0x10, 0x10, 0x10));
        QCOMPARE(chart->titleBrush().color(), QColor(0xff, 0xff, 0x00));
        for (QAbstractAxis *axis : chart->axes()) {
            QCOMPARE(axis->labelsBrush().color(), QColor(0xff, 0xff, 0x00));
            QVERIFY2(!axis->titleText().isEmpty() || qobject_cast<QBarCategoryAxis *>(axis),
                     "value axes have a title with the unit");
        }

        // Twice the type size: the chart's text doubles and the chart grows to keep its labels.
        const int before = view.costChart()->minimumHeight();
        QFont big = view.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        view.setFont(big);
        QCOMPARE(chart->axes().front()->labelsFont().pointSizeF(), big.pointSizeF());
        QCOMPARE(chart->titleFont().pointSizeF(), big.pointSizeF());
        QVERIFY(view.costChart()->minimumHeight() >= 2 * before - 2);
    }

    // Issue 37, minor 10: a narrow horizontal chart of large values has no more ticks than its
    // labels take side by side ("20,00040,00060,000" ran together on the Alternatives tab).
    void valueAxisLabelsDoNotRunTogether()
    {
        QStandardItemModel model(3, 2);
        const double values[] = {12000, 41000, 69000};
        for (int r = 0; r < 3; ++r) {
            model.setData(model.index(r, 0), QStringLiteral("row %1").arg(r));
            model.setData(model.index(r, 1), values[r], Qt::UserRole + 1);
        }
        ui::BarChart::Spec spec;
        spec.title = QStringLiteral("Cost");
        spec.valueAxisTitle = QStringLiteral("USD");
        spec.horizontal = true;
        for (int width : {300, 420, 600, 1200}) {
            ui::BarChart chart(&model, spec);
            QFont large = chart.font(); // the type of a 1360x900 window at a larger text size
            large.setPointSizeF(large.pointSizeF() * 1.5);
            chart.setFont(large);
            chart.resize(width, 500);
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            QTest::qWait(50);
            QCoreApplication::processEvents();
            auto *axis = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).front());
            QVERIFY(axis);
            QVERIFY(axis->max() >= 69000);
            const QFontMetrics fm(axis->labelsFont());
            double labels = 0;
            const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
            for (int i = 0; i < axis->tickCount(); ++i)
                labels += fm.horizontalAdvance(QLocale().toString(axis->min() + i * step, 'f', 0));
            const double plot = chart.chart()->plotArea().width();
            QVERIFY2(labels + (axis->tickCount() - 1) * fm.horizontalAdvance(QStringLiteral("0")) <=
                         plot,
                     qPrintable(QStringLiteral("%1 px: %2 ticks, labels %3 px on a plot of %4 px")
                                    .arg(width)
                                    .arg(axis->tickCount())
                                    .arg(labels)
                                    .arg(plot)));
            QVERIFY(axis->tickCount() >= 2);
        }
    }

    // Issue 24, 6: the prices' "Source:" link takes the theme's link colour when the theme
    // changes, readable on the window it sits on (4.5:1; 7:1 in High contrast).
    void sourceLinksFollowTheThemeReadably()
    {
        ui::applyTheme(ui::Theme::Light);
        ui::SummaryView view;
        view.setSummary(*cat, summaryOf());
        view.show();
        const auto *prices = view.findChild<QLabel *>(QStringLiteral("pricesLabel"));
        QVERIFY(prices);
        static const QRegularExpression colour(QStringLiteral("color:(#[0-9a-fA-F]{6})"));
        for (auto theme :
             {ui::Theme::Dark, ui::Theme::HighContrast, ui::Theme::Light, ui::Theme::Dark}) {
            ui::applyTheme(theme);
            QCoreApplication::processEvents();
            const QColor window = prices->palette().color(QPalette::Window);
            const double needed = theme == ui::Theme::HighContrast ? 7.0 : 4.5;
            int links = 0;
            for (auto it = colour.globalMatch(prices->text()); it.hasNext(); ++links) {
                const QColor link(it.next().captured(1));
                QVERIFY2(report::contrastRatio(link, window) >= needed,
                         qPrintable(QStringLiteral("%1 on %2 in theme %3")
                                        .arg(link.name(), window.name())
                                        .arg(int(theme))));
                QCOMPARE(link, prices->palette().color(QPalette::Link));
            }
            QVERIFY(links > 0);
        }
        ui::applyTheme(ui::Theme::System);
    }

    void alternativesModelIsAValidModel()
    {
        ui::AlternativesModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Plan p = test::standardPlan();
        AlternativeRequest r;
        r.anyRegion = true;
        m.setAlternatives(findAlternatives(*cat, p, r));
        QVERIFY(m.rowCount() > 5);
        QStringList labels;
        for (int row = 0; row < m.rowCount(); ++row)
            labels << m.index(row, 0).data(ui::AlternativesModel::ChartLabelRole).toString();
        QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(),
                 labels.size()); // unique categories
        // TPU7x has no price: "unknown", no value, sorted after every price.
        bool sawUnknown = false;
        for (int row = 0; row < m.rowCount(); ++row) {
            const QModelIndex cost = m.index(row, ui::AlternativesModel::CostColumn);
            if (!cost.data(ui::AlternativesModel::ValueRole).isValid()) {
                sawUnknown = true;
                QCOMPARE(cost.data().toString(), QStringLiteral("unknown"));
                QVERIFY(cost.data(ui::AlternativesModel::SortRole).toDouble() > 1e300);
            }
        }
        QVERIFY(sawUnknown);
        m.setAlternatives({});
        QCOMPARE(m.rowCount(), 0);
    }
};

QTEST_MAIN(TestSummaryModel)
#include "tst_summarymodel.moc"
