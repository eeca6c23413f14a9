#pragma once

#include <QByteArray>
#include <QObject>
#include <QTimer>

class QNetworkReply;

namespace tpu::live {

// The bounds of what the live checks read from outside (docs/safety.md). A
// read past its bound ends the read and becomes a "not checked" finding; nothing grows past it.
namespace limits {
inline constexpr qint64 kKeyFileBytes = 64 * 1024;         // Google's keys are about 2.4 KB
inline constexpr qint64 kTokenAnswerBytes = 64 * 1024;     // a token answer is about 1 KB
inline constexpr int kAccessTokenBytes = 4096;             // Google's are at most 2,048 bytes
inline constexpr qint64 kApiAnswerBytes = 4 * 1024 * 1024; // a serverConfig is about 30 KB
inline constexpr qint64 kGcloudOutputBytes = 64 * 1024;    // each of gcloud's stdout and stderr
inline constexpr int kGcloudQuotedChars = 4000;            // gcloud's stderr as quoted to the user
inline constexpr int kRequestDeadlineMs = 20000;           // one HTTP request, sent to last byte
inline constexpr int kRetryAfterCapSeconds = 30;           // a longer Retry-After is not waited
inline constexpr qint64 kRetryAfterCeilingSeconds = 86400; // larger values are shown as this
} // namespace limits

// Reads a network reply's body as it arrives, keeping at most `limit` bytes: a body declared
// (Content-Length) or sent larger ends the reply at once. `deadlineMs` after it starts, the reply
// is ended however slowly bytes trickle in (QNetworkRequest's transfer timeout only notices
// silence). A child of the reply; read it in the reply's finished().
class BoundedReader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BoundedReader)
public:
    BoundedReader(QNetworkReply *reply, qint64 limit, int deadlineMs);

    // The body, after finished() (reads what is left, within the limit).
    QByteArray body();
    bool tooLarge() const { return m_tooLarge; }
    bool timedOut() const { return m_timedOut; }
    qint64 limit() const { return m_limit; }
    int deadlineMs() const { return m_deadlineMs; }

private:
    void readMore();
    void checkDeclaredLength();
    void abortLater();

    QNetworkReply *m_reply;
    QByteArray m_body;
    qint64 m_limit;
    int m_deadlineMs;
    bool m_tooLarge = false;
    bool m_timedOut = false;
    QTimer m_deadline;
};

// "64 KiB", "4 MiB": a byte bound as the messages state it.
QString byteSize(qint64 bytes);

} // namespace tpu::live
