#include "ui/wizard/topologypage.h"

#include "document/plandocument.h"
#include "model/availability.h"
#include "model/names.h"
#include "model/resolution.h"
#include "model/rules.h"
#include "ui/common/theme.h"
#include "ui/topology/topologypanel.h"
#include "ui/wizard/topologytablemodel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace tpu::ui {

TopologyPage::TopologyPage(document::PlanDocument *document, QWidget *parent)
    : PlanPage(document, model::Step::Topology, parent),
      m_model(new TopologyTableModel(document->catalog(), this))
{
    setObjectName(QStringLiteral("topologyPage"));
    setSubTitle(tr("The physical arrangement of chips in a slice. It decides the number of VMs and "
                   "whether the slice is single-host or multi-host."));
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableView(left);
    setUpChoiceTable(m_table, m_model, QStringLiteral("topologyTableView"));
    m_table->setAccessibleName(tr("Listed topologies"));
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *tableLabel = new QLabel(tr("Lis&ted topologies:"), left);
    tableLabel->setBuddy(m_table);

    auto *form = new QFormLayout;
    m_custom = new QLineEdit(left);
    m_custom->setObjectName(QStringLiteral("customTopologyLineEdit"));
    m_custom->setPlaceholderText(tr("e.g. 8x12x16"));
    m_customRule = new QLabel(left);
    m_customRule->setTextFormat(Qt::PlainText); // shows catalog names: text, never markup
    m_customRule->setObjectName(QStringLiteral("customRuleLabel"));
    m_customRule->setWordWrap(true);
    // Room for the rule and an error line, so that the fields below stay put as the text changes
    // (at the window's usual width; where it needs more, it grows rather than being cut).
    m_customRule->setMinimumHeight(m_customRule->fontMetrics().lineSpacing() * 4);
    m_customRule->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_slices = new QSpinBox(left);
    m_slices->setObjectName(QStringLiteral("slicesSpinBox"));
    m_slices->setRange(1, 1024); // what a plan file may hold; the rules judge the value
    m_slices->setToolTip(
        tr("Multislice: several slices of the same shape joined over the data-center "
           "network. Each slice gets its own node pool."));
    form->addRow(tr("C&ustom topology:"), m_custom);
    form->addRow(m_customRule); // the whole row: fewer lines than under the field alone
    form->addRow(tr("&Slices:"), m_slices);
    m_explanation = new QLabel(left);
    m_explanation->setObjectName(QStringLiteral("topologyExplanationLabel"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::RichText);

    leftLayout->addWidget(tableLabel);
    leftLayout->addWidget(m_table, 1);
    leftLayout->addLayout(form);
    // The findings, the "Try" buttons and the explanation share a block of reserved height, so
    // that the table and the fields above it stay where they are as these come and go.
    auto *messages = m_messages = new QWidget(left);
    messages->setObjectName(QStringLiteral("topologyMessagesWidget"));
    auto *messagesLayout = new QVBoxLayout(messages);
    messagesLayout->setContentsMargins(0, 0, 0, 0);
    messagesLayout->setAlignment(Qt::AlignTop);
    messagesLayout->addWidget(findingsFor({QStringLiteral("topology"), QStringLiteral("slices")},
                                          QStringLiteral("topologyFindings")));
    // The nearest valid shapes, one click each, while the shape is rejected.
    auto *tryRow = new QHBoxLayout;
    for (int i = 0; i < 3; ++i) {
        auto *b = new QPushButton(left);
        b->setObjectName(QStringLiteral("tryTopology%1PushButton").arg(i + 1));
        b->hide();
        connect(b, &QPushButton::clicked, this, [this, b] {
            const auto shape = catalog::Topology::parse(b->property("topology").toString());
            if (shape)
                edit([&](model::Plan &p) { p.topology = *shape; });
        });
        m_tryButtons << b;
        tryRow->addWidget(b);
    }
    tryRow->addStretch(1);
    messagesLayout->addLayout(tryRow);
    messagesLayout->addWidget(m_explanation);
    m_messagesReserved =
        messages->fontMetrics().lineSpacing() * 5 + m_tryButtons.first()->sizeHint().height() + 24;
    messages->setMinimumHeight(m_messagesReserved);
    leftLayout->addWidget(messages);

    m_panel = new TopologyPanel(this);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("topologySplitter"));
    split->addWidget(left);
    split->addWidget(m_panel);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({480, 560});
    contentLayout()->addWidget(split, 1);

    // Selection, not the current index: focusing the table makes a row current without choosing it.
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const auto *r = m_model->row(chosenRow(m_table));
        if (!r)
            return;
        edit([&](model::Plan &p) {
            p.topology = r->topology;
            p.machineType = r->machineType;
        });
    });
    connect(m_custom, &QLineEdit::textEdited, this, [this](const QString &t) {
        const QString mt = customMachineType();
        if (t.trimmed().isEmpty() || mt.isEmpty()) {
            m_customError.clear();
            return;
        }
        // Parsed here, where it enters: the plan only ever holds a normalised shape. While the
        // text is not a shape, the plan has none and the field says what to type.
        m_customError.clear(); // a shape that parses leaves no error of an earlier keystroke
        const auto shape = catalog::Topology::parse(t, &m_customError);
        edit([&](model::Plan &p) {
            p.topology = shape ? *shape : catalog::Topology();
            p.machineType = mt;
        });
    });
    connect(m_slices, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int n) { edit([&](model::Plan &p) { p.slices = n; }); });
}

