#include "live/jwt.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QList>
#include <memory>
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

namespace tpu::live {

namespace {
struct JwtText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::Jwt)
};
} // namespace

namespace {

struct BioFree
{
    void operator()(BIO *b) const { BIO_free(b); }
};
struct PkeyFree
{
    void operator()(EVP_PKEY *k) const { EVP_PKEY_free(k); }
};
struct MdCtxFree
{
    void operator()(EVP_MD_CTX *c) const { EVP_MD_CTX_free(c); }
};
using BioPtr = std::unique_ptr<BIO, BioFree>;
using PkeyPtr = std::unique_ptr<EVP_PKEY, PkeyFree>;
using MdCtxPtr = std::unique_ptr<EVP_MD_CTX, MdCtxFree>;

QString opensslError()
{
    const unsigned long e = ERR_get_error();
    ERR_clear_error();
    if (e == 0)
        return JwtText::tr("unknown OpenSSL error");
    char buf[256];
    ERR_error_string_n(e, buf, sizeof buf);
    return QString::fromLatin1(buf);
}

// Never passes a password callback: an encrypted key fails instead of prompting on a terminal.
int noPassword(char *, int, int, void *)
{
    return -1;
}

PkeyPtr readPrivateKey(const QByteArray &pem)
{
    BioPtr bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    return PkeyPtr(bio ? PEM_read_bio_PrivateKey(bio.get(), nullptr, noPassword, nullptr)
                       : nullptr);
}

PkeyPtr readPublicKey(const QByteArray &pem)
{
    if (pem.contains("PRIVATE KEY"))
        return readPrivateKey(pem);
    BioPtr bio(BIO_new_mem_buf(pem.constData(), int(pem.size())));
    return PkeyPtr(bio ? PEM_read_bio_PUBKEY(bio.get(), nullptr, noPassword, nullptr) : nullptr);
}

QByteArray compactJson(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

QByteArray base64Url(const QByteArray &data)
{
    return data.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

QByteArray fromBase64Url(const QByteArray &text)
{
    return QByteArray::fromBase64(text, QByteArray::Base64UrlEncoding);
}

QByteArray signJwtRs256(const QJsonObject &header, const QJsonObject &claims,
                        const QByteArray &privateKeyPem, QString *error)
{
    const PkeyPtr key = readPrivateKey(privateKeyPem);
    if (!key) {
        if (error)
            *error = JwtText::tr("the private key cannot be read (%1)").arg(opensslError());
        return {};
    }
    if (EVP_PKEY_base_id(key.get()) != EVP_PKEY_RSA) {
        if (error)
            *error = JwtText::tr("the private key is not an RSA key");
        return {};
    }
    const QByteArray input = base64Url(compactJson(header)) + '.' + base64Url(compactJson(claims));
    MdCtxPtr ctx(EVP_MD_CTX_new());
    size_t len = 0;
    if (!ctx || EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1 ||
        EVP_DigestSign(ctx.get(), nullptr, &len,
                       reinterpret_cast<const unsigned char *>(input.constData()),
                       size_t(input.size())) != 1) {
        if (error)
            *error = JwtText::tr("signing failed (%1)").arg(opensslError());
        return {};
    }
    QByteArray sig(int(len), Qt::Uninitialized);
    if (EVP_DigestSign(ctx.get(), reinterpret_cast<unsigned char *>(sig.data()), &len,
                       reinterpret_cast<const unsigned char *>(input.constData()),
                       size_t(input.size())) != 1) {
        if (error)
            *error = JwtText::tr("signing failed (%1)").arg(opensslError());
        return {};
    }
    sig.resize(int(len));
    return input + '.' + base64Url(sig);
}

bool verifyJwtRs256(const QByteArray &jwt, const QByteArray &keyPem, QJsonObject *header,
                    QJsonObject *claims, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QList<QByteArray> parts = jwt.split('.');
    if (parts.size() != 3)
        return fail(
            QStringLiteral("not a compact JWS (expected 3 parts, got %1)").arg(parts.size()));
    QJsonParseError pe;
    const QJsonDocument h = QJsonDocument::fromJson(fromBase64Url(parts[0]), &pe);
    if (!h.isObject())
        return fail(QStringLiteral("the JWT header is not a JSON object"));
    if (h.object().value(QStringLiteral("alg")).toString() != QLatin1String("RS256"))
        return fail(QStringLiteral("the JWT header's alg is not RS256"));
    const QJsonDocument c = QJsonDocument::fromJson(fromBase64Url(parts[1]), &pe);
    if (!c.isObject())
        return fail(QStringLiteral("the JWT claims are not a JSON object"));
    const PkeyPtr key = readPublicKey(keyPem);
    if (!key)
        return fail(QStringLiteral("the public key cannot be read (%1)").arg(opensslError()));
    const QByteArray input = parts[0] + '.' + parts[1];
    const QByteArray sig = fromBase64Url(parts[2]);
    MdCtxPtr ctx(EVP_MD_CTX_new());
    if (!ctx || EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key.get()) != 1)
        return fail(QStringLiteral("verification could not start (%1)").arg(opensslError()));
    if (EVP_DigestVerify(ctx.get(), reinterpret_cast<const unsigned char *>(sig.constData()),
                         size_t(sig.size()),
                         reinterpret_cast<const unsigned char *>(input.constData()),
                         size_t(input.size())) != 1) {
        ERR_clear_error();
        return fail(QStringLiteral("the RS256 signature does not verify"));
    }
    if (header)
        *header = h.object();
    if (claims)
        *claims = c.object();
    return true;
}

} // namespace tpu::live
