// Every control a keyboard reaches has a name a screen reader can say: the wizard walked with
// the keyboard (Alt+N), and on each step every widget Tab can reach checked through QAccessible.
#include "goldenplans.h"
#include "wizarddriver.h"

#include <QAccessible>
#include <QAction>
#include <QSettings>
#include <QTabWidget>
#include <QWidget>

using namespace tpu;
using namespace tpu::test;
using ui::PlanWizard;

namespace {

QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    return iface ? iface->text(QAccessible::Name).trimmed() : QString();
}

QString describe(QWidget *w)
{
    return QStringLiteral("%1 (%2)").arg(w->objectName().isEmpty() ? QStringLiteral("<no objectName>")
                                                                    : w->objectName(),
                                         QLatin1String(w->metaObject()->className()));
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
        const Golden *g = nullptr;
        for (const auto &candidate : goldens())
            if (plan == QLatin1String(candidate.name))
                g = &candidate;
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
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
