#include "ui/review/reviewview.h"

#include "report/reviewreport.h"
#include "report/themepalette.h"
#include "review/compare.h"
#include "ui/review/capacityeditor.h"
#include "ui/review/reviewcharts.h"
#include "ui/review/reviewtables.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace tpu::ui {

using namespace tpu::review;

namespace {
QTableWidget *table(const QStringList &header, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(header.size()), parent);
    t->setHorizontalHeaderLabels(header);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setAlternatingRowColors(true);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

QTableWidgetItem *item(const QString &text, const QVariant &sortKey = {})
{
    auto *i = new QTableWidgetItem(text);
    if (sortKey.isValid())
        i->setData(Qt::UserRole, sortKey);
    return i;
}

} // namespace

ReviewView::ReviewView(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent)
    : QWidget(parent), m_catalog(std::move(catalog)), m_undo(new QUndoStack(this)),
      m_current([this] { return this; })
{
    m_undo->setUndoLimit(100); // each step holds the review twice
    setObjectName(QStringLiteral("reviewView"));
    auto *layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("reviewStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true); // money is never elided, at any type size
    layout->addWidget(m_status);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("reviewError"));
    m_error->setTextFormat(Qt::PlainText);
    m_error->setWordWrap(true);
    m_error->setForegroundRole(QPalette::Link);
    m_error->hide();
    layout->addWidget(m_error);
    m_notPlaced = new QLabel(this);
    m_notPlaced->setObjectName(QStringLiteral("reviewNotPlaced"));
    m_notPlaced->setTextFormat(Qt::PlainText);
    m_notPlaced->setWordWrap(true);
    m_notPlaced->hide();
    layout->addWidget(m_notPlaced);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("reviewSplitter"));
    split->setChildrenCollapsible(false);
    m_split = split;
    auto *top = new QWidget(split);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    m_requests = table({tr("Priority"), tr("Request"), tr("Team"), tr("Period"), tr("Slices"),
                        tr("Fit"), tr("Placed on"), tr("Cost per month"), tr("Model and job")},
                       top);
    m_requests->setObjectName(QStringLiteral("reviewRequests"));
    m_requests->setSortingEnabled(true);
    m_requests->sortByColumn(0, Qt::AscendingOrder);
    m_requests->setAccessibleName(tr("Requests"));
    m_requests->setToolTip(tr("Double-click a priority, title, team or period to change it."));
    m_requests->setSelectionMode(QAbstractItemView::SingleSelection);
    m_requests->setEditTriggers(QAbstractItemView::DoubleClicked |
                                QAbstractItemView::EditKeyPressed);
    connect(m_requests, &QTableWidget::itemChanged, this, &ReviewView::requestItemChanged);
    topLayout->addWidget(m_requests);
    m_buttons = new QWidget(top);
    auto *buttons = new QHBoxLayout(m_buttons);
    buttons->setContentsMargins(0, 0, 0, 0);
    auto *up = new QPushButton(tr("Move &Up"), m_buttons);
    auto *down = new QPushButton(tr("Move &Down"), m_buttons);
    up->setObjectName(QStringLiteral("moveUpButton"));
    down->setObjectName(QStringLiteral("moveDownButton"));
    const auto move = [this](int direction) {
        const int row = m_requests->currentRow();
        if (row < 0)
            return;
        moveRequest(m_requests->item(row, 0)->data(Qt::UserRole).toInt(), direction);
    };
    connect(up, &QPushButton::clicked, this, [move] { move(-1); });
    connect(down, &QPushButton::clicked, this, [move] { move(+1); });
    buttons->addWidget(up);
    buttons->addWidget(down);
    auto *job = new QPushButton(tr("Model and &Job…"), m_buttons);
    job->setObjectName(QStringLiteral("editJobButton"));
    job->setToolTip(tr("The model and job the selected request is for: the review says whether "
                       "its slices hold the model and what the whole job costs (estimates)."));
    connect(job, &QPushButton::clicked, this, &ReviewView::editJobRequested);
    buttons->addWidget(job);
    buttons->addStretch();
    topLayout->addWidget(m_buttons);

    auto *tabs = new QTabWidget(split);
    tabs->setObjectName(QStringLiteral("reviewTabWidget"));
    m_tabs = tabs;
    connect(tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_text)
            fillText();
    });
    m_capacity =
        table({tr("Capacity"), tr("Kind"), tr("Total"), tr("Used"), tr("Free"), tr("Unit")}, tabs);
    m_capacity->setObjectName(QStringLiteral("reviewCapacity"));
    tabs->addTab(m_capacity, tr("Capacity"));
    m_text = new QPlainTextEdit(tabs);
    m_text->setObjectName(QStringLiteral("reviewFitText"));
    m_text->setReadOnly(true);
    tabs->addTab(m_text, tr("Fit, Shortfall and Cost"));
    auto *compare = new QWidget(tabs);
    auto *compareLayout = new QVBoxLayout(compare);
    auto *pick = new QHBoxLayout;
    m_compareA = new QComboBox(compare);
    m_compareB = new QComboBox(compare);
    m_compareA->setAccessibleName(tr("First request"));
    m_compareB->setAccessibleName(tr("Second request"));
    pick->addWidget(m_compareA, 1);
    pick->addWidget(new QLabel(tr("compared with"), compare));
    pick->addWidget(m_compareB, 1);
    compareLayout->addLayout(pick);
    m_compare = table({tr("Field"), tr("First"), tr("Second"), tr("Differs")}, compare);
    m_compare->setObjectName(QStringLiteral("reviewCompare"));
    compareLayout->addWidget(m_compare);
    tabs->addTab(compare, tr("Compare"));
    m_editor = new CapacityEditor(tabs);
    m_editor->setCatalog(m_catalog);
    tabs->addTab(m_editor, tr("Capacity &Held"));
    connect(m_editor, &CapacityEditor::edited, this, [this](const Capacity &c) {
        m_review.capacity = c;
        m_plansKept = true; // the rules need not run again
        changed(tr("Capacity Change"));
    });
    connect(m_editor, &CapacityEditor::error, this, &ReviewView::showError);
    m_charts = new ReviewCharts(tabs);
    tabs->addTab(m_charts, tr("Char&ts"));
    connect(m_compareA, &QComboBox::currentIndexChanged, this, &ReviewView::fillCompare);
    connect(m_compareB, &QComboBox::currentIndexChanged, this, &ReviewView::fillCompare);
    layout->addWidget(split, 1);
}

