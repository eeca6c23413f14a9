#pragma once

// Recording fakes of gcloud and kubectl for running generated scripts (apply.sh, gcloud.sh, the
// README's commands) in tests: each call appends its tool, argument count and arguments,
// NUL-terminated, to $RECORD, and keeps state in $STATE (what gcloud created and with which flags,
// which CRDs and controller Deployments kubectl installed, which files it applied). $CRDS lists
// "URL CRD NAMESPACE DEPLOYMENT" per controller.
#include "testsupport.h"

#include <QFile>
#include <QStringList>

namespace tpu::test {

// One recorded call: the tool ("gcloud" or "kubectl") and its arguments.
struct Call
{
    QString tool;
    QStringList args;
};

// Fakes that record every call (argument count, then each argument, NUL-terminated) and keep
// state in $STATE: what gcloud created, which CRDs kubectl installed, which files it applied.
inline const char *kFakeGcloud = R"SH(#!/bin/bash
printf '%s\0' gcloud "$#" "$@" >> "$RECORD"
[ -n "${FAKE_DENY:-}" ] && { echo "fake: called in a dry run" >&2; exit 99; }
for name; do :; done # the last argument: the positional name, after "--"
# A check that hangs (FAKE_SLEEP seconds) or floods (FAKE_FLOOD bytes).
[ "$3" = describe ] && [ -n "${FAKE_SLEEP:-}" ] && exec sleep "$FAKE_SLEEP"
[ "$3" = describe ] && [ -n "${FAKE_FLOOD:-}" ] && { head -c "$FAKE_FLOOD" /dev/zero | tr '\0' x; exit 0; }
# A describe of a created node pool or policy answers a value[separator=","](FIELDS) format from
# the flags it was created with, as GKE names the fields.
field() {
    local key
    case "$1" in
        name) printf '%s' "$name"; return ;;
        config.machineType) key=--machine-type ;;
        placementPolicy.tpuTopology) key=--tpu-topology ;;
        placementPolicy.policyName) key=--placement-policy ;;
        initialNodeCount) key=--num-nodes ;;
        autoscaling.maxNodeCount) key=--max-nodes ;;
        autoscaling.totalMaxNodeCount) key=--total-max-nodes ;;
        workloadPolicy.type) key=--type ;;
        workloadPolicy.acceleratorTopology) key=--accelerator-topology ;;
        *) return ;;
    esac
    tr '\0' '\n' < "$2" | sed -n "s/^$key=//p" | head -n 1 | tr -d '\n'
}
case "$1 $2 $3" in
    "container get-server-config "*) printf '%s\n' "${FAKE_GKE_DEFAULT-1.35.1-gke.1000000}" ;;
    "auth list "*) echo "${FAKE_ACCOUNT-someone@example.com}" ;;
    "services list "*) echo container.googleapis.com ;;
    "container clusters list") [ -e "$STATE/clusters" ] && cat "$STATE/clusters" ;;
    "container clusters describe"|"container node-pools describe"|"compute resource-policies describe")
        key=$2-$(printf '%s' "$name" | sha1sum | cut -c1-12)
        [ "$2" = clusters ] && key=clusters
        [ -e "$STATE/$key" ] || { echo "ERROR: (gcloud) NOT_FOUND: not found" >&2; exit 1; }
        case "$*" in
            *enableNodeAutoprovisioning*) [ -e "$STATE/nap" ] && echo True || echo False ;;
            *maintenanceExclusions*) cat "$STATE/maint" 2>/dev/null || echo '{}' ;;
            *'--format=value[separator=","]('*)
                for a in "$@"; do case "$a" in --format=*) fmt=${a#*](}; fmt=${fmt%)} ;; esac; done
                out=
                IFS=, read -r -a fl <<< "$fmt"
                for x in "${fl[@]}"; do out+="$(field "$x" "$STATE/$key"),"; done
                printf '%s\n' "${out%,}" ;;
            *) printf '%s\n' "$name" ;;
        esac ;;
    "container clusters create"|"container clusters create-auto")
        for a in "$@"; do case "$a" in --location=*) printf '%s\n' "${a#--location=}" > "$STATE/clusters" ;; esac; done ;;
    "container node-pools create"|"compute resource-policies create")
        printf '%s\0' "$@" > "$STATE/$2-$(printf '%s' "$name" | sha1sum | cut -c1-12)" ;;
    # Calendar mode (issue 40): gcloud's version, the future reservation (its status
    # FAKE_FR_STATUS, APPROVED; its start as requested) and the reservation it creates (READY).
    # A gcloud recent enough for every export (575.0.0 added any-reservation-then-fail).
    "version --format="*) printf '%s\n' "${FAKE_GCLOUD_VERSION-575.0.0}" ;;
    "beta compute future-reservations")
        key=fr-$(printf '%s' "$name" | sha1sum | cut -c1-12)
        case "$4" in
            create) for a in "$@"; do case "$a" in --start-time=*) printf '%s\n' "${a#*=}" > "$STATE/$key" ;; esac; done ;;
            describe)
                [ -e "$STATE/$key" ] || { echo "ERROR: (gcloud) NOT_FOUND: $name was not found" >&2; exit 1; }
                case "$*" in
                    *procurementStatus*) printf '%s\t%s\n' "${FAKE_FR_STATUS:-APPROVED}" "$(cat "$STATE/$key")" ;;
                    *) printf '%s\n' "$name" ;;
                esac ;;
        esac ;;
    "compute reservations describe") printf '%s\n' "${FAKE_RESERVATION_STATUS:-READY}" ;;
    "container clusters update")
        for a in "$@"; do
            case "$a" in
                --enable-autoprovisioning) touch "$STATE/nap" ;;
                # As gcloud's json format writes it (Python's json.dumps, ensure_ascii=False).
                --add-maintenance-exclusion-name=*) python3 -c 'import json, sys; print(json.dumps({"maintenancePolicy": {"window": {"maintenanceExclusions": {sys.argv[1]: {"startTime": "x"}}}}}, ensure_ascii=False, indent=2, separators=(",", ": "), sort_keys=True))' "${a#*=}" > "$STATE/maint" ;;
            esac
        done ;;
