// terraform/: golden files, parsed by HashiCorp's HCL library (tools/hclcheck, built from
// Debian's source), `terraform fmt` formatting, the provider's documented attributes, the traps
// of the facts file (section 5), and the same infrastructure as gcloud.sh for every golden plan.
#include "export/exportbundle.h"
#include "export/gcloudscript.h"
#include "export/terraform.h"
#include "goldenplans.h"
#include "model/planfile.h"
#include "model/snapshot.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace tpu;
using namespace tpu::test;
using exporters::TerraformFiles;

namespace {

const char *const kTerraformGoldens[] = {"v5p-multi-host-reservation",
                                         "v6e-single-host-spot",
                                         "standard-tpu7x",
                                         "flex-start",
                                         "calendar-mode",
                                         "any-reservation"};

using Flat = QMap<QString, QJsonValue>; // "node_config.machine_type" -> value

struct Parsed
{
    QString error;                     // hclcheck's, when a file does not parse or is not fmt-clean
    QMap<QString, Flat> resources;     // "google_container_node_pool.slice_0" -> its attributes
    QMap<QString, QStringList> blocks; // the same -> every nested block path ("node_config")
    QJsonObject files;                 // hclcheck's JSON
};

// Nested blocks flattened to dotted paths; a repeated block that has a resource_type (the
// cluster's resource_limits) is keyed by it: "cluster_autoscaling.resource_limits[cpu].maximum".
void flatten(const QJsonObject &block, const QString &prefix, Flat &out, QStringList &paths)
{
    const QJsonObject attrs = block.value("attributes").toObject();
    for (auto it = attrs.begin(); it != attrs.end(); ++it)
        out.insert(prefix + it.key(), it.value());
    for (const QJsonValue &v : block.value("blocks").toArray()) {
        const QJsonObject b = v.toObject();
        QString name = b.value("type").toString();
        paths << prefix + name;
        const QJsonValue type = b.value("attributes").toObject().value("resource_type");
        if (type.isString())
            name += "[" + type.toString() + "]";
        flatten(b, prefix + name + ".", out, paths);
    }
}

Parsed parse(const TerraformFiles &tf)
{
    Parsed p;
    QTemporaryDir dir;
    const std::pair<const char *, QString> files[] = {
        {"main.tf", tf.mainTf}, {"variables.tf", tf.variablesTf}, {"versions.tf", tf.versionsTf}};
    QStringList paths;
    for (const auto &[name, text] : files) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0) {
            p.error = "cannot write " + f.fileName();
            return p;
        }
        paths << f.fileName();
    }
    if (!QFileInfo(TPU_HCLCHECK).isExecutable()) {
        p.error = "tools/hclcheck was not built: install golang-go and "
                  "golang-github-hashicorp-hcl-v2-dev "
                  "(./build.sh does) and configure again";
        return p;
    }
    QProcess proc;
    proc.start(TPU_HCLCHECK, paths);
    if (!proc.waitForFinished(20000) || proc.exitCode() != 0) {
        p.error = QString::fromUtf8(proc.readAllStandardError());
        return p;
    }
    const QJsonObject all = QJsonDocument::fromJson(proc.readAllStandardOutput()).object();
    for (const QString &path : paths) {
        const QJsonObject file = all.value(path).toObject();
        p.files.insert(QFileInfo(path).fileName(), file);
        for (const QJsonValue &v : file.value("blocks").toArray()) {
            const QJsonObject b = v.toObject();
            const QJsonArray labels = b.value("labels").toArray();
            QString key = b.value("type").toString();
            if (key == "resource")
                key = labels.at(0).toString() + "." + labels.at(1).toString();
            else if (!labels.isEmpty())
                key += "." + labels.at(0).toString();
            Flat flat;
            QStringList blockPaths;
            flatten(b, QString(), flat, blockPaths);
            p.resources.insert(key, flat);
            p.blocks.insert(key, blockPaths);
        }
    }
    return p;
}

// A value with its references resolved: another resource's name, or the placeholder for a
// variable without a default (gcloud.sh's "your-project-id").
QJsonValue resolve(const Parsed &p, const QJsonValue &v)
{
    const QString ref = v.toObject().value("ref").toString();
    if (ref.isEmpty())
        return v;
    if (ref == "var.project_id")
        return exporters::projectPlaceholder();
    const QString owner = ref.section('.', 0, 1), attr = ref.section('.', 2);
    if (p.resources.contains(owner) && p.resources.value(owner).contains(attr))
        return resolve(p, p.resources.value(owner).value(attr));
    return v;
}

