// Issue 36, acceptance: plans covering every consumption option x mode x workload kind x new or
// existing cluster x Kueue are exported, and each apply.sh runs against fakes of gcloud and kubectl
// that model a GKE cluster: node pools with their machine type and size, what GKE leaves
// allocatable on each machine (Compute Engine's sizes and GKE's reservations, written out here
// independently of the planner), node auto-provisioning limits that count the default pool, an
// Autopilot reservation of another project, and Kueue's Workload objects as Kueue makes them for
// each kind. The job must be scheduled in every case `check` accepts.
#include "export/applyscript.h"
#include "export/exportbundle.h"
#include "goldenplans.h"
#include "model/rules.h"
#include "model/snapshot.h"

#include <QProcess>
#include <QTemporaryDir>

using namespace tpu::model;
using namespace tpu::test;

namespace {

// The cluster model (tests/applymodel/gcloud and kubectl, bash). State in $STATE: clusters,
// pool-NAME ("machine nodes topology"), nap (its CPU limit), default-cpu, crd-*, the applied YAML
// files.
QByteArray fake(const char *tool)
{
    QFile f(QStringLiteral(TPU_SOURCE_DIR "/tests/applymodel/") + QLatin1String(tool));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeExecutable(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    f.setPermissions(f.permissions() | QFile::ExeOwner);
}

} // namespace

class TestApplyModel : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = builtinCatalog();

