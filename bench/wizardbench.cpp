// Prints how long one edit takes in the wizard, as while typing: the plan edit, reconciliation,
// the rules, and every page, field-findings label and the findings panel refreshing, with each
// step shown in turn (offscreen, 1360x900). Median and worst of 200 edits per step.
#include "catalog/catalogloader.h"
#include "document/plandocument.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/planwizard.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <algorithm>
#include <cstdio>

using namespace tpu;

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const auto cat = catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath());
    if (!cat.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(cat.errorMessage()));
        return 1;
    }
    struct Case
    {
        const char *name, *machineType, *topology, *zone;
        const char *version;
    };
    const Case cases[] = {
        {"v6e 4x4 (16 chips)", "ct6e-standard-4t", "4x4", "us-east5-b", "v6e"},
        {"v5p 16x16x24 (6144 chips)", "ct5p-hightpu-4t", "16x16x24", "us-east5-a", "v5p"}};
    std::printf("%-28s %-28s %12s %12s\n", "plan", "step shown", "edit median", "edit worst");
    for (const Case &c : cases) {
        ui::MainWindow w(cat.catalog, nullptr,
                         QDir::temp().filePath(QStringLiteral("tpu-wizard-bench")));
        w.resize(1360, 900);
        w.show();
        model::Plan p;
        p.mode = catalog::Mode::Standard;
        p.projectId = QStringLiteral("my-project-123");
        p.tpuVersion = QLatin1String(c.version);
        p.machineType = QLatin1String(c.machineType);
        p.topology = *catalog::Topology::parse(QLatin1String(c.topology));
        p.zone = QLatin1String(c.zone);
        p.clusterVersion = QStringLiteral("1.32.1-gke.1000000");
        p.workload.kind = model::WorkloadKind::JobSet;
        p.workload.image = QStringLiteral("us-docker.pkg.dev/my-project/train/jax:1.0");
        w.document()->reset(p, QString());
        for (int step = ui::PlanWizard::ModePageId; step <= ui::PlanWizard::SummaryPageId; ++step) {
            w.wizard()->goToStep(step);
            QCoreApplication::processEvents();
            std::vector<double> ms;
            for (int i = 0; i < 200; ++i) {
                const QString name = QStringLiteral("train-%1").arg(i);
                QElapsedTimer t;
                t.start();
                w.document()->edit(model::Step::Options,
                                   [&](model::Plan &plan) { plan.workload.name = name; });
                QCoreApplication::processEvents(); // repaint what changed
                ms.push_back(t.nsecsElapsed() / 1e6);
            }
            std::sort(ms.begin(), ms.end());
            std::printf("%-28s %-28s %9.2f ms %9.2f ms\n", c.name,
                        qPrintable(model::stepTitle(model::Step(step))), ms[ms.size() / 2],
                        ms.back());
        }
        w.document()->setModified(false);
    }
    return 0;
}
