#pragma once
// The document files (a plan, a capacity review, the live catalog overlay) read and written one
// way: read whole but bounded (json::readBounded), parsed strictly with the place of a refusal
// (json::parseDocument, json::ReadError), and written atomically, owner only (io::writeFile),
// only when the bytes pass the loader's own validation.

#include "catalog/jsonreader.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <functional>
#include <optional>

namespace tpu::model {

namespace io {
struct FileStamp;
}

namespace jsonfile {

// "ORIGIN: at $.requests[2].team: must not be empty".
QString refusedAt(const QString &origin, const json::ReadError &e);

// The document `read` makes of `bytes` (it walks the root object and throws json::ReadError), or
// nullopt and `*error` as refusedAt() says it, a syntax error with its line and column.
template <class T, class Read>
std::optional<T> parse(const QByteArray &bytes, const QString &origin, Read read, QString *error)
{
    try {
        return read(json::parseDocument(bytes));
    } catch (const json::ReadError &e) {
        *error = refusedAt(origin, e);
        return std::nullopt;
    }
}

// `fileName` read whole, never more than `maxBytes` (`what` names the kind in the error: "plan"),
// then made into a document by `fromBytes(bytes, &error)`: nullopt and `*error` when either
// refuses.
template <class T, class FromBytes>
std::optional<T> load(const QString &fileName, qint64 maxBytes, const QString &what,
                      FromBytes fromBytes, QString *error)
{
    const QByteArray bytes = json::readBounded(fileName, maxBytes, what, error);
    if (!error->isEmpty())
        return std::nullopt;
    return fromBytes(bytes, error);
}

// load() of a document that parse() reads with `read`, the file's name as the origin.
template <class T, class Read>
std::optional<T> loadDocument(const QString &fileName, qint64 maxBytes, const QString &what,
                              Read read, QString *error)
{
    return load<T>(
        fileName, maxBytes, what,
        [&](const QByteArray &bytes, QString *e) { return parse<T>(bytes, fileName, read, e); },
        error);
}

// Writes `bytes` to `fileName` atomically, readable by its owner only, when `refusal` (the
// loader's validation of these bytes: empty when they load back as they should) finds nothing;
// with `unchangedSince`, only if the file is still what it was then. Returns the error, ending
// "; the previous file is unchanged" or "; no file was created", empty on success.
QString save(const QString &fileName, const QByteArray &bytes, const io::FileStamp *unchangedSince,
             const std::function<QString()> &refusal = {});

} // namespace jsonfile
} // namespace tpu::model
