// applyOverlay and the rules' use of the live overlay (catalogoverlay.h).
#include "model/availability.h"
#include "model/catalogoverlay.h"
#include "model/ruletext.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>

namespace tpu::model {

namespace {
struct OverlayApplyText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::LiveOverlay)
};

QString sourceTitle(const LiveOverlay &o, const QString &api)
{
    return QStringLiteral("%1: %2").arg(o.label(), api);
}
} // namespace

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
        c->sources.insert(
            id, Source{id, sourceTitle(o, api), url, o.dateText(),
                       OverlayApplyText::tr("Read from the project; no secret is stored.")});
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
                note(OverlayApplyText::tr(
                         "The catalog does not know machine type %1; its zones are not used.")
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
                    OverlayApplyText::tr(
                        "Project %1 was not offered it on %2 (%3); the catalog lists it.")
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
                note(OverlayApplyText::tr("SKU %1 is priced in %2, not %3; it is not used.")
                         .arg(p.sku, p.currency, currencyWanted));
                continue;
            }
            const Version *v = builtin.version(p.version);
            if (!v) {
                note(OverlayApplyText::tr(
                         "The catalog does not know TPU %1 (SKU %2); its price is not used.")
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
                for (const QString &m : overlayConsumptions())
                    row->prov.uncertain.insert(m, why);
            }
            (*row).*(members.value(p.consumption)) = p.perChipHour;
            row->prov.uncertain.remove(p.consumption);
            if (!row->prov.sources.contains(src))
                row->prov.sources << src;
            row->prov.note = o.label();
            const QString effective = p.effectiveAt.toString(QStringLiteral("yyyy-MM-dd"));
            row->date = OverlayApplyText::tr("%1 (%2)").arg(effective, o.label());
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
    const QString channel = effectiveReleaseChannel(plan);
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
    const TrText where = overlayTr(QT_TRANSLATE_NOOP("tpu::model::LiveOverlay", "%1, %2"))
                             .arg(plan.region(), cv->prov.note);
    if (ok && !*ok) {
        f.id = QStringLiteral("gke.version-default-below-minimum");
        f.severity = plan.newCluster ? catalog::Severity::Error : catalog::Severity::Warning;
        f.message =
            overlayTr(QT_TRANSLATE_NOOP(
                          "tpu::model::LiveOverlay",
                          "No cluster version given: the %1 channel's default %2 is below the "
                          "minimum %3 for %4 in %5 mode."))
                .arg(name, def->toString(), minimum.toString(), accelerator,
                     catalog::modeName(plan.mode));
        f.explanation =
            overlayTr(
                QT_TRANSLATE_NOOP("tpu::model::LiveOverlay",
                                  "The default was read live (%1). Enter a version of %2 or later "
                                  "that the channel offers, or choose another channel."))
                .arg(where, minimum.toString());
    } else {
        f.id = QStringLiteral("gke.version-unset");
        f.severity = plan.newCluster ? catalog::Severity::Info : catalog::Severity::Warning;
        f.message =
            overlayTr(QT_TRANSLATE_NOOP(
                          "tpu::model::LiveOverlay",
                          "No cluster version given: the %1 channel's default is %2, which %3 "
                          "the minimum %4 for %5 in %6 mode."))
                .arg(name, def->toString(),
                     ok ? overlayTr(QT_TRANSLATE_NOOP("tpu::model::LiveOverlay", "meets"))
                        : overlayTr(
                              QT_TRANSLATE_NOOP("tpu::model::LiveOverlay", "may or may not meet")),
                     minimum.toString(), accelerator, catalog::modeName(plan.mode));
        f.explanation =
            plan.newCluster
                ? overlayTr(
                      QT_TRANSLATE_NOOP("tpu::model::LiveOverlay",
                                        "The default was read live (%1); GKE creates the cluster "
                                        "with the channel's default at that time."))
                      .arg(where)
                : overlayTr(QT_TRANSLATE_NOOP("tpu::model::LiveOverlay",
                                              "The default was read live (%1). Enter the existing "
                                              "cluster's version so the planner can check it."))
                      .arg(where);
    }
    return f;
}

QString liveZoneNote(const catalog::ZoneOffer &offer)
{
    if (!offer.prov.sources.contains(QStringLiteral("live-zones")) ||
        offer.prov.isUncertain(QStringLiteral("zone")))
        return {};
    return OverlayApplyText::tr("%1 is offered in %2 (%3).")
        .arg(offer.accelerator, offer.zone, offer.prov.note);
}

} // namespace tpu::model
