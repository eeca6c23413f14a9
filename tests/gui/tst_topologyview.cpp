// The topology view rendered offscreen: VM colours present, selection visible, bad shapes said,
// and what a user meets (issue 14 item 9 and 10, issue 15's accessible selection): legend,
// colour choice, labels in front, hover card, VM details, captions that fit, layer re-fit,
// exports with caption and legend, a rejected shape greyed out, one box per slice when tiny.
#include "goldenplans.h"
#include "grid/gridpainter.h"
#include "testsupport.h"
#include "ui/topology/topologypanel.h"
#include "ui/topology/topologyview.h"
#include "wizarddriver.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFontMetricsF>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

using tpu::grid::GridPainter;
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

int countAnyVmColour(const QImage &img, const QRect &r)
{
    QSet<QRgb> vm;
    for (int k = 0; k < GridPainter::paletteSize(); ++k)
        vm.insert(GridPainter::vmColour(k).rgb());
    int n = 0;
    for (int y = std::max(0, r.top()); y <= std::min(img.height() - 1, r.bottom()); ++y)
        for (int x = std::max(0, r.left()); x <= std::min(img.width() - 1, r.right()); ++x)
            n += vm.contains(QColor(img.pixel(x, y)).rgb());
    return n;
}

// The screen position of a chip of the view, as drawn now.
QPoint chipPoint(TopologyView &view, int slice, const std::array<int, 3> &pos)
{
    const int index = view.geometry()->chipAt(slice, pos);
    for (const auto &c : view.projection().backToFront())
        if (c.index == index)
            return QPoint(int(c.x), int(c.y));
    return QPoint(-1, -1);
}

QString poolOf(int s)
{
    return QStringLiteral("tpu-v5p-slice-%1").arg(s);
}

} // namespace

class TestTopologyView : public QObject
{
    Q_OBJECT
private slots:
    void vmColoursAreDistinct()
    {
        QSet<QRgb> colours;
        for (int vm = 0; vm < GridPainter::paletteSize(); ++vm)
            colours.insert(GridPainter::vmColour(vm).rgb());
        QCOMPARE(colours.size(), GridPainter::paletteSize());
    }

    // Issue 14: VM colours never silently repeat. VMs side by side (x, y or z) always differ in
    // every shape of the catalog's kind, and past the palette the legend says which VMs share.
    void vmColoursRepeatOnlyExplicitly()
    {
        for (const char *topology :
             {"2x4", "4x4", "8x8", "8x16", "16x16", "2x2x2", "4x4x4", "4x4x8", "8x8x16", "8x16x16",
              "12x16x16", "16x16x24", "16x16x36"}) {
            const auto g = tpu::grid::SliceGeometry::build(tpu::test::shape(topology), 4, 1);
            QVERIFY(g);
            for (int i = 0; i < g->chipsPerSlice(); ++i) {
                const auto c = g->chip(i);
                for (int axis = 0; axis < 3; ++axis) {
                    auto n = c.pos;
                    ++n[size_t(axis)];
                    const int j = g->chipAt(0, n);
                    if (j < 0 || g->chip(j).vm == c.vm)
                        continue;
                    QVERIFY2(GridPainter::vmColour(g->chip(j).vm) != GridPainter::vmColour(c.vm),
                             qPrintable(QStringLiteral("%1: VM %2 and %3")
                                            .arg(topology)
                                            .arg(c.vm)
                                            .arg(g->chip(j).vm)));
                }
            }
        }
        const auto big = tpu::grid::SliceGeometry::build(tpu::test::shape("16x16"), 4, 1); // 64 VMs
        const auto entries = GridPainter::legend(*big, {}, QPalette());
        QStringList texts;
        for (const auto &e : entries)
            texts << e.text;
        const QString all = texts.join(QLatin1Char('|'));
        QVERIFY2(all.contains(QStringLiteral("VM 0, 7, 14")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("repeat")), qPrintable(all));
        const auto small = tpu::grid::SliceGeometry::build(tpu::test::shape("2x4"), 4, 1); // 2 VMs
        texts.clear();
        for (const auto &e : GridPainter::legend(*small, {}, QPalette()))
            texts << e.text;
        QVERIFY(texts.contains(QStringLiteral("VM 0")) && texts.contains(QStringLiteral("VM 1")));
        QVERIFY(!texts.join(QLatin1Char('|')).contains(QStringLiteral("repeat")));
    }