void ReviewView::setReview(const Review &review, const QString &fileName)
{
    m_review = review;
    m_lastState = review;
    m_undo->clear();
    m_fileName = fileName;
    m_resizeColumns = true;
    m_editor->setCapacity(m_review.capacity);
    showError(QString());
    refit();
    setCompared(0, std::min<int>(1, int(m_review.requests.size()) - 1));
}

void ReviewView::setFileName(const QString &fileName)
{
    m_fileName = fileName;
    refit();
}

void ReviewView::setMasked(bool masked)
{
    m_resizeColumns = masked != m_masked;
    m_masked = masked;
    const model::Masking masking = m_masked ? report::reviewMasking(m_review) : model::Masking();
    m_editor->setEditable(!masked);
    m_editor->setMasking([masking](const QString &t) { return masking.apply(t); });
    refit();
}

void ReviewView::setPresenting(bool on)
{
    m_presenting = on;
    m_buttons->setVisible(!on);
    // The capacity after the fit, the fit's text and the charts; no editing of the capacity.
    m_tabs->setTabVisible(m_tabs->indexOf(m_editor), !on);
    if (on)
        m_tabs->setCurrentWidget(m_charts);
    // Nothing that does not fit is hidden from the room: those requests come first in the table
    // (then priority order) and are named above it; the table shows that it scrolls.
    m_requests->sortByColumn(on ? FitColumn : PriorityColumn, Qt::AscendingOrder);
    m_requests->setVerticalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAsNeeded);
    // Presenting, the request's title takes the width the other columns leave (elided there);
    // the fit, slices and cost are shown whole.
    m_requests->horizontalHeader()->setSectionResizeMode(
        TitleColumn, on ? QHeaderView::Stretch : QHeaderView::Interactive);
    m_requests->horizontalHeader()->setStretchLastSection(!on);
    // The fit next to the priority, so that it shows however narrow the screen.
    QHeaderView *header = m_requests->horizontalHeader();
    header->moveSection(header->visualIndex(FitColumn), on ? 1 : int(FitColumn));
    if (!on)
        m_tabs->setMinimumHeight(0);
    m_split->setStretchFactor(0, on ? 3 : 0);
    m_split->setStretchFactor(1, on ? 2 : 0);
    balanceSplit();
    m_resizeColumns = true; // in the type the window shows now
    refit();
    m_requests->setEditTriggers(on ? QAbstractItemView::NoEditTriggers
                                   : QAbstractItemView::DoubleClicked |
                                         QAbstractItemView::EditKeyPressed);
}

