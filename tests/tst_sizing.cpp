// The sizing arithmetic against How to Scale Your Model's worked examples (jax-ml/scaling-book,
// edition of February 2025): each test names the part and section it reproduces. Where the book
// rounds, the test allows the book's own rounding; the book's chip figures (its part 2 table) are
// used for its examples, the catalog's (Google's) for the rest.
#include "catalog/catalog.h"
#include "sizing/amount.h"
#include "sizing/architecture.h"
#include "sizing/chip.h"
#include "sizing/serving.h"
#include "sizing/training.h"
#include "testsupport.h"

#include <QtTest>

using namespace tpu::sizing;

namespace {

const Architecture kLlama70b{80, 8192, 28672, 64, 8, 128, 128256, false};

// The book's part 2 ("How to Think About TPUs") table.
Chip bookV5p()
{
    Chip c;
    c.version = QStringLiteral("v5p");
    c.dims = 3;
    c.hbmBytes = 96e9;
    c.hbmBandwidth = 2.8e12;
    c.bf16Flops = 4.59e14;
    c.iciLinkOneWay = 9e10;
    return c;
}

Chip bookV5e(double hbmBandwidth = 8.1e11)
{
    Chip c;
    c.version = QStringLiteral("v5e");
    c.dims = 2;
    c.hbmBytes = 16e9;
    c.hbmBandwidth = hbmBandwidth;
    c.bf16Flops = 1.97e14;
    c.iciLinkOneWay = 4.5e10;
    return c;
}

bool near(double value, double expected, double relative)
{
    return std::fabs(value - expected) <= relative * std::fabs(expected);
}

} // namespace

#define QVERIFY_NEAR(value, expected, relative)                                                    \
    QVERIFY2(                                                                                      \
        near((value), (expected), (relative)),                                                     \
        qPrintable(                                                                                \
            QStringLiteral("%1 is not within %2 of %3").arg(value).arg(relative).arg(expected)))

class TestSizing : public QObject
{
    Q_OBJECT
    std::shared_ptr<const tpu::catalog::Catalog> cat = tpu::test::builtinCatalog();

private slots:
    // Part 6, "What does LLaMA 3 look like?": 56.3e9 MLP + 2.1e9 embeddings + 12e9 attention,
    // printed as 70.4e9; the exact sum of the same formula is 70.55e9.
    void part6_llama70bParameterCount()
    {
        const ParamCount p = countParams(kLlama70b);
        QVERIFY_NEAR(p.mlp, 56.3e9, 0.002);
        QVERIFY_NEAR(p.embeddings, 2.1e9, 0.005);
        QVERIFY_NEAR(p.attention, 12e9, 0.01);
        QCOMPARE(p.total(), 70552387584.0);
        QVERIFY_NEAR(p.total(), 70.4e9, 0.0025);
    }

    void presetsMatchTheirPublishedSizes()
    {
        QVERIFY_NEAR(countParams(findPreset("llama-3-8b")->arch).total(), 8.03e9, 0.001);
        QVERIFY_NEAR(countParams(findPreset("LLAMA-3-405B")->arch).total(), 405.8e9, 0.001);
        // Gemma 3 27B ties its embeddings: counted once.
        const Preset *gemma = findPreset("gemma-3-27b");
        QVERIFY(gemma->arch.tiedEmbeddings);
        QVERIFY_NEAR(countParams(gemma->arch).total(), 27.0e9, 0.002);
        QVERIFY(!gemma->notModelled.isEmpty());
        QVERIFY(!findPreset("llama-4"));
    }

    // Part 6, "Counting parameters and FLOPs": 6 · 70e9 = 4.2e11 FLOPs per token, and over 15T
    // tokens 6.3e24 FLOPs.
    void part6_flopsPerTokenAndTotal()
    {
        TrainingInput in;
        in.params = 70e9;
        in.tokens = 15e12;
        const Training t = sizeTraining(in, {});
        QCOMPARE(t.flopsPerToken, 4.2e11);
        QVERIFY_NEAR(*t.flops, 6.3e24, 1e-9);
    }

    // Part 6: on a full v5p pod of 16x20x28 = 8960 chips at 40 % MFU, 6.3e24 / (8960 · 4.59e14 ·
    // 0.4) = 3.8e6 s, "about 44 days".
    void part6_trainingTimeOnAPod()
    {
        TrainingInput in;
        in.params = 70e9;
        in.tokens = 15e12;
        in.mfu = 0.4;
        const Training t = sizeTraining(in, {bookV5p()}, 8960);
        QVERIFY_NEAR(*t.perChip[0].seconds, 3.8e6, 0.01);
        QCOMPARE(qRound(*t.perChip[0].seconds / 86400), 44);
    }

