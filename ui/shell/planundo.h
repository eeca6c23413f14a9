#pragma once

#include <QObject>

class QUndoStack;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

// Edit ▸ Undo and Redo over the document's edits. Each edit is one command; consecutive edits on
// the same step within a second that do not change a choice later steps depend on (typing in a
// field) merge into one. New, Open and recovery start a fresh history.
class PlanUndo final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanUndo)

public:
    explicit PlanUndo(document::PlanDocument *document, QObject *parent = nullptr);
    ~PlanUndo() override;

    QUndoStack *stack() const { return m_stack; }

signals:
    void restored(); // Undo or Redo put a plan back

private:
    document::PlanDocument *m_document;
    QUndoStack *m_stack;
};

} // namespace tpu::ui
