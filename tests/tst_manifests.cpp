// manifests.yaml and kueue.yaml: golden files, and every document parsed back with yaml-cpp and
// checked for the fields GKE needs.
#include "goldenplans.h"
#include "manifests.h"
#include "resolution.h"
#include "rules.h"

#include <yaml-cpp/yaml.h>

using namespace tpu::test;
using tpu::exporters::kueueYaml;
using tpu::exporters::manifestsYaml;

namespace {

QByteArray readFile(const QString &f)
{
    QFile file(f);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void compareGolden(const QString &actual, const QString &name)
{
    const QString file = QStringLiteral(TPU_SOURCE_DIR "/tests/golden/") + name;
    if (qEnvironmentVariableIsSet("UPDATE_GOLDEN")) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(actual.toUtf8());
    }
    QCOMPARE(actual, QString::fromUtf8(readFile(file)));
}

std::string str(const YAML::Node &n)
{
    return n.IsScalar() ? n.Scalar() : std::string("<not a scalar>");
}

// Checks `obj` against an OpenAPI v3 schema from a CRD: unknown fields, missing required fields
// and scalar types. Enough to catch a field GKE's API server would reject.
void checkSchema(const YAML::Node &obj, const YAML::Node &schema, const std::string &path, QStringList &errors)
{
    if (!schema || (schema["x-kubernetes-preserve-unknown-fields"] && schema["x-kubernetes-preserve-unknown-fields"].as<bool>()))
        return;
    const std::string type = schema["type"] ? schema["type"].Scalar() : std::string();
    if (obj.IsMap()) {
        const YAML::Node props = schema["properties"];
        for (const auto &kv : obj) {
            const std::string key = kv.first.Scalar();
            if (props && props[key])
                checkSchema(kv.second, props[key], path + "." + key, errors);
            else if (schema["additionalProperties"] && schema["additionalProperties"].IsMap())
                checkSchema(kv.second, schema["additionalProperties"], path + "." + key, errors);
            else if (props)
                errors << QString::fromStdString("unknown field " + path + "." + key);
        }
        if (schema["required"])
            for (const auto &r : schema["required"])
                if (!obj[r.Scalar()])
                    errors << QString::fromStdString("missing required " + path + "." + r.Scalar());
    } else if (obj.IsSequence()) {
        for (size_t i = 0; i < obj.size(); ++i)
            checkSchema(obj[i], schema["items"], path + "[" + std::to_string(i) + "]", errors);
    } else if (obj.IsScalar() && !schema["x-kubernetes-int-or-string"]) {
        const bool quoted = obj.Tag() == "!";
        if ((type == "integer" || type == "boolean") && quoted)
            errors << QString::fromStdString(path + " must be of type " + type + ", not a string");
        if (type == "object" || type == "array")
            errors << QString::fromStdString(path + " must be of type " + type);
    }
}

// The served schema of `apiVersion` in a CRD file of shared/reference/crds.
YAML::Node crdSchema(const QString &file, const std::string &apiVersion)
{
    const YAML::Node crd = YAML::LoadFile(file.toStdString());
    const std::string version = apiVersion.substr(apiVersion.find('/') + 1);
    for (const auto &v : crd["spec"]["versions"])
        if (v["name"].Scalar() == version)
            return v["schema"]["openAPIV3Schema"];
    return {};
}

} // namespace

class TestManifests : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = builtinCatalog();

    void rows()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < goldens().size(); ++i)
            QTest::newRow(goldens()[i].name) << int(i);
    }

    // The Pod spec GKE schedules: selectors, TPU request, CPU/memory, ports.
    void checkPodSpec(const YAML::Node &pod, const Plan &p, const Resolution &r)
    {
        const YAML::Node sel = pod["nodeSelector"];
        QVERIFY(sel.IsMap());
        QCOMPARE(str(sel["cloud.google.com/gke-tpu-accelerator"]), r.accelerator->label.toStdString());
        QCOMPARE(str(sel["cloud.google.com/gke-tpu-topology"]), p.topology.toString().toStdString());
        QCOMPARE(sel["cloud.google.com/gke-tpu-topology"].Tag(), std::string("!")); // quoted: a string
        if (p.consumption == Consumption::Spot)
            QCOMPARE(str(sel["cloud.google.com/gke-spot"]), std::string("true"));
        if (p.consumption == Consumption::Reservation)
            QCOMPARE(str(sel["cloud.google.com/reservation-name"]), p.reservation.name.toStdString());
        if (p.mode == Mode::Standard && p.slices == 1)
            QVERIFY(sel["cloud.google.com/gke-nodepool"].IsScalar());
        if (!p.priorityClass.isEmpty())
            QCOMPARE(str(pod["priorityClassName"]), p.priorityClass.toStdString());
        const YAML::Node c = pod["containers"][0];
        QCOMPARE(str(c["image"]), p.workload.image.toStdString());
        const std::string tpu = std::to_string(r.chipsPerVm);
        QCOMPARE(str(c["resources"]["requests"]["google.com/tpu"]), tpu);
        QCOMPARE(str(c["resources"]["limits"]["google.com/tpu"]), tpu);
        QVERIFY(c["resources"]["requests"]["cpu"].IsScalar());
        QVERIFY(c["resources"]["requests"]["memory"].IsScalar());
        QCOMPARE(c["ports"][0]["containerPort"].as<int>(), 8471);
        QStringList command;
        for (const auto &a : c["command"])
            command << QString::fromStdString(a.Scalar());
        QCOMPARE(command, p.workload.command);
    }

