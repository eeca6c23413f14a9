// The themes' one palette definition: High contrast text meets 7:1 (WCAG AAA), computed from it.
#include "report/themepalette.h"

#include <QTest>

using namespace tpu::report;

class TestThemePalette : public QObject
{
    Q_OBJECT

private slots:
    void contrastFormula()
    {
        QCOMPARE(qRound(contrastRatio(Qt::black, Qt::white) * 10), 210);
        QCOMPARE(contrastRatio(Qt::red, Qt::red), 1.0);
        QVERIFY(qAbs(contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.02);
    }

    void highContrastTextIsAtLeast7To1()
    {
        const QPalette p = themePalette(PaletteTheme::HighContrast);
        QVERIFY(isHighContrast(p));
        const std::pair<QPalette::ColorRole, QPalette::ColorRole> pairs[] = {
            {QPalette::Text, QPalette::Base},
            {QPalette::Text, QPalette::AlternateBase},
            {QPalette::WindowText, QPalette::Window},
            {QPalette::ButtonText, QPalette::Button},
            {QPalette::HighlightedText, QPalette::Highlight},
            {QPalette::ToolTipText, QPalette::ToolTipBase},
            {QPalette::Link, QPalette::Base},
            {QPalette::LinkVisited, QPalette::Base},
            {QPalette::PlaceholderText, QPalette::Base},
            {QPalette::BrightText, QPalette::Window}};
        for (const auto &[fg, bg] : pairs) {
            const double r = contrastRatio(p.color(fg), p.color(bg));
            QVERIFY2(r >= 7.0,
                     qPrintable(QStringLiteral("role %1 on %2: %3:1").arg(fg).arg(bg).arg(r)));
        }
        for (auto sev : {tpu::catalog::Severity::Error, tpu::catalog::Severity::Warning,
                         tpu::catalog::Severity::Info})
            for (auto bg : {QPalette::Base, QPalette::Window, QPalette::AlternateBase})
                QVERIFY2(contrastRatio(severityColor(sev, p), p.color(bg)) >= 7.0,
                         "finding colour");
        QVERIFY(contrastRatio(uncertainColor(p), p.color(QPalette::Base)) >= 7.0);
        // Black, white and yellow.
        QCOMPARE(p.color(QPalette::Base), QColor(Qt::black));
        QCOMPARE(p.color(QPalette::Text), QColor(Qt::white));
        QCOMPARE(p.color(QPalette::Highlight), QColor(0xff, 0xff, 0x00));
    }

    void lightAndDarkStayReadable()
    {
        for (auto t : {PaletteTheme::Light, PaletteTheme::Dark}) {
            const QPalette p = themePalette(t);
            QVERIFY(!isHighContrast(p));
            QVERIFY(contrastRatio(p.color(QPalette::Text), p.color(QPalette::Base)) >= 4.5);
            for (auto sev : {tpu::catalog::Severity::Error, tpu::catalog::Severity::Warning})
                QVERIFY(contrastRatio(severityColor(sev, p), p.color(QPalette::Base)) >= 4.5);
            // Issue 24, 6: links are text too, on the window as on the base.
            for (auto fg : {QPalette::Link, QPalette::LinkVisited})
                for (auto bg : {QPalette::Base, QPalette::Window, QPalette::AlternateBase})
                    QVERIFY2(contrastRatio(p.color(fg), p.color(bg)) >= 4.5,
                             qPrintable(QStringLiteral("theme %1, role %2 on %3: %4:1")
                                            .arg(int(t))
                                            .arg(fg)
                                            .arg(bg)
                                            .arg(contrastRatio(p.color(fg), p.color(bg)))));
        }
        QVERIFY(isDark(themePalette(PaletteTheme::Dark)));
        QVERIFY(!isDark(themePalette(PaletteTheme::Light)));
    }
};

QTEST_GUILESS_MAIN(TestThemePalette)
#include "tst_themepalette.moc"
