#include "ui/review/reviewtables.h"

#include "catalog/catalog.h"
#include "model/masking.h"
#include "report/reportcontent.h"
#include "report/reportdrawing.h"
#include "report/themepalette.h"
#include "sizing/job.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QPainter>
#include <QPalette>
#include <QPixmap>
#include <QPolygonF>
#include <QTableWidget>
#include <array>
#include <map>

namespace tpu::ui::reviewtables {

using namespace tpu::review;

namespace {
struct TablesText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::ui::ReviewView)
};

class SortItem final : public QTableWidgetItem
{
public:
    bool operator<(const QTableWidgetItem &o) const override
    {
        const QVariant a = data(kSortRole), b = o.data(kSortRole);
        if (a.isValid() && b.isValid())
            return a.toDouble() < b.toDouble();
        // By the text shown, numbers by value: masked, "team-2" before "team-10" (the
        // placeholders' order, never the hidden names').
        return model::Masking::naturalLess(text(), o.text());
    }
};

void setText(QTableWidgetItem *i, const QString &text)
{
    if (i->text() != text)
        i->setText(text);
}

void setSortKey(QTableWidgetItem *i, double key)
{
    const QVariant v(key);
    if (i->data(kSortRole) != v)
        i->setData(kSortRole, v);
}

void setEditable(QTableWidgetItem *i, bool editable)
{
    const Qt::ItemFlags f =
        editable ? i->flags() | Qt::ItemIsEditable : i->flags() & ~Qt::ItemIsEditable;
    if (f != i->flags())
        i->setFlags(f);
}

// Rows for `n` entries: kept when the table has as many, else made again (sorting off while
// the rows are made). The cells of each row, by the entry's key.
template <size_t Columns>
bool ensureRows(QTableWidget *t, int n, std::vector<std::array<QTableWidgetItem *, Columns>> &cells,
                const std::function<int(QTableWidget *, int row)> &keyOfRow)
{
    cells.assign(size_t(n), {});
    bool ok = t->rowCount() == n;
    for (int row = 0; ok && row < n; ++row) {
        const int key = keyOfRow(t, row);
        if (key < 0 || key >= n || cells[size_t(key)][0]) {
            ok = false;
            break;
        }
        for (size_t c = 0; c < Columns; ++c)
            cells[size_t(key)][c] = t->item(row, int(c));
    }
    if (ok)
        return false;
    const bool sorting = t->isSortingEnabled();
    t->setSortingEnabled(false);
    t->setRowCount(n);
    cells.assign(size_t(n), {});
    for (int row = 0; row < n; ++row)
        for (size_t c = 0; c < Columns; ++c) {
            auto *i = newItem();
            t->setItem(row, int(c), i);
            cells[size_t(row)][c] = i; // the key of a new row is its row
        }
    t->setSortingEnabled(sorting);
    return true;
}

// While it lives (and `fresh`: the rows were just made), the table is not sorted; then sorted
// once, as it was.
class SortedOnce
{
public:
    SortedOnce(QTableWidget *t, bool fresh) : m_table(t), m_sorting(fresh && t->isSortingEnabled())
    {
        if (m_sorting)
            m_table->setSortingEnabled(false);
    }
    ~SortedOnce()
    {
        if (m_sorting)
            m_table->setSortingEnabled(true);
    }
    SortedOnce(const SortedOnce &) = delete;
    SortedOnce &operator=(const SortedOnce &) = delete;

private:
    QTableWidget *m_table;
    bool m_sorting;
};
} // namespace

QIcon fitIcon(int kind, const QPalette &palette)
{
    const QColor colour = report::fitColor(kind, palette), base = palette.color(QPalette::Base);
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    report::drawFitMark(p, QRectF(0, 0, 64, 64), kind, colour, base);
    p.end();
    return QIcon(pm);
}

QIcon planErrorIcon(const QPalette &palette)
{
    // A warning triangle with "!", in the error colour: its shape tells it in greyscale too.
    QPixmap pm(64, 64);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(report::severityColor(catalog::Severity::Error, palette));
    p.drawPolygon(QPolygonF({QPointF(32, 4), QPointF(62, 58), QPointF(2, 58)}));
    p.setBrush(palette.color(QPalette::Base));
    p.drawRect(QRectF(28, 20, 8, 22));
    p.drawEllipse(QRectF(28, 46, 8, 8));
    p.end();
    return QIcon(pm);
}

