#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>
#include <functional>

namespace tpu::live {

// Where a service-account key imported in the GUI is kept: the OS keychain, never a file.
// Asynchronous (the real keychain answers over D-Bus); each callback is called exactly once,
// later, from the event loop. Jobs run one at a time in the order given.
class SecretStore
{
public:
    enum class Status
    {
        Ok,
        NotFound,
        Unavailable, // no keychain: no D-Bus session, no Secret Service, or a locked collection
        Denied,
        Failed
    };
    struct Result
    {
        Status status = Status::Ok;
        QByteArray data; // read(): the secret
        QString message; // what went wrong and how to fix it, for the user
    };
    using Callback = std::function<void(const Result &)>;

    virtual ~SecretStore() = default;
    virtual void read(const QString &key, Callback done) = 0;
    virtual void write(const QString &key, const QByteArray &data, Callback done) = 0;
    virtual void remove(const QString &key, Callback done) = 0;
    virtual QString name() const = 0; // "the OS keychain"
};

// The keychain entry of a project's service-account key: "gcp:<project>:service-account-key".
QString keyEntryName(const QString &project);

// For unit tests: a keychain in memory, which can also play an unavailable one.
class InMemorySecretStore final : public QObject, public SecretStore
{
    Q_OBJECT
public:
    using QObject::QObject;
    void read(const QString &key, Callback done) override;
    void write(const QString &key, const QByteArray &data, Callback done) override;
    void remove(const QString &key, Callback done) override;
    QString name() const override { return QStringLiteral("the in-memory test keychain"); }

    void setUnavailable(bool unavailable) { m_unavailable = unavailable; }
    const QHash<QString, QByteArray> &entries() const { return m_entries; }

private:
    void answer(Callback done, Result r);
    QHash<QString, QByteArray> m_entries;
    bool m_unavailable = false;
};

} // namespace tpu::live
