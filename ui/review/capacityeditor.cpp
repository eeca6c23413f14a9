#include "ui/review/capacityeditor.h"

#include "review/capacitycheck.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <utility>

namespace tpu::ui {

using namespace tpu::review;

namespace {
QTableWidget *editTable(const QStringList &header, const QString &name, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(header.size()), parent);
    t->setObjectName(name);
    t->setHorizontalHeaderLabels(header);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                       QAbstractItemView::AnyKeyPressed);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

// A name that no reservation of the capacity has yet: "NAME-2", "NAME-3"...
QString freshName(const Capacity &c, const QString &base)
{
    QSet<QString> taken;
    for (const ReservationCapacity &r : c.reservations)
        taken.insert(r.name);
    QString stem = base.isEmpty() ? QStringLiteral("reservation") : base;
    for (int n = 2;; ++n) {
        const QString name = QStringLiteral("%1-%2").arg(stem, QString::number(n));
        if (!taken.contains(name))
            return name;
    }
}

// "typed in", or "read from PROJECT at TIME" with the project masked like the others.
// The source, and what the catalog says of the entry: "typed in; warning: ...".
QString noted(const QString &source, const CapacityCheck &check)
{
    if (!check.error.isEmpty())
        return CapacityEditor::tr("%1; not counted: %2").arg(source, check.error);
    if (!check.warning.isEmpty())
        return CapacityEditor::tr("%1; warning: %2").arg(source, check.warning);
    return source;
}

QString sourceText(const CapacitySource &source, const std::function<QString(QString)> &mask)
{
    CapacitySource shown = source;
    shown.project = source.isLive() ? mask(source.project) : QString();
    return review::sourceText(shown);
}

QString duplicateIds(const Capacity &c)
{
    QSet<QString> seen;
    for (const ReservationCapacity &r : c.reservations)
        if (seen.contains(r.id()))
            return CapacityEditor::tr("reservation %1 is in the review twice").arg(r.id());
        else
            seen.insert(r.id());
    for (const QuotaCapacity &q : c.quotas)
        if (seen.contains(q.id()))
            return CapacityEditor::tr("quota %1 is in the review twice").arg(q.id());
        else
            seen.insert(q.id());
    return {};
}
} // namespace

CapacityEditor::CapacityEditor(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("capacityEditor"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Reservations the organisation holds:"), this));
    m_reservations = editTable(
        {tr("Project"), tr("Reservation"), tr("Zone"), tr("Machine type"), tr("VMs"), tr("Source")},
        QStringLiteral("capacityReservations"), this);
    m_reservations->setAccessibleName(tr("Reservations"));
    layout->addWidget(m_reservations, 2);
    auto *resButtons = new QHBoxLayout;
    auto *addResButton = new QPushButton(tr("Add Re&servation"), this);
    auto *removeResButton = new QPushButton(tr("Remove Reservation"), this);
    addResButton->setObjectName(QStringLiteral("addReservationButton"));
    removeResButton->setObjectName(QStringLiteral("removeReservationButton"));
    resButtons->addWidget(addResButton);
    resButtons->addWidget(removeResButton);
    resButtons->addStretch();
    auto *readButton = new QPushButton(tr("Read from &Project…"), this);
    readButton->setObjectName(QStringLiteral("readCapacityButton"));
    readButton->setToolTip(tr("Read the TPU reservations and quota a Google Cloud project holds, "
                              "through the connected project's credentials."));
    resButtons->addWidget(readButton);
    layout->addLayout(resButtons);

    layout->addWidget(new QLabel(tr("TPU quota, in chips:"), this));
    m_quotas = editTable({tr("Region or zone"), tr("Quota metric"), tr("Chips"), tr("Source")},
                         QStringLiteral("capacityQuotas"), this);
    m_quotas->setAccessibleName(tr("Quota"));
    layout->addWidget(m_quotas, 1);
    auto *quotaButtons = new QHBoxLayout;
    auto *addQuotaButton = new QPushButton(tr("Add &Quota"), this);
    auto *removeQuotaButton = new QPushButton(tr("Remove Quota"), this);
    addQuotaButton->setObjectName(QStringLiteral("addQuotaButton"));
    removeQuotaButton->setObjectName(QStringLiteral("removeQuotaButton"));
    quotaButtons->addWidget(addQuotaButton);
    quotaButtons->addWidget(removeQuotaButton);
    quotaButtons->addStretch();
    layout->addLayout(quotaButtons);

    auto *form = new QFormLayout;
    m_budget = new QLineEdit(this);
    m_budget->setObjectName(QStringLiteral("budgetEdit"));
    m_budget->setPlaceholderText(tr("no budget"));
    m_budget->setToolTip(tr("The monthly budget in USD; empty for none."));
    form->addRow(tr("Monthly &budget (USD):"), m_budget);
    layout->addLayout(form);

    connect(addResButton, &QPushButton::clicked, this, [this] {
        const int row = m_reservations->currentRow();
        if (row >= 0 && row < int(m_capacity.reservations.size()))
            addReservation(m_capacity.reservations[size_t(row)]);
        else if (!m_capacity.reservations.empty())
            addReservation(m_capacity.reservations.back());
        else
            addReservation({});
    });
    connect(readButton, &QPushButton::clicked, this, &CapacityEditor::readFromProjectRequested);
    connect(removeResButton, &QPushButton::clicked, this,
            [this] { removeReservation(m_reservations->currentRow()); });
    connect(addQuotaButton, &QPushButton::clicked, this, [this] {
        const int row = m_quotas->currentRow();
        addQuota(row >= 0 && row < int(m_capacity.quotas.size()) ? m_capacity.quotas[size_t(row)]
                 : m_capacity.quotas.empty()                     ? QuotaCapacity()
                                                                 : m_capacity.quotas.back());
    });
    connect(removeQuotaButton, &QPushButton::clicked, this,
            [this] { removeQuota(m_quotas->currentRow()); });
    // Applied once the table's editor has let go of the item (the tables are refilled).
    for (QTableWidget *t : {m_reservations, m_quotas})
        connect(t, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
            if (!m_filling)
                QTimer::singleShot(0, this,
                                   [this, t = item->tableWidget(), r = item->row(),
                                    c = item->column(), text = item->text()] {
                                       if (t == m_reservations)
                                           editReservation(r, ReservationColumn(c), text);
                                       else
                                           editQuota(r, QuotaColumn(c), text);
                                   });
        });
    connect(m_budget, &QLineEdit::editingFinished, this, [this] { setBudget(m_budget->text()); });
}

