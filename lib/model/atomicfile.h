#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

class QLockFile;

namespace tpu::model::io {

// Checked, atomic file writes (POSIX). Every write(), fsync() and close() is checked; the new
// bytes go to a temporary file in the target's folder which replaces the target by rename(), so
// a failure (disk full, read-only folder, ...) leaves the old file exactly as it was. Errors are
// "cannot write PATH: REASON", REASON from strerror (e.g. "No space left on device").

enum class Access
{
    OwnerOnly, // 0600: plan files and autosaves (they may name projects and reservations)
    Shared,    // 0666 & ~umask: exported files meant to be handed on
};

// What a file was when it was read (device, inode, size, modification and change times), so
// that a write can tell whether someone replaced or changed it since. A missing file has a stamp
// too ("missing"): a file created since then is a change.
struct FileStamp
{
    bool exists = false;
    qint64 dev = 0, ino = 0, size = 0, mtimeNs = 0, ctimeNs = 0;
    bool operator==(const FileStamp &o) const;
    bool operator!=(const FileStamp &o) const { return !(*this == o); }
};
FileStamp stampOf(const QString &path); // follows a symbolic link

// Writes one file. Returns an error message, empty on success. Only a regular file, a symbolic
// link (replaced, never written through) or a missing path is replaced: a folder, FIFO, socket or
// device at `path` is refused and left alone. With `unchangedSince`, the file must still be what
// it was when that stamp was taken, checked just before the rename: else nothing is written and
// the error says the file was changed by another program meanwhile (compare-before-rename; the
// WriterLock below makes cooperating writers take turns, this catches the others).
QString writeFile(const QString &path, const QByteArray &bytes, Access access,
                  bool executable = false, const FileStamp *unchangedSince = nullptr);

// One writer at a time for a file that is read, changed and written back (`tpu-planner edit`,
// `review add`, `review capacity`): held from before the read to after the rename, through
// ".NAME.lock" beside the file (QLockFile, removed afterwards). A second writer waits up to
// kWaitMs, then fails naming the process that holds it; a lock left by a process that died is
// taken over. A folder where no lock file can be made (read-only, full) is not refused here: the
// write fails there anyway, with its own reason.
class WriterLock
{
public:
    static constexpr int kWaitMs = 10000;
    explicit WriterLock(const QString &target, int waitMs = kWaitMs);
    ~WriterLock();
    WriterLock(const WriterLock &) = delete;
    WriterLock &operator=(const WriterLock &) = delete;

    bool isLocked() const { return m_error.isEmpty(); }
    // "another program (tpu-planner, process 1234) is writing FILE; nothing was written; ..."
    QString error() const { return m_error; }
    static QString lockPathOf(const QString &target); // ".NAME.lock" beside it

private:
    std::unique_ptr<QLockFile> m_lock;
    QString m_error;
};

struct FileToWrite
{
    QString name; // file name inside the folder
    QByteArray bytes;
    bool executable = false;
};

// Writes every file into `dir` (created if missing) and removes `remove` (names in `dir`), all or
// nothing: every file is first written in full to a temporary file in `dir`; only when all are
// written do they replace the old ones. If anything fails, the folder keeps the files it had
// before and the error names the file that failed and why. Returns an error, empty on success.
QString writeFolder(const QString &dir, const std::vector<FileToWrite> &files,
                    const QStringList &remove, Access access);

// Makes `dir` (and missing parents) and restricts it to its owner (0700).
QString makePrivateDir(const QString &dir);

// Test seam: the next writes to a file named `fileName` (in any folder) fail with `error` (an
// errno value, e.g. ENOSPC) after `afterBytes` bytes. An empty name turns it off.
void injectWriteFaultForTesting(const QString &fileName, int error, qint64 afterBytes = 0);

} // namespace tpu::model::io