QString text(const QJsonValue &v)
{
    if (v.isString())
        return "\"" + v.toString() + "\"";
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isBool())
        return v.toBool() ? "true" : "false";
    return QString::fromUtf8(
        QJsonDocument::fromVariant(v.toVariant()).toJson(QJsonDocument::Compact));
}

// The gcloud → HCL mapping. Every flag the exports write is listed; a flag not listed fails the
// test (add it here and to the Terraform export).
const QMap<QString, QString> &valueFlags()
{
    static const QMap<QString, QString> m{
        {"--project", "project"},
        {"--location", "location"},
        {"--region", "region"},
        {"--cluster", "cluster"},
        {"--machine-type", "node_config.machine_type"},
        {"--image-type", "node_config.image_type"},
        {"--tpu-topology", "placement_policy.tpu_topology"},
        {"--placement-type", "placement_policy.type"},
        {"--placement-policy", "placement_policy.policy_name"},
        {"--min-nodes", "#autoscaling.min_node_count"},
        {"--max-nodes", "#autoscaling.max_node_count"},
        {"--total-min-nodes", "#autoscaling.total_min_node_count"},
        {"--total-max-nodes", "#autoscaling.total_max_node_count"},
        {"--location-policy", "autoscaling.location_policy"},
        {"--disk-type", "node_config.disk_type"},
        {"--disk-size", "#node_config.disk_size_gb"},
        {"--max-pods-per-node", "#max_pods_per_node"},
        {"--threads-per-core", "#node_config.advanced_machine_features.threads_per_core"},
        {"--cluster-version", "min_master_version"},
        {"--type", "workload_policy.type"},
        {"--accelerator-topology", "workload_policy.accelerator_topology"},
        {"--max-cpu", "#cluster_autoscaling.resource_limits[cpu].maximum"},
        {"--max-memory", "#cluster_autoscaling.resource_limits[memory].maximum"},
    };
    return m;
}

const QMap<QString, std::pair<QString, QJsonValue>> &switchFlags()
{
    static const QMap<QString, std::pair<QString, QJsonValue>> m{
        {"--spot", {"node_config.spot", true}},
        {"--flex-start", {"node_config.flex_start", true}},
        {"--enable-queued-provisioning", {"queued_provisioning.enabled", true}},
        {"--no-enable-autorepair", {"management.auto_repair", false}},
        {"--enable-autoprovisioning", {"cluster_autoscaling.enabled", true}},
    };
    return m;
}

