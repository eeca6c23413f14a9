#include "report/reviewslides.h"

#include "catalog/catalog.h"
#include "report/reportcontent.h"
#include "report/reportdrawing.h"
#include "report/reviewreport.h"
#include "report/themepalette.h"
#include "sizing/job.h"

#include <QCoreApplication>
#include <QDate>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <algorithm>
#include <map>
#include <set>

namespace tpu::report {

using namespace tpu::review;

namespace {
struct SlidesText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::report::ReviewSlides)
};

constexpr double kSlideMargin = 80, kTitlePx = 56, kBodyPx = 28, kSmallPx = kSlideMinTextPx,
                 kBigPx = 96;
constexpr double kContentTop = 200, kContentBottom = kSlideHeight - 110;
constexpr double kWidth = kSlideWidth - 2 * kSlideMargin;

QString fitWord(FitKind kind)
{
    switch (kind) {
    case FitKind::Fits:
        return SlidesText::tr("fits");
    case FitKind::Partial:
        return SlidesText::tr("fits partly");
    case FitKind::None:
        break;
    }
    return SlidesText::tr("does not fit");
}

// `text` wrapped at word boundaries into at most `maxLines` lines of `width`; the last line
// ends in "…" when text is left over.
QStringList wrapped(const QString &text, const QFontMetricsF &fm, double width, int maxLines)
{
    QStringList lines;
    QString line;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        const QString next = line.isEmpty() ? words[i] : line + QLatin1Char(' ') + words[i];
        if (fm.horizontalAdvance(next) <= width || line.isEmpty()) {
            line = next;
            continue;
        }
        lines << line;
        line = words[i];
        if (lines.size() == maxLines) {
            lines.last() = fm.elidedText(lines.last() + QStringLiteral(" ") +
                                             words.mid(i).join(QLatin1Char(' ')),
                                         Qt::ElideRight, width);
            return lines;
        }
    }
    if (!line.isEmpty())
        lines << line;
    for (QString &l : lines)
        l = fm.elidedText(l, Qt::ElideRight, width); // a single word wider than the column
    return lines;
}

struct LegendItem
{
    QColor colour;
    QString label;
    bool line = false; // a line (the budget), not a bar
};

struct BarRow
{
    QString label;
    std::vector<double> values; // one per series, top to bottom
    QString valueText;          // written after the longest bar
    double scale = 0;           // the value a full-width bar stands for (0: the chart's largest)
    int firstSeries = 0;        // the colour of the first value: seriesColor(firstSeries)
};

// The slides, laid out once to count them and once to paint them with "slide N of M".
class Deck
{
public:
    Deck(const QPalette &palette, QString footer, std::function<QPainter *(int)> painterFor,
         int total)
        : m_pal(palette), m_footer(std::move(footer)), m_painterFor(std::move(painterFor)),
          m_total(total)
    {
    }
    int count() const { return m_count; }
    const QPalette &palette() const { return m_pal; }
    QColor text() const { return m_pal.color(QPalette::Text); }
    QColor dim() const { return m_pal.color(QPalette::PlaceholderText); }

    // A new slide with its title (and a line under it); the painter, or null when laid out only.
    QPainter *begin(const QString &title, const QString &subtitle = QString(),
                    const QColor &subtitleColour = QColor())
    {
        ++m_count;
        m_p = m_total > 0 && m_painterFor ? m_painterFor(m_count) : nullptr;
        if (!m_p)
            return nullptr;
        m_p->fillRect(QRectF(0, 0, kSlideWidth, kSlideHeight), m_pal.color(QPalette::Base));
        const QFont titleFont = reportFont(kTitlePx, true);
        const QFontMetricsF fm(titleFont);
        m_p->setFont(titleFont);
        m_p->setPen(text());
        m_p->drawText(QRectF(kSlideMargin, 50, kWidth, fm.height() + 4),
                      Qt::AlignLeft | Qt::AlignTop, fm.elidedText(title, Qt::ElideRight, kWidth));
        if (!subtitle.isEmpty()) {
            const QFont f = reportFont(kBodyPx);
            m_p->setFont(f);
            m_p->setPen(subtitleColour.isValid() ? subtitleColour : dim());
            m_p->drawText(QRectF(kSlideMargin, 50 + fm.height() + 12, kWidth, kBodyPx * 1.5),
                          Qt::AlignLeft | Qt::AlignTop,
                          QFontMetricsF(f).elidedText(subtitle, Qt::ElideRight, kWidth));
        }
        // The footer: what this is, and where in the deck.
        const QFont small = reportFont(kSmallPx);
        const QFontMetricsF sm(small);
        const QString number = SlidesText::tr("Slide %1 of %2")
                                   .arg(QString::number(m_count), QString::number(m_total));
        const double numberW = sm.horizontalAdvance(number) + 8;
        m_p->setFont(small);
        m_p->setPen(dim());
        const double y = kSlideHeight - 70;
        m_p->setPen(QPen(m_pal.color(QPalette::Mid), 2));
        m_p->drawLine(QPointF(kSlideMargin, y - 12), QPointF(kSlideWidth - kSlideMargin, y - 12));
        m_p->setPen(dim());
        m_p->drawText(QRectF(kSlideMargin, y, kWidth - numberW - 20, sm.height() + 4),
                      Qt::AlignLeft | Qt::AlignTop,
                      sm.elidedText(m_footer, Qt::ElideRight, kWidth - numberW - 20));
        m_p->drawText(QRectF(kSlideWidth - kSlideMargin - numberW, y, numberW, sm.height() + 4),
                      Qt::AlignRight | Qt::AlignTop, number);
        return m_p;
    }

