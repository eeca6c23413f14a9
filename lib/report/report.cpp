#include "report/report.h"

#include "export/manifests.h"
#include "model/atomicfile.h"
#include "report/reportcontent.h"
#include "report/reportdrawing.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPainter>
#include <QPdfWriter>
#include <functional>

namespace tpu::report {

namespace {

struct ReportText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::report::Report)
};

// zlib level 2 instead of the default 6: a 3840x2160 overview is written in about a third of the
// time for a few percent more bytes (flat colours compress well at any level).
constexpr int kPngQuality = 80;

model::Masking maskingFor(const model::Snapshot &s, bool mask)
{
    if (!mask)
        return {};
    QStringList pools;
    for (int i = 0; i < std::max(1, s.plan.slices); ++i)
        pools << model::nodePoolName(s.plan, i);
    return model::Masking::forPlan(s.plan, pools);
}

// Lays blocks out top to bottom over pages. Run twice: a dry run counts the pages, the second
// draws them with "Page N of M" footers.
class Flow
{
public:
    Flow(QPainter *painter, QPdfWriter *writer, const QSizeF &page, const QPalette &palette,
         const ReportContent &content, int pageCount)
        : m_p(painter), m_writer(writer), m_page(page), m_palette(palette), m_content(content),
          m_pageCount(pageCount)
    {
        m_y = kMargin;
        startPage();
    }

    static constexpr double kMargin = 56; // 15 mm
    double width() const { return m_page.width() - 2 * kMargin; }
    int pages() const { return m_pageNo; }

    // A block of `height`; moves to a new page first when it does not fit (unless the page is
    // empty).
    void block(double height, const std::function<void(const QRectF &)> &draw)
    {
        if (m_y + height > bottom() && m_y > kMargin + 1)
            newPage();
        if (m_p)
            draw(QRectF(kMargin, m_y, width(), height));
        m_y += height;
    }
    void space(double h) { m_y = std::min(m_y + h, bottom()); }
    void text(const QString &t, const QFont &font, const QColor &colour, double after = 4)
    {
        block(textHeight(t, font, width()),
              [&](const QRectF &r) { drawText(*m_p, r, t, font, colour); });
        space(after);
    }
    // `keep`: the height of what must follow the heading on the same page.
    void heading(const QString &t, double keep = 60)
    {
        space(10);
        if (m_y + 30 + std::min(keep, 400.0) > bottom())
            newPage();
        text(t, reportFont(17, true), m_palette.color(QPalette::Text), 6);
    }
    void finish() { footer(); }

private:
    double bottom() const { return m_page.height() - kMargin - 24; }
    void startPage()
    {
        ++m_pageNo;
        if (m_p)
            m_p->fillRect(QRectF(QPointF(0, 0), m_page), m_palette.color(QPalette::Base));
    }
    void footer()
    {
        if (!m_p)
            return;
        const QRectF r(kMargin, m_page.height() - kMargin, width(), 20);
        m_p->setPen(QPen(m_palette.color(QPalette::Mid), 1));
        m_p->drawLine(r.topLeft(), r.topRight());
        m_p->setFont(reportFont(10));
        m_p->setPen(m_palette.color(QPalette::Text));
        const QString file =
            m_content.fileName.isEmpty() ? ReportText::tr("unsaved plan") : m_content.fileName;
        m_p->drawText(r, Qt::AlignLeft | Qt::AlignBottom,
                      ReportText::tr("TPU Planner report · %1").arg(file));
        m_p->drawText(r, Qt::AlignRight | Qt::AlignBottom,
                      ReportText::tr("Page %1 of %2").arg(m_pageNo).arg(m_pageCount));
    }
    void newPage()
    {
        footer();
        if (m_writer && m_p)
            m_writer->newPage();
        m_y = kMargin;
        startPage();
    }

    QPainter *m_p;
    QPdfWriter *m_writer;
    QSizeF m_page;
    const QPalette &m_palette;
    const ReportContent &m_content;
    int m_pageCount;
    int m_pageNo = 0;
    double m_y = 0;
};

