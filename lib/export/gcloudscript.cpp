#include "gcloudscript.h"

#include "manifests.h"

#include "resolution.h"
#include "rules.h"
#include "shellquote.h"
#include "summary.h"

#include <cmath>

#include <QMap>

namespace tpu::exporters {

using catalog::Mode;
using model::Consumption;
using model::Plan;

namespace {

QString clusterVersionFor(const Plan &p, const model::Resolution &r)
{
    if (!p.clusterVersion.isEmpty())
        return p.clusterVersion;
    // No version chosen: the accelerator's minimum for the mode (rule gke.version-unset says so).
    return r.accelerator ? r.accelerator->minGke.value(p.mode).toString() : QString();
}

QString workloadPolicyName(const Plan &p)
{
    return p.clusterName + QStringLiteral("-tpu-policy");
}

QStringList common(const Plan &p)
{
    QStringList a;
    if (!p.projectId.isEmpty())
        a << QStringLiteral("--project=") + p.projectId;
    a << QStringLiteral("--location=") + p.effectiveRegion();
    return a;
}

// Node auto-provisioning (Standard): GKE creates TPU slice node pools for pending workloads,
// within limits sized to the plan (SEED "Autoscaling"; TPU limits as --max-accelerator).
QStringList autoprovisioningFlags(const catalog::Catalog &c, const Plan &p, const model::Resolution &r)
{
    if (!p.autoscaling.nodeAutoProvisioning || !r.isComplete())
        return {};
    const model::Summary s = model::summarize(c, p);
    QStringList a{QStringLiteral("--enable-autoprovisioning")};
    if (s.vcpu.value)
        a << QStringLiteral("--max-cpu=%1").arg(*s.vcpu.value);
    if (s.memoryGiB.value && *s.memoryGiB.value < 9e18) // beyond qint64 only for absurd --force plans
        a << QStringLiteral("--max-memory=%1").arg(qint64(std::ceil(*s.memoryGiB.value)));
    a << QStringLiteral("--max-accelerator=type=%1,count=%2").arg(r.accelerator->label).arg(s.totalChips);
    return a;
}

} // namespace

std::vector<GcloudCommand> gcloudCommands(const catalog::Catalog &c, const Plan &p)
{
    std::vector<GcloudCommand> out;
    const model::Resolution r = model::resolve(c, p);
    const QString version = clusterVersionFor(p, r);

    if (p.newCluster) {
        GcloudCommand cmd;
        if (p.mode == Mode::Autopilot) {
            cmd.comment = QStringLiteral("Create the Autopilot cluster. GKE creates the TPU nodes from the "
                                         "workload's nodeSelectors and google.com/tpu requests.");
            cmd.args << QStringLiteral("container") << QStringLiteral("clusters") << QStringLiteral("create-auto")
                     << p.clusterName << common(p);
        } else {
            cmd.comment = QStringLiteral("Create the Standard cluster (regional control plane); the TPU node "
                                         "pools follow.");
            cmd.args << QStringLiteral("container") << QStringLiteral("clusters") << QStringLiteral("create")
                     << p.clusterName << common(p);
        }
        if (!version.isEmpty())
            cmd.args << QStringLiteral("--cluster-version=") + version;
        if (!p.releaseChannel.isEmpty())
            cmd.args << QStringLiteral("--release-channel=") + p.releaseChannel;
        if (p.mode == Mode::Standard)
            cmd.args << autoprovisioningFlags(c, p, r);
        out.push_back(cmd);
    } else if (p.mode == Mode::Standard && p.autoscaling.nodeAutoProvisioning && r.isComplete()) {
        GcloudCommand cmd;
        cmd.comment = QStringLiteral("Turn on node auto-provisioning on the existing cluster.");
        cmd.args << QStringLiteral("container") << QStringLiteral("clusters") << QStringLiteral("update")
                 << p.clusterName << common(p) << autoprovisioningFlags(c, p, r);
        out.push_back(cmd);
    }

    if (p.mode == Mode::Standard && r.isComplete()) {
        const bool policy = r.multiHost && r.version->placement == catalog::MultiHostPlacement::WorkloadPolicy;
        if (policy) {
            GcloudCommand wp;
            wp.comment = QStringLiteral("TPU7x multi-host slices are placed by a workload policy with the "
                                        "slice's topology (instead of --tpu-topology).");
            wp.args << QStringLiteral("compute") << QStringLiteral("resource-policies") << QStringLiteral("create")
                    << QStringLiteral("workload-policy") << workloadPolicyName(p);
            if (!p.projectId.isEmpty())
                wp.args << QStringLiteral("--project=") + p.projectId;
            wp.args << QStringLiteral("--region=") + p.effectiveRegion() << QStringLiteral("--type=HIGH_THROUGHPUT")
                    << QStringLiteral("--accelerator-topology=") + p.topology;
            out.push_back(wp);
        }
        for (int slice = 0; slice < p.slices; ++slice) {
            GcloudCommand np;
            np.comment = QStringLiteral("Slice %1 of %2: %3 %4, %5 VM(s) of %6 chips (%7).")
                             .arg(slice + 1)
                             .arg(p.slices)
                             .arg(p.machineType, p.topology)
                             .arg(r.vmsPerSlice)
                             .arg(r.chipsPerVm)
                             .arg(r.multiHost ? QStringLiteral("multi-host, created and scaled as one unit")
                                              : QStringLiteral("single-host"));
            QStringList &a = np.args;
            a << QStringLiteral("container") << QStringLiteral("node-pools") << QStringLiteral("create")
              << nodePoolName(p, slice) << common(p) << QStringLiteral("--cluster=") + p.clusterName
              << QStringLiteral("--node-locations=") + p.zone << QStringLiteral("--machine-type=") + p.machineType
              << QStringLiteral("--image-type=") + p.imageType;
            if (r.multiHost && !policy)
                a << QStringLiteral("--tpu-topology=") + p.topology << QStringLiteral("--placement-type=COMPACT");
            if (policy)
                a << QStringLiteral("--placement-policy=") + workloadPolicyName(p);
            const QString vms = QString::number(r.vmsPerSlice);
            switch (p.consumption) {
            case Consumption::OnDemand:
                break;
            case Consumption::Spot:
                a << QStringLiteral("--spot");
                break;
            case Consumption::Reservation:
                a << QStringLiteral("--reservation-affinity=specific")
                  << QStringLiteral("--reservation=")
                         + (p.reservation.project.isEmpty()
                                ? p.reservation.name
                                : QStringLiteral("projects/%1/reservations/%2").arg(p.reservation.project, p.reservation.name));
                break;
            case Consumption::FlexStart:
                // Flex-start pools start empty and scale to the slice when a workload asks.
                a << QStringLiteral("--flex-start") << QStringLiteral("--reservation-affinity=none")
                  << QStringLiteral("--no-enable-autorepair");
                break;
            }
            if (p.consumption == Consumption::FlexStart) {
                a << QStringLiteral("--num-nodes=0") << QStringLiteral("--enable-autoscaling")
                  << QStringLiteral("--total-max-nodes=") + vms << QStringLiteral("--location-policy=ANY");
            } else if (p.autoscaling.enabled && r.multiHost) {
                // Multi-host: 0 or all VMs of the slice (rule autoscaling.multi-host-atomic).
                a << QStringLiteral("--num-nodes=%1").arg(p.autoscaling.minNodes) << QStringLiteral("--enable-autoscaling")
                  << QStringLiteral("--min-nodes=%1").arg(p.autoscaling.minNodes) << QStringLiteral("--max-nodes=") + vms
                  << QStringLiteral("--location-policy=ANY");
            } else if (p.autoscaling.enabled) {
                a << QStringLiteral("--num-nodes=%1").arg(p.autoscaling.minNodes) << QStringLiteral("--enable-autoscaling")
                  << QStringLiteral("--total-min-nodes=%1").arg(p.autoscaling.minNodes)
                  << QStringLiteral("--total-max-nodes=%1").arg(p.autoscaling.maxNodes);
            } else {
                a << QStringLiteral("--num-nodes=") + vms;
            }
            if (p.extraDisk.enabled)
                a << QStringLiteral("--disk-type=") + p.extraDisk.type
                  << QStringLiteral("--disk-size=%1").arg(p.extraDisk.sizeGiB);
            if (p.collectionScheduling)
                a << QStringLiteral("--node-labels=cloud.google.com/gke-workload-type=HIGH_AVAILABILITY");
            if (p.maxPodsPerNode > 0)
                a << QStringLiteral("--max-pods-per-node=%1").arg(p.maxPodsPerNode);
            if (p.threadsPerCore > 0)
                a << QStringLiteral("--threads-per-core=%1").arg(p.threadsPerCore);
            out.push_back(np);
        }
    }

    if (p.maintenance.enabled && p.maintenance.start.isValid() && p.maintenance.end.isValid()) {
        GcloudCommand m;
        m.comment = QStringLiteral("Maintenance exclusion: no minor or node upgrades in this window "
                                   "(Compute Engine maintenance can still happen).");
        m.args << QStringLiteral("container") << QStringLiteral("clusters") << QStringLiteral("update")
               << p.clusterName << common(p)
               << QStringLiteral("--add-maintenance-exclusion-name=")
                      + (p.maintenance.name.isEmpty() ? QStringLiteral("tpu-training") : p.maintenance.name)
               << QStringLiteral("--add-maintenance-exclusion-start=") + p.maintenance.start.toUTC().toString(Qt::ISODate)
               << QStringLiteral("--add-maintenance-exclusion-end=") + p.maintenance.end.toUTC().toString(Qt::ISODate)
               << QStringLiteral("--add-maintenance-exclusion-scope=no_minor_or_node_upgrades");
        out.push_back(m);
    }
    return out;
}

QString gcloudScript(const catalog::Catalog &c, const Plan &p)
{
    // Arguments equal to the plan's project/location/cluster are written as variable references,
    // so a user can retarget the script by editing its first lines.
    const QString region = p.effectiveRegion();
    QMap<QString, QString> vars;
    if (!p.projectId.isEmpty())
        vars.insert(QStringLiteral("--project=") + p.projectId, QStringLiteral("--project=\"${PROJECT}\""));
    vars.insert(QStringLiteral("--location=") + region, QStringLiteral("--location=\"${REGION}\""));
    vars.insert(QStringLiteral("--region=") + region, QStringLiteral("--region=\"${REGION}\""));
    vars.insert(QStringLiteral("--node-locations=") + p.zone, QStringLiteral("--node-locations=\"${ZONE}\""));
    vars.insert(QStringLiteral("--cluster=") + p.clusterName, QStringLiteral("--cluster=\"${CLUSTER}\""));

    QString s;
    s += QStringLiteral("#!/usr/bin/env bash\n"
                        "# Generated by TPU Planner from plan \"%1\" (%2 mode, %3 %4).\n")
             .arg(commentText(p.clusterName), catalog::modeName(p.mode), commentText(p.machineType),
                  commentText(p.topology));
    s += QStringLiteral("set -euo pipefail\n\n");
    s += QStringLiteral("PROJECT=%1\nREGION=%2\nZONE=%3\nCLUSTER=%4\n\n")
             .arg(shellQuote(p.projectId.isEmpty() ? QStringLiteral("your-project-id") : p.projectId),
                  shellQuote(region), shellQuote(p.zone), shellQuote(p.clusterName));
    const auto cmds = gcloudCommands(c, p);
    if (cmds.empty())
        s += QStringLiteral("# Nothing to create: the cluster exists and, in Autopilot, TPU nodes come from the "
                            "workload manifests.\n");
    for (const GcloudCommand &cmd : cmds) {
        s += QStringLiteral("# ") + commentText(cmd.comment) + QLatin1Char('\n');
        QStringList words{QStringLiteral("gcloud")};
        for (int i = 0; i < cmd.args.size(); ++i) {
            const QString &arg = cmd.args.at(i);
            const bool clusterPositional = i == 3 && arg == p.clusterName && cmd.args.at(0) == QLatin1String("container")
                && cmd.args.at(1) == QLatin1String("clusters");
            words << (clusterPositional ? QStringLiteral("\"${CLUSTER}\"") : vars.value(arg, shellQuote(arg)));
        }
        // Command words and positionals on the first line, one flag per continuation line.
        int head = 1;
        while (head < words.size() && !cmd.args.at(head - 1).startsWith(QLatin1String("--")))
            ++head;
        QStringList lines{words.mid(0, head).join(QLatin1Char(' '))};
        for (int i = head; i < words.size(); ++i)
            lines << words.at(i);
        s += lines.join(QStringLiteral(" \\\n    ")) + QStringLiteral("\n\n");
    }
    return s;
}

} // namespace tpu::exporters