void CapacityEditor::setCapacity(const Capacity &capacity)
{
    m_capacity = capacity;
    fill();
}

void CapacityEditor::setEditable(bool editable)
{
    m_editable = editable;
    for (auto *b : findChildren<QPushButton *>())
        b->setEnabled(editable);
    m_budget->setReadOnly(!editable);
    fill();
}

void CapacityEditor::setMasking(const std::function<QString(const QString &)> &mask)
{
    m_mask = mask;
    fill();
}

QString CapacityEditor::apply(const Capacity &candidate)
{
    // The review's own limits (issue 35, F5): a merge of what was read from a project may not
    // take it past them, or the review could never be saved or opened again.
    QString why;
    if (candidate.reservations.size() > size_t(ReviewFile::kMaxReservations))
        why = tr("The review would hold %1 reservations; a review holds at most %2")
                  .arg(QString::number(candidate.reservations.size()),
                       QString::number(ReviewFile::kMaxReservations));
    else if (candidate.quotas.size() > size_t(ReviewFile::kMaxQuotas))
        why = tr("The review would hold %1 quotas; a review holds at most %2")
                  .arg(QString::number(candidate.quotas.size()),
                       QString::number(ReviewFile::kMaxQuotas));
    if (why.isEmpty())
        why = duplicateIds(candidate);
    for (size_t i = 0; why.isEmpty() && i < candidate.reservations.size(); ++i)
        if (const QString e = checkReservation(candidate.reservations[i]); !e.isEmpty())
            why = tr("Reservation row %1: %2").arg(QString::number(i + 1), e);
    for (size_t i = 0; why.isEmpty() && i < candidate.quotas.size(); ++i)
        if (const QString e = checkQuota(candidate.quotas[i]); !e.isEmpty())
            why = tr("Quota row %1: %2").arg(QString::number(i + 1), e);
    // What the catalog cannot know is refused when it is typed; an entry as it was stays (the
    // fit does not count it, and its row says so).
    const auto isNew = [](const auto &entry, const auto &before) {
        return std::find(before.begin(), before.end(), entry) == before.end();
    };
    for (size_t i = 0; m_catalog && why.isEmpty() && i < candidate.reservations.size(); ++i)
        if (isNew(candidate.reservations[i], m_capacity.reservations))
            if (const QString e =
                    checkReservationInCatalog(*m_catalog, candidate.reservations[i]).error;
                !e.isEmpty())
                why = tr("Reservation row %1: %2").arg(QString::number(i + 1), e);
    for (size_t i = 0; m_catalog && why.isEmpty() && i < candidate.quotas.size(); ++i)
        if (isNew(candidate.quotas[i], m_capacity.quotas))
            if (const QString e = checkQuotaInCatalog(*m_catalog, candidate.quotas[i]).error;
                !e.isEmpty())
                why = tr("Quota row %1: %2").arg(QString::number(i + 1), e);
    if (!why.isEmpty()) {
        why = tr("%1. The capacity is unchanged; type it again.").arg(why);
        fill(); // back to what it was
        emit error(why);
        return why;
    }
    m_capacity = candidate;
    fill();
    emit error(QString());
    emit edited(m_capacity);
    return {};
}

