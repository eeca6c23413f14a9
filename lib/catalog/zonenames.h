#pragma once

// Google Cloud's zone and region names, as the catalog, the rules, the live overlay and the APIs'
// answers are checked against them (one pattern each, anchored).

class QRegularExpression;

namespace tpu::catalog {

const QRegularExpression &zoneNameShape();   // "us-east5-b", "europe-west4-a"
const QRegularExpression &regionNameShape(); // "us-east5", "europe-west4"

} // namespace tpu::catalog
