#include "live/liveconnection.h"

#include "live/tokensource.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QPointer>
#include <QUrl>

namespace tpu::live {

namespace {
struct ConnectionText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Connection)
};
// "Not connected: <why>", unless the why says so already (gcloud's "Not connected: run …").
QString notConnectedText(const QString &why)
{
    const QString prefix = ConnectionText::tr("Not connected:");
    return why.startsWith(prefix) ? why : prefix + QLatin1Char(' ') + why;
}
} // namespace

LiveConnection::LiveConnection(SecretStore *store, ApiRoots roots, QObject *parent)
    : QObject(parent), m_store(store), m_roots(std::move(roots)),
      m_nam(new QNetworkAccessManager(this))
{
}

LiveConnection::~LiveConnection()
{
    delete m_pending;
    delete m_checker;
    delete m_client;
    delete m_adviceClient;
}

void LiveConnection::install(std::unique_ptr<TokenSource> tokens, Source source,
                             const QString &project, bool hasToken, Done connected)
{
    if (m_pending) { // the user chose other credentials meanwhile
        m_pending->deleteLater();
        m_pending = nullptr;
    }
    if (m_checker)
        m_checker->cancel();
    delete m_checker;
    delete m_client;
    delete m_adviceClient; // its callbacks are dropped, not called
    m_checker = nullptr;
    m_client = nullptr;
    m_adviceClient = nullptr;
    m_adviceTokens.reset();
    m_tokens = std::move(tokens);
    m_source = m_tokens ? source : Source::None;
    m_state = !m_tokens ? State::Off : hasToken ? State::Connected : State::Connecting;
    m_why.clear();
    m_project = project;
    m_hasReport = false;
    m_last = {};
    const quint64 generation = ++m_generation;
    if (auto *sa = qobject_cast<ServiceAccountTokenSource *>(m_tokens.get())) {
        sa->setTimeoutMs(m_options.tokenTimeoutMs);
        if (!m_scopes.isEmpty())
            sa->setScopes(m_scopes);
    }
    if (m_tokens) {
        m_client = new ApiClient(m_nam, m_tokens.get(), m_options);
        m_checker = new LiveChecker(m_client, m_roots, description());
        connect(m_checker, &LiveChecker::progress, this, &LiveConnection::progress);
        connect(m_checker, &LiveChecker::finished, this, [this](const LiveReport &r) {
            if (r.cancelled)
                return;
            m_last = r;
            m_hasReport = true;
            emit reportReady(r);
        });
        if (!hasToken)
            m_tokens->token([this, generation, connected](const TokenResult &t) {
                if (generation != m_generation)
                    return; // other credentials were chosen meanwhile
                if (t.accessToken.isEmpty()) {
                    m_state = State::Failed;
                    m_why = t.error;
                } else {
                    m_state = State::Connected;
                }
                emit connectionChanged();
                if (!connected)
                    return;
                Outcome o = t.accessToken.isEmpty()
                                ? Outcome{false, false, notConnectedText(t.error), t.toolOutput}
                                : Outcome{true, false, connectedText(m_project)};
                o.noToken = t.accessToken.isEmpty();
                connected(o);
            });
    }
    emit connectionChanged();
}

QString LiveConnection::connectedText(const QString &project) const
{
    return project.isEmpty()
               ? ConnectionText::tr("Connected with %1.").arg(description())
               : ConnectionText::tr("Connected to %1 with %2.").arg(project, description());
}

void LiveConnection::acquire(TokenSource *tokens, std::function<void(const TokenResult &)> then)
{
    if (m_pending)
        m_pending->deleteLater(); // its callback checks that it is still the pending one
    m_pending = tokens;
    emit connectionChanged();
    tokens->token([this, tokens, then](const TokenResult &t) {
        if (m_pending != tokens)
            return;
        m_pending = nullptr;
        if (t.accessToken.isEmpty()) {
            tokens->deleteLater(); // we are inside its deliver()
            if (!m_tokens) {       // else the credentials in use stay as they were
                m_state = State::Failed;
                m_why = t.error;
            }
            emit connectionChanged();
        } else {
            // The source keeps the token it just gave in its cache: the checks use it.
            tokens->setParent(nullptr);
        }
        then(t);
    });
}