esac
exit 0
)SH";

inline const char *kFakeKubectl = R"(#!/bin/bash
printf '%s\0' kubectl "$#" "$@" >> "$RECORD"
[ -n "${FAKE_DENY:-}" ] && { echo "fake: called in a dry run" >&2; exit 99; }
case "$1 $2" in
    "get crd") [ -e "$STATE/crd-$3" ] || { echo "Error from server (NotFound): customresourcedefinitions.apiextensions.k8s.io \"$3\" not found" >&2; exit 1; }; echo "customresourcedefinition.apiextensions.k8s.io/$3" ;;
    "apply --server-side")
        while read -r url crd ns dep; do [ "$url" = "$4" ] && touch "$STATE/crd-$crd" "$STATE/deploy-$ns-$dep"; done < "$CRDS" ;;
    "get deployment")
        ns=; for a in "$@"; do case "$a" in --namespace=*) ns=${a#--namespace=} ;; esac; done
        [ -e "$STATE/deploy-$ns-$3" ] || { echo "Error from server (NotFound): deployments.apps \"$3\" not found" >&2; exit 1; }
        echo "deployment.apps/$3" ;;
    "apply -f")
        sum=$(sha1sum < "$3" | cut -c1-12)
        verb=created
        [ -e "$STATE/applied-$sum" ] && verb=unchanged
        touch "$STATE/applied-$sum"
        grep -c '^kind:' "$3" | while read -r n; do for i in $(seq "$n"); do echo "object/$i $verb"; done; done
        [ -z "${FAKE_NOISE:-}" ] || printf '%s\n' "$FAKE_NOISE" ;; # (terminal escapes, say)
    "get nodes") for i in $(seq "${FAKE_NODES:-0}"); do echo "node/tpu-$i"; done ;;
    "get workloads.kueue.x-k8s.io") echo "${FAKE_ADMITTED:-}" ;;
    "get mutatingwebhookconfigurations") echo "${FAKE_WEBHOOKS-mutatingwebhookconfiguration.admissionregistration.k8s.io/kuberay-tpu-mutating-webhook-config}" ;;
esac
exit 0
)";

inline void writeExecutable(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    f.setPermissions(f.permissions() | QFile::ExeOwner);
}

// The calls recorded in `path`, in order.
inline QList<Call> readCalls(const QString &path)
{
    QList<Call> calls;
    QList<QByteArray> fields = readAll(path).split('\0');
    if (!fields.isEmpty())
        fields.removeLast(); // after the last NUL
    for (int i = 0; i + 1 < fields.size();) {
        Call c;
        c.tool = QString::fromUtf8(fields.at(i++));
        const int n = fields.at(i++).toInt();
        for (int k = 0; k < n && i < fields.size(); ++k)
            c.args << QString::fromUtf8(fields.at(i++));
        calls << c;
    }
    return calls;
}

} // namespace tpu::test
