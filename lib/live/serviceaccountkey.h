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
    static std::optional<ServiceAccountKey> load(const QString &fileName, QString *error);
};

// True when `url` may carry a credential: https, or http to a loopback address (tests and
// local endpoints). Anything else would send a token or signed assertion in clear text.
bool isSafeCredentialUrl(const QString &url);

} // namespace tpu::live
