#include "catalogoverlay.h"

#include "atomicfile.h"
#include "jsonreader.h"
#include "names.h"

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
struct Text // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::LiveOverlay)
};

const QStringList &consumptions()
{
    static const QStringList c{QStringLiteral("onDemand"), QStringLiteral("spot"),
                               QStringLiteral("cud1y"), QStringLiteral("cud3y")};
    return c;
}

const QStringList &channels()
{
    static const QStringList c{QStringLiteral("rapid"), QStringLiteral("regular"),
                               QStringLiteral("stable"), QStringLiteral("extended")};
    return c;
}

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
        r.fail(key, Text::tr("\"%1\" is not a %2").arg(json::echo(printableText(value)), what));
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
        r.fail(key, Text::tr("more than %1 entries").arg(LiveOverlay::kMaxEntries));
    for (const QString &v : list)
        need(r, key, v, shape, what);
    return list;
}

QString readText(json::ObjectReader &r, const QString &key, int maxChars)
{
    const QString v = r.string(key);
    if (v.size() > maxChars || printableText(v) != v)
        r.fail(key, Text::tr("not one printable line of at most %1 characters").arg(maxChars));
    return v;
}

QJsonArray checkedArray(json::ObjectReader &r, const QString &key)
{
    const QJsonArray a = r.array(key);
    if (a.size() > LiveOverlay::kMaxEntries)
        r.fail(key, Text::tr("more than %1 entries").arg(LiveOverlay::kMaxEntries));
    return a;
}

const QRegularExpression &zoneShape()
{
    static const QRegularExpression re = anchored("[a-z]+-[a-z]+[0-9]+-[a-z0-9]+");
    return re;
}
const QRegularExpression &regionShape()
{
    static const QRegularExpression re = anchored("[a-z]+-[a-z]+[0-9]+");
    return re;
}
const QRegularExpression &versionShape()
{
    static const QRegularExpression re =
        anchored("[0-9]{1,4}(\\.[0-9]{1,6}){1,2}(-gke\\.[0-9]{1,12})?");
    return re;
}

QString sourceTitle(const LiveOverlay &o, const QString &api)
{
    return QStringLiteral("%1: %2").arg(o.label(), api);
}

} // namespace

QString LiveOverlay::zonesApi()
{
    return Text::tr("Compute Engine API (aggregated machineTypes)");
}

QString LiveOverlay::versionsApi()
{
    return Text::tr("GKE API (serverConfig)");
}

QString LiveOverlay::pricesApi()
{
    return Text::tr("Cloud Billing Catalog API (services.skus)");
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
    return Text::tr("live, %1, project %2").arg(dateText(), project);
}

