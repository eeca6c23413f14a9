#include "live/secretstore.h"

#include <QCoreApplication>
#include <QTimer>

namespace tpu::live {

namespace {
struct SecretStoreText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Keychain)
};
} // namespace

QString keyEntryName(const QString &project)
{
    return QStringLiteral("gcp:%1:service-account-key").arg(project);
}

void InMemorySecretStore::answer(Callback done, Result r)
{
    if (m_unavailable)
        r = {Status::Unavailable,
             {},
             SecretStoreText::tr(
                 "No keychain is available (test: the in-memory keychain plays none).")};
    QTimer::singleShot(0, this, [done = std::move(done), r] { done(r); });
}

void InMemorySecretStore::read(const QString &key, Callback done)
{
    const auto it = m_entries.constFind(key);
    if (m_unavailable || it == m_entries.cend())
        answer(std::move(done),
               {Status::NotFound, {}, SecretStoreText::tr("No entry %1.").arg(key)});
    else
        answer(std::move(done), {Status::Ok, *it, {}});
}

void InMemorySecretStore::write(const QString &key, const QByteArray &data, Callback done)
{
    if (!m_unavailable)
        m_entries.insert(key, data);
    answer(std::move(done), {});
}

void InMemorySecretStore::remove(const QString &key, Callback done)
{
    if (!m_unavailable)
        m_entries.remove(key);
    answer(std::move(done), {});
}

} // namespace tpu::live
