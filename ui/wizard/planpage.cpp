#include "ui/wizard/planpage.h"

#include "document/plandocument.h"
#include "ui/common/fieldfindings.h"
#include "ui/common/theme.h"

#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace tpu::ui {

namespace {
// Keeps every word-wrapped label of a page at least as tall as its text needs at its width.
// Layouts size a wrapped label from its width-less size hint, and height-for-width crosses
// neither a splitter nor the wizard's page area, nor a form's field column in full: without this
// a label narrower than that hint (large type, a small screen) is squeezed, and the widgets under
// it are drawn over its last lines. Installed on the labels (a resize measures again) and on
// their parents (a layout request, which a changed text sends, measures their labels again
// before the layout is worked out). The height a page reserved for a label (its minimum when
// first seen) stays the least it gets.
constexpr char kReserved[] = "tpuReservedHeight";

class KeepsWrappedLabelsWhole final : public QObject
{
public:
    using QObject::QObject;
    void fit(QLabel *label)
    {
        // Measured on a hidden twin: a label's own height-for-width is never less than its
        // minimum height, so it would only ever grow once its text got shorter.
        m_twin.setFont(label->font());
        m_twin.setTextFormat(label->textFormat());
        // Selectable or focusable text is laid out as a document, which measures differently.
        m_twin.setTextInteractionFlags(label->textInteractionFlags());
        m_twin.setFocusPolicy(label->focusPolicy());
        m_twin.setFrameStyle(label->frameStyle());
        m_twin.setWordWrap(true);
        m_twin.setMargin(label->margin());
        m_twin.setIndent(label->indent());
        m_twin.setContentsMargins(label->contentsMargins());
        m_twin.setAlignment(label->alignment());
        m_twin.setText(label->text());
        const int needed =
            std::max(label->property(kReserved).toInt(), m_twin.heightForWidth(label->width()));
        if (label->minimumHeight() != needed)
            label->setMinimumHeight(needed);
    }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize) {
            if (auto *label = qobject_cast<QLabel *>(watched); label && label->wordWrap())
                fit(label);
        } else if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Show) {
            // Show too: texts changed while a step was hidden post no second layout request.
            for (auto *label :
                 watched->findChildren<QLabel *>(QString(), Qt::FindDirectChildrenOnly))
                if (label->property(kReserved).isValid() && label->wordWrap())
                    fit(label);
        }
        return false;
    }

private:
    QLabel m_twin;
};
} // namespace

