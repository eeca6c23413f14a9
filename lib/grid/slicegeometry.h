#pragma once

#include "topology.h"

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace tpu::grid {

// One chip of the planned slices, in grid coordinates (x fastest).
struct Chip
{
    std::array<int, 3> pos{0, 0, 0}; // within its slice
    int slice = 0;
    int vm = 0; // VM (host) number within the slice, in the planner's own order (see vmOrder())
};

struct Link
{
    int from = 0, to = 0; // indexes into SliceGeometry::chips()
    int axis = 0;          // 0 = x, 1 = y, 2 = z
    bool wraparound = false;
};

// The chips, VMs and ICI links of a plan's slices, as data (no painting). Built from the
// topology and the chips per VM; multislice plans repeat the slice along x with a gap.
class SliceGeometry
{
public:
    // topology: "2x4" or "4x4x8"; chipsPerVm 1, 4 or 8. nullopt (and `error`) when the VM block
    // does not tile the topology.
    static std::optional<SliceGeometry> build(const catalog::Topology &topology, int chipsPerVm,
                                              int slices, QString *error = nullptr);

    const std::array<int, 3> &dims() const { return m_dims; }
    const std::array<int, 3> &vmBlock() const { return m_block; } // chips per VM along each axis
    int slices() const { return m_slices; }
    int vmsPerSlice() const { return m_vmsPerSlice; }
    const std::vector<Chip> &chips() const { return m_chips; }
    const std::vector<Link> &links() const { return m_links; }
    std::array<bool, 3> wraps() const { return m_wraps; }
    // How VMs are numbered: "x, then y, then z over the VM blocks" — the planner's own order.
    static QString vmOrder();
    // Index of the chip at a slice position, or -1.
    int chipAt(int slice, const std::array<int, 3> &pos) const;

private:
    std::array<int, 3> m_dims{1, 1, 1};
    std::array<int, 3> m_block{1, 1, 1};
    std::array<bool, 3> m_wraps{false, false, false};
    int m_slices = 1;
    int m_vmsPerSlice = 1;
    std::vector<Chip> m_chips;
    std::vector<Link> m_links;
};

} // namespace tpu::grid
