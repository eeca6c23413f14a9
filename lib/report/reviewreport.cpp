#include "report/reviewreport.h"

#include "model/atomicfile.h"
#include "model/names.h"
#include "model/summary.h"
#include "report/reportdrawing.h"
#include "report/reviewslides.h"
#include "review/fit.h"
#include "sizing/job.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

namespace tpu::report {

using namespace tpu::review;

namespace {
struct ReviewReportText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::report::ReviewReport)
};

constexpr double kMargin = 48, kFont = 10.5;

// Lays text out top to bottom over pages; with no painter it only counts the pages.
class Pages
{
public:
    // `total`: the number of pages, for "Page N of M" in each page's footer (0: no footer).
    Pages(QPainter *p, QPdfWriter *w, QSizeF page, const QPalette &pal, int total = 0)
        : m_p(p), m_w(w), m_page(page), m_pal(pal), m_total(total)
    {
        start();
    }
    double width() const { return m_page.width() - 2 * kMargin; }
    int count() const { return m_pages; }

    // Images: each page is an image of its own, painted by what nextImage() gives (null: the
    // page is laid out, not painted).
    void setNextImage(std::function<QPainter *()> nextImage) { m_nextImage = std::move(nextImage); }
    void breakPage()
    {
        if (!m_w) {
            m_p = m_nextImage ? m_nextImage() : nullptr;
        } else if (m_p) {
            m_w->newPage();
        }
        ++m_pages;
        start();
    }
    void heading(const QString &text, double size = 17)
    {
        block(text, reportFont(size, true), m_pal.color(QPalette::Text), size * 0.5);
    }
    void paragraph(const QString &text, bool dim = false)
    {
        block(text, reportFont(kFont),
              dim ? m_pal.color(QPalette::PlaceholderText) : m_pal.color(QPalette::Text), 4);
    }
    // Columns of the given width fractions; the header bold; rows wrap where needed.
    // A table that goes on over the next page shows its column headers there again.
    void table(const QStringList &header, const std::vector<QStringList> &rows,
               const std::vector<double> &widths)
    {
        row(header, widths, true, false);
        m_header = header;
        m_widths = widths;
        for (size_t i = 0; i < rows.size(); ++i)
            row(rows[i], widths, false, i % 2 == 1);
        m_header.clear();
        m_y += 8;
    }

private:
    void start()
    {
        m_y = kMargin;
        if (!m_p)
            return;
        // Every page gets the theme's background (the dark theme: light text on dark), and
        // its number in the bottom margin.
        m_p->fillRect(QRectF(QPointF(0, 0), m_page), m_pal.color(QPalette::Base));
        if (m_total > 0) {
            m_p->setFont(reportFont(kFont * 0.9));
            m_p->setPen(m_pal.color(QPalette::PlaceholderText));
            m_p->drawText(QRectF(kMargin, m_page.height() - kMargin + 14, width(), kMargin - 20),
                          Qt::AlignRight | Qt::AlignTop,
                          ReviewReportText::tr("Page %1 of %2")
                              .arg(QString::number(m_pages), QString::number(m_total)));
        }
    }
    void ensure(double height)
    {
        if (m_y + height > m_page.height() - kMargin && m_y > kMargin) {
            breakPage();
            if (!m_header.isEmpty()) { // the table goes on: its headers again
                const QStringList header = std::exchange(m_header, QStringList());
                row(header, m_widths, true, false);
                m_header = header;
            }
        }
    }
    double measure(const QString &text, const QFont &font, double w) const
    {
        return QFontMetricsF(font)
            .boundingRect(QRectF(0, 0, w, 1e6), Qt::TextWordWrap | Qt::AlignLeft, text)
            .height();
    }
    void block(const QString &text, const QFont &font, const QColor &color, double after)
    {
        const double h = measure(text, font, width());
        ensure(h);
        if (m_p) {
            m_p->setFont(font);
            m_p->setPen(color);
            m_p->drawText(QRectF(kMargin, m_y, width(), h), Qt::TextWordWrap | Qt::AlignLeft, text);
        }
        m_y += h + after;
    }
    void row(const QStringList &cells, const std::vector<double> &widths, bool bold, bool shaded)
    {
        const QFont font = reportFont(kFont * (bold ? 0.95 : 1), bold);
        double h = 0;
        for (int c = 0; c < cells.size() && size_t(c) < widths.size(); ++c)
            h = std::max(h, measure(cells[c], font, widths[size_t(c)] * width() - 6));
        h += 6;
        ensure(h);
        if (m_p) {
            if (shaded)
                m_p->fillRect(QRectF(kMargin, m_y, width(), h),
                              m_pal.color(QPalette::AlternateBase));
            m_p->setFont(font);
            m_p->setPen(m_pal.color(QPalette::Text));
            double x = kMargin;
            for (int c = 0; c < cells.size() && size_t(c) < widths.size(); ++c) {
                const double w = widths[size_t(c)] * width();
                m_p->drawText(QRectF(x + 3, m_y + 3, w - 6, h - 6),
                              Qt::TextWordWrap | Qt::AlignLeft, cells[c]);
                x += w;
            }
            if (bold) {
                m_p->setPen(QPen(m_pal.color(QPalette::Mid), 1));
                m_p->drawLine(QPointF(kMargin, m_y + h), QPointF(kMargin + width(), m_y + h));
            }
        }
        m_y += h;
    }