QString LiveOverlay::ageText(const QDateTime &now) const
{
    const int days = ageDays(now);
    return isStale(now)
               ? Text::tr("%1 (%n day(s) old: stale, refresh it)", nullptr, days).arg(label())
               : Text::tr("%1 (%n day(s) old)", nullptr, days).arg(label());
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
    try {
        json::ObjectReader r(json::parseDocument(bytes), QStringLiteral("$"));
        if (r.integer(QStringLiteral("schema"), 0, 1000) != kSchema)
            r.fail(QStringLiteral("schema"),
                   Text::tr("this version of TPU Planner reads overlay schema %1").arg(kSchema));
        if (r.string(QStringLiteral("kind")) != QLatin1String("tpu-planner-catalog-overlay"))
            r.fail(QStringLiteral("kind"), Text::tr("not a TPU Planner catalog overlay"));
        LiveOverlay o;
        o.project = readName(r, QStringLiteral("project"), project, Text::tr("project id"));
        const QString when = r.string(QStringLiteral("fetchedAt"));
        o.fetchedAt = QDateTime::fromString(when, Qt::ISODate).toUTC();
        if (!o.fetchedAt.isValid() || o.fetchedAt > QDateTime::currentDateTimeUtc().addDays(1))
            r.fail(QStringLiteral("fetchedAt"), Text::tr("not a past UTC time"));
        if (r.has(QStringLiteral("zones"))) {
            json::ObjectReader z(r.value(QStringLiteral("zones")),
                                 r.pathOf(QStringLiteral("zones")));
            readText(z, QStringLiteral("api"), 200);
            json::ObjectReader types(z.value(QStringLiteral("machineTypes")),
                                     z.pathOf(QStringLiteral("machineTypes")));
            o.zones.emplace();
            const QStringList keys = types.keys();
            if (keys.size() > kMaxEntries)
                z.fail(QStringLiteral("machineTypes"),
                       Text::tr("more than %1 entries").arg(kMaxEntries));
            for (const QString &mt : keys) {
                need(types, mt, mt, machineType, Text::tr("machine type"));
                o.zones->push_back({mt, readNames(types, mt, zoneShape(), Text::tr("zone"))});
            }
            types.finish();
            z.finish();
        }
        if (r.has(QStringLiteral("versions"))) {
            json::ObjectReader v(r.value(QStringLiteral("versions")),
                                 r.pathOf(QStringLiteral("versions")));
            readText(v, QStringLiteral("api"), 200);
            const QJsonArray regions = checkedArray(v, QStringLiteral("regions"));
            o.versions.emplace();
            for (int i = 0; i < regions.size(); ++i) {
                json::ObjectReader g(regions.at(i), json::indexPath(v.pathOf("regions"), i));
                RegionVersions rv;
                rv.region =
                    readName(g, QStringLiteral("region"), regionShape(), Text::tr("region"));
                rv.validVersions = readNames(g, QStringLiteral("validVersions"), versionShape(),
                                             Text::tr("GKE version"));
                const QJsonArray chans = checkedArray(g, QStringLiteral("channels"));
                for (int k = 0; k < chans.size(); ++k) {
                    json::ObjectReader c(chans.at(k), json::indexPath(g.pathOf("channels"), k));
                    RegionVersions::Channel ch;
                    ch.channel = c.string(QStringLiteral("channel"));
                    if (!channels().contains(ch.channel))
                        c.fail(
                            QStringLiteral("channel"),
                            Text::tr("not one of %1").arg(channels().join(QStringLiteral(", "))));
                    ch.defaultVersion = c.string(QStringLiteral("defaultVersion"));
                    if (!ch.defaultVersion.isEmpty())
                        need(c, QStringLiteral("defaultVersion"), ch.defaultVersion, versionShape(),
                             Text::tr("GKE version"));
                    ch.validVersions = readNames(c, QStringLiteral("validVersions"), versionShape(),
                                                 Text::tr("GKE version"));
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
            readText(pr, QStringLiteral("api"), 200);
            const QJsonArray rows = checkedArray(pr, QStringLiteral("rows"));
            o.prices.emplace();
            for (int i = 0; i < rows.size(); ++i) {
                json::ObjectReader p(rows.at(i), json::indexPath(pr.pathOf("rows"), i));
                Price x;
                x.version =
                    readName(p, QStringLiteral("version"), versionId, Text::tr("TPU version"));
                x.region = readName(p, QStringLiteral("region"), regionShape(), Text::tr("region"));
                x.consumption = p.string(QStringLiteral("consumption"));
                if (!consumptions().contains(x.consumption))
                    p.fail(
                        QStringLiteral("consumption"),
                        Text::tr("not one of %1").arg(consumptions().join(QStringLiteral(", "))));
                const auto v = p.nullableNumber(QStringLiteral("perChipHour"), 10000.0);
                if (!v || !std::isfinite(*v) || *v < 0)
                    p.fail(QStringLiteral("perChipHour"), Text::tr("not a price from 0 to 10000"));
                x.perChipHour = *v;
                x.currency =
                    readName(p, QStringLiteral("currency"), currency, Text::tr("currency code"));
                x.effectiveAt =
                    QDateTime::fromString(p.string(QStringLiteral("effectiveTime")), Qt::ISODate)
                        .toUTC();
                if (!x.effectiveAt.isValid())
                    p.fail(QStringLiteral("effectiveTime"), Text::tr("not a UTC time"));
                x.sku = readName(p, QStringLiteral("sku"), sku, Text::tr("SKU id"));
                p.finish();
                o.prices->push_back(x);
            }
            pr.finish();
        }
        const QJsonArray probs = checkedArray(r, QStringLiteral("problems"));
        for (int i = 0; i < probs.size(); ++i) {
            json::ObjectReader p(probs.at(i), json::indexPath(QStringLiteral("$.problems"), i));
            Problem x;
            x.api = readText(p, QStringLiteral("api"), 200);
            x.message = readText(p, QStringLiteral("message"), 2000);
            p.finish();
            o.problems.push_back(x);
        }
        o.unmatchedSkus = r.stringList(QStringLiteral("unmatchedSkus"));
        if (o.unmatchedSkus.size() > kMaxEntries)
            r.fail(QStringLiteral("unmatchedSkus"),
                   Text::tr("more than %1 entries").arg(kMaxEntries));
        for (const QString &s : o.unmatchedSkus)
            if (s.size() > 500 || printableText(s) != s)
                r.fail(QStringLiteral("unmatchedSkus"),
                       Text::tr("an entry is not one printable line of at most 500 characters"));
        r.finish();
        return o;
    } catch (const json::ReadError &e) {
        if (error)
            *error = QStringLiteral("at %1: %2").arg(e.path, e.rule);
        return std::nullopt;
    }
}

QString overlayPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation))
        .filePath(QStringLiteral("catalog-overlay.json"));
}

