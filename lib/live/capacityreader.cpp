#include "live/capacityread.h"
#include "live/livechecks.h"
#include "live/livechecks_p.h"

#include <QCoreApplication>
#include <algorithm>
#include <tuple>

namespace tpu::live {

namespace {
struct CapacityReaderText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::CapacityReader)
};
} // namespace

CapacityReader::CapacityReader(ApiClient *client, ApiRoots roots, QObject *parent)
    : QObject(parent),
      m_batch(
          this, client, std::move(roots),
          [this](int done, int total) { emit progress(done, total); }, [this] { done(); })
{
    qRegisterMetaType<CapacityReading>();
}

void CapacityReader::start(const catalog::Catalog &catalog, const QString &project)
{
    cancel();
    m_catalog = std::make_shared<const catalog::Catalog>(catalog);
    m_machineTypes.clear();
    for (const auto &mt : catalog.machineTypes)
        m_machineTypes.insert(mt.name);
    m_vmFamilies.clear();
    for (const auto &a : catalog.accelerators)
        if (!a.vmFamily.isEmpty())
            m_vmFamilies.insert(a.vmFamily);
    m_reading = CapacityReading{};
    m_reading.project = project;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_reading.readAt =
        QDateTime(now.date(), QTime(now.time().hour(), now.time().minute(), now.time().second()),
                  Qt::UTC); // whole seconds, as the review file keeps it
    m_batch.begin();
    m_batch.client()->setQuotaProject(project);
    m_batch.client()->clearCache(); // what the project holds now, not five minutes ago
    reservationsFrom({}, 0);
    regionsFrom({}, 0);
    for (const QString &id : capacity::cloudQuotaIds(catalog))
        quotaInfoOf(id);
    m_batch.sent();
}

void CapacityReader::cancel()
{
    if (m_batch.cancel())
        emit finished(m_reading, true);
}

void CapacityReader::problem(const QString &what, const ApiReply &r)
{
    const auto f =
        checks::notChecked(QStringLiteral("live.capacity"), QString(), what, m_reading.project, r);
    m_reading.problems << (f.explanation.isEmpty() ? f.message.toString()
                                                   : f.message.toString() + QLatin1Char(' ') +
                                                         f.explanation.toString());
}

bool CapacityReader::morePages(const QString &what, const QString &next, int page)
{
    const auto more = LiveBatch::nextPage(next, page, capacity::kMaxPages);
    if (more == LiveBatch::Page::Capped) {
        m_reading.problems << CapacityReaderText::tr(
                                  "%1: more than %2 pages; the rest was not read.")
                                  .arg(what)
                                  .arg(capacity::kMaxPages);
        return false;
    }
    return more == LiveBatch::Page::Next;
}

void CapacityReader::reservationsFrom(const QString &pageToken, int page)
{
    QList<QPair<QString, QString>> query{
        {QStringLiteral("returnPartialSuccess"), QStringLiteral("true")}};
    if (!pageToken.isEmpty())
        query.append({QStringLiteral("pageToken"), pageToken});
    m_batch.get(QStringLiteral("compute"),
                QStringLiteral("/compute/v1/projects/%1/aggregated/reservations")
                    .arg(pathSegment(m_reading.project)),
                query, [this, page](const ApiReply &r) {
                    const QString what =
                        CapacityReaderText::tr("The reservations of %1").arg(m_reading.project);
                    if (!r.ok()) {
                        problem(what, r);
                        return;
                    }
                    QString error;
                    std::vector<ReadReservation> read = m_reading.reservations;
                    const QString next =
                        capacity::reservations(r.json, m_reading.project, m_machineTypes, &read,
                                               &m_reading.leftOut, &error, m_vmFamilies);
                    if (!error.isEmpty()) {
                        problem(what, detail::malformed(r, error));
                        return;
                    }
                    m_reading.reservations = std::move(read);
                    if (morePages(what, next, page))
                        reservationsFrom(next, page + 1);
                });
}

void CapacityReader::regionsFrom(const QString &pageToken, int page)
{
    if (capacity::computeMetrics(*m_catalog).isEmpty())
        return;
    QList<QPair<QString, QString>> query;
    if (!pageToken.isEmpty())
        query.append({QStringLiteral("pageToken"), pageToken});
    m_batch.get(
        QStringLiteral("compute"),
        QStringLiteral("/compute/v1/projects/%1/regions").arg(pathSegment(m_reading.project)),
        query, [this, page](const ApiReply &r) {
            const QString what =
                CapacityReaderText::tr("The regional TPU quota of %1").arg(m_reading.project);
            if (!r.ok()) {
                problem(what, r);
                return;
            }
            QString error;
            std::vector<ReadQuota> read = m_reading.quotas;
            const QString next =
                capacity::regionQuotas(r.json, *m_catalog, &read, &m_reading.leftOut, &error);
            if (!error.isEmpty()) {
                problem(what, detail::malformed(r, error));
                return;
            }
            m_reading.quotas = std::move(read);
            if (morePages(what, next, page))
                regionsFrom(next, page + 1);
        });
}

void CapacityReader::quotaInfoOf(const QString &quotaId)
{
    m_batch.get(
        QStringLiteral("cloudquotas"),
        QStringLiteral("/v1/projects/%1/locations/global/services/compute.googleapis.com/"
                       "quotaInfos/%2")
            .arg(pathSegment(m_reading.project), pathSegment(quotaId)),
        {}, [this, quotaId](const ApiReply &r) {
            const QString what =
                CapacityReaderText::tr("Cloud Quotas %1 of %2").arg(quotaId, m_reading.project);
            if (r.httpStatus == 404) {
                m_reading.leftOut << CapacityReaderText::tr(
                                         "Cloud Quotas knows no quota %1 for %2; the "
                                         "catalog's quota id may be out of date.")
                                         .arg(quotaId, m_reading.project);
                return;
            }
            if (!r.ok()) {
                problem(what, r);
                return;
            }
            QString error;
            std::vector<ReadQuota> read = m_reading.quotas;
            capacity::quotaInfo(r.json, quotaId, *m_catalog, &read, &m_reading.leftOut, &error);
            if (!error.isEmpty()) {
                problem(what, detail::malformed(r, error));
                return;
            }
            m_reading.quotas = std::move(read);
        });
}

void CapacityReader::done()
{
    std::sort(m_reading.reservations.begin(), m_reading.reservations.end(),
              [](const auto &a, const auto &b) {
                  return std::tie(a.capacity.zone, a.capacity.name) <
                         std::tie(b.capacity.zone, b.capacity.name);
              });
    std::stable_sort(m_reading.quotas.begin(), m_reading.quotas.end(),
                     [](const auto &a, const auto &b) {
                         return std::tie(a.capacity.location, a.capacity.metric) <
                                std::tie(b.capacity.location, b.capacity.metric);
                     });
    // One entry per quota id (a region listed twice, or by both APIs): the first read.
    std::vector<ReadQuota> unique;
    for (auto &q : m_reading.quotas)
        if (std::none_of(unique.begin(), unique.end(),
                         [&](const auto &u) { return u.capacity.id() == q.capacity.id(); }))
            unique.push_back(std::move(q));
    m_reading.quotas = std::move(unique);
    emit finished(m_reading, false);
}

} // namespace tpu::live