    QPainter *m_p;
    QPdfWriter *m_w;
    QSizeF m_page;
    const QPalette &m_pal;
    std::function<QPainter *()> m_nextImage;
    double m_y = 0;
    int m_pages = 1, m_total = 0;
    QStringList m_header; // of the table being laid out
    std::vector<double> m_widths;
};

QString fitText(FitKind kind)
{
    switch (kind) {
    case FitKind::Fits:
        return ReviewReportText::tr("fits");
    case FitKind::Partial:
        return ReviewReportText::tr("fits partly");
    case FitKind::None:
        break;
    }
    return ReviewReportText::tr("does not fit");
}

QString usd(double v)
{
    return QStringLiteral("$") + QLocale().toString(v, 'f', 2);
}

// The title and what the review holds.
void reviewHeading(Pages &pg, const catalog::Catalog &catalog, const Review &review,
                   const QString &fileName)
{
    pg.heading(ReviewReportText::tr("Capacity review"), 22);
    QStringList facts;
    if (!fileName.isEmpty())
        facts << fileName;
    facts << ReviewReportText::tr("%1, %2, %3")
                 .arg(Counts::requests(qsizetype(review.requests.size())),
                      Counts::reservations(qsizetype(review.capacity.reservations.size())),
                      Counts::quotas(qsizetype(review.capacity.quotas.size())));
    facts << ReviewReportText::tr("catalog %1").arg(catalog.catalogVersion);
    facts << QLocale().toString(QDate::currentDate(), QLocale::ShortFormat);
    pg.paragraph(facts.join(QStringLiteral(" · ")), true);
}

// The fit in priority order, and why a request does not fit.
void fitSection(Pages &pg, const Review &review, const FitResult &fit, const model::Masking &m)
{
    pg.heading(ReviewReportText::tr("The fit (priority order)"), 14);
    std::vector<QStringList> rows;
    for (const RequestFit &f : fit.requests) {
        const Request &r = review.requests[size_t(f.index)];
        rows.push_back({QString::number(r.priority), m.apply(r.title), m.apply(r.team),
                        fitText(f.fit),
                        ReviewReportText::tr("%1 of %2")
                            .arg(QString::number(f.slicesPlaced), QString::number(f.slices)),
                        m.apply(f.placedOn.join(QStringLiteral(", ")))});
    }
    pg.table({ReviewReportText::tr("Priority"), ReviewReportText::tr("Request"),
              ReviewReportText::tr("Team"), ReviewReportText::tr("Fit"),
              ReviewReportText::tr("Slices"), ReviewReportText::tr("Placed on")},
             rows, {0.09, 0.22, 0.17, 0.14, 0.1, 0.28});
    for (const RequestFit &f : fit.requests)
        if (!f.reason.isEmpty())
            pg.paragraph(ReviewReportText::tr("%1: %2").arg(
                m.apply(review.requests[size_t(f.index)].title), m.apply(f.reason)));
}

