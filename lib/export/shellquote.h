#pragma once

#include <QString>

namespace tpu::exporters {

// Quotes one argument for POSIX shells: returned unchanged when it holds only characters no
// shell treats specially, else in single quotes (a ' inside becomes '\''). No user text can end
// its argument or start another command.
QString shellQuote(const QString &arg);

} // namespace tpu::exporters