void ReviewView::balanceSplit()
{
    // While presenting, the requests get three fifths of the height at every size and screen
    // (the charts below scroll): never one row of eleven.
    if (!m_presenting)
        return;
    // The hidden Capacity Held page must not hold the tabs taller than the charts need.
    m_tabs->setMinimumHeight(m_tabs->tabBar()->sizeHint().height() + 4 * fontMetrics().height());
    const int h = std::max(1, m_split->height());
    m_split->setSizes({3 * h / 5, h - 3 * h / 5});
}

void ReviewView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    balanceSplit();
}

void ReviewView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_presenting) {
        m_resizeColumns = true; // the words of the new type, whole
        refit();
        // Once the labels above have wrapped in the new type.
        QTimer::singleShot(0, this, &ReviewView::balanceSplit);
    }
}

namespace {
// One edit of the review, as the review before and after it (copies share their strings).
class ReviewStep final : public QUndoCommand
{
public:
    ReviewStep(std::function<ReviewView *()> view, Review before, Review after, const QString &text)
        : QUndoCommand(text), m_view(std::move(view)), m_before(std::move(before)),
          m_after(std::move(after))
    {
    }
    void undo() override
    {
        if (ReviewView *v = m_view())
            v->restore(m_before);
    }
    void redo() override
    {
        if (m_done) { // pushed after the edit was made
            m_done = false;
            return;
        }
        if (ReviewView *v = m_view())
            v->restore(m_after);
    }

private:
    std::function<ReviewView *()> m_view;
    Review m_before, m_after;
    bool m_done = true;
};
} // namespace

void ReviewView::setUndoStack(QUndoStack *stack, std::function<ReviewView *()> current)
{
    if (m_undo->parent() == this && m_undo != stack)
        delete m_undo;
    m_undo = stack;
    m_current = std::move(current);
}

void ReviewView::changed(const QString &what)
{
    // An edit that was applied: a refusal shown before is about the review as it was.
    showError(QString());
    if (m_masked) // new names get their placeholders
        setMasked(true);
    else
        refit();
    m_undo->push(new ReviewStep(m_current, m_lastState, m_review, what));
    m_lastState = m_review;
    emit edited();
}

void ReviewView::restore(const Review &review)
{
    m_review = review;
    m_lastState = review;
    m_editor->setCapacity(m_review.capacity);
    showError(QString());
    if (m_masked)
        setMasked(true);
    else
        refit();
    emit edited();
}

void ReviewView::showError(const QString &error)
{
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
}

QString ReviewView::errorText() const
{
    return m_error->text();
}

int ReviewView::currentRequest() const
{
    const int row = m_requests->currentRow();
    if (row < 0 || !m_requests->item(row, PriorityColumn))
        return -1;
    return m_requests->item(row, PriorityColumn)->data(Qt::UserRole).toInt();
}

void ReviewView::requestItemChanged(QTableWidgetItem *item)
{
    if (m_filling)
        return;
    const int index = m_requests->item(item->row(), PriorityColumn)->data(Qt::UserRole).toInt();
    // Applied once the table's editor has let go of the item: the table is refilled.
    QTimer::singleShot(0, this,
                       [this, index, column = Column(item->column()), text = item->text()] {
                           editRequest(index, column, text);
                       });
}

QString ReviewView::editRequest(int index, Column column, const QString &text)
{
    if (index < 0 || index >= int(m_review.requests.size()))
        return {};
    Request r = m_review.requests[size_t(index)];
    const QString t = text.trimmed();
    QString why;
    switch (column) {
    case PriorityColumn: {
        bool ok = false;
        r.priority = QLocale().toInt(t, &ok);
        if (!ok)
            r.priority = t.toInt(&ok);
        if (!ok) // "abc" is not a number: said so, not reported as a priority of 0
            why = tr("the priority must be a whole number from 1 (first) to %1; \"%2\" is not "
                     "a whole number")
                      .arg(QString::number(ReviewFile::kMaxPriority), t);
        break;
    }
    case TitleColumn:
        r.title = t;
        break;
    case TeamColumn:
        r.team = t;
        break;
    case PeriodColumn:
        if (t.isEmpty() || t == tr("always"))
            r.period.reset();
        else if (const auto p = parsePeriod(t, &why))
            r.period = p;
        break;
    default:
        return {};
    }
    if (why.isEmpty())
        why = checkRequestLabels(r);
    if (!why.isEmpty()) {
        why = tr("Request \"%1\": %2. Nothing was changed; type it again.")
                  .arg(m_review.requests[size_t(index)].title, why);
        showError(why);
        refit(); // the table shows the request as it is
        return why;
    }
    showError(QString());
    if (r == m_review.requests[size_t(index)])
        return {};
    m_review.requests[size_t(index)] = r;
    m_plansKept = true;
    changed(tr("Request Change"));
    return {};
}

