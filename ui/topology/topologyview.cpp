#include "topologyview.h"

#include <QAccessible>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>

namespace tpu::ui {

TopologyView::TopologyView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("topologyView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(320, 240);
    setAccessibleName(tr("Slice topology"));
    setToolTip(tr("Drag to orbit, wheel to zoom, click a chip to select its VM. Keys: arrows, "
                  "+/-, 0 to reset, Page Up/Down for layers, L for links."));
}

TopologyView::~TopologyView() = default;

void TopologyView::setSlices(const catalog::Topology &topology, int chipsPerVm, int slices,
                             std::function<QString(int)> poolName)
{
    m_geometry = grid::SliceGeometry::build(topology, chipsPerVm, slices, &m_message);
    if (m_geometry)
        m_message.clear();
    m_poolName = std::move(poolName);
    m_style.selectedVm = m_style.selectedSlice = -1;
    m_hoverChip = -1;
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
    viewChanged();
    emit layerChanged(layer);
}

void TopologyView::setLinksVisible(bool on)
{
    if (on == m_style.links)
        return;
    m_style.links = on;
    update();
    emit linksVisibleChanged(on);
}

int TopologyView::visibleChipCount()
{
    return m_geometry ? int(projection().backToFront().size()) : 0;
}

QString TopologyView::exportPng(const QString &fileName, const QSize &size)
{
    if (!m_geometry)
        return tr("There is no slice to export.");
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QPainter p(&image);
    const grid::SceneProjection proj(*m_geometry, m_view, size.width(), size.height());
    GridPainter::paint(p, *m_geometry, proj, m_style, palette(), sliceLabeller());
    p.end();
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
    QPainter p;
    if (!p.begin(&svg))
        return tr("Could not write %1.").arg(fileName);
    const grid::SceneProjection proj(*m_geometry, m_view, size.width(), size.height());
    GridPainter::paint(p, *m_geometry, proj, m_style, palette(), sliceLabeller());
    return p.end() ? QString() : tr("Could not write %1.").arg(fileName);
}

void TopologyView::viewChanged()
{
    m_projection.reset();
    update();
}

const grid::SceneProjection &TopologyView::projection()
{
    if (!m_projection)
        m_projection = std::make_unique<grid::SceneProjection>(*m_geometry, m_view, width(), height());
    return *m_projection;
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
    if (!m_geometry || i < 0)
        return {};
    const grid::Chip &c = m_geometry->chips()[size_t(i)];
    QString s = tr("Chip (%1, %2, %3)\nVM %4 of %5 (planner's numbering)\nSlice %6 of %7")
                    .arg(c.pos[0])
                    .arg(c.pos[1])
                    .arg(c.pos[2])
                    .arg(c.vm)
                    .arg(m_geometry->vmsPerSlice())
                    .arg(c.slice + 1)
                    .arg(m_geometry->slices());
    if (m_poolName)
        s += tr("\nNode pool %1").arg(m_poolName(c.slice));
    return s;
}

void TopologyView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    if (!m_geometry) {
        p.fillRect(rect(), palette().color(QPalette::Base));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   m_message.isEmpty() ? tr("No slice to show.") : tr("Cannot draw this slice: %1").arg(m_message));
        return;
    }
    GridPainter::paint(p, *m_geometry, projection(), m_style, palette(), sliceLabeller());
    const auto &d = m_geometry->dims();
    p.setPen(palette().color(QPalette::Text));
    QString legend = tr("%1 × %2 × %3 chips · %4 VM(s) of %5 chips per slice · %6 slice(s)")
                         .arg(d[0]).arg(d[1]).arg(d[2])
                         .arg(m_geometry->vmsPerSlice())
                         .arg(m_geometry->vmBlock()[0] * m_geometry->vmBlock()[1] * m_geometry->vmBlock()[2])
                         .arg(m_geometry->slices());
    if (m_view.layer >= 0)
        legend += tr(" · layer z = %1").arg(m_view.layer);
    if (m_geometry->wraps()[0])
        legend += tr(" · dashed stubs: wraparound links");
    p.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignLeft | Qt::AlignBottom, legend);
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
        viewChanged();
        return;
    }
    if (!m_geometry)
        return;
    // Hover only moves the tooltip: the scene is not repainted.
    const int chip = projection().pick(pos.x(), pos.y());
    if (chip != m_hoverChip) {
        m_hoverChip = chip;
        if (chip >= 0)
            QToolTip::showText(event->globalPosition().toPoint(), chipDescription(chip), this);
        else
            QToolTip::hideText();
    }
}

void TopologyView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragged || !m_geometry)
        return;
    const int chip = projection().pick(event->position().x(), event->position().y());
    if (chip >= 0) {
        m_style.selectedVm = m_geometry->chips()[size_t(chip)].vm;
        m_style.selectedSlice = m_geometry->chips()[size_t(chip)].slice;
    } else {
        m_style.selectedVm = m_style.selectedSlice = -1;
    }
    // What is selected, as text for screen readers.
    setAccessibleDescription(chip >= 0 ? tr("Selected: %1").arg(chipDescription(chip))
                                       : tr("Nothing selected."));
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
    update();
}

void TopologyView::wheelEvent(QWheelEvent *event)
{
    m_view.zoom = std::clamp(m_view.zoom * std::pow(1.0015, event->angleDelta().y()), 0.2, 20.0);
    viewChanged();
}

void TopologyView::keyPressEvent(QKeyEvent *event)
{
    const int layers = m_geometry ? m_geometry->dims()[2] : 1;
    switch (event->key()) {
    case Qt::Key_Left: m_view.yawDeg -= 10; break;
    case Qt::Key_Right: m_view.yawDeg += 10; break;
    case Qt::Key_Up: m_view.pitchDeg = std::min(89.0, m_view.pitchDeg + 10); break;
    case Qt::Key_Down: m_view.pitchDeg = std::max(-89.0, m_view.pitchDeg - 10); break;
    case Qt::Key_Plus:
    case Qt::Key_Equal: m_view.zoom = std::min(20.0, m_view.zoom * 1.2); break;
    case Qt::Key_Minus: m_view.zoom = std::max(0.2, m_view.zoom / 1.2); break;
    case Qt::Key_0: resetView(); return;
    case Qt::Key_PageUp: setLayer(m_view.layer + 1 >= layers ? -1 : m_view.layer + 1); return;
    case Qt::Key_PageDown: setLayer(m_view.layer < 0 ? layers - 1 : m_view.layer - 1); return;
    case Qt::Key_L: setLinksVisible(!m_style.links); return;
    default: QWidget::keyPressEvent(event); return;
    }
    viewChanged();
}

} // namespace tpu::ui
