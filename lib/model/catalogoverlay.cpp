#include "model/catalogoverlay.h"

#include "catalog/jsonreader.h"
#include "catalog/zonenames.h"
#include "model/atomicfile.h"
#include "model/availability.h"
#include "model/jsonfile.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <cmath>

namespace tpu::model {

namespace {
struct OverlayText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::LiveOverlay)
};

QRegularExpression anchored(const char *pattern)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(QLatin1String(pattern)));
}

// Every name the overlay holds has a strict shape: nothing else can reach a table, a rule's
// message or a gcloud flag through it.
void need(json::ObjectReader &r, const QString &key, const QString &value,
          const QRegularExpression &shape, const QString &what)
{
    if (!shape.match(value).hasMatch())
        r.fail(key,
               OverlayText::tr("\"%1\" is not a %2").arg(json::echo(printableText(value)), what));
}

QString readName(json::ObjectReader &r, const QString &key, const QRegularExpression &shape,
                 const QString &what)
{
    const QString v = r.string(key);
    need(r, key, v, shape, what);
    return v;
}

QStringList readNames(json::ObjectReader &r, const QString &key, const QRegularExpression &shape,
                      const QString &what)
{
    const QStringList list = r.stringList(key);
    if (list.size() > LiveOverlay::kMaxEntries)
        r.fail(key, OverlayText::tr("more than %1 entries").arg(LiveOverlay::kMaxEntries));
    for (const QString &v : list)
        need(r, key, v, shape, what);
    return list;
}

QString readText(json::ObjectReader &r, const QString &key, int maxChars)
{
    const QString v = r.string(key);
    if (v.size() > maxChars || printableText(v) != v)
        r.fail(key,
               OverlayText::tr("not one printable line of at most %1 characters").arg(maxChars));
    return v;
}

QJsonArray checkedArray(json::ObjectReader &r, const QString &key)
{
    const QJsonArray a = r.array(key);
    if (a.size() > LiveOverlay::kMaxEntries)
        r.fail(key, OverlayText::tr("more than %1 entries").arg(LiveOverlay::kMaxEntries));
    return a;
}

constexpr int kMaxApiChars = 200; // an API's name, as the overlay stores it

const QRegularExpression &versionShape()
{
    static const QRegularExpression re =
        anchored("[0-9]{1,4}(\\.[0-9]{1,6}){1,2}(-gke\\.[0-9]{1,12})?");
    return re;
}

} // namespace

QString LiveOverlay::zonesApi()
{
    return OverlayText::tr("Compute Engine API (aggregated machineTypes)");
}

QString LiveOverlay::versionsApi()
{
    return OverlayText::tr("GKE API (serverConfig)");
}

QString LiveOverlay::pricesApi()
{
    return OverlayText::tr("Cloud Billing Catalog API (services.skus)");
}

int LiveOverlay::ageDays(const QDateTime &now) const
{
    return fetchedAt.isValid() ? int(fetchedAt.daysTo(now)) : 0;
}

bool LiveOverlay::isStale(const QDateTime &now) const
{
    return ageDays(now) > kStaleDays;
}

QString LiveOverlay::dateText() const
{
    return fetchedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd"));
}

QString LiveOverlay::label() const
{
    return OverlayText::tr("live, %1, project %2").arg(dateText(), project);
}

QString LiveOverlay::ageText(const QDateTime &now) const
{
    const int days = ageDays(now);
    return isStale(now) ? OverlayText::tr("%1 (%n day(s) old: stale, refresh it)", nullptr, days)
                              .arg(label())
                        : OverlayText::tr("%1 (%n day(s) old)", nullptr, days).arg(label());
}

