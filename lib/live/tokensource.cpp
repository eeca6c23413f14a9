#include "live/tokensource.h"

#include "live/boundedreader.h"
#include "live/jwt.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTimer>
#include <QUrlQuery>
#include <cmath>

namespace tpu::live {

namespace {
struct TokenSourceText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::TokenSource)
};
} // namespace

bool isValidAccessToken(const QByteArray &token)
{
    // RFC 6750 2.1 b64token: 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="
    if (token.isEmpty() || token.size() > limits::kAccessTokenBytes)
        return false;
    qsizetype i = 0;
    for (; i < token.size(); ++i) {
        const char c = token.at(i);
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                        (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~' ||
                        c == '+' || c == '/';
        if (!ok)
            break;
    }
    if (i == 0)
        return false;
    for (; i < token.size(); ++i)
        if (token.at(i) != '=')
            return false;
    return true;
}

QString quotedToolOutput(const QByteArray &stderrBytes)
{
    QString text = QString::fromLocal8Bit(stderrBytes).trimmed();
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    const bool cut = text.size() > limits::kGcloudQuotedChars;
    if (cut)
        text.truncate(limits::kGcloudQuotedChars);
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = model::printableText(line);
    QString out = lines.join(QLatin1Char('\n'));
    if (cut)
        out += QStringLiteral("…");
    return out;
}

TokenAnswer parseTokenAnswer(const QByteArray &body)
{
    TokenAnswer t;
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &pe);
    const QJsonObject o = doc.object();
    // Shown to the user: one line, no control characters, bounded.
    auto field = [&o](const char *name) {
        return model::printableText(o.value(QLatin1String(name)).toString().left(300));
    };
    t.error = field("error");
    t.errorDescription = field("error_description");
    if (!doc.isObject()) {
        t.problem = TokenSourceText::tr("the answer is not a JSON object");
        return t;
    }
    const QJsonValue token = o.value(QStringLiteral("access_token"));
    if (token.isUndefined())
        return t;
    const QByteArray bytes = token.toString().toUtf8();
    if (!token.isString() || !isValidAccessToken(bytes)) {
        t.problem = TokenSourceText::tr(
                        "its access_token is not a bearer token (%1 bytes at most, letters, "
                        "digits and -._~+/ only)")
                        .arg(limits::kAccessTokenBytes);
        return t;
    }
    // expires_in may arrive as a number or a string (google-auth accepts both); a whole number
    // of seconds up to a day, or absent (then an hour).
    const QJsonValue e = o.value(QStringLiteral("expires_in"));
    double secs = 3600;
    bool ok = true;
    if (e.isDouble())
        secs = e.toDouble();
    else if (e.isString())
        secs = e.toString().toDouble(&ok);
    else if (!e.isUndefined())
        ok = false;
    if (!ok || !std::isfinite(secs) || secs != std::floor(secs) || secs < 1 || secs > 86400) {
        t.problem =
            TokenSourceText::tr("its expires_in is not a whole number of seconds from 1 to 86400");
        return t;
    }
    t.accessToken = bytes;
    t.lifetimeSeconds = int(secs);
    return t;
}

void TokenSource::token(Callback done)
{
    if (!m_token.isEmpty() && QDateTime::currentDateTimeUtc() < m_expiry) {
        QTimer::singleShot(0, this, [done, t = m_token] { done(TokenResult{t, {}}); });
        return;
    }
    m_waiting.push_back(std::move(done));
    if (!m_fetching) {
        m_fetching = true;
        // Always asynchronous, so callers never see a callback from inside token().
        QTimer::singleShot(0, this, [this] { fetch(); });
    }
}

void TokenSource::cancel()
{
    m_waiting.clear();
    m_fetching = false;
}

void TokenSource::deliver(const TokenResult &r, int lifetimeSeconds)
{
    m_fetching = false;
    if (!r.accessToken.isEmpty()) {
        m_token = r.accessToken;
        // Renew a minute early so a token never expires between check and use.
        m_expiry = QDateTime::currentDateTimeUtc().addSecs(qMax(0, lifetimeSeconds - 60));
    }
    auto waiting = std::move(m_waiting);
    m_waiting.clear();
    for (auto &cb : waiting)
        cb(r);
}

ServiceAccountTokenSource::ServiceAccountTokenSource(ServiceAccountKey key, QString origin,
                                                     QNetworkAccessManager *nam, QObject *parent)
    : TokenSource(parent), m_key(std::move(key)), m_origin(std::move(origin)), m_nam(nam)
{
}

QString ServiceAccountTokenSource::description() const
{
    return TokenSourceText::tr("service-account key %1 (%2)").arg(m_key.clientEmail, m_origin);
}

