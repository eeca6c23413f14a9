#pragma once

#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <type_traits>
#include <vector>

namespace tpu::model {

// A text for people kept as its English template and its arguments, and translated where it is
// shown: a finding or a summary line is made once from a plan, in no language, and every view
// (the window in Italian, the CLI's text, the report) renders it in the language of that moment;
// JSON and exports render it inside an i18n::EnglishScope and get the English words.
//
// A template is a literal lupdate sees, with its context written out:
//     TrText("tpu::model::Rules", QT_TRANSLATE_NOOP("tpu::model::Rules", "%1 is not offered."))
// (model/ruletext.h gives the rules' context a short name). arg() works as QString::arg() does,
// one call replacing the lowest placeholder, several arguments in one call replacing them at
// once; an argument is a value (never translated), a number or another TrText.
class TrText
{
public:
    TrText() = default;
    TrText(const char *context, const char *source);
    // A template with a plural: "%n day(s)" is translated with `n` (QCoreApplication::translate's
    // n), so English says "1 day"/"2 days" (tpu-planner_en.ts) and Italian its own forms, in the
    // language of the moment it is shown. lupdate sees it as QT_TRANSLATE_N_NOOP(context, "...").
    TrText(const char *context, const char *source, int n);
    // A value shown as it is (a name, a shape, a text already in its final language).
    TrText(const QString &verbatim); // NOLINT(google-explicit-constructor): values are texts too
    static TrText verbatim(const QString &text) { return TrText(text); }
    // A text of the catalog (a reason for uncertainty, a note): catalog::readerText() when shown.
    static TrText catalogText(const QString &english);
    // A text another room makes with tr() (a catalog rule's limits): made again when shown.
    static TrText deferred(std::function<QString()> make);
    // The values with `separator` between them (" or ", translated when shown).
    static TrText join(const QStringList &values, const TrText &separator);

    template <typename... Args> TrText arg(const Args &...args) const
    {
        static_assert(sizeof...(Args) >= 1 && sizeof...(Args) <= 9);
        return withStep({argOf(args)...});
    }
    // A number as QString::arg(double, fieldWidth, format, precision) writes it.
    TrText arg(double value, int fieldWidth, char format = 'g', int precision = -1) const;

    TrText operator+(const TrText &other) const;
    TrText &operator+=(const TrText &other);

    bool isEmpty() const;
    // In the interface's language now (in English inside an i18n::EnglishScope).
    QString toString() const;
    // The arguments of the text, rendered as toString() renders them (JSON: "args").
    QStringList args() const;
    // The templates the text is made of, as "context\u0004source" (tests: each has a translation).
    QStringList templates() const;

private:
    struct Arg
    {
        QString value;
        std::shared_ptr<const TrText> text;
    };
    enum class Kind
    {
        Template,
        Verbatim,
        Catalog,
        Deferred,
        Nested
    };
    struct Part
    {
        Kind kind = Kind::Verbatim;
        const char *context = nullptr, *source = nullptr;
        int n = -1; // a template's plural count; -1: none
        QString text;
        std::function<QString()> make;
        std::shared_ptr<const TrText> nested;
        std::vector<std::vector<Arg>> steps;
    };

    static Arg argOf(const TrText &t) { return {QString(), std::make_shared<const TrText>(t)}; }
    static Arg argOf(const QString &s) { return {s, nullptr}; }
    static Arg argOf(QLatin1String s) { return {QString(s), nullptr}; }
    static Arg argOf(QChar c) { return {QString(c), nullptr}; }
    static Arg argOf(char c) { return {QString(QLatin1Char(c)), nullptr}; }
    template <typename T, std::enable_if_t<std::is_integral_v<T>, int> = 0> static Arg argOf(T n)
    {
        return {QString::number(n), nullptr};
    }
    static Arg argOf(double) = delete; // say how: arg(value, 0, 'f', 1)
    TrText withStep(std::vector<Arg> step) const;
    static QString render(const Part &part);

    std::vector<Part> m_parts;
};

} // namespace tpu::model