    static Plan planOf(Consumption consumption, Mode mode, WorkloadKind kind, bool newCluster,
                       bool kueue, bool chain, bool anyReservation = false)
    {
        Plan p = standardPlan();
        p.clusterVersion = QStringLiteral("1.34.1-gke.1000000");
        p.mode = mode;
        p.workload.kind = kind;
        p.newCluster = newCluster;
        p.kueue = kueue;
        if (!isMultiHostKind(kind)) { // single-host: one chip of v6e (176 GiB in Compute Engine)
            p.machineType = QStringLiteral("ct6e-standard-1t");
            p.topology = tpu::test::shape("1x1");
        }
        p.consumption = consumption;
        if (consumption == Consumption::Reservation)
            p.reservation = {QStringLiteral("v6e-res"),
                             QStringLiteral("shared-capacity"),
                             p.machineType,
                             p.zone,
                             p.machineType,
                             p.zone};
        if (anyReservation) // issue 40 point 4: any matching reservation, never on-demand
            p.reservation = {{}, {}, {}, {}, {}, {}, tpu::model::ReservationAffinity::AnyThenFail};
        if (chain) { // a fallback chain: a compute class, node auto-provisioning in
                     // Standard
            p.fallback = {consumption == Consumption::Spot ? Consumption::OnDemand
                                                           : Consumption::Spot};
            p.autoscaling.nodeAutoProvisioning = mode == Mode::Standard;
        }
        return p;
    }

private slots:
    void everyAcceptedPlanIsScheduled()
    {
        int accepted = 0, refused = 0;
        QStringList failures;
        // The consumption options; the fifth is a reservation with affinity
        // any-reservation-then-fail (issue 40 point 4).
        const Consumption options[] = {Consumption::OnDemand, Consumption::Spot,
                                       Consumption::FlexStart, Consumption::Reservation,
                                       Consumption::Reservation};
        for (int option = 0; option < 5; ++option)
            for (Mode mode : {Mode::Standard, Mode::Autopilot})
                for (WorkloadKind kind : {WorkloadKind::Job, WorkloadKind::Deployment,
                                          WorkloadKind::JobSet, WorkloadKind::IndexedJob,
                                          WorkloadKind::LeaderWorkerSet, WorkloadKind::RayCluster})
                    for (bool newCluster : {true, false})
                        for (int variant = 0; variant < 4; ++variant) {
                            const bool kueue = variant & 1, chain = variant & 2;
                            const Consumption c = options[option];
                            const bool any = option == 4;
                            const Plan p = planOf(c, mode, kind, newCluster, kueue, chain, any);
                            const auto snap = makeSnapshot(*cat, p);
                            const QString what =
                                QStringLiteral("%1/%2/%3/%4/%5")
                                    .arg(any ? QStringLiteral("any-reservation-then-fail")
                                             : consumptionId(c),
                                         modeId(mode), workloadKindId(kind),
                                         newCluster ? QStringLiteral("new")
                                                    : QStringLiteral("existing"),
                                         (kueue ? QStringLiteral("kueue")
                                                : QStringLiteral("no-kueue")) +
                                             (chain ? QStringLiteral("/chain") : QString()));
                            if (snap->hasErrors()) { // check refuses it first
                                ++refused;
                                continue;
                            }
                            ++accepted;
                            const QString failure = runApply(*snap);
                            if (!failure.isEmpty())
                                failures << what + QStringLiteral(": ") + failure;
                        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
        // The matrix must exercise the model: most plans are accepted.
        QVERIFY2(accepted >= 200,
                 qPrintable(QStringLiteral("%1 accepted, %2 refused").arg(accepted).arg(refused)));
    }

    // Issue 36 point 8: a controller whose CRD is there already (KubeRay installed by Helm, in a
    // namespace of its own) is left as it is and not waited for under the release's namespace
    // and name, where nothing runs; one apply.sh installed itself is waited for.
    void controllerInstalledElsewhereIsNotWaitedFor()
    {
        const Plan p = planOf(Consumption::OnDemand, Mode::Standard, WorkloadKind::RayCluster,
                              false, false, false);
        const auto snap = makeSnapshot(*cat, p);
        QVERIFY(!snap->hasErrors());
        Setup helm;
        helm.files.insert(QStringLiteral("crd-rayclusters.ray.io"), {});
        const QString failure = runApply(*snap, helm);
        QVERIFY2(failure.isEmpty(), qPrintable(failure + lastOut));
        QVERIFY2(lastOut.contains(QLatin1String("KubeRay: present (CRD rayclusters.ray.io), "
                                                "installed another way")),
                 qPrintable(lastOut));
        QVERIFY(!lastOut.contains(QLatin1String("kubectl wait")));
        QVERIFY(!lastState.contains(QLatin1String("deploy-ray-system-kuberay-operator")));
        // From nothing: installed, then waited for.
        QVERIFY(runApply(*snap).isEmpty());
        QVERIFY(lastOut.contains(QLatin1String("+ kubectl wait --for=condition=Available")));
        QVERIFY(lastState.contains(QLatin1String("deploy-ray-system-kuberay-operator")));
    }

    // Issue 36 point 8: an existence check that fails for another reason than "not found" (no
    // permission, not logged in) stops apply.sh with the tool's message; nothing is created.
    void failedChecksAreNotReadAsMissing()
    {
        const Plan p = planOf(Consumption::OnDemand, Mode::Standard, WorkloadKind::JobSet, false,
                              false, false);
        const auto snap = makeSnapshot(*cat, p);
        Setup denied;
        denied.env.insert(QStringLiteral("FAKE_GCLOUD_ERROR"),
                          QStringLiteral("ERROR: (gcloud.container.node-pools.describe) "
                                         "ResponseError: code=403, message=Required "
                                         "\"container.clusters.get\" permission(s)."));
        QVERIFY(!runApply(*snap, denied).isEmpty());
        QVERIFY2(lastErr.contains(QLatin1String("code=403, message=Required")),
                 qPrintable(lastErr));
        QVERIFY2(lastErr.contains(QLatin1String("reads only a 'not found' answer as missing")),
                 qPrintable(lastErr));
        QVERIFY2(lastState.filter(QStringLiteral("pool-")).isEmpty(),
                 qPrintable(lastState.join(' ')));

        Setup rbac;
        rbac.env.insert(QStringLiteral("FAKE_KUBECTL_ERROR"),
                        QStringLiteral("Error from server (Forbidden): "
                                       "customresourcedefinitions.apiextensions.k8s.io "
                                       "\"jobsets.jobset.x-k8s.io\" is forbidden"));
        QVERIFY(!runApply(*snap, rbac).isEmpty());
        QVERIFY2(lastErr.contains(QLatin1String("(Forbidden)")), qPrintable(lastErr));
        QVERIFY2(lastState.filter(QStringLiteral("crd-")).isEmpty(),
                 qPrintable(lastState.join(' ')));
    }

    // Issue 36 point 8: an existing zonal cluster works when the plan says where it is (every
    // command names the zone); when the plan says otherwise, apply.sh stops before anything with
    // where gcloud found it.
    void existingZonalCluster()
    {
        Plan p = planOf(Consumption::OnDemand, Mode::Standard, WorkloadKind::JobSet, false, false,
                        false);
        Setup zonal;
        zonal.clusterLocation = p.zone;
        {
            const auto snap = makeSnapshot(*cat, p);
            QVERIFY(!runApply(*snap, zonal).isEmpty());
            QVERIFY2(
                lastErr.contains(QStringLiteral("is in %1, not in %2").arg(p.zone, p.region())),
                qPrintable(lastErr));
            QVERIFY2(lastErr.contains(QLatin1String("--cluster-location")), qPrintable(lastErr));
            QVERIFY(lastState.filter(QStringLiteral("pool-")).isEmpty());
        }
        p.clusterLocation = p.zone;
        const auto snap = makeSnapshot(*cat, p);
        QVERIFY(!snap->hasErrors());
        QCOMPARE(snap->deployment.cluster.location, p.zone);
        QVERIFY(snap->deployment.cluster.zonal);
        const QString failure = runApply(*snap, zonal);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(lastOut.contains(QStringLiteral("--location=%1").arg(p.zone)));
        QVERIFY(!lastOut.contains(QStringLiteral("--location=%1 ").arg(p.region())));
        QCOMPARE(lastState.filter(QStringLiteral("pool-")).size(), 1);
    }

    // Issue 36 point 8: no active gcloud account, or a project without the Kubernetes Engine
    // API: apply.sh stops at the start with the command that fixes it; nothing is created.
    void accountAndApiAreCheckedFirst()
    {
        Plan p =
            planOf(Consumption::OnDemand, Mode::Standard, WorkloadKind::JobSet, true, false, false);
        p.projectId = QStringLiteral("acme-ml");
        const auto snap = makeSnapshot(*cat, p);
        Setup noAccount;
        noAccount.env.insert(QStringLiteral("FAKE_NO_ACCOUNT"), QStringLiteral("1"));
        QVERIFY(!runApply(*snap, noAccount).isEmpty());
        QVERIFY2(lastErr.contains(QLatin1String("gcloud has no active account.")) &&
                     lastErr.contains(QLatin1String("Run: gcloud auth login")),
                 qPrintable(lastErr));
        QVERIFY(!lastState.contains(QLatin1String("clusters")));
        Setup apiOff;
        apiOff.env.insert(QStringLiteral("FAKE_API_OFF"), QStringLiteral("1"));
        QVERIFY(!runApply(*snap, apiOff).isEmpty());
        QVERIFY2(lastErr.contains(QLatin1String(
                     "Run: gcloud services enable container.googleapis.com --project=acme-ml")),
                 qPrintable(lastErr));
        QVERIFY(!lastState.contains(QLatin1String("clusters")));
    }

    // Issue 36 point 4: a node pool of the planned name with another machine type, topology or
    // size (another plan's, or an earlier shape of this one) is reported, never reused; one of
    // the planned shape is left as it is. The same for a TPU7x workload policy.
    void existingPoolOfAnotherShapeIsReported()
    {
        const Plan p = planOf(Consumption::OnDemand, Mode::Standard, WorkloadKind::JobSet, false,
                              false, false);
        const auto snap = makeSnapshot(*cat, p);
        QCOMPARE(snap->deployment.nodePools.size(), size_t(1));
        const QString pool = QStringLiteral("pool-") + snap->deployment.nodePools[0].name;
        Setup other;
        other.files.insert(pool, "--machine-type=ct6e-standard-4t\n--tpu-topology=2x4\n"
                                 "--num-nodes=2\n");
        QVERIFY(!runApply(*snap, other).isEmpty());
        QVERIFY2(lastErr.contains(QLatin1String("exists with another shape")) &&
                     lastErr.contains(QLatin1String("ct6e-standard-4t,2x4,,2")),
                 qPrintable(lastErr));
        QVERIFY(!lastOut.contains(QLatin1String("+ kubectl apply -f manifests.yaml")));
        Setup same;
        same.files.insert(pool, "--machine-type=ct6e-standard-4t\n--tpu-topology=4x4\n"
                                "--num-nodes=4\n");
        const QString failure = runApply(*snap, same);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(lastOut.contains(QLatin1String("exists with the planned shape, left as it is")));

        Plan t = p;
        t.tpuVersion = QStringLiteral("tpu7x");
        t.machineType = QStringLiteral("tpu7x-standard-4t");
        t.topology = tpu::test::shape("2x2x2");
        t.zone = QStringLiteral("us-central1-c");
        t.clusterVersion = QStringLiteral("1.34.1-gke.3084001");
        t.reservation = {};
        const auto tpu7x = makeSnapshot(*cat, t);
        QVERIFY(!tpu7x->hasErrors());
        QVERIFY(tpu7x->deployment.workloadPolicy.has_value());
        Setup policy;
        policy.files.insert(QStringLiteral("policy-") + tpu7x->deployment.workloadPolicy->name,
                            "--type=HIGH_AVAILABILITY\n--accelerator-topology=2x2x2\n");
        QVERIFY(!runApply(*tpu7x, policy).isEmpty());
        QVERIFY2(lastErr.contains(QLatin1String("exists with another shape")) &&
                     lastErr.contains(QLatin1String("HIGH_AVAILABILITY")),
                 qPrintable(lastErr));
    }

    // Issue 40: apply.sh submits the calendar-mode request, then stops with the start time
    // until the reservation has started; after it, it creates the node pool and the job runs. A
    // declined request and a gcloud older than 528.0.0 stop it too, the latter before anything
    // is created.
    void calendarModeWaitsForItsStart()
    {
        const Plan p =
            planFor(*std::find_if(goldens().begin(), goldens().end(), [](const Golden &g) {
                return QLatin1String(g.name) == QLatin1String("calendar-mode");
            }));
        const auto snap = makeSnapshot(*cat, p);
        QVERIFY(!snap->hasErrors());
        QTemporaryDir dir;
        Setup before;
        before.where = dir.path();
        before.env.insert(QStringLiteral("TPU_PLANNER_NOW"),
                          QStringLiteral("2026-12-01T12:00:00Z"));
        QString failure = runApply(*snap, before);
        QVERIFY2(failure.startsWith(QLatin1String("exit 1")), qPrintable(failure));
        QVERIFY2(lastErr.contains(QLatin1String("the calendar-mode reservation cal-v6e-train "
                                                "starts at 2026-12-07 00:00 UTC (its request is "
                                                "APPROVED)")),
                 qPrintable(lastErr));
        QVERIFY(QFile::exists(dir.filePath("state/fr-cal-v6e-train")));
        QVERIFY(!QFile::exists(dir.filePath("state/pool-" + snap->deployment.nodePools[0].name)));

        Setup after = before;
        after.env.insert(QStringLiteral("TPU_PLANNER_NOW"), QStringLiteral("2026-12-07T00:30:00Z"));
        failure = runApply(*snap, after);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(QFile::exists(dir.filePath("state/pool-" + snap->deployment.nodePools[0].name)));

        Setup declined;
        declined.env.insert(QStringLiteral("TPU_PLANNER_NOW"),
                            QStringLiteral("2026-12-08T00:00:00Z"));
        declined.env.insert(QStringLiteral("FAKE_FR_STATUS"), QStringLiteral("DECLINED"));
        failure = runApply(*snap, declined);
        QVERIFY2(failure.startsWith(QLatin1String("exit 1")), qPrintable(failure));
        QVERIFY2(lastErr.contains(QLatin1String("Google did not grant the calendar-mode "
                                                "reservation cal-v6e-train: its request is "
                                                "DECLINED")),
                 qPrintable(lastErr));

        // --no-infrastructure: the node pools come from elsewhere (Terraform) and the request was
        // submitted there too; apply.sh creates nothing with gcloud, but it still reads the
        // request and stops before the start, before anything is applied to the cluster.
        Setup elsewhere;
        elsewhere.args = QStringList{QStringLiteral("--no-infrastructure")};
        elsewhere.env.insert(QStringLiteral("TPU_PLANNER_NOW"),
                             QStringLiteral("2026-12-01T12:00:00Z"));
        elsewhere.files.insert(QStringLiteral("fr-cal-v6e-train"), "2026-12-07T00:00:00Z\n");
        // The cluster was made elsewhere too.
        elsewhere.files.insert(QStringLiteral("clusters"),
                               snap->deployment.cluster.location.toUtf8());
        elsewhere.files.insert(QStringLiteral("default-cpu"), "24\n");
        failure = runApply(*snap, elsewhere);
        QVERIFY2(failure.startsWith(QLatin1String("exit 1")), qPrintable(failure));
        QVERIFY2(lastErr.contains(QLatin1String("the calendar-mode reservation cal-v6e-train "
                                                "starts at 2026-12-07 00:00 UTC")),
                 qPrintable(lastErr));
        QVERIFY2(lastOut.contains(QLatin1String("skipped (--no-infrastructure)")),
                 qPrintable(lastOut));
        QVERIFY(!lastOut.contains(QLatin1String("+ kubectl apply -f manifests.yaml")));
        QVERIFY(lastState.filter(QStringLiteral("pool-")).isEmpty());
        Setup neverSubmitted = elsewhere;
        neverSubmitted.files.remove(QStringLiteral("fr-cal-v6e-train"));
        failure = runApply(*snap, neverSubmitted);
        QVERIFY2(failure.startsWith(QLatin1String("exit 1")), qPrintable(failure));
        QVERIFY2(lastErr.contains(QLatin1String("could not read the calendar-mode request "
                                                "cal-v6e-train")),
                 qPrintable(lastErr));
        Setup started = elsewhere;
        started.env.insert(QStringLiteral("TPU_PLANNER_NOW"),
                           QStringLiteral("2026-12-07T00:30:00Z"));
        runApply(*snap, started);
        QVERIFY2(lastOut.contains(QLatin1String("calendar-mode reservation cal-v6e-train: READY "
                                                "(from 2026-12-07 00:00 UTC)")),
                 qPrintable(lastOut + lastErr));
        QVERIFY(lastState.filter(QStringLiteral("pool-")).isEmpty()); // nothing created

        QTemporaryDir oldDir;
        Setup old;
        old.where = oldDir.path();
        old.env.insert(QStringLiteral("FAKE_GCLOUD_VERSION"), QStringLiteral("527.0.0"));
        failure = runApply(*snap, old);
        QVERIFY2(failure.startsWith(QLatin1String("exit 1")), qPrintable(failure));
        QVERIFY2(lastErr.contains(QLatin1String("needs gcloud 528.0.0 or later; gcloud version "
                                                "says '527.0.0'. Nothing was created.")),
                 qPrintable(lastErr));
        QVERIFY(!QFile::exists(oldDir.filePath("state/clusters")));
        QVERIFY(!QFile::exists(oldDir.filePath("state/fr-cal-v6e-train")));
    }

    // Issue 40 point 4: node pools that consume any matching reservation need gcloud 575.0.0;
    // apply.sh stops before creating anything with 528.0.0 (which refuses the value), and with a
    // newer gcloud creates the pool with --reservation-affinity=any-reservation-then-fail and
    // the job runs.
    void anyReservationNeedsGcloud575()
    {
        const Plan p =
            planFor(*std::find_if(goldens().begin(), goldens().end(), [](const Golden &g) {
                return QLatin1String(g.name) == QLatin1String("any-reservation");
            }));
        const auto snap = makeSnapshot(*cat, p);
        QVERIFY(!snap->hasErrors());
        QTemporaryDir oldDir;
        Setup old;
        old.where = oldDir.path();
        old.env.insert(QStringLiteral("FAKE_GCLOUD_VERSION"), QStringLiteral("528.0.0"));
        QString failure = runApply(*snap, old);
        QVERIFY2(failure.startsWith(QLatin1String("exit 1")), qPrintable(failure));
        QVERIFY2(lastErr.contains(QLatin1String(
                     "apply.sh: --reservation-affinity=any-reservation-then-fail needs gcloud "
                     "575.0.0 or later; gcloud version says '528.0.0'. Nothing was created.")),
                 qPrintable(lastErr));
        QVERIFY(!QFile::exists(oldDir.filePath("state/clusters")));

        QTemporaryDir dir;
        Setup current;
        current.where = dir.path();
        failure = runApply(*snap, current);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        const QByteArray pool =
            tpu::test::readAll(dir.filePath("state/pool-" + snap->deployment.nodePools[0].name));
        QVERIFY2(pool.contains("--reservation-affinity=any-reservation-then-fail\n"),
                 pool.constData());
        QVERIFY(!pool.contains("--reservation="));
    }

private:
    // Exports the plan, runs its apply.sh against the cluster model; empty when the job was
    // scheduled ("Done"), else what went wrong.
    // How the cluster model starts, beyond the plan: where an existing cluster really is, state
    // files already there (an existing node pool, a CRD installed by Helm), the fakes' switches.
    struct Setup
    {
        QString clusterLocation;
        QMap<QString, QByteArray> files;
        QMap<QString, QString> env;
        QString where;    // a folder kept between runs (exports and state); else a temporary one
        QStringList args; // apply.sh's options besides --timeout 0
    };

    QString runApply(const Snapshot &snap, const Setup &setup = {})
    {
        const Plan &p = snap.plan;
        QTemporaryDir temporary;
        const QDir dir(setup.where.isEmpty() ? temporary.path() : setup.where);
        QString error;
        if (!QFile::exists(dir.filePath(QStringLiteral("out/apply.sh"))) &&
            tpu::exporters::writeExportFiles(tpu::exporters::exportFiles(snap),
                                             dir.filePath(QStringLiteral("out")), &error)
                .isEmpty())
            return error;
        const QString state = dir.filePath(QStringLiteral("state"));
        QDir().mkpath(state);
        QDir().mkpath(dir.filePath(QStringLiteral("bin")));
        if (!p.newCluster) { // it exists, where it is (the plan's region unless it says)
            QFile existing(state + QStringLiteral("/clusters"));
            if (existing.open(QIODevice::WriteOnly))
                existing.write((setup.clusterLocation.isEmpty() ? snap.deployment.cluster.location
                                                                : setup.clusterLocation)
                                   .toUtf8());
            QFile cpu(state + QStringLiteral("/default-cpu"));
            if (cpu.open(QIODevice::WriteOnly))
                cpu.write("24\n");
        }
        writeExecutable(dir.filePath(QStringLiteral("bin/gcloud")), fake("gcloud"));
        writeExecutable(dir.filePath(QStringLiteral("bin/kubectl")), fake("kubectl"));
        QFile crds(dir.filePath(QStringLiteral("crds")));
        if (!crds.open(QIODevice::WriteOnly))
            return QStringLiteral("no crds file");
        for (const auto &c : tpu::exporters::knownControllers())
            crds.write(QStringList{c.manifestUrl, c.crd, c.nameSpace, c.deployment}
                           .join(QLatin1Char(' '))
                           .append(QLatin1Char('\n'))
                           .toUtf8());
        crds.close();
        for (auto it = setup.files.begin(); it != setup.files.end(); ++it) {
            QFile f(state + QLatin1Char('/') + it.key());
            if (!f.open(QIODevice::WriteOnly))
                return QStringLiteral("cannot write ") + it.key();
            f.write(it.value());
        }

        QProcess bash;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("PATH"),
                 dir.filePath(QStringLiteral("bin")) + QLatin1Char(':') + e.value("PATH"));
        e.insert(QStringLiteral("STATE"), state);
        e.insert(QStringLiteral("CRDS"), dir.filePath(QStringLiteral("crds")));
        e.insert(QStringLiteral("CLUSTER_NAME"), p.clusterName);
        for (auto it = setup.env.begin(); it != setup.env.end(); ++it)
            e.insert(it.key(), it.value());
        e.insert(QStringLiteral("FAKE_MODE"), tpu::catalog::modeId(p.mode));
        e.insert(QStringLiteral("FAKE_MACHINE"), p.machineType);
        e.insert(QStringLiteral("FAKE_NEED"),
                 QString::number(snap.resolution.vmsPerSlice * p.slices));
        e.insert(QStringLiteral("FAKE_SLICES"), QString::number(p.slices));
        e.insert(QStringLiteral("FAKE_WORKLOAD"), p.workload.name);
        if (p.mode == Mode::Autopilot && p.consumption == Consumption::Reservation &&
            p.fallback.empty() && p.reservation.project != p.projectId)
            e.insert(QStringLiteral("FAKE_RES_PROJECT"), p.reservation.project);
        bash.setProcessEnvironment(e);
        bash.start(QStringLiteral("bash"),
                   QStringList{dir.filePath(QStringLiteral("out/apply.sh")),
                               QStringLiteral("--timeout"), QStringLiteral("0")} +
                       setup.args);
        if (!bash.waitForFinished(60000))
            return QStringLiteral("apply.sh did not finish");
        const QString out = QString::fromUtf8(bash.readAllStandardOutput());
        const QString err = QString::fromUtf8(bash.readAllStandardError());
        lastOut = out;
        lastErr = err;
        lastState = readState(state);
        if (bash.exitCode() != 0 || !out.contains(QLatin1String("Done")))
            return QStringLiteral("exit %1: %2").arg(bash.exitCode()).arg(err.trimmed().right(300));
        return {};
    }

    // What the model holds after a run: every state file's name.
    static QStringList readState(const QString &state)
    {
        return QDir(state).entryList(QDir::Files, QDir::Name);
    }

    QString lastOut, lastErr;
    QStringList lastState;
};

QTEST_GUILESS_MAIN(TestApplyModel)
#include "tst_applymodel.moc"
