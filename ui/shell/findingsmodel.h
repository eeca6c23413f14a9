#pragma once

#include "model/rules.h"

#include <QAbstractTableModel>

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

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

    explicit FindingsModel(document::PlanDocument *document, QObject *parent = nullptr);
    ~FindingsModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const model::Finding *finding(int row) const;

private:
    void reload();

    document::PlanDocument *m_document;
    std::vector<model::Finding> m_findings;
};

} // namespace tpu::ui
