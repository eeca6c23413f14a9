// The topology view rendered offscreen: VM colours present, selection visible, bad shapes said.
#include "gridpainter.h"
#include "topologypanel.h"
#include "topologyview.h"
#include "testsupport.h"

#include <QCheckBox>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>

#include <QSet>
#include <QTest>

using tpu::ui::GridPainter;
using tpu::ui::TopologyView;

namespace {

int countColour(const QImage &img, const QColor &c)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y)
        for (int x = 0; x < img.width(); ++x)
            n += QColor(img.pixel(x, y)).rgb() == c.rgb();
    return n;
}

} // namespace

class TestTopologyView : public QObject
{
    Q_OBJECT
private slots:
    void vmColoursAreDistinct()
    {
        QSet<QRgb> colours;
        for (int vm = 0; vm < 8; ++vm)
            colours.insert(GridPainter::vmColour(vm).rgb());
        QCOMPARE(colours.size(), 8);
    }

    void twoVmsTwoColours()
    {
        TopologyView view;
        view.resize(600, 400);
        view.setSlices(tpu::test::shape("2x4"), 4, 1);
        const QImage img = view.grab().toImage();
        QVERIFY(countColour(img, GridPainter::vmColour(0)) > 100);
        QVERIFY(countColour(img, GridPainter::vmColour(1)) > 100);
        QCOMPARE(countColour(img, GridPainter::vmColour(2)), 0); // only two VMs
        view.setSlices(tpu::test::shape("2x4"), 8, 1);
        const QImage one = view.grab().toImage();
        QVERIFY(countColour(one, GridPainter::vmColour(0)) > 100);
        QCOMPARE(countColour(one, GridPainter::vmColour(1)), 0); // one 8-chip VM
    }

    void clickSelectsAndHighlightsVm()
    {
        TopologyView view;
        view.resize(600, 400);
        view.setSlices(tpu::test::shape("4x4x4"), 4, 1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QColor highlight = view.palette().color(QPalette::Highlight);
        QCOMPARE(countColour(view.grab().toImage(), highlight), 0);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(300, 200));
        QVERIFY(view.selectedVm() >= 0);
        QVERIFY(countColour(view.grab().toImage(), highlight) > 20);
        // A screen reader reads the selection as text.
        QVERIFY2(view.accessibleDescription().contains(
                     QStringLiteral("VM %1 of").arg(view.selectedVm())),
                 qPrintable(view.accessibleDescription()));
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(3, 3)); // empty space clears it
        QCOMPARE(view.selectedVm(), -1);
        QCOMPARE(view.accessibleDescription(), QStringLiteral("Nothing selected."));
    }

    void tooltipNamesChipVmAndPool()
    {
        TopologyView view;
        view.setSlices(tpu::test::shape("2x2x2"), 4, 2, [](int s) { return QStringLiteral("pool-%1").arg(s); });
        const QString text = view.chipDescription(5);
        QVERIFY(text.contains(QStringLiteral("Chip (1, 0, 1)")));
        QVERIFY(text.contains(QStringLiteral("VM 1 of 2")));
        QVERIFY(text.contains(QStringLiteral("pool-0")));
    }

    void layerSliderShowsOneLayer()
    {
        tpu::ui::TopologyPanel panel;
        panel.resize(800, 600);
        panel.setSlices(tpu::test::shape("4x4x8"), 4, 1);
        auto *slider = panel.findChild<QSlider *>(QStringLiteral("layerSlider"));
        QVERIFY(slider && slider->isEnabled());
        QCOMPARE(slider->maximum(), 8);
        QCOMPARE(panel.view()->visibleChipCount(), 128);
        slider->setValue(3); // layer z = 2
        QCOMPARE(panel.view()->layer(), 2);
        QCOMPARE(panel.view()->visibleChipCount(), 16);
        slider->setValue(0);
        QCOMPARE(panel.view()->visibleChipCount(), 128);
        panel.setSlices(tpu::test::shape("16x16"), 4, 1);
        QVERIFY(!slider->isEnabled()); // a 2D slice has one layer
    }

    void linksToggle()
    {
        tpu::ui::TopologyPanel panel;
        auto *links = panel.findChild<QCheckBox *>(QStringLiteral("linksCheckBox"));
        QVERIFY(links->isChecked());
        links->setChecked(false);
        QVERIFY(!panel.view()->linksVisible());
        QTest::keyClick(panel.view(), Qt::Key_L);
        QVERIFY(links->isChecked());
    }

    void exportPngAndSvg()
    {
        QTemporaryDir dir;
        tpu::ui::TopologyPanel panel;
        panel.resize(800, 600);
        panel.setSlices(tpu::test::shape("2x4"), 4, 1);
        QString next = dir.filePath(QStringLiteral("view.png"));
        panel.chooseFile = [&](const QString &, const QString &) { return next; };
        panel.findChild<QPushButton *>(QStringLiteral("exportPngPushButton"))->click();
        QImage png(next);
        QVERIFY(!png.isNull());
        QVERIFY(png.width() >= 1280);
        QVERIFY(countColour(png, GridPainter::vmColour(1)) > 100);
        next = dir.filePath(QStringLiteral("view.svg"));
        panel.findChild<QPushButton *>(QStringLiteral("exportSvgPushButton"))->click();
        QFile svg(next);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray text = svg.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.toLower().contains(GridPainter::vmColour(1).name().toLatin1())); // VM colours kept
    }

    void impossibleShapeIsExplained()
    {
        TopologyView view;
        view.resize(400, 300);
        view.setSlices(tpu::test::shape("3x4"), 4, 1);
        QVERIFY(view.message().contains(QStringLiteral("do not tile")));
        view.grab(); // paints the explanation instead of crashing
    }
};

QTEST_MAIN(TestTopologyView)
#include "tst_topologyview.moc"
