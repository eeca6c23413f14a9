#pragma once

#include <QString>
#include <optional>

namespace tpu::catalog {

// A GKE version as written in Google's docs: "1.31.2-gke.1384000". Users may also type a
// prefix ("1.31" or "1.31.2"); such a version stands for every release it could resolve to, so
// comparing it against a full minimum can give "unknown".
class GkeVersion
{
public:
    static std::optional<GkeVersion> parse(const QString &text);

    QString toString() const { return m_text; }
    bool isComplete() const { return m_parts == 4; }

    enum class Order
    {
        Less,
        Equal,
        Greater,
        Unknown
    };
    // Compares two versions; Unknown when a prefix could fall on either side.
    Order compare(const GkeVersion &other) const;

    // True when this version is known to be >= minimum; nullopt when it cannot be told.
    std::optional<bool> atLeast(const GkeVersion &minimum) const;

private:
    QString m_text;
    long long m_numbers[4] = {0, 0, 0, 0};
    int m_parts = 0; // how many of major, minor, patch, gke build were given
};

} // namespace tpu::catalog
