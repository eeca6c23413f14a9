// apply.sh and the export folder's README.md: for every golden plan, a dry run that runs nothing,
// a real run against recording fakes of gcloud and kubectl (order and exact arguments), and a
// second run that changes nothing; the GKE version gate, --existing-cluster and the timeout.
#include "export/applyscript.h"
#include "export/exportbundle.h"
#include "export/manifests.h"
#include "goldenplans.h"
#include "model/availability.h"
#include "model/snapshot.h"
#include "scriptfakes.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

using namespace tpu::model;
using namespace tpu::test;
using tpu::exporters::GcloudCommand;

class TestApplyScript : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = builtinCatalog();

    struct Run
    {
        int exit = -1;
        QString out, err;
        QList<Call> calls;
    };

    // An export of `p` in a fresh folder with fake gcloud/kubectl on PATH; `state` persists
    // between runs of one test.
    struct Folder
    {
        QTemporaryDir dir;
        QString state() const { return dir.filePath("state"); }
    };

    void exportInto(Folder &f, const Plan &p, const QString &project)
    {
        QString error;
        auto files = tpu::exporters::exportFiles(*cat, p);
        for (auto &file : files)
            if (p.projectId.isEmpty()) // the placeholder: the user sets PROJECT at the top
                file.bytes.replace("\nPROJECT=your-project-id\n",
                                   ("\nPROJECT=" + project + "\n").toUtf8());
        QVERIFY(!tpu::exporters::writeExportFiles(files, f.dir.filePath("out"), &error).isEmpty());
        QVERIFY(QDir().mkpath(f.state()));
        if (!p.newCluster) { // the plan's cluster exists already, where the plan says
            QFile cluster(f.state() + "/clusters");
            QVERIFY(cluster.open(QIODevice::WriteOnly));
            cluster.write(makeSnapshot(*cat, p)->deployment.cluster.location.toUtf8() + "\n");
        }
        QVERIFY(QDir().mkpath(f.dir.filePath("bin")));
        writeExecutable(f.dir.filePath("bin/gcloud"), kFakeGcloud);
        writeExecutable(f.dir.filePath("bin/kubectl"), kFakeKubectl);
        QFile crds(f.dir.filePath("crds"));
        QVERIFY(crds.open(QIODevice::WriteOnly));
        for (const auto &c : tpu::exporters::knownControllers())
            crds.write(QStringList{c.manifestUrl, c.crd, c.nameSpace, c.deployment}
                           .join(' ')
                           .append('\n')
                           .toUtf8());
    }

    Run run(Folder &f, const QStringList &args, const QMap<QString, QString> &env = {})
    {
        QFile::remove(f.dir.filePath("record"));
        QProcess bash;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert("PATH", f.dir.filePath("bin") + ":" + e.value("PATH"));
        e.insert("RECORD", f.dir.filePath("record"));
        e.insert("STATE", f.state());
        e.insert("CRDS", f.dir.filePath("crds"));
        for (auto it = env.begin(); it != env.end(); ++it)
            e.insert(it.key(), it.value());
        bash.setProcessEnvironment(e);
        bash.start("bash", QStringList{f.dir.filePath("out/apply.sh")} + args);
        Run r;
        if (!bash.waitForFinished(60000))
            return r;
        r.exit = bash.exitStatus() == QProcess::NormalExit ? bash.exitCode() : -1;
        r.out = QString::fromUtf8(bash.readAllStandardOutput());
        r.err = QString::fromUtf8(bash.readAllStandardError());
        r.calls = readCalls(f.dir.filePath("record"));
        return r;
    }

    static int indexOf(const QList<Call> &calls, const std::function<bool(const Call &)> &pred,
                       int from = 0)
    {
        for (int i = from; i < calls.size(); ++i)
            if (pred(calls[i]))
                return i;
        return -1;
    }

    static QString project(const Plan &p)
    {
        return p.projectId.isEmpty() ? QStringLiteral("their-project") : p.projectId;
    }

    static QStringList withProject(QStringList args, const Plan &p)
    {
        return args.replaceInStrings(QStringLiteral("--project=your-project-id"),
                                     QStringLiteral("--project=") + project(p));
    }

    // A plan whose nodes the fakes report ready: as many as it has; and Kueue's Workloads as
    // Kueue makes them for the workload's kind (owner kind and name, admitted), as many as it
    // makes.
    static QMap<QString, QString> readyEnv(const Plan &p, const Snapshot &snap)
    {
        const auto &w = snap.deployment.wait;
        QStringList admitted;
        for (long long i = 0; i < w.workloads; ++i)
            admitted << QStringLiteral("%1 %2%3 True")
                            .arg(w.ownerKind, w.ownerName,
                                 w.ownerIsPrefix ? QStringLiteral("-7c9d4b-x%1").arg(i)
                                                 : QString());
        QMap<QString, QString> env{
            {"FAKE_NODES", QString::number(snap.resolution.vmsPerSlice * p.slices)},
            {"FAKE_ADMITTED", admitted.join('\n')}};
        // A calendar-mode reservation has started (apply.sh stops before its start).
        if (const auto &fr = snap.deployment.futureReservation)
            env.insert("TPU_PLANNER_NOW", fr->start.addSecs(3600).toString(Qt::ISODate));
        return env;
    }

    void rows()
    {
        QTest::addColumn<int>("index");
        for (size_t i = 0; i < goldens().size(); ++i)
            QTest::newRow(goldens()[i].name) << int(i);
    }

