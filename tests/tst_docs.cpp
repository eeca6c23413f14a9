// The developer documentation against the code it describes: DEVELOPERS.md's "Layers and rooms"
// table against the CMake targets' target_link_libraries, every project #include against that
// table (path-qualified, never against the arrows), and docs/rules.md against the rule ids
// lib/model emits. A room, link or rule added without its line in the documentation fails here.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

QString readSource(const QString &relative)
{
    QFile f(QStringLiteral(TPU_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QString sorted(const QSet<QString> &set)
{
    QStringList l(set.cbegin(), set.cend());
    l.sort();
    return l.join(", ");
}

// One row of DEVELOPERS.md's table: room (folder), its CMake target, what it may include.
struct Room
{
    QString folder, target;
    QStringList mayInclude;
};

// The "Layers and rooms" section's table, in order; empty when the section is missing.
std::vector<Room> roomsTable(const QString &developers)
{
    std::vector<Room> rooms;
    const int start = developers.indexOf(QLatin1String("\n## Layers and rooms"));
    if (start < 0)
        return rooms;
    const int end = developers.indexOf(QLatin1String("\n## "), start + 1);
    const QString section = developers.mid(start, end < 0 ? -1 : end - start);
    static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
    for (const QString &line : section.split('\n')) {
        if (!line.startsWith(QLatin1String("| `")))
            continue;
        const QStringList cells = line.split('|');
        if (cells.size() < 6)
            continue;
        Room r;
        r.folder = code.match(cells[1]).captured(1);
        r.target = code.match(cells[2]).captured(1);
        for (const QString &item : cells[4].split(',')) {
            const QString t = item.trimmed();
            if (!t.isEmpty())
                r.mayInclude << t;
        }
        rooms.push_back(r);
    }
    return rooms;
}

// CMake text without comments.
QString withoutComments(const QString &cmake)
{
    static const QRegularExpression comment(QStringLiteral("#[^\n]*"));
    return QString(cmake).remove(comment);
}

struct CMakeTargets
{
    QMap<QString, QString> definedIn; // target -> CMakeLists.txt that defines it
    QSet<QString> interfaceLibraries; // add_library(NAME INTERFACE)
    QMap<QString, QStringList> links; // target -> what target_link_libraries names
};

// The targets of the project's own code (lib/, ui/, app/) and what each links.
CMakeTargets cmakeTargets()
{
    CMakeTargets t;
    QStringList files = {QStringLiteral("ui/CMakeLists.txt"), QStringLiteral("app/CMakeLists.txt")};
    for (const QString &dir :
         QDir(QStringLiteral(TPU_SOURCE_DIR "/lib")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        if (QFile::exists(QStringLiteral(TPU_SOURCE_DIR "/lib/%1/CMakeLists.txt").arg(dir)))
            files << QStringLiteral("lib/%1/CMakeLists.txt").arg(dir);
    static const QRegularExpression define(QStringLiteral(
        "\\b(?:qt_)?add_(?:library|executable)\\s*\\(\\s*([A-Za-z0-9_.-]+)([^)]*)\\)"));
    static const QRegularExpression link(
        QStringLiteral("\\btarget_link_libraries\\s*\\(\\s*([A-Za-z0-9_.-]+)([^)]*)\\)"));
    for (const QString &file : files) {
        const QString text = withoutComments(readSource(file));
        for (auto it = define.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            t.definedIn.insert(m.captured(1), file);
            if (m.captured(2)
                    .split(QRegularExpression("\\s+"), Qt::SkipEmptyParts)
                    .contains(QLatin1String("INTERFACE")))
                t.interfaceLibraries.insert(m.captured(1));
        }
        for (auto it = link.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            for (const QString &word :
                 m.captured(2).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts))
                if (word != QLatin1String("PUBLIC") && word != QLatin1String("PRIVATE") &&
                    word != QLatin1String("INTERFACE"))
                    t.links[m.captured(1)] << word;
        }
    }
    return t;
}

} // namespace

class TestDocs : public QObject
{
    Q_OBJECT

private slots:
    // Every room of the table is a target defined in its folder, every library target of lib/,
    // ui/ and app/ is a room, and each room's "may include" names exactly the rooms and Qt
    // modules its target_link_libraries names (Qt Core, which every room has, may be left out;
    // an INTERFACE library counts as what it links).
    void roomsTableMatchesCMake()
    {
        const auto rooms = roomsTable(readSource(QStringLiteral("DEVELOPERS.md")));
        QVERIFY2(rooms.size() >= 15, "DEVELOPERS.md has no \"Layers and rooms\" table");
        const CMakeTargets cmake = cmakeTargets();
        QVERIFY2(cmake.links.size() >= 15, "no target_link_libraries found in lib/, ui/, app/");

        QMap<QString, QString> targetOfFolder;
        QSet<QString> tabled;
        for (const Room &r : rooms) {
            targetOfFolder.insert(r.folder, r.target);
            tabled.insert(r.target);
        }
        QStringList problems;
        // The table's targets exist where it says.
        for (const Room &r : rooms) {
            const QString file = cmake.definedIn.value(r.target);
            const QString expected = r.folder.startsWith(QLatin1String("ui/"))
                                         ? QStringLiteral("ui/CMakeLists.txt")
                                         : r.folder + QStringLiteral("/CMakeLists.txt");
            if (file != expected)
                problems << QStringLiteral("room %1: target %2 is not defined in %3")
                                .arg(r.folder, r.target, expected);
        }
        // Every library and the application are in the table.
        for (auto it = cmake.definedIn.cbegin(); it != cmake.definedIn.cend(); ++it)
            if (it.key().startsWith(QLatin1String("tpu")) &&
                it.key() != QLatin1String("tpu_warnings") &&
                !cmake.interfaceLibraries.contains(it.key()) && !tabled.contains(it.key()))
                problems << QStringLiteral("target %1 (%2) has no row in the table")
                                .arg(it.key(), it.value());

        // A name in "may include": a room folder, or its last part when only one room has it
        // (a lib/ room can only mean lib/: libraries never reach into ui/).
        auto targetOfName = [&](const QString &name, const QString &from) -> QString {
            const QString bare = QString(name).remove('`');
            if (targetOfFolder.contains(bare))
                return targetOfFolder.value(bare);
            if (from.startsWith(QLatin1String("lib/")) &&
                targetOfFolder.contains(QStringLiteral("lib/") + bare))
                return targetOfFolder.value(QStringLiteral("lib/") + bare);
            if (targetOfFolder.contains(QStringLiteral("lib/") + bare) &&
                targetOfFolder.contains(QStringLiteral("ui/") + bare))
                return QStringLiteral("ambiguous");
            for (auto it = targetOfFolder.cbegin(); it != targetOfFolder.cend(); ++it)
                if (it.key().section('/', -1) == bare)
                    return it.value();
            return {};
        };
        for (const Room &r : rooms) {
            QSet<QString> documented, linked;
            for (const QString &name : r.mayInclude) {
                if (name.startsWith(QLatin1String("Qt "))) {
                    if (name != QLatin1String("Qt Core"))
                        documented.insert(name);
                    continue;
                }
                const QString target = targetOfName(name, r.folder);
                if (target.isEmpty() || target == QLatin1String("ambiguous"))
                    problems << QStringLiteral("room %1: \"%2\" in may include is %3")
                                    .arg(r.folder, name,
                                         target.isEmpty() ? QStringLiteral("no room")
                                                          : QStringLiteral("ambiguous (write "
                                                                           "lib/… or ui/…)"));
                else
                    documented.insert(target);
            }
            for (QString word : cmake.links.value(r.target)) {
                if (cmake.interfaceLibraries.contains(word) && cmake.links.value(word).size() == 1)
                    word = cmake.links.value(word).first();
                if (word.startsWith(QLatin1String("Qt6::"))) {
                    const QString module = word.mid(5);
                    if (module != QLatin1String("Core"))
                        linked.insert(QStringLiteral("Qt ") + module);
                } else if (tabled.contains(word)) {
                    linked.insert(word);
                }
            }
            if (documented != linked)
                problems << QStringLiteral("room %1 (%2): the table says it may include {%3}; "
                                           "target_link_libraries links {%4}")
                                .arg(r.folder, r.target, sorted(documented), sorted(linked));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // Every project #include in lib/, ui/ and app/ says where it comes from ("model/plan.h" for
    // lib/model, "ui/wizard/planwizard.h" for ui/wizard), names a header that exists there, and
    // reaches only its own room or a room its target links (directly or through what that links):
    // the include paths are the roots lib/ and the source folder, so the compiler alone would let
    // lib/catalog include "model/plan.h"; this test does not.
    void includesAreQualifiedAndFollowTheArrows()
    {
        const auto rooms = roomsTable(readSource(QStringLiteral("DEVELOPERS.md")));
        QVERIFY2(rooms.size() >= 15, "DEVELOPERS.md has no \"Layers and rooms\" table");
        const CMakeTargets cmake = cmakeTargets();
        QMap<QString, QString> targetOfFolder;
        for (const Room &r : rooms)
            targetOfFolder.insert(r.folder, r.target);
        // What each target reaches: itself and everything it links, transitively.
        auto reach = [&](const QString &target) {
            QSet<QString> seen{target};
            QStringList todo{target};
            while (!todo.isEmpty())
                for (const QString &next : cmake.links.value(todo.takeLast()))
                    if (!seen.contains(next)) {
                        seen.insert(next);
                        todo << next;
                    }
            return seen;
        };
        static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
                                                QRegularExpression::MultilineOption);
        QStringList problems;
        int checked = 0;
        for (const Room &r : rooms) {
            const QSet<QString> reached = reach(r.target);
            QDirIterator files(QStringLiteral(TPU_SOURCE_DIR "/") + r.folder,
                               {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next();
                const QString relative = path.mid(int(qstrlen(TPU_SOURCE_DIR)) + 1);
                const QString text = readSource(relative);
                for (auto it = include.globalMatch(text); it.hasNext();) {
                    const QString name = it.next().captured(1);
                    ++checked;
                    if (name.endsWith(QLatin1String(".moc")) ||
                        name.startsWith(QLatin1String("moc_")) ||
                        name.startsWith(QLatin1String("ui_")))
                        continue; // generated by Qt's tools into the build folder
                    const bool fromUi = name.startsWith(QLatin1String("ui/"));
                    const QString room = fromUi ? name.section('/', 0, 1)
                                                : QStringLiteral("lib/") + name.section('/', 0, 0);
                    const QString file = fromUi ? name : QStringLiteral("lib/") + name;
                    if (!name.contains('/') ||
                        !QFile::exists(QStringLiteral(TPU_SOURCE_DIR "/") + file)) {
                        problems << QStringLiteral("%1: #include \"%2\" does not name a header "
                                                   "by its room (\"model/plan.h\", "
                                                   "\"ui/wizard/planwizard.h\")")
                                        .arg(relative, name);
                        continue;
                    }
                    const QString target = targetOfFolder.value(room);
                    if (target.isEmpty() || !reached.contains(target))
                        problems << QStringLiteral("%1: #include \"%2\" reaches %3, which %4 does "
                                                   "not link (DEVELOPERS.md, Layers and rooms)")
                                        .arg(relative, name, room, r.target);
                }
            }
        }
        QVERIFY2(checked > 500, qPrintable(QString::number(checked)));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // The other direction: a room links only rooms it includes from. A link nothing includes
    // from ties the layers together for nothing (and rebuilds the room when that room changes).
    void everyLinkedRoomIsIncluded()
    {
        const auto rooms = roomsTable(readSource(QStringLiteral("DEVELOPERS.md")));
        QVERIFY2(rooms.size() >= 15, "DEVELOPERS.md has no \"Layers and rooms\" table");
        const CMakeTargets cmake = cmakeTargets();
        QMap<QString, QString> folderOfTarget;
        for (const Room &r : rooms)
            folderOfTarget.insert(r.target, r.folder);
        static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
                                                QRegularExpression::MultilineOption);
        QStringList problems;
        for (const Room &r : rooms) {
            QSet<QString> includedRooms;
            QDirIterator files(QStringLiteral(TPU_SOURCE_DIR "/") + r.folder,
                               {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next();
                const QString text = readSource(path.mid(int(qstrlen(TPU_SOURCE_DIR)) + 1));
                for (auto it = include.globalMatch(text); it.hasNext();) {
                    const QString name = it.next().captured(1);
                    includedRooms << (name.startsWith(QLatin1String("ui/"))
                                          ? name.section('/', 0, 1)
                                          : QStringLiteral("lib/") + name.section('/', 0, 0));
                }
            }
            for (const QString &linked : cmake.links.value(r.target)) {
                const QString folder = folderOfTarget.value(linked);
                if (!folder.isEmpty() && !includedRooms.contains(folder))
                    problems << QStringLiteral("%1 (%2) links %3 but includes nothing from %4")
                                    .arg(r.folder, r.target, linked, folder);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // A shape check over data is anchored whole: in a pattern "^…$", "$" also matches before a
    // final newline, so "ct6e\n" passed as an accelerator type and forged a line in the capacity
    // read (found by fuzz_aggregatereservation). Patterns over text of their own (a multi-line
    // option) may use "$".
    void shapesAreAnchoredWhole()
    {
        static const QRegularExpression loose(QStringLiteral(
            "QRegularExpression\\s+\\w+\\(\\s*QStringLiteral\\(\"\\^[^\"]*\\$\"\\)\\)"));
        QStringList problems;
        for (const QString &folder :
             {QStringLiteral("lib"), QStringLiteral("ui"), QStringLiteral("app")}) {
            QDirIterator files(QStringLiteral(TPU_SOURCE_DIR "/") + folder,
                               {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                               QDirIterator::Subdirectories);
            while (files.hasNext()) {
                const QString path = files.next().mid(int(qstrlen(TPU_SOURCE_DIR)) + 1);
                for (auto it = loose.globalMatch(readSource(path)); it.hasNext();)
                    problems << path + QStringLiteral(": ") + it.next().captured(0);
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("use QRegularExpression::anchoredPattern:\n") +
                            problems.join('\n')));
    }

    // Tests link only what they test (issue 39, 7): every library a test names in LIBS is one
    // it includes from (the helpers it includes count: wizarddriver.h is the window,
    // reviewsample.h the review), and the window tests, and only they, live in tests/gui.
    void everyTestLinksWhatItTests()
    {
        static const QRegularExpression test(
            QStringLiteral("\\btpu_add_test\\s*\\(\\s*([A-Za-z0-9_]+)([^)]*)\\)"));
        static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
                                                QRegularExpression::MultilineOption);
        const QMap<QString, QString> helperRoom = {{QStringLiteral("wizarddriver.h"), "ui"},
                                                   {QStringLiteral("reviewsample.h"), "review"}};
        QStringList problems;
        int tests = 0;
        for (const QString &folder : {QStringLiteral("tests"), QStringLiteral("tests/gui")}) {
            const QString cmake = withoutComments(readSource(folder + "/CMakeLists.txt"));
            for (auto it = test.globalMatch(cmake); it.hasNext();) {
                const auto m = it.next();
                const QString name = m.captured(1);
                const QStringList words =
                    m.captured(2).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
                const QStringList libs = words.mid(words.indexOf(QLatin1String("LIBS")) + 1);
                const QString source = readSource(folder + '/' + name + ".cpp");
                if (source.isEmpty()) {
                    problems << QStringLiteral("%1/%2.cpp is missing").arg(folder, name);
                    continue;
                }
                ++tests;
                QSet<QString> rooms;
                for (auto inc = include.globalMatch(source); inc.hasNext();) {
                    const QString file = inc.next().captured(1);
                    if (file.contains('/'))
                        rooms << file.section('/', 0, 0);
                    else if (helperRoom.contains(file))
                        rooms << helperRoom.value(file);
                }
                bool window = false;
                for (const QString &lib : libs) {
                    if (!lib.startsWith(QLatin1String("tpu_")) ||
                        lib == QLatin1String("tpu_testsupport") ||
                        lib == QLatin1String("tpu_fakegoogle"))
                        continue;
                    const QString room =
                        lib.startsWith(QLatin1String("tpu_ui")) ? QStringLiteral("ui") : lib.mid(4);
                    window = window || room == QLatin1String("ui");
                    if (!rooms.contains(room))
                        problems << QStringLiteral("%1 links %2 but includes nothing from it")
                                        .arg(name, lib);
                }
                if (window != (folder == QLatin1String("tests/gui")))
                    problems << QStringLiteral("%1 is in %2 but %3 the window")
                                    .arg(name, folder,
                                         window ? QStringLiteral("links")
                                                : QStringLiteral("does not link"));
            }
        }
        QVERIFY2(tests >= 50, qPrintable(QString::number(tests)));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join('\n')));
    }

    // Every rule id lib/model's rules emit (the first argument of each add(...) in rules*.cpp,
    // and the first field of the name rules' table) has a row in docs/rules.md.
    void everyRuleIdIsDocumented()
    {
        QSet<QString> emitted;
        static const QRegularExpression added(
            QStringLiteral("\\badd\\(\\s*\"([a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+)\""));
        static const QRegularExpression tabled(
            QStringLiteral("\\{\\s*\"([a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+)\",\\s*\""));
        const QDir model(QStringLiteral(TPU_SOURCE_DIR "/lib/model"));
        for (const QString &file : model.entryList({QStringLiteral("rules*.cpp")}, QDir::Files)) {
            const QString text = readSource(QStringLiteral("lib/model/") + file);
            for (const auto *re : {&added, &tabled})
                for (auto it = re->globalMatch(text); it.hasNext();)
                    emitted.insert(it.next().captured(1));
        }
        // The scan must see the rules: a change in how they are written must not empty it.
        QVERIFY2(emitted.size() >= 70, qPrintable(QString::number(emitted.size())));
        for (const char *known : {"zone.invalid", "name.cluster", "text.unsafe-characters",
                                  "gke.version-unset", "flex-start.queued"})
            QVERIFY2(emitted.contains(QLatin1String(known)), known);

        QSet<QString> documented;
        static const QRegularExpression code(QStringLiteral("`([^`]+)`"));
        for (const QString &line : readSource(QStringLiteral("docs/rules.md")).split('\n')) {
            if (!line.startsWith(QLatin1String("| `")))
                continue;
            for (auto it = code.globalMatch(line.section('|', 1, 1)); it.hasNext();)
                documented.insert(it.next().captured(1));
        }
        QSet<QString> missing = emitted - documented;
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("rule ids emitted by lib/model but not in "
                                           "docs/rules.md: ") +
                            sorted(missing)));
    }
};

QTEST_GUILESS_MAIN(TestDocs)
#include "tst_docs.moc"
