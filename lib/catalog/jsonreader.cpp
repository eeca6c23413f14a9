#include "catalog/jsonreader.h"

#include "catalog/filekind.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tpu::json {

namespace {
struct ReaderText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::json::Reader)
};
} // namespace

QJsonObject parseDocument(const QByteArray &bytes)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &err);
    if (err.error != QJsonParseError::NoError) {
        const QByteArray head = bytes.left(err.offset);
        const int line = int(head.count('\n')) + 1;
        const int column = int(err.offset - (head.lastIndexOf('\n') + 1)) + 1;
        throw ReadError(QStringLiteral("$"),
                        ReaderText::tr("not valid JSON at line %1, column %2: %3")
                            .arg(line)
                            .arg(column)
                            .arg(err.errorString()));
    }
    if (!doc.isObject())
        throw ReadError(QStringLiteral("$"), ReaderText::tr("the document must be a JSON object"));
    return doc.object();
}

QString fileKindName(mode_t mode)
{
    if (S_ISDIR(mode))
        return ReaderText::tr("a folder");
    if (S_ISFIFO(mode))
        return ReaderText::tr("a FIFO (named pipe)");
    if (S_ISSOCK(mode))
        return ReaderText::tr("a socket");
    if (S_ISCHR(mode))
        return ReaderText::tr("a character device");
    if (S_ISBLK(mode))
        return ReaderText::tr("a block device");
    return ReaderText::tr("not a regular file");
}

QByteArray readBounded(const QString &fileName, qint64 maxBytes, const QString &what,
                       QString *error)
{
    auto notRegular = [&](mode_t mode) {
        *error = ReaderText::tr("%1: is %2, not a %3 file; choose a regular file")
                     .arg(fileName, fileKindName(mode), what);
        return QByteArray();
    };
    QFile f;
    qint64 size = 0;
    if (fileName.startsWith(QLatin1Char(':'))) { // a Qt resource (the built-in catalog)
        f.setFileName(fileName);
        if (!f.open(QIODevice::ReadOnly)) {
            *error =
                ReaderText::tr("%1: cannot open the %2: %3").arg(fileName, what, f.errorString());
            return {};
        }
        size = f.size();
    } else {
        // Refused before open(): opening a FIFO waits for a writer, a device may act on open.
        const QByteArray path = QFile::encodeName(fileName);
        struct stat st = {};
        if (::stat(path.constData(), &st) == 0 && !S_ISREG(st.st_mode))
            return notRegular(st.st_mode);
        // O_NONBLOCK: should a FIFO replace the file after the check, open() still returns at
        // once, and fstat() below refuses it.
        const int fd = ::open(path.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
        if (fd < 0) {
            *error = ReaderText::tr("%1: cannot open the %2: %3")
                         .arg(fileName, what, QString::fromLocal8Bit(std::strerror(errno)));
            return {};
        }
        if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
            ::close(fd);
            return notRegular(st.st_mode);
        }
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        if (!f.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
            ::close(fd);
            *error =
                ReaderText::tr("%1: cannot open the %2: %3").arg(fileName, what, f.errorString());
            return {};
        }
        size = st.st_size;
    }
    auto tooLarge = [&] {
        *error = ReaderText::tr("%1: the %2 file is larger than %3 MiB, far larger than any real "
                                "one; it was not read. Check that this is the right file.")
                     .arg(fileName, what, QString::number(maxBytes / (1024 * 1024)));
        return QByteArray();
    };
    if (size > maxBytes)
        return tooLarge();
    const QByteArray bytes = f.read(maxBytes + 1); // a file may grow while it is read
    if (bytes.size() > maxBytes)
        return tooLarge();
    if (f.error() != QFileDevice::NoError) {
        *error = ReaderText::tr("%1: cannot read the %2: %3").arg(fileName, what, f.errorString());
        return {};
    }
    return bytes;
}

QString echo(const QString &value)
{
    if (value.size() <= kEchoChars)
        return value;
    qsizetype n = kEchoChars;
    if (value.at(n - 1).isHighSurrogate())
        --n; // never half a character
    return ReaderText::tr("%1… (%2 characters)").arg(value.left(n), QString::number(value.size()));
}

QString numberText(double value)
{
    if (std::isfinite(value) && std::floor(value) == value && std::fabs(value) < 9.0e15)
        return QString::number(qint64(value));
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString indexPath(const QString &arrayPath, int index)
{
    return arrayPath + QLatin1Char('[') + QString::number(index) + QLatin1Char(']');
}

static QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return ReaderText::tr("a boolean");
    case QJsonValue::Double:
        return ReaderText::tr("a number");
    case QJsonValue::String:
        return ReaderText::tr("a string");
    case QJsonValue::Array:
        return ReaderText::tr("an array");
    case QJsonValue::Object:
        return ReaderText::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("missing");
}

ObjectReader::ObjectReader(const QJsonValue &value, QString path) : m_path(std::move(path))
{
    if (!value.isObject())
        throw ReadError(m_path, ReaderText::tr("must be an object, found %1").arg(typeName(value)));
    m_object = value.toObject();
}

