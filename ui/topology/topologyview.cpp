#include "ui/topology/topologyview.h"

#include <QAccessible>
#include <QFontMetricsF>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QWheelEvent>
#include <cmath>

namespace tpu::ui {

TopologyView::TopologyView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("topologyView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);
    setAccessibleName(tr("Slice topology"));
    setWhatsThis(tr("Drag to orbit, wheel to zoom, click a chip to select its VM. Keys: arrows, "
                    "+/-, 0 to reset, Page Up/Down for layers, L for links."));
    // The hover card: a small label inside the view (never a window running past its edge).
    m_card = new QLabel(this);
    m_card->setObjectName(QStringLiteral("chipHoverCard"));
    m_card->setTextFormat(Qt::PlainText); // shows node-pool names: text, never markup
    m_card->setFrameShape(QFrame::StyledPanel);
    m_card->setAutoFillBackground(true);
    m_card->setBackgroundRole(QPalette::ToolTipBase);
    m_card->setForegroundRole(QPalette::ToolTipText);
    m_card->setMargin(4);
    m_card->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_card->hide();
}

TopologyView::~TopologyView() = default;

void TopologyView::setSlices(const catalog::Topology &topology, int chipsPerVm, int slices,
                             std::function<QString(int)> poolName)
{
    m_projection.reset(); // it refers to the old geometry
    m_geometry = grid::SliceGeometry::build(topology, chipsPerVm, slices, &m_message);
    if (m_geometry)
        m_message.clear();
    m_poolName = std::move(poolName);
    m_style.selectedVm = m_style.selectedSlice = -1;
    m_selectedChip = -1;
    m_hoverChip = m_hoverSlice = -1;
    m_card->hide();
    if (m_view.layer >= layerCount())
        m_view.layer = -1;
    viewChanged();
    selectionUpdated();
}

void TopologyView::setRejected(const QString &reason)
{
    if (reason == m_style.rejected)
        return;
    m_style.rejected = reason;
    viewChanged();
}

void TopologyView::resetView()
{
    const int layer = m_view.layer;
    m_view = grid::ViewState{};
    m_view.layer = layer; // the layer slider keeps its place
    viewChanged();
}

void TopologyView::setLayer(int layer)
{
    layer = layer >= layerCount() ? -1 : layer;
    if (layer == m_view.layer)
        return;
    m_view.layer = layer;
    m_view.zoom = 1.0; // re-fit: one layer fills the view
    viewChanged();
    emit layerChanged(layer);
}

void TopologyView::setLinksVisible(bool on)
{
    if (on == m_style.links)
        return;
    m_style.links = on;
    viewChanged(); // the legend's height may change
    emit linksVisibleChanged(on);
}

void TopologyView::setColourBy(grid::ColourBy by)
{
    if (by == m_style.colourBy)
        return;
    m_style.colourBy = by;
    viewChanged();
    emit colourByChanged(by);
}

int TopologyView::visibleChipCount()
{
    return m_geometry ? int(projection().backToFront().size()) : 0;
}

bool TopologyView::simplified()
{
    return m_geometry && projection().simplified();
}

QString TopologyView::caption() const
{
    if (!m_geometry)
        return {};
    const auto &d = m_geometry->dims();
    const QLocale l;
    QString t = tr("%1 × %2 × %3 chips · %4 VM(s) of %5 chips per slice · %6 slice(s)")
                    .arg(d[0])
                    .arg(d[1])
                    .arg(d[2])
                    .arg(l.toString(m_geometry->vmsPerSlice()))
                    .arg(m_geometry->chipsPerVm())
                    .arg(m_geometry->slices());
    if (m_geometry->slices() > 1)
        t += tr(" · %1 chips in all").arg(l.toString(qlonglong(m_geometry->chipCount())));
    if (m_view.layer >= 0)
        t += tr(" · layer z = %1").arg(m_view.layer);
    if (m_style.links && (m_geometry->wraps()[0] || m_geometry->wraps()[1]))
        t += tr(" · dashed stubs: wraparound links");
    if (!m_style.rejected.isEmpty()) {
        QString why = m_style.rejected.trimmed();
        while (why.endsWith(QLatin1Char('.')))
            why.chop(1);
        t = tr("REJECTED — %1. Drawn greyed out for reference; this shape cannot be planned. (%2)")
                .arg(why, t);
    }
    return t;
}

QString TopologyView::render(QPaintDevice *device, const QSize &size)
{
    QPainter p;
    if (!p.begin(device))
        return tr("Could not start drawing.");
    p.setFont(font());
    const QString cap = caption();
    const grid::Margins m = grid::GridPainter::frameMargins(QFontMetricsF(font()), size,
                                                            *m_geometry, m_style, palette(), cap);
    const grid::SceneProjection proj(*m_geometry, m_view, size.width(), size.height(), m);
    grid::GridPainter::paintFrame(p, size, *m_geometry, proj, m_style, palette(), cap,
                                  sliceLabeller());
    return p.end() ? QString() : tr("Could not finish drawing.");
}

QString TopologyView::exportPng(const QString &fileName, const QSize &size)
{
    if (!m_geometry)
        return tr("There is no slice to export.");
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    const QString error = render(&image, size);
    if (!error.isEmpty())
        return error;
    return image.save(fileName, "PNG") ? QString() : tr("Could not write %1.").arg(fileName);
}

QString TopologyView::exportSvg(const QString &fileName, const QSize &size)
{
    if (!m_geometry)
        return tr("There is no slice to export.");
    QSvgGenerator svg;
    svg.setFileName(fileName);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setTitle(tr("TPU slice topology"));
    svg.setDescription(caption());
    const QString error = render(&svg, size);
    return error.isEmpty() ? QString() : tr("Could not write %1.").arg(fileName);
}

void TopologyView::viewChanged()
{
    m_projection.reset();
    update();
}

const grid::SceneProjection &TopologyView::projection()
{
    if (!m_projection) {
        const grid::Margins m = grid::GridPainter::frameMargins(
            QFontMetricsF(font()), size(), *m_geometry, m_style, palette(), caption());
        m_projection =
            std::make_unique<grid::SceneProjection>(*m_geometry, m_view, width(), height(), m);
    }
    return *m_projection;
}

QString TopologyView::poolName(int slice) const
{
    return m_poolName ? m_poolName(slice) : QString();
}

std::function<QString(int)> TopologyView::sliceLabeller() const
{
    const int slices = m_geometry ? m_geometry->slices() : 0;
    return [this, slices](int s) {
        QString t = tr("Slice %1 of %2").arg(s + 1).arg(slices);
        if (m_poolName)
            t += QStringLiteral(" · ") + m_poolName(s);
        return t;
    };
}

QString TopologyView::chipDescription(int i) const
{
    if (!m_geometry || i < 0 || i >= m_geometry->chipCount())
        return {};
    const grid::Chip c = m_geometry->chip(i);
    QString s = tr("Chip (%1, %2, %3) · slice %4 of %5\nVM %6 of %7 · TPU_WORKER_ID %6*")
                    .arg(c.pos[0])
                    .arg(c.pos[1])
                    .arg(c.pos[2])
                    .arg(c.slice + 1)
                    .arg(m_geometry->slices())
                    .arg(c.vm)
                    .arg(m_geometry->vmsPerSlice());
    if (m_poolName)
        s += tr("\nNode pool %1 (one node per VM)").arg(m_poolName(c.slice));
    s += tr("\n* the planner's numbering");
    return s;
}

QString TopologyView::selectionDescription() const
{
    if (!m_geometry || m_style.selectedSlice < 0)
        return {};
    const int slice = m_style.selectedSlice;
    QString pool = poolName(slice);
    pool = pool.isEmpty() ? QString() : tr(", node pool %1").arg(pool);
    if (m_style.selectedVm < 0)
        return tr("Slice %1 of %2%3: %4 VMs, %5 chips.")
            .arg(slice + 1)
            .arg(m_geometry->slices())
            .arg(pool)
            .arg(m_geometry->vmsPerSlice())
            .arg(m_geometry->chipsPerSlice());
    QStringList chips;
    for (int i : m_geometry->chipsOfVm(slice, m_style.selectedVm)) {
        const auto p = m_geometry->chip(i).pos;
        chips << QStringLiteral("(%1, %2, %3)").arg(p[0]).arg(p[1]).arg(p[2]);
    }
    QString t =
        tr("VM %1 of %2 in slice %3 of %4%5. TPU_WORKER_ID %1 (the planner's own numbering). "
           "Chips (%6): %7.")
            .arg(m_style.selectedVm)
            .arg(m_geometry->vmsPerSlice())
            .arg(slice + 1)
            .arg(m_geometry->slices())
            .arg(pool)
            .arg(chips.size())
            .arg(chips.join(QStringLiteral(", ")));
    if (m_selectedChip >= 0) {
        const auto p = m_geometry->chip(m_selectedChip).pos;
        t += tr(" Clicked chip: (%1, %2, %3).").arg(p[0]).arg(p[1]).arg(p[2]);
    }
    return t;
}

void TopologyView::selectChip(int chip)
{
    if (m_geometry && chip >= 0 && chip < m_geometry->chipCount()) {
        const grid::Chip c = m_geometry->chip(chip);
        m_style.selectedVm = c.vm;
        m_style.selectedSlice = c.slice;
        m_selectedChip = chip;
    } else {
        m_style.selectedVm = m_style.selectedSlice = -1;
        m_selectedChip = -1;
    }
    viewChanged(); // the legend names the selection
    selectionUpdated();
}

void TopologyView::selectionUpdated()
{
    const QString text = selectionDescription();
    setAccessibleDescription(text.isEmpty() ? tr("No VM selected.") : text);
    QAccessibleEvent e(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&e);
    emit selectionChanged();
}

bool TopologyView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip)
        return true; // the hover card replaces tooltips
    return QWidget::event(event);
}

