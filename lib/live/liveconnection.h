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
        QString message;                  // for the user: what happened, what to do
        QString detail; // a tool's own words, quoted whole (gcloud's stderr); may be multi-line
    };
    using Done = std::function<void(const Outcome &)>;

    // --credentials FILE / GOOGLE_APPLICATION_CREDENTIALS.
    Outcome useKeyFile(const QString &fileName, Source origin = Source::KeyFile);
    // A key the user imported: stored in the keychain under the project, then used. When the
    // keychain is unavailable nothing is stored and `done` says so (keychainUnavailable).
    void importKey(const QByteArray &json, const QString &project, Done done);
    // The user chose explicitly to use a key for this session only (memory, never disk).
    Outcome useKeyForSession(const QByteArray &json, const QString &project);
    // A key imported earlier for `project`, from the keychain.
    void useKeychain(const QString &project, Done done);
    // The installed gcloud's login. Connected only once gcloud gave a token: until then the
    // connection is unchanged (isConnecting()); when it gives none, `done` says why in one line
    // ("Not connected: run `gcloud auth login`.") with gcloud's own text whole in `detail`.
    void useGcloud(const QString &program, Done done);
    bool isConnecting() const { return m_pending != nullptr; }
    // Forgets the credentials and tokens; a keychain key is deleted from the keychain.
    void disconnectProject(Done done);

    Source source() const { return m_source; }
    bool isConnected() const { return m_source != Source::None; }
    QString project() const
    {
        return m_project;
    }                            // the key's; checks use the plan's if it names one
    QString description() const; // "service-account key … (OS keychain)"
    LiveChecker *checker() const { return m_checker; }
    const ApiRoots &roots() const { return m_roots; }
    ApiClient *client() const { return m_client; }
    const LiveReport &lastReport() const { return m_last; }
    bool hasReport() const { return m_hasReport; }

    // Runs the checks; the cache answers what was fetched less than five minutes ago unless
    // `refresh`.
    void check(model::SnapshotPtr snapshot, bool refresh = false);
    void setOptions(const ApiOptions &options) { m_options = options; }

signals:
    void connectionChanged();
    void reportReady(const tpu::live::LiveReport &report);
    void progress(int done, int total);

private:
    void install(std::unique_ptr<TokenSource> tokens, Source source, const QString &project);
    // The key, when its token_uri may receive the signed assertion with this API root.
    std::optional<ServiceAccountKey> usableKey(std::optional<ServiceAccountKey> key,
                                               QString *why) const;

    SecretStore *m_store;
    ApiRoots m_roots;
    ApiOptions m_options;
    QNetworkAccessManager *m_nam;
    std::unique_ptr<TokenSource> m_tokens;
    TokenSource *m_pending = nullptr; // a source asked for its first token, not installed yet
    ApiClient *m_client = nullptr;
    LiveChecker *m_checker = nullptr;
    Source m_source = Source::None;
    QString m_project;
    LiveReport m_last;
    bool m_hasReport = false;
};

// Validates --api-root / TPU_PLANNER_API_ROOT: an http(s) URL; plain http only to a loopback
// address (a token must not travel in clear text). Empty string is fine (Google's own).
bool validApiRoot(const QString &root, QString *error);

} // namespace tpu::live