QString LiveConnection::description() const
{
    return m_tokens ? m_tokens->description() : ConnectionText::tr("not connected");
}

std::optional<ServiceAccountKey> LiveConnection::usableKey(std::optional<ServiceAccountKey> key,
                                                           QString *why) const
{
    if (key && !tokenUriAllowed(key->tokenUri, m_roots.overrideRoot(), why))
        return std::nullopt;
    return key;
}

LiveConnection::Outcome LiveConnection::useKeyFile(const QString &fileName, Source origin,
                                                   Done connected)
{
    QString why;
    auto key = ServiceAccountKey::load(fileName, &why);
    if (!key)
        return {false, false, why};
    key = usableKey(std::move(key), &why);
    if (!key)
        return {false, false,
                ConnectionText::tr("%1 is not a usable service-account key: %2")
                    .arg(model::printableText(fileName), why)};
    const QString where = origin == Source::Environment
                              ? QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS=%1")
                                    .arg(model::printableText(fileName))
                              : ConnectionText::tr("file %1").arg(
                                    model::printableText(QFileInfo(fileName).fileName()));
    const QString project = key->projectId;
    install(std::make_unique<ServiceAccountTokenSource>(std::move(*key), where, m_nam), origin,
            project, false, std::move(connected));
    return {true, false, ConnectionText::tr("Connecting with %1…").arg(description())};
}

void LiveConnection::importKey(const QByteArray &json, const QString &project, Done done)
{
    QString why;
    auto key = usableKey(ServiceAccountKey::parse(json, &why), &why);
    if (!key) {
        done({false, false,
              ConnectionText::tr("This is not a usable service-account key: %1.").arg(why)});
        return;
    }
    const QString p = project.isEmpty() ? key->projectId : project;
    if (!m_store) {
        done({false, true, ConnectionText::tr("No keychain is available in this build.")});
        return;
    }
    // A key that gives no token is not stored: the user sees why and nothing is left behind.
    auto *tokens = new ServiceAccountTokenSource(*key, m_store->name(), m_nam);
    if (!m_scopes.isEmpty())
        tokens->setScopes(m_scopes);
    tokens->setTimeoutMs(m_options.tokenTimeoutMs);
    acquire(tokens, [this, tokens, json, p, done](const TokenResult &t) {
        if (t.accessToken.isEmpty()) {
            Outcome o{false, false, notConnectedText(t.error)};
            o.noToken = true;
            done(o);
            return;
        }
        m_pending = tokens; // still connecting until the keychain answered
        QPointer<TokenSource> guard(tokens);
        m_store->write(keyEntryName(p), json, [this, guard, p, done](const SecretStore::Result &r) {
            if (!guard || m_pending != guard)
                return; // other credentials were chosen meanwhile
            m_pending = nullptr;
            if (r.status != SecretStore::Status::Ok) {
                guard->deleteLater();
                emit connectionChanged();
                done({false, r.status == SecretStore::Status::Unavailable,
                      ConnectionText::tr("The key was not stored: %1").arg(r.message)});
                return;
            }
            install(std::unique_ptr<TokenSource>(guard.data()), Source::Keychain, p, true);
            done({true, false, connectedText(p)});
        });
    });
}

LiveConnection::Outcome LiveConnection::useKeyForSession(const QByteArray &json,
                                                         const QString &project, Done connected)
{
    QString why;
    auto key = usableKey(ServiceAccountKey::parse(json, &why), &why);
    if (!key)
        return {false, false,
                ConnectionText::tr("This is not a usable service-account key: %1.").arg(why)};
    const QString p = project.isEmpty() ? key->projectId : project;
    install(std::make_unique<ServiceAccountTokenSource>(
                std::move(*key), ConnectionText::tr("this session only"), m_nam),
            Source::SessionKey, p, false, std::move(connected));
    return {true, false, ConnectionText::tr("Connecting to %1 with %2…").arg(p, description())};
}