QString ObjectReader::pathOf(const QString &key) const
{
    return m_path + QLatin1Char('.') + echo(key); // paths are for messages
}

void ObjectReader::fail(const QString &key, const QString &rule) const
{
    throw ReadError(key.isEmpty() ? m_path : pathOf(key), rule);
}

QJsonValue ObjectReader::take(const QString &key, bool required)
{
    m_read.insert(key);
    const auto it = m_object.constFind(key);
    if (it == m_object.constEnd()) {
        if (required)
            fail(key, ReaderText::tr("required key \"%1\" is missing").arg(echo(key)));
        return QJsonValue(QJsonValue::Undefined);
    }
    return it.value();
}

QString ObjectReader::string(const QString &key)
{
    const QJsonValue v = take(key, true);
    if (!v.isString())
        fail(key, ReaderText::tr("must be a string, found %1").arg(typeName(v)));
    return v.toString();
}

std::optional<QString> ObjectReader::optString(const QString &key)
{
    if (!m_object.contains(key)) {
        m_read.insert(key);
        return std::nullopt;
    }
    return string(key);
}

QString ObjectReader::nullableString(const QString &key)
{
    const QJsonValue v = take(key, true);
    if (v.isNull())
        return {};
    if (!v.isString())
        fail(key, ReaderText::tr("must be a string or null, found %1").arg(typeName(v)));
    return v.toString();
}

static bool isWhole(double d)
{
    return std::isfinite(d) && std::floor(d) == d && std::fabs(d) < 1e15;
}

int ObjectReader::integer(const QString &key, int min, int max)
{
    const QJsonValue v = take(key, true);
    if (!v.isDouble() || !isWhole(v.toDouble()))
        fail(key, ReaderText::tr("must be a whole number, found %1").arg(typeName(v)));
    const double d = v.toDouble();
    if (d < min || d > max)
        fail(key, ReaderText::tr("must be between %1 and %2, found %3")
                      .arg(QString::number(min), QString::number(max), numberText(d)));
    return int(d);
}

std::optional<int> ObjectReader::optInteger(const QString &key, int min, int max)
{
    if (!m_object.contains(key)) {
        m_read.insert(key);
        return std::nullopt;
    }
    return integer(key, min, max);
}

std::optional<int> ObjectReader::nullableInteger(const QString &key, int min, int max)
{
    const QJsonValue v = take(key, true);
    if (v.isNull())
        return std::nullopt;
    return integer(key, min, max);
}

std::optional<double> ObjectReader::nullableNumber(const QString &key, double max)
{
    const QJsonValue v = take(key, true);
    if (v.isNull())
        return std::nullopt;
    if (!v.isDouble())
        fail(key, ReaderText::tr("must be a number or null, found %1").arg(typeName(v)));
    if (v.toDouble() < 0)
        fail(key, ReaderText::tr("must not be negative"));
    if (v.toDouble() > max)
        fail(key, ReaderText::tr("must be at most %1, found %2")
                      .arg(numberText(max), numberText(v.toDouble())));
    return v.toDouble();
}

bool ObjectReader::boolean(const QString &key)
{
    const QJsonValue v = take(key, true);
    if (!v.isBool())
        fail(key, ReaderText::tr("must be true or false, found %1").arg(typeName(v)));
    return v.toBool();
}

std::optional<bool> ObjectReader::optBoolean(const QString &key)
{
    if (!m_object.contains(key)) {
        m_read.insert(key);
        return std::nullopt;
    }
    return boolean(key);
}

QStringList ObjectReader::stringList(const QString &key, bool allowEmpty)
{
    const QJsonValue v = take(key, true);
    if (!v.isArray())
        fail(key, ReaderText::tr("must be an array of strings, found %1").arg(typeName(v)));
    QStringList out;
    const QJsonArray a = v.toArray();
    for (int i = 0; i < a.size(); ++i) {
        if (!a.at(i).isString())
            throw ReadError(indexPath(pathOf(key), i),
                            ReaderText::tr("must be a string, found %1").arg(typeName(a.at(i))));
        out << a.at(i).toString();
    }
    if (!allowEmpty && out.isEmpty())
        fail(key, ReaderText::tr("must not be empty"));
    return out;
}

QJsonArray ObjectReader::array(const QString &key)
{
    const QJsonValue v = take(key, true);
    if (!v.isArray())
        fail(key, ReaderText::tr("must be an array, found %1").arg(typeName(v)));
    return v.toArray();
}

QJsonValue ObjectReader::value(const QString &key)
{
    return take(key, true);
}

QJsonValue ObjectReader::optValue(const QString &key)
{
    return take(key, false);
}

void ObjectReader::finish() const
{
    QStringList unknown;
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
        if (!m_read.contains(it.key()))
            unknown << it.key();
    }
    if (!unknown.isEmpty())
        fail(unknown.first(), ReaderText::tr("unknown key \"%1\"").arg(echo(unknown.first())));
}

} // namespace tpu::json