// What one gcloud create command says, as the HCL attributes it means.
Flat expectedOf(const exporters::GcloudCommand &cmd, QString *error)
{
    Flat e;
    int head = 0;
    while (head < cmd.args.size() && !cmd.args.at(head).startsWith("--"))
        ++head;
    const qsizetype end = cmd.args.indexOf("--"); // the positional name after it
    e.insert("name", cmd.args.value(end + 1));
    const QStringList flags = cmd.args.mid(head, end - head);
    const bool autoscaling = flags.contains("--enable-autoscaling");
    bool policy = false, placementType = false;
    for (const QString &f : flags) {
        const QString flag = f.section('=', 0, 0), value = f.section('=', 1);
        if (flag == "--enable-autoscaling")
            continue;
        if (switchFlags().contains(flag)) {
            e.insert(switchFlags().value(flag).first, switchFlags().value(flag).second);
        } else if (valueFlags().contains(flag)) {
            QString path = valueFlags().value(flag);
            if (path.startsWith('#'))
                e.insert(path.mid(1), value.toDouble());
            else
                e.insert(path, value);
            policy |= flag == "--placement-policy";
            placementType |= flag == "--placement-type";
        } else if (flag == "--node-locations") {
            e.insert("node_locations", QJsonArray::fromStringList(value.split(',')));
        } else if (flag == "--num-nodes") {
            e.insert(autoscaling ? "initial_node_count" : "node_count", value.toDouble());
        } else if (flag == "--reservation-affinity") {
            const QMap<QString, QString> types{
                {"specific", "SPECIFIC_RESERVATION"},
                {"none", "NO_RESERVATION"},
                {"any", "ANY_RESERVATION"},
                {"any-reservation-then-fail", "ANY_RESERVATION_THEN_FAIL"}};
            e.insert("node_config.reservation_affinity.consume_reservation_type",
                     types.value(value));
        } else if (flag == "--reservation") {
            e.insert("node_config.reservation_affinity.key",
                     "compute.googleapis.com/reservation-name");
            e.insert("node_config.reservation_affinity.values", QJsonArray{value});
        } else if (flag == "--node-labels") {
            QJsonObject labels;
            for (const QString &kv : value.split(','))
                labels.insert(kv.section('=', 0, 0), kv.section('=', 1));
            e.insert("node_config.labels", labels);
        } else if (flag == "--scopes") {
            // gcloud's aliases (gcloud container node-pools create --help, gcloud 528).
            const QMap<QString, QStringList> aliases{
                {"gke-default",
                 {"devstorage.read_only", "logging.write", "monitoring",
                  "service.management.readonly", "servicecontrol", "trace.append"}},
                {"storage-full", {"devstorage.full_control"}}};
            QStringList uris;
            for (const QString &alias : value.split(','))
                for (const QString &scope : aliases.value(alias, {alias}))
                    uris << "https://www.googleapis.com/auth/" + scope;
            // storage-full replaces gke-default's read-only storage scope.
            if (uris.contains("https://www.googleapis.com/auth/devstorage.full_control"))
                uris.removeAll("https://www.googleapis.com/auth/devstorage.read_only");
            e.insert("node_config.oauth_scopes", QJsonArray::fromStringList(uris));
        } else if (flag == "--release-channel") {
            e.insert("release_channel.channel", value.toUpper());
        } else if (flag == "--max-accelerator") {
            const QString type = value.section(',', 0, 0).section('=', 1);
            e.insert(QString("cluster_autoscaling.resource_limits[%1].resource_type").arg(type),
                     type);
            e.insert(QString("cluster_autoscaling.resource_limits[%1].maximum").arg(type),
                     value.section(',', 1).section('=', 1).toDouble());
        } else {
            *error += "unmapped gcloud flag " + flag + "; ";
        }
    }
    for (const QString &limit : {QString("cpu"), QString("memory")})
        if (e.contains(QString("cluster_autoscaling.resource_limits[%1].maximum").arg(limit)))
            e.insert(QString("cluster_autoscaling.resource_limits[%1].resource_type").arg(limit),
                     limit);
    // TPU7x: a workload policy and no placement type (the API stores none).
    if (policy && !placementType)
        e.insert("placement_policy.type", QString());
    return e;
}

// Differences between what gcloud says and what the HCL resource holds, both ways.
// `defaults`: HCL attributes gcloud leaves to its own default (written explicitly in HCL).
QStringList compare(const Parsed &p, const QString &resource, const Flat &expected,
                    const Flat &defaults)
{
    QStringList diffs;
    const Flat actual = p.resources.value(resource);
    for (auto it = expected.begin(); it != expected.end(); ++it)
        if (resolve(p, actual.value(it.key())) != it.value())
            diffs << QString("%1: gcloud %2, HCL %3")
                         .arg(resource + "." + it.key(), text(it.value()),
                              actual.contains(it.key()) ? text(resolve(p, actual.value(it.key())))
                                                        : "(absent)");
    for (auto it = actual.begin(); it != actual.end(); ++it)
        if (!expected.contains(it.key()) && defaults.value(it.key()) != resolve(p, it.value()))
            diffs << QString("%1 = %2 in HCL has no gcloud flag")
                         .arg(resource + "." + it.key(), text(it.value()));
    return diffs;
}

