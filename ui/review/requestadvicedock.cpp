#include "ui/review/requestadvicedock.h"

#include "catalog/catalog.h"
#include "live/liveconnection.h"
#include "model/names.h"
#include "model/snapshot.h"
#include "report/reviewreport.h"
#include "ui/live/advicememory.h"
#include "ui/live/advicetable.h"
#include "ui/review/reviewview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tpu::ui {

RequestAdviceDock::RequestAdviceDock(std::shared_ptr<const catalog::Catalog> catalog,
                                     QWidget *parent)
    : QDockWidget(tr("Google's Advice for the Request"), parent), m_catalog(std::move(catalog))
{
    setObjectName(QStringLiteral("requestAdviceDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable |
                QDockWidget::DockWidgetClosable);
    auto *body = new QWidget(this);
    m_status = new QLabel(body);
    m_status->setObjectName(QStringLiteral("requestAdviceStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // titles, projects and Google's words: never markup
    m_ask = new QPushButton(tr("Ask &Google When This Can Be Had"), body);
    m_ask->setObjectName(QStringLiteral("requestAdviceAskPushButton"));
    m_ask->setToolTip(tr("Ask Compute Engine's calendar-mode advice (and the obtainability score "
                         "where the project may ask) for this request's chips, in every region "
                         "offering its TPU: for a calendar-mode request its start day, days and "
                         "workload type; else its period (up to 90 days from its first day); "
                         "else 7 days of batch starting in the 14 days from tomorrow."));
    m_cancel = new QPushButton(tr("Cancel"), body);
    m_cancel->setObjectName(QStringLiteral("requestAdviceCancelPushButton"));
    m_table = new AdviceTable(body);
    m_table->setObjectName(QStringLiteral("requestAdviceTable"));
    m_table->setAccessibleName(tr("Google's advice per zone for the request"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_cancel);
    top->addWidget(m_ask);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    setWidget(body);
    connect(m_ask, &QPushButton::clicked, this, [this] { askCurrent(); });
    connect(m_cancel, &QPushButton::clicked, this, &RequestAdviceDock::cancel);
    refresh();
}

RequestAdviceDock::~RequestAdviceDock()
{
    if (m_reader)
        m_reader->cancel();
}

void RequestAdviceDock::setView(ReviewView *view)
{
    if (m_view) { // one being replaced, or dying with the window: heard no more
        m_view->disconnect(this);
        m_view->requestsTable()->disconnect(this);
    }
    m_view = view;
    if (view) {
        connect(view->requestsTable(), &QTableWidget::itemSelectionChanged, this,
                &RequestAdviceDock::refresh);
        connect(view, &ReviewView::edited, this, &RequestAdviceDock::refresh);
    }
    refresh();
}

void RequestAdviceDock::setLiveConnection(live::LiveConnection *connection)
{
    if (m_live)
        m_live->disconnect(this);
    m_live = connection;
    if (connection)
        connect(connection, &live::LiveConnection::connectionChanged, this,
                &RequestAdviceDock::refresh);
    refresh();
}

bool RequestAdviceDock::isAsking() const
{
    return m_reader && m_reader->isRunning();
}

std::optional<live::AdviceRequest> RequestAdviceDock::requestFor(int index, QString *why) const
{
    const review::Request &r = m_view->review().requests[size_t(index)];
    const QDate today = QDateTime::currentDateTimeUtc().date();
    live::AdviceOptions o = live::AdviceOptions::defaults(today);
    const model::CalendarMode &cal = r.plan.calendar;
    if (cal.enabled) { // a calendar-mode request: what it would submit
        if (cal.days >= 1 && cal.days <= 90)
            o.days = cal.days;
        if (cal.workloadType.compare(QLatin1String("serving"), Qt::CaseInsensitive) == 0)
            o.workloadType = QStringLiteral("SERVING");
        const QDate start = cal.start.isValid() ? cal.start.toUTC().date() : QDate();
        if (start.isValid() && start >= today && start <= today.addDays(120)) {
            o.startAfter = start; // its own start day, not a window around it
            o.startBefore = start;
        }
    } else if (r.period) { // its period: from its first day, as long as it lasts (90 days at most)
        const QDate first(r.period->start / 12, r.period->start % 12 + 1, 1);
        const QDate end = QDate(r.period->end / 12, r.period->end % 12 + 1, 1).addMonths(1);
        o.days = int(std::clamp<qint64>(first.daysTo(end), 1, 90));
        if (first > o.startAfter && first <= today.addDays(120)) {
            o.startAfter = first;
            o.startBefore = first.addDays(14);
        }
    }
    auto q = live::adviceRequestFor(*m_catalog, r.plan, o, today, why);
    if (!q)
        return q;
    q->project = r.plan.projectId.isEmpty() && m_live ? m_live->project() : r.plan.projectId;
    if (q->project.isEmpty()) {
        *why = tr("no project is named (the request's plan names none, nor does the key)");
        return std::nullopt;
    }
    if (const QString bad = model::checkGcpProjectId(q->project); !bad.isEmpty()) {
        *why = tr("the project \"%1\" %2").arg(model::printableText(q->project.left(80)), bad);
        return std::nullopt;
    }
    return q;
}

bool RequestAdviceDock::askCurrent()
{
    if (!m_view)
        return false;
    const int index = m_view->currentRequest();
    refresh();
    if (index < 0 || !m_ask->isEnabled())
        return false; // the status says why
    QString why;
    const auto q = requestFor(index, &why);
    live::ApiClient *client = m_live ? m_live->adviceClient() : nullptr;
    if (!q || !client)
        return false;
    if (!m_reader || m_readerClient != client) {
        delete m_reader;
        m_reader = new live::AdviceReader(client, m_live->roots(), this);
        m_readerClient = client;
        connect(m_reader, &live::AdviceReader::finished, this, &RequestAdviceDock::finished);
    }
    m_asked = q;
    m_reader->start(*q);
    show();
    raise();
    refresh();
    return true;
}

void RequestAdviceDock::cancel()
{
    if (m_reader)
        m_reader->cancel();
    refresh();
}

void RequestAdviceDock::finished(const live::AdviceResult &result)
{
    if (m_asked) // kept for the session, with the time asked; Ask Again asks again
        AdviceMemory::session().remember(*m_asked, result);
    refresh();
}

QString RequestAdviceDock::statusText() const
{
    return m_status->text();
}

void RequestAdviceDock::refresh()
{
    const bool asking = isAsking();
    m_cancel->setVisible(asking);
    m_ask->setEnabled(false);
    m_table->hide();
    const int index = m_view ? m_view->currentRequest() : -1;
    if (index < 0 || index >= int(m_view->review().requests.size())) {
        m_status->setText(tr("Select a request that does not fit to ask Google when its shape "
                             "can be had."));
        return;
    }
    const review::Request &r = m_view->review().requests[size_t(index)];
    const model::Masking masking =
        m_view->isMasked() ? report::reviewMasking(m_view->review()) : model::Masking();
    const QString title = masking.apply(r.title);
    m_table->setMasking([masking](const QString &t) { return masking.apply(t); });
    const auto fit = std::find_if(m_view->fit().requests.begin(), m_view->fit().requests.end(),
                                  [&](const review::RequestFit &f) { return f.index == index; });
    const bool fits = fit != m_view->fit().requests.end() && fit->fit == review::FitKind::Fits;
    const bool connected = m_live && m_live->isConnected();
    QString why;
    const std::optional<live::AdviceRequest> q =
        connected ? requestFor(index, &why) : std::optional<live::AdviceRequest>();
    const QString key = q ? live::adviceQuestionKey(*q) : QString();
    const std::optional<AdviceMemory::Answer> answer =
        q ? AdviceMemory::session().answer(*q) : std::nullopt;
    const model::SnapshotPtr snap = model::makeSnapshot(*m_catalog, r.plan);
    const catalog::Accelerator *acc = snap->resolution.accelerator;
    QStringList zones;
    if (acc)
        for (const catalog::ZoneOffer *z : m_catalog->zonesOf(acc->label, r.plan.mode))
            zones << z->zone;
    const auto what = [&](const live::AdviceRequest &a) {
        return tr("%1 chips (%2, %3) for %4 days starting between %5 and %6")
            .arg(QString::number(a.chips), a.vmFamily, a.workloadType.toLower(),
                 QString::number(a.days), a.startAfter.toString(Qt::ISODate),
                 a.startBefore.toString(Qt::ISODate));
    };

    if (asking && q && m_asked && live::adviceQuestionKey(*m_asked) == key) {
        m_status->setText(tr("Asking Google (project %1) when “%2” can be had: %3…")
                              .arg(masking.apply(q->project), title, what(*q)));
        m_table->showPending(zones, tr("Asking Google…"), r.plan.zone);
        m_table->show();
        return;
    }
    if (q && answer) {
        m_status->setText(tr("“%1”: asked project %2 at %3: calendar-mode advice for %4.")
                              .arg(title, masking.apply(q->project),
                                   live::adviceTimeText(answer->result.askedAt), what(*q)) +
                          (answer->result.anyRecommended()
                               ? QString()
                               : QLatin1Char(' ') + tr("No zone is recommended.")));
        m_table->showAnswer(zones, answer->request, answer->result, masking.apply(q->project),
                            tr("The catalog does not list this zone for %1 in %2 mode.")
                                .arg(acc ? acc->label : QString(), catalog::modeName(r.plan.mode)),
                            r.plan.zone);
        m_table->show();
        m_ask->setEnabled(!asking);
        return;
    }
    if (fits) {
        m_status->setText(tr("“%1” fits the review's capacity.").arg(title));
        return;
    }
    const QString reason = fit != m_view->fit().requests.end() && !fit->reason.isEmpty()
                               ? masking.apply(fit->reason)
                               : tr("it does not fit");
    if (!connected) {
        m_status->setText(tr("“%1” does not fit: %2. Not connected: connect a project in the "
                             "main window (File ▸ Connect Project…) to ask Google when this can "
                             "be had.")
                              .arg(title, reason));
        return;
    }
    if (!q) {
        m_status->setText(
            tr("“%1” does not fit: %2. Google cannot be asked: %3.").arg(title, reason, why));
        return;
    }
    m_status->setText(
        tr("“%1” does not fit: %2. Ask Google when this can be had.").arg(title, reason));
    m_ask->setEnabled(!asking);
}

} // namespace tpu::ui
