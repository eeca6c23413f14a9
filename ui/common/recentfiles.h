#pragma once
// File ▸ Open Recent of a document window, one for plans (the main window) and capacity reviews
// (the review window): the list newest first (settings, one per kind), kept in step with the
// menu; while names are masked (a shared screen) the menu shows neither file names nor
// folders; a file that is gone leaves the list when chosen. Every window of a kind shows the
// same list.

#include "ui/common/settings.h"

#include <QObject>
#include <QPointer>
#include <functional>

class QMenu;

namespace tpu::ui {

class RecentFiles final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecentFiles)
public:
    struct Hooks
    {
        std::function<bool()> isMasked;
        // The menu text of entry `n` (1 the newest) while masked: "&1 Recent plan 1 (name
        // masked)".
        std::function<QString(int n)> maskedEntry;
        // Opens the chosen file; false when it was not opened (cancelled, unreadable).
        std::function<bool(const QString &fileName)> open;
    };
    RecentFiles(settings::RecentKind kind, Hooks hooks, QObject *parent = nullptr);
    ~RecentFiles() override;

    void setMenu(QMenu *menu); // the Open Recent menu to fill
    QStringList files() const;
    void add(const QString &fileName); // first in the list
    void rebuildMenu();                // after the masking changed

private:
    // The list changed: every window's menu of this kind shows it (several review windows).
    void setFiles(const QStringList &files);

    settings::RecentKind m_kind;
    Hooks m_hooks;
    QPointer<QMenu> m_menu;
};

} // namespace tpu::ui