// Every gcloud command of the plan against the Terraform: the same resources, the same values.
QStringList crossCheck(const model::Snapshot &snap, const Parsed &p, const QString &mainTf)
{
    QStringList diffs;
    QStringList matched;
    for (const exporters::GcloudCommand &cmd : exporters::gcloudCommands(snap)) {
        const QString verb = cmd.args.mid(0, 3).join(' ');
        QString type;
        Flat defaults;
        if (verb == "container node-pools create") {
            type = "google_container_node_pool";
            defaults.insert("management.auto_upgrade", true);
        } else if (verb == "container clusters create") {
            type = "google_container_cluster";
            defaults.insert("initial_node_count", 3.0); // gcloud's default pool, 3 nodes a zone
        } else if (verb == "container clusters create-auto") {
            type = "google_container_cluster";
            defaults.insert("enable_autopilot", true);
        } else if (verb == "compute resource-policies create") {
            type = "google_compute_resource_policy";
        } else if (cmd.args.mid(0, 4).join(' ') == "beta compute future-reservations create") {
            // Issue 40: the google provider has no future-reservation resource; main.tf must
            // say that it leaves the calendar-mode request to gcloud.sh.
            if (!mainTf.contains("NOT EXPRESSED HERE: the calendar-mode future reservation") ||
                !mainTf.contains("gcloud beta compute future-reservations create"))
                diffs << "gcloud.sh requests a calendar-mode future reservation; main.tf does not "
                         "say that it cannot express it";
            continue;
        } else if (verb == "container clusters update") {
            if (!mainTf.contains("gcloud container clusters update"))
                diffs << "gcloud.sh updates the cluster; main.tf does not say that it leaves this "
                         "to gcloud.sh";
            continue;
        } else {
            diffs << "gcloud command without a Terraform mapping: " + verb;
            continue;
        }
        QString error;
        const Flat e = expectedOf(cmd, &error);
        if (!error.isEmpty())
            diffs << error;
        QString found;
        for (auto it = p.resources.begin(); it != p.resources.end(); ++it)
            if (it.key().startsWith(type + ".") &&
                resolve(p, it.value().value("name")) == e.value("name"))
                found = it.key();
        if (found.isEmpty()) {
            diffs << QString("no %1 named %2 in main.tf").arg(type, e.value("name").toString());
            continue;
        }
        matched << found;
        diffs << compare(p, found, e, defaults);
    }
    for (const QString &r : p.resources.keys())
        if (r.startsWith("google_") && !matched.contains(r))
            diffs << r + " in main.tf has no gcloud command";
    return diffs;
}

struct Schema
{
    QMap<QString, QStringList> attributes; // path -> documented attributes
};

Schema loadSchema()
{
    Schema s;
    QFile f(TPU_SOURCE_DIR "/tests/terraform/google-provider-schema.txt");
    if (!f.open(QIODevice::ReadOnly))
        return s;
    for (const QString &line : QString::fromUtf8(f.readAll()).split('\n')) {
        if (line.startsWith('#') || line.trimmed().isEmpty())
            continue;
        QStringList words = line.split(' ', Qt::SkipEmptyParts);
        s.attributes.insert(words.takeFirst(), words);
    }
    return s;
}

// Attributes and blocks not in the documented schema.
QStringList undocumented(const Parsed &p)
{
    static const Schema schema = loadSchema();
    QStringList bad;
    for (auto it = p.resources.begin(); it != p.resources.end(); ++it) {
        QString base = it.key();
        if (base.startsWith("variable."))
            base = "variable";
        base = base.section('.', 0, base.startsWith("provider.") ? 1 : 0);
        if (!schema.attributes.contains(base)) {
            bad << "block " + it.key();
            continue;
        }
        for (const QString &block : p.blocks.value(it.key()))
            if (!schema.attributes.contains(base + "." + block))
                bad << QString("%1: block %2").arg(it.key(), block);
        for (const QString &path : it.value().keys()) {
            QString clean = path;
            clean.remove(QRegularExpression("\\[[^\\]]*\\]"));
            const QString owner =
                clean.contains('.') ? base + "." + clean.section('.', 0, -2) : base;
            if (!schema.attributes.value(owner).contains(clean.section('.', -1)))
                bad << QString("%1: attribute %2").arg(it.key(), path);
        }
    }
    return bad;
}

} // namespace

class TestTerraform : public QObject
{
    Q_OBJECT

    std::shared_ptr<const catalog::Catalog> cat = tpu::test::builtinCatalog();

    void rows()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < goldens().size(); ++i)
            QTest::newRow(goldens()[i].name) << int(i);
    }

    TerraformFiles tfOf(const model::Plan &p) { return exporters::terraformFiles(*cat, p); }

