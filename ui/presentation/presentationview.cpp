#include "ui/presentation/presentationview.h"

#include "document/plandocument.h"
#include "export/manifests.h"
#include "model/planedit.h"
#include "model/snapshot.h"
#include "report/reportdrawing.h"
#include "ui/common/theme.h"
#include "ui/topology/topologyview.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace tpu::ui {

namespace {

// The report's cost chart, drawn with the widget's palette and font (so it follows the theme and
// the type scale).
class CostChart final : public QWidget
{
public:
    CostChart(const report::ReportContent *content, QWidget *parent)
        : QWidget(parent), m_content(content)
    {
        setObjectName(QStringLiteral("costChartWidget"));
    }
    // A shared screen's chart: its text up to 2.4 times the tables' when there is room, never
    // smaller than 90 % of theirs.
    QSize minimumSizeHint() const override
    {
        const double px = QFontInfo(font()).pixelSize() * kMinScale;
        return QSize(int(report::costChartTextWidth(*m_content, px) * 1.5),
                     int(report::costChartHeight(*m_content, px, false)) + 1);
    }
    QSize sizeHint() const override
    {
        const double px = QFontInfo(font()).pixelSize() * kScale;
        return QSize(int(px * 24), int(report::costChartHeight(*m_content, px, false)) + 1);
    }
    double textPixels() const // the size the chart's text is drawn at, in this height
    {
        const double unit = report::costChartHeight(*m_content, 1.0, false);
        const double font = QFontInfo(this->font()).pixelSize();
        // As large as the height allows, and narrow enough that the bars keep a third of the
        // width and no value runs past the edge.
        const double widthUnit = report::costChartTextWidth(*m_content, 10.0) / 10.0;
        const double byWidth = width() * 2.0 / 3.0 / std::max(1.0, widthUnit);
        return std::max(font * kMinScale, std::min({height() / unit, byWidth, font * kScale}));
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        QPalette pal = palette();
        pal.setColor(QPalette::Text, palette().color(QPalette::WindowText));
        report::drawCostChart(p, QRectF(rect()), *m_content, pal, textPixels(), false, true);
    }

private:
    static constexpr double kScale = 2.4, kMinScale = 0.9;

    const report::ReportContent *m_content;
};

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    QFont f = l->font();
    f.setBold(true);
    l->setFont(f);
    return l;
}

} // namespace

