#include "live/catalogrefresh.h"

#include "catalog/jsonreader.h"
#include "catalog/zonenames.h"
#include "live/apianswer.h"
#include "live/livechecks.h"
#include "model/availability.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <tuple>

namespace tpu::live {

using model::printableText;

namespace {
struct RefreshText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::CatalogRefresh)
};

const QRegularExpression &versionShape()
{
    static const QRegularExpression re(QRegularExpression::anchoredPattern(
        QStringLiteral("[0-9]{1,4}(\\.[0-9]{1,6}){1,2}(-gke\\.[0-9]{1,12})?")));
    return re;
}

// A Money amount as Google's type defines it (google.type.Money): "units" the whole part, an
// int64 written as a JSON string of digits; "nanos" an int32 JSON number, |nanos| < 10^9, with
// the sign of units when units is not 0. An amount that does not keep those rules, or that is
// absent altogether (a SKU with no price), is not a price: nullopt and `why`, never 0 or a guess.
// A price is above 0 and at most 10,000 per hour.
std::optional<double> money(const QJsonObject &unitPrice, QString *why)
{
    static const QRegularExpression digits(
        QRegularExpression::anchoredPattern(QStringLiteral("-?[0-9]{1,18}")));
    const QJsonValue u = unitPrice.value(QLatin1String("units"));
    const QJsonValue n = unitPrice.value(QLatin1String("nanos"));
    if (u.isUndefined() && n.isUndefined()) {
        *why = RefreshText::tr("no price");
        return std::nullopt;
    }
    qint64 units = 0;
    if (!u.isUndefined()) {
        if (!u.isString() || !digits.match(u.toString()).hasMatch()) {
            *why = RefreshText::tr("units %1 is not a whole number written as a string")
                       .arg(printableText(
                           QString::fromUtf8(
                               QJsonDocument(QJsonArray{u}).toJson(QJsonDocument::Compact))
                               .mid(1)
                               .chopped(1)
                               .left(40)));
            return std::nullopt;
        }
        units = u.toString().toLongLong();
    }
    qint64 nanos = 0;
    if (!n.isUndefined()) {
        const double d = n.toDouble();
        if (!n.isDouble() || !std::isfinite(d) || d != std::floor(d) || std::fabs(d) >= 1e9) {
            *why = RefreshText::tr("nanos %1 is not a whole number from -999999999 to 999999999")
                       .arg(printableText(
                           QString::fromUtf8(
                               QJsonDocument(QJsonArray{n}).toJson(QJsonDocument::Compact))
                               .mid(1)
                               .chopped(1)
                               .left(40)));
            return std::nullopt;
        }
        nanos = qint64(d);
    }
    if ((units > 0 && nanos < 0) || (units < 0 && nanos > 0)) {
        *why = RefreshText::tr("units %1 and nanos %2 have different signs")
                   .arg(QString::number(units), QString::number(nanos));
        return std::nullopt;
    }
    if (units < 0 || nanos < 0 || units > 10000 || (units == 10000 && nanos > 0) ||
        (units == 0 && nanos == 0)) {
        *why = RefreshText::tr("%1.%2 is not a price above 0 and at most 10000")
                   .arg(QString::number(units),
                        QStringLiteral("%1").arg(std::abs(nanos), 9, 10, QLatin1Char('0')));
        return std::nullopt;
    }
    return double(units) + double(nanos) / 1e9;
}

} // namespace

