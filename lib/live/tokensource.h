#pragma once

#include "live/serviceaccountkey.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <functional>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QProcess;
class QTimer;

namespace tpu::live {

// The read-only scopes a token asks for: Compute Engine's and GKE's own read-only scopes (listed
// in their service definitions), and cloud-platform.read-only for Cloud Quotas, whose service
// definition lists only cloud-platform (that it accepts the read-only form is not verified; if
// not, the quota finding says the scope is insufficient). IAM roles still limit what is read.
inline constexpr char kReadOnlyScopes[] =
    "https://www.googleapis.com/auth/compute.readonly "
    "https://www.googleapis.com/auth/container.read-only "
    "https://www.googleapis.com/auth/cloud-platform.read-only";
// Compute Engine's advice methods (advice.calendarMode, advice.capacity: POSTs that change
// nothing) accept only the `compute` or `cloud-platform` scope, no read-only one: a token for
// `tpu-planner advise` asks for `compute` too. IAM still limits it to the advice permissions.
inline constexpr char kAdviceScopes[] = "https://www.googleapis.com/auth/compute.readonly "
                                        "https://www.googleapis.com/auth/container.read-only "
                                        "https://www.googleapis.com/auth/cloud-platform.read-only "
                                        "https://www.googleapis.com/auth/compute";

struct TokenResult
{
    TokenResult() = default;
    TokenResult(QByteArray token, QString why)
        : accessToken(std::move(token)), error(std::move(why))
    {
    }
    QByteArray accessToken; // empty on failure; held in memory only
    QString error;          // why there is no token, and what to do (one line)
    // The tool's own words (gcloud's stderr), whole: every line, control characters other than
    // the line breaks escaped, at most limits::kGcloudQuotedChars. Empty when it said nothing.
    QString toolOutput;
    bool loginNeeded = false; // gcloud has no usable login: "gcloud auth login" is the fix
};

// gcloud's stderr as the user may read it: whole, trimmed, each line's control characters
// escaped (model::printableText), cut at limits::kGcloudQuotedChars with "…".
QString quotedToolOutput(const QByteArray &stderrBytes);

// True for a bearer token that may go into a header: RFC 6750's b64token characters only (no
// space, CR, LF or other control character), at most limits::kAccessTokenBytes.
bool isValidAccessToken(const QByteArray &token);

// The token endpoint's JSON answer (RFC 6749 5.1 and 5.2), checked: `accessToken` is set only
// when it is a valid bearer token with a valid lifetime; otherwise `problem` says why (empty
// when the answer simply has no token, as an error answer has not). Error texts are one line.
struct TokenAnswer
{
    QByteArray accessToken;
    int lifetimeSeconds = 0;
    QString problem;
    QString error, errorDescription;
};
TokenAnswer parseTokenAnswer(const QByteArray &body);

// Where access tokens come from. Asynchronous; tokens are cached in memory until shortly before
// they expire and never written anywhere.
class TokenSource : public QObject
{
    Q_OBJECT
public:
    using Callback = std::function<void(const TokenResult &)>;
    using QObject::QObject;

    // Calls `done` once, later (never from inside this call).
    void token(Callback done);
    // Forgets the cached token (after a 401).
    void invalidate() { m_token.clear(); }
    // Drops pending requests; their callbacks are not called.
    virtual void cancel();
    // What the user sees: "service-account key dev@p.iam.gserviceaccount.com (file key.json)".
    virtual QString description() const = 0;
    // True for a user's own login (gcloud): requests then name the project to bill.
    virtual bool isUserCredential() const { return false; }

protected:
    virtual void fetch() = 0; // start getting a token; end with deliver()
    void deliver(const TokenResult &r, int lifetimeSeconds);

private:
    QByteArray m_token;
    QDateTime m_expiry;
    std::vector<Callback> m_waiting;
    bool m_fetching = false;
};

// OAuth 2.0 JWT bearer grant (RFC 7523) with a service-account key: an RS256 assertion signed
// with OpenSSL, posted to the key's token_uri.
class ServiceAccountTokenSource final : public TokenSource
{
    Q_OBJECT
public:
    ServiceAccountTokenSource(ServiceAccountKey key, QString origin, QNetworkAccessManager *nam,
                              QObject *parent = nullptr);
    QString description() const override;
    void cancel() override;
    const ServiceAccountKey &key() const { return m_key; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    // The scopes the token asks for (kReadOnlyScopes unless set).
    void setScopes(const QString &scopes) { m_scopes = scopes; }
    QString scopes() const { return m_scopes; }
    QString origin() const { return m_origin; }
    int timeoutMs() const { return m_timeoutMs; }

protected:
    void fetch() override;

private:
    ServiceAccountKey m_key;
    QString m_origin; // "file key.json", "environment GOOGLE_APPLICATION_CREDENTIALS", "keychain"
    QNetworkAccessManager *m_nam;
    QPointer<QNetworkReply> m_reply;
    int m_timeoutMs = 20000; // the whole request, however slowly it answers
    QString m_scopes = QLatin1String(kReadOnlyScopes);
};

// The installed gcloud's login: `gcloud auth print-access-token`.
class GcloudTokenSource final : public TokenSource
{
    Q_OBJECT
public:
    explicit GcloudTokenSource(QString program = QStringLiteral("gcloud"),
                               QObject *parent = nullptr);
    QString description() const override;
    bool isUserCredential() const override { return true; }
    void cancel() override;
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

protected:
    void fetch() override;

private:
    QString m_program;
    QPointer<QProcess> m_process;
    int m_timeoutMs = 60000;
};

} // namespace tpu::live
