#pragma once

#include "ui/common/theme.h"

#include <QByteArray>
#include <QStringList>

namespace tpu::ui {

// Every setting the application keeps between sessions (QSettings, per user), each with its key,
// type and default in one table (settings.cpp). Nothing else in the application names a key.
// Secrets are never settings: they live in the OS keychain (lib/live/qtkeychainstore.h).
namespace settings {

Theme theme(); // default Theme::System; an unknown stored id reads as System
void setTheme(Theme theme);
QString language(); // "it", "en", or empty for the system's language
void setLanguage(const QString &id);
int typeScale(); // percent, kMinTypeScale to kMaxTypeScale; default 100
void setTypeScale(int percent);
QByteArray windowGeometry();
QByteArray windowState();
void setWindow(const QByteArray &geometry, const QByteArray &state);
// The capacity review window's size and place, and its requests/tabs splitter (empty: none
// kept); an empty value is not stored.
QByteArray reviewWindowGeometry();
QByteArray reviewSplitter();
void setReviewWindow(const QByteArray &geometry, const QByteArray &splitter);
// File ▸ Open Recent: the plans (main window) and the capacity reviews (review window), each
// its own list, newest first, at most kMaxRecentFiles.
enum class RecentKind
{
    Plans,
    Reviews
};
QStringList recentFiles(RecentKind kind);
void setRecentFiles(RecentKind kind, QStringList files);
QString lastReportDir(); // default the home folder
void setLastReportDir(const QString &dir);
QString lastExportDir(); // default empty: the dialog starts where the system says
void setLastExportDir(const QString &dir);
// The folders File > Open and File > Save As last chose a plan in (default empty: none yet).
QString lastOpenDir();
void setLastOpenDir(const QString &dir);
QString lastSaveDir();
void setLastSaveDir(const QString &dir);

constexpr int kMaxRecentFiles = 8;

} // namespace settings
} // namespace tpu::ui
