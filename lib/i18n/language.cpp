#include "i18n/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>

namespace tpu::i18n {

namespace {

// While an EnglishScope lives on this thread, translate() finds nothing, so every tr() and
// QCoreApplication::translate() returns its English source; no translator is removed, no
// LanguageChange event is sent.
thread_local int englishScopes = 0;

class Translator final : public QTranslator
{
public:
    explicit Translator(bool english = false) : m_english(english) {}
    QString translate(const char *context, const char *sourceText, const char *disambiguation,
                      int n) const override
    {
        if (englishScopes > 0 && !m_english)
            return {};
        return QTranslator::translate(context, sourceText, disambiguation, n);
    }

private:
    bool m_english; // English's plural forms: in an EnglishScope too
};

struct Installed
{
    QString id = QStringLiteral("en");
    std::unique_ptr<QTranslator> app, qt;
    // English's plural forms ("1 slice", "2 slices" for "%n slice(s)"), installed first and
    // kept: Qt asks the last installed translator first, so another language's translation
    // wins, and where it has none (an EnglishScope, a message not translated yet) the English
    // forms are found.
    std::unique_ptr<QTranslator> englishPlurals;
};

Installed &installed()
{
    static Installed i;
    return i;
}

bool offered(const QString &id)
{
    for (const auto &l : languages())
        if (l.id == id)
            return true;
    return false;
}

} // namespace

QList<Language> languages()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("it"), QStringLiteral("Italiano")}};
}

QString systemLanguage()
{
    // uiLanguages() follows LANGUAGE, then LC_ALL, LC_MESSAGES and LANG; "it-IT" -> "it".
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString id = ui.section(QLatin1Char('-'), 0, 0).toLower();
        if (offered(id))
            return id;
        if (id == QLatin1String("c"))
            break; // LANG=C: the source language
    }
    return QStringLiteral("en");
}

QString setLanguage(const QString &requested)
{
    Installed &i = installed();
    if (!i.englishPlurals) {
        auto english = std::make_unique<Translator>(true);
        if (english->load(QStringLiteral(":/i18n/tpu-planner_en.qm"))) {
            QCoreApplication::installTranslator(english.get());
            i.englishPlurals = std::move(english);
        }
    }
    const QString id = offered(requested) ? requested : systemLanguage();
    for (auto *t : {i.app.get(), i.qt.get()})
        if (t)
            QCoreApplication::removeTranslator(t);
    i.app.reset();
    i.qt.reset();
    i.id = QStringLiteral("en");
    if (id == QLatin1String("en"))
        return i.id;

    auto app = std::make_unique<Translator>();
    if (!app->load(QStringLiteral(":/i18n/tpu-planner_%1.qm").arg(id)))
        return i.id; // not compiled in: stay in English rather than half-translated
    QCoreApplication::installTranslator(app.get());
    i.app = std::move(app);
    auto qt = std::make_unique<Translator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(id),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        i.qt = std::move(qt);
    }
    i.id = id;
    return i.id;
}

QString currentLanguage()
{
    return installed().id;
}

EnglishScope::EnglishScope()
{
    ++englishScopes;
}

EnglishScope::~EnglishScope()
{
    --englishScopes;
}

} // namespace tpu::i18n
