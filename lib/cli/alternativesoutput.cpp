#include "cli/alternativesoutput.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <algorithm>

namespace tpu::cli {

using namespace tpu::model;

namespace {
struct AlternativesText // the messages' translation context, as when they lived in lib/model
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Alternatives)
};
} // namespace

QJsonArray alternativesToJson(const Alternatives &alts)
{
    QJsonArray arr;
    auto num = [](const Figure<double> &f) {
        return f.value ? QJsonValue(*f.value) : QJsonValue();
    };
    for (const Alternative &a : alts.rows) {
        QJsonObject o;
        o.insert(QStringLiteral("version"), a.version);
        o.insert(QStringLiteral("machineType"), a.machineType);
        o.insert(QStringLiteral("topology"), a.topology.toString());
        o.insert(QStringLiteral("slices"), a.slices);
        o.insert(QStringLiteral("zone"), a.zone);
        o.insert(QStringLiteral("chips"), double(a.chips));
        o.insert(QStringLiteral("vms"), double(a.vms));
        o.insert(QStringLiteral("hbmGiB"), num(a.hbmGiB));
        o.insert(QStringLiteral("pflops"), num(a.pflops));
        o.insert(QStringLiteral("costPerHour"), num(a.costPerHour));
        o.insert(QStringLiteral("costPerPflopsHour"), num(a.costPerPflopsHour));
        o.insert(QStringLiteral("costBasis"), a.costBasis);
        o.insert(QStringLiteral("customTopology"), a.custom);
        o.insert(QStringLiteral("current"), a.current);
        o.insert(QStringLiteral("passes"), a.passes);
        o.insert(QStringLiteral("finding"),
                 a.finding ? QJsonValue(a.finding->message.toString()) : QJsonValue());
        if (a.finding)
            o.insert(QStringLiteral("findingId"), a.finding->id);
        arr.append(o);
    }
    return arr;
}

QString alternativesToText(const Alternatives &alts)
{
    if (!alts.error.isEmpty())
        return alts.error + QLatin1Char('\n');
    QString s = AlternativesText::tr("Alternatives that meet %1 (%2; cost at %3 prices):\n")
                    .arg(alts.target.text(),
                         alts.anyRegion ? AlternativesText::tr("every region")
                                        : AlternativesText::tr("region %1").arg(alts.region),
                         !alts.rows.empty() && alts.rows.front().costBasis == QLatin1String("spot")
                             ? AlternativesText::tr("spot")
                             : AlternativesText::tr("on-demand"));
    const QStringList head{AlternativesText::tr("VERSION"),
                           AlternativesText::tr("MACHINE TYPE"),
                           AlternativesText::tr("TOPOLOGY"),
                           AlternativesText::tr("SLICES"),
                           AlternativesText::tr("ZONE"),
                           AlternativesText::tr("CHIPS"),
                           AlternativesText::tr("VMS"),
                           AlternativesText::tr("HBM GIB"),
                           AlternativesText::tr("PFLOP/S"),
                           AlternativesText::tr("$/HOUR"),
                           AlternativesText::tr("$/PFLOP/S-HOUR"),
                           AlternativesText::tr("CHECK")};
    std::vector<QStringList> rows{head};
    auto fig = [](const Figure<double> &f, int decimals) {
        if (!f.value)
            return AlternativesText::tr("unknown");
        return QString::number(*f.value, 'f', decimals) +
               (f.uncertain.isEmpty() ? QString() : QStringLiteral("(?)"));
    };
    for (const Alternative &a : alts.rows) {
        QString check = a.passes ? AlternativesText::tr("passes") : AlternativesText::tr("fails");
        if (a.finding)
            check += QStringLiteral(": [%1] %2").arg(a.finding->id, a.finding->message.toString());
        rows.push_back({a.version, a.machineType,
                        a.topology.toString() +
                            (a.custom ? AlternativesText::tr(" (custom)") : QString()) +
                            (a.current ? QStringLiteral(" *") : QString()),
                        QString::number(a.slices), a.zone, QString::number(a.chips),
                        QString::number(a.vms), fig(a.hbmGiB, 0), fig(a.pflops, 2),
                        fig(a.costPerHour, 2), fig(a.costPerPflopsHour, 2), check});
    }
    std::vector<int> width(head.size(), 0);
    for (const auto &r : rows)
        for (int i = 0; i + 1 < r.size(); ++i)
            width[size_t(i)] = std::max(width[size_t(i)], int(r[i].size()));
    for (const auto &r : rows) {
        QString line;
        for (int i = 0; i < r.size(); ++i)
            line += i + 1 < r.size() ? r[i].leftJustified(width[size_t(i)] + 2) : r[i];
        s += line.trimmed() + QLatin1Char('\n');
    }
    if (alts.rows.empty())
        s += AlternativesText::tr(
            "None: no version the catalog offers in this scope meets the target.\n");
    if (std::any_of(alts.rows.begin(), alts.rows.end(),
                    [](const Alternative &a) { return a.current; }))
        s += AlternativesText::tr("* the plan's own choice\n");
    s += AlternativesText::tr(
        "(?) rests on a value the catalog marks uncertain; unknown: the catalog has no "
        "price or figure.\n");
    for (const QString &n : alts.notes)
        s += n + QLatin1Char('\n');
    return s;
}

} // namespace tpu::cli
