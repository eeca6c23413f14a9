#include "ui/shell/scripthook.h"

#include "document/plandocument.h"
#include "model/planfile.h"
#include "ui/shell/mainwindow.h"

#include <QApplication>
#include <QFile>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTimer>
#include <cstdio>

namespace tpu::ui {

void ScriptHook::installIfRequested(MainWindow *window)
{
    const QString file = qEnvironmentVariable("TPU_PLANNER_SCRIPT");
    if (file.isEmpty())
        return;
    window->dialogs().confirm = [](const QString &) { return true; };
    new ScriptHook(window, file);
}

ScriptHook::ScriptHook(MainWindow *window, QString file)
    : QObject(window), m_window(window), m_file(std::move(file))
{
    qApp->installEventFilter(this); // until the first paint of any of the window's widgets
    auto *timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, &ScriptHook::poll);
    timer->start(50);
}

bool ScriptHook::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_painted && watched->isWidgetType() &&
        static_cast<QWidget *>(watched)->window() == m_window) {
        m_painted = true;
        qApp->removeEventFilter(this);
        std::printf("first-frame\n"); // the window's first paint (tpu-cli-bench times it)
        std::fflush(stdout);
    }
    return QObject::eventFilter(watched, event);
}

void ScriptHook::poll()
{
    QFile f(m_file);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(m_offset))
        return;
    const QByteArray fresh = f.readAll();
    const int end = fresh.lastIndexOf('\n') + 1; // complete lines only
    m_offset += end;
    for (const QByteArray &line : fresh.left(end).split('\n'))
        if (!line.isEmpty())
            run(QString::fromUtf8(line));
}

void ScriptHook::run(const QString &line)
{
    const QString verb = line.section(QLatin1Char(' '), 0, 0);
    if (verb == QLatin1String("type")) {
        auto *edit = m_window->findChild<QLineEdit *>(line.section(QLatin1Char(' '), 1, 1));
        if (!edit) {
            std::printf("error no line edit %s\n", qPrintable(line));
            std::fflush(stdout);
            return;
        }
        const QString text = line.section(QLatin1Char(' '), 2);
        auto key = [&](int k, Qt::KeyboardModifiers m, const QString &t) {
            QKeyEvent press(QEvent::KeyPress, k, m, t), release(QEvent::KeyRelease, k, m, t);
            QApplication::sendEvent(edit, &press);
            QApplication::sendEvent(edit, &release);
        };
        key(Qt::Key_A, Qt::ControlModifier, QString());
        for (const QChar c : text)
            key(0, Qt::NoModifier, QString(c));
    } else if (verb == QLatin1String("echo")) {
        std::printf("%s\n", qPrintable(line.section(QLatin1Char(' '), 1)));
    } else if (verb == QLatin1String("rss")) {
        QFile status(QStringLiteral("/proc/self/status"));
        QByteArray hwm = "unknown";
        if (status.open(QIODevice::ReadOnly))
            for (const QByteArray &l : status.readAll().split('\n'))
                if (l.startsWith("VmHWM:"))
                    hwm = l.mid(6).trimmed();
        std::printf("rss %s\n", hwm.constData());
    } else if (verb == QLatin1String("windows")) {
        QStringList shown;
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->isVisible())
                shown << QStringLiteral("%1[%2]").arg(
                    w->objectName().isEmpty() ? QLatin1String(w->metaObject()->className())
                                              : w->objectName(),
                    w->windowTitle());
        std::printf("windows %s\n", qPrintable(shown.join(QLatin1Char(';'))));
    } else if (verb == QLatin1String("dump")) {
        std::printf("plan %s\n",
                    QJsonDocument(model::PlanFile::toJson(m_window->document()->plan()))
                        .toJson(QJsonDocument::Compact)
                        .constData());
    }
    std::fflush(stdout);
}

} // namespace tpu::ui