TopologyPage::~TopologyPage() = default;

QString TopologyPage::customMachineType() const
{
    const auto &cat = document()->catalog();
    for (const auto *acc : cat.acceleratorsOf(plan().tpuVersion)) {
        if (!cat.customRule(acc->label))
            continue;
        for (const auto *r : cat.topologiesOf(plan().mode, acc->label))
            if (r->custom)
                return r->machineType;
    }
    return {};
}

void TopologyPage::refresh()
{
    const model::Plan &p = plan();
    const auto &cat = document()->catalog();
    m_model->setVersion(p.mode, p.tpuVersion);
    const int row = m_model->rowOf(p.topology, p.machineType);
    showChosenRow(m_table, row);
    const QString customMt = customMachineType();
    m_custom->setEnabled(!customMt.isEmpty());
    const auto *version = cat.version(p.tpuVersion);
    if (customMt.isEmpty()) {
        m_customRule->setText(version ? tr("Custom topologies are not offered for %1 in %2 mode: "
                                           "choose a listed one.")
                                            .arg(version->name, catalog::modeName(p.mode))
                                      : tr("Choose a TPU version first (step 2)."));
    } else {
        const auto *rule = cat.customRule(cat.machineType(customMt)->accelerator);
        // The limit in the same words as the rules and `tpu-planner catalog topologies`.
        m_customRule->setText(tr("Custom topologies: %1. Uses %2. Checked as you type.")
                                  .arg(rule->limitText(), customMt));
    }
    if (!m_customError.isEmpty() && m_custom->isEnabled())
        m_customRule->setText(tr("✖ %1").arg(m_customError) + QLatin1Char('\n') +
                              m_customRule->text());
    if (!m_custom->hasFocus()) {
        const QString shown = row < 0 ? p.topology.toString() : QString();
        if (m_custom->text() != shown) {
            m_custom->setText(shown);
            m_customError.clear();
        }
    }
    const bool multislice = model::hasMultislice(version);
    m_slices->setEnabled(multislice || p.slices > 1);
    m_slices->setToolTip(multislice
                             ? tr("Multislice: several slices of the same shape joined over the "
                                  "data-center network; each slice gets its own node pool.")
                             : tr("%1 does not support Multislice.")
                                   .arg(version ? version->name : tr("This version")));
    if (m_slices->value() != p.slices)
        m_slices->setValue(p.slices);
    m_explanation->setText(explanation());
    m_explanation->setVisible(!m_explanation->text().isEmpty());
    showSuggestions();

    // Held, not borrowed: an edit below would replace the document's snapshot.
    const model::SnapshotPtr snap = document()->snapshotPtr();
    const model::Resolution &r = snap->resolution;
    const QString key = QStringLiteral("%1/%2/%3/%4/%5/%6")
                            .arg(p.topology.toString())
                            .arg(r.chipsPerVm)
                            .arg(p.slices)
                            .arg(p.tpuVersion, catalog::modeId(p.mode))
                            .arg(document()->maskNames());
    if (key != m_gridKey && isVisible()) {
        m_gridKey = key;
        const model::Plan copy = p;
        const model::Masking masking = document()->masking(); // node-pool labels, masked or not
        m_panel->setSlices(p.topology, r.chipsPerVm, p.slices, [copy, masking](int slice) {
            return masking.apply(model::nodePoolName(copy, slice));
        });
    }
    // A shape the rules reject is drawn greyed out, captioned with why.
    QStringList rejected;
    for (const model::Finding &f : document()->errorsOn(model::Step::Topology))
        if (f.field == QLatin1String("topology"))
            rejected << f.message.toString();
    m_panel->setRejected(rejected.join(QLatin1Char(' ')));
}

