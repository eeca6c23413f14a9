// Size from a Model… on the first step, driven as a user would: the estimates per version, the
// arithmetic shown, and Use This Fit setting the plan's version and slice as one edit.
#include "ui/summary/alternativesmodel.h"
#include "ui/summary/alternativespanel.h"
#include "ui/wizard/sizedialog.h"
#include "wizarddriver.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTextBrowser>
#include <QtTest>

using tpu::test::WizardDriver;

class TestSizeDialog : public QObject
{
    Q_OBJECT

    static tpu::ui::SizeDialog *dialogOf(WizardDriver &d)
    {
        d.click(QStringLiteral("sizeFromModelPushButton"));
        auto *dialog = d.window->findChild<tpu::ui::SizeDialog *>(QStringLiteral("sizeDialog"));
        [&] {
            QVERIFY(dialog);
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
        }();
        return dialog;
    }

    static int rowOf(QTableWidget *t, const char *version)
    {
        for (int r = 0; r < t->rowCount(); ++r)
            if (t->item(r, 0)->data(Qt::UserRole).toString() == QLatin1String(version))
                return r;
        return -1;
    }

    static void clickRow(QTableWidget *t, int row)
    {
        const QRect cell = t->visualItemRect(t->item(row, 0));
        QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cell.center());
    }

private slots:
    // The book's part 8 example: Llama 3 70B in int8 at batch 32 fits a v5e 2x4.
    void servingFitsAndFillsThePlan()
    {
        WizardDriver d;
        auto *dialog = dialogOf(d);
        QVERIFY(dialog);
        QVERIFY(d.choose(QStringLiteral("modelComboBox"), QStringLiteral("llama-3-70b")));
        d.click(QStringLiteral("servingRadioButton"));
        QVERIFY(d.choose(QStringLiteral("weightsComboBox"), QStringLiteral("int8")));
        QVERIFY(d.choose(QStringLiteral("kvComboBox"), QStringLiteral("int8")));
        d.type(QStringLiteral("batchLineEdit"), QStringLiteral("32"));
        d.type(QStringLiteral("contextLineEdit"), QStringLiteral("8192"));
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("sizeTableWidget"));
        const int v5e = rowOf(table, "v5e");
        QVERIFY(v5e >= 0);
        QCOMPARE(table->item(v5e, 2)->text(), QStringLiteral("2x4 (8 chips)"));
        clickRow(table, v5e);
        const QString arithmetic =
            dialog->findChild<QPlainTextEdit *>(QStringLiteral("arithmeticPlainTextEdit"))
                ->toPlainText();
        QVERIFY2(arithmetic.startsWith(QStringLiteral("ESTIMATE")), qPrintable(arithmetic));
        QVERIFY2(arithmetic.contains(QStringLiteral("2 · 1 · 128 · 8 · 80")),
                 qPrintable(arithmetic));
        QVERIFY2(arithmetic.contains(QStringLiteral("On TPU v5e")), qPrintable(arithmetic));
        QVERIFY2(arithmetic.contains(QStringLiteral("part 8")), qPrintable(arithmetic));
        // Where Google and the book disagree on a v5e figure, which one the estimate uses.
        QVERIFY2(arithmetic.contains(QStringLiteral("Figure: ")), qPrintable(arithmetic));

        d.click(QStringLiteral("useSizePushButton"));
        QCOMPARE(d.plan().tpuVersion, QStringLiteral("v5e"));
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("2x4"));
        QVERIFY(!d.plan().zone.isEmpty());
        const QString outcome =
            dialog->findChild<QLabel *>(QStringLiteral("sizeOutcomeLabel"))->text();
        QVERIFY2(outcome.contains(QStringLiteral("2x4")), qPrintable(outcome));

        // The summary weighs the plan against the job, and so do the alternatives.
        dialog->close();
        QCOMPARE(d.wizard()->goToStep(tpu::ui::PlanWizard::SummaryPageId),
                 int(tpu::ui::PlanWizard::SummaryPageId));
        auto *findings = d.find<QTextBrowser>(QStringLiteral("findingsTextBrowser"));
        QVERIFY(findings);
        const QString summary = findings->toPlainText();
        QVERIFY2(summary.contains(QStringLiteral("Model: Llama 3 70B, serving")) &&
                     summary.contains(QStringLiteral("fits (")) &&
                     summary.contains(QStringLiteral("Estimate:")) &&
                     summary.contains(QStringLiteral("tokens/s")),
                 qPrintable(summary));
        auto *alternatives =
            d.find<tpu::ui::AlternativesPanel>(QStringLiteral("alternativesPanel"));
        QVERIFY(alternatives);
        alternatives->recompute();
        const auto *m = alternatives->model();
        QVERIFY(m->rowCount() > 0);
        QCOMPARE(m->headerData(tpu::ui::AlternativesModel::FitsColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Fits the model"));
        bool sawFit = false;
        for (int r = 0; r < m->rowCount(); ++r) {
            const QString fit =
                m->index(r, tpu::ui::AlternativesModel::FitsColumn).data().toString();
            QVERIFY2(fit == QLatin1String("fits") || fit == QLatin1String("does not fit"),
                     qPrintable(fit));
            if (fit == QLatin1String("fits")) {
                sawFit = true;
                QVERIFY(m->index(r, tpu::ui::AlternativesModel::JobColumn)
                            .data()
                            .toString()
                            .contains(QStringLiteral("tokens/s")));
            }
        }
        QVERIFY(sawFit);
    }

    void trainingShowsMinimumChipsAndBound()
    {
        WizardDriver d;
        auto *dialog = dialogOf(d);
        QVERIFY(dialog);
        QVERIFY(d.choose(QStringLiteral("modelComboBox"), QStringLiteral("llama-3-70b")));
        d.click(QStringLiteral("trainingRadioButton"));
        d.type(QStringLiteral("tokensLineEdit"), QStringLiteral("15T"));
        d.type(QStringLiteral("batchTokensLineEdit"), QStringLiteral("4M"));
        auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("sizeTableWidget"));
        const int v5p = rowOf(table, "v5p");
        QVERIFY(v5p >= 0);
        QCOMPARE(table->item(v5p, 2)->text(), QStringLiteral("229")); // 21.68e12 / 95e9
        QCOMPARE(table->item(v5p, 3)->text(), QStringLiteral("229"));
        // On Google's largest v5p job: 4e6 / 6144 = 651 tokens a chip, under 850.
        d.type(QStringLiteral("chipsLineEdit"), QStringLiteral("6144"));
        QCOMPARE(table->item(v5p, 3)->text(), QStringLiteral("6144"));
        QCOMPARE(table->item(v5p, 5)->text(), QStringLiteral("communication-bound"));
        QVERIFY2(table->item(v5p, 4)->text().contains(QStringLiteral("days")),
                 qPrintable(table->item(v5p, 4)->text()));
        // A bad number says so and sizes nothing.
        d.type(QStringLiteral("tokensLineEdit"), QStringLiteral("lots"));
        auto *error = dialog->findChild<QLabel *>(QStringLiteral("sizeErrorLabel"));
        QVERIFY(error->isVisible());
        QVERIFY2(error->text().contains(QStringLiteral("Tokens")), qPrintable(error->text()));
        QVERIFY(!dialog->findChild<QAbstractButton *>(QStringLiteral("useSizePushButton"))
                     ->isEnabled());
    }
};

QTEST_MAIN(TestSizeDialog)
#include "tst_sizedialog.moc"
