#pragma once

#include "sizing/job.h"

#include <QJsonObject>
#include <QString>

namespace tpu::sizing {

// A Job as a JSON object (a capacity review's request carries one, docs/review-file.md):
// {"model": "llama-3-70b" or null, "params": 70e9 or null (with a model: replaces its count),
//  "training": {"tokens", "batchTokens", "checkpointsPerLayer", "mfu"}
//  or "serving": {"context", "batch", "weights", "kv", "mfu", "targetTokensPerSecond"}}.
QJsonObject jobToJson(const Job &job);
// Strict: unknown keys, a preset that does not exist, neither or both of training and serving,
// or a number out of range throw json::ReadError naming the path.
Job readJob(const QJsonValue &value, const QString &path);

} // namespace tpu::sizing
