#include "ui/summary/summarymodel.h"

#include "ui/common/theme.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace tpu::ui {

bool SummaryModel::Line::operator==(const Line &o) const
{
    auto same = [](const Cell &a, const Cell &b) {
        return a.value == b.value && a.text == b.text && a.uncertain == b.uncertain &&
               a.tooltip == b.tooltip;
    };
    return label == o.label && shortLabel == o.shortLabel && same(perSlice, o.perSlice) &&
           same(total, o.total) && applies == o.applies;
}

SummaryModel::SummaryModel(QObject *parent) : QAbstractTableModel(parent) {}

SummaryModel::~SummaryModel() = default;

namespace {

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QFont boldFont()
{
    QFont f = QGuiApplication::font();
    f.setBold(true);
    return f;
}

} // namespace

std::vector<SummaryModel::Line> SummaryModel::linesOf(const model::Summary &s)
{
    std::vector<Line> lines;
    if (!s.complete)
        return lines;
    const double slices = std::max(1, s.slices);
    // Money in the catalog's currency, written as the locale writes money ($71,888.95 in
    // English, 71.888,95 $ in Italian); other figures as the locale writes numbers.
    const QString currency = s.currency.isEmpty() ? QStringLiteral("USD") : s.currency;
    const QString symbol = currency == QLatin1String("USD")   ? QStringLiteral("$")
                           : currency == QLatin1String("EUR") ? QStringLiteral("€")
                                                              : currency;
    auto cell = [&symbol](std::optional<double> v, int decimals, const QString &uncertain,
                          bool money = false) {
        Cell c;
        c.value = v;
        c.uncertain = uncertain;
        if (!v) {
            c.text = tr("unknown");
            c.tooltip = tr("The catalog has no value for this, so it is not known.");
            return c;
        }
        // The C locale (no locale set) writes money as US English does, not "31,104.00$".
        const QLocale locale = QLocale().language() == QLocale::C
                                   ? QLocale(QLocale::English, QLocale::UnitedStates)
                                   : QLocale();
        c.text = (money ? locale.toCurrencyString(*v, symbol, decimals) : number(*v, decimals)) +
                 (uncertain.isEmpty() ? QString() : tr(" (?)"));
        c.tooltip = uncertain.isEmpty() ? QString() : tr("Uncertain: %1").arg(uncertain);
        return c;
    };
    auto figure = [&](const QString &label, const QString &shortLabel, const auto &f, int decimals,
                      bool money = false) {
        Line l{label, shortLabel, {}, {}};
        const std::optional<double> total =
            f.value ? std::optional<double>(double(*f.value)) : std::nullopt;
        l.total = cell(total, decimals, f.uncertain.toString(), money);
        l.perSlice = cell(total ? std::optional<double>(*total / slices) : std::nullopt, decimals,
                          f.uncertain.toString(), money);
        lines.push_back(l);
    };
    auto exact = [&](const QString &label, const QString &shortLabel, double perSlice,
                     double total) {
        lines.push_back({label, shortLabel, cell(perSlice, 0, {}), cell(total, 0, {})});
    };
    Line slicesLine{tr("Slices"), tr("Slices"), {}, cell(s.slices, 0, {})};
    lines.push_back(slicesLine);
    exact(tr("VMs (nodes)"), tr("VMs"), double(s.vmsPerSlice), double(s.totalVms));
    exact(tr("TPU chips"), tr("Chips"), double(s.chipsPerSlice), double(s.totalChips));
    figure(tr("vCPU"), tr("vCPU"), s.vcpu, 0);
    figure(tr("Memory (GiB)"), tr("Memory (GiB)"), s.memoryGiB, 0);
    figure(tr("HBM (GiB)"), tr("HBM (GiB)"), s.hbmGiB, 0);
    figure(tr("Peak bf16 (PFLOP/s)"), tr("bf16 (PFLOP/s)"), s.peakBf16Pflops, 2);

    Line quota{s.quota.metric.isEmpty() ? tr("Quota (metric unknown), chips")
                                        : tr("Quota %1, chips").arg(s.quota.metric),
               tr("Quota"),
               {},
               cell(double(s.quota.chips), 0, s.quota.uncertain.toString())};
    quota.total.tooltip =
        QStringList{s.quota.location.isEmpty()
                        ? QString()
                        : tr("Counted in %1.").arg(model::quotaPlaceText(s.quota)),
                    quota.total.tooltip, s.quota.note.toString()}
            .join(QLatin1Char('\n'))
            .trimmed();
    lines.push_back(quota);

    // The price this plan pays leads its line with ▶ and says so (the others are for comparison).
    auto costLabel = [&](const QString &text, const model::Cost &c) {
        return c.kind == s.appliesTo ? tr("▶ %1 (this plan)").arg(text) : text;
    };
    auto markApplying = [&](const model::Cost &c) { lines.back().applies = c.kind == s.appliesTo; };
    for (const model::Cost &c : s.costs) {
        figure(costLabel(tr("Cost per hour, %1 (%2)").arg(c.label.toString(), currency), c),
               c.label.toString(), c.perHour, 2, true);
        markApplying(c);
    }
    for (const model::Cost &c : s.costs) {
        figure(costLabel(tr("Cost per 30-day month, %1 (%2)").arg(c.label.toString(), currency), c),
               c.label.toString(), c.perMonth, 2, true);
        markApplying(c);
    }
    return lines;
}

void SummaryModel::setSummary(const model::Summary &summary)
{
    auto lines = linesOf(summary);
    m_summary = summary;
    if (lines == m_lines)
        return;
    beginResetModel();
    m_lines = std::move(lines);
    endResetModel();
}

int SummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int SummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SummaryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Line &l = m_lines[size_t(index.row())];
    if (index.column() == WhatColumn) {
        switch (role) {
        case Qt::DisplayRole:
            return l.label;
        case ShortLabelRole:
            return l.shortLabel;
        case Qt::FontRole:
            return l.applies ? QVariant(boldFont()) : QVariant();
        default:
            return {};
        }
    }
    const Cell &c = index.column() == PerSliceColumn ? l.perSlice : l.total;
    switch (role) {
    case Qt::DisplayRole:
        return c.text;
    case Qt::ToolTipRole:
        return c.tooltip.isEmpty() ? QVariant() : QVariant(plainToolTip(c.tooltip));
    case ValueRole:
        return c.value ? QVariant(*c.value) : QVariant();
    case UncertainRole:
        return c.uncertain;
    case ShortLabelRole:
        return l.shortLabel;
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        return l.applies ? QVariant(boldFont()) : QVariant();
    case Qt::ForegroundRole:
        if (!c.uncertain.isEmpty() && c.value)
            return uncertainColor(QGuiApplication::palette());
        return {};
    default:
        return {};
    }
}

QVariant SummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (section) {
    case WhatColumn:
        return tr("Figure");
    case PerSliceColumn:
        return tr("Per slice");
    case TotalColumn:
        return tr("Total");
    default:
        return {};
    }
}

} // namespace tpu::ui
