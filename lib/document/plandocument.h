#pragma once

#include "model/masking.h"
#include "model/planedit.h"
#include "model/rules.h"
#include "model/snapshot.h"
#include "sizing/job.h"

#include <QObject>
#include <QSet>
#include <functional>
#include <memory>
#include <optional>

namespace tpu::document {

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
    std::shared_ptr<const catalog::Catalog> catalogPtr() const { return m_catalog; }
    const model::Plan &plan() const { return m_plan; }
    // Everything derived from the plan shown now, built once per edit; every page, the exports
    // and the report read it instead of resolving or checking the plan again.
    const model::Snapshot &snapshot() const { return *m_snapshot; }
    model::SnapshotPtr snapshotPtr() const { return m_snapshot; }
    const std::vector<model::Finding> &findings() const { return m_snapshot->findings; }
    // The findings the user should see now: every warning and note, and the errors of the steps
    // the user has touched. A step not reached yet is "not chosen yet", not an error.
    std::vector<model::Finding> shownFindings() const;
    std::vector<model::Finding> findingsOf(const QStringList &fields) const; // shown ones only
    std::vector<model::Finding> errorsOn(model::Step step) const;

    // Applies a change the user made on `step`. When it changes a choice later steps depend on,
    // those steps start again from what they were when `step` was entered (beginStep()) and are
    // reconciled: trying rows of a table and coming back restores the later choices.
    void edit(model::Step step, const std::function<void(model::Plan &)> &change);
    // Replaces the plan with one computed elsewhere from it (an alternative of the summary step),
    // as one edit: nothing is reconciled; `changes` say what changed (reconciled() carries them).
    void apply(const model::Plan &plan, const std::vector<model::PlanChange> &changes);
    // Puts back a plan an edit replaced (Undo, Redo): no reconciling, no edited() signal.
    void restore(const model::Plan &plan);
    // The user entered `step`: the plan as it is now is what later steps start from.
    void beginStep(model::Step step);
    // Replaces the whole plan (New, Open, recovery); nothing is reconciled.
    void reset(const model::Plan &plan, const QString &fileName, bool modified = false);

    // A step is touched once the user edited it or left it, tried to export, or opened a plan
    // (every step of an opened plan is the user's). Touching emits planChanged().
    bool isTouched(model::Step step) const { return m_touched.contains(int(step)); }
    void touch(model::Step step);
    void touchAll();

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const { return m_modified; }
    void setModified(bool modified);
    QString displayName() const; // file name without folder, or "Untitled plan"

    // View ▸ Mask names: what is shown replaces the plan's names with placeholders (project-1...).
    // The plan and its files never change.
    bool maskNames() const { return m_maskNames; }
    void setMaskNames(bool on);
    const model::Masking &masking() const { return m_masking; } // empty while not masking
    QString masked(const QString &text) const { return m_masking.apply(text); }
    QString maskedName(const QString &value) const
    {
        return m_maskNames ? m_masking.name(value) : value;
    }
    QString shownName() const; // displayName(), masked
    // Projects shown beside the plan's own (the project of the connected key): masked too, as
    // "project-N" after the plan's.
    void setOtherProjects(const QStringList &projects);

    // The model's job Size from a Model… last applied (docs/sizing.md): the summary and the
    // alternatives weigh the plan against it. It lives with the window, not in the plan file.
    const std::optional<sizing::Job> &job() const { return m_job; }
    void setJob(std::optional<sizing::Job> job);

    // The interface language changed: planChanged() tells the views, which show the same
    // snapshot's findings and summary in the new language (nothing is resolved or checked again).
    void retranslate();

    // The fresh plan File ▸ New starts from: Autopilot, nothing chosen yet.
    static model::Plan newPlan();

signals:
    void planChanged();
    // reset() put a different plan in place (New, Open, recovery); planChanged() follows.
    void planReplaced();
    void modifiedChanged(bool modified);
    void fileNameChanged(const QString &fileName);
    // Every edit()/apply() that changed the plan: the plan before and after (for Undo).
    // `reconciledChoices`: it changed a choice later steps depend on (a table row, not typing).
    void edited(const model::Plan &before, const model::Plan &after, model::Step step,
                bool reconciledChoices);
    // Emitted after an edit on `step` changed later choices; `changes` says which and why.
    void reconciled(model::Step step, const std::vector<model::PlanChange> &changes);
    // Masking was turned on or off; views show the plan again. planChanged() does not follow.
    void maskNamesChanged(bool on);
    // setJob() changed the job; planChanged() follows.
    void jobChanged();

private:
    void revalidate(model::Resolver *resolver = nullptr);
    void updateMasking();

    std::shared_ptr<const catalog::Catalog> m_catalog;
    model::Plan m_plan;
    model::Plan m_stepBase; // the plan when the current step was entered
    model::SnapshotPtr m_snapshot;
    QString m_fileName;
    QSet<int> m_touched; // model::Step values
    bool m_modified = false;
    bool m_maskNames = false;
    model::Masking m_masking;
    QStringList m_otherProjects;
    std::optional<sizing::Job> m_job;
};

} // namespace tpu::document
