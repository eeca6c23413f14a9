#pragma once

#include <QString>
#include <optional>
#include <vector>

namespace tpu::catalog {

// A TPU slice shape: "2x4" (2D generations) or "4x4x8" (3D generations). The one form of a
// topology everywhere after it enters (plan file, CLI flag, wizard field): always normalised,
// so two equal shapes compare equal and print the same.
class Topology
{
public:
    static constexpr int kMaxDim = 4096;

    Topology() = default; // empty: no topology chosen
    // Reads AxB or AxBxC, each dimension a whole number 1..4096. Normalises what people type:
    // surrounding and inner spaces, "X" or "×" for "x", leading zeros ("04x4x4" is 4x4x4).
    // Anything else is nullopt, with `error` (if given) saying what is wrong and what to type.
    static std::optional<Topology> parse(const QString &text, QString *error = nullptr);
    // What to type, for messages: "AxB (v3, v5e, v6e) or AxBxC (v4, v5p, TPU7x), e.g. 2x4 or
    // 4x4x8".
    static QString syntaxHelp();
    // A shape from its dimensions (2 or 3, each 1..kMaxDim); nullopt otherwise. For code that
    // enumerates shapes: nothing is formatted and parsed again.
    static std::optional<Topology> fromDims(std::vector<int> dims);

    const std::vector<int> &dims() const { return m_dims; }
    int dimCount() const { return int(m_dims.size()); }
    long long chips() const;
    QString toString() const; // "" when empty
    bool isValid() const { return !m_dims.empty(); }
    bool isEmpty() const { return m_dims.empty(); }
    bool operator==(const Topology &o) const { return m_dims == o.m_dims; }
    bool operator!=(const Topology &o) const { return !(*this == o); }

private:
    std::vector<int> m_dims;
};

} // namespace tpu::catalog
