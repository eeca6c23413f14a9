#include "planpage.h"

#include "fieldfindings.h"
#include "plandocument.h"
#include "theme.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QTableView>
#include <QVBoxLayout>

namespace tpu::ui {

PlanPage::PlanPage(PlanDocument *document, model::Step step, QWidget *parent)
    : QWizardPage(parent), m_document(document), m_step(step)
{
    auto *outer = new QVBoxLayout(this);
    m_content = new QVBoxLayout;
    outer->addLayout(m_content, 1);
    m_blockedLabel = new QLabel(this);
    m_blockedLabel->setObjectName(QStringLiteral("nextBlockedLabel"));
    m_blockedLabel->setWordWrap(true);
    m_blockedLabel->setTextFormat(Qt::RichText);
    outer->addWidget(m_blockedLabel);
    setTitle(model::stepTitle(step));
    connect(m_document, &PlanDocument::planChanged, this, &PlanPage::planChanged);
    connect(m_document, &PlanDocument::maskNamesChanged, this, &PlanPage::planChanged);
}

void PlanPage::setNameField(QLineEdit *edit, const QString &value)
{
    // Masked: the field shows the placeholder and cannot be edited, so the plan cannot change.
    const bool masked = document()->maskNames();
    edit->setReadOnly(masked);
    setTextKeepingCursor(edit, masked ? document()->maskedName(value) : value);
}

PlanPage::~PlanPage() = default;

const model::Plan &PlanPage::plan() const
{
    return m_document->plan();
}

bool PlanPage::isComplete() const
{
    return m_document->errorsOn(m_step).empty() && inputError().isEmpty();
}

QString PlanPage::blockedReason() const
{
    const auto errors = m_document->errorsOn(m_step);
    QStringList lines;
    if (!inputError().isEmpty())
        lines << inputError();
    for (const auto &e : errors)
        lines << e.message;
    if (lines.isEmpty())
        return {};
    return tr("Next is disabled until this is fixed: %1", nullptr, int(lines.size()))
        .arg(lines.join(QStringLiteral(" · ")));
}

void PlanPage::edit(const std::function<void(model::Plan &)> &change)
{
    if (!m_refreshing)
        m_document->edit(m_step, change);
}

FieldFindings *PlanPage::findingsFor(const QStringList &fields, const QString &objectName)
{
    auto *f = new FieldFindings(m_document, fields, this);
    f->setObjectName(objectName);
    return f;
}

void PlanPage::showEvent(QShowEvent *event)
{
    QWizardPage::showEvent(event);
    m_complete = isComplete(); // QWizard asks a page it shows itself
    planChanged();
}

void PlanPage::planChanged()
{
    // completeChanged() makes the wizard lay out its buttons, which can show this page again.
    if (m_refreshing)
        return;
    m_refreshing = true; // widget signals during refresh() are not user edits
    refresh();
    const QString reason = blockedReason();
    m_blockedLabel->setText(
        reason.isEmpty()
            ? QString()
            : QStringLiteral("<span style=\"color:%1\">%2 %3</span>")
                  .arg(severityColor(catalog::Severity::Error, palette()).name(),
                       severitySymbol(catalog::Severity::Error), reason.toHtmlEscaped()));
    m_blockedLabel->setVisible(!reason.isEmpty());
    // Only the shown step drives the wizard's buttons, and only when Next should flip. QWizard
    // hides its pages while it updates the buttons, which sends the keyboard focus elsewhere:
    // give it back to the field the user is in.
    const bool complete = isComplete();
    if (isVisible() && complete != m_complete) {
        m_complete = complete;
        const QPointer<QWidget> focus = QApplication::focusWidget();
        emit completeChanged();
        if (focus && QApplication::focusWidget() != focus)
            focus->setFocus(Qt::OtherFocusReason);
    }
    m_refreshing = false;
}

void setTextKeepingCursor(QLineEdit *edit, const QString &text)
{
    if (edit->text() != text)
        edit->setText(text);
}

} // namespace tpu::ui

namespace tpu::ui {

void setUpChoiceTable(QTableView *table, QAbstractItemModel *model, const QString &objectName)
{
    table->setObjectName(objectName);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setTabKeyNavigation(false);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

int chosenRow(const QTableView *table)
{
    const auto rows = table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void showChosenRow(QTableView *table, int row)
{
    if (row == chosenRow(table))
        return;
    if (row < 0)
        table->selectionModel()->clear();
    else
        table->selectRow(row);
}

} // namespace tpu::ui