void ServiceAccountTokenSource::cancel()
{
    TokenSource::cancel();
    if (m_reply)
        m_reply->abort();
}

void ServiceAccountTokenSource::fetch()
{
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    QJsonObject header{{"alg", "RS256"}, {"typ", "JWT"}};
    if (!m_key.privateKeyId.isEmpty())
        header.insert(QStringLiteral("kid"), m_key.privateKeyId);
    const QJsonObject claims{{"iss", m_key.clientEmail},
                             {"scope", m_scopes},
                             {"aud", m_key.tokenUri},
                             {"iat", now},
                             {"exp", now + 3600}};
    QString why;
    const QByteArray assertion = signJwtRs256(header, claims, m_key.privateKeyPem, &why);
    if (assertion.isEmpty()) {
        deliver({{},
                 TokenSourceText::tr("The service-account key cannot sign a token request: %1. "
                                     "Create a new key for %2 and connect again.")
                     .arg(why, m_key.clientEmail)},
                0);
        return;
    }
    QUrlQuery form;
    form.addQueryItem(QStringLiteral("grant_type"),
                      QStringLiteral("urn:ietf:params:oauth:grant-type:jwt-bearer"));
    form.addQueryItem(QStringLiteral("assertion"), QString::fromLatin1(assertion));
    QNetworkRequest req{QUrl(m_key.tokenUri)};
    req.setHeader(QNetworkRequest::ContentTypeHeader,
                  QStringLiteral("application/x-www-form-urlencoded"));
    // The signed assertion goes to the key's token_uri and nowhere else: no redirect is followed.
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                     QNetworkRequest::ManualRedirectPolicy);
    QNetworkReply *reply = m_nam->post(req, form.query(QUrl::FullyEncoded).toLatin1());
    m_reply = reply;
    auto *reader = new BoundedReader(reply, limits::kTokenAnswerBytes, m_timeoutMs);
    connect(reply, &QNetworkReply::finished, this, [this, reply, reader] {
        reply->deleteLater();
        if (m_reply != reply)
            return;
        m_reply = nullptr;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QString host = QUrl(m_key.tokenUri).host();
        if (reader->timedOut()) {
            deliver(
                {{},
                 TokenSourceText::tr("The token endpoint %1 did not answer within %2 s. Check the "
                                     "network connection and proxy, then check again.")
                     .arg(host)
                     .arg(m_timeoutMs / 1000.0)},
                0);
            return;
        }
        if (reader->tooLarge()) {
            deliver({{},
                     TokenSourceText::tr(
                         "The token endpoint %1 sent more than %2; a token answer is about "
                         "1 KB. Check the key's token_uri (and --api-root).")
                         .arg(host, byteSize(reader->limit()))},
                    0);
            return;
        }
        if (status >= 300 && status < 400) {
            deliver({{},
                     TokenSourceText::tr(
                         "The token endpoint %1 answered with a redirect (HTTP %2 to %3); "
                         "the signed request is sent only to the key's token_uri. Check the "
                         "key's token_uri.")
                         .arg(host)
                         .arg(status)
                         .arg(model::printableText(
                             QString::fromLatin1(reply->rawHeader("Location")).left(200)))},
                    0);
            return;
        }
        const TokenAnswer answer = parseTokenAnswer(status != 0 ? reader->body() : QByteArray());
        if (reply->error() == QNetworkReply::OperationCanceledError && status == 0) {
            deliver({{},
                     TokenSourceText::tr("The token request to %1 was cancelled or timed out.")
                         .arg(host)},
                    0);
            return;
        }
        if (status == 0) {
            deliver({{},
                     TokenSourceText::tr("The token endpoint %1 cannot be reached (%2). Check the "
                                         "network connection and proxy.")
                         .arg(host, reply->errorString())},
                    0);
            return;
        }
        if (status == 200 && !answer.problem.isEmpty()) {
            deliver({{},
                     TokenSourceText::tr(
                         "%1 gave an unusable token answer: %2. Check the key's token_uri "
                         "(and --api-root).")
                         .arg(host, answer.problem)},
                    0);
            return;
        }
        if (status != 200 || answer.accessToken.isEmpty()) {
            const QString &err = answer.error;
            const QString &desc = answer.errorDescription;
            QString advice =
                TokenSourceText::tr("Check that the key is still valid (not deleted or disabled) "
                                    "in IAM ▸ Service accounts, or create a new key.");
            if (desc.contains(QLatin1String("iat")) || desc.contains(QLatin1String("timeframe")))
                advice = TokenSourceText::tr(
                    "This computer's clock looks wrong; set it to the correct time.");
            deliver({{},
                     TokenSourceText::tr("%1 refused the token request (HTTP %2%3%4). %5")
                         .arg(host)
                         .arg(status)
                         .arg(err.isEmpty() ? QString() : QStringLiteral(", ") + err,
                              desc.isEmpty() ? QString() : QStringLiteral(": ") + desc, advice)},
                    0);
            return;
        }
        deliver({answer.accessToken, {}}, answer.lifetimeSeconds);
    });
}

