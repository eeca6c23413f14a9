#include "live/livebatch.h"

namespace tpu::live {

LiveBatch::LiveBatch(QObject *context, ApiClient *client, ApiRoots roots,
                     std::function<void(int, int)> progress, std::function<void()> finished)
    : m_context(context), m_client(client), m_roots(std::move(roots)),
      m_progress(std::move(progress)), m_finished(std::move(finished))
{
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
    ++m_pending;
    ++m_total;
    const quint64 gen = m_generation;
    m_client->get(m_roots.url(service, path, query), [this, gen, handle](const ApiReply &r) {
        if (gen != m_generation)
            return;
        handle(r);
        ++m_done;
        m_progress(m_done, m_total);
        if (gen == m_generation)
            settle();
    });
}

bool LiveBatch::cancel()
{
    if (m_pending <= 0)
        return false;
    ++m_generation;
    m_pending = 0;
    m_client->cancelAll();
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