namespace refresh {

QString machineTypeZones(const QJsonObject &page, const QString &machineType, QStringList *zones,
                         QString *error)
{
    const QJsonValue items = page.value(QLatin1String("items"));
    if (!items.isUndefined() && !items.isObject()) {
        *error = RefreshText::tr("items is not an object");
        return {};
    }
    const QJsonObject byScope = items.toObject();
    for (auto it = byScope.begin(); it != byScope.end(); ++it) {
        if (!it.key().startsWith(QLatin1String("zones/")))
            continue;
        const QString zone = it.key().mid(6);
        const QJsonArray types =
            it.value().toObject().value(QLatin1String("machineTypes")).toArray();
        for (const QJsonValue &t : types) {
            if (t.toObject().value(QLatin1String("name")).toString() != machineType)
                continue;
            if (!catalog::zoneNameShape().match(zone).hasMatch()) {
                *error =
                    RefreshText::tr("\"%1\" is not a zone name").arg(printableText(zone.left(80)));
                return {};
            }
            if (!zones->contains(zone))
                *zones << zone;
        }
    }
    return nextPageToken(page, error);
}

namespace {
// A list of GKE versions; empty with *error set at the first that is not one.
QStringList versionList(const QJsonValue &v, QString *error)
{
    QStringList out;
    for (const QJsonValue &x : v.toArray()) {
        const QString s = x.toString();
        if (!versionShape().match(s).hasMatch()) {
            *error = RefreshText::tr("\"%1\" is not a GKE version").arg(printableText(s.left(80)));
            return {};
        }
        out << s;
    }
    return out;
}
} // namespace

// (The alias keeps lupdate in this file's context: it reads a function whose return type is a
// nested class as that class's member, and filed its tr() calls under a context named after the
// tr struct, which the program never asks.)
using RegionVersions = model::LiveOverlay::RegionVersions;

RegionVersions serverConfig(const QJsonObject &answer, const QString &region, QString *error)
{
    RegionVersions rv;
    rv.region = region;
    rv.validVersions = versionList(answer.value(QLatin1String("validMasterVersions")), error);
    for (const QJsonValue &c : answer.value(QLatin1String("channels")).toArray()) {
        const QJsonObject o = c.toObject();
        RegionVersions::Channel ch;
        ch.channel = o.value(QLatin1String("channel")).toString().toLower();
        if (!model::releaseChannels().contains(ch.channel))
            continue; // a channel this version does not plan with
        ch.defaultVersion = o.value(QLatin1String("defaultVersion")).toString();
        if (!ch.defaultVersion.isEmpty() && !versionShape().match(ch.defaultVersion).hasMatch()) {
            *error = RefreshText::tr("\"%1\" is not a GKE version")
                         .arg(printableText(ch.defaultVersion.left(80)));
            return rv;
        }
        ch.validVersions = versionList(o.value(QLatin1String("validVersions")), error);
        rv.channels.push_back(ch);
    }
    if (rv.channels.empty() && rv.validVersions.isEmpty() && error->isEmpty())
        *error = RefreshText::tr("the answer names no version");
    return rv;
}

SkuPage skus(const QJsonObject &page, const catalog::Catalog &catalog, QString *error)
{
    SkuPage out;
    static const QRegularExpression tpuWord(QStringLiteral("\\btpu[-_ ]?(v\\d+[a-z]*)"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression podWord(QStringLiteral("\\bpod\\b"),
                                            QRegularExpression::CaseInsensitiveOption);
    static const QMap<QString, QString> usage{
        {QStringLiteral("OnDemand"), QStringLiteral("onDemand")},
        {QStringLiteral("Preemptible"), QStringLiteral("spot")},
        {QStringLiteral("Commit1Yr"), QStringLiteral("cud1y")},
        {QStringLiteral("Commit3Yr"), QStringLiteral("cud3y")}};
    const QJsonValue list = page.value(QLatin1String("skus"));
    if (!list.isUndefined() && !list.isArray()) {
        *error = RefreshText::tr("skus is not an array");
        return out;
    }
    for (const QJsonValue &v : list.toArray()) {
        const QJsonObject sku = v.toObject();
        const QJsonObject cat = sku.value(QLatin1String("category")).toObject();
        if (cat.value(QLatin1String("resourceGroup")).toString() != QLatin1String("TPU"))
            continue;
        QString consumption = usage.value(cat.value(QLatin1String("usageType")).toString());
        if (consumption.isEmpty())
            continue;
        const QString id = printableText(sku.value(QLatin1String("skuId")).toString().left(40));
        const QString desc = sku.value(QLatin1String("description")).toString().left(300);
        // Escaped, then cut: what the overlay stores is one printable line it accepts.
        auto unmatched = [&](const QString &why) {
            out.unmatched << model::LiveOverlay::storedText(
                QStringLiteral("%1: %2 (%3)").arg(id, desc, why),
                model::LiveOverlay::kMaxUnmatchedChars);
        };
        if (desc.contains(QLatin1String("Preemptible"), Qt::CaseInsensitive) &&
            consumption == QLatin1String("onDemand"))
            consumption = QStringLiteral("spot");
        if (podWord.match(desc).hasMatch()) {
            ++out.podSkus;
            continue;
        }
        const auto m = tpuWord.match(desc);
        if (!m.hasMatch()) {
            unmatched(RefreshText::tr("no TPU version in the description"));
            continue;
        }
        const catalog::Version *version = catalog.version(m.captured(1).toLower());
        if (!version) {
            unmatched(RefreshText::tr("TPU %1 is not in the catalog").arg(m.captured(1)));
            continue;
        }
        const QJsonObject info = sku.value(QLatin1String("pricingInfo")).toArray().at(0).toObject();
        const QJsonObject expr = info.value(QLatin1String("pricingExpression")).toObject();
        const QString unit = expr.value(QLatin1String("usageUnit")).toString();
        if (unit != QLatin1String("h")) {
            unmatched(RefreshText::tr("priced per \"%1\", not per hour")
                          .arg(printableText(unit.left(20))));
            continue;
        }
        const QJsonObject unitPrice = expr.value(QLatin1String("tieredRates"))
                                          .toArray()
                                          .at(0)
                                          .toObject()
                                          .value(QLatin1String("unitPrice"))
                                          .toObject();
        QString notAPrice;
        const auto price = money(unitPrice, &notAPrice);
        if (!price) {
            unmatched(RefreshText::tr("not a price: %1").arg(notAPrice));
            continue;
        }
        const QString currency = unitPrice.value(QLatin1String("currencyCode")).toString();
        const QDateTime effective = QDateTime::fromString(
            info.value(QLatin1String("effectiveTime")).toString(), Qt::ISODate);
        static const QRegularExpression currencyShape(
            QRegularExpression::anchoredPattern(QStringLiteral("[A-Z]{3}")));
        static const QRegularExpression skuShape(
            QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9-]{1,40}")));
        if (!currencyShape.match(currency).hasMatch() || !effective.isValid() ||
            !skuShape.match(id).hasMatch()) {
            unmatched(RefreshText::tr("no readable price, currency or effective time"));
            continue;
        }
        // A price dated before Cloud TPU or ahead of today is not stored (the overlay's window).
        const QDateTime firstPrice(QDate(model::LiveOverlay::kFirstPriceYear, 1, 1), QTime(0, 0),
                                   Qt::UTC);
        if (effective.toUTC() < firstPrice ||
            effective.toUTC() > QDateTime::currentDateTimeUtc().addDays(1)) {
            unmatched(RefreshText::tr("effective time %1 is not from %2-01-01 to today")
                          .arg(effective.toUTC().toString(Qt::ISODate),
                               QString::number(model::LiveOverlay::kFirstPriceYear)));
            continue;
        }
        int regions = 0;
        for (const QJsonValue &r : sku.value(QLatin1String("serviceRegions")).toArray()) {
            const QString region = r.toString();
            if (!catalog::regionNameShape().match(region).hasMatch())
                continue; // "global", multi-regions: not a region a plan can use
            ++regions;
            out.prices.push_back(
                {version->id, region, consumption, *price, currency, effective.toUTC(), id});
        }
        if (regions == 0)
            unmatched(RefreshText::tr("no region"));
    }
    out.nextPageToken = nextPageToken(page, error);
    return out;
}

} // namespace refresh

CatalogRefresh::CatalogRefresh(ApiClient *client, ApiRoots roots, QObject *parent)
    : QObject(parent),
      m_batch(
          this, client, std::move(roots),
          [this](int done, int total) { emit progress(done, total); }, [this] { done(); })
{
    qRegisterMetaType<model::LiveOverlay>();
}

void CatalogRefresh::start(const catalog::Catalog &catalog, const QString &project)
{
    cancel();
    m_cancelled = false;
    m_catalog = std::make_shared<const catalog::Catalog>(catalog);
    m_overlay = model::LiveOverlay{};
    m_overlay.project = project;
    m_overlay.fetchedAt = QDateTime::currentDateTimeUtc();
    m_overlay.prices.emplace();
    m_zones.clear();
    m_zoneFailed.clear();
    m_pricesFailed = false;
    m_pods = 0;
    m_batch.begin();
    m_batch.client()->setQuotaProject(project);
    m_batch.client()->clearCache(); // a refresh is always fresh
    QStringList types;
    for (const auto &mt : catalog.machineTypes)
        if (!types.contains(mt.name))
            types << mt.name;
    m_zonesPending = int(types.size());
    for (const QString &t : types)
        zonesOf(t, {}, 0);
    if (types.isEmpty())
        zonesDone();
    pricesOf(QLatin1String(refresh::kTpuService), {}, 0);
    pricesOf(QLatin1String(refresh::kComputeService), {}, 0);
    m_batch.sent();
}

void CatalogRefresh::cancel()
{
    if (!m_batch.cancel())
        return;
    m_cancelled = true;
    emit finished(m_overlay, true);
}

void CatalogRefresh::problem(const QString &api, const QString &what, const ApiReply &r)
{
    for (const auto &p : m_overlay.problems)
        if (p.api == api)
            return; // one per API: the first says what to do
    const QString check = api == model::LiveOverlay::versionsApi()
                              ? QStringLiteral("live.gke-version")
                          : api == model::LiveOverlay::pricesApi() ? QStringLiteral("live.prices")
                                                                   : QStringLiteral("live.zones");
    const auto f = checks::notChecked(check, QString(), what, m_overlay.project, r);
    // Google's error text, escaped and cut to what the overlay keeps of a problem.
    m_overlay.problems.push_back(
        {api, model::LiveOverlay::storedText(f.explanation.isEmpty()
                                                 ? f.message.toString()
                                                 : f.message.toString() + QLatin1Char(' ') +
                                                       f.explanation.toString(),
                                             model::LiveOverlay::kMaxProblemChars)});
}

void CatalogRefresh::zonesOf(const QString &machineType, const QString &pageToken, int page)
{
    QList<QPair<QString, QString>> query{
        {QStringLiteral("filter"), QStringLiteral("name = \"%1\"").arg(machineType)}};
    if (!pageToken.isEmpty())
        query.append({QStringLiteral("pageToken"), pageToken});
    m_batch.get(
        QStringLiteral("compute"),
        QStringLiteral("/compute/v1/projects/%1/aggregated/machineTypes")
            .arg(pathSegment(m_overlay.project)),
        query, [this, machineType, page](const ApiReply &r) {
            const QString api = model::LiveOverlay::zonesApi();
            QString next, error;
            if (!r.ok()) {
                problem(api, RefreshText::tr("Zones offering %1").arg(machineType), r);
                m_zoneFailed.insert(machineType);
            } else {
                next =
                    refresh::machineTypeZones(r.json, machineType, &m_zones[machineType], &error);
                if (!error.isEmpty()) {
                    ApiReply bad = r;
                    bad.outcome = ApiReply::Outcome::Malformed;
                    bad.detail = error;
                    problem(api, RefreshText::tr("Zones offering %1").arg(machineType), bad);
                    m_zoneFailed.insert(machineType);
                    next.clear();
                } else if (LiveBatch::nextPage(next, page, refresh::kMaxPages) ==
                           LiveBatch::Page::Capped) {
                    m_overlay.problems.push_back(
                        {api,
                         RefreshText::tr("The listing for %1 has more than %2 pages; the rest was "
                                         "not read.")
                             .arg(machineType, QString::number(refresh::kMaxPages))});
                    m_zoneFailed.insert(machineType);
                    next.clear();
                }
            }
            if (!next.isEmpty()) {
                zonesOf(machineType, next, page + 1);
                return;
            }
            if (--m_zonesPending == 0)
                zonesDone();
        });
}

void CatalogRefresh::zonesDone()
{
    std::vector<model::LiveOverlay::ZoneList> lists;
    for (auto it = m_zones.cbegin(); it != m_zones.cend(); ++it)
        if (!m_zoneFailed.contains(it.key())) {
            QStringList z = it.value();
            z.sort();
            lists.push_back({it.key(), z});
        }
    if (!lists.empty())
        m_overlay.zones = lists;
    // Every region with a TPU zone: the catalog's and those the project was just offered, at
    // most kMaxVersionRegions requests (an answer naming 3,000 regions must not send 3,000):
    // the catalog's first, then the offered ones by name; the rest is named as not read.
    QStringList known, offered;
    for (const auto &z : m_catalog->zones)
        known << z.region();
    known.removeDuplicates();
    known.sort();
    for (const auto &l : lists)
        for (const QString &z : l.zones)
            if (const QString r = catalog::regionOfZone(z); !known.contains(r))
                offered << r;
    offered.removeDuplicates();
    offered.sort();
    QStringList regions = known.mid(0, model::LiveOverlay::kMaxVersionRegions);
    regions << offered.mid(0, model::LiveOverlay::kMaxVersionRegions - int(regions.size()));
    const QStringList leftOut = (known + offered).mid(regions.size());
    if (!leftOut.isEmpty())
        m_overlay.problems.push_back(
            {model::LiveOverlay::versionsApi(),
             model::LiveOverlay::storedText(
                 RefreshText::tr("%n region(s) left out: a refresh reads the GKE versions of at "
                                 "most %1 regions (%2)",
                                 nullptr, int(leftOut.size()))
                     .arg(QString::number(model::LiveOverlay::kMaxVersionRegions),
                          json::echo(leftOut.join(QStringLiteral(", ")))),
                 model::LiveOverlay::kMaxProblemChars)});
    regions.sort();
    if (!regions.isEmpty())
        m_overlay.versions.emplace();
    for (const QString &r : regions)
        versionsOf(r);
}

void CatalogRefresh::versionsOf(const QString &region)
{
    m_batch.get(QStringLiteral("container"),
                QStringLiteral("/v1/projects/%1/locations/%2/serverConfig")
                    .arg(pathSegment(m_overlay.project), pathSegment(region)),
                {}, [this, region](const ApiReply &r) {
                    const QString api = model::LiveOverlay::versionsApi();
                    QString error;
                    if (!r.ok()) {
                        problem(api, RefreshText::tr("GKE versions in %1").arg(region), r);
                        return;
                    }
                    auto rv = refresh::serverConfig(r.json, region, &error);
                    if (!error.isEmpty()) {
                        ApiReply bad = r;
                        bad.outcome = ApiReply::Outcome::Malformed;
                        bad.detail = error;
                        problem(api, RefreshText::tr("GKE versions in %1").arg(region), bad);
                        return;
                    }
                    m_overlay.versions->push_back(rv);
                });
}

void CatalogRefresh::pricesOf(const QString &service, const QString &pageToken, int page)
{
    QList<QPair<QString, QString>> query{
        {QStringLiteral("pageSize"), QStringLiteral("1000")},
        {QStringLiteral("currencyCode"),
         m_catalog->priceCurrency.isEmpty() ? QStringLiteral("USD") : m_catalog->priceCurrency}};
    if (!pageToken.isEmpty())
        query.append({QStringLiteral("pageToken"), pageToken});
    m_batch.get(QStringLiteral("cloudbilling"),
                QStringLiteral("/v1/services/%1/skus").arg(pathSegment(service)), query,
                [this, service, page](const ApiReply &r) {
                    const QString api = model::LiveOverlay::pricesApi();
                    const QString what = RefreshText::tr("Prices of service %1").arg(service);
                    if (!r.ok()) {
                        problem(api, what, r);
                        m_pricesFailed = true;
                        return;
                    }
                    QString error;
                    auto sp = refresh::skus(r.json, *m_catalog, &error);
                    if (!error.isEmpty()) {
                        ApiReply bad = r;
                        bad.outcome = ApiReply::Outcome::Malformed;
                        bad.detail = error;
                        problem(api, what, bad);
                        m_pricesFailed = true;
                        return;
                    }
                    m_pods += sp.podSkus;
                    m_overlay.unmatchedSkus << sp.unmatched;
                    auto &prices = *m_overlay.prices;
                    for (auto &p : sp.prices) {
                        const bool seen =
                            std::any_of(prices.begin(), prices.end(), [&](const auto &q) {
                                return q.version == p.version && q.region == p.region &&
                                       q.consumption == p.consumption;
                            });
                        if (!seen) // the first SKU for a version, region and consumption
                            prices.push_back(p);
                    }
                    const auto more =
                        LiveBatch::nextPage(sp.nextPageToken, page, refresh::kMaxPages);
                    if (more == LiveBatch::Page::Last)
                        return;
                    if (more == LiveBatch::Page::Capped) {
                        m_overlay.problems.push_back(
                            {api, RefreshText::tr("%1: more than %2 pages; the rest was not read.")
                                      .arg(what)
                                      .arg(refresh::kMaxPages)});
                        return;
                    }
                    pricesOf(service, sp.nextPageToken, page + 1);
                });
}

void CatalogRefresh::done()
{
    if (m_pricesFailed && m_overlay.prices && m_overlay.prices->empty())
        m_overlay.prices.reset();
    if (m_overlay.versions && m_overlay.versions->empty())
        m_overlay.versions.reset();
    if (m_overlay.prices)
        std::sort(m_overlay.prices->begin(), m_overlay.prices->end(),
                  [](const auto &a, const auto &b) {
                      return std::tie(a.version, a.region, a.consumption) <
                             std::tie(b.version, b.region, b.consumption);
                  });
    if (m_overlay.versions)
        std::sort(m_overlay.versions->begin(), m_overlay.versions->end(),
                  [](const auto &a, const auto &b) { return a.region < b.region; });
    emit finished(m_overlay, false);
}

} // namespace tpu::live
