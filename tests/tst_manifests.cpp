// manifests.yaml and kueue.yaml: golden files, and every document parsed back with yaml-cpp and
// checked for the fields GKE needs.
#include "crdschema.h"
#include "export/manifests.h"
#include "goldenplans.h"
#include "model/availability.h"
#include "model/resolution.h"
#include "model/rules.h"

#include <QRegularExpression>
#include <set>
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

// YAML 1.1 implicit types (PyYAML's resolver, which kubectl's and most tools' parsers follow, plus
// the 1.2 core schema's): a plain scalar matching one of these is not read as a string.
bool plainResolvesToNonString(const std::string &v)
{
    static const QRegularExpression types[] = {
        QRegularExpression(QStringLiteral("\\A(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|"
                                          "FALSE|on|On|ON|off|Off|OFF|y|Y|n|N)\\z")),
        QRegularExpression(QStringLiteral("\\A(?:~|null|Null|NULL|)\\z")),
        QRegularExpression(QStringLiteral("\\A(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]"
                                          "*)|[-+]?0x[0-9a-fA-F_]+|[-+]?0o[0-7]+"
                                          "|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)\\z")),
        QRegularExpression(QStringLiteral(
            "\\A(?:[-+]?(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+][0-9]+)?|\\.[0-9_]+(?:[eE][-+][0-9]+)?"
            "|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\\.[0-9_]*|[-+]?\\.(?:inf|Inf|INF)|\\.(?:nan|NaN|"
            "NAN)"
            "|[-+]?[0-9]+(?:\\.[0-9]*)?[eE][-+]?[0-9]+)\\z")),
        QRegularExpression(QStringLiteral(
            "\\A(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ "
            "\\t]+)[0-9]{1,2}:"
            "[0-9]{2}:[0-9]{2}(?:\\.[0-9]*)?(?:[ \\t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)\\z")),
        QRegularExpression(QStringLiteral("\\A(?:<<|=)\\z")),
    };
    const QString q = QString::fromStdString(v);
    return std::any_of(std::begin(types), std::end(types),
                       [&](const QRegularExpression &re) { return re.match(q).hasMatch(); });
}