private slots:
    void golden_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *n : kTerraformGoldens)
            QTest::newRow(n) << QString(n);
    }
    void golden()
    {
        QFETCH(QString, name);
        const Golden *g = nullptr;
        for (const Golden &x : goldens())
            if (name == x.name)
                g = &x;
        QVERIFY(g);
        const TerraformFiles tf = tfOf(planFor(*g));
        const std::pair<const char *, QString> files[] = {{"main.tf", tf.mainTf},
                                                          {"variables.tf", tf.variablesTf},
                                                          {"versions.tf", tf.versionsTf}};
        for (const auto &[suffix, text] : files) {
            const QString path = QString(TPU_SOURCE_DIR "/tests/golden/%1.%2").arg(name, suffix);
            if (qEnvironmentVariableIsSet("UPDATE_GOLDEN")) {
                QFile f(path);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(text.toUtf8());
                continue;
            }
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            QCOMPARE(text, QString::fromUtf8(f.readAll()));
        }
    }

    // Every golden plan's Terraform parses, is as terraform fmt writes it, uses only documented
    // attributes, and describes what gcloud.sh creates.
    void parsesAndAgreesWithGcloud_data() { rows(); }
    void parsesAndAgreesWithGcloud()
    {
        QFETCH(int, index);
        const model::Plan plan = planFor(goldens()[size_t(index)]);
        const auto snap = model::makeSnapshot(*cat, plan);
        const TerraformFiles tf = exporters::terraformFiles(*snap);
        const Parsed p = parse(tf);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        const QStringList bad = undocumented(p);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join('\n')));
        const QStringList diffs = crossCheck(*snap, p, tf.mainTf);
        QVERIFY2(diffs.isEmpty(), qPrintable(diffs.join('\n')));
    }

    // The cross-check and the schema check can fail.
    void checksCatchDifferences()
    {
        model::Plan plan = standardPlan();
        const auto snap = model::makeSnapshot(*cat, plan);
        TerraformFiles tf = exporters::terraformFiles(*snap);
        tf.mainTf.replace("\"ct6e-standard-4t\"", "\"ct6e-standard-8t\"");
        QVERIFY(!crossCheck(*snap, parse(tf), tf.mainTf).isEmpty());
        tf = exporters::terraformFiles(*snap);
        tf.mainTf.replace("    flex_start", "    preemptible");
        tf.mainTf.replace("machine_type = ", "machine_typo = ");
        QVERIFY(!undocumented(parse(tf)).isEmpty());
        tf = exporters::terraformFiles(*snap);
        tf.mainTf.replace("name           =", "name =");
        QVERIFY(parse(tf).error.contains("terraform fmt"));
        tf.mainTf.append("resource {");
        QVERIFY(!parse(tf).error.isEmpty());
        // A gcloud flag the mapping does not know is a failure, not a silent pass.
        exporters::GcloudCommand cmd;
        cmd.arg("container").arg("node-pools").arg("create").positional("x").arg("--new-flag=1");
        QString error;
        expectedOf(cmd, &error);
        QVERIFY(error.contains("--new-flag"));
    }

    // Multi-host pools: per-zone counts (= VMs per slice) with location_policy ANY, never total_*.
    void multiHostAutoscalingIsPerZone()
    {
        for (const char *name : {"autoscaling-multi-host", "flex-start", "ray-v5p-2x2x2"}) {
            for (const Golden &g : goldens()) {
                if (QString(g.name) != name)
                    continue;
                const Parsed p = parse(tfOf(planFor(g)));
                QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
                const Flat pool = p.resources.value("google_container_node_pool.slice_0");
                const auto snap = model::makeSnapshot(*cat, planFor(g));
                QCOMPARE(pool.value("autoscaling.max_node_count").toDouble(),
                         double(snap->resolution.vmsPerSlice));
                QCOMPARE(pool.value("autoscaling.location_policy").toString(), QString("ANY"));
                QVERIFY(!pool.contains("autoscaling.total_max_node_count"));
                QVERIFY(!pool.contains("autoscaling.total_min_node_count"));
            }
        }
    }

    // TPU7x: the workload policy with the topology, the pool's placement by policy_name with an
    // empty type and no tpu_topology.
    void tpu7xUsesWorkloadPolicy()
    {
        const Parsed p = parse(tfOf(planFor(goldens()[6])));
        QCOMPARE(QString(goldens()[6].name), QString("standard-tpu7x"));
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        const Flat policy = p.resources.value("google_compute_resource_policy.workload_policy");
        QCOMPARE(policy.value("workload_policy.type").toString(), QString("HIGH_THROUGHPUT"));
        QCOMPARE(policy.value("workload_policy.accelerator_topology").toString(), QString("4x4x8"));
        const Flat pool = p.resources.value("google_container_node_pool.slice_0");
        QCOMPARE(pool.value("placement_policy.type"), QJsonValue(QString()));
        QCOMPARE(resolve(p, pool.value("placement_policy.policy_name")), policy.value("name"));
        QVERIFY(!pool.contains("placement_policy.tpu_topology"));
    }

    // Single-host pools: no placement policy at all (no topology, no compact placement).
    void singleHostHasNoPlacement()
    {
        for (const Golden &g : goldens()) {
            const auto snap = model::makeSnapshot(*cat, planFor(g));
            if (snap->plan.mode != catalog::Mode::Standard || snap->resolution.multiHost)
                continue;
            const Parsed p = parse(exporters::terraformFiles(*snap));
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            QVERIFY(p.resources.contains("google_container_node_pool.slice_0"));
            QVERIFY2(
                !p.blocks.value("google_container_node_pool.slice_0").contains("placement_policy"),
                g.name);
        }
    }

    void sharedReservationIsFullPath()
    {
        const Golden &shared =
            *std::find_if(goldens().begin(), goldens().end(), [](const Golden &g) {
                return QLatin1String(g.name) == QLatin1String("v5p-multi-host-reservation");
            });
        const Parsed p = parse(tfOf(planFor(shared)));
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        const Flat pool = p.resources.value("google_container_node_pool.slice_0");
        QCOMPARE(pool.value("node_config.reservation_affinity.consume_reservation_type").toString(),
                 QString("SPECIFIC_RESERVATION"));
        QCOMPARE(pool.value("node_config.reservation_affinity.values"),
                 QJsonValue(QJsonArray{"projects/shared-capacity/reservations/v5p-res"}));
        model::Plan own = planFor(shared);
        own.reservation.project.clear();
        QCOMPARE(parse(tfOf(own))
                     .resources.value("google_container_node_pool.slice_0")
                     .value("node_config.reservation_affinity.values"),
                 QJsonValue(QJsonArray{"v5p-res"}));
    }

    // Issue 40 point 4: any matching reservation, never on-demand, is ANY_RESERVATION_THEN_FAIL
    // with no key and no values. Every golden's consume_reservation_type is a value the provider
    // accepts: terraform-provider-google at 020ce19e, google/services/container/node_config.go,
    // validation.StringInSlice of consume_reservation_type (ANY_RESERVATION_THEN_FAIL since
    // commit 98d2be93, released in v7.40.0; versions.tf asks for >= 7.45.0).
    void anyReservationThenFail()
    {
        const QStringList accepted{"UNSPECIFIED", "NO_RESERVATION", "ANY_RESERVATION",
                                   "SPECIFIC_RESERVATION", "ANY_RESERVATION_THEN_FAIL"};
        int any = 0;
        for (const Golden &g : goldens()) {
            const Parsed p = parse(tfOf(planFor(g)));
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            for (auto it = p.resources.cbegin(); it != p.resources.cend(); ++it) {
                const QString type =
                    it.value()
                        .value("node_config.reservation_affinity.consume_reservation_type")
                        .toString();
                if (type.isEmpty())
                    continue;
                QVERIFY2(accepted.contains(type), qPrintable(QString(g.name) + ": " + type));
                if (type != QLatin1String("ANY_RESERVATION_THEN_FAIL"))
                    continue;
                ++any;
                QVERIFY(!it.value().contains("node_config.reservation_affinity.key"));
                QVERIFY(!it.value().contains("node_config.reservation_affinity.values"));
            }
        }
        QCOMPARE(any, 1); // the golden "any-reservation": one slice, one node pool
    }

    // Flex-start: no repair, no reservation, no Spot, no fixed count; multi-host is queued, with
    // the label GKE does not add.
    void flexStart()
    {
        model::Plan multi = standardPlan();
        multi.consumption = model::Consumption::FlexStart;
        model::Plan single = multi;
        single.machineType = "ct6e-standard-8t";
        single.topology = shape("2x4");
        single.workload.kind = model::WorkloadKind::Job;
        for (const model::Plan &plan : {multi, single}) {
            const Parsed p = parse(tfOf(plan));
            QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
            const Flat pool = p.resources.value("google_container_node_pool.slice_0");
            QCOMPARE(pool.value("management.auto_repair"), QJsonValue(false));
            QCOMPARE(pool.value("node_config.flex_start"), QJsonValue(true));
            QCOMPARE(
                pool.value("node_config.reservation_affinity.consume_reservation_type").toString(),
                QString("NO_RESERVATION"));
            QVERIFY(!pool.contains("node_config.spot"));
            QVERIFY(!pool.contains("node_count"));
            QCOMPARE(pool.value("initial_node_count").toDouble(), 0.0);
            const bool queued = &plan == &multi || plan.topology == multi.topology;
            QCOMPARE(pool.contains("queued_provisioning.enabled"), queued);
            QCOMPARE(pool.value("node_config.labels")
                         .toObject()
                         .value("cloud.google.com/gke-queued")
                         .toString(),
                     queued ? QString("true") : QString());
        }
    }

    // Every string reads back as the same string: quotes, backslashes, ${ and %{, newlines.
    void stringsRoundTrip()
    {
        model::Plan p = standardPlan();
        const QString awkward = "a\"b\\c${d}%{e}$f\ng\th";
        p.imageType = awkward;
        p.clusterName = "c-${x}";
        p.projectId = "p\"roj";
        const Parsed parsed = parse(tfOf(p));
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        const Flat pool = parsed.resources.value("google_container_node_pool.slice_0");
        QCOMPARE(pool.value("node_config.image_type").toString(), awkward);
        QCOMPARE(resolve(parsed, pool.value("cluster")).toString(), QString("c-${x}"));
        QCOMPARE(resolve(parsed, pool.value("project")).toString(), QString("p\"roj"));
    }

    // An existing cluster is referred to by name, never declared (Terraform would create it).
    void existingClusterIsNotDeclared()
    {
        model::Plan plan = standardPlan();
        plan.newCluster = false;
        const Parsed p = parse(tfOf(plan));
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QVERIFY(!p.resources.contains("google_container_cluster.tpu"));
        QCOMPARE(
            p.resources.value("google_container_node_pool.slice_0").value("cluster").toString(),
            QString("tpu-cluster"));
        plan.newCluster = true;
        QVERIFY(parse(tfOf(plan)).resources.contains("google_container_cluster.tpu"));
    }

    // variables.tf holds the plan's values; without a project, no default (Terraform asks).
    void variablesAndVersions()
    {
        model::Plan plan = standardPlan();
        plan.projectId.clear();
        const TerraformFiles tf = tfOf(plan);
        const Parsed p = parse(tf);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QCOMPARE(p.resources.value("variable.region").value("default").toString(),
                 QString("us-east5"));
        QCOMPARE(p.resources.value("variable.zone").value("default").toString(),
                 QString("us-east5-b"));
        QCOMPARE(p.resources.value("variable.cluster_name").value("default").toString(),
                 QString("tpu-cluster"));
        QVERIFY(!p.resources.value("variable.project_id").contains("default"));
        QCOMPARE(p.resources.value("terraform")
                     .value("required_providers.google")
                     .toObject()
                     .value("version")
                     .toString(),
                 exporters::terraformProviderConstraint());
        QVERIFY(tf.versionsTf.contains("020ce19e"));
    }

    // The bundle and `tpu-planner export --only terraform` write the three files of terraform/.
    void exportOnlyTerraform()
    {
        QTemporaryDir dir;
        const QString planPath = dir.filePath("plan.tpuplan");
        QVERIFY(model::PlanFile::save(standardPlan(), planPath).isEmpty());
        QProcess proc;
        proc.start(TPU_PLANNER_BIN,
                   {"export", planPath, "--only", "terraform", "--out", dir.filePath("out")});
        QVERIFY(proc.waitForFinished(20000));
        QVERIFY2(proc.exitCode() == 0, proc.readAllStandardError().constData());
        QDir out(dir.filePath("out"));
        QCOMPARE(out.entryList(QDir::Files), QStringList());
        QCOMPARE(QDir(out.filePath("terraform")).entryList(QDir::Files),
                 QStringList({"main.tf", "variables.tf", "versions.tf"}));
        const auto files = exporters::exportFiles(*cat, standardPlan(), {"terraform"});
        QFile main(out.filePath("terraform/main.tf"));
        QVERIFY(main.open(QIODevice::ReadOnly));
        QCOMPARE(main.readAll(), files.front().bytes);
    }
};

QTEST_GUILESS_MAIN(TestTerraform)
#include "tst_terraform.moc"
