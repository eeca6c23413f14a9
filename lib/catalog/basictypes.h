#pragma once

// The catalog's words that nearly every file uses (the GKE mode, a finding's severity, a zone's
// region) without the catalog itself: include this, or catalogfwd.h, where catalog.h is not needed,
// so that a change to the catalog's tables does not rebuild them.

#include <QString>
#include <optional>

namespace tpu::catalog {

enum class Mode
{
    Autopilot,
    Standard
};
QString modeId(Mode mode);   // "autopilot" / "standard"
QString modeName(Mode mode); // "Autopilot" / "Standard"
std::optional<Mode> modeFromId(const QString &id);
QString regionOfZone(const QString &zone); // "us-east5-b" -> "us-east5"

enum class Severity
{
    Error,
    Warning,
    Info
};
QString severityId(Severity s); // "error" / "warning" / "info"
std::optional<Severity> severityFromId(const QString &id);

} // namespace tpu::catalog
