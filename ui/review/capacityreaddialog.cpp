#include "ui/review/capacityreaddialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace tpu::ui {

CapacityReadDialog::CapacityReadDialog(const live::CapacityReading &reading, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("capacityReadDialog"));
    setWindowTitle(tr("Capacity Read from Project"));
    const QLocale locale;
    const QString &project = reading.project;
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Read from project %1 at %2 UTC: %n reservation(s)", nullptr,
           int(reading.reservations.size()))
                .arg(project, reading.readAt.toString(QStringLiteral("yyyy-MM-dd HH:mm"))) +
            tr(" and %n quota(s).", nullptr, int(reading.quotas.size())),
        this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(0, 6, this);
    m_table->setObjectName(QStringLiteral("capacityReadTable"));
    m_table->setHorizontalHeaderLabels({tr("Kind"), tr("Id"), tr("Where"),
                                        tr("Machine type or metric"), tr("Held"),
                                        tr("In use now")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    const auto add = [this](const QStringList &cells, const QString &tip) {
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c >= 4)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(tip.isEmpty() ? cells[c] : cells[c] + QLatin1Char('\n') + tip);
            m_table->setItem(row, c, item);
        }
    };
    for (const live::ReadReservation &r : reading.reservations) {
        const auto &c = r.capacity;
        // An aggregate reservation holds chips of a VM family; its degraded blocks show too.
        add({tr("Reservation"), c.id(), c.zone, c.isAggregate() ? c.vmFamily : c.machineType,
             c.isAggregate() ? tr("%n chip(s)", nullptr, int(c.chips))
                             : tr("%n VM(s)", nullptr, c.vms),
             locale.toString(r.inUse)},
            r.describe());
    }
    for (const live::ReadQuota &q : reading.quotas) {
        const auto &c = q.capacity;
        // A metric name the catalog is not sure of stays marked as such.
        add({tr("Quota"), c.id(), c.location,
             q.uncertain.isEmpty() ? c.metric : tr("%1 (uncertain)").arg(c.metric),
             tr("%1 chips").arg(locale.toString(c.chips)),
             q.usage ? locale.toString(*q.usage) : tr("not known")},
            q.uncertain.isEmpty() ? QString()
                                  : tr("The metric name is uncertain: %1").arg(q.uncertain));
    }
    m_table->resizeColumnsToContents();
    for (int c : {1, 3}) // long quota ids and metrics elide (the tooltip has them whole)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 280));
    layout->addWidget(m_table, 1);

    QStringList notes;
    for (const QString &p : reading.problems)
        notes << tr("Not read: %1").arg(p);
    for (const QString &l : reading.leftOut)
        notes << tr("Left out: %1").arg(l);
    notes << tr("Held is what the project holds (a reservation's VMs, a quota's limit); the "
                "review places its requests on that. Quota is a ceiling, not capacity.");
    m_notes = new QLabel(notes.join(QLatin1Char('\n')), this);
    m_notes->setObjectName(QStringLiteral("capacityReadNotes"));
    m_notes->setTextFormat(Qt::PlainText); // Google's words are data, never markup
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_notes);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *replace =
        buttons->addButton(tr("&Replace the Review's Capacity"), QDialogButtonBox::AcceptRole);
    QPushButton *merge = buttons->addButton(tr("&Merge"), QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    replace->setObjectName(QStringLiteral("replaceCapacityButton"));
    merge->setObjectName(QStringLiteral("mergeCapacityButton"));
    replace->setToolTip(tr("The review's reservations and quota become what was read; the "
                           "budget stays."));
    merge->setToolTip(tr("Each entry read takes the place of the review's entry with its id; "
                         "the review's other entries stay."));
    merge->setDefault(true);
    const bool empty = reading.reservations.empty() && reading.quotas.empty();
    replace->setEnabled(!empty);
    merge->setEnabled(!empty);
    connect(replace, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Replace;
        accept();
    });
    connect(merge, &QPushButton::clicked, this, [this] {
        m_choice = Choice::Merge;
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 520);
}

} // namespace tpu::ui
