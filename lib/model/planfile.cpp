#include "model/planfile.h"

#include "catalog/jsonreader.h"
#include "model/jsonfile.h"
#include "model/planfields.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <map>
#include <memory>

namespace tpu::model {

namespace {
struct PlanFileText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::PlanFile)
};
} // namespace

using json::ObjectReader;

namespace {
// What a new plan writes into the nested object `path` (its fields only).
QJsonObject defaultObject(const QString &path)
{
    const Plan fresh;
    QJsonObject o;
    for (const PlanField &f : planFields())
        if (f.fileParent() == path)
            o.insert(f.fileLeaf(), f.write(fresh));
    return o;
}
} // namespace

QJsonObject PlanFile::toJson(const Plan &p)
{
    // Nested objects are built innermost first and put into their parent at the end; every key
    // comes from the field table (planfields.cpp), except the schema version and the region,
    // which is derived from the zone (checked on load).
    QJsonObject root;
    root.insert(QStringLiteral("schemaVersion"), kSchemaVersion);
    std::map<QString, QJsonObject> objects;
    for (const PlanField &f : planFields()) {
        const QString parent = f.fileParent();
        (parent.isEmpty() ? root : objects[parent]).insert(f.fileLeaf(), f.write(p));
        if (f.fileKey == QLatin1String("zone"))
            root.insert(QStringLiteral("region"), p.region());
    }
    const auto &nested = planFileObjects();
    for (auto it = nested.rbegin(); it != nested.rend(); ++it) {
        const int dot = it->path.lastIndexOf(QLatin1Char('.'));
        QJsonObject &into = dot < 0 ? root : objects[it->path.left(dot)];
        if (it->omitWhenDefault && objects[it->path] == defaultObject(it->path))
            continue;
        into.insert(it->path.mid(dot + 1), objects[it->path]);
    }
    return root;
}

QByteArray PlanFile::toBytes(const Plan &plan)
{
    return QJsonDocument(toJson(plan)).toJson(QJsonDocument::Indented);
}

namespace {

// The readers of a plan file's objects while its fields are read in the table's order: an object
// is opened when its first field is read and finished (its unknown keys refused) when the fields
// move on, so an error names the first wrong key in file order.
class NestedReaders
{
public:
    explicit NestedReaders(ObjectReader &root) : m_root(root) {}

    // The reader of `path` ("" is the root); null when it is an optional object the file lacks.
    ObjectReader *open(const QString &path)
    {
        closeOutside(path);
        if (path.isEmpty())
            return &m_root;
        if (!m_open.empty() && m_open.back().first == path)
            return m_open.back().second.get();
        const int dot = path.lastIndexOf(QLatin1Char('.'));
        ObjectReader *parent = open(dot < 0 ? QString() : path.left(dot));
        if (!parent)
            return nullptr;
        const QString key = path.mid(dot + 1);
        if (!parent->has(key) && isOptional(path))
            return nullptr;
        m_open.emplace_back(
            path, std::make_unique<ObjectReader>(parent->value(key), parent->pathOf(key)));
        return m_open.back().second.get();
    }
    void finish()
    {
        closeOutside(QString());
        m_root.finish();
    }

private:
    static bool isOptional(const QString &path)
    {
        for (const PlanFileObject &o : planFileObjects())
            if (o.path == path)
                return o.optional;
        return false;
    }
    // Finishes the open objects that `path` is not inside of, innermost first.
    void closeOutside(const QString &path)
    {
        while (!m_open.empty() && path != m_open.back().first &&
               !path.startsWith(m_open.back().first + QLatin1Char('.'))) {
            m_open.back().second->finish();
            m_open.pop_back();
        }
    }

    ObjectReader &m_root;
    std::vector<std::pair<QString, std::unique_ptr<ObjectReader>>> m_open;
};

Plan readPlan(const QJsonObject &root, const QString &jsonPath)
{
    ObjectReader r(root, jsonPath);
    const int schema = r.integer(QStringLiteral("schemaVersion"));
    if (schema > PlanFile::kSchemaVersion)
        r.fail(
            QStringLiteral("schemaVersion"),
            PlanFileText::tr("schema version %1 was written by a newer TPU Planner; this one reads "
                             "up to %2. Update TPU Planner to open it.")
                .arg(schema)
                .arg(PlanFile::kSchemaVersion));
    if (schema < 1)
        r.fail(QStringLiteral("schemaVersion"), PlanFileText::tr("must be at least 1"));
    Plan p;
    NestedReaders readers(r);
    for (const PlanField &f : planFields()) {
        ObjectReader *o = readers.open(f.fileParent());
        if (!o)
            continue; // an optional object older schemas lack: the plan's defaults
        const QString key = f.fileLeaf();
        if (f.optional && !o->has(key))
            continue;
        f.read(*o, key, p);
        if (f.fileKey != QLatin1String("zone"))
            continue;
        // "region" is derived from the zone; files keep it for readers, and it must agree.
        if (const QString region = r.string(QStringLiteral("region"));
            !region.isEmpty() && !p.zone.isEmpty() && region != p.region())
            r.fail(QStringLiteral("region"),
                   PlanFileText::tr(
                       "\"%1\" is not the region of zone \"%2\" (that is \"%3\"); the region "
                       "follows from the zone: correct the zone, or the region to \"%3\"")
                       .arg(region, p.zone, p.region()));
    }
    readers.finish();
    return p;
}

} // namespace

namespace {
Plan readPlanDocument(const QJsonObject &root)
{
    return readPlan(root, QStringLiteral("$"));
}
} // namespace

Plan PlanFile::readEmbedded(const QJsonValue &value, const QString &jsonPath)
{
    if (!value.isObject())
        throw json::ReadError(jsonPath, PlanFileText::tr("must be a plan (a JSON object)"));
    return readPlan(value.toObject(), jsonPath);
}

PlanFile::Loaded PlanFile::fromBytes(const QByteArray &bytes, const QString &origin)
{
    Loaded l;
    l.plan = jsonfile::parse<Plan>(bytes, origin, readPlanDocument, &l.error);
    return l;
}

PlanFile::Loaded PlanFile::load(const QString &fileName)
{
    Loaded l;
    l.plan = jsonfile::loadDocument<Plan>(fileName, kMaxFileBytes, PlanFileText::tr("plan"),
                                          readPlanDocument, &l.error);
    return l;
}

QString PlanFile::save(const Plan &plan, const QString &fileName,
                       const io::FileStamp *unchangedSince)
{
    return jsonfile::save(fileName, toBytes(plan), unchangedSince);
}

} // namespace tpu::model
