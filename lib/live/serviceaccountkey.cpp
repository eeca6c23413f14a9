#include "live/serviceaccountkey.h"

#include "catalog/filekind.h"
#include "live/boundedreader.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QFile>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tpu::live {

namespace {
struct KeyFileText // the translation context of this file's messages
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
    // The same bound as a key file's, for keys that come another way (the window, the keychain).
    if (json.size() > limits::kKeyFileBytes)
        return fail(
            KeyFileText::tr("it is %1 bytes, larger than %2: a service-account key is about 2.4 KB")
                .arg(json.size())
                .arg(byteSize(limits::kKeyFileBytes)));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (!doc.isObject())
        return fail(KeyFileText::tr("it is not a JSON key file (%1 at byte %2)")
                        .arg(pe.errorString())
                        .arg(pe.offset));
    const QJsonObject o = doc.object();
    const QString type = o.value(QStringLiteral("type")).toString();
    if (type == QLatin1String("authorized_user"))
        return fail(
            KeyFileText::tr("it holds a user login (\"authorized_user\"), not a service-account "
                            "key; to use your own login, run \"gcloud auth login\" and connect "
                            "without a key"));
    if (type != QLatin1String("service_account"))
        return fail(
            KeyFileText::tr("its \"type\" is \"%1\", not \"service_account\"; create a key with "
                            "\"gcloud iam service-accounts keys create\"")
                .arg(model::printableText(type.left(100))));
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
            return fail(
                KeyFileText::tr("the field \"%1\" is missing or empty").arg(QLatin1String(field)));
    if (!k.privateKeyPem.contains("-----BEGIN"))
        return fail(KeyFileText::tr("the field \"private_key\" is not a PEM key"));
    if (!isSafeCredentialUrl(k.tokenUri))
        return fail(KeyFileText::tr("its \"token_uri\" (%1) is not an https address; the signed "
                                    "assertion would travel in clear text")
                        .arg(model::printableText(k.tokenUri.left(200))));
    k.json = json;
    return k;
}

std::optional<QByteArray> ServiceAccountKey::readFile(const QString &fileName, QString *error)
{
    const QString shown = model::printableText(fileName);
    auto fail = [error](const QString &why) -> std::optional<QByteArray> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat then says what it is.
    const int fd = ::open(QFile::encodeName(fileName).constData(),
                          O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0)
        return fail(
            QStringLiteral("%1: %2").arg(shown, QString::fromLocal8Bit(std::strerror(errno))));
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0)
        return fail(
            QStringLiteral("%1: %2").arg(shown, QString::fromLocal8Bit(std::strerror(errno))));
    if (!S_ISREG(st.st_mode))
        return fail(
            KeyFileText::tr("%1 is %2, not a key file; give the path of the JSON key file itself")
                .arg(shown, json::fileKindName(st.st_mode)));
    const qint64 limit = limits::kKeyFileBytes;
    auto tooLarge = [&](qint64 size) {
        return fail(KeyFileText::tr("%1 is %2 bytes, larger than %3: a service-account key file is "
                                    "about 2.4 KB. Check that this is the key file")
                        .arg(shown, QString::number(size), byteSize(limit)));
    };
    if (st.st_size > limit)
        return tooLarge(st.st_size);
    QByteArray data(limit + 1, Qt::Uninitialized);
    qint64 got = 0;
    while (got <= limit) { // the file may grow after fstat: read at most one byte past the bound
        const ssize_t n = ::read(fd, data.data() + got, size_t(limit + 1 - got));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return fail(
                QStringLiteral("%1: %2").arg(shown, QString::fromLocal8Bit(std::strerror(errno))));
        if (n == 0)
            break;
        got += n;
    }
    if (got > limit)
        return tooLarge(got);
    data.truncate(got);
    return data;
}

std::optional<ServiceAccountKey> ServiceAccountKey::load(const QString &fileName, QString *error)
{
    const auto data = readFile(fileName, error);
    if (!data)
        return std::nullopt;
    QString why;
    auto key = parse(*data, &why);
    if (!key && error)
        *error = KeyFileText::tr("%1 is not a usable service-account key: %2")
                     .arg(model::printableText(fileName), why);
    return key;
}

bool tokenUriAllowed(const QString &tokenUri, const QString &apiRoot, QString *error)
{
    const QUrl u(tokenUri);
    const QString host = u.host().toLower();
    const bool google = u.isValid() && u.scheme() == QLatin1String("https") &&
                        (u.port() == -1 || u.port() == 443) && u.userInfo().isEmpty() &&
                        (host == QLatin1String("oauth2.googleapis.com") ||
                         host == QLatin1String("accounts.google.com") ||
                         host == QLatin1String("www.googleapis.com"));
    if (google)
        return true;
    const QUrl root(apiRoot);
    const QHostAddress rootHost(root.host());
    const bool loopbackRoot = !apiRoot.isEmpty() && root.isValid() &&
                              (root.host() == QLatin1String("localhost") ||
                               (!rootHost.isNull() && rootHost.isLoopback()));
    if (loopbackRoot && u.scheme() == root.scheme() && u.host() == root.host() &&
        u.port() == root.port())
        return true;
    if (error)
        *error =
            loopbackRoot
                ? KeyFileText::tr("its \"token_uri\" (%1) is neither Google's token endpoint "
                                  "(https://oauth2.googleapis.com/token) nor on the API root %2")
                      .arg(model::printableText(tokenUri.left(200)), apiRoot)
                : KeyFileText::tr("its \"token_uri\" (%1) is not Google's token endpoint "
                                  "(https://oauth2.googleapis.com/token); the signed request is "
                                  "sent nowhere else")
                      .arg(model::printableText(tokenUri.left(200)));
    return false;
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