    // A legend in the series' order, left to right; returns its height.
    double legend(double y, const std::vector<LegendItem> &items)
    {
        const QFont f = reportFont(kBodyPx);
        const QFontMetricsF fm(f);
        const double h = fm.height() + 8;
        if (!m_p)
            return h;
        double x = kSlideMargin;
        m_p->setFont(f);
        for (const LegendItem &i : items) {
            if (i.line) {
                m_p->setPen(QPen(i.colour, 5, Qt::DashLine));
                m_p->drawLine(QPointF(x + 18, y + 2), QPointF(x + 18, y + h - 2));
            } else {
                m_p->setPen(QPen(text(), 2));
                m_p->setBrush(i.colour);
                m_p->drawRect(QRectF(x, y + (h - 30) / 2, 36, 30));
            }
            m_p->setPen(text());
            m_p->drawText(QRectF(x + 48, y, fm.horizontalAdvance(i.label) + 4, h),
                          Qt::AlignLeft | Qt::AlignVCenter, i.label);
            x += 48 + fm.horizontalAdvance(i.label) + 48;
        }
        return h;
    }

    // Horizontal bars, one group per row and one bar per series (series colours, top to
    // bottom in the legend's order); the row's label left, its value text after the bars.
    // `line`: a vertical dashed line at that value (the budget). Returns the height used.
    double bars(double top, const std::vector<BarRow> &rows, double maxValue,
                std::optional<double> line = std::nullopt, const QString &lineLabel = QString())
    {
        const QFont label = reportFont(kBodyPx), value = reportFont(kBodyPx, true);
        const QFontMetricsF lm(label), vm(value);
        double labelW = 0, valueW = 0;
        for (const BarRow &r : rows) {
            labelW = std::max(labelW, lm.horizontalAdvance(r.label));
            valueW = std::max(valueW, vm.horizontalAdvance(r.valueText));
        }
        labelW = std::min(labelW + 24, kWidth * 0.32);
        valueW = std::min(valueW + 24, kWidth * 0.34);
        const double barLeft = kSlideMargin + labelW, barSpace = kWidth - labelW - valueW;
        const size_t sets = rows.empty() ? 1 : rows.front().values.size();
        const double barH = sets > 1 ? 34 : 48, gap = 22;
        const double rowH = double(sets) * barH + gap;
        if (!m_p)
            return double(rows.size()) * rowH;
        if (line && lineLabel.size()) { // the line's label above the bars
            const double x = barLeft + barSpace * std::min(1.0, *line / std::max(1e-9, maxValue));
            m_p->setFont(label);
            m_p->setPen(text());
            const double w = lm.horizontalAdvance(lineLabel) + 8;
            m_p->drawText(QRectF(std::min(x - w / 2, kSlideWidth - kSlideMargin - w),
                                 top - lm.height(), w, lm.height()),
                          Qt::AlignCenter, lineLabel);
        }
        for (size_t i = 0; i < rows.size(); ++i) {
            const BarRow &r = rows[i];
            const double y = top + double(i) * rowH;
            m_p->setFont(label);
            m_p->setPen(text());
            m_p->drawText(QRectF(kSlideMargin, y, labelW - 24, double(sets) * barH),
                          Qt::AlignRight | Qt::AlignVCenter,
                          lm.elidedText(r.label, Qt::ElideRight, labelW - 24));
            const double scale = r.scale > 0 ? r.scale : maxValue;
            double right = barLeft;
            for (size_t s = 0; s < r.values.size(); ++s) {
                const double w =
                    scale > 0 ? std::max(3.0, barSpace * std::min(1.0, r.values[s] / scale)) : 3;
                m_p->setPen(QPen(text(), 2));
                m_p->setBrush(seriesColor(m_pal, r.firstSeries + int(s)));
                m_p->drawRect(QRectF(barLeft, y + double(s) * barH + 2, w, barH - 4));
                right = std::max(right, barLeft + w);
            }
            m_p->setFont(value);
            m_p->drawText(QRectF(right + 12, y, valueW + barSpace - (right - barLeft) - 12,
                                 double(sets) * barH),
                          Qt::AlignLeft | Qt::AlignVCenter,
                          vm.elidedText(r.valueText, Qt::ElideRight,
                                        valueW + barSpace - (right - barLeft) - 12));
        }
        // The value axis's zero, and the line.
        m_p->setPen(QPen(text(), 3));
        m_p->drawLine(QPointF(barLeft, top - 6),
                      QPointF(barLeft, top + double(rows.size()) * rowH));
        if (line) {
            const double x = barLeft + barSpace * std::min(1.0, *line / std::max(1e-9, maxValue));
            m_p->setPen(QPen(text(), 5, Qt::DashLine));
            m_p->drawLine(QPointF(x, top - 6), QPointF(x, top + double(rows.size()) * rowH));
        }
        return double(rows.size()) * rowH;
    }
    // A note in small type under a chart, at most two lines; returns its height.
    double note(double y, const QString &text)
    {
        const QFont f = reportFont(kSmallPx);
        const QFontMetricsF fm(f);
        const QStringList lines = wrapped(text, fm, kWidth, 2);
        if (m_p) {
            m_p->setFont(f);
            m_p->setPen(dim());
            for (int l = 0; l < lines.size(); ++l)
                m_p->drawText(QRectF(kSlideMargin, y + l * fm.height(), kWidth, fm.height()),
                              Qt::AlignLeft | Qt::AlignVCenter, lines[l]);
        }
        return double(lines.size()) * fm.height();
    }
    static double barRowHeight(size_t sets) { return double(sets) * (sets > 1 ? 34 : 48) + 22; }

