#pragma once

#include "planedit.h"
#include "rules.h"
#include "snapshot.h"

#include <QObject>
#include <functional>
#include <memory>

namespace tpu::ui {

// The plan being edited, shared by every wizard page, the findings panel and the main window.
// Every edit goes through edit(): it reconciles later steps, re-runs the rules once, and tells
// the views. Owned by the main window.
class PlanDocument final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanDocument)

public:
    explicit PlanDocument(std::shared_ptr<const catalog::Catalog> catalog,
                          QObject *parent = nullptr);
    ~PlanDocument() override;

    const catalog::Catalog &catalog() const { return *m_catalog; }
    const model::Plan &plan() const { return m_plan; }
    // Everything derived from the plan shown now, built once per edit; every page, the exports
    // and the report read it instead of resolving or checking the plan again.
    const model::Snapshot &snapshot() const { return *m_snapshot; }
    model::SnapshotPtr snapshotPtr() const { return m_snapshot; }
    const std::vector<model::Finding> &findings() const { return m_snapshot->findings; }
    std::vector<model::Finding> findingsOf(const QStringList &fields) const;
    std::vector<model::Finding> errorsOn(model::Step step) const;

    // Applies a change the user made on `step`. When it changes a choice later steps depend on,
    // those steps start again from what they were when `step` was entered (beginStep()) and are
    // reconciled: trying rows of a table and coming back restores the later choices.
    void edit(model::Step step, const std::function<void(model::Plan &)> &change);
    // The user entered `step`: the plan as it is now is what later steps start from.
    void beginStep(model::Step step);
    // Replaces the whole plan (New, Open, recovery); nothing is reconciled.
    void reset(const model::Plan &plan, const QString &fileName, bool modified = false);

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    QString displayName() const; // file name without folder, or "Untitled plan"

    // The fresh plan File ▸ New starts from: Autopilot, nothing chosen yet.
    static model::Plan newPlan();

signals:
    void planChanged();
    // reset() put a different plan in place (New, Open, recovery); planChanged() follows.
    void planReplaced();
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);
    // Emitted after an edit on `step` changed later choices; `changes` says which and why.
    void reconciled(model::Step step, const std::vector<model::PlanChange> &changes);

private:
    void revalidate(model::Resolver *resolver = nullptr);

    std::shared_ptr<const catalog::Catalog> m_catalog;
    model::Plan m_plan;
    model::Plan m_stepBase; // the plan when the current step was entered
    model::SnapshotPtr m_snapshot;
    QString m_fileName;
    bool m_modified = false;
};

} // namespace tpu::ui
