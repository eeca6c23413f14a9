#include "ui/wizard/planpage.h"

#include "document/plandocument.h"
#include "ui/common/fieldfindings.h"
#include "ui/common/theme.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace tpu::ui {

PlanPage::PlanPage(document::PlanDocument *document, model::Step step, QWidget *parent)
    : QWizardPage(parent), m_document(document), m_step(step)
{
    auto *outer = new QVBoxLayout(this);
    m_content = new QVBoxLayout;
    outer->addLayout(m_content, 1);
    m_blockedLabel = new QLabel(this);
    m_blockedLabel->setObjectName(QStringLiteral("nextBlockedLabel"));
    m_blockedLabel->setWordWrap(true);
    m_blockedLabel->setTextFormat(Qt::RichText);
    // Two lines are always kept for it, so that the step's controls do not move when it appears.
    m_blockedLabel->setMinimumHeight(m_blockedLabel->fontMetrics().lineSpacing() * 2 + 2);
    m_blockedLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    outer->addWidget(m_blockedLabel);
    setTitle(model::stepTitle(step));
    connect(m_document, &document::PlanDocument::planChanged, this, &PlanPage::planChanged);
    connect(m_document, &document::PlanDocument::maskNamesChanged, this, &PlanPage::planChanged);
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
    const bool touched = m_document->isTouched(m_step);
    QStringList lines;
    int shownAbove = 0;
    if (!inputError().isEmpty())
        lines << inputError();
    for (const auto &e : errors) {
        // Each finding once: an error already shown under its field is only referred to.
        if (touched && m_shownFields.contains(e.field))
            ++shownAbove;
        else
            lines << e.message;
    }
    if (lines.isEmpty() && shownAbove == 0)
        return {};
    if (!touched && inputError().isEmpty())
        return tr("To go on: %1").arg(lines.join(QStringLiteral(" · ")));
    if (lines.isEmpty())
        return tr("Next is disabled until the error above is fixed.", nullptr, shownAbove);
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
    m_shownFields << fields;
    auto *f = new FieldFindings(m_document, fields, this);
    f->setObjectName(objectName);
    return f;
}

void PlanPage::showEvent(QShowEvent *event)
{
    QWizardPage::showEvent(event);
    m_complete = isComplete(); // QWizard asks a page it shows itself
    planChanged();
    // Tables are laid out once shown: only then can their chosen row be scrolled into view.
    QTimer::singleShot(0, this, [this] {
        for (auto *table : findChildren<QTableView *>())
            if (const int row = chosenRow(table); row >= 0)
                table->scrollTo(table->model()->index(row, 0));
    });
}

void PlanPage::changeEvent(QEvent *event)
{
    QWizardPage::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
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
    const bool neutral = !m_document->isTouched(m_step) && inputError().isEmpty();
    m_blockedLabel->setText(
        reason.isEmpty() ? QString()
        : neutral        ? reason.toHtmlEscaped() // not chosen yet is not an error
                         : QStringLiteral("<span style=\"color:%1\">%2 %3</span>")
                        .arg(severityColor(catalog::Severity::Error, palette()).name(),
                             severitySymbol(catalog::Severity::Error), reason.toHtmlEscaped()));
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
    if (row < 0) {
        table->selectionModel()->clear();
    } else {
        table->selectRow(row);
        table->scrollTo(table->model()->index(row, 0)); // a long table: the choice stays in view
    }
}

} // namespace tpu::ui