void TopologyView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (!m_geometry) {
        p.fillRect(rect(), palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                   m_message.isEmpty() ? tr("No slice to show.")
                                       : tr("Cannot draw this slice: %1").arg(m_message));
        return;
    }
    grid::GridPainter::paintFrame(p, size(), *m_geometry, projection(), m_style, palette(),
                                  caption(), sliceLabeller());
}

void TopologyView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_projection.reset();
}

void TopologyView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = m_lastPos = event->position().toPoint();
    m_dragged = false;
}

void TopologyView::hover(const QPoint &pos)
{
    if (!m_geometry)
        return;
    const auto &proj = projection();
    int chip = -1, slice = -1;
    if (proj.simplified())
        slice = proj.pickSlice(pos.x(), pos.y());
    else
        chip = proj.pick(pos.x(), pos.y());
    if (chip == m_hoverChip && slice == m_hoverSlice) {
        if (m_card->isVisible())
            m_card->move(std::clamp(pos.x() + 16, 0, std::max(0, width() - m_card->width())),
                         std::clamp(pos.y() + 16, 0, std::max(0, height() - m_card->height())));
        return;
    }
    m_hoverChip = chip;
    m_hoverSlice = slice;
    if (chip < 0 && slice < 0) {
        m_card->hide();
        return;
    }
    if (chip >= 0) {
        m_card->setText(chipDescription(chip));
    } else {
        QString t = tr("Slice %1 of %2").arg(slice + 1).arg(m_geometry->slices());
        if (m_poolName)
            t += tr("\nNode pool %1").arg(m_poolName(slice));
        t += tr("\n%1 VMs, %2 chips")
                 .arg(m_geometry->vmsPerSlice())
                 .arg(m_geometry->chipsPerSlice());
        m_card->setText(t);
    }
    m_card->adjustSize();
    // Beside the cursor, kept inside the view: flipped to the other side near an edge.
    int x = pos.x() + 16, y = pos.y() + 16;
    if (x + m_card->width() > width())
        x = pos.x() - 16 - m_card->width();
    if (y + m_card->height() > height())
        y = pos.y() - 16 - m_card->height();
    m_card->move(std::clamp(x, 0, std::max(0, width() - m_card->width())),
                 std::clamp(y, 0, std::max(0, height() - m_card->height())));
    m_card->show();
    m_card->raise();
}

