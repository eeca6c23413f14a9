#pragma once

#include "model/masking.h"
#include "review/fit.h"

#include <QPalette>
#include <functional>

class QPainter;

namespace tpu::report {

// A review's PNG output as slides for a room (issue 38): 1920x1080, one message each.
inline constexpr double kSlideWidth = 1920, kSlideHeight = 1080;
// No text on a slide is smaller than this, in pixels of the 1920x1080 slide (1/45 of its
// height: about 18 pt on a 1080-line projector, readable from the back of a meeting room);
// tables and bar labels use 28 px, titles 56 px.
inline constexpr double kSlideMinTextPx = 24;

// The slides, in this order; a table or chart longer than a slide goes on over more slides, each
// with the title "(continued)" and the column headers again:
//  1. the overview: how many requests fit, fit partly and do not fit (colour, mark and word), the
//     busiest month against the budget, and how much to ask Google for;
//  2. who does not fit: each request that does not fit or fits partly, with why;
//  3. what to ask Google for: the missing capacity as bars;
//  4. the cost per team and the busiest month against the budget, as bars with the budget line;
//  5. per team, the chips asked and the chips granted, as bars.
// Each slide has a legend where it has more than one series (in the bars' order), and a footer
// with the review's name (shownName, already masked or empty) and "slide N of M".
// Slide n (from 1) is painted with the painter painterFor(n) returns (null: only laid out); the
// painter's coordinates are the slide's 1920x1080. Returns the number of slides.
int paintReviewSlides(const catalog::Catalog &catalog, const review::Review &review,
                      const review::FitResult &fit, const model::Masking &masking,
                      const QPalette &palette, const QString &shownName,
                      const std::function<QPainter *(int slide)> &painterFor);

} // namespace tpu::report
