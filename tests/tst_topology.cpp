#include "topology.h"

#include <QTest>

using tpu::catalog::Topology;

class TestTopology : public QObject
{
    Q_OBJECT
private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<long long>("chips"); // 0 = invalid
        QTest::newRow("2d") << "2x4" << 8LL;
        QTest::newRow("3d") << "8x12x16" << 1536LL;
        QTest::newRow("largest v5p") << "16x16x24" << 6144LL;
        QTest::newRow("1d") << "8" << 0LL;
        QTest::newRow("4d") << "2x2x2x2" << 0LL;
        QTest::newRow("zero") << "0x4" << 0LL;
        QTest::newRow("sign") << "+2x4" << 0LL;
        QTest::newRow("upper X") << "2X4" << 0LL;
        QTest::newRow("letters") << "axb" << 0LL;
        QTest::newRow("empty part") << "2xx4" << 0LL;
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(long long, chips);
        const auto t = Topology::parse(text);
        QCOMPARE(t.has_value(), chips != 0);
        if (t) {
            QCOMPARE(t->chips(), chips);
            QCOMPARE(t->toString(), text);
        }
    }
};

QTEST_GUILESS_MAIN(TestTopology)
#include "tst_topology.moc"
