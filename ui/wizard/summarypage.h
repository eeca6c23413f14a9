#pragma once

#include "ui/wizard/planpage.h"

class QLabel;
class QPushButton;
class QTabWidget;
class QTextBrowser;

namespace tpu::ui {

class AlternativesPanel;
class SummaryView;

// Step 6: the totals, quota and cost (table and charts) with the prices' dates and sources, every
// finding, the alternatives that meet the same target; a read-only
// preview of each exported file with copy to clipboard; export to a folder (done by the main
// window).
class SummaryPage final : public PlanPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SummaryPage)

public:
    explicit SummaryPage(document::PlanDocument *document, QWidget *parent = nullptr);
    ~SummaryPage() override;

    QString previewText(const QString &fileName) const; // empty when not exported
    SummaryView *summaryView() const { return m_summaryView; }
    AlternativesPanel *alternativesPanel() const { return m_alternatives; }
    void setExportStatus(const QString &text);

signals:
    void exportRequested();

protected:
    void refresh() override;

private:
    QString findingsHtml() const;
    QString planHeaderHtml() const; // one line: mode, cluster, TPU, zone, consumption
    QString jobHtml() const;        // the model's job on this plan (Size from a Model…)
    QString costNoteHtml() const;   // why that row is marked, or why none is
    void copyCurrent();

    QTabWidget *m_summaryTabs;
    SummaryView *m_summaryView;
    AlternativesPanel *m_alternatives;
    QTextBrowser *m_findings;
    QString m_findingsShown;
    QTabWidget *m_previews;
    QPushButton *m_copy, *m_export;
    QLabel *m_exportStatus;
};

} // namespace tpu::ui