void ReviewView::addRequest(const Request &request)
{
    Request r = request;
    for (const Request &o : m_review.requests)
        r.priority = std::max(r.priority, std::min(o.priority + 1, ReviewFile::kMaxPriority));
    m_review.requests.push_back(r);
    changed(tr("Add Request"));
    if (m_review.requests.size() == 2)
        setCompared(0, 1);
}

void ReviewView::removeRequest(int index)
{
    if (index < 0 || index >= int(m_review.requests.size()))
        return;
    m_review.requests.erase(m_review.requests.begin() + index);
    changed(tr("Remove Request"));
}

void ReviewView::setRequestPlan(int index, const model::Plan &plan)
{
    if (index < 0 || index >= int(m_review.requests.size()) ||
        m_review.requests[size_t(index)].plan == plan)
        return;
    m_review.requests[size_t(index)].plan = plan;
    changed(tr("Plan Change"));
}

void ReviewView::setRequestJob(int index, const model::Plan &plan,
                               const std::optional<sizing::Job> &job)
{
    if (index < 0 || index >= int(m_review.requests.size()))
        return;
    Request &r = m_review.requests[size_t(index)];
    if (r.plan == plan && r.job == job)
        return;
    m_plansKept = r.plan == plan;
    r.plan = plan;
    r.job = job;
    changed(tr("Model and Job Change"));
}

void ReviewView::setCapacity(const Capacity &capacity)
{
    m_editor->setCapacity(capacity);
    m_review.capacity = capacity;
    changed(tr("Read Capacity"));
}

void ReviewView::moveRequest(int index, int direction)
{
    // The request's place in priority order, and its neighbour there.
    int at = -1;
    for (size_t i = 0; i < m_fit.requests.size(); ++i)
        if (m_fit.requests[i].index == index)
            at = int(i);
    const int other = at + direction;
    if (at < 0 || other < 0 || other >= int(m_fit.requests.size()))
        return;
    // Order is (priority, place in the review): trading both gives each the other's key, and
    // every other request keeps its own.
    const size_t a = size_t(index), b = size_t(m_fit.requests[size_t(other)].index);
    std::swap(m_review.requests[a].priority, m_review.requests[b].priority);
    std::swap(m_review.requests[a], m_review.requests[b]);
    // The compared pair follows the requests it showed.
    const auto follow = [a, b](int i) { return i == int(a) ? int(b) : i == int(b) ? int(a) : i; };
    const int compareA = follow(m_compareA->currentIndex()),
              compareB = follow(m_compareB->currentIndex());
    changed(direction < 0 ? tr("Move Up") : tr("Move Down"));
    setCompared(compareA, compareB);
    for (int row = 0; row < m_requests->rowCount(); ++row)
        if (m_requests->item(row, PriorityColumn)->data(Qt::UserRole).toInt() == int(b))
            m_requests->setCurrentCell(row, m_requests->currentColumn() < 0
                                                ? int(PriorityColumn)
                                                : m_requests->currentColumn());
}

