#include "model/shellquote.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <algorithm>

namespace tpu::model {

namespace {
struct ShellWordsText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::ShellWords)
};
} // namespace

namespace {
bool needsAnsiC(QChar c)
{
    return c.unicode() < 0x20 || c.unicode() == 0x7f;
}
} // namespace

QString shellQuote(const QString &arg)
{
    static const QRegularExpression safe(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_@%+=:,./-]+")));
    if (safe.match(arg).hasMatch())
        return arg;
    if (std::any_of(arg.begin(), arg.end(), needsAnsiC)) {
        // $'...': every ASCII control character as \xHH, so that the quoted word is one line of
        // the script (a script may indent its lines; a literal line break inside quotes would
        // take the indentation into the value).
        QString quoted = QStringLiteral("$'");
        for (const QChar c : arg) {
            if (needsAnsiC(c))
                quoted += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else if (c == QLatin1Char('\\') || c == QLatin1Char('\''))
                quoted += QLatin1Char('\\') + c;
            else
                quoted += c;
        }
        return quoted + QLatin1Char('\'');
    }
    QString quoted = arg;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

namespace {
bool breaksComment(char32_t u)
{
    // Controls (C0, DEL, C1), line and paragraph separators, the byte-order mark, noncharacters
    // (U+FDD0..U+FDEF and the last two code points of every plane: YAML forbids U+FFFE/U+FFFF)
    // and unpaired surrogates.
    return u < 0x20 || (u >= 0x7f && u <= 0x9f) || u == 0x2028 || u == 0x2029 || u == 0xfeff ||
           (u >= 0xfdd0 && u <= 0xfdef) || (u & 0xfffe) == 0xfffe || (u >= 0xd800 && u <= 0xdfff);
}
} // namespace

QString commentText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (int i = 0; i < text.size(); ++i) {
        char32_t u = text.at(i).unicode();
        int units = 1;
        if (text.at(i).isHighSurrogate() && i + 1 < text.size() &&
            text.at(i + 1).isLowSurrogate()) {
            u = QChar::surrogateToUcs4(text.at(i), text.at(i + 1));
            units = 2;
        }
        if (!breaksComment(u))
            out += text.mid(i, units);
        else
            out += u < 0x20 || (u >= 0x7f && u <= 0x9f) || u == 0x2028 || u == 0x2029
                       ? QLatin1Char(' ')
                       : QChar(QChar::ReplacementCharacter);
        i += units - 1;
    }
    return out;
}

} // namespace tpu::model

namespace tpu::model {

namespace {
// The escape at line[i] (after a backslash) inside $'...', appended to `out`; returns the index
// of its last character. \xHH, \NNN (octal), \uHHHH and \UHHHHHHHH give that code point.
int ansiCEscape(const QString &line, int i, QString &out)
{
    const QChar c = line.at(i);
    static const QString simple = QStringLiteral("abefnrtv");
    static const char16_t meaning[] = {0x07, 0x08, 0x1b, 0x0c, 0x0a, 0x0d, 0x09, 0x0b};
    if (const int k = int(simple.indexOf(c)); k >= 0) {
        out += QChar(meaning[k]);
        return i;
    }
    // The end of up to `maxDigits` digits of `base` from `from`.
    auto number = [&](int from, int maxDigits, int base) {
        int end = from;
        while (end < line.size() && end - from < maxDigits) {
            const char16_t d = line.at(end).unicode();
            const int v = d >= u'0' && d <= u'9'   ? d - u'0'
                          : d >= u'a' && d <= u'f' ? d - u'a' + 10
                          : d >= u'A' && d <= u'F' ? d - u'A' + 10
                                                   : 99;
            if (v >= base)
                break;
            ++end;
        }
        return end;
    };
    if (c == QLatin1Char('x') || c == QLatin1Char('u') || c == QLatin1Char('U')) {
        const int end = number(i + 1,
                               c == QLatin1Char('x')   ? 2
                               : c == QLatin1Char('u') ? 4
                                                       : 8,
                               16);
        if (end == i + 1) { // no digits: the text as it is
            out += QLatin1Char('\\') + c;
            return i;
        }
        const uint code = line.mid(i + 1, end - i - 1).toUInt(nullptr, 16);
        out += code <= 0x10ffff ? QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1)
                                : QString(QChar(QChar::ReplacementCharacter));
        return end - 1;
    }
    if (c >= QLatin1Char('0') && c <= QLatin1Char('7')) {
        const int end = number(i, 3, 8);
        out += QChar(char16_t(line.mid(i, end - i).toUInt(nullptr, 8) & 0xff));
        return end - 1;
    }
    if (c == QLatin1Char('\\') || c == QLatin1Char('\'') || c == QLatin1Char('"') ||
        c == QLatin1Char('?')) {
        out += c;
        return i;
    }
    out += QLatin1Char('\\') + c; // an unknown escape stays as written, as in bash
    return i;
}
} // namespace

ShellWords splitShellWords(const QString &line)
{
    ShellWords out;
    QString cur;
    bool inWord = false;
    QChar quote; // '\'' or '"' while inside quotes
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quote == QLatin1Char('$')) { // $'...' (bash's ANSI-C quoting)
            if (c == QLatin1Char('\''))
                quote = QChar();
            else if (c == QLatin1Char('\\') && i + 1 < line.size())
                i = ansiCEscape(line, i + 1, cur);
            else
                cur += c;
        } else if (quote == QLatin1Char('\'')) {
            if (c == QLatin1Char('\''))
                quote = QChar();
            else
                cur += c;
        } else if (quote == QLatin1Char('"')) {
            if (c == QLatin1Char('"'))
                quote = QChar();
            else if (c == QLatin1Char('\\') && i + 1 < line.size() &&
                     QStringLiteral("\"\\$`").contains(line.at(i + 1)))
                cur += line.at(++i);
            else
                cur += c;
        } else if (c.isSpace()) {
            if (inWord)
                out.args << cur;
            cur.clear();
            inWord = false;
        } else {
            inWord = true;
            if (c == QLatin1Char('$') && line.mid(i + 1, 1) == QLatin1String("'"))
                quote = line.at(i++);
            else if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
                quote = c;
            else if (c == QLatin1Char('\\') && i + 1 < line.size())
                cur += line.at(++i);
            else
                cur += c;
        }
    }
    if (!quote.isNull()) {
        out.error = quote == QLatin1Char('\'') || quote == QLatin1Char('$')
                        ? ShellWordsText::tr("a single quote (') is not closed")
                        : ShellWordsText::tr("a double quote (\") is not closed");
        out.args.clear();
        return out;
    }
    if (inWord)
        out.args << cur;
    return out;
}

QString joinShellWords(const QStringList &args)
{
    QStringList quoted;
    for (const QString &a : args)
        quoted << (a.isEmpty() ? QStringLiteral("''") : shellQuote(a));
    return quoted.join(QLatin1Char(' '));
}

} // namespace tpu::model
