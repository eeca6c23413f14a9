#include "model/jsonfile.h"

#include "model/atomicfile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace tpu::model::jsonfile {

namespace {
struct JsonFileText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::JsonFile)
};
} // namespace

QString refusedAt(const QString &origin, const json::ReadError &e)
{
    return JsonFileText::tr("%1: at %2: %3").arg(origin, e.path, e.rule);
}

QString save(const QString &fileName, const QByteArray &bytes, const io::FileStamp *unchangedSince,
             const std::function<QString()> &refusal)
{
    const bool existed = QFileInfo::exists(fileName);
    QString error = refusal ? refusal() : QString();
    if (error.isEmpty())
        error = io::writeFile(fileName, bytes, io::Access::OwnerOnly, false, unchangedSince);
    if (error.isEmpty())
        return {};
    return existed ? JsonFileText::tr("%1; the previous file is unchanged").arg(error)
                   : JsonFileText::tr("%1; no file was created").arg(error);
}

} // namespace tpu::model::jsonfile
