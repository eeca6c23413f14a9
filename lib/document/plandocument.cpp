#include "plandocument.h"

#include <QFileInfo>

namespace tpu::ui {

PlanDocument::PlanDocument(std::shared_ptr<const catalog::Catalog> catalog, QObject *parent)
    : QObject(parent), m_catalog(std::move(catalog)), m_plan(newPlan()), m_stepBase(m_plan)
{
    revalidate();
}

PlanDocument::~PlanDocument() = default;

model::Plan PlanDocument::newPlan()
{
    model::Plan p;
    p.mode = catalog::Mode::Autopilot;
    return p;
}

std::vector<model::Finding> PlanDocument::findingsOf(const QStringList &fields) const
{
    std::vector<model::Finding> out;
    for (const auto &f : findings())
        if (fields.contains(f.field))
            out.push_back(f);
    return out;
}

std::vector<model::Finding> PlanDocument::errorsOn(model::Step step) const
{
    std::vector<model::Finding> out;
    for (const auto &f : findings())
        if (f.severity == catalog::Severity::Error && model::stepOfField(f.field) == step)
            out.push_back(f);
    return out;
}

void PlanDocument::edit(model::Step step, const std::function<void(model::Plan &)> &change)
{
    model::Plan next = m_plan;
    change(next);
    if (next == m_plan)
        return;
    // One resolver for the edit, its mending and the snapshot: each distinct shape of the plan
    // is resolved once, and not at all when the edit did not touch what a resolution reads.
    model::Resolver resolver(*m_catalog);
    resolver.seed(m_snapshot->plan, m_snapshot->resolution);
    std::vector<model::PlanChange> changes;
    if (model::differsInReconciledChoices(m_plan, next)) {
        for (int later = int(step) + 1; later <= int(model::Step::Options); ++later)
            model::copyStepFields(m_stepBase, next, model::Step(later));
        changes = model::reconcile(*m_catalog, next, step, &resolver);
    }
    m_plan = next;
    revalidate(&resolver);
    setModified(true);
    emit planChanged();
    if (!changes.empty())
        emit reconciled(step, changes);
}

void PlanDocument::beginStep(model::Step)
{
    m_stepBase = m_plan;
}

void PlanDocument::reset(const model::Plan &plan, const QString &fileName, bool modified)
{
    m_plan = plan;
    m_stepBase = plan;
    revalidate();
    setFileName(fileName);
    setModified(modified);
    emit planReplaced();
    emit planChanged();
}

void PlanDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

void PlanDocument::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

QString PlanDocument::displayName() const
{
    return m_fileName.isEmpty() ? tr("Untitled plan") : QFileInfo(m_fileName).fileName();
}

void PlanDocument::revalidate(model::Resolver *resolver)
{
    m_snapshot = model::makeSnapshot(*m_catalog, m_plan, resolver);
}

} // namespace tpu::ui
