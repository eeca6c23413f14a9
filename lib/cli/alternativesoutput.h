#pragma once

#include "model/alternatives.h"

#include <QJsonArray>

namespace tpu::cli {

// `tpu-planner alternatives` output: one JSON object per alternative (keys in English), or the
// table a terminal shows (its words translated, figures with "(?)" where the catalog is uncertain).
QJsonArray alternativesToJson(const model::Alternatives &alternatives);
QString alternativesToText(const model::Alternatives &alternatives);

} // namespace tpu::cli