    // Part 6, "How many TPUs do we need at minimum": bf16 parameters 140 GB, fp32 optimizer
    // 560 GB, checkpoints 2 · 8192 · 4e6 · 4 · 80 = 20.9 TB (the book's text says 3 per layer, its
    // number is 4), total 21.6 TB, 21.6e12 / 96e9 = 225 v5p chips.
    void part6_trainingMemoryAndMinimumChips()
    {
        TrainingInput in;
        in.params = 70e9;
        in.arch = kLlama70b;
        in.batchTokens = 4e6;
        in.checkpointsPerLayer = 4;
        const Training t = sizeTraining(in, {bookV5p()});
        QCOMPARE(t.paramsBytes, 140e9);
        QCOMPARE(t.optimizerBytes, 560e9);
        QVERIFY_NEAR(*t.activationsBytes, 20.9e12, 0.005);
        QVERIFY_NEAR(t.totalBytes, 21.6e12, 0.005);
        // 21.67e12 / 96e9 = 225.7: the book rounds the total down to 21.6 TB first.
        QVERIFY(*t.perChip[0].minChips >= 225 && *t.perChip[0].minChips <= 226);
        // Part 6, next question: on 8960 chips that is about 2.4 GB a chip.
        QVERIFY_NEAR(t.totalBytes / 8960, 2.4e9, 0.01);
    }

    // Part 5, "Fully-Sharded Data Parallelism": v5p's critical batch per chip is
    // 4.59e14 / 1.8e11 = 2550 on one axis, 850 on all three.
    void part5_fsdpCriticalBatch()
    {
        TrainingInput in;
        in.params = 70e9;
        const Training one = sizeTraining(in, {bookV5p()}, 8960, 1);
        QVERIFY_NEAR(*one.perChip[0].criticalBatchPerChip, 2550, 0.001);
        const Training three = sizeTraining(in, {bookV5p()}, 8960);
        QCOMPARE(three.perChip[0].iciAxes, 3);
        QVERIFY_NEAR(*three.perChip[0].criticalBatchPerChip, 850, 0.001);
    }

    // Part 6, "How to shard LLaMA 3-70B": a 4M-token batch (4 · 1024 · 1024) over 8960 chips is
    // 468 tokens a chip, below 850: FSDP alone is communication-bound.
    void part6_fsdpAloneIsCommunicationBound()
    {
        TrainingInput in;
        in.params = 70e9;
        in.batchTokens = 4.0 * 1024 * 1024;
        const Training t = sizeTraining(in, {bookV5p()}, 8960);
        QCOMPARE(qRound(t.perChip[0].batchPerChip), 468);
        QCOMPARE(*t.perChip[0].bound, Bound::Communication);
        // Part 5: a 16M batch over 16e6 / 850 = 18,823 chips is just compute-bound, and at 50 %
        // MFU trains LLaMA 3-70B "in approximately 17 days".
        in.batchTokens = 16e6;
        in.tokens = 15e12;
        in.mfu = 0.5;
        const Training big = sizeTraining(in, {bookV5p()}, 18823);
        QCOMPARE(*big.perChip[0].bound, Bound::Compute);
        QCOMPARE(qRound(*big.perChip[0].seconds / 86400), 17);
    }

    // Part 8, "What's the KV cache size?": 2 · 1 · 128 · 8 · 80 = 163,840 bytes a token in int8
    // (the book's "160 kB"), and 5.3 GB for a 32k sequence.
    void part8_kvCachePerToken()
    {
        ServingInput in;
        in.params = 70e9;
        in.arch = kLlama70b;
        in.kv = QStringLiteral("int8");
        in.context = 32768;
        const Serving s = sizeServing(in, *cat, {});
        QCOMPARE(*s.kvBytesPerToken, 163840.0);
        QVERIFY_NEAR(*s.kvBytesPerSequence, 5.3e9, 0.02);
    }

