#include "document/plandocument.h"

#include "model/names.h"

#include <QFileInfo>
#include <algorithm>

namespace tpu::document {

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

std::vector<model::Finding> PlanDocument::shownFindings() const
{
    std::vector<model::Finding> out;
    // Nothing about a step the user has not reached: no error, warning or note before a choice.
    for (const auto &f : findings())
        if (isTouched(model::stepOfField(f.field)))
            out.push_back(f);
    return out;
}

void PlanDocument::touch(model::Step step)
{
    if (isTouched(step))
        return;
    m_touched.insert(int(step));
    emit planChanged();
}

void PlanDocument::touchAll()
{
    const int before = int(m_touched.size());
    for (int s = int(model::Step::Mode); s <= int(model::Step::Summary); ++s)
        m_touched.insert(s);
    if (int(m_touched.size()) != before)
        emit planChanged();
}

std::vector<model::Finding> PlanDocument::findingsOf(const QStringList &fields) const
{
    std::vector<model::Finding> out;
    // A group ("maintenance") also shows its members' findings ("maintenance.name").
    const auto shows = [&fields](const QString &field) {
        return std::any_of(fields.begin(), fields.end(), [&](const QString &name) {
            return field == name || field.startsWith(name + QLatin1Char('.'));
        });
    };
    for (const auto &f : shownFindings())
        if (shows(f.field))
            out.push_back(f);
    return out;
}

std::vector<model::Finding> PlanDocument::errorsOn(model::Step step) const
{
    std::vector<model::Finding> out;
    for (const auto &f : findings())
        if (model::blocksPlanning(f) && model::stepOfField(f.field) == step)
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
    const bool choices = model::differsInReconciledChoices(m_plan, next);
    if (choices) {
        for (int later = int(step) + 1; later <= int(model::Step::Options); ++later)
            model::copyStepFields(m_stepBase, next, model::Step(later));
        // Against the plan the step started from: trying versions and coming back records nothing.
        model::noteReservationChoice(m_stepBase, next);
        changes = model::reconcile(*m_catalog, next, step, &resolver);
    } else {
        model::noteReservationChoice(m_stepBase, next);
    }
    const model::Plan before = m_plan;
    m_plan = next;
    m_touched.insert(int(step));
    revalidate(&resolver);
    setModified(true);
    emit planChanged();
    emit edited(before, m_plan, step, choices);
    if (!changes.empty())
        emit reconciled(step, changes);
}

void PlanDocument::apply(const model::Plan &plan, const std::vector<model::PlanChange> &changes)
{
    if (plan == m_plan)
        return;
    const model::Plan before = m_plan;
    m_plan = plan;
    m_stepBase = plan;
    revalidate();
    setModified(true);
    emit planChanged();
    emit edited(before, m_plan, model::Step::Summary, true);
    if (!changes.empty())
        emit reconciled(model::Step::Summary, changes);
}

void PlanDocument::restore(const model::Plan &plan)
{
    if (plan == m_plan)
        return;
    m_plan = plan;
    m_stepBase = plan;
    revalidate();
    setModified(true);
    emit planChanged();
}

void PlanDocument::beginStep(model::Step)
{
    m_stepBase = m_plan;
}

void PlanDocument::reset(const model::Plan &plan, const QString &fileName, bool modified)
{
    m_plan = plan;
    m_stepBase = plan;
    // An opened or recovered plan is the user's work: its errors are shown at once.
    m_touched.clear();
    if (!fileName.isEmpty() || modified)
        for (int s = int(model::Step::Mode); s <= int(model::Step::Summary); ++s)
            m_touched.insert(s);
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

void PlanDocument::retranslate()
{
    // The snapshot's texts are templates and arguments (model/trtext.h): the views render them
    // again in the new language; nothing is resolved or checked again.
    emit planChanged();
}

void PlanDocument::revalidate(model::Resolver *resolver)
{
    m_snapshot = model::makeSnapshot(*m_catalog, m_plan, resolver);
    updateMasking();
}

void PlanDocument::updateMasking()
{
    if (m_maskNames) {
        QStringList pools;
        for (int i = 0; i < std::max(1, m_plan.slices); ++i)
            pools << model::nodePoolName(m_plan, i);
        m_masking = model::Masking::forPlan(m_plan, pools, m_otherProjects);
    } else {
        m_masking = {};
    }
}

void PlanDocument::setOtherProjects(const QStringList &projects)
{
    if (projects == m_otherProjects)
        return;
    m_otherProjects = projects;
    updateMasking();
    if (m_maskNames)
        emit maskNamesChanged(true); // the views show the names again, masked the new way
}

void PlanDocument::setMaskNames(bool on)
{
    if (on == m_maskNames)
        return;
    m_maskNames = on;
    updateMasking();
    emit maskNamesChanged(on);
}

QString PlanDocument::shownName() const
{
    return m_maskNames && !m_fileName.isEmpty() ? model::Masking::fileName(m_fileName)
                                                : displayName();
}

void PlanDocument::setJob(std::optional<sizing::Job> job)
{
    m_job = std::move(job);
    emit jobChanged();
    emit planChanged();
}

} // namespace tpu::document