    QPainter *painter() const { return m_p; }

private:
    const QPalette &m_pal;
    QString m_footer;
    std::function<QPainter *(int)> m_painterFor;
    int m_total = 0, m_count = 0;
    QPainter *m_p = nullptr;
};

QString continued(const QString &title, int part)
{
    return part == 0 ? title : SlidesText::tr("%1 (continued)").arg(title);
}

void overview(Deck &d, const Review &review, const FitResult &fit, const QString &currency)
{
    int counts[3] = {0, 0, 0};
    for (const RequestFit &f : fit.requests)
        ++counts[int(f.fit)];
    QPainter *p = d.begin(
        SlidesText::tr("%1 of %n request(s) fit", nullptr, int(fit.requests.size()))
            .arg(QString::number(counts[0])),
        SlidesText::tr("%1 from %2 · %3 · %4")
            .arg(Counts::requests(qsizetype(review.requests.size())), Counts::teams(qsizetype([&] {
                     std::set<QString> t;
                     for (const Request &r : review.requests)
                         t.insert(r.team);
                     return t.size();
                 }())),
                 Counts::reservations(qsizetype(review.capacity.reservations.size())),
                 Counts::quotas(qsizetype(review.capacity.quotas.size()))));
    if (!p)
        return;
    // Three tiles: the mark, the number and the word, in the fit's colour.
    const QString words[3] = {SlidesText::tr("fit"), SlidesText::tr("fit partly"),
                              SlidesText::tr("do not fit")};
    const double tileW = (kWidth - 2 * 40) / 3, tileH = 300, top = kContentTop;
    for (int k = 0; k < 3; ++k) {
        const QColor c = fitColor(k, d.palette());
        const QRectF tile(kSlideMargin + k * (tileW + 40), top, tileW, tileH);
        p->setPen(QPen(c, 4));
        p->setBrush(d.palette().color(QPalette::AlternateBase));
        p->drawRect(tile);
        drawFitMark(*p, QRectF(tile.left() + 30, tile.top() + 40, 110, 110), k, c,
                    d.palette().color(QPalette::Base));
        p->setFont(reportFont(kBigPx, true));
        p->setPen(c);
        p->drawText(QRectF(tile.left() + 170, tile.top() + 20, tileW - 190, 150),
                    Qt::AlignLeft | Qt::AlignVCenter, QLocale().toString(counts[k]));
        p->setFont(reportFont(40, true));
        p->drawText(QRectF(tile.left() + 30, tile.top() + 180, tileW - 60, 90),
                    Qt::AlignLeft | Qt::AlignVCenter, words[k]);
    }
    // The money and what to ask for, one line each.
    double y = top + tileH + 50;
    const auto line = [&](const QString &text, const QColor &colour, double px, bool bold) {
        const QFont f = reportFont(px, bold);
        const QFontMetricsF fm(f);
        const QStringList lines = wrapped(text, fm, kWidth, 2);
        p->setFont(f);
        p->setPen(colour);
        for (const QString &l : lines) {
            p->drawText(QRectF(kSlideMargin, y, kWidth, fm.height()), Qt::AlignLeft | Qt::AlignTop,
                        l);
            y += fm.height() + 4;
        }
        y += 14;
    };
    const QString peak = money(fit.cost.peakMonth, currency);
    if (fit.cost.budget)
        line(fit.cost.overBudget()
                 ? SlidesText::tr("Busiest month %1: over the %2 budget by %3")
                       .arg(peak, money(*fit.cost.budget, currency),
                            money(fit.cost.peakMonth - *fit.cost.budget, currency))
                 : SlidesText::tr("Busiest month %1: within the %2 budget")
                       .arg(peak, money(*fit.cost.budget, currency)),
             fit.cost.overBudget() ? fitColor(2, d.palette()) : d.text(), 40, true);
    else
        line(SlidesText::tr("Busiest month %1 (no budget set)").arg(peak), d.text(), 40, true);
    line(fit.shortfall.empty()
             ? SlidesText::tr("Nothing to ask Google for: every request fits.")
             : SlidesText::tr("Reservations or quotas to ask Google for more of: %1.")
                   .arg(fit.shortfall.size()),
         d.text(), 40, false);
    line(SlidesText::tr("The cost %1.").arg(reviewCostScope(fit)), d.dim(), kBodyPx, false);
}