// What to ask Google for: the shortfall.
void askSection(Pages &pg, const FitResult &fit, const model::Masking &m)
{
    std::vector<QStringList> rows;
    pg.heading(ReviewReportText::tr("What to ask Google for"), 14);
    if (fit.shortfall.empty())
        pg.paragraph(ReviewReportText::tr("Nothing: every request fits."));
    for (const Shortfall &s : fit.shortfall)
        rows.push_back(
            {m.apply(s.id),
             s.reservation ? ReviewReportText::tr("reservation") : ReviewReportText::tr("quota"),
             s.held ? ReviewReportText::tr("held") : ReviewReportText::tr("not held"),
             Counts::amount(s.missing, s.inVms())});
    if (!rows.empty())
        pg.table({ReviewReportText::tr("Capacity"), ReviewReportText::tr("Kind"),
                  ReviewReportText::tr("Now"), ReviewReportText::tr("Missing")},
                 rows, {0.5, 0.17, 0.13, 0.2});
}

// The month's totals per region and TPU, then the cost per team against the budget.
void totalsAndCostSection(Pages &pg, const FitResult &fit, const model::Masking &m)
{
    std::vector<QStringList> rows;
    // The month's totals, as review check and the window's chart show them.
    pg.heading(totalsHeading(fit), 14);
    for (const GroupTotals &g : fit.groups)
        rows.push_back({QStringLiteral("%1 %2").arg(g.region, g.version),
                        capacityClassName(g.capacity), QString::number(g.demand),
                        QString::number(g.placed), QString::number(g.held), QString::number(g.free),
                        QString::number(g.missing)});
    if (!rows.empty())
        pg.table({ReviewReportText::tr("Region, TPU"), ReviewReportText::tr("Capacity class"),
                  ReviewReportText::tr("Demand"), ReviewReportText::tr("Placed"),
                  ReviewReportText::tr("Held"), ReviewReportText::tr("Free"),
                  ReviewReportText::tr("Missing")},
                 rows, {0.2, 0.26, 0.1, 0.1, 0.1, 0.12, 0.12});

    rows.clear();
    pg.heading(ReviewReportText::tr("Cost per month (USD, catalog prices)"), 14);
    // In the order of what is shown: masked, by placeholder, never by the hidden names.
    std::vector<std::pair<QString, double>> teams(fit.cost.byTeam.begin(), fit.cost.byTeam.end());
    std::stable_sort(teams.begin(), teams.end(),
                     [&](const auto &a, const auto &b) { return m.shownLess(a.first, b.first); });
    for (const auto &[team, cost] : teams)
        rows.push_back({m.apply(team), usd(cost)});
    rows.push_back({ReviewReportText::tr("All requests"), usd(fit.cost.total)});
    rows.push_back({ReviewReportText::tr("Busiest month"), usd(fit.cost.peakMonth)});
    if (fit.cost.budget)
        rows.push_back(
            {ReviewReportText::tr("Budget"),
             fit.cost.overBudget()
                 ? ReviewReportText::tr("%1 (over by %2)")
                       .arg(usd(*fit.cost.budget), usd(fit.cost.peakMonth - *fit.cost.budget))
                 : ReviewReportText::tr("%1 (within)").arg(usd(*fit.cost.budget))});
    pg.table({ReviewReportText::tr("Team"), ReviewReportText::tr("Per month")}, rows, {0.5, 0.5});
    if (!fit.cost.unpriced.isEmpty())
        pg.paragraph(ReviewReportText::tr("Without a price in the catalog (not counted): %1")
                         .arg(m.apply(fit.cost.unpriced.join(QStringLiteral(", ")))),
                     true);
}

