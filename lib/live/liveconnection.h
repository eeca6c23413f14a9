#pragma once

#include "live/apiclient.h"
#include "live/livechecks.h"
#include "live/secretstore.h"
#include "live/serviceaccountkey.h"

#include <QObject>
#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace tpu::live {

class TokenSource;
struct TokenResult;

// The connection to one Google Cloud project: which credentials are in use, the API client
// with its cache, and the checker. GUI-free; the window and the command line drive it.
// Keys imported here go only to the keychain (or, when the user chooses so explicitly, stay
// in memory for this session); never to a file.
class LiveConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveConnection)
public:
    enum class Source
    {
        None,
        KeyFile,
        Environment,
        Keychain,
        SessionKey,
        Gcloud
    };

    // `store` may be null (no keychain at all); it must outlive the connection.
    LiveConnection(SecretStore *store, ApiRoots roots, QObject *parent = nullptr);
    ~LiveConnection() override;

    struct Outcome
    {
        Outcome() = default;
        Outcome(bool good, bool noKeychain, QString text, QString quoted = {})
            : ok(good), keychainUnavailable(noKeychain), message(std::move(text)),
              detail(std::move(quoted))
        {
        }
        bool ok = false;
        bool keychainUnavailable = false; // the key is good but could not be stored
        bool noToken = false;             // the credentials were found but gave no token
        QString message;                  // for the user: what happened, what to do
        QString detail; // a tool's own words, quoted whole (gcloud's stderr); may be multi-line
    };
    using Done = std::function<void(const Outcome &)>;

    // Every route is connected only once its credentials gave an access token: until then
    // isConnecting(); when they give none, `done` (or `connected`) says why in one line
    // ("Not connected: …") and the connection is not connected (notConnectedWhy()).

    // --credentials FILE / GOOGLE_APPLICATION_CREDENTIALS. The outcome says at once whether
    // the file is a usable key; the key is then in use (checks may start and wait for its
    // token) but connected only when `connected` reports a token.
    Outcome useKeyFile(const QString &fileName, Source origin = Source::KeyFile,
                       Done connected = {});
    // A key the user imported: once it gave a token, stored in the keychain under the project
    // and used. When the keychain is unavailable nothing is stored and `done` says so
    // (keychainUnavailable). When it gives no token nothing is stored either.
    void importKey(const QByteArray &json, const QString &project, Done done);
    // The user chose explicitly to use a key for this session only (memory, never disk). As
    // useKeyFile: the outcome is the key's, `connected` the token's.
    Outcome useKeyForSession(const QByteArray &json, const QString &project, Done connected = {});
    // A key imported earlier for `project`, from the keychain; connected once it gave a token.
    void useKeychain(const QString &project, Done done);
    // The installed gcloud's login. Connected only once gcloud gave a token: until then the
    // connection is unchanged (isConnecting()); when it gives none, `done` says why in one line
    // ("Not connected: run `gcloud auth login`.") with gcloud's own text whole in `detail`.
    void useGcloud(const QString &program, Done done);
    bool isConnecting() const { return m_pending != nullptr || m_state == State::Connecting; }
    // Why the last attempt gave no token ("oauth2.googleapis.com cannot be reached …"); empty
    // once connected, disconnected or while connecting.
    QString notConnectedWhy() const { return m_state == State::Failed ? m_why : QString(); }
    // Forgets the credentials and tokens; a keychain key is deleted from the keychain.
    void disconnectProject(Done done);

    Source source() const { return m_source; }
    bool isConnected() const { return m_state == State::Connected; }
    QString project() const
    {
        return m_project;
    }                            // the key's; checks use the plan's if it names one
    QString description() const; // "service-account key … (OS keychain)"
    LiveChecker *checker() const { return m_checker; }
    const ApiRoots &roots() const { return m_roots; }
    ApiClient *client() const { return m_client; }
    // The client for Compute Engine's advice (advice.calendarMode, advice.capacity), made when
    // first asked for, until other credentials are chosen: with a service-account key, a second
    // token from the same key that also asks for the `compute` scope (the advice methods accept
    // no read-only one), so the checks' token stays read-only; with gcloud's login (which
    // carries cloud-platform) or a key whose tokens already ask for `compute`, the same token.
    // Null when not connected.
    ApiClient *adviceClient();
    const LiveReport &lastReport() const { return m_last; }
    bool hasReport() const { return m_hasReport; }

    // Runs the checks; the cache answers what was fetched less than five minutes ago unless
    // `refresh`.
    void check(model::SnapshotPtr snapshot, bool refresh = false);
    void setOptions(const ApiOptions &options) { m_options = options; }
    // The scopes a service-account key's tokens ask for, set before connecting (the read-only
    // ones unless set; `advise` adds Compute Engine's `compute`, see kAdviceScopes).
    void setTokenScopes(const QString &scopes) { m_scopes = scopes; }

signals:
    void connectionChanged();
    void reportReady(const tpu::live::LiveReport &report);
    void progress(int done, int total);

private:
    enum class State
    {
        Off,
        Connecting, // a source is in use but has not given a token yet
        Connected,  // it gave one
        Failed      // it gave none (m_why)
    };
    // `hasToken`: the source just gave its first token; else it is asked for one now and
    // `connected` hears the answer.
    void install(std::unique_ptr<TokenSource> tokens, Source source, const QString &project,
                 bool hasToken = false, Done connected = {});
    // Asks `tokens` (not installed yet: isConnecting()) for its first token; `then` hears the
    // answer unless other credentials were chosen meanwhile. Takes ownership.
    void acquire(TokenSource *tokens, std::function<void(const TokenResult &)> then);
    QString connectedText(const QString &project) const;
    // The key, when its token_uri may receive the signed assertion with this API root.
    std::optional<ServiceAccountKey> usableKey(std::optional<ServiceAccountKey> key,
                                               QString *why) const;

    SecretStore *m_store;
    ApiRoots m_roots;
    ApiOptions m_options;
    QString m_scopes; // empty: the read-only ones
    QNetworkAccessManager *m_nam;
    std::unique_ptr<TokenSource> m_tokens;
    TokenSource *m_pending = nullptr; // a source asked for its first token, not installed yet
    ApiClient *m_client = nullptr;
    LiveChecker *m_checker = nullptr;
    std::unique_ptr<TokenSource> m_adviceTokens; // the `compute`-scoped one, when needed
    ApiClient *m_adviceClient = nullptr;
    Source m_source = Source::None;
    State m_state = State::Off;
    QString m_why;
    quint64 m_generation = 0; // which install() a first token's answer belongs to
    QString m_project;
    LiveReport m_last;
    bool m_hasReport = false;
};

// Validates --api-root / TPU_PLANNER_API_ROOT: an http(s) URL; plain http only to a loopback
// address (a token must not travel in clear text). Empty string is fine (Google's own).
bool validApiRoot(const QString &root, QString *error);

} // namespace tpu::live
