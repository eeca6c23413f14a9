#include "availability.h"

namespace tpu::model {

const QStringList &releaseChannels()
{
    static const QStringList channels{QStringLiteral("rapid"), QStringLiteral("regular"),
                                      QStringLiteral("stable"), QStringLiteral("extended")};
    return channels;
}

bool hasNodePoolAutoscaling(Mode mode)
{
    return mode == Mode::Standard;
}

bool hasExtendedRunTime(Mode mode)
{
    return mode == Mode::Autopilot;
}

bool hasCollectionScheduling(const QString &versionId)
{
    return versionId == QLatin1String("v6e");
}

} // namespace tpu::model
