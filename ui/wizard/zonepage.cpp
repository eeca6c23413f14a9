#include "ui/wizard/zonepage.h"

#include "catalog/catalog.h"
#include "document/plandocument.h"
#include "model/availability.h"
#include "model/resolution.h"
#include "ui/common/theme.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace tpu::ui {

namespace {
const int kZoneRole = Qt::UserRole;
}

ZonePage::ZonePage(document::PlanDocument *document, QWidget *parent)
    : PlanPage(document, model::Step::Zone, parent)
{
    setObjectName(QStringLiteral("zonePage"));
    setSubTitle(tr("Each TPU type exists only in some zones; the cluster and its TPU node pools "
                   "must be in one of them."));
    auto *where = new QGroupBox(tr("Location"), this);
    auto *form = new QFormLayout(where);
    m_offerLabel = new QLabel(where);
    m_offerLabel->setObjectName(QStringLiteral("zoneOfferLabel"));
    m_offerLabel->setWordWrap(true);
    m_offerLabel->setTextFormat(Qt::PlainText); // shows zone names: text, never markup
    m_region = new QComboBox(where);
    m_region->setObjectName(QStringLiteral("regionComboBox"));
    m_region->setToolTip(
        tr("Regions with at least one zone that offers the chosen TPU in this mode."));
    m_zone = new QComboBox(where);
    m_zone->setObjectName(QStringLiteral("zoneComboBox"));
    m_zone->setToolTip(tr("Every zone that offers the chosen TPU in this mode, by region; "
                          "choosing one sets the region. Zones marked (?) come from sources the "
                          "catalog could not confirm; hover an entry for why."));
    form->addRow(m_offerLabel);
    form->addRow(tr("&Region:"), m_region);
    form->addRow(tr("&Zone:"), m_zone);
    form->addRow(QString(), findingsFor({QStringLiteral("zone"), QStringLiteral("region")},
                                        QStringLiteral("zoneFindings")));

    auto *gke = new QGroupBox(tr("GKE version"), this);
    auto *gkeForm = new QFormLayout(gke);
    m_clusterVersion = new QLineEdit(gke);
    m_clusterVersion->setObjectName(QStringLiteral("clusterVersionLineEdit"));
    m_clusterVersion->setPlaceholderText(
        tr("e.g. 1.32.1-gke.1000000 (empty: the release channel's default)"));
    m_clusterVersion->setToolTip(tr("The cluster's GKE version, checked against the TPU's minimum "
                                    "for the mode. Give the full version to be sure."));
    m_channel = new QComboBox(gke);
    m_channel->setObjectName(QStringLiteral("releaseChannelComboBox"));
    m_channel->addItem(tr("GKE default"), QString());
    for (const QString &c : model::releaseChannels())
        m_channel->addItem(c, c);
    m_minimumLabel = new QLabel(gke);
    m_minimumLabel->setObjectName(QStringLiteral("minimumVersionLabel"));
    m_minimumLabel->setWordWrap(true);
    m_minimumLabel->setTextFormat(Qt::PlainText); // shows catalog versions: text, never markup
    gkeForm->addRow(tr("&Cluster version:"), m_clusterVersion);
    gkeForm->addRow(QString(), m_minimumLabel);
    gkeForm->addRow(tr("Release c&hannel:"), m_channel);
    gkeForm->addRow(
        QString(), findingsFor({QStringLiteral("clusterVersion"), QStringLiteral("releaseChannel")},
                               QStringLiteral("clusterVersionFindings")));
    contentLayout()->addWidget(where);
    contentLayout()->addWidget(gke);
    contentLayout()->addStretch(1);

    connect(m_region, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const QString region = m_region->currentData().toString();
        fillZones(this->document()->snapshot().resolution.accelerator, region);
        QString zone; // the region's first zone: the region is the zone's
        for (int i = 0; i < m_zone->count() && zone.isEmpty(); ++i)
            if (catalog::regionOfZone(m_zone->itemData(i, kZoneRole).toString()) == region)
                zone = m_zone->itemData(i, kZoneRole).toString();
        edit([&](model::Plan &p) { p.zone = zone; });
    });
    connect(m_zone, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        const QString zone = m_zone->itemData(i, kZoneRole).toString();
        edit([&](model::Plan &p) { p.zone = zone; });
    });
    connect(m_clusterVersion, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](model::Plan &p) { p.clusterVersion = t; }); });
    connect(m_channel, qOverload<int>(&QComboBox::activated), this, [this](int) {
        const QString c = m_channel->currentData().toString();
        edit([&](model::Plan &p) { p.releaseChannel = c; });
    });
}

ZonePage::~ZonePage() = default;

