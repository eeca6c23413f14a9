#include "live/apiclient.h"

#include "live/tokensource.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTimer>

namespace tpu::live {

namespace {
struct ApiClientText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::ApiClient)
};
} // namespace

ApiError ApiError::parse(int httpStatus, const QByteArray &body)
{
    ApiError e;
    e.code = httpStatus;
    const QJsonObject err =
        QJsonDocument::fromJson(body).object().value(QStringLiteral("error")).toObject();
    if (err.value(QStringLiteral("code")).isDouble())
        e.code = err.value(QStringLiteral("code")).toInt();
    e.status = err.value(QStringLiteral("status")).toString();
    e.message = err.value(QStringLiteral("message")).toString().left(500);
    for (const QJsonValue &d : err.value(QStringLiteral("details")).toArray()) {
        const QJsonObject o = d.toObject();
        if (!o.value(QStringLiteral("@type"))
                 .toString()
                 .endsWith(QLatin1String("google.rpc.ErrorInfo")))
            continue;
        e.reason = o.value(QStringLiteral("reason")).toString();
        const QJsonObject md = o.value(QStringLiteral("metadata")).toObject();
        e.service = md.value(QStringLiteral("service")).toString();
        e.activationUrl = md.value(QStringLiteral("activationUrl")).toString();
        e.permission = md.value(QStringLiteral("permission")).toString();
    }
    const QJsonArray legacy = err.value(QStringLiteral("errors")).toArray();
    if (e.reason.isEmpty() && !legacy.isEmpty())
        e.reason = legacy.first().toObject().value(QStringLiteral("reason")).toString();
    if (e.message.isEmpty() && !legacy.isEmpty())
        e.message = legacy.first().toObject().value(QStringLiteral("message")).toString().left(500);
    if (e.permission.isEmpty()) {
        // Compute: "Required 'compute.machineTypes.get' permission for '...'";
        // GKE: "Permission 'container.clusters.get' denied on resource ...".
        static const QRegularExpression quoted(
            QStringLiteral("'([a-z0-9]+(?:\\.[A-Za-z0-9]+){2,})'"));
        static const QRegularExpression bare(
            QStringLiteral("[Pp]ermission:? ([a-z0-9]+(?:\\.[A-Za-z0-9]+){2,})"));
        auto m = quoted.match(e.message);
        if (!m.hasMatch())
            m = bare.match(e.message);
        if (m.hasMatch())
            e.permission = m.captured(1);
    }
    return e;
}

void ApiReply::setAnswer(int status, const QByteArray &body)
{
    httpStatus = status;
    if (status >= 200 && status < 300) {
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
        if (!doc.isObject()) {
            outcome = Outcome::Malformed;
            detail = pe.error == QJsonParseError::NoError
                         ? ApiClientText::tr("the answer is JSON but not an object")
                         : ApiClientText::tr("the answer is not a JSON object (%1)")
                               .arg(pe.errorString());
        } else {
            outcome = Outcome::Ok;
            json = doc.object();
        }
        return;
    }
    outcome = Outcome::HttpError;
    error = ApiError::parse(status, body);
}

QString pathSegment(const QString &name)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(name));
}

qint64 parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    const QByteArray v = value.trimmed();
    if (v.isEmpty())
        return -1;
    if (std::all_of(v.cbegin(), v.cend(), [](char c) { return c >= '0' && c <= '9'; })) {
        // Any number of digits: a value too long for an integer is a very long wait, not garbage.
        bool ok = false;
        const qint64 secs = v.size() <= 18 ? v.toLongLong(&ok) : 0;
        return ok ? qMin(secs, limits::kRetryAfterCeilingSeconds)
                  : limits::kRetryAfterCeilingSeconds;
    }
    // IMF-fixdate, obsolete RFC 850 and asctime forms; always GMT, English names.
    const QString s = QString::fromLatin1(v).simplified();
    const QLocale c = QLocale::c();
    QDateTime when;
    for (const char *format : {"ddd, dd MMM yyyy HH:mm:ss 'GMT'", "ddd MMM d HH:mm:ss yyyy"}) {
        when = c.toDateTime(s, QLatin1String(format));
        if (when.isValid())
            break;
    }
    if (!when.isValid()) // RFC 850 without its weekday, which QLocale checks against 19yy
        when = c.toDateTime(s.section(QStringLiteral(", "), 1),
                            QStringLiteral("dd-MMM-yy HH:mm:ss 'GMT'"));
    if (!when.isValid())
        return -1;
    if (when.date().year() < 1970)
        when = when.addYears(100); // RFC 850's two-digit years: QLocale reads them as 19xx
    when.setTimeSpec(Qt::UTC);
    return qBound<qint64>(0, now.secsTo(when), limits::kRetryAfterCeilingSeconds);
}

