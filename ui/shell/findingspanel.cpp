#include "ui/shell/findingspanel.h"

#include "document/plandocument.h"
#include "ui/common/sourcelinks.h"
#include "ui/shell/findingsmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tpu::ui {

FindingsPanel::FindingsPanel(document::PlanDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_model(new FindingsModel(document, this))
{
    setObjectName(QStringLiteral("findingsPanel"));
    m_countsLabel = new QLabel(this);
    m_countsLabel->setObjectName(QStringLiteral("findingsCountsLabel"));
    m_countsLabel->setWordWrap(true);
    m_countsLabel->setTextFormat(Qt::PlainText); // shows finding messages: text, never markup
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("findingsTableView"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->setTabKeyNavigation(false); // arrows move between findings; Tab leaves the table
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(FindingsModel::SeverityColumn,
                                                      QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(FindingsModel::StepColumn,
                                                      QHeaderView::ResizeToContents);
    m_details = new QTextBrowser(this);
    m_details->setObjectName(QStringLiteral("findingDetailsTextBrowser"));
    routeLinks(m_details);
    retranslate();
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(m_details);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    // A header and a finding, or two lines of the explanation, at the least (not the scroll
    // bars' own height): on a short window the panel gives the step its height, and scrolls.
    m_table->setMinimumHeight(m_table->fontMetrics().height() * 3);
    m_details->setMinimumHeight(m_details->fontMetrics().height() * 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_countsLabel);
    layout->addWidget(split, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &FindingsPanel::showSelected);
    // The plan changes on every keystroke: keep the finding the user is reading selected.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        const auto *f = m_model->finding(m_table->currentIndex().row());
        m_selectedId = f ? f->id + QLatin1Char('/') + f->field : QString();
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        for (int r = 0; !m_selectedId.isEmpty() && r < m_model->rowCount(); ++r) {
            const auto *f = m_model->finding(r);
            if (f->id + QLatin1Char('/') + f->field == m_selectedId) {
                m_table->selectRow(r);
                break;
            }
        }
        updateCounts();
        showSelected();
    });
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        if (const auto *f = m_model->finding(index.row()))
            emit showStepRequested(model::stepOfField(f->field));
    });
    updateCounts();
}

FindingsPanel::~FindingsPanel() = default;

void FindingsPanel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        showSelected(); // the links take the new palette's colour
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the findings themselves follow the document (PlanDocument::retranslate)
}

void FindingsPanel::retranslate()
{
    m_table->setAccessibleName(tr("Findings"));
    m_table->setToolTip(tr("Double-click or press Enter to go to the step that edits this field."));
    m_details->setAccessibleName(tr("Finding details"));
    m_details->setPlaceholderText(tr("Select a finding to read why it matters and what to do."));
}

void FindingsPanel::updateCounts()
{
    int n[3] = {0, 0, 0};
    for (const auto &f : m_document->shownFindings())
        ++n[int(f.severity)];
    // Steps the user has not reached yet are not wrong, only not chosen yet.
    QStringList notYet;
    for (int s = int(model::Step::Mode); s <= int(model::Step::Summary); ++s)
        if (!m_document->isTouched(model::Step(s)) && !m_document->errorsOn(model::Step(s)).empty())
            notYet << model::stepTitle(model::Step(s));
    QString text = n[0] > 0 ? tr("%n error(s) to fix before export; ", nullptr, n[0]) +
                                  tr("%1 warning(s), %2 note(s).").arg(n[1]).arg(n[2])
                            : tr("No errors; %1 warning(s), %2 note(s).").arg(n[1]).arg(n[2]);
    // The live checks' errors are the project's, not the plan's: counted here so "No errors"
    // never stands beside a live panel that lists some.
    if (m_liveErrors > 0)
        text +=
            QLatin1Char(' ') + tr("Live checks: %n error(s) in the project (see the live panel).",
                                  nullptr, m_liveErrors);
    if (!notYet.isEmpty())
        text += QLatin1Char(' ') + tr("Not chosen yet: %1.").arg(notYet.join(QStringLiteral(", ")));
    m_countsLabel->setText(text);
}

void FindingsPanel::setLiveErrorCount(int n)
{
    if (n == m_liveErrors)
        return;
    m_liveErrors = n;
    updateCounts();
}

void FindingsPanel::showSelected()
{
    const model::Finding *f = m_model->finding(m_table->currentIndex().row());
    if (!f) {
        m_details->clear();
        return;
    }
    QString html = QStringLiteral("<p><b>%1</b></p>")
                       .arg(m_document->masked(f->message.toString()).toHtmlEscaped());
    if (!f->explanation.isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(m_document->masked(f->explanation.toString()).toHtmlEscaped());
    html += QStringLiteral("<p><small>%1 <code>%2</code> · %3</small></p>")
                .arg(tr("Rule"), f->id,
                     tr("Step: %1").arg(model::stepTitle(model::stepOfField(f->field))));
    if (!f->sources.isEmpty())
        html += sourceLinksHtml(m_document->catalog(), f->sources, palette());
    m_details->setHtml(html);
}

} // namespace tpu::ui