void ZonePage::fillRegions(const catalog::Accelerator *acc)
{
    const model::Plan &p = plan();
    const QString key = (acc ? acc->label : QString()) + catalog::modeId(p.mode);
    if (key == m_filledFor)
        return;
    m_filledFor = key;
    m_zonesFor.clear();
    m_region->clear();
    if (!acc) {
        m_offerLabel->setText(tr("Choose a TPU version and machine type first (step 2): the zones "
                                 "depend on them."));
        return;
    }
    QStringList regions;
    int uncertain = 0, zones = 0;
    for (const auto *z : document()->catalog().zonesOf(acc->label, p.mode)) {
        if (!regions.contains(z->region()))
            regions << z->region();
        ++zones;
        uncertain += z->prov.isUncertain(QStringLiteral("zone")) ? 1 : 0;
    }
    regions.sort();
    for (const QString &reg : regions)
        m_region->addItem(reg, reg);
    m_offerLabel->setText(
        tr("%1 in %2 mode: %3 zone(s) in %4 region(s)%5.")
            .arg(acc->label, catalog::modeName(p.mode))
            .arg(zones)
            .arg(regions.size())
            .arg(uncertain > 0 ? tr("; %1 of the zones are not confirmed (?)").arg(uncertain)
                               : QString()));
}

// Every zone that offers the TPU in the mode, grouped under its region (a heading that cannot be
// chosen): no region has to be picked first, and choosing a zone sets the region.
void ZonePage::fillZones(const catalog::Accelerator *acc, const QString &)
{
    // Never empty, unlike m_filledFor: a rebuild is decided by the accelerator and mode alone.
    const QString key =
        QStringLiteral("%1/%2").arg(acc ? acc->label : QString(), catalog::modeId(plan().mode));
    if (key == m_zonesFor)
        return;
    m_zonesFor = key;
    m_zone->clear();
    if (!acc)
        return;
    auto zones = document()->catalog().zonesOf(acc->label, plan().mode);
    std::stable_sort(zones.begin(), zones.end(),
                     [](const auto *a, const auto *b) { return a->zone < b->zone; });
    QString group;
    for (const auto *z : zones) {
        if (z->region() != group) {
            group = z->region();
            m_zone->addItem(group);
            if (auto *items = qobject_cast<QStandardItemModel *>(m_zone->model())) {
                QStandardItem *heading = items->item(m_zone->count() - 1);
                heading->setFlags(heading->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
                QFont bold = heading->font();
                bold.setBold(true);
                heading->setFont(bold);
            }
        }
        const bool unsure = z->prov.isUncertain(QStringLiteral("zone"));
        m_zone->addItem(unsure ? z->zone + QStringLiteral(" (?)") : z->zone);
        const int i = m_zone->count() - 1;
        m_zone->setItemData(i, z->zone, kZoneRole);
        if (unsure)
            m_zone->setItemData(
                i,
                plainToolTip(
                    tr("Not confirmed: %1").arg(z->prov.uncertainReason(QStringLiteral("zone")))),
                Qt::ToolTipRole);
    }
}

void ZonePage::refresh()
{
    const model::Plan &p = plan();
    // Held, not borrowed: an edit below would replace the document's snapshot.
    const model::SnapshotPtr snap = document()->snapshotPtr();
    const model::Resolution &r = snap->resolution;
    fillRegions(r.accelerator);
    const QString region = p.region();
    int ri = m_region->findData(region);
    if (ri < 0 &&
        !region.isEmpty()) { // a region the catalog does not offer: show it, flagged by the rules
        m_region->addItem(tr("%1 (does not offer this TPU)").arg(region), region);
        ri = m_region->count() - 1;
        m_filledFor.clear(); // rebuild the list next time, without this entry
    }
    m_region->setCurrentIndex(ri);
    fillZones(r.accelerator, region);
    int zi = m_zone->findData(p.zone, kZoneRole);
    if (zi < 0 && !p.zone.isEmpty()) {
        m_zone->addItem(tr("%1 (does not offer this TPU)").arg(p.zone));
        zi = m_zone->count() - 1;
        m_zone->setItemData(zi, p.zone, kZoneRole);
        m_zonesFor.clear(); // rebuild the list next time, without this entry
    }
    m_zone->setCurrentIndex(zi);
    setTextKeepingCursor(m_clusterVersion, p.clusterVersion);
    if (m_channel->findData(p.releaseChannel) < 0) // a plan file's value that is not a channel
        m_channel->addItem(tr("%1 (not a release channel)").arg(p.releaseChannel),
                           p.releaseChannel);
    m_channel->setCurrentIndex(m_channel->findData(p.releaseChannel));
    if (r.accelerator && r.accelerator->minGke.contains(p.mode))
        m_minimumLabel->setText(tr("Minimum for %1 in %2 mode: %3.")
                                    .arg(r.accelerator->label, catalog::modeName(p.mode),
                                         r.accelerator->minGke[p.mode].toString()));
    else
        m_minimumLabel->setText(tr("The minimum GKE version depends on the TPU version (step 2)."));
}

} // namespace tpu::ui
