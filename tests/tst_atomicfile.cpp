// Checked atomic writes: a full disk, a read-only folder or a failing write never costs the old
// file, and the error names the file and the reason. Real tmpfs mounts where the machine allows
// (root), plus a fault-injection seam that runs everywhere.
#include "model/atomicfile.h"
#include "testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <sys/stat.h>

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
};

QTEST_GUILESS_MAIN(TestAtomicFile)
#include "tst_atomicfile.moc"
