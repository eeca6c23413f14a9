#pragma once

// Forward declarations of the catalog's types, for headers that only name them by reference or
// pointer (include catalog.h in the .cpp that reads them).

namespace tpu::catalog {
struct Accelerator;
class Catalog;
struct MachineType;
struct Provenance;
struct TopologyRow;
struct Version;
} // namespace tpu::catalog
