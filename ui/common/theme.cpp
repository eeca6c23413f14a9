#include "ui/common/theme.h"

#include "report/themepalette.h"

#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QTableView>
#include <QTextDocument>
#include <algorithm>

namespace tpu::ui {

QString themeId(Theme theme)
{
    switch (theme) {
    case Theme::System:
        return QStringLiteral("system");
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::HighContrast:
        break;
    }
    return QStringLiteral("high-contrast");
}

std::optional<Theme> themeFromId(const QString &id)
{
    for (Theme t : {Theme::System, Theme::Light, Theme::Dark, Theme::HighContrast})
        if (themeId(t) == id)
            return t;
    return std::nullopt;
}

namespace {

// High contrast: Fusion, with a thick yellow outline around what has the keyboard focus and
// around selected items (a proxy style, not a style sheet: style sheets stop the type scale's
// font from reaching widgets).
class HighContrastStyle final : public QProxyStyle
{
public:
    HighContrastStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    void drawPrimitive(PrimitiveElement pe, const QStyleOption *opt, QPainter *p,
                       const QWidget *w) const override
    {
        QProxyStyle::drawPrimitive(pe, opt, p, w);
        const bool focus = opt->state & State_HasFocus;
        const bool selected = pe == PE_PanelItemViewItem && (opt->state & State_Selected);
        const bool framed = pe == PE_FrameFocusRect || pe == PE_FrameLineEdit ||
                            pe == PE_PanelButtonCommand || pe == PE_PanelButtonTool ||
                            pe == PE_IndicatorCheckBox || pe == PE_IndicatorRadioButton ||
                            pe == PE_Frame || pe == PE_FrameTabWidget;
        if (!selected && !(framed && focus))
            return;
        p->save();
        p->setRenderHint(QPainter::Antialiasing, false);
        p->setPen(
            QPen(QColor(0xff, 0xff, 0x00), kOutline, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p->setBrush(Qt::NoBrush);
        p->drawRect(
            QRectF(opt->rect).adjusted(kOutline / 2, kOutline / 2, -kOutline / 2, -kOutline / 2));
        p->restore();
    }

    static constexpr double kOutline = 3; // pixels
};

int s_typeScale = 100;

} // namespace

void applyTheme(Theme theme)
{
    // The desktop's style and palette, kept from before the first change so "System" restores them.
    static const QString systemStyle = QApplication::style()->name();
    static const QPalette systemPalette = QApplication::palette();
    switch (theme) {
    case Theme::System:
        QApplication::setStyle(QStyleFactory::create(systemStyle));
        QApplication::setPalette(systemPalette);
        break;
    case Theme::Light:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(report::themePalette(report::PaletteTheme::Light));
        break;
    case Theme::Dark:
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(report::themePalette(report::PaletteTheme::Dark));
        break;
    case Theme::HighContrast:
        QApplication::setStyle(new HighContrastStyle);
        QApplication::setPalette(report::themePalette(report::PaletteTheme::HighContrast));
        break;
    }
}

void applyTypeScale(int percent)
{
    static const QFont base = QApplication::font();
    s_typeScale = std::clamp(percent, kMinTypeScale, kMaxTypeScale);
    QFont f = base;
    if (base.pointSizeF() > 0)
        f.setPointSizeF(base.pointSizeF() * s_typeScale / 100.0);
    else
        f.setPixelSize(base.pixelSize() * s_typeScale / 100);
    QApplication::setFont(f);
    // Rows sized for the old type (compact tables set a fixed row height) follow the new one.
    const int rowHeight = QFontMetrics(f).height() + 8;
    for (QWidget *w : QApplication::allWidgets())
        if (auto *table = qobject_cast<QTableView *>(w)) {
            QHeaderView *rows = table->verticalHeader();
            if (rows->count() == 0 || rows->sectionResizeMode(0) != QHeaderView::ResizeToContents)
                rows->setDefaultSectionSize(rowHeight);
        }
}

int typeScale()
{
    return s_typeScale;
}

bool isDark(const QPalette &palette)
{
    return report::isDark(palette);
}

QColor severityColor(catalog::Severity severity, const QPalette &palette)
{
    return report::severityColor(severity, palette);
}

QColor seriesColor(const QPalette &palette, int index)
{
    return report::seriesColor(palette, index);
}

QString severitySymbol(catalog::Severity severity)
{
    switch (severity) {
    case catalog::Severity::Error:
        return QStringLiteral("✖");
    case catalog::Severity::Warning:
        return QStringLiteral("⚠");
    case catalog::Severity::Info:
        break;
    }
    return QStringLiteral("ℹ");
}

QString severityName(catalog::Severity severity)
{
    switch (severity) {
    case catalog::Severity::Error:
        return QObject::tr("Error");
    case catalog::Severity::Warning:
        return QObject::tr("Warning");
    case catalog::Severity::Info:
        break;
    }
    return QObject::tr("Note");
}

QString plainToolTip(const QString &text)
{
    return text.isEmpty() ? QString() : Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QColor uncertainColor(const QPalette &palette)
{
    return report::uncertainColor(palette);
}

} // namespace tpu::ui
