#include "export/applyscript.h"

#include "catalog/catalog.h"
#include "export/gcloudscript.h"
#include "export/manifests.h"
#include "export/scriptguards.h"
#include "export/terraform.h"
#include "model/availability.h"
#include "model/resolution.h"
#include "model/shellquote.h"
#include "model/snapshot.h"

#include <QRegularExpression>

namespace tpu::exporters {

using model::commentText;
using model::Plan;

const std::vector<Controller> &knownControllers()
{
    // Pinned to the releases whose CRDs the tests validate against (tests/crds/README.md).
    static const std::vector<Controller> all{
        {QStringLiteral("JobSet"), QStringLiteral("v0.12.0"),
         QStringLiteral("jobsets.jobset.x-k8s.io"),
         QStringLiteral(
             "https://github.com/kubernetes-sigs/jobset/releases/download/v0.12.0/manifests.yaml"),
         QStringLiteral("jobset-system"), QStringLiteral("jobset-controller-manager"),
         QStringLiteral("JobSet"), QStringLiteral("https://jobset.sigs.k8s.io/docs/installation/")},
        {QStringLiteral("Kueue"), QStringLiteral("v0.19.2"),
         QStringLiteral("clusterqueues.kueue.x-k8s.io"),
         QStringLiteral(
             "https://github.com/kubernetes-sigs/kueue/releases/download/v0.19.2/manifests.yaml"),
         QStringLiteral("kueue-system"), QStringLiteral("kueue-controller-manager"),
         QStringLiteral(
             "ResourceFlavor,ClusterQueue,LocalQueue,AdmissionCheck,ProvisioningRequestConfig"),
         QStringLiteral("https://kueue.sigs.k8s.io/docs/installation/")},
        {QStringLiteral("LeaderWorkerSet"), QStringLiteral("v0.10.0"),
         QStringLiteral("leaderworkersets.leaderworkerset.x-k8s.io"),
         QStringLiteral(
             "https://github.com/kubernetes-sigs/lws/releases/download/v0.10.0/manifests.yaml"),
         QStringLiteral("lws-system"), QStringLiteral("lws-controller-manager"),
         QStringLiteral("LeaderWorkerSet"),
         QStringLiteral("https://lws.sigs.k8s.io/docs/installation/")},
        // KubeRay publishes no single install manifest; its kustomization at the release tag
        // is the kubectl route its docs give beside Helm.
        {QStringLiteral("KubeRay"), QStringLiteral("v1.7.0"), QStringLiteral("rayclusters.ray.io"),
         QStringLiteral("github.com/ray-project/kuberay/ray-operator/config/default?ref=v1.7.0"),
         QStringLiteral("ray-system"), QStringLiteral("kuberay-operator"),
         QStringLiteral("RayCluster"),
         QStringLiteral("https://docs.ray.io/en/latest/cluster/kubernetes/getting-started/"
                        "kuberay-operator-installation.html")},
    };
    return all;
}

std::vector<Controller> controllersFor(const QStringList &kinds)
{
    std::vector<Controller> out;
    for (const Controller &c : knownControllers()) {
        const QStringList served = c.kinds.split(QLatin1Char(','));
        if (std::any_of(served.begin(), served.end(),
                        [&](const QString &k) { return kinds.contains(k); }))
            out.push_back(c);
    }
    return out;
}

QStringList kindsInYaml(const QString &yaml)
{
    static const QRegularExpression kind(QStringLiteral("^kind: ([A-Za-z]+)$"),
                                         QRegularExpression::MultilineOption);
    QStringList kinds;
    for (auto it = kind.globalMatch(yaml); it.hasNext();) {
        const QString k = it.next().captured(1);
        if (!kinds.contains(k))
            kinds << k;
    }
    return kinds;
}

namespace {

// The controllers of the deployment apply.sh installs, in install order (the KubeRay TPU
// webhook is not among them: apply.sh checks for it and refuses without it).
std::vector<Controller> deploymentControllers(const model::Deployment &d)
{
    std::vector<Controller> out;
    for (const Controller &c : knownControllers())
        if (d.controllers.contains(c.name))
            out.push_back(c);
    return out;
}

using Q = ShellCode;

// "gcloud WORDS..." on one line, as the script runs it.
ShellCode gcloudLine(const QList<ShellCode> &w)
{
    return ShellCode("gcloud ") + Q::join(w, " ");
}

// The command line of apply.sh, --timeout's bounds and the limits every call keeps to
// (CHECK_TIMEOUT, CALL_TIMEOUT, MAX_OUTPUT).
ShellCode applyOptionsCode()
{
    ShellCode s =
        "usage() {\n"
        "    sed -n '5,11s/^# \\{0,1\\}//p' \"$0\"\n"
        "    exit \"${1:-2}\"\n"
        "}\n"
        "while [ $# -gt 0 ]; do\n"
        "    case \"$1\" in\n"
        "        --dry-run) DRY_RUN=1 ;;\n"
        "        --existing-cluster) CREATE_CLUSTER=0 ;;\n"
        "        --no-infrastructure) INFRASTRUCTURE=0; CREATE_CLUSTER=0 ;;\n"
        "        --timeout) [ $# -ge 2 ] || usage; TIMEOUT=$2; shift ;;\n"
        "        --timeout=*) TIMEOUT=${1#--timeout=} ;;\n"
        "        -h|--help) usage 0 ;;\n"
        "        *) printf 'apply.sh: unknown option %q\\n' \"$1\" >&2; usage ;;\n"
        "    esac\n"
        "    shift\n"
        "done\n"
        "case \"$TIMEOUT\" in\n"
        "    ''|*[!0-9]*) printf 'apply.sh: --timeout takes a whole number of seconds, not %q\\n' "
        "\"$TIMEOUT\" >&2; exit 2 ;;\n"
        "esac\n"
        "TIMEOUT=${TIMEOUT#\"${TIMEOUT%%[!0]*}\"} # (without leading zeros)\n"
        "if [ \"${#TIMEOUT}\" -gt 6 ] || [ \"${TIMEOUT:-0}\" -gt 604800 ]; then\n"
        "    echo \"apply.sh: --timeout is at most 604800 seconds (7 days), not $TIMEOUT\" >&2\n"
        "    exit 2\n"
        "fi\n"
        "TIMEOUT=${TIMEOUT:-0}\n"
        "# Bounds: a call that only reads is stopped after CHECK_TIMEOUT s, any other after\n"
        "# CALL_TIMEOUT s (at least --timeout and a minute); at most MAX_OUTPUT bytes of what one\n"
        "# call prints are read.\n"
        "CHECK_TIMEOUT=300\n"
        "CALL_TIMEOUT=$((TIMEOUT + 60 > 3600 ? TIMEOUT + 60 : 3600))\n"
        "MAX_OUTPUT=1048576\n"
        "exec 3>&2 # the error stream of the terminal, for messages from inside a capture\n"
        "ERRORS=$(mktemp) # what the last check printed on its error stream\n"
        "trap 'rm -f \"$ERRORS\"' EXIT\n\n"
        "step() { printf '\\n== %s\\n' \"$*\"; }\n"
        "show() { printf '+'; printf ' %q' \"$@\"; printf '\\n'; }\n";
    return s;
}

// call, run and capture: how every gcloud or kubectl call is made, bounded in time and output.
ShellCode applyCallFunctions()
{
    ShellCode s =
        "# call [--check] SECONDS CMD...: runs CMD, stopped after SECONDS (its status then 124). "
        "In the\n"
        "# foreground, where gcloud may ask the terminal something; a check (--check) reads no\n"
        "# input and runs in a process group of its own, which is stopped whole.\n"
        "call() {\n"
        "    local opts=(--foreground) limit status=0\n"
        "    if [ \"$1\" = --check ]; then opts=(); shift; fi\n"
        "    limit=$1\n"
        "    shift\n"
        "    timeout \"${opts[@]}\" --kill-after=10 \"$limit\" \"$@\" || status=$?\n"
        "    if [ \"$status\" = 124 ] || [ \"$status\" = 137 ]; then\n"
        "        printf 'apply.sh: %s did not finish within %s s and was stopped\\n' \"$1\" "
        "\"$limit\" >&3\n"
        "    fi\n"
        "    return \"$status\"\n"
        "}\n"
        "# run CMD...: prints the command, then runs it (not in a dry run).\n"
        "run() { show \"$@\"; [ \"$DRY_RUN\" = 1 ] || call \"$CALL_TIMEOUT\" \"$@\"; }\n"
        "# capture [--all|--errors] CMD...: runs CMD (stopped after CHECK_TIMEOUT s) and keeps "
        "what it\n"
        "# prints (--all: its errors too; --errors: its errors in the file $ERRORS) in OUT,\n"
        "# trailing line breaks included; fails when CMD fails or prints more than MAX_OUTPUT\n"
        "# bytes (OUT then holds the first MAX_OUTPUT).\n"
        "capture() {\n"
        "    local err=/dev/null status=0\n"
        "    if [ \"$1\" = --all ]; then err=/dev/stdout; shift; fi\n"
        "    if [ \"$1\" = --errors ]; then err=$ERRORS; shift; fi\n"
        "    OUT=$(set +o pipefail\n"
        "        call --check \"$CHECK_TIMEOUT\" \"$@\" 2>\"$err\" </dev/null | head -c "
        "\"$((MAX_OUTPUT + 1))\"\n"
        "        status=${PIPESTATUS[0]}\n"
        "        printf .\n"
        "        exit \"$status\") || status=$?\n"
        "    OUT=${OUT%.}\n"
        "    if [ \"$(printf '%s' \"$OUT\" | wc -c)\" -gt \"$MAX_OUTPUT\" ]; then\n"
        "        OUT=$(printf '%s' \"$OUT\" | head -c \"$MAX_OUTPUT\")\n"
        "        printf 'apply.sh: %s printed more than %s bytes; the rest was not read\\n' "
        "\"$1\" \"$MAX_OUTPUT\" >&3\n"
        "        return 1\n"
        "    fi\n"
        "    return \"$status\"\n"
        "}\n";
    return s;
}

// fail, exists, same_shape and apply_file: what the steps stop, check and apply with.
ShellCode applyCheckFunctions()
{
    ShellCode s =
        "# fail WHAT TODO: stops with what failed and what to do.\n"
        "fail() {\n"
        "    printf '\\napply.sh: %s\\n' \"$1\" >&2\n"
        "    printf 'What to do: %s\\n' \"$2\" >&2\n"
        "    exit 1\n"
        "}\n"
        "# exists TEXT CMD...: whether what CMD reads exists: 0 when CMD succeeds and prints "
        "TEXT\n"
        "# (OUT then holds its answer), 1 when it succeeds without TEXT or answers that the "
        "thing\n"
        "# is not there (gcloud: 404, NOT_FOUND; kubectl: NotFound). Any other failure (not "
        "logged\n"
        "# in, no permission, no network, stopped) is never read as \"missing\": apply.sh stops "
        "with\n"
        "# the tool's message. A dry run prints the check and assumes the answer is no.\n"
        "exists() {\n"
        "    local text=$1\n"
        "    shift\n"
        "    show \"$@\"\n"
        "    [ \"$DRY_RUN\" = 1 ] && return 1\n"
        "    if capture --errors \"$@\"; then\n"
        "        case \"$OUT\" in *\"$text\"*) return 0 ;; *) return 1 ;; esac\n"
        "    fi\n"
        "    if head -c 65536 \"$ERRORS\" | grep -qE "
        "'code=404|NOT_FOUND|was not found|\\(NotFound\\)'; then\n"
        "        return 1\n"
        "    fi\n"
        "    head -c 2000 \"$ERRORS\" | clean >&2\n"
        "    fail \"$1 could not tell whether it exists (its message is above); apply.sh reads "
        "only a 'not found' answer as missing, and creates nothing on another failure.\" "
        "\"Check that gcloud is logged in (gcloud auth login), that your account may read the "
        "project, the cluster and its objects, and that the network is up; then run apply.sh "
        "again.\"\n"
        "}\n"
        "# same_shape HAVE WANT: whether the comma-separated fields of HAVE are WANT's. An empty\n"
        "# field of WANT is not compared; a field of HAVE may also be a path ending in /WANT's.\n"
        "same_shape() {\n"
        "    local -a have want\n"
        "    local i h w\n"
        "    IFS=, read -r -a have <<< \"$1,.\"\n"
        "    IFS=, read -r -a want <<< \"$2,.\"\n"
        "    [ \"${#have[@]}\" = \"${#want[@]}\" ] || return 1\n"
        "    for i in \"${!want[@]}\"; do\n"
        "        h=${have[i]}\n"
        "        w=${want[i]}\n"
        "        [ -z \"$w\" ] || [ \"$h\" = \"$w\" ] || [ \"${h%/\"$w\"}\" != \"$h\" ] || return "
        "1\n"
        "    done\n"
        "}\n"
        "# apply_file FILE: kubectl apply, saying whether anything changed.\n"
        "apply_file() {\n"
        "    local out tries=0\n"
        "    show kubectl apply -f \"$1\"\n"
        "    [ \"$DRY_RUN\" = 1 ] && return 0\n"
        "    # A controller's admission webhook can refuse objects for a few seconds after it "
        "is ready.\n"
        "    until capture --all kubectl apply -f \"$1\"; do\n"
        "        tries=$((tries + 1))\n"
        "        if [ \"$tries\" -ge 5 ] || ! printf '%s' \"$OUT\" | grep -q 'webhook'; then\n"
        "            printf '%s\\n' \"$OUT\" | clean >&2\n"
        "            return 1\n"
        "        fi\n"
        "        echo \"   the admission webhook is not answering yet; trying again in 10 "
        "s\"\n"
        "        sleep 10\n"
        "    done\n"
        "    out=$(printf '%s' \"$OUT\") # (without the trailing line breaks)\n"
        "    printf '%s\\n' \"$out\" | clean | sed 's/^/   /'\n"
        "    if printf '%s\\n' \"$out\" | grep -qv ' unchanged$'; then CHANGED=1; fi\n"
        "}\n\n";
    return s;
}

// The options, and the functions every step uses. The bounds: every gcloud or kubectl call is
// stopped after CALL_TIMEOUT s (one that only reads, after CHECK_TIMEOUT s), and at most
// MAX_OUTPUT bytes of what one call prints are kept; a call that prints more fails.
ShellCode applyFunctions()
{
    return applyOptionsCode() + terminalTextFunctions() + gkeVersionFunction() +
           applyCallFunctions() + applyCheckFunctions();
}

// Before the cluster is created with no version pinned: the release channel's default must be
// a GKE version, and the version the plan needs or later.
ShellCode versionGateStep(const VersionGate &gate)
{
    ShellCode s =
        ShellCode("MIN_GKE=%1\nCHANNEL=%2\nNEEDS=%3\nshow %4\n")
            .arg({Q::quote(gate.minimum), Q::quote(gate.channelName),
                  Q::quote(gate.reasons.join(QStringLiteral("; "))), gcloudLine(gate.query.words)});
    s += ShellCode(
             "if [ \"$DRY_RUN\" = 0 ]; then\n"
             "    capture %1 || fail \"could not read the ${CHANNEL} channel's default GKE "
             "version in ${REGION}.\" \"Check that gcloud is logged in (gcloud auth login) and "
             "the project is right.\"\n")
             .arg({gcloudLine(gate.query.words)});
    s += "    DEFAULT_GKE=$(printf '%s' \"$OUT\") # (without the trailing line break)\n"
         "    GATE=0\n"
         "    gke_version_ok \"$DEFAULT_GKE\" \"$MIN_GKE\" || GATE=$?\n"
         "    if [ \"$GATE\" = 2 ]; then\n"
         "        fail \"gcloud answered '$(shown \"$DEFAULT_GKE\")' for the ${CHANNEL} channel's "
         "default GKE version in ${REGION}: not a GKE version such as ${MIN_GKE}. Nothing was "
         "created.\" \"Run 'gcloud container get-server-config --location=${REGION}', pick a "
         "version of ${MIN_GKE} or later and enter it as the plan's cluster version (or add "
         "--cluster-version to the create command), then export again.\"\n"
         "    elif [ \"$GATE\" = 1 ]; then\n"
         "        fail \"the ${CHANNEL} channel's default GKE version in ${REGION} is "
         "${DEFAULT_GKE}, older than ${MIN_GKE}, which the plan needs (${NEEDS}). Nothing was "
         "created.\" \"Pick a version of ${MIN_GKE} or later from 'gcloud container "
         "get-server-config --location=${REGION}' and enter it as the plan's cluster version (or "
         "add --cluster-version to the create command), then export again.\"\n"
         "    fi\n"
         "    echo \"   the ${CHANNEL} channel's default is ${DEFAULT_GKE}: at least "
         "${MIN_GKE}\"\n"
         "fi\n";
    return s;
}

// One command of gcloud.sh, run only when what it creates is missing.
ShellCode infrastructureStep(const GcloudCommand &cmd, const std::optional<VersionGate> &gate)
{
    const bool clusterCreate = cmd.args.mid(0, 2) == QStringList{QStringLiteral("container"),
                                                                 QStringLiteral("clusters")} &&
                               (cmd.args.value(2) == QLatin1String("create") ||
                                cmd.args.value(2) == QLatin1String("create-auto"));
    ShellCode body = Q::comment(cmd.comment) + "\n";
    // What failed, as the command names it ("gcloud container node-pools create pool-0"), not
    // the comment above it, which describes the plan.
    QStringList what{QStringLiteral("gcloud")};
    const qsizetype names = cmd.args.indexOf(QStringLiteral("--"));
    for (qsizetype i = 0; i < (names < 0 ? cmd.args.size() : names); ++i)
        if (!cmd.args.at(i).startsWith(QLatin1Char('-')))
            what << cmd.args.at(i);
    if (names >= 0)
        what << cmd.args.mid(names + 1);
    const ShellCode failed = Q::quote(
        QStringLiteral("%1 failed (gcloud's message is above).").arg(what.join(QLatin1Char(' '))));
    ShellCode create;
    if (clusterCreate && gate)
        create += versionGateStep(*gate);
    create += ShellCode("run %1 || fail %2 \"Correct what gcloud names (quota, zone, permissions) "
                        "and run apply.sh again: it skips what already exists.\"\n"
                        "CHANGED=1\n")
                  .arg({gcloudLine(cmd.words), failed});
    // A node pool or workload policy of the planned name but another shape belongs to another
    // plan or to an earlier shape of this one: stop, never reuse it silently.
    ShellCode found = "    echo \"   exists, left as it is\"\n";
    if (!cmd.existsShape.isEmpty())
        found =
            ShellCode("    WANT=%1\n"
                      "    NAME=%2\n"
                      "    FIELDS=%3\n"
                      "    HAVE=$(printf '%s' \"$OUT\") # (without the trailing line break)\n"
                      "    same_shape \"$HAVE\" \"$WANT\" || fail \"${NAME} exists with "
                      "another shape: (${FIELDS}) is '$(shown \"$HAVE\")' where the plan "
                      "needs '${WANT}'. apply.sh does not reuse it.\" %4\n"
                      "    echo \"   exists with the planned shape, left as it is\"\n")
                .arg({Q::quote(cmd.existsShape),
                      Q::quote(cmd.existsShape.section(QLatin1Char(','), 0, 0)),
                      Q::quote(cmd.existsShapeFields),
                      Q::quote(QStringLiteral(
                                   "If it is an earlier shape of this plan, delete it (gcloud %1 "
                                   "delete) and run apply.sh again; if another plan uses it, give "
                                   "this plan another workload name (the names come from it) and "
                                   "export again.")
                                   .arg(cmd.existsArgs.mid(0, 2).join(QLatin1Char(' '))))});
    if (!cmd.existsArgs.isEmpty())
        body += ShellCode("if exists %1 %2; then\n"
                          "%3"
                          "else\n"
                          "%4"
                          "fi\n")
                    .arg({Q::quote(cmd.existsMatch), gcloudLine(cmd.existsWords), found,
                          create.indented(4)});
    else
        body += create;
    if (!clusterCreate)
        return body;
    return ShellCode("if [ \"$CREATE_CLUSTER\" = 1 ]; then\n"
                     "%1"
                     "else\n"
                     "    echo \"   the cluster is not created (it exists)\"\n"
                     "fi\n")
        .arg({body.indented(4)});
}

// After the calendar-mode request (issue 40): the reservation must have started and be READY
// before its node pools are created (or, in Autopilot, the workload is applied). Reads the
// request's state and start time from Compute Engine; stops with "starts at ... UTC" before it.
// TPU_PLANNER_NOW (as for the planner's rules) fixes "now" for tests.
ShellCode calendarReservationGate(const Plan &p, const model::FutureReservation &fr)
{
    const QString &project = fr.project;
    GcloudCommand request, reservation;
    for (const char *w : {"beta", "compute", "future-reservations", "describe"})
        request.arg(QLatin1String(w));
    for (const char *w : {"compute", "reservations", "describe"})
        reservation.arg(QLatin1String(w));
    for (GcloudCommand *c : {&request, &reservation}) {
        c->positional(fr.name);
        if (project.isEmpty())
            c->var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
        else
            c->arg(QStringLiteral("--project=") + project);
        c->var(QStringLiteral("--zone="), ScriptVar::Zone, fr.zone);
    }
    request.arg(QStringLiteral("--format=value(status.procurementStatus,timeWindow.startTime)"));
    reservation.arg(QStringLiteral("--format=value(status)"));
    return ShellCode(
               "# The calendar-mode reservation must be active before its TPU nodes are created.\n"
               "FR_NAME=%1\n"
               "FR_PLANNED_START=%2\n"
               "show %3\n"
               "if [ \"$DRY_RUN\" = 0 ]; then\n"
               "    capture %3 || fail \"could not read the calendar-mode request ${FR_NAME}.\" "
               "\"Check that it exists (gcloud.sh submits it) and that you may read future "
               "reservations (compute.futureReservations.get).\"\n"
               "    FR_LINE=$(printf '%s' \"$OUT\" | head -n 1)\n"
               "    FR_STATUS=${FR_LINE%%$'\\t'*}\n"
               "    FR_START=${FR_LINE#*$'\\t'}\n"
               "    [ \"$FR_START\" != \"$FR_LINE\" ] || FR_START=\"$FR_PLANNED_START\"\n"
               "    case \"$FR_STATUS\" in\n"
               "        DECLINED|CANCELLED|FAILED)\n"
               "            fail \"Google did not grant the calendar-mode reservation ${FR_NAME}: "
               "its request is $(shown \"$FR_STATUS\").\" \"Look for other dates or zones "
               "(tpu-planner advise PLAN), change the plan and export again.\" ;;\n"
               "    esac\n"
               "    START_S=$(date -u -d \"$FR_START\" +%s 2>/dev/null) || fail \"the start time "
               "of ${FR_NAME}, '$(shown \"$FR_START\")', is not a time.\" \"Check the request "
               "with: gcloud beta compute future-reservations describe ${FR_NAME} "
               "--zone=${ZONE}\"\n"
               "    NOW_S=$(date -u -d \"${TPU_PLANNER_NOW:-now}\" +%s)\n"
               "    if [ \"$NOW_S\" -lt \"$START_S\" ]; then\n"
               "        fail \"the calendar-mode reservation ${FR_NAME} starts at $(date -u -d "
               "\"@$START_S\" '+%Y-%m-%d %H:%M') UTC (its request is $(shown \"$FR_STATUS\")); "
               "its TPU nodes cannot be created before.\" \"Run apply.sh again after the start: "
               "it skips what already exists.\"\n"
               "    fi\n"
               "    capture %4 || fail \"the reservation ${FR_NAME} is not there although its "
               "start has passed (its request is $(shown \"$FR_STATUS\")).\" \"Check the "
               "request: gcloud beta compute future-reservations describe ${FR_NAME} "
               "--zone=${ZONE}\"\n"
               "    RES_STATUS=$(printf '%s' \"$OUT\" | head -n 1)\n"
               "    [ \"$RES_STATUS\" = READY ] || fail \"the reservation ${FR_NAME} is $(shown "
               "\"$RES_STATUS\"), not READY.\" \"Wait until it is READY (gcloud compute "
               "reservations describe ${FR_NAME} --zone=${ZONE}), then run again.\"\n"
               "    echo \"   calendar-mode reservation ${FR_NAME}: READY (from $(date -u -d "
               "\"@$START_S\" '+%Y-%m-%d %H:%M') UTC)\"\n"
               "fi\n")
        .arg({Q::quote(fr.name), Q::quote(fr.start.toString(Qt::ISODate)),
              gcloudLine(request.words), gcloudLine(reservation.words)});
}

// A controller: installed when its CRD is missing, and then waited for. A CRD that is there
// already may come from another installation (KubeRay by Helm, in a namespace of its own): it is
// waited for only where this release runs its Deployment, never under a name that may not exist.
ShellCode controllerStep(const Controller &c)
{
    const ShellCode crd = Q::quote(c.crd);
    const ShellCode ns = Q::quote(QStringLiteral("--namespace=") + c.nameSpace);
    const ShellCode deployment = Q::quote(QStringLiteral("deployment/") + c.deployment);
    const ShellCode install =
        ShellCode(
            "    run kubectl apply --server-side %1 %2 || fail %3 \"Check that the cluster can "
            "reach github.com and that you may create cluster-wide objects, then run "
            "again.\"\n"
            "    CHANGED=1\n")
            .arg({Q::quote(c.applyFlag()), Q::quote(c.manifestUrl),
                  Q::quote(QStringLiteral("installing %1 %2 failed.").arg(c.name, c.version))});
    return ShellCode(
               "%1\n"
               "WAIT_FOR=1\n"
               "if exists %2 kubectl get crd %2 -o name; then\n"
               "    if exists %4 kubectl get deployment %4 %5 -o name; then\n"
               "        echo %6\n"
               "    else\n"
               "        echo %7\n"
               "        WAIT_FOR=0\n"
               "    fi\n"
               "else\n"
               "%8"
               "fi\n"
               "if [ \"$WAIT_FOR\" = 1 ]; then\n"
               "    run kubectl wait --for=condition=Available --timeout=\"${TIMEOUT}s\" %5 %3 "
               "|| fail %9 \"Look at the pods of its namespace (kubectl get pods %5) and "
               "their events, then run again.\"\n"
               "fi\n")
        .arg(
            {Q::comment(QStringLiteral("%1 %2 (%3)").arg(c.name, c.version, c.source)), crd,
             deployment, Q::quote(c.deployment), ns,
             Q::quote(QStringLiteral("   %1: present (CRD %2, deployment %3/%4), left as it is")
                          .arg(c.name, c.crd, c.nameSpace, c.deployment)),
             Q::quote(QStringLiteral("   %1: present (CRD %2), installed another way (no "
                                     "deployment %3/%4): left as it is, not waited for")
                          .arg(c.name, c.crd, c.nameSpace, c.deployment)),
             install,
             Q::quote(QStringLiteral("%1 did not become ready in time (--timeout).").arg(c.name))});
}

// Waits until the TPU nodes are there or Kueue has admitted the workload as Kueue makes
// Workloads for its kind: one per Job, JobSet or RayCluster, one per LeaderWorkerSet group, one per
// Pod of a Deployment (the pod integration; the Pod's name starts with the Deployment's).
ShellCode waitStep(const Plan &p, const model::WaitCondition &wait)
{
    ShellCode s;
    if (wait.kind == model::WaitCondition::Kind::Admitted) {
        const QString jsonpath =
            QStringLiteral("{range .items[*]}{.metadata.ownerReferences[0].kind}{\" \"}"
                           "{.metadata.ownerReferences[0].name}{\" \"}"
                           "{.status.conditions[?(@.type==\"Admitted\")].status}{\"\\n\"}{end}");
        // Owner names are DNS labels (the rules refuse others), so they are literal in the
        // pattern.
        const QString pattern =
            QStringLiteral("^%1 %2%3 True$")
                .arg(wait.ownerKind, wait.ownerName,
                     wait.ownerIsPrefix ? QStringLiteral("-[a-z0-9]+-[a-z0-9]+") : QString());
        s += ShellCode("WHAT=%1\n"
                       "CHECK=(kubectl get workloads.kueue.x-k8s.io --namespace=\"$NAMESPACE\" -o "
                       "%2)\n"
                       "ready() { [ \"$(call --check \"$CHECK_TIMEOUT\" \"${CHECK[@]}\" "
                       "2>/dev/null | grep -cE "
                       "-- %3)\" -ge %4 ]; }\n")
                 .arg({Q::quote(QStringLiteral("Kueue to admit %1 workload(s) of %2 %3 in "
                                               "namespace %4")
                                    .arg(QString::number(wait.workloads), wait.ownerKind,
                                         p.workload.name, p.workload.nameSpace)),
                       Q::quote(QStringLiteral("jsonpath=") + jsonpath), Q::quote(pattern),
                       Q::number(wait.workloads)});
    } else {
        s += ShellCode("WHAT=%1\n"
                       "CHECK=(kubectl get nodes %2 -o name)\n"
                       "ready() { [ \"$(call --check \"$CHECK_TIMEOUT\" \"${CHECK[@]}\" "
                       "2>/dev/null | grep -c .)\" "
                       "-ge %3 ]; }\n")
                 .arg({Q::quote(QStringLiteral("%1 TPU node(s) with %2")
                                    .arg(QString::number(wait.nodes), wait.nodeSelector)),
                       Q::quote(QStringLiteral("--selector=") + wait.nodeSelector),
                       Q::number(wait.nodes)});
    }
    s += "show \"${CHECK[@]}\"\n"
         "if [ \"$DRY_RUN\" = 1 ]; then\n"
         "    echo \"   (dry run: would wait for $WHAT)\"\n"
         "else\n"
         "    waited=0\n"
         "    until ready; do\n"
         "        if [ \"$waited\" -ge \"$TIMEOUT\" ]; then\n"
         "            fail \"gave up waiting for $WHAT after ${TIMEOUT} s.\" \"Capacity may not "
         "be there yet: look at 'kubectl get events --namespace=${NAMESPACE}' and the node pools' "
         "status in the Cloud console; run apply.sh again (with a longer --timeout) to keep "
         "waiting.\"\n"
         "        fi\n"
         "        echo \"   waiting for $WHAT (${waited} s of ${TIMEOUT} s)\"\n"
         "        sleep 15\n"
         "        waited=$((waited + 15))\n"
         "    done\n"
         "    echo \"   ready: $WHAT\"\n"
         "fi\n\n"
         "if [ \"$DRY_RUN\" = 1 ]; then\n"
         "    echo \"Dry run finished: nothing was run.\"\n"
         "elif [ \"$CHANGED\" = 0 ]; then\n"
         "    echo \"Nothing changed: everything the plan needs was already in place.\"\n"
         "else\n"
         "    echo \"Done: the plan is applied.\"\n"
         "fi\n";
    return s;
}

// Before anything is read or created: gcloud has an active account, the project has the
// Kubernetes Engine API, and an existing cluster is where the plan says (its region, or its
// zone when it is zonal): every command names that location.
ShellCode preflightStep(const model::Snapshot &snap)
{
    GcloudCommand account, api, where;
    for (const GcloudCommand &c : preflightChecks(snap))
        (c.args.value(0) == QLatin1String("auth")
             ? account
             : (c.args.value(0) == QLatin1String("services") ? api : where)) = c;
    ShellCode s = "step \"0. gcloud account, Kubernetes Engine API, cluster location\"\n";
    s += ShellCode(
             "show %1\n"
             "show %2\n"
             "if [ \"$DRY_RUN\" = 0 ]; then\n"
             "    if ! capture --errors %1; then\n"
             "        head -c 2000 \"$ERRORS\" | clean >&2\n"
             "        fail \"gcloud could not list its accounts (its message is above).\" "
             "\"Check that the Google Cloud CLI works (gcloud info), then run apply.sh again.\"\n"
             "    fi\n"
             "    [ -n \"$OUT\" ] || fail \"gcloud has no active account.\" \"Run: gcloud auth "
             "login (or gcloud auth activate-service-account for a service account), then run "
             "apply.sh again.\"\n"
             "    echo \"   gcloud has an active account\"\n"
             "    if capture --errors %2; then\n"
             "        case \"$OUT\" in\n"
             "            *container.googleapis.com*) echo \"   the Kubernetes Engine API is "
             "enabled in ${PROJECT}\" ;;\n"
             "            *) fail \"the Kubernetes Engine API (container.googleapis.com) is not "
             "enabled in project ${PROJECT}.\" \"Run: gcloud services enable "
             "container.googleapis.com --project=${PROJECT} and then apply.sh again.\" ;;\n"
             "        esac\n"
             "    else\n"
             "        head -c 2000 \"$ERRORS\" | clean >&2\n"
             "        echo \"   could not tell whether the Kubernetes Engine API is enabled "
             "(gcloud's message is above; listing services needs serviceusage.services.list): "
             "going on, the first gcloud container command will say\"\n"
             "    fi\n"
             "fi\n")
             .arg({gcloudLine(account.words), gcloudLine(api.words)});
    s += ShellCode(
             "if [ \"$CREATE_CLUSTER\" = 0 ]; then\n"
             "    show %1\n"
             "    if [ \"$DRY_RUN\" = 0 ]; then\n"
             "        if ! capture --errors %1; then\n"
             "            head -c 2000 \"$ERRORS\" | clean >&2\n"
             "            fail \"could not list the clusters of project ${PROJECT} (gcloud's "
             "message is above).\" \"Check that your account may read the project's clusters "
             "(roles/container.viewer or more), then run apply.sh again.\"\n"
             "        fi\n"
             "        WHERE=$(printf '%s' \"$OUT\" | tr '\\n' ' ')\n"
             "        case \" $WHERE \" in\n"
             "            *\" ${LOCATION} \"*) echo \"   cluster ${CLUSTER} is in ${LOCATION}\" "
             ";;\n"
             "            \"  \") fail \"there is no cluster ${CLUSTER} in project ${PROJECT}.\" "
             "\"Check the cluster's name and the project, or run apply.sh without "
             "--existing-cluster to create it.\" ;;\n"
             "            *) fail \"cluster ${CLUSTER} is in $(shown \"$WHERE\"), not in "
             "${LOCATION} as the plan says: every command names the cluster's location.\" \"Set "
             "the plan's cluster location to the one gcloud names (tpu-planner edit PLAN "
             "--cluster-location=LOCATION, or the wizard's first step) and export again.\" ;;\n"
             "        esac\n"
             "    fi\n"
             "fi\n\n")
             .arg({gcloudLine(where.words)});
    return s;
}

// The top of apply.sh: what it does and its options, the plan's names, the options' defaults
// and the functions every step uses; then that the project is set and the tools are there.
ShellCode applyHeader(const Plan &p, const model::Deployment &d, const QString &gcloud)
{
    ShellCode s = "#!/usr/bin/env bash\n";
    s += Q::comment(QStringLiteral("Generated by TPU Planner from plan \"%1\": applies it from "
                                   "nothing (or an existing")
                        .arg(p.clusterName)) +
         "\n";
    s += "# cluster) to a running workload. README.md beside this script says the same in prose.\n"
         "#\n"
         "#   ./apply.sh [--dry-run] [--existing-cluster] [--no-infrastructure] [--timeout "
         "SECONDS]\n"
         "#\n"
         "#   --dry-run            print every command and run none\n"
         "#   --existing-cluster   do not create the cluster (node pools are still created when "
         "missing)\n"
         "#   --no-infrastructure  create nothing with gcloud (cluster and node pools managed "
         "elsewhere)\n"
         "#   --timeout SECONDS    how long to wait for each controller and for the TPU nodes "
         "or the\n"
         "#                        workload's admission (default 1800)\n"
         "#\n"
         "# Running it again is safe: what exists is left as it is, and a run that changes "
         "nothing\n"
         "# says so.\n";
    if (!gcloud.isEmpty())
        s += Q::comment(QStringLiteral("Needs gcloud %1 or later (checked before anything is "
                                       "created).")
                            .arg(gcloud)) +
             "\n";
    s += "set -euo pipefail\ncd \"$(dirname \"$0\")\"\n\n";
    s += ShellCode("PROJECT=%1\nREGION=%2\nLOCATION=%3\nZONE=%4\nCLUSTER=%5\nNAMESPACE=%6\n\n")
             .arg({Q::quote(projectOrPlaceholder(p)), Q::quote(p.region()),
                   Q::quote(d.cluster.location), Q::quote(p.zone), Q::quote(p.clusterName),
                   Q::quote(p.workload.nameSpace)});
    s += ShellCode("DRY_RUN=0\nCREATE_CLUSTER=%1\nINFRASTRUCTURE=1\nTIMEOUT=1800\nCHANGED=0\n\n")
             .arg({Q::number(p.newCluster ? 1 : 0)});
    s += applyFunctions();

    if (p.projectId.isEmpty())
        s +=
            ShellCode("if [ \"${PROJECT}\" = %1 ]; then\n"
                      "    fail %2 \"Set it to your Google Cloud project ID at the top of apply.sh "
                      "(and gcloud.sh) and run again.\"\n"
                      "fi\n")
                .arg({Q::quote(projectPlaceholder()),
                      Q::quote(QStringLiteral("PROJECT is still the placeholder %1.")
                                   .arg(projectPlaceholder()))});
    s += "if [ \"$DRY_RUN\" = 0 ]; then\n"
         "    for tool in gcloud kubectl timeout; do\n"
         "        command -v \"$tool\" >/dev/null || fail \"$tool is not installed.\" \"Install "
         "the Google Cloud CLI (gcloud), kubectl and GNU coreutils (timeout), then run again.\"\n"
         "    done\n"
         "else\n"
         "    echo \"Dry run: every command is printed, none is run.\"\n"
         "fi\n\n";
    return s;
}

// 1. Infrastructure: gcloud.sh's commands, each guarded by a check for what it creates.
ShellCode applyInfrastructure(const model::Snapshot &snap, const std::vector<GcloudCommand> &cmds,
                              const std::optional<VersionGate> &gate)
{
    const Plan &p = snap.plan;
    const model::Deployment &d = snap.deployment;
    ShellCode s;
    s += "step \"1. Infrastructure (the commands of gcloud.sh)\"\n"
         "if [ \"$INFRASTRUCTURE\" = 0 ]; then\n"
         "    echo \"   skipped (--no-infrastructure)\"\n";
    // Issue 40: node pools made elsewhere (Terraform, another team) and Autopilot's nodes for
    // the workload consume the calendar-mode reservation too; the check only reads, so it runs
    // with --no-infrastructure as well, before anything is applied to the cluster.
    if (d.futureReservation)
        s += calendarReservationGate(p, *d.futureReservation).indented(4);
    s += "else\n";
    if (cmds.empty())
        s += "    echo \"   nothing to create: the cluster exists and, in Autopilot, GKE creates "
             "TPU nodes for the workload\"\n";
    for (const GcloudCommand &cmd : cmds) {
        s += infrastructureStep(cmd, gate).indented(4);
        if (d.futureReservation &&
            cmd.args.mid(0, 4) == QStringList{QStringLiteral("beta"), QStringLiteral("compute"),
                                              QStringLiteral("future-reservations"),
                                              QStringLiteral("create")})
            s += calendarReservationGate(p, *d.futureReservation).indented(4);
    }
    s += "fi\n\n";
    return s;
}

// 2. Credentials.
ShellCode applyCredentials(const Plan &p, const model::Deployment &d)
{
    ShellCode s;
    GcloudCommand creds;
    creds.arg(QStringLiteral("container"))
        .arg(QStringLiteral("clusters"))
        .arg(QStringLiteral("get-credentials"));
    creds.positional(ScriptVar::Cluster, p.clusterName);
    creds.var(QStringLiteral("--project="), ScriptVar::Project, projectOrPlaceholder(p));
    creds.var(QStringLiteral("--location="), ScriptVar::Location, d.cluster.location);
    s += "step \"2. Credentials for kubectl\"\n";
    s += ShellCode("run %1 || fail \"could not get credentials for cluster ${CLUSTER} in "
                   "${LOCATION}.\" \"Check that the cluster exists (gcloud container clusters list "
                   "--project=${PROJECT}); if it does not, run apply.sh without "
                   "--existing-cluster.\"\n\n")
             .arg({gcloudLine(creds.words)});
    return s;
}

// 3. Controllers.
ShellCode applyControllers(const model::Deployment &d)
{
    const auto controllers = deploymentControllers(d);
    ShellCode s;
    s += "step \"3. Controllers the manifests need\"\n";
    if (controllers.empty())
        s += "echo \"   none: the manifests use only built-in Kubernetes kinds\"\n";
    for (const Controller &c : controllers)
        s += controllerStep(c);
    if (d.controllers.contains(QLatin1String("KubeRay TPU webhook")))
        // Its MutatingWebhookConfiguration is named kuberay-tpu-mutating-webhook... by
        // ai-on-gke's chart; it needs cert-manager and Helm, so apply.sh does not install it.
        s += "# The KubeRay TPU webhook (ai-on-gke applications/ray/kuberay-tpu-webhook)\n"
             "if exists kuberay-tpu kubectl get mutatingwebhookconfigurations -o name; then\n"
             "    echo \"   KubeRay TPU webhook: present, left as it is\"\n"
             "elif [ \"$DRY_RUN\" = 0 ]; then\n"
             "    fail \"Ray on a multi-host TPU slice needs the KubeRay TPU webhook, and the "
             "cluster has none: without it a worker group can span slices and the workers get no "
             "TPU_WORKER_ID, so the job cannot run. Nothing of the workload was applied.\" "
             "\"Install it as ai-on-gke's applications/ray/kuberay-tpu-webhook README says "
             "(cert-manager, then its Helm chart), then run apply.sh again.\"\n"
             "fi\n";
    s += "\n";
    return s;
}

// 4. The objects, in dependency order.
ShellCode applyObjects(bool kueue)
{
    ShellCode s;
    if (kueue)
        s += "step \"4. Kubernetes objects (Namespace, then Kueue objects, then the workload)\"\n";
    else
        s += "step \"4. Kubernetes objects (Namespace, then the workload)\"\n";
    if (kueue)
        s += "apply_file kueue.yaml || fail \"kubectl could not apply kueue.yaml.\" \"Read "
             "kubectl's message above; fix the plan and export again, or fix the file.\"\n";
    s += "apply_file manifests.yaml || fail \"kubectl could not apply manifests.yaml.\" \"Read "
         "kubectl's message above; fix the plan and export again, or fix the file.\"\n\n";
    return s;
}

} // namespace

QString applyScript(const model::Snapshot &snap)
{
    const Plan &p = snap.plan;
    const model::Deployment &d = snap.deployment;
    const model::WaitCondition &wait = d.wait;

    ShellCode s = applyHeader(p, d, minimumGcloud(snap));
    // Issue 40: a calendar-mode request, or node pools consuming any reservation, need a gcloud
    // that parses them; checked before anything.
    if (const ShellCode check = gcloudVersionCheck(snap, QStringLiteral("apply.sh"));
        !check.isEmpty())
        s += ShellCode("if [ \"$DRY_RUN\" = 0 ] && [ \"$INFRASTRUCTURE\" = 1 ]; then\n"
                       "%1"
                       "fi\n\n")
                 .arg({check.indented(4)});
    // 0. Before anything: an account, the API, and where an existing cluster is.
    s += preflightStep(snap);
    s += applyInfrastructure(snap, gcloudCommands(snap), versionGate(snap));
    s += applyCredentials(p, d);
    s += applyControllers(d);
    s += applyObjects(d.kueue.enabled);

    // 5. Wait.
    s += "step \"5. Waiting (at most ${TIMEOUT} s)\"\n";
    s += waitStep(p, wait);
    return s.text();
}

// README.md, a section a step: each section is one of apply.sh's steps as a reader runs it by hand.
namespace applyreadme {

// What every section needs: the plan, its deployment and the flags its commands repeat.
struct Context
{
    const model::Snapshot &snap;
    const Plan &p = snap.plan;
    const model::Deployment &d = snap.deployment;
    const QString project = QStringLiteral("--project=") + projectOrPlaceholder(p);
    const QString location = QStringLiteral("--location=") + d.cluster.location;
    const QString ns = QStringLiteral("--namespace=") + p.workload.nameSpace;
    // The commands as a reader pastes them: every value quoted by ShellCode, no variables.
    static QString cmd(const QStringList &args) { return ShellCode::words(args).text(); }
};

// The title, what apply.sh does, and the table of files.
QString files(const Context &c)
{
    QString s;
    s += QStringLiteral("# Applying plan \"%1\"\n\n").arg(commentText(c.p.clusterName));
    s += QStringLiteral(
        "Exported by TPU Planner. `./apply.sh` does every step below in order and can be run again "
        "safely; `./apply.sh --dry-run` prints the commands without running any. To apply by hand, "
        "follow the same steps.\n\n");
    s += QStringLiteral("| file | what it holds |\n|---|---|\n"
                        "| `apply.sh` | every step below, in order (see \"Running apply.sh\") |\n"
                        "| `gcloud.sh` | the cluster and TPU node pools (gcloud) |\n"
                        "| `terraform/` | the same infrastructure for Terraform, instead of "
                        "`gcloud.sh` (see \"Terraform\") |\n");
    if (c.d.kueue.enabled)
        s += QStringLiteral("| `kueue.yaml` | the Namespace and the Kueue objects: apply it before "
                            "`manifests.yaml` |\n");
    s += QStringLiteral("| `manifests.yaml` | the workload and what it needs |\n"
                        "| `summary.json` | the plan's figures and findings |\n\n");
    return s;
}

// Before anything: an account and the API (apply.sh and gcloud.sh check both first), and an
// existing cluster where the plan says it is.
QString beforeYouStart(const Context &c)
{
    QString s =
        QStringLiteral("## Before you start\n\n"
                       "You need the Google Cloud CLI (`gcloud`), `kubectl` and GNU coreutils. Log "
                       "in, and enable the Kubernetes Engine API in the project (once; both "
                       "scripts check it and stop with these commands when it is missing):\n\n"
                       "```\ngcloud auth login\n%1\n```\n\n")
            .arg(c.cmd({QStringLiteral("gcloud"), QStringLiteral("services"),
                        QStringLiteral("enable"), QStringLiteral("container.googleapis.com"),
                        c.project}));
    if (!c.p.newCluster)
        s += QStringLiteral("The cluster exists: the commands below name its location `%1`%2. "
                            "Check that gcloud lists it there:\n\n```\n%3\n```\n\n")
                 .arg(commentText(c.d.cluster.location),
                      c.d.cluster.zonal ? QStringLiteral(" (a zonal cluster)") : QString(),
                      c.cmd({QStringLiteral("gcloud"), QStringLiteral("container"),
                             QStringLiteral("clusters"), QStringLiteral("list"), c.project,
                             QStringLiteral("--filter=name=") + c.p.clusterName,
                             QStringLiteral("--format=value(location)")}));
    s += QStringLiteral(
        "## Running apply.sh\n\n"
        "```\n./apply.sh --dry-run\n./apply.sh\n```\n\n"
        "The first prints every command and runs none; the second runs them, skipping what "
        "exists. `--existing-cluster` does not create the cluster, `--no-infrastructure` "
        "creates nothing with gcloud (the infrastructure comes from Terraform or elsewhere), "
        "`--timeout SECONDS` bounds each wait (default 1800). It stops, creating nothing, when "
        "gcloud has no active account, the API is off, a check fails for another reason than "
        "\"not found\", or a node pool of the plan's name exists with another shape.\n\n");
    if (c.d.futureReservation)
        s += QStringLiteral("With `--no-infrastructure` it still reads the calendar-mode request "
                            "`%1` (read-only: `gcloud beta compute future-reservations describe`) "
                            "and stops before the reservation has started and is READY, before "
                            "anything is applied to the cluster: node pools made elsewhere "
                            "(Terraform) and Autopilot's TPU nodes consume it too.\n\n")
                 .arg(commentText(c.d.futureReservation->name));
    return s;
}

// 1. Infrastructure (the GKE version gate first) and 2. Credentials.
QString infrastructure(const Context &c, const std::optional<VersionGate> &gate)
{
    QString s = QStringLiteral("## 1. Infrastructure\n\n");
    if (gate)
        s += QStringLiteral("The plan needs GKE %1 or later (%2). No cluster version is pinned, so "
                            "the cluster gets the %3 channel's default: check it first and stop if "
                            "it is older.\n\n```\n%4\n```\n\n")
                 .arg(commentText(gate->minimum),
                      commentText(gate->reasons.join(QStringLiteral("; "))),
                      commentText(gate->channelName),
                      c.cmd(QStringList{QStringLiteral("gcloud")} + gate->query.args));
    s += QStringLiteral("Run `./gcloud.sh` (it stops at the first failure; a resource that already "
                        "exists makes its command fail, so on a second attempt run only the "
                        "commands not yet done). Verify:\n\n```\n");
    s += c.cmd({QStringLiteral("gcloud"), QStringLiteral("container"), QStringLiteral("clusters"),
                QStringLiteral("describe"), c.project, c.location,
                QStringLiteral("--format=value(status,currentMasterVersion)"), QStringLiteral("--"),
                c.p.clusterName}) +
         QLatin1Char('\n');
    if (c.p.mode == catalog::Mode::Standard)
        s += c.cmd({QStringLiteral("gcloud"), QStringLiteral("container"),
                    QStringLiteral("node-pools"), QStringLiteral("list"),
                    QStringLiteral("--cluster=") + c.p.clusterName, c.project, c.location}) +
             QLatin1Char('\n');
    s += QStringLiteral("```\n\n## 2. Credentials\n\n```\n") +
         c.cmd({QStringLiteral("gcloud"), QStringLiteral("container"), QStringLiteral("clusters"),
                QStringLiteral("get-credentials"), c.project, c.location, QStringLiteral("--"),
                c.p.clusterName}) +
         QStringLiteral("\nkubectl get nodes\n```\n\n");
    return s;
}

// 3. Controllers and 4. Kubernetes objects.
QString objects(const Context &c)
{
    QString s = QStringLiteral("## 3. Controllers\n\n");
    const auto controllers = deploymentControllers(c.d);
    if (controllers.empty())
        s += QStringLiteral("None: the manifests use only built-in Kubernetes kinds.\n\n");
    for (const Controller &k : controllers)
        s += QStringLiteral("- **%1 %2** (for %3; %4). Install it only if `%5` finds nothing:\n\n"
                            "  ```\n  %6\n  %7\n  ```\n\n")
                 .arg(k.name, k.version, k.kinds.split(QLatin1Char(',')).join(QStringLiteral(", ")),
                      k.source,
                      c.cmd({QStringLiteral("kubectl"), QStringLiteral("get"),
                             QStringLiteral("crd"), k.crd}),
                      c.cmd({QStringLiteral("kubectl"), QStringLiteral("apply"),
                             QStringLiteral("--server-side"), k.applyFlag(), k.manifestUrl}),
                      c.cmd({QStringLiteral("kubectl"), QStringLiteral("wait"),
                             QStringLiteral("--for=condition=Available"),
                             QStringLiteral("--timeout=600s"),
                             QStringLiteral("--namespace=") + k.nameSpace,
                             QStringLiteral("deployment/") + k.deployment}));
    const bool kueue = c.d.kueue.enabled;
    s += QStringLiteral("## 4. Kubernetes objects\n\n```\n");
    if (kueue)
        s += QStringLiteral("kubectl apply -f kueue.yaml\n");
    s += QStringLiteral("kubectl apply -f manifests.yaml\n```\n\n");
    if (kueue)
        s += QStringLiteral(
                 "`kueue.yaml` comes first: it creates the Namespace and the queue the workload is "
                 "labelled with. Verify:\n\n```\nkubectl get clusterqueues,resourceflavors\n"
                 "%1\n```\n\n")
                 .arg(c.cmd({QStringLiteral("kubectl"), QStringLiteral("get"),
                             QStringLiteral("localqueues"), c.ns}));
    return s;
}

// 5. Running: what comes up (admission by Kueue, or the TPU nodes) and how to see it.
QString running(const Context &c)
{
    const model::WaitCondition &wait = c.d.wait;
    const bool admission = wait.kind == model::WaitCondition::Kind::Admitted;
    QString s = QStringLiteral("## 5. Running\n\n");
    if (admission)
        s += QStringLiteral("Kueue admits the workload when the queue has room");
    else
        s += QStringLiteral("GKE brings up %1 TPU node(s) (%2 VM(s) per slice × %3 slice(s))")
                 .arg(wait.nodes)
                 .arg(c.snap.resolution.vmsPerSlice)
                 .arg(c.p.slices);
    s += QStringLiteral("; then the Pods start. Verify:\n\n```\n");
    if (admission)
        s += c.cmd({QStringLiteral("kubectl"), QStringLiteral("get"), QStringLiteral("workloads"),
                    c.ns}) +
             QLatin1Char('\n');
    if (!wait.nodeSelector.isEmpty())
        s += c.cmd({QStringLiteral("kubectl"), QStringLiteral("get"), QStringLiteral("nodes"),
                    QStringLiteral("--selector=") + wait.nodeSelector}) +
             QLatin1Char('\n');
    s += c.cmd({QStringLiteral("kubectl"), QStringLiteral("get"), QStringLiteral("pods"), c.ns,
                QStringLiteral("-o"), QStringLiteral("wide")}) +
         QStringLiteral("\n```\n");
    return s;
}

// Terraform, instead of gcloud.sh: its version gate is versions.tf's; the GKE version gate is a
// command to run first (Terraform cannot compare versions before it creates a cluster).
QString terraform(const std::optional<VersionGate> &gate)
{
    QString s = QStringLiteral("\n## Terraform\n\n"
                               "`terraform/` declares the same infrastructure as `gcloud.sh`: use "
                               "one or the other. It needs Terraform %1 and the `hashicorp/google` "
                               "provider %2 (`terraform/versions.tf`; `terraform init` refuses "
                               "other versions).")
                    .arg(terraformRequiredVersion(), terraformProviderConstraint());
    if (gate)
        s += QStringLiteral(" Terraform cannot check the GKE version before it creates the "
                            "cluster: run the version check of step 1 first, and set "
                            "`min_master_version` in `terraform/main.tf` if the default is "
                            "older than %1.")
                 .arg(commentText(gate->minimum));
    s += QStringLiteral("\n\n```\ncd terraform\nterraform init\nterraform apply\ncd ..\n"
                        "./apply.sh --no-infrastructure\n```\n\n"
                        "`./apply.sh --no-infrastructure` then does steps 2 to 5.\n");
    return s;
}

} // namespace applyreadme

QString applyReadme(const model::Snapshot &snap)
{
    const applyreadme::Context c{snap};
    const auto gate = versionGate(snap);
    return applyreadme::files(c) + applyreadme::beforeYouStart(c) +
           applyreadme::infrastructure(c, gate) + applyreadme::objects(c) +
           applyreadme::running(c) + applyreadme::terraform(gate);
}

} // namespace tpu::exporters
