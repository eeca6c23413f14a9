#pragma once

#include "rules.h"

#include <QAbstractTableModel>

namespace tpu::ui {

class PlanDocument;

// The plan's findings as a table: severity, step, message. Tooltips carry the explanation;
// finding(row) gives the finding itself.
class FindingsModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingsModel)

public:
    enum Column
    {
        SeverityColumn,
        StepColumn,
        MessageColumn,
        ColumnCount
    };

    explicit FindingsModel(PlanDocument *document, QObject *parent = nullptr);
    ~FindingsModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const model::Finding *finding(int row) const;

private:
    void reload();

    PlanDocument *m_document;
    std::vector<model::Finding> m_findings;
};

} // namespace tpu::ui
