// Renders the catalog's slices offscreen at 1920x1080 and prints the median frame time while
// orbiting (projection rebuilt every frame, legend and caption included, 5 ms idle between
// frames as in the window), the median time to pick the chip under a random cursor position,
// and what a hover from chip to chip costs the widget. The closing lines give the frame of the
// largest TPU7x slice against that of a 256-chip slice measured in the same run: the figure
// that depends least on how busy the machine is.
#include "grid/gridpainter.h"
#include "ui/topology/topologyview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFontMetricsF>
#include <QImage>
#include <QMouseEvent>
#include <QPainter>
#include <QRandomGenerator>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <iterator>
#include <memory>
#include <optional>
#include <time.h>

using namespace tpu;

// CPU time of this thread, ms: painting is single-threaded, and unlike the wall clock it does
// not count the time other processes on a busy machine take the core away.
static double threadMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    struct Case
    {
        const char *name, *topology;
        int chipsPerVm, slices;
    };
    const Case cases[] = {{"v6e 16x16", "16x16", 4, 1},
                          {"v5p 16x16x24 (largest v5p)", "16x16x24", 4, 1},
                          {"TPU7x 16x16x36 (largest TPU7x)", "16x16x36", 4, 1},
                          {"v6e 16x16 x 4 slices", "16x16", 4, 4},
                          {"v5p 16x16x24 x 99 slices", "16x16x24", 4, 99}};
    // Arguments: [frames per slice, default 41] [folder to save each slice's last frame in]
    const int frames = argc > 1 ? std::max(5, atoi(argv[1])) : 41;
    const QString saveTo = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    QImage image(1920, 1080, QImage::Format_ARGB32_Premultiplied);
    const QPalette palette = QApplication::palette();
    const QString caption =
        QStringLiteral("16 × 16 × 36 chips · 2,304 VM(s) of 4 chips per slice · 1 slice(s)");
    std::printf("%-32s %8s %10s %10s %12s %7s %7s %12s\n", "slice", "chips", "frame CPU",
                "frame wall", "(projection)", "drawn", "links", "pick");
    double small = 0, largest = 0;
    // Frames of all slices interleaved, so a busy machine slows each of them alike.
    struct Run
    {
        std::optional<grid::SliceGeometry> geometry;
        std::vector<double> times, cpu, projections, picks;
        std::unique_ptr<grid::SceneProjection> last;
    };
    std::vector<Run> runs(std::size(cases));
    for (size_t k = 0; k < runs.size(); ++k)
        runs[k].geometry =
            grid::SliceGeometry::build(*catalog::Topology::parse(QLatin1String(cases[k].topology)),
                                       cases[k].chipsPerVm, cases[k].slices);
    const grid::GridStyle style;
    const auto label = [](int s) {
        return QStringLiteral("Slice %1 of 1 · tpu-7x-slice-%2").arg(s + 1).arg(s);
    };
    for (int i = 0; i < frames; ++i) {
        for (Run &r : runs) {
            // As in the window, where each frame answers a mouse move and the app waits for the
            // next one: 5 ms idle between frames (a drag delivers moves at most every few ms).
            QThread::msleep(5);
            QElapsedTimer t;
            t.start();
            const double cpu0 = threadMs();
            grid::ViewState view;
            view.yawDeg += i * 3; // orbiting
            QPainter p(&image);
            const grid::Margins m = grid::GridPainter::frameMargins(
                QFontMetricsF(p.font()), image.size(), *r.geometry, style, palette, caption);
            r.last = std::make_unique<grid::SceneProjection>(*r.geometry, view, 1920, 1080, m);
            r.projections.push_back(threadMs() - cpu0);
            grid::GridPainter::paintFrame(p, image.size(), *r.geometry, *r.last, style, palette,
                                          caption, label);
            p.end();
            r.times.push_back(t.nsecsElapsed() / 1e6);
            r.cpu.push_back(threadMs() - cpu0);
        }
    }
    for (size_t k = 0; k < runs.size(); ++k) {
        const Case &c = cases[k];
        Run &r = runs[k];
        if (!saveTo.isEmpty()) {
            QPainter p(&image);
            grid::GridPainter::paintFrame(p, image.size(), *r.geometry, *r.last, style, palette,
                                          caption, label);
            p.end();
            image.save(saveTo +
                       QStringLiteral("/%1x%2.png").arg(QLatin1String(c.topology)).arg(c.slices));
        }
        auto *rng = QRandomGenerator::global();
        for (int i = 0; i < 2001; ++i) {
            const double x = rng->bounded(1920.0), y = rng->bounded(1080.0);
            QElapsedTimer t;
            t.start();
            volatile int hit = r.last->simplified() ? r.last->pickSlice(x, y) : r.last->pick(x, y);
            (void)hit;
            r.picks.push_back(t.nsecsElapsed() / 1e3);
        }
        const double frame = median(r.cpu);
        if (QLatin1String(c.topology) == QLatin1String("16x16") && c.slices == 1)
            small = frame;
        if (QLatin1String(c.topology) == QLatin1String("16x16x36"))
            largest = frame;
        std::printf("%-32s %8d %7.2f ms %7.2f ms %9.2f ms %7s %7zu %9.2f us\n", c.name,
                    r.geometry->chipCount(), frame, median(r.times), median(r.projections),
                    r.last->simplified()
                        ? "boxes"
                        : qPrintable(QString::number(r.last->backToFront().size())),
                    r.last->visibleLinks().size(), median(r.picks));
    }
    std::printf(
        "\nMedians over %d frames per slice (frames interleaved); \"frame CPU\" is the painting "
        "thread's\n"
        "CPU time, \"frame wall\" the clock (it includes time other processes took the core).\n",
        frames);
    std::printf("largest TPU7x slice (16x16x36, 9216 chips): %.2f ms per frame (target <= 8 ms)\n",
                largest);
    std::printf("256-chip slice (v6e 16x16), same run:        %.2f ms per frame\n", small);
    std::printf("ratio: %.1f (target <= 4)\n", largest / small);

    // A hover as the widget sees it: the mouse-move event, picking and the hover card.
    ui::TopologyView view;
    view.resize(1920, 1080);
    view.setSlices(*catalog::Topology::parse(QStringLiteral("16x16x36")), 4, 1);
    view.show();
    view.grab();
    const auto drawn =
        view.projection().backToFront(); // hover from chip to chip: the card changes every time
    std::vector<double> hovers;
    auto *rng = QRandomGenerator::global();
    for (int i = 0; i < 2001; ++i) {
        const auto &chip = drawn[size_t(rng->bounded(int(drawn.size())))];
        const QPointF at(chip.x, chip.y);
        QMouseEvent move(QEvent::MouseMove, at, view.mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QElapsedTimer t;
        t.start();
        QApplication::sendEvent(&view, &move);
        hovers.push_back(t.nsecsElapsed() / 1e3);
    }
    std::printf("hover from chip to chip on the TPU7x slice (event, pick, card): median %.1f us, "
                "90th percentile %.1f us "
                "(target < 100 us)\n",
                median(hovers), [&] {
                    std::sort(hovers.begin(), hovers.end());
                    return hovers[hovers.size() * 9 / 10];
                }());
    return 0;
}
