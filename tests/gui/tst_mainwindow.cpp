// The main window's file handling: save, open, recent files, unsaved changes, autosave and
// recovery after a crash, broken files, and the remembered window state.
#include "document/autosave.h"
#include "model/planfile.h"
#include "ui/common/settings.h"
#include "ui/shell/findingsmodel.h"
#include "ui/summary/alternativesmodel.h"
#include "ui/summary/alternativespanel.h"
#include "ui/wizard/summarypage.h"
#include "wizarddriver.h"

#include <QAction>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace tpu;
using namespace tpu::test;
using Choice = ui::MainWindow::Dialogs::SaveChoice;
using tpu::test::readAll;
using tpu::test::TmpfsMount;

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    static void makeChange(WizardDriver &d,
                           const QString &cluster = QStringLiteral("edited-cluster"))
    {
        d.type("clusterNameLineEdit", cluster);
        QVERIFY(d.window->document()->isModified());
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { QSettings().clear(); }

    // Issue 37, minor 10: a status message that does not fit beside the permanent indicators
    // (Qt draws it only left of them, cut where they begin) is shown whole: the indicators step
    // aside while it shows and come back after it.
    void statusMessageIsNotHiddenUnderTheIndicators()
    {
        WizardDriver d; // the default 1360x900 window
        QStatusBar *bar = d.window->statusBar();
        const QList<QWidget *> indicators{d.window->findChild<QWidget *>("catalogLabel"),
                                          d.window->findChild<QWidget *>("catalogStatusBarLabel"),
                                          d.window->findChild<QWidget *>("liveStatusBarLabel")};
        for (QWidget *w : indicators)
            QVERIFY(w && w->isVisible());
        auto messageRoom = [&] { // QStatusBar's message rectangle: left of the first indicator
            int right = bar->width() - 12;
            for (QWidget *w : indicators)
                if (w->isVisible())
                    right = std::min(right, w->x() - 2);
            return right - 6;
        };
        const QFontMetrics fm = bar->fontMetrics();
        // A short message leaves the indicators where they are.
        bar->showMessage(QStringLiteral("Saved plan.tpuplan."));
        QCoreApplication::processEvents();
        for (QWidget *w : indicators)
            QVERIFY(w->isVisible());
        // One as wide as the bar less 200 px: a long path, an error from Google.
        QString message = QStringLiteral("Not connected: oauth2.googleapis.com cannot be reached");
        while (fm.horizontalAdvance(message + QStringLiteral(" (again)")) < bar->width() - 200)
            message += QStringLiteral(" (again)");
        bar->showMessage(message, 8000);
        QCoreApplication::processEvents();
        QVERIFY2(fm.horizontalAdvance(message) <= messageRoom(),
                 qPrintable(QStringLiteral("%1 px of message in %2 px beside the indicators")
                                .arg(fm.horizontalAdvance(message))
                                .arg(messageRoom())));
        QVERIFY(indicators.back()->isVisible() || !indicators.front()->isVisible());
        QVERIFY(bar->toolTip().isEmpty());
        // Wider than the bar: cut at the window's edge, whole in the bar's tooltip.
        const QString wider = message + message;
        bar->showMessage(wider, 8000);
        QCoreApplication::processEvents();
        QVERIFY2(bar->toolTip().contains(message), qPrintable(bar->toolTip()));
        bar->clearMessage();
        QCoreApplication::processEvents();
        for (QWidget *w : indicators)
            QVERIFY(w->isVisible());
        QVERIFY(bar->toolTip().isEmpty());
    }

    // Issue 37, minor 6: the window as it first opens (not through WizardDriver) lists all six
    // steps whole, without scroll bars (a horizontal one took the last row at first launch).
    void firstLaunchListsEveryStepWhole()
    {
        QTemporaryDir dir;
        ui::MainWindow w(builtinCatalog(), nullptr, dir.filePath(QStringLiteral("autosave")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        auto *steps = w.findChild<QListWidget *>(QStringLiteral("stepsListWidget"));
        QVERIFY(steps);
        QVERIFY(!steps->horizontalScrollBar()->isVisible());
        QVERIFY(!steps->verticalScrollBar()->isVisible());
        for (int i = 0; i < steps->count(); ++i)
            QVERIFY2(steps->viewport()->rect().contains(steps->visualItemRect(steps->item(i))),
                     qPrintable(steps->item(i)->text()));
    }

    // Issue 37, minor 6: the Findings panel takes at most 40 % of the window's height and can be
    // made smaller.
    void findingsPanelIsCappedAndResizable()
    {
        WizardDriver d;
        auto *dock = d.window->findChild<QDockWidget *>("findingsDock");
        QVERIFY(dock && dock->isVisible());
        QVERIFY(dock->height() <= d.window->height() * 2 / 5);
        d.window->resizeDocks({dock}, {d.window->height() * 4 / 5}, Qt::Vertical);
        QCoreApplication::processEvents();
        QVERIFY2(dock->height() <= d.window->height() * 2 / 5,
                 qPrintable(QString::number(dock->height())));
        const int smaller = dock->minimumSizeHint().height() + 20;
        d.window->resizeDocks({dock}, {smaller}, Qt::Vertical);
        QCoreApplication::processEvents();
        QCOMPARE(dock->height(), smaller);
        d.window->resize(1360, 500); // a shorter window: the cap follows
        QCoreApplication::processEvents();
        QVERIFY(dock->height() <= 200);
    }

    void titleShowsNameAndUnsavedMarker()
    {
        WizardDriver d;
        QVERIFY(d.window->windowTitle().startsWith("Untitled plan[*]"));
        QVERIFY(!d.window->isWindowModified());
        makeChange(d);
        QVERIFY(d.window->isWindowModified());
        d.nextFile = d.dir.filePath("review");
        QVERIFY(d.window->saveAs());
        QVERIFY(d.window->windowTitle().startsWith("review.tpuplan[*]")); // .tpuplan added
        QVERIFY(!d.window->isWindowModified());
    }

    // One table of keys and defaults (ui/common/settings.cpp): a user's stored choices from an
    // earlier release still read, bad stored values read as the default, never as garbage.
    void settingsReadWhatEarlierReleasesWroteAndRefuseGarbage()
    {
        using namespace tpu::ui;
        QCOMPARE(settings::theme(), Theme::System);
        QCOMPARE(settings::typeScale(), 100);
        QCOMPARE(settings::language(), QString());
        QCOMPARE(settings::lastReportDir(), QDir::homePath());
        QCOMPARE(settings::lastExportDir(), QString());
        QVERIFY(settings::recentFiles(settings::RecentKind::Plans).isEmpty());
        {
            QSettings s;
            s.setValue("theme", "high-contrast");
            s.setValue("typeScale", 175);
            s.setValue("language", "it");
            s.setValue("recentFiles",
                       QStringList{"/p/a.tpuplan", "", "/p/b.tpuplan", "/p/a.tpuplan"});
            s.setValue("lastExportDir", "/srv/exports");
        }
        QCOMPARE(settings::theme(), Theme::HighContrast);
        QCOMPARE(settings::typeScale(), 175);
        QCOMPARE(settings::language(), QStringLiteral("it"));
        QCOMPARE(settings::recentFiles(settings::RecentKind::Plans),
                 (QStringList{"/p/a.tpuplan", "/p/b.tpuplan"}));
        QCOMPARE(settings::lastExportDir(), QStringLiteral("/srv/exports"));
        QSettings().setValue("theme", "purple");
        QCOMPARE(settings::theme(), Theme::System);
        QSettings().setValue("typeScale", 900);
        QCOMPARE(settings::typeScale(), kMaxTypeScale);
        QSettings().setValue("typeScale", "large");
        QCOMPARE(settings::typeScale(), 100);
        QStringList many;
        for (int i = 0; i < 12; ++i)
            many << QStringLiteral("/p/%1.tpuplan").arg(i);
        settings::setRecentFiles(settings::RecentKind::Plans, many);
        QCOMPARE(settings::recentFiles(settings::RecentKind::Plans),
                 many.mid(0, settings::kMaxRecentFiles));
        settings::setTheme(Theme::Dark);
        QCOMPARE(QSettings().value("theme").toString(), QStringLiteral("dark"));
    }

    // Issue 24, 8: View ▸ Language switches at once, while the window is open, and back; the
    // choice is remembered; no restart is asked for.
    void languageSwitchesWhileTheWindowIsOpen()
    {
        WizardDriver d;
        d.window->document()->reset(standardPlan(), QString(), true);
        QCOMPARE(d.wizard()->goToStep(ui::PlanWizard::ZonePageId), int(ui::PlanWizard::ZonePageId));
        const model::Plan plan = d.plan();
        auto *system = d.window->findChild<QAction *>("systemLanguageAction");
        QVERIFY(system && system->isChecked()); // nothing chosen yet: the system locale decides
        auto *table = d.window->findChild<QTableView *>("findingsTableView");
        auto *dock = d.window->findChild<QDockWidget *>("findingsDock");
        QVERIFY(table->model()->rowCount() > 0);
        const auto shown = [&] {
            return QStringList{
                d.window->windowTitle(),
                d.window->menuBar()->actions().value(2)->text(),
                d.wizard()->currentPage()->title(),
                table->model()
                    ->headerData(ui::FindingsModel::MessageColumn, Qt::Horizontal)
                    .toString(),
                table->model()->index(0, ui::FindingsModel::MessageColumn).data().toString(),
                dock->windowTitle(),
                d.wizard()->button(QWizard::BackButton)->toolTip(),
                d.window->findChild<QPushButton *>("step3PushButton")->text(), // presentation
                d.window->findChild<QTextBrowser *>("findingDetailsTextBrowser")
                    ->placeholderText()};
        };
        const QStringList english = shown();
        QCOMPARE(english.value(1), QStringLiteral("&View"));
        QCOMPARE(english.value(3), QStringLiteral("Finding"));
        const auto choose = [&](const char *name) {
            auto *a = d.window->findChild<QAction *>(QLatin1String(name));
            QVERIFY(a);
            a->trigger();
        };

        choose("itLanguageAction");
        QTRY_COMPARE(dock->windowTitle(), QStringLiteral("Segnalazioni"));
        const QStringList italian = shown();
        QCOMPARE(italian.value(1), QStringLiteral("&Visualizza"));
        QCOMPARE(italian.value(3), QStringLiteral("Segnalazione"));
        QVERIFY2(italian.value(0).startsWith(QStringLiteral("Piano senza titolo")),
                 qPrintable(italian.value(0)));
        for (int i = 0; i < english.size(); ++i)
            QVERIFY2(italian.value(i) != english.value(i), qPrintable(english.value(i)));
        // The same plan, on the same step; remembered; no "from the next start" dialog.
        QCOMPARE(d.wizard()->currentId(), int(ui::PlanWizard::ZonePageId));
        QCOMPARE(d.plan(), plan);
        QVERIFY(d.window->findChild<QAction *>("itLanguageAction")->isChecked());
        QCOMPARE(QSettings().value("language").toString(), QStringLiteral("it"));
        QVERIFY(d.infos.isEmpty());

        choose("enLanguageAction");
        QTRY_COMPARE(dock->windowTitle(), QStringLiteral("Findings"));
        QCOMPARE(shown(), english);
        QCOMPARE(d.wizard()->currentId(), int(ui::PlanWizard::ZonePageId));
        choose("systemLanguageAction");
        QCOMPARE(QSettings().value("language").toString(), QString());
        QVERIFY(d.infos.isEmpty());
    }

    void plansAreTpuplanFilesAndOldJsonPlansStillOpen()
    {
        WizardDriver d;
        d.window->document()->reset(standardPlan(), QString(), true);
        QString suggested;
        d.window->dialogs().chooseSaveFile = [&](const QString &s) {
            suggested = s;
            return QString();
        };
        QVERIFY(!d.window->saveAs());
        QVERIFY2(suggested.endsWith(".tpuplan"), qPrintable(suggested));

        // A plan saved under the old name (.json) by an earlier version opens as before.
        const QString old = d.dir.filePath("old-plan.json");
        QVERIFY(model::PlanFile::save(standardPlan(), old).isEmpty());
        d.window->newPlan();
        QVERIFY(d.window->openPlan(old));
        QCOMPARE(d.plan(), standardPlan());
        QVERIFY(d.window->windowTitle().startsWith("old-plan.json"));
    }

    void saveThenOpenGivesTheSamePlan()
    {
        WizardDriver d;
        d.window->document()->reset(standardPlan(), QString(), true);
        d.nextFile = d.dir.filePath("a.tpuplan");
        QVERIFY(d.window->save()); // untitled: Save asks where
        const auto loaded = model::PlanFile::load(d.nextFile);
        QVERIFY(loaded.plan);
        QCOMPARE(*loaded.plan, standardPlan());

        d.window->newPlan();
        QVERIFY(d.plan() != standardPlan());
        QVERIFY(d.window->openPlan(d.nextFile));
        QCOMPARE(d.plan(), standardPlan());
        QVERIFY(!d.window->document()->isModified());
        // A complete plan without errors opens on the summary step.
        QCOMPARE(d.wizard()->currentId(), int(ui::PlanWizard::SummaryPageId));
    }

    void openRecentListsNewestFirstAndOpens()
    {
        WizardDriver d;
        QStringList files;
        for (const char *name : {"one.json", "two.json"}) {
            model::Plan p = standardPlan();
            p.clusterName = QString::fromLatin1(name).section('.', 0, 0);
            files << d.dir.filePath(name);
            QVERIFY(model::PlanFile::save(p, files.last()).isEmpty());
            QVERIFY(d.window->openPlan(files.last()));
        }
        QCOMPARE(d.window->recentFiles(), (QStringList{files[1], files[0]}));
        const auto actions = d.window->recentMenu()->actions();
        QVERIFY(actions.first()->text().contains("two.json"));
        actions.at(1)->trigger(); // one.json
        QCOMPARE(d.plan().clusterName, QStringLiteral("one"));
        QCOMPARE(d.window->recentFiles().first(), files[0]);
        // Survives a restart.
        WizardDriver again;
        QCOMPARE(again.window->recentFiles().first(), files[0]);
    }

    void closingWithUnsavedChangesAsks()
    {
        WizardDriver d;
        makeChange(d);
        d.saveChoice = Choice::Cancel;
        QVERIFY(!d.window->close());
        QCOMPARE(d.asked, 1);
        QVERIFY(d.window->isVisible());

        d.saveChoice = Choice::Save;
        d.nextFile = d.dir.filePath("kept.json");
        QVERIFY(d.window->close());
        QCOMPARE(d.asked, 2);
        QCOMPARE(model::PlanFile::load(d.nextFile).plan->clusterName,
                 QStringLiteral("edited-cluster"));

        WizardDriver e;
        makeChange(e);
        e.saveChoice = Choice::Discard;
        QVERIFY(e.window->close());

        WizardDriver clean; // nothing changed: no question
        QVERIFY(clean.window->close());
        QCOMPARE(clean.asked, 0);
    }

    void newAndOpenAskFirstToo()
    {
        WizardDriver d;
        makeChange(d);
        d.saveChoice = Choice::Cancel;
        d.window->findChild<QAction *>("newAction")->trigger();
        QCOMPARE(d.asked, 1);
        QCOMPARE(d.plan().clusterName, QStringLiteral("edited-cluster")); // nothing lost
        d.window->findChild<QAction *>("openAction")->trigger();
        QCOMPARE(d.asked, 2);
        QCOMPARE(d.plan().clusterName, QStringLiteral("edited-cluster"));
    }

    void brokenFileIsExplainedAndNothingIsLost()
    {
        WizardDriver d;
        makeChange(d);
        const QString bad = d.dir.filePath("broken.json");
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"schemaVersion": 1, "slices": "four"})");
        f.close();
        QVERIFY(!d.window->openPlan(bad));
        QCOMPARE(d.errors.size(), 1);
        QVERIFY2(d.errors.first().contains("broken.json"), qPrintable(d.errors.first()));
        QCOMPARE(d.plan().clusterName, QStringLiteral("edited-cluster"));
        QVERIFY(d.window->document()->isModified());
        QVERIFY(!d.window->recentFiles().contains(bad));
    }

    // File > Open on a FIFO (or another special file) returns at once with what it is.
    void openingAFifoIsRefusedAtOnce()
    {
        WizardDriver d;
        d.nextFile = d.dir.filePath("pipe.tpuplan");
        QCOMPARE(::mkfifo(QFile::encodeName(d.nextFile).constData(), 0600), 0);
        d.saveChoice = Choice::Discard;
        QElapsedTimer t;
        t.start();
        d.window->findChild<QAction *>("openAction")->trigger();
        QVERIFY(t.elapsed() < 5000);
        QCOMPARE(d.errors.size(), 1);
        QVERIFY2(d.errors.first().contains("pipe.tpuplan: is a FIFO (named pipe), not a plan file"),
                 qPrintable(d.errors.first()));
    }

    void saveFailureKeepsTheChanges()
    {
        WizardDriver d;
        makeChange(d);
        d.nextFile = d.dir.filePath("no-such-dir/plan.json");
        QVERIFY(!d.window->save());
        QCOMPARE(d.errors.size(), 1);
        QVERIFY(d.window->document()->isModified());
        QVERIFY(d.window->document()->fileName().isEmpty());
    }

    // Issue 35, F4: File ▸ Save never writes over a change another program made to the plan
    // file since this window read or saved it (a `tpu-planner edit`); the error says so, the
    // other change stays and the window keeps its own. Save As over it is the user's choice.
    void saveKeepsAnotherProgramsChange()
    {
        WizardDriver d;
        makeChange(d, QStringLiteral("window-version"));
        d.nextFile = d.dir.filePath(QStringLiteral("shared.tpuplan"));
        QVERIFY(d.window->save());
        model::Plan theirs = *model::PlanFile::load(d.nextFile).plan;
        theirs.projectId = QStringLiteral("their-project-1");
        QCOMPARE(model::PlanFile::save(theirs, d.nextFile), QString());
        const QByteArray before = readAll(d.nextFile);
        makeChange(d, QStringLiteral("window-second"));
        d.window->findChild<QAction *>("saveAction")->trigger(); // File ▸ Save (Ctrl+S)
        QCOMPARE(d.errors.size(), 1);
        QVERIFY2(
            d.errors.first().contains("another program changed or replaced it since it was read"),
            qPrintable(d.errors.first()));
        QCOMPARE(readAll(d.nextFile), before);
        QVERIFY(d.window->document()->isModified());
        // Saved again by this window: the next Save compares with that.
        QVERIFY(d.window->saveAs());
        QCOMPARE(model::PlanFile::load(d.nextFile).plan->clusterName,
                 QStringLiteral("window-second"));
        makeChange(d, QStringLiteral("window-third"));
        QVERIFY(d.window->save());
        QCOMPARE(d.errors.size(), 1);
    }

    // Ctrl+S on a full disk: an error naming the file and the reason, the old file intact, the
    // unsaved marker kept, and closing still asks.
    void saveOnAFullDiskKeepsEverything()
    {
        TmpfsMount fs(24);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        WizardDriver d;
        makeChange(d, QStringLiteral("first-version"));
        d.nextFile = fs.filePath(QStringLiteral("plan.json"));
        QVERIFY(d.window->save());
        const QByteArray before = readAll(d.nextFile);
        makeChange(d, QStringLiteral("second-version"));
        QVERIFY(d.window->isWindowModified());
        fs.fill();
        d.window->findChild<QAction *>("saveAction")->trigger(); // File ▸ Save (Ctrl+S)
        QCOMPARE(d.errors.size(), 1);
        QVERIFY2(d.errors.first().contains(d.nextFile) &&
                     d.errors.first().contains("No space left on device"),
                 qPrintable(d.errors.first()));
        QCOMPARE(readAll(d.nextFile), before);
        QVERIFY(d.window->document()->isModified());
        QVERIFY(d.window->isWindowModified());
        d.saveChoice = Choice::Cancel;
        QVERIFY(!d.window->close());
        QCOMPARE(d.asked, 1);
    }

    // Export to Folder into a read-only folder: nothing written, the old files kept, and the error
    // names the file and the reason.
    void exportToAReadOnlyFolderChangesNothing()
    {
        TmpfsMount fs(256);
        if (!fs.ok())
            QSKIP(qPrintable(fs.error()));
        tpu::test::writeAll(fs.filePath(QStringLiteral("manifests.yaml")), "old\n");
        QVERIFY(fs.makeReadOnly());
        WizardDriver d;
        d.window->document()->reset(standardPlan(), {});
        d.nextFile = fs.path();
        d.confirmAnswer = true;
        QVERIFY(!d.window->exportToFolder());
        QCOMPARE(d.errors.size(), 1);
        QVERIFY2(d.errors.first().contains(QStringLiteral("Read-only file system")) &&
                     d.errors.first().contains(QStringLiteral("manifests.yaml")) &&
                     d.errors.first().contains(QStringLiteral("keeps its previous files")),
                 qPrintable(d.errors.first()));
        QCOMPARE(readAll(fs.filePath(QStringLiteral("manifests.yaml"))), QByteArray("old\n"));
    }

    // Issue 37.3: a folder that is neither empty nor an earlier export of this plan is written
    // into only when the user agrees, told which of its files would be replaced; the folder
    // dialog starts in the last export folder, never in the working directory.
    void exportAsksBeforeWritingIntoAForeignFolder()
    {
        QTemporaryDir tmp;
        const QString cwd = QDir::currentPath();
        QVERIFY(QDir::setCurrent(tmp.path()));
        WizardDriver d;
        d.window->document()->reset(standardPlan(), {});
        QString suggested;
        d.window->dialogs().chooseExportDir = [&](const QString &s) {
            suggested = s;
            return d.nextFile;
        };
        const QString repo = tmp.filePath("repo");
        QVERIFY(QDir().mkpath(repo));
        tpu::test::writeAll(repo + "/README.md", "# my repository\n");
        d.nextFile = repo;
        d.confirmAnswer = false;
        QVERIFY(!d.window->exportToFolder());
        QVERIFY2(suggested != tmp.path() && !suggested.isEmpty(), qPrintable(suggested));
        QCOMPARE(d.questions.size(), 1);
        QVERIFY2(d.questions.first().contains("is not empty and is not an earlier export of this "
                                              "plan") &&
                     d.questions.first().contains("The export would replace its README.md."),
                 qPrintable(d.questions.first()));
        QCOMPARE(readAll(repo + "/README.md"), QByteArray("# my repository\n"));
        QVERIFY(!QFile::exists(repo + "/gcloud.sh"));
        // "/" is never written into without asking, whatever it holds.
        d.questions.clear();
        d.nextFile = QStringLiteral("/");
        QVERIFY(!d.window->exportToFolder());
        QCOMPARE(d.questions.size(), 1);
        QVERIFY(d.questions.first().contains("the filesystem root"));
        // An empty folder takes the files without a question; it is remembered, and the next
        // export into it (an earlier export of this plan) asks nothing either.
        d.questions.clear();
        const QString out = tmp.filePath("out");
        QVERIFY(QDir().mkpath(out));
        d.nextFile = out;
        QVERIFY(d.window->exportToFolder());
        QVERIFY(d.questions.isEmpty());
        QVERIFY(QFile::exists(out + "/README.md"));
        QVERIFY(d.window->exportToFolder());
        QVERIFY(d.questions.isEmpty());
        QCOMPARE(suggested, out);
        QVERIFY(QDir::setCurrent(cwd));
    }

    // Issue 37, minor 12: Open and Save As start in the folder each last chose a plan in (kept
    // between sessions), not always in the home folder, and never in the working directory.
    void openAndSaveDialogsStartInTheirLastFolder()
    {
        auto open = [](WizardDriver &d) {
            d.window->findChild<QAction *>(QStringLiteral("openAction"))->trigger();
        };
        QTemporaryDir tmp;
        const QString cwd = QDir::currentPath();
        QVERIFY(QDir::setCurrent(tmp.path()));
        const auto back = qScopeGuard([&] { QDir::setCurrent(cwd); });
        const QString plans = tmp.filePath("plans");
        const QString shared = tmp.filePath("shared");
        QVERIFY(QDir().mkpath(plans) && QDir().mkpath(shared));
        QVERIFY(model::PlanFile::save(standardPlan(), shared + "/team.tpuplan").isEmpty());
        QString openedIn, savedAs;
        {
            WizardDriver d;
            d.window->dialogs().chooseOpenFile = [&](const QString &dir) {
                openedIn = dir;
                return shared + "/team.tpuplan";
            };
            d.window->dialogs().chooseSaveFile = [&](const QString &s) {
                savedAs = s;
                return plans + "/mine.tpuplan";
            };
            d.window->document()->reset(standardPlan(), QString(), true);
            QVERIFY(d.window->saveAs());
            QCOMPARE(QFileInfo(savedAs).absolutePath(), QDir::homePath()); // nothing chosen yet
            open(d);
            QVERIFY2(openedIn != tmp.path() && !openedIn.isEmpty(), qPrintable(openedIn));
            QCOMPARE(d.window->document()->fileName(), shared + "/team.tpuplan");
        }
        WizardDriver again; // another session: each dialog starts where it last chose a file
        again.window->dialogs().chooseOpenFile = [&](const QString &dir) {
            openedIn = dir;
            return QString();
        };
        again.window->dialogs().chooseSaveFile = [&](const QString &s) {
            savedAs = s;
            return QString();
        };
        again.window->document()->reset(standardPlan(), QString(), true);
        QVERIFY(!again.window->saveAs());
        QCOMPARE(QFileInfo(savedAs).absolutePath(), plans);
        again.window->document()->setModified(false); // Open asks nothing first
        open(again);
        QCOMPARE(openedIn, shared);
        // A remembered folder that is gone: the dialog starts at home, not in the working folder.
        QVERIFY(QDir(shared).removeRecursively());
        open(again);
        QCOMPARE(openedIn, QDir::homePath());
    }

    void autosaveWritesOnlyUnsavedWorkAndSaveClearsIt()
    {
        WizardDriver d;
        d.window->autosaveNow();
        QVERIFY(d.window->autosave()->slotFile().isEmpty()); // nothing to keep yet
        makeChange(d);
        d.window->autosaveNow();
        const QString slot = d.window->autosave()->slotFile();
        QVERIFY(QFile::exists(slot));
        // A running window's autosave is not an orphan for another window.
        WizardDriver other;
        document::Autosave probe(d.dir.filePath("autosave"));
        QVERIFY(probe.orphans().empty());
        d.nextFile = d.dir.filePath("saved.json");
        QVERIFY(d.window->save());
        QVERIFY(!QFile::exists(slot));
    }

    void crashedSessionIsOfferedBack()
    {
        QTemporaryDir dir;
        const QString autosaveDir = dir.filePath("autosave");
        model::Plan crashed = standardPlan();
        crashed.clusterName = QStringLiteral("before-the-crash");
        // A child process writes an autosave and dies without cleaning up: its lock file names
        // a process that no longer exists, exactly as after a crash.
        const pid_t pid = fork();
        if (pid == 0) {
            document::Autosave a(autosaveDir);
            _exit(a.write(crashed, QStringLiteral("/plans/team.json")).isEmpty() ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(waitpid(pid, &status, 0), pid);
        QCOMPARE(WEXITSTATUS(status), 0);
        QCOMPARE(QDir(autosaveDir).entryList({"*.lock"}).size(), 1);

        ui::MainWindow w(builtinCatalog(), nullptr, autosaveDir);
        QStringList asked;
        w.dialogs().confirm = [&](const QString &q) {
            asked << q;
            return true;
        };
        QVERIFY(w.offerRecovery());
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.first().contains("/plans/team.json"));
        QCOMPARE(w.document()->plan(), crashed);
        QCOMPARE(w.document()->fileName(), QStringLiteral("/plans/team.json"));
        QVERIFY(w.document()->isModified()); // recovered, not yet saved
        QVERIFY(w.windowTitle().startsWith("team.json[*]"));
        // Offered once: the recovered work now lives in this window's own slot.
        ui::MainWindow second(builtinCatalog(), nullptr, autosaveDir);
        second.dialogs().confirm = [](const QString &) { return true; };
        QVERIFY(!second.offerRecovery());
    }

    // The real recovery question (no test seam): a file name is shown as text, never as markup.
    void recoveryDialogShowsMarkupInAFileNameAsText()
    {
        QTemporaryDir dir;
        const QString autosaveDir = dir.filePath("autosave");
        const QString hostile =
            QStringLiteral("/plans/<h1>HUGE<font color=red>red</font></h1><a href=\"file:///etc/"
                           "passwd\">x</a>.json");
        const pid_t pid = fork();
        if (pid == 0) { // an autosave whose writer died, as after a crash
            document::Autosave a(autosaveDir);
            _exit(a.write(standardPlan(), hostile).isEmpty() ? 0 : 1);
        }
        int status = 0;
        QCOMPARE(waitpid(pid, &status, 0), pid);
        QCOMPARE(WEXITSTATUS(status), 0);

        ui::MainWindow w(builtinCatalog(), nullptr, autosaveDir);
        w.show();
        Qt::TextFormat format = Qt::RichText;
        QString shown;
        QImage picture;
        QTimer::singleShot(0, &w, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            format = box->textFormat();
            shown = box->text();
            picture = box->grab().toImage();
            if (const QString shots = qEnvironmentVariable("TPU_SCREENSHOT_DIR"); !shots.isEmpty())
                picture.save(QDir(shots).filePath("recovery-dialog.png"));
            box->button(QMessageBox::No)->click();
        });
        QVERIFY(!w.offerRecovery());
        QCOMPARE(format, Qt::PlainText);
        QVERIFY2(shown.contains(hostile), qPrintable(shown));
        // As text the dialog stays a dialog: the 60 characters of markup do not make it huge.
        QVERIFY2(picture.height() < 400, qPrintable(QString::number(picture.height())));
    }

    void anOrphanIsOfferedByOneWindowAtATime()
    {
        QTemporaryDir dir;
        const QString autosaveDir = dir.filePath("autosave");
        {
            document::Autosave a(autosaveDir);
            QVERIFY(a.write(standardPlan(), QString()).isEmpty());
        }
        document::Autosave first(autosaveDir), second(autosaveDir);
        auto offered = first.orphans();
        QCOMPARE(offered.size(), size_t(1));
        QVERIFY(second.orphans().empty()); // while the first window asks the user
        offered.clear();                   // the first window declined to decide
        QCOMPARE(second.orphans().size(), size_t(1));
    }

    void declinedRecoveryDeletesTheAutosave()
    {
        QTemporaryDir dir;
        const QString autosaveDir = dir.filePath("autosave");
        {
            document::Autosave a(autosaveDir); // destroyed without discard(): what a crash leaves
            QVERIFY(a.write(standardPlan(), QString()).isEmpty());
        }
        ui::MainWindow w(builtinCatalog(), nullptr, autosaveDir);
        QString question;
        w.dialogs().confirm = [&](const QString &q) {
            question = q;
            return false;
        };
        QVERIFY(!w.offerRecovery());
        QVERIFY(question.contains("an untitled plan"));
        QVERIFY(QDir(autosaveDir).entryList({"*.json"}).isEmpty());
        QVERIFY(w.document()->plan() != standardPlan());
    }

    // "Use This" on an alternative is one edit: the banner says what changed, Edit ▸ Undo brings
    // the plan back exactly, Redo applies it again; typing in a field undoes as one step.
    void useAlternativeThenUndoRestoresThePlan()
    {
        WizardDriver d;
        model::Plan p = standardPlan();
        p.tpuVersion = QStringLiteral("v5e");
        p.machineType = QStringLiteral("ct5lp-hightpu-4t");
        p.topology = tpu::test::shape("4x8");
        p.autoscaling = {true, 0, 8, false};
        d.window->document()->reset(p, QString());
        QCOMPARE(d.wizard()->goToStep(ui::PlanWizard::SummaryPageId),
                 int(ui::PlanWizard::SummaryPageId));
        d.find<QTabWidget>("summaryTabWidget")->setCurrentIndex(1);
        auto *panel = d.wizard()->summaryPage()->alternativesPanel();
        QTRY_VERIFY(panel->model()->rowCount() >= 3);
        // Issue 37, minor 11: the target is the plan's chips, and the amount says so: 32, not
        // "32.00", and 16 for a plan of 16 chips (below).
        auto *amount = d.find<QDoubleSpinBox>("targetAmountSpinBox");
        QCOMPARE(amount->text(), QStringLiteral("32"));
        auto *use = d.find<QPushButton>("useAlternativePushButton");
        QVERIFY(!use->isEnabled()); // nothing selected yet
        QVERIFY(d.clickRow("alternativesTableView", ui::AlternativesModel::MachineTypeColumn,
                           "ct5p-hightpu-4t"));
        QVERIFY(use->isEnabled());
        QTest::mouseClick(use, Qt::LeftButton);
        const model::Plan applied = d.plan();
        QCOMPARE(applied.tpuVersion, QStringLiteral("v5p"));
        QCOMPARE(applied.topology.toString(), QStringLiteral("2x4x4"));
        QCOMPARE(applied.zone, QStringLiteral("us-east5-a"));
        QVERIFY(!model::hasErrors(d.window->document()->findings()));
        QVERIFY(d.find<QWidget>("changesBanner")->isVisible());
        const QString banner = d.find<QLabel>("changesLabel")->text();
        QVERIFY2(banner.contains(QStringLiteral("TPU version v5e → v5p")), qPrintable(banner));
        QVERIFY2(banner.contains(QStringLiteral("Topology 4x8 → 2x4x4")), qPrintable(banner));

        QAction *undo = d.window->findChild<QAction *>("undoAction");
        QAction *redo = d.window->findChild<QAction *>("redoAction");
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(d.plan() == p);
        QVERIFY(!d.find<QWidget>("changesBanner")->isVisible());
        QTRY_VERIFY(panel->model()->rowCount() >= 3);
        QVERIFY(panel->model()->alternative(0).applied.tpuVersion.size() > 0);
        redo->trigger();
        QVERIFY(d.plan() == applied);
        undo->trigger();
        QVERIFY(d.plan() == p);
        QVERIFY(!undo->isEnabled()); // the opened plan is where the history starts

        // Typing a name is one step to undo.
        QCOMPARE(d.wizard()->goToStep(ui::PlanWizard::ModePageId), int(ui::PlanWizard::ModePageId));
        d.type("clusterNameLineEdit", "other-cluster");
        QCOMPARE(d.plan().clusterName, QStringLiteral("other-cluster"));
        undo->trigger();
        QCOMPARE(d.plan().clusterName, p.clusterName);
        QVERIFY(d.plan() == p);
        QCOMPARE(d.find<QLineEdit>("clusterNameLineEdit")->text(), p.clusterName);

        d.window->document()->reset(standardPlan(), QString()); // v6e 4x4: 16 chips
        d.wizard()->goToStep(ui::PlanWizard::SummaryPageId);
        QTRY_COMPARE(amount->text(), QStringLiteral("16"));
    }

    // Issue 14.12: every File action has the platform's standard key (Save As included), shown
    // in the menu, and the key works.
    void fileActionsHaveTheirStandardKeys()
    {
        WizardDriver d;
        for (const char *name : {"newAction", "openAction", "saveAction", "saveAsAction",
                                 "exportAction", "quitAction"}) {
            auto *a = d.window->findChild<QAction *>(name);
            QVERIFY2(a && !a->shortcut().isEmpty(), name);
        }
        QCOMPARE(d.window->findChild<QAction *>("saveAsAction")->shortcut(),
                 QKeySequence(QStringLiteral("Ctrl+Shift+S")));
        d.nextFile = d.dir.filePath("saved-as.json");
        QTest::keyClick(d.window->focusWidget() ? d.window->focusWidget() : d.window.get(),
                        Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(QFile::exists(d.nextFile));
        QCOMPARE(d.window->document()->fileName(), QFileInfo(d.nextFile).absoluteFilePath());
    }

    // Issue 14.13: the Findings panel shows several findings and a whole explanation without
    // resizing, and keeps the size the user gave it.
    void findingsPanelIsReadableAndKeepsItsSize()
    {
        int height = 0;
        {
            WizardDriver d;
            d.window->resize(1366, 768);
            QCoreApplication::processEvents();
            d.window->exportToFolder(); // every finding of the empty plan is shown
            auto *table = d.window->findChild<QTableView *>("findingsTableView");
            QVERIFY(table->model()->rowCount() >= 3);
            const int rowHeight = table->verticalHeader()->defaultSectionSize();
            QVERIFY2(table->viewport()->height() >= 5 * rowHeight,
                     qPrintable(QString::number(table->viewport()->height())));
            auto *details = d.window->findChild<QTextBrowser *>("findingDetailsTextBrowser");
            table->selectRow(0);
            QCoreApplication::processEvents();
            QVERIFY2(details->document()->size().height() <= details->viewport()->height(),
                     qPrintable(QString::number(details->viewport()->height())));
            auto *dock = d.window->findChild<QDockWidget *>("findingsDock");
            d.window->resizeDocks({dock}, {300}, Qt::Vertical);
            QCoreApplication::processEvents();
            height = dock->height();
            QVERIFY(d.window->close());
        }
        QTemporaryDir dir;
        ui::MainWindow w(builtinCatalog(), nullptr, dir.filePath("autosave"));
        w.show();
        QCoreApplication::processEvents();
        QCOMPARE(w.findChild<QDockWidget *>("findingsDock")->height(), height);
    }

    void windowStateIsRemembered()
    {
        {
            WizardDriver d;
            d.window->resize(1111, 777);
            QVERIFY(d.window->close());
        }
        QVERIFY(QSettings().contains("window/geometry"));
        QTemporaryDir dir;
        ui::MainWindow w(builtinCatalog(), nullptr, dir.filePath("autosave"));
        // Remembered, and never larger than the screen it opens on (issue 24, 2; the offscreen
        // screen is 800x800).
        QCOMPARE(w.size(), QSize(1111, 777).boundedTo(w.screen()->availableGeometry().size()));
        QCOMPARE(w.height(), 777);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
