// exportFiles / writeExportFiles: the one export both the GUI and the command line write.
#include "export/exportbundle.h"
#include "goldenplans.h"

#include <QDir>
#include <QTemporaryDir>

using namespace tpu;
using namespace tpu::test;

class TestExportBundle : public QObject
{
    Q_OBJECT

private:
    static QStringList names(const std::vector<exporters::ExportFile> &files)
    {
        QStringList n;
        for (const auto &f : files)
            n << f.name;
        return n;
    }

private slots:
    void kueueOnlyWhenUsed()
    {
        const auto &cat = *builtinCatalog();
        QCOMPARE(names(exporters::exportFiles(cat, standardPlan())),
                 (QStringList{"manifests.yaml", "gcloud.sh", "terraform/main.tf",
                              "terraform/variables.tf", "terraform/versions.tf", "summary.json",
                              "apply.sh", "README.md"}));
        Plan k = standardPlan();
        k.kueue = true;
        QCOMPARE(names(exporters::exportFiles(cat, k)), exporters::exportFileNames());
        QCOMPARE(names(exporters::exportFiles(cat, k, {"gcloud"})), QStringList{"gcloud.sh"});
        QCOMPARE(names(exporters::exportFiles(cat, k, {"apply"})),
                 (QStringList{"apply.sh", "README.md"}));
        // Multi-host flex-start brings Kueue objects for queued provisioning, even without Kueue.
        Plan f = standardPlan();
        f.consumption = Consumption::FlexStart;
        QVERIFY(names(exporters::exportFiles(cat, f)).contains("kueue.yaml"));
    }

    void errorsStayInsideComments()
    {
        // A plan file's text with a line break must not end the warning comment and become a
        // command in gcloud.sh.
        Plan p = standardPlan();
        p.machineType = QStringLiteral("ct6e-standard-4t\nrm -rf ~");
        const auto files = exporters::exportFiles(*builtinCatalog(), p, {"gcloud", "manifests"});
        for (const auto &f : files) {
            const QStringList lines = QString::fromUtf8(f.bytes).split('\n');
            const int start = f.name == "gcloud.sh" ? 1 : 0;
            QVERIFY(lines[start].startsWith("# WARNING"));
            for (int i = 0; i + 1 < lines.size(); ++i)
                if (lines[i].startsWith("#"))
                    QVERIFY2(!lines[i + 1].startsWith("rm -rf"),
                             qPrintable(f.name + ": " + lines[i]));
        }
    }

    void writesAtomicallyAndMakesTheScriptExecutable()
    {
        QTemporaryDir dir;
        QString error;
        const auto files = exporters::exportFiles(*builtinCatalog(), standardPlan());
        const QStringList written = exporters::writeExportFiles(files, dir.filePath("a/b"), &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(written.size(), int(files.size()));
        QVERIFY(QFileInfo(dir.filePath("a/b/gcloud.sh")).isExecutable());
        QFile f(dir.filePath("a/b/manifests.yaml"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), files.front().bytes);

        QFile blocker(dir.filePath("file"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        QVERIFY(exporters::writeExportFiles(files, dir.filePath("file/sub"), &error).isEmpty());
        QVERIFY(error.contains("cannot create"));
    }
};

QTEST_GUILESS_MAIN(TestExportBundle)
#include "tst_exportbundle.moc"
