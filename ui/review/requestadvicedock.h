#pragma once

#include "live/advice.h"

#include <QDockWidget>
#include <QHash>
#include <QPointer>
#include <memory>
#include <optional>

class QLabel;
class QPushButton;

namespace tpu::catalog {
class Catalog;
}
namespace tpu::live {
class LiveConnection;
}

namespace tpu::ui {

class AdviceTable;
class ReviewView;

// Google's advice for the selected request of a capacity review (issue 40): for a request that
// does not fit (or fits partly), "Ask Google When This Can Be Had" asks Compute Engine's
// advice.calendarMode (and the beta advice.capacity where permitted) for the request's shape,
// the same request as `tpu-planner advise` (live::adviceRequestFor) through the main window's
// connection, in the background and cancellable; the answer per zone is shown here beside the
// requests with the time asked, and kept for the session (ui::AdviceMemory, shared with the
// zone step) for every request of the same question. Not connected, it says how to connect and asks
// nothing.
class RequestAdviceDock final : public QDockWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestAdviceDock)
public:
    RequestAdviceDock(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr);
    ~RequestAdviceDock() override;

    // The window's view (made again in another language); null before the window dies.
    void setView(ReviewView *view);
    void setLiveConnection(live::LiveConnection *connection);
    // Asks for the selected request. False when nothing was asked: no request selected, it
    // fits, not connected, or its plan cannot be asked (the dock says why).
    bool askCurrent();
    void cancel();
    bool isAsking() const;
    void refresh(); // the selected request's advice, as known

    QString statusText() const;
    AdviceTable *table() const { return m_table; }
    QPushButton *askButton() const { return m_ask; }

private:
    std::optional<live::AdviceRequest> requestFor(int index, QString *why) const;
    void finished(const live::AdviceResult &result);

    std::shared_ptr<const catalog::Catalog> m_catalog;
    QPointer<ReviewView> m_view;
    QPointer<live::LiveConnection> m_live;
    live::AdviceReader *m_reader = nullptr;
    QPointer<live::ApiClient> m_readerClient;
    std::optional<live::AdviceRequest> m_asked;
    QLabel *m_status;
    QPushButton *m_ask, *m_cancel;
    AdviceTable *m_table;
};

} // namespace tpu::ui
