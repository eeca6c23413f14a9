#include "catalog/topology.h"

#include <QTest>

using tpu::catalog::Topology;

// The one parser of a topology: what it normalises and what it refuses, with what the message
// tells the user. The plan file, CLI and wizard entry points are tested in tst_planfile, tst_cli
// and tst_planwizard against these same cases.
class TestTopology : public QObject
{
    Q_OBJECT
private slots:
    void normalises_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normal");
        QTest::addColumn<long long>("chips");
        QTest::newRow("2d") << "2x4"
                            << "2x4" << 8LL;
        QTest::newRow("3d") << "8x12x16"
                            << "8x12x16" << 1536LL;
        QTest::newRow("largest v5p") << "16x16x24"
                                     << "16x16x24" << 6144LL;
        QTest::newRow("upper X") << "4X4X4"
                                 << "4x4x4" << 64LL;
        QTest::newRow("mixed x") << "4x4X4"
                                 << "4x4x4" << 64LL;
        QTest::newRow("times sign") << QString::fromUtf8("4×4×4") << "4x4x4" << 64LL;
        QTest::newRow("surrounding spaces") << " 4x4x4 "
                                            << "4x4x4" << 64LL;
        QTest::newRow("tab") << "4x4\t"
                             << "4x4" << 16LL;
        QTest::newRow("spaces around x") << "4 x 4 x 8"
                                         << "4x4x8" << 128LL;
        QTest::newRow("leading zero") << "04x4x4"
                                      << "4x4x4" << 64LL;
        QTest::newRow("many zeros") << "0002x0004"
                                    << "2x4" << 8LL;
        QTest::newRow("max dim") << "1x4096"
                                 << "1x4096" << 4096LL;
    }
    void normalises()
    {
        QFETCH(QString, text);
        QFETCH(QString, normal);
        QFETCH(long long, chips);
        QString why;
        const auto t = Topology::parse(text, &why);
        QVERIFY2(t.has_value(), qPrintable(why));
        QCOMPARE(t->toString(), normal);
        QCOMPARE(t->chips(), chips);
        QCOMPARE(*t, *Topology::parse(normal)); // one form: equal to the shape typed plainly
    }

    void rejects_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason"); // part of the message
        QTest::newRow("empty") << ""
                               << "empty";
        QTest::newRow("blank") << "   "
                               << "empty";
        QTest::newRow("1d") << "8"
                            << "1 dimension";
        QTest::newRow("4d") << "2x2x2x2"
                            << "4 dimensions";
        QTest::newRow("zero") << "0x4"
                              << "0";
        QTest::newRow("sign") << "+2x4"
                              << "\"+\" is not allowed";
        QTest::newRow("minus") << "-2x4"
                               << "\"-\" is not allowed";
        QTest::newRow("letters") << "axb"
                                 << "\"a\" is not allowed";
        QTest::newRow("empty part") << "2xx4"
                                    << "missing";
        QTest::newRow("trailing x") << "4x"
                                    << "missing";
        QTest::newRow("leading x") << "x4"
                                   << "missing";
        QTest::newRow("no separator") << "4 4"
                                      << "separated";
        QTest::newRow("too large") << "4x5000"
                                   << "4096";
        QTest::newRow("huge") << "4x99999999999999999999"
                              << "4096";
        QTest::newRow("newline") << "4x4\n"
                                 << "U+000A";
        QTest::newRow("inner newline") << "4x4\nrm -rf ~"
                                       << "U+000A";
        QTest::newRow("nul") << QString::fromUtf8("4x4\0", 4) << "U+0000";
        QTest::newRow("fullwidth digits") << QString::fromUtf8("４x４") << "digits 0-9";
        QTest::newRow("arabic-indic digits") << QString::fromUtf8("٤x٤") << "digits 0-9";
        QTest::newRow("cyrillic x") << QString::fromUtf8("4х4") << "is not allowed";
        QTest::newRow("decimal") << "2.5x4"
                                 << "\".\" is not allowed";
        QTest::newRow("shell") << "$(id)x4"
                               << "\"$\" is not allowed";
        QTest::newRow("too long") << QString(100, QLatin1Char('4')) << "too long";
    }
    void rejects()
    {
        QFETCH(QString, text);
        QFETCH(QString, reason);
        QString why;
        QVERIFY(!Topology::parse(text, &why).has_value());
        QVERIFY2(why.contains(reason), qPrintable(why));
        // Every refusal says what to type instead, and never echoes a control character.
        QVERIFY2(why.contains(QLatin1String("AxBxC")) && why.contains(QLatin1String("4x4x8")),
                 qPrintable(why));
        for (const QChar c : why)
            QVERIFY2(c.category() != QChar::Other_Control, qPrintable(why));
    }

    void emptyIsNotChosen()
    {
        const Topology t;
        QVERIFY(t.isEmpty());
        QCOMPARE(t.toString(), QString());
        QCOMPARE(t.chips(), 0LL);
    }
};

QTEST_GUILESS_MAIN(TestTopology)
#include "tst_topology.moc"
