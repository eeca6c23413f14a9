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
    int page = 0;     // PNG only: 0 every page; N (from 1) page N alone, into the file named
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
// The report's pages as 1920x1080 PNGs (times `scale`), one image per page as the PDF has
// them: the overview (on more than one image when it is longer than a slide), then one page per
// request. FILE.png is the first page, FILE-2.png, FILE-3.png... the next (existing files of
// those names are replaced); with options.page N, page N alone goes into FILE.png. Each file is
// written atomically; `written` gets the files written, in page order.
QString writeReviewPng(const catalog::Catalog &catalog, const review::Review &review,
                       const ReviewReportOptions &options, const QString &fileName,
                       QStringList *written = nullptr);
// The file of page `page` (from 1) of FILE.png: FILE.png, FILE-2.png, ...
QString pngPageFileName(const QString &fileName, int page);
// .pdf or .png by the file's suffix; anything else is an error saying what to give.
QString writeReviewReport(const catalog::Catalog &catalog, const review::Review &review,
                          const ReviewReportOptions &options, const QString &fileName,
                          QStringList *written = nullptr);

} // namespace tpu::report
