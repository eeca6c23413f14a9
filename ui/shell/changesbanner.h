#pragma once

#include "model/planedit.h"

#include <QWidget>
#include <vector>

class QLabel;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

// The side note "Your change on the X step also changed: …", fed by the document's list of what
// reconciling changed. Each line goes once the user changes the step it is about again; another
// plan (New, Open, recovery) or Dismiss clears it. Never a line that no longer describes the plan.
class ChangesBanner final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangesBanner)

public:
    explicit ChangesBanner(document::PlanDocument *document, QWidget *parent = nullptr);
    QString text() const; // the note as shown (rich text); empty when hidden

signals:
    // The plan now differs from the one before the latest edit (not emitted for a no-op edit):
    // messages about the earlier plan elsewhere (an export's "Exported …") should go too.
    void planMovedOn();

private:
    void showChanges(model::Step step, const std::vector<model::PlanChange> &changes);
    void dropStale();
    void refresh();

    // A line of the note: a change reconcile made, and the plan it was made on.
    struct Message
    {
        model::PlanChange change;
        model::Plan plan;
    };
    document::PlanDocument *m_document;
    std::vector<Message> m_changes;
    model::Step m_step = model::Step::Mode;
    model::Plan m_lastPlan; // the plan before the latest change, to see what changed
    QLabel *m_label;
};

} // namespace tpu::ui
