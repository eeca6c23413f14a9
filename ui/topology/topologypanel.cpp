#include "ui/topology/topologypanel.h"

#include "ui/common/messagebox.h"
#include "ui/topology/topologyview.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSlider>

namespace tpu::ui {

TopologyPanel::TopologyPanel(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("topologyPanel"));
    m_view = new TopologyView(this);
    m_layerLabel = new QLabel(tr("&Layer: all"), this);
    m_layerSlider = new QSlider(Qt::Horizontal, this);
    m_layerSlider->setObjectName(QStringLiteral("layerSlider"));
    m_layerSlider->setToolTip(tr("Show one layer (z) of a 3D slice; leftmost shows every layer."));
    m_layerLabel->setBuddy(m_layerSlider);
    m_linksCheckBox = new QCheckBox(tr("&ICI links"), this);
    m_linksCheckBox->setObjectName(QStringLiteral("linksCheckBox"));
    m_linksCheckBox->setChecked(m_view->linksVisible());
    m_linksCheckBox->setToolTip(tr("Inter-chip links between neighbouring chips; dashed stubs mark "
                                   "wraparound (torus) links."));
    auto *reset = new QPushButton(tr("&Reset View"), this);
    reset->setObjectName(QStringLiteral("resetViewPushButton"));
    auto *png = new QPushButton(tr("Export &PNG…"), this);
    png->setObjectName(QStringLiteral("exportPngPushButton"));
    auto *svg = new QPushButton(tr("Export SV&G…"), this);
    svg->setObjectName(QStringLiteral("exportSvgPushButton"));

    m_colourBy = new QComboBox(this);
    m_colourBy->setObjectName(QStringLiteral("colourByComboBox"));
    m_colourBy->addItem(tr("VM (host)"), int(grid::ColourBy::Vm));
    m_colourBy->addItem(tr("Slice"), int(grid::ColourBy::Slice));
    m_colourBy->addItem(tr("ICI axis"), int(grid::ColourBy::IciAxis));
    m_colourBy->addItem(tr("4×4×4 block"), int(grid::ColourBy::Block));
    m_colourBy->setToolTip(tr("What the colours show; the legend above the grid explains them."));
    auto *colourLabel = new QLabel(tr("&Colour by:"), this);
    colourLabel->setBuddy(m_colourBy);
    m_details = new QLabel(this);
    m_details->setObjectName(QStringLiteral("vmDetailsLabel"));
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::PlainText); // shows node-pool names: text, never markup
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_details->setAccessibleName(tr("Selected VM"));
    m_details->setToolTip(grid::SliceGeometry::vmOrder()); // how the planner numbers VMs
    // Room for three lines whatever is selected: the controls below never move.
    m_details->setMinimumHeight(3 * fontMetrics().lineSpacing() + 4);
    m_details->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    // Three short rows: the layer and the links, the colouring and Reset View, the exports. Two
    // long ones were the topology step's widest part in Italian at large type, wider than a
    // laptop's screen.
    auto *controls = new QHBoxLayout;
    controls->addWidget(m_layerLabel);
    controls->addWidget(m_layerSlider, 1);
    controls->addWidget(m_linksCheckBox);
    auto *colouring = new QHBoxLayout;
    colouring->addWidget(colourLabel);
    colouring->addWidget(m_colourBy);
    colouring->addStretch(1);
    colouring->addWidget(reset);
    auto *actions = new QHBoxLayout;
    actions->addStretch(1);
    actions->addWidget(png);
    actions->addWidget(svg);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_details);
    layout->addLayout(controls);
    layout->addLayout(colouring);
    layout->addLayout(actions);

    chooseFile = [this](const QString &caption, const QString &filter) {
        return QFileDialog::getSaveFileName(this, caption, QString(), filter);
    };
    connect(m_layerSlider, &QSlider::valueChanged, this,
            [this](int v) { m_view->setLayer(v - 1); });
    connect(m_view, &TopologyView::layerChanged, this, [this](int layer) {
        const QSignalBlocker block(m_layerSlider);
        m_layerSlider->setValue(layer + 1);
        m_layerLabel->setText(layer < 0 ? tr("&Layer: all") : tr("&Layer: z = %1").arg(layer));
    });
    connect(m_linksCheckBox, &QCheckBox::toggled, m_view, &TopologyView::setLinksVisible);
    connect(m_view, &TopologyView::linksVisibleChanged, m_linksCheckBox, &QCheckBox::setChecked);
    connect(m_colourBy, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int i) {
        m_view->setColourBy(grid::ColourBy(m_colourBy->itemData(i).toInt()));
    });
    connect(m_view, &TopologyView::colourByChanged, this, [this](grid::ColourBy by) {
        m_colourBy->setCurrentIndex(m_colourBy->findData(int(by)));
    });
    connect(m_view, &TopologyView::selectionChanged, this, &TopologyPanel::showSelection);
    connect(reset, &QPushButton::clicked, m_view, &TopologyView::resetView);
    connect(png, &QPushButton::clicked, this, [this] { exportAs(false); });
    connect(svg, &QPushButton::clicked, this, [this] { exportAs(true); });
    syncLayerSlider();
    showSelection();
}

TopologyPanel::~TopologyPanel() = default;

void TopologyPanel::setRejected(const QString &reason)
{
    m_view->setRejected(reason);
}

void TopologyPanel::showSelection()
{
    const QString text = m_view->selectionDescription();
    m_details->setText(text.isEmpty() ? tr("Click a chip to see its VM: its chips, node pool and "
                                           "TPU_WORKER_ID. Drag to orbit, wheel to zoom; keys: "
                                           "arrows, +/−, 0, Page Up/Down, L.")
                                      : text);
}

void TopologyPanel::setSlices(const catalog::Topology &topology, int chipsPerVm, int slices,
                              std::function<QString(int)> poolName)
{
    m_view->setSlices(topology, chipsPerVm, slices, std::move(poolName));
    syncLayerSlider();
}

void TopologyPanel::syncLayerSlider()
{
    const int layers = m_view->layerCount();
    const QSignalBlocker block(m_layerSlider);
    m_layerSlider->setRange(0, layers);
    m_layerSlider->setValue(m_view->layer() + 1);
    m_layerSlider->setEnabled(layers > 1);
    m_layerLabel->setEnabled(layers > 1);
    m_layerLabel->setText(m_view->layer() < 0 ? tr("&Layer: all")
                                              : tr("&Layer: z = %1").arg(m_view->layer()));
}

void TopologyPanel::exportAs(bool svg)
{
    const QString file =
        chooseFile(svg ? tr("Export Topology as SVG") : tr("Export Topology as PNG"),
                   svg ? tr("SVG images (*.svg)") : tr("PNG images (*.png)"));
    if (file.isEmpty())
        return;
    const QSize size = m_view->size().expandedTo(QSize(1280, 720));
    const QString error = svg ? m_view->exportSvg(file, size) : m_view->exportPng(file, size);
    if (!error.isEmpty())
        plainMessageBox(this, QMessageBox::Warning, tr("Export Topology"), error);
}

} // namespace tpu::ui
