#pragma once

#include "model/plan.h"

#include <QByteArray>
#include <QJsonObject>

namespace tpu::model {

namespace io {
struct FileStamp;
}

// Plan files: JSON with "schemaVersion" (see docs/plan-file.md).
class PlanFile
{
public:
    static constexpr int kSchemaVersion =
        3; // 2: reservation.holds and reservation.chosenFor; 3: fallback, whenUnsatisfiable
    // Limits the loader enforces; `tpu-planner new` and the wizard use the same ones.
    static constexpr int kMaxSlices = 1024;
    static constexpr int kMaxNodes = 100000; // autoscaling min/max per node pool
    static constexpr int kMaxDiskGiB = 1 << 20;
    static constexpr int kMaxPodsPerNode = 100000;
    // Calendar-mode days a file may hold; the rules say 1 to 90 (calendar.duration).
    static constexpr int kMaxCalendarDays = 3660;
    // Plan files above this size are refused before they are read (a real plan is ~2 KiB).
    static constexpr qint64 kMaxFileBytes = 1 << 20;

    static QJsonObject toJson(const Plan &plan);
    static QByteArray toBytes(const Plan &plan);

    struct Loaded
    {
        std::optional<Plan> plan;
        QString error; // "FILE: at $.slices: must be a whole number ..." when plan is empty
    };
    static Loaded fromBytes(const QByteArray &bytes, const QString &origin);
    static Loaded load(const QString &fileName); // refuses files above kMaxFileBytes unread
    // A plan embedded in another document (a capacity review) at `jsonPath` ("$.requests[2].plan");
    // throws json::ReadError naming the path below it.
    static Plan readEmbedded(const QJsonValue &value, const QString &jsonPath);

    // Writes atomically with every write checked (io::writeFile), readable by its owner only
    // (0600): the old file stays intact if anything fails. Returns an error message naming the
    // file and the reason, empty on success. With `unchangedSince` (taken before the plan was
    // read), a file another program changed meanwhile is left as it is and the save fails.
    static QString save(const Plan &plan, const QString &fileName,
                        const io::FileStamp *unchangedSince = nullptr);
};

} // namespace tpu::model
