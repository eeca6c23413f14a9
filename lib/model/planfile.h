#pragma once

#include "plan.h"

#include <QByteArray>
#include <QJsonObject>

namespace tpu::model {

// Plan files: JSON with "schemaVersion" (see docs/plan-file.md).
class PlanFile
{
public:
    static constexpr int kSchemaVersion = 1;

    static QJsonObject toJson(const Plan &plan);
    static QByteArray toBytes(const Plan &plan);

    struct Loaded
    {
        std::optional<Plan> plan;
        QString error; // "FILE: at $.slices: must be a whole number ..." when plan is empty
    };
    static Loaded fromBytes(const QByteArray &bytes, const QString &origin);
    static Loaded load(const QString &fileName);

    // Writes through QSaveFile: the old file stays intact if anything fails. Returns an error
    // message, empty on success.
    static QString save(const Plan &plan, const QString &fileName);
};

} // namespace tpu::model
