#include "serviceaccountkey.h"

#include <QCoreApplication>
#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace tpu::live {

namespace {
struct Text // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::ServiceAccountKey)
};
} // namespace

std::optional<ServiceAccountKey> ServiceAccountKey::parse(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<ServiceAccountKey> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject())
        return fail(Text::tr("it is not a JSON key file (%1 at byte %2)")
                        .arg(pe.errorString())
                        .arg(pe.offset));
    const QJsonObject o = doc.object();
    const QString type = o.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("authorized_user"))
        return fail(Text::tr("it holds a user login (\"authorized_user\"), not a service-account "
                             "key; to use your own login, run \"gcloud auth login\" and connect "
                             "without a key"));
    if (type != QLatin1String("service_account"))
        return fail(Text::tr("its \"type\" is \"%1\", not \"service_account\"; create a key with "
                             "\"gcloud iam service-accounts keys create\"")
                        .arg(type));
    ServiceAccountKey k;
    k.projectId = o.value(QStringLiteral("project_id")).toString();
    k.clientEmail = o.value(QStringLiteral("client_email")).toString();
    k.privateKeyId = o.value(QStringLiteral("private_key_id")).toString();
    k.privateKeyPem = o.value(QStringLiteral("private_key")).toString().toUtf8();
    k.tokenUri = o.value(QStringLiteral("token_uri")).toString();
    if (k.tokenUri.isEmpty())
        k.tokenUri = QStringLiteral("https://oauth2.googleapis.com/token");
    for (const auto &[field, value] :
         {std::pair{"client_email", k.clientEmail},
          std::pair{"private_key", QString::fromUtf8(k.privateKeyPem)}})
        if (value.isEmpty())
            return fail(Text::tr("the field \"%1\" is missing or empty").arg(QLatin1String(field)));
    if (!k.privateKeyPem.contains("-----BEGIN"))
        return fail(Text::tr("the field \"private_key\" is not a PEM key"));
    if (!isSafeCredentialUrl(k.tokenUri))
        return fail(Text::tr("its \"token_uri\" (%1) is not an https address; the signed "
                             "assertion would travel in clear text")
                        .arg(k.tokenUri));
    k.json = json;
    return k;
}

std::optional<ServiceAccountKey> ServiceAccountKey::load(const QString &fileName, QString *error)
{
    QFile f(fileName);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(fileName, f.errorString());
        return std::nullopt;
    }
    QString why;
    auto key = parse(f.readAll(), &why);
    if (!key && error)
        *error = Text::tr("%1 is not a usable service-account key: %2").arg(fileName, why);
    return key;
}

bool isSafeCredentialUrl(const QString &url)
{
    const QUrl u(url);
    if (!u.isValid() || u.host().isEmpty())
        return false;
    if (u.scheme() == QLatin1String("https"))
        return true;
    if (u.scheme() != QLatin1String("http"))
        return false;
    if (u.host() == QLatin1String("localhost"))
        return true;
    const QHostAddress a(u.host());
    return !a.isNull() && a.isLoopback();
}

} // namespace tpu::live
