#include "ui/summary/barchart.h"

#include "ui/common/theme.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLocale>
#include <QLogValueAxis>
#include <QSortFilterProxyModel>
#include <QTimer>
#include <QVBarModelMapper>
#include <QVBoxLayout>
#include <QValueAxis>
#include <cmath>

namespace tpu::ui {

// The rows of the source that have a value in every charted column, with the value (not its
// text) as the display role the mapper reads.
class KnownValuesProxy final : public QSortFilterProxyModel
{
public:
    KnownValuesProxy(const BarChart::Spec &spec, QObject *parent)
        : QSortFilterProxyModel(parent), m_spec(spec)
    {
    }

    bool charted(int sourceRow) const { return !m_spec.rowFilter || m_spec.rowFilter(sourceRow); }

    bool known(int sourceRow) const
    {
        for (int c = m_spec.firstValueColumn; c <= m_spec.lastValueColumn; ++c)
            if (!sourceModel()->index(sourceRow, c).data(m_spec.valueRole).isValid())
                return false;
        return true;
    }

    QString label(int sourceRow) const
    {
        return sourceModel()
            ->index(sourceRow, m_spec.labelColumn)
            .data(m_spec.labelRole)
            .toString();
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::DisplayRole && index.column() >= m_spec.firstValueColumn &&
            index.column() <= m_spec.lastValueColumn)
            return QSortFilterProxyModel::data(index, m_spec.valueRole);
        return QSortFilterProxyModel::data(index, role);
    }

    void refilter() { invalidateRowsFilter(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &parent) const override
    {
        return !parent.isValid() && charted(sourceRow) && known(sourceRow);
    }

private:
    const BarChart::Spec &m_spec;
};

BarChart::BarChart(QAbstractItemModel *model, Spec spec, QWidget *parent)
    : QWidget(parent), m_source(model), m_spec(std::move(spec))
{
    m_proxy = new KnownValuesProxy(m_spec, this);
    m_proxy->setSourceModel(model);
    m_chart = new QChart;
    m_chart->setTitle(m_spec.title);
    m_chart->setBackgroundRoundness(0);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    // Horizontal bars stack a category's sets bottom to top (the first set lowest): the legend
    // lists them in the same order as the bars read, top to bottom.
    m_chart->legend()->setReverseMarkers(m_spec.horizontal);
    // The value axis in the locale's digits and thousands separators ("150,000"), as the bars.
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(QLocale());
    if (m_spec.horizontal)
        m_series = new QHorizontalBarSeries;
    else
        m_series = new QBarSeries;
    // Values as the model writes them (locale, currency, "(?)") go into the category's label;
    // else Qt Charts' own labels, which know neither.
    m_series->setLabelsVisible(m_spec.valueTextRole < 0);
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    m_series->setLabelsPrecision(8);
    m_series->setLabelsFormat(m_spec.labelPrefix + QStringLiteral("@value"));
    m_chart->addSeries(m_series);
    m_categories = new QBarCategoryAxis;
    if (m_spec.logarithmic) {
        auto *log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%g"));
        m_values = log;
    } else {
        auto *lin = new QValueAxis;
        lin->setLabelFormat(QStringLiteral("%.0f"));
        m_values = lin;
    }
    m_values->setTitleText(m_spec.valueAxisTitle);
    m_chart->addAxis(m_categories, m_spec.horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    m_chart->addAxis(m_values, m_spec.horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_values);

    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(m_spec.firstValueColumn);
    m_mapper->setLastBarSetColumn(m_spec.lastValueColumn);
    m_mapper->setFirstRow(0);
    m_mapper->setSeries(m_series);
    m_mapper->setModel(m_proxy);

    m_view = new QChartView(m_chart, this);
    m_view->setObjectName(QStringLiteral("chartView"));
    m_view->setRenderHint(QPainter::Antialiasing);
    // A picture to a screen reader: its title names it, and the figures are in the table.
    m_view->setAccessibleName(m_spec.title);
    m_view->setAccessibleDescription(
        tr("A bar chart in %1; the table holds the same figures.").arg(m_spec.valueAxisTitle));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);

    // The mapper reads the proxy first (it connected first); then the axes follow.
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &BarChart::updateAxes);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &BarChart::updateAxes);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &BarChart::updateAxes);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &BarChart::updateAxes);
    connect(m_proxy, &QAbstractItemModel::dataChanged, this, &BarChart::updateAxes);
    applyTheme();
    updateAxes();
}

BarChart::~BarChart() = default;

void BarChart::setValueColumns(int first, int last)
{
    if (first == m_spec.firstValueColumn && last == m_spec.lastValueColumn)
        return;
    m_spec.firstValueColumn = first;
    m_spec.lastValueColumn = last;
    m_mapper->setFirstBarSetColumn(first);
    m_mapper->setLastBarSetColumn(last);
    refilter();
}

void BarChart::refilter()
{
    m_proxy->refilter();
    updateAxes();
}

void BarChart::setValueAxisTitle(const QString &title)
{
    if (title == m_spec.valueAxisTitle)
        return;
    m_spec.valueAxisTitle = title;
    m_values->setTitleText(title);
    m_view->setAccessibleDescription(
        tr("A bar chart in %1; the table holds the same figures.").arg(title));
}

QStringList BarChart::categories() const
{
    return m_categories->categories();
}

QStringList BarChart::setLabels() const
{
    QStringList out;
    for (const QBarSet *set : m_series->barSets())
        out << set->label();
    return out;
}

QList<QList<qreal>> BarChart::values() const
{
    QList<QList<qreal>> out;
    for (const QBarSet *set : m_series->barSets()) {
        QList<qreal> v;
        for (int i = 0; i < set->count(); ++i)
            v << set->at(i);
        out << v;
    }
    return out;
}

