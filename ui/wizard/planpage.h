#pragma once

#include "model/planedit.h"
#include "ui/common/fieldfindings.h"

#include <QWizardPage>
#include <functional>

class QAbstractItemModel;
class QLabel;
class QLineEdit;
class QScrollArea;
class QTableView;
class QVBoxLayout;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

// A wizard step that edits part of the shared plan. Next is disabled exactly while the rules
// report an error on one of this step's fields; the label at the bottom says which.
class PlanPage : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanPage)

public:
    PlanPage(document::PlanDocument *document, model::Step step, QWidget *parent = nullptr);
    ~PlanPage() override;

    model::Step step() const { return m_step; }
    bool isComplete() const override;
    QString blockedReason() const; // empty when Next is allowed
    // Adds `widget` (the main window's live results) under the step's controls, scrolling
    // with them.
    void addBesideContent(QWidget *widget, int stretch = 0);

protected:
    // Shows the plan in the widgets. Called on every plan change; must not edit the plan and
    // should leave a widget alone when it already shows the value (the user may be typing).
    virtual void refresh() = 0;
    // An error in a widget that the plan cannot hold (text that does not parse); blocks Next.
    virtual QString inputError() const { return {}; }
    // Re-reads the plan and re-evaluates Next, as after a plan change.
    void planChanged();

    void edit(const std::function<void(model::Plan &)> &change);
    document::PlanDocument *document() const { return m_document; }
    const model::Plan &plan() const;
    QVBoxLayout *contentLayout() const { return m_content; }
    QScrollArea *scrollArea() const { return m_scroll; } // the step's content scrolls in it
    FieldFindings *findingsFor(const QStringList &fields, const QString &objectName);
    // A field holding one of the names View ▸ Mask names hides: shows the placeholder, read-only,
    // while masking.
    void setNameField(QLineEdit *edit, const QString &value);
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override; // colours and links follow the theme
    bool event(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void turnNarrowSplitters();
    void reserveBlockedLines();

    document::PlanDocument *m_document;
    model::Step m_step;
    QScrollArea *m_scroll;
    QVBoxLayout *m_content;
    QLabel *m_subTitleLabel; // the step's subtitle, at the top of its scrolling content
    QLabel *m_blockedLabel;
    QStringList m_shownFields; // fields whose findings this step shows under their widgets
    bool m_refreshing = false;
    bool m_complete = false;               // what the wizard was last told
    QObject *m_keepsLabelsWhole = nullptr; // the wrapped labels' height keeper (planpage.cpp)
};

// A table the user picks one row of: whole rows, one at a time, compact, Tab leaves it.
void setUpChoiceTable(QTableView *table, QAbstractItemModel *model, const QString &objectName);
int chosenRow(const QTableView *table);         // the selected row, -1 when none
void showChosenRow(QTableView *table, int row); // selects `row` (-1: none) unless it already is

// Sets a line edit's text only when it differs, so typing is never disturbed.
void setTextKeepingCursor(QLineEdit *edit, const QString &text);

} // namespace tpu::ui
