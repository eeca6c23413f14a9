// The capacity review as a document (ui/review/reviewwindow): opened from the main window and
// from the command line (a broken file gets an error saying where and what to do), saved
// atomically, unsaved changes asked about on close, plans imported as requests, a request's
// plan edited in the wizard and brought back, the report exported as the window shows it.
#include "document/plandocument.h"
#include "i18n/language.h"
#include "live/livefixture.h"
#include "model/planfile.h"
#include "reviewsample.h"
#include "ui/common/settings.h"
#include "ui/common/theme.h"
#include "ui/review/capacityeditor.h"
#include "ui/review/capacityreaddialog.h"
#include "ui/review/planeditdialog.h"
#include "ui/review/reviewcharts.h"
#include "ui/review/reviewview.h"
#include "ui/review/reviewwindow.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/sizedialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

using namespace tpu;
using namespace tpu::review;
using Choice = ui::ReviewWindow::Dialogs::SaveChoice;

class TestReviewWindow : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> m_cat = test::builtinCatalog();
    QTemporaryDir m_dir;

    QString writeReview(const QString &name, const Review &review)
    {
        const QString f = m_dir.filePath(name);
        if (!ReviewFile::save(review, f).isEmpty())
            qFatal("cannot write the review");
        return f;
    }
    // A review whose second request has an empty team.
    QString writeBroken()
    {
        QJsonObject o = ReviewFile::toJson(test::sampleReview());
        QJsonArray requests = o.value("requests").toArray();
        QJsonObject second = requests[1].toObject();
        second["team"] = "";
        requests[1] = second;
        o["requests"] = requests;
        const QString f = m_dir.filePath("broken.tpureview");
        QFile file(f);
        if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(o).toJson()) < 0)
            qFatal("cannot write the broken review");
        return f;
    }
    // A window on a fresh copy of the sample, with every question answered by `choice`.
    ui::ReviewWindow *open(const QString &name, QStringList *errors)
    {
        QString error;
        auto *w =
            ui::ReviewWindow::open(m_cat, writeReview(name, test::sampleReview()), nullptr, &error);
        if (!w)
            qFatal("%s", qPrintable(error));
        w->dialogs().showError = [errors](const QString &m) { *errors << m; };
        w->dialogs().askSaveChanges = [](const QString &) { return Choice::Cancel; };
        return w;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        i18n::setLanguage(QStringLiteral("en")); // as the application does: English's plurals
    }

    // Issue 38: the review window asks about unsaved changes as the main window does, with
    // mnemonics (&Save, &Don't Save, &Cancel), through the one dialog of the file shell.
    void theUnsavedChangesQuestionHasMnemonicsInBothWindows()
    {
        const auto buttonsOf = [](const std::function<void()> &ask) {
            QStringList texts;
            QTimer::singleShot(0, [&] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                for (QAbstractButton *b : box->buttons())
                    texts << b->text();
                texts.sort();
                box->button(QMessageBox::Cancel)->click();
            });
            ask();
            return texts;
        };
        QString error;
        auto *review = ui::ReviewWindow::open(
            m_cat, writeReview("ask.tpureview", test::sampleReview()), nullptr, &error);
        QVERIFY2(review, qPrintable(error));
        review->show();
        ui::ReviewWindow::Dialogs::SaveChoice choice = ui::ReviewWindow::Dialogs::SaveChoice::Save;
        const QStringList fromReview =
            buttonsOf([&] { choice = review->dialogs().askSaveChanges("ask.tpureview"); });
        QCOMPARE(fromReview, (QStringList{"&Cancel", "&Don't Save", "&Save"}));
        QCOMPARE(choice, ui::ReviewWindow::Dialogs::SaveChoice::Cancel);
        ui::MainWindow main(m_cat, nullptr, m_dir.filePath("autosave-ask"));
        main.show();
        QCOMPARE(buttonsOf([&] { main.dialogs().askSaveChanges("plan.tpuplan"); }), fromReview);
        review->close();
    }

    void aBrokenFileSaysWhereAndWhatToDo()
    {
        const QString broken = writeBroken();
        QString error;
        QVERIFY(!ui::ReviewWindow::open(m_cat, broken, nullptr, &error));
        QVERIFY2(error.contains(broken) &&
                     error.contains("$.requests[1]: the team must not be empty") &&
                     error.contains("Fix the file in a text editor"),
                 qPrintable(error));

        // From the main window: the error shown, the plan on screen kept.
        ui::MainWindow main(m_cat, nullptr, m_dir.filePath("autosave"));
        QStringList shown;
        main.dialogs().showError = [&](const QString &m) { shown << m; };
        const model::Plan before = main.document()->plan();
        QVERIFY(!main.openReview(broken));
        QCOMPARE(shown.size(), 1);
        QVERIFY(shown[0].contains("$.requests[1]: the team must not be empty"));
        QCOMPARE(main.document()->plan(), before);
        QVERIFY(!main.openReview(m_dir.filePath("missing.tpureview")));
        QVERIFY2(shown.last().contains("missing.tpureview"), qPrintable(shown.last()));

        // A good one opens in its own window; masking in the main window masks it too.
        ui::ReviewWindow *w = main.openReview(writeReview("q1.tpureview", test::sampleReview()));
        QVERIFY(w && w->isVisible());
        QVERIFY(w->windowTitle().startsWith("q1.tpureview"));
        QCOMPARE(w->view()->review(), test::sampleReview());
        main.document()->setMaskNames(true);
        QVERIFY(w->view()->isMasked());
        QVERIFY(w->windowTitle().startsWith("review-1.tpureview"));
        w->close();
    }

    void theCommandLineOpensAReviewAndSurvivesABrokenOne()
    {
        const QString good = writeReview("cli.tpureview", test::sampleReview());
        for (const QString &file : {good, writeBroken()}) {
            QProcess p;
            const QString script = m_dir.filePath("script.txt");
            QFile s(script);
            QVERIFY(s.open(QIODevice::WriteOnly));
            s.write("windows\necho done\n");
            s.close();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert("QT_QPA_PLATFORM", "offscreen");
            env.insert("XDG_DATA_HOME", m_dir.filePath("data"));
            env.insert("XDG_CONFIG_HOME", m_dir.filePath("config"));
            env.insert("TPU_PLANNER_SCRIPT", script);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(TPU_PLANNER_BIN), {file});
            QVERIFY(p.waitForStarted());
            QByteArray out;
            QElapsedTimer t;
            t.start();
            while (!out.contains("done\n") && t.elapsed() < 20000 &&
                   p.state() == QProcess::Running) {
                p.waitForReadyRead(100);
                out += p.readAllStandardOutput();
            }
            const QByteArray err = p.readAllStandardError();
            QVERIFY2(p.state() == QProcess::Running, out + err); // no crash, no exit
            p.kill();
            p.waitForFinished();
            if (file == good) {
                QVERIFY2(out.contains("reviewWindow[cli.tpureview"), out.constData());
            } else {
                // The dialog is up (the window waits on it) and the terminal has the message.
                QVERIFY2(out.contains("plainMessageBox[TPU Planner]"), out.constData());
                QVERIFY2(err.contains("$.requests[1]: the team must not be empty") &&
                             err.contains("broken.tpureview"),
                         err.constData());
                QVERIFY(!out.contains("reviewWindow"));
            }
        }
    }

    // Issue 35, F4: File ▸ Save never writes over a change another program (`review add`) made
    // since the window read or saved the review; Save As over it is the user's choice.
    void saveKeepsAnotherProgramsChange()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("shared.tpureview", &errors);
        const QString file = m_dir.filePath("shared.tpureview");
        Review theirs = *ReviewFile::load(file).review;
        theirs.capacity.budgetPerMonth = 1234;
        QCOMPARE(ReviewFile::save(theirs, file), QString());
        const QByteArray before = test::readAll(file);
        QCOMPARE(w->view()->editRequest(1, ui::ReviewView::TeamColumn, "Inference"), QString());
        QVERIFY(!w->save());
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains("another program changed or replaced it since it was read"),
                 qPrintable(errors[0]));
        QCOMPARE(test::readAll(file), before);
        QVERIFY(w->isModified());
        w->dialogs().chooseSaveFile = [&](const QString &) { return file; };
        QVERIFY(w->saveAs());
        QCOMPARE(ReviewFile::load(file).review->requests[1].team, QStringLiteral("Inference"));
        QCOMPARE(w->view()->editRequest(1, ui::ReviewView::TeamColumn, "Serving"), QString());
        QVERIFY(w->save()); // compared with what this window wrote
        QCOMPARE(errors.size(), 1);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        delete w;
    }

    void saveIsAtomicAndMarksTheWindowUnmodified()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("save.tpureview", &errors);
        QVERIFY(!w->isModified());
        QCOMPARE(w->view()->editRequest(1, ui::ReviewView::TeamColumn, "Inference"), QString());
        QVERIFY(w->isModified());
        QVERIFY(w->save());
        QVERIFY(!w->isModified());
        const auto loaded = ReviewFile::load(m_dir.filePath("save.tpureview"));
        QVERIFY(loaded.review);
        QCOMPARE(loaded.review->requests[1].team, QStringLiteral("Inference"));
        QCOMPARE(QFile::permissions(m_dir.filePath("save.tpureview")) & 0x0077,
                 QFileDevice::Permissions()); // owner only
        // Save As: a new name (the suffix added), the old file untouched.
        w->view()->editRequest(1, ui::ReviewView::TeamColumn, "Serving");
        w->dialogs().chooseSaveFile = [&](const QString &) { return m_dir.filePath("copy"); };
        QVERIFY(w->saveAs());
        QCOMPARE(w->view()->fileName(), m_dir.filePath("copy.tpureview"));
        QCOMPARE(ReviewFile::load(m_dir.filePath("copy.tpureview")).review->requests[1].team,
                 QStringLiteral("Serving"));
        QCOMPARE(loaded.review, ReviewFile::load(m_dir.filePath("save.tpureview")).review);
        // A folder that does not exist: said, and the changes stay.
        w->view()->editRequest(1, ui::ReviewView::TeamColumn, "Lost");
        w->dialogs().chooseSaveFile = [&](const QString &) {
            return m_dir.filePath("no/such/dir/r.tpureview");
        };
        QVERIFY(!w->saveAs());
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains("was not saved") && errors[0].contains("Save As"),
                 qPrintable(errors[0]));
        QVERIFY(w->isModified());
        QCOMPARE(w->view()->review().requests[1].team, QStringLiteral("Lost"));
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        delete w;
    }

    // Issue 38, point 4: Edit ▸ Undo (Ctrl+Z) and Redo undo every change of the review window,
    // Remove Request included; undone back to the file, nothing is left to save.
    void editUndoAndRedoEveryChange()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("undo.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        const review::Review saved = w->view()->review();
        QAction *undo = w->findChild<QAction *>("reviewUndoAction");
        QAction *redo = w->findChild<QAction *>("reviewRedoAction");
        QVERIFY(undo && redo);
        QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
        QVERIFY(!undo->isEnabled());
        w->view()->requestsTable()->selectRow(2);
        w->findChild<QAction *>("reviewMoveUpAction")->trigger();
        w->findChild<QAction *>("removeRequestAction")->trigger();
        QCOMPARE(w->view()->review().requests.size(), saved.requests.size() - 1);
        QVERIFY(w->isModified());
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(w->view()->review().requests.size(), saved.requests.size());
        undo->trigger();
        QCOMPARE(w->view()->review(), saved);
        QVERIFY(!w->isModified());
        redo->trigger();
        QVERIFY(w->view()->review() != saved);
        QVERIFY(w->isModified());
        QVERIFY(errors.isEmpty());
        w->setWindowModified(false);
        delete w;
    }

    // Issue 39, point 4: File ▸ Open Recent in the review window, as in the plan window: the
    // reviews opened and saved, newest first, their own list (the plans' is not touched);
    // choosing one opens it beside this window; while masked no name shows; a file that is
    // gone leaves the list.
    void openRecentListsReviewsNewestFirstAndOpens()
    {
        ui::settings::setRecentFiles(ui::settings::RecentKind::Reviews, {});
        const QStringList plansBefore = ui::settings::recentFiles(ui::settings::RecentKind::Plans);
        QStringList errors;
        ui::ReviewWindow *a = open("recent-a.tpureview", &errors);
        ui::ReviewWindow *b = open("recent-b.tpureview", &errors);
        a->setAttribute(Qt::WA_DeleteOnClose, false);
        b->setAttribute(Qt::WA_DeleteOnClose, false);
        const QString fileA = m_dir.filePath("recent-a.tpureview");
        const QString fileB = m_dir.filePath("recent-b.tpureview");
        QCOMPARE(ui::settings::recentFiles(ui::settings::RecentKind::Reviews),
                 (QStringList{fileB, fileA}));
        QCOMPARE(ui::settings::recentFiles(ui::settings::RecentKind::Plans), plansBefore);
        // Save As puts the new name first.
        b->dialogs().chooseSaveFile = [&](const QString &) {
            return m_dir.filePath("recent-c.tpureview");
        };
        QVERIFY(b->saveAs());
        const QString fileC = m_dir.filePath("recent-c.tpureview");
        auto *menu = b->findChild<QMenu *>("reviewRecentMenu");
        QVERIFY(menu && menu->isEnabled());
        const auto entries = [&] {
            QStringList out;
            for (QAction *x : menu->actions())
                if (!x->data().toString().isEmpty())
                    out << x->data().toString();
            return out;
        };
        QCOMPARE(entries(), (QStringList{fileC, fileB, fileA}));
        QVERIFY(menu->actions().first()->text().contains("recent-c.tpureview"));
        // Masked: neither names nor folders.
        b->setMasked(true);
        for (QAction *x : menu->actions())
            QVERIFY2(!x->text().contains("recent-") && !x->toolTip().contains(m_dir.path()),
                     qPrintable(x->text()));
        QVERIFY(menu->actions().first()->text().contains("Recent review 1 (name masked)"));
        b->setMasked(false);
        // Choosing one opens it in a window of its own.
        a->close();
        delete a;
        const auto reviewWindows = [] {
            QList<ui::ReviewWindow *> out;
            for (QWidget *t : QApplication::topLevelWidgets())
                if (auto *r = qobject_cast<ui::ReviewWindow *>(t))
                    out << r;
            return out;
        };
        QCOMPARE(reviewWindows().size(), 1);
        menu->actions().at(2)->trigger(); // recent-a
        QCOMPARE(reviewWindows().size(), 2);
        ui::ReviewWindow *reopened = nullptr;
        for (ui::ReviewWindow *r : reviewWindows())
            if (r != b)
                reopened = r;
        QVERIFY(reopened && reopened->isVisible());
        QCOMPARE(reopened->view()->fileName(), fileA);
        QCOMPARE(entries().first(), fileA);
        // Its own file: this window comes to the front, no other opens.
        for (QAction *x : menu->actions())
            if (x->data().toString() == fileC)
                x->trigger();
        QCOMPARE(reviewWindows().size(), 2);
        // A file that is gone: said, and off the list.
        QVERIFY(QFile::remove(fileB));
        QAction *gone = nullptr;
        for (QAction *x : menu->actions())
            if (x->data().toString() == fileB)
                gone = x;
        QVERIFY(gone);
        gone->trigger();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains("recent-b.tpureview"), qPrintable(errors[0]));
        QVERIFY(!ui::settings::recentFiles(ui::settings::RecentKind::Reviews).contains(fileB));
        QCOMPARE(reviewWindows().size(), 2);
        reopened->setAttribute(Qt::WA_DeleteOnClose, false);
        delete reopened;
        delete b;
    }

    // Issue 39, point 4: one title for both document windows, "NAME[*] — TPU Planner", with
    // the platform's modified marker while there is something to save.
    void bothWindowsTitleTheirDocumentTheSameWay()
    {
        ui::MainWindow main(m_cat, nullptr, m_dir.filePath("autosave-title"));
        QCOMPARE(main.windowTitle(), QStringLiteral("Untitled plan[*] — TPU Planner"));
        QStringList errors;
        ui::ReviewWindow *w = open("titled.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        QCOMPARE(w->windowTitle(), QStringLiteral("titled.tpureview[*] — TPU Planner"));
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->view()->editRequest(1, ui::ReviewView::TeamColumn, "Inference"), QString());
        QVERIFY(w->isWindowModified());
        QVERIFY(w->save());
        QVERIFY(!w->isWindowModified());
        QCOMPARE(w->windowTitle(), QStringLiteral("titled.tpureview[*] — TPU Planner"));
        ui::ReviewWindow untitled(m_cat);
        QCOMPARE(untitled.windowTitle(), QStringLiteral("Untitled review[*] — TPU Planner"));
        delete w;
    }

    // Issue 39, point 4: Export Report is one flow in both windows: a name typed without a
    // suffix is a PDF (the review window used to refuse it), and the folder and name it starts
    // at stay each window's own (beside the review; the plan's in the last report folder).
    void exportReportTypedWithoutSuffixIsAPdf()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("suffix.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        QString suggested;
        w->dialogs().chooseReportFile = [&](const QString &s) {
            suggested = s;
            return m_dir.filePath("typed");
        };
        w->findChild<QAction *>("reviewExportReportAction")->trigger();
        QCOMPARE(suggested, m_dir.filePath("suffix.pdf"));
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('\n')));
        QFile f(m_dir.filePath("typed.pdf"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        QCOMPARE(w->statusBar()->currentMessage(), QStringLiteral("Wrote typed.pdf."));
        delete w;
    }

    // Issue 38, point 5: while masked, Export Report suggests neither the review's file name
    // nor its folder, and the title bar shows the placeholder.
    void maskedExportSuggestsNoRealName()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("secret-team-plans.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        QString suggested;
        w->dialogs().chooseReportFile = [&](const QString &s) {
            suggested = s;
            return QString();
        };
        QAction *exportReport = w->findChild<QAction *>("reviewExportReportAction");
        exportReport->trigger();
        QVERIFY2(suggested.contains("secret-team-plans"), qPrintable(suggested));
        w->setMasked(true);
        exportReport->trigger();
        QVERIFY2(!suggested.contains("secret-team-plans") && !suggested.contains(m_dir.path()),
                 qPrintable(suggested));
        QVERIFY(suggested.endsWith("review-1.pdf"));
        QVERIFY2(!w->windowTitle().contains("secret"), qPrintable(w->windowTitle()));
        delete w;
    }

    // Issue 38, point 5: masking is one state for the main window and its review windows:
    // toggled in the main window during a review's presentation, the review shows it at once;
    // toggled in the review, the main window shows it; leaving the presentation restores it.
    void maskingIsOneStateWithTheMainWindow()
    {
        ui::MainWindow main(m_cat, nullptr, m_dir.filePath("autosave-mask"));
        ui::ReviewWindow *w =
            main.openReview(writeReview("shared.tpureview", test::sampleReview()));
        QVERIFY(w);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        QAction *mainMask = main.findChild<QAction *>("maskNamesAction");
        QAction *reviewMask = w->findChild<QAction *>("reviewMaskAction");
        QVERIFY(mainMask && reviewMask);
        const auto teams = [&] {
            QStringList out;
            for (int r = 0; r < w->view()->requestsTable()->rowCount(); ++r)
                out << w->view()->requestsTable()->item(r, ui::ReviewView::TeamColumn)->text();
            return out.join(' ');
        };
        QVERIFY(!mainMask->isChecked() && teams().contains("Quantum Llamas"));
        // Masked in the review: the main window is masked too.
        reviewMask->trigger();
        QVERIFY(main.document()->maskNames() && mainMask->isChecked());
        reviewMask->trigger();
        QVERIFY(!main.document()->maskNames() && !mainMask->isChecked());
        // Presenting the review masks both windows.
        w->findChild<QAction *>("reviewPresentAction")->trigger();
        QVERIFY(w->isPresenting() && !teams().contains("Quantum Llamas"));
        QVERIFY(main.document()->maskNames() && mainMask->isChecked());
        // The presenter turns masking off in the main window: the review shows the names now.
        mainMask->trigger();
        QVERIFY(!main.document()->maskNames());
        QVERIFY2(teams().contains("Quantum Llamas"), qPrintable(teams()));
        QVERIFY(!reviewMask->isChecked());
        QVERIFY(w->windowTitle().startsWith("shared.tpureview"));
        mainMask->trigger();
        QVERIFY(!teams().contains("Quantum Llamas") && reviewMask->isChecked());
        QVERIFY(w->windowTitle().startsWith("review-1.tpureview"));
        // Leaving: as before the presentation, in both windows.
        w->findChild<QAction *>("reviewLeavePresentationAction")->trigger();
        QVERIFY(!main.document()->maskNames() && !mainMask->isChecked());
        QVERIFY(teams().contains("Quantum Llamas"));
        // While masked, Save As and Import Plan suggest neither the name nor the folder.
        QString suggested;
        w->dialogs().chooseSaveFile = [&](const QString &f) {
            suggested = f;
            return QString();
        };
        w->dialogs().choosePlanFile = [&](const QString &f) {
            suggested += QLatin1Char('|') + f;
            return QString();
        };
        main.document()->setMaskNames(true);
        w->saveAs();
        w->findChild<QAction *>("importPlanAction")->trigger();
        QVERIFY2(!suggested.contains("shared") && !suggested.contains(m_dir.path()),
                 qPrintable(suggested));
        delete w;
    }

    void closingAsksAboutUnsavedChanges()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("close.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        w->show();
        int asked = 0;
        Choice answer = Choice::Cancel;
        w->dialogs().askSaveChanges = [&](const QString &name) {
            ++asked;
            return name == "close.tpureview" ? answer : Choice::Save;
        };
        QVERIFY(w->close()); // nothing changed: nothing asked
        QCOMPARE(asked, 0);
        w->show();
        w->view()->moveRequest(2, -1);
        QVERIFY(!w->close());
        QCOMPARE(asked, 1);
        QVERIFY(w->isVisible());
        answer = Choice::Save;
        QVERIFY(w->close());
        QCOMPARE(ReviewFile::load(m_dir.filePath("close.tpureview")).review->requests[1].title,
                 QStringLiteral("eval")); // moved up: eval and serving traded places
        w->show();
        w->view()->moveRequest(1, +1); // eval back down
        answer = Choice::Discard;
        QVERIFY(w->close());
        QCOMPARE(asked, 3);
        QCOMPARE(ReviewFile::load(m_dir.filePath("close.tpureview")).review->requests[1].title,
                 QStringLiteral("eval")); // the move down discarded
        delete w;
    }

    void importPlanAddsARequestLast()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("import.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        model::Plan plan = test::standardPlan();
        plan.slices = 1;
        const QString planFile = m_dir.filePath("long-context.tpuplan");
        QCOMPARE(model::PlanFile::save(plan, planFile), QString());
        QVERIFY(w->importPlan(planFile));
        const Request &r = w->view()->review().requests.back();
        QCOMPARE(r.title, QStringLiteral("long-context"));
        QCOMPARE(r.team, QStringLiteral("new team"));
        QCOMPARE(r.priority, 4);
        QCOMPARE(r.plan, plan);
        QCOMPARE(w->view()->requestsTable()->rowCount(), 4);
        QCOMPARE(w->view()->fit().requests.back().index, 3);
        QVERIFY(w->isModified());
        // Its fields are typed in the table like the others'.
        QCOMPARE(w->view()->editRequest(3, ui::ReviewView::TeamColumn, "Long Context"), QString());
        QCOMPARE(w->view()->review().requests[3].team, QStringLiteral("Long Context"));
        // A plan file that is no plan: said, nothing added.
        QFile bad(m_dir.filePath("bad.tpuplan"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"schemaVersion\": 1, \"slices\": \"two\"}");
        bad.close();
        QVERIFY(!w->importPlan(bad.fileName()));
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains("bad.tpuplan") && errors[0].contains("not imported"),
                 qPrintable(errors[0]));
        QCOMPARE(w->view()->review().requests.size(), size_t(4));
        delete w;
    }

    void openInTheWizardBringsThePlanBack()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("wizard.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        // The wizard over a copy of the request's plan: edits stay in the copy until Use.
        {
            ui::PlanEditDialog d(m_cat, w->view()->review().requests[0].plan, "pretraining");
            QVERIFY(d.wizard());
            QCOMPARE(d.plan(), w->view()->review().requests[0].plan);
            QVERIFY(d.windowTitle().contains("pretraining"));
            d.document()->edit(model::Step::Topology, [](model::Plan &p) { p.slices = 1; });
            QCOMPARE(d.plan().slices, 1);
            QCOMPARE(w->view()->review().requests[0].plan.slices, 2);
        }
        QString asked;
        w->dialogs().editPlan = [&](const model::Plan &plan,
                                    const QString &title) -> std::optional<model::Plan> {
            asked = title;
            model::Plan p = plan;
            p.slices = 1; // pretraining shrinks to one slice: eval fits beside it
            return p;
        };
        QVERIFY(w->openInWizard(0));
        QCOMPARE(asked, QStringLiteral("pretraining"));
        QCOMPARE(w->view()->review().requests[0].plan.slices, 1);
        QVERIFY(w->view()->fit().allFit());
        QVERIFY(w->isModified());
        // Cancelled: nothing changes.
        QVERIFY(w->save());
        w->dialogs().editPlan = [](const model::Plan &,
                                   const QString &) -> std::optional<model::Plan> { return {}; };
        QVERIFY(!w->openInWizard(1));
        QVERIFY(!w->isModified());
        QVERIFY(!w->openInWizard(7));
        delete w;
    }

    // Issue 41: Review ▸ Model and Job… (the button under the requests too) gives a request its
    // model and job through the wizard's Size from a Model dialog; the requests table flags a
    // request whose slices cannot hold the model and gives the whole job's cost, as review check
    // does; each change is one undo step.
    void modelAndJobFlagsARequestItsSlicesCannotHold()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("jobs.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        QTableWidget *t = w->view()->requestsTable();
        const auto cell = [t](const char *title) -> QTableWidgetItem * {
            for (int row = 0; row < t->rowCount(); ++row)
                if (t->item(row, ui::ReviewView::TitleColumn)->text() == QLatin1String(title))
                    return t->item(row, ui::ReviewView::JobColumn);
            return nullptr;
        };
        QCOMPARE(t->horizontalHeaderItem(ui::ReviewView::JobColumn)->text(),
                 QStringLiteral("Model and job"));
        QVERIFY(cell("eval") && cell("eval")->text().isEmpty());
        // In the dialog: `fill` types the job, then `button` is clicked.
        const auto answer = [](std::function<void(ui::SizeDialog *)> fill, const char *button) {
            QTimer::singleShot(0, [fill, button] {
                auto *d = qobject_cast<ui::SizeDialog *>(QApplication::activeModalWidget());
                if (!d)
                    qFatal("no Size from a Model dialog");
                fill(d);
                auto *b = d->findChild<QPushButton *>(QLatin1String(button));
                if (!b || !b->isEnabled())
                    qFatal("no usable %s", button);
                b->click();
            });
        };
        // Llama 3.1 405B served in bf16 at the dialog's batch of 32 (947 GB with its KV cache) on
        // eval's v6e 4x4 (512 GB), from the button.
        answer(
            [](ui::SizeDialog *d) {
                auto *model = d->findChild<QComboBox *>("modelComboBox");
                model->setCurrentIndex(model->findData(QStringLiteral("llama-3-405b")));
                d->findChild<QRadioButton *>("servingRadioButton")->setChecked(true);
            },
            "setJobPushButton");
        t->setCurrentItem(cell("eval"));
        QCOMPARE(w->view()->currentRequest(), 2);
        w->view()->findChild<QPushButton *>("editJobButton")->click();
        const Request &eval = w->view()->review().requests[2];
        QVERIFY(eval.job && eval.job->presetId == QLatin1String("llama-3-405b"));
        QVERIFY(!eval.job->training);
        QCOMPARE(eval.plan, test::sampleReview().requests[2].plan); // the plan as it was
        QVERIFY2(cell("eval")->text().startsWith("cannot hold the model (947.0 GB of 512.0 GB"),
                 qPrintable(cell("eval")->text()));
        QVERIFY(cell("eval")->toolTip().contains("does NOT fit"));
        QVERIFY(w->isModified());
        w->undoStack()->undo();
        QVERIFY(!w->view()->review().requests[2].job);
        QVERIFY(cell("eval")->text().isEmpty());
        // Training Llama 3 8B on pretraining's two slices: it holds it, with the job's cost.
        answer(
            [](ui::SizeDialog *d) {
                auto *model = d->findChild<QComboBox *>("modelComboBox");
                model->setCurrentIndex(model->findData(QStringLiteral("llama-3-8b")));
                d->findChild<QRadioButton *>("trainingRadioButton")->setChecked(true);
                d->findChild<QLineEdit *>("tokensLineEdit")->setText("1T");
                d->findChild<QLineEdit *>("batchTokensLineEdit")->setText("262144");
            },
            "setJobPushButton");
        QVERIFY(w->editJob(0));
        const QString train = cell("pretraining")->text();
        QVERIFY2(train.startsWith("holds the model") && train.contains(" days") &&
                     train.contains("USD for the job"),
                 qPrintable(train));
        // The same job as review check weighs it: the whole job's cost in the fit's text.
        QVERIFY(w->view()->fitText()->toPlainText().contains("Llama 3 8B, training"));
        // Opened again, the dialog holds the request's job; No Job takes it away.
        QString tokens;
        answer(
            [&tokens](ui::SizeDialog *d) {
                tokens = d->findChild<QLineEdit *>("tokensLineEdit")->text();
                if (!d->findChild<QRadioButton *>("trainingRadioButton")->isChecked())
                    tokens = QStringLiteral("not training");
            },
            "noJobPushButton");
        QVERIFY(w->editJob(0));
        QCOMPARE(tokens, QStringLiteral("1e12"));
        QVERIFY(!w->view()->review().requests[0].job);
        w->undoStack()->undo();
        QVERIFY(w->view()->review().requests[0].job);
        // Closed without a change: nothing changes, no undo step.
        const int steps = w->undoStack()->count();
        QTimer::singleShot(0, [] { QApplication::activeModalWidget()->close(); });
        QVERIFY(!w->editJob(1));
        QCOMPARE(w->undoStack()->count(), steps);
        QVERIFY(errors.isEmpty());
        delete w;
    }

    void exportReportWritesThePdfAsShown()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("report.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        w->setMasked(true);
        const QString pdf = m_dir.filePath("review.pdf");
        QVERIFY(w->exportReport(pdf));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        if (const QString pdftotext = QStandardPaths::findExecutable("pdftotext");
            !pdftotext.isEmpty()) {
            QProcess p;
            p.start(pdftotext, {pdf, "-"});
            QVERIFY(p.waitForFinished());
            const QString text = QString::fromUtf8(p.readAllStandardOutput());
            QVERIFY(text.contains("team-1"));
            for (const char *name : {"Quantum Llamas", "Serving Ostriches", "cap-proj"})
                QVERIFY2(!text.contains(QLatin1String(name)), name);
        }
        // As slides, one PNG each, masked the same way (tst_reviewreport compares them pixel for
        // pixel with those of a review whose names are placeholders): the overview, who does
        // not fit, what to ask for, cost, chips asked and granted per team.
        const QString png = m_dir.filePath("review.png");
        QVERIFY(w->exportReport(png));
        QCOMPARE(QImage(png).size(), QSize(1920, 1080));
        for (int page = 2; page <= 5; ++page)
            QCOMPARE(QImage(m_dir.filePath(QString("review-%1.png").arg(page))).size(),
                     QSize(1920, 1080));
        QVERIFY(!QFile::exists(m_dir.filePath("review-6.png")));
        QCOMPARE(w->statusBar()->currentMessage(),
                 QStringLiteral("Wrote review.png to review-5.png, one PNG per slide."));
        QVERIFY(!w->exportReport(m_dir.filePath("no/such/dir/review.pdf")));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors[0].contains("not written"));
        QVERIFY(!w->exportReport(m_dir.filePath("review.txt")));
        QVERIFY2(errors[1].contains(".pdf") && errors[1].contains(".png"), qPrintable(errors[1]));
        delete w;
    }
    // Read from Project… (issue 22): without a connection it says how to connect; connected,
    // it reads the project's reservations and quota through the loopback fake, shows them, and
    // merges them into the Capacity Held tables, each marked with its source, into the file.
    void readFromProjectFillsTheCapacityTable()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("live.tpureview", &errors);
        auto *editor = w->view()->capacityEditor();
        auto *button = editor->findChild<QPushButton *>("readCapacityButton");
        QVERIFY(button && button->isEnabled());
        button->click();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors[0].contains("Not connected") &&
                     errors[0].contains("File ▸ Connect Project…"),
                 qPrintable(errors[0]));

        FakeGoogle g;
        QVERIFY(g.listen());
        test::fillHealthyProject(g);
        g.reservations.insert(
            "cap-proj/us-east5-b/v6e-pool",
            FakeGoogle::reservation("us-east5-b", "v6e-pool", "ct6e-standard-4t", 16, 4));
        live::LiveConnection conn(nullptr, live::ApiRoots(g.root()));
        conn.setOptions(test::fastOptions());
        QVERIFY(conn.useKeyForSession(test::testKey().keyJson(g.tokenUri()), {}).ok);
        QTRY_VERIFY(conn.isConnected()); // once the key gave a token
        w->setLiveConnection(&conn);
        QString suggested;
        w->dialogs().chooseProject = [&suggested](const QString &s) {
            suggested = s;
            return QStringLiteral("cap-proj");
        };
        std::optional<live::CapacityReading> shown;
        w->dialogs().confirmReading = [&shown](const live::CapacityReading &r) {
            shown = r;
            return ui::ReviewWindow::Dialogs::ReadChoice::Merge;
        };
        QVERIFY(!w->isModified());
        button->click();
        QVERIFY(w->isReadingCapacity());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isReadingCapacity(), 20000);
        QCOMPARE(errors.size(), 1);
        QVERIFY(!suggested.isEmpty());
        QVERIFY(shown && shown->problems.isEmpty());

        // The typed-in reservation of the same id now holds what the project holds, marked as
        // read; the read quota joins the typed-in one of another metric.
        QTableWidget *res = editor->reservationsTable();
        QCOMPARE(res->rowCount(), 1);
        QCOMPARE(res->item(0, ui::CapacityEditor::VmsColumn)->text(), QStringLiteral("16"));
        const QString source = res->item(0, ui::CapacityEditor::ReservationSourceColumn)->text();
        QVERIFY2(source.startsWith("read from cap-proj at ") && source.endsWith(" UTC"),
                 qPrintable(source));
        QTableWidget *quotas = editor->quotasTable();
        QStringList rows;
        for (int r = 0; r < quotas->rowCount(); ++r)
            rows << quotas->item(r, ui::CapacityEditor::LocationColumn)->text() + " " +
                        quotas->item(r, ui::CapacityEditor::ChipsColumn)->text() + " " +
                        quotas->item(r, ui::CapacityEditor::QuotaSourceColumn)->text().left(9);
        QCOMPARE(rows, QStringList({"us-east5 32 read from", "us-west4 8 read from",
                                    "us-west4 64 read from"}));
        QVERIFY(w->isModified());
        QCOMPARE(w->view()->review().capacity.reservations[0].vms, 16); // the fit uses it

        if (const QString dir = qEnvironmentVariable("TPU_SCREENSHOT_DIR"); !dir.isEmpty()) {
            w->view()->findChild<QTabWidget *>()->setCurrentWidget(editor);
            w->resize(1366, 768);
            w->show();
            QVERIFY(QTest::qWaitForWindowExposed(w));
            QVERIFY(w->grab().save(dir + "/review-capacity-read-1366x768.png"));
            ui::CapacityReadDialog shot(*shown);
            shot.show();
            QVERIFY(QTest::qWaitForWindowExposed(&shot));
            QVERIFY(shot.grab().save(dir + "/review-capacity-read-dialog.png"));
        }
        // Typing over a read value makes it typed in; the file keeps the other sources.
        QCOMPARE(editor->editQuota(1, ui::CapacityEditor::ChipsColumn, "12"), QString());
        QCOMPARE(quotas->item(1, ui::CapacityEditor::QuotaSourceColumn)->text(),
                 QStringLiteral("typed in"));
        QVERIFY(w->save());
        const auto loaded = ReviewFile::load(m_dir.filePath("live.tpureview"));
        QVERIFY2(loaded.review, qPrintable(loaded.error));
        QCOMPARE(loaded.review->capacity.reservations[0].source.project,
                 QStringLiteral("cap-proj"));
        QVERIFY(!loaded.review->capacity.quotas[1].source.isLive());

        // Replace keeps only what was read.
        w->dialogs().confirmReading = [](const live::CapacityReading &) {
            return ui::ReviewWindow::Dialogs::ReadChoice::Replace;
        };
        g.reservations.remove("cap-proj/us-east5-b/v6e-pool");
        QVERIFY(w->readCapacity());
        QTRY_VERIFY_WITH_TIMEOUT(!w->isReadingCapacity(), 20000);
        QCOMPARE(res->rowCount(), 0);
        QCOMPARE(quotas->rowCount(), 3);
        QCOMPARE(w->view()->review().capacity.budgetPerMonth, std::optional<double>(100000));

        // While names are masked nothing is read (what is read names projects).
        w->setMasked(true);
        QVERIFY(!w->readCapacity());
        QVERIFY(errors.last().contains("Mask Names"));
        w->setMasked(false);

        // The dialog shows every entry read, the doubt about a metric name, and what was left out.
        ui::CapacityReadDialog dialog(*shown);
        QCOMPARE(dialog.table()->rowCount(), 4);
        QCOMPARE(dialog.table()->item(0, 1)->text(), QStringLiteral("cap-proj/v6e-pool"));
        QCOMPARE(dialog.table()->item(0, 5)->text(), QStringLiteral("4"));
        QVERIFY(dialog.table()->item(1, 3)->text().endsWith("(uncertain)"));
        QCOMPARE(dialog.table()->item(1, 5)->text(), QStringLiteral("not known"));
        QVERIFY2(dialog.notes()->text().contains("Left out: Cloud Quotas knows no quota "
                                                 "TPU-V5P-per-project-region"),
                 qPrintable(dialog.notes()->text()));
        w->setWindowModified(false);
        delete w;
    }

    // Issue 24, 8: View ▸ Language reaches an open review window at once: its menus, title,
    // tables and tabs change language over the same review, edits, tab and selection.
    void languageSwitchesWhileTheReviewIsOpen()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("language.tpureview", &errors);
        w->show();
        QCOMPARE(w->view()->editRequest(0, ui::ReviewView::TeamColumn, "Renamed Team"), QString());
        QVERIFY(w->isModified());
        w->view()->tabs()->setCurrentWidget(w->view()->capacityEditor());
        w->view()->requestsTable()->selectRow(1);
        const review::Review edited = w->view()->review();
        const auto shown = [w] {
            auto *table = w->view()->requestsTable();
            return QStringList{w->windowTitle(), w->menuBar()->actions().value(2)->text(),
                               table->horizontalHeaderItem(ui::ReviewView::PriorityColumn)->text(),
                               w->view()->tabs()->tabText(w->view()->tabs()->currentIndex()),
                               w->findChild<QAction *>("readCapacityAction")->text()};
        };
        const QStringList english = shown();
        QCOMPARE(english.value(1), QStringLiteral("&Review"));
        QCOMPARE(english.value(2), QStringLiteral("Priority"));

        QCOMPARE(i18n::setLanguage("it"), QStringLiteral("it"));
        QTRY_VERIFY(shown().value(1) != english.value(1));
        const QStringList italian = shown();
        // The title is the file's name and the application's (as the plan window's): nothing
        // in it to translate; an untitled review's is.
        QCOMPARE(italian.value(0), english.value(0));
        for (int i = 1; i < english.size(); ++i)
            QVERIFY2(italian.value(i) != english.value(i),
                     qPrintable(english.value(i) + " = " + italian.value(i)));
        ui::ReviewWindow untitled(m_cat);
        QCOMPARE(untitled.windowTitle(), QStringLiteral("Revisione senza titolo[*] — TPU Planner"));
        // The same review with its unsaved edit, tab and selection; the actions still work.
        QCOMPARE(w->view()->review(), edited);
        QVERIFY(w->isModified());
        QCOMPARE(w->view()->tabs()->currentWidget(), w->view()->capacityEditor());
        QCOMPARE(w->view()->requestsTable()->currentRow(), 1);
        QCOMPARE(w->findChildren<QAction *>("reviewSaveAction").size(), 1);
        w->findChild<QAction *>("reviewMoveUpAction")->trigger();
        QVERIFY(w->view()->review() != edited);

        QCOMPARE(i18n::setLanguage("en"), QStringLiteral("en"));
        QTRY_COMPARE(shown().value(1), english.value(1));
        QCOMPARE(shown().mid(1), english.mid(1));
        QVERIFY(errors.isEmpty());
        w->setWindowModified(false);
        w->close();
    }

    void presentationMasksEnlargesAndComesBack()
    {
        QStringList errors;
        ui::ReviewWindow *w = open("present.tpureview", &errors);
        w->setAttribute(Qt::WA_DeleteOnClose, false);
        w->show();
        const qreal size = w->font().pointSizeF();
        const auto teams = [&] {
            QStringList out;
            for (int r = 0; r < w->view()->requestsTable()->rowCount(); ++r)
                out << w->view()->requestsTable()->item(r, ui::ReviewView::TeamColumn)->text();
            return out.join(' ');
        };
        QVERIFY(teams().contains("Quantum Llamas"));
        w->findChild<QAction *>("reviewPresentAction")->trigger();
        QVERIFY(w->isPresenting());
        QVERIFY(w->windowState() & Qt::WindowFullScreen);
        QCOMPARE(w->font().pointSizeF(), size * 1.5);
        QCOMPARE(w->view()->requestsTable()->font().pointSizeF(), size * 1.5);
        QVERIFY(!teams().contains("Quantum Llamas") && teams().contains("team-1"));
        QVERIFY(w->windowTitle().startsWith("review-1.tpureview"));
        QVERIFY(!w->view()->capacityEditor()->isVisibleTo(w));
        QVERIFY(w->view()->charts()->isVisible());
        QCOMPARE(w->view()->requestsTable()->editTriggers(), QAbstractItemView::NoEditTriggers);
        // The presenter may show the names: View ▸ Mask Names, by its shortcut-less action.
        w->findChild<QAction *>("reviewMaskAction")->trigger();
        QVERIFY(teams().contains("Quantum Llamas"));
        w->findChild<QAction *>("reviewMaskAction")->trigger();
        // Esc leaves: as it was before.
        w->findChild<QAction *>("reviewLeavePresentationAction")->trigger();
        QVERIFY(!w->isPresenting());
        QVERIFY(!(w->windowState() & Qt::WindowFullScreen));
        QCOMPARE(w->font().pointSizeF(), size);
        QVERIFY(teams().contains("Quantum Llamas"));
        QVERIFY(w->view()->requestsTable()->editTriggers() & QAbstractItemView::DoubleClicked);
        QVERIFY(!w->isModified()); // presenting changes nothing in the review
        delete w;
    }
};

QTEST_MAIN(TestReviewWindow)
#include "tst_reviewwindow.moc"
