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
                       bool kueue, bool chain)
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
        for (Consumption c : {Consumption::OnDemand, Consumption::Spot, Consumption::FlexStart,
                              Consumption::Reservation})
            for (Mode mode : {Mode::Standard, Mode::Autopilot})
                for (WorkloadKind kind : {WorkloadKind::Job, WorkloadKind::Deployment,
                                          WorkloadKind::JobSet, WorkloadKind::IndexedJob,
                                          WorkloadKind::LeaderWorkerSet, WorkloadKind::RayCluster})
                    for (bool newCluster : {true, false})
                        for (int variant = 0; variant < 4; ++variant) {
                            const bool kueue = variant & 1, chain = variant & 2;
                            const Plan p = planOf(c, mode, kind, newCluster, kueue, chain);
                            const auto snap = makeSnapshot(*cat, p);
                            const QString what =
                                QStringLiteral("%1/%2/%3/%4/%5")
                                    .arg(consumptionId(c), modeId(mode), workloadKindId(kind),
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

private:
    // Exports the plan, runs its apply.sh against the cluster model; empty when the job was
    // scheduled ("Done"), else what went wrong.
    QString runApply(const Snapshot &snap)
    {
        const Plan &p = snap.plan;
        QTemporaryDir dir;
        QString error;
        if (tpu::exporters::writeExportFiles(tpu::exporters::exportFiles(snap),
                                             dir.filePath(QStringLiteral("out")), &error)
                .isEmpty())
            return error;
        const QString state = dir.filePath(QStringLiteral("state"));
        QDir().mkpath(state);
        QDir().mkpath(dir.filePath(QStringLiteral("bin")));
        if (!p.newCluster) {
            QFile existing(state + QStringLiteral("/clusters"));
            existing.open(QIODevice::WriteOnly);
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
            crds.write((c.manifestUrl + QLatin1Char(' ') + c.crd + QLatin1Char('\n')).toUtf8());
        crds.close();

        QProcess bash;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("PATH"),
                 dir.filePath(QStringLiteral("bin")) + QLatin1Char(':') + e.value("PATH"));
        e.insert(QStringLiteral("STATE"), state);
        e.insert(QStringLiteral("CRDS"), dir.filePath(QStringLiteral("crds")));
        e.insert(QStringLiteral("CLUSTER_NAME"), p.clusterName);
        e.insert(QStringLiteral("CLUSTER_LOCATION"), p.region());
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
        bash.start(QStringLiteral("bash"), {dir.filePath(QStringLiteral("out/apply.sh")),
                                            QStringLiteral("--timeout"), QStringLiteral("0")});
        if (!bash.waitForFinished(60000))
            return QStringLiteral("apply.sh did not finish");
        const QString out = QString::fromUtf8(bash.readAllStandardOutput());
        const QString err = QString::fromUtf8(bash.readAllStandardError());
        if (bash.exitCode() != 0 || !out.contains(QLatin1String("Done")))
            return QStringLiteral("exit %1: %2").arg(bash.exitCode()).arg(err.trimmed().right(300));
        return {};
    }
};

QTEST_GUILESS_MAIN(TestApplyModel)
#include "tst_applymodel.moc"
