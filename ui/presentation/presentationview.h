#pragma once

#include "report/reportcontent.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

class TopologyView;

// Presentation mode's one screen, made for 1920x1080 at any type scale: the plan in one line, the
// 3D topology, the summary table, the cost chart and the findings, with a button per wizard step.
// Shows names masked when the document masks them.
class PresentationView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PresentationView)

public:
    explicit PresentationView(document::PlanDocument *document, QWidget *parent = nullptr);
    ~PresentationView() override;

    const report::ReportContent &content() const { return m_content; }
    TopologyView *topologyView() const { return m_topology; }
    QPushButton *stepButton(int step) const; // 0..5
    // The screen's height, not the height its wrapped texts would like: in its scroll area the
    // view fills the screen and scrolls only below its least size.
    bool hasHeightForWidth() const override { return false; }
    int heightForWidth(int) const override { return minimumSizeHint().height(); }

signals:
    void stepRequested(int step); // a wizard page id

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override; // a new type size lays everything out again

private:
    void refresh();
    void retranslate();
    void fitFindings();
    void readableTables(); // the summary's and findings' type: at least 150 % of the 100 % type

    document::PlanDocument *m_document;
    report::ReportContent m_content;
    QString m_gridKey;
    QLabel *m_title, *m_planLine, *m_chartTitle = nullptr;
    TopologyView *m_topology;
    QTableWidget *m_summary;
    QWidget *m_chart;
    QListWidget *m_findings;
    std::vector<QPushButton *> m_steps;
};

} // namespace tpu::ui
