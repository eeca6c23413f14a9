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

    // Every batch of a window shares the connection's client (the live checks, a capacity read,
    // the catalog refresh, the advice): cancelling one run must leave the others' calls alone.
    void cancellingOneBatchLeavesAnotherBatchsCallsAlone()
    {
        QObject owner;
        Run cancelled, other;
        LiveBatch a(
            &owner, c->client(), c->roots(), [](int, int) {},
            [&cancelled] { ++cancelled.finished; });
        LiveBatch b(
            &owner, c->client(), c->roots(), [](int, int) {}, [&other] { ++other.finished; });
        g->script(QStringLiteral("/zones/us-west4-a/"), {FakeGoogle::Reply{200, "{}", {}, 300}});
        g->script(QStringLiteral("/zones/us-east5-b/"), {FakeGoogle::Reply{200, "{}", {}, 300}});
        const auto path = [](const char *zone) {
            return QStringLiteral("/compute/v1/projects/demo-project/zones/%1/machineTypes/"
                                  "ct5lp-hightpu-4t")
                .arg(QLatin1String(zone));
        };
        a.begin();
        a.get(QStringLiteral("compute"), path("us-west4-a"), {},
              [&cancelled](const live::ApiReply &) { cancelled.answered << QStringLiteral("a"); });
        a.sent();
        b.begin();
        live::ApiReply::Outcome outcome = live::ApiReply::Outcome::Network;
        b.post(QStringLiteral("compute"), path("us-east5-b"), QByteArrayLiteral("{}"),
               [&other, &outcome](const live::ApiReply &r) {
                   other.answered << QStringLiteral("b");
                   outcome = r.outcome;
               });
        b.sent();
        QVERIFY(a.cancel());
        QVERIFY(b.isRunning());
        QCOMPARE(c->client()->inFlight(), 1);
        QTRY_COMPARE(other.finished, 1);
        QCOMPARE(other.answered, QStringList{QStringLiteral("b")});
        QCOMPARE(outcome, live::ApiReply::Outcome::Ok);
        QVERIFY(cancelled.answered.isEmpty());
        QCOMPARE(cancelled.finished, 0);
    }

    // The client goes when other credentials are chosen: its answers never come, so the run is
    // no longer said to be going on, and cancelling it touches nothing.
    void aRunWhoseClientIsGoneIsNotRunning()
    {
        QObject owner;
        int finished = 0;
        LiveBatch batch(
            &owner, c->client(), c->roots(), [](int, int) {}, [&finished] { ++finished; });
        g->script(QStringLiteral("/zones/us-west4-a/"), {FakeGoogle::Reply{200, "{}", {}, 300}});
        batch.begin();
        batch.get(QStringLiteral("compute"),
                  QStringLiteral("/compute/v1/projects/demo-project/zones/us-west4-a/machineTypes/"
                                 "ct5lp-hightpu-4t"),
                  {}, [](const live::ApiReply &) {});
        batch.sent();
        QVERIFY(batch.isRunning());
        const auto o = c->useKeyForSession(testKey().keyJson(g->tokenUri()), {}); // a new client
        QVERIFY2(o.ok, qPrintable(o.message));
        QVERIFY(!batch.isRunning());
        QVERIFY(!batch.cancel());
        QTest::qWait(500);
        QCOMPARE(finished, 0);
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
