#pragma once

#include "planpage.h"

class QLabel;
class QPushButton;
class QTabWidget;
class QTextBrowser;

namespace tpu::ui {

// Step 6: the totals, quota and cost with the prices' dates and sources, every finding; a read-only
// preview of each exported file with copy to clipboard; export to a folder (done by the main
// window).
class SummaryPage final : public PlanPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryPage)

public:
    explicit SummaryPage(PlanDocument *document, QWidget *parent = nullptr);
    ~SummaryPage() override;

    QString previewText(const QString &fileName) const; // empty when not exported
    void setExportStatus(const QString &text);

signals:
    void exportRequested();

protected:
    void refresh() override;

private:
    QString summaryHtml() const;
    QString findingsHtml() const;
    QString planHeaderHtml() const; // one line: mode, cluster, TPU, zone, consumption
    // The cost kind ("on-demand", "spot") the plan's consumption is billed at; empty: none listed.
    QString applicableCostKind() const;
    QString costNoteHtml() const; // why that row is marked, or why none is
    void copyCurrent();

    QTextBrowser *m_summary;
    QString m_summaryShown;
    QTabWidget *m_previews;
    QPushButton *m_copy, *m_export;
    QLabel *m_exportStatus;
};

} // namespace tpu::ui
