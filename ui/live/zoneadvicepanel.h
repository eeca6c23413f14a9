#pragma once

#include "live/advice.h"
#include "ui/live/advicetable.h"

#include <QGroupBox>
#include <QPointer>
#include <optional>

class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;
class QSpinBox;
class QTimer;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

class LiveController;

// Google's obtainability advice on the zone step (issue 40): every zone the catalog offers the
// plan's TPU in (in its mode), with Compute Engine's advice.calendarMode answer for the plan's
// chips (Recommended with its window, No capacity, Not supported) and, where the project may ask
// the beta advice.capacity, the obtainability score now; the time it was asked, Google's details
// in each row's tooltip. The same request as `tpu-planner advise` (live::adviceRequestFor),
// asked through the connection's advice client (live::AdviceReader) in the background: when the
// step is shown, a short while after the plan's shape or the options change, or on Ask Again;
// Cancel ends it. Not connected, the advice column says so and nothing is asked. Google's words
// are shown as plain text only.
class ZoneAdvicePanel final : public QGroupBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ZoneAdvicePanel)
public:
    using Column = AdviceTable::Column;

    ZoneAdvicePanel(LiveController *controller, document::PlanDocument *document,
                    QWidget *parent = nullptr);
    ~ZoneAdvicePanel() override;

    void askNow(); // Ask Again: asks whatever was asked before
    void cancel();
    bool isAsking() const;
    AdviceTable *table() const { return m_table; }
    QString statusText() const; // what the status line says (tests)
    // The text of one zone's row in a column ("" when the zone has no row).
    QString cellText(const QString &zone, Column column) const;
    QString cellToolTip(const QString &zone, Column column) const;

protected:
    void showEvent(QShowEvent *event) override;

private:
    void update(bool askIfNeeded); // the rows and status from what is known; asks when due
    void restoreOptions();         // the plan's options last asked this session, or defaults
    void fill();
    void finished(const live::AdviceResult &result);
    std::optional<live::AdviceRequest> request(QString *why) const;

    LiveController *m_controller;
    document::PlanDocument *m_document;
    live::AdviceReader *m_reader = nullptr;
    QPointer<live::ApiClient> m_readerClient;     // the client m_reader asks through
    std::optional<live::AdviceRequest> m_current; // the plan's question now, when it can be asked
    std::optional<live::AdviceRequest> m_asked;   // the run in flight's
    std::optional<live::AdviceRequest> m_resultFor;
    std::optional<live::AdviceResult> m_result;
    QString m_cancelledKey;  // not asked again by itself until the question changes
    bool m_askAgain = false; // Ask Again: Google is asked, not the session's memory
    QString m_notAsked;      // why the advice column shows no answer
    QTimer *m_debounce;
    QLabel *m_status;
    QDateEdit *m_start;
    QSpinBox *m_days;
    QComboBox *m_workload;
    QPushButton *m_ask, *m_cancel;
    AdviceTable *m_table;
};

} // namespace tpu::ui
