// Renders the largest catalog slices offscreen at 1920x1080 and prints the median frame time
// (projection rebuilt every frame, as while orbiting) and the median time to pick a chip.
#include "gridpainter.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRandomGenerator>

#include <algorithm>
#include <cstdio>

using namespace tpu;

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    struct Case { const char *name, *topology; int chipsPerVm, slices; };
    const Case cases[] = {{"v6e 16x16", "16x16", 4, 1},
                          {"v5p 16x16x24 (largest v5p)", "16x16x24", 4, 1},
                          {"TPU7x 16x16x36 (largest TPU7x)", "16x16x36", 4, 1},
                          {"v6e 16x16 x 4 slices", "16x16", 4, 4}};
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    std::printf("%-34s %8s %14s %14s\n", "slice", "chips", "frame median", "pick median");
    for (const Case &c : cases) {
        const auto g = grid::SliceGeometry::build(*catalog::Topology::parse(QLatin1String(c.topology)), c.chipsPerVm, c.slices);
        std::vector<double> frames, picks;
        std::unique_ptr<grid::SceneProjection> last;
        for (int i = 0; i < 21; ++i) {
            QElapsedTimer t;
            t.start();
            grid::ViewState view;
            view.yawDeg += i * 3;
            last = std::make_unique<grid::SceneProjection>(*g, view, 1920, 1080);
            QPainter p(&image);
            ui::GridPainter::paint(p, *g, *last, ui::GridStyle{}, QGuiApplication::palette());
            p.end();
            frames.push_back(t.nsecsElapsed() / 1e6);
        }
        auto *rng = QRandomGenerator::global();
        for (int i = 0; i < 1001; ++i) {
            const double x = rng->bounded(1920.0), y = rng->bounded(1080.0);
            QElapsedTimer t;
            t.start();
            volatile int chip = last->pick(x, y);
            (void)chip;
            picks.push_back(t.nsecsElapsed() / 1e3);
        }
        std::printf("%-34s %8zu %11.2f ms %11.1f us\n", c.name, g->chips().size(), median(frames), median(picks));
    }
    return 0;
}
