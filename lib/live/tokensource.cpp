#include "tokensource.h"

#include "jwt.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTimer>
#include <QUrlQuery>

namespace tpu::live {

namespace {
struct Text // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::TokenSource)
};
} // namespace

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
    return Text::tr("service-account key %1 (%2)").arg(m_key.clientEmail, m_origin);
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
                             {"scope", QLatin1String(kReadOnlyScopes)},
                             {"aud", m_key.tokenUri},
                             {"iat", now},
                             {"exp", now + 3600}};
    QString why;
    const QByteArray assertion = signJwtRs256(header, claims, m_key.privateKeyPem, &why);
    if (assertion.isEmpty()) {
        deliver({{},
                 Text::tr("The service-account key cannot sign a token request: %1. "
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
    req.setTransferTimeout(m_timeoutMs);
    QNetworkReply *reply = m_nam->post(req, form.query(QUrl::FullyEncoded).toLatin1());
    m_reply = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        if (m_reply != reply)
            return;
        m_reply = nullptr;
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QJsonObject body = QJsonDocument::fromJson(reply->readAll()).object();
        const QString host = QUrl(m_key.tokenUri).host();
        if (reply->error() == QNetworkReply::OperationCanceledError && status == 0) {
            deliver({{}, Text::tr("The token request to %1 was cancelled or timed out.").arg(host)},
                    0);
            return;
        }
        if (status == 0) {
            deliver({{},
                     Text::tr("The token endpoint %1 cannot be reached (%2). Check the "
                              "network connection and proxy.")
                         .arg(host, reply->errorString())},
                    0);
            return;
        }
        const QByteArray token = body.value(QStringLiteral("access_token")).toString().toLatin1();
        if (status != 200 || token.isEmpty()) {
            const QString err = body.value(QStringLiteral("error")).toString();
            const QString desc = body.value(QStringLiteral("error_description")).toString();
            QString advice = Text::tr("Check that the key is still valid (not deleted or disabled) "
                                      "in IAM ▸ Service accounts, or create a new key.");
            if (desc.contains(QLatin1String("iat")) || desc.contains(QLatin1String("timeframe")))
                advice = Text::tr("This computer's clock looks wrong; set it to the correct time.");
            deliver({{},
                     Text::tr("%1 refused the token request (HTTP %2%3%4). %5")
                         .arg(host)
                         .arg(status)
                         .arg(err.isEmpty() ? QString() : QStringLiteral(", ") + err,
                              desc.isEmpty() ? QString() : QStringLiteral(": ") + desc, advice)},
                    0);
            return;
        }
        // expires_in may arrive as a number or a string (google-auth accepts both).
        const QJsonValue e = body.value(QStringLiteral("expires_in"));
        const int lifetime = e.isString() ? e.toString().toInt() : e.toInt(3600);
        deliver({token, {}}, lifetime > 0 ? lifetime : 3600);
    });
}

GcloudTokenSource::GcloudTokenSource(QString program, QObject *parent)
    : TokenSource(parent), m_program(std::move(program))
{
}

QString GcloudTokenSource::description() const
{
    return Text::tr("your gcloud login (gcloud auth print-access-token)");
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
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart || m_process != p)
            return;
        m_process = nullptr;
        p->deleteLater();
        deliver({{},
                 Text::tr("gcloud is not installed (or not on PATH). Install the Google "
                          "Cloud CLI and run \"gcloud auth login\", or connect with a "
                          "service-account key.")},
                0);
    });
    connect(
        p, qOverload<int, QProcess::ExitStatus>(&QProcess::finished), this,
        [this, p, timer](int code, QProcess::ExitStatus status) {
            if (m_process != p)
                return;
            m_process = nullptr;
            p->deleteLater();
            const QByteArray token = p->readAllStandardOutput().trimmed();
            const QString err = QString::fromLocal8Bit(p->readAllStandardError()).trimmed();
            if (status != QProcess::NormalExit || code != 0 || token.isEmpty() ||
                token.contains(' ') || token.contains('\n')) {
                const QString why =
                    !timer->isActive()
                        ? Text::tr("it did not answer within %1 s").arg(m_timeoutMs / 1000)
                        : (err.isEmpty() ? Text::tr("exit code %1").arg(code)
                                         : err.section('\n', 0, 2));
                deliver({{},
                         Text::tr("gcloud gave no access token (%1). Run \"gcloud auth "
                                  "login\" in a terminal, or connect with a "
                                  "service-account key.")
                             .arg(why)},
                        0);
                return;
            }
            // gcloud tokens last about an hour; ask again after ten minutes (gcloud caches).
            deliver({token, {}}, 600 + 60);
        });
    p->start();
}

} // namespace tpu::live
