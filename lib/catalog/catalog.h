#pragma once

#include "catalog/basictypes.h"
#include "catalog/gkeversion.h"
#include "catalog/topology.h"

#include <QJsonValue>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace tpu::catalog {

// Where a row's values come from, and which of them are not confirmed.
struct Provenance
{
    QStringList sources;              // ids into Catalog::sources
    QMap<QString, QString> uncertain; // field name (or "*") -> why it is uncertain
    QString note;

    bool isUncertain(const QString &field) const;
    // Why `field` is uncertain, and the note, in the reader's language (catalogtext.h); the
    // members above keep the catalog's English.
    QString uncertainReason(const QString &field) const;
    QString noteText() const;
};

struct Source
{
    QString id, title, url, date, note;

    // In the reader's language (catalogtext.h).
    QString titleText() const;
    QString noteText() const;
};

enum class MultiHostPlacement
{
    TpuTopology,
    WorkloadPolicy
};

struct Version
{
    QString id, name;
    QStringList aliases;
    int dims = 2;
    QString status;
    bool multislice = false;
    MultiHostPlacement placement = MultiHostPlacement::TpuTopology;
    Provenance prov;
};

struct Range
{
    int min = 0, max = 0;
};

struct AutopilotShape
{
    Range vcpu, memoryGiB, numaNodes;
};

struct Accelerator
{
    QString label, version, machinePrefix;
    // Compute Engine's VM family of the accelerator's machine types, as aggregate reservations
    // and the calendar-mode advice name it (VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E); empty:
    // not known.
    QString vmFamily;
    std::vector<Mode> modes;
    QString status;
    QMap<Mode, GkeVersion> minGke;
    QMap<Mode, int> maxChips;
    std::optional<AutopilotShape> autopilotShape;
    // Regions ("*": every region) where a zone the catalog knows but does not list for this
    // accelerator may still offer it (a source lists more zones than GKE confirmed); the
    // reason is prov.uncertainReason("unlistedZonesIn"). Elsewhere an unlisted zone does not.
    QStringList unlistedZonesIn;
    Provenance prov;

    bool offers(Mode mode) const;
    bool mayOfferUnlistedZoneIn(const QString &region) const;
};

struct MachineType
{
    QString name, accelerator;
    int chipsPerVm = 0;
    std::optional<int> vcpu;
    std::optional<double> memoryGiB;
    std::optional<int> numaNodes;
    QString preemption; // "high", "medium", "low"; empty when the docs give none
    // What other credible sources give where they disagree with vcpu or memoryGiB (the row's
    // `uncertain` says which and why); unset where none disagrees.
    std::optional<int> conflictingVcpu;
    std::optional<double> conflictingMemoryGiB;
    Provenance prov;

    // The smaller of the row's value and a conflicting one: what a Pod can count on when the
    // sources disagree (ct6e-standard-1t: 448 GiB in the seed, 176 GiB in Compute Engine).
    std::optional<int> smallestVcpu() const;
    std::optional<double> smallestMemoryGiB() const;
};

struct TopologyRow
{
    Mode mode = Mode::Standard;
    QString accelerator, machineType;
    int chipsPerVm = 0;
    bool custom = false; // the docs' {A}x{B}x{C} row; the fields below are unset then
    Topology topology;
    int chips = 0, vms = 0;
    bool multiHost = false;
    Provenance prov;
};

struct CustomRule
{
    QString accelerator;
    int dims = 3, aboveChips = 64, multipleOf = 4;
    bool nonDecreasing = true;
    Topology maxTopology;
    int maxChips = 0;
    // TPU7x states its limit in 4x4x4 cubes ("at most 144 cubes"); 0: the limit is maxChips alone.
    // When set, maxChips is maxCubes * 64 (the catalog check enforces it).
    int maxCubes = 0;
    Provenance prov;

    // Whether `t` is a custom shape this rule allows (more than aboveChips chips, each dimension
    // a multiple of multipleOf, non-decreasing when required, within maxTopology and maxChips).
    bool allows(const Topology &t) const;
    // Every shape the rule allows, smallest dimensions first: the one enumerator of custom
    // shapes (alternatives, the nearest shapes a rule suggests, reconcile).
    std::vector<Topology> shapes() const;
    // The limit in words, the same wherever it is stated (the rules, `catalog topologies`):
    // "AxBxC, each a multiple of 4, A<=B<=C, more than 64 chips, each dimension within
    // 16x16x24, at most 4096 chips".
    QString limitText() const;
    // The per-dimension part alone: "within 16x16x24", or "at most 256" when every dimension has
    // the same limit.
    QString dimensionLimitText() const;
};

