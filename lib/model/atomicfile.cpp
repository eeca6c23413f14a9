#include "model/atomicfile.h"

#include "catalog/filekind.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <cerrno>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace tpu::model::io {

namespace {
struct AtomicFileText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::AtomicFile)
};
} // namespace

namespace {

struct Fault
{
    QString fileName;
    int error = 0;
    qint64 afterBytes = 0;
};
Fault g_fault;

QString reason(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

QString cannotWrite(const QString &path, int err)
{
    return AtomicFileText::tr("cannot write %1: %2")
        .arg(QDir::toNativeSeparators(path), reason(err));
}

mode_t modeFor(Access access, bool executable)
{
    if (access == Access::OwnerOnly)
        return executable ? 0700 : 0600;
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return (executable ? 0777 : 0666) & ~mask;
}

// Writes all of `bytes` to `fd`; returns 0 or the errno of the failing call.
int writeAll(int fd, const QByteArray &bytes, const QString &finalName)
{
    const char *p = bytes.constData();
    qint64 left = bytes.size();
    const bool faulty =
        !g_fault.fileName.isEmpty() && QFileInfo(finalName).fileName() == g_fault.fileName;
    if (faulty && left > g_fault.afterBytes)
        left = g_fault.afterBytes;
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return errno;
        }
        p += n;
        left -= n;
    }
    if (faulty)
        return g_fault.error;
    return 0;
}

// A hidden name beside `target` in its folder: "." + the target's name + `tail`, the name cut
// short (whole characters) so that the whole stays within NAME_MAX bytes: a target whose own
// name is near the limit can still be written.
QString siblingPath(const QString &target, const QString &tail)
{
    const QFileInfo fi(target);
    QString name = fi.fileName();
    const int budget = NAME_MAX - 1 - int(QFile::encodeName(tail).size());
    while (!name.isEmpty() && QFile::encodeName(name).size() > budget) {
        name.chop(1);
        if (!name.isEmpty() && name.back().isHighSurrogate())
            name.chop(1); // never half a character
    }
    return fi.absoluteDir().filePath(QLatin1Char('.') + name + tail);
}

// What is at `path` when it is not something a write may replace: a folder (rename() and link()
// would fail with "Is a directory", which does not say what to do), or a FIFO, socket or device
// (a user's `-o /dev/sda --force` must not turn the node into a file). A regular file, a symbolic
// link (replaced, never written through) and a missing path are fine.
QString notReplaceable(const QString &path)
{
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0 || S_ISREG(st.st_mode) ||
        S_ISLNK(st.st_mode))
        return {};
    if (S_ISDIR(st.st_mode))
        return AtomicFileText::tr(
                   "cannot write %1: a folder has that name; rename or move the folder")
            .arg(QDir::toNativeSeparators(path));
    return AtomicFileText::tr("cannot write %1: it is %2, not a regular file; only a regular file "
                              "or a missing path is replaced, so it was left alone")
        .arg(QDir::toNativeSeparators(path), json::fileKindName(st.st_mode));
}

void syncDir(const QString &dir)
{
    const int fd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd); // best effort: some file systems refuse fsync on folders
        ::close(fd);
    }
}

// A temporary file next to `path`, fully written, synced and closed. On failure `error` is set
// (naming `path`) and nothing is left behind.
QString writeTemp(const QString &path, const QByteArray &bytes, mode_t mode, QString *error)
{
    QByteArray templ = QFile::encodeName(siblingPath(path, QStringLiteral(".tmp-XXXXXX")));
    const int fd = ::mkostemp(templ.data(), O_CLOEXEC); // created 0600
    if (fd < 0) {
        *error = cannotWrite(path, errno);
        return {};
    }
    const QString tmp = QFile::decodeName(templ);
    int err = ::fchmod(fd, mode) == 0 ? 0 : errno;
    if (!err)
        err = writeAll(fd, bytes, path);
    if (!err && ::fsync(fd) != 0)
        err = errno;
    if (::close(fd) != 0 && !err)
        err = errno;
    if (err) {
        ::unlink(templ.constData());
        *error = cannotWrite(path, err);
        return {};
    }
    return tmp;
}

int renameFile(const QString &from, const QString &to)
{
    return ::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0
               ? 0
               : errno;
}

void unlinkFile(const QString &path)
{
    ::unlink(QFile::encodeName(path).constData());
}

} // namespace

QString writeFile(const QString &path, const QByteArray &bytes, Access access, bool executable,
                  const FileStamp *unchangedSince)
{
    if (const QString e = notReplaceable(path); !e.isEmpty())
        return e;
    QString error;
    const QString tmp = writeTemp(path, bytes, modeFor(access, executable), &error);
    if (tmp.isEmpty())
        return error;
    if (unchangedSince && stampOf(path) != *unchangedSince) {
        unlinkFile(tmp);
        return AtomicFileText::tr("cannot write %1: another program changed or replaced it since "
                                  "it was read; nothing was written, so its change is kept. Run "
                                  "the command again to apply yours to the new file")
            .arg(QDir::toNativeSeparators(path));
    }
    if (const int err = renameFile(tmp, path)) {
        unlinkFile(tmp);
        return cannotWrite(path, err);
    }
    syncDir(QFileInfo(path).absolutePath());
    return {};
}

