#pragma once

#include "ui/wizard/planpage.h"

class QTableView;
class QTextBrowser;

namespace tpu::ui {

class VersionTableModel;

// Step 2: the TPU version and machine type, compared in one table; the selected row's
// trade-offs, uncertainties and sources below it.
class VersionPage final : public PlanPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VersionPage)

public:
    explicit VersionPage(document::PlanDocument *document, QWidget *parent = nullptr);
    ~VersionPage() override;

protected:
    void refresh() override;

private:
    void rowActivated(int row);
    QString tradeoffsHtml() const;
    void showTradeoffs();

    VersionTableModel *m_model;
    QTableView *m_table;
    QTextBrowser *m_tradeoffs;
    QString m_tradeoffsShown;
};

} // namespace tpu::ui
