#pragma once

#include "catalog/catalogloader.h"
#include "model/plan.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cerrno>
#include <cstring>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace tpu::test {

// The calendar-mode rules and apply.sh compare start times with "now" (model::plannerNow): every
// test binary fixes it at 2026-11-28T00:00:00Z unless the environment already does, so that the
// golden calendar-mode plan (2026-12-07) stays valid whatever the date. Child processes (the
// command line, apply.sh) inherit it.
inline const bool kFixedPlannerNow = [] {
    if (!qEnvironmentVariableIsSet("TPU_PLANNER_NOW"))
        qputenv("TPU_PLANNER_NOW", "2026-11-28T00:00:00Z");
    return true;
}();

// The built-in catalog; tests fail loudly if it does not load.
std::shared_ptr<const catalog::Catalog> builtinCatalog();

// A shape written in a test; fails loudly if the test wrote something that is not one.
catalog::Topology shape(const char *text);

QByteArray builtinCatalogBytes();

// A valid Standard plan: v6e 4x4 multi-host in us-east5-b, which tests then break one field at a
// time.
model::Plan standardPlan();

// A Unix-domain socket bound at `path`, so that a socket file is there; closed when destroyed.
class BoundSocket
{
public:
    explicit BoundSocket(const QString &path)
    {
        const QByteArray p = QFile::encodeName(path);
        sockaddr_un a = {};
        a.sun_family = AF_UNIX;
        if (size_t(p.size()) >= sizeof a.sun_path)
            qFatal("socket path too long: %s", p.constData());
        std::memcpy(a.sun_path, p.constData(), size_t(p.size()));
        m_fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        if (m_fd < 0 || ::bind(m_fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0)
            qFatal("cannot bind a socket at %s: %s", p.constData(), std::strerror(errno));
    }
    ~BoundSocket() { ::close(m_fd); }
    BoundSocket(const BoundSocket &) = delete;
    BoundSocket &operator=(const BoundSocket &) = delete;

private:
    int m_fd = -1;
};

// A real tmpfs of `sizeKiB` on a fresh folder, for full-disk and read-only tests. Mounting needs
// root (CAP_SYS_ADMIN); without it `error` says why and the test skips with that message.
// fill() takes every free byte; makeReadOnly() remounts it read-only. Unmounted when destroyed.
class TmpfsMount
{
public:
    explicit TmpfsMount(int sizeKiB)
    {
        m_path = m_dir.filePath(QStringLiteral("tmpfs"));
        QDir().mkpath(m_path);
        const QByteArray opts = "size=" + QByteArray::number(sizeKiB) + "k,mode=0755";
        if (::mount("tmpfs", QFile::encodeName(m_path).constData(), "tmpfs", 0, opts.constData()) ==
            0)
            m_mounted = true;
        else
            m_error = QStringLiteral("cannot mount a tmpfs (%1); run as root to test a full or "
                                     "read-only file system")
                          .arg(QString::fromLocal8Bit(std::strerror(errno)));
    }
    ~TmpfsMount()
    {
        if (m_mounted)
            ::umount2(QFile::encodeName(m_path).constData(), MNT_DETACH);
    }
    bool ok() const { return m_mounted; }
    QString error() const { return m_error; }
    QString path() const { return m_path; }
    QString filePath(const QString &name) const { return QDir(m_path).filePath(name); }

    // Fills the file system to the last byte with a file named .filler.
    void fill() const
    {
        QFile f(filePath(QStringLiteral(".filler")));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            qFatal("cannot create the filler file");
        const QByteArray block(512, 'x');
        while (f.write(block) == block.size()) {
        }
        const QByteArray byte(1, 'x');
        while (f.write(byte) == 1) {
        }
    }
    bool makeReadOnly() const
    {
        return ::mount(nullptr, QFile::encodeName(m_path).constData(), nullptr,
                       MS_REMOUNT | MS_RDONLY, nullptr) == 0;
    }

private:
    QTemporaryDir m_dir;
    QString m_path, m_error;
    bool m_mounted = false;
};

QByteArray readAll(const QString &path);

void writeAll(const QString &path, const QByteArray &bytes);

// Before the QApplication: the offscreen platform gets two screens, a 1920x1080 projector (where
// presentation mode goes) beside a 1366x768 laptop; its configuration file is written into
// `dir`, which must outlive the application. The offscreen plugin's default screen is smaller.
void useProjectorAndLaptopScreens(const QTemporaryDir &dir);

} // namespace tpu::test
