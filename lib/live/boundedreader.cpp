#include "live/boundedreader.h"

#include <QNetworkReply>

namespace tpu::live {

BoundedReader::BoundedReader(QNetworkReply *reply, qint64 limit, int deadlineMs)
    : QObject(reply), m_reply(reply), m_limit(limit), m_deadlineMs(deadlineMs)
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (m_reply->isFinished())
            return;
        m_timedOut = true;
        m_reply->abort();
    });
    m_deadline.start(deadlineMs);
    // Back-pressure: Qt's HTTP thread buffers no more than this ahead of readMore().
    reply->setReadBufferSize(qMin<qint64>(limit + 1, 256 * 1024));
    connect(reply, &QNetworkReply::metaDataChanged, this, &BoundedReader::checkDeclaredLength);
    connect(reply, &QNetworkReply::readyRead, this, &BoundedReader::readMore);
    connect(reply, &QNetworkReply::finished, &m_deadline, &QTimer::stop);
}

void BoundedReader::checkDeclaredLength()
{
    bool ok = false;
    const qint64 declared = m_reply->rawHeader("Content-Length").trimmed().toLongLong(&ok);
    if (ok && declared > m_limit && !m_tooLarge && !m_reply->isFinished()) {
        m_tooLarge = true;
        abortLater();
    }
}

void BoundedReader::readMore()
{
    while (!m_tooLarge && m_reply->isOpen() && m_reply->bytesAvailable() > 0) {
        // One byte past the limit tells "exactly at the limit" from "more".
        const QByteArray chunk =
            m_reply->read(qMin<qint64>(m_reply->bytesAvailable(), m_limit + 1 - m_body.size()));
        if (chunk.isEmpty())
            break;
        m_body += chunk;
        if (m_body.size() > m_limit) {
            m_tooLarge = true;
            m_body.clear();
            abortLater();
        }
    }
}

void BoundedReader::abortLater()
{
    // Not from inside the reply's own signal: Qt 6.4 then reports the error twice. Until the
    // queued abort runs, nothing more is read and the read buffer holds back the rest.
    QMetaObject::invokeMethod(
        m_reply,
        [reply = m_reply] {
            if (!reply->isFinished())
                reply->abort();
        },
        Qt::QueuedConnection);
}

QByteArray BoundedReader::body()
{
    readMore();
    return m_tooLarge ? QByteArray() : m_body;
}

QString byteSize(qint64 bytes)
{
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0)
        return QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024));
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QStringLiteral("%1 KiB").arg(bytes / 1024);
    return QStringLiteral("%1 bytes").arg(bytes);
}

} // namespace tpu::live
