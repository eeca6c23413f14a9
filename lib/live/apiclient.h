#pragma once

#include "live/boundedreader.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QUrl>
#include <functional>
#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace tpu::live {

class TokenSource;

// Google's error body (AIP-193, plus Compute Engine's legacy errors[]): every field but the
// HTTP code may be absent.
struct ApiError
{
    int code = 0;
    QString status; // "PERMISSION_DENIED"
    QString message;
    QString reason;     // ErrorInfo.reason or errors[0].reason
    QString permission; // the IAM permission the message names, e.g. "compute.machineTypes.get"
    QString service;    // ErrorInfo.metadata.service (SERVICE_DISABLED)
    QString activationUrl;

    static ApiError parse(int httpStatus, const QByteArray &body);
};

struct ApiReply
{
    enum class Outcome
    {
        Ok,
        HttpError,
        Network,
        Timeout,
        Cancelled,
        Malformed,
        NoCredentials
    };
    Outcome outcome = Outcome::Network;
    int httpStatus = 0; // 0: no HTTP answer
    QJsonObject json;   // the body, when Ok
    ApiError error;     // when HttpError
    QString detail;     // network error text, token error, or what is malformed
    int attempts = 0;
    int retryAfterSeconds = -1; // the server's last Retry-After (capped), when it gave one
    QDateTime fetchedAt;        // UTC
    bool fromCache = false;

    bool ok() const { return outcome == Outcome::Ok; }
    // Sets httpStatus and, from the body, what the client makes of an answer: Ok with the JSON
    // object for 2xx, Malformed when a 2xx body is not one, HttpError with the parsed error else.
    // (The fuzz targets enter the answer parsers here.)
    void setAnswer(int status, const QByteArray &body);
};

// Where the Google APIs are: https://<service>.googleapis.com, or one root for every service
// (--api-root / TPU_PLANNER_API_ROOT) with the paths unchanged.
class ApiRoots
{
public:
    explicit ApiRoots(QString overrideRoot = {}) : m_root(std::move(overrideRoot)) {}
    QUrl url(const QString &service, const QString &path) const; // service: "compute"
    // The same with a query, each key and value percent-encoded ("pageToken", a token).
    QUrl url(const QString &service, const QString &path,
             const QList<QPair<QString, QString>> &query) const;
    QString overrideRoot() const { return m_root; }

private:
    QString m_root;
};

struct ApiOptions
{
    int timeoutMs = limits::kRequestDeadlineMs;      // per attempt, sent to last byte
    int tokenTimeoutMs = limits::kRequestDeadlineMs; // the token request, sent to last byte
    int callDeadlineMs = 60000; // per call: token, every attempt and the waits between them
    int maxAttempts = 4;        // including the first
    int baseDelayMs = 500;      // backoff: base * 2^(attempt-1), ±20 % jitter
    int maxDelayMs = limits::kRetryAfterCapSeconds * 1000; // a longer Retry-After is not waited
    int cacheSeconds = 300; // answers kept per URL (each URL names the project)
    qint64 maxAnswerBytes = limits::kApiAnswerBytes; // a larger answer is not read
    // How long the wait before a retry really lasts, given the wait the client decided on (the
    // backoff or Retry-After, in ms; the call's deadline is checked against that one). Unset:
    // exactly that long. Tests set it to record the decided wait and not sleep through it.
    std::function<int(int decidedMs)> retryWait;
};

// Retry-After (RFC 9110 10.2.3) as seconds from `now`: delay-seconds of any length, or an
// HTTP-date in any of its three forms; at most limits::kRetryAfterCeilingSeconds. -1 when the
// value is neither.
qint64 parseRetryAfter(const QByteArray &value, const QDateTime &now);

// One segment of a REST path (a project, zone, region or reservation name), percent-encoded so
// that no name can add a segment or a query.
QString pathSegment(const QString &name);

// GETs (and, for advice, POSTs) JSON from Google's REST APIs with a bearer token: asynchronous
// (QNetworkAccessManager), a timeout per attempt, retries with exponential backoff on 429 and 5xx
// honouring Retry-After, one retry with a fresh token after a 401, cancellation, and a short
// per-URL cache of answers. Tokens go only into the Authorization header; nothing is logged.
class ApiClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApiClient)
public:
    using Callback = std::function<void(const ApiReply &)>;

    ApiClient(QNetworkAccessManager *nam, TokenSource *tokens, ApiOptions options = {},
              QObject *parent = nullptr);
    ~ApiClient() override;

    // For user credentials (gcloud): the project that APIs bill ("X-Goog-User-Project").
    void setQuotaProject(const QString &project) { m_quotaProject = project; }

    // Calls `done` exactly once, asynchronously, unless the client is destroyed first. Returns
    // the request's id for cancel().
    quint64 get(const QUrl &url, Callback done);
    // A POST of a JSON body that changes nothing (Compute Engine's advice methods), with the
    // same deadlines, retries and bounds as get(); its answers are never cached.
    quint64 post(const QUrl &url, const QByteArray &jsonBody, Callback done);
    // Ends one request (an id get() or post() returned) if still in flight, its callback with
    // Outcome::Cancelled; the others and the token source go on.
    void cancel(quint64 id);
    void clearCache() { m_cache.clear(); }
    int inFlight() const { return int(m_requests.size()); }

signals:
    void progress(int done, int total);

private:
    struct Request;
    void start(const std::shared_ptr<Request> &r);
    void attempt(const std::shared_ptr<Request> &r);
    void send(const std::shared_ptr<Request> &r, const QByteArray &token);
    void handle(const std::shared_ptr<Request> &r, QNetworkReply *reply);
    void retryLater(const std::shared_ptr<Request> &r, int delayMs, const ApiReply &last);
    void finish(const std::shared_ptr<Request> &r, ApiReply reply);
    void cancelRequest(const std::shared_ptr<Request> &r);

    QNetworkAccessManager *m_nam;
    QPointer<TokenSource> m_tokens;
    ApiOptions m_opt;
    QString m_quotaProject;
    std::vector<std::shared_ptr<Request>> m_requests;
    QHash<QString, ApiReply> m_cache;
    int m_total = 0, m_done = 0;
    quint64 m_lastId = 0;
};

} // namespace tpu::live