void BarChart::updateAxes()
{
    QStringList cats;
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const int row = m_proxy->mapToSource(m_proxy->index(r, 0)).row();
        QString label = m_proxy->label(row);
        if (m_spec.valueTextRole >= 0) {
            QStringList texts;
            for (int c = m_spec.firstValueColumn; c <= m_spec.lastValueColumn; ++c)
                texts << m_source->index(row, c).data(m_spec.valueTextRole).toString();
            label = tr("%1: %2").arg(label, texts.join(QStringLiteral(" / ")));
        }
        cats << label;
    }
    for (int r = 0; r < m_source->rowCount(); ++r)
        if (m_proxy->charted(r) && !m_proxy->known(r))
            cats << tr("%1: unknown").arg(m_proxy->label(r));
    m_categories->clear();
    m_categories->append(cats);

    double lo = 0, hi = 0;
    bool any = false;
    for (const auto &set : values())
        for (qreal v : set) {
            lo = any ? std::min(lo, double(v)) : double(v);
            hi = any ? std::max(hi, double(v)) : double(v);
            any = true;
        }
    if (m_spec.logarithmic) {
        lo = any && lo > 0 ? std::pow(10.0, std::floor(std::log10(lo))) : 1;
        hi = any && hi > 0 ? std::pow(10.0, std::ceil(std::log10(hi * 1.5))) : 10;
        m_values->setRange(lo, std::max(hi, lo * 10));
    } else {
        m_valueTop = any && hi > 0 ? hi * 1.15 : 1;
        fitValueTicks();
    }
    // Room for every category label at the widget's type size: Qt Charts elides what does not fit.
    const int texts = std::max<int>(1, int(cats.size()));
    const int line = fontMetrics().height();
    const int sets = std::max<int>(1, int(m_series->count()));
    // Room for the title, the axis labels and title, and the legend even with one category.
    setMinimumHeight(m_spec.horizontal ? line * (11 + texts * (1 + sets)) : line * 16);
    m_chart->legend()->setVisible(m_series->count() > 1);
    styleSets();
}

// The mapper makes new bar sets whenever the model resets: colour each one from the palette.
void BarChart::styleSets()
{
    const QPalette pal = palette();
    // Distinct colour-blind-safe colours in every theme (not shades of one colour), outlined in
    // the text colour so that a light bar stands out on a light base too.
    const auto sets = m_series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        sets[i]->setColor(seriesColor(pal, i));
        sets[i]->setBorderColor(pal.color(QPalette::Text));
        sets[i]->setLabelColor(pal.color(QPalette::Text));
        sets[i]->setLabelFont(font());
    }
}

// A linear value axis from 0 in steps of 1, 2 or 5 × 10^k, with as many ticks as its labels
// take side by side without running into one another ("20,00040,000" on a narrow window): a
// horizontal chart's labels lie along its width, a vertical one's along its height.
void BarChart::fitValueTicks()
{
    auto *axis = qobject_cast<QValueAxis *>(m_values);
    if (!axis)
        return;
    const QFontMetrics fm(axis->labelsFont());
    const QLocale locale;
    const QRectF plot = m_chart->plotArea();
    const double along = m_spec.horizontal ? (plot.width() > 0 ? plot.width() : width() * 0.6)
                                           : (plot.height() > 0 ? plot.height() : height() * 0.6);
    double step = 1;
    int intervals = 1;
    for (double magnitude = std::pow(10.0, std::floor(std::log10(m_valueTop / 8)));;
         magnitude *= 10) {
        bool found = false;
        for (double m : {1.0, 2.0, 5.0}) {
            step = m * magnitude;
            intervals = int(std::ceil(m_valueTop / step - 1e-9));
            const double top = step * intervals;
            // Each label with a gap of two digits' width (or a line's height) before the next.
            const double label = m_spec.horizontal
                                     ? fm.horizontalAdvance(locale.toString(top, 'f', 0)) +
                                           fm.horizontalAdvance(QStringLiteral("00"))
                                     : fm.height() * 2.0;
            if (intervals <= 10 && label * (intervals + 1) <= along) {
                found = true;
                break;
            }
        }
        if (found || intervals <= 1)
            break;
    }
    const int decimals = step < 1 ? int(std::ceil(-std::log10(step) - 1e-9)) : 0;
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
    axis->setRange(0, step * intervals);
    axis->setTickCount(intervals + 1);
}

void BarChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (!m_spec.logarithmic)
        QTimer::singleShot(0, this, [this] { fitValueTicks(); }); // once the plot is laid out
}

void BarChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LocaleChange)
        m_chart->setLocale(QLocale());
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        applyTheme();
        updateAxes();
    }
}

// Everything drawn takes its colour from the palette, so that the light, dark and high-contrast
// themes (and the desktop's own) apply, and its type from the widget's font.
void BarChart::applyTheme()
{
    const QPalette pal = palette();
    const QColor text = pal.color(QPalette::Text);
    const QColor base = pal.color(QPalette::Base);
    QColor grid = text;
    grid.setAlphaF(0.25);
    m_chart->setBackgroundBrush(base);
    m_chart->setBackgroundPen(QPen(pal.color(QPalette::Mid)));
    m_chart->setTitleBrush(text);
    QFont titleFont = font();
    titleFont.setBold(true);
    m_chart->setTitleFont(titleFont);
    m_chart->legend()->setLabelColor(text);
    m_chart->legend()->setFont(font());
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_categories), m_values}) {
        axis->setLabelsBrush(text);
        axis->setLabelsFont(font());
        axis->setTitleBrush(text);
        axis->setTitleFont(font());
        axis->setLinePenColor(text);
        axis->setGridLineColor(grid);
    }
    m_view->setBackgroundBrush(base);
}

} // namespace tpu::ui
