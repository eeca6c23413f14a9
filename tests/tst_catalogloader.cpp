// Strict loading: one test per kind of broken catalog. Each names the file, the JSON path and
// the rule broken.
#include "testsupport.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <sys/stat.h>

using namespace tpu::catalog;

namespace {

// Sets (or, with an undefined value, removes) the value at `path` ("topologies", "3", "chips").
QJsonValue setAt(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    const QString key = path.takeFirst();
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const int i = key.toInt();
        if (path.isEmpty())
            a[i] = value;
        else
            a[i] = setAt(a.at(i), path, value);
        return a;
    }
    QJsonObject o = node.toObject();
    if (path.isEmpty()) {
        if (value.isUndefined())
            o.remove(key);
        else
            o.insert(key, value);
    } else {
        o.insert(key, setAt(o.value(key), path, value));
    }
    return o;
}

QJsonObject builtin()
{
    return QJsonDocument::fromJson(tpu::test::builtinCatalogBytes()).object();
}

int indexOf(const char *array, const std::function<bool(const QJsonObject &)> &pred)
{
    const QJsonArray a = builtin().value(QLatin1String(array)).toArray();
    for (int i = 0; i < a.size(); ++i)
        if (pred(a.at(i).toObject()))
            return i;
    qFatal("no matching row in %s", array);
}

CatalogLoadResult loadMutated(const QString &path, const QJsonValue &value)
{
    const QJsonValue root = setAt(builtin(), path.split(QLatin1Char('/')), value);
    return CatalogLoader::loadBytes(QJsonDocument(root.toObject()).toJson(),
                                    QStringLiteral("broken.json"));
}

} // namespace

class TestCatalogLoader : public QObject
{
    Q_OBJECT

    void expectError(const CatalogLoadResult &r, const QString &path, const QString &ruleFragment)
    {
        QVERIFY2(!r.ok(), "a broken catalog was accepted");
        QCOMPARE(r.path, path);
        QVERIFY2(r.rule.contains(ruleFragment), qPrintable(r.rule));
        QVERIFY(r.errorMessage().startsWith(QStringLiteral("broken.json: at ") + path));
    }

    int multiRow() const
    {
        return indexOf("topologies", [](const QJsonObject &o) {
            return o.value("topology").toString() == QLatin1String("4x4") &&
                   o.value("machineType").toString() == QLatin1String("ct6e-standard-4t") &&
                   o.value("mode").toString() == QLatin1String("standard");
        });
    }

private slots:
    void builtinLoads()
    {
        const auto r = CatalogLoader::loadFile(CatalogLoader::builtinPath());
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QCOMPARE(r.catalog->origin, CatalogLoader::builtinPath());
        QVERIFY(!r.catalog->catalogVersion.isEmpty());
    }

    void badJson()
    {
        const auto r = CatalogLoader::loadBytes("{\n  \"catalogFormat\": 1,\n  oops\n}",
                                                QStringLiteral("broken.json"));
        QVERIFY(!r.ok());
        QVERIFY2(r.rule.contains(QStringLiteral("line 3")), qPrintable(r.rule));
    }

    void notAnObject()
    {
        const auto r = CatalogLoader::loadBytes("[1, 2]", QStringLiteral("broken.json"));
        QVERIFY(!r.ok());
        QVERIFY(r.rule.contains(QStringLiteral("object")));
    }

    void missingFile()
    {
        const auto r = CatalogLoader::loadFile(QStringLiteral("/nonexistent/catalog.json"));
        QVERIFY(!r.ok());
        QVERIFY(r.errorMessage().contains(QStringLiteral("/nonexistent/catalog.json")));
    }

    void unsupportedFormat()
    {
        expectError(loadMutated("catalogFormat", 2), "$.catalogFormat", "not supported");
    }
    void unknownTopLevelKey() { expectError(loadMutated("extra", true), "$.extra", "unknown key"); }
    void missingKey()
    {
        expectError(loadMutated("zones", QJsonValue(QJsonValue::Undefined)), "$.zones",
                    "required key");
    }

