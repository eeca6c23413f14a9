#include "review/reviewkueue.h"

#include "catalog/catalog.h"
#include "export/manifests.h"
#include "model/resolution.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <map>
#include <yaml-cpp/yaml.h>

namespace tpu::review {

namespace {
struct KueueText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::review::Kueue)
};

// Lower-case letters, digits and single '-', at most `max` characters; empty when nothing is left.
QString slug(const QString &text, int max)
{
    QString out;
    for (const QChar c : text.normalized(QString::NormalizationForm_KD)) {
        if (c.unicode() < 128 && c.isLetterOrNumber())
            out += c.toLower();
        else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
            out += QLatin1Char('-');
    }
    out = out.left(max);
    while (out.endsWith(QLatin1Char('-')))
        out.chop(1);
    return out;
}

// A name is always a DNS label here; values that could read back as another type are quoted.
YAML::Emitter &str(YAML::Emitter &e, const QString &value, bool alwaysQuote = false)
{
    static const QRegularExpression plain(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z][-a-z0-9.]*")));
    static const QStringList keywords{
        QStringLiteral("y"),  QStringLiteral("n"),    QStringLiteral("yes"),
        QStringLiteral("no"), QStringLiteral("true"), QStringLiteral("false"),
        QStringLiteral("on"), QStringLiteral("off"),  QStringLiteral("null")};
    if (alwaysQuote || !plain.match(value).hasMatch() || keywords.contains(value))
        e << YAML::DoubleQuoted;
    return e << value.toStdString();
}

struct FlavorQuota
{
    long long chips = 0, cpuMillis = 0, memoryMiB = 0;
};

QString cpu(long long millis)
{
    return millis % 1000 == 0 ? QString::number(millis / 1000)
                              : QString::number(millis) + QLatin1Char('m');
}

} // namespace

QStringList teams(const Review &review)
{
    QStringList out;
    QSet<QString> seen;
    for (const Request &r : review.requests)
        if (!seen.contains(r.team)) {
            seen.insert(r.team);
            out << r.team;
        }
    return out;
}

// Linear in the teams however many of their names collide (issue 35, F16): the names taken are
// a set, and each base name remembers the next number to try.
QStringList teamQueueNames(const Review &review)
{
    QStringList names;
    QSet<QString> taken;
    QHash<QString, int> nextNumber;
    for (const QString &team : teams(review)) {
        QString base = slug(team, 50);
        if (base.isEmpty() || !base.at(0).isLetter())
            base = QStringLiteral("team-") + base;
        while (base.endsWith(QLatin1Char('-')))
            base.chop(1);
        QString name = base;
        if (taken.contains(name)) {
            int &n = nextNumber[base];
            n = std::max(n, 2);
            do
                name = base + QLatin1Char('-') + QString::number(n++);
            while (taken.contains(name));
        }
        taken.insert(name);
        names << name;
    }
    return names;
}

QString requestFolderName(const Review &review, int index)
{
    const Request &r = review.requests[size_t(index)];
    const int width = std::max(2, int(QString::number(review.requests.size()).size()));
    QString name = QStringLiteral("%1").arg(index + 1, width, 10, QLatin1Char('0'));
    for (const QString &part : {slug(r.team, 40), slug(r.title, 60)})
        if (!part.isEmpty())
            name += QLatin1Char('-') + part;
    return name;
}