QUrl ApiRoots::url(const QString &service, const QString &path) const
{
    QString root =
        m_root.isEmpty() ? QStringLiteral("https://%1.googleapis.com").arg(service) : m_root;
    while (root.endsWith(QLatin1Char('/')))
        root.chop(1);
    return QUrl(root + path);
}

QUrl ApiRoots::url(const QString &service, const QString &path,
                   const QList<QPair<QString, QString>> &query) const
{
    QUrl u = url(service, path);
    QStringList q;
    for (const auto &kv : query)
        q << QString::fromLatin1(QUrl::toPercentEncoding(kv.first) + '=' +
                                 QUrl::toPercentEncoding(kv.second));
    if (!q.isEmpty())
        u.setQuery(q.join(QLatin1Char('&')));
    return u;
}

struct ApiClient::Request
{
    QUrl url;
    Callback done;
    bool post = false;
    QByteArray body; // of a POST
    int attempts = 0;
    bool refreshedToken = false;
    bool finished = false;
    quint64 id = 0; // what get() and post() returned
    QPointer<QNetworkReply> reply;
    QPointer<QTimer> timer;    // the wait before a retry
    QPointer<QTimer> deadline; // the whole call's
};

ApiClient::ApiClient(QNetworkAccessManager *nam, TokenSource *tokens, ApiOptions options,
                     QObject *parent)
    : QObject(parent), m_nam(nam), m_tokens(tokens), m_opt(options)
{
}

ApiClient::~ApiClient()
{
    // Callbacks may point at objects already gone: drop them instead of calling.
    for (auto &r : m_requests) {
        r->finished = true;
        if (r->reply)
            r->reply->abort();
    }
}

quint64 ApiClient::get(const QUrl &url, Callback done)
{
    auto r = std::make_shared<Request>();
    r->url = url;
    r->done = std::move(done);
    r->id = ++m_lastId;
    start(r);
    return r->id;
}

quint64 ApiClient::post(const QUrl &url, const QByteArray &jsonBody, Callback done)
{
    auto r = std::make_shared<Request>();
    r->url = url;
    r->done = std::move(done);
    r->post = true;
    r->body = jsonBody;
    r->id = ++m_lastId;
    start(r);
    return r->id;
}

void ApiClient::start(const std::shared_ptr<Request> &r)
{
    const QUrl &url = r->url;
    m_requests.push_back(r);
    ++m_total;
    emit progress(m_done, m_total);
    const auto cached = r->post ? m_cache.cend() : m_cache.constFind(url.toString());
    if (cached != m_cache.cend() &&
        cached->fetchedAt.secsTo(QDateTime::currentDateTimeUtc()) < m_opt.cacheSeconds) {
        ApiReply copy = *cached;
        copy.fromCache = true;
        QTimer::singleShot(0, this, [this, r, copy] { finish(r, copy); });
        return;
    }
    auto *deadline = new QTimer(this);
    deadline->setSingleShot(true);
    r->deadline = deadline;
    connect(deadline, &QTimer::timeout, this, [this, r] {
        ApiReply a;
        a.outcome = ApiReply::Outcome::Timeout;
        a.attempts = r->attempts;
        a.detail =
            ApiClientText::tr("no answer within %1 s in all").arg(m_opt.callDeadlineMs / 1000.0);
        a.fetchedAt = QDateTime::currentDateTimeUtc();
        finish(r, a);
    });
    deadline->start(m_opt.callDeadlineMs);
    attempt(r);
}

void ApiClient::cancel(quint64 id)
{
    const auto requests = m_requests;
    for (const auto &r : requests)
        if (r->id == id)
            cancelRequest(r);
}

void ApiClient::cancelRequest(const std::shared_ptr<Request> &r)
{
    ApiReply a;
    a.outcome = ApiReply::Outcome::Cancelled;
    a.attempts = r->attempts;
    a.detail = QStringLiteral("cancelled");
    a.fetchedAt = QDateTime::currentDateTimeUtc();
    finish(r, a);
}

void ApiClient::attempt(const std::shared_ptr<Request> &r)
{
    if (!m_tokens) {
        ApiReply a;
        a.outcome = ApiReply::Outcome::NoCredentials;
        a.detail = ApiClientText::tr("no credentials");
        finish(r, a);
        return;
    }
    m_tokens->token([this, r](const TokenResult &t) {
        if (r->finished)
            return;
        if (t.accessToken.isEmpty()) {
            ApiReply a;
            a.outcome = ApiReply::Outcome::NoCredentials;
            a.detail = t.error;
            a.attempts = r->attempts;
            a.fetchedAt = QDateTime::currentDateTimeUtc();
            finish(r, a);
            return;
        }
        send(r, t.accessToken);
    });
}

