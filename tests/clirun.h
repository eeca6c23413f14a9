#pragma once

// Runs the tpu-planner binary the tests are built with (TPU_PLANNER_BIN).
#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace tpu::test {

// The tpu-planner binary run as a user would, but isolated: its data, settings and live catalog
// overlay under `home` (never the developer's), English unless `lang` says otherwise. 30 s at most.
struct CliRun
{
    int code = -1;
    QByteArray out, err;
};
inline CliRun runPlanner(const QString &home, const QStringList &args,
                         const QString &lang = QStringLiteral("C.UTF-8"))
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/xdg"));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/xdg-config"));
    for (const char *v : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
        env.remove(QLatin1String(v));
    env.insert(QStringLiteral("LANG"), lang);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(TPU_PLANNER_BIN), args);
    if (!p.waitForFinished(30000))
        qFatal("tpu-planner did not finish");
    return CliRun{p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                  p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace tpu::test
