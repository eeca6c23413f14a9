#pragma once

#include "live/secretstore.h"

#include <QObject>
#include <deque>
#include <functional>

namespace QKeychain {
class Job;
}

namespace tpu::live {

// The OS keychain through QtKeychain 0.13 (Secret Service via libsecret on Linux, KWallet on
// Plasma). Needs a running event loop, not widgets. Never falls back to plain text
// (setInsecureFallback(false)); without a keychain every job answers Status::Unavailable with
// a message that says why and how to fix it.
class QtKeychainStore final : public QObject, public SecretStore
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(QtKeychainStore)
public:
    explicit QtKeychainStore(QString service = QStringLiteral("io.github.tpu-planner"),
                             QObject *parent = nullptr);
    void read(const QString &key, Callback done) override;
    void write(const QString &key, const QByteArray &data, Callback done) override;
    void remove(const QString &key, Callback done) override;
    QString name() const override { return QStringLiteral("the OS keychain"); }

private:
    void enqueue(std::function<void()> start);
    void next();
    // Starts `job` for `key`; `adjust` may amend the result before `done` gets it.
    void run(QKeychain::Job *job, const QString &key, Callback done,
             std::function<void(Result &, QKeychain::Job *)> adjust);
    std::deque<std::function<void()>> m_queue;
    bool m_busy = false;
    QString m_service;
};

} // namespace tpu::live