// The table of the requests that do not fit: its columns (fit mark and word, request, team,
// slices, why), fonts and each request's wrapped cells.
struct NotFitTable
{
    static constexpr double pad = 10;
    const double widths[5] = {300, 380, 270, 150, kWidth - 300 - 380 - 270 - 150};
    const QFont body = reportFont(kBodyPx), bold = reportFont(kBodyPx, true),
                reason = reportFont(kSmallPx);
    const QFontMetricsF bm{body}, rm{reason}, hm{bold};
    struct Cells
    {
        const RequestFit *f;
        QStringList title, team, why;
        double height;
    };
    std::vector<Cells> cells;

    double cellX(int col) const
    {
        double x = kSlideMargin;
        for (int c = 0; c < col; ++c)
            x += widths[c];
        return x;
    }
    double headerHeight() const { return hm.height() + 2 * pad; }
};

// The column headers, on every slide of the table.
void drawNotFitHeader(QPainter &p, const Deck &d, const NotFitTable &t, double y)
{
    const QStringList header{SlidesText::tr("Fit"), SlidesText::tr("Request"),
                             SlidesText::tr("Team"), SlidesText::tr("Slices"),
                             SlidesText::tr("Why")};
    p.setFont(t.bold);
    p.setPen(d.text());
    for (int c = 0; c < 5; ++c)
        p.drawText(QRectF(t.cellX(c) + t.pad, y + t.pad, t.widths[c] - 2 * t.pad, t.hm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, header[c]);
    p.setPen(QPen(d.text(), 3));
    p.drawLine(QPointF(kSlideMargin, y + t.headerHeight()),
               QPointF(kSlideMargin + kWidth, y + t.headerHeight()));
}

// One request's row at `y`, shaded when `odd`.
void drawNotFitRow(QPainter &p, const Deck &d, const NotFitTable &t, const NotFitTable::Cells &c,
                   double y, bool odd)
{
    const double pad = t.pad;
    const QFontMetricsF &bm = t.bm;
    if (odd)
        p.fillRect(QRectF(kSlideMargin, y, kWidth, c.height),
                   d.palette().color(QPalette::AlternateBase));
    const int kind = int(c.f->fit);
    const QColor colour = fitColor(kind, d.palette());
    drawFitMark(p, QRectF(kSlideMargin + pad, y + pad, bm.height(), bm.height()), kind, colour,
                d.palette().color(QPalette::Base));
    p.setFont(t.bold);
    p.setPen(colour);
    p.drawText(
        QRectF(kSlideMargin + pad + bm.height() + 10, y + pad, t.widths[0] - bm.height() - 3 * pad,
               bm.height()),
        Qt::AlignLeft | Qt::AlignVCenter,
        t.hm.elidedText(fitWord(c.f->fit), Qt::ElideRight, t.widths[0] - bm.height() - 3 * pad));
    p.setFont(t.body);
    p.setPen(d.text());
    const auto lines = [&](int col, const QStringList &ls, const QFontMetricsF &fm) {
        for (int l = 0; l < ls.size(); ++l)
            p.drawText(QRectF(t.cellX(col) + pad, y + pad + l * fm.height(),
                              t.widths[col] - 2 * pad, fm.height()),
                       Qt::AlignLeft | Qt::AlignVCenter, ls[l]);
    };
    lines(1, c.title, bm);
    lines(2, c.team, bm);
    lines(3,
          {SlidesText::tr("%1 of %2")
               .arg(QString::number(c.f->slicesPlaced), QString::number(c.f->slices))},
          bm);
    p.setFont(t.reason);
    lines(4, c.why, t.rm);
}

void whoDoesNotFit(Deck &d, const Review &review, const FitResult &fit, const model::Masking &m)
{
    const QString title = SlidesText::tr("Who does not fit");
    std::vector<const RequestFit *> rows;
    for (const RequestFit &f : fit.requests)
        if (f.fit != FitKind::Fits)
            rows.push_back(&f);
    if (rows.empty()) {
        if (QPainter *p = d.begin(title)) {
            p->setFont(reportFont(48, true));
            p->setPen(fitColor(0, d.palette()));
            drawFitMark(*p, QRectF(kSlideMargin, kContentTop + 20, 90, 90), 0,
                        fitColor(0, d.palette()), d.palette().color(QPalette::Base));
            p->drawText(QRectF(kSlideMargin + 120, kContentTop, kWidth - 120, 130),
                        Qt::AlignLeft | Qt::AlignVCenter,
                        SlidesText::tr("Every request fits: nothing is left without capacity."));
        }
        return;
    }
    NotFitTable t;
    const double pad = t.pad;
    for (const RequestFit *f : rows) {
        const Request &r = review.requests[size_t(f->index)];
        NotFitTable::Cells c{f, wrapped(m.apply(r.title), t.bm, t.widths[1] - 2 * pad, 2),
                             wrapped(m.apply(r.team), t.bm, t.widths[2] - 2 * pad, 2),
                             wrapped(m.apply(f->reason), t.rm, t.widths[4] - 2 * pad, 3), 0};
        c.height = std::max({double(std::max(c.title.size(), c.team.size())) * t.bm.height(),
                             double(c.why.size()) * t.rm.height(), t.bm.height()}) +
                   2 * pad;
        t.cells.push_back(std::move(c));
    }
    size_t i = 0;
    for (int part = 0; i < t.cells.size(); ++part) {
        QPainter *p = d.begin(continued(title, part),
                              SlidesText::tr("Requests without all their capacity: %1, in "
                                             "priority order")
                                  .arg(t.cells.size()));
        double y = kContentTop;
        if (p)
            drawNotFitHeader(*p, d, t, y);
        y += t.headerHeight();
        size_t onSlide = 0;
        while (i < t.cells.size() && (onSlide == 0 || y + t.cells[i].height <= kContentBottom)) {
            if (p)
                drawNotFitRow(*p, d, t, t.cells[i], y, onSlide % 2 == 1);
            y += t.cells[i].height;
            ++i;
            ++onSlide;
        }
    }
}

// The requests that carry a model and job (docs/sizing.md), in priority order: whether their
// slices hold the model (the fit's mark: holds, unknown, cannot hold), the job, and the
// estimate with the whole job's cost. No slide when no request has a job.
void modelsAndJobs(Deck &d, const Review &review, const FitResult &fit, const model::Masking &m)
{
    std::vector<const RequestFit *> rows;
    int cannot = 0;
    for (const RequestFit &f : fit.requests)
        if (review.requests[size_t(f.index)].job && f.job) {
            rows.push_back(&f);
            cannot += f.job->known && !f.job->fits;
        }
    if (rows.empty())
        return;
    const QString title = SlidesText::tr("Models and jobs");
    const QString subtitle =
        cannot > 0 ? SlidesText::tr("%n request(s) ask for slices that cannot hold their model",
                                    nullptr, cannot)
                   : SlidesText::tr("Every request's slices hold its model (estimates)");
    // Mark and request, the job, whether it holds and the estimate.
    const double widths[] = {420, 620, kWidth - 420 - 620};
    const QFont body = reportFont(kBodyPx), bold = reportFont(kBodyPx, true),
                small = reportFont(kSmallPx);
    const QFontMetricsF bm(body), sm(small);
    const double pad = 10;
    struct Cells
    {
        const RequestFit *f;
        int kind;
        QStringList title, job, estimate;
        double height;
    };
    std::vector<Cells> cells;
    for (const RequestFit *f : rows) {
        const Request &r = review.requests[size_t(f->index)];
        const int kind = !f->job->known ? 1 : f->job->fits ? 0 : 2;
        Cells c{f,
                kind,
                wrapped(m.apply(r.title), bm, widths[0] - bm.height() - 3 * pad, 2),
                wrapped(r.job->text(), sm, widths[1] - 2 * pad, 3),
                wrapped(f->job->known && f->job->fits
                            ? sizing::holdsText(*r.job, *f->job) + QStringLiteral(" · ") +
                                  sizing::jobFigureText(*r.job, *f->job)
                            : sizing::holdsText(*r.job, *f->job),
                        sm, widths[2] - 2 * pad, 3),
                0};
        c.height =
            std::max({double(c.title.size()) * bm.height(), double(c.job.size()) * sm.height(),
                      double(c.estimate.size()) * sm.height()}) +
            2 * pad;
        cells.push_back(std::move(c));
    }
    size_t i = 0;
    for (int part = 0; i < cells.size(); ++part) {
        QPainter *p = d.begin(continued(title, part), subtitle,
                              cannot > 0 ? fitColor(2, d.palette()) : QColor());
        double y = kContentTop;
        if (p) {
            p->setFont(small);
            p->setPen(d.dim());
            p->drawText(QRectF(kSlideMargin, y, kWidth, sm.height()),
                        Qt::AlignLeft | Qt::AlignVCenter,
                        SlidesText::tr("Estimates, not measurements: the formulas of How to "
                                       "Scale Your Model on the catalog's chip figures."));
        }
        y += sm.height() + pad;
        size_t onSlide = 0;
        while (i < cells.size() && (onSlide == 0 || y + cells[i].height <= kContentBottom)) {
            const Cells &c = cells[i];
            if (p) {
                if (onSlide % 2 == 1)
                    p->fillRect(QRectF(kSlideMargin, y, kWidth, c.height),
                                d.palette().color(QPalette::AlternateBase));
                const QColor colour = fitColor(c.kind, d.palette());
                drawFitMark(*p, QRectF(kSlideMargin + pad, y + pad, bm.height(), bm.height()),
                            c.kind, colour, d.palette().color(QPalette::Base));
                p->setFont(bold);
                p->setPen(d.text());
                for (int l = 0; l < c.title.size(); ++l)
                    p->drawText(QRectF(kSlideMargin + 2 * pad + bm.height(),
                                       y + pad + l * bm.height(), widths[0] - bm.height() - 3 * pad,
                                       bm.height()),
                                Qt::AlignLeft | Qt::AlignVCenter, c.title[l]);
                p->setFont(small);
                for (int l = 0; l < c.job.size(); ++l)
                    p->drawText(QRectF(kSlideMargin + widths[0] + pad, y + pad + l * sm.height(),
                                       widths[1] - 2 * pad, sm.height()),
                                Qt::AlignLeft | Qt::AlignVCenter, c.job[l]);
                p->setPen(c.kind == 2 ? colour : d.text());
                for (int l = 0; l < c.estimate.size(); ++l)
                    p->drawText(QRectF(kSlideMargin + widths[0] + widths[1] + pad,
                                       y + pad + l * sm.height(), widths[2] - 2 * pad, sm.height()),
                                Qt::AlignLeft | Qt::AlignVCenter, c.estimate[l]);
            }
            y += c.height;
            ++i;
            ++onSlide;
        }
    }
}

void shortfall(Deck &d, const FitResult &fit, const model::Masking &m)
{
    const QString title = SlidesText::tr("What to ask Google for");
    if (fit.shortfall.empty()) {
        if (QPainter *p = d.begin(title)) {
            p->setFont(reportFont(48, true));
            p->setPen(d.text());
            p->drawText(QRectF(kSlideMargin, kContentTop, kWidth, 130),
                        Qt::AlignLeft | Qt::AlignVCenter,
                        SlidesText::tr("Nothing: every request fits in what the review holds."));
        }
        return;
    }
    // Bars compare within a unit: the largest VMs and the largest chips are each a full bar.
    double maxVms = 0, maxChips = 0;
    for (const Shortfall &s : fit.shortfall)
        (s.reservation ? maxVms : maxChips) =
            std::max(s.reservation ? maxVms : maxChips, double(s.missing));
    std::vector<BarRow> rows;
    for (const Shortfall &s : fit.shortfall) {
        const QString amount =
            s.reservation ? SlidesText::tr("VMs missing: %1").arg(QLocale().toString(s.missing))
                          : SlidesText::tr("chips missing: %1").arg(QLocale().toString(s.missing));
        rows.push_back({m.apply(s.id),
                        {double(s.missing)},
                        s.held ? amount : SlidesText::tr("%1 (not held now)").arg(amount),
                        s.reservation ? maxVms : maxChips});
    }
    const double perSlide = std::floor((kContentBottom - kContentTop - 60) / Deck::barRowHeight(1));
    for (size_t i = 0, part = 0; i < rows.size(); ++part) {
        const size_t n = std::min(rows.size() - i, size_t(std::max(1.0, perSlide)));
        d.begin(continued(title, int(part)),
                SlidesText::tr("Missing in the busiest month so that every request fits; "
                               "reservations in VMs, quota in chips"));
        d.bars(kContentTop + 40,
               std::vector<BarRow>(rows.begin() + long(i), rows.begin() + long(i + n)), 0);
        i += n;
    }
}

void cost(Deck &d, const Review &review, const FitResult &fit, const model::Masking &m,
          const QString &currency)
{
    const QString title = SlidesText::tr("Cost per month against the budget");
    std::map<QString, bool> uncertain;
    bool anyUncertain = false;
    for (const RequestFit &f : fit.requests) {
        const bool u = !f.costPerMonth || !f.costNote.isEmpty();
        bool &t = uncertain[review.requests[size_t(f.index)].team];
        t = t || u;
        anyUncertain = anyUncertain || u;
    }
    const auto text = [&](double v, bool u) {
        return money(v, currency) + (u ? SlidesText::tr(" (?)") : QString());
    };
    // Largest first (a figure, so masked names do not leak their order).
    std::vector<std::pair<QString, double>> teams(fit.cost.byTeam.begin(), fit.cost.byTeam.end());
    std::stable_sort(teams.begin(), teams.end(), [&](const auto &a, const auto &b) {
        return a.second != b.second ? a.second > b.second : m.shownLess(a.first, b.first);
    });
    double maxValue = fit.cost.peakMonth;
    if (fit.cost.budget)
        maxValue = std::max(maxValue, *fit.cost.budget);
    std::vector<BarRow> rows;
    for (const auto &[team, v] : teams) {
        maxValue = std::max(maxValue, v);
        rows.push_back({m.apply(team), {v}, text(v, uncertain[team])});
    }
    const QString subtitle = !fit.cost.budget ? SlidesText::tr("No budget set.")
                             : fit.cost.overBudget()
                                 ? SlidesText::tr("The busiest month is over the budget by %1.")
                                       .arg(money(fit.cost.peakMonth - *fit.cost.budget, currency))
                                 : SlidesText::tr("The busiest month is within the budget.");
    const QColor subtitleColour = fit.cost.overBudget() ? fitColor(2, d.palette()) : QColor();
    const double legendH = Deck::barRowHeight(1), noteH = 90;
    const double perSlide =
        std::max(1.0, std::floor((kContentBottom - kContentTop - legendH - noteH - 60) /
                                 Deck::barRowHeight(1)) -
                          1); // the busiest month's row
    // The busiest month on every slide, in the second series' colour, on the teams' scale.
    const BarRow peak{SlidesText::tr("Busiest month"),
                      {fit.cost.peakMonth},
                      text(fit.cost.peakMonth, anyUncertain),
                      0,
                      1};
    for (size_t i = 0, part = 0; i < rows.size() || part == 0; ++part) {
        const size_t n = std::min(rows.size() - i, size_t(perSlide));
        d.begin(continued(title, int(part)), subtitle, subtitleColour);
        std::vector<LegendItem> legend{
            {seriesColor(d.palette(), 0), SlidesText::tr("a team")},
            {seriesColor(d.palette(), 1), SlidesText::tr("the busiest month, all teams")}};
        if (fit.cost.budget)
            legend.push_back(
                {d.text(), SlidesText::tr("the budget, %1").arg(money(*fit.cost.budget, currency)),
                 true});
        const double top = kContentTop + d.legend(kContentTop, legend) + 50;
        std::vector<BarRow> slide(rows.begin() + long(i), rows.begin() + long(i + n));
        slide.push_back(peak);
        const double y = top + d.bars(top, slide, maxValue, fit.cost.budget,
                                      fit.cost.budget ? SlidesText::tr("budget") : QString());
        d.note(y + 30, SlidesText::tr("The cost %1.").arg(reviewCostScope(fit)));
        i += n;
        if (rows.empty())
            break;
    }
}

void askedGranted(Deck &d, const Review &review, const FitResult &fit, const model::Masking &m)
{
    const QString title = SlidesText::tr("Chips asked and granted per team");
    std::map<QString, std::pair<long long, long long>> byTeam;
    for (const RequestFit &f : fit.requests) {
        auto &t = byTeam[review.requests[size_t(f.index)].team];
        t.first += f.chipsPerSlice * f.slices;
        t.second += f.chipsPerSlice * f.slicesPlaced;
    }
    std::vector<std::pair<QString, std::pair<long long, long long>>> teams(byTeam.begin(),
                                                                           byTeam.end());
    std::stable_sort(teams.begin(), teams.end(), [&](const auto &a, const auto &b) {
        return a.second.first != b.second.first ? a.second.first > b.second.first
                                                : m.shownLess(a.first, b.first);
    });
    double maxValue = 0;
    std::vector<BarRow> rows;
    const QLocale locale;
    for (const auto &[team, v] : teams) {
        maxValue = std::max(maxValue, double(v.first));
        rows.push_back({m.apply(team),
                        {double(v.first), double(v.second)},
                        SlidesText::tr("%1 asked, %2 granted")
                            .arg(locale.toString(v.first), locale.toString(v.second))});
    }
    const double perSlide =
        std::max(1.0, std::floor((kContentBottom - kContentTop - Deck::barRowHeight(1) - 60) /
                                 Deck::barRowHeight(2)));
    for (size_t i = 0, part = 0; i < rows.size() || part == 0; ++part) {
        const size_t n = std::min(rows.size() - i, size_t(perSlide));
        d.begin(continued(title, int(part)),
                SlidesText::tr("TPU chips of all of a team's requests, whatever their period"));
        const double top =
            kContentTop +
            d.legend(kContentTop, {{seriesColor(d.palette(), 0), SlidesText::tr("asked")},
                                   {seriesColor(d.palette(), 1), SlidesText::tr("granted")}}) +
            40;
        d.bars(top, std::vector<BarRow>(rows.begin() + long(i), rows.begin() + long(i + n)),
               maxValue);
        i += n;
        if (rows.empty())
            break;
    }
}

int layOut(Deck &d, const catalog::Catalog &catalog, const Review &review, const FitResult &fit,
           const model::Masking &m)
{
    const QString currency =
        catalog.priceCurrency.isEmpty() ? QStringLiteral("USD") : catalog.priceCurrency;
    overview(d, review, fit, currency);
    whoDoesNotFit(d, review, fit, m);
    modelsAndJobs(d, review, fit, m);
    shortfall(d, fit, m);
    cost(d, review, fit, m, currency);
    askedGranted(d, review, fit, m);
    return d.count();
}

} // namespace

int paintReviewSlides(const catalog::Catalog &catalog, const Review &review, const FitResult &fit,
                      const model::Masking &masking, const QPalette &palette,
                      const QString &shownName,
                      const std::function<QPainter *(int slide)> &painterFor)
{
    QStringList footer{SlidesText::tr("Capacity review")};
    if (!shownName.isEmpty())
        footer << shownName;
    footer << SlidesText::tr("catalog %1").arg(catalog.catalogVersion)
           << QLocale().toString(QDate::currentDate(), QLocale::ShortFormat);
    const QString f = footer.join(QStringLiteral(" · "));
    Deck count(palette, f, nullptr, 0);
    const int total = layOut(count, catalog, review, fit, masking);
    Deck paint(palette, f, painterFor, total);
    return layOut(paint, catalog, review, fit, masking);
}

} // namespace tpu::report
