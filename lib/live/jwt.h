#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace tpu::live {

// base64url without padding (RFC 7515 §2).
QByteArray base64Url(const QByteArray &data);
QByteArray fromBase64Url(const QByteArray &text);

// A compact JWS signed with RS256 (RSASSA-PKCS1-v1_5 with SHA-256) over `header`.`claims`,
// using OpenSSL libcrypto. `privateKeyPem` is a PKCS#8 or PKCS#1 PEM key. Empty on failure,
// with `error` saying why (never the key itself).
QByteArray signJwtRs256(const QJsonObject &header, const QJsonObject &claims,
                        const QByteArray &privateKeyPem, QString *error);

// Verifies a compact RS256 JWS with a PEM public key (SubjectPublicKeyInfo) or a PEM private
// key's public half. Fills `header` and `claims` when the signature holds. For the tests' fake
// token endpoint, and for checking a key file's key pair.
bool verifyJwtRs256(const QByteArray &jwt, const QByteArray &keyPem, QJsonObject *header,
                    QJsonObject *claims, QString *error);

} // namespace tpu::live