    void unknownRowKey()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/chipz").arg(i), 16),
                    QStringLiteral("$.topologies[%1].chipz").arg(i), "unknown key");
    }

    void wrongType()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/chips").arg(i), "16"),
                    QStringLiteral("$.topologies[%1].chips").arg(i), "whole number");
    }

    int specRow(const char *version) const
    {
        return indexOf("specs", [version](const QJsonObject &o) {
            return o.value("version").toString() == QLatin1String(version);
        });
    }

    void specFiguresOfTheSizing()
    {
        const auto r = CatalogLoader::loadFile(CatalogLoader::builtinPath());
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        const auto *v5e = r.catalog->spec(QStringLiteral("v5e"));
        QVERIFY(v5e);
        QCOMPARE(v5e->hbmUnit, QStringLiteral("GB")); // Google's page says GB, not GiB
        QCOMPARE(*v5e->hbmBytes(), 16e9);
        QCOMPARE(*v5e->int8Tops, 393.0);
        QCOMPARE(*v5e->iciPorts, 4);
        const auto *tpu7x = r.catalog->spec(QStringLiteral("tpu7x"));
        QCOMPARE(*tpu7x->hbmBytes(), 192.0 * 1024 * 1024 * 1024);
        QVERIFY(!tpu7x->int8Tops); // Google gives fp8 only
        QVERIFY(tpu7x->prov.isUncertain(QStringLiteral("int8Tops")));
        // The conflicts between Google and the book are shown, Google's figure is used.
        const auto *v5p = r.catalog->spec(QStringLiteral("v5p"));
        QCOMPARE(*v5p->hbmBandwidthGBps, 2765.0);
        QVERIFY(v5p->prov.uncertain.value(QStringLiteral("hbmBandwidthGBps"))
                    .startsWith(QStringLiteral("Conflict:")));
    }

    void specWithoutSizingFiguresStillLoads()
    {
        const int i = specRow("v5e");
        for (const char *key :
             {"int8Tops", "fp8Tflops", "iciPorts", "iciLinkGBps", "dcnGbps", "hbmUnit"}) {
            QJsonObject row = builtin().value("specs").toArray().at(i).toObject();
            row.remove(QLatin1String(key));
            QJsonObject unc = row.value("uncertain").toObject();
            unc.remove(QLatin1String(key));
            row.insert("uncertain", unc);
            const auto r = loadMutated(QStringLiteral("specs/%1").arg(i), row);
            QVERIFY2(r.ok(), qPrintable(key + (": " + r.errorMessage())));
        }
    }

    void specHbmUnitIsGbOrGib()
    {
        const int i = specRow("v5e");
        expectError(loadMutated(QStringLiteral("specs/%1/hbmUnit").arg(i), "TB"),
                    QStringLiteral("$.specs[%1].hbmUnit").arg(i), "\"GB\" or \"GiB\"");
    }

    void specFigureMustBePositive()
    {
        const int i = specRow("v6e");
        expectError(loadMutated(QStringLiteral("specs/%1/int8Tops").arg(i), 0),
                    QStringLiteral("$.specs[%1].int8Tops").arg(i), "more than 0");
    }

    void specLinksCannotCarryMoreThanTheChip()
    {
        const int i = specRow("v6e"); // 800 GB/s over 4 ports: at most 100 GB/s a link one way
        expectError(loadMutated(QStringLiteral("specs/%1/iciLinkGBps").arg(i), 101),
                    QStringLiteral("$.specs[%1].iciLinkGBps").arg(i), "more than the chip");
        QVERIFY(loadMutated(QStringLiteral("specs/%1/iciLinkGBps").arg(i), 100).ok());
    }

    void chipsNotProduct()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/chips").arg(i), 15),
                    QStringLiteral("$.topologies[%1].chips").arg(i), "product of the dimensions");
    }

    void vmsWrong()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/vms").arg(i), 2),
                    QStringLiteral("$.topologies[%1].vms").arg(i), "chips / chipsPerVm");
    }

    void multiHostWrong()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/multiHost").arg(i), false),
                    QStringLiteral("$.topologies[%1].multiHost").arg(i), "must be true");
    }

    void unknownMachineType()
    {
        const int i = multiRow();
        expectError(
            loadMutated(QStringLiteral("topologies/%1/machineType").arg(i), "ct9-imaginary-4t"),
            QStringLiteral("$.topologies[%1].machineType").arg(i), "not defined");
    }

    void wrongDimensions()
    {
        const int i = multiRow();
        QJsonValue root =
            setAt(builtin(), QStringLiteral("topologies/%1/topology").arg(i).split('/'), "2x2x4");
        const auto r = CatalogLoader::loadBytes(QJsonDocument(root.toObject()).toJson(),
                                                QStringLiteral("broken.json"));
        expectError(r, QStringLiteral("$.topologies[%1].topology").arg(i), "dimensions");
    }

    void badTopologyString()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/topology").arg(i), "4 by 4"),
                    QStringLiteral("$.topologies[%1].topology").arg(i), "not a topology");
    }

    void unknownSource()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/sources").arg(i), QJsonArray{"NOPE"}),
                    QStringLiteral("$.topologies[%1].sources[0]").arg(i), "not defined");
    }

    // The window opens sources in the system browser: only https addresses, and the error names
    // the source (issue 25: a file:// source showed a key file inside the window).
    void sourceUrlMustBeHttps_data()
    {
        QTest::addColumn<QString>("url");
        QTest::newRow("local file") << QStringLiteral("file:///home/me/key.json");
        QTest::newRow("plain http") << QStringLiteral("http://cloud.google.com/tpu");
        QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)");
        QTest::newRow("data") << QStringLiteral("data:text/html,<h1>x</h1>");
        QTest::newRow("relative") << QStringLiteral("key.json");
        QTest::newRow("no host") << QStringLiteral("https:///etc/passwd");
    }
    void sourceUrlMustBeHttps()
    {
        QFETCH(QString, url);
        expectError(loadMutated(QStringLiteral("sources/S1/url"), url),
                    QStringLiteral("$.sources.S1.url"),
                    QStringLiteral("source \"S1\" must be an https:// address"));
    }

    // A huge name is echoed in part: the message stays short and says how long the name was.
    void hugeNamesAreEchoedInPart()
    {
        // It starts with %2: data, not a place for the length (issue 35, F13).
        const QString huge = QStringLiteral("%2") + QString(999998, QLatin1Char('x'));
        const auto r =
            loadMutated(QStringLiteral("topologies/%1/sources").arg(multiRow()), QJsonArray{huge});
        QVERIFY(!r.ok());
        QVERIFY2(r.errorMessage().size() < 400, qPrintable(r.errorMessage().left(400)));
        QVERIFY2(r.errorMessage().contains(QStringLiteral("%2xxx")) &&
                     r.errorMessage().contains(QStringLiteral("(1000000 characters)")),
                 qPrintable(r.errorMessage()));
        const auto key = loadMutated(huge, 1); // an unknown top-level key of a million characters
        QVERIFY(!key.ok());
        QVERIFY2(key.errorMessage().size() < 400, qPrintable(key.errorMessage().left(400)));
    }

    // Anything but a regular file is refused at once, saying what it is.
    void specialFilesAreRefusedAtOnce()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("catalog.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer t;
        t.start();
        auto r = CatalogLoader::loadFile(fifo);
        QVERIFY(!r.ok());
        QVERIFY2(
            r.errorMessage().contains(QStringLiteral("is a FIFO (named pipe), not a catalog file")),
            qPrintable(r.errorMessage()));
        QVERIFY(t.elapsed() < 2000);
        r = CatalogLoader::loadFile(QStringLiteral("/dev/null"));
        QVERIFY2(r.errorMessage().contains(QStringLiteral("is a character device")),
                 qPrintable(r.errorMessage()));
        r = CatalogLoader::loadFile(dir.path());
        QVERIFY2(r.errorMessage().contains(QStringLiteral("is a folder")),
                 qPrintable(r.errorMessage()));
    }

    void emptySources()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/sources").arg(i), QJsonArray{}),
                    QStringLiteral("$.topologies[%1].sources").arg(i), "must not be empty");
    }

    void uncertainNamesUnknownField()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/uncertain").arg(i),
                                QJsonObject{{"colour", "?"}}),
                    QStringLiteral("$.topologies[%1].uncertain.colour").arg(i), "not a field");
    }

    void duplicateMachineType()
    {
        const int i = indexOf("machineTypes", [](const QJsonObject &o) {
            return o.value("name").toString() == QLatin1String("ct6e-standard-4t");
        });
        // The second of two rows with one name is the duplicate.
        expectError(loadMutated(QStringLiteral("machineTypes/%1/name").arg(i), "ct6e-standard-1t"),
                    QStringLiteral("$.machineTypes[%1].name").arg(i), "duplicate");
    }

    void chipsPerVmDiffersFromMachineType()
    {
        const int i = multiRow();
        expectError(loadMutated(QStringLiteral("topologies/%1/chipsPerVm").arg(i), 8),
                    QStringLiteral("$.topologies[%1].chipsPerVm").arg(i), "differs");
    }

    void badGkeVersion()
    {
        const int i = indexOf("accelerators", [](const QJsonObject &o) {
            return o.value("label").toString() == QLatin1String("tpu-v6e-slice");
        });
        expectError(
            loadMutated(QStringLiteral("accelerators/%1/minGke/standard").arg(i), "1.31-latest"),
            QStringLiteral("$.accelerators[%1].minGke.standard").arg(i), "not a GKE version");
    }

    void missingRuleLimitation()
    {
        const int i = indexOf("limitations", [](const QJsonObject &o) {
            return o.value("id").toString() == QLatin1String("max-pods-per-vm");
        });
        expectError(loadMutated(QStringLiteral("limitations/%1/id").arg(i), "max-pods"),
                    "$.limitations", "max-pods-per-vm");
    }

    void wrongLimitationType()
    {
        const int i = indexOf("limitations", [](const QJsonObject &o) {
            return o.value("id").toString() == QLatin1String("max-pods-per-vm");
        });
        expectError(loadMutated(QStringLiteral("limitations/%1/value").arg(i), "many"),
                    QStringLiteral("$.limitations[%1].value").arg(i), "whole number");
    }

    // calendar-mode-chips (issue 40): counts are ascending whole numbers of a known version,
    // from a known source; the built-in copy gives v5e serving 1, 4 or 8 on both pages.
    void calendarChipCounts()
    {
        const auto cat = tpu::test::builtinCatalog();
        QCOMPARE(int(cat->limits.calendarChips.size()), 2);
        for (const auto &listing : cat->limits.calendarChips)
            QCOMPARE(listing.chips.value("v5e").value("serving"), (QList<int>{1, 4, 8}));
        const int i = indexOf("limitations", [](const QJsonObject &o) {
            return o.value("id").toString() == QLatin1String("calendar-mode-chips");
        });
        const QString where = QStringLiteral("$.limitations[%1].value").arg(i);
        const QString at = QStringLiteral("limitations/%1/value/0/").arg(i);
        expectError(loadMutated(at + "chips/v6e/any/1", 0), where, "[counts]");
        expectError(loadMutated(at + "chips/v6e/any/1", 1), where, "[counts]"); // not ascending
        expectError(loadMutated(at + "chips/v6e/any/1", 2.5), where, "[counts]");
        expectError(loadMutated(at + "chips/v6e/weekly", QJsonArray{1}), where, "[counts]");
        expectError(loadMutated(at + "chips/v9", QJsonObject{{"any", QJsonArray{1}}}), where,
                    "not a TPU version");
        expectError(loadMutated(at + "source", "CAL99"), where, "not a source");
    }

    // --catalog wins over the user data folder, which wins over the built-in copy.
    void preferenceOrder()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QJsonObject o = builtin();
        o.insert(QStringLiteral("catalogVersion"), QStringLiteral("9999.1-test"));
        const QString file = dir.filePath(QStringLiteral("mine.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
        f.close();
        const auto r = CatalogLoader::loadPreferred(file);
        QVERIFY(r.ok());
        QCOMPARE(r.catalog->catalogVersion, QStringLiteral("9999.1-test"));
        QCOMPARE(r.catalog->origin, file);
        QVERIFY(!QFile::exists(CatalogLoader::userDataPath()));
        QCOMPARE(CatalogLoader::loadPreferred().catalog->origin, CatalogLoader::builtinPath());
    }
};

QTEST_GUILESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
