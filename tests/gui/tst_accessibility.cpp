// Every control a keyboard reaches has a name a screen reader can say: the wizard walked with
// the keyboard (Alt+N), and on each step every widget Tab can reach checked through QAccessible.
#include "goldenplans.h"
#include "i18n/language.h"
#include "ui/common/theme.h"
#include "wizarddriver.h"

#include <QAccessible>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QScopeGuard>
#include <QSettings>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QWidget>
#include <functional>

using namespace tpu;
using namespace tpu::test;
using ui::PlanWizard;

namespace {

// The letter after a single '&' ("&&" is a literal ampersand), lower case; null if none.
QChar mnemonicOf(const QString &text)
{
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return QChar();
}

// Every mnemonic Alt reaches in `root` as it is shown: the menu bar's titles, buttons, check
// boxes, radio buttons, labels with a buddy, group boxes and tabs; each with the text it is in.
QList<QPair<QChar, QString>> reachableMnemonics(QWidget *root)
{
    QList<QPair<QChar, QString>> found;
    auto add = [&](const QString &text) {
        if (const QChar m = mnemonicOf(text); !m.isNull())
            found.append({m, text});
    };
    if (auto *window = qobject_cast<QMainWindow *>(root))
        for (QAction *a : window->menuBar()->actions())
            if (a->isVisible())
                add(a->text());
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(root))
            continue;
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            add(b->text());
        else if (auto *l = qobject_cast<QLabel *>(w); l && l->buddy())
            add(l->text());
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            add(g->title());
        else if (auto *t = qobject_cast<QTabBar *>(w))
            for (int i = 0; i < t->count(); ++i)
                if (t->isTabVisible(i))
                    add(t->tabText(i));
    }
    return found;
}

// "Alt+E: "&Edit", "Cluster v&ersion:"" for each letter two or more of `found` share.
QStringList mnemonicClashes(const QList<QPair<QChar, QString>> &found)
{
    QMap<QChar, QStringList> by;
    for (const auto &[m, text] : found)
        by[m] << QStringLiteral("\"%1\"").arg(text);
    QStringList clashes;
    for (auto it = by.cbegin(); it != by.cend(); ++it)
        if (it->size() > 1)
            clashes << QStringLiteral("Alt+%1: %2").arg(it.key().toUpper(), it->join(", "));
    return clashes;
}

QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

QString describe(QWidget *w)
{
    return QStringLiteral("%1 (%2)").arg(
        w->objectName().isEmpty() ? QStringLiteral("<no objectName>") : w->objectName(),
        QLatin1String(w->metaObject()->className()));
}

