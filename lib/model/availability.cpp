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

ReservationFit reservationFit(const Plan &plan)
{
    ReservationFit f;
    f.heldType = plan.reservation.machineType.section(QLatin1Char('/'), -1);
    f.heldZone = plan.reservation.zone.section(QLatin1Char('/'), -1);
    f.typeDiffers =
        !f.heldType.isEmpty() && !plan.machineType.isEmpty() && f.heldType != plan.machineType;
    f.zoneDiffers = !f.heldZone.isEmpty() && !plan.zone.isEmpty() && f.heldZone != plan.zone;
    return f;
}

} // namespace tpu::model
