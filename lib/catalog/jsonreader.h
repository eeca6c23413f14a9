#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>
#include <optional>
#include <stdexcept>

namespace tpu::json {

// Thrown by the readers below; `path` is a JSON path such as "$.topologies[3].chips".
struct ReadError : std::runtime_error
{
    ReadError(QString p, QString r)
        : std::runtime_error(r.toStdString()), path(std::move(p)), rule(std::move(r))
    {
    }
    QString path, rule;
};

// Parses a whole document; a syntax error names the line and column.
QJsonObject parseDocument(const QByteArray &bytes);

// Reads `fileName` whole, but never more than `maxBytes`: a larger file (or an endless one such
// as /dev/zero) is refused after reading at most maxBytes + 1 bytes. `what` names the file's kind
// in the error ("plan", "catalog"). Sets `error` ("FILE: cannot open the plan: ...", "FILE: the
// plan is larger than 1 MiB; ...") on failure.
QByteArray readBounded(const QString &fileName, qint64 maxBytes, const QString &what,
                       QString *error);

// Reads one JSON object strictly: every key read is marked, and finish() refuses the ones no
// reader asked for, so a misspelt key is an error instead of a silently ignored value.
class ObjectReader
{
public:
    ObjectReader(const QJsonValue &value, QString path);

    const QString &path() const { return m_path; }
    QString pathOf(const QString &key) const;
    bool has(const QString &key) const { return m_object.contains(key); }
    QStringList keys() const { return m_object.keys(); }

    QString string(const QString &key);
    std::optional<QString> optString(const QString &key); // absent -> nullopt; null refused
    QString nullableString(const QString &key);           // required key, null -> ""
    // Numbers are bounded: no catalog or plan number is anywhere near these defaults, and the
    // bounds keep every total computed from them within 64 bits.
    static constexpr int kMaxInteger = 100'000'000;
    static constexpr double kMaxNumber = 10'000'000.0;
    int integer(const QString &key, int min = INT_MIN, int max = kMaxInteger);
    std::optional<int> optInteger(const QString &key, int min = INT_MIN, int max = INT_MAX);
    std::optional<int> nullableInteger(const QString &key, int min = INT_MIN,
                                       int max = kMaxInteger);
    std::optional<double> nullableNumber(const QString &key, double max = kMaxNumber);
    bool boolean(const QString &key);
    std::optional<bool> optBoolean(const QString &key);
    QStringList stringList(const QString &key, bool allowEmpty = true);
    QJsonArray array(const QString &key);
    QJsonValue value(const QString &key);    // required, any type
    QJsonValue optValue(const QString &key); // absent -> Undefined
    void finish() const;

    [[noreturn]] void fail(const QString &key, const QString &rule) const;

private:
    QJsonValue take(const QString &key, bool required);

    QJsonObject m_object;
    QString m_path;
    QSet<QString> m_read;
};

QString indexPath(const QString &arrayPath, int index);

// A number as a message shows it: exactly. A whole number is written with all its digits
// (1000001, never "1e+06"), another in the shortest form that reads back the same.
QString numberText(double value);

// A value from a file or a command line as a message echoes it: at most kEchoChars characters
// (then "… (N characters)"), so that a huge name cannot make a huge message.
constexpr int kEchoChars = 80;
QString echo(const QString &value);

} // namespace tpu::json