    // Part 8, "Serving LLaMA 3-70B": batch 32, 8192 context, int8 weights and KV: 41.9e9 bytes of
    // KV cache + 70e9 of weights = 112 GB, 112e9 / 16e9 = 7 chips, a v5e 4x2 (our catalog's 2x4);
    // a decode step of 112e9 / (8 · 8.1e11) = 17 ms, 32 / 0.017 = 1882 tokens/s.
    void part8_smallestV5eSliceAndDecodeStep()
    {
        ServingInput in;
        in.params = 70e9;
        in.arch = kLlama70b;
        in.weights = in.kv = QStringLiteral("int8");
        in.context = 8192;
        in.batch = 32;
        const Serving s = sizeServing(in, *cat, {bookV5e()});
        // The book rounds 163,840 bytes a token to 160e3: 42.9e9 exactly, 41.9e9 in the book.
        QCOMPARE(s.kvBytes, 163840.0 * 8192 * 32);
        QVERIFY_NEAR(s.kvBytes, 41.9e9, 0.03);
        QVERIFY_NEAR(s.totalBytes, 112e9, 0.01);
        const ServingOnChip &v5e = s.perChip[0];
        // 112.9e9 / 16e9 = 7.06: 8 chips exactly, 7 with the book's rounded 112e9. Either way the
        // smallest slice is the book's 8-chip one.
        QVERIFY(*v5e.minChips >= 7 && *v5e.minChips <= 8);
        QVERIFY(v5e.slice);
        QCOMPARE(v5e.slice->topology, QStringLiteral("2x4"));
        QVERIFY(!v5e.slice->multiHost); // single-host first: one ct5lp-hightpu-8t
        QCOMPARE(v5e.chips, 8LL);
        QVERIFY(!v5e.computeBoundStep);
        QCOMPARE(qRound(*v5e.decodeStepSeconds * 1000), 17);
        QVERIFY_NEAR(*v5e.tokensPerSecond, 1882, 0.03); // the book divides by a rounded 17 ms
        // On a 4x4 the step halves ("17 / 2 = 8.5ms").
        const Serving on16 = sizeServing(in, *cat, {bookV5e()}, 16);
        QVERIFY_NEAR(*on16.perChip[0].decodeStepSeconds, *v5e.decodeStepSeconds / 2, 1e-9);
    }

    // Part 8, "prefill": 2 · 70e9 · 8192 / (16 · 1.97e14 · 0.4) = 0.91 s.
    void part8_prefillAtFortyPercent()
    {
        ServingInput in;
        in.params = 70e9;
        in.context = 8192;
        in.prefillMfu = 0.4;
        const Serving s = sizeServing(in, *cat, {bookV5e()}, 16);
        QCOMPARE(qRound(*s.perChip[0].prefillSeconds * 100), 91);
    }

    // Part 8: the smallest v5e topology for LLaMA 3-70B's weights alone: bf16 8.75 chips (a 4x4),
    // int8 4.38 chips (a 4x2).
    void part8_smallestTopologyPerPrecision()
    {
        ServingInput in;
        in.params = 70e9;
        in.weights = QStringLiteral("bf16");
        Serving s = sizeServing(in, *cat, {bookV5e()});
        QCOMPARE(*s.perChip[0].minChips, 9LL);
        QCOMPARE(s.perChip[0].slice->topology, QStringLiteral("4x4"));
        in.weights = QStringLiteral("int8");
        s = sizeServing(in, *cat, {bookV5e()});
        QCOMPARE(*s.perChip[0].minChips, 5LL);
        QCOMPARE(s.perChip[0].slice->topology, QStringLiteral("2x4"));
    }

    // Part 8: decode on v5e turns compute-bound above 1.97e14 / 8.2e11 = 240 sequences in bf16,
    // 120 with int8 weights and bf16 FLOPs.
    void part8_criticalDecodeBatch()
    {
        ServingInput in;
        in.params = 70e9;
        Serving s = sizeServing(in, *cat, {bookV5e(8.2e11)}, 16);
        QCOMPARE(qRound(*s.perChip[0].criticalBatch), 240);
        in.weights = QStringLiteral("int8");
        s = sizeServing(in, *cat, {bookV5e(8.2e11)}, 16);
        QCOMPARE(qRound(*s.perChip[0].criticalBatch), 120);
        // Above it the FLOPs bound the step.
        in.batch = 512;
        s = sizeServing(in, *cat, {bookV5e(8.2e11)}, 16);
        QVERIFY(s.perChip[0].computeBoundStep);
    }

