#include "ui/wizard/modepage.h"

#include "catalog/catalog.h"
#include "document/plandocument.h"
#include "ui/common/fieldfindings.h"
#include "ui/common/sourcelinks.h"
#include "ui/wizard/sizedialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace tpu::ui {

using catalog::Mode;

namespace {
QLabel *explanation(const QString &text, QWidget *parent)
{
    auto *l = new QLabel(text, parent);
    l->setWordWrap(true);
    l->setIndent(24);
    l->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    return l;
}
} // namespace

ModePage::ModePage(document::PlanDocument *document, QWidget *parent)
    : PlanPage(document, model::Step::Mode, parent)
{
    setObjectName(QStringLiteral("modePage"));
    setSubTitle(tr("Who creates the TPU nodes, and what the export will contain."));

    auto *modeBox = new QGroupBox(tr("Mode of operation"), this);
    // Short choices, the why in the wrapped text under each: a long button text cannot wrap and
    // made the step scroll sideways on a laptop at 175 % in Italian.
    m_autopilot = new QRadioButton(tr("&Autopilot"), modeBox);
    m_autopilot->setObjectName(QStringLiteral("autopilotRadioButton"));
    m_standard = new QRadioButton(tr("&Standard"), modeBox);
    m_standard->setObjectName(QStringLiteral("standardRadioButton"));
    auto *group = new QButtonGroup(this);
    group->addButton(m_autopilot);
    group->addButton(m_standard);
    auto *modeLayout = new QVBoxLayout(modeBox);
    modeLayout->addWidget(m_autopilot);
    modeLayout->addWidget(explanation(
        tr("Recommended by Google's planning guide. GKE creates, scales and removes TPU nodes "
           "from the workload's nodeSelectors (accelerator and topology). You manage no node "
           "pools. The export holds the workload manifests and, for a new cluster, one gcloud "
           "command that creates it."),
        modeBox));
    modeLayout->addWidget(m_standard);
    modeLayout->addWidget(explanation(
        tr("You create and manage the TPU node pools: one per slice, with its machine type, "
           "topology, placement, reservation and autoscaling. The export adds a gcloud "
           "node-pool command per slice. Choose it for node-level control (SMT, Pods per node, "
           "maintenance, existing pools)."),
        modeBox));
    if (document->catalog().sources.contains(QStringLiteral("SEED"))) {
        auto *src = new QLabel(modeBox);
        m_source = src;
        src->setObjectName(QStringLiteral("modeSourceLabel"));
        routeLinks(src);
        src->setWordWrap(true);
        modeLayout->addWidget(src);
    }

    auto *clusterBox = new QGroupBox(tr("Cluster"), this);
    auto *form = new QFormLayout(clusterBox);
    m_clusterName = new QLineEdit(clusterBox);
    m_clusterName->setObjectName(QStringLiteral("clusterNameLineEdit"));
    m_clusterName->setToolTip(tr("GKE cluster name: 1 to 40 lower-case letters, digits and '-', "
                                 "starting with a letter."));
    m_projectId = new QLineEdit(clusterBox);
    m_projectId->setObjectName(QStringLiteral("projectIdLineEdit"));
    m_projectId->setPlaceholderText(
        tr("e.g. my-project-123 (empty: a placeholder in the exports)"));
    m_projectId->setToolTip(tr("The Google Cloud project that owns the cluster: 6 to 30 "
                               "characters. Kept in the plan file and the exports only."));
    m_newCluster = new QCheckBox(tr("Create a ne&w cluster"), clusterBox);
    m_newCluster->setObjectName(QStringLiteral("newClusterCheckBox"));
    m_newCluster->setToolTip(tr("Clear it to add the TPUs to an existing cluster."));
    m_clusterLocation = new QLineEdit(clusterBox);
    m_clusterLocation->setObjectName(QStringLiteral("clusterLocationLineEdit"));
    m_clusterLocation->setPlaceholderText(tr("empty: the plan's region (a regional cluster)"));
    m_clusterLocation->setToolTip(
        tr("Where the existing cluster is, as 'gcloud container clusters list' shows it: its "
           "region, or its zone for a zonal cluster. Every exported command names it."));
    form->addRow(tr("Cluster na&me:"), m_clusterName);
    form->addRow(QString(), findingsFor({QStringLiteral("clusterName")},
                                        QStringLiteral("clusterNameFindings")));
    form->addRow(tr("&Project ID:"), m_projectId);
    form->addRow(QString(),
                 findingsFor({QStringLiteral("projectId")}, QStringLiteral("projectIdFindings")));
    form->addRow(QString(), m_newCluster);
    form->addRow(tr("Existing cluster's &location:"), m_clusterLocation);
    form->addRow(QString(), findingsFor({QStringLiteral("clusterLocation")},
                                        QStringLiteral("clusterLocationFindings")));

    auto *sizeBox = new QGroupBox(tr("Start from the model"), this);
    auto *sizeLayout = new QHBoxLayout(sizeBox);
    auto *sizeText = new QLabel(tr("Not sure which TPUs? Estimate what a model needs to train or "
                                   "serve on each version, with the arithmetic shown, and use "
                                   "the fit."),
                                sizeBox);
    sizeText->setWordWrap(true);
    m_size = new QPushButton(tr("Si&ze from a Model…"), sizeBox);
    m_size->setObjectName(QStringLiteral("sizeFromModelPushButton"));
    sizeLayout->addWidget(sizeText, 1);
    sizeLayout->addWidget(m_size);
    connect(m_size, &QPushButton::clicked, this, [this] {
        auto *dialog = new SizeDialog(this->document(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });

    contentLayout()->addWidget(modeBox);
    contentLayout()->addWidget(sizeBox);
    contentLayout()->addWidget(clusterBox);
    contentLayout()->addStretch(1);

    connect(m_autopilot, &QRadioButton::toggled, this, [this](bool on) {
        if (on)
            edit([](model::Plan &p) { p.mode = Mode::Autopilot; });
    });
    connect(m_standard, &QRadioButton::toggled, this, [this](bool on) {
        if (on)
            edit([](model::Plan &p) { p.mode = Mode::Standard; });
    });
    connect(m_clusterName, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](model::Plan &p) { p.clusterName = t; }); });
    connect(m_projectId, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](model::Plan &p) { p.projectId = t; }); });
    connect(m_newCluster, &QCheckBox::toggled, this,
            [this](bool on) { edit([&](model::Plan &p) { p.newCluster = on; }); });
    connect(m_clusterLocation, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](model::Plan &p) { p.clusterLocation = t; }); });
    setTabOrder(m_autopilot, m_standard);
    setTabOrder(m_clusterName, m_projectId);
    setTabOrder(m_standard, m_size);
    setTabOrder(m_size, m_clusterName);
    setTabOrder(m_projectId, m_newCluster);
    setTabOrder(m_newCluster, m_clusterLocation);
}

ModePage::~ModePage() = default;

void ModePage::refresh()
{
    const model::Plan &p = plan();
    (p.mode == Mode::Autopilot ? m_autopilot : m_standard)->setChecked(true);
    setNameField(m_clusterName, p.clusterName);
    setNameField(m_projectId, p.projectId);
    m_newCluster->setChecked(p.newCluster);
    setNameField(m_clusterLocation, p.clusterLocation);
    m_clusterLocation->setEnabled(!p.newCluster); // a new cluster is regional
    if (m_source)                                 // the link colour follows the theme
        m_source->setText(
            sourceLinksHtml(document()->catalog(), {QStringLiteral("SEED")}, palette()));
}

} // namespace tpu::ui
