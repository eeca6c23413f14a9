#pragma once

#include "model/masking.h"
#include "report/themepalette.h"
#include "review/review.h"

#include <QPageSize>

namespace tpu::report {

struct ReviewReportOptions
{
    bool mask = false; // teams, projects, reservations and every plan's names as placeholders
    PaletteTheme theme = PaletteTheme::Light;
    QString reviewFileName; // shown on the first page (masked when mask is on); may be empty
    QPageSize::PageSizeId pageSize = QPageSize::A4;
    double scale = 1; // PNG only: 2 gives 3840x2160 for high-DPI slides
};

// The names a review's report hides when masking: teams ("team-1"), the capacity's projects and
// reservations, and every request's plan's names (projects, clusters, reservations, node pools,
// namespaces, workloads, images), numbered across the whole review.
model::Masking reviewMasking(const review::Review &review);

// The review edition of the report (issue 22): a PDF whose first page is the overview (the fit
// with its reasons, what to ask Google for, cost per team against the budget, the capacity after
// the review), then one page per request. Written atomically. Returns an error, empty on success.
// Needs a QGuiApplication (fonts).
QString writeReviewPdf(const catalog::Catalog &catalog, const review::Review &review,
                       const ReviewReportOptions &options, const QString &fileName);
// The overview page alone as a 1920x1080 PNG (times `scale`), for a slide; where the overview
// is longer than the slide, its last line says it goes on in the PDF. Written atomically.
QString writeReviewPng(const catalog::Catalog &catalog, const review::Review &review,
                       const ReviewReportOptions &options, const QString &fileName);
// .pdf or .png by the file's suffix; anything else is an error saying what to give.
QString writeReviewReport(const catalog::Catalog &catalog, const review::Review &review,
                          const ReviewReportOptions &options, const QString &fileName);

} // namespace tpu::report
