#include "catalog/catalog.h"

#include "catalog/catalogtext.h"

#include <QCoreApplication>
#include <QUrl>
#include <QUrlQuery>
#include <algorithm>

namespace tpu::catalog {

QString modeId(Mode mode)
{
    return mode == Mode::Autopilot ? QStringLiteral("autopilot") : QStringLiteral("standard");
}

QString modeName(Mode mode)
{
    return mode == Mode::Autopilot ? QStringLiteral("Autopilot") : QStringLiteral("Standard");
}

std::optional<Mode> modeFromId(const QString &id)
{
    const QString s = id.trimmed().toLower();
    if (s == QLatin1String("autopilot"))
        return Mode::Autopilot;
    if (s == QLatin1String("standard"))
        return Mode::Standard;
    return std::nullopt;
}

QString severityId(Severity s)
{
    switch (s) {
    case Severity::Error:
        return QStringLiteral("error");
    case Severity::Warning:
        return QStringLiteral("warning");
    case Severity::Info:
        break;
    }
    return QStringLiteral("info");
}

std::optional<Severity> severityFromId(const QString &id)
{
    if (id == QLatin1String("error"))
        return Severity::Error;
    if (id == QLatin1String("warning"))
        return Severity::Warning;
    if (id == QLatin1String("info"))
        return Severity::Info;
    return std::nullopt;
}

bool Provenance::isUncertain(const QString &field) const
{
    return uncertain.contains(field) || uncertain.contains(QStringLiteral("*"));
}

QString Provenance::uncertainReason(const QString &field) const
{
    const auto it = uncertain.constFind(field);
    if (it != uncertain.constEnd())
        return readerText(it.value());
    return readerText(uncertain.value(QStringLiteral("*")));
}

QString Provenance::noteText() const
{
    return readerText(note);
}

QString Source::titleText() const
{
    return readerText(title);
}

QString Source::noteText() const
{
    return readerText(note);
}

bool Accelerator::offers(Mode mode) const
{
    return std::find(modes.begin(), modes.end(), mode) != modes.end();
}

bool ZoneOffer::offers(Mode mode) const
{
    return std::find(modes.begin(), modes.end(), mode) != modes.end();
}

bool Accelerator::mayOfferUnlistedZoneIn(const QString &region) const
{
    return unlistedZonesIn.contains(QStringLiteral("*")) || unlistedZonesIn.contains(region);
}

QString regionOfZone(const QString &zone)
{
    const int dash = zone.lastIndexOf(QLatin1Char('-'));
    return dash > 0 ? zone.left(dash) : zone;
}

QString ZoneOffer::region() const
{
    return regionOfZone(zone);
}

namespace {
template <typename T, typename Pred> const T *findIf(const std::vector<T> &rows, Pred pred)
{
    const auto it = std::find_if(rows.begin(), rows.end(), pred);
    return it == rows.end() ? nullptr : &*it;
}

template <typename T, typename Pred>
std::vector<const T *> filter(const std::vector<T> &rows, Pred pred)
{
    std::vector<const T *> out;
    for (const T &r : rows) {
        if (pred(r))
            out.push_back(&r);
    }
    return out;
}
} // namespace

const Version *Catalog::version(const QString &idOrAlias) const
{
    const QString key = idOrAlias.trimmed().toLower();
    return findIf(versions, [&](const Version &v) {
        return v.id.toLower() == key || v.aliases.contains(key, Qt::CaseInsensitive);
    });
}

const Accelerator *Catalog::accelerator(const QString &label) const
{
    return findIf(accelerators, [&](const Accelerator &a) { return a.label == label; });
}

const Accelerator *Catalog::acceleratorOfVmFamily(const QString &vmFamily) const
{
    if (vmFamily.isEmpty())
        return nullptr;
    return findIf(accelerators, [&](const Accelerator &a) { return a.vmFamily == vmFamily; });
}

std::optional<int> MachineType::smallestVcpu() const
{
    if (vcpu && conflictingVcpu)
        return std::min(*vcpu, *conflictingVcpu);
    return vcpu;
}

std::optional<double> MachineType::smallestMemoryGiB() const
{
    if (memoryGiB && conflictingMemoryGiB)
        return std::min(*memoryGiB, *conflictingMemoryGiB);
    return memoryGiB;
}

const MachineType *Catalog::machineType(const QString &name) const
{
    return findIf(machineTypes, [&](const MachineType &m) { return m.name == name; });
}

namespace {
struct RuleText // the translation context of the custom rule's wording
{
    Q_DECLARE_TR_FUNCTIONS(tpu::catalog::CustomRule)
};
} // namespace

bool CustomRule::allows(const Topology &t) const
{
    const auto &d = t.dims();
    const auto &m = maxTopology.dims();
    if (int(d.size()) != dims || d.size() != m.size() || t.chips() <= aboveChips ||
        t.chips() > maxChips)
        return false;
    for (size_t i = 0; i < d.size(); ++i)
        if (multipleOf < 1 || d[i] % multipleOf != 0 || d[i] > m[i])
            return false;
    return !nonDecreasing || std::is_sorted(d.begin(), d.end());
}

std::vector<Topology> CustomRule::shapes() const
{
    std::vector<Topology> out;
    const auto &max = maxTopology.dims();
    if (int(max.size()) != dims || multipleOf < 1)
        return out;
    std::vector<int> d(max.size(), 0);
    // Depth-first over the dimensions; each starts at the previous one when they must not decrease.
    const auto walk = [&](const auto &self, size_t i) -> void {
        if (i == d.size()) {
            if (auto t = Topology::fromDims(d); t && allows(*t))
                out.push_back(*t);
            return;
        }
        const int from = nonDecreasing && i > 0 ? d[i - 1] : multipleOf;
        long long before = 1; // chips of the dimensions already chosen
        for (size_t j = 0; j < i; ++j)
            before *= d[j];
        for (int x = from; x <= max[i]; x += multipleOf) {
            // The rest are at least `x` (non-decreasing) or `multipleOf`: past maxChips, so is
            // every larger x. Keeps TPU7x's 256-per-axis rule to the few thousand shapes it allows.
            long long least = before * x;
            for (size_t j = i + 1; j < d.size(); ++j)
                least *= nonDecreasing ? x : multipleOf;
            if (least > maxChips)
                break;
            d[i] = x;
            self(self, i + 1);
        }
    };
    walk(walk, 0);
    return out;
}

QString CustomRule::limitText() const
{
    const QString shape = dims == 2 ? QStringLiteral("AxB") : QStringLiteral("AxBxC");
    const QString order = !nonDecreasing ? QString()
                          : dims == 2    ? QStringLiteral(", A<=B")
                                         : QStringLiteral(", A<=B<=C");
    if (maxCubes > 0)
        return RuleText::tr("%1, each dimension a multiple of %2%3, more than %4 chips, each "
                            "dimension %5, at most %6 cubes of 4x4x4 (%7 chips)")
            .arg(shape)
            .arg(multipleOf)
            .arg(order)
            .arg(aboveChips)
            .arg(dimensionLimitText())
            .arg(maxCubes)
            .arg(maxChips);
    return RuleText::tr("%1, each dimension a multiple of %2%3, more than %4 chips, each "
                        "dimension %5, at most %6 chips")
        .arg(shape)
        .arg(multipleOf)
        .arg(order)
        .arg(aboveChips)
        .arg(dimensionLimitText())
        .arg(maxChips);
}

QString CustomRule::dimensionLimitText() const
{
    const auto &m = maxTopology.dims();
    const bool same =
        !m.empty() && std::all_of(m.begin(), m.end(), [&](int x) { return x == m[0]; });
    return same ? RuleText::tr("at most %1").arg(m[0])
                : RuleText::tr("within %1").arg(maxTopology.toString());
}

const CustomRule *Catalog::customRule(const QString &acceleratorLabel) const
{
    return findIf(customRules,
                  [&](const CustomRule &r) { return r.accelerator == acceleratorLabel; });
}

const PriceRow *Catalog::price(const QString &versionId, const QString &region) const
{
    return findIf(prices,
                  [&](const PriceRow &p) { return p.version == versionId && p.region == region; });
}

const ChannelVersions *Catalog::channelVersion(const QString &region, const QString &channel) const
{
    return findIf(channelVersions, [&](const ChannelVersions &v) {
        return v.region == region && v.channel == channel;
    });
}

const Spec *Catalog::spec(const QString &versionId) const
{
    return findIf(specs, [&](const Spec &s) { return s.version == versionId; });
}

std::optional<double> Spec::hbmBytes() const
{
    if (!hbmGiB)
        return std::nullopt;
    return *hbmGiB * (hbmUnit == QLatin1String("GB") ? 1e9 : 1024.0 * 1024.0 * 1024.0);
}

const QuotaInfo *Catalog::quota(const QString &acceleratorLabel) const
{
    return findIf(quotas, [&](const QuotaInfo &q) { return q.accelerator == acceleratorLabel; });
}

const DiskSupport *Catalog::disk(const QString &versionId) const
{
    return findIf(disks, [&](const DiskSupport &d) { return d.version == versionId; });
}

const Limitation *Catalog::limitation(const QString &id) const
{
    return findIf(limitations, [&](const Limitation &l) { return l.id == id; });
}

std::vector<const Accelerator *> Catalog::acceleratorsOf(const QString &versionId) const
{
    return filter(accelerators, [&](const Accelerator &a) { return a.version == versionId; });
}

std::vector<const MachineType *> Catalog::machineTypesOf(const QString &acceleratorLabel) const
{
    return filter(machineTypes,
                  [&](const MachineType &m) { return m.accelerator == acceleratorLabel; });
}

std::vector<const TopologyRow *> Catalog::topologiesOf(Mode mode,
                                                       const QString &acceleratorLabel) const
{
    return filter(topologies, [&](const TopologyRow &t) {
        return t.mode == mode && t.accelerator == acceleratorLabel;
    });
}

std::vector<const ZoneOffer *> Catalog::zonesOf(const QString &acceleratorLabel, Mode mode) const
{
    return filter(zones, [&](const ZoneOffer &z) {
        return z.accelerator == acceleratorLabel && z.offers(mode);
    });
}

bool Catalog::knowsZone(const QString &zone) const
{
    return findIf(zones, [&](const ZoneOffer &z) { return z.zone == zone; }) != nullptr;
}

bool Catalog::knowsRegion(const QString &region) const
{
    return findIf(zones, [&](const ZoneOffer &z) { return z.region() == region; }) != nullptr ||
           findIf(prices, [&](const PriceRow &p) { return p.region == region; }) != nullptr ||
           findIf(channelVersions, [&](const ChannelVersions &v) { return v.region == region; }) !=
               nullptr;
}

const ZoneOffer *Catalog::zoneOffer(const QString &acceleratorLabel, const QString &zone) const
{
    return findIf(zones, [&](const ZoneOffer &z) {
        return z.accelerator == acceleratorLabel && z.zone == zone;
    });
}

QString Catalog::sourceLabel(const QString &id) const
{
    const auto it = sources.constFind(id);
    if (it == sources.constEnd())
        return id;
    QString s = id + QStringLiteral(": ") + it->titleText();
    if (!it->url.isEmpty())
        s += QStringLiteral(" <") + it->url + QLatin1Char('>');
    return s;
}

namespace {
// A page's address without its hl= and the edition's language ("en" when it has none).
std::pair<QString, QString> pageAndEdition(const QString &url)
{
    QUrl u(url);
    QUrlQuery q(u);
    const QString hl = q.queryItemValue(QStringLiteral("hl")).toLower();
    q.removeAllQueryItems(QStringLiteral("hl"));
    u.setQuery(q);
    return {u.toString(), hl.isEmpty() ? QStringLiteral("en") : hl};
}
} // namespace

QString Catalog::readerLanguage()
{
    return QCoreApplication::translate("tpu::catalog::Catalog", "en",
                                       "The hl= code of Google's documentation in this language");
}

QString Catalog::sourceInLanguage(const QString &id, const QString &hl) const
{
    const auto it = sources.constFind(id);
    if (it == sources.constEnd() || it->url.isEmpty())
        return id;
    const auto [page, edition] = pageAndEdition(it->url);
    if (edition == hl)
        return id;
    for (const Source &s : sources)
        if (!s.url.isEmpty() && pageAndEdition(s.url) == std::pair{page, hl})
            return s.id;
    return id;
}

QStringList Catalog::sourcesInLanguage(const QStringList &ids, const QString &hl) const
{
    QStringList out;
    for (const QString &id : ids) {
        const QString edition = sourceInLanguage(id, hl);
        if (!out.contains(edition))
            out << edition;
    }
    return out;
}

} // namespace tpu::catalog