// The capacity held, after the review's busiest month.
void capacitySection(Pages &pg, const FitResult &fit, const model::Masking &m)
{
    std::vector<QStringList> rows;
    pg.heading(ReviewReportText::tr("Capacity after the review (busiest month)"), 14);
    for (const CapacityUse &c : fit.capacity)
        rows.push_back({m.apply(c.id), QString::number(c.total), QString::number(c.used),
                        QString::number(c.free),
                        c.inVms() ? ReviewReportText::tr("VMs") : ReviewReportText::tr("chips")});
    pg.table({ReviewReportText::tr("Capacity"), ReviewReportText::tr("Total"),
              ReviewReportText::tr("Used"), ReviewReportText::tr("Free"),
              ReviewReportText::tr("Unit")},
             rows, {0.52, 0.12, 0.12, 0.12, 0.12});
}

// One page for a request: its fields, the plan's slice, cost and errors.
void requestPage(Pages &pg, const catalog::Catalog &catalog, const Review &review,
                 const RequestFit &f, const model::Masking &m)
{
    const Request &r = review.requests[size_t(f.index)];
    const model::Plan &p = r.plan;
    const model::Summary s = model::summarize(catalog, p);
    pg.breakPage();
    pg.heading(m.apply(r.title), 18);
    std::vector<QStringList> facts2{
        {ReviewReportText::tr("Team"), m.apply(r.team)},
        {ReviewReportText::tr("Priority"), QString::number(r.priority)},
        {ReviewReportText::tr("Period"),
         r.period ? periodText(*r.period) : ReviewReportText::tr("always")},
        {ReviewReportText::tr("Fit"),
         ReviewReportText::tr("%1, %2 of %n slice(s)", nullptr, f.slices)
             .arg(fitText(f.fit), QString::number(f.slicesPlaced))},
        {ReviewReportText::tr("Placed on"), m.apply(f.placedOn.join(QStringLiteral(", ")))},
        {ReviewReportText::tr("Reason"), m.apply(f.reason)},
        {ReviewReportText::tr("Project"), m.apply(p.projectId)},
        {ReviewReportText::tr("Cluster"), m.apply(p.clusterName)},
        {ReviewReportText::tr("Slice"),
         ReviewReportText::tr("%1 %2 %3 %4 × %5 in %6")
             .arg(catalog::modeName(p.mode), p.tpuVersion, s.machineType, p.topology.toString(),
                  QString::number(p.slices), p.zone)},
        {ReviewReportText::tr("Consumption"),
         model::consumptionName(p.consumption) +
             (p.reservation.name.isEmpty()
                  ? QString()
                  : QStringLiteral(" (") + m.apply(p.reservation.name) + QLatin1Char(')'))},
        {ReviewReportText::tr("Chips / VMs"),
         ReviewReportText::tr("%1 on %2")
             .arg(Counts::chips(s.totalChips), Counts::vms(s.totalVms))},
        {ReviewReportText::tr("Cost per month"),
         f.costPerMonth ? usd(*f.costPerMonth) : ReviewReportText::tr("unknown")},
    };
    // The request's model and job (docs/sizing.md): whether its slices hold it, and the
    // estimate with the whole job's cost, not only the month's.
    if (r.job && f.job) {
        facts2.push_back({ReviewReportText::tr("Model and job"), r.job->text()});
        facts2.push_back(
            {ReviewReportText::tr("Holds the model"), sizing::holdsText(*r.job, *f.job)});
        const QString figures = sizing::jobFigureText(*r.job, *f.job);
        facts2.push_back(
            {ReviewReportText::tr("Job estimate"),
             f.job->known && f.job->fits
                 ? ReviewReportText::tr("%1 (an estimate, not a measurement)").arg(figures)
                 : figures});
    }
    // The plan's errors: it entered the review with them (nothing of it can be exported).
    QStringList errors;
    for (const model::Finding &e : planErrors(catalog, p))
        errors << QStringLiteral("[%1] %2").arg(e.id, m.apply(e.message.toString()));
    if (!errors.isEmpty())
        facts2.push_back({ReviewReportText::tr("Plan errors"), errors.join(QLatin1Char('\n'))});
    if (!f.costNote.isEmpty())
        facts2.push_back({QString(), f.costNote});
    pg.table({ReviewReportText::tr("Field"), ReviewReportText::tr("Value")}, facts2, {0.28, 0.72});
}

