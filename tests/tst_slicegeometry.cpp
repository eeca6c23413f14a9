// The 3D grid's geometry: VM grouping, links with and without wraparound, projection, picking.
#include "sceneprojection.h"
#include "slicegeometry.h"
#include "testsupport.h"

#include <QTest>

#include <map>

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
    for (const Chip &c : g.chips())
        if (c.slice == 0)
            ++n[c.vm];
    return n;
}

int wrapLinks(const SliceGeometry &g)
{
    int n = 0;
    for (const Link &l : g.links())
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
        QCOMPARE(g.chips()[size_t(g.chipAt(0, {1, 1, 0}))].vm, 0);
        QCOMPARE(g.chips()[size_t(g.chipAt(0, {0, 2, 0}))].vm, 1);
        QCOMPARE(chipsPerVm(g).at(1), 4);
    }

    // 4-chip VMs of 3D generations are 2x2x1 blocks.
    void v4v5pBlocks()
    {
        QCOMPARE(make("2x2x1", 4).vmsPerSlice(), 1);
        const SliceGeometry g = make("2x2x2", 4);
        QCOMPARE(g.vmsPerSlice(), 2);
        QCOMPARE(g.chips()[size_t(g.chipAt(0, {1, 1, 0}))].vm, 0);
        QCOMPARE(g.chips()[size_t(g.chipAt(0, {0, 0, 1}))].vm, 1);
        const SliceGeometry cube = make("4x4x4", 4);
        QCOMPARE(cube.vmsPerSlice(), 16);
        for (const auto &[vm, n] : chipsPerVm(cube))
            QCOMPARE(n, 4);
        // Chips of one VM share x/2, y/2 and z.
        const Chip &a = cube.chips()[size_t(cube.chipAt(0, {2, 3, 1}))];
        const Chip &b = cube.chips()[size_t(cube.chipAt(0, {3, 2, 1}))];
        QCOMPARE(a.vm, b.vm);
        QVERIFY(a.vm != cube.chips()[size_t(cube.chipAt(0, {2, 3, 2}))].vm);
    }

    void tpu7x()
    {
        const SliceGeometry g = make("4x4x8", 4);
        QCOMPARE(g.vmsPerSlice(), 32);
        QCOMPARE(int(g.chips().size()), 128);
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
        QCOMPARE(int(mesh.links().size()), 12);
        QCOMPARE(wrapLinks(make("2x2x4", 4)), 0);
        const SliceGeometry cube = make("4x4x4", 4);
        QCOMPARE(int(cube.links().size()), 3 * 64); // a torus: three links leave every chip
        QCOMPARE(wrapLinks(cube), 3 * 16);
        const SliceGeometry v5e = make("8x16", 4);
        QCOMPARE(wrapLinks(v5e), 0);
        QCOMPARE(int(v5e.links().size()), 7 * 16 + 8 * 15);
        QCOMPARE(wrapLinks(make("16x16", 4)), 2 * 16);
    }

    void multisliceSideBySide()
    {
        const SliceGeometry g = make("4x4", 4, 4);
        QCOMPARE(int(g.chips().size()), 64);
        for (const Link &l : g.links())
            QCOMPARE(g.chips()[size_t(l.from)].slice, g.chips()[size_t(l.to)].slice); // ICI stays in a slice
        const SceneProjection p(g, ViewState{0, 0, 1, -1}, 800, 600);
        QVERIFY(p.project(1, 0, 0, 0).x > p.project(0, 3, 0, 0).x);
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
            QCOMPARE(g.chips()[size_t(c.index)].pos[2], 3);
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
