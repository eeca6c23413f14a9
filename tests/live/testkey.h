#pragma once
// A throw-away RSA key pair generated at test time with OpenSSL: no private key is committed.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <openssl/bio.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/rsa.h>

struct TestKeyPair
{
    QByteArray privatePem, publicPem;

    static TestKeyPair generate(int bits = 2048)
    {
        TestKeyPair k;
        EVP_PKEY *pkey = EVP_RSA_gen(static_cast<unsigned>(bits));
        BIO *priv = BIO_new(BIO_s_mem());
        BIO *pub = BIO_new(BIO_s_mem());
        PEM_write_bio_PrivateKey(priv, pkey, nullptr, nullptr, 0, nullptr, nullptr);
        PEM_write_bio_PUBKEY(pub, pkey);
        char *data = nullptr;
        long n = BIO_get_mem_data(priv, &data);
        k.privatePem = QByteArray(data, int(n));
        n = BIO_get_mem_data(pub, &data);
        k.publicPem = QByteArray(data, int(n));
        BIO_free(priv);
        BIO_free(pub);
        EVP_PKEY_free(pkey);
        return k;
    }

    // A service-account key file as Google issues it, pointing at `tokenUri`.
    QByteArray keyJson(
        const QString &tokenUri, const QString &project = QStringLiteral("demo-project"),
        const QString &email = QStringLiteral("planner@demo-project.iam.gserviceaccount.com")) const
    {
        return QJsonDocument(
                   QJsonObject{{"type", "service_account"},
                               {"project_id", project},
                               {"private_key_id", "0123456789abcdef0123456789abcdef01234567"},
                               {"private_key", QString::fromLatin1(privatePem)},
                               {"client_email", email},
                               {"client_id", "100000000000000000001"},
                               {"auth_uri", "https://accounts.google.com/o/oauth2/auth"},
                               {"token_uri", tokenUri}})
            .toJson();
    }
};
