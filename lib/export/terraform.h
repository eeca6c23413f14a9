#pragma once

#include "catalog/catalogfwd.h"
#include "model/plan.h"

namespace tpu::model {
struct Snapshot;
}

namespace tpu::exporters {

// terraform/: the infrastructure of gcloud.sh as Terraform for the google provider.
//  main.tf      the provider, the cluster (when the plan creates it; an existing cluster is
//               referred to by name), the TPU7x workload policy, one node pool per slice
//  variables.tf project, region, zone and cluster name, with the plan's values as defaults
//  versions.tf  the google provider with a version constraint that has every attribute used
// Written as `terraform fmt` writes it; every string reads back as the same string.
struct TerraformFiles
{
    QString mainTf, variablesTf, versionsTf;
};
TerraformFiles terraformFiles(const model::Snapshot &snapshot);
TerraformFiles terraformFiles(const catalog::Catalog &catalog, const model::Plan &plan);

// The provider version constraint of versions.tf, and where it comes from.
QString terraformProviderConstraint();
// The Terraform versions versions.tf accepts (required_version): the README states it.
QString terraformRequiredVersion();

} // namespace tpu::exporters