void ApiClient::send(const std::shared_ptr<Request> &r, const QByteArray &token)
{
    ++r->attempts;
    QNetworkRequest req(r->url);
    req.setRawHeader("Authorization", "Bearer " + token);
    req.setRawHeader("Accept", "application/json");
    if (m_tokens && m_tokens->isUserCredential() && !m_quotaProject.isEmpty())
        req.setRawHeader("X-Goog-User-Project", m_quotaProject.toUtf8());
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply *reply = nullptr;
    if (r->post) {
        req.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        reply = m_nam->post(req, r->body);
    } else {
        reply = m_nam->get(req);
    }
    r->reply = reply;
    new BoundedReader(reply, m_opt.maxAnswerBytes, m_opt.timeoutMs);
    connect(reply, &QNetworkReply::finished, this, [this, r, reply] { handle(r, reply); });
}

void ApiClient::handle(const std::shared_ptr<Request> &r, QNetworkReply *reply)
{
    reply->deleteLater();
    if (r->finished || r->reply != reply)
        return;
    r->reply = nullptr;
    auto *reader = reply->findChild<BoundedReader *>();
    Q_ASSERT(reader);
    const bool timedOut = reader->timedOut();
    int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (timedOut)
        status = 0; // headers may have come; the body did not, in time
    const QByteArray body = status != 0 ? reader->body() : QByteArray();
    ApiReply a;
    a.httpStatus = status;
    a.attempts = r->attempts;
    a.fetchedAt = QDateTime::currentDateTimeUtc();
    if (reader->tooLarge()) {
        // Not retried: the same server would send the same flood.
        a.outcome = ApiReply::Outcome::Malformed;
        a.detail = ApiClientText::tr("the answer is larger than %1, the most this app reads")
                       .arg(byteSize(reader->limit()));
        finish(r, a);
        return;
    }
    if (reply->hasRawHeader("Retry-After"))
        a.retryAfterSeconds = int(parseRetryAfter(reply->rawHeader("Retry-After"), a.fetchedAt));
    const bool canRetry = r->attempts < m_opt.maxAttempts;
    auto backoff = [this, r] {
        const int base = m_opt.baseDelayMs * (1 << qMin(r->attempts - 1, 10));
        const double jitter = 0.8 + 0.4 * QRandomGenerator::global()->generateDouble();
        return qMin(m_opt.maxDelayMs, int(base * jitter));
    };

    if (status == 0) {
        a.outcome = timedOut ? ApiReply::Outcome::Timeout : ApiReply::Outcome::Network;
        a.detail = timedOut
                       ? ApiClientText::tr("no answer within %1 s").arg(m_opt.timeoutMs / 1000.0)
                       : reply->errorString();
        if (canRetry) {
            retryLater(r, backoff(), a);
            return;
        }
        finish(r, a);
        return;
    }
    a.setAnswer(status, body);
    if (status >= 200 && status < 300) {
        if (a.ok() && !r->post)
            m_cache.insert(r->url.toString(), a);
        finish(r, a);
        return;
    }
    if (status == 401 && !r->refreshedToken && m_tokens) {
        // The token may have expired or been revoked: try once with a fresh one.
        r->refreshedToken = true;
        m_tokens->invalidate();
        attempt(r);
        return;
    }
    const bool transient =
        status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
    if (transient && canRetry) {
        int delay = backoff();
        if (a.retryAfterSeconds >= 0) {
            if (qint64(a.retryAfterSeconds) * 1000 > m_opt.maxDelayMs) {
                finish(r, a); // the server asks for longer than a user waits: say so
                return;
            }
            delay = qMax(delay, a.retryAfterSeconds * 1000);
        }
        retryLater(r, delay, a);
        return;
    }
    if (status == 404 && !r->post)
        m_cache.insert(r->url.toString(), a); // an answer too: the thing does not exist
    finish(r, a);
}

void ApiClient::retryLater(const std::shared_ptr<Request> &r, int delayMs, const ApiReply &last)
{
    if (r->deadline && r->deadline->remainingTime() < delayMs) {
        finish(r, last); // no time left for another attempt: the last answer is the verdict
        return;
    }
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % before Retry-After
    r->timer = timer;
    connect(timer, &QTimer::timeout, this, [this, r, timer] {
        timer->deleteLater();
        if (!r->finished)
            attempt(r);
    });
    timer->start(m_opt.retryWait ? m_opt.retryWait(delayMs) : delayMs);
}

void ApiClient::finish(const std::shared_ptr<Request> &r, ApiReply reply)
{
    if (r->finished)
        return;
    r->finished = true;
    if (r->timer)
        r->timer->deleteLater();
    if (r->deadline)
        r->deadline->deleteLater();
    if (r->reply) {
        QNetworkReply *nr = r->reply;
        r->reply = nullptr;
        nr->abort();
    }
    m_requests.erase(std::remove(m_requests.begin(), m_requests.end(), r), m_requests.end());
    ++m_done;
    emit progress(m_done, m_total);
    if (m_requests.empty())
        m_done = m_total = 0;
    auto done = std::move(r->done);
    if (done)
        done(reply);
}

} // namespace tpu::live