PresentationView::PresentationView(document::PlanDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("presentationView"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("presentationTitleLabel"));
    m_title->setWordWrap(true);
    m_title->setTextFormat(Qt::RichText); // larger than the type scale's size, relative to it
    m_planLine = new QLabel(this);
    m_planLine->setObjectName(QStringLiteral("presentationPlanLabel"));
    m_planLine->setWordWrap(true);
    m_planLine->setTextFormat(Qt::PlainText); // shows the plan's names: text, never markup

    // One button per wizard step, Alt+1 to Alt+6, in two rows of three.
    auto *steps = new QGridLayout;
    for (int i = 0; i < 6; ++i) {
        auto *b = new QPushButton(this);
        b->setObjectName(QStringLiteral("step%1PushButton").arg(i + 1));
        connect(b, &QPushButton::clicked, this, [this, i] { emit stepRequested(i); });
        steps->addWidget(b, i / 3, i % 3);
        m_steps.push_back(b);
    }

    m_topology = new TopologyView(this);
    m_topology->setObjectName(QStringLiteral("presentationTopologyView"));
    m_topology->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    m_summary = new QTableWidget(this);
    m_summary->setObjectName(QStringLiteral("presentationSummaryTableWidget"));
    m_summary->setColumnCount(2);
    m_summary->horizontalHeader()->hide();
    m_summary->verticalHeader()->hide();
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_summary->horizontalHeader()->setStretchLastSection(true);
    m_summary->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_summary->setAlternatingRowColors(true);
    m_summary->setTabKeyNavigation(false); // Tab moves on to the next control
    m_summary->setWordWrap(false);
    m_summary->setTextElideMode(Qt::ElideMiddle);
    m_summary->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents); // no empty rows below
    m_summary->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_chart = new CostChart(&m_content, this);
    m_chart->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);

    m_findings = new QListWidget(this);
    m_findings->setObjectName(QStringLiteral("presentationFindingsListWidget"));
    m_findings->setWordWrap(true);
    m_findings->setTabKeyNavigation(false);
    readableTables();
    fitFindings();

    m_chartTitle = heading(QString(), this);
    m_chartTitle->setObjectName(QStringLiteral("presentationChartTitleLabel"));
    m_chartTitle->setWordWrap(true);

    // The 3D view, the largest, takes the left three fifths over the findings; the right column
    // reads top down: the summary (as tall as its rows), then the cost chart in the rest.
    auto *left = new QVBoxLayout;
    left->addWidget(m_topology, 1);
    auto *findingsHeading = heading(QString(), this);
    findingsHeading->setObjectName(QStringLiteral("presentationFindingsHeadingLabel"));
    left->addWidget(findingsHeading);
    left->addWidget(m_findings);
    auto *right = new QVBoxLayout;
    auto *summaryHeading = heading(QString(), this);
    summaryHeading->setObjectName(QStringLiteral("presentationSummaryHeadingLabel"));
    right->addWidget(summaryHeading);
    right->addWidget(m_summary);
    right->addWidget(m_chartTitle);
    right->addWidget(m_chart, 1);

    auto *body = new QHBoxLayout;
    body->addLayout(left, 3);
    body->addLayout(right, 2);
    auto *outer = new QVBoxLayout(this);
    outer->addWidget(m_title);
    outer->addWidget(m_planLine);
    outer->addLayout(steps);
    outer->addLayout(body, 1);

    connect(m_document, &document::PlanDocument::planChanged, this, &PresentationView::refresh);
    connect(m_document, &document::PlanDocument::maskNamesChanged, this,
            &PresentationView::refresh);
    connect(m_document, &document::PlanDocument::fileNameChanged, this, &PresentationView::refresh);
    retranslate();
    refresh();
}

// The texts that do not come from the plan (refresh() makes those), in the interface language.
void PresentationView::retranslate()
{
    for (size_t i = 0; i < m_steps.size(); ++i) {
        m_steps[i]->setText(
            QStringLiteral("&%1 %2").arg(i + 1).arg(model::stepTitle(model::Step(i))));
        m_steps[i]->setToolTip(tr("Show this wizard step; Alt+0 comes back to this overview, Esc "
                                  "leaves presentation mode."));
    }
    m_summary->setAccessibleName(tr("Summary"));
    m_summary->setAccessibleDescription(tr("The plan's totals, quota and cost, one per row."));
    m_findings->setAccessibleName(tr("Findings"));
    m_findings->setAccessibleDescription(tr("What the rules found in the plan, errors first."));
    m_chart->setAccessibleName(tr("Cost per 30-day month by consumption option"));
    findChild<QLabel *>(QStringLiteral("presentationFindingsHeadingLabel"))
        ->setText(tr("Findings"));
    findChild<QLabel *>(QStringLiteral("presentationSummaryHeadingLabel"))->setText(tr("Summary"));
}

PresentationView::~PresentationView() = default;

void PresentationView::readableTables()
{
    // The summary and the findings are read from across a room: at least 1.5 times the 100 %
    // type (18 px where the desktop's is 12), however small the type size.
    QFont f = font();
    const int px = QFontInfo(f).pixelSize();
    const int least = (px * 100 / std::max(1, typeScale())) * 3 / 2;
    if (px < least)
        f.setPixelSize(least);
    for (QWidget *w : {static_cast<QWidget *>(m_summary), static_cast<QWidget *>(m_findings)})
        if (w->font() != f)
            w->setFont(f);
}

void PresentationView::fitFindings()
{
    // Four lines of findings under the 3D view, at every type size (the list scrolls for more).
    const int h = m_findings->fontMetrics().lineSpacing() * 4 + 2 * m_findings->frameWidth() + 4;
    m_findings->setFixedHeight(h);
}

QPushButton *PresentationView::stepButton(int step) const
{
    return step >= 0 && step < int(m_steps.size()) ? m_steps[size_t(step)] : nullptr;
}