private slots:
    void dryRunRunsNothing_data() { rows(); }
    void dryRunRunsNothing()
    {
        QFETCH(int, index);
        const Plan p = planFor(goldens()[size_t(index)]);
        Folder f;
        exportInto(f, p, project(p));
        const Run r = run(f, {"--dry-run"}, {{"FAKE_DENY", "1"}});
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY2(r.calls.isEmpty(), qPrintable(r.calls.value(0).args.join(' ')));
        QVERIFY(r.out.contains("Dry run finished: nothing was run."));
        // Every command is printed, in order: infrastructure, credentials, objects, the wait.
        int at = 0;
        for (const GcloudCommand &cmd : tpu::exporters::gcloudCommands(*cat, p)) {
            const int next = r.out.indexOf("+ gcloud " + cmd.args.mid(0, 3).join(' '), at);
            QVERIFY2(next >= 0, qPrintable(cmd.args.join(' ')));
            at = next;
        }
        const int creds = r.out.indexOf("+ gcloud container clusters get-credentials", at);
        QVERIFY(creds > at);
        QVERIFY(r.out.indexOf("+ kubectl apply -f manifests.yaml", creds) > creds);
    }

    // Issue 40: the calendar-mode plan's apply.sh, as a golden file (UPDATE_GOLDEN=1 rewrites
    // it): the gcloud version check, the request, and the check of the reservation's state and
    // start before the node pool.
    void calendarModeGolden()
    {
        const auto it = std::find_if(goldens().begin(), goldens().end(), [](const Golden &g) {
            return QLatin1String(g.name) == QLatin1String("calendar-mode");
        });
        QVERIFY(it != goldens().end());
        const QString actual = tpu::exporters::applyScript(*makeSnapshot(*cat, planFor(*it)));
        const QString file = QStringLiteral(TPU_SOURCE_DIR "/tests/golden/calendar-mode.apply.sh");
        if (qEnvironmentVariableIsSet("UPDATE_GOLDEN")) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(actual.toUtf8());
        }
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(actual, QString::fromUtf8(f.readAll()));
        const qsizetype request = actual.indexOf("beta compute future-reservations create");
        const qsizetype gate = actual.indexOf("FR_NAME=", request); // the one after the request
        const qsizetype pool = actual.indexOf("container node-pools create");
        QVERIFY(request > 0 && gate > request && pool > gate);
        QVERIFY(actual.indexOf("MIN_GCLOUD=528.0.0") < request);
    }

    // Issue 40 point 4: the any-reservation plan's apply.sh, as a golden file: it states the
    // gcloud it needs at the top and checks the version before any gcloud command creates
    // anything; its node pool consumes any matching reservation.
    void anyReservationGolden()
    {
        const auto it = std::find_if(goldens().begin(), goldens().end(), [](const Golden &g) {
            return QLatin1String(g.name) == QLatin1String("any-reservation");
        });
        QVERIFY(it != goldens().end());
        const QString actual = tpu::exporters::applyScript(*makeSnapshot(*cat, planFor(*it)));
        const QString file =
            QStringLiteral(TPU_SOURCE_DIR "/tests/golden/any-reservation.apply.sh");
        if (qEnvironmentVariableIsSet("UPDATE_GOLDEN")) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(actual.toUtf8());
        }
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(actual, QString::fromUtf8(f.readAll()));
        const qsizetype stated = actual.indexOf("# Needs gcloud 575.0.0 or later");
        const qsizetype check = actual.indexOf("MIN_GCLOUD=575.0.0");
        const qsizetype cluster = actual.indexOf("run gcloud container clusters create");
        const qsizetype pool =
            actual.indexOf("--reservation-affinity=any-reservation-then-fail --num-nodes=4");
        QVERIFY(stated > 0 && check > stated && cluster > check && pool > cluster);
    }

    void realRunOrderAndArguments_data() { rows(); }
    void realRunOrderAndArguments()
    {
        QFETCH(int, index);
        const Plan p = planFor(goldens()[size_t(index)]);
        const auto snap = makeSnapshot(*cat, p);
        Folder f;
        exportInto(f, p, project(p));
        const Run r = run(f, {"--timeout", "0"}, readyEnv(p, *snap));
        if (r.exit != 0)
            qWarning("%s", qPrintable(r.out.right(1500) + r.err));
        QVERIFY(r.exit == 0);
        QVERIFY(r.out.contains("Done: the plan is applied."));

        // The infrastructure commands, in gcloud.sh's order, with exactly gcloud.sh's arguments.
        const auto cmds = tpu::exporters::gcloudCommands(*snap);
        int at = 0;
        for (const GcloudCommand &cmd : cmds) {
            const QStringList want = withProject(cmd.args, p);
            const int i = indexOf(
                r.calls, [&](const Call &c) { return c.tool == "gcloud" && c.args == want; }, at);
            QVERIFY2(i >= 0, qPrintable(want.join(' ')));
            at = i + 1;
        }
        // Credentials after the last gcloud command that creates something, before any kubectl.
        const int creds = indexOf(r.calls, [](const Call &c) {
            return c.args.mid(0, 3).join(' ') == "container clusters get-credentials";
        });
        const int firstKubectl =
            indexOf(r.calls, [](const Call &c) { return c.tool == "kubectl"; });
        QVERIFY(creds >= at - 1 && creds >= 0);
        QVERIFY(firstKubectl > creds);
        QCOMPARE(r.calls[creds].args, withProject({"container", "clusters", "get-credentials",
                                                   "--project=your-project-id",
                                                   "--location=" + p.region(), "--", p.clusterName},
                                                  p));
        // Controllers: installed only because their CRDs were missing, before the objects.
        const bool kueue = snap->deployment.kueue.enabled;
        const int applyKueue = indexOf(r.calls, [](const Call &c) {
            return c.args == QStringList{"apply", "-f", "kueue.yaml"};
        });
        const int applyManifests = indexOf(r.calls, [](const Call &c) {
            return c.args == QStringList{"apply", "-f", "manifests.yaml"};
        });
        QVERIFY(applyManifests > creds);
        QCOMPARE(applyKueue >= 0, kueue);
        if (kueue)
            QVERIFY(applyKueue < applyManifests); // Namespace and queue before the workload
        const auto needs = tpu::exporters::controllersFor(tpu::exporters::kindsInYaml(
            tpu::exporters::kueueYaml(*snap) + tpu::exporters::manifestsYaml(*snap)));
        QCOMPARE(std::any_of(needs.begin(), needs.end(),
                             [](const auto &c) { return c.name == "Kueue"; }),
                 kueue);
        for (const auto &c : tpu::exporters::knownControllers()) {
            const bool needed = std::any_of(needs.begin(), needs.end(),
                                            [&](const auto &n) { return n.name == c.name; });
            const int check = indexOf(r.calls, [&](const Call &x) {
                return x.args.mid(0, 3) == QStringList{"get", "crd", c.crd};
            });
            const int install = indexOf(r.calls, [&](const Call &x) {
                return x.args ==
                       QStringList{"apply", "--server-side", c.applyFlag(), c.manifestUrl};
            });
            QCOMPARE(install >= 0, needed);
            if (needed) {
                QVERIFY(check >= 0 && check < install);
                QVERIFY(install < applyManifests);
            }
        }
        // No call outside what the plan needs: every gcloud call is a check, a create, or
        // credentials.
        for (const Call &c : r.calls)
            if (c.tool == "gcloud")
                QVERIFY2(c.args.value(2) == "describe" || c.args.value(3) == "describe" ||
                             c.args.value(0) == "version" ||
                             c.args.value(1) == "get-server-config" ||
                             c.args.mid(0, 2) == QStringList({"auth", "list"}) ||
                             c.args.mid(0, 2) == QStringList({"services", "list"}) ||
                             c.args.mid(0, 3) == QStringList({"container", "clusters", "list"}) ||
                             c.args.value(2) == "get-credentials" ||
                             std::any_of(cmds.begin(), cmds.end(),
                                         [&](const GcloudCommand &cmd) {
                                             return withProject(cmd.args, p) == c.args;
                                         }),
                         qPrintable(c.args.join(' ')));

        // A second run changes nothing and says so.
        const Run again = run(f, {"--timeout", "0"}, readyEnv(p, *snap));
        QVERIFY2(again.exit == 0, qPrintable(again.out + again.err));
        QVERIFY2(
            again.out.contains("Nothing changed: everything the plan needs was already in place."),
            qPrintable(again.out));
        for (const Call &c : again.calls) {
            QVERIFY2(!(c.tool == "gcloud" &&
                       (c.args.value(2).startsWith("create") || c.args.value(2) == "update")),
                     qPrintable(c.args.join(' ')));
            QVERIFY(c.args.mid(0, 2) != QStringList({"apply", "--server-side"}));
        }
    }

    // No version pinned and the channel's default below what the plan needs: nothing is created.
    void versionGateStopsBeforeCreating()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        p.clusterVersion.clear();
        p.consumption = Consumption::FlexStart;
        const auto snap = makeSnapshot(*cat, p);
        const auto gate = tpu::exporters::versionGate(*snap);
        QVERIFY(gate);
        QCOMPARE(gate->minimum, QString("1.33.0-gke.1712000"));
        QVERIFY(gate->reasons.join(' ').contains("flex-start"));
        // The cluster command names the channel whose default is checked.
        QVERIFY(tpu::exporters::gcloudCommands(*snap).front().args.contains(
            "--release-channel=regular"));
        Folder f;
        exportInto(f, p, p.projectId);
        const Run low = run(f, {}, {{"FAKE_GKE_DEFAULT", "1.32.4-gke.1106006"}});
        QCOMPARE(low.exit, 1);
        QVERIFY2(low.err.contains("older than 1.33.0-gke.1712000") &&
                     low.err.contains("Nothing was created"),
                 qPrintable(low.err));
        QVERIFY(low.err.contains("What to do:"));
        for (const Call &c : low.calls)
            QVERIFY2(!c.args.value(2).startsWith("create"), qPrintable(c.args.join(' ')));
        QVERIFY(indexOf(low.calls, [&](const Call &c) {
                    return c.args == withProject(gate->query.args, p);
                }) >= 0);
        // gcloud.sh stops the same way.
        QProcess bash;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert("PATH", f.dir.filePath("bin") + ":" + e.value("PATH"));
        e.insert("RECORD", f.dir.filePath("record2"));
        e.insert("STATE", f.state());
        e.insert("FAKE_GKE_DEFAULT", "1.32.4-gke.1106006");
        bash.setProcessEnvironment(e);
        bash.start("bash", {f.dir.filePath("out/gcloud.sh")});
        QVERIFY(bash.waitForFinished(30000));
        QCOMPARE(bash.exitCode(), 1);
        QVERIFY(!readAll(f.dir.filePath("record2")).contains("create"));
        // A pinned version: no gate, and the version is passed.
        p.clusterVersion = "1.34.1-gke.1000000";
        QVERIFY(!tpu::exporters::versionGate(*makeSnapshot(*cat, p)));
    }

    // The gate passes only on an answer that is a GKE version and at least the minimum (F8):
    // "zzz", an ERROR line, "latest", nothing or two versions stop both scripts before anything
    // is created, and say what gcloud answered.
    void versionGateNeedsAVersion()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        p.clusterVersion.clear();
        p.consumption = Consumption::FlexStart;
        Folder f;
        exportInto(f, p, p.projectId);
        for (const char *answer : {"zzz", "ERROR: (gcloud) boom", "latest", "",
                                   "1.35.1-gke.1000000\n1.36.0-gke.100", "1.35"}) {
            const Run r = run(f, {}, {{"FAKE_GKE_DEFAULT", answer}});
            QVERIFY2(r.exit == 1, answer);
            QVERIFY2(r.err.contains("not a GKE version such as 1.33.0-gke.1712000"),
                     qPrintable(r.err));
            for (const Call &c : r.calls)
                QVERIFY2(!c.args.value(2).startsWith("create"), qPrintable(c.args.join(' ')));
            QProcess bash;
            QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
            e.insert("PATH", f.dir.filePath("bin") + ":" + e.value("PATH"));
            e.insert("RECORD", f.dir.filePath("record2"));
            e.insert("STATE", f.state());
            e.insert("FAKE_GKE_DEFAULT", answer);
            bash.setProcessEnvironment(e);
            bash.start("bash", {f.dir.filePath("out/gcloud.sh")});
            QVERIFY(bash.waitForFinished(30000));
            QCOMPARE(bash.exitCode(), 1);
            QVERIFY(bash.readAllStandardError().contains("not a GKE version"));
            QVERIFY(!readAll(f.dir.filePath("record2")).contains("create"));
        }
        const Run ok = run(f, {"--timeout=0"}, {{"FAKE_GKE_DEFAULT", "1.33.0-gke.1712000"}});
        QVERIFY(indexOf(ok.calls, [](const Call &c) {
                    return c.args.mid(0, 3).join(' ') == "container clusters create";
                }) >= 0);
    }

    // What apply.sh reads from a tool is bounded, escaped and timed out (F17), and --timeout is
    // a bounded whole number.
    void toolOutputIsBoundedEscapedAndTimed()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        Folder f;
        exportInto(f, p, p.projectId);
        for (const char *absurd : {"99999999999999999999", "604801", "1e3", "-5"}) {
            const Run bad = run(f, {"--timeout", absurd});
            QVERIFY2(bad.exit == 2, absurd);
            QVERIFY(bad.calls.isEmpty());
        }
        QVERIFY(run(f, {"--timeout", "99999999999999999999"})
                    .err.contains("--timeout is at most 604800 seconds (7 days)"));
        QCOMPARE(run(f, {"--dry-run", "--timeout=000604800"}).exit, 0);

        // Terminal control sequences in kubectl's output reach the terminal as '?'.
        const Run noisy =
            run(f, {"--timeout=0"},
                {{"FAKE_NOISE", "\x1b]0;owned\x07\x1b[2J\u009b1mred"}, {"FAKE_NODES", "4"}});
        QVERIFY2(noisy.exit == 0, qPrintable(noisy.err));
        QVERIFY(noisy.out.contains("?]0;owned??[2J?1mred"));
        QVERIFY(!noisy.out.contains('\x1b') && !noisy.out.contains('\x07') &&
                !noisy.out.contains(QChar(0x9b)));

        // A check that prints 2 MB: the first 1 MiB is read, the rest is not, and it fails.
        Folder flood;
        exportInto(flood, p, p.projectId);
        const Run big = run(flood, {"--timeout=0"}, {{"FAKE_FLOOD", "2000000"}});
        QVERIFY2(big.err.contains("gcloud printed more than 1048576 bytes; the rest was not read"),
                 qPrintable(big.err.left(2000)));

        // A check that hangs is stopped after CHECK_TIMEOUT (edited here from 300 s to 1 s).
        Folder slow;
        exportInto(slow, p, p.projectId);
        QByteArray script = readAll(slow.dir.filePath("out/apply.sh"));
        QVERIFY(script.contains("\nCHECK_TIMEOUT=300\n"));
        script.replace("\nCHECK_TIMEOUT=300\n", "\nCHECK_TIMEOUT=1\n");
        writeAll(slow.dir.filePath("out/apply.sh"), script);
        QElapsedTimer t;
        t.start();
        const Run hung = run(slow, {"--timeout=0"}, {{"FAKE_SLEEP", "30"}, {"FAKE_NODES", "4"}});
        QVERIFY2(hung.err.contains("apply.sh: gcloud did not finish within 1 s and was stopped"),
                 qPrintable(hung.err));
        QVERIFY2(t.elapsed() < 25000, qPrintable(QString::number(t.elapsed())));
    }

    void existingClusterIsNotCreated()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        const auto snap = makeSnapshot(*cat, p);
        Folder f;
        exportInto(f, p, p.projectId);
        QFile cluster(f.state() + "/clusters"); // it exists, in the plan's region
        QVERIFY(cluster.open(QIODevice::WriteOnly));
        cluster.write(p.region().toUtf8() + "\n");
        cluster.close();
        const Run r = run(f, {"--existing-cluster", "--timeout=0"}, readyEnv(p, *snap));
        QVERIFY2(r.exit == 0, qPrintable(r.err));
        QVERIFY(indexOf(r.calls, [](const Call &c) {
                    return c.args.mid(0, 3).join(' ') == "container clusters create";
                }) < 0);
        QVERIFY(indexOf(r.calls, [](const Call &c) {
                    return c.args.mid(0, 3).join(' ') == "container node-pools create";
                }) >= 0);
        const Run none = run(f, {"--no-infrastructure", "--timeout=0"}, readyEnv(p, *snap));
        QVERIFY(indexOf(none.calls, [](const Call &c) {
                    return c.args.value(2).startsWith("create") || c.args.value(2) == "describe";
                }) < 0);
    }

    // Issue 37, minor 11: a failed gcloud command is named as it ran, not by the comment that
    // describes the plan above it; without Kueue, step 4's title does not name Kueue objects.
    void failureNamesTheCommandAndStepsNameWhatRuns()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        p.kueue = false;
        Folder f;
        exportInto(f, p, p.projectId);
        QVERIFY(QFile::rename(f.dir.filePath("bin/gcloud"), f.dir.filePath("bin/gcloud-fake")));
        writeExecutable(f.dir.filePath("bin/gcloud"),
                        "#!/bin/bash\n"
                        "if [ \"$2 $3\" = \"node-pools create\" ]; then\n"
                        "    echo 'ERROR: (gcloud) quota exceeded' >&2; exit 1\n"
                        "fi\n"
                        "exec \"$(dirname \"$0\")/gcloud-fake\" \"$@\"\n");
        const Run r = run(f, {"--timeout", "0"});
        QCOMPARE(r.exit, 1);
        const QString pool = makeSnapshot(*cat, p)->deployment.nodePools.at(0).name;
        QVERIFY2(r.err.contains("gcloud container node-pools create " + pool +
                                " failed (gcloud's message is above)."),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains("Slice 1 of 1"), qPrintable(r.err));
        const QString script = QString::fromUtf8(readAll(f.dir.filePath("out/apply.sh")));
        QVERIFY(script.contains("step \"4. Kubernetes objects (Namespace, then the workload)\""));
        QVERIFY(!script.contains("Kueue objects"));
    }

    void timeoutSaysWhatItWaitedFor()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        Folder f;
        exportInto(f, p, p.projectId);
        const Run r = run(f, {"--timeout", "0"}, {{"FAKE_NODES", "1"}});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.err.contains("gave up waiting for 4 TPU node(s) with "
                                "cloud.google.com/gke-tpu-accelerator=tpu-v6e-slice"),
                 qPrintable(r.err));
        const Run bad = run(f, {"--timeout", "soon"});
        QCOMPARE(bad.exit, 2);
        QVERIFY(bad.calls.isEmpty());
        const Run unknown = run(f, {"--force"});
        QCOMPARE(unknown.exit, 2);
        QVERIFY(unknown.err.contains("unknown option --force"));
    }

    // Issue 36 point 5: a Deployment under Kueue is admitted Pod by Pod (Kueue's pod
    // integration makes one Workload per Pod, owned by the Pod): apply.sh waits for those, not
    // for a Workload owned by the Deployment, which never exists.
    void kueueDeploymentWaitsForItsPods()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        p.machineType = "ct6e-standard-8t";
        p.topology = tpu::test::shape("2x4");
        p.workload.kind = WorkloadKind::Deployment;
        p.kueue = true;
        Folder f;
        exportInto(f, p, p.projectId);
        const Run owned =
            run(f, {"--timeout", "0"}, {{"FAKE_ADMITTED", "Deployment tpu-workload True"}});
        QCOMPARE(owned.exit, 1);
        const Run pods = run(f, {"--timeout", "0"},
                             {{"FAKE_ADMITTED", "Pod tpu-workload-5f7b9c8d6-x2x9q True"}});
        QVERIFY2(pods.exit == 0, qPrintable(pods.out + pods.err));
        QVERIFY(pods.out.contains("ready: Kueue to admit 1 workload(s) of Pod tpu-workload"));
    }

    // Issue 36 point 6: multi-host Ray without the KubeRay TPU webhook stops with the reason
    // before the workload is applied, never "Done".
    void rayWithoutTpuWebhookStops()
    {
        Plan p = standardPlan();
        p.projectId = "acme-ml-prod";
        p.workload.kind = WorkloadKind::RayCluster;
        Folder f;
        exportInto(f, p, p.projectId);
        const auto snap = makeSnapshot(*cat, p);
        const Run r =
            run(f, {"--timeout", "0"},
                QMap<QString, QString>{{"FAKE_WEBHOOKS", ""}, {"FAKE_NODES", QString::number(4)}});
        QCOMPARE(r.exit, 1);
        QVERIFY2(r.err.contains("needs the KubeRay TPU webhook"), qPrintable(r.err));
        QVERIFY(!r.out.contains("Done"));
        QVERIFY(indexOf(r.calls, [](const Call &c) {
                    return c.args == QStringList{"apply", "-f", "manifests.yaml"};
                }) < 0);
        const Run ok = run(f, {"--timeout", "0"}, readyEnv(p, *snap));
        QVERIFY2(ok.exit == 0, qPrintable(ok.out + ok.err));
        QVERIFY(ok.out.contains("KubeRay TPU webhook: present"));
    }

    // Hostile text (exported with --force) stays text in apply.sh: nothing it names runs.
    void hostileNamesStayText()
    {
        Plan p = standardPlan();
        p.workload.name = "w$(touch /tmp/pwned-apply)";
        p.workload.nameSpace = "n`touch /tmp/pwned-apply`";
        p.clusterName = "c\"; touch /tmp/pwned-apply; echo \"";
        p.machineType = "ct6e-standard-4t$(touch /tmp/pwned-apply)";
        p.kueue = true;
        QFile::remove("/tmp/pwned-apply");
        Folder f;
        exportInto(f, p, p.projectId);
        run(f, {"--dry-run"}, {{"FAKE_DENY", "1"}});
        run(f, {"--timeout", "0"});
        run(f, {"--timeout", "0"}, {{"FAKE_GKE_DEFAULT", "1.20.0-gke.1"}});
        QVERIFY(!QFile::exists("/tmp/pwned-apply"));
    }

    void readmeNamesEveryStep()
    {
        Plan p = standardPlan();
        p.kueue = true;
        p.workload.kind = WorkloadKind::JobSet;
        p.workload.nameSpace = "ml-team";
        const auto snap = makeSnapshot(*cat, p);
        const QString md = tpu::exporters::applyReadme(*snap);
        QVERIFY(md.contains("kubectl apply -f kueue.yaml\nkubectl apply -f manifests.yaml"));
        QVERIFY(md.contains("kubectl get nodes --selector="
                            "cloud.google.com/gke-tpu-accelerator=tpu-v6e-slice,cloud.google.com/"
                            "gke-tpu-topology=4x4"));
        QVERIFY(md.contains("kubectl get localqueues --namespace=ml-team"));
        QVERIFY(md.contains("kubectl get workloads --namespace=ml-team"));
        QVERIFY(md.contains("JobSet v0.12.0"));
        QVERIFY(md.contains("Kueue v0.19.2"));
        QVERIFY(md.contains("kubectl get crd jobsets.jobset.x-k8s.io"));
        // Issue 36 point 9: logging in, the API, apply.sh and terraform/ with its version gate.
        QVERIFY(md.contains("```\ngcloud auth login\ngcloud services enable "
                            "container.googleapis.com --project=my-project-123\n```"));
        QVERIFY(md.contains("## Running apply.sh\n\n```\n./apply.sh --dry-run\n./apply.sh\n```"));
        QVERIFY(md.contains("| `terraform/` |"));
        QVERIFY(md.contains("It needs Terraform >= 1.3.0 and the `hashicorp/google` provider "
                            ">= 7.45.0, < 8.0.0"));
        QVERIFY(md.contains("terraform init\nterraform apply"));
    }

    // Issue 36 point 9: every gcloud and kubectl command of every golden plan's README pastes
    // into bash as written: it parses, runs (against the fakes) and reaches the tool with its
    // values whole (an unquoted value would split or expand).
    void readmeCommandsPaste_data() { rows(); }
    void readmeCommandsPaste()
    {
        QFETCH(int, index);
        const Plan p = planFor(goldens()[size_t(index)]);
        Folder f;
        exportInto(f, p, project(p));
        const QString md = QString::fromUtf8(readAll(f.dir.filePath("out/README.md")));
        QStringList lines;
        bool inBlock = false;
        for (const QString &raw : md.split('\n')) {
            const QString line = raw.trimmed();
            if (line.startsWith("```"))
                inBlock = !inBlock;
            else if (inBlock && (line.startsWith("gcloud ") || line.startsWith("kubectl ")))
                lines << line;
        }
        QVERIFY(lines.size() >= 5);
        QFile sh(f.dir.filePath("readme.sh"));
        QVERIFY(sh.open(QIODevice::WriteOnly));
        sh.write((lines.join('\n') + "\n").toUtf8()); // (a describe of what is not there fails)
        sh.close();
        QFile::remove(f.dir.filePath("record"));
        QProcess bash;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert("PATH", f.dir.filePath("bin") + ":" + e.value("PATH"));
        e.insert("RECORD", f.dir.filePath("record"));
        e.insert("STATE", f.state());
        e.insert("CRDS", f.dir.filePath("crds"));
        bash.setProcessEnvironment(e);
        bash.start("bash", {sh.fileName()});
        QVERIFY(bash.waitForFinished(30000));
        const QString err = QString::fromUtf8(bash.readAllStandardError());
        QVERIFY2(!err.contains("syntax error") && !err.contains("command not found") &&
                     !err.contains("unexpected"),
                 qPrintable(err));
        const QList<Call> calls = readCalls(f.dir.filePath("record"));
        QCOMPARE(calls.size(), lines.size());
        for (const Call &c : calls)
            for (const QString &a : c.args) // no shell syntax left over in any argument
                QVERIFY2(!a.contains('\'') && !a.contains('\\'), qPrintable(a));
        // Every command that names the cluster names it whole, after "--" or as --cluster=.
        QVERIFY(std::any_of(calls.begin(), calls.end(), [&](const Call &c) {
            return c.args.contains(p.clusterName) &&
                   c.args.contains("--location=" +
                                   makeSnapshot(*cat, p)->deployment.cluster.location);
        }));
    }
};

QTEST_GUILESS_MAIN(TestApplyScript)
#include "tst_applyscript.moc"
