// The document builds one snapshot per edit: the plan is resolved and checked once, and every
// reader (pages, exports, CLI) sees the same facts.
#include "cli/cli.h"
#include "document/plandocument.h"
#include "export/exportbundle.h"
#include "i18n/language.h"
#include "model/alternatives.h"
#include "model/planfile.h"
#include "model/snapshot.h"
#include "testsupport.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace tpu;
using namespace tpu::model;

class TestSnapshot : public QObject
{
    Q_OBJECT
    std::shared_ptr<const catalog::Catalog> cat = test::builtinCatalog();

    struct Counts
    {
        long long resolves, checks, snapshots;
    };
    static Counts now() { return {resolveCount(), checkCount(), snapshotCount()}; }

private slots:
    void init() { QCOMPARE(i18n::setLanguage(QStringLiteral("en")), QStringLiteral("en")); }

    void snapshotHoldsWhatTheModelComputes()
    {
        const Plan p = test::standardPlan();
        const SnapshotPtr s = makeSnapshot(*cat, p);
        QVERIFY(s->plan == p);
        QCOMPARE(s->resolution.vmsPerSlice, resolve(*cat, p).vmsPerSlice);
        QCOMPARE(findingsToJson(s->findings), findingsToJson(checkPlan(*cat, p)));
        QCOMPARE(summaryToJson(s->summary), summaryToJson(summarize(*cat, p)));
        // Exports from the snapshot are the bytes the CLI writes from the plan.
        const auto a = exporters::exportFiles(*s), b = exporters::exportFiles(*cat, p);
        QCOMPARE(a.size(), b.size());
        for (size_t i = 0; i < a.size(); ++i)
            QCOMPARE(a[i].bytes, b[i].bytes);
    }

    void makingASnapshotResolvesAndChecksOnce()
    {
        const Counts before = now();
        const SnapshotPtr s = makeSnapshot(*cat, test::standardPlan());
        exporters::exportFiles(*s); // exports read the snapshot: no second resolve or check
        const Counts after = now();
        QCOMPARE(after.resolves - before.resolves, 1LL);
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(after.snapshots - before.snapshots, 1LL);
    }

    void anEditOnTheTopologyStepResolvesAndChecksOnce()
    {
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        d.beginStep(Step::Topology);
        const Counts before = now();
        d.edit(Step::Topology, [](Plan &p) { p.topology = test::shape("4x8"); });
        const Counts after = now();
        QCOMPARE(d.plan().topology.toString(), QStringLiteral("4x8"));
        QCOMPARE(after.resolves - before.resolves, 1LL);
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(after.snapshots - before.snapshots, 1LL);
        QCOMPARE(d.snapshot().resolution.vmsPerSlice, 8LL);
        QVERIFY(d.snapshot().plan == d.plan());
    }

    void anEditThatDoesNotChangeTheShapeDoesNotResolve()
    {
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        const Counts before = now();
        d.edit(Step::Options, [](Plan &p) { p.workload.name = QStringLiteral("trainer"); });
        const Counts after = now();
        QCOMPARE(after.resolves - before.resolves,
                 0LL); // the last snapshot's resolution still holds
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(d.snapshot().plan.workload.name, QStringLiteral("trainer"));
    }

