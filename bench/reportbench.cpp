// Times `tpu-planner report` on the largest plans, as a user runs it (the real binary, a new
// process each time: start-up, catalog, plan, drawing, writing), and prints the medians.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// CPU seconds (user + system) used by finished child processes so far.
static double childCpu()
{
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

static bool runPlanner(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(TPU_PLANNER_BIN), args);
    return p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() <= 1;
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    struct Case
    {
        const char *name, *tpu, *topology, *slices;
    };
    const Case cases[] = {{"v6e 16x16", "v6e", "16x16", "1"},
                          {"v5p 16x16x24 (largest v5p)", "v5p", "16x16x24", "1"},
                          {"TPU7x 16x16x36 (largest slice)", "tpu7x", "16x16x36", "1"},
                          {"TPU7x 16x16x36 x 1024 (largest plan)", "tpu7x", "16x16x36", "1024"}};
    std::printf("Median wall time (and CPU time) of one `tpu-planner report --mask` process.\n");
    std::printf("%-40s %18s %18s %18s\n", "plan", "PDF", "PNG", "PNG x2");
    for (const Case &c : cases) {
        const QString plan = dir.filePath(QStringLiteral("plan.json"));
        if (!runPlanner({QStringLiteral("new"), QStringLiteral("-o"), plan,
                         QStringLiteral("--force"), QStringLiteral("--mode"),
                         QStringLiteral("standard"), QStringLiteral("--tpu"), QLatin1String(c.tpu),
                         QStringLiteral("--topology"), QLatin1String(c.topology),
                         QStringLiteral("--slices"), QLatin1String(c.slices),
                         QStringLiteral("--image"), QStringLiteral("us-docker.pkg.dev/p/r/i:1")})) {
            std::printf("%-40s could not write the plan\n", c.name);
            continue;
        }
        std::vector<double> times[3], cpu[3];
        const QStringList outputs[3] = {
            {QStringLiteral("-o"), dir.filePath(QStringLiteral("r.pdf"))},
            {QStringLiteral("-o"), dir.filePath(QStringLiteral("r.png"))},
            {QStringLiteral("-o"), dir.filePath(QStringLiteral("r2.png")),
             QStringLiteral("--scale"), QStringLiteral("2")}};
        for (int i = 0; i < 7; ++i)
            for (int k = 0; k < 3; ++k) {
                QElapsedTimer t;
                const double cpu0 = childCpu();
                t.start();
                if (!runPlanner(
                        QStringList{QStringLiteral("report"), plan, QStringLiteral("--mask")} +
                        outputs[k]))
                    std::printf("report failed\n");
                times[k].push_back(t.nsecsElapsed() / 1e6);
                cpu[k].push_back((childCpu() - cpu0) * 1e3);
            }
        std::printf("%-40s %6.0f ms (%4.0f) %6.0f ms (%4.0f) %6.0f ms (%4.0f)\n", c.name,
                    median(times[0]), median(cpu[0]), median(times[1]), median(cpu[1]),
                    median(times[2]), median(cpu[2]));
    }
    return 0;
}
