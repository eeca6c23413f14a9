#pragma once

#include "model/plan.h"

#include <QRegularExpression>
#include <QString>
#include <vector>

namespace tpu::model {

// The names a plan carries that an audience need not see (project IDs, cluster, reservation,
// node pools, namespace, workload, image), each with a stable placeholder: "project-1",
// "cluster-1", "reservation-1", "node-pool-1", "namespace-1", "workload-1", "image-1".
// Numbering follows a fixed field order, so the same plan always gets the same placeholders.
// Masking is for what is shown (GUI, report); it never changes the plan or the exported files.
class Masking
{
public:
    struct Entry
    {
        QString name;        // as the plan holds it
        QString placeholder; // "project-1"
    };

    Masking() = default; // masks nothing
    // `nodePools`: the node-pool names the exports give the plan's slices
    // (model::nodePoolName). `otherProjects`: projects the window shows beside the plan's (the
    // connected key's), numbered after the plan's own.
    static Masking forPlan(const Plan &plan, const QStringList &nodePools,
                           const QStringList &otherProjects = {});
    // Names of any kinds, in order: ("ML Research", "team") -> "team-1" (capacity reviews).
    static Masking forNames(const std::vector<std::pair<QString, QString>> &namesAndKinds);

    bool isEmpty() const { return m_entries.empty(); }
    const std::vector<Entry> &entries() const { return m_entries; }
    // The placeholder of one value the plan holds (a field's content), or the value unchanged.
    QString name(const QString &value) const;
    // `text` with every masked name replaced by its placeholder, in one pass. A name matches
    // where it is not part of a longer word: letters, digits and '_' may not touch it, while
    // '-', '.', '/', ':' and quotes may (so "ml-team-queue" and ".../my-project/..." are masked
    // too).
    QString apply(const QString &text) const;
    // A plan's file name as shown when masking: "plan-1.json" (the folder is dropped).
    static QString fileName(const QString &fileName);
    // The order of rows named by `a` and `b` as shown: by apply()'s text, numbers by value
    // ("team-2" before "team-10"). Masked, that is the placeholder's number (the order the names
    // first appear in), never the order of the names it hides; not masked, the names'.
    bool shownLess(const QString &a, const QString &b) const
    {
        return naturalLess(apply(a), apply(b));
    }
    // `a` before `b`, digit runs compared by value, then case-insensitively, then exactly.
    static bool naturalLess(const QString &a, const QString &b);

private:
    void add(const QString &name, const QString &kind, int &counter);
    void build(); // the pattern apply() matches, from the entries

    std::vector<Entry> m_entries;
    QRegularExpression m_pattern;
};

} // namespace tpu::model
