#include "catalog/gkeversion.h"

#include <QTest>

using tpu::catalog::GkeVersion;

class TestGkeVersion : public QObject
{
    Q_OBJECT
private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<bool>("complete");
        QTest::newRow("full") << "1.31.2-gke.1384000" << true << true;
        QTest::newRow("minor") << "1.31" << true << false;
        QTest::newRow("patch") << "1.31.2" << true << false;
        QTest::newRow("garbage") << "latest" << false << false;
        QTest::newRow("injection") << "1.31; rm -rf /" << false << false;
        QTest::newRow("empty") << "" << false << false;
        QTest::newRow("no build") << "1.31.2-gke." << false << false;
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(bool, complete);
        const auto v = GkeVersion::parse(text);
        QCOMPARE(v.has_value(), valid);
        if (v)
            QCOMPARE(v->isComplete(), complete);
    }
    void atLeast_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("minimum");
        QTest::addColumn<int>("expected"); // 1 yes, 0 no, -1 unknown
        QTest::newRow("equal") << "1.31.2-gke.1384000"
                               << "1.31.2-gke.1384000" << 1;
        QTest::newRow("build below") << "1.31.2-gke.1383999"
                                     << "1.31.2-gke.1384000" << 0;
        QTest::newRow("numeric not lexical") << "1.31.10-gke.1"
                                             << "1.31.2-gke.1384000" << 1;
        QTest::newRow("minor above") << "1.32"
                                     << "1.31.2-gke.1384000" << 1;
        QTest::newRow("minor below") << "1.30"
                                     << "1.31.2-gke.1384000" << 0;
        QTest::newRow("same minor prefix") << "1.31"
                                           << "1.31.2-gke.1384000" << -1;
        QTest::newRow("same patch prefix") << "1.31.2"
                                           << "1.31.2-gke.1384000" << -1;
    }
    void atLeast()
    {
        QFETCH(QString, version);
        QFETCH(QString, minimum);
        QFETCH(int, expected);
        const auto r = GkeVersion::parse(version)->atLeast(*GkeVersion::parse(minimum));
        QCOMPARE(r.has_value() ? int(*r) : -1, expected);
    }
};

QTEST_GUILESS_MAIN(TestGkeVersion)
#include "tst_gkeversion.moc"
