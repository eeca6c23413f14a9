// The Italian translation is complete and current: lupdate, run on a copy of the .ts against
// today's sources, finds nothing unfinished, vanished or obsolete; every translation keeps its
// placeholders and mnemonic; no text a person reads is left outside tr(); and the compiled
// translation is what the application loads.
#include "catalog/catalogloader.h"
#include "catalog/catalogtext.h"
#include "i18n/language.h"
#include "model/trtext.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context, source, translation, type;
    bool numerus = false;
    QString translatorComment = QString(); // the translator's note to the next translator
};

QList<Message> readTs(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    QList<Message> messages;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message")) {
            m = Message{context, {}, {}, {}, false, {}};
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (xml.name() == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (xml.name() == QLatin1String("translatorcomment"))
            m.translatorComment = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                // <numerusform> children: join them, each must be filled.
                QStringList forms;
                while (xml.readNextStartElement())
                    forms << xml.readElementText();
                m.translation =
                    forms.contains(QString()) ? QString() : forms.join(QLatin1Char('|'));
            } else {
                m.translation = xml.readElementText();
            }
            messages << m;
        }
    }
    if (xml.hasError())
        qFatal("%s: %s", qPrintable(file), qPrintable(xml.errorString()));
    return messages;
}

QStringList placeholders(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%L?\\d+|%n"));
    QStringList found;
    for (auto it = re.globalMatch(s); it.hasNext();)
        found << it.next().captured().remove(QLatin1Char('L'));
    found.sort();
    found.removeDuplicates();
    return found;
}

// "&File" has a mnemonic; "&&" and HTML entities ("&nbsp;") do not.
bool hasMnemonic(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("(^|[^&])&(?!&|[a-z]+;|#)\\w"));
    return re.match(s).hasMatch();
}

struct GlossaryTerm
{
    QString english, italian;
    QStringList never; // other names that must not appear in any translation
};

