#pragma once

#include <QWidget>
#include <functional>

class QAbstractItemModel;
class QBarCategoryAxis;
class QAbstractAxis;
class QAbstractBarSeries;
class QChart;
class QChartView;
class QVBarModelMapper;

namespace tpu::ui {

class KnownValuesProxy;

// A bar chart (Qt Charts) of some rows and columns of a table model, bound through a
// QVBarModelMapper: each value column is a bar set, each row a category. Values are read from
// `valueRole`; a row whose value is unknown (invalid) gets no bar, and its category is listed after
// the others as "<label>: unknown", so an unknown is never drawn as 0. Colours and fonts follow the
// widget's palette and font (light, dark, high contrast; large type).
class BarChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BarChart)

public:
    struct Spec
    {
        QString title;
        QString valueAxisTitle; // with the unit: "USD per 30-day month"
        int labelColumn = 0;
        int labelRole = Qt::DisplayRole;
        int firstValueColumn = 1, lastValueColumn = 1; // contiguous
        int valueRole = Qt::UserRole + 1;
        bool horizontal = false;
        bool logarithmic = false;
        QString labelPrefix; // "$" before the bar labels
        // When set, each category reads "label: value" with the value columns' text in this role
        // (the model's locale, currency and "(?)"), and the bars carry no label of their own.
        int valueTextRole = -1;
        std::function<bool(int sourceRow)> rowFilter; // rows to chart; null: all
    };

    BarChart(QAbstractItemModel *model, Spec spec, QWidget *parent = nullptr);
    ~BarChart() override;

    // For tests and screenshots: the chart, its categories in axis order, and the bar sets'
    // labels and values (one list per set).
    QChart *chart() const { return m_chart; }
    QStringList categories() const;
    QStringList setLabels() const;
    QList<QList<qreal>> values() const;
    void refilter();                              // the row filter's answer changed
    void setValueColumns(int first, int last);    // contiguous; each a bar set
    void setValueAxisTitle(const QString &title); // with the unit, e.g. the catalog's currency

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateAxes();
    void applyTheme();
    void styleSets();
    void fitValueTicks();

    QAbstractItemModel *m_source;
    Spec m_spec;
    KnownValuesProxy *m_proxy;
    QChart *m_chart;
    QChartView *m_view;
    QAbstractBarSeries *m_series;
    QVBarModelMapper *m_mapper;
    QBarCategoryAxis *m_categories;
    QAbstractAxis *m_values;
    double m_valueTop = 1; // the largest value with room above it; a linear axis's range ends
                           // at the first tick at or above it
};

} // namespace tpu::ui