PlanPage::PlanPage(document::PlanDocument *document, model::Step step, QWidget *parent)
    : QWizardPage(parent), m_document(document), m_step(step)
{
    auto *outer = new QVBoxLayout(this);
    // No margin above or below: the wizard spaces the page from its title and its buttons (on a
    // laptop at 250 % the two margins were a line of the step).
    const QMargins margins = outer->contentsMargins();
    outer->setContentsMargins(margins.left(), 0, margins.right(), 0);
    // The step's own content scrolls inside the page: on a small or highly scaled screen (a
    // 1366x768 laptop at 250 % is 546x307 logical pixels) the wizard's Next and Back, the
    // Findings panel and the status bar stay in sight, and the page does not set the window's
    // height.
    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("pageScrollArea"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setFocusPolicy(Qt::NoFocus); // the fields take the focus
    m_scroll->setAccessibleName(model::stepTitle(step));
    // Two lines at the least, not its scroll bars' height: a short window keeps Next in sight.
    m_scroll->setMinimumHeight(m_scroll->fontMetrics().lineSpacing() * 2);
    auto *content = new QWidget;
    content->setObjectName(QStringLiteral("pageContent"));
    auto *contentColumn = new QVBoxLayout(content);
    contentColumn->setContentsMargins(0, 0, 0, 0);
    // The step's subtitle scrolls with its controls (PlanWizard shows only the title above
    // them): on a short window it does not take the height Next and Back need.
    m_subTitleLabel = new QLabel(content);
    m_subTitleLabel->setObjectName(QStringLiteral("stepSubTitleLabel"));
    m_subTitleLabel->setTextFormat(Qt::PlainText);
    m_subTitleLabel->setWordWrap(true);
    m_subTitleLabel->hide();
    contentColumn->addWidget(m_subTitleLabel);
    m_content = new QVBoxLayout;
    contentColumn->addLayout(m_content, 1);
    m_scroll->setWidget(content);
    m_scroll->viewport()->installEventFilter(this); // a narrower step turns its splitters
    outer->addWidget(m_scroll, 1);
    m_blockedLabel = new QLabel(this);
    m_blockedLabel->setObjectName(QStringLiteral("nextBlockedLabel"));
    m_blockedLabel->setWordWrap(true);
    m_blockedLabel->setTextFormat(Qt::RichText);
    // Two lines are kept for it where the page has the height (reserveBlockedLines()), so that
    // the step's controls do not move when it appears. Its own height for its width: not kept by
    // KeepsWrappedLabelsWhole, which would keep the reserve on a short page too.
    m_blockedLabel->setProperty(kReserved, 0);
    reserveBlockedLines();
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

void PlanPage::addBesideContent(QWidget *widget, int stretch)
{
    // Before the content's closing stretch, if it has one: under the step's own controls.
    int at = m_content->count();
    if (at > 0 && m_content->itemAt(at - 1)->spacerItem())
        --at;
    m_content->insertWidget(at, widget, stretch);
}

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
            lines << e.message.toString();
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
    // A form whose label and field do not fit side by side puts the label above (a narrow
    // window, large type): the step never scrolls sideways for it.
    for (auto *form : findChildren<QFormLayout *>())
        if (form->rowWrapPolicy() == QFormLayout::DontWrapRows)
            form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    // A choice as wide as its longest item where there is room, narrower (its text elided, the
    // list whole) where there is not: the step never scrolls sideways for it.
    for (auto *combo : findChildren<QComboBox *>())
        combo->setMinimumWidth(
            std::min(combo->minimumSizeHint().width(),
                     combo->fontMetrics().horizontalAdvance(QStringLiteral("M")) * 6 +
                         combo->style()->pixelMetric(QStyle::PM_ScrollBarExtent) * 2));
    turnNarrowSplitters();
    // The subtitle each step sets after this class's constructor, in the current language.
    m_subTitleLabel->setText(subTitle());
    m_subTitleLabel->setVisible(!subTitle().isEmpty());
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

void PlanPage::reserveBlockedLines()
{
    // A page of 14 lines or more keeps two for the reason Next is disabled; a shorter one (a
    // laptop at 250 %) gives them to the step's controls, which scroll.
    const int line = m_blockedLabel->fontMetrics().lineSpacing();
    const int reserve = height() >= line * 14 || !isVisible() ? line * 2 + 2 : 0;
    if (m_blockedLabel->minimumHeight() != reserve)
        m_blockedLabel->setMinimumHeight(reserve);
    m_blockedLabel->setVisible(reserve > 0 || !m_blockedLabel->text().isEmpty());
}

// A step's side-by-side parts (a table and its picture, the summary and its charts) go one
// above the other where they do not fit side by side (a laptop at 175 % or 250 %), and back when
// they do: the step scrolls down, never sideways.
void PlanPage::turnNarrowSplitters()
{
    constexpr char kTurned[] = "tpuTurnedForWidth";
    const int width = m_scroll->viewport()->width();
    for (auto *split :
         m_scroll->widget()->findChildren<QSplitter *>(QString(), Qt::FindDirectChildrenOnly)) {
        const bool turned = split->property(kTurned).toBool();
        if (split->orientation() == Qt::Vertical && !turned)
            continue; // one above the other by design
        int across = split->handleWidth() * (split->count() - 1);
        for (int i = 0; i < split->count(); ++i) {
            const QWidget *part = split->widget(i);
            across +=
                part->minimumWidth() > 0 ? part->minimumWidth() : part->minimumSizeHint().width();
        }
        const bool narrow = across > width;
        if (narrow != turned) {
            split->setOrientation(narrow ? Qt::Vertical : Qt::Horizontal);
            split->setProperty(kTurned, narrow);
        }
    }
}

bool PlanPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize && isVisible())
        turnNarrowSplitters();
    return QWizardPage::eventFilter(watched, event);
}

void PlanPage::resizeEvent(QResizeEvent *event)
{
    QWizardPage::resizeEvent(event);
    reserveBlockedLines();
}

bool PlanPage::event(QEvent *event)
{
    // A page's layout asks again whenever a widget is added or shown: every wrapped label the
    // page has then (the findings that appear under fields included) is kept whole.
    if (event->type() == QEvent::LayoutRequest) {
        if (!m_keepsLabelsWhole)
            m_keepsLabelsWhole = new KeepsWrappedLabelsWhole(this);
        for (auto *label : findChildren<QLabel *>()) {
            if (!label->wordWrap() || label->property(kReserved).isValid())
                continue;
            label->setProperty(kReserved, label->minimumHeight());
            label->installEventFilter(m_keepsLabelsWhole);
            if (QWidget *parent = label->parentWidget();
                parent && !parent->property(kReserved).isValid()) {
                parent->setProperty(kReserved, 0);
                parent->installEventFilter(m_keepsLabelsWhole);
            }
        }
    }
    return QWizardPage::event(event);
}

void PlanPage::changeEvent(QEvent *event)
{
    QWizardPage::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        reserveBlockedLines();
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
    reserveBlockedLines(); // shown when it says something, or to keep its lines
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
