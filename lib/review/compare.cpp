#include "review/compare.h"

#include "model/summary.h"

#include <QCoreApplication>
#include <QLocale>

namespace tpu::review {

namespace {
struct Text // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::Compare)
};

QStringList values(const catalog::Catalog &catalog, const Request &r)
{
    const model::Plan &p = r.plan;
    const model::Summary s = model::summarize(catalog, p);
    QString cost = Text::tr("unknown");
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
            r.period ? periodText(*r.period) : Text::tr("always"),
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
    const QStringList fields{
        Text::tr("Title"),         Text::tr("Team"),        Text::tr("Priority"),
        Text::tr("Period"),        Text::tr("Project"),     Text::tr("Cluster"),
        Text::tr("Mode"),          Text::tr("TPU version"), Text::tr("Machine type"),
        Text::tr("Topology"),      Text::tr("Slices"),      Text::tr("Zone"),
        Text::tr("Consumption"),   Text::tr("Reservation"), Text::tr("Chips per slice"),
        Text::tr("VMs per slice"), Text::tr("Total chips"), Text::tr("Total VMs"),
        Text::tr("Cost per month")};
    const QStringList va = values(catalog, a), vb = values(catalog, b);
    std::vector<CompareRow> rows;
    for (int i = 0; i < fields.size(); ++i)
        rows.push_back({fields.at(i), va.at(i), vb.at(i), va.at(i) != vb.at(i)});
    return rows;
}

} // namespace tpu::review
