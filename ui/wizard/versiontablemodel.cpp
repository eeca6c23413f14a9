#include "ui/wizard/versiontablemodel.h"

#include "catalog/catalogtext.h"
#include "ui/common/theme.h"

#include <QFont>

namespace tpu::ui {

VersionTableModel::VersionTableModel(const catalog::Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent), m_catalog(catalog)
{
    rebuild();
}

VersionTableModel::~VersionTableModel() = default;

void VersionTableModel::setMode(catalog::Mode mode)
{
    if (mode == m_mode)
        return;
    beginResetModel();
    m_mode = mode;
    rebuild();
    endResetModel();
}

void VersionTableModel::setPriceRegion(const QString &region)
{
    if (region == m_priceRegion)
        return;
    m_priceRegion = region;
    if (!m_rows.empty())
        emit dataChanged(index(0, OnDemandColumn), index(rowCount() - 1, SpotColumn));
}

void VersionTableModel::rebuild()
{
    m_rows.clear();
    for (const auto &v : m_catalog.versions) {
        for (const auto *acc : m_catalog.acceleratorsOf(v.id)) {
            if (!acc->offers(m_mode))
                continue;
            for (const auto *mt : m_catalog.machineTypesOf(acc->label))
                m_rows.push_back({&v, acc, mt});
        }
    }
}

int VersionTableModel::rowOf(const QString &machineType) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].machineType->name == machineType)
            return int(i);
    return -1;
}

int VersionTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int VersionTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const catalog::PriceRow *VersionTableModel::price(const QString &versionId, bool spot,
                                                  bool *lowest) const
{
    *lowest = false;
    auto value = [spot](const catalog::PriceRow &p) { return spot ? p.spot : p.onDemand; };
    if (const auto *p = m_catalog.price(versionId, m_priceRegion); p && value(*p))
        return p;
    const catalog::PriceRow *best = nullptr;
    for (const auto &p : m_catalog.prices)
        if (p.version == versionId && value(p) && (!best || *value(p) < *value(*best)))
            best = &p;
    *lowest = best != nullptr;
    return best;
}

QString VersionTableModel::currency() const
{
    return m_catalog.priceCurrency.isEmpty() ? QStringLiteral("USD") : m_catalog.priceCurrency;
}

namespace {

QString unknown()
{
    return QObject::tr("unknown");
}

// The catalog's preemption likelihood ("high", "medium", "low") in the interface language.
QString preemptionText(const QString &likelihood)
{
    if (likelihood == QLatin1String("high"))
        return VersionTableModel::tr("high");
    if (likelihood == QLatin1String("medium"))
        return VersionTableModel::tr("medium");
    if (likelihood == QLatin1String("low"))
        return VersionTableModel::tr("low");
    return likelihood;
}

template <typename T> QString num(const std::optional<T> &v, int decimals = 0)
{
    return v ? QString::number(double(*v), 'f', decimals) : unknown();
}

} // namespace

