// The generated scripts never run data (issue 35, F1/F9/F10/F11): every text field of a plan, set
// to each hostile value and exported as `export --force` writes it. For every case gcloud.sh,
// apply.sh and the README's commands pass `bash -n`; gcloud.sh, apply.sh and the README's commands
// run against recording fakes of gcloud and kubectl call them with exactly the planned arguments
// (a value never stands before gcloud's "--" as an argument of its own, so it cannot be an
// option); nothing the value names runs; and every YAML file parses with yaml-cpp.
#include "export/applyscript.h"
#include "export/exportbundle.h"
#include "export/gcloudscript.h"
#include "goldenplans.h"
#include "model/availability.h"
#include "model/planfields.h"
#include "model/snapshot.h"
#include "scriptfakes.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <yaml-cpp/yaml.h>

using namespace tpu::model;
using namespace tpu::test;
using tpu::exporters::GcloudCommand;

namespace {

// The hostile values; %C is the canary file a value that runs would create.
QStringList hostileTexts(const QString &canary)
{
    QStringList v{
        QStringLiteral("x\";A=TOUCH;B=%C;${A,,} ${B,,};\""), // issue 35's payload (upper-cased)
        QStringLiteral("x';touch %C;'"),
        QStringLiteral("$(touch %C)"),
        QStringLiteral("`touch %C`"),
        QStringLiteral("${A,,} ${B,,}$((1+1))"),
        QStringLiteral("a\ntouch %C\n"),
        QStringLiteral("two\n    lines\n"), // re-indented inside quotes before (F10)
        QStringLiteral("a\rtouch %C"),
        QStringLiteral("a\u2028b\u2029c"),
        QStringLiteral("\x01\x1b[31mred\x7f\u0085\u009b"),
        QStringLiteral("-x"),
        QStringLiteral("--flags-file=%C"),
        QStringLiteral("--impersonate-service-account=a@b.iam.gserviceaccount.com"),
        QStringLiteral("\uFFFE\uFFFF"),
        QStringLiteral("%1 %2 \\ \"q\" # not a comment * ~ !x"),
    };
    v.replaceInStrings(QStringLiteral("%C"), canary);
    return v;
}

// A plan that reaches every script path: a new Standard cluster with no version pinned (the
// version gate), a reservation, a maintenance exclusion, an extra disk, Kueue.
Plan basePlan()
{
    Plan p = standardPlan();
    p.clusterVersion.clear();
    p.releaseChannel = QStringLiteral("regular");
    p.consumption = Consumption::Reservation;
    p.reservation.name = QStringLiteral("my-res");
    p.reservation.project = QStringLiteral("shared-proj");
    p.maintenance = {true, QStringLiteral("win"),
                     QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC),
                     QDateTime(QDate(2026, 12, 8), QTime(0, 0), Qt::UTC)};
    p.extraDisk = {true, QStringLiteral("hyperdisk-balanced"), 100};
    p.kueue = true;
    p.workload.nameSpace = QStringLiteral("ml");
    return p;
}

bool hasLoneSurrogate(const QString &s)
{
    for (int i = 0; i < s.size(); ++i) {
        if (s.at(i).isHighSurrogate() && i + 1 < s.size() && s.at(i + 1).isLowSurrogate())
            ++i;
        else if (s.at(i).isSurrogate())
            return true;
    }
    return false;
}

} // namespace

