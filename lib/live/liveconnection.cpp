#include "live/liveconnection.h"

#include "live/tokensource.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QNetworkAccessManager>
#include <QUrl>

namespace tpu::live {

namespace {
struct ConnectionText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Connection)
};
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
}

void LiveConnection::install(std::unique_ptr<TokenSource> tokens, Source source,
                             const QString &project)
{
    if (m_pending) { // the user chose other credentials meanwhile
        m_pending->deleteLater();
        m_pending = nullptr;
    }
    if (m_checker)
        m_checker->cancel();
    delete m_checker;
    delete m_client;
    m_checker = nullptr;
    m_client = nullptr;
    m_tokens = std::move(tokens);
    m_source = m_tokens ? source : Source::None;
    m_project = project;
    m_hasReport = false;
    m_last = {};
    if (auto *sa = qobject_cast<ServiceAccountTokenSource *>(m_tokens.get()))
        sa->setTimeoutMs(m_options.tokenTimeoutMs);
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
    }
    emit connectionChanged();
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

LiveConnection::Outcome LiveConnection::useKeyFile(const QString &fileName, Source origin)
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
            project);
    return {true, false, ConnectionText::tr("Using %1.").arg(description())};
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
    m_store->write(
        keyEntryName(p), json, [this, key = *key, p, done](const SecretStore::Result &r) {
            if (r.status != SecretStore::Status::Ok) {
                done({false, r.status == SecretStore::Status::Unavailable,
                      ConnectionText::tr("The key was not stored: %1").arg(r.message)});
                return;
            }
            install(std::make_unique<ServiceAccountTokenSource>(key, m_store->name(), m_nam),
                    Source::Keychain, p);
            done({true, false,
                  ConnectionText::tr("Connected to %1 with %2.").arg(p, description())});
        });
}

LiveConnection::Outcome LiveConnection::useKeyForSession(const QByteArray &json,
                                                         const QString &project)
{
    QString why;
    auto key = usableKey(ServiceAccountKey::parse(json, &why), &why);
    if (!key)
        return {false, false,
                ConnectionText::tr("This is not a usable service-account key: %1.").arg(why)};
    const QString p = project.isEmpty() ? key->projectId : project;
    install(std::make_unique<ServiceAccountTokenSource>(
                std::move(*key), ConnectionText::tr("this session only"), m_nam),
            Source::SessionKey, p);
    return {true, false, ConnectionText::tr("Connected to %1 with %2.").arg(p, description())};
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
        install(
            std::make_unique<ServiceAccountTokenSource>(std::move(*key), m_store->name(), m_nam),
            Source::Keychain, project);
        done({true, false,
              ConnectionText::tr("Connected to %1 with %2.").arg(project, description())});
    });
}

void LiveConnection::useGcloud(const QString &program, Done done)
{
    if (m_pending)
        m_pending->deleteLater(); // its callback checks that it is still the pending one
    auto *tokens = new GcloudTokenSource(program);
    m_pending = tokens;
    emit connectionChanged();
    tokens->token([this, tokens, done](const TokenResult &t) {
        if (m_pending != tokens)
            return;
        m_pending = nullptr;
        if (t.accessToken.isEmpty()) {
            tokens->deleteLater(); // we are inside its deliver()
            emit connectionChanged();
            done({false, false, t.error, t.toolOutput});
            return;
        }
        // The source keeps the token it just gave in its cache: the checks use it.
        tokens->setParent(nullptr);
        install(std::unique_ptr<TokenSource>(tokens), Source::Gcloud, {});
        done({true, false, ConnectionText::tr("Connected with %1.").arg(description()), {}});
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
