#include "export/shellcode.h"

#include "model/shellquote.h"

namespace tpu::exporters {

ShellCode ShellCode::quote(const QString &data)
{
    ShellCode c;
    c.m_text = data.isEmpty() ? QStringLiteral("''") : model::shellQuote(data);
    return c;
}

ShellCode ShellCode::words(const QStringList &args)
{
    QList<ShellCode> quoted;
    for (const QString &a : args)
        quoted << quote(a);
    return join(quoted, " ");
}

ShellCode ShellCode::comment(const QString &text)
{
    ShellCode c;
    c.m_text = QStringLiteral("# ") + model::commentText(text);
    return c;
}

ShellCode ShellCode::number(long long n)
{
    ShellCode c;
    c.m_text = QString::number(n);
    return c;
}

ShellCode ShellCode::arg(std::initializer_list<ShellCode> args) const
{
    const QList<ShellCode> list(args);
    ShellCode out;
    for (qsizetype i = 0; i < m_text.size(); ++i) {
        const QChar c = m_text.at(i);
        if (c == QLatin1Char('%') && i + 1 < m_text.size() &&
            m_text.at(i + 1) >= QLatin1Char('1') && m_text.at(i + 1) <= QLatin1Char('9')) {
            const int n = m_text.at(i + 1).digitValue();
            if (n <= list.size()) {
                out.m_text += list.at(n - 1).m_text;
                ++i;
                continue;
            }
        }
        out.m_text += c;
    }
    return out;
}

ShellCode ShellCode::indented(int spaces) const
{
    const QString pad(spaces, QLatin1Char(' '));
    ShellCode out;
    const QStringList lines = m_text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (i > 0)
            out.m_text += QLatin1Char('\n');
        if (!lines.at(i).isEmpty())
            out.m_text += pad + lines.at(i);
    }
    return out;
}

ShellCode ShellCode::join(const QList<ShellCode> &parts, const ShellCode &separator)
{
    ShellCode out;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        if (i > 0)
            out += separator;
        out += parts.at(i);
    }
    return out;
}

} // namespace tpu::exporters