namespace {

// What the review's teams ask for, per team (indexed like teams(review)): the quota per flavour
// (accelerator and topology) and the namespaces their workloads run in; and each flavour's
// node labels.
struct TeamAsks
{
    std::vector<std::map<QString, FlavorQuota>> quotas;
    std::vector<QStringList> namespaces;
    std::map<QString, std::pair<QString, QString>> flavors; // (accelerator, topology)
    QStringList skipped; // titles of requests whose plan is not a whole slice
};

TeamAsks teamAsks(const catalog::Catalog &catalog, const Review &review,
                  const QStringList &teamList)
{
    TeamAsks a;
    QHash<QString, size_t> teamIndex;
    for (int t = 0; t < teamList.size(); ++t)
        teamIndex.insert(teamList.at(t), size_t(t));
    a.quotas.resize(size_t(teamList.size()));
    a.namespaces.resize(size_t(teamList.size()));
    for (const Request &r : review.requests) {
        const model::Resolution res = model::resolve(catalog, r.plan);
        if (!res.isComplete() || !res.accelerator) {
            a.skipped << r.title;
            continue;
        }
        const size_t t = teamIndex.value(r.team);
        const QString topology = r.plan.topology.toString();
        const QString flavor = res.accelerator->label + QLatin1Char('-') + topology;
        a.flavors[flavor] = {res.accelerator->label, topology};
        FlavorQuota &q = a.quotas[t][flavor];
        const long long vms = res.vmsPerSlice * r.plan.slices;
        q.chips += res.chipsPerSlice * r.plan.slices;
        if (const auto pod = exporters::podRequests(catalog, r.plan)) {
            q.cpuMillis += pod->cpuMillis * vms;
            q.memoryMiB += pod->memoryMiB * vms;
        }
        if (!a.namespaces[t].contains(r.plan.workload.nameSpace))
            a.namespaces[t] << r.plan.workload.nameSpace;
    }
    return a;
}

void beginKueueDoc(YAML::Emitter &e, const char *kind)
{
    e << YAML::BeginDoc << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
      << exporters::kueueApiVersion() << YAML::Key << "kind" << YAML::Value << kind;
}

// A ResourceFlavor per kind of slice asked for.
void reviewFlavors(YAML::Emitter &e, const std::map<QString, std::pair<QString, QString>> &flavors)
{
    for (const auto &[name, labels] : flavors) {
        beginKueueDoc(e, "ResourceFlavor");
        e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
          << YAML::Value;
        str(e, name) << YAML::EndMap;
        e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "nodeLabels"
          << YAML::Value << YAML::BeginMap;
        e << YAML::Key << "cloud.google.com/gke-tpu-accelerator" << YAML::Value;
        str(e, labels.first, true);
        e << YAML::Key << "cloud.google.com/gke-tpu-topology" << YAML::Value;
        str(e, labels.second, true);
        e << YAML::EndMap << YAML::EndMap << YAML::EndMap;
    }
}

// A team's ClusterQueue in the cohort, its quota per flavour, and a LocalQueue in each of its
// namespaces.
void teamQueues(YAML::Emitter &e, const QString &team, const QString &queueName,
                const QString &cohort, const std::map<QString, FlavorQuota> &quotas,
                const QStringList &namespaces)
{
    beginKueueDoc(e, "ClusterQueue");
    e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
      << YAML::Value;
    str(e, queueName);
    e << YAML::Key << "annotations" << YAML::Value << YAML::BeginMap << YAML::Key
      << "tpu-planner/team" << YAML::Value;
    str(e, team, true);
    e << YAML::EndMap << YAML::EndMap;
    e << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "cohortName" << YAML::Value; // v1beta2 (v1beta1: cohort)
    str(e, cohort);
    e << YAML::Key << "namespaceSelector" << YAML::Value << YAML::Flow << YAML::BeginMap
      << YAML::EndMap;
    e << YAML::Key << "resourceGroups" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    e << YAML::Key << "coveredResources" << YAML::Value << YAML::Flow << YAML::BeginSeq << "cpu"
      << "memory"
      << "google.com/tpu" << YAML::EndSeq;
    e << YAML::Key << "flavors" << YAML::Value << YAML::BeginSeq;
    for (const auto &[flavor, q] : quotas) {
        e << YAML::BeginMap << YAML::Key << "name" << YAML::Value;
        str(e, flavor);
        e << YAML::Key << "resources" << YAML::Value << YAML::BeginSeq;
        const auto quota = [&e](const char *resource, const QString &value) {
            e << YAML::BeginMap << YAML::Key << "name" << YAML::Value << resource << YAML::Key
              << "nominalQuota" << YAML::Value << YAML::DoubleQuoted << value.toStdString()
              << YAML::EndMap;
        };
        quota("cpu", cpu(q.cpuMillis));
        quota("memory", QString::number(q.memoryMiB) + QStringLiteral("Mi"));
        quota("google.com/tpu", QString::number(q.chips));
        e << YAML::EndSeq << YAML::EndMap;
    }
    e << YAML::EndSeq << YAML::EndMap << YAML::EndSeq; // flavors, group, resourceGroups
    e << YAML::EndMap << YAML::EndMap;                 // spec, doc
    for (const QString &ns : namespaces) {
        beginKueueDoc(e, "LocalQueue");
        e << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
          << YAML::Value;
        str(e, queueName + QStringLiteral("-queue"));
        e << YAML::Key << "namespace" << YAML::Value;
        str(e, ns);
        e << YAML::EndMap << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key
          << "clusterQueue" << YAML::Value;
        str(e, queueName);
        e << YAML::EndMap << YAML::EndMap;
    }
}

} // namespace

ReviewKueue reviewKueue(const catalog::Catalog &catalog, const Review &review,
                        const QString &cohort)
{
    ReviewKueue out;
    const QStringList teamList = teams(review);
    const QStringList queueNames = teamQueueNames(review);
    TeamAsks asks = teamAsks(catalog, review, teamList);
    out.skipped = asks.skipped;
    for (size_t t = 0; t < asks.quotas.size(); ++t)
        if (asks.quotas[t].size() > 64) {
            out.error = KueueText::tr("team \"%1\" asks for %2 kinds of slice (accelerator and "
                                      "topology); a Kueue ClusterQueue holds at most 64")
                            .arg(teamList.at(int(t)), QString::number(asks.quotas[t].size()));
            return out;
        }

    YAML::Emitter e;
    e.SetIndent(2);
    e.SetOutputCharset(YAML::EscapeNonAscii);
    reviewFlavors(e, asks.flavors);
    for (size_t t = 0; t < asks.quotas.size(); ++t)
        if (!asks.quotas[t].empty())
            teamQueues(e, teamList.at(int(t)), queueNames.at(int(t)), cohort, asks.quotas[t],
                       asks.namespaces[t]);
    if (!e.good()) {
        out.error = QString::fromStdString(e.GetLastError());
        return out;
    }
    out.yaml =
        asks.flavors.empty() ? QString() : QString::fromStdString(e.c_str()) + QLatin1Char('\n');
    return out;
}

} // namespace tpu::review
