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
CliRun runPlanner(const QString &home, const QStringList &args,
                  const QString &lang = QStringLiteral("C.UTF-8"));

} // namespace tpu::test
