#include "ui/live/zoneadvicepanel.h"

#include "catalog/catalog.h"
#include "catalog/zonenames.h"
#include "document/plandocument.h"
#include "live/liveconnection.h"
#include "model/names.h"
#include "model/snapshot.h"
#include "ui/common/theme.h"
#include "ui/live/livecontroller.h"

#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace tpu::ui {

namespace {

// "14400s" as Google gives an estimated uptime: "4.0 h", "25 min".
QString zoneAdviceUptimeText(const QString &uptime)
{
    const double seconds = uptime.chopped(uptime.endsWith(QLatin1Char('s')) ? 1 : 0).toDouble();
    if (seconds >= 3600)
        return ZoneAdvicePanel::tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
    return ZoneAdvicePanel::tr("%1 min").arg(qRound(seconds / 60));
}

QString zoneAdviceHourText(const QDateTime &t)
{
    return t.toUTC().toString(QStringLiteral("HH:mm")) + QStringLiteral(" UTC");
}

} // namespace

ZoneAdvicePanel::ZoneAdvicePanel(LiveController *controller, document::PlanDocument *document,
                                 QWidget *parent)
    : QGroupBox(tr("Google's advice: where and when"), parent), m_controller(controller),
      m_document(document), m_debounce(new QTimer(this))
{
    setObjectName(QStringLiteral("zoneAdvicePanel"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("zoneAdviceStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // names a project and Google's words: never markup

    const QDate today = QDateTime::currentDateTimeUtc().date();
    const live::AdviceOptions defaults = live::AdviceOptions::defaults(today);
    m_start = new QDateEdit(defaults.startAfter, this);
    m_start->setObjectName(QStringLiteral("zoneAdviceStartDateEdit"));
    m_start->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_start->setCalendarPopup(true);
    m_start->setDateRange(today, today.addDays(120));
    m_start->setToolTip(tr("The first day (UTC) the calendar-mode reservation may start; Google "
                           "looks for a start in the 14 days from it."));
    m_days = new QSpinBox(this);
    m_days->setObjectName(QStringLiteral("zoneAdviceDaysSpinBox"));
    m_days->setRange(1, 90);
    m_days->setValue(defaults.days);
    m_days->setSuffix(tr(" days"));
    m_days->setToolTip(tr("How long the reservation lasts: 1 to 90 days."));
    m_workload = new QComboBox(this);
    m_workload->setObjectName(QStringLiteral("zoneAdviceWorkloadComboBox"));
    m_workload->addItem(tr("Batch"), QStringLiteral("BATCH"));
    m_workload->addItem(tr("Serving"), QStringLiteral("SERVING"));
    m_ask = new QPushButton(tr("Ask &Again"), this);
    m_ask->setObjectName(QStringLiteral("zoneAdviceAskPushButton"));
    m_ask->setToolTip(tr("Ask Google again now (the advice is never cached)."));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("zoneAdviceCancelPushButton"));

    auto *options = new QHBoxLayout;
    auto *startLabel = new QLabel(tr("Calendar mode from"), this);
    startLabel->setBuddy(m_start);
    options->addWidget(startLabel);
    options->addWidget(m_start);
    auto *forLabel = new QLabel(tr("for"), this);
    forLabel->setBuddy(m_days);
    options->addWidget(forLabel);
    options->addWidget(m_days);
    options->addWidget(m_workload);
    options->addStretch(1);
    options->addWidget(m_cancel);
    options->addWidget(m_ask);

    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("zoneAdviceTable"));
    m_table->setAccessibleName(tr("Google's advice per zone"));
    m_table->setHorizontalHeaderLabels(
        {tr("Zone"), tr("Calendar mode"), tr("Window (UTC)"), tr("Score now"), tr("Details")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setToolTip(tr("Double-click a zone to choose it. Hover a row for Google's words."));
    m_table->setMinimumHeight(m_table->verticalHeader()->defaultSectionSize() * 5);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(options);
    layout->addWidget(m_table, 1);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(1200);
    connect(m_debounce, &QTimer::timeout, this, [this] { update(true); });
    const auto soon = [this] {
        update(false);
        m_debounce->start();
    };
    connect(m_document, &document::PlanDocument::planChanged, this, soon);
    connect(m_document, &document::PlanDocument::maskNamesChanged, this, [this] { update(false); });
    connect(m_controller, &LiveController::changed, this, [this] { update(true); });
    connect(m_start, &QDateEdit::dateChanged, this, soon);
    connect(m_days, qOverload<int>(&QSpinBox::valueChanged), this, soon);
    connect(m_workload, qOverload<int>(&QComboBox::activated), this, soon);
    connect(m_ask, &QPushButton::clicked, this, &ZoneAdvicePanel::askNow);
    connect(m_cancel, &QPushButton::clicked, this, &ZoneAdvicePanel::cancel);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) {
        const QTableWidgetItem *item = m_table->item(row, ZoneColumn);
        if (!item || !item->data(Qt::UserRole).toBool())
            return; // only the catalog's zones are offered for the plan
        const QString zone = item->data(Qt::UserRole + 1).toString();
        m_document->edit(model::Step::Zone, [&](model::Plan &p) { p.zone = zone; });
    });
    update(false);
}

ZoneAdvicePanel::~ZoneAdvicePanel()
{
    if (m_reader)
        m_reader->cancel();
}

std::optional<live::AdviceRequest> ZoneAdvicePanel::request(QString *why) const
{
    live::AdviceOptions o;
    o.startAfter = m_start->date();
    o.startBefore = o.startAfter.addDays(14);
    o.days = m_days->value();
    o.workloadType = m_workload->currentData().toString();
    auto q = live::adviceRequestFor(m_document->catalog(), m_document->plan(), o,
                                    QDateTime::currentDateTimeUtc().date(), why);
    if (!q)
        return q;
    q->project = m_controller->project();
    if (q->project.isEmpty()) {
        *why = tr("no project is named (the plan's project, or the key's)");
        return std::nullopt;
    }
    if (const QString bad = model::checkGcpProjectId(q->project); !bad.isEmpty()) {
        *why = tr("the project \"%1\" %2").arg(model::printableText(q->project.left(80)), bad);
        return std::nullopt;
    }
    return q;
}

QString ZoneAdvicePanel::keyOf(const live::AdviceRequest &q)
{
    return QStringList{q.project,
                       q.vmFamily,
                       QString::number(q.chips),
                       q.machineType,
                       QString::number(q.vms),
                       q.provisioningModel,
                       q.workloadType,
                       q.startAfter.toString(Qt::ISODate),
                       q.startBefore.toString(Qt::ISODate),
                       QString::number(q.days),
                       q.regions.join(QLatin1Char(','))}
        .join(QLatin1Char('|'));
}

void ZoneAdvicePanel::showEvent(QShowEvent *event)
{
    QGroupBox::showEvent(event);
    update(true);
}

bool ZoneAdvicePanel::isAsking() const
{
    return m_reader && m_reader->isRunning();
}

void ZoneAdvicePanel::askNow()
{
    m_result.reset(); // asked again, whatever was answered
    m_resultFor.reset();
    m_cancelledKey.clear();
    if (m_reader)
        m_reader->cancel();
    update(true);
}

void ZoneAdvicePanel::cancel()
{
    if (m_reader && m_reader->isRunning() && m_asked)
        m_cancelledKey = keyOf(*m_asked);
    if (m_reader)
        m_reader->cancel();
    update(false);
}

void ZoneAdvicePanel::update(bool askIfNeeded)
{
    live::LiveConnection *conn = m_controller->connection();
    m_notAsked.clear();
    QString why;
    m_current.reset();
    if (!conn->isConnected()) {
        if (m_reader)
            m_reader->cancel();
        m_result.reset(); // it belonged to that connection
        m_resultFor.reset();
        m_notAsked = conn->isConnecting() ? tr("Connecting…")
                                          : tr("Not connected (File ▸ Connect Project…)");
    } else if (!(m_current = request(&why))) {
        if (m_reader)
            m_reader->cancel();
        m_notAsked = tr("Not asked: %1").arg(why);
    } else {
        const QString key = keyOf(*m_current);
        if (isAsking() && keyOf(*m_asked) != key)
            m_reader->cancel(); // a question that is no longer the plan's
        const bool answered = m_resultFor && keyOf(*m_resultFor) == key;
        if (!answered && !isAsking()) {
            live::ApiClient *client = conn->adviceClient();
            if (askIfNeeded && isVisible() && m_cancelledKey != key && client) {
                if (!m_reader || m_readerClient != client) {
                    delete m_reader;
                    m_reader = new live::AdviceReader(client, conn->roots(), this);
                    m_readerClient = client;
                    connect(m_reader, &live::AdviceReader::finished, this,
                            &ZoneAdvicePanel::finished);
                }
                m_cancelledKey.clear();
                m_asked = m_current;
                m_reader->start(*m_current);
            } else {
                m_notAsked = m_cancelledKey == key ? tr("Cancelled (Ask Again asks Google)")
                                                   : tr("Not asked yet");
            }
        }
    }
    fill();
}

void ZoneAdvicePanel::finished(const live::AdviceResult &result)
{
    m_result = result;
    m_resultFor = m_asked;
    update(false);
}

int ZoneAdvicePanel::rowOf(const QString &zone) const
{
    for (int r = 0; r < m_table->rowCount(); ++r)
        if (m_table->item(r, ZoneColumn)->data(Qt::UserRole + 1).toString() == zone)
            return r;
    return -1;
}

QString ZoneAdvicePanel::cellText(const QString &zone, Column column) const
{
    const int r = rowOf(zone);
    return r < 0 ? QString() : m_table->item(r, column)->text();
}

QString ZoneAdvicePanel::cellToolTip(const QString &zone, Column column) const
{
    const int r = rowOf(zone);
    return r < 0 ? QString() : m_table->item(r, column)->toolTip();
}

QString ZoneAdvicePanel::statusText() const
{
    return m_status->text();
}

void ZoneAdvicePanel::fill()
{
    const model::SnapshotPtr snap = m_document->snapshotPtr();
    const catalog::Accelerator *acc = snap->resolution.accelerator;
    const model::Plan &plan = m_document->plan();
    const bool asking = isAsking();
    const bool connected = m_controller->connection()->isConnected();
    m_cancel->setVisible(asking);
    m_ask->setEnabled(connected && !asking);
    for (QWidget *w : std::initializer_list<QWidget *>{m_start, m_days, m_workload})
        w->setEnabled(connected);

    const bool shown = m_result && m_resultFor && m_current && !asking && m_notAsked.isEmpty() &&
                       keyOf(*m_resultFor) == keyOf(*m_current);
    // What the status line and the rows speak of: the answered question, or the one asked now.
    const std::optional<live::AdviceRequest> &q = shown ? m_resultFor : m_asked;
    const QString project = q ? m_document->maskedName(q->project) : QString();

    // The rows: the catalog's zones for the TPU in this mode, then zones only Google named.
    struct Row
    {
        QString zone;
        bool inCatalog = true;
    };
    std::vector<Row> rows;
    if (acc)
        for (const catalog::ZoneOffer *z : m_document->catalog().zonesOf(acc->label, plan.mode))
            if (std::none_of(rows.begin(), rows.end(),
                             [&](const Row &r) { return r.zone == z->zone; }))
                rows.push_back({z->zone, true});
    if (shown)
        for (const live::ZoneAdvice &z : m_result->zones)
            if (std::none_of(rows.begin(), rows.end(),
                             [&](const Row &r) { return r.zone == z.zone; }))
                rows.push_back({z.zone, false});
    std::stable_sort(rows.begin(), rows.end(),
                     [](const Row &a, const Row &b) { return a.zone < b.zone; });

    const QString asked = shown ? zoneAdviceHourText(m_result->askedAt) : QString();
    m_table->horizontalHeaderItem(AdviceColumn)
        ->setText(shown ? tr("Calendar mode (asked %1)").arg(asked) : tr("Calendar mode"));
    const QString selected =
        m_table->currentRow() >= 0
            ? m_table->item(m_table->currentRow(), ZoneColumn)->data(Qt::UserRole + 1).toString()
            : QString();
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const Row &row = rows[size_t(i)];
        const QString region = catalog::regionOfZone(row.zone);
        QString advice, window, score, details, why;
        QString scoreWhy;
        if (!shown) {
            advice = asking ? tr("Asking Google…") : m_notAsked;
        } else {
            const auto za =
                std::find_if(m_result->zones.begin(), m_result->zones.end(),
                             [&](const live::ZoneAdvice &z) { return z.zone == row.zone; });
            if (za != m_result->zones.end()) {
                const QString symbol =
                    za->status == QLatin1String("RECOMMENDED")   ? QStringLiteral("✔ ")
                    : za->status == QLatin1String("NO_CAPACITY") ? QStringLiteral("✖ ")
                                                                 : QStringLiteral("– ");
                advice = symbol + live::adviceStatusName(za->status);
                if (za->startTime.isValid())
                    window = tr("%1 → %2").arg(
                        za->startTime.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                        za->endTime.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")));
                details = za->details;
            } else if (m_result->problemByRegion.contains(region)) {
                advice = tr("Not asked");
                why = m_result->problemByRegion.value(region);
                details = why;
            } else if (!q->regions.contains(region)) {
                advice = tr("Not asked");
            } else {
                advice = tr("No answer");
                why = tr("Google's answer for %1 names no status for this zone.").arg(region);
            }
            const auto ob = std::find_if(
                m_result->obtainability.begin(), m_result->obtainability.end(),
                [&](const live::Obtainability &o) {
                    return o.zone == row.zone || (o.zone.isEmpty() && o.region == region);
                });
            if (ob != m_result->obtainability.end()) {
                score = QString::number(ob->score, 'f', 2);
                if (!ob->estimatedUptime.isEmpty())
                    score += tr(", uptime %1").arg(zoneAdviceUptimeText(ob->estimatedUptime));
                scoreWhy = tr("Obtainability now (beta) of %1 × %2 (%3): %4 from 0 to 1%5.")
                               .arg(q->vms)
                               .arg(q->machineType, q->provisioningModel.toLower(),
                                    QString::number(ob->score, 'f', 2),
                                    ob->estimatedUptime.isEmpty()
                                        ? QString()
                                        : tr("; estimated uptime %1 (Spot, from history)")
                                              .arg(zoneAdviceUptimeText(ob->estimatedUptime)));
            } else if (m_result->capacityNoteByRegion.contains(region)) {
                score = tr("not shown");
                scoreWhy = tr("Obtainability not shown: %1")
                               .arg(m_result->capacityNoteByRegion.value(region));
            } else {
                score = QStringLiteral("—");
                scoreWhy = tr("Google gave no obtainability score for this zone.");
            }
        }
        QStringList tip{row.zone + QStringLiteral(": ") + advice};
        if (!window.isEmpty())
            tip << tr("Recommended window: %1 UTC.").arg(window);
        if (!details.isEmpty() && details != why)
            tip << tr("Google's details: %1").arg(details);
        if (!why.isEmpty())
            tip << why;
        if (!scoreWhy.isEmpty())
            tip << scoreWhy;
        if (shown)
            tip << tr("Asked of project %1 at %2.")
                       .arg(project, live::adviceTimeText(m_result->askedAt));
        if (!row.inCatalog)
            tip << tr("The catalog does not list this zone for %1 in %2 mode.")
                       .arg(acc ? acc->label : QString(), catalog::modeName(plan.mode));
        const QString rowTip = plainToolTip(tip.join(QLatin1Char('\n')));
        const QStringList texts{row.inCatalog ? row.zone
                                              : tr("%1 (not in the catalog)").arg(row.zone),
                                advice, window, score, details};
        for (int c = 0; c < texts.size(); ++c) {
            auto *item = new QTableWidgetItem(texts[c]); // plain text, never markup
            item->setToolTip(c == ScoreColumn && !scoreWhy.isEmpty() ? plainToolTip(scoreWhy)
                                                                     : rowTip);
            if (c == ZoneColumn) {
                item->setData(Qt::UserRole, row.inCatalog);
                item->setData(Qt::UserRole + 1, row.zone);
                if (row.zone == plan.zone) {
                    QFont bold = item->font();
                    bold.setBold(true);
                    item->setFont(bold);
                }
            }
            m_table->setItem(i, c, item);
        }
    }
    const int keep = rowOf(selected);
    if (keep >= 0)
        m_table->selectRow(keep);
    m_table->resizeColumnsToContents();

    // The status line.
    QString status;
    if (!connected || !m_notAsked.isEmpty() || !q) {
        status = !connected ? tr("Not connected: Google's advice is asked only of a connected "
                                 "project (File ▸ Connect Project…). The zones below are the "
                                 "catalog's.")
                            : m_notAsked;
    } else {
        const QString what =
            tr("%1 chips (%2, %3) for %4 days starting between %5 and %6")
                .arg(q->chips)
                .arg(q->vmFamily, q->workloadType.toLower())
                .arg(q->days)
                .arg(q->startAfter.toString(Qt::ISODate), q->startBefore.toString(Qt::ISODate));
        if (asking)
            status = tr("Asking Google (project %1) about %2…").arg(project, what);
        else if (shown) {
            status = tr("Asked project %1 at %2: calendar-mode advice for %3.")
                         .arg(project, asked, what);
            if (!m_result->problems.isEmpty())
                status +=
                    QLatin1Char(' ') + tr("%n region(s) could not be asked; hover a zone for why.",
                                          nullptr, int(m_result->problemByRegion.size()));
        } else
            status = m_notAsked;
    }
    m_status->setText(status);
}

} // namespace tpu::ui