VersionTableModel::Cell VersionTableModel::cell(const Row &r, int column) const
{
    const auto &mp = r.machineType->prov;
    auto field = [&](const QString &text, const catalog::Provenance &prov, const char *name) {
        const QString f = QLatin1String(name);
        return Cell{text, prov.isUncertain(f) ? prov.uncertainReason(f) : QString()};
    };
    const catalog::Spec *spec = m_catalog.spec(r.version->id);
    switch (column) {
    case VersionColumn:
        return field(r.version->name, r.version->prov, "name");
    case MachineTypeColumn:
        return field(r.machineType->name, mp, "name");
    case ChipsPerVmColumn:
        return field(QString::number(r.machineType->chipsPerVm), mp, "chipsPerVm");
    case VcpuColumn:
        return field(num(r.machineType->vcpu), mp, "vcpu");
    case MemoryColumn:
        return field(num(r.machineType->memoryGiB), mp, "memoryGiB");
    case NumaColumn:
        return field(num(r.machineType->numaNodes), mp, "numaNodes");
    case MaxChipsColumn:
        return field(r.accelerator->maxChips.contains(m_mode)
                         ? QString::number(r.accelerator->maxChips[m_mode])
                         : unknown(),
                     r.accelerator->prov, "maxChips");
    case PreemptionColumn:
        return field(r.machineType->preemption.isEmpty()
                         ? tr("not given")
                         : preemptionText(r.machineType->preemption),
                     mp, "preemption");
    case OnDemandColumn:
    case SpotColumn: {
        bool lowest = false;
        const auto *p = price(r.version->id, column == SpotColumn, &lowest);
        const auto value = !p ? std::nullopt : column == OnDemandColumn ? p->onDemand : p->spot;
        if (!value)
            return {unknown(), {}};
        const QString amount = currency() == QLatin1String("USD")
                                   ? QStringLiteral("$%1").arg(*value, 0, 'f', 2)
                                   : QStringLiteral("%1 %2").arg(*value, 0, 'f', 2).arg(currency());
        const QString text = (lowest ? tr("from ") : QString()) + amount;
        return field(text, p->prov, column == OnDemandColumn ? "onDemand" : "spot");
    }
    case Bf16Column:
        return spec ? field(num(spec->bf16Tflops), spec->prov, "bf16Tflops") : Cell{unknown(), {}};
    case HbmColumn:
        return spec ? field(num(spec->hbmGiB), spec->prov, "hbmGiB") : Cell{unknown(), {}};
    default:
        return {};
    }
}

QVariant VersionTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row &r = m_rows[size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: {
        const Cell c = cell(r, index.column());
        return c.uncertain.isEmpty() ? c.text : c.text + QStringLiteral(" (?)");
    }
    case Qt::ToolTipRole: {
        const Cell c = cell(r, index.column());
        if (!c.uncertain.isEmpty())
            return plainToolTip(tr("Uncertain: %1").arg(c.uncertain));
        if (index.column() == OnDemandColumn || index.column() == SpotColumn) {
            bool lowest = false;
            if (const auto *p = price(r.version->id, index.column() == SpotColumn, &lowest))
                return plainToolTip(
                    tr("%1 per chip-hour in %2, as of %3%4")
                        .arg(currency(), p->region, catalog::readerText(p->date),
                             lowest ? tr(" (the lowest listed; the plan's region has no price)")
                                    : QString()));
        }
        if (index.column() == PreemptionColumn && r.machineType->preemption.isEmpty())
            return tr("The docs give no preemption likelihood for this machine type.");
        return {};
    }
    case Qt::FontRole:
        if (!cell(r, index.column()).uncertain.isEmpty()) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= ChipsPerVmColumn && index.column() != PreemptionColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case MachineTypeRole:
        return r.machineType->name;
    case VersionIdRole:
        return r.version->id;
    default:
        return {};
    }
}

QVariant VersionTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    static const char *const names[ColumnCount] = {
        QT_TR_NOOP("Version"),   QT_TR_NOOP("Machine type"), QT_TR_NOOP("Chips/VM"),
        QT_TR_NOOP("vCPU"),      QT_TR_NOOP("Memory GiB"),   QT_TR_NOOP("NUMA"),
        QT_TR_NOOP("Max chips"), QT_TR_NOOP("Preemption"),   QT_TR_NOOP("On-demand $"),
        QT_TR_NOOP("Spot $"),    QT_TR_NOOP("bf16 TFLOPS"),  QT_TR_NOOP("HBM GiB")};
    if (section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole)
        return tr(names[section]);
    if (role == Qt::ToolTipRole && section == PreemptionColumn)
        return tr("How likely the docs say a VM of this type is preempted (high, medium, low).");
    if (role == Qt::ToolTipRole && (section == OnDemandColumn || section == SpotColumn))
        return tr("%1 per chip-hour (list price).").arg(currency());
    if (role == Qt::ToolTipRole && (section == Bf16Column || section == HbmColumn))
        return tr("Per chip.");
    if (role == Qt::ToolTipRole && section == MaxChipsColumn)
        return tr("The largest slice of this accelerator in this mode.");
    return {};
}

} // namespace tpu::ui
