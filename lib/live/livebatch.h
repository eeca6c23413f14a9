#pragma once
// The bookkeeping of one run of many read-only calls at once, as the live checks, a review's
// capacity read and the catalog refresh make them: which run an answer belongs to (an answer of a
// cancelled or replaced run is dropped), how many are pending and done (progress), the end of the
// run when the last answer is in, and the page cap of a listing. No nested event loops: answers
// arrive through the ApiClient's callbacks. Several batches may share one client (a window's
// live checks, capacity read, catalog refresh and advice use its connection's): a batch cancels
// only the calls it made.

#include "live/apiclient.h"

#include <QObject>
#include <QPointer>
#include <QSet>
#include <functional>

namespace tpu::live {

class LiveBatch
{
    Q_DISABLE_COPY_MOVE(LiveBatch)
public:
    // `context` is the object that owns this batch (a member of it): the end of a run is queued
    // on it. `progress` runs after each answer of a run (answers so far, calls so far), `finished`
    // once when its last answer is in; neither runs for a cancelled run.
    LiveBatch(QObject *context, ApiClient *client, ApiRoots roots,
              std::function<void(int done, int total)> progress, std::function<void()> finished);
    // Ends the calls still in flight; their handlers do not run.
    ~LiveBatch();

    // Starts a run, held open until sent(): answers that come while the first calls are still
    // being sent cannot end it.
    void begin();
    // Every first call is sent: the run ends when the last answer is in, from the event loop even
    // when nothing was sent, like every other answer. Handlers may send more calls (the next page).
    void sent();
    // One GET of the current run; `handle` sees its answer unless the run was cancelled since.
    void get(const QString &service, const QString &path,
             const QList<QPair<QString, QString>> &query,
             std::function<void(const ApiReply &)> handle);
    // One POST of a JSON body that changes nothing (the advice methods), the same way.
    void post(const QString &service, const QString &path, const QByteArray &jsonBody,
              std::function<void(const ApiReply &)> handle);
    // Ends the current run now: its answers still to come are dropped and its own calls
    // cancelled (other batches' calls on the same client go on). False when no run was going on
    // (nothing to cancel).
    bool cancel();
    // False too once the client is gone (other credentials chosen): its answers never come.
    bool isRunning() const { return m_pending > 0 && m_client; }
    int total() const { return m_total; }
    // Null once the client is gone.
    ApiClient *client() const { return m_client; }
    const ApiRoots &roots() const { return m_roots; }

    // Whether a listing reads the page after `page` (0 the first): Last when `next` (its
    // nextPageToken) is empty, Capped when `maxPages` were read (the caller says so in its own
    // words: the rest was not read), else Next.
    enum class Page
    {
        Last,
        Next,
        Capped
    };
    static Page nextPage(const QString &next, int page, int maxPages);

private:
    // Counts one call of the run, sent by `send` (the client's get or post, given the answer's
    // handler; it returns the call's id).
    void track(const std::function<quint64(ApiClient::Callback)> &send,
               std::function<void(const ApiReply &)> handle);
    void settle(); // one pending call (or the hold of begin()) less; the last ends the run

    QObject *m_context;
    QPointer<ApiClient> m_client; // the connection's; gone when other credentials are chosen
    ApiRoots m_roots;
    std::function<void(int, int)> m_progress;
    std::function<void()> m_finished;
    int m_pending = 0, m_done = 0, m_total = 0;
    quint64 m_generation = 0; // which run an answer belongs to
    QSet<quint64> m_calls;    // the run's calls still in flight (client ids), for cancel()
};

} // namespace tpu::live
