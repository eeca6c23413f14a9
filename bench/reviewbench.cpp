// Prints how long the capacity review's fit takes (lib/review, issue 22) for a review of 500
// requests against 50 reservations and 10 quotas (medians and worst of 50 runs), one edit in the
// review window (Move Up: re-fit and the tables refilled, offscreen), the review report (PDF), and
// loading and saving such a review file; then the documented limits at the limit (issue 35, F3):
// 5,000 requests on 5,000 reservations, spread over the same shapes and, the worst case, all of
// one shape competing for reservations that mostly cannot take a slice. Times are the main
// thread's CPU time, but the report's, which is wall time.
#include "catalog/catalogloader.h"
#include "report/reviewreport.h"
#include "review/fit.h"
#include "review/reviewkueue.h"
#include "ui/review/reviewcharts.h"
#include "ui/review/reviewview.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTabWidget>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>

using namespace tpu;
using namespace tpu::review;

namespace {

struct Times
{
    double median, worst;
};

Times measure(int runs, const std::function<void()> &once)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        timespec a{}, b{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &a);
        once();
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &b);
        ms.push_back(double(b.tv_sec - a.tv_sec) * 1e3 + double(b.tv_nsec - a.tv_nsec) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.back()};
}

// `requests` requests over v5p, v6e and v5e in two regions, every consumption option, a third
// with periods; `reservations` reservations of the machine types they use; on-demand and
// preemptible quota.
Review bigReview(int requests = 500, int reservations = 50)
{
    struct Shape
    {
        const char *version, *machineType, *topology, *zone;
    };
    const Shape shapes[] = {
        {"v5p", "ct5p-hightpu-4t", "2x2x4", "us-east5-a"},
        {"v5p", "ct5p-hightpu-4t", "4x4x4", "us-east5-a"},
        {"v6e", "ct6e-standard-4t", "4x4", "us-east5-b"},
        {"v6e", "ct6e-standard-8t", "2x4", "us-east5-b"},
        {"v6e", "ct6e-standard-4t", "8x8", "us-central1-b"},
        {"v5e", "ct5lp-hightpu-4t", "4x4", "us-central1-a"},
    };
    const model::Consumption consumptions[] = {
        model::Consumption::Reservation, model::Consumption::OnDemand, model::Consumption::Spot,
        model::Consumption::FlexStart};
    Review review;
    for (int i = 0; i < requests; ++i) {
        const Shape &s = shapes[i % 6];
        Request r;
        r.title = QStringLiteral("request %1").arg(i);
        r.team = QStringLiteral("team %1").arg(i % 12);
        r.priority = 1 + (i * 7) % 40;
        if (i % 3 == 0)
            r.period = Period{2026 * 12 + i % 12, 2026 * 12 + i % 12 + 2};
        r.plan.mode = catalog::Mode::Standard;
        r.plan.projectId = QStringLiteral("my-project-123");
        r.plan.tpuVersion = QString::fromLatin1(s.version);
        r.plan.machineType = QString::fromLatin1(s.machineType);
        r.plan.zone = QString::fromLatin1(s.zone);
        QString why;
        r.plan.topology = *catalog::Topology::parse(QString::fromLatin1(s.topology), &why);
        r.plan.slices = 1 + i % 4;
        r.plan.consumption = consumptions[(i / 6) % 4];
        review.requests.push_back(r);
    }
    for (int i = 0; i < reservations; ++i) {
        const Shape &s = shapes[i % 6];
        ReservationCapacity res;
        res.project = QStringLiteral("capacity-project");
        res.name = QStringLiteral("pool-%1").arg(i);
        res.zone = QString::fromLatin1(s.zone);
        res.machineType = QString::fromLatin1(s.machineType);
        res.vms = 8 + (i % 5) * 16;
        review.capacity.reservations.push_back(res);
    }
    for (const char *region : {"us-east5", "us-central1"})
        for (const char *metric : {"TPU-V5P-per-project-region",
                                   "TPUS-PER-TPU-FAMILY-per-project-region (tpu_family=CT6E)",
                                   "PREEMPTIBLE-TPU-V6E-per-project-region", "TPU_LITE_PODSLICE_V5",
                                   "PREEMPTIBLE_TPU_LITE_PODSLICE_V5"})
            review.capacity.quotas.push_back(
                {QString::fromLatin1(region), QString::fromLatin1(metric), 2048});
    review.capacity.budgetPerMonth = 5e6;
    return review;
}

