#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace tpu::live {

// A Google service-account key file (JSON, "type": "service_account"). Held in memory only;
// the private key never goes to a log, setting, plan or report.
struct ServiceAccountKey
{
    QString projectId;
    QString clientEmail;
    QString privateKeyId;
    QByteArray privateKeyPem;
    QString tokenUri;
    QByteArray json; // the file as read, for the keychain

    // Parses a key file's text. On failure returns nullopt with `error` saying what is wrong
    // (never quoting the key).
    static std::optional<ServiceAccountKey> parse(const QByteArray &json, QString *error);
    // Reads and parses a key file: a regular file of at most limits::kKeyFileBytes. A FIFO, a
    // device or a directory is refused at once, without waiting on it or reading it.
    static std::optional<ServiceAccountKey> load(const QString &fileName, QString *error);
    static std::optional<QByteArray> readFile(const QString &fileName, QString *error);
};

// The key's token_uri receives the signed assertion: it must be https on Google's token host
// (oauth2.googleapis.com; accounts.google.com and www.googleapis.com for older keys), or, when
// `apiRoot` (--api-root) names a loopback fake, that same loopback origin.
bool tokenUriAllowed(const QString &tokenUri, const QString &apiRoot, QString *error);

// True when `url` may carry a credential: https, or http to a loopback address (tests and
// local endpoints). Anything else would send a token or signed assertion in clear text.
bool isSafeCredentialUrl(const QString &url);

} // namespace tpu::live
