#include "ui/common/recentfiles.h"

#include "ui/common/theme.h"

#include <QFileInfo>
#include <QMenu>

namespace tpu::ui {

namespace {
QList<RecentFiles *> &allRecentFiles() // GUI thread only
{
    static QList<RecentFiles *> all;
    return all;
}
} // namespace

RecentFiles::RecentFiles(settings::RecentKind kind, Hooks hooks, QObject *parent)
    : QObject(parent), m_kind(kind), m_hooks(std::move(hooks))
{
    allRecentFiles().append(this);
}

RecentFiles::~RecentFiles()
{
    allRecentFiles().removeAll(this);
}

void RecentFiles::setFiles(const QStringList &files)
{
    settings::setRecentFiles(m_kind, files);
    for (RecentFiles *r : allRecentFiles())
        if (r->m_kind == m_kind)
            r->rebuildMenu();
}

void RecentFiles::setMenu(QMenu *menu)
{
    m_menu = menu;
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    return settings::recentFiles(m_kind);
}

void RecentFiles::add(const QString &fileName)
{
    QStringList list = files();
    list.removeAll(fileName);
    list.prepend(fileName);
    setFiles(list);
}

void RecentFiles::rebuildMenu()
{
    if (!m_menu)
        return;
    m_menu->clear();
    const QStringList list = files();
    int n = 0;
    const bool masked = m_hooks.isMasked();
    for (const QString &f : list) {
        ++n;
        QAction *a = m_menu->addAction(
            masked ? m_hooks.maskedEntry(n)
                   : QStringLiteral("&%1 %2").arg(n).arg(QFileInfo(f).fileName()));
        if (!masked)
            a->setToolTip(plainToolTip(f));
        a->setData(f);
        connect(a, &QAction::triggered, this, [this, f] {
            if (!m_hooks.open(f) && !QFileInfo::exists(f)) {
                QStringList now = files();
                now.removeAll(f);
                setFiles(now);
            }
        });
    }
    m_menu->setEnabled(!list.isEmpty());
    if (!list.isEmpty()) {
        m_menu->addSeparator();
        m_menu->addAction(tr("&Clear List"), this, [this] { setFiles({}); });
    }
}

} // namespace tpu::ui
