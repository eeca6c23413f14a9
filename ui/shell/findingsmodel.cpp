#include "ui/shell/findingsmodel.h"

#include "document/plandocument.h"
#include "model/planedit.h"
#include "ui/common/theme.h"

#include <QApplication>
#include <QBrush>
#include <QPalette>

namespace tpu::ui {

FindingsModel::FindingsModel(document::PlanDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document), m_findings(document->shownFindings())
{
    connect(m_document, &document::PlanDocument::planChanged, this, &FindingsModel::reload);
    connect(m_document, &document::PlanDocument::maskNamesChanged, this, &FindingsModel::reload);
}

FindingsModel::~FindingsModel() = default;

void FindingsModel::reload()
{
    beginResetModel();
    m_findings = m_document->shownFindings();
    endResetModel();
}

int FindingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_findings.size());
}

int FindingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const model::Finding *FindingsModel::finding(int row) const
{
    return row >= 0 && row < int(m_findings.size()) ? &m_findings[size_t(row)] : nullptr;
}

QVariant FindingsModel::data(const QModelIndex &index, int role) const
{
    const model::Finding *f = index.isValid() ? finding(index.row()) : nullptr;
    if (!f)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return QStringLiteral("%1 %2").arg(severitySymbol(f->severity),
                                               severityName(f->severity));
        case StepColumn:
            return model::stepTitle(model::stepOfField(f->field));
        default:
            return m_document->masked(f->message.toString());
        }
    case Qt::ToolTipRole:
        return plainToolTip(m_document->masked(
            f->explanation.isEmpty()
                ? f->message.toString()
                : f->message.toString() + QStringLiteral("\n\n") + f->explanation.toString()));
    case Qt::ForegroundRole:
        if (index.column() == SeverityColumn)
            return QBrush(severityColor(f->severity, QApplication::palette()));
        return {};
    default:
        return {};
    }
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case StepColumn:
        return tr("Step");
    case MessageColumn:
        return tr("Finding");
    default:
        return {};
    }
}

} // namespace tpu::ui