    // Each kind of edit resolves each distinct plan shape once and runs the rules once (the
    // snapshot's check; the mending decides from the catalog, not from a second rule run).
    void eachKindOfEditChecksOnce_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("kind");
        QTest::addColumn<long long>("resolves");
        for (const char *lang : {"en", "it"}) {
            const auto row = [lang](const char *name, Step step, int kind, long long resolves = 1) {
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2").arg(QLatin1String(name), QLatin1String(lang))))
                    << QString::fromLatin1(lang) << int(step) << kind << resolves;
            };
            row("version", Step::Version, 0);
            row("machine type", Step::Version, 1);
            row("mode", Step::Mode, 2);
            row("zone", Step::Zone, 3, 0); // the snapshot's resolution still holds
            row("topology", Step::Topology, 4);
            row("rejected shape", Step::Topology, 5); // no resolve for the suggested shapes
            row("mode, shape not offered", Step::Mode, 6);
            row("version, no shape yet", Step::Version, 7);
        }
    }
    void eachKindOfEditChecksOnce()
    {
        QFETCH(QString, language);
        QFETCH(int, step);
        QFETCH(int, kind);
        QFETCH(long long, resolves);
        QCOMPARE(i18n::setLanguage(language), language);
        const auto english = qScopeGuard([] { i18n::setLanguage(QStringLiteral("en")); });
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        d.beginStep(Step(step));
        const Counts before = now();
        d.edit(Step(step), [kind](Plan &p) {
            switch (kind) {
            case 0:
                p.tpuVersion = QStringLiteral("v5p");
                break;
            case 1:
                p.machineType = QStringLiteral("ct6e-standard-8t");
                break;
            case 2:
                p.mode = catalog::Mode::Autopilot;
                break;
            case 3:
                p.zone = QStringLiteral("us-east1-d");
                break;
            case 4:
                p.topology = test::shape("8x8");
                break;
            case 5:
                p.topology = test::shape("3x5");
                break;
            case 6: // v5e 2x4 on ct5lp-hightpu-8t: a shape Autopilot does not list for it
                p.mode = catalog::Mode::Autopilot;
                break;
            default:
                p.tpuVersion = QStringLiteral("v5p");
                p.topology = {};
                break;
            }
        });
        const Counts after = now();
        QCOMPARE(after.checks - before.checks, 1LL);
        QCOMPARE(after.snapshots - before.snapshots, 1LL);
        QCOMPARE(after.resolves - before.resolves, resolves);
        // The Summary step's export reads the same snapshot, in any language: nothing again.
        const Counts beforeExport = now();
        const auto files = exporters::exportFiles(d.snapshot());
        const Counts afterExport = now();
        QCOMPARE(afterExport.resolves - beforeExport.resolves, 0LL);
        QCOMPARE(afterExport.checks - beforeExport.checks, 0LL);
        QVERIFY(!files.empty());
    }

    // Undo and Redo put back a plan (PlanDocument::restore), New and Open replace it (reset):
    // each resolves and checks once; a language switch resolves and checks nothing, as the
    // snapshot's texts are rendered again in the new language.
    void undoRedoResetAndLanguageSwitchCheckOnce()
    {
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        const Plan before = d.plan();
        d.edit(Step::Topology, [](Plan &p) { p.topology = test::shape("8x8"); });
        const Plan after = d.plan();
        auto once = [this](const char *what, const std::function<void()> &act) {
            const Counts b = now();
            act();
            const Counts a = now();
            QVERIFY2(a.resolves - b.resolves == 1 && a.checks - b.checks == 1,
                     qPrintable(QStringLiteral("%1: %2 resolves, %3 checks")
                                    .arg(QLatin1String(what))
                                    .arg(a.resolves - b.resolves)
                                    .arg(a.checks - b.checks)));
        };
        once("undo", [&] { d.restore(before); });
        once("redo", [&] { d.restore(after); });
        once("reset", [&] { d.reset(test::standardPlan(), QStringLiteral("x.tpuplan")); });
        const QString englishMessage = d.findings().front().message.toString();
        const Counts b = now();
        QCOMPARE(i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        d.retranslate();
        const QString italianMessage = d.findings().front().message.toString();
        i18n::setLanguage(QStringLiteral("en"));
        d.retranslate();
        const Counts a = now();
        QCOMPARE(a.resolves - b.resolves, 0LL);
        QCOMPARE(a.checks - b.checks, 0LL);
        QCOMPARE(a.snapshots - b.snapshots, 0LL);
        QVERIFY2(italianMessage != englishMessage, qPrintable(italianMessage));
        QCOMPARE(d.findings().front().message.toString(), englishMessage);
    }

    // `tpu-planner edit`: each step that changes the plan's shape resolves it once, and the rules
    // run once, on the plan written.
    void cliEditResolvesEachStepOnceAndChecksOnce_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("flags");
        QTest::addColumn<long long>("resolves");
        for (const char *lang : {"en", "it"}) {
            const QString l = QString::fromLatin1(lang);
            QTest::newRow(qPrintable(l + QStringLiteral(" version")))
                << l << QStringList{QStringLiteral("--tpu"), QStringLiteral("v5p")} << 1LL;
            QTest::newRow(qPrintable(l + QStringLiteral(" mode")))
                << l << QStringList{QStringLiteral("--mode"), QStringLiteral("autopilot")} << 1LL;
            QTest::newRow(qPrintable(l + QStringLiteral(" topology")))
                << l << QStringList{QStringLiteral("--topology"), QStringLiteral("8x8")} << 1LL;
            QTest::newRow(qPrintable(l + QStringLiteral(" version and topology")))
                << l
                << QStringList{QStringLiteral("--tpu"), QStringLiteral("v5p"),
                               QStringLiteral("--topology"), QStringLiteral("2x2x2")}
                << 2LL;
            QTest::newRow(qPrintable(l + QStringLiteral(" a name only")))
                << l << QStringList{QStringLiteral("--namespace"), QStringLiteral("ns2")} << 1LL;
        }
    }
    void cliEditResolvesEachStepOnceAndChecksOnce()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, flags);
        QFETCH(long long, resolves);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.tpuplan"));
        QVERIFY(PlanFile::save(test::standardPlan(), file).isEmpty());
        QCOMPARE(i18n::setLanguage(language), language);
        const auto english = qScopeGuard([] { i18n::setLanguage(QStringLiteral("en")); });
        QString outText, errText;
        QTextStream out(&outText), err(&errText);
        const Counts b = now();
        const int rc = cli::run(QStringList{QStringLiteral("edit"), file} + flags, out, err);
        const Counts a = now();
        QVERIFY2(rc == 0 || rc == 1, qPrintable(errText));
        QCOMPARE(a.checks - b.checks, 1LL);
        QCOMPARE(a.resolves - b.resolves, resolves);
    }

    // A finding keeps its template and arguments: made while the interface is in Italian and
    // shown in English, or the other way round, it reads as the one made in that language; every
    // template of the findings of a spread of plans has its Italian translation.
    void findingsAreIndependentOfTheLanguageTheyWereMadeIn()
    {
        const auto english = qScopeGuard([] { i18n::setLanguage(QStringLiteral("en")); });
        std::vector<Plan> plans;
        Plan p = test::standardPlan();
        plans.push_back(p);
        p.topology = test::shape("3x5");
        p.clusterName = QStringLiteral("Bad Name");
        p.workload.command = {QStringLiteral("a\nb")};
        plans.push_back(p);
        p = test::standardPlan();
        p.mode = catalog::Mode::Autopilot;
        p.imageType = QStringLiteral("UBUNTU_CONTAINERD");
        p.threadsPerCore = 1;
        p.extraDisk.enabled = true;
        p.extraDisk.type = QStringLiteral("pd-nonsense");
        p.autoscaling.enabled = true;
        p.clusterVersion.clear();
        plans.push_back(p);
        p = test::standardPlan();
        p.tpuVersion = QStringLiteral("v5p");
        p.machineType = QStringLiteral("ct5p-hightpu-4t");
        p.topology = test::shape("4x4x12");
        p.zone = QStringLiteral("europe-west4-a");
        p.slices = 2;
        p.consumption = Consumption::Reservation;
        p.fallback = {Consumption::Spot, Consumption::OnDemand};
        p.autoscaling.enabled = true;
        p.autoscaling.minNodes = 3;
        p.clusterVersion = QStringLiteral("1.28");
        plans.push_back(p);
        p = test::standardPlan();
        p.zone = QStringLiteral("us-east1-d");
        p.releaseChannel = QStringLiteral("fast");
        p.clusterVersion.clear();
        plans.push_back(p);
        p.tpuVersion = QStringLiteral("tpu7x");
        p.machineType = QStringLiteral("tpu7x-standard-4t");
        p.topology = test::shape("2x2x1");
        plans.push_back(p);

        // Calendar mode (rules_calendar.cpp), with a duration that needs a plural, a start in the
        // past, the wrong consumption and a zone the pages disagree on.
        p = test::standardPlan();
        p.zone = QStringLiteral("us-east5-a");
        p.calendar.enabled = true;
        p.calendar.start = QDateTime::fromString("2020-01-01T00:00:00Z", Qt::ISODate);
        p.calendar.days = 120;
        plans.push_back(p);
        p.consumption = Consumption::Reservation;
        p.reservation.name = QStringLiteral("cal");
        p.calendar.days = 0;
        p.calendar.start = {};
        p.calendar.workloadType = QStringLiteral("serving");
        p.clusterVersion = QStringLiteral("1.28.1-gke.1000");
        plans.push_back(p);

        QSet<QString> templates;
        int texts = 0, calendarTexts = 0;
        for (const Plan &plan : plans) {
            i18n::setLanguage(QStringLiteral("it"));
            const auto madeInItalian = checkPlan(*cat, plan);
            i18n::setLanguage(QStringLiteral("en"));
            const auto madeInEnglish = checkPlan(*cat, plan);
            QCOMPARE(madeInItalian.size(), madeInEnglish.size());
            for (const QString &lang : {QStringLiteral("it"), QStringLiteral("en")}) {
                i18n::setLanguage(lang);
                for (size_t i = 0; i < madeInEnglish.size(); ++i) {
                    QCOMPARE(madeInItalian[i].message.toString(),
                             madeInEnglish[i].message.toString());
                    QCOMPARE(madeInItalian[i].explanation.toString(),
                             madeInEnglish[i].explanation.toString());
                    ++texts;
                }
            }
            for (const Finding &f : madeInEnglish) {
                for (const QString &t : f.message.templates() + f.explanation.templates())
                    templates.insert(t);
                calendarTexts += f.id.startsWith(QLatin1String("calendar."));
            }
        }
        QVERIFY2(texts > 60, qPrintable(QString::number(texts)));
        QVERIFY2(calendarTexts >= 6, qPrintable(QString::number(calendarTexts)));
        QVERIFY2(templates.size() > 40, qPrintable(QString::number(templates.size())));
        i18n::setLanguage(QStringLiteral("it"));
        for (const QString &t : templates) {
            const QByteArray context = t.section(QChar(4), 0, 0).toUtf8(),
                             source = t.section(QChar(4), 1).toUtf8();
            const QString translated =
                QCoreApplication::translate(context.constData(), source.constData());
            // A template whose context the code misspells has no translation: it shows English.
            QVERIFY2(translated != QString::fromUtf8(source) ||
                         QString::fromUtf8(source).trimmed().size() <= 2,
                     qPrintable(QStringLiteral("no Italian for %1").arg(t)));
        }
    }

    // JSON keeps the English message and explanation, and gives the message's arguments.
    void findingsJsonKeepsEnglishAndGivesTheArguments()
    {
        Plan p = test::standardPlan();
        p.zone = QStringLiteral("us-east5-a");
        p.tpuVersion = QStringLiteral("tpu7x");
        p.machineType = QStringLiteral("tpu7x-standard-4t");
        p.topology = test::shape("2x2x1");
        i18n::setLanguage(QStringLiteral("it"));
        const auto english = qScopeGuard([] { i18n::setLanguage(QStringLiteral("en")); });
        const auto findings = checkPlan(*cat, p);
        QJsonArray json;
        {
            const i18n::EnglishScope inEnglish;
            json = findingsToJson(findings);
        }
        bool found = false;
        for (const auto &v : json) {
            const QJsonObject o = v.toObject();
            if (o.value(QStringLiteral("id")).toString() != QLatin1String("zone.not-offered"))
                continue;
            found = true;
            QCOMPARE(o.value(QStringLiteral("message")).toString(),
                     QStringLiteral("Zone us-east5-a does not offer tpu7x."));
            QCOMPARE(o.value(QStringLiteral("args")).toArray(),
                     (QJsonArray{QStringLiteral("us-east5-a"), QStringLiteral("tpu7x")}));
        }
        QVERIFY(found);
    }

    // The Alternatives tab starts from the snapshot: the plan itself is not resolved, checked or
    // summarized again; each alternative is resolved and checked once.
    void alternativesTakeTheSnapshot()
    {
        const SnapshotPtr s = makeSnapshot(*cat, test::standardPlan());
        const Counts b = now();
        const Alternatives alts = findAlternatives(*s, {});
        const Counts a = now();
        QVERIFY(!alts.rows.empty());
        QCOMPARE(a.checks - b.checks, (long long)alts.rows.size());
        QCOMPARE(a.resolves - b.resolves, (long long)alts.rows.size());
        // The same rows as from the plan.
        const Alternatives fromPlan = findAlternatives(*cat, test::standardPlan(), {});
        QCOMPARE(fromPlan.rows.size(), alts.rows.size());
        for (size_t i = 0; i < alts.rows.size(); ++i)
            QVERIFY(fromPlan.rows[i].applied == alts.rows[i].applied);
    }

    // Issue 20, 4: the first screen shows nothing about steps the user has not reached.
    void nothingIsShownBeforeTheUserDidAnything()
    {
        document::PlanDocument d(cat);
        QVERIFY(!d.findings().empty());     // the model knows the plan is incomplete...
        QVERIFY(d.shownFindings().empty()); // ...but nothing is chosen yet, so nothing is said
        d.edit(Step::Mode, [](Plan &p) { p.clusterName = QStringLiteral("c1"); });
        for (const Finding &f : d.shownFindings())
            QCOMPARE(stepOfField(f.field), Step::Mode);
    }

    void theSnapshotSeenBeforeAnEditSurvivesIt()
    {
        document::PlanDocument d(cat);
        d.reset(test::standardPlan(), QString());
        const SnapshotPtr held = d.snapshotPtr();
        d.edit(Step::Topology, [](Plan &p) { p.topology = test::shape("8x8"); });
        QCOMPARE(held->plan.topology.toString(), QStringLiteral("4x4")); // immutable
        QCOMPARE(d.snapshot().plan.topology.toString(), QStringLiteral("8x8"));
    }
};

QTEST_GUILESS_MAIN(TestSnapshot)
#include "tst_snapshot.moc"