// The worst case tst_reviewcli checks: 5,000 requests of v6e 4x4 (4 VMs a slice) on one
// machine type and zone, overlapping periods, and 5,000 reservations there of which nine in ten
// hold less than a slice: every late request looks at all 5,000 and is refused.
Review worstReview()
{
    Review review;
    for (int i = 0; i < ReviewFile::kMaxRequests; ++i) {
        Request r;
        r.title = QStringLiteral("request %1").arg(i);
        r.team = QStringLiteral("team %1").arg(i % 700);
        r.priority = 1 + i % 50;
        r.period = Period{2026 * 12 + i % 60, 2026 * 12 + i % 60 + 23};
        r.plan.mode = catalog::Mode::Standard;
        r.plan.projectId = QStringLiteral("my-project-123");
        r.plan.tpuVersion = QStringLiteral("v6e");
        r.plan.machineType = QStringLiteral("ct6e-standard-4t");
        r.plan.zone = QStringLiteral("us-east5-b");
        QString why;
        r.plan.topology = *catalog::Topology::parse(QStringLiteral("4x4"), &why);
        r.plan.slices = 1 + i % 8;
        r.plan.consumption = model::Consumption::Reservation;
        review.requests.push_back(r);
    }
    for (int i = 0; i < ReviewFile::kMaxReservations; ++i) {
        ReservationCapacity res;
        res.project = QStringLiteral("capacity-project");
        res.name = QStringLiteral("pool-%1").arg(i);
        res.zone = QStringLiteral("us-east5-b");
        res.machineType = QStringLiteral("ct6e-standard-4t");
        res.vms = i % 10 == 0 ? 8 : 3;
        review.capacity.reservations.push_back(res);
    }
    return review;
}