QByteArray LiveOverlay::toJson() const
{
    QJsonObject o{{"schema", kSchema},
                  {"kind", "tpu-planner-catalog-overlay"},
                  {"project", project},
                  {"fetchedAt", fetchedAt.toUTC().toString(Qt::ISODate)}};
    if (zones) {
        QJsonObject byType;
        for (const ZoneList &z : *zones)
            byType.insert(z.machineType, QJsonArray::fromStringList(z.zones));
        o.insert("zones", QJsonObject{{"api", zonesApi()}, {"machineTypes", byType}});
    }
    if (versions) {
        QJsonArray regions;
        for (const RegionVersions &v : *versions) {
            QJsonArray chans;
            for (const auto &c : v.channels)
                chans.append(
                    QJsonObject{{"channel", c.channel},
                                {"defaultVersion", c.defaultVersion},
                                {"validVersions", QJsonArray::fromStringList(c.validVersions)}});
            regions.append(
                QJsonObject{{"region", v.region},
                            {"validVersions", QJsonArray::fromStringList(v.validVersions)},
                            {"channels", chans}});
        }
        o.insert("versions", QJsonObject{{"api", versionsApi()}, {"regions", regions}});
    }
    if (prices) {
        QJsonArray rows;
        for (const Price &p : *prices)
            rows.append(QJsonObject{{"version", p.version},
                                    {"region", p.region},
                                    {"consumption", p.consumption},
                                    {"perChipHour", p.perChipHour},
                                    {"currency", p.currency},
                                    {"effectiveTime", p.effectiveAt.toUTC().toString(Qt::ISODate)},
                                    {"sku", p.sku}});
        o.insert("prices", QJsonObject{{"api", pricesApi()}, {"rows", rows}});
    }
    QJsonArray probs;
    for (const Problem &p : problems)
        probs.append(QJsonObject{{"api", p.api}, {"message", p.message}});
    o.insert("problems", probs);
    o.insert("unmatchedSkus", QJsonArray::fromStringList(unmatchedSkus));
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<LiveOverlay> LiveOverlay::fromJson(const QByteArray &bytes, QString *error)
{
    static const QRegularExpression project = anchored("[a-z][a-z0-9-]{4,28}[a-z0-9]");
    static const QRegularExpression machineType = anchored("[a-z][a-z0-9-]{0,62}");
    static const QRegularExpression versionId = anchored("[a-z0-9]{1,20}");
    static const QRegularExpression currency = anchored("[A-Z]{3}");
    static const QRegularExpression sku = anchored("[A-Za-z0-9-]{1,40}");
    if (bytes.size() > kMaxBytes) {
        if (error)
            *error = OverlayText::tr("it is %1 bytes; an overlay holds at most %2")
                         .arg(QString::number(bytes.size()), QString::number(kMaxBytes));
        return std::nullopt;
    }
    try {
        json::ObjectReader r(json::parseDocument(bytes), QStringLiteral("$"));
        if (r.integer(QStringLiteral("schema"), 0, 1000) != kSchema)
            r.fail(QStringLiteral("schema"),
                   OverlayText::tr("this version of TPU Planner reads overlay schema %1")
                       .arg(kSchema));
        if (r.string(QStringLiteral("kind")) != QLatin1String("tpu-planner-catalog-overlay"))
            r.fail(QStringLiteral("kind"), OverlayText::tr("not a TPU Planner catalog overlay"));
        LiveOverlay o;
        o.project = readName(r, QStringLiteral("project"), project, OverlayText::tr("project id"));
        const QString when = r.string(QStringLiteral("fetchedAt"));
        o.fetchedAt = QDateTime::fromString(when, Qt::ISODate).toUTC();
        const QDateTime firstPrice(QDate(kFirstPriceYear, 1, 1), QTime(0, 0), Qt::UTC);
        if (!o.fetchedAt.isValid() || o.fetchedAt > QDateTime::currentDateTimeUtc().addDays(1) ||
            o.fetchedAt < firstPrice)
            r.fail(QStringLiteral("fetchedAt"),
                   OverlayText::tr("not a past UTC time since %1").arg(kFirstPriceYear));
        if (r.has(QStringLiteral("zones"))) {
            json::ObjectReader z(r.value(QStringLiteral("zones")),
                                 r.pathOf(QStringLiteral("zones")));
            readText(z, QStringLiteral("api"), kMaxApiChars);
            json::ObjectReader types(z.value(QStringLiteral("machineTypes")),
                                     z.pathOf(QStringLiteral("machineTypes")));
            o.zones.emplace();
            const QStringList keys = types.keys();
            if (keys.size() > kMaxEntries)
                z.fail(QStringLiteral("machineTypes"),
                       OverlayText::tr("more than %1 entries").arg(kMaxEntries));
            for (const QString &mt : keys) {
                need(types, mt, mt, machineType, OverlayText::tr("machine type"));
                o.zones->push_back(
                    {mt, readNames(types, mt, catalog::zoneNameShape(), OverlayText::tr("zone"))});
            }
            types.finish();
            z.finish();
        }
        if (r.has(QStringLiteral("versions"))) {
            json::ObjectReader v(r.value(QStringLiteral("versions")),
                                 r.pathOf(QStringLiteral("versions")));
            readText(v, QStringLiteral("api"), kMaxApiChars);
            const QJsonArray regions = checkedArray(v, QStringLiteral("regions"));
            o.versions.emplace();
            for (int i = 0; i < regions.size(); ++i) {
                json::ObjectReader g(regions.at(i), json::indexPath(v.pathOf("regions"), i));
                RegionVersions rv;
                rv.region = readName(g, QStringLiteral("region"), catalog::regionNameShape(),
                                     OverlayText::tr("region"));
                rv.validVersions = readNames(g, QStringLiteral("validVersions"), versionShape(),
                                             OverlayText::tr("GKE version"));
                const QJsonArray chans = checkedArray(g, QStringLiteral("channels"));
                for (int k = 0; k < chans.size(); ++k) {
                    json::ObjectReader c(chans.at(k), json::indexPath(g.pathOf("channels"), k));
                    RegionVersions::Channel ch;
                    ch.channel = c.string(QStringLiteral("channel"));
                    if (!releaseChannels().contains(ch.channel))
                        c.fail(QStringLiteral("channel"),
                               OverlayText::tr("not one of %1")
                                   .arg(releaseChannels().join(QStringLiteral(", "))));
                    ch.defaultVersion = c.string(QStringLiteral("defaultVersion"));
                    if (!ch.defaultVersion.isEmpty())
                        need(c, QStringLiteral("defaultVersion"), ch.defaultVersion, versionShape(),
                             OverlayText::tr("GKE version"));
                    ch.validVersions = readNames(c, QStringLiteral("validVersions"), versionShape(),
                                                 OverlayText::tr("GKE version"));
                    c.finish();
                    rv.channels.push_back(ch);
                }
                g.finish();
                o.versions->push_back(rv);
            }
            v.finish();
        }
        if (r.has(QStringLiteral("prices"))) {
            json::ObjectReader pr(r.value(QStringLiteral("prices")),
                                  r.pathOf(QStringLiteral("prices")));
            readText(pr, QStringLiteral("api"), kMaxApiChars);
            const QJsonArray rows = checkedArray(pr, QStringLiteral("rows"));
            o.prices.emplace();
            for (int i = 0; i < rows.size(); ++i) {
                json::ObjectReader p(rows.at(i), json::indexPath(pr.pathOf("rows"), i));
                Price x;
                x.version = readName(p, QStringLiteral("version"), versionId,
                                     OverlayText::tr("TPU version"));
                x.region = readName(p, QStringLiteral("region"), catalog::regionNameShape(),
                                    OverlayText::tr("region"));
                x.consumption = p.string(QStringLiteral("consumption"));
                if (!overlayConsumptions().contains(x.consumption))
                    p.fail(QStringLiteral("consumption"),
                           OverlayText::tr("not one of %1")
                               .arg(overlayConsumptions().join(QStringLiteral(", "))));
                const auto v = p.nullableNumber(QStringLiteral("perChipHour"), 10000.0);
                // No price is never 0: a SKU without one is left out, not stored as free.
                if (!v || !std::isfinite(*v) || *v <= 0)
                    p.fail(QStringLiteral("perChipHour"),
                           OverlayText::tr("not a price above 0 and at most 10000"));
                x.perChipHour = *v;
                x.currency = readName(p, QStringLiteral("currency"), currency,
                                      OverlayText::tr("currency code"));
                x.effectiveAt =
                    QDateTime::fromString(p.string(QStringLiteral("effectiveTime")), Qt::ISODate)
                        .toUTC();
                if (!x.effectiveAt.isValid() || x.effectiveAt < firstPrice ||
                    x.effectiveAt > o.fetchedAt.addDays(1))
                    p.fail(QStringLiteral("effectiveTime"),
                           OverlayText::tr("not a UTC time from %1-01-01 to a day after "
                                           "fetchedAt")
                               .arg(kFirstPriceYear));
                x.sku = readName(p, QStringLiteral("sku"), sku, OverlayText::tr("SKU id"));
                p.finish();
                o.prices->push_back(x);
            }
            pr.finish();
        }
        const QJsonArray probs = checkedArray(r, QStringLiteral("problems"));
        for (int i = 0; i < probs.size(); ++i) {
            json::ObjectReader p(probs.at(i), json::indexPath(QStringLiteral("$.problems"), i));
            Problem x;
            x.api = readText(p, QStringLiteral("api"), kMaxApiChars);
            x.message = readText(p, QStringLiteral("message"), kMaxProblemChars);
            p.finish();
            o.problems.push_back(x);
        }
        o.unmatchedSkus = r.stringList(QStringLiteral("unmatchedSkus"));
        if (o.unmatchedSkus.size() > kMaxEntries)
            r.fail(QStringLiteral("unmatchedSkus"),
                   OverlayText::tr("more than %1 entries").arg(kMaxEntries));
        for (const QString &s : o.unmatchedSkus)
            if (s.size() > kMaxUnmatchedChars || printableText(s) != s)
                r.fail(QStringLiteral("unmatchedSkus"),
                       OverlayText::tr("an entry is not one printable line of at most %1 "
                                       "characters")
                           .arg(kMaxUnmatchedChars));
        r.finish();
        return o;
    } catch (const json::ReadError &e) {
        if (error)
            *error = QStringLiteral("at %1: %2").arg(e.path, e.rule);
        return std::nullopt;
    }
}

const QStringList &overlayConsumptions()
{
    static const QStringList c{QStringLiteral("onDemand"), QStringLiteral("spot"),
                               QStringLiteral("cud1y"), QStringLiteral("cud3y")};
    return c;
}

QString overlayPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation))
        .filePath(QStringLiteral("catalog-overlay.json"));
}