struct ZoneOffer
{
    QString zone, accelerator;
    std::vector<Mode> modes;
    Provenance prov;

    QString region() const; // "us-east5-b" -> "us-east5"
    // Whether the zone offers the accelerator in `mode`: the one place "zone in mode" is decided
    // (the rules, reconcile and the zone lists read it).
    bool offers(Mode mode) const;
};

struct ZoneCaveat
{
    QString id, accelerator;
    QStringList zones;
    bool singleHostOnly = true; // appliesTo "single-host"; false = "all"
    Severity severity = Severity::Warning;
    QString message, explanation;
    QStringList alternatives;
    Provenance prov;
};

struct DiskSupport
{
    QString version;
    QStringList diskTypes;
    std::optional<int> maxDisksPerVm;
    Provenance prov;
};

struct QuotaInfo
{
    QString accelerator;
    QString onDemandMetric, preemptibleMetric; // empty = not known
    QString scope;                             // "region" or "zone"
    QString unit;
    Provenance prov;
};

struct PriceRow
{
    QString version, region;
    std::optional<double> onDemand, spot, cud1y, cud3y; // USD per chip-hour
    // Calendar-mode future reservations (issue 40), optional "calendarMode"; no row has it yet.
    std::optional<double> calendarMode;
    QString date;
    Provenance prov;
};

struct Spec
{
    QString version;
    // hbmGiB holds the HBM figure as Google states it, in hbmUnit: "GiB" (2^30 bytes) or "GB"
    // (10^9 bytes; v5e, v5p and v6e's pages say GB). hbmBytes() keeps the unit through sizing.
    std::optional<double> bf16Tflops, hbmGiB, hbmBandwidthGBps, iciBandwidthGBps;
    QString hbmUnit = QStringLiteral("GiB");
    // Peak int8 (TOPS) and fp8 (TFLOPS) per chip; ICI ports per chip; ICI bandwidth of one link
    // in one direction (GB/s, the book's figure: Google publishes totals per chip); data-center
    // network per chip (Gbit/s). Unset: not known (or not in an older catalog file).
    std::optional<double> int8Tops, fp8Tflops, iciLinkGBps, dcnGbps;
    std::optional<int> iciPorts;
    Provenance prov;

    std::optional<double> hbmBytes() const; // hbmGiB in bytes, by hbmUnit
};

struct Limitation
{
    QString id, text;
    QJsonValue value;
    Provenance prov;
};

// A release channel's default and valid GKE versions in one region. Only a live overlay
// (model/catalogoverlay.h) fills these; the built-in catalog does not know them.
struct ChannelVersions
{
    QString region, channel; // channel: "rapid", "regular", "stable"
    QString defaultVersion;
    QStringList validVersions;
    Provenance prov;
};

// Values of the limitations the rules read; the loader refuses a catalog without them.
struct RuleLimits
{
    int maxPodsPerVm = 0;
    int pendingScaleUpTimeoutHours = 0;
    std::vector<GkeVersion> v5pAutoscalingMinControlPlane;
    QStringList noSmt2MachineTypes;
    QMap<Mode, GkeVersion> multisliceMinGke;
    // Flex-start (GKE's flex-start page): minimum GKE version, TPU versions without it, the
    // zones listed per accelerator label, and how long a node runs.
    std::optional<GkeVersion> flexStartMinGke;
    QStringList flexStartUnsupportedVersions;
    QMap<QString, QStringList> flexStartZones;
    int flexStartMaxDays = 0;
    // The TPU versions whose multi-host flex-start slices GKE provisions through queued
    // provisioning (the others take a plain flex-start node pool).
    QStringList flexStartQueuedVersions;
    // Custom compute classes with TPU priorities.
    std::optional<GkeVersion> computeClassTpuMinGke;
    // Calendar-mode future reservations (issue 40); all empty/0 when the catalog has none of the
    // calendar-mode-* limitations. Each Google page's zone listing as it stands (the pages
    // disagree): TPU version id -> workload type ("any", "batch", "serving") -> zones.
    struct CalendarZoneListing
    {
        QString source; // a Catalog::sources id
        QMap<QString, QMap<QString, QStringList>> zones;
    };
    std::vector<CalendarZoneListing> calendarZones;
    // Each Google page's chip counts per request: TPU version id -> workload type ("any",
    // "batch", "serving") -> the counts; a workload type's own list replaces "any" for it.
    struct CalendarChipListing
    {
        QString source; // a Catalog::sources id
        QMap<QString, QMap<QString, QList<int>>> chips;
    };
    std::vector<CalendarChipListing> calendarChips;
    QMap<Mode, GkeVersion> calendarMinGke;
    int calendarMinDays = 0, calendarMaxDays = 0, calendarBookAheadDays = 0;
    QMap<QString, QString> calendarGcloudTpuVersion; // version id -> gcloud --tpu-version
    QStringList calendarGcloud528Versions; // the versions whose value gcloud 528.0.0 parses
};

