#pragma once

#include "catalog.h"

#include <QMainWindow>

#include <memory>

class QLabel;
class QPlainTextEdit;

namespace tpu::ui {
class TopologyPanel;
}

namespace tpu::ui {

// The application window until the wizard lands: it opens a plan file and shows the catalog in
// use, the plan's findings and its summary, read-only.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(std::shared_ptr<const catalog::Catalog> catalog, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Loads and shows a plan; returns false (and shows why) when it cannot be read.
    bool openPlan(const QString &fileName);

private:
    void chooseAndOpenPlan();

    std::shared_ptr<const catalog::Catalog> m_catalog;
    QLabel *m_catalogLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QPlainTextEdit *m_findingsView = nullptr;
    QPlainTextEdit *m_summaryView = nullptr;
    TopologyPanel *m_topologyPanel = nullptr;
};

} // namespace tpu::ui
