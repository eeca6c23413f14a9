#include "ui/summary/alternativesmodel.h"

#include "ui/common/theme.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>
#include <limits>

namespace tpu::ui {

AlternativesModel::AlternativesModel(QObject *parent) : QAbstractTableModel(parent) {}

AlternativesModel::~AlternativesModel() = default;

void AlternativesModel::setJob(const catalog::Catalog *catalog, std::optional<sizing::Job> job)
{
    m_catalog = catalog;
    m_job = std::move(job);
}

void AlternativesModel::setAlternatives(model::Alternatives alternatives)
{
    beginResetModel();
    m_alts = std::move(alternatives);
    m_fits.clear();
    if (m_job && m_catalog)
        for (const auto &a : m_alts.rows) {
            int axes = 0;
            for (int d : a.topology.dims())
                axes += d > 1 ? 1 : 0;
            m_fits.push_back(sizing::evaluateJob(*m_catalog, *m_job, a.version,
                                                 a.slices > 0 ? a.chips / a.slices : a.chips,
                                                 a.slices, std::max(1, axes), a.costPerHour.value));
        }
    m_chartLabels.clear();
    QStringList base;
    for (const auto &a : m_alts.rows) {
        QString l = a.version + QLatin1Char(' ') + a.topology.toString();
        if (a.slices > 1)
            l += QStringLiteral(" ×%1").arg(a.slices);
        base << l;
    }
    // Categories of a chart axis must differ: add the machine type, then the zone, where needed.
    for (int i = 0; i < base.size(); ++i) {
        const auto &a = m_alts.rows[size_t(i)];
        QString l = base[i];
        if (base.count(base[i]) > 1) {
            bool sameType = false;
            for (int j = 0; j < base.size(); ++j)
                sameType = sameType || (j != i && base[j] == base[i] &&
                                        m_alts.rows[size_t(j)].machineType == a.machineType);
            l += QStringLiteral(" (%1)").arg(sameType ? a.zone : a.machineType);
        }
        m_chartLabels << l;
    }
    endResetModel();
}

int AlternativesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_alts.rows.size());
}

int AlternativesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

std::optional<double> valueOf(const model::Alternative &a, int column)
{
    switch (column) {
    case AlternativesModel::SlicesColumn:
        return a.slices;
    case AlternativesModel::ChipsColumn:
        return double(a.chips);
    case AlternativesModel::VmsColumn:
        return double(a.vms);
    case AlternativesModel::HbmColumn:
        return a.hbmGiB.value;
    case AlternativesModel::PflopsColumn:
        return a.pflops.value;
    case AlternativesModel::CostColumn:
        return a.costPerHour.value;
    case AlternativesModel::CostPerPflopsColumn:
        return a.costPerPflopsHour.value;
    default:
        return std::nullopt;
    }
}

const model::Figure<double> *figureOf(const model::Alternative &a, int column)
{
    switch (column) {
    case AlternativesModel::HbmColumn:
        return &a.hbmGiB;
    case AlternativesModel::PflopsColumn:
        return &a.pflops;
    case AlternativesModel::CostColumn:
        return &a.costPerHour;
    case AlternativesModel::CostPerPflopsColumn:
        return &a.costPerPflopsHour;
    default:
        return nullptr;
    }
}

} // namespace