    // With Google's figures from the catalog: v5e HBM is 16 GB (not GiB) at 819 GB/s, so the same
    // example takes 112.9e9 / (8 · 819e9) = 17.2 ms.
    void catalogFiguresAreGoogles()
    {
        const Chip v5e = chipOf(*cat, QStringLiteral("v5e"));
        QCOMPARE(*v5e.hbmBytes, 16e9);
        QCOMPARE(*v5e.hbmBandwidth, 819e9);
        QCOMPARE(v5e.hbmFigure, QStringLiteral("16 GB"));
        const Chip tpu7x = chipOf(*cat, QStringLiteral("tpu7x"));
        QCOMPARE(*tpu7x.hbmBytes, 192.0 * (1 << 30));
        QVERIFY(!tpu7x.iciLinkOneWay); // not published: no critical batch rather than a guess
        ServingInput in;
        in.params = 70e9;
        in.arch = kLlama70b;
        in.weights = in.kv = QStringLiteral("int8");
        in.batch = 32;
        in.targetTokensPerSecond = 2000;
        const Serving s = sizeServing(in, *cat, {v5e});
        QVERIFY_NEAR(*s.perChip[0].decodeStepSeconds, 17.2e-3, 0.005);
        QCOMPARE(*s.perChip[0].replicas, 2LL); // 1,856 tokens/s a slice
        // Training with an unknown link: memory and time, no bound.
        TrainingInput t;
        t.params = 70e9;
        t.tokens = 1e12;
        const Training tr = sizeTraining(t, {tpu7x});
        QVERIFY(tr.perChip[0].seconds);
        QVERIFY(!tr.perChip[0].bound);
    }

    void noSliceHoldsTooLargeAModel()
    {
        ServingInput in;
        in.params = 405e9 * 20; // 16 TB in bf16: more than a 256-chip v5e slice's 4 TB
        const Serving s = sizeServing(in, *cat, {chipOf(*cat, QStringLiteral("v5e"))});
        QVERIFY(s.perChip[0].minChips);
        QVERIFY(!s.perChip[0].slice);
        QCOMPARE(s.perChip[0].chips, 0LL);
        QVERIFY(!s.perChip[0].decodeStepSeconds);
    }

    void amounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value");
        QTest::newRow("exponent") << "70e9" << 70e9;
        QTest::newRow("tera") << "15T" << 15e12;
        QTest::newRow("mega") << "4M" << 4e6;
        QTest::newRow("kilo") << "8k" << 8e3;
        QTest::newRow("billion") << "1.5B" << 1.5e9;
        QTest::newRow("plain") << "8192" << 8192.0;
        QTest::newRow("bad suffix") << "4X" << -1.0;
        QTest::newRow("negative") << "-5" << -1.0;
        QTest::newRow("empty") << "" << -1.0;
        QTest::newRow("infinite") << "inf" << -1.0;
        QTest::newRow("suffix alone") << "M" << -1.0;
    }
    void amounts()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        const auto v = parseAmount(text);
        if (value < 0)
            QVERIFY2(!v, qPrintable(text));
        else
            QCOMPARE(*v, value);
    }

    void stepsShowTheArithmetic()
    {
        TrainingInput in;
        in.params = 70e9;
        in.tokens = 15e12;
        const Training t = sizeTraining(in, {bookV5p()}, 8960);
        QCOMPARE(t.steps.front().formula, QStringLiteral("6 · P"));
        QCOMPARE(t.steps.front().numbers, QStringLiteral("6 · 7e10"));
        QVERIFY(t.steps.front().source.contains(QLatin1String("part 4")));
        QVERIFY(!t.perChip[0].steps.empty());
    }

    // Numbers in the arithmetic read one way: plain below a million, a.bcdeN above it, never
    // printf's "1.747e+04" (4e6 tokens over 229 chips).
    void numbersInTheArithmeticArePlain()
    {
        QCOMPARE(sci(4e6 / 229), QStringLiteral("17467"));
        QCOMPARE(sci(1873.4), QStringLiteral("1873"));
        QCOMPARE(sci(120.3), QStringLiteral("120.3"));
        QCOMPARE(sci(0.01709), QStringLiteral("0.01709"));
        QCOMPARE(sci(163840), QStringLiteral("163840"));
        QCOMPARE(sci(6.35e24), QStringLiteral("6.35e24"));
    }
};

QTEST_GUILESS_MAIN(TestSizing)
#include "tst_sizing.moc"