    // Issue 14: a legend says what the colours mean, and the user chooses VM, slice or ICI axis.
    void legendAndColourChoice()
    {
        tpu::ui::TopologyPanel panel;
        panel.resize(900, 700);
        panel.setSlices(tpu::test::shape("4x4x4"), 4, 2, poolOf);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        TopologyView *view = panel.view();
        // The legend's swatches are drawn at the top of the view.
        const QImage byVm = view->grab().toImage();
        QVERIFY(countAnyVmColour(
                    byVm, QRect(0, 0, view->width(), 2 * view->fontMetrics().height() + 12)) > 50);
        auto *combo = panel.findChild<QComboBox *>(QStringLiteral("colourByComboBox"));
        QVERIFY(combo);
        combo->setCurrentIndex(combo->findData(int(tpu::grid::ColourBy::Slice)));
        QCOMPARE(view->colourBy(), tpu::grid::ColourBy::Slice);
        const QImage bySlice = view->grab().toImage();
        // Two slices, two colours: slice 2's colour covers its chips; VM 2's colour is gone.
        QVERIFY(countColour(bySlice, GridPainter::sliceColour(1)) > 500);
        QVERIFY(countColour(bySlice, GridPainter::vmColour(2)) < 20);
        combo->setCurrentIndex(combo->findData(int(tpu::grid::ColourBy::IciAxis)));
        bool axisInLegend = false;
        for (const auto &e :
             GridPainter::legend(*view->geometry(),
                                 {true, -1, -1, tpu::grid::ColourBy::IciAxis, {}}, view->palette()))
            axisInLegend = axisInLegend || e.text == QStringLiteral("z links");
        QVERIFY(axisInLegend);
        QVERIFY(countColour(view->grab().toImage(), GridPainter::axisColour(2)) >
                20); // z links drawn
    }

    // Issue 14: labels are written over the chips, never hidden behind them.
    void labelsAreNotHiddenBehindChips()
    {
        TopologyView view;
        view.resize(700, 500);
        view.setSlices(tpu::test::shape("8x8x16"), 4, 2, poolOf);
        for (double yaw : {-35.0, 60.0, 150.0}) {
            QTest::keyClick(&view, Qt::Key_Right);
            const QImage img = view.grab().toImage();
            const auto labels =
                GridPainter::labels(*view.geometry(), view.projection(), QFontMetricsF(view.font()),
                                    [](int s) { return QStringLiteral("Slice %1").arg(s + 1); });
            QVERIFY(labels.size() >= 3); // x, y, z
            for (const auto &l : labels) {
                const QRect text = QFontMetricsF(view.font())
                                       .boundingRect(l.rect, l.flags, l.text)
                                       .toAlignedRect();
                QCOMPARE(countAnyVmColour(img, text.adjusted(1, 1, -1, -1)), 0);
            }
            Q_UNUSED(yaw);
        }
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
        QTest::mouseClick(&view, Qt::LeftButton, {}, chipPoint(view, 0, {1, 0, 3}));
        QVERIFY(view.selectedVm() >= 0);
        QVERIFY(countColour(view.grab().toImage(), highlight) > 20);
        QTest::mouseClick(&view, Qt::LeftButton, {},
                          QPoint(3, view.height() / 2)); // empty space clears it
        QCOMPARE(view.selectedVm(), -1);
    }