QVariant AlternativesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const model::Alternative &a = m_alts.rows[size_t(index.row())];
    const int col = index.column();
    const auto *fig = figureOf(a, col);
    const auto value = valueOf(a, col);
    switch (role) {
    case Qt::DisplayRole:
        switch (col) {
        case VersionColumn:
            return a.versionName;
        case MachineTypeColumn:
            return a.machineType;
        case TopologyColumn:
            return a.topology.toString() + (a.custom ? tr(" (custom)") : QString()) +
                   (a.current ? tr(" — this plan") : QString());
        case ZoneColumn:
            return a.zone;
        case FitsColumn:
            if (m_fits.empty())
                return QStringLiteral("—");
            if (!m_fits[size_t(index.row())].known)
                return tr("unknown");
            return m_fits[size_t(index.row())].fits ? tr("fits") : tr("does not fit");
        case JobColumn:
            return m_fits.empty() ? QStringLiteral("—")
                                  : sizing::jobFigureText(*m_job, m_fits[size_t(index.row())]);
        case RulesColumn:
            if (!a.finding)
                return tr("passes");
            return QStringLiteral("%1 %2").arg(severitySymbol(a.finding->severity),
                                               a.finding->message.toString());
        default:
            break;
        }
        if (!value)
            return tr("unknown");
        {
            const int decimals =
                col == PflopsColumn || col == CostColumn || col == CostPerPflopsColumn ? 2 : 0;
            const bool money = col == CostColumn || col == CostPerPflopsColumn;
            QString t = (money ? QStringLiteral("$") : QString()) +
                        QLocale().toString(*value, 'f', decimals);
            if (fig && !fig->uncertain.isEmpty())
                t += tr(" (?)");
            return t;
        }
    case ValueRole:
        return value ? QVariant(*value) : QVariant();
    case SortRole:
        if (col == RulesColumn)
            return a.passes ? (a.finding ? 1 : 0) : 2;
        if (col == FitsColumn)
            return m_fits.empty() ? 0 : (m_fits[size_t(index.row())].fits ? 0 : 1);
        if (col == JobColumn) {
            if (m_fits.empty() || !m_fits[size_t(index.row())].fits)
                return std::numeric_limits<double>::max();
            const auto &f = m_fits[size_t(index.row())];
            // Cheapest job first: the job's cost, else the time, else the most tokens/s.
            if (f.jobCost)
                return *f.jobCost;
            if (f.seconds)
                return *f.seconds;
            return f.tokensPerSecond ? -*f.tokensPerSecond : std::numeric_limits<double>::max();
        }
        if (value)
            return *value;
        if (fig)
            return std::numeric_limits<double>::max();
        return data(index, Qt::DisplayRole);
    case ChartLabelRole:
        return m_chartLabels.value(index.row());
    case Qt::ToolTipRole:
        if (col == RulesColumn && a.finding)
            return plainToolTip(a.finding->message.toString() + QLatin1Char('\n') +
                                a.finding->explanation.toString());
        if ((col == FitsColumn || col == JobColumn) && m_fits.empty())
            return plainToolTip(tr("Size from a Model… on the first step sets a model and job to "
                                   "weigh each alternative against."));
        if ((col == FitsColumn || col == JobColumn) && m_job)
            return plainToolTip(tr("Estimate for %1 (docs/sizing.md); the job cost is the time "
                                   "or tokens at this row's cost per hour.")
                                    .arg(m_job->text()));
        if (fig && !fig->value)
            return plainToolTip(tr("The catalog has no value for this, so it is not known."));
        if (fig && !fig->uncertain.isEmpty())
            return plainToolTip(tr("Uncertain: %1").arg(fig->uncertain.toString()));
        return {};
    case Qt::ForegroundRole:
        if (col == RulesColumn && a.finding)
            return severityColor(a.finding->severity, QGuiApplication::palette());
        if (fig && fig->value && !fig->uncertain.isEmpty())
            return uncertainColor(QGuiApplication::palette());
        return {};
    case Qt::FontRole:
        if (a.current) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return value || fig ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant AlternativesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    if (role == Qt::ToolTipRole && section == CostColumn)
        return tr("At the price of the plan's consumption option (Spot for a Spot plan, else "
                  "on-demand), in the alternative's region.");
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case VersionColumn:
        return tr("Version");
    case MachineTypeColumn:
        return tr("Machine type");
    case TopologyColumn:
        return tr("Topology");
    case SlicesColumn:
        return tr("Slices");
    case ZoneColumn:
        return tr("Zone");
    case ChipsColumn:
        return tr("Chips");
    case VmsColumn:
        return tr("VMs");
    case HbmColumn:
        return tr("HBM (GiB)");
    case PflopsColumn:
        return tr("Peak bf16 (PFLOP/s)");
    case CostColumn:
        return m_alts.rows.empty() || m_alts.rows.front().costBasis == QLatin1String("on-demand")
                   ? tr("Cost per hour, on-demand (USD)")
                   : tr("Cost per hour, Spot (USD)");
    case CostPerPflopsColumn:
        return tr("Cost per PFLOP/s-hour (USD)");
    case RulesColumn:
        return tr("Rules");
    case FitsColumn:
        return tr("Fits the model");
    case JobColumn:
        return m_job && m_job->training ? tr("Time and cost of the job")
                                        : tr("Tokens/s and cost per 1M tokens");
    default:
        return {};
    }
}

} // namespace tpu::ui
