// Prints what a user waits for outside the 3D view: start of the window to its first frame, the
// catalog load, check and export of the largest plan, and peak memory (RSS) of the command line
// and of the window with that plan open. Medians over repeated runs; run it from the build
// folder: build-ci/bench/tpu-cli-bench.
#include "catalog/catalogloader.h"
#include "export/exportbundle.h"
#include "model/planfile.h"
#include "model/rules.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <sys/resource.h>

using namespace tpu;

namespace {

double medianMs(int runs, const std::function<void()> &f)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

// The largest plan: TPU7x 16x16x36 (9,216 chips, the largest TPU7x slice) x 64 slices, Standard,
// with Kueue, node auto-provisioning and a maintenance exclusion, so every exporter has the most
// to write (one node pool per slice in gcloud.sh).
model::Plan largestPlan()
{
    model::Plan p;
    p.mode = catalog::Mode::Standard;
    p.projectId = QStringLiteral("bench-project");
    p.tpuVersion = QStringLiteral("tpu7x");
    p.machineType = QStringLiteral("tpu7x-standard-4t");
    p.topology = *catalog::Topology::parse(QStringLiteral("16x16x36"));
    p.zone = QStringLiteral("us-central1-c");
    p.slices = 64;
    p.kueue = true;
    p.autoscaling.nodeAutoProvisioning = true;
    p.workload.kind = model::WorkloadKind::JobSet;
    p.workload.image = QStringLiteral("us-docker.pkg.dev/bench/train/jax:1.0");
    p.workload.command = {QStringLiteral("python3"), QStringLiteral("train.py")};
    p.maintenance = {true, QStringLiteral("bench"), QDateTime::currentDateTimeUtc(),
                     QDateTime::currentDateTimeUtc().addDays(7)};
    return p;
}

struct GuiRun
{
    double firstFrameMs = -1;
    QByteArray rss;
};

// Starts the real window (offscreen) with `plan` open; time from starting the process to the
// window's first paint, then its peak RSS once the plan is shown.
GuiRun runWindow(const QString &bin, const QString &plan, const QString &dir)
{
    GuiRun r;
    const QString script = QDir(dir).filePath(QStringLiteral("script.txt"));
    QFile(script).remove();
    QFile s(script);
    s.open(QIODevice::WriteOnly);
    s.close(); // the peak RSS is asked for once the window has painted
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), QDir(dir).filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(dir).filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("TPU_PLANNER_SCRIPT"), script);
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(bin, {plan});
    QByteArray out;
    while (t.elapsed() < 60000 && !out.contains("rss ")) {
        p.waitForReadyRead(20);
        out += p.readAllStandardOutput();
        if (r.firstFrameMs < 0 && out.contains("first-frame\n")) {
            r.firstFrameMs = double(t.nsecsElapsed()) / 1e6;
            QFile more(script);
            more.open(QIODevice::Append);
            more.write("echo loaded\nrss\n");
        }
    }
    const int at = out.indexOf("rss ");
    if (at >= 0)
        r.rss = out.mid(at + 4, out.indexOf('\n', at) - at - 4);
    p.kill();
    p.waitForFinished();
    return r;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = 20;
    std::printf("TPU Planner benchmarks (median of %d runs unless noted)\n\n", runs);

    catalog::CatalogLoadResult loaded;
    const double loadMs = medianMs(runs, [&] {
        loaded = catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath());
    });
    if (!loaded.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(loaded.errorMessage()));
        return 1;
    }
    std::printf("%-58s %9.2f ms\n", "catalog load (built-in, parse + checks)", loadMs);

    const model::Plan plan = largestPlan();
    const QByteArray planBytes = model::PlanFile::toBytes(plan);
    size_t findings = 0;
    const double checkMs = medianMs(runs, [&] {
        findings =
            model::checkPlan(*loaded.catalog, *model::PlanFile::fromBytes(planBytes, "bench").plan)
                .size();
    });
    std::printf("%-58s %9.2f ms  (%zu findings)\n",
                "check of the largest plan (TPU7x 16x16x36 x 64, load + rules)", checkMs, findings);
    for (const auto &f : model::checkPlan(*loaded.catalog, plan))
        std::printf("    %s [%s] %s\n", qPrintable(catalog::severityId(f.severity)),
                    qPrintable(f.id), qPrintable(f.message.toString()));
    std::vector<exporters::ExportFile> generated;
    const double generateMs =
        medianMs(runs, [&] { generated = exporters::exportFiles(*loaded.catalog, plan); });
    std::printf("%-58s %9.2f ms\n", "export of the largest plan: generate the 4 files", generateMs);
    QTemporaryDir dir;
    qint64 bytes = 0;
    const double exportMs = medianMs(runs, [&] {
        const auto files = exporters::exportFiles(*loaded.catalog, plan);
        QString error;
        exporters::writeExportFiles(files, dir.filePath(QStringLiteral("out")), &error);
        if (!error.isEmpty())
            std::fprintf(stderr, "%s\n", qPrintable(error));
        bytes = 0;
        for (const auto &f : files)
            bytes += f.bytes.size();
    });
    std::printf("%-58s %9.2f ms  (%lld bytes, 4 files)\n",
                "export of the largest plan: generate + write (fsync'd)", exportMs,
                (long long)bytes);
    struct rusage ru
    {
    };
    getrusage(RUSAGE_SELF, &ru);
    std::printf("%-58s %9ld kB\n", "peak RSS of this process (CLI work above)", ru.ru_maxrss);

    // The window, as a separate process (the real binary beside this one).
    const QString bin =
        QCoreApplication::applicationDirPath() + QStringLiteral("/../app/tpu-planner");
    if (!QFile::exists(bin)) {
        std::printf("window: %s not built; skipped\n", qPrintable(bin));
        return 0;
    }
    const QString planFile = dir.filePath(QStringLiteral("largest.json"));
    model::PlanFile::save(plan, planFile);
    std::vector<double> frames;
    QByteArray rss;
    const int guiRuns = 7;
    for (int i = 0; i < guiRuns; ++i) {
        const GuiRun g = runWindow(bin, planFile, dir.path());
        if (g.firstFrameMs >= 0)
            frames.push_back(g.firstFrameMs);
        rss = g.rss;
    }
    std::sort(frames.begin(), frames.end());
    if (frames.empty())
        std::printf("window: no first frame seen\n");
    else
        std::printf("%-58s %9.1f ms  (median of %d)\n",
                    "window start to first frame (offscreen, largest plan open)",
                    frames[frames.size() / 2], guiRuns);
    std::printf("%-58s %12s\n", "peak RSS of the window with the largest plan open",
                rss.constData());
    std::printf("\nReproduce: cmake --build --preset ci --target tpu-cli-bench tpu-planner && "
                "build-ci/bench/tpu-cli-bench\n");
    return 0;
}
