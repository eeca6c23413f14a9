// The live batch engine (lib/live/livebatch.h) on its own, against the loopback fake: a run ends
// once, after its last answer (from the event loop even when nothing was sent), progress counts
// every answer, a cancelled run's answers are dropped, and a listing's page cap.
#include "live/livebatch.h"
#include "live/liveconnection.h"
#include "live/livefixture.h"

#include <QSignalSpy>
#include <QTest>

using namespace tpu;
using namespace tpu::test;
using live::LiveBatch;

class TstLiveBatch final : public QObject
{
    Q_OBJECT

    std::unique_ptr<FakeGoogle> g;
    std::unique_ptr<live::LiveConnection> c;

    struct Run
    {
        QList<QPair<int, int>> progress;
        int finished = 0;
        QStringList answered;
    };

private slots:
    void init()
    {
        g = std::make_unique<FakeGoogle>();
        QVERIFY(g->listen());
        fillHealthyProject(*g);
        c = std::make_unique<live::LiveConnection>(nullptr, live::ApiRoots(g->root()));
        c->setOptions(fastOptions());
        const auto o = c->useKeyForSession(testKey().keyJson(g->tokenUri()), {});
        QVERIFY2(o.ok, qPrintable(o.message));
    }
    void cleanup()
    {
        c.reset();
        g.reset();
    }

    void aRunEndsOnceAfterItsLastAnswer()
    {
        QObject owner;
        Run run;
        LiveBatch batch(
            &owner, c->client(), c->roots(),
            [&run](int done, int total) {
                run.progress.append({done, total});
            },
            [&run] { ++run.finished; });
        batch.begin();
        for (const char *zone : {"us-west4-a", "us-east5-b"})
            batch.get(QStringLiteral("compute"),
                      QStringLiteral("/compute/v1/projects/demo-project/zones/%1/machineTypes/"
                                     "ct5lp-hightpu-4t")
                          .arg(QLatin1String(zone)),
                      {}, [&run, zone](const live::ApiReply &) { run.answered << zone; });
        batch.sent();
        QVERIFY(batch.isRunning());
        QTRY_COMPARE(run.finished, 1);
        QCOMPARE(run.answered.size(), 2);
        QCOMPARE(run.progress, (QList<QPair<int, int>>{{1, 2}, {2, 2}}));
        QVERIFY(!batch.isRunning());
        QVERIFY(!batch.cancel()); // nothing left to cancel
        QTest::qWait(50);
        QCOMPARE(run.finished, 1);
    }

    void aRunThatSendsNothingEndsFromTheEventLoop()
    {
        QObject owner;
        Run run;
        LiveBatch batch(
            &owner, c->client(), c->roots(), [](int, int) {}, [&run] { ++run.finished; });
        batch.begin();
        batch.sent();
        QCOMPARE(run.finished, 0); // not within sent()
        QTRY_COMPARE(run.finished, 1);
        QCOMPARE(batch.total(), 0);
    }

    void aCancelledRunHearsNothingMore()
    {
        QObject owner;
        Run run;
        LiveBatch batch(
            &owner, c->client(), c->roots(),
            [&run](int done, int total) {
                run.progress.append({done, total});
            },
            [&run] { ++run.finished; });
        g->script(QStringLiteral("/zones/us-west4-a/"), {FakeGoogle::Reply{200, "{}", {}, 300}});
        batch.begin();
        batch.get(QStringLiteral("compute"),
                  QStringLiteral("/compute/v1/projects/demo-project/zones/us-west4-a/machineTypes/"
                                 "ct5lp-hightpu-4t"),
                  {}, [&run](const live::ApiReply &) { run.answered << QStringLiteral("late"); });
        batch.sent();
        QVERIFY(batch.cancel());
        QVERIFY(!batch.isRunning());
        QTest::qWait(500);
        QVERIFY(run.answered.isEmpty());
        QVERIFY(run.progress.isEmpty());
        QCOMPARE(run.finished, 0);
    }

    void aListingStopsAtItsPageCap()
    {
        QCOMPARE(LiveBatch::nextPage(QString(), 0, 3), LiveBatch::Page::Last);
        QCOMPARE(LiveBatch::nextPage(QStringLiteral("t"), 0, 3), LiveBatch::Page::Next);
        QCOMPARE(LiveBatch::nextPage(QStringLiteral("t"), 1, 3), LiveBatch::Page::Next);
        QCOMPARE(LiveBatch::nextPage(QStringLiteral("t"), 2, 3), LiveBatch::Page::Capped);
        QCOMPARE(LiveBatch::nextPage(QString(), 2, 3), LiveBatch::Page::Last);
    }
};

QTEST_GUILESS_MAIN(TstLiveBatch)
#include "tst_livebatch.moc"