QString planErrorsText(const RequestFit &f, const Mask &mask)
{
    if (f.planErrors.empty())
        return QString();
    QStringList lines{TablesText::tr("The plan has %n error(s); nothing of it can be exported "
                                     "until they are fixed (Open in the Wizard):",
                                     nullptr, int(f.planErrors.size()))};
    for (const model::Finding &e : f.planErrors)
        lines << QStringLiteral("• [%1] %2").arg(e.id, mask(e.message.toString()));
    return lines.join(QLatin1Char('\n'));
}

QTableWidgetItem *newItem()
{
    return new SortItem;
}

bool fillRequests(QTableWidget *t, const catalog::Catalog &catalog, const Review &review,
                  const FitResult &fit, const Mask &mask, bool editable)
{
    const int n = int(fit.requests.size());
    // Keyed by the position in the fit's order: the priority cell holds the request's index.
    std::vector<int> positionOf(review.requests.size(), -1);
    for (int p = 0; p < n; ++p)
        positionOf[size_t(fit.requests[size_t(p)].index)] = p;
    std::vector<std::array<QTableWidgetItem *, 9>> cells;
    const bool rebuilt = ensureRows<9>(t, n, cells, [&](QTableWidget *table, int row) {
        const QTableWidgetItem *i = table->item(row, 0);
        const int index = i ? i->data(Qt::UserRole).toInt() : -1;
        return i && index >= 0 && index < int(positionOf.size()) ? positionOf[size_t(index)] : -1;
    });
    const QString currency =
        catalog.priceCurrency.isEmpty() ? QStringLiteral("USD") : catalog.priceCurrency;
    const QPalette palette = QApplication::palette();
    // Each mark drawn once a fill (a 500-request review has three).
    std::map<int, QIcon> icons;
    const auto icon = [&](int kind) -> const QIcon & {
        QIcon &i = icons[kind];
        if (i.isNull())
            i = fitIcon(kind, palette);
        return i;
    };
    // Sorting stays on: a cell whose sort key changes moves to its place at once, and the
    // cells are reached through their items, not their rows. New rows are filled unsorted and
    // sorted once: cell by cell, 5,000 rows moved one at a time took seconds (issue 35, F3).
    const SortedOnce sortedOnce(t, rebuilt);
    for (int p = 0; p < n; ++p) {
        const RequestFit &f = fit.requests[size_t(p)];
        const Request &r = review.requests[size_t(f.index)];
        auto &c = cells[size_t(p)];
        if (c[0]->data(Qt::UserRole) != QVariant(f.index))
            c[0]->setData(Qt::UserRole, f.index);
        setText(c[0], QString::number(r.priority));
        setSortKey(c[0], p); // the fit's order: by priority, equal ones in the review's order
        setText(c[1], mask(r.title));
        // A plan with errors: a mark on the title, the word in the fit, the errors in both
        // cells' tooltips (and in the fit's text).
        const QString errors = planErrorsText(f, mask);
        if (c[1]->toolTip() != errors)
            c[1]->setToolTip(errors);
        if (errors.isEmpty() != c[1]->icon().isNull())
            c[1]->setIcon(errors.isEmpty() ? QIcon() : planErrorIcon(palette));
        setText(c[2], mask(r.team));
        setText(c[3], r.period ? periodText(*r.period) : TablesText::tr("always"));
        setText(c[4], TablesText::tr("%1 of %2")
                          .arg(QString::number(f.slicesPlaced), QString::number(f.slices)));
        setSortKey(c[4], f.slicesPlaced);
        const QString fitWord = f.fit == FitKind::Fits      ? TablesText::tr("fits")
                                : f.fit == FitKind::Partial ? TablesText::tr("fits partly")
                                                            : TablesText::tr("does not fit");
        setText(c[5], errors.isEmpty() ? fitWord : TablesText::tr("%1 · plan errors").arg(fitWord));
        const QString reason = errors.isEmpty() ? mask(f.reason)
                               : f.reason.isEmpty()
                                   ? errors
                                   : mask(f.reason) + QStringLiteral("\n\n") + errors;
        if (c[5]->toolTip() != reason)
            c[5]->setToolTip(reason);
        // Colour, a mark whose shape tells it and the word: the fit survives greyscale and
        // colour blindness, and is not the link blue of messages. A plan with errors is drawn
        // in the error colour: "fits · plan errors" in the fit's green would say all is well
        // (the mark still tells the fit).
        const int kind = int(f.fit);
        const bool newKind = c[5]->data(kSortRole) != QVariant(double(2 - kind));
        // Sorted by fit: does not fit first, then fits partly, then fits (a stable sort: each in
        // the order the table had, the fit's when sorted by priority before).
        setSortKey(c[5], double(2 - kind));
        const QBrush fg(errors.isEmpty()
                            ? report::fitColor(kind, palette)
                            : report::severityColor(catalog::Severity::Error, palette));
        if (c[5]->foreground() != fg)
            c[5]->setForeground(fg);
        if (newKind || c[5]->icon().isNull())
            c[5]->setIcon(icon(kind));
        setText(c[6], mask(f.placedOn.join(QStringLiteral(", "))));
        QString cost = report::money(f.costPerMonth, currency);
        if (f.costPerMonth && !f.costNote.isEmpty())
            cost += TablesText::tr(" (?)");
        setText(c[7], cost);
        setSortKey(c[7], f.costPerMonth.value_or(-1));
        if (c[7]->toolTip() != f.costNote)
            c[7]->setToolTip(f.costNote);
        // The request's model and job (Model and Job…): whether its slices hold it — the fit's
        // mark and colour, "cannot hold the model" — and the estimate with the whole job's cost,
        // as review check's text gives them; empty without a job.
        QString job, jobTip;
        int jobKind = -1;
        if (r.job && f.job) {
            jobKind = !f.job->known ? 1 : f.job->fits ? 0 : 2;
            job = jobKind == 0 ? sizing::holdsText(*r.job, *f.job) + QStringLiteral(" · ") +
                                     sizing::jobFigureText(*r.job, *f.job)
                               : sizing::holdsText(*r.job, *f.job);
            jobTip = TablesText::tr("%1\n\nAn estimate, not a measurement (docs/sizing.md).")
                         .arg(sizing::fitText(*r.job, *f.job));
        }
        setText(c[8], job);
        setSortKey(c[8], jobKind < 0 ? -1 : 2 - jobKind);
        if (c[8]->toolTip() != jobTip)
            c[8]->setToolTip(jobTip);
        const QBrush jobFg = jobKind == 2 ? QBrush(report::fitColor(2, palette)) : QBrush();
        if (c[8]->foreground() != jobFg)
            c[8]->setForeground(jobFg);
        if (jobKind < 0 ? !c[8]->icon().isNull()
                        : c[8]->data(Qt::UserRole) != QVariant(jobKind) || c[8]->icon().isNull())
            c[8]->setIcon(jobKind < 0 ? QIcon() : icon(jobKind));
        if (c[8]->data(Qt::UserRole) != QVariant(jobKind))
            c[8]->setData(Qt::UserRole, jobKind);
        // Priority, title, team and period are typed over; the rest is the fit's.
        for (int col = 0; col < 9; ++col)
            setEditable(c[size_t(col)], editable && col <= 3);
    }
    return rebuilt;
}

bool fillCapacity(QTableWidget *t, const FitResult &fit, const Mask &mask)
{
    const int n = int(fit.capacity.size());
    std::vector<std::array<QTableWidgetItem *, 6>> cells;
    const bool rebuilt = ensureRows<6>(t, n, cells, [](QTableWidget *, int row) { return row; });
    const SortedOnce sortedOnce(t, rebuilt);
    for (int row = 0; row < n; ++row) {
        const CapacityUse &u = fit.capacity[size_t(row)];
        auto &c = cells[size_t(row)];
        setText(c[0], mask(u.id));
        setText(c[1], u.reservation ? TablesText::tr("reservation") : TablesText::tr("quota"));
        setText(c[2], QString::number(u.total));
        setSortKey(c[2], double(u.total));
        setText(c[3], QString::number(u.used));
        setSortKey(c[3], double(u.used));
        setText(c[4], QString::number(u.free));
        setSortKey(c[4], double(u.free));
        setText(c[5], u.inVms() ? TablesText::tr("VMs") : TablesText::tr("chips"));
        for (QTableWidgetItem *i : c)
            setEditable(i, false);
    }
    return rebuilt;
}

} // namespace tpu::ui::reviewtables
