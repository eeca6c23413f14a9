#pragma once

#include "export/gcloudscript.h"

#include <QStringList>

namespace tpu::model {
struct Snapshot;
}

namespace tpu::exporters {

// A Kubernetes controller the exported objects need, installed by apply.sh from its release
// manifest at a pinned version when its CRD is missing.
struct Controller
{
    QString name;        // "JobSet"
    QString version;     // "v0.12.0"
    QString crd;         // "jobsets.jobset.x-k8s.io": present means installed
    QString manifestUrl; // the release's install manifest (https)
    QString nameSpace;   // where its Deployment runs
    QString deployment;  // waited for until Available
    QString kinds;       // the object kinds it serves, comma-separated ("JobSet")
    QString source;      // where the install command is documented

    // kubectl apply's flag for manifestUrl: -f for a manifest file, -k for a kustomization.
    QString applyFlag() const
    {
        return manifestUrl.startsWith(QLatin1String("https://")) ? QStringLiteral("-f")
                                                                 : QStringLiteral("-k");
    }
};

// Every controller apply.sh knows, in install order.
const std::vector<Controller> &knownControllers();
// The controllers the given object kinds need (each once, in install order).
std::vector<Controller> controllersFor(const QStringList &kinds);
// The top-level kinds of a multi-document YAML export ("Namespace", "JobSet", ...).
QStringList kindsInYaml(const QString &yaml);

// apply.sh: from nothing (or an existing cluster) to a running workload. Runs the infrastructure
// commands of gcloud.sh, each only when what it creates is missing; gets credentials; installs the
// controllers the manifests need when their CRDs are missing and waits until they are ready;
// applies kueue.yaml (with the Namespace) before manifests.yaml; waits, with a bounded timeout,
// for the TPU nodes or the admitted workload. --dry-run prints every command and runs none; a
// second run changes nothing and says so.
QString applyScript(const model::Snapshot &snapshot);

// README.md of the export folder: the same steps in prose for a reader who applies by hand, with
// a command that verifies each one.
QString applyReadme(const model::Snapshot &snapshot);

} // namespace tpu::exporters
