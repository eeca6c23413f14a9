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
        QCOMPARE(str(sel["cloud.google.com/gke-tpu-topology"]), p.topology.toStdString());
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