GcloudTokenSource::GcloudTokenSource(QString program, QObject *parent)
    : TokenSource(parent), m_program(std::move(program))
{
}

QString GcloudTokenSource::description() const
{
    return TokenSourceText::tr("your gcloud login (gcloud auth print-access-token)");
}

void GcloudTokenSource::cancel()
{
    TokenSource::cancel();
    if (m_process)
        m_process->kill();
}

void GcloudTokenSource::fetch()
{
    auto *p = new QProcess(this);
    m_process = p;
    p->setProgram(m_program);
    p->setArguments({QStringLiteral("auth"), QStringLiteral("print-access-token")});
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CLOUDSDK_CORE_DISABLE_PROMPTS"), QStringLiteral("1"));
    p->setProcessEnvironment(env);
    auto *timer = new QTimer(p);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, p, [p] { p->kill(); });
    timer->start(m_timeoutMs);
    // Read as it comes, at most limits::kGcloudOutputBytes of each stream: a gcloud that floods
    // its output is stopped, not buffered.
    auto out = std::make_shared<QByteArray>(), err = std::make_shared<QByteArray>();
    auto flooded = std::make_shared<bool>(false);
    auto drain = [p, flooded](QProcess::ProcessChannel ch, QByteArray *into) {
        p->setReadChannel(ch);
        while (p->bytesAvailable() > 0 && !*flooded) {
            *into += p->read(limits::kGcloudOutputBytes + 1 - into->size());
            if (into->size() > limits::kGcloudOutputBytes) {
                *flooded = true;
                into->clear();
                p->kill();
            }
        }
        if (*flooded)
            p->readAll(); // drop what is left in Qt's buffer
    };
    connect(p, &QProcess::readyReadStandardOutput, this,
            [drain, out] { drain(QProcess::StandardOutput, out.get()); });
    connect(p, &QProcess::readyReadStandardError, this,
            [drain, err] { drain(QProcess::StandardError, err.get()); });
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || m_process != p)
            return;
        m_process = nullptr;
        p->deleteLater();
        deliver({{},
                 TokenSourceText::tr("gcloud is not installed (or not on PATH). Install the Google "
                                     "Cloud CLI and run \"gcloud auth login\", or connect with a "
                                     "service-account key.")},
                0);
    });
    connect(p, qOverload<int, QProcess::ExitStatus>(&QProcess::finished), this,
            [this, p, timer, drain, out, err, flooded](int code, QProcess::ExitStatus status) {
                if (m_process != p)
                    return;
                m_process = nullptr;
                p->deleteLater();
                drain(QProcess::StandardOutput, out.get());
                drain(QProcess::StandardError, err.get());
                const QByteArray token = out->trimmed();
                const QString said = *flooded ? QString() : quotedToolOutput(*err);
                if (*flooded || status != QProcess::NormalExit || code != 0 ||
                    !isValidAccessToken(token)) {
                    TokenResult r;
                    r.toolOutput = said;
                    // gcloud's own advice when it has no usable login (no account selected, or
                    // the login expired): the one thing to do.
                    r.loginNeeded = !*flooded && timer->isActive() &&
                                    (said.contains(QLatin1String("gcloud auth login")) ||
                                     said.contains(QLatin1String("active account selected")));
                    const QString why =
                        *flooded ? TokenSourceText::tr("it printed more than %1")
                                       .arg(byteSize(limits::kGcloudOutputBytes))
                        : !timer->isActive() ? TokenSourceText::tr("it did not answer within %1 s")
                                                   .arg(m_timeoutMs / 1000)
                        : status == QProcess::NormalExit && code == 0
                            ? TokenSourceText::tr("its output is not an access token")
                            : TokenSourceText::tr("exit code %1").arg(code);
                    r.error = r.loginNeeded
                                  ? TokenSourceText::tr("Not connected: run `gcloud auth login`.")
                                  : TokenSourceText::tr(
                                        "gcloud gave no access token (%1). Run \"gcloud auth "
                                        "login\" in a terminal, or connect with a "
                                        "service-account key.")
                                        .arg(why);
                    deliver(r, 0);
                    return;
                }
                // gcloud tokens last about an hour; ask again after ten minutes (gcloud caches).
                deliver({token, {}}, 600 + 60);
            });
    p->start();
}

} // namespace tpu::live
