#include "ui/wizard/planwizard.h"

#include "document/plandocument.h"
#include "ui/wizard/modepage.h"
#include "ui/wizard/optionspage.h"
#include "ui/wizard/summarypage.h"
#include "ui/wizard/topologypage.h"
#include "ui/wizard/versionpage.h"
#include "ui/wizard/zonepage.h"

#include <QAbstractButton>
#include <QEvent>
#include <QLayout>
#include <QListWidget>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>

namespace tpu::ui {

PlanWizard::PlanWizard(document::PlanDocument *document, QWidget *parent)
    : QWizard(parent), m_document(document)
{
    setObjectName(QStringLiteral("planWizard"));
    setWindowFlags(Qt::Widget);
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoCancelButton);
    setOption(QWizard::NoBackButtonOnStartPage);
    // Only the step's title above it: its subtitle scrolls with its controls (PlanPage), so that
    // a short window (a 1366x768 laptop at 250 % is 307 logical pixels tall) keeps Next in sight.
    setOption(QWizard::IgnoreSubTitles);
    setButtonLayout({QWizard::Stretch, QWizard::BackButton, QWizard::NextButton});
    addPages();

    m_steps = new QListWidget(this);
    m_steps->setObjectName(QStringLiteral("stepsListWidget"));
    // As wide as its titles (fitStepList): never a horizontal scroll bar, which took a row.
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (int id = ModePageId; id <= SummaryPageId; ++id)
        m_steps->addItem(QString());
    // The side column: the steps, and below them the messages about the plan (setMessageWidget),
    // so that a message appearing never moves the controls of a step.
    m_side = new QWidget(this);
    m_side->setObjectName(QStringLiteral("wizardSideWidget"));
    auto *sideLayout = new QVBoxLayout(m_side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    fitStepList();
    sideLayout->addWidget(m_steps);
    sideLayout->addStretch(0); // below the steps; a message (stretch 1) takes it when shown
    setSideWidget(m_side);
    connect(m_steps, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { goToStep(m_steps->row(item)); });
    connect(m_steps, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { goToStep(m_steps->row(item)); });
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (m_rebuilding)
            return; // the same step, in another language: nothing was seen or begun
        // The step the user leaves has been seen: what is missing there is now an error. A
        // restart (a new window, File ▸ New) leaves no step: it passes through no page (-1).
        if (m_shownId >= 0 && id >= 0 && m_shownId != id)
            m_document->touch(model::Step(m_shownId));
        m_shownId = id;
        if (id >= 0)
            m_document->beginStep(model::Step(id));
        updateStepList();
    });
    connect(m_document, &document::PlanDocument::planChanged, this, &PlanWizard::updateStepList);
    retranslate();
}

void PlanWizard::addPages()
{
    setPage(ModePageId, new ModePage(m_document, this));
    setPage(VersionPageId, new VersionPage(m_document, this));
    setPage(ZonePageId, new ZonePage(m_document, this));
    setPage(TopologyPageId, new TopologyPage(m_document, this));
    setPage(OptionsPageId, new OptionsPage(m_document, this));
    setPage(SummaryPageId, new SummaryPage(m_document, this));
    setStartId(ModePageId);
    connect(summaryPage(), &SummaryPage::exportRequested, this, &PlanWizard::exportRequested);
}

void PlanWizard::retranslate()
{
    // The window's own words, so that each language can give them mnemonics no step's fields use
    // (Qt's Italian "&Successivo" took Alt+S from "&Standard", "&Spot" and "&Sezioni TPU").
    setButtonText(QWizard::NextButton, tr("&Next >"));
    setButtonText(QWizard::BackButton, tr("< &Back"));
    button(QWizard::BackButton)->setToolTip(tr("Previous step (what you entered is kept)."));
    m_steps->setAccessibleName(tr("Steps"));
    m_steps->setToolTip(
        tr("Go to a step. Steps after one with an error are reached by fixing it first."));
    updateStepList();
}

void PlanWizard::rebuildPages()
{
    // The pages write their texts once, when built: in another language they are built again,
    // over the same document, and the step shown stays. What the pages show comes from the plan.
    const int shown = currentId();
    m_rebuilding = true;
    for (int id = ModePageId; id <= SummaryPageId; ++id) {
        QWizardPage *old = page(id);
        removePage(id);
        delete old;
    }
    addPages();
    restart();
    while (currentId() >= 0 && currentId() < shown && currentPage()->isComplete())
        next();
    m_rebuilding = false;
    m_shownId = currentId();
    retranslate();
    emit pagesRebuilt();
}

PlanWizard::~PlanWizard() = default;

void PlanWizard::setMessageWidget(QWidget *widget)
{
    auto *layout = static_cast<QVBoxLayout *>(m_side->layout());
    layout->insertWidget(1, widget, 1); // the message takes the free height; the stretch the rest
    m_message = widget;
    widget->installEventFilter(this);
}

int PlanWizard::nextId() const
{
    const int id = currentId();
    return id >= ModePageId && id < SummaryPageId ? id + 1 : -1;
}

PlanPage *PlanWizard::planPage(int id) const
{
    return qobject_cast<PlanPage *>(page(id));
}

SummaryPage *PlanWizard::summaryPage() const
{
    return static_cast<SummaryPage *>(page(SummaryPageId));
}

int PlanWizard::goToStep(int id)
{
    if (currentId() < 0)
        restart();
    while (currentId() > id)
        back();
    while (currentId() < id && currentPage()->isComplete())
        next();
    updateStepList();
    return currentId();
}

void PlanWizard::showFirstStepNeedingAttention()
{
    restart();
    goToStep(SummaryPageId);
}

void PlanWizard::reject() {}

