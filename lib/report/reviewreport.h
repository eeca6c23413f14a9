#pragma once

#include "model/masking.h"
#include "report/themepalette.h"
#include "review/fit.h"
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
    int page = 0;     // PNG only: 0 every page; N (from 1) page N alone, into the file named
};

// The names a review's report hides when masking: teams ("team-1"), the capacity's projects and
// reservations, and every request's plan's names (projects, clusters, reservations, node pools,
// namespaces, workloads, images), numbered across the whole review.
model::Masking reviewMasking(const review::Review &review);

// What the review's cost per month counts, said wherever a cost is shown (the status line, the
// report, the slides): every request's whole plan, also those that get no capacity or part of it
// ("counts every request, also the 2 that get no capacity and the 1 that fits partly").
QString reviewCostScope(const review::FitResult &fit);

// The review edition of the report (issue 22): a PDF whose first page is the overview (the fit
// with its reasons, what to ask Google for, cost per team against the budget, the capacity after
// the review), then one page per request. Written atomically. Returns an error, empty on success.
// Needs a QGuiApplication (fonts).
QString writeReviewPdf(const catalog::Catalog &catalog, const review::Review &review,
                       const ReviewReportOptions &options, const QString &fileName);
// The review as slides for a room (reviewslides.h): 1920x1080 PNGs (times `scale`), one message
// each: the overview, who does not fit, what to ask Google for, cost against the budget, chips
// asked and granted per team (a long table or chart goes on over more slides). FILE.png is the
// first slide, FILE-2.png, FILE-3.png... the next (existing files of those names are replaced);
// with options.page N, slide N alone goes into FILE.png. Each file is written atomically;
// `written` gets the files written, in slide order. The PDF has the page per request.
QString writeReviewPng(const catalog::Catalog &catalog, const review::Review &review,
                       const ReviewReportOptions &options, const QString &fileName,
                       QStringList *written = nullptr);
// The file of page `page` (from 1) of FILE.png: FILE.png, FILE-2.png, ..., in the same folder
// and written the same way as FILE.png was given ("review.png", "review-2.png"; "out/r.png",
// "out/r-2.png").
QString pngPageFileName(const QString &fileName, int page);
// .pdf or .png by the file's suffix; anything else is an error saying what to give.
QString writeReviewReport(const catalog::Catalog &catalog, const review::Review &review,
                          const ReviewReportOptions &options, const QString &fileName,
                          QStringList *written = nullptr);

} // namespace tpu::report