private slots:
    void golden_data() { rows(); }
    void golden()
    {
        QFETCH(int, index);
        const Golden &g = goldens()[size_t(index)];
        const Plan p = planFor(g);
        compareGolden(manifestsYaml(*cat, p), QStringLiteral("%1.manifests.yaml").arg(QLatin1String(g.name)));
        if (p.kueue)
            compareGolden(kueueYaml(*cat, p), QStringLiteral("%1.kueue.yaml").arg(QLatin1String(g.name)));
        else
            QVERIFY(kueueYaml(*cat, p).isEmpty());
    }

    void parsedBack_data() { rows(); }
    void parsedBack()
    {
        QFETCH(int, index);
        const Plan p = planFor(goldens()[size_t(index)]);
        const Resolution r = resolve(*cat, p);
        const std::vector<YAML::Node> docs = YAML::LoadAll(manifestsYaml(*cat, p).toStdString());
        int workloads = 0;
        for (const YAML::Node &d : docs) {
            QVERIFY(d["apiVersion"].IsScalar());
            const std::string kind = str(d["kind"]);
            const std::string name = str(d["metadata"]["name"]);
            QVERIFY2(!name.empty(), kind.c_str());
            if (kind != "Namespace" && kind != "PriorityClass")
                QCOMPARE(str(d["metadata"]["namespace"]), p.workload.nameSpace.toStdString());
            if (p.kueue && (kind == "JobSet" || kind == "Job" || kind == "Deployment"))
                QCOMPARE(str(d["metadata"]["labels"]["kueue.x-k8s.io/queue-name"]),
                         tpu::exporters::localQueueName(p).toStdString());
            if (kind == "JobSet") {
                ++workloads;
                QCOMPARE(str(d["apiVersion"]), std::string("jobset.x-k8s.io/v1alpha2"));
                const YAML::Node rj = d["spec"]["replicatedJobs"][0];
                QCOMPARE(rj["replicas"].as<int>(), p.slices);
                const YAML::Node job = rj["template"]["spec"];
                QCOMPARE(job["parallelism"].as<long long>(), r.vmsPerSlice);
                QCOMPARE(job["completions"].as<long long>(), r.vmsPerSlice);
                if (r.multiHost)
                    QCOMPARE(str(d["metadata"]["annotations"]["alpha.jobset.sigs.k8s.io/exclusive-topology"]),
                             std::string("cloud.google.com/gke-nodepool"));
                checkPodSpec(job["template"]["spec"], p, r);
            } else if (kind == "Job") {
                ++workloads;
                QCOMPARE(str(d["apiVersion"]), std::string("batch/v1"));
                const YAML::Node spec = d["spec"];
                QCOMPARE(spec["parallelism"].as<long long>(), r.vmsPerSlice);
                QCOMPARE(spec["completions"].as<long long>(), r.vmsPerSlice);
                if (p.workload.kind == WorkloadKind::IndexedJob) {
                    QCOMPARE(str(spec["completionMode"]), std::string("Indexed"));
                    QVERIFY(spec["template"]["spec"]["subdomain"].IsScalar());
                }
                checkPodSpec(spec["template"]["spec"], p, r);
            } else if (kind == "Deployment") {
                ++workloads;
                QCOMPARE(d["spec"]["replicas"].as<int>(), 1);
                checkPodSpec(d["spec"]["template"]["spec"], p, r);
            } else if (kind == "Service") {
                QCOMPARE(str(d["spec"]["clusterIP"]), std::string("None"));
                QCOMPARE(p.workload.kind, WorkloadKind::IndexedJob);
            }
        }
        QCOMPARE(workloads, 1);
    }

    // JobSet and Kueue objects have only fields their upstream CRDs allow.
    void validAgainstCrds_data() { rows(); }
    void validAgainstCrds()
    {
        const QString dir = QStringLiteral(TPU_SOURCE_DIR "/../shared/reference/crds");
        if (!QFile::exists(dir))
            QSKIP("shared/reference/crds is not beside the project: CRD validation skipped");
        QFETCH(int, index);
        Plan p = planFor(goldens()[size_t(index)]);
        p.kueue = true;
        const QMap<std::string, QString> files{
            {"JobSet", "jobset.x-k8s.io_jobsets.yaml"},
            {"ResourceFlavor", "kueue.x-k8s.io_resourceflavors.yaml"},
            {"ClusterQueue", "kueue.x-k8s.io_clusterqueues.yaml"},
            {"LocalQueue", "kueue.x-k8s.io_localqueues.yaml"}};
        int checked = 0;
        for (const QString &text : {manifestsYaml(*cat, p), kueueYaml(*cat, p)}) {
            for (const YAML::Node &d : YAML::LoadAll(text.toStdString())) {
                const std::string kind = str(d["kind"]);
                if (!files.contains(kind))
                    continue;
                const YAML::Node schema = crdSchema(dir + "/" + files.value(kind), str(d["apiVersion"]));
                QVERIFY2(schema, kind.c_str());
                QStringList errors;
                checkSchema(d, schema, kind, errors);
                QVERIFY2(errors.isEmpty(), qPrintable(errors.join("\n")));
                ++checked;
            }
        }
        QVERIFY(checked >= 3);
    }

    void schemaCheckCatchesUnknownFields()
    {
        const QString file = QStringLiteral(TPU_SOURCE_DIR "/../shared/reference/crds/jobset.x-k8s.io_jobsets.yaml");
        if (!QFile::exists(file))
            QSKIP("shared/reference/crds is not beside the project");
        YAML::Node d = YAML::Load("{apiVersion: jobset.x-k8s.io/v1alpha2, kind: JobSet, metadata: {name: x}, "
                                  "spec: {replicatedJobs: [{name: s, replica: 2, template: {spec: {parallelism: \"4\"}}}]}}");
        QStringList errors;
        checkSchema(d, crdSchema(file, "jobset.x-k8s.io/v1alpha2"), "JobSet", errors);
        QVERIFY2(errors.join(' ').contains("unknown field JobSet.spec.replicatedJobs[0].replica"), qPrintable(errors.join(' ')));
        QVERIFY2(errors.join(' ').contains("parallelism must be of type integer"), qPrintable(errors.join(' ')));
    }

    void kueueObjects()
    {
        Plan p = standardPlan();
        p.kueue = true;
        p.slices = 2;
        const std::vector<YAML::Node> docs = YAML::LoadAll(kueueYaml(*cat, p).toStdString());
        QCOMPARE(docs.size(), size_t(3));
        QCOMPARE(str(docs[0]["kind"]), std::string("ResourceFlavor"));
        QCOMPARE(str(docs[0]["spec"]["nodeLabels"]["cloud.google.com/gke-tpu-topology"]), std::string("4x4"));
        QCOMPARE(str(docs[1]["kind"]), std::string("ClusterQueue"));
        const YAML::Node group = docs[1]["spec"]["resourceGroups"][0];
        QCOMPARE(group["coveredResources"].size(), size_t(3));
        QCOMPARE(str(group["flavors"][0]["name"]), str(docs[0]["metadata"]["name"]));
        QCOMPARE(str(group["flavors"][0]["resources"][2]["name"]), std::string("google.com/tpu"));
        QCOMPARE(str(group["flavors"][0]["resources"][2]["nominalQuota"]), std::string("32")); // 2 slices x 16
        // cpu: 75% of 180 vCPU per VM, 8 VMs.
        QCOMPARE(str(group["flavors"][0]["resources"][0]["nominalQuota"]), std::string("1080"));
        QCOMPARE(str(docs[2]["kind"]), std::string("LocalQueue"));
        QCOMPARE(str(docs[2]["spec"]["clusterQueue"]), str(docs[1]["metadata"]["name"]));
    }

    void awkwardTextRoundTrips()
    {
        Plan p = standardPlan();
        p.workload.command = QStringList{"a: b", "#not-a-comment", "'single'", "\"double\"", "multi\nline", "yes", "0x10"};
        const YAML::Node d = YAML::LoadAll(manifestsYaml(*cat, p).toStdString()).back();
        const YAML::Node cmd = d["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"]["containers"][0]["command"];
        QStringList back;
        for (const auto &a : cmd) {
            QCOMPARE(a.Tag(), std::string("!")); // every argument is a quoted string, never a bool or number
            back << QString::fromStdString(a.Scalar());
        }
        QCOMPARE(back, p.workload.command);
    }
};

QTEST_GUILESS_MAIN(TestManifests)
#include "tst_manifests.moc"