    // Issue 14: hovering a chip shows a compact card inside the view (coordinates, VM, node
    // pool, slice), never the generic help tooltip; near the edge it stays inside.
    void hoverCardNamesChipAndStaysInside()
    {
        TopologyView view;
        view.resize(640, 480);
        view.setSlices(tpu::test::shape("4x4x4"), 4, 2, poolOf);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.toolTip().isEmpty());
        QHelpEvent help(QEvent::ToolTip, QPoint(10, 10), view.mapToGlobal(QPoint(10, 10)));
        QVERIFY(QApplication::sendEvent(&view, &help)); // handled: no generic tooltip
        for (int slice : {0, 1}) {
            const QPoint at = chipPoint(view, slice, {3, 0, 3});
            QVERIFY(at.x() >= 0);
            QTest::mouseMove(&view, at);
            QLabel *card = view.hoverCard();
            QTRY_VERIFY(card->isVisible());
            const QString text = card->text();
            QVERIFY2(text.contains(QStringLiteral("Chip (3, 0, 3)")), qPrintable(text));
            QVERIFY(text.contains(QStringLiteral("slice %1 of 2").arg(slice + 1)));
            QVERIFY(text.contains(QStringLiteral("VM ")) &&
                    text.contains(QStringLiteral("TPU_WORKER_ID")));
            QVERIFY(text.contains(poolOf(slice)));
            QVERIFY2(view.rect().contains(card->geometry()), "the card runs past the view's edge");
            QVERIFY(card->width() < view.width() / 2); // compact
        }
        QTest::mouseMove(&view, QPoint(2, view.height() / 2));
        QTRY_VERIFY(!view.hoverCard()->isVisible());
    }

    // Issue 14: clicking a chip tells about its VM: chips, node pool and TPU_WORKER_ID marked as
    // the planner's numbering; issue 15: the same text is the view's accessible description.
    void selectedVmDetails()
    {
        tpu::ui::TopologyPanel panel;
        panel.resize(900, 700);
        panel.setSlices(tpu::test::shape("4x4x4"), 4, 2, poolOf);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *details = panel.findChild<QLabel *>(QStringLiteral("vmDetailsLabel"));
        QVERIFY(details);
        QVERIFY(!details->text().contains(QStringLiteral("TPU_WORKER_ID 5")));
        TopologyView *view = panel.view();
        QTest::mouseClick(view, Qt::LeftButton, {}, chipPoint(*view, 1, {2, 0, 1}));
        QCOMPARE(view->selectedSlice(), 1);
        QCOMPARE(view->selectedVm(), 5); // x block 1, y block 0, z 1: 1 + 2 * (0 + 2 * 1)
        const QString text = details->text();
        QVERIFY2(text.contains(QStringLiteral("VM 5 of 16")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("slice 2 of 2")));
        QVERIFY(text.contains(poolOf(1)));
        QVERIFY(text.contains(QStringLiteral("TPU_WORKER_ID 5")));
        QVERIFY(text.contains(QStringLiteral("planner's own numbering")));
        for (const char *chip : {"(2, 0, 1)", "(3, 0, 1)", "(2, 1, 1)", "(3, 1, 1)"})
            QVERIFY2(text.contains(QLatin1String(chip)), chip);
        QCOMPARE(view->accessibleDescription(), text);
        QTest::mouseClick(view, Qt::LeftButton, {}, QPoint(2, view->height() / 2));
        QVERIFY(!details->text().contains(QStringLiteral("TPU_WORKER_ID 5")));
        QCOMPARE(view->accessibleDescription(), QStringLiteral("No VM selected."));
    }

    // Issue 14: the caption wraps to fit a narrow view (no "wraparound li" cut off).
    void captionFits()
    {
        TopologyView view;
        view.resize(420, 400);
        view.setSlices(tpu::test::shape("16x16x24"), 4, 1);
        const QString caption = view.caption();
        QVERIFY(caption.contains(QStringLiteral("wraparound links")));
        const QFontMetricsF fm(view.font());
        QVERIFY(fm.horizontalAdvance(caption) > 420); // it needs more than one line here
        const auto m = GridPainter::frameMargins(fm, view.size(), *view.geometry(), {},
                                                 view.palette(), caption);
        const QRectF wrapped =
            fm.boundingRect(QRectF(0, 0, 420 - 12, 1e6), Qt::TextWordWrap, caption);
        QVERIFY(wrapped.width() <= 420 - 12);
        QVERIFY(m.bottom >= wrapped.height());
        // The grid is fitted above the caption: no chip reaches into it.
        for (const auto &c : view.projection().backToFront())
            QVERIFY(c.y + view.projection().cellSize() / 2 <= 400 - m.bottom + 1);
    }

    // Issue 14: a shape the rules reject is drawn greyed out and captioned as rejected.
    void rejectedShapeIsGreyedOut()
    {
        tpu::ui::TopologyPanel panel;
        panel.resize(800, 600);
        panel.setSlices(tpu::test::shape("8x4x4"), 4, 1);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        TopologyView *view = panel.view();
        QVERIFY(countAnyVmColour(view->grab().toImage(), view->rect()) > 200);
        panel.setRejected(QStringLiteral("8x4x4 is not a valid shape: try 4x4x8"));
        QVERIFY(view->caption().startsWith(QStringLiteral("REJECTED")));
        QVERIFY(view->caption().contains(QStringLiteral("try 4x4x8")));
        QCOMPARE(countAnyVmColour(view->grab().toImage(), view->rect()), 0);
        panel.setRejected(QString());
        QVERIFY(!view->caption().contains(QStringLiteral("REJECTED")));
        QVERIFY(countAnyVmColour(view->grab().toImage(), view->rect()) > 200);
    }

    // Issue 14 item 8, through the wizard: a custom shape the rules reject is drawn greyed out
    // and captioned as rejected on the topology step; a valid one is drawn normally again.
    void topologyStepMarksRejectedShape()
    {
        tpu::test::WizardDriver d;
        tpu::model::Plan p = tpu::test::planFor(tpu::test::goldens()[0]);
        p.tpuVersion = QStringLiteral("v5p");
        p.machineType = QStringLiteral("ct5p-hightpu-4t");
        p.zone = QStringLiteral("us-east5-a");
        p.topology = tpu::test::shape("8x12x16");
        d.window->document()->reset(p, QString());
        d.wizard()->goToStep(int(tpu::model::Step::Topology));
        auto *view = d.window->findChild<TopologyView *>(QStringLiteral("topologyView"));
        QVERIFY(view);
        QTRY_VERIFY(view->geometry() && view->geometry()->dims()[2] == 16);
        QVERIFY(view->rejected().isEmpty());
        d.type(QStringLiteral("customTopologyLineEdit"), QStringLiteral("12x8x16"));
        QTRY_VERIFY(view->caption().startsWith(QStringLiteral("REJECTED")));
        QVERIFY(view->caption().contains(QStringLiteral("A <= B <= C")));
        QCOMPARE(countAnyVmColour(view->grab().toImage(), view->rect()), 0);
        d.type(QStringLiteral("customTopologyLineEdit"), QStringLiteral("8x12x16"));
        QTRY_VERIFY(view->rejected().isEmpty());
        QVERIFY(countAnyVmColour(view->grab().toImage(), view->rect()) > 200);
    }

    // Issue 14: 99 slices of 16x16x24 are drawn as one box per slice and say so; zooming in
    // brings the chips back.
    void hugePlanIsOneBoxPerSlice()
    {
        TopologyView view;
        view.resize(800, 600);
        view.setSlices(tpu::test::shape("16x16x24"), 4, 99, poolOf);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.simplified());
        QCOMPARE(view.visibleChipCount(), 0);
        QCOMPARE(countAnyVmColour(view.grab().toImage(), view.rect()), 0); // boxes, no VM colours
        const auto &d = view.geometry()->dims();
        const auto centre =
            view.projection().project(41, (d[0] - 1) / 2.0, (d[1] - 1) / 2.0, (d[2] - 1) / 2.0);
        QTest::mouseMove(&view, QPoint(int(centre.x), int(centre.y)));
        QTRY_VERIFY(view.hoverCard()->isVisible());
        QVERIFY(view.hoverCard()->text().contains(QStringLiteral("Slice 42 of 99")));
        QVERIFY(view.hoverCard()->text().contains(poolOf(41)));
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(&view, Qt::Key_Plus);
        QVERIFY(!view.simplified());
        QVERIFY(view.visibleChipCount() > 0);
    }

    void hoverTextNamesChipVmAndPool()
    {
        TopologyView view;
        view.setSlices(tpu::test::shape("2x2x2"), 4, 2,
                       [](int s) { return QStringLiteral("pool-%1").arg(s); });
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
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const double wholeCell = panel.view()->projection().cellSize();
        auto *slider = panel.findChild<QSlider *>(QStringLiteral("layerSlider"));
        QVERIFY(slider && slider->isEnabled());
        QCOMPARE(slider->maximum(), 8);
        QCOMPARE(panel.view()->visibleChipCount(), 128);
        slider->setValue(3); // layer z = 2
        QCOMPARE(panel.view()->layer(), 2);
        QCOMPARE(panel.view()->visibleChipCount(), 16);
        // Issue 14: one layer is fitted to the view, not left at the whole slice's size.
        QVERIFY(panel.view()->projection().cellSize() > 1.3 * wholeCell);
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
        QVERIFY(
            text.toLower().contains(GridPainter::vmColour(1).name().toLatin1())); // VM colours kept
        // Issue 14: the exports carry the caption and the legend.
        QVERIFY(text.contains(panel.view()->caption().toUtf8()) ||
                text.contains(panel.view()->caption().toHtmlEscaped().toUtf8()));
        QVERIFY(text.contains("VM 0") && text.contains("VM 1") && text.contains("Colour: VM"));
        // The PNG too: legend swatches at the top, the caption's text at the bottom.
        QVERIFY(countAnyVmColour(png, QRect(0, 0, png.width(), 30)) > 50);
        const QColor base = panel.view()->palette().color(QPalette::Base);
        QVERIFY(png.height() - 40 > 0);
        QVERIFY(png.copy(0, png.height() - 30, png.width(), 30) != [&] {
            QImage blank(png.width(), 30, png.format());
            blank.fill(base);
            return blank;
        }());
    }

    // Issue 24, 9: a slice of 1,536 VMs is not confetti. VM colouring draws 4x4x4 blocks, which
    // the legend says; blocks side by side differ in every large shape; a small slice keeps VMs.
    void largeSliceIsColouredByBlock()
    {
        for (const char *topology : {"8x8x8", "8x16x16", "12x16x16", "16x16x24", "16x16x36"}) {
            const auto g = tpu::grid::SliceGeometry::build(tpu::test::shape(topology), 4, 1);
            QVERIFY(g);
            QVERIFY(g->vmsPerSlice() > GridPainter::maxVmsColouredByVm());
            QCOMPARE(GridPainter::effectiveColourBy(*g, {}), tpu::grid::ColourBy::Block);
            for (int i = 0; i < g->chipsPerSlice(); ++i) {
                const auto c = g->chip(i);
                for (int axis = 0; axis < 3; ++axis) {
                    auto n = c.pos;
                    ++n[size_t(axis)];
                    const int j = g->chipAt(0, n);
                    if (j < 0 ||
                        GridPainter::blockOf(*g, g->chip(j)) == GridPainter::blockOf(*g, c))
                        continue;
                    QVERIFY2(GridPainter::vmColour(GridPainter::blockOf(*g, g->chip(j))) !=
                                 GridPainter::vmColour(GridPainter::blockOf(*g, c)),
                             topology);
                }
            }
        }
        const auto big = tpu::grid::SliceGeometry::build(tpu::test::shape("16x16x24"), 4, 1);
        QStringList texts;
        for (const auto &e : GridPainter::legend(*big, {}, QPalette()))
            texts << e.text;
        const QString all = texts.join(QLatin1Char('|'));
        QVERIFY2(all.contains(QStringLiteral("4×4×4 block of chips (16 VMs each)")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("1,536 VMs are too many to tell apart")),
                 qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("repeat")), qPrintable(all));
        const auto small = tpu::grid::SliceGeometry::build(tpu::test::shape("4x4x8"), 4, 1);
        QCOMPARE(GridPainter::effectiveColourBy(*small, {}), tpu::grid::ColourBy::Vm);
        // Issue 37, minor 11: a block of one VM says so, not "(1 VMs each)".
        const auto one = tpu::grid::SliceGeometry::build(tpu::test::shape("2x2x1"), 4, 1);
        tpu::grid::GridStyle byBlock;
        byBlock.colourBy = tpu::grid::ColourBy::Block;
        QStringList oneTexts;
        for (const auto &e : GridPainter::legend(*one, byBlock, QPalette()))
            oneTexts << e.text;
        QVERIFY2(oneTexts.join('|').contains(QStringLiteral("2×2 block of chips (one VM each)")),
                 qPrintable(oneTexts.join('|')));

        // Drawn: two chips of one block share a colour; the next block's colour differs.
        TopologyView view;
        view.resize(900, 700);
        view.setSlices(tpu::test::shape("16x16x24"), 4, 1);
        for (int i = 0; i < 8; ++i)
            QTest::keyClick(&view, Qt::Key_Plus);
        const QImage img = view.grab().toImage();
        const auto &proj = view.projection();
        const auto m =
            GridPainter::frameMargins(QFontMetricsF(view.font()), view.size(), *view.geometry(), {},
                                      view.palette(), view.caption());
        const QRect band(0, int(m.top), view.width(), int(view.height() - m.top - m.bottom));
        QHash<int, QRgb> blockColour;
        int checked = 0;
        for (const auto &pc : proj.backToFront()) {
            const QPoint at(int(pc.x), int(pc.y));
            if (!band.contains(at) || view.projection().pick(at.x(), at.y()) != pc.index)
                continue;
            const QRgb rgb = img.pixel(at);
            const int block =
                GridPainter::blockOf(*view.geometry(), view.geometry()->chip(pc.index));
            QCOMPARE(QColor(rgb), GridPainter::vmColour(block));
            blockColour.insert(block, rgb);
            ++checked;
        }
        QVERIFY2(checked > 100, qPrintable(QString::number(checked)));
        QVERIFY(blockColour.size() > 3);
    }

    // Issue 24, 9: zoomed in, the chips stay between the legend and the caption.
    void legendAndCaptionAreNeverCovered()
    {
        TopologyView view;
        view.resize(700, 500);
        view.setSlices(tpu::test::shape("4x4x4"), 4, 1);
        const QFontMetricsF fm(view.font());
        const auto m = GridPainter::frameMargins(fm, view.size(), *view.geometry(), {},
                                                 view.palette(), view.caption());
        const QRect legendBand(0, 0, 700, int(m.top - fm.height() - 8));
        const QRect captionBand(0, int(500 - m.bottom) + 1, 700, int(m.bottom) - 1);
        const int swatches = countAnyVmColour(view.grab().toImage(), legendBand);
        QVERIFY(swatches > 50);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(&view, Qt::Key_Plus);
        const QImage zoomed = view.grab().toImage();
        QVERIFY(countAnyVmColour(zoomed, QRect(0, 0, 700, 500)) > 100000); // chips fill the view
        QCOMPARE(countAnyVmColour(zoomed, legendBand), swatches);
        QCOMPARE(countAnyVmColour(zoomed, captionBand), 0);
    }

    // Issue 24, 9: a flat slice's axes run along its chips' edges, not half a chip away.
    void flatSliceAxesMeetTheChips()
    {
        for (const char *topology : {"2x4", "4x4", "8x8"}) {
            TopologyView view;
            view.resize(700, 500);
            view.setSlices(tpu::test::shape(topology), 4, 1);
            const auto &proj = view.projection();
            const auto lines = GridPainter::axisLines(*view.geometry(), proj);
            QCOMPARE(lines.size(), size_t(2));
            const double half = proj.cellSize() / 2;
            for (const QLineF &l : lines) {
                // Touches the chips' squares without cutting through one: the nearest square
                // is within 1.5 px of the line and none crosses it.
                const QPointF n(-l.dy() / l.length(), l.dx() / l.length());
                double nearest = 1e9;
                for (const auto &c : proj.backToFront()) {
                    const double reach = half * (std::abs(n.x()) + std::abs(n.y()));
                    const double gap =
                        std::abs(QPointF::dotProduct(QPointF(c.x, c.y) - l.p1(), n)) - reach;
                    nearest = std::min(nearest, gap);
                }
                QVERIFY2(nearest >= -0.5 && nearest <= 1.5,
                         qPrintable(QStringLiteral("%1: %2 px from the chips")
                                        .arg(QLatin1String(topology))
                                        .arg(nearest)));
            }
        }
    }

    // Issue 24, 4: VM numbers are written after every chip: each one shows, in its VM's colour.
    void vmNumbersAreNeverHidden()
    {
        TopologyView view;
        view.resize(900, 700);
        view.setSlices(tpu::test::shape("4x4x4"), 4, 1);
        const auto &proj = view.projection();
        QVERIFY(proj.cellSize() >= 22);
        const auto numbers =
            GridPainter::vmNumbers(*view.geometry(), proj, {}, QFontMetricsF(view.font()));
        QCOMPARE(int(numbers.size()), view.geometry()->vmsPerSlice()); // every VM, once
        const QImage img = view.grab().toImage();
        const auto m =
            GridPainter::frameMargins(QFontMetricsF(view.font()), view.size(), *view.geometry(), {},
                                      view.palette(), view.caption());
        const QRectF band(0, m.top, view.width(), view.height() - m.top - m.bottom);
        int shown = 0;
        for (const auto &l : numbers) {
            if (!band.contains(l.rect))
                continue; // zoomed in past the legend or the caption
            ++shown;
            const QColor fill = GridPainter::vmColour(view.geometry()->chip(l.chip).vm);
            int ink = 0, own = 0;
            const QRect r = l.rect.toAlignedRect().adjusted(1, 1, -1, -1);
            for (int y = r.top(); y <= r.bottom(); ++y)
                for (int x = r.left(); x <= r.right(); ++x) {
                    const QColor c(img.pixel(x, y));
                    ink += c.lightness() < 60 || c.lightness() > 245;
                    own += c.rgb() == fill.rgb();
                }
            QVERIFY2(
                ink >= 4 && own >= 10,
                qPrintable(QStringLiteral("VM %1: %2 ink, %3 own").arg(l.text).arg(ink).arg(own)));
        }
        QVERIFY2(shown == 16, qPrintable(QString::number(shown))); // unzoomed, every VM's number
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