// Every scalar in `node` that is one of `values`: found (as the same string) and, if written
// plain, not of another type.
void collectStrings(const YAML::Node &node, const QString &value, std::set<std::string> &found,
                    QStringList &typed)
{
    if (node.IsMap()) {
        for (const auto &kv : node) {
            collectStrings(kv.first, value, found, typed);
            collectStrings(kv.second, value, found, typed);
        }
    } else if (node.IsSequence()) {
        for (const auto &n : node)
            collectStrings(n, value, found, typed);
    } else if (node.IsScalar()) {
        found.insert(node.Scalar()); // bytes: QString::fromUtf8 would drop a leading BOM
        // The user's value, or a name made from it ("123-queue" is a string anyway).
        if (QString::fromStdString(node.Scalar()).contains(value) && node.Tag() == "?" &&
            plainResolvesToNonString(node.Scalar()))
            typed << QString::fromStdString(node.Scalar());
    }
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
        QCOMPARE(str(sel["cloud.google.com/gke-tpu-accelerator"]),
                 r.accelerator->label.toStdString());
        QCOMPARE(str(sel["cloud.google.com/gke-tpu-topology"]),
                 p.topology.toString().toStdString());
        QCOMPARE(sel["cloud.google.com/gke-tpu-topology"].Tag(),
                 std::string("!")); // quoted: a string
        const bool chain = !p.fallback.empty();
        if (chain) // the compute class decides reservation, Spot and flex-start
            QCOMPARE(str(sel["cloud.google.com/compute-class"]), computeClassName(p).toStdString());
        if (p.consumption == Consumption::Spot && !chain)
            QCOMPARE(str(sel["cloud.google.com/gke-spot"]), std::string("true"));
        if (p.consumesSpecificReservation() && !chain)
            QCOMPARE(str(sel["cloud.google.com/reservation-name"]),
                     p.reservation.name.toStdString());
        // Any matching reservation: the node pool consumes it; the Pod names none.
        if (p.consumesAnyReservation()) {
            QVERIFY(!sel["cloud.google.com/reservation-name"]);
            QVERIFY(!sel["cloud.google.com/reservation-affinity"]);
        }
        if (p.consumption == Consumption::FlexStart && !chain)
            QCOMPARE(str(sel[tpu::model::usesQueuedProvisioning(*cat, p, r)
                                 ? "cloud.google.com/gke-queued"
                                 : "cloud.google.com/gke-flex-start"]),
                     std::string("true"));
        if (p.mode == Mode::Standard && p.slices == 1 && !chain)
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
        compareGolden(manifestsYaml(*cat, p),
                      QStringLiteral("%1.manifests.yaml").arg(QLatin1String(g.name)));
        if (tpu::model::usesKueue(*cat, p, resolve(*cat, p)))
            compareGolden(kueueYaml(*cat, p),
                          QStringLiteral("%1.kueue.yaml").arg(QLatin1String(g.name)));
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
            if (kind != "Namespace" && kind != "PriorityClass" &&
                kind != "ComputeClass") // cluster-scoped
                QCOMPARE(str(d["metadata"]["namespace"]), p.workload.nameSpace.toStdString());
            if (tpu::model::usesKueue(*cat, p, r) &&
                (kind == "JobSet" || kind == "Job" || kind == "Deployment" ||
                 kind == "LeaderWorkerSet" || kind == "RayCluster"))
                QCOMPARE(str(d["metadata"]["labels"]["kueue.x-k8s.io/queue-name"]),
                         tpu::model::localQueueName(p).toStdString());
            if (kind == "JobSet") {
                ++workloads;
                QCOMPARE(str(d["apiVersion"]), std::string("jobset.x-k8s.io/v1alpha2"));
                const YAML::Node rj = d["spec"]["replicatedJobs"][0];
                QCOMPARE(rj["replicas"].as<int>(), p.slices);
                const YAML::Node job = rj["template"]["spec"];
                QCOMPARE(job["parallelism"].as<long long>(), r.vmsPerSlice);
                QCOMPARE(job["completions"].as<long long>(), r.vmsPerSlice);
                if (r.multiHost)
                    QCOMPARE(str(d["metadata"]["annotations"]
                                  ["alpha.jobset.sigs.k8s.io/exclusive-topology"]),
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
            } else if (kind == "LeaderWorkerSet") {
                // One group per slice, size = VMs per slice, TPU selectors on leader and workers.
                ++workloads;
                QCOMPARE(str(d["apiVersion"]), std::string("leaderworkerset.x-k8s.io/v1"));
                QCOMPARE(d["spec"]["replicas"].as<int>(), p.slices);
                const YAML::Node t = d["spec"]["leaderWorkerTemplate"];
                QCOMPARE(t["size"].as<long long>(), r.vmsPerSlice);
                QCOMPARE(str(t["restartPolicy"]), std::string("RecreateGroupOnPodRestart"));
                QCOMPARE(str(d["metadata"]["annotations"]
                              ["leaderworkerset.sigs.k8s.io/exclusive-topology"]),
                         std::string("cloud.google.com/gke-nodepool"));
                checkPodSpec(t["leaderTemplate"]["spec"], p, r);
                checkPodSpec(t["workerTemplate"]["spec"], p, r);
                bool http = false;
                for (const YAML::Node &port : t["leaderTemplate"]["spec"]["containers"][0]["ports"])
                    http |= str(port["name"]) == "http" &&
                            port["containerPort"].as<int>() == p.workload.servingPort;
                QVERIFY(http);
            } else if (kind == "RayCluster") {
                // One TPU worker group: numOfHosts = VMs per slice, replicas = slices.
                ++workloads;
                QCOMPARE(str(d["apiVersion"]), std::string("ray.io/v1"));
                const YAML::Node g = d["spec"]["workerGroupSpecs"][0];
                QCOMPARE(g["numOfHosts"].as<long long>(), r.vmsPerSlice);
                QCOMPARE(g["replicas"].as<int>(), p.slices);
                QCOMPARE(g["maxReplicas"].as<int>(), p.slices);
                QCOMPARE(g["minReplicas"].as<int>(),
                         p.autoscaling.enabled && p.autoscaling.minNodes == 0 ? 0 : p.slices);
                checkPodSpec(g["template"]["spec"], p, r);
                // The head has no TPU: no TPU node selector, no google.com/tpu.
                QVERIFY(d["spec"]["headGroupSpec"]["template"]["spec"]["containers"][0]["image"]
                            .IsScalar());
                QVERIFY(
                    !d["spec"]["headGroupSpec"]["template"]["spec"]["nodeSelector"].IsDefined());
            } else if (kind == "Service" && p.workload.kind == WorkloadKind::LeaderWorkerSet) {
                // In front of the leaders (worker 0 of each group), on the serving port.
                QCOMPARE(str(d["spec"]["selector"]["leaderworkerset.sigs.k8s.io/name"]),
                         p.workload.name.toStdString());
                QCOMPARE(str(d["spec"]["selector"]["leaderworkerset.sigs.k8s.io/worker-index"]),
                         std::string("0"));
                QCOMPARE(d["spec"]["ports"][0]["port"].as<int>(), p.workload.servingPort);
            } else if (kind == "Service" && p.workload.kind == WorkloadKind::Deployment) {
                // In front of the serving Pod, on the serving port (issue 36 point 9).
                QCOMPARE(str(d["spec"]["selector"]["app.kubernetes.io/name"]),
                         p.workload.name.toStdString());
                QCOMPARE(d["spec"]["ports"][0]["port"].as<int>(), p.workload.servingPort);
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
        QFETCH(int, index);
        Plan p = planFor(goldens()[size_t(index)]);
        p.kueue = true;
        QStringList kinds;
        QStringList errors = crdErrors(manifestsYaml(*cat, p), &kinds);
        errors << crdErrors(kueueYaml(*cat, p), &kinds);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join("\n")));
        QVERIFY2(kinds.contains("ClusterQueue") && kinds.contains("LocalQueue") &&
                     kinds.contains("ResourceFlavor"),
                 qPrintable(kinds.join(", ")));
    }

    // workload.maxRestarts is a JobSet's failurePolicy.maxRestarts, valid against the CRD, and
    // absent at 0.
    void jobSetMaxRestarts()
    {
        Plan p = tpu::test::standardPlan();
        QCOMPARE(p.workload.kind, WorkloadKind::JobSet);
        const auto jobSetOf = [&](const Plan &plan) {
            YAML::Node js;
            for (const YAML::Node &d : YAML::LoadAll(manifestsYaml(*cat, plan).toStdString()))
                if (str(d["kind"]) == "JobSet")
                    js = d;
            return js;
        };
        QVERIFY(jobSetOf(p)["spec"] && !jobSetOf(p)["spec"]["failurePolicy"]);
        p.workload.maxRestarts = 4;
        const QString yaml = manifestsYaml(*cat, p);
        QVERIFY2(crdErrors(yaml).isEmpty(), qPrintable(crdErrors(yaml).join('\n')));
        QCOMPARE(jobSetOf(p)["spec"]["failurePolicy"]["maxRestarts"].as<int>(), 4);
    }

    // Issue 26: serving on v6e 4x4 is an LWS of size 4 with the TPU selectors; Ray on v5p 2x2x2
    // x 2 slices a RayCluster with numOfHosts 2 and replicas 2. Both valid against their CRDs.
    void servingAndRay()
    {
        Plan serve = tpu::test::standardPlan();
        serve.workload.kind = WorkloadKind::LeaderWorkerSet;
        QStringList kinds;
        const QString lwsYaml = manifestsYaml(*cat, serve);
        QVERIFY2(crdErrors(lwsYaml, &kinds).isEmpty(), qPrintable(crdErrors(lwsYaml).join('\n')));
        QVERIFY(kinds.contains("LeaderWorkerSet"));
        YAML::Node lws;
        for (const YAML::Node &d : YAML::LoadAll(lwsYaml.toStdString()))
            if (str(d["kind"]) == "LeaderWorkerSet")
                lws = d;
        QCOMPARE(lws["spec"]["leaderWorkerTemplate"]["size"].as<int>(), 4);
        for (const char *t : {"leaderTemplate", "workerTemplate"}) {
            const YAML::Node sel = lws["spec"]["leaderWorkerTemplate"][t]["spec"]["nodeSelector"];
            QCOMPARE(str(sel["cloud.google.com/gke-tpu-accelerator"]),
                     std::string("tpu-v6e-slice"));
            QCOMPARE(str(sel["cloud.google.com/gke-tpu-topology"]), std::string("4x4"));
            QCOMPARE(str(lws["spec"]["leaderWorkerTemplate"][t]["spec"]["containers"][0]
                            ["resources"]["limits"]["google.com/tpu"]),
                     std::string("4"));
        }

        Plan ray = tpu::test::standardPlan();
        ray.tpuVersion = "v5p";
        ray.machineType = "ct5p-hightpu-4t";
        ray.topology = tpu::test::shape("2x2x2");
        ray.zone = "us-east5-a";
        ray.slices = 2;
        ray.workload.kind = WorkloadKind::RayCluster;
        kinds.clear();
        const QString rayYaml = manifestsYaml(*cat, ray);
        QVERIFY2(crdErrors(rayYaml, &kinds).isEmpty(), qPrintable(crdErrors(rayYaml).join('\n')));
        QVERIFY(kinds.contains("RayCluster"));
        const YAML::Node rc = YAML::LoadAll(rayYaml.toStdString()).back();
        QCOMPARE(rc["spec"]["workerGroupSpecs"][0]["numOfHosts"].as<int>(), 2);
        QCOMPARE(rc["spec"]["workerGroupSpecs"][0]["replicas"].as<int>(), 2);
        QCOMPARE(str(rc["spec"]["workerGroupSpecs"][0]["template"]["spec"]["nodeSelector"]
                       ["cloud.google.com/gke-tpu-topology"]),
                 std::string("2x2x2"));
        // Multi-host Ray needs the KubeRay TPU webhook: the plan says so.
        const auto findings = checkPlan(*cat, ray);
        QVERIFY(std::any_of(findings.begin(), findings.end(),
                            [](const auto &f) { return f.id == "workload.ray-tpu-webhook"; }));
    }

    void schemaCheckCatchesUnknownFields()
    {
        const QStringList errors =
            crdErrors("{apiVersion: jobset.x-k8s.io/v1alpha2, kind: JobSet, metadata: {name: x}, "
                      "spec: {replicatedJobs: [{name: s, replica: 2, template: {spec: "
                      "{parallelism: \"4\"}}}]}}");
        QVERIFY2(errors.join(' ').contains("unknown field JobSet.spec.replicatedJobs[0].replica"),
                 qPrintable(errors.join(' ')));
        QVERIFY2(errors.join(' ').contains("parallelism must be of type integer"),
                 qPrintable(errors.join(' ')));
        QVERIFY(!crdErrors("{apiVersion: jobset.x-k8s.io/v9, kind: JobSet, metadata: {name: x}}")
                     .isEmpty());
        const QStringList enumErrors =
            crdErrors("{apiVersion: cloud.google.com/v1, kind: ComputeClass, metadata: {name: x}, "
                      "spec: {whenUnsatisfiable: Maybe, priorities: [{spot: true}]}}");
        QVERIFY2(enumErrors.join(' ').contains("whenUnsatisfiable = Maybe is not one of"),
                 qPrintable(enumErrors.join(' ')));
    }

    // Multi-host flex-start: queued provisioning. The workload selects the queued nodes and
    // tolerates their taint; kueue.yaml adds ProvisioningRequestConfig and AdmissionCheck, and the
    // ClusterQueue lists the check.
    void queuedProvisioning()
    {
        Plan p = standardPlan();
        p.consumption = Consumption::FlexStart;
        p.clusterVersion = "1.33.2-gke.1240000";
        QVERIFY(!p.kueue);
        const QString kueue = kueueYaml(*cat, p);
        QStringList kinds;
        const QStringList errors = crdErrors(kueue, &kinds);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QCOMPARE(kinds, QStringList({"ProvisioningRequestConfig", "AdmissionCheck",
                                     "ResourceFlavor", "ClusterQueue", "LocalQueue"}));
        const std::vector<YAML::Node> docs = YAML::LoadAll(kueue.toStdString());
        QCOMPARE(str(docs[0]["spec"]["provisioningClassName"]),
                 std::string("queued-provisioning.gke.io"));
        QCOMPARE(str(docs[0]["spec"]["managedResources"][0]), std::string("google.com/tpu"));
        QCOMPARE(str(docs[1]["spec"]["controllerName"]),
                 std::string("kueue.x-k8s.io/provisioning-request"));
        QCOMPARE(str(docs[1]["spec"]["parameters"]["name"]), str(docs[0]["metadata"]["name"]));
        QCOMPARE(str(docs[3]["spec"]["admissionChecksStrategy"]["admissionChecks"][0]["name"]),
                 str(docs[1]["metadata"]["name"]));
        for (const YAML::Node &d : YAML::LoadAll(manifestsYaml(*cat, p).toStdString())) {
            if (str(d["kind"]) != "JobSet")
                continue;
            QCOMPARE(str(d["metadata"]["labels"]["kueue.x-k8s.io/queue-name"]),
                     localQueueName(p).toStdString());
            const YAML::Node pod =
                d["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"];
            QCOMPARE(str(pod["nodeSelector"]["cloud.google.com/gke-queued"]), std::string("true"));
            QVERIFY(!pod["nodeSelector"]["cloud.google.com/gke-flex-start"]);
            QCOMPARE(str(pod["tolerations"][0]["key"]), std::string("cloud.google.com/gke-queued"));
            QCOMPARE(str(pod["tolerations"][0]["effect"]), std::string("NoSchedule"));
        }
        // Single-host flex-start: a plain flex-start pool, no Kueue objects.
        p.machineType = "ct6e-standard-8t";
        p.topology = tpu::test::shape("2x4");
        p.workload.kind = WorkloadKind::Job;
        QVERIFY(kueueYaml(*cat, p).isEmpty());
        QVERIFY(manifestsYaml(*cat, p).contains("cloud.google.com/gke-flex-start: \"true\""));
    }

    // A fallback chain: a ComputeClass with one priority per step, selected by the workload.
    void computeClassChain()
    {
        Plan p = standardPlan();
        p.mode = Mode::Autopilot;
        p.topology = tpu::test::shape("2x4");
        p.machineType = "ct6e-standard-8t";
        p.workload.kind = WorkloadKind::Job;
        p.consumption = Consumption::Reservation;
        p.reservation = {"v6e-res", "shared-capacity", "ct6e-standard-8t", "us-east5-b", {}, {}};
        p.fallback = {Consumption::OnDemand, Consumption::FlexStart, Consumption::Spot};
        const QString yaml = manifestsYaml(*cat, p);
        QStringList kinds;
        const QStringList errors = crdErrors(yaml, &kinds);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QVERIFY(kinds.contains("ComputeClass"));
        const std::vector<YAML::Node> docs = YAML::LoadAll(yaml.toStdString());
        YAML::Node cc, pod;
        for (const YAML::Node &d : docs) {
            if (str(d["kind"]) == "ComputeClass")
                cc = d;
            if (str(d["kind"]) == "Job")
                pod = d["spec"]["template"]["spec"];
        }
        QVERIFY(cc && pod);
        QVERIFY(!cc["metadata"]["namespace"]); // cluster-scoped
        const YAML::Node pr = cc["spec"]["priorities"];
        QCOMPARE(pr.size(), size_t(4));
        for (const auto &step : pr) {
            QCOMPARE(str(step["tpu"]["type"]), std::string("tpu-v6e-slice"));
            QCOMPARE(step["tpu"]["count"].as<int>(), 8);
            QCOMPARE(str(step["tpu"]["topology"]), std::string("2x4"));
        }
        QCOMPARE(str(pr[0]["reservations"]["affinity"]), std::string("Specific"));
        QCOMPARE(str(pr[0]["reservations"]["specific"][0]["name"]), std::string("v6e-res"));
        QCOMPARE(str(pr[0]["reservations"]["specific"][0]["project"]),
                 std::string("shared-capacity"));
        QVERIFY(!pr[1]["spot"] && !pr[1]["reservations"] && !pr[1]["flexStart"]);
        QVERIFY(pr[2]["flexStart"]["enabled"].as<bool>());
        QVERIFY(pr[3]["spot"].as<bool>());
        QCOMPARE(str(cc["spec"]["whenUnsatisfiable"]), std::string("DoNotScaleUp"));
        // The workload selects the class and nothing the class decides.
        QCOMPARE(str(pod["nodeSelector"]["cloud.google.com/compute-class"]),
                 str(cc["metadata"]["name"]));
        QVERIFY(!pod["nodeSelector"]["cloud.google.com/reservation-name"]);
        QVERIFY(!pod["nodeSelector"]["cloud.google.com/gke-spot"]);
        p.scaleUpAnyway = true;
        QVERIFY(manifestsYaml(*cat, p).contains("whenUnsatisfiable: ScaleUpAnyway"));
        // A long workload name still gives a class name a label value can hold.
        p.workload.name = QString(63, 'a');
        QVERIFY(computeClassName(p).size() <= 63);
    }

    // kueue.yaml applies on its own: the LocalQueue's Namespace comes first in it.
    void kueueFileHasItsNamespace()
    {
        Plan p = standardPlan();
        p.kueue = true;
        p.workload.nameSpace = "ml-team";
        const std::vector<YAML::Node> docs = YAML::LoadAll(kueueYaml(*cat, p).toStdString());
        QCOMPARE(str(docs.front()["kind"]), std::string("Namespace"));
        QCOMPARE(str(docs.front()["metadata"]["name"]), std::string("ml-team"));
        QCOMPARE(str(docs.back()["metadata"]["namespace"]), std::string("ml-team"));
    }

    void kueueObjects()
    {
        Plan p = standardPlan();
        p.kueue = true;
        p.slices = 2;
        const std::vector<YAML::Node> docs = YAML::LoadAll(kueueYaml(*cat, p).toStdString());
        QCOMPARE(docs.size(), size_t(3));
        QCOMPARE(str(docs[0]["kind"]), std::string("ResourceFlavor"));
        QCOMPARE(str(docs[0]["spec"]["nodeLabels"]["cloud.google.com/gke-tpu-topology"]),
                 std::string("4x4"));
        QCOMPARE(str(docs[1]["kind"]), std::string("ClusterQueue"));
        const YAML::Node group = docs[1]["spec"]["resourceGroups"][0];
        QCOMPARE(group["coveredResources"].size(), size_t(3));
        QCOMPARE(str(group["flavors"][0]["name"]), str(docs[0]["metadata"]["name"]));
        QCOMPARE(str(group["flavors"][0]["resources"][2]["name"]), std::string("google.com/tpu"));
        QCOMPARE(str(group["flavors"][0]["resources"][2]["nominalQuota"]),
                 std::string("32")); // 2 slices x 16
        // cpu: 75% of 180 vCPU per VM, 8 VMs.
        QCOMPARE(str(group["flavors"][0]["resources"][0]["nominalQuota"]), std::string("1080"));
        QCOMPARE(str(docs[2]["kind"]), std::string("LocalQueue"));
        QCOMPARE(str(docs[2]["spec"]["clusterQueue"]), str(docs[1]["metadata"]["name"]));
    }

    void awkwardTextRoundTrips()
    {
        Plan p = standardPlan();
        p.workload.command = QStringList{
            "a: b", "#not-a-comment", "'single'", "\"double\"", "multi\nline", "yes", "0x10"};
        const YAML::Node d = YAML::LoadAll(manifestsYaml(*cat, p).toStdString()).back();
        const YAML::Node cmd = d["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]
                                ["spec"]["containers"][0]["command"];
        QStringList back;
        for (const auto &a : cmd) {
            QCOMPARE(a.Tag(),
                     std::string("!")); // every argument is a quoted string, never a bool or number
            back << QString::fromStdString(a.Scalar());
        }
        QCOMPARE(back, p.workload.command);
    }

    // Names a user may legitimately type that YAML would read as numbers, booleans, dates or null,
    // and (with --force) characters that break YAML parsers: every one reads back as the same
    // string, and every document parses.
    void everyStringReadsBackAsTheSameString_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        const char *words[] = {"123",  "no", "0x1f", "0777", "yes",  "on",         "true",  "off",
                               "y",    "n",  "null", "~",    "1e3",  "2001-12-14", "1_000", "12:30",
                               ".inf", "-1", "=",    "<<",   "0o17", "NULL",       "False"};
        for (const char *w : words)
            for (const char *f : {"name", "namespace", "priorityClass"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1=%2").arg(QLatin1String(f), QLatin1String(w))))
                    << QString::fromLatin1(f) << QString::fromLatin1(w);
        const QString hostile[] = {QStringLiteral("a\rb"),
                                   QStringLiteral("a\u0085b"),
                                   QStringLiteral("a\u2028b"),
                                   QStringLiteral("a\u2029b"),
                                   QStringLiteral("a\x7f"
                                                  "b"),
                                   QStringLiteral("a: b"),
                                   QStringLiteral("&anchor"),
                                   QStringLiteral("!!tag"),
                                   QStringLiteral("{x}"),
                                   QStringLiteral("#c"),
                                   QStringLiteral("a\nb"),
                                   QStringLiteral("'\"$(x)`y`"),
                                   QStringLiteral("\t"),
                                   QStringLiteral(" lead"),
                                   QStringLiteral("x\x01y"),
                                   QStringLiteral("\uFEFFbom")};
        int i = 0;
        for (const QString &h : hostile)
            for (const char *f : {"name", "namespace", "priorityClass", "command", "image"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1-hostile-%2").arg(QLatin1String(f)).arg(i++)))
                    << QString::fromLatin1(f) << h;
    }
    void everyStringReadsBackAsTheSameString()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        tpu::model::Plan p = standardPlan();
        p.kueue = true;
        if (field == QLatin1String("name"))
            p.workload.name = value;
        else if (field == QLatin1String("namespace"))
            p.workload.nameSpace = value;
        else if (field == QLatin1String("priorityClass"))
            p.priorityClass = value;
        else if (field == QLatin1String("command"))
            p.workload.command = QStringList{QStringLiteral("python3"), value};
        else
            p.workload.image = value;
        const QString manifests = manifestsYaml(*cat, p);
        for (const QString &text : {manifests, kueueYaml(*cat, p)}) {
            std::vector<YAML::Node> docs;
            try {
                docs = YAML::LoadAll(text.toStdString());
            } catch (const YAML::Exception &e) {
                QFAIL(qPrintable(QStringLiteral("does not parse: %1\n%2")
                                     .arg(QString::fromStdString(e.what()), text)));
            }
            QVERIFY(!docs.empty());
            std::set<std::string> found;
            QStringList typed;
            for (const auto &d : docs)
                collectStrings(d, value, found, typed);
            QVERIFY2(typed.isEmpty(), qPrintable(typed.join(", ") + "\n" + text));
            if (text == manifests)
                QVERIFY2(found.count(value.toStdString()) == 1,
                         qPrintable(QStringLiteral("\"%1\" not read back:\n%2").arg(value, text)));
        }
    }

    // A huge custom shape with --force: the Kueue quotas are exact, never wrapped to negative
    // (was "-5476377146882523136Mi"). 4096x4096x4096 v5p x 1024 slices = 17,592,186,044,416 VMs.
    void hugeQuotasDoNotOverflow()
    {
        tpu::model::Plan p = standardPlan();
        p.tpuVersion = QStringLiteral("v5p");
        p.machineType = QStringLiteral("ct5p-hightpu-4t");
        p.topology = shape("4096x4096x4096");
        p.slices = 1024;
        p.kueue = true;
        const QString k = kueueYaml(*cat, p);
        QVERIFY2(k.contains(QStringLiteral("nominalQuota: \"2744381022928896\"")),
                 qPrintable(k)); // 208 vCPU x 3/4
        QVERIFY2(k.contains(QStringLiteral("nominalQuota: \"6052837899185946624Mi\"")),
                 qPrintable(k));
        QVERIFY2(k.contains(QStringLiteral("nominalQuota: \"70368744177664\"")), qPrintable(k));
        QVERIFY(!k.contains(QStringLiteral("\"-")));
    }
};

QTEST_GUILESS_MAIN(TestManifests)
#include "tst_manifests.moc"