// Everything the planner knows about Google's TPU offer. Immutable once loaded.
class Catalog
{
public:
    // Metadata
    int format = 0;
    QString catalogVersion, date, title;
    QString origin; // the file it was read from (":/..." for the built-in copy)

    QMap<QString, Source> sources;
    std::vector<Version> versions;
    std::vector<Accelerator> accelerators;
    std::vector<MachineType> machineTypes;
    std::vector<TopologyRow> topologies;
    std::vector<CustomRule> customRules;
    std::vector<ZoneOffer> zones;
    std::vector<ZoneCaveat> zoneCaveats;
    std::vector<DiskSupport> disks;
    std::vector<QuotaInfo> quotas;
    QString priceCurrency, priceUnit;
    std::vector<PriceRow> prices;
    std::vector<Spec> specs;
    std::vector<Limitation> limitations;
    RuleLimits limits;
    // From a live overlay only (empty in a catalog file): see model/catalogoverlay.h.
    std::vector<ChannelVersions> channelVersions;
    QString live; // "live, 2026-11-25, project P" when an overlay is applied

    // Look-ups; null when absent. Versions match their id or any alias, case-insensitively.
    const Version *version(const QString &idOrAlias) const;
    const Accelerator *accelerator(const QString &label) const;
    // The accelerator whose VM family this is (an aggregate reservation's vmFamily), or null.
    const Accelerator *acceleratorOfVmFamily(const QString &vmFamily) const;
    const MachineType *machineType(const QString &name) const;
    const CustomRule *customRule(const QString &acceleratorLabel) const;
    const PriceRow *price(const QString &versionId, const QString &region) const;
    const Spec *spec(const QString &versionId) const;
    const QuotaInfo *quota(const QString &acceleratorLabel) const;
    const DiskSupport *disk(const QString &versionId) const;
    const Limitation *limitation(const QString &id) const;
    const ChannelVersions *channelVersion(const QString &region, const QString &channel) const;

    std::vector<const Accelerator *> acceleratorsOf(const QString &versionId) const;
    std::vector<const MachineType *> machineTypesOf(const QString &acceleratorLabel) const;
    std::vector<const TopologyRow *> topologiesOf(Mode mode, const QString &acceleratorLabel) const;
    std::vector<const ZoneOffer *> zonesOf(const QString &acceleratorLabel, Mode mode) const;
    const ZoneOffer *zoneOffer(const QString &acceleratorLabel, const QString &zone) const;
    // A zone some zone row names (for any accelerator; a live overlay adds the project's), and a
    // region a zone row, a price or the live GKE versions name.
    bool knowsZone(const QString &zone) const;
    bool knowsRegion(const QString &region) const;

    QString sourceLabel(const QString &id) const; // "S13: title (url)"

    // The editions of one Google page differ only in their ?hl= (none: English). These give the
    // edition in the reader's language (readerLanguage()) when the catalog lists one, else `id`
    // itself; the list form also drops the duplicates this makes.
    QString sourceInLanguage(const QString &id, const QString &hl = readerLanguage()) const;
    QStringList sourcesInLanguage(const QStringList &ids,
                                  const QString &hl = readerLanguage()) const;
    // "en" or "it": the interface's language as Google's hl= parameter (a translated string, so
    // the CLI, the window and English-only output such as JSON all agree).
    static QString readerLanguage();
};

} // namespace tpu::catalog
