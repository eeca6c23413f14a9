#pragma once

// Drives the real main window and wizard as a user would: through objectNames, mouse clicks on
// table rows, keys in line edits and combo boxes.
#include "document/plandocument.h"
#include "testsupport.h"
#include "ui/shell/mainwindow.h"
#include "ui/wizard/planwizard.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>

namespace tpu::test {

class WizardDriver
{
public:
    explicit WizardDriver(std::shared_ptr<const catalog::Catalog> catalog = builtinCatalog())
    {
        window = std::make_unique<ui::MainWindow>(std::move(catalog), nullptr,
                                                  dir.filePath(QStringLiteral("autosave")));
        auto &d = window->dialogs();
        d.askSaveChanges = [this](const QString &) {
            ++asked;
            return saveChoice;
        };
        d.chooseOpenFile = [this](const QString &) { return nextFile; };
        d.chooseSaveFile = [this](const QString &) { return nextFile; };
        d.chooseExportDir = [this](const QString &) { return nextFile; };
        d.confirm = [this](const QString &q) {
            questions << q;
            return confirmAnswer;
        };
        d.showError = [this](const QString &m) { errors << m; };
        d.showInfo = [this](const QString &m) { infos << m; };
        window->resize(1360, 900);
        window->show();
        QApplication::setActiveWindow(
            window.get()); // mnemonics and shortcuts need an active window
        if (!QTest::qWaitForWindowActive(window.get()))
            qWarning("the main window did not become active");
    }

    ui::PlanWizard *wizard() const { return window->wizard(); }
    const model::Plan &plan() const { return window->document()->plan(); }

    template <typename T> T *find(const QString &name) const
    {
        // The current page first: several pages have widgets of the same role.
        if (auto *page = wizard()->currentPage())
            if (auto *w = page->findChild<T *>(name))
                return w;
        return window->findChild<T *>(name);
    }

    bool nextEnabled() const { return wizard()->button(QWizard::NextButton)->isEnabled(); }
    void next() const { QTest::mouseClick(wizard()->button(QWizard::NextButton), Qt::LeftButton); }
    void back() const { QTest::mouseClick(wizard()->button(QWizard::BackButton), Qt::LeftButton); }

    // Clicks the first row whose cells in `column` read `text` (and `text2` in `column2`).
    bool clickRow(const QString &table, int column, const QString &text, int column2 = -1,
                  const QString &text2 = {}) const
    {
        auto *view = find<QTableView>(table);
        if (!view)
            return false;
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const auto cell = [&](int c) { return view->model()->index(r, c).data().toString(); };
            if (cell(column) != text || (column2 >= 0 && cell(column2) != text2))
                continue;
            const QModelIndex i = view->model()->index(r, 0);
            view->scrollTo(i);
            QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(i).center());
            return view->currentIndex().row() == r;
        }
        return false;
    }

    void type(const QString &lineEdit, const QString &text) const
    {
        auto *e = find<QLineEdit>(lineEdit);
        QVERIFY2(e, qPrintable(lineEdit));
        e->setFocus();
        QTest::keyClick(e, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(e, Qt::Key_Delete);
        QTest::keyClicks(e, text);
    }

    // Picks a combo box entry with the keyboard (Home, then Down until it shows `itemData`).
    bool choose(const QString &comboName, const QString &itemData) const
    {
        auto *c = find<QComboBox>(comboName);
        if (!c)
            return false;
        c->setFocus();
        QTest::keyClick(c, Qt::Key_Home);
        for (int i = 0; i < c->count() && c->currentData().toString() != itemData; ++i)
            QTest::keyClick(c, Qt::Key_Down);
        return c->currentData().toString() == itemData;
    }

    void click(const QString &buttonName) const
    {
        auto *b = find<QAbstractButton>(buttonName);
        QVERIFY2(b, qPrintable(buttonName));
        QTest::mouseClick(b, Qt::LeftButton, {}, QPoint(4, b->height() / 2));
    }

    QTemporaryDir dir;
    std::unique_ptr<ui::MainWindow> window;
    ui::MainWindow::Dialogs::SaveChoice saveChoice = ui::MainWindow::Dialogs::SaveChoice::Cancel;
    QString nextFile;
    bool confirmAnswer = true;
    int asked = 0;
    QStringList questions, errors, infos;
};

} // namespace tpu::test
