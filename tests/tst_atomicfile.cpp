// Checked atomic writes: a full disk, a read-only folder or a failing write never costs the old
// file, and the error names the file and the reason. Real tmpfs mounts where the machine allows
// (root), plus a fault-injection seam that runs everywhere.
#include "model/atomicfile.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <sys/stat.h>
#include <unistd.h>

using namespace tpu;
using namespace tpu::model;
using tpu::test::readAll;
using tpu::test::TmpfsMount;
using tpu::test::writeAll;

namespace {
int modeOf(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return int(st.st_mode & 07777);
}
QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}
const QByteArray kOld = "old contents\n";
const QByteArray kNew(6000, 'n'); // more than the 4 KiB left on the small tmpfs
} // namespace

class TestAtomicFile : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { io::injectWriteFaultForTesting({}, 0); }

    void writesOwnerOnlyAndShared()
    {
        QTemporaryDir dir;
        const QString plan = dir.filePath("plan.json"), script = dir.filePath("gcloud.sh");
        QCOMPARE(io::writeFile(plan, kNew, io::Access::OwnerOnly), QString());
        QCOMPARE(readAll(plan), kNew);
        QCOMPARE(modeOf(plan), 0600);
        QCOMPARE(io::writeFile(script, "#!/bin/sh\n", io::Access::Shared, true), QString());
        QVERIFY(modeOf(script) & 0100);
        QCOMPARE(entries(dir.path()), QStringList({"gcloud.sh", "plan.json"})); // no temp files
    }

    void privateDirIsOwnerOnly()
    {
        QTemporaryDir dir;
        const QString d = dir.filePath("a/autosave");
        QCOMPARE(io::makePrivateDir(d), QString());
        QCOMPARE(modeOf(d), 0700);
        QVERIFY(::chmod(QFile::encodeName(d).constData(), 0755) == 0); // an older, wider folder
        QCOMPARE(io::makePrivateDir(d), QString());
        QCOMPARE(modeOf(d), 0700);
    }

    void failedWriteKeepsTheOldFile_seam()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("plan.json");
        writeAll(file, kOld);
        io::injectWriteFaultForTesting(QStringLiteral("plan.json"), ENOSPC, 100);
        const QString err = io::writeFile(file, kNew, io::Access::OwnerOnly);
        QVERIFY2(err.contains(file) && err.contains(QString::fromLocal8Bit(std::strerror(ENOSPC))),
                 qPrintable(err));
        QCOMPARE(readAll(file), kOld);
        QCOMPARE(entries(dir.path()), QStringList{"plan.json"});
    }

    void fullDiskKeepsTheOldFile()
    {
        TmpfsMount fs(16);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        const QString file = fs.filePath("plan.json");
        writeAll(file, kOld);
        fs.fill();
        const QString err = io::writeFile(file, kNew, io::Access::OwnerOnly);
        QVERIFY2(err.contains(file) && err.contains("No space left on device"), qPrintable(err));
        QCOMPARE(readAll(file), kOld);
        QCOMPARE(entries(fs.path()), QStringList({".filler", "plan.json"}));
    }

    void readOnlyFolderKeepsTheOldFile()
    {
        TmpfsMount fs(64);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        const QString file = fs.filePath("plan.json");
        writeAll(file, kOld);
        QVERIFY(fs.makeReadOnly());
        const QString err = io::writeFile(file, kNew, io::Access::OwnerOnly);
        QVERIFY2(err.contains(file) && err.contains("Read-only file system"), qPrintable(err));
        QCOMPARE(readAll(file), kOld);
    }

    // A folder write fails on its third file: the first two are not replaced either.
    void folderIsAllOrNothing_seam()
    {
        QTemporaryDir dir;
        for (const char *n : {"manifests.yaml", "gcloud.sh", "kueue.yaml", "summary.json"})
            writeAll(dir.filePath(n), kOld + n);
        const std::vector<io::FileToWrite> files{
            {"manifests.yaml", kNew}, {"gcloud.sh", kNew, true}, {"summary.json", kNew}};
        io::injectWriteFaultForTesting(QStringLiteral("summary.json"), EIO, 10);
        const QString err =
            io::writeFolder(dir.path(), files, {QStringLiteral("kueue.yaml")}, io::Access::Shared);
        QVERIFY2(err.contains(dir.filePath("summary.json")), qPrintable(err));
        QVERIFY2(err.contains(QString::fromLocal8Bit(std::strerror(EIO))), qPrintable(err));
        for (const char *n : {"manifests.yaml", "gcloud.sh", "kueue.yaml", "summary.json"})
            QCOMPARE(readAll(dir.filePath(n)), kOld + n);
        QCOMPARE(entries(dir.path()).size(), 4); // no temporary or backup files left

        io::injectWriteFaultForTesting({}, 0);
        QCOMPARE(
            io::writeFolder(dir.path(), files, {QStringLiteral("kueue.yaml")}, io::Access::Shared),
            QString());
        QCOMPARE(entries(dir.path()), QStringList({"gcloud.sh", "manifests.yaml", "summary.json"}));
        for (const char *n : {"manifests.yaml", "gcloud.sh", "summary.json"})
            QCOMPARE(readAll(dir.filePath(n)), kNew);
    }

    void folderOnAFullDiskKeepsItsFiles()
    {
        TmpfsMount fs(32);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        writeAll(fs.filePath("manifests.yaml"), kOld);
        writeAll(fs.filePath("gcloud.sh"), kOld);
        fs.fill();
        const std::vector<io::FileToWrite> files{{"manifests.yaml", kNew},
                                                 {"gcloud.sh", kNew, true}};
        const QString err = io::writeFolder(fs.path(), files, {}, io::Access::Shared);
        QVERIFY2(err.contains("No space left on device"), qPrintable(err));
        QVERIFY2(err.contains(fs.filePath("manifests.yaml")), qPrintable(err));
        QCOMPARE(readAll(fs.filePath("manifests.yaml")), kOld);
        QCOMPARE(readAll(fs.filePath("gcloud.sh")), kOld);
        QCOMPARE(entries(fs.path()), QStringList({".filler", "gcloud.sh", "manifests.yaml"}));
    }

    void folderReadOnlyKeepsItsFiles()
    {
        TmpfsMount fs(64);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        writeAll(fs.filePath("kueue.yaml"), kOld);
        QVERIFY(fs.makeReadOnly());
        const QString err = io::writeFolder(fs.path(), {{"manifests.yaml", kNew}},
                                            {QStringLiteral("kueue.yaml")}, io::Access::Shared);
        QVERIFY2(err.contains("Read-only file system"), qPrintable(err));
        QCOMPARE(readAll(fs.filePath("kueue.yaml")), kOld);
        QVERIFY(!QFile::exists(fs.filePath("manifests.yaml")));
    }

    // Compare-before-rename (issue 35, F4): a file changed since its stamp is kept, not replaced.
    void changedSinceReadIsKept()
    {
        QTemporaryDir dir;
        const QString f = dir.filePath("plan.json");
        writeAll(f, kOld);
        const io::FileStamp stamp = io::stampOf(f);
        QVERIFY(stamp.exists);
        QCOMPARE(io::stampOf(f), stamp);
        QCOMPARE(io::writeFile(f, kNew, io::Access::OwnerOnly, false, &stamp), QString());
        QCOMPARE(readAll(f), kNew);
        // Another program replaces it (a rename, as every atomic writer does) after our read.
        const io::FileStamp second = io::stampOf(f);
        QCOMPARE(io::writeFile(f, "theirs\n", io::Access::OwnerOnly), QString());
        const QString error = io::writeFile(f, "ours\n", io::Access::OwnerOnly, false, &second);
        QVERIFY2(error.contains("another program changed or replaced it since it was read"),
                 qPrintable(error));
        QCOMPARE(readAll(f), QByteArray("theirs\n"));
        QCOMPARE(entries(dir.path()), QStringList({"plan.json"})); // no temp file left
        // A file created where none was when it was read is a change too.
        const QString g = dir.filePath("new.json");
        const io::FileStamp missing = io::stampOf(g);
        QVERIFY(!missing.exists);
        writeAll(g, "theirs\n");
        QVERIFY(!io::writeFile(g, "ours\n", io::Access::OwnerOnly, false, &missing).isEmpty());
        QCOMPARE(readAll(g), QByteArray("theirs\n"));
    }

    void writerLockNamesItsHolder()
    {
        QTemporaryDir dir;
        const QString f = dir.filePath("review.tpureview");
        QCOMPARE(io::WriterLock::lockPathOf(f), dir.filePath(".review.tpureview.lock"));
        {
            const io::WriterLock first(f);
            QVERIFY(first.isLocked());
            QVERIFY(QFileInfo::exists(io::WriterLock::lockPathOf(f)));
            const io::WriterLock second(f, 50);
            QVERIFY(!second.isLocked());
            QVERIFY2(second.error().contains(
                         QStringLiteral("process %1) is writing %2").arg(::getpid()).arg(f)),
                     qPrintable(second.error()));
        }
        QVERIFY(!QFileInfo::exists(io::WriterLock::lockPathOf(f))); // removed with its holder
        const io::WriterLock third(f, 0);
        QVERIFY(third.isLocked());
    }

    // Issue 35, point 15: a FIFO, socket or device at the target is refused and left alone.
    void specialFilesAreNotReplaced()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath("fifo.json");
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString socket = dir.filePath("socket.json");
        const tpu::test::BoundSocket server(socket);
        for (const QString &target : {fifo, socket}) {
            const QString error = io::writeFile(target, kNew, io::Access::Shared);
            QVERIFY2(error.contains("not a regular file"), qPrintable(error));
            QVERIFY(!QFileInfo(target).isFile());
            const QString folderError = io::writeFolder(
                dir.path(), {{QFileInfo(target).fileName(), kNew, false}}, {}, io::Access::Shared);
            QVERIFY2(folderError.contains("not a regular file"), qPrintable(folderError));
            QVERIFY(!QFileInfo(target).isFile());
        }
        QVERIFY(io::writeFile(fifo, kNew, io::Access::Shared).contains("a FIFO (named pipe)"));
        QVERIFY(io::writeFile(socket, kNew, io::Access::Shared).contains("a socket"));
        QCOMPARE(QDir(dir.path())
                     .entryList(QDir::Files | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
                                QDir::Name),
                 QStringList({"fifo.json", "socket.json"})); // nothing else was made
    }
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
