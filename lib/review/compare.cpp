#include "review/compare.h"

#include "model/summary.h"

#include <QCoreApplication>
#include <QLocale>

namespace tpu::review {

namespace {
struct CompareText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::Compare)
};

QStringList values(const catalog::Catalog &catalog, const Request &r)
{
    const model::Plan &p = r.plan;
    const model::Summary s = model::summarize(catalog, p);
    QString cost = CompareText::tr("unknown");
    for (const model::Cost &c : s.costs)
        if (c.kind == s.appliesTo && c.perMonth.value)
            cost = QStringLiteral("$") + QLocale().toString(*c.perMonth.value, 'f', 2);
    const QString reservation =
        p.reservation.name.isEmpty()
            ? QString()
            : (p.reservation.project.isEmpty()
                   ? p.reservation.name
                   : p.reservation.project + QLatin1Char('/') + p.reservation.name);
    return {r.title,
            r.team,
            QString::number(r.priority),
            r.period ? periodText(*r.period) : CompareText::tr("always"),
            p.projectId,
            p.clusterName,
            catalog::modeName(p.mode),
            p.tpuVersion,
            s.machineType,
            p.topology.toString(),
            QString::number(p.slices),
            p.zone,
            model::consumptionName(p.consumption),
            reservation,
            QString::number(s.chipsPerSlice),
            QString::number(s.vmsPerSlice),
            QString::number(s.totalChips),
            QString::number(s.totalVms),
            cost};
}
} // namespace

std::vector<CompareRow> compareRequests(const catalog::Catalog &catalog, const Request &a,
                                        const Request &b)
{
    const QStringList fields{CompareText::tr("Title"),
                             CompareText::tr("Team"),
                             CompareText::tr("Priority"),
                             CompareText::tr("Period"),
                             CompareText::tr("Project"),
                             CompareText::tr("Cluster"),
                             CompareText::tr("Mode"),
                             CompareText::tr("TPU version"),
                             CompareText::tr("Machine type"),
                             CompareText::tr("Topology"),
                             CompareText::tr("Slices"),
                             CompareText::tr("Zone"),
                             CompareText::tr("Consumption"),
                             CompareText::tr("Reservation"),
                             CompareText::tr("Chips per slice"),
                             CompareText::tr("VMs per slice"),
                             CompareText::tr("Total chips"),
                             CompareText::tr("Total VMs"),
                             CompareText::tr("Cost per month")};
    const QStringList va = values(catalog, a), vb = values(catalog, b);
    std::vector<CompareRow> rows;
    for (int i = 0; i < fields.size(); ++i)
        rows.push_back({fields.at(i), va.at(i), vb.at(i), va.at(i) != vb.at(i)});
    return rows;
}

} // namespace tpu::review