// Page 1 says first whether the plan can be applied: its errors, or that it is incomplete.
void errorBanner(QPainter *p, const QRectF &rect, const ReportContent &c, const QPalette &pal,
                 double fontPx, int maxLines, double *heightOut)
{
    QString head;
    if (c.errorCount > 0)
        head = c.errorCount == 1
                   ? ReportText::tr("This plan has 1 error: it cannot be applied as it is.")
                   : ReportText::tr("This plan has %1 errors: it cannot be applied as it is.")
                         .arg(c.errorCount);
    else if (!c.complete)
        head = ReportText::tr("This plan does not describe a complete slice yet.");
    if (head.isEmpty()) {
        *heightOut = 0;
        return;
    }
    QStringList lines;
    for (const QString &e : c.errors) {
        if (lines.size() == maxLines) {
            lines
                << ReportText::tr("… and %1 more (see Findings).").arg(c.errors.size() - maxLines);
            break;
        }
        lines << QStringLiteral("✖ ") + e;
    }
    const QFont bold = reportFont(fontPx * 1.1, true), normal = reportFont(fontPx);
    const double pad = fontPx * 0.7;
    const double inner = rect.width() - 2 * pad;
    const double headH = textHeight(head, bold, inner);
    const QString body = lines.join(QLatin1Char('\n'));
    const double h = headH + textHeight(body, normal, inner) + 2 * pad;
    *heightOut = h;
    if (!p)
        return;
    const QColor red = severityColor(catalog::Severity::Error, pal);
    p->save();
    p->setPen(QPen(red, 2.5));
    p->setBrush(pal.color(QPalette::Base));
    const QRectF box(rect.left(), rect.top(), rect.width(), h);
    p->drawRect(box.adjusted(1, 1, -1, -1));
    drawText(*p, QRectF(box.left() + pad, box.top() + pad, inner, headH), head, bold, red);
    drawText(*p, QRectF(box.left() + pad, box.top() + pad + headH, inner, h - headH - pad), body,
             normal, pal.color(QPalette::Text));
    p->restore();
}

// The title, the plan, an error banner and the topology picture.
void pdfHeadline(Flow &f, QPainter *p, const ReportContent &c, const QPalette &pal, double fpx)
{
    const QColor text = pal.color(QPalette::Text);
    f.text(c.title, reportFont(24, true), text, 2);
    f.text(c.subtitle, reportFont(fpx), text, 8);
    double bannerH = 0;
    errorBanner(nullptr, QRectF(0, 0, f.width(), 0), c, pal, fpx, 12, &bannerH);
    if (bannerH > 0) {
        f.block(bannerH, [&](const QRectF &r) { errorBanner(p, r, c, pal, fpx, 12, &bannerH); });
        f.space(10);
    }
    f.text(c.planLine, reportFont(15, true), text, 10);
    f.block(400, [&](const QRectF &r) { drawTopology(*p, r, c, pal, 12); });
    f.space(4);
    if (!c.topologyCaption.isEmpty())
        f.text(c.topologyCaption, reportFont(10.5), text, 8);
}

