// The 3D grid's geometry: VM grouping, links with and without wraparound, projection, picking.
#include "grid/sceneprojection.h"
#include "grid/slicegeometry.h"
#include "testsupport.h"

#include <QTest>
#include <map>
#include <set>

using namespace tpu::grid;

namespace {

SliceGeometry make(const char *topology, int chipsPerVm, int slices = 1)
{
    QString error;
    const auto g = SliceGeometry::build(tpu::test::shape(topology), chipsPerVm, slices, &error);
    if (!g)
        qFatal("%s", qPrintable(error));
    return *g;
}

std::map<int, int> chipsPerVm(const SliceGeometry &g)
{
    std::map<int, int> n;
    for (int i = 0; i < g.chipsPerSlice(); ++i)
        ++n[g.chip(i).vm];
    return n;
}

int wrapLinks(const SliceGeometry &g)
{
    int n = 0;
    for (const Link &l : g.sliceLinks())
        n += l.wraparound;
    return n;
}

} // namespace

class TestSliceGeometry : public QObject
{
    Q_OBJECT
private slots:
    void v5e2x4SingleHost()
    {
        const SliceGeometry g = make("2x4", 8);
        QCOMPARE(g.vmsPerSlice(), 1);
        QCOMPARE(chipsPerVm(g).at(0), 8);
    }

    void v5e2x4MultiHost()
    {
        const SliceGeometry g = make("2x4", 4);
        QCOMPARE(g.vmsPerSlice(), 2);
        QCOMPARE(g.chip(g.chipAt(0, {1, 1, 0})).vm, 0);
        QCOMPARE(g.chip(g.chipAt(0, {0, 2, 0})).vm, 1);
        QCOMPARE(chipsPerVm(g).at(1), 4);
    }

    // 4-chip VMs of 3D generations are 2x2x1 blocks.
    void v4v5pBlocks()
    {
        QCOMPARE(make("2x2x1", 4).vmsPerSlice(), 1);
        const SliceGeometry g = make("2x2x2", 4);
        QCOMPARE(g.vmsPerSlice(), 2);
        QCOMPARE(g.chip(g.chipAt(0, {1, 1, 0})).vm, 0);
        QCOMPARE(g.chip(g.chipAt(0, {0, 0, 1})).vm, 1);
        const SliceGeometry cube = make("4x4x4", 4);
        QCOMPARE(cube.vmsPerSlice(), 16);
        for (const auto &[vm, n] : chipsPerVm(cube))
            QCOMPARE(n, 4);
        // Chips of one VM share x/2, y/2 and z.
        const Chip a = cube.chip(cube.chipAt(0, {2, 3, 1}));
        const Chip b = cube.chip(cube.chipAt(0, {3, 2, 1}));
        QCOMPARE(a.vm, b.vm);
        QVERIFY(a.vm != cube.chip(cube.chipAt(0, {2, 3, 2})).vm);
    }

    void tpu7x()
    {
        const SliceGeometry g = make("4x4x8", 4);
        QCOMPARE(g.vmsPerSlice(), 32);
        QCOMPARE(g.chipCount(), 128);
        QVERIFY(make("16x16x36", 4).vmsPerSlice() == 2304);
    }

    void blocksMustTile()
    {
        QString error;
        QVERIFY(!SliceGeometry::build(tpu::test::shape("3x4"), 4, 1, &error));
        QVERIFY(error.contains("do not tile"));
        QVERIFY(!SliceGeometry::build(tpu::test::shape("4x4"), 3, 1, &error));
        QVERIFY(!SliceGeometry::build(tpu::catalog::Topology(), 4, 1, &error));
    }

    void wraparoundOnlyWhereTheTopologyHasIt()
    {
        const SliceGeometry mesh = make("2x2x2", 4);
        QCOMPARE(wrapLinks(mesh), 0);
        QCOMPARE(int(mesh.sliceLinks().size()), 12);
        QCOMPARE(wrapLinks(make("2x2x4", 4)), 0);
        const SliceGeometry cube = make("4x4x4", 4);
        QCOMPARE(int(cube.sliceLinks().size()), 3 * 64); // a torus: three links leave every chip
        QCOMPARE(wrapLinks(cube), 3 * 16);
        const SliceGeometry v5e = make("8x16", 4);
        QCOMPARE(wrapLinks(v5e), 0);
        QCOMPARE(int(v5e.sliceLinks().size()), 7 * 16 + 8 * 15);
        QCOMPARE(wrapLinks(make("16x16", 4)), 2 * 16);
    }

    void multisliceSideBySide()
    {
        const SliceGeometry g = make("4x4", 4, 4);
        QCOMPARE(g.chipCount(), 64);
        QCOMPARE(g.chip(63).slice, 3);
        QCOMPARE(g.chip(g.chipAt(2, {1, 2, 0})).pos, (std::array<int, 3>{1, 2, 0}));
        for (const Link &l : g.sliceLinks())
            QVERIFY(l.from < g.chipsPerSlice() && l.to < g.chipsPerSlice()); // ICI stays in a slice
        const SceneProjection p(g, ViewState{0, 0, 1, -1}, 800, 600);
        QVERIFY(p.project(1, 0, 0, 0).x > p.project(0, 3, 0, 0).x);
    }

