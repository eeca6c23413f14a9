#include "ui/wizard/topologytablemodel.h"

#include "ui/common/theme.h"

#include <QFont>

namespace tpu::ui {

TopologyTableModel::TopologyTableModel(const catalog::Catalog &catalog, QObject *parent)
    : QAbstractTableModel(parent), m_catalog(catalog)
{
}

TopologyTableModel::~TopologyTableModel() = default;

void TopologyTableModel::setVersion(catalog::Mode mode, const QString &versionId)
{
    if (mode == m_mode && versionId == m_version)
        return;
    beginResetModel();
    m_mode = mode;
    m_version = versionId;
    m_rows.clear();
    for (const auto *acc : m_catalog.acceleratorsOf(versionId))
        for (const auto *r : m_catalog.topologiesOf(mode, acc->label))
            if (!r->custom)
                m_rows.push_back(r);
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const auto *a, const auto *b) {
        return a->chips != b->chips ? a->chips < b->chips : a->vms < b->vms;
    });
    endResetModel();
}

int TopologyTableModel::rowOf(const catalog::Topology &topology, const QString &machineType) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (!m_rows[i]->custom && m_rows[i]->topology == topology &&
            m_rows[i]->machineType == machineType)
            return int(i);
    return -1;
}

const catalog::TopologyRow *TopologyTableModel::row(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[size_t(row)] : nullptr;
}

QStringList TopologyTableModel::machineTypesListing(const catalog::Topology &topology) const
{
    QStringList out;
    for (const auto *r : m_rows)
        if (!r->custom && r->topology == topology)
            out << r->machineType;
    return out;
}

int TopologyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TopologyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopologyTableModel::data(const QModelIndex &index, int role) const
{
    const catalog::TopologyRow *r = index.isValid() ? row(index.row()) : nullptr;
    if (!r)
        return {};
    const QString unsure = r->prov.isUncertain(QStringLiteral("topology"))
                               ? r->prov.uncertainReason(QStringLiteral("topology"))
                               : QString();
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TopologyColumn:
            return r->topology.toString() + (unsure.isEmpty() ? QString() : QStringLiteral(" (?)"));
        case MachineTypeColumn:
            return r->machineType;
        case ChipsColumn:
            return r->chips;
        case VmsColumn:
            return r->vms;
        case HostColumn:
            return r->multiHost ? tr("multi-host") : tr("single-host");
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (!unsure.isEmpty())
            return plainToolTip(tr("Uncertain: %1").arg(unsure));
        return r->multiHost
                   ? tr("%1 VMs of %2 chips, created and scaled together as one node pool.")
                         .arg(r->vms)
                         .arg(r->chipsPerVm)
                   : tr("One VM with %1 chip(s).").arg(r->chipsPerVm);
    case Qt::FontRole:
        if (!unsure.isEmpty() && index.column() == TopologyColumn) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() == ChipsColumn || index.column() == VmsColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    default:
        return {};
    }
}

QVariant TopologyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TopologyColumn:
        return tr("Topology");
    case MachineTypeColumn:
        return tr("Machine type");
    case ChipsColumn:
        return tr("Chips");
    case VmsColumn:
        return tr("VMs");
    case HostColumn:
        return tr("Host type");
    default:
        return {};
    }
}

} // namespace tpu::ui