QString saveOverlay(const LiveOverlay &overlay, const QString &path)
{
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return Text::tr("cannot write %1: cannot create the folder").arg(path);
    return io::writeFile(path, overlay.toJson(), io::Access::OwnerOnly);
}

OverlayLoad loadOverlay(const QString &path)
{
    OverlayLoad out;
    if (!QFileInfo::exists(path) && !QFileInfo(path).isSymLink())
        return out;
    auto refuse = [&](const QString &why) {
        out.error = Text::tr("The live catalog overlay %1 was not used (%2); the built-in catalog "
                             "is used. Refresh the catalog from the project to replace it, or "
                             "delete the file.")
                        .arg(path, why);
        return out;
    };
    QString error;
    const QByteArray bytes =
        json::readBounded(path, LiveOverlay::kMaxBytes, Text::tr("catalog overlay"), &error);
    if (!error.isEmpty())
        return refuse(error);
    auto o = LiveOverlay::fromJson(bytes, &error);
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
    return f.remove() ? QString() : Text::tr("cannot delete %1: %2").arg(path, f.errorString());
}

std::shared_ptr<const catalog::Catalog> applyOverlay(const catalog::Catalog &builtin,
                                                     const LiveOverlay &o, QStringList *notes)
{
    using namespace catalog;
    auto c = std::make_shared<Catalog>(builtin);
    c->live = o.label();
    auto note = [notes](const QString &n) {
        if (notes)
            *notes << n;
    };
    auto addSource = [&](const QString &id, const QString &api, const QString &url) {
        c->sources.insert(id, Source{id, sourceTitle(o, api), url, o.dateText(),
                                     Text::tr("Read from the project; no secret is stored.")});
    };
    const QString P = o.project;

    if (o.zones) {
        const QString src = QStringLiteral("live-zones");
        addSource(src, LiveOverlay::zonesApi(),
                  QStringLiteral("https://compute.googleapis.com/compute/v1/projects/%1/aggregated/"
                                 "machineTypes")
                      .arg(P));
        // The zones of each accelerator the refresh read: the union over its machine types.
        QMap<QString, QSet<QString>> offered;
        for (const auto &z : *o.zones) {
            const MachineType *mt = builtin.machineType(z.machineType);
            if (!mt) {
                note(Text::tr("The catalog does not know machine type %1; its zones are not used.")
                         .arg(z.machineType));
                continue;
            }
            for (const QString &zone : z.zones)
                offered[mt->accelerator].insert(zone);
            offered[mt->accelerator]; // read, even when offered nowhere
        }
        for (ZoneOffer &z : c->zones) {
            if (!offered.contains(z.accelerator))
                continue;
            if (offered[z.accelerator].contains(z.zone)) {
                z.prov.uncertain.remove(QStringLiteral("zone"));
                z.prov.uncertain.remove(QStringLiteral("*"));
                z.prov.sources = QStringList{src};
                z.prov.note = o.label();
                offered[z.accelerator].remove(z.zone);
            } else {
                z.prov.uncertain.insert(
                    QStringLiteral("zone"),
                    Text::tr("Project %1 was not offered it on %2 (%3); the catalog lists it.")
                        .arg(P, o.dateText(), LiveOverlay::zonesApi()));
                z.prov.sources << src;
            }
        }
        for (auto it = offered.cbegin(); it != offered.cend(); ++it) {
            const Accelerator *a = builtin.accelerator(it.key());
            QStringList added(it.value().cbegin(), it.value().cend());
            added.sort();
            for (const QString &zone : added) {
                ZoneOffer z;
                z.zone = zone;
                z.accelerator = it.key();
                z.modes = a ? a->modes : std::vector<Mode>{Mode::Standard};
                z.prov.sources = QStringList{src};
                z.prov.note = o.label();
                c->zones.push_back(z);
            }
        }
    }

    if (o.versions) {
        const QString src = QStringLiteral("live-versions");
        addSource(src, LiveOverlay::versionsApi(),
                  QStringLiteral("https://container.googleapis.com/v1/projects/%1/locations/-/"
                                 "serverConfig")
                      .arg(P));
        for (const auto &rv : *o.versions)
            for (const auto &ch : rv.channels) {
                ChannelVersions v;
                v.region = rv.region;
                v.channel = ch.channel;
                v.defaultVersion = ch.defaultVersion;
                v.validVersions = ch.validVersions;
                v.prov.sources = QStringList{src};
                v.prov.note = o.label();
                c->channelVersions.push_back(v);
            }
    }

    if (o.prices) {
        const QString src = QStringLiteral("live-prices");
        addSource(src, LiveOverlay::pricesApi(),
                  QStringLiteral("https://cloudbilling.googleapis.com/v1/services/-/skus"));
        using Member = std::optional<double> PriceRow::*;
        const QMap<QString, Member> members{{QStringLiteral("onDemand"), &PriceRow::onDemand},
                                            {QStringLiteral("spot"), &PriceRow::spot},
                                            {QStringLiteral("cud1y"), &PriceRow::cud1y},
                                            {QStringLiteral("cud3y"), &PriceRow::cud3y}};
        for (const auto &p : *o.prices) {
            const QString currencyWanted =
                builtin.priceCurrency.isEmpty() ? QStringLiteral("USD") : builtin.priceCurrency;
            if (p.currency != currencyWanted) {
                note(Text::tr("SKU %1 is priced in %2, not %3; it is not used.")
                         .arg(p.sku, p.currency, currencyWanted));
                continue;
            }
            const Version *v = builtin.version(p.version);
            if (!v) {
                note(Text::tr("The catalog does not know TPU %1 (SKU %2); its price is not used.")
                         .arg(p.version, p.sku));
                continue;
            }
            auto row = std::find_if(c->prices.begin(), c->prices.end(), [&](const PriceRow &r) {
                return r.version == v->id && r.region == p.region;
            });
            if (row == c->prices.end()) {
                PriceRow r;
                r.version = v->id;
                r.region = p.region;
                c->prices.push_back(r);
                row = c->prices.end() - 1;
            }
            if (row->prov.uncertain.contains(QStringLiteral("*"))) {
                const QString why = row->prov.uncertain.take(QStringLiteral("*"));
                for (const QString &m : consumptions())
                    row->prov.uncertain.insert(m, why);
            }
            (*row).*(members.value(p.consumption)) = p.perChipHour;
            row->prov.uncertain.remove(p.consumption);
            if (!row->prov.sources.contains(src))
                row->prov.sources << src;
            row->prov.note = o.label();
            const QString effective = p.effectiveAt.toString(QStringLiteral("yyyy-MM-dd"));
            row->date = Text::tr("%1 (%2)").arg(effective, o.label());
        }
    }
    return c;
}