// The summary tables, the cost chart, the quota needed and the cost table (a complete plan).
void pdfFigures(Flow &f, QPainter *p, const ReportContent &c, const QPalette &pal, double fpx)
{
    const QColor text = pal.color(QPalette::Text);
    f.heading(ReportText::tr("Summary"));
    const double left = (f.width() - 24) * 0.56, right = f.width() - 24 - left;
    const double h = std::max(rowsHeight(c.slice, fpx), rowsHeight(c.totals, fpx)) + 26;
    f.block(h, [&](const QRectF &r) {
        drawText(*p, QRectF(r.left(), r.top(), left, 22), ReportText::tr("Slice"),
                 reportFont(fpx, true), text);
        drawText(*p, QRectF(r.left() + left + 24, r.top(), right, 22), ReportText::tr("Totals"),
                 reportFont(fpx, true), text);
        drawRows(*p, QRectF(r.left(), r.top() + 24, left, h), c.slice, pal, fpx, left * 0.5);
        drawRows(*p, QRectF(r.left() + left + 24, r.top() + 24, right, h), c.totals, pal, fpx,
                 right * 0.4);
    });

    f.heading(ReportText::tr("Charts"), costChartHeight(c, fpx));
    f.block(costChartHeight(c, fpx), [&](const QRectF &r) { drawCostChart(*p, r, c, pal, fpx); });

    f.heading(ReportText::tr("Quota needed"));
    f.block(rowsHeight(c.quota, fpx),
            [&](const QRectF &r) { drawRows(*p, r, c.quota, pal, fpx, 160); });
    if (!c.quotaNote.isEmpty())
        f.text(c.quotaNote, reportFont(10.5), text);

    std::vector<QStringList> costRows;
    std::vector<bool> unsure;
    const QString mark = QStringLiteral(" (?)");
    for (const auto &row : c.costs) {
        const QString m = row.uncertain ? mark : QString();
        costRows.push_back({row.label, money(row.perChipHour, c.currency) + m,
                            money(row.perHour, c.currency) + m,
                            money(row.perMonth, c.currency) + m});
        unsure.push_back(row.uncertain);
    }
    f.heading(ReportText::tr("Cost"), tableHeight(costRows.size(), fpx));
    f.block(tableHeight(costRows.size(), fpx), [&](const QRectF &r) {
        drawTable(*p, r,
                  {ReportText::tr("Consumption"), ReportText::tr("per chip-hour"),
                   ReportText::tr("per hour"), ReportText::tr("per 30-day month")},
                  costRows, unsure, pal, fpx);
    });
    f.space(4);
    f.text(c.priceLine, reportFont(10.5), text);
    if (!c.priceSources.isEmpty())
        f.text(ReportText::tr("Sources: %1").arg(c.priceSources.join(QStringLiteral("; "))),
               reportFont(10.5), text);
}

// The alternatives that meet the plan's target, and every finding with its explanation.
void pdfAlternativesAndFindings(Flow &f, QPainter *p, const ReportContent &c, const QPalette &pal,
                                double fpx)
{
    const QColor text = pal.color(QPalette::Text);
    f.heading(ReportText::tr("Alternatives"));
    if (c.alternatives.isEmpty())
        f.text(ReportText::tr("None found for the plan's chips in its region."), reportFont(fpx),
               text);
    for (const QString &line : c.alternatives)
        f.text(line, reportFont(10.5), text, 2);

    f.heading(ReportText::tr("Findings"));
    if (c.findings.empty())
        f.text(ReportText::tr("None: the plan passes every rule."), reportFont(fpx), text);
    for (const auto &finding : c.findings) {
        const QString head = QStringLiteral("%1 [%2] %3")
                                 .arg(severityLabel(finding.severity), finding.id, finding.message);
        const QFont bold = reportFont(fpx, true), small = reportFont(10.5);
        const double h1 = textHeight(head, bold, f.width());
        const double h2 = textHeight(finding.explanation, small, f.width() - 16);
        f.block(h1 + h2 + 6, [&](const QRectF &r) {
            drawText(*p, QRectF(r.left(), r.top(), r.width(), h1), head, bold,
                     severityColor(finding.severity, pal));
            drawText(*p, QRectF(r.left() + 16, r.top() + h1, r.width() - 16, h2),
                     finding.explanation, small, text);
        });
    }
}

