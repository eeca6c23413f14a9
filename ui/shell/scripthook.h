#pragma once

#include <QObject>
#include <QString>

namespace tpu::ui {

class MainWindow;

// Lets a separate test process drive the real application (the SIGKILL recovery test): when
// TPU_PLANNER_SCRIPT names a file, the window reads new lines from it every 50 ms and runs them:
//   type OBJECTNAME TEXT   select all in that line edit and type TEXT key by key, as a user would
//   echo TEXT              print TEXT on stdout once every earlier line ran (a sync point)
//   dump                   print the plan being edited (plan-file JSON on one line) on stdout
//   rss                    print the peak resident set size ("rss 61234 kB")
//   windows                print the shown top-level windows ("windows NAME[TITLE];...")
// and "first-frame" is printed when the window paints for the first time.
// Questions the window would ask are answered Yes (recovery offered after a crash is taken).
// Without the variable nothing of this exists.
class ScriptHook final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ScriptHook)

public:
    static void installIfRequested(MainWindow *window); // reads TPU_PLANNER_SCRIPT

private:
    ScriptHook(MainWindow *window, QString file);
    bool eventFilter(QObject *watched, QEvent *event) override;
    void poll();
    void run(const QString &line);

    MainWindow *m_window;
    QString m_file;
    qint64 m_offset = 0;
    bool m_painted = false;
};

} // namespace tpu::ui