const Golden *goldenNamed(const QString &name)
{
    for (const auto &candidate : goldens())
        if (name == QLatin1String(candidate.name))
            return &candidate;
    return nullptr;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private slots:
    void init() { QSettings().clear(); }

    void everyFocusableWidgetHasAName_data()
    {
        QTest::addColumn<QString>("plan");
        QTest::newRow("standard, reservation, Kueue") << QStringLiteral("kueue");
        QTest::newRow("autopilot single-host") << QStringLiteral("autopilot-single-host");
    }

    void everyFocusableWidgetHasAName()
    {
        QFETCH(QString, plan);
        WizardDriver d;
        const Golden *g = goldenNamed(plan);
        QVERIFY(g);
        d.window->document()->reset(planFor(*g), QString(), true);
        d.wizard()->goToStep(PlanWizard::ModePageId);

        QStringList unnamed;
        for (int step = PlanWizard::ModePageId; step <= PlanWizard::SummaryPageId; ++step) {
            QTRY_COMPARE(d.wizard()->currentId(), step);
            // Every widget Tab can reach on this step: the page's, the wizard's and the window's.
            int focusable = 0;
            auto checkFocusable = [&](const QString &where) {
                focusable = 0;
                for (QWidget *w : d.window->findChildren<QWidget *>()) {
                    if (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(d.window.get()) ||
                        !w->isEnabled() || w->focusProxy())
                        continue;
                    ++focusable;
                    if (accessibleName(w).isEmpty())
                        unnamed << QStringLiteral("%1: %2").arg(where, describe(w));
                }
            };
            checkFocusable(QStringLiteral("step %1").arg(step + 1));
            QVERIFY2(focusable > 3, qPrintable(QString::number(focusable)));
            if (step == PlanWizard::SummaryPageId) {
                // The summary's second tab, reached by its mnemonic: the alternatives.
                auto *tabs = d.window->findChild<QTabWidget *>(QStringLiteral("summaryTabWidget"));
                QVERIFY(tabs);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::AltModifier);
                QTRY_COMPARE(tabs->currentWidget()->objectName(),
                             QStringLiteral("alternativesPanel"));
                checkFocusable(QStringLiteral("step 6, Alternatives"));
            }
            if (step < PlanWizard::SummaryPageId) {
                QVERIFY2(d.nextEnabled(), qPrintable(QStringLiteral("step %1").arg(step + 1)));
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_N, Qt::AltModifier);
            }
        }
        unnamed.removeDuplicates();
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(QStringLiteral("no accessible name:\n") + unnamed.join('\n')));
    }

    // High DPI and Italian: no wrapped text is cut off. Every visible word-wrapped label on every
    // step is at least as tall as its text needs at its width (a label given less height than
    // that loses its last line or the descenders of it), in a 1366x768 window, in both languages.
    void noWrappedTextIsCutOff_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("plan");
        for (const char *language : {"en", "it"})
            for (const char *plan : {"kueue", "autopilot-single-host", "standard-v5p-custom"})
                QTest::addRow("%s, %s", language, plan)
                    << QString::fromLatin1(language) << QString::fromLatin1(plan);
    }

    void noWrappedTextIsCutOff()
    {
        QFETCH(QString, language);
        QFETCH(QString, plan);
        QCOMPARE(i18n::setLanguage(language), language);
        WizardDriver d;
        d.window->resize(1366, 768);
        const Golden *g = goldenNamed(plan);
        QVERIFY(g);
        d.window->document()->reset(planFor(*g), QString(), true);
        QStringList cut;
        for (int step = PlanWizard::ModePageId; step <= PlanWizard::SummaryPageId; ++step) {
            d.wizard()->goToStep(step);
            QTRY_COMPARE(d.wizard()->currentId(), step);
            QCoreApplication::processEvents();
            for (QLabel *l : d.window->findChildren<QLabel *>()) {
                if (!l->wordWrap() || !l->isVisibleTo(d.window.get()) || l->text().isEmpty())
                    continue;
                const int needed = l->heightForWidth(l->width());
                if (l->height() < needed)
                    cut << QStringLiteral("step %1: %2 is %3 px tall, its text needs %4: \"%5\"")
                               .arg(step + 1)
                               .arg(describe(l))
                               .arg(l->height())
                               .arg(needed)
                               .arg(l->text().left(60));
            }
        }
        i18n::setLanguage(QStringLiteral("en"));
        cut.removeDuplicates();
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join('\n')));
    }

    // View ▸ Larger Text up to 250 %, in both languages: every step title fits the step list,
    // which grows with the type and shows all six steps.
    void stepListFitsEveryTypeSize_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("it") << QStringLiteral("it");
    }

    void stepListFitsEveryTypeSize()
    {
        QFETCH(QString, language);
        QCOMPARE(i18n::setLanguage(language), language);
        WizardDriver d;
        d.window->resize(1366, 768);
        d.wizard()->goToStep(PlanWizard::TopologyPageId);
        d.window->exportToFolder(); // every step shows its error mark, the widest titles
        auto *steps = d.find<QListWidget>("stepsListWidget");
        QStringList problems;
        for (int scale = ui::kMinTypeScale; scale <= ui::kMaxTypeScale;
             scale += ui::kTypeScaleStep) {
            ui::applyTypeScale(scale);
            QCoreApplication::processEvents();
            const QRect view = steps->viewport()->rect();
            for (int i = 0; i < steps->count(); ++i) {
                const QRect item = steps->visualItemRect(steps->item(i));
                const int textWidth =
                    steps->fontMetrics().horizontalAdvance(steps->item(i)->text());
                if (!view.contains(item) || textWidth > view.width() - 4)
                    problems << QStringLiteral(
                                    "%1 %: \"%2\" (%3 px) in a list %4x%5 px, item at %6,%7")
                                    .arg(scale)
                                    .arg(steps->item(i)->text())
                                    .arg(textWidth)
                                    .arg(view.width())
                                    .arg(view.height())
                                    .arg(item.x())
                                    .arg(item.bottom());
            }
        }
        ui::applyTypeScale(100);
        i18n::setLanguage(QStringLiteral("en"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // Presentation mode's overview: its step buttons and charts are reached by Tab too.
    void presentationOverviewControlsHaveNames()
    {
        WizardDriver d;
        d.window->document()->reset(planFor(goldens().front()), QString(), true);
        auto *present = d.window->findChild<QAction *>(QStringLiteral("presentationAction"));
        QVERIFY(present);
        present->trigger();
        QTRY_VERIFY(d.window->isPresenting());
        QStringList unnamed;
        int focusable = 0;
        for (QWidget *w : d.window->findChildren<QWidget *>()) {
            if (!(w->focusPolicy() & Qt::TabFocus) || !w->isVisibleTo(d.window.get()) ||
                !w->isEnabled() || w->focusProxy())
                continue;
            ++focusable;
            if (accessibleName(w).isEmpty())
                unnamed << describe(w);
        }
        QVERIFY2(focusable >= 6, qPrintable(QString::number(focusable))); // the six step buttons
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(QStringLiteral("no accessible name:\n") + unnamed.join('\n')));
        present->trigger();
        QTRY_VERIFY(!d.window->isPresenting());
    }

    // Issue 37, minor 7: on every step of the wizard, in each language, no two controls that Alt
    // can reach (the menu bar's titles, the wizard's buttons, the page's fields, the Findings
    // panel) share a mnemonic, for plans that show the most controls.
    void noTwoControlsShareAMnemonic_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("plan");
        for (const char *language : {"en", "it"})
            for (const char *plan : {"kueue", "autopilot-single-host", "standard-v5p-custom"})
                QTest::addRow("%s, %s", language, plan)
                    << QString::fromLatin1(language) << QString::fromLatin1(plan);
    }

    void noTwoControlsShareAMnemonic()
    {
        QFETCH(QString, language);
        QFETCH(QString, plan);
        QCOMPARE(i18n::setLanguage(language), language);
        const auto english = qScopeGuard([] { i18n::setLanguage(QStringLiteral("en")); });
        WizardDriver d;
        const Golden *g = goldenNamed(plan);
        QVERIFY(g);
        d.window->document()->reset(planFor(*g), QString(), true);
        QStringList clashes;
        for (int step = PlanWizard::ModePageId; step <= PlanWizard::SummaryPageId; ++step) {
            d.wizard()->goToStep(step);
            QTRY_COMPARE(d.wizard()->currentId(), step);
            QCoreApplication::processEvents();
            const auto found = reachableMnemonics(d.window.get());
            QVERIFY2(found.size() >= 5, qPrintable(QString::number(found.size())));
            for (const QString &c : mnemonicClashes(found))
                clashes << QStringLiteral("step %1: %2").arg(step + 1).arg(c);
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join('\n')));
    }

    // Issue 37, minor 7: the question before unsaved changes are dropped answers by keyboard too:
    // each of its buttons has a mnemonic of its own, in each language.
    void unsavedChangesQuestionHasMnemonics_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("it") << QStringLiteral("it");
    }

    void unsavedChangesQuestionHasMnemonics()
    {
        QFETCH(QString, language);
        QCOMPARE(i18n::setLanguage(language), language);
        const auto english = qScopeGuard([] { i18n::setLanguage(QStringLiteral("en")); });
        ui::MainWindow window(builtinCatalog(), nullptr, QString());
        window.show();
        QStringList buttons;
        QList<QPair<QChar, QString>> found;
        QTimer::singleShot(0, &window, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            for (QAbstractButton *b : box->buttons())
                buttons << b->text();
            found = reachableMnemonics(box);
            box->reject();
        });
        window.dialogs().askSaveChanges(QStringLiteral("plan.tpuplan"));
        QCOMPARE(buttons.size(), 3);
        for (const QString &b : std::as_const(buttons))
            QVERIFY2(!mnemonicOf(b).isNull(), qPrintable(b));
        const QStringList clashes = mnemonicClashes(found);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join('\n')));
        window.document()->setModified(false);
    }

    // Issue 24, 8: within a menu (and the menu bar) no two entries share an accelerator, in
    // every language: Alt+letter and a letter in an open menu reach one entry.
    void menuAcceleratorsAreUnique_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("it") << QStringLiteral("it");
    }

    void menuAcceleratorsAreUnique()
    {
        QFETCH(QString, language);
        QCOMPARE(i18n::setLanguage(language), language);
        WizardDriver d;
        QStringList clashes;
        int menus = 0;
        auto mnemonic = [](const QString &text) {
            for (int i = 0; i + 1 < text.size(); ++i) {
                if (text[i] != QLatin1Char('&'))
                    continue;
                if (text[i + 1] == QLatin1Char('&')) {
                    ++i;
                    continue;
                }
                return text[i + 1].toLower();
            }
            return QChar();
        };
        std::function<void(const QString &, const QList<QAction *> &)> check =
            [&](const QString &where, const QList<QAction *> &actions) {
                ++menus;
                QHash<QChar, QString> seen;
                for (QAction *a : actions) {
                    if (a->isSeparator() || !a->isVisible())
                        continue;
                    const QChar m = mnemonic(a->text());
                    if (!m.isNull()) {
                        if (seen.contains(m))
                            clashes << QStringLiteral("%1: \"%2\" and \"%3\" share %4")
                                           .arg(where, seen.value(m), a->text(), m);
                        seen.insert(m, a->text());
                    }
                    if (a->menu())
                        check(where + QStringLiteral(" > ") + a->text(), a->menu()->actions());
                }
            };
        check(QStringLiteral("menu bar"), d.window->menuBar()->actions());
        i18n::setLanguage(QStringLiteral("en"));
        QVERIFY(menus >= 6); // File, Edit, View, Theme, Language, ...
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join('\n')));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
