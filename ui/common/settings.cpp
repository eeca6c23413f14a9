#include "ui/common/settings.h"

#include <QDir>
#include <QSettings>
#include <algorithm>

namespace tpu::ui::settings {

namespace {

enum class Key
{
    Theme,
    Language,
    TypeScale,
    WindowGeometry,
    WindowState,
    RecentFiles,
    LastReportDir,
    LastExportDir,
    LastOpenDir,
    LastSaveDir,
    ReviewWindowGeometry,
    ReviewSplitter,
    RecentReviews
};

struct Entry
{
    Key key;
    const char *name; // as stored; changing one loses every user's value
    QVariant (*defaultValue)();
};

// The key table: the stored names are those earlier releases wrote.
const Entry kEntries[] = {
    {Key::Theme, "theme", [] { return QVariant(themeId(Theme::System)); }},
    {Key::Language, "language", [] { return QVariant(QString()); }},
    {Key::TypeScale, "typeScale", [] { return QVariant(100); }},
    {Key::WindowGeometry, "window/geometry", [] { return QVariant(QByteArray()); }},
    {Key::WindowState, "window/state", [] { return QVariant(QByteArray()); }},
    {Key::RecentFiles, "recentFiles", [] { return QVariant(QStringList()); }},
    {Key::LastReportDir, "lastReportDir", [] { return QVariant(QDir::homePath()); }},
    {Key::LastExportDir, "lastExportDir", [] { return QVariant(QString()); }},
    {Key::LastOpenDir, "lastOpenDir", [] { return QVariant(QString()); }},
    {Key::LastSaveDir, "lastSaveDir", [] { return QVariant(QString()); }},
    {Key::ReviewWindowGeometry, "reviewWindow/geometry", [] { return QVariant(QByteArray()); }},
    {Key::ReviewSplitter, "reviewWindow/splitter", [] { return QVariant(QByteArray()); }},
    {Key::RecentReviews, "reviewWindow/recentFiles", [] { return QVariant(QStringList()); }},
};

const Entry &entry(Key key)
{
    return *std::find_if(std::begin(kEntries), std::end(kEntries),
                         [key](const Entry &e) { return e.key == key; });
}

QVariant value(Key key)
{
    const Entry &e = entry(key);
    return QSettings().value(QLatin1String(e.name), e.defaultValue());
}

void setValue(Key key, const QVariant &v)
{
    QSettings().setValue(QLatin1String(entry(key).name), v);
}

} // namespace

Theme theme()
{
    return themeFromId(value(Key::Theme).toString()).value_or(Theme::System);
}

void setTheme(Theme t)
{
    setValue(Key::Theme, themeId(t));
}

QString language()
{
    return value(Key::Language).toString();
}

void setLanguage(const QString &id)
{
    setValue(Key::Language, id);
}

int typeScale()
{
    bool ok = false;
    const int v = value(Key::TypeScale).toInt(&ok);
    return ok ? std::clamp(v, kMinTypeScale, kMaxTypeScale) : 100;
}

void setTypeScale(int percent)
{
    setValue(Key::TypeScale, std::clamp(percent, kMinTypeScale, kMaxTypeScale));
}

QByteArray windowGeometry()
{
    return value(Key::WindowGeometry).toByteArray();
}

QByteArray windowState()
{
    return value(Key::WindowState).toByteArray();
}

void setWindow(const QByteArray &geometry, const QByteArray &state)
{
    setValue(Key::WindowGeometry, geometry);
    setValue(Key::WindowState, state);
}

namespace {
Key recentKey(RecentKind kind)
{
    return kind == RecentKind::Reviews ? Key::RecentReviews : Key::RecentFiles;
}
} // namespace

QStringList recentFiles(RecentKind kind)
{
    QStringList files = value(recentKey(kind)).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    return files;
}

void setRecentFiles(RecentKind kind, QStringList files)
{
    files.removeDuplicates();
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    if (files.isEmpty())
        QSettings().remove(QLatin1String(entry(recentKey(kind)).name));
    else
        setValue(recentKey(kind), files);
}

QString lastReportDir()
{
    return value(Key::LastReportDir).toString();
}

void setLastReportDir(const QString &dir)
{
    setValue(Key::LastReportDir, dir);
}

QString lastExportDir()
{
    return value(Key::LastExportDir).toString();
}

void setLastExportDir(const QString &dir)
{
    setValue(Key::LastExportDir, dir);
}

QString lastOpenDir()
{
    return value(Key::LastOpenDir).toString();
}

void setLastOpenDir(const QString &dir)
{
    setValue(Key::LastOpenDir, dir);
}

QString lastSaveDir()
{
    return value(Key::LastSaveDir).toString();
}

void setLastSaveDir(const QString &dir)
{
    setValue(Key::LastSaveDir, dir);
}

QByteArray reviewWindowGeometry()
{
    return value(Key::ReviewWindowGeometry).toByteArray();
}

QByteArray reviewSplitter()
{
    return value(Key::ReviewSplitter).toByteArray();
}

void setReviewWindow(const QByteArray &geometry, const QByteArray &splitter)
{
    if (!geometry.isEmpty())
        setValue(Key::ReviewWindowGeometry, geometry);
    if (!splitter.isEmpty())
        setValue(Key::ReviewSplitter, splitter);
}

} // namespace tpu::ui::settings
