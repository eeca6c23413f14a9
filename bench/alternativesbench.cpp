// Prints how long the alternatives take to compute (the engine alone, medians of 50 runs) for
// targets up to the largest, and how long one edit takes on the summary step with its table and
// charts (offscreen, 1360x900, medians and worst of 200 edits): an edit that leaves the totals
// alone, one that changes them (the model resets and the charts redraw), and one with the
// alternatives tab shown and recomputed at once (the panel normally waits for a pause in typing).
// Times are the main thread's CPU time (it also paints, offscreen), so that other processes on a
// shared machine do not inflate them.
#include "catalog/catalogloader.h"
#include "document/plandocument.h"
#include "model/alternatives.h"
#include "ui/shell/mainwindow.h"
#include "ui/summary/alternativespanel.h"
#include "ui/wizard/planwizard.h"
#include "ui/wizard/summarypage.h"

#include <QApplication>
#include <QDir>
#include <QTabWidget>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace tpu;

namespace {

struct Times
{
    double median, worst;
};

Times measure(int runs, const std::function<void(int)> &once)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        timespec a{}, b{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
        once(i);
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
        ms.push_back(double(b.tv_sec - a.tv_sec) * 1e3 + double(b.tv_nsec - a.tv_nsec) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.back()};
}

model::Plan v5e4x8()
{
    model::Plan p;
    p.mode = catalog::Mode::Standard;
    p.projectId = QStringLiteral("my-project-123");
    p.tpuVersion = QStringLiteral("v5e");
    p.machineType = QStringLiteral("ct5lp-hightpu-4t");
    p.topology = *catalog::Topology::parse(QStringLiteral("4x8"));
    p.zone = QStringLiteral("us-east5-b");
    p.clusterVersion = QStringLiteral("1.34.1-gke.3084001");
    p.workload.kind = model::WorkloadKind::JobSet;
    p.workload.image = QStringLiteral("us-docker.pkg.dev/my-project/train/jax:1.0");
    return p;
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const auto cat = catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath());
    if (!cat.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(cat.errorMessage()));
        return 1;
    }
    // The largest single slice the catalog allows (the custom-topology limits and listed rows).
    long long largest = 0;
    for (const auto &r : cat.catalog->topologies)
        largest = std::max<long long>(largest, r.chips);
    for (const auto &r : cat.catalog->customRules)
        largest = std::max<long long>(largest, r.maxChips);
    using Kind = model::AlternativeTarget::Kind;
    struct Case
    {
        QString name;
        std::optional<model::AlternativeTarget> target;
        bool anyRegion;
    };
    const Case cases[] = {
        {QStringLiteral("plan's own (32 chips), region"), std::nullopt, false},
        {QStringLiteral("%1 chips (largest slice), every region").arg(largest),
         model::AlternativeTarget{Kind::Chips, double(largest)}, true},
        {QStringLiteral("%1 chips (4 x largest), every region").arg(4 * largest),
         model::AlternativeTarget{Kind::Chips, double(4 * largest)}, true},
        {QStringLiteral("20000 PFLOP/s, every region"),
         model::AlternativeTarget{Kind::Pflops, 20000}, true},
    };
    std::printf("%-46s %6s %12s %12s\n", "alternatives for target", "rows", "median", "worst");
    for (const Case &c : cases) {
        size_t rows = 0;
        const Times t = measure(50, [&](int) {
            rows = model::findAlternatives(*cat.catalog, v5e4x8(), {c.target, c.anyRegion})
                       .rows.size();
        });
        std::printf("%-46s %6zu %9.2f ms %9.2f ms\n", qPrintable(c.name), rows, t.median, t.worst);
    }

    ui::MainWindow w(cat.catalog, nullptr, QDir::temp().filePath(QStringLiteral("tpu-alt-bench")));
    w.resize(1360, 900);
    w.show();
    model::Plan p = v5e4x8();
    p.tpuVersion = QStringLiteral("v6e");
    p.machineType = QStringLiteral("ct6e-standard-4t");
    p.topology = *catalog::Topology::parse(QStringLiteral("4x4"));
    w.document()->reset(p, QString());
    w.wizard()->goToStep(ui::PlanWizard::SummaryPageId);
    QCoreApplication::processEvents();
    auto *tabs =
        w.wizard()->summaryPage()->findChild<QTabWidget *>(QStringLiteral("summaryTabWidget"));
    std::printf("\n%-46s %12s %12s\n", "summary step edit", "median", "worst");
    auto edit = [&](const char *name, const std::function<void(int)> &once) {
        const Times t = measure(200, [&](int i) {
            once(i);
            QCoreApplication::processEvents(); // repaint what changed
        });
        std::printf("%-46s %9.2f ms %9.2f ms\n", name, t.median, t.worst);
    };
    auto rename = [&](int i) {
        w.document()->edit(model::Step::Options, [&](model::Plan &plan) {
            plan.workload.name = QStringLiteral("train-%1").arg(i);
        });
    };
    edit("workload name (totals unchanged)", rename);

    edit("slices 1 <-> 2 (table and charts change)", [&](int i) {
        w.document()->edit(model::Step::Topology,
                           [&](model::Plan &plan) { plan.slices = 1 + i % 2; });
    });
    tabs->setCurrentIndex(1);
    QCoreApplication::processEvents();
    auto *panel = w.wizard()->summaryPage()->alternativesPanel();
    edit("workload name, alternatives shown, recomputed", [&](int i) {
        rename(i);
        panel->recompute();
    });
    w.document()->setModified(false);
    return 0;
}
