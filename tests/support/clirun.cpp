#include "clirun.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace tpu::test {

CliRun runPlanner(const QString &home, const QStringList &args, const QString &lang)
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
