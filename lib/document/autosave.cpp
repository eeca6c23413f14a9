#include "document/autosave.h"

#include "catalog/jsonreader.h"
#include "model/atomicfile.h"
#include "model/planfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

namespace tpu::document {

namespace {
struct AutosaveText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::document::Autosave)
};
} // namespace

namespace {
const QLatin1String kSuffix(".json");

QString lockOf(const QString &slotJson)
{
    return slotJson.left(slotJson.size() - kSuffix.size()) + QStringLiteral(".lock");
}
} // namespace

Autosave::Autosave(QString dir) : m_dir(std::move(dir)) {}

Autosave::~Autosave() = default; // QLockFile unlocks; the slot's .json stays unless discarded

QString Autosave::defaultDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/autosave");
}

bool Autosave::claim()
{
    if (m_lock)
        return true;
    if (!model::io::makePrivateDir(m_dir).isEmpty())
        return false;
    const QString slot = QDir(m_dir).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces));
    auto lock = std::make_unique<QLockFile>(slot + QStringLiteral(".lock"));
    lock->setStaleLockTime(0); // a running session's lock never goes stale by age
    if (!lock->tryLock(0))
        return false;
    QFile::setPermissions(slot + QStringLiteral(".lock"), QFile::ReadOwner | QFile::WriteOwner);
    m_lock = std::move(lock);
    m_slotFile = slot + kSuffix;
    return true;
}

QString Autosave::write(const model::Plan &plan, const QString &originalFile)
{
    if (!claim())
        return AutosaveText::tr("cannot create an autosave slot in %1").arg(m_dir);
    QJsonObject o;
    o.insert(QStringLiteral("autosaveOf"), originalFile);
    o.insert(QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    o.insert(QStringLiteral("plan"), model::PlanFile::toJson(plan));
    return model::io::writeFile(m_slotFile, QJsonDocument(o).toJson(),
                                model::io::Access::OwnerOnly);
}

void Autosave::discard()
{
    if (!m_slotFile.isEmpty())
        QFile::remove(m_slotFile);
}

std::vector<Autosave::Orphan> Autosave::orphans() const
{
    std::vector<Orphan> out;
    const QDir dir(m_dir);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QString path = dir.filePath(name);
        if (path == m_slotFile)
            continue;
        auto lock = std::make_shared<QLockFile>(lockOf(path));
        lock->setStaleLockTime(0);
        if (!lock->tryLock(0)) // takes over a stale lock of a process that no longer runs
            continue;          // a running window's slot, or one another window is offering
        QString error;
        const QByteArray bytes = json::readBounded(path, model::PlanFile::kMaxFileBytes + 4096,
                                                   QStringLiteral("autosave"), &error);
        if (!error.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(bytes).object();
        const auto loaded = model::PlanFile::fromBytes(
            QJsonDocument(o.value(QStringLiteral("plan")).toObject()).toJson(), path);
        if (!loaded.plan)
            continue;
        out.push_back(
            {path, o.value(QStringLiteral("autosaveOf")).toString(),
             QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODate),
             *loaded.plan, lock});
    }
    std::sort(out.begin(), out.end(),
              [](const Orphan &a, const Orphan &b) { return a.savedAt > b.savedAt; });
    return out;
}

void Autosave::removeOrphan(const Orphan &orphan)
{
    QFile::remove(orphan.path);
    if (orphan.lock)
        orphan.lock->unlock(); // removes the lock file
}

} // namespace tpu::document
