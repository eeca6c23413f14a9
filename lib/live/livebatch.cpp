#include "live/livebatch.h"

#include <memory>
#include <utility>

namespace tpu::live {

LiveBatch::LiveBatch(QObject *context, ApiClient *client, ApiRoots roots,
                     std::function<void(int, int)> progress, std::function<void()> finished)
    : m_context(context), m_client(client), m_roots(std::move(roots)),
      m_progress(std::move(progress)), m_finished(std::move(finished))
{
}

LiveBatch::~LiveBatch()
{
    // Calls still in flight would answer into a batch that is gone: end them, unheard.
    ++m_generation;
    const QSet<quint64> calls = std::exchange(m_calls, {});
    if (m_client)
        for (quint64 id : calls)
            m_client->cancel(id);
}

void LiveBatch::begin()
{
    ++m_generation;
    m_pending = 1; // the hold, released by sent()
    m_done = m_total = 0;
}

void LiveBatch::sent()
{
    QMetaObject::invokeMethod(
        m_context,
        [this, gen = m_generation] {
            if (gen == m_generation)
                settle();
        },
        Qt::QueuedConnection);
}

void LiveBatch::get(const QString &service, const QString &path,
                    const QList<QPair<QString, QString>> &query,
                    std::function<void(const ApiReply &)> handle)
{
    const QUrl url = m_roots.url(service, path, query);
    track([this, url](ApiClient::Callback done) { return m_client->get(url, std::move(done)); },
          std::move(handle));
}

void LiveBatch::post(const QString &service, const QString &path, const QByteArray &jsonBody,
                     std::function<void(const ApiReply &)> handle)
{
    const QUrl url = m_roots.url(service, path);
    track([this, url, jsonBody](
              ApiClient::Callback done) { return m_client->post(url, jsonBody, std::move(done)); },
          std::move(handle));
}

void LiveBatch::track(const std::function<quint64(ApiClient::Callback)> &send,
                      std::function<void(const ApiReply &)> handle)
{
    if (!m_client)
        return; // its answers would never come; isRunning() says so
    ++m_pending;
    ++m_total;
    const quint64 gen = m_generation;
    // The id is known once send() returns; an answer can come within it (no credentials).
    struct Call
    {
        quint64 id = 0;
        bool answered = false;
    };
    auto call = std::make_shared<Call>();
    call->id = send([this, gen, call, handle = std::move(handle)](const ApiReply &r) {
        call->answered = true;
        m_calls.remove(call->id);
        if (gen != m_generation)
            return;
        handle(r);
        ++m_done;
        m_progress(m_done, m_total);
        if (gen == m_generation)
            settle();
    });
    if (!call->answered)
        m_calls.insert(call->id);
}

bool LiveBatch::cancel()
{
    if (!isRunning())
        return false;
    ++m_generation;
    m_pending = 0;
    const QSet<quint64> calls = std::exchange(m_calls, {});
    for (quint64 id : calls)
        m_client->cancel(id);
    return true;
}

void LiveBatch::settle()
{
    if (--m_pending > 0)
        return;
    m_pending = 0;
    m_finished();
}

LiveBatch::Page LiveBatch::nextPage(const QString &next, int page, int maxPages)
{
    if (next.isEmpty())
        return Page::Last;
    return page + 1 >= maxPages ? Page::Capped : Page::Next;
}

} // namespace tpu::live