void TopologyView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (event->buttons() & Qt::LeftButton) {
        const QPoint delta = pos - m_lastPos;
        m_lastPos = pos;
        if ((pos - m_pressPos).manhattanLength() > 3)
            m_dragged = true;
        m_view.yawDeg += delta.x() * 0.5;
        m_view.pitchDeg = std::clamp(m_view.pitchDeg + delta.y() * 0.5, -89.0, 89.0);
        m_card->hide();
        m_hoverChip = m_hoverSlice = -1;
        viewChanged();
        return;
    }
    // Hover only moves the card: the scene is not repainted.
    hover(pos);
}

void TopologyView::leaveEvent(QEvent *event)
{
    m_card->hide();
    m_hoverChip = m_hoverSlice = -1;
    QWidget::leaveEvent(event);
}

void TopologyView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragged || !m_geometry)
        return;
    const auto &proj = projection();
    if (proj.simplified()) {
        const int s = proj.pickSlice(event->position().x(), event->position().y());
        m_style.selectedVm = -1;
        m_style.selectedSlice = s;
        m_selectedChip = -1;
        viewChanged();
        selectionUpdated();
        return;
    }
    selectChip(proj.pick(event->position().x(), event->position().y()));
}

void TopologyView::wheelEvent(QWheelEvent *event)
{
    m_view.zoom = std::clamp(m_view.zoom * std::pow(1.0015, event->angleDelta().y()), 0.2, 40.0);
    viewChanged();
}

void TopologyView::keyPressEvent(QKeyEvent *event)
{
    const int layers = m_geometry ? m_geometry->dims()[2] : 1;
    switch (event->key()) {
    case Qt::Key_Left:
        m_view.yawDeg -= 10;
        break;
    case Qt::Key_Right:
        m_view.yawDeg += 10;
        break;
    case Qt::Key_Up:
        m_view.pitchDeg = std::min(89.0, m_view.pitchDeg + 10);
        break;
    case Qt::Key_Down:
        m_view.pitchDeg = std::max(-89.0, m_view.pitchDeg - 10);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_view.zoom = std::min(40.0, m_view.zoom * 1.2);
        break;
    case Qt::Key_Minus:
        m_view.zoom = std::max(0.2, m_view.zoom / 1.2);
        break;
    case Qt::Key_0:
        resetView();
        return;
    case Qt::Key_PageUp:
        setLayer(m_view.layer + 1 >= layers ? -1 : m_view.layer + 1);
        return;
    case Qt::Key_PageDown:
        setLayer(m_view.layer < 0 ? layers - 1 : m_view.layer - 1);
        return;
    case Qt::Key_L:
        setLinksVisible(!m_style.links);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    viewChanged();
}

} // namespace tpu::ui
