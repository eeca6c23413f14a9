#include "ui/shell/planundo.h"

#include "document/plandocument.h"

#include <QDateTime>
#include <QUndoStack>

namespace tpu::ui {

namespace {

constexpr qint64 kMergeWithinMs = 1000;

class PlanEditCommand final : public QUndoCommand
{
public:
    PlanEditCommand(document::PlanDocument *document, PlanUndo *undo, const model::Plan &before,
                    const model::Plan &after, model::Step step, bool choices)
        : m_document(document), m_undo(undo), m_before(before), m_after(after), m_step(step),
          m_choices(choices), m_time(QDateTime::currentMSecsSinceEpoch())
    {
        setText(step == model::Step::Summary && choices
                    ? QObject::tr("Use Alternative")
                    : QObject::tr("Edit on the %1 Step").arg(model::stepTitle(step)));
    }

    int id() const override { return 1; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const PlanEditCommand *>(other);
        if (m_choices || o->m_choices || o->m_step != m_step ||
            o->m_time - m_time > kMergeWithinMs || o->m_before != m_after)
            return false;
        m_after = o->m_after;
        m_time = o->m_time;
        return true;
    }

    void redo() override
    {
        if (m_pushed) // the edit itself already did it
            m_document->restore(m_after);
        m_pushed = true;
        if (m_redone)
            emit m_undo->restored();
        m_redone = true;
    }

    void undo() override
    {
        m_document->restore(m_before);
        emit m_undo->restored();
    }

private:
    document::PlanDocument *m_document;
    PlanUndo *m_undo;
    model::Plan m_before, m_after;
    model::Step m_step;
    bool m_choices;
    qint64 m_time;
    bool m_pushed = false, m_redone = false;
};

} // namespace

PlanUndo::PlanUndo(document::PlanDocument *document, QObject *parent)
    : QObject(parent), m_document(document), m_stack(new QUndoStack(this))
{
    connect(document, &document::PlanDocument::edited, this,
            [this](const model::Plan &before, const model::Plan &after, model::Step step,
                   bool choices) {
                m_stack->push(new PlanEditCommand(m_document, this, before, after, step, choices));
            });
    connect(document, &document::PlanDocument::planReplaced, m_stack, &QUndoStack::clear);
}

PlanUndo::~PlanUndo() = default;

} // namespace tpu::ui
