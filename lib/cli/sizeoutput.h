#pragma once

#include "sizing/architecture.h"
#include "sizing/serving.h"
#include "sizing/training.h"

#include <QJsonObject>
#include <QString>
#include <optional>

namespace tpu::cli {

// What `tpu-planner size` sized: the model, and the training and serving estimates it was asked
// for; `version` is the one TPU version the flat figures are for (--tpu or --plan), else empty.
struct SizeReport
{
    QString modelName; // a preset's name, "custom architecture" or "N parameters"
    QString presetId;
    QString notModelled;
    std::optional<sizing::Architecture> arch;
    std::optional<sizing::ParamCount> count;
    double params = 0;
    std::optional<sizing::Training> training;
    std::optional<sizing::Serving> serving;
    QString version;
    int planSlices = 0; // --plan: its slices (serving: one replica each)
    QString planFile;   // -o: the plan written, and its shape
    QString planShape;
};

QJsonObject sizeToJson(const SizeReport &r);
QString sizeToText(const SizeReport &r);

} // namespace tpu::cli
