#include "ui/live/zoneadvicepanel.h"

#include "catalog/catalog.h"
#include "catalog/zonenames.h"
#include "document/plandocument.h"
#include "live/liveconnection.h"
#include "model/names.h"
#include "model/snapshot.h"
#include "ui/common/theme.h"
#include "ui/live/advicememory.h"
#include "ui/live/advicetable.h"
#include "ui/live/livecontroller.h"

#include <QComboBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace tpu::ui {

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
    m_ask->setToolTip(tr("Ask Google again now, not the answer kept for this session."));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("zoneAdviceCancelPushButton"));

    // Two short rows, not one long one: the step stays narrow at large type sizes.
    auto *options = new QFormLayout;
    auto *lasting = new QHBoxLayout;
    lasting->addWidget(m_days);
    lasting->addWidget(m_workload);
    lasting->addStretch(1);
    options->addRow(tr("Calendar mode from:"), m_start);
    options->addRow(tr("Lasting:"), lasting);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_ask);

    m_table = new AdviceTable(this);
    m_table->setObjectName(QStringLiteral("zoneAdviceTable"));
    m_table->setAccessibleName(tr("Google's advice per zone"));
    m_table->setToolTip(tr("Double-click a zone to choose it. Hover a row for Google's words."));
    m_table->setMasking([this](const QString &t) { return m_document->masked(t); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(options);
    layout->addLayout(buttons);
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
    // Another plan opened: the options it was last asked with this session, else the defaults.
    connect(m_document, &document::PlanDocument::planReplaced, this, [this] {
        restoreOptions();
        update(false);
    });
    connect(m_controller, &LiveController::changed, this, [this] { update(true); });
    connect(m_start, &QDateEdit::dateChanged, this, soon);
    connect(m_days, qOverload<int>(&QSpinBox::valueChanged), this, soon);
    connect(m_workload, qOverload<int>(&QComboBox::activated), this, soon);
    connect(m_ask, &QPushButton::clicked, this, &ZoneAdvicePanel::askNow);
    connect(m_cancel, &QPushButton::clicked, this, &ZoneAdvicePanel::cancel);
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) {
        if (!m_table->isCatalogZone(row))
            return; // only the catalog's zones are offered for the plan
        const QString zone = m_table->zoneAt(row);
        m_document->edit(model::Step::Zone, [&](model::Plan &p) { p.zone = zone; });
    });
    restoreOptions();
    update(false);
}

void ZoneAdvicePanel::restoreOptions()
{
    const QDate today = QDateTime::currentDateTimeUtc().date();
    const live::AdviceOptions defaults = live::AdviceOptions::defaults(today);
    AdviceMemory::Options o{defaults.startAfter, defaults.days, defaults.workloadType};
    if (const auto kept = AdviceMemory::session().options(m_document->fileName());
        kept && kept->startAfter >= today)
        o = *kept;
    const QSignalBlocker b1(m_start), b2(m_days), b3(m_workload);
    m_start->setDate(o.startAfter);
    m_days->setValue(o.days);
    m_workload->setCurrentIndex(std::max(0, m_workload->findData(o.workloadType)));
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
    m_askAgain = true; // not the answer kept for the session either
    m_cancelledKey.clear();
    if (m_reader)
        m_reader->cancel();
    update(true);
}

void ZoneAdvicePanel::cancel()
{
    if (m_reader && m_reader->isRunning() && m_asked)
        m_cancelledKey = live::adviceQuestionKey(*m_asked);
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
        const QString key = live::adviceQuestionKey(*m_current);
        if (isAsking() && live::adviceQuestionKey(*m_asked) != key)
            m_reader->cancel(); // a question that is no longer the plan's
        bool answered = m_resultFor && live::adviceQuestionKey(*m_resultFor) == key;
        if (!answered && !isAsking() && !m_askAgain) // asked before in this session
            if (const auto kept = AdviceMemory::session().answer(*m_current)) {
                m_result = kept->result;
                m_resultFor = kept->request;
                answered = true;
            }
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
                m_askAgain = false;
                m_asked = m_current;
                AdviceMemory::session().rememberOptions(
                    m_document->fileName(),
                    {m_start->date(), m_days->value(), m_workload->currentData().toString()});
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
    if (m_asked) // kept for the session, with the time asked; Ask Again asks again
        AdviceMemory::session().remember(*m_asked, result);
    update(false);
}

QString ZoneAdvicePanel::cellText(const QString &zone, Column column) const
{
    return m_table->cellText(zone, column);
}

QString ZoneAdvicePanel::cellToolTip(const QString &zone, Column column) const
{
    return m_table->cellToolTip(zone, column);
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
                       live::adviceQuestionKey(*m_resultFor) == live::adviceQuestionKey(*m_current);
    // What the status line and the rows speak of: the answered question, or the one asked now.
    const std::optional<live::AdviceRequest> &q = shown ? m_resultFor : m_asked;
    const QString project = q ? m_document->maskedName(q->project) : QString();

    QStringList zones;
    if (acc)
        for (const catalog::ZoneOffer *z : m_document->catalog().zonesOf(acc->label, plan.mode))
            zones << z->zone;
    if (shown)
        m_table->showAnswer(zones, *q, *m_result, project,
                            tr("The catalog does not list this zone for %1 in %2 mode.")
                                .arg(acc ? acc->label : QString(), catalog::modeName(plan.mode)),
                            plan.zone);
    else
        m_table->showPending(zones, asking ? tr("Asking Google…") : m_notAsked, plan.zone);
    const QString asked = shown ? live::adviceTimeText(m_result->askedAt) : QString();

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
    m_status->setText(m_document->masked(status)); // Google's texts may name the project
}

} // namespace tpu::ui