QString writeFolder(const QString &dir, const std::vector<FileToWrite> &files,
                    const QStringList &remove, Access access)
{
    if (!QDir().mkpath(dir))
        return AtomicFileText::tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir));
    const QDir d(dir);
    struct Entry
    {
        QString target, temp, backup;
    };
    std::vector<Entry> entries;
    auto dropTemps = [&] {
        for (const Entry &e : entries) {
            if (!e.temp.isEmpty())
                unlinkFile(e.temp);
            if (!e.backup.isEmpty())
                unlinkFile(e.backup);
        }
    };
    // 1. Every new file in full beside its target.
    for (const FileToWrite &f : files) {
        QString error;
        const QString target = d.filePath(f.name);
        if (const QString e = notReplaceable(target); !e.isEmpty()) {
            dropTemps();
            return e;
        }
        const QString tmp = writeTemp(target, f.bytes, modeFor(access, f.executable), &error);
        if (tmp.isEmpty()) {
            dropTemps();
            return error;
        }
        entries.push_back({target, tmp, {}});
    }
    for (const QString &name : remove)
        if (QFileInfo::exists(d.filePath(name)))
            entries.push_back({d.filePath(name), {}, {}});
    // 2. A hard link to each file being replaced or removed, to put it back if a later step fails.
    for (Entry &e : entries) {
        if (!QFileInfo(e.target).exists())
            continue;
        for (int i = 0; i < 100 && e.backup.isEmpty(); ++i) {
            const QString b =
                siblingPath(e.target, QStringLiteral(".old-%1-%2").arg(::getpid()).arg(i));
            if (::link(QFile::encodeName(e.target).constData(), QFile::encodeName(b).constData()) ==
                0)
                e.backup = b;
            else if (errno != EEXIST) {
                const int err = errno;
                dropTemps();
                return cannotWrite(e.target, err);
            }
        }
    }
    // 3. Replace (or remove) each target; on a failure, put back what was already replaced.
    for (size_t i = 0; i < entries.size(); ++i) {
        Entry &e = entries[i];
        const int err = e.temp.isEmpty()
                            ? (::unlink(QFile::encodeName(e.target).constData()) == 0 ? 0 : errno)
                            : renameFile(e.temp, e.target);
        if (err) {
            for (size_t j = 0; j < i; ++j) {
                const Entry &done = entries[j];
                if (!done.backup.isEmpty())
                    renameFile(done.backup, done.target);
                else
                    unlinkFile(done.target);
            }
            for (size_t j = i; j < entries.size(); ++j) {
                if (!entries[j].temp.isEmpty())
                    unlinkFile(entries[j].temp);
                if (!entries[j].backup.isEmpty())
                    unlinkFile(entries[j].backup);
            }
            syncDir(dir);
            return e.temp.isEmpty() ? AtomicFileText::tr("cannot remove %1: %2")
                                          .arg(QDir::toNativeSeparators(e.target), reason(err))
                                    : cannotWrite(e.target, err);
        }
        e.temp.clear();
    }
    for (const Entry &e : entries)
        if (!e.backup.isEmpty())
            unlinkFile(e.backup);
    syncDir(dir);
    return {};
}

QString makePrivateDir(const QString &dir)
{
    if (!QDir().mkpath(dir))
        return AtomicFileText::tr("cannot create the folder %1").arg(QDir::toNativeSeparators(dir));
    if (::chmod(QFile::encodeName(dir).constData(), 0700) != 0)
        return AtomicFileText::tr("cannot restrict the folder %1 to its owner: %2")
            .arg(QDir::toNativeSeparators(dir), reason(errno));
    return {};
}

bool FileStamp::operator==(const FileStamp &o) const
{
    return exists == o.exists && dev == o.dev && ino == o.ino && size == o.size &&
           mtimeNs == o.mtimeNs && ctimeNs == o.ctimeNs;
}

FileStamp stampOf(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    const auto ns = [](const timespec &t) { return qint64(t.tv_sec) * 1000000000 + t.tv_nsec; };
    return {true,           qint64(st.st_dev), qint64(st.st_ino), qint64(st.st_size),
            ns(st.st_mtim), ns(st.st_ctim)};
}

QString WriterLock::lockPathOf(const QString &target)
{
    return siblingPath(target, QStringLiteral(".lock"));
}

WriterLock::WriterLock(const QString &target, int waitMs)
{
    m_lock = std::make_unique<QLockFile>(lockPathOf(target));
    m_lock->setStaleLockTime(0); // a slow write is not stale; only a dead owner frees the lock
    if (m_lock->tryLock(waitMs) || m_lock->error() != QLockFile::LockFailedError)
        return;
    qint64 pid = 0;
    QString host, app;
    m_lock->getLockInfo(&pid, &host, &app);
    if (app.isEmpty())
        app = QStringLiteral("?");
    m_error = AtomicFileText::tr("another program (%1, process %2) is writing %3; nothing was "
                                 "written. Try again when it has finished")
                  .arg(app, QString::number(pid), QDir::toNativeSeparators(target));
}

WriterLock::~WriterLock() = default; // QLockFile unlocks and removes the lock file

void injectWriteFaultForTesting(const QString &fileName, int error, qint64 afterBytes)
{
    g_fault = Fault{fileName, error, afterBytes};
}

} // namespace tpu::model::io
