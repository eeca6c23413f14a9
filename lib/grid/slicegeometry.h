#pragma once

#include "catalog/topology.h"

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
    int from = 0, to = 0; // chip indexes within one slice (0 .. chipsPerSlice() - 1)
    int axis = 0;         // 0 = x, 1 = y, 2 = z
    bool wraparound = false;
    std::array<short, 3> fromPos{0, 0, 0}, toPos{0, 0, 0}; // the two chips' positions
};

// The chips, VMs and ICI links of a plan's slices, as data (no painting). Built from the
// topology and the chips per VM. Chips are numbered x fastest, then y, z and slice, and are
// computed on demand (nothing is stored per chip), so 99 slices of 6,144 chips cost nothing.
class SliceGeometry
{
public:
    // topology: "2x4" or "4x4x8"; chipsPerVm 1, 4 or 8. nullopt (and `error`) when the VM block
    // does not tile the topology.
    static std::optional<SliceGeometry> build(const catalog::Topology &topology, int chipsPerVm,
                                              int slices, QString *error = nullptr);

    const std::array<int, 3> &dims() const { return m_dims; }
    const std::array<int, 3> &vmBlock() const { return m_block; } // chips per VM along each axis
    int chipsPerVm() const { return m_block[0] * m_block[1] * m_block[2]; }
    int slices() const { return m_slices; }
    int vmsPerSlice() const { return m_vmsPerSlice; }
    int chipsPerSlice() const { return m_dims[0] * m_dims[1] * m_dims[2]; }
    int chipCount() const { return chipsPerSlice() * m_slices; }
    Chip chip(int index) const; // 0 <= index < chipCount()
    // The ICI links of one slice (every slice has the same); ICI never joins two slices.
    const std::vector<Link> &sliceLinks() const { return m_links; }
    // Every chip and every link of every slice (link ends as chip() indexes), made on first
    // use and kept: for small plans and tests. The view uses chip() and sliceLinks().
    const std::vector<Chip> &chips() const;
    const std::vector<Link> &links() const;
    std::array<bool, 3> wraps() const { return m_wraps; }
    // How VMs are numbered: "x, then y, then z over the VM blocks" — the planner's own order.
    static QString vmOrder();
    // Index of the chip at a slice position, or -1.
    int chipAt(int slice, const std::array<int, 3> &pos) const;
    // The chips of one VM of a slice, in index order.
    std::vector<int> chipsOfVm(int slice, int vm) const;

private:
    std::array<int, 3> m_dims{1, 1, 1};
    std::array<int, 3> m_block{1, 1, 1};
    std::array<bool, 3> m_wraps{false, false, false};
    int m_slices = 1;
    int m_vmsPerSlice = 1;
    std::vector<Link> m_links;
    mutable std::vector<Chip> m_allChips; // caches of chips() and links()
    mutable std::vector<Link> m_allLinks;
};

} // namespace tpu::grid