std::shared_ptr<const catalog::Catalog> withOverlay(std::shared_ptr<const catalog::Catalog> builtin,
                                                    QString *error, const QString &path)
{
    const OverlayLoad l = loadOverlay(path);
    if (error)
        *error = l.error;
    if (!l.overlay || !builtin)
        return builtin;
    return applyOverlay(*builtin, *l.overlay);
}

} // namespace tpu::model

namespace tpu::model {

std::optional<Finding> liveChannelDefaultFinding(const catalog::Catalog &catalog, const Plan &plan,
                                                 const QString &accelerator,
                                                 const catalog::GkeVersion &minimum)
{
    const QString channel =
        plan.releaseChannel.isEmpty() ? QStringLiteral("regular") : plan.releaseChannel;
    const catalog::ChannelVersions *cv = catalog.channelVersion(plan.region(), channel);
    if (!cv || cv->defaultVersion.isEmpty())
        return std::nullopt;
    const auto def = catalog::GkeVersion::parse(cv->defaultVersion);
    if (!def)
        return std::nullopt;
    const QString name = channel.at(0).toUpper() + channel.mid(1);
    const auto ok = def->atLeast(minimum);
    Finding f;
    f.field = QStringLiteral("clusterVersion");
    f.sources = cv->prov.sources;
    const QString where = Text::tr("%1, %2").arg(plan.region(), cv->prov.note);
    if (ok && !*ok) {
        f.id = QStringLiteral("gke.version-default-below-minimum");
        f.severity = plan.newCluster ? catalog::Severity::Error : catalog::Severity::Warning;
        f.message = Text::tr("No cluster version given: the %1 channel's default %2 is below the "
                             "minimum %3 for %4 in %5 mode.")
                        .arg(name, def->toString(), minimum.toString(), accelerator,
                             catalog::modeName(plan.mode));
        f.explanation = Text::tr("The default was read live (%1). Enter a version of %2 or later "
                                 "that the channel offers, or choose another channel.")
                            .arg(where, minimum.toString());
    } else {
        f.id = QStringLiteral("gke.version-unset");
        f.severity = plan.newCluster ? catalog::Severity::Info : catalog::Severity::Warning;
        f.message = Text::tr("No cluster version given: the %1 channel's default is %2, which %3 "
                             "the minimum %4 for %5 in %6 mode.")
                        .arg(name, def->toString(),
                             ok ? Text::tr("meets") : Text::tr("may or may not meet"),
                             minimum.toString(), accelerator, catalog::modeName(plan.mode));
        f.explanation = plan.newCluster
                            ? Text::tr("The default was read live (%1); GKE creates the cluster "
                                       "with the channel's default at that time.")
                                  .arg(where)
                            : Text::tr("The default was read live (%1). Enter the existing "
                                       "cluster's version so the planner can check it.")
                                  .arg(where);
    }
    return f;
}

QString liveZoneNote(const catalog::ZoneOffer &offer)
{
    if (!offer.prov.sources.contains(QStringLiteral("live-zones")) ||
        offer.prov.isUncertain(QStringLiteral("zone")))
        return {};
    return Text::tr("%1 is offered in %2 (%3).")
        .arg(offer.accelerator, offer.zone, offer.prov.note);
}

} // namespace tpu::model
