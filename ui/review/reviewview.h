#pragma once

#include "review/fit.h"

#include <QWidget>
#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QSplitter;
class QTabWidget;
class QTableWidget;
class QTableWidgetItem;
class QUndoStack;

namespace tpu::ui {

class CapacityEditor;
class ReviewCharts;

// The capacity review in the window (issue 22): the requests in priority order (sortable; Move
// Up/Down changes the priorities; priority, title, team and period editable in the table), the
// capacity held (reservations, quota, budget: editable), the capacity after the fit, the fit's
// reasons, shortfall and cost, and any two requests compared field by field with the
// differences marked, and charts of demand against capacity and of cost per team. Every edit
// re-fits, goes on the undo stack (the review before and after it) and emits edited(). With
// masking on, teams, projects and reservations show as placeholders and nothing is editable in
// place.
class ReviewView : public QWidget
{
    Q_OBJECT
public:
    // The requests table's columns; the first four are editable.
    enum Column
    {
        PriorityColumn,
        TitleColumn,
        TeamColumn,
        PeriodColumn,
        SlicesColumn,
        FitColumn,
        PlacedOnColumn,
        CostColumn,
        JobColumn // the request's model and job: whether its slices hold it, the job's cost
    };

    ReviewView(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr);

    void setReview(const review::Review &review, const QString &fileName);
    const review::Review &review() const { return m_review; }
    const review::FitResult &fit() const { return m_fit; }
    const catalog::Catalog &catalog() const { return *m_catalog; }
    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isMasked() const { return m_masked; }
    void setMasked(bool masked);
    // Presentation: the requests and the charts only, nothing editable (the window masks).
    void setPresenting(bool on);
    bool isPresenting() const { return m_presenting; }

    // Moves a request one place earlier (-1) or later (+1) in priority order: it and its
    // neighbour there swap places and nothing else moves. The two trade priorities and their
    // places in the review's order (which decides between equal priorities), so with ties the
    // priorities stay as they were, and a move and its opposite give back the review as it was.
    // Re-fits; the moved request stays selected.
    void moveRequest(int index, int direction);
    // Sets a request's priority, title, team or period ("YYYY-MM:YYYY-MM", empty for always)
    // from what was typed. Returns the error (and changes nothing) when the text is not usable.
    QString editRequest(int index, Column column, const QString &text);
    void addRequest(const review::Request &request); // at the end of the priority order
    void removeRequest(int index);
    void setRequestPlan(int index, const model::Plan &plan); // back from the wizard
    // Back from Model and Job…: the request's job (none: capacity only) and its plan (Use This
    // Fit may have changed the slice), as one step.
    void setRequestJob(int index, const model::Plan &plan, const std::optional<sizing::Job> &job);
    void setCapacity(const review::Capacity &capacity);
    int currentRequest() const;     // index into review().requests of the selected row, or -1
    void setCompared(int a, int b); // indexes into review().requests
    QString save();                 // to the file it came from (atomic); an error or empty

    // Edit ▸ Undo/Redo: each edit is one step. The view has its own stack unless given one
    // (the window's, which outlives a view made again in another language); `current` is the
    // view the steps apply to.
    QUndoStack *undoStack() const { return m_undo; }
    void setUndoStack(QUndoStack *stack, std::function<ReviewView *()> current);
    void restore(const review::Review &review); // an undo or redo step: no new step

    QTableWidget *requestsTable() const { return m_requests; }
    QTableWidget *capacityTable() const { return m_capacity; }
    QTableWidget *compareTable() const { return m_compare; }
    CapacityEditor *capacityEditor() const { return m_editor; }
    QTabWidget *tabs() const { return m_tabs; }
    QSplitter *splitter() const { return m_split; } // the requests above, the tabs below
    // While presenting: the requests that do not fit or fit partly, named above the table
    // (which lists them first); hidden when every request fits or when not presenting.
    QLabel *notPlacedLabel() const { return m_notPlaced; }
    ReviewCharts *charts() const { return m_charts; }
    QPlainTextEdit *fitText() const; // filled first if an edit left it stale
    QString errorText() const;       // the last edit's error, empty when it was applied

signals:
    void edited();           // the user changed the review (not setReview, setFileName or masking)
    void editJobRequested(); // the Model and Job… button: the window asks for the selected one

protected:
    void resizeEvent(QResizeEvent *event) override; // presenting: the split kept
    void changeEvent(QEvent *event) override;

private:
    void balanceSplit();
    void refit();
    void fillCompare();
    void fillText();
    void fillNotPlaced();
    void changed(const QString &what); // refit, an undo step named `what`, and edited()
    void showError(const QString &error);
    void requestItemChanged(QTableWidgetItem *item);

    std::shared_ptr<const catalog::Catalog> m_catalog;
    review::Review m_review;
    review::Review m_lastState; // as the last undo step left it
    QUndoStack *m_undo;
    std::function<ReviewView *()> m_current;
    review::FitResult m_fit;
    QString m_fileName;
    bool m_masked = false, m_filling = false, m_presenting = false;
    bool m_resizeColumns = true, m_textStale = false;
    model::Masking m_textMasking; // the fit's text is masked and ordered by it
    // Each request's plan and its errors, by the request's place in the review: the rules run
    // only for a plan not seen at that place or next to it (an edit, an import, a move).
    std::vector<std::pair<model::Plan, std::vector<model::Finding>>> m_planErrors;
    void updatePlanErrors();  // into m_fit's requests
    bool m_plansKept = false; // the edit changed no plan (labels, capacity): nothing to check
    QStringList m_compareLabels;
    QWidget *m_buttons;
    QTabWidget *m_tabs;
    QTableWidget *m_requests, *m_capacity, *m_compare;
    CapacityEditor *m_editor;
    ReviewCharts *m_charts;
    QPlainTextEdit *m_text;
    QComboBox *m_compareA, *m_compareB;
    QLabel *m_status, *m_error, *m_notPlaced;
    QSplitter *m_split;
};

} // namespace tpu::ui
