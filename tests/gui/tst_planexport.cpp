// File ▸ Export… without a window (ui/shell/planexport.h): the questions it asks, what it writes
// and the status line it returns, driven through Dialogs alone.
#include "model/snapshot.h"
#include "testsupport.h"
#include "ui/shell/planexport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace tpu;

class TestPlanExport : public QObject
{
    Q_OBJECT

    struct Answers
    {
        QString folder;
        bool agree = true;
        QStringList errors, questions;
        ui::Dialogs dialogs;
        Answers()
        {
            dialogs.chooseExportDir = [this](const QString &) { return folder; };
            dialogs.confirm = [this](const QString &q) {
                questions << q;
                return agree;
            };
            dialogs.showError = [this](const QString &e) { errors << e; };
        }
    };

private slots:
    void exportsIntoAnEmptyFolderWithoutAQuestion()
    {
        const auto catalog = test::builtinCatalog();
        const model::Plan plan = test::standardPlan();
        const auto snap = model::makeSnapshot(*catalog, plan);
        QTemporaryDir tmp;
        Answers a;
        a.folder = tmp.path();
        const QString status = ui::exportPlanToFolder(*snap, plan, a.dialogs, tmp.path());
        QVERIFY2(status.startsWith(QStringLiteral("Exported ")) && status.contains(tmp.path()),
                 qPrintable(status));
        QVERIFY(status.contains(QStringLiteral("gcloud.sh")));
        QVERIFY(QFile::exists(tmp.filePath(QStringLiteral("gcloud.sh"))));
        QVERIFY(a.questions.isEmpty());
        QVERIFY(a.errors.isEmpty());
        // The next dialog starts in the folder just used.
        QCOMPARE(ui::exportDirSuggestion(QString()), tmp.path());
    }

    void aPlanWithErrorsExportsNothing()
    {
        const auto catalog = test::builtinCatalog();
        model::Plan plan = test::standardPlan();
        plan.slices = 0;
        const auto snap = model::makeSnapshot(*catalog, plan);
        QVERIFY(snap->hasErrors());
        QTemporaryDir tmp;
        Answers a;
        a.folder = tmp.path();
        QVERIFY(ui::exportPlanToFolder(*snap, plan, a.dialogs, tmp.path()).isEmpty());
        QCOMPARE(a.errors.size(), 1);
        QVERIFY(a.errors.first().contains(QStringLiteral("nothing was exported")));
        QVERIFY(QDir(tmp.path()).isEmpty());
    }

    void aForeignFolderIsWrittenOnlyWhenTheUserAgrees()
    {
        const auto catalog = test::builtinCatalog();
        const model::Plan plan = test::standardPlan();
        const auto snap = model::makeSnapshot(*catalog, plan);
        QTemporaryDir tmp;
        test::writeAll(tmp.filePath(QStringLiteral("notes.txt")), "mine\n");
        Answers a;
        a.folder = tmp.path();
        a.agree = false;
        QVERIFY(ui::exportPlanToFolder(*snap, plan, a.dialogs, tmp.path()).isEmpty());
        QCOMPARE(a.questions.size(), 1);
        QVERIFY(!QFile::exists(tmp.filePath(QStringLiteral("gcloud.sh"))));
        a.agree = true;
        QVERIFY(!ui::exportPlanToFolder(*snap, plan, a.dialogs, tmp.path()).isEmpty());
        QVERIFY(QFile::exists(tmp.filePath(QStringLiteral("gcloud.sh"))));
        QCOMPARE(test::readAll(tmp.filePath(QStringLiteral("notes.txt"))), QByteArray("mine\n"));
    }

    void aCancelledFolderDialogSaysNothing()
    {
        const auto catalog = test::builtinCatalog();
        const model::Plan plan = test::standardPlan();
        const auto snap = model::makeSnapshot(*catalog, plan);
        Answers a; // no folder chosen
        QVERIFY(ui::exportPlanToFolder(*snap, plan, a.dialogs, QDir::homePath()).isEmpty());
        QVERIFY(a.errors.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlanExport)
#include "tst_planexport.moc"
