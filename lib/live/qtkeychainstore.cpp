#include "live/qtkeychainstore.h"

#include <QCoreApplication>
#include <QTimer>
#include <qt6keychain/keychain.h>

namespace tpu::live {

namespace {
struct KeychainText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Keychain)
};
} // namespace

namespace {

// QtKeychain 0.13 reports a missing Secret Service (no D-Bus session, no daemon) as OtherError
// with the GLib message, not NoBackendAvailable; treat every "cannot reach it" error alike.
SecretStore::Result resultOf(QKeychain::Job *job)
{
    using S = SecretStore::Status;
    const QString why = job->errorString();
    const QString fix = KeychainText::tr(
        "Start a keychain (GNOME Keyring, KWallet or KeePassXC with Secret Service) in "
        "your desktop session and unlock it, then try again; or use the key for this "
        "session only.");
    switch (job->error()) {
    case QKeychain::NoError:
        return {S::Ok, {}, {}};
    case QKeychain::EntryNotFound:
        return {S::NotFound, {}, KeychainText::tr("The keychain has no such entry.")};
    case QKeychain::AccessDenied:
        return {
            S::Unavailable,
            {},
            KeychainText::tr("The keychain is locked or refused access (%1). %2").arg(why, fix)};
    case QKeychain::AccessDeniedByUser:
        return {
            S::Denied, {}, KeychainText::tr("Access to the keychain was refused in its prompt.")};
    case QKeychain::CouldNotDeleteEntry:
        return {S::Failed,
                {},
                KeychainText::tr("The keychain could not delete the entry (%1).").arg(why)};
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
    case QKeychain::OtherError:
        break;
    }
    return {
        S::Unavailable, {}, KeychainText::tr("No keychain is available (%1). %2").arg(why, fix)};
}

} // namespace

QtKeychainStore::QtKeychainStore(QString service, QObject *parent)
    : QObject(parent), m_service(std::move(service))
{
}

void QtKeychainStore::enqueue(std::function<void()> start)
{
    m_queue.push_back(std::move(start));
    if (!m_busy)
        next();
}

void QtKeychainStore::next()
{
    if (m_queue.empty()) {
        m_busy = false;
        return;
    }
    m_busy = true;
    auto start = std::move(m_queue.front());
    m_queue.pop_front();
    start();
}

void QtKeychainStore::run(QKeychain::Job *job, const QString &key, Callback done,
                          std::function<void(Result &, QKeychain::Job *)> adjust)
{
    job->setInsecureFallback(false); // never plain text in QSettings
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, done, adjust](QKeychain::Job *j) {
        Result r = resultOf(j);
        if (adjust)
            adjust(r, j);
        // A job cannot be started from another job's finished signal: go on later.
        QTimer::singleShot(0, this, [this, done, r] {
            done(r);
            next();
        });
    });
    job->start();
}

void QtKeychainStore::read(const QString &key, Callback done)
{
    enqueue([this, key, done = std::move(done)] {
        run(new QKeychain::ReadPasswordJob(m_service, this), key, done,
            [](Result &r, QKeychain::Job *j) {
                if (r.status == Status::Ok)
                    r.data = static_cast<QKeychain::ReadPasswordJob *>(j)->binaryData();
            });
    });
}

void QtKeychainStore::write(const QString &key, const QByteArray &data, Callback done)
{
    enqueue([this, key, data, done = std::move(done)] {
        auto *job = new QKeychain::WritePasswordJob(m_service, this);
        job->setBinaryData(data);
        run(job, key, done, {});
    });
}

void QtKeychainStore::remove(const QString &key, Callback done)
{
    enqueue([this, key, done = std::move(done)] {
        run(new QKeychain::DeletePasswordJob(m_service, this), key, done,
            [](Result &r, QKeychain::Job *) {
                if (r.status == Status::NotFound)
                    r = {}; // deleting what is not there leaves the keychain as wanted
            });
    });
}

} // namespace tpu::live