class TestScriptInjection : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = builtinCatalog();
    QTemporaryDir m_tools; // bin/gcloud, bin/kubectl, crds
    // In lower case: the version gate upper-cases the channel, and the payload lower-cases it back.
    QString canary() const
    {
        return QDir::tempPath().toLower() +
               QStringLiteral("/tpu-canary-%1").arg(QCoreApplication::applicationPid());
    }

    struct Run
    {
        int exit = -1;
        QString out, err;
        QList<Call> calls;
    };

    Run runBash(const QString &dir, const QStringList &args,
                const QMap<QString, QString> &extra = {})
    {
        QFile::remove(dir + "/record");
        QProcess bash;
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert("PATH", m_tools.filePath("bin") + ":" + e.value("PATH"));
        e.insert("RECORD", dir + "/record");
        e.insert("STATE", dir + "/state");
        e.insert("CRDS", m_tools.filePath("crds"));
        for (auto it = extra.begin(); it != extra.end(); ++it)
            e.insert(it.key(), it.value());
        bash.setProcessEnvironment(e);
        bash.start("bash", args);
        Run r;
        if (!bash.waitForFinished(60000))
            return r;
        r.exit = bash.exitStatus() == QProcess::NormalExit ? bash.exitCode() : -1;
        r.out = QString::fromUtf8(bash.readAllStandardOutput());
        r.err = QString::fromUtf8(bash.readAllStandardError());
        r.calls = readCalls(dir + "/record");
        return r;
    }

    // The lines of the README's fenced code blocks: the commands a reader pastes.
    static QString readmeCommands(const QString &md)
    {
        QStringList lines;
        bool inBlock = false;
        for (QString line : md.split('\n')) {
            line = line.trimmed();
            if (line.startsWith("```")) {
                inBlock = !inBlock;
                continue;
            }
            // The gcloud and kubectl commands, which carry the plan's values (not ./apply.sh,
            // cd or terraform, which carry none and would run for real).
            if (inBlock && (line.startsWith("gcloud ") || line.startsWith("kubectl ")))
                lines << line;
        }
        return lines.join('\n') + '\n';
    }

    // No gcloud call has `value` as an argument of its own before "--" (where it would be an
    // option), and no kubectl call has it at all (kubectl gets values only as --flag=value).
    static void neverAnOption(const QList<Call> &calls, const QString &value)
    {
        if (!value.startsWith('-'))
            return;
        for (const Call &c : calls) {
            const qsizetype end = c.tool == "gcloud" ? c.args.indexOf("--") : c.args.size();
            const qsizetype at = c.args.indexOf(value);
            QVERIFY2(at < 0 || (end >= 0 && at > end), qPrintable(c.tool + " " + c.args.join(' ')));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(QDir().mkpath(m_tools.filePath("bin")));
        writeExecutable(m_tools.filePath("bin/gcloud"), kFakeGcloud);
        writeExecutable(m_tools.filePath("bin/kubectl"), kFakeKubectl);
        QFile crds(m_tools.filePath("crds"));
        QVERIFY(crds.open(QIODevice::WriteOnly));
        for (const auto &c : tpu::exporters::knownControllers())
            crds.write((c.manifestUrl + " " + c.crd + "\n").toUtf8());
        // The base plan reaches every path the cases test.
        const auto snap = makeSnapshot(*cat, basePlan());
        QVERIFY(tpu::exporters::versionGate(*snap));
        const auto cmds = tpu::exporters::gcloudCommands(*snap);
        QCOMPARE(int(cmds.size()), 3); // cluster, node pool, maintenance exclusion
    }

    void hostileValues_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QStringList values = hostileTexts(canary());
        values << QStringLiteral("x") + QChar(0xD800) +
                      QStringLiteral("y"); // unpaired: YAML, bash -n
        int texts = 0;
        for (const PlanField &f : planFields()) {
            if (!f.text)
                continue;
            ++texts;
            for (int i = 0; i < values.size(); ++i)
                QTest::newRow(qPrintable(QStringLiteral("%1-%2").arg(f.name).arg(i)))
                    << f.name << values.at(i);
        }
        QVERIFY(texts >= 15);
    }

    void hostileValues()
    {
        QFETCH(QString, field);
        QFETCH(QString, value);
        Plan p = basePlan();
        // The table's accessor points into the plan: the one way to reach every text field.
        *const_cast<QString *>(planField(field)->text(p)) = value;
        const auto snap = makeSnapshot(*cat, p);
        QFile::remove(canary());

        QTemporaryDir dir;
        const auto files = tpu::exporters::exportFiles(*snap);
        QVERIFY(QDir().mkpath(dir.filePath("out/terraform")));
        for (const auto &f : files) // (not writeExportFiles: its fsyncs would take minutes here)
            writeAll(dir.filePath("out/" + f.name), f.bytes);
        QVERIFY(QDir().mkpath(dir.filePath("state")));
        // F11: every YAML file (with the findings comment --force puts on top) parses.
        for (const auto &f : files) {
            if (!f.name.endsWith(".yaml"))
                continue;
            try {
                YAML::LoadAll(f.bytes.toStdString());
            } catch (const YAML::Exception &e) {
                QFAIL(qPrintable(f.name + ": " + QString::fromStdString(e.what())));
            }
        }
        const QString md = QString::fromUtf8(readAll(dir.filePath("out/README.md")));
        writeAll(dir.filePath("readme.sh"), readmeCommands(md).toUtf8());
        for (const char *script : {"out/gcloud.sh", "out/apply.sh", "readme.sh"}) {
            const Run syntax = runBash(dir.path(), {"-n", dir.filePath(script)});
            QVERIFY2(syntax.exit == 0, qPrintable(QString(script) + ": " + syntax.err));
        }
        if (hasLoneSurrogate(value)) // no argument can carry one: nothing more to compare
            return;
        // A script this field does not reach is the base plan's, which runs like any golden
        // plan's: only the scripts the value changed are run.
        // (Compared without the findings comment --force adds, which names the value.)
        auto texts = [](const Snapshot &sn) {
            return QStringList{tpu::exporters::gcloudScript(sn), tpu::exporters::applyScript(sn),
                               tpu::exporters::applyReadme(sn)};
        };
        static const QStringList base = texts(*makeSnapshot(*cat, basePlan()));
        const QStringList mine = texts(*snap);
        auto changed = [&](const char *name) {
            const int i = QStringList{"gcloud.sh", "apply.sh", "README.md"}.indexOf(name);
            return base.at(i) != mine.at(i);
        };
        const auto gate = tpu::exporters::versionGate(*snap);
        const auto cmds = tpu::exporters::gcloudCommands(*snap);
        QList<QStringList> planned;
        const auto preflight = tpu::exporters::preflightChecks(*snap);
        if (!cmds.empty()) // the account, the API, where an existing cluster is
            for (size_t i = 0; i < (p.newCluster ? 2u : 3u); ++i)
                planned << preflight[i].args;
        if (gate)
            planned << gate->query.args;
        for (const GcloudCommand &c : cmds)
            planned << c.args;
        if (changed("gcloud.sh"))
            gcloudScriptRuns(dir, planned, value);
        if (changed("apply.sh"))
            applyScriptRuns(dir, p, *snap, planned, value);
        if (changed("README.md")) {
            // The README's commands, pasted: the version gate's query among them, exactly.
            const Run r = runBash(dir.path(), {dir.filePath("readme.sh")});
            QVERIFY(!r.calls.isEmpty());
            if (gate)
                QVERIFY(std::any_of(r.calls.begin(), r.calls.end(),
                                    [&](const Call &c) { return c.args == gate->query.args; }));
            neverAnOption(r.calls, value);
            QVERIFY2(!r.err.contains("command not found") && !r.err.contains("syntax error"),
                     qPrintable(r.err));
        }
        QVERIFY2(!QFile::exists(canary()), "a value ran as shell code");
    }