void PlanWizard::fitStepList()
{
    // Wide enough for the longest step title in the interface language with its error mark (and
    // for 18 M's, so that the column keeps a sensible width for the messages under it), tall
    // enough for every step, in the current type size. No wider: at 175 % on a 1366x768 screen
    // every column of the summary step has to fit beside it.
    const QFontMetrics fm = m_steps->fontMetrics();
    int titleWidth = fm.horizontalAdvance(QStringLiteral("M")) * 18;
    for (int id = ModePageId; id <= SummaryPageId; ++id)
        titleWidth = std::max(
            titleWidth,
            fm.horizontalAdvance(
                QStringLiteral("%1. %2  ✖  ").arg(id + 1).arg(model::stepTitle(model::Step(id)))));
    const int frame = 2 * m_steps->frameWidth() + 8;
    const int full = titleWidth + frame;
    // On a small screen (a 1366x768 laptop at 200 % or more is 683 logical pixels wide or
    // less; once shown), where the step would get less than twice the list's width, the list shows
    // the steps' numbers only and the step keeps the width instead of scrolling sideways; not while
    // a message is shown under the list.
    const int available = parentWidget() ? parentWidget()->width() : width();
    const bool compact = isVisible() && available < 720 && available < full * 3 &&
                         !(m_message && m_message->isVisibleTo(m_side));
    if (compact != m_compact) {
        m_compact = compact;
        updateStepList();
    }
    const int scrollBar = m_steps->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    m_side->setFixedWidth(
        compact ? fm.horizontalAdvance(QStringLiteral("6  ✖ ")) + frame + scrollBar : full);
    // Every step; on a small screen (compact) where the window has the height only, else the
    // list scrolls from three steps up, the current one in view, and the step keeps the height.
    const int row = std::max(m_steps->sizeHintForRow(0), fm.height());
    const int all = row * (SummaryPageId + 1) + frame - 4;
    m_steps->setMinimumHeight(compact ? row * 3 + frame - 4 : all);
    m_steps->setMaximumHeight(all);
}

bool PlanWizard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_message && (event->type() == QEvent::Show || event->type() == QEvent::Hide))
        fitStepList(); // a message needs the list's full width
    return QWizard::eventFilter(watched, event);
}

void PlanWizard::changeEvent(QEvent *event)
{
    QWizard::changeEvent(event);
    // View ▸ Larger Text and View ▸ Language change the titles' size: the list follows.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        fitStepList();
    if (event->type() == QEvent::LanguageChange)
        retranslate(); // the pages: rebuildPages(), which the main window calls once per switch
}

bool PlanWizard::event(QEvent *event)
{
    const bool handled = QWizard::event(event);
    // A page's word-wrapped texts grow taller as the type grows or the window narrows; QWizard
    // sets its minimum height once per page from the pages' minimum size hints, which leave
    // height-for-width out, so the page would be squeezed (its labels drawn over one another)
    // instead of the wizard growing and the main window's scroll area scrolling it.
    if (event->type() == QEvent::LayoutRequest || event->type() == QEvent::Resize)
        fitHeightToPage();
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
        fitStepList(); // the steps' numbers only on a narrow window (opened on one too)
    return handled;
}

void PlanWizard::fitHeightToPage()
{
    QWidget *page = currentPage();
    if (!page)
        return;
    // QWizard lays its pages, title and buttons out in an inner widget: the page's ancestor that
    // is the wizard's child.
    QWidget *inner = page;
    while (inner->parentWidget() && inner->parentWidget() != this)
        inner = inner->parentWidget();
    if (inner->parentWidget() != this || !inner->layout())
        return;
    const int hinted = page->minimumSizeHint().height();
    const QLayout *pageLayout = page->layout();
    // The least height at this width (the step's content scrolls in the page, PlanPage): a
    // layout's height-for-width would be its preferred one, the whole content's.
    const int needs = pageLayout && pageLayout->hasHeightForWidth()
                          ? std::max(hinted, pageLayout->minimumHeightForWidth(page->width()))
                          : hinted;
    const int height = inner->layout()->totalMinimumSize().height() + (needs - hinted);
    if (minimumHeight() != height)
        setMinimumHeight(height);
}

void PlanWizard::updateStepList()
{
    const QSignalBlocker block(m_steps);
    bool reachable = true;
    for (int id = ModePageId; id <= SummaryPageId; ++id) {
        const auto step = model::Step(id);
        const bool errors = !m_document->errorsOn(step).empty();
        const bool touched = m_document->isTouched(step);
        QListWidgetItem *item = m_steps->item(id);
        // A step not reached yet is neutral: it is not wrong, only not chosen yet.
        const QString mark = errors && touched ? QStringLiteral("  ✖") : QString();
        item->setText(
            m_compact ? QStringLiteral("%1%2").arg(id + 1).arg(mark)
                      : QStringLiteral("%1. %2%3").arg(id + 1).arg(model::stepTitle(step), mark));
        const QString tip = errors && touched ? tr("This step has an error: fix it to go on.")
                            : errors          ? tr("Not chosen yet.")
                            : reachable       ? tr("Go to this step.")
                                              : tr("Fix the earlier step's errors first.");
        // Numbers only: the title is in the tooltip and read out by a screen reader.
        item->setToolTip(
            m_compact ? QStringLiteral("%1. %2: %3").arg(id + 1).arg(model::stepTitle(step), tip)
                      : tip);
        item->setData(Qt::AccessibleTextRole,
                      m_compact ? QStringLiteral("%1. %2").arg(id + 1).arg(model::stepTitle(step))
                                : QVariant());
        item->setFlags(reachable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsSelectable);
        reachable = reachable && !errors;
    }
    m_steps->setCurrentRow(currentId());
    if (QListWidgetItem *item = m_steps->currentItem())
        m_steps->scrollToItem(item);
}

} // namespace tpu::ui