QString CapacityEditor::editReservation(int row, ReservationColumn column, const QString &text)
{
    if (row < 0 || row >= int(m_capacity.reservations.size()))
        return tr("There is no reservation row %1.").arg(row + 1);
    Capacity c = m_capacity;
    ReservationCapacity &r = c.reservations[size_t(row)];
    const QString t = text.trimmed();
    switch (column) {
    case ProjectColumn:
        r.project = t;
        break;
    case NameColumn:
        r.name = t;
        break;
    case ZoneColumn:
        r.zone = t;
        break;
    case MachineTypeColumn:
        // A VM family (VM_FAMILY_…) makes it an aggregate reservation, counted in chips.
        // The number typed stays, now counting the other unit.
        if (t.startsWith(QLatin1String("VM_FAMILY_"))) {
            if (!r.isAggregate())
                r.chips = std::exchange(r.vms, 0);
            r.machineType.clear();
            r.vmFamily = t;
        } else {
            if (r.isAggregate())
                r.vms = int(std::min<long long>(std::exchange(r.chips, 0), INT_MAX));
            r.vmFamily.clear();
            r.machineType = t;
        }
        break;
    case VmsColumn: {
        bool ok = false;
        int n = QLocale().toInt(t, &ok);
        if (!ok)
            n = t.toInt(&ok);
        if (!ok)
            n = -1; // checkReservation says what to type
        if (r.isAggregate())
            r.chips = n;
        else
            r.vms = n;
        break;
    }
    case ReservationSourceColumn:
        break;
    }
    if (!(r == m_capacity.reservations[size_t(row)]))
        r.source = {}; // typed over: no longer what was read
    return apply(c);
}

QString CapacityEditor::editQuota(int row, QuotaColumn column, const QString &text)
{
    if (row < 0 || row >= int(m_capacity.quotas.size()))
        return tr("There is no quota row %1.").arg(row + 1);
    Capacity c = m_capacity;
    QuotaCapacity &q = c.quotas[size_t(row)];
    const QString t = text.trimmed();
    switch (column) {
    case LocationColumn:
        q.location = t;
        break;
    case MetricColumn:
        q.metric = t;
        break;
    case ChipsColumn: {
        bool ok = false;
        q.chips = QLocale().toLongLong(t, &ok);
        if (!ok)
            q.chips = t.toLongLong(&ok);
        if (!ok)
            q.chips = -1;
        break;
    }
    case QuotaSourceColumn:
        break;
    }
    if (!(q == m_capacity.quotas[size_t(row)]))
        q.source = {}; // typed over: no longer what was read
    return apply(c);
}

QString CapacityEditor::setBudget(const QString &text)
{
    Capacity c = m_capacity;
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        c.budgetPerMonth.reset();
    } else {
        bool ok = false;
        double v = QLocale().toDouble(t, &ok);
        if (!ok)
            v = t.toDouble(&ok);
        if (!ok || v < 0 || v > ReviewFile::kMaxBudget) {
            const QString why = tr("Budget \"%1\" is not an amount of USD per month from 0 to %2; "
                                   "leave it empty for no budget.")
                                    .arg(t, QLocale().toString(ReviewFile::kMaxBudget, 'f', 0));
            fill();
            emit error(why);
            return why;
        }
        c.budgetPerMonth = v;
    }
    if (c == m_capacity)
        return {};
    return apply(c);
}

void CapacityEditor::addReservation(const ReservationCapacity &like)
{
    Capacity c = m_capacity;
    ReservationCapacity r = like;
    if (r.zone.isEmpty())
        r.zone = QStringLiteral("us-east5-a");
    if (r.machineType.isEmpty())
        r.machineType = QStringLiteral("ct6e-standard-4t");
    if (r.vms < 1)
        r.vms = 1;
    r.name = freshName(c, like.name);
    r.source = {}; // a copy the user types over
    c.reservations.push_back(r);
    apply(c);
    m_reservations->setCurrentCell(int(c.reservations.size()) - 1, NameColumn);
}