QString LiveOverlay::storedText(const QString &text, int maxChars)
{
    QString t = printableText(text);
    if (t.size() <= maxChars)
        return t;
    qsizetype n = maxChars - 1;
    if (t.at(n - 1).isHighSurrogate())
        --n; // never half a character
    return t.left(n) + QChar(0x2026);
}

QString saveOverlay(const LiveOverlay &overlay, const QString &path)
{
    // One validation: what is written is exactly what loadOverlay accepts, or nothing is.
    const QByteArray bytes = overlay.toJson();
    QString why;
    if (!LiveOverlay::fromJson(bytes, &why))
        return OverlayText::tr("the new overlay was not written: it would not load (%1)").arg(why);
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return OverlayText::tr("cannot write %1: cannot create the folder").arg(path);
    return io::writeFile(path, bytes, io::Access::OwnerOnly);
}

OverlayLoad loadOverlay(const QString &path)
{
    OverlayLoad out;
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return out;
    auto refuse = [&](const QString &why) {
        out.error =
            OverlayText::tr("The live catalog overlay %1 was not used (%2); the built-in catalog "
                            "is used. Refresh the catalog from the project to replace it, or "
                            "delete the file.")
                .arg(path, why);
        return out;
    };
    QString error;
    auto o = jsonfile::load<LiveOverlay>(path, LiveOverlay::kMaxBytes,
                                         OverlayText::tr("catalog overlay"), LiveOverlay::fromJson,
                                         &error);
    if (!o)
        return refuse(error);
    out.overlay = std::move(o);
    return out;
}

QString dropOverlay(const QString &path)
{
    QFile f(path);
    if (!f.exists())
        return {};
    return f.remove() ? QString()
                      : OverlayText::tr("cannot delete %1: %2").arg(path, f.errorString());
}

} // namespace tpu::model