// The fit, its JSON and its text for a review at the limits; sizes in bytes.
void atTheLimit(const catalog::Catalog &catalog, const char *label, const Review &review)
{
    FitResult result;
    const Times fitTimes = measure(10, [&] { result = fit(catalog, review); });
    int fits = 0;
    for (const RequestFit &f : result.requests)
        fits += f.fit == FitKind::Fits;
    QByteArray json, text;
    const Times jsonTimes = measure(
        5, [&] { json = QJsonDocument(fitToJson(review, result)).toJson(QJsonDocument::Compact); });
    const Times textTimes = measure(5, [&] { text = fitToText(review, result).toUtf8(); });
    std::printf("%s: %zu requests (%d fit), %zu reservations\n", label, review.requests.size(),
                fits, review.capacity.reservations.size());
    std::printf("  fit (median of 10):            %.2f ms (worst %.2f ms)\n", fitTimes.median,
                fitTimes.worst);
    std::printf("  check JSON / text (median of 5): %.2f ms / %.2f ms (%lld / %lld bytes)\n",
                jsonTimes.median, textTimes.median, (long long)json.size(), (long long)text.size());
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    // `--save DIR`: write the two reviews at the limits (spread.tpureview, worst.tpureview), so
    // that `tpu-planner review check` can be run on them (e.g. to compare its output before and
    // after a change to the fit), and stop.
    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 3 && args.at(1) == QLatin1String("--save")) {
        const QString dir = args.at(2);
        for (const auto &[name, review] :
             {std::pair{"spread.tpureview",
                        bigReview(ReviewFile::kMaxRequests, ReviewFile::kMaxReservations)},
              std::pair{"worst.tpureview", worstReview()}}) {
            const QString error =
                ReviewFile::save(review, dir + QLatin1Char('/') + QLatin1String(name));
            if (!error.isEmpty()) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 2;
            }
        }
        return 0;
    }
    const auto cat = catalog::CatalogLoader::loadFile(catalog::CatalogLoader::builtinPath());
    if (!cat.ok()) {
        std::fprintf(stderr, "%s\n", qPrintable(cat.errorMessage()));
        return 2;
    }
    const Review review = bigReview();
    FitResult result;
    const Times fitTimes = measure(50, [&] { result = fit(*cat.catalog, review); });
    int fits = 0, partial = 0, none = 0;
    for (const RequestFit &f : result.requests)
        (f.fit == FitKind::Fits ? fits : f.fit == FitKind::Partial ? partial : none)++;
    std::printf("review: %zu requests, %zu reservations, %zu quotas\n", review.requests.size(),
                review.capacity.reservations.size(), review.capacity.quotas.size());
    std::printf("fit: %d fit, %d partly, %d not; %zu shortfall lines\n", fits, partial, none,
                result.shortfall.size());
    std::printf("fit (median of 50):            %.2f ms (worst %.2f ms)\n", fitTimes.median,
                fitTimes.worst);
    const Times json = measure(50, [&] { (void)fitToJson(review, result); });
    std::printf("check JSON (median of 50):     %.2f ms\n", json.median);
    const Times kueue = measure(20, [&] { (void)reviewKueue(*cat.catalog, review); });
    std::printf("Kueue YAML (median of 20):     %.2f ms\n", kueue.median);
    {
        ui::ReviewView view(cat.catalog);
        view.resize(1920, 1080);
        view.setReview(review, QStringLiteral("bench.tpureview"));
        view.show();
        QCoreApplication::processEvents();
        int k = 0;
        const Times edit = measure(21, [&] {
            view.moveRequest(result.requests[size_t(250 + k++)].index, -1);
            QCoreApplication::processEvents();
        });
        std::printf("window edit, Move Up (median of 21): %.2f ms (worst %.2f ms)\n", edit.median,
                    edit.worst);
        const Times typedHidden = measure(21, [&] {
            const int at = k++;
            view.editRequest(at % 500, ui::ReviewView::TeamColumn,
                             QStringLiteral("team %1").arg(at % 7));
            QCoreApplication::processEvents();
        });
        std::printf("window edit, a team typed (median of 21): %.2f ms (worst %.2f ms)\n",
                    typedHidden.median, typedHidden.worst);
        // The same with the charts on screen, and a team typed in the table.
        if (auto *tabs = view.findChild<QTabWidget *>())
            tabs->setCurrentWidget(view.charts());
        QCoreApplication::processEvents();
        const Times charts = measure(21, [&] {
            view.moveRequest(result.requests[size_t(100 + k++)].index, -1);
            QCoreApplication::processEvents();
        });
        std::printf("window edit, Move Up, charts shown (median of 21): %.2f ms (worst %.2f ms)\n",
                    charts.median, charts.worst);
        const Times typed = measure(21, [&] {
            const int at = k++;
            view.editRequest(at % 500, ui::ReviewView::TeamColumn,
                             QStringLiteral("team %1").arg(at % 7));
            QCoreApplication::processEvents();
        });
        std::printf("window edit, a team typed, charts shown (median of 21): %.2f ms (worst %.2f "
                    "ms)\n",
                    typed.median, typed.worst);
    }
    QTemporaryDir dir;
    {
        QElapsedTimer t;
        t.start();
        const QString error =
            report::writeReviewPdf(*cat.catalog, review, {}, dir.filePath("r.pdf"));
        std::printf("review report PDF (%zu pages): %lld ms %s\n", review.requests.size() + 1,
                    (long long)t.elapsed(), qPrintable(error));
    }
    const QString file = dir.filePath(QStringLiteral("bench.tpureview"));
    const Times save = measure(10, [&] { ReviewFile::save(review, file); });
    const Times load = measure(10, [&] { (void)ReviewFile::load(file); });
    std::printf("save / load (median of 10):    %.2f ms / %.2f ms (%lld bytes)\n", save.median,
                load.median, (long long)QFileInfo(file).size());

    const Review spread = bigReview(ReviewFile::kMaxRequests, ReviewFile::kMaxReservations);
    atTheLimit(*cat.catalog, "at the limits, six shapes", spread);
    const Review worst = worstReview();
    atTheLimit(*cat.catalog, "at the limits, one shape (worst case)", worst);
    {
        ui::ReviewView view(cat.catalog);
        view.resize(1920, 1080);
        QElapsedTimer t;
        t.start();
        view.setReview(worst, QStringLiteral("worst.tpureview"));
        view.show();
        QCoreApplication::processEvents();
        std::printf("  window opens the worst case: %lld ms (wall)\n", (long long)t.elapsed());
        int k = 0;
        const Times edit = measure(5, [&] {
            view.moveRequest(view.fit().requests[size_t(2500 + k++)].index, -1);
            QCoreApplication::processEvents();
        });
        std::printf("  window edit, Move Up (median of 5): %.2f ms (worst %.2f ms)\n", edit.median,
                    edit.worst);
    }
    return 0;
}
