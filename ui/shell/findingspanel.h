#pragma once

#include "model/planedit.h"

#include <QWidget>

class QLabel;
class QTableView;
class QTextBrowser;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

class FindingsModel;

// Every finding of the plan: a table, and the selected finding's explanation and sources.
// Activating a finding (double-click, Enter) asks to show the step that edits its field.
class FindingsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FindingsPanel)

public:
    explicit FindingsPanel(document::PlanDocument *document, QWidget *parent = nullptr);
    ~FindingsPanel() override;
    // Errors the live checks found in the project; the counts line mentions them.
    void setLiveErrorCount(int n);

signals:
    void showStepRequested(model::Step step);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showSelected();
    void updateCounts();

    document::PlanDocument *m_document;
    FindingsModel *m_model;
    QLabel *m_countsLabel;
    QTableView *m_table;
    QTextBrowser *m_details;
    QString m_selectedId; // "id/field" of the selected finding, across model resets
    int m_liveErrors = 0;
};

} // namespace tpu::ui