void ReviewView::updatePlanErrors()
{
    using Known = std::pair<model::Plan, std::vector<model::Finding>>;
    const size_t n = m_review.requests.size();
    const bool plansKept = m_plansKept && m_planErrors.size() == n;
    m_plansKept = false;
    if (!plansKept && m_planErrors.size() == n) {
        // In place: most plans are where they were (a move swaps two; an undo or a plan back
        // from the wizard changes one), so only those are compared further or checked again.
        std::vector<size_t> changed;
        for (size_t i = 0; i < n; ++i)
            if (!(m_planErrors[i].first == m_review.requests[i].plan))
                changed.push_back(i);
        std::vector<Known> before;
        for (const size_t i : changed)
            before.push_back(m_planErrors[i]);
        for (size_t k = 0; k < changed.size(); ++k) {
            const size_t i = changed[k];
            const model::Plan &plan = m_review.requests[i].plan;
            const Known *known = nullptr;
            for (size_t j = 0; j < changed.size() && !known; ++j) // moved among the changed
                if (before[j].first == plan)
                    known = &before[j];
            m_planErrors[i].second = known ? known->second : review::planErrors(*m_catalog, plan);
            m_planErrors[i].first = plan;
        }
    } else if (!plansKept) {
        std::vector<Known> next;
        next.reserve(n);
        for (size_t i = 0; i < n; ++i) {
            const model::Plan &plan = m_review.requests[i].plan;
            const Known *known = nullptr;
            for (const size_t at : {i, i + 1, i - 1}) // kept, one removed before it, one added
                if (at < m_planErrors.size() && m_planErrors[at].first == plan) {
                    known = &m_planErrors[at];
                    break;
                }
            next.emplace_back(plan, known ? known->second : review::planErrors(*m_catalog, plan));
        }
        m_planErrors = std::move(next);
    }
    for (RequestFit &f : m_fit.requests)
        f.planErrors = m_planErrors[size_t(f.index)].second;
}

void ReviewView::refit()
{
    m_fit = review::fit(*m_catalog, m_review);
    updatePlanErrors();
    const model::Masking masking = m_masked ? report::reviewMasking(m_review) : model::Masking();
    const auto mask = [&](const QString &t) { return masking.apply(t); };
    const QLocale locale;
    m_filling = true;
    const bool newRows = reviewtables::fillRequests(m_requests, *m_catalog, m_review, m_fit, mask,
                                                    !m_masked && !m_presenting);
    m_filling = false;
    const bool newCapacity = reviewtables::fillCapacity(m_capacity, m_fit, mask);
    // Measuring 500 rows costs more than the rest of an edit: only when rows came or went, or
    // the names or the type changed (setReview, masking, presentation).
    if (newRows || m_resizeColumns)
        m_requests->resizeColumnsToContents();
    if (newCapacity || m_resizeColumns)
        m_capacity->resizeColumnsToContents();
    m_resizeColumns = false;
    // The fit as text is laid out when its tab is shown.
    m_textMasking = masking;
    m_textStale = true;
    if (m_tabs->currentWidget() == m_text)
        fillText();
    m_charts->update(*m_catalog, m_review, m_fit, mask);

    int fits = 0;
    for (const RequestFit &f : m_fit.requests)
        fits += f.fit == FitKind::Fits;
    // The busiest month against the budget, and what the cost counts.
    const QString peak = QStringLiteral("$") + locale.toString(m_fit.cost.peakMonth, 'f', 2);
    const QString budget =
        !m_fit.cost.budget ? tr("no budget")
        : m_fit.cost.overBudget()
            ? tr("over the $%1 budget by $%2")
                  .arg(locale.toString(*m_fit.cost.budget, 'f', 2),
                       locale.toString(m_fit.cost.peakMonth - *m_fit.cost.budget, 'f', 2))
            : tr("within the $%1 budget").arg(locale.toString(*m_fit.cost.budget, 'f', 2));
    QString status = tr("%1: %2 of %n request(s) fit; busiest month %3, %4 (the cost %5)", nullptr,
                        int(m_fit.requests.size()))
                         .arg(m_masked ? QStringLiteral("review-1") + ReviewFile::extension()
                                       : QFileInfo(m_fileName).fileName(),
                              QString::number(fits), peak, budget, report::reviewCostScope(m_fit));
    const int withErrors = m_fit.plansWithErrors();
    if (withErrors > 0)
        status += tr("; %n request(s) have a plan with errors (marked in the table)", nullptr,
                     withErrors);
    m_status->setText(status);
    QPalette statusPalette = palette();
    if (m_fit.cost.overBudget() || withErrors > 0)
        statusPalette.setColor(QPalette::WindowText,
                               report::severityColor(catalog::Severity::Error, palette()));
    m_status->setPalette(statusPalette);
    fillNotPlaced();

    QStringList labels;
    labels.reserve(int(m_review.requests.size()));
    for (const Request &r : m_review.requests)
        labels << mask(r.title) + QStringLiteral(" (") + mask(r.team) + QLatin1Char(')');
    if (labels.size() == m_compareLabels.size()) { // a title or team typed: those items
        for (int i = 0; i < labels.size(); ++i)
            if (labels[i] != m_compareLabels[i]) {
                m_compareA->setItemText(i, labels[i]);
                m_compareB->setItemText(i, labels[i]);
            }
        m_compareLabels = labels;
    } else {
        const QSignalBlocker ba(m_compareA), bb(m_compareB);
        const int a = m_compareA->currentIndex(), b = m_compareB->currentIndex();
        m_compareLabels = labels;
        m_compareA->clear();
        m_compareB->clear();
        m_compareA->addItems(labels);
        m_compareB->addItems(labels);
        m_compareA->setCurrentIndex(a);
        m_compareB->setCurrentIndex(b);
    }
    fillCompare();
}