    // chips() and links() list every slice's chips and links, consistent with chip().
    void everyChipAndLink()
    {
        const SliceGeometry g = make("4x4x4", 4, 3);
        QCOMPARE(int(g.chips().size()), 192);
        QCOMPARE(int(g.links().size()), 3 * 192);
        for (int i = 0; i < g.chipCount(); ++i) {
            QCOMPARE(g.chips()[size_t(i)].pos, g.chip(i).pos);
            QCOMPARE(g.chips()[size_t(i)].vm, g.chip(i).vm);
        }
        for (const Link &l : g.links()) {
            const Chip a = g.chip(l.from), b = g.chip(l.to);
            QCOMPARE(a.slice, b.slice);
            int differ = 0;
            for (int axis = 0; axis < 3; ++axis)
                differ += a.pos[size_t(axis)] != b.pos[size_t(axis)];
            QCOMPARE(differ, 1);
        }
    }

    // Issue 14: slices are laid out so that none overlaps another on screen in the default view.
    void slicesDoNotOverlap()
    {
        for (const char *topology : {"4x4x4", "16x16", "8x16x16", "16x16x24"})
            for (int n : {2, 4, 9}) {
                const SliceGeometry g = make(topology, 4, n);
                const SceneProjection p(g, ViewState{}, 1600, 900);
                const auto &d = g.dims();
                std::vector<std::array<double, 4>> boxes; // minX, minY, maxX, maxY
                for (int s = 0; s < n; ++s) {
                    std::array<double, 4> b{1e300, 1e300, -1e300, -1e300};
                    for (int c = 0; c < 8; ++c) {
                        const auto q =
                            p.project(s, (c & 1) ? d[0] - 0.5 : -0.5, (c & 2) ? d[1] - 0.5 : -0.5,
                                      (c & 4) ? d[2] - 0.5 : -0.5);
                        b = {std::min(b[0], q.x), std::min(b[1], q.y), std::max(b[2], q.x),
                             std::max(b[3], q.y)};
                    }
                    for (const auto &o : boxes)
                        QVERIFY2(
                            b[2] <= o[0] || o[2] <= b[0] || b[3] <= o[1] || o[3] <= b[1],
                            qPrintable(
                                QStringLiteral("%1 x %2 slices overlap").arg(topology).arg(n)));
                    boxes.push_back(b);
                }
            }
    }

    // Issue 14: a layer alone is fitted to the view (zoomed in), not drawn at the whole slice's
    // scale.
    void layerViewRefits()
    {
        const SliceGeometry g = make("8x8x16", 4);
        const SceneProjection all(g, ViewState{-35, 30, 1, -1}, 800, 600);
        const SceneProjection one(g, ViewState{-35, 30, 1, 5}, 800, 600);
        QVERIFY(one.cellSize() > 1.5 * all.cellSize());
    }

    // Issue 11: only what can be seen is drawn. A large slice is a solid block: its hidden
    // inside is not drawn, the chips on the faces turned to the viewer are, and each of those
    // really shows (none is wholly covered by the chips in front of it).
    void largeSliceDrawsOnlyItsVisibleFaces()
    {
        const SliceGeometry g = make("16x16x36", 4);
        const SceneProjection p(g, ViewState{}, 1920, 1080);
        QVERIFY(p.solid());
        const auto &d = g.dims();
        const int faces = d[0] * d[1] + d[0] * d[2] + d[1] * d[2] - d[0] - d[1] - d[2] + 1;
        QCOMPARE(int(p.backToFront().size()), faces);
        // Pixel-exact check: paint every drawn chip's square with its own id; each must show.
        std::vector<int> owner(size_t(1920) * 1080, -1);
        const double h = p.cellSize() / 2;
        for (const ProjectedChip &c : p.backToFront())
            for (int y = int(std::ceil(c.y - h)); y < int(std::floor(c.y + h)); ++y)
                for (int x = int(std::ceil(c.x - h)); x < int(std::floor(c.x + h)); ++x)
                    if (x >= 0 && y >= 0 && x < 1920 && y < 1080)
                        owner[size_t(y) * 1920 + size_t(x)] = c.index;
        std::set<int> seen(owner.begin(), owner.end());
        seen.erase(-1);
        QCOMPARE(int(seen.size()), int(p.backToFront().size()));
        // Picking stays exact: the chip under any pixel is the one the picture shows there.
        for (int y = 0; y < 1080; y += 7)
            for (int x = 0; x < 1920; x += 5) {
                const int o = owner[size_t(y) * 1920 + size_t(x)];
                if (o >= 0)
                    QCOMPARE(p.pick(x + 0.5, y + 0.5), o);
            }
        // Links along the faces show in the gaps; links into the block do not.
        QVERIFY(!p.visibleLinks().empty());
        QVERIFY(int(p.visibleLinks().size()) < int(g.sliceLinks().size()) / 3);
    }

