#pragma once

#include <QList>
#include <QString>

// The user interface language: English (the source strings, with their plural forms from
// tpu-planner_en.ts) or Italian (tpu-planner_it.ts), compiled into the binary. Qt Core only: the
// CLI and the GUI both use it.
namespace tpu::i18n {

struct Language
{
    QString id;         // "en", "it": what settings store
    QString nativeName; // "English", "Italiano": what a menu shows, in its own language
};

// Every language the interface is offered in, English first.
QList<Language> languages();

// The language the system locale asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), among ours;
// English when none of the locale's languages is offered.
QString systemLanguage();

// Installs the translators for `id` (empty: systemLanguage()), replacing those installed before,
// also Qt's own (dialog buttons) when the system has them. English's plural forms are installed
// by the first call and stay (under any language, and in an EnglishScope). Returns the language
// now in use.
QString setLanguage(const QString &id);
QString currentLanguage();

// Every translation on this thread returns its English source while it lives: for what must
// never be translated (JSON output, exported files). Cheap; nests; widgets are not told.
class EnglishScope
{
public:
    EnglishScope();
    ~EnglishScope();
    EnglishScope(const EnglishScope &) = delete;
    EnglishScope &operator=(const EnglishScope &) = delete;
};

} // namespace tpu::i18n
