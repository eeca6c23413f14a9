#include "model/shellquote.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace tpu::model {

namespace {
struct ShellWordsText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::ShellWords)
};
} // namespace

QString shellQuote(const QString &arg)
{
    static const QRegularExpression safe(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_@%+=:,./-]+")));
    if (safe.match(arg).hasMatch())
        return arg;
    QString quoted = arg;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString commentText(const QString &text)
{
    QString out = text;
    for (QChar &c : out)
        if (c.category() == QChar::Other_Control || c == QChar::LineSeparator ||
            c == QChar::ParagraphSeparator)
            c = QLatin1Char(' ');
    return out;
}

} // namespace tpu::model

namespace tpu::model {

ShellWords splitShellWords(const QString &line)
{
    ShellWords out;
    QString cur;
    bool inWord = false;
    QChar quote; // '\'' or '"' while inside quotes
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quote == QLatin1Char('\'')) {
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
            if (c == QLatin1Char('\'') || c == QLatin1Char('"'))
                quote = c;
            else if (c == QLatin1Char('\\') && i + 1 < line.size())
                cur += line.at(++i);
            else
                cur += c;
        }
    }
    if (!quote.isNull()) {
        out.error = quote == QLatin1Char('\'')
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
