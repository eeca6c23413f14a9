#pragma once

#include <QString>
#include <optional>

namespace tpu::sizing {

// A count as people write it: "70e9", "70000000000", "15T", "4M", "8k", "1.5B" (k 1e3, M 1e6,
// B or G 1e9, T 1e12; decimal, not binary). nullopt for anything else, a negative or a
// non-finite number.
std::optional<double> parseAmount(const QString &text);

// Short engineering forms for the arithmetic: 70.55e9, 4.2e11, 163840; "1.3 TB"-style bytes
// (decimal units, as the book writes them) and durations ("17.1 ms", "44.0 days").
QString sci(double value, int digits = 3);
QString bytesText(double bytes);
QString secondsText(double seconds);

} // namespace tpu::sizing
