#pragma once

#include "model/catalogoverlay.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QProgressDialog;
class QWidget;

namespace tpu::live {
class CatalogRefresh;
}

namespace tpu::ui {

class LiveController;

// File ▸ Refresh Catalog from Project and View ▸ Catalog: reads the connected project's zones,
// GKE versions and prices in the background (progress, Cancel) into the live overlay beside the
// settings, shows the built-in catalog and the overlay side by side with differences marked,
// and drops the overlay. The window's catalog takes a new overlay when TPU Planner starts.
class CatalogController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CatalogController)
public:
    // `builtin`: the catalog without overlay; `overlayPath` where the overlay lives.
    CatalogController(LiveController *live, std::shared_ptr<const catalog::Catalog> builtin,
                      QWidget *window, QString overlayPath = model::overlayPath());
    ~CatalogController() override;

    void refresh();
    void cancel();
    bool isRefreshing() const;
    void showCatalog();
    QString dropOverlay(); // an error, empty on success
    // "Catalog: built-in" / "Catalog: live, 2026-11-25, project p (2 days old)" / "... stale".
    QString statusText() const;
    std::optional<model::LiveOverlay> overlay() const;
    // Rows of View ▸ Catalog: what, built-in, live, and whether they differ.
    struct Row
    {
        QString what, builtin, live;
        bool differs = false;
    };
    std::vector<Row> comparison() const;

    // Replaceable by tests.
    std::function<void(const QString &)> showError, showInfo;

signals:
    void changed();
    void message(const QString &text);

private:
    void finished(const model::LiveOverlay &overlay, bool cancelled);

    LiveController *m_live;
    std::shared_ptr<const catalog::Catalog> m_builtin;
    QWidget *m_window;
    QString m_path;
    QPointer<live::CatalogRefresh> m_refresh;
    QPointer<QProgressDialog> m_progress;
};

} // namespace tpu::ui
