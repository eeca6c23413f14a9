#include "grid/gridsprites.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPen>
#include <cmath>

namespace tpu::grid {

SpriteStamper::SpriteStamper(QPainter &p) : m_p(p)
{
    const auto *engine = p.paintEngine();
    m_raster = engine && engine->type() == QPaintEngine::Raster && p.transform().isIdentity();
}

void SpriteStamper::chip(int key, double cx, double cy, double side, const QColor &fill,
                         const QColor &penColour, double penWidth)
{
    const QRectF r(cx - side / 2, cy - side / 2, side, side);
    if (!m_raster) {
        const QPen pen(penColour, penWidth);
        m_p.setPen(pen);
        m_p.setBrush(fill);
        m_p.drawRect(r);
        return;
    }
    Sprite &sp = m_sprites[key];
    if (sp.image.isNull()) {
        const QPen pen(penColour, penWidth);
        sp.pad = int(std::ceil(pen.widthF())) + 1;
        const int size = int(std::ceil(side)) + 2 * sp.pad;
        sp.image = QImage(size, size, QImage::Format_ARGB32_Premultiplied);
        sp.image.fill(Qt::transparent);
        QPainter ip(&sp.image);
        ip.setRenderHint(QPainter::Antialiasing, true);
        ip.setPen(pen);
        ip.setBrush(fill);
        ip.drawRect(QRectF(sp.pad, sp.pad, side, side));
    }
    m_p.drawImage(QPoint(int(std::lround(r.left())) - sp.pad, int(std::lround(r.top())) - sp.pad),
                  sp.image);
}

void SpriteStamper::line(int key, const QLineF &l, const QColor &colour, double width, bool dashed)
{
    if (!m_raster) {
        const QPen pen(colour, width, dashed ? Qt::DashLine : Qt::SolidLine);
        m_p.setPen(pen);
        m_p.drawLine(l);
        return;
    }
    Sprite &sp = m_sprites[key];
    if (sp.image.isNull()) {
        const QPen pen(colour, width, dashed ? Qt::DashLine : Qt::SolidLine);
        const int pad = 2;
        const double dx = l.dx(), dy = l.dy();
        sp.origin = QPoint(int(std::ceil(std::max(0.0, -dx))) + pad,
                           int(std::ceil(std::max(0.0, -dy))) + pad);
        sp.image =
            QImage(int(std::ceil(std::abs(dx))) + 2 * pad + 1,
                   int(std::ceil(std::abs(dy))) + 2 * pad + 1, QImage::Format_ARGB32_Premultiplied);
        sp.image.fill(Qt::transparent);
        QPainter ip(&sp.image);
        ip.setRenderHint(QPainter::Antialiasing, true);
        ip.setPen(pen);
        ip.drawLine(QPointF(sp.origin), QPointF(sp.origin) + QPointF(dx, dy));
    }
    m_p.drawImage(QPoint(int(std::lround(l.x1())), int(std::lround(l.y1()))) - sp.origin, sp.image);
}

} // namespace tpu::grid
