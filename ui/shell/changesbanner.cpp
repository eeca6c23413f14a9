#include "ui/shell/changesbanner.h"

#include "document/plandocument.h"

#include <QLabel>
#include <QScrollArea>
#include <QToolButton>
#include <QVBoxLayout>

namespace tpu::ui {

ChangesBanner::ChangesBanner(document::PlanDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_lastPlan(document->plan()), m_label(new QLabel(this))
{
    setObjectName(QStringLiteral("changesBanner"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    m_label->setObjectName(QStringLiteral("changesLabel"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto *dismiss = new QToolButton(this);
    dismiss->setObjectName(QStringLiteral("dismissChangesToolButton"));
    dismiss->setText(tr("Dismiss"));
    dismiss->setToolTip(tr("Hide this note."));
    // The note takes the side column's free height and scrolls beyond it: no line is ever cut
    // off, whatever the window size, type size or language.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("changesScrollArea"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setBackgroundRole(QPalette::AlternateBase);
    scroll->viewport()->setBackgroundRole(QPalette::AlternateBase);
    scroll->setWidget(m_label);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(scroll, 1);
    layout->addWidget(dismiss, 0, Qt::AlignRight);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    hide();
    connect(dismiss, &QToolButton::clicked, this, &QWidget::hide);

    connect(m_document, &document::PlanDocument::reconciled, this, &ChangesBanner::showChanges);
    connect(m_document, &document::PlanDocument::planChanged, this, &ChangesBanner::dropStale);
    connect(m_document, &document::PlanDocument::planReplaced, this, [this] {
        // Another plan: nothing said about the previous one applies.
        m_changes.clear();
        hide();
        m_lastPlan = m_document->plan();
    });
}

QString ChangesBanner::text() const
{
    return isHidden() ? QString() : m_label->text();
}

void ChangesBanner::showChanges(model::Step step, const std::vector<model::PlanChange> &changes)
{
    m_step = step;
    // The new changes replace the earlier ones.
    m_changes.clear();
    for (const auto &c : changes)
        m_changes.push_back({c, m_document->plan()});
    refresh();
}

void ChangesBanner::refresh()
{
    QStringList items;
    for (const auto &m : m_changes)
        items << QStringLiteral("• %1").arg(m.change.message.toHtmlEscaped());
    if (items.isEmpty()) {
        hide();
        return;
    }
    m_label->setText(tr("<b>Your change on the %1 step also changed:</b>")
                         .arg(model::stepTitle(m_step).toHtmlEscaped()) +
                     QStringLiteral("<br>") + items.join(QStringLiteral("<br>")));
    show();
}

// A note about a step goes once the user changes that step again.
void ChangesBanner::dropStale()
{
    const model::Plan &now = m_document->plan();
    const model::Plan before = m_lastPlan;
    m_lastPlan = now;
    if (now == before)
        return;
    emit planMovedOn();
    const auto stepChanged = [&](const model::Plan &since, model::Step s) {
        model::Plan copy = since;
        model::copyStepFields(now, copy, s);
        return !(copy == since);
    };
    bool dropped = false;
    for (auto it = m_changes.begin(); it != m_changes.end();) {
        // A reservation that no longer matches is a finding of the model (reservation.mismatch,
        // reservation.kept) that stays in Findings until it is fixed; the banner only says once.
        // A note about a step goes once the user changes that step again, and so does every
        // note of a change made on a step the user changed again since (v5p → TPU7x → v5p: the
        // note about TPU7x's machine type describes a plan that is gone).
        if (stepChanged(it->plan, model::stepOfField(it->change.field)) ||
            stepChanged(it->plan, m_step)) {
            it = m_changes.erase(it);
            dropped = true;
        } else {
            ++it;
        }
    }
    if (dropped)
        refresh();
}

} // namespace tpu::ui
