#pragma once

#include <QColor>
#include <QHash>
#include <QImage>
#include <QLineF>
#include <QPoint>

class QPainter;

namespace tpu::grid {

// Chips and links as pre-rendered antialiased images blitted at whole pixels: in an
// orthographic view every chip is the same square and every link along one axis the same
// line, so this is the picture of drawing each one, at a fraction of the cost (shifted by at
// most half a pixel). Vector devices (SVG) get real rectangles and lines.
// The sprites are cached per key for one painting.
class SpriteStamper
{
public:
    explicit SpriteStamper(QPainter &p);
    bool raster() const { return m_raster; }

    // fill and pen are only read the first time a key is seen (and on vector devices).
    void chip(int key, double cx, double cy, double side, const QColor &fill,
              const QColor &penColour, double penWidth);
    void line(int key, const QLineF &l, const QColor &colour, double width, bool dashed);

private:
    struct Sprite
    {
        QImage image;
        int pad = 0;
        QPoint origin;
    };
    QPainter &m_p;
    bool m_raster = false;
    QHash<int, Sprite> m_sprites;
};

} // namespace tpu::grid