    // Chips wholly hidden behind chips in front are dropped, never chips that show: drawing
    // every chip (square and outline) back to front, no dropped chip keeps a single pixel.
    void onlyHiddenChipsAreDropped()
    {
        const SliceGeometry g = make("8x8x16", 4);
        for (double zoom : {0.3, 1.0, 3.0}) {
            ViewState v;
            v.zoom = zoom;
            const SceneProjection p(g, v, 800, 600);
            QVERIFY(!p.solid());
            QVERIFY(p.consideredChips() <= 1024); // zoomed in, some are off screen
            std::set<int> drawn;
            for (const ProjectedChip &c : p.backToFront())
                drawn.insert(c.index);
            std::vector<ProjectedChip> all;
            for (int i = 0; i < g.chipCount(); ++i) {
                const auto pos = g.chip(i).pos;
                ProjectedChip c = p.project(0, pos[0], pos[1], pos[2]);
                c.index = i;
                all.push_back(c);
            }
            std::stable_sort(all.begin(), all.end(),
                             [](auto &a, auto &b) { return a.depth > b.depth; });
            std::vector<int> owner(size_t(800) * 600, -1);
            const double h = p.cellSize() / 2 + 1; // with the 1-pixel outline
            for (const ProjectedChip &c : all)
                for (int y = int(std::floor(c.y - h)); y < int(std::ceil(c.y + h)); ++y)
                    for (int x = int(std::floor(c.x - h)); x < int(std::ceil(c.x + h)); ++x)
                        if (x >= 0 && y >= 0 && x < 800 && y < 600)
                            owner[size_t(y) * 800 + size_t(x)] = c.index;
            for (int o : owner)
                QVERIFY(o < 0 || drawn.count(o));
            qInfo("zoom %.1f: %zu of 1024 chips drawn", zoom, drawn.size());
        }
    }

    // Issue 14: past a few pixels per chip, one box per slice; picking names the slice.
    void tinyChipsBecomeOneBoxPerSlice()
    {
        const SliceGeometry g = make("16x16x24", 4, 99);
        QCOMPARE(g.chipCount(), 608256);
        const SceneProjection p(g, ViewState{}, 1920, 1080);
        QVERIFY(p.simplified());
        QVERIFY(p.backToFront().empty());
        const auto &d = g.dims();
        for (int s : {0, 42, 98}) {
            const auto c = p.project(s, (d[0] - 1) / 2.0, (d[1] - 1) / 2.0, (d[2] - 1) / 2.0);
            QCOMPARE(p.pickSlice(c.x, c.y), s);
        }
        QCOMPARE(p.pickSlice(2, 2), -1);
        ViewState zoomed;
        zoomed.zoom = 20;
        QVERIFY(!SceneProjection(g, zoomed, 1920, 1080).simplified());
    }

    // Picking returns the front-most chip under the cursor, and the front changes with rotation.
    void pickAfterRotation()
    {
        const SliceGeometry g = make("3x3x3", 1);
        const SceneProjection front(g, ViewState{0, 0, 1, -1}, 600, 600);
        QCOMPARE(front.pick(300, 300), g.chipAt(0, {1, 0, 1}));
        const SceneProjection back(g, ViewState{180, 0, 1, -1}, 600, 600);
        QCOMPARE(back.pick(300, 300), g.chipAt(0, {1, 2, 1}));
        for (double yaw : {-35.0, 60.0, 200.0}) {
            const SceneProjection p(g, ViewState{yaw, 30, 1.5, -1}, 640, 480);
            const ProjectedChip &top = p.backToFront().back();
            QCOMPARE(p.pick(top.x, top.y), top.index);
            QCOMPARE(p.pick(-50, -50), -1);
        }
    }

    void layerFilter()
    {
        const SliceGeometry g = make("4x4x8", 4);
        const SceneProjection p(g, ViewState{-35, 30, 1, 3}, 800, 600);
        QCOMPARE(int(p.backToFront().size()), 16);
        for (const ProjectedChip &c : p.backToFront())
            QCOMPARE(g.chip(c.index).pos[2], 3);
    }

    void depthOrderIsBackToFront()
    {
        const SliceGeometry g = make("4x4x4", 4);
        const SceneProjection p(g, ViewState{-35, 30, 1, -1}, 800, 600);
        const auto &o = p.backToFront();
        for (size_t i = 1; i < o.size(); ++i)
            QVERIFY(o[i - 1].depth >= o[i].depth);
    }
};

QTEST_GUILESS_MAIN(TestSliceGeometry)
#include "tst_slicegeometry.moc"