void TopologyPage::showSuggestions()
{
    const model::Plan &p = plan();
    bool rejected = false;
    for (const auto &f : document()->findingsOf({QStringLiteral("topology")}))
        rejected = rejected || f.severity == catalog::Severity::Error;
    const QStringList shapes =
        rejected
            ? model::nearestTopologies(document()->catalog(), p, document()->snapshot().resolution)
            : QStringList();
    for (int i = 0; i < m_tryButtons.size(); ++i) {
        QPushButton *b = m_tryButtons[i];
        const bool shown = i < shapes.size();
        if (shown) {
            b->setText(tr("Try %1").arg(shapes[i]));
            b->setProperty("topology", shapes[i]);
            b->setToolTip(
                plainToolTip(tr("Use %1 instead of %2.").arg(shapes[i], p.topology.toString())));
        }
        b->setVisible(shown);
    }
    // The reserved block grows only when its text needs more lines than it keeps.
    QLayout *layout = m_messages->layout();
    const int need = layout->hasHeightForWidth() && m_messages->width() > 0
                         ? layout->totalHeightForWidth(m_messages->width())
                         : layout->totalSizeHint().height();
    m_messages->setMinimumHeight(std::max(m_messagesReserved, need));
}

QString TopologyPage::explanation() const
{
    const model::Plan &p = plan();
    // Held, not borrowed: an edit below would replace the document's snapshot.
    const model::SnapshotPtr snap = document()->snapshotPtr();
    const model::Resolution &r = snap->resolution;
    if (!r.isComplete() || !document()->errorsOn(model::Step::Topology).empty())
        return {}; // the findings say what is wrong with the shape
    QString h;
    if (r.multiHost)
        h = tr("<b>%1</b> = %2 chips on <b>%3 VMs</b> of %4 chips: <b>multi-host</b>. GKE creates "
               "the "
               "slice's VMs together and scales them as one unit (0 or %3 nodes); the workload "
               "runs one "
               "Pod per VM, each requesting <code>google.com/tpu: %4</code>.")
                .arg(p.topology.toString())
                .arg(r.chipsPerSlice)
                .arg(r.vmsPerSlice)
                .arg(r.chipsPerVm);
    else
        h = tr("<b>%1</b> = %2 chip(s) on <b>one VM</b>: <b>single-host</b>. The workload is one "
               "Pod "
               "requesting <code>google.com/tpu: %2</code>.")
                .arg(p.topology.toString())
                .arg(r.chipsPerSlice);
    const QStringList listing = m_model->machineTypesListing(p.topology);
    if (listing.size() > 1)
        h += tr(" %1 is listed for %2: one row per machine type, so it can be either one larger VM "
                "(single-host) or several smaller ones (multi-host). Pick the row you want.")
                 .arg(p.topology.toString(), listing.join(tr(" and ")).toHtmlEscaped());
    if (p.slices > 1)
        h += tr(" <b>%1 slices</b>: %2 VMs and %3 chips in all.")
                 .arg(p.slices)
                 .arg(r.vmsPerSlice * p.slices)
                 .arg(r.chipsPerSlice * p.slices);
    return h;
}

} // namespace tpu::ui
