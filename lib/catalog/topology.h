#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace tpu::catalog {

// A TPU slice shape: "2x4" (2D generations) or "4x4x8" (3D generations).
class Topology
{
public:
    Topology() = default;
    // Accepts AxB or AxBxC with each dimension 1..4096; anything else is nullopt.
    static std::optional<Topology> parse(const QString &text);

    const std::vector<int> &dims() const { return m_dims; }
    int dimCount() const { return int(m_dims.size()); }
    long long chips() const;
    QString toString() const;
    bool isValid() const { return !m_dims.empty(); }
    bool operator==(const Topology &o) const { return m_dims == o.m_dims; }
    bool operator!=(const Topology &o) const { return !(*this == o); }

private:
    std::vector<int> m_dims;
};

} // namespace tpu::catalog