void ReviewView::fillNotPlaced()
{
    if (!m_presenting) {
        m_notPlaced->hide();
        return;
    }
    QStringList none, partly;
    const model::Masking masking = m_masked ? report::reviewMasking(m_review) : model::Masking();
    for (const RequestFit &f : m_fit.requests) {
        if (f.fit == FitKind::Fits)
            continue;
        const Request &r = m_review.requests[size_t(f.index)];
        (f.fit == FitKind::None ? none : partly)
            << tr("%1 (%2)").arg(masking.apply(r.title), masking.apply(r.team));
    }
    if (none.isEmpty() && partly.isEmpty()) {
        m_notPlaced->hide();
        return;
    }
    // How many, and the first three of each by name (the table lists them all first).
    const auto names = [](const QStringList &l) {
        return l.size() <= 3
                   ? l.join(QStringLiteral("; "))
                   : l.mid(0, 3).join(QStringLiteral("; ")) + tr("; and %1 more").arg(l.size() - 3);
    };
    QStringList text;
    if (!none.isEmpty())
        text << tr("✖ Does not fit (%1): %2.").arg(QString::number(none.size()), names(none));
    if (!partly.isEmpty())
        text << tr("◐ Fits partly (%1): %2.").arg(QString::number(partly.size()), names(partly));
    text << tr("They are listed first.");
    m_notPlaced->setText(text.join(QLatin1Char(' ')));
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, report::fitColor(none.isEmpty() ? 1 : 2, palette()));
    m_notPlaced->setPalette(pal);
    m_notPlaced->show();
}

void ReviewView::fillText()
{
    if (!m_textStale)
        return;
    m_textStale = false;
    m_text->setPlainText(fitToText(m_review, m_fit, m_textMasking));
}

QPlainTextEdit *ReviewView::fitText() const
{
    const_cast<ReviewView *>(this)->fillText(); // as a user who opens its tab sees it
    return m_text;
}

void ReviewView::setCompared(int a, int b)
{
    m_compareA->setCurrentIndex(a);
    m_compareB->setCurrentIndex(b);
    fillCompare();
}

void ReviewView::fillCompare()
{
    const int a = m_compareA->currentIndex(), b = m_compareB->currentIndex();
    if (a < 0 || b < 0 || a >= int(m_review.requests.size()) ||
        b >= int(m_review.requests.size())) {
        m_compare->setRowCount(0);
        return;
    }
    const model::Masking masking = m_masked ? report::reviewMasking(m_review) : model::Masking();
    const auto rows =
        compareRequests(*m_catalog, m_review.requests[size_t(a)], m_review.requests[size_t(b)]);
    m_compare->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const CompareRow &r = rows[size_t(i)];
        QTableWidgetItem *cells[] = {item(r.field), item(masking.apply(r.a)),
                                     item(masking.apply(r.b)),
                                     item(r.differs ? tr("differs") : QString())};
        for (int c = 0; c < 4; ++c) {
            if (r.differs) {
                QFont f = cells[c]->font();
                f.setBold(true);
                cells[c]->setFont(f);
                // The palette's own pair, readable in every theme (light, dark, high contrast).
                cells[c]->setBackground(palette().color(QPalette::Highlight));
                cells[c]->setForeground(palette().color(QPalette::HighlightedText));
            }
            m_compare->setItem(i, c, cells[c]);
        }
    }
    m_compare->resizeColumnsToContents();
}

QString ReviewView::save()
{
    return ReviewFile::save(m_review, m_fileName);
}

} // namespace tpu::ui