void CapacityEditor::addQuota(const QuotaCapacity &like)
{
    Capacity c = m_capacity;
    QuotaCapacity q = like;
    if (q.location.isEmpty())
        q.location = QStringLiteral("us-east5");
    if (q.metric.isEmpty())
        q.metric = QStringLiteral("TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)");
    // A quota id is unique: a copy of a region's quota goes to its first zone not listed yet
    // (quota can be held per zone), which the user then types over.
    QSet<QString> taken;
    for (const QuotaCapacity &o : c.quotas)
        taken.insert(o.id());
    const QString region = q.location.section(QLatin1Char('-'), 0, 1); // of a zone too
    for (char zone = 'a'; taken.contains(q.id()) && zone <= 'z'; ++zone)
        q.location = region + QLatin1Char('-') + QLatin1Char(zone);
    q.chips = taken.contains(like.id()) ? 0 : q.chips;
    q.source = {};
    c.quotas.push_back(q);
    apply(c);
    m_quotas->setCurrentCell(int(c.quotas.size()) - 1, LocationColumn);
}

void CapacityEditor::removeReservation(int row)
{
    if (row < 0 || row >= int(m_capacity.reservations.size()))
        return;
    Capacity c = m_capacity;
    c.reservations.erase(c.reservations.begin() + row);
    apply(c);
}

void CapacityEditor::removeQuota(int row)
{
    if (row < 0 || row >= int(m_capacity.quotas.size()))
        return;
    Capacity c = m_capacity;
    c.quotas.erase(c.quotas.begin() + row);
    apply(c);
}

void CapacityEditor::setCatalog(std::shared_ptr<const catalog::Catalog> catalog)
{
    m_catalog = std::move(catalog);
    fill();
}

void CapacityEditor::fill()
{
    m_filling = true;
    const auto mask = [this](const QString &t) { return m_mask ? m_mask(t) : t; };
    const auto cell = [this](const QString &text, bool number = false, bool fixed = false) {
        auto *i = new QTableWidgetItem(text);
        if (!m_editable || fixed)
            i->setFlags(i->flags() & ~Qt::ItemIsEditable);
        if (number)
            i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return i;
    };
    m_reservations->setRowCount(int(m_capacity.reservations.size()));
    for (int row = 0; row < int(m_capacity.reservations.size()); ++row) {
        const ReservationCapacity &r = m_capacity.reservations[size_t(row)];
        m_reservations->setItem(row, ProjectColumn, cell(mask(r.project)));
        m_reservations->setItem(row, NameColumn, cell(mask(r.name)));
        m_reservations->setItem(row, ZoneColumn, cell(r.zone));
        // An aggregate reservation shows its VM family and the chips it holds.
        m_reservations->setItem(row, MachineTypeColumn,
                                cell(r.isAggregate() ? r.vmFamily : r.machineType));
        m_reservations->setItem(
            row, VmsColumn,
            cell(r.isAggregate() ? tr("%1 chips").arg(r.chips) : QString::number(r.vms), true));
        m_reservations->setItem(
            row, ReservationSourceColumn,
            cell(noted(sourceText(r.source, mask),
                       m_catalog ? checkReservationInCatalog(*m_catalog, r) : CapacityCheck()),
                 false, true));
    }
    m_quotas->setRowCount(int(m_capacity.quotas.size()));
    for (int row = 0; row < int(m_capacity.quotas.size()); ++row) {
        const QuotaCapacity &q = m_capacity.quotas[size_t(row)];
        m_quotas->setItem(row, LocationColumn, cell(q.location));
        m_quotas->setItem(row, MetricColumn, cell(q.metric));
        m_quotas->setItem(row, ChipsColumn, cell(QString::number(q.chips), true));
        m_quotas->setItem(
            row, QuotaSourceColumn,
            cell(noted(sourceText(q.source, mask),
                       m_catalog ? checkQuotaInCatalog(*m_catalog, q) : CapacityCheck()),
                 false, true));
    }
    for (QTableWidget *t : {m_reservations, m_quotas}) // the note in full on the cell's tooltip
        for (int row = 0; row < t->rowCount(); ++row)
            if (QTableWidgetItem *i = t->item(row, t->columnCount() - 1))
                i->setToolTip(i->text());
    m_reservations->resizeColumnsToContents();
    m_quotas->resizeColumnsToContents();
    m_budget->setText(m_capacity.budgetPerMonth
                          ? QString::number(*m_capacity.budgetPerMonth, 'f', 2)
                          : QString());
    m_filling = false;
}

} // namespace tpu::ui