void PresentationView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void PresentationView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the plan's texts follow the document (PlanDocument::retranslate)
    if (event->type() != QEvent::FontChange)
        return;
    // The word-wrapped labels' heights were worked out for the old type: measure them again, so
    // every size fits and going back to 100 % gives the 100 % layout.
    for (QLabel *l : findChildren<QLabel *>())
        l->updateGeometry();
    readableTables();
    fitFindings();
    m_summary->resizeRowsToContents();
    m_summary->updateGeometry();
    m_chart->updateGeometry();
    if (layout())
        layout()->invalidate();
    updateGeometry();
}

void PresentationView::refresh()
{
    if (!isVisible())
        return;                                                    // built only while shown
    const model::SnapshotPtr snapshot = m_document->snapshotPtr(); // the one every view shows
    m_content = report::buildContent(*snapshot, m_document->masking(), m_document->fileName());
    m_title->setText(
        QStringLiteral("<span style=\"font-size:large; font-weight:bold\">%1</span> — %2")
            .arg(m_content.title.toHtmlEscaped(), m_content.subtitle.toHtmlEscaped()));
    QString line = m_content.planLine;
    if (m_content.errorCount > 0)
        line += QStringLiteral("\n") +
                tr("✖ %n error(s): see Findings.", nullptr, m_content.errorCount);
    m_planLine->setText(line);
    m_topology->setToolTip(plainToolTip(m_content.topologyCaption));
    m_chart->setToolTip(plainToolTip(m_content.priceLine)); // the prices' region, date and sources
    m_chart->setVisible(m_content.complete);
    m_chartTitle->setText(report::costChartTitle(m_content));
    m_chartTitle->setVisible(m_content.complete);

    const QString key = QStringLiteral("%1/%2/%3/%4")
                            .arg(m_content.topology)
                            .arg(m_content.chipsPerVm)
                            .arg(m_content.drawnSlices)
                            .arg(m_content.sliceLabels.join(QLatin1Char(',')));
    if (key != m_gridKey) {
        m_gridKey = key;
        const QStringList labels = m_content.sliceLabels;
        m_topology->setSlices(m_content.complete ? m_content.shape : catalog::Topology(),
                              m_content.chipsPerVm, m_content.drawnSlices,
                              [labels](int s) { return labels.value(s); });
    }

    // The slice rows the plan line does not already say, the totals, and the quota.
    std::vector<report::ReportContent::Row> rows;
    if (m_content.complete) {
        rows.assign(m_content.slice.begin() + 3, m_content.slice.end());
        rows.insert(rows.end(), m_content.totals.begin(), m_content.totals.end());
        rows.push_back({tr("Quota, %1").arg(m_content.quota[1].value),
                        tr("%1 chips").arg(m_content.quota[2].value),
                        tr("Quota metric: %1").arg(m_content.quota[0].value)});
    }
    m_summary->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        auto *k = new QTableWidgetItem(rows[size_t(i)].label);
        auto *v = new QTableWidgetItem(rows[size_t(i)].value);
        QFont bold = m_summary->font();
        bold.setBold(true);
        v->setFont(bold);
        if (!rows[size_t(i)].uncertain.isEmpty()) {
            if (rows[size_t(i)].value.endsWith(QLatin1String("(?)")))
                v->setForeground(uncertainColor(palette()));
            v->setToolTip(plainToolTip(rows[size_t(i)].uncertain));
        }
        m_summary->setItem(i, 0, k);
        m_summary->setItem(i, 1, v);
    }
    m_findings->clear();
    for (const auto &f : m_content.findings) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1 %2: %3")
                .arg(severitySymbol(f.severity), severityName(f.severity), f.message),
            m_findings);
        item->setForeground(severityColor(f.severity, palette()));
        item->setToolTip(plainToolTip(f.explanation));
    }
    if (m_content.findings.empty())
        new QListWidgetItem(tr("None: the plan passes every rule."), m_findings);
    m_summary->resizeRowsToContents();
    m_summary->updateGeometry();
    fitFindings();
    m_chart->updateGeometry();
    m_chart->update();
}

} // namespace tpu::ui