// docs/glossary-it.md's table: | English | Italian | never ("a", "b") | note |
QList<GlossaryTerm> readGlossary()
{
    QFile f(QStringLiteral(TPU_SOURCE_DIR "/docs/glossary-it.md"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot read docs/glossary-it.md");
    static const QRegularExpression row(
        QStringLiteral("^\\| ([a-z -]+) \\| ([^|]+?) \\| ([^|]*?) \\|"),
        QRegularExpression::MultilineOption);
    static const QRegularExpression quoted(QStringLiteral("\"([^\"]+)\""));
    QList<GlossaryTerm> terms;
    const QString doc = QString::fromUtf8(f.readAll());
    for (auto it = row.globalMatch(doc); it.hasNext();) {
        const auto m = it.next();
        if (m.captured(1) == QLatin1String("English"))
            continue;
        GlossaryTerm t{m.captured(1), m.captured(2), {}};
        for (auto q = quoted.globalMatch(m.captured(3)); q.hasNext();)
            t.never << q.next().captured(1);
        terms << t;
    }
    return terms;
}

QString describe(const Message &m);

// Where `messages` break the glossary for `term`; *uses counts the messages whose English uses it.
QStringList glossaryProblems(const GlossaryTerm &term, const QList<Message> &messages, int *uses)
{
    // As a word: not in a flag (--reservation), a quoted value, a command or a longer word
    // (Multislice).
    const QString word = QRegularExpression::escape(term.english);
    const QRegularExpression used(QStringLiteral("(?<![-\"\\w])(?<!compute )") + word +
                                      QStringLiteral("s?(?![\"\\w-])"),
                                  QRegularExpression::CaseInsensitiveOption);
    QStringList problems;
    *uses = 0;
    for (const Message &m : messages) {
        const QString translation = QString(m.translation)
                                        .remove(QLatin1Char('&'))
                                        .replace(QChar(0x2019), QLatin1Char('\''));
        // Quoted values, code and flags ("single-host" in a message about the catalog's format)
        // are not names.
        static const QRegularExpression code(QStringLiteral("\"[^\"]*\"|`[^`]*`|--[\\w-]+"));
        const QString prose = QString(translation).remove(code);
        for (const QString &variant : term.never)
            if (prose.contains(variant, Qt::CaseInsensitive))
                problems << QStringLiteral("\"%1\" is a second name for \"%2\" in %3: \"%4\"")
                                .arg(variant, term.italian, describe(m), m.translation.left(100));
        if (!used.match(QString(m.source).remove(QLatin1Char('&'))).hasMatch())
            continue;
        ++*uses;
        if (!translation.contains(term.italian, Qt::CaseInsensitive))
            problems << QStringLiteral("\"%1\" is not \"%2\" in %3: \"%4\"")
                            .arg(term.english, term.italian, describe(m), m.translation.left(100));
    }
    return problems;
}

QString describe(const Message &m)
{
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source.left(80));
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    // The Italian translation, and English's plural forms (tpu-planner_en.ts holds only the
    // messages with %n: lupdate -pluralonly).
    void tsIsCompleteAndCurrent_data()
    {
        QTest::addColumn<QString>("ts");
        QTest::addColumn<QStringList>("options");
        QTest::newRow("it") << QStringLiteral(TPU_I18N_TS) << QStringList();
        QTest::newRow("en") << QStringLiteral(TPU_I18N_EN_TS)
                            << QStringList{QStringLiteral("-pluralonly")};
    }

    void tsIsCompleteAndCurrent()
    {
        QFETCH(QString, ts);
        QFETCH(QStringList, options);
        QTemporaryDir dir;
        const QString copy = dir.filePath(QStringLiteral("copy.ts"));
        QVERIFY(QFile::copy(ts, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(TPU_LUPDATE),
                      options +
                          QStringList{QStringLiteral("-locations"), QStringLiteral("none"),
                                      QStringLiteral("-no-ui-lines"),
                                      QStringLiteral("@") + QStringLiteral(TPU_I18N_SOURCES_LIST),
                                      QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        const QString log = QString::fromLocal8Bit(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
                 qPrintable(log));

        // A tr() lupdate cannot place (a free tr() function, a QWidget subclass without
        // Q_OBJECT) lands in a context the running program never asks: never translated.
        QVERIFY2(!log.contains(QLatin1String("lacks Q_OBJECT")), qPrintable(log));
        const auto messages = readTs(copy);
        QVERIFY2(messages.size() > (options.isEmpty() ? 100 : 20),
                 qPrintable(log)); // the sources were found
        QStringList problems;
        for (const Message &m : messages) {
            if (m.type == QLatin1String("unfinished") && m.translation.isEmpty())
                problems << QStringLiteral("not translated: ") + describe(m);
            else if (m.type == QLatin1String("unfinished"))
                problems << QStringLiteral("unfinished: ") + describe(m);
            else if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                problems << QStringLiteral("no longer in the sources (%1): ").arg(m.type) +
                                describe(m);
            else if (m.translation.isEmpty())
                problems << QStringLiteral("empty: ") + describe(m);
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problem(s) in %2; run `cmake "
                                           "--build --preset ci --target update_translations`, "
                                           "translate in Qt Linguist and mark finished:\n")
                                .arg(problems.size())
                                .arg(QFileInfo(ts).fileName()) +
                            problems.join(QLatin1Char('\n'))));
    }

    // Issue 38, point 13: English says "1 slice" and "2 slices", not "1 slices" or "1 slice(s)":
    // every message with %n has both forms, and they are what the program finds, in English,
    // under Italian where Italian has none, and in an EnglishScope (JSON) too.
    void englishHasItsPluralForms()
    {
        for (const Message &m : readTs(QStringLiteral(TPU_I18N_EN_TS))) {
            QVERIFY2(m.numerus, qPrintable(describe(m)));
            const QStringList forms = m.translation.split(QLatin1Char('|'));
            QVERIFY2(forms.size() == 2 && forms[0] != forms[1] && !m.translation.contains("(s)"),
                     qPrintable(describe(m)));
        }
        const auto slices = [](int n) {
            return QCoreApplication::translate("tpu::review::Counts", "%n slice(s)", nullptr, n);
        };
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(slices(1), QStringLiteral("1 slice"));
        QCOMPARE(slices(2), QStringLiteral("2 slices"));
        QCOMPARE(slices(0), QStringLiteral("0 slices"));
        QCOMPARE(QCoreApplication::translate(
                     "tpu::review::Fit", "%1; %n more slice(s) need %2: short by %3", nullptr, 1),
                 QStringLiteral("%1; 1 more slice needs %2: short by %3"));
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        QCOMPARE(slices(1), QStringLiteral("1 sezione TPU"));
        QCOMPARE(slices(3), QStringLiteral("3 sezioni TPU"));
        {
            const tpu::i18n::EnglishScope english;
            QCOMPARE(slices(1), QStringLiteral("1 slice"));
        }
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("en")), QStringLiteral("en"));
    }

    // Issue 39, 3: a finding's text with a plural (%n) is a TrText carrying its count, made once
    // and translated where it is shown: made in Italian, it reads in English after a switch, in
    // English's own forms ("1 day", "120 days"), and back in Italian's.
    void pluralTemplatesFollowTheLanguage()
    {
        const char *context = "tpu::model::CalendarRules";
        const char *source = "A calendar-mode reservation of %n day(s) is not possible.";
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        const tpu::model::TrText one(context, source, 1), many(context, source, 120);
        QCOMPARE(one.toString(),
                 QStringLiteral("Una prenotazione in modalità calendario di 1 giorno non è "
                                "possibile."));
        QCOMPARE(many.toString(),
                 QStringLiteral("Una prenotazione in modalità calendario di 120 giorni non è "
                                "possibile."));
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(one.toString(),
                 QStringLiteral("A calendar-mode reservation of 1 day is not possible."));
        QCOMPARE(many.toString(),
                 QStringLiteral("A calendar-mode reservation of 120 days is not possible."));
        // With arguments after the count, and nested in another text.
        const tpu::model::TrText nested = tpu::model::TrText(QStringLiteral("[")) + many +
                                          tpu::model::TrText(QStringLiteral("]"));
        QCOMPARE(nested.toString(),
                 QStringLiteral("[A calendar-mode reservation of 120 days is not possible.]"));
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        QVERIFY(nested.toString().contains(QStringLiteral("120 giorni")));
        {
            const tpu::i18n::EnglishScope english;
            QVERIFY(nested.toString().contains(QStringLiteral("120 days")));
        }
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("en")), QStringLiteral("en"));
    }

    // The program asks a translation by the context its tr() declares: a Q_OBJECT class's
    // qualified name, a Q_DECLARE_TR_FUNCTIONS(context) or translate()'s first argument. A context
    // in the .ts that no source declares (lupdate misread a function's scope and named the context
    // after a struct) is never asked, so its messages stay in English. (A message filed under
    // another context that does exist is not caught here.)
    void everyContextIsOneTheProgramAsks()
    {
        QFile list(QStringLiteral(TPU_I18N_SOURCES_LIST));
        QVERIFY(list.open(QIODevice::ReadOnly | QIODevice::Text));
        QSet<QString> declared{QStringLiteral("QObject")};
        QSet<QString> qobjectClasses;
        const QRegularExpression trFunctions(
            QStringLiteral("Q_DECLARE_TR_FUNCTIONS\\(\\s*([A-Za-z_:0-9]+)\\s*\\)"));
        const QRegularExpression explicitContext(QStringLiteral(
            "(?:\\w+::translate|qApp->translate|QT_TRANSLATE_N?_?NOOP3?)\\(\\s*\"([^\"]+)\""));
        // A class whose body opens with Q_OBJECT, and the namespace its file opens ("tpu::ui").
        const QRegularExpression qobjectHead(
            QStringLiteral("(?<!enum )\\bclass\\s+([A-Za-z_0-9]+)[^;{]*\\{\\s*Q_OBJECT\\b"));
        const QRegularExpression namespaceHead(
            QStringLiteral("^namespace\\s+([A-Za-z_0-9:]+)\\s*\\{"),
            QRegularExpression::MultilineOption);
        int files = 0;
        for (const QByteArray &line : list.readAll().split('\n')) {
            const QString path = QString::fromUtf8(line.trimmed());
            if (path.isEmpty() || path.startsWith(QLatin1Char('-'))) // -I include folders
                continue;
            QFile source(path);
            QVERIFY2(source.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(source.readAll());
            ++files;
            for (auto m = trFunctions.globalMatch(text); m.hasNext();)
                declared << m.next().captured(1);
            for (auto m = explicitContext.globalMatch(text); m.hasNext();)
                declared << m.next().captured(1);
            if (!text.contains(QLatin1String("Q_OBJECT")))
                continue;
            QStringList namespaces{QString()};
            for (auto m = namespaceHead.globalMatch(text); m.hasNext();)
                namespaces << m.next().captured(1);
            for (auto m = qobjectHead.globalMatch(text); m.hasNext();) {
                const QString name = m.next().captured(1);
                for (const QString &ns : std::as_const(namespaces))
                    qobjectClasses << (ns.isEmpty() ? name : ns + QLatin1String("::") + name);
            }
        }
        QVERIFY2(files > 100, qPrintable(list.fileName()));
        QSet<QString> contexts;
        for (const Message &m : readTs(QStringLiteral(TPU_I18N_TS)))
            contexts << m.context;
        QStringList unknown;
        for (const QString &c : std::as_const(contexts)) {
            if (!declared.contains(c) && !qobjectClasses.contains(c))
                unknown << c;
        }
        unknown.sort();
        QVERIFY2(unknown.isEmpty(),
                 qPrintable(QStringLiteral("contexts no tr() declares (their messages are never "
                                           "shown translated): ") +
                            unknown.join(QLatin1String(", "))));
    }

    void translationsKeepPlaceholdersAndMnemonics()
    {
        QStringList problems;
        for (const Message &m : readTs(QStringLiteral(TPU_I18N_TS))) {
            if (m.translation.isEmpty())
                continue; // reported by tsIsCompleteAndCurrent
            for (const QString &form : m.translation.split(QLatin1Char('|'))) {
                if (placeholders(form) != placeholders(m.source) && !m.numerus)
                    problems << QStringLiteral("placeholders differ: ") + describe(m);
                // A crowded step may leave a translation no free letter: the translator then says
                // so in the message (tst_accessibility checks that no two controls share one).
                const bool dropped = hasMnemonic(m.source) && !hasMnemonic(form) &&
                                     m.translatorComment.contains(QLatin1String("no mnemonic"));
                if (hasMnemonic(m.source) != hasMnemonic(form) && !dropped)
                    problems << QStringLiteral("mnemonic (&) lost or added: ") + describe(m);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Issue 24, 8: one Italian term per concept, as docs/glossary-it.md lists them: the term
    // wherever the English uses the concept, and none of its other names anywhere.
    void glossaryTermsAreUsedEverywhere()
    {
        const QList<GlossaryTerm> terms = readGlossary();
        QVERIFY2(terms.size() >= 10, "the glossary's table was not found");
        QStringList problems;
        const QList<Message> messages = readTs(QStringLiteral(TPU_I18N_TS));
        for (const GlossaryTerm &term : terms) {
            QVERIFY2(!term.never.isEmpty(), qPrintable(term.english)); // each row names variants
            int uses = 0;
            problems << glossaryProblems(term, messages, &uses);
            QVERIFY2(uses > 0, qPrintable(term.english)); // a term no message uses is a stale row
        }
        for (const QString &p : std::as_const(problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size())));
    }

    // The check itself: the issue's example, a second name for the torus links, is caught, and
    // so is a message that forgets the term.
    void glossaryCatchesASecondName()
    {
        const QList<GlossaryTerm> terms = readGlossary();
        const auto wrap = std::find_if(terms.begin(), terms.end(), [](const GlossaryTerm &t) {
            return t.english == QLatin1String("wraparound");
        });
        QVERIFY(wrap != terms.end());
        int uses = 0;
        const Message good{QStringLiteral("c"),
                           QStringLiteral("wraparound link"),
                           QStringLiteral("collegamento di ritorno (toro)"),
                           {}};
        QVERIFY(glossaryProblems(*wrap, {good}, &uses).isEmpty());
        QCOMPARE(uses, 1);
        const Message second{QStringLiteral("c"),
                             QStringLiteral("Chips and their links."),
                             QStringLiteral("I chip e i link toroidali."),
                             {}};
        QCOMPARE(glossaryProblems(*wrap, {second}, &uses).size(), 1);
        const Message other{QStringLiteral("c"),
                            QStringLiteral("dashed: wraparound links"),
                            QStringLiteral("tratteggio: collegamenti circolari"),
                            {}};
        QCOMPARE(glossaryProblems(*wrap, {other}, &uses).size(), 1);
    }

    // Issue 24, 8: the catalog's texts for a reader (notes, reasons a value is uncertain, source
    // titles, caveats) are in the translation table lupdate sees, and each has an Italian text.
    void catalogTextsAreTranslated()
    {
        const auto loaded =
            tpu::catalog::CatalogLoader::loadFile(tpu::catalog::CatalogLoader::builtinPath());
        QVERIFY2(loaded.ok(), qPrintable(loaded.errorMessage()));
        const QStringList texts = tpu::catalog::readerTexts(*loaded.catalog);
        QVERIFY(texts.size() > 90);
        QSet<QString> table;
        for (const char *t : tpu::catalog::catalogTextTable())
            table.insert(QString::fromUtf8(t));
        QStringList problems;
        for (const QString &t : texts)
            if (!table.contains(t))
                problems << QStringLiteral("not in the table: \"%1\"").arg(t.left(80));
        for (const QString &t : std::as_const(table))
            if (!texts.contains(t))
                problems << QStringLiteral("no longer in the catalog: \"%1\"").arg(t.left(80));
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("run tools/catalog-texts.py, then lupdate:\n") +
                            problems.join(QLatin1Char('\n'))));

        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        for (const QString &t : texts)
            if (tpu::catalog::readerText(t) == t)
                problems << QStringLiteral("no Italian translation: \"%1\"").arg(t.left(80));
        const QString zoneNote = QStringLiteral(
            "Google’s Cloud TPU zones page lists this zone for the version; GKE’s own "
            "availability table could not be read to confirm it for GKE.");
        QVERIFY(texts.contains(zoneNote));
        QVERIFY2(tpu::catalog::readerText(zoneNote).startsWith(
                     QStringLiteral("La pagina delle zone di Cloud TPU di Google elenca")),
                 qPrintable(tpu::catalog::readerText(zoneNote)));
        {
            const tpu::i18n::EnglishScope english; // JSON output keeps the catalog's English
            QCOMPARE(tpu::catalog::readerText(zoneNote), zoneNote);
        }
        // A text a newer catalog file brings, which no translation knows, shows as written.
        QCOMPARE(tpu::catalog::readerText(QStringLiteral("A note from a newer catalog.")),
                 QStringLiteral("A note from a newer catalog."));
        tpu::i18n::setLanguage(QStringLiteral("en"));
        QCOMPARE(tpu::catalog::readerText(zoneNote), zoneNote);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Text set on a widget straight from a literal never reaches the translator. A literal that
    // must stay as it is (a product name, a unit) says so on its line: // untranslated: why
    void noLiteralTextOnWidgets()
    {
        static const QRegularExpression re(QStringLiteral(
            "\\b(setText|setToolTip|setPlaceholderText|setWindowTitle|setAccessibleName|"
            "setAccessibleDescription|setStatusTip|setWhatsThis|setTitle|setSubTitle|addAction|"
            "addMenu|showMessage|setHeaderLabels|QLabel|QPushButton|QCheckBox|QRadioButton|"
            "QGroupBox|QToolButton|QDockWidget)\\(\\s*QStringLiteral\\(\"((?:[^\"\\\\]|\\\\.)*)"
            "\""));
        static const QRegularExpression markup(QStringLiteral("<[^>]*>|&\\w+;|%\\d"));
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
        QStringList problems;
        for (const char *room : {"ui", "app"}) {
            QDirIterator it(QStringLiteral(TPU_SOURCE_DIR "/") + QLatin1String(room),
                            {QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString file = it.next();
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                int line = 0;
                while (!f.atEnd()) {
                    const QString text = QString::fromUtf8(f.readLine());
                    ++line;
                    if (text.contains(QLatin1String("untranslated:")))
                        continue;
                    const auto match = re.match(text);
                    if (match.hasMatch() &&
                        word.match(QString(match.captured(2)).remove(markup)).hasMatch())
                        problems << QStringLiteral("%1:%2: \"%3\" is not in tr()")
                                        .arg(file.mid(int(qstrlen(TPU_SOURCE_DIR)) + 1))
                                        .arg(line)
                                        .arg(match.captured(2));
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void italianIsCompiledInAndLoads()
    {
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("it")), QStringLiteral("it"));
        QCOMPARE(QCoreApplication::translate("tpu::ui::MainWindow", "&File"),
                 QStringLiteral("&File"));
        QCOMPARE(QCoreApplication::translate("tpu::ui::DocumentFile", "Unsaved changes"),
                 QStringLiteral("Modifiche non salvate"));
        {
            const tpu::i18n::EnglishScope english; // JSON output and exported files
            QCOMPARE(QCoreApplication::translate("tpu::ui::DocumentFile", "Unsaved changes"),
                     QStringLiteral("Unsaved changes"));
        }
        QCOMPARE(tpu::i18n::currentLanguage(), QStringLiteral("it"));
        QCOMPARE(tpu::i18n::setLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("tpu::ui::DocumentFile", "Unsaved changes"),
                 QStringLiteral("Unsaved changes"));
    }

    void systemLocalePicksTheLanguage()
    {
        // uiLanguages() reads the environment each time QLocale::system() is asked on Unix.
        qputenv("LANGUAGE", "");
        qputenv("LC_ALL", "it_IT.UTF-8");
        QCOMPARE(tpu::i18n::systemLanguage(), QStringLiteral("it"));
        qputenv("LC_ALL", "de_DE.UTF-8");
        QCOMPARE(tpu::i18n::systemLanguage(), QStringLiteral("en"));
        qunsetenv("LC_ALL");
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