// Every part of the PDF, in order. `p` null: a dry run that only counts pages.
int layOutPdf(QPainter *p, QPdfWriter *writer, const QSizeF &page, const ReportContent &c,
              const QPalette &pal, int pageCount)
{
    Flow f(p, writer, page, pal, c, pageCount);
    const QColor text = pal.color(QPalette::Text);
    const double fpx = 12.5;
    pdfHeadline(f, p, c, pal, fpx);
    if (c.complete)
        pdfFigures(f, p, c, pal, fpx);
    pdfAlternativesAndFindings(f, p, c, pal, fpx);
    f.heading(ReportText::tr("Catalog"));
    f.text(c.catalogLine, reportFont(fpx), text);
    f.text(ReportText::tr("Made by TPU Planner on %1.")
               .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat)),
           reportFont(10.5), text);
    f.finish();
    return f.pages();
}

} // namespace

PaletteTheme reportThemeFor(const QString &fileName, PaletteTheme screen)
{
    if (fileName.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
        return screen;
    return screen == PaletteTheme::HighContrast ? PaletteTheme::HighContrast : PaletteTheme::Light;
}

QPageSize::PageSizeId pageSizeFor(const QLocale &locale)
{
    return locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                   : QPageSize::A4;
}

QString writeReport(const model::Snapshot &snapshot, const ReportOptions &options,
                    const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("pdf"))
        return writePdf(snapshot, options, fileName);
    if (suffix != QLatin1String("png"))
        return ReportText::tr(
                   "%1: the report is written as .pdf or .png; give a file name ending in one of "
                   "them.")
            .arg(fileName);
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ReportText::tr("drawing the report needs a QGuiApplication");
    // Drawn in memory, then written like every other file (model::io): a temporary file beside
    // the target, every write checked, then rename(), which replaces a symbolic link instead of
    // writing through it.
    const QImage image = renderOverview(snapshot, options);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG", kPngQuality))
        return ReportText::tr("cannot write %1: the PNG could not be encoded").arg(fileName);
    return model::io::writeFile(fileName, bytes, model::io::Access::Shared);
}

} // namespace tpu::report

namespace tpu::report {

QString writePdf(const model::Snapshot &snapshot, const ReportOptions &options,
                 const QString &fileName)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ReportText::tr("drawing the report needs a QGuiApplication");
    const model::Masking masking = maskingFor(snapshot, options.mask);
    ReportContent c = buildContent(snapshot, masking, options.planFileName);
    c.alternatives = alternativeLines(snapshot, masking);
    const QPalette pal = themePalette(options.theme);
    QByteArray bytes; // drawn in memory, written by model::io as in writeReport()
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(c.title);
        writer.setCreator(QStringLiteral("TPU Planner"));
        writer.setPageSize(QPageSize(options.pageSize));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(300);
        const double toDevice = 300.0 / 96.0;
        const QSizeF page(writer.width() / toDevice, writer.height() / toDevice);
        const int pages = layOutPdf(nullptr, nullptr, page, c, pal, 0);
        QPainter p;
        if (!p.begin(&writer))
            return ReportText::tr("cannot write %1: the PDF could not be started").arg(fileName);
        p.scale(toDevice, toDevice);
        layOutPdf(&p, &writer, page, c, pal, pages);
        if (!p.end())
            return ReportText::tr("cannot write %1: the PDF could not be finished").arg(fileName);
    }
    return model::io::writeFile(fileName, bytes, model::io::Access::Shared);
}

