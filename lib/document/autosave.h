#pragma once

#include "model/plan.h"

#include <QDateTime>
#include <QLockFile>
#include <memory>

namespace tpu::document {

// Autosave of the plan being edited, and recovery after a crash (Qt Core only).
//
// Each running window owns one slot in `dir`: SLOT.json (the plan, the file it belongs to, when)
// and SLOT.lock, held while the window runs. A slot whose lock nobody holds (its process ended
// without discarding it) is an orphan: a crashed session's unsaved work, offered back on start.
class Autosave
{
public:
    explicit Autosave(QString dir);
    ~Autosave();
    Autosave(const Autosave &) = delete;
    Autosave &operator=(const Autosave &) = delete;

    static QString defaultDir(); // <AppDataLocation>/autosave

    // Writes this session's slot atomically; returns an error message, empty on success.
    QString write(const model::Plan &plan, const QString &originalFile);
    // Removes this session's slot (after a save, or when the user discards the changes).
    void discard();
    QString slotFile() const { return m_slotFile; }

    struct Orphan
    {
        QString path;         // the slot's .json
        QString originalFile; // the plan file it was editing; empty for an untitled plan
        QDateTime savedAt;
        model::Plan plan;
        std::shared_ptr<QLockFile>
            lock; // held until the orphan is dropped: no other window offers it
    };
    // Orphans, newest first, each locked while the caller holds it. Unreadable slots are skipped
    // (and left on disk).
    std::vector<Orphan> orphans() const;
    static void removeOrphan(const Orphan &orphan);

private:
    bool claim();

    QString m_dir, m_slotFile;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace tpu::document
