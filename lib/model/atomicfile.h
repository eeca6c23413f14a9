#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <vector>

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

// Writes one file. Returns an error message, empty on success.
QString writeFile(const QString &path, const QByteArray &bytes, Access access,
                  bool executable = false);

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