private:
    // gcloud.sh calls exactly the version gate's query and the planned commands.
    void gcloudScriptRuns(const QTemporaryDir &dir, const QList<QStringList> &planned,
                          const QString &value)
    {
        const Run g = runBash(dir.path(), {dir.filePath("out/gcloud.sh")});
        QVERIFY2(g.exit == 0, qPrintable(g.err));
        QCOMPARE(g.calls.size(), planned.size());
        for (int i = 0; i < planned.size(); ++i)
            QCOMPARE(g.calls.at(i).args, planned.at(i));
        neverAnOption(g.calls, value);
    }

    // apply.sh: every gcloud call is a check, the gate's query, a planned command or the
    // credentials; every planned command runs, in order; a second run creates nothing.
    void applyScriptRuns(const QTemporaryDir &dir, const Plan &p, const Snapshot &snap,
                         const QList<QStringList> &planned, const QString &value)
    {
        QVERIFY(QDir(dir.filePath("state")).removeRecursively()); // what gcloud.sh created
        QVERIFY(QDir().mkpath(dir.filePath("state")));
        const auto cmds = tpu::exporters::gcloudCommands(snap);
        const QMap<QString, QString> ready{
            {"FAKE_NODES", QString::number(snap.resolution.vmsPerSlice * p.slices)},
            {"FAKE_ADMITTED", p.workload.name + " True"}};
        const Run a = runBash(dir.path(), {dir.filePath("out/apply.sh"), "--timeout=0"}, ready);
        QVERIFY2(!a.err.contains("command not found") && !a.err.contains("syntax error"),
                 qPrintable(a.err));
        QList<QStringList> allowed = planned;
        for (const GcloudCommand &c : cmds)
            allowed << c.existsArgs;
        for (const GcloudCommand &c : tpu::exporters::preflightChecks(snap))
            allowed << c.args;
        allowed << QStringList{"container",
                               "clusters",
                               "get-credentials",
                               "--project=" + p.projectId,
                               "--location=" + snap.deployment.cluster.location,
                               "--",
                               p.clusterName};
        int at = 0;
        for (const Call &c : a.calls) {
            if (c.tool != "gcloud")
                continue;
            QVERIFY2(allowed.contains(c.args), qPrintable(c.args.join(' ')));
            if (at < int(cmds.size()) && c.args == cmds[size_t(at)].args)
                ++at;
        }
        QVERIFY2(at == int(cmds.size()), qPrintable(a.out + a.err));
        neverAnOption(a.calls, value);
        // The Namespace's objects are asked for in exactly the plan's namespace.
        if (snap.deployment.kueue.enabled)
            QVERIFY(std::any_of(a.calls.begin(), a.calls.end(), [&](const Call &c) {
                return c.tool == "kubectl" &&
                       c.args.contains("--namespace=" + p.workload.nameSpace);
            }));
        // Idempotence (F10): a second run creates and updates nothing (for the values with
        // quotes and control characters, which an exists check must find as gcloud prints them).
        if (std::none_of(value.begin(), value.end(),
                         [](QChar c) { return c.unicode() < 0x20 || c == '"' || c == '\''; }))
            return;
        const Run again = runBash(dir.path(), {dir.filePath("out/apply.sh"), "--timeout=0"}, ready);
        for (const Call &c : again.calls)
            QVERIFY2(!(c.tool == "gcloud" &&
                       (c.args.value(2).startsWith("create") || c.args.value(2) == "update")),
                     qPrintable(c.args.join(' ')));
    }
};

QTEST_GUILESS_MAIN(TestScriptInjection)
#include "tst_scriptinjection.moc"