void LiveConnection::useKeychain(const QString &project, Done done)
{
    if (!m_store) {
        done({false, true, ConnectionText::tr("No keychain is available in this build.")});
        return;
    }
    m_store->read(keyEntryName(project), [this, project, done](const SecretStore::Result &r) {
        if (r.status != SecretStore::Status::Ok) {
            done({false, r.status == SecretStore::Status::Unavailable, r.message});
            return;
        }
        QString why;
        auto key = usableKey(ServiceAccountKey::parse(r.data, &why), &why);
        if (!key) {
            done({false, false,
                  ConnectionText::tr("The key in the keychain is not usable: %1.").arg(why)});
            return;
        }
        auto *tokens = new ServiceAccountTokenSource(std::move(*key), m_store->name(), m_nam);
        if (!m_scopes.isEmpty())
            tokens->setScopes(m_scopes);
        tokens->setTimeoutMs(m_options.tokenTimeoutMs);
        acquire(tokens, [this, tokens, project, done](const TokenResult &t) {
            if (t.accessToken.isEmpty()) {
                Outcome o{false, false, notConnectedText(t.error)};
                o.noToken = true;
                done(o);
                return;
            }
            install(std::unique_ptr<TokenSource>(tokens), Source::Keychain, project, true);
            done({true, false, connectedText(project)});
        });
    });
}

void LiveConnection::useGcloud(const QString &program, Done done)
{
    auto *tokens = new GcloudTokenSource(program);
    acquire(tokens, [this, tokens, done](const TokenResult &t) {
        if (t.accessToken.isEmpty()) {
            done({false, false, notConnectedText(t.error), t.toolOutput});
            return;
        }
        install(std::unique_ptr<TokenSource>(tokens), Source::Gcloud, {}, true);
        done({true, false, connectedText({}), {}});
    });
}

void LiveConnection::disconnectProject(Done done)
{
    const bool inKeychain = m_source == Source::Keychain && m_store;
    const QString project = m_project;
    install(nullptr, Source::None, {});
    if (!inKeychain) {
        done({true, false, QStringLiteral("Disconnected.")});
        return;
    }
    m_store->remove(keyEntryName(project), [done, project](const SecretStore::Result &r) {
        if (r.status != SecretStore::Status::Ok)
            done({false, r.status == SecretStore::Status::Unavailable,
                  ConnectionText::tr(
                      "Disconnected, but the key could not be deleted from the keychain: %1")
                      .arg(r.message)});
        else
            done({true, false,
                  ConnectionText::tr("Disconnected; the key for %1 was deleted from the keychain.")
                      .arg(project)});
    });
}

ApiClient *LiveConnection::adviceClient()
{
    if (m_adviceClient || !m_tokens || m_state != State::Connected)
        return m_adviceClient;
    TokenSource *tokens = m_tokens.get();
    if (auto *sa = qobject_cast<ServiceAccountTokenSource *>(m_tokens.get());
        sa && !sa->scopes()
                   .split(QLatin1Char(' '))
                   .contains(QLatin1String("https://www.googleapis.com/auth/compute"))) {
        auto advice = std::make_unique<ServiceAccountTokenSource>(sa->key(), sa->origin(), m_nam);
        advice->setScopes(QLatin1String(kAdviceScopes));
        advice->setTimeoutMs(sa->timeoutMs());
        m_adviceTokens = std::move(advice);
        tokens = m_adviceTokens.get();
    }
    m_adviceClient = new ApiClient(m_nam, tokens, m_options);
    return m_adviceClient;
}

void LiveConnection::check(model::SnapshotPtr snapshot, bool refresh)
{
    if (!m_checker)
        return;
    if (refresh)
        m_client->clearCache();
    m_checker->run(std::move(snapshot), m_project);
}

bool validApiRoot(const QString &root, QString *error)
{
    if (root.isEmpty())
        return true;
    const QUrl u(root);
    if (!u.isValid() || u.host().isEmpty() ||
        (u.scheme() != QLatin1String("https") && u.scheme() != QLatin1String("http"))) {
        if (error)
            *error = ConnectionText::tr("the API root \"%1\" is not an http(s) URL").arg(root);
        return false;
    }
    if (!isSafeCredentialUrl(root)) {
        if (error)
            *error = ConnectionText::tr(
                         "the API root \"%1\" is plain http to another machine; the access "
                         "token would travel in clear text. Use https (http is accepted "
                         "only for 127.0.0.1, ::1 and localhost)")
                         .arg(root);
        return false;
    }
    return true;
}

} // namespace tpu::live
