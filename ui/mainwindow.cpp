#include "mainwindow.h"

#include "planfile.h"
#include "rules.h"
#include "manifests.h"
#include "resolution.h"
#include "summary.h"
#include "topologypanel.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QVBoxLayout>

namespace tpu::ui {

MainWindow::MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent)
    : QMainWindow(parent), m_catalog(std::move(catalog))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("TPU Planner"));
    auto *fileMenu = menuBar()->addMenu(tr("&File"));
    auto *open = fileMenu->addAction(tr("&Open Plan…"), this, &MainWindow::chooseAndOpenPlan);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("openAction"));
    auto *quit = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_catalogLabel = new QLabel(central);
    m_catalogLabel->setObjectName(QStringLiteral("catalogLabel"));
    m_catalogLabel->setText(tr("Catalog %1 (%2), %3 TPU versions — %4")
                                .arg(m_catalog->catalogVersion, m_catalog->date)
                                .arg(m_catalog->versions.size())
                                .arg(m_catalog->origin));
    m_statusLabel = new QLabel(
        tr("Open a plan file (File ▸ Open, or `tpu-planner new -o plan.json --tpu v6e`) to see "
           "its findings and summary. The step-by-step planning wizard is not built yet."),
        central);
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_statusLabel->setWordWrap(true);
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto *splitter = new QSplitter(Qt::Vertical, central);
    m_findingsView = new QPlainTextEdit(splitter);
    m_findingsView->setObjectName(QStringLiteral("findingsPlainTextEdit"));
    m_summaryView = new QPlainTextEdit(splitter);
    m_summaryView->setObjectName(QStringLiteral("summaryPlainTextEdit"));
    for (QPlainTextEdit *v : {m_findingsView, m_summaryView}) {
        v->setReadOnly(true);
        v->setFont(mono);
    }
    layout->addWidget(m_catalogLabel);
    layout->addWidget(m_statusLabel);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    auto *columns = new QSplitter(Qt::Horizontal, central);
    columns->addWidget(splitter);
    m_topologyPanel = new TopologyPanel(columns);
    columns->addWidget(m_topologyPanel);
    columns->setStretchFactor(0, 1);
    columns->setStretchFactor(1, 1);
    layout->addWidget(columns, 1);
    setCentralWidget(central);
    resize(1280, 760);
}

MainWindow::~MainWindow() = default;

bool MainWindow::openPlan(const QString &fileName)
{
    const auto loaded = model::PlanFile::load(fileName);
    if (!loaded.plan) {
        m_statusLabel->setText(tr("Could not open the plan. %1").arg(loaded.error));
        return false;
    }
    const auto findings = model::checkPlan(*m_catalog, *loaded.plan);
    m_findingsView->setPlainText(model::findingsToText(findings));
    m_summaryView->setPlainText(model::summaryToText(model::summarize(*m_catalog, *loaded.plan)));
    const model::Plan plan = *loaded.plan;
    const model::Resolution r = model::resolve(*m_catalog, plan);
    m_topologyPanel->setSlices(plan.topology, r.chipsPerVm, plan.slices,
                              [plan](int slice) { return exporters::nodePoolName(plan, slice); });
    int errors = 0, warnings = 0, notes = 0;
    for (const auto &f : findings) {
        int &n = f.severity == catalog::Severity::Error     ? errors
               : f.severity == catalog::Severity::Warning ? warnings
                                                           : notes;
        ++n;
    }
    m_statusLabel->setText(errors > 0 ? tr("%1: %2 error(s), listed first; %3 warning(s), %4 note(s).")
                                            .arg(fileName).arg(errors).arg(warnings).arg(notes)
                                      : tr("%1: no errors; %2 warning(s), %3 note(s).")
                                            .arg(fileName).arg(warnings).arg(notes));
    setWindowTitle(tr("%1 — TPU Planner").arg(QFileInfo(fileName).fileName()));
    return true;
}

void MainWindow::chooseAndOpenPlan()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Open Plan"), QString(),
                                                      tr("TPU plans (*.json);;All files (*)"));
    if (!file.isEmpty())
        openPlan(file);
}

} // namespace tpu::ui
