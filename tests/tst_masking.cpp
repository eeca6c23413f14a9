// Masking: stable placeholders for the names a plan carries, replaced wherever they appear.
#include "model/masking.h"
#include "testsupport.h"

using tpu::model::Masking;

class TestMasking : public QObject
{
    Q_OBJECT

    static tpu::model::Plan namedPlan()
    {
        auto p = tpu::test::standardPlan();
        p.projectId = QStringLiteral("acme-prod");
        p.clusterName = QStringLiteral("llm-train");
        p.consumption = tpu::model::Consumption::Reservation;
        p.reservation = {
            QStringLiteral("res-secret"), QStringLiteral("acme-shared"), {}, {}, {}, {}};
        p.workload.name = QStringLiteral("llama");
        p.workload.nameSpace = QStringLiteral("ml-team");
        p.workload.image = QStringLiteral("us-docker.pkg.dev/acme-prod/train/jax:1.0");
        return p;
    }

private slots:
    void placeholdersFollowTheFieldOrder()
    {
        const Masking m = Masking::forPlan(namedPlan(), {QStringLiteral("tpu-v6e-slice-0")});
        QCOMPARE(m.name(QStringLiteral("acme-prod")), QStringLiteral("project-1"));
        QCOMPARE(m.name(QStringLiteral("acme-shared")), QStringLiteral("project-2"));
        QCOMPARE(m.name(QStringLiteral("llm-train")), QStringLiteral("cluster-1"));
        QCOMPARE(m.name(QStringLiteral("res-secret")), QStringLiteral("reservation-1"));
        QCOMPARE(m.name(QStringLiteral("tpu-v6e-slice-0")), QStringLiteral("node-pool-1"));
        QCOMPARE(m.name(QStringLiteral("ml-team")), QStringLiteral("namespace-1"));
        QCOMPARE(m.name(QStringLiteral("llama")), QStringLiteral("workload-1"));
        QCOMPARE(m.name(QStringLiteral("us-docker.pkg.dev/acme-prod/train/jax:1.0")),
                 QStringLiteral("image-1"));
        // Stable: the same plan gives the same placeholders.
        const Masking again = Masking::forPlan(namedPlan(), {QStringLiteral("tpu-v6e-slice-0")});
        QCOMPARE(again.apply(QStringLiteral("acme-prod llm-train")),
                 m.apply(QStringLiteral("acme-prod llm-train")));
    }

    void applyReplacesEveryOccurrenceInOnePass()
    {
        const Masking m = Masking::forPlan(namedPlan(), {});
        QCOMPARE(m.apply(QStringLiteral("image: \"us-docker.pkg.dev/acme-prod/train/jax:1.0\"")),
                 QStringLiteral("image: \"image-1\""));
        QCOMPARE(m.apply(QStringLiteral("gcr.io/acme-prod/other:2")),
                 QStringLiteral("gcr.io/project-1/other:2"));
        QCOMPARE(m.apply(QStringLiteral("PROJECT=acme-prod\nCLUSTER=llm-train")),
                 QStringLiteral("PROJECT=project-1\nCLUSTER=cluster-1"));
        // Names the exporters derive from a name ("-queue", "-hosts") are masked with it.
        QCOMPARE(m.apply(QStringLiteral("llama-queue, llama-hosts")),
                 QStringLiteral("workload-1-queue, workload-1-hosts"));
        QCOMPARE(m.apply(QStringLiteral("projects/acme-shared/reservations/res-secret.")),
                 QStringLiteral("projects/project-2/reservations/reservation-1."));
        // Part of a longer word is another name.
        QCOMPARE(m.apply(QStringLiteral("llamas acme-prod2")), QStringLiteral("llamas acme-prod2"));
        // One pass: a placeholder is never masked again, even when a name equals a kind.
        auto p = namedPlan();
        p.clusterName = QStringLiteral("project");
        const Masking k = Masking::forPlan(p, {});
        QCOMPARE(k.apply(QStringLiteral("acme-prod project")),
                 QStringLiteral("project-1 cluster-1"));
    }

    void defaultNamespaceAndEmptyNamesStay()
    {
        auto p = namedPlan();
        p.workload.nameSpace = QStringLiteral("default");
        p.reservation = {};
        const Masking m = Masking::forPlan(p, {});
        QCOMPARE(m.apply(QStringLiteral("the default namespace")),
                 QStringLiteral("the default namespace"));
        for (const auto &e : m.entries())
            QVERIFY(!e.name.isEmpty());
        QVERIFY(Masking().apply(QStringLiteral("acme-prod")) == QStringLiteral("acme-prod"));
        QVERIFY(Masking().isEmpty());
    }

    void fileNameLosesFolderAndName()
    {
        QCOMPARE(Masking::fileName(QStringLiteral("/home/ann/acme-prod/llm.json")),
                 QStringLiteral("plan-1.json"));
        QCOMPARE(Masking::fileName(QString()), QString());
    }

    // A plan may hold an unpaired surrogate (the loader accepts it, the rules report it): the
    // name is masked all the same, with no QRegularExpression warning.
    void unpairedSurrogateIsMaskedToo()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".")));
        auto p = namedPlan();
        const QString lone = QStringLiteral("secretreservation") + QChar(0xDC00);
        p.reservation.name = lone;
        p.clusterName = QStringLiteral("c") + QChar(0xD800) + QStringLiteral("x");
        const Masking m = Masking::forPlan(p, {});
        QCOMPARE(m.name(lone), QStringLiteral("reservation-1"));
        const QString shown =
            m.apply(QStringLiteral("Reservation ") + lone +
                    QStringLiteral(" in acme-shared, cluster ") + p.clusterName + '.');
        QVERIFY2(!shown.contains(QStringLiteral("secretreservation")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("c\uFFFDx")), qPrintable(shown));
        QCOMPARE(shown,
                 QStringLiteral("Reservation reservation-1 in project-2, cluster cluster-1."));
        // Other names still match around it; text with its own unpaired surrogate is shown with
        // U+FFFD in its place.
        QCOMPARE(m.apply(QStringLiteral("acme-prod ") + QChar(0xDFFF)),
                 QStringLiteral("project-1 ") + QChar(QChar::ReplacementCharacter));
    }

    void maskingNeverChangesThePlan()
    {
        const auto p = namedPlan();
        const auto copy = p;
        const Masking m = Masking::forPlan(p, {});
        m.apply(p.projectId);
        QVERIFY(p == copy);
    }
};

QTEST_GUILESS_MAIN(TestMasking)
#include "tst_masking.moc"
