#pragma once

// Google Cloud's zone and region names, as the catalog, the rules, the live overlay and the APIs'
// answers are checked against them (one pattern each, anchored). Bounded: a region is at most 20
// letters, "-", 20 letters and 3 digits (44 characters; Google's longest, northamerica-northeast1,
// has 23), a zone that and "-" with 1 to 8 letters or digits (53 characters), so a 100,000-
// character "zone" from an answer is refused, never stored or shown.

class QRegularExpression;

namespace tpu::catalog {

const QRegularExpression &zoneNameShape();   // "us-east5-b", "europe-west4-a"
const QRegularExpression &regionNameShape(); // "us-east5", "europe-west4"

} // namespace tpu::catalog