void layOut(Pages &pg, const catalog::Catalog &catalog, const Review &review, const FitResult &fit,
            const model::Masking &m, const QString &fileName)
{
    reviewHeading(pg, catalog, review, fileName);
    fitSection(pg, review, fit, m);
    askSection(pg, fit, m);
    totalsAndCostSection(pg, fit, m);
    capacitySection(pg, fit, m);
    for (const RequestFit &f : fit.requests) // one page each
        requestPage(pg, catalog, review, f, m);
}

} // namespace

model::Masking reviewMasking(const Review &review)
{
    std::vector<std::pair<QString, QString>> names;
    for (const Request &r : review.requests)
        names.emplace_back(r.team, QStringLiteral("team"));
    for (const ReservationCapacity &c : review.capacity.reservations) {
        names.emplace_back(c.project, QStringLiteral("project"));
        names.emplace_back(c.name, QStringLiteral("reservation"));
    }
    for (const Request &r : review.requests) {
        QStringList pools;
        for (int i = 0; i < std::min(r.plan.slices, 64); ++i)
            pools << model::nodePoolName(r.plan, i);
        const model::Masking planMasking = model::Masking::forPlan(r.plan, pools);
        for (const auto &e : planMasking.entries())
            names.emplace_back(e.name,
                               e.placeholder.left(e.placeholder.lastIndexOf(QLatin1Char('-'))));
    }
    return model::Masking::forNames(names);
}

QString reviewCostScope(const FitResult &fit)
{
    int none = 0, partly = 0;
    for (const RequestFit &f : fit.requests) {
        none += f.fit == FitKind::None;
        partly += f.fit == FitKind::Partial;
    }
    if (none == 0 && partly == 0)
        return ReviewReportText::tr("counts every request; each gets its capacity");
    QStringList also;
    if (none > 0)
        also << ReviewReportText::tr("those that get no capacity (%1)").arg(none);
    if (partly > 0)
        also << ReviewReportText::tr("the whole plan of those that fit partly (%1)").arg(partly);
    return ReviewReportText::tr("counts every request, also %1")
        .arg(also.join(ReviewReportText::tr(" and ")));
}

namespace {
// The review file's name as the report shows it: none, masked, or its file name.
QString shownReviewName(const ReviewReportOptions &options)
{
    if (options.reviewFileName.isEmpty())
        return QString();
    return options.mask ? QStringLiteral("review-1") + ReviewFile::extension()
                        : QFileInfo(options.reviewFileName).fileName();
}
} // namespace

QString pngPageFileName(const QString &fileName, int page)
{
    if (page <= 1)
        return fileName;
    // The folder as given (none stays none: "review-2.png", never "./review-2.png").
    const int slash = int(fileName.lastIndexOf(QLatin1Char('/')));
    const QString folder = fileName.left(slash + 1);
    const QFileInfo info(fileName);
    return folder + QStringLiteral("%1-%2.%3")
                        .arg(info.completeBaseName(), QString::number(page), info.suffix());
}