QImage renderOverview(const model::Snapshot &snapshot, const ReportOptions &options)
{
    const double scale = std::clamp(options.scale, 1.0, 4.0);
    QImage image(QSize(int(1920 * scale), int(1080 * scale)), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    QPainter p(&image);
    paintOverview(p, snapshot, options);
    p.end();
    return image;
}

void paintOverview(QPainter &p, const model::Snapshot &snapshot, const ReportOptions &options)
{
    const ReportContent c =
        buildContent(snapshot, maskingFor(snapshot, options.mask), options.planFileName);
    const QPalette pal = themePalette(options.theme);
    p.fillRect(QRectF(0, 0, 1920, 1080), pal.color(QPalette::Base));
    p.setRenderHint(QPainter::TextAntialiasing);
    const QColor text = pal.color(QPalette::Text);
    const double m = 40;
    const double W = 1920, H = 1080;
    double y = m;
    drawText(p, QRectF(m, y, W - 2 * m, 48), c.title, reportFont(36, true), text);
    y += 50;
    drawText(p, QRectF(m, y, W - 2 * m, 36), c.planLine, reportFont(26, true), text);
    y += 40;
    drawText(p, QRectF(m, y, W - 2 * m, 30), c.subtitle, reportFont(20), text);
    y += 36;
    double bannerH = 0;
    errorBanner(nullptr, QRectF(m, y, W - 2 * m, 0), c, pal, 20, 2, &bannerH);
    if (bannerH > 0) {
        errorBanner(&p, QRectF(m, y, W - 2 * m, 0), c, pal, 20, 2, &bannerH);
        y += bannerH + 12;
    }
    const double footerH = 36;
    const double leftW = 1040;
    const double bodyBottom = H - m - footerH;
    drawTopology(p, QRectF(m, y, leftW, bodyBottom - y - 34), c, pal, 18);
    drawText(p, QRectF(m, bodyBottom - 30, leftW, 30), c.topologyCaption, reportFont(15), text);

    const double rx = m + leftW + 32, rw = W - rx - m;
    double ry = y;
    if (c.complete) {
        std::vector<ReportContent::Row> key = {c.totals.begin(), c.totals.end()};
        key.insert(key.begin(), {ReportText::tr("Slices × VMs per slice"),
                                 QStringLiteral("%1 × %2").arg(c.slices).arg(c.slice[5].value),
                                 {}});
        key.push_back({ReportText::tr("Quota needed"),
                       ReportText::tr("%1 chips, %2").arg(c.quota[2].value, c.quota[1].value),
                       {}});
        ry += drawRows(p, QRectF(rx, ry, rw, 0), key, pal, 22, 300) + 4;
        const QString metric = ReportText::tr("Quota metric: %1").arg(c.quota[0].value);
        drawText(p, QRectF(rx, ry, rw, textHeight(metric, reportFont(15), rw)), metric,
                 reportFont(15), c.quota[0].uncertain.isEmpty() ? text : uncertainColor(pal));
        ry += textHeight(metric, reportFont(15), rw) + 12;
        const double chartH = costChartHeight(c, 19);
        drawCostChart(p, QRectF(rx, ry, rw, chartH), c, pal, 19);
        ry += chartH + 8;
        const double priceH = textHeight(c.priceLine, reportFont(14), rw);
        drawText(p, QRectF(rx, ry, rw, priceH), c.priceLine, reportFont(14), text);
        ry += priceH + 10;
    }
    drawText(p, QRectF(rx, ry, rw, 30), ReportText::tr("Findings"), reportFont(22, true), text);
    ry += 34;
    int shown = 0;
    for (const auto &f : c.findings) {
        const QString line = QStringLiteral("%1: %2").arg(severityLabel(f.severity), f.message);
        const double h = textHeight(line, reportFont(17), rw);
        if (ry + h > bodyBottom - 26) {
            drawText(p, QRectF(rx, ry, rw, 26),
                     ReportText::tr("… and %1 more in the PDF report.")
                         .arg(int(c.findings.size()) - shown),
                     reportFont(17), text);
            break;
        }
        drawText(p, QRectF(rx, ry, rw, h), line, reportFont(17), severityColor(f.severity, pal));
        ry += h + 4;
        ++shown;
    }
    if (c.findings.empty())
        drawText(p, QRectF(rx, ry, rw, 26), ReportText::tr("None: the plan passes every rule."),
                 reportFont(17), text);

    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    p.drawLine(QPointF(m, H - m - footerH + 6), QPointF(W - m, H - m - footerH + 6));
    const QString file = c.fileName.isEmpty() ? ReportText::tr("unsaved plan") : c.fileName;
    drawText(p, QRectF(m, H - m - footerH + 12, W - 2 * m, footerH),
             ReportText::tr("TPU Planner · %1 · %2").arg(file, c.catalogLine), reportFont(15),
             text);
}

} // namespace tpu::report
