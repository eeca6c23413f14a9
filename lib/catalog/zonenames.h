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
// A zone as a reservation or a cluster's location is written: its region and one letter
// ("us-east5-b"; a region ends in a digit). The review file, the capacity read and the deployment
// (zonal or regional cluster) decide by it.
const QRegularExpression &strictZoneNameShape();

} // namespace tpu::catalog
