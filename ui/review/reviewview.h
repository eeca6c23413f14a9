#pragma once

#include "fit.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace tpu::ui {

// The capacity review in the window (issue 22): the requests in priority order (sortable; Move
// Up/Down changes the priorities), the capacity after the fit, the fit's reasons, shortfall and
// cost, and any two requests compared field by field with the differences marked. Every edit
// re-fits. With masking on, teams, projects and reservations show as placeholders. Not yet:
// charts, presentation mode, editing a request's plan in the wizard, live capacity.
class ReviewView : public QWidget
{
    Q_OBJECT
public:
    ReviewView(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr);

    void setReview(const review::Review &review, const QString &fileName);
    const review::Review &review() const { return m_review; }
    const review::FitResult &fit() const { return m_fit; }
    void setMasked(bool masked);

    // Moves a request one place earlier (-1) or later (+1) in priority order: it takes the
    // neighbour's priority and the neighbour gets one more or less. Re-fits.
    void moveRequest(int index, int direction);
    void setCompared(int a, int b); // indexes into review().requests
    QString save();                 // to the file it came from (atomic); an error or empty

    QTableWidget *requestsTable() const { return m_requests; }
    QTableWidget *capacityTable() const { return m_capacity; }
    QTableWidget *compareTable() const { return m_compare; }
    QPlainTextEdit *fitText() const { return m_text; }

private:
    void refit();
    void fillCompare();

    std::shared_ptr<const catalog::Catalog> m_catalog;
    review::Review m_review;
    review::FitResult m_fit;
    QString m_fileName;
    bool m_masked = false;
    QTableWidget *m_requests, *m_capacity, *m_compare;
    QPlainTextEdit *m_text;
    QComboBox *m_compareA, *m_compareB;
    QLabel *m_status;
};

} // namespace tpu::ui