QString writeReviewPng(const catalog::Catalog &catalog, const Review &review,
                       const ReviewReportOptions &options, const QString &fileName,
                       QStringList *written)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ReviewReportText::tr("drawing the report needs a QGuiApplication");
    const model::Masking masking = options.mask ? reviewMasking(review) : model::Masking();
    const QString shownName = shownReviewName(options);
    const FitResult result = fit(catalog, review);
    const QPalette pal = themePalette(options.theme);
    const double scale = std::clamp(options.scale, 1.0, 4.0);
    const QSizeF page(kSlideWidth, kSlideHeight);
    // One image at a time, written as soon as it is finished; a slide not asked for is laid
    // out, not painted.
    QImage image;
    std::unique_ptr<QPainter> painter;
    int number = 0;
    QString error;
    QStringList files;
    const auto finish = [&] {
        if (!painter)
            return;
        painter->end();
        painter.reset();
        const QString file = options.page > 0 ? fileName : pngPageFileName(fileName, number);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!image.save(&buffer, "PNG"))
            error = ReviewReportText::tr("cannot write %1: the PNG could not be encoded").arg(file);
        else
            error = model::io::writeFile(file, bytes, model::io::Access::Shared);
        if (error.isEmpty())
            files << file;
    };
    const int slides = paintReviewSlides(
        catalog, review, result, masking, pal, shownName, [&](int slide) -> QPainter * {
            finish();
            number = slide;
            if (!error.isEmpty() || (options.page > 0 && slide != options.page))
                return nullptr;
            image = QImage((page * scale).toSize(), QImage::Format_RGB32);
            image.fill(pal.color(QPalette::Base));
            painter = std::make_unique<QPainter>(&image);
            painter->setRenderHint(QPainter::Antialiasing);
            painter->setRenderHint(QPainter::TextAntialiasing);
            painter->scale(scale, scale);
            return painter.get();
        });
    finish();
    if (error.isEmpty() && options.page > slides)
        error = ReviewReportText::tr("there is no slide %1: the report has slides 1 to %2")
                    .arg(QString::number(options.page), QString::number(slides));
    if (written)
        *written = files;
    return error;
}

QString writeReviewReport(const catalog::Catalog &catalog, const Review &review,
                          const ReviewReportOptions &options, const QString &fileName,
                          QStringList *written)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return writeReviewPng(catalog, review, options, fileName, written);
    if (written)
        *written = QStringList{fileName};
    if (suffix == QLatin1String("pdf"))
        return writeReviewPdf(catalog, review, options, fileName);
    return ReviewReportText::tr(
               "%1: a review's report is written as .pdf (overview, then a page per "
               "request) or .png (one image per page); give a file name ending in one of "
               "them")
        .arg(fileName);
}

QString writeReviewPdf(const catalog::Catalog &catalog, const Review &review,
                       const ReviewReportOptions &options, const QString &fileName)
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ReviewReportText::tr("drawing the report needs a QGuiApplication");
    const model::Masking masking = options.mask ? reviewMasking(review) : model::Masking();
    const QString shownName = shownReviewName(options);
    const FitResult result = fit(catalog, review);
    const QPalette pal = themePalette(options.theme);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(ReviewReportText::tr("Capacity review"));
        writer.setCreator(QStringLiteral("TPU Planner"));
        writer.setPageSize(QPageSize(options.pageSize));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(300);
        const double toDevice = 300.0 / 96.0;
        const QSizeF page(writer.width() / toDevice, writer.height() / toDevice);
        QPainter p;
        if (!p.begin(&writer))
            return ReviewReportText::tr("cannot write %1: the PDF could not be started")
                .arg(fileName);
        p.scale(toDevice, toDevice);
        Pages counting(nullptr, nullptr, page, pal); // how many pages, for "Page N of M"
        layOut(counting, catalog, review, result, masking, shownName);
        Pages pages(&p, &writer, page, pal, counting.count());
        layOut(pages, catalog, review, result, masking, shownName);
        if (!p.end())
            return ReviewReportText::tr("cannot write %1: the PDF could not be finished")
                .arg(fileName);
    }
    return model::io::writeFile(fileName, bytes, model::io::Access::Shared);
}

} // namespace tpu::report
