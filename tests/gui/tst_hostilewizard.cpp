// Hostile text typed or pasted into every line edit of the wizard: a value that cannot be exported
// as it stands gets an error finding on its field (so Next is blocked and the export needs
// --force), and whatever the plan holds, every exported YAML file still parses.
#include "export/exportbundle.h"
#include "wizarddriver.h"

#include <yaml-cpp/yaml.h>

using namespace tpu;
using namespace tpu::test;

namespace {
struct Field
{
    const char *lineEdit, *field;
    std::function<QString(const model::Plan &)> value;
};
bool unsafe(const QString &v)
{
    for (const QChar c : v)
        if (c.unicode() < 0x20 || (c.unicode() >= 0x7F && c.unicode() <= 0x9F) ||
            c.unicode() == 0x2028 || c.unicode() == 0x2029)
            return true;
    return !v.isEmpty() && (v.front().isSpace() || v.back().isSpace());
}
} // namespace

class TestHostileWizard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hostileTextIsFlaggedAndExportsStillParse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("trailing newline") << QStringLiteral("name\n");
        QTest::newRow("leading space") << QStringLiteral(" name");
        QTest::newRow("escape sequence") << QStringLiteral("a\x1b[31mred");
        QTest::newRow("DEL") << QStringLiteral("a\x7f"
                                               "b");
        QTest::newRow("NEL") << QStringLiteral("a\u0085b");
        QTest::newRow("line separator") << QStringLiteral("a\u2028b");
        QTest::newRow("command substitution") << QStringLiteral("$(touch /tmp/pwned)");
        QTest::newRow("backticks and quotes") << QStringLiteral("`id`'\"");
        QTest::newRow("yaml specials") << QStringLiteral("a: &anchor !!tag {x} # c");
        QTest::newRow("number") << QStringLiteral("123");
        QTest::newRow("boolean") << QStringLiteral("no");
        QTest::newRow("look-alike") << QStringLiteral("tpu\u2010cluster"); // U+2010 hyphen
    }
    void hostileTextIsFlaggedAndExportsStillParse()
    {
        QFETCH(QString, text);
        const Field fields[] = {
            {"clusterNameLineEdit", "clusterName",
             [](const model::Plan &p) { return p.clusterName; }},
            {"projectIdLineEdit", "projectId", [](const model::Plan &p) { return p.projectId; }},
            {"clusterVersionLineEdit", "clusterVersion",
             [](const model::Plan &p) { return p.clusterVersion; }},
            {"reservationNameLineEdit", "reservation.name",
             [](const model::Plan &p) { return p.reservation.name; }},
            {"reservationProjectLineEdit", "reservation.project",
             [](const model::Plan &p) { return p.reservation.project; }},
            {"priorityClassLineEdit", "priorityClass",
             [](const model::Plan &p) { return p.priorityClass; }},
            {"maintenanceNameLineEdit", "maintenance.name",
             [](const model::Plan &p) { return p.maintenance.name; }},
            {"workloadNameLineEdit", "workload.name",
             [](const model::Plan &p) { return p.workload.name; }},
            {"namespaceLineEdit", "workload.namespace",
             [](const model::Plan &p) { return p.workload.nameSpace; }},
            {"imageLineEdit", "workload.image",
             [](const model::Plan &p) { return p.workload.image; }},
        };
        WizardDriver d;
        model::Plan base = standardPlan();
        base.consumption = model::Consumption::Reservation;
        base.reservation.name = QStringLiteral("res");
        base.maintenance = {true, QStringLiteral("win"), QDateTime::currentDateTimeUtc(),
                            QDateTime::currentDateTimeUtc().addDays(1)};
        base.kueue = true;
        d.window->document()->reset(base, {});
        int reached = 0; // fields whose plan value took the text
        for (const Field &f : fields) {
            auto *edit = d.window->findChild<QLineEdit *>(QLatin1String(f.lineEdit));
            QVERIFY2(edit, f.lineEdit);
            edit->selectAll();
            edit->insert(text); // as a paste would
            const QString value = f.value(d.plan());
            if (value != text && !unsafe(value)) {
                qInfo("%s cleaned or refused the text", f.lineEdit);
                continue; // the field itself refused or cleaned the text
            }
            ++reached;
            const bool flagged =
                std::any_of(d.window->document()->findings().begin(),
                            d.window->document()->findings().end(), [&](const model::Finding &x) {
                                return x.severity == model::Severity::Error &&
                                       x.field == QLatin1String(f.field);
                            });
            const bool mustFlag = unsafe(value) || text.contains(QLatin1Char('$')) ||
                                  text.contains(QLatin1Char('`')) ||
                                  text.contains(QLatin1Char(':')) || text.contains(QChar(0x2010));
            if (mustFlag)
                QVERIFY2(flagged,
                         qPrintable(QStringLiteral("%1 = \"%2\" not flagged").arg(f.field, value)));
            for (const auto &file :
                 exporters::exportFiles(d.window->document()->catalog(), d.plan())) {
                if (!file.name.endsWith(QLatin1String(".yaml")))
                    continue;
                try {
                    YAML::LoadAll(file.bytes.toStdString());
                } catch (const YAML::Exception &e) {
                    QFAIL(qPrintable(
                        QStringLiteral("%1 does not parse with %2 = \"%3\": %4")
                            .arg(file.name, f.field, value, QString::fromStdString(e.what()))));
                }
            }
            d.window->document()->reset(base, {});
        }
        QVERIFY2(reached >= 8,
                 qPrintable(QStringLiteral("only %1 fields took the text").arg(reached)));
    }
};

QTEST_MAIN(TestHostileWizard)
#include "tst_hostilewizard.moc"
