#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <initializer_list>

namespace tpu::exporters {

// Text of a generated shell script (gcloud.sh, apply.sh, the README's commands) that no data can
// turn into shell syntax. A ShellCode is made only from string literals of this program's source
// (the script's own code) and from data through quote(), words() or comment(): there is no
// conversion from a QString, so a plan, catalog or tool value reaches a script only quoted
// (model::shellQuote, the one quoting function) or as one comment line. quote() never writes a
// line break (control characters become $'\xHH'), so every line of a ShellCode is a line of the
// script and indenting it cannot change a value.
class ShellCode
{
public:
    ShellCode() = default;
    // The script's own code. Only a character array binds here: write it as a literal.
    template <std::size_t N>
    ShellCode(const char (&code)[N]) : m_text(QString::fromUtf8(code, qsizetype(N) - 1))
    {
    }

    static ShellCode quote(const QString &data);     // one word holding exactly `data`
    static ShellCode words(const QStringList &args); // each quoted, separated by spaces
    static ShellCode comment(const QString &text);   // "# text" on one line (model::commentText)
    static ShellCode number(long long n);            // a decimal integer

    // This code with %1..%9 replaced by `args`, in one pass: a "%2" inside an argument stays.
    ShellCode arg(std::initializer_list<ShellCode> args) const;
    // Every line prefixed with `spaces` spaces (empty lines stay empty).
    ShellCode indented(int spaces) const;
    static ShellCode join(const QList<ShellCode> &parts, const ShellCode &separator);

    ShellCode &operator+=(const ShellCode &other)
    {
        m_text += other.m_text;
        return *this;
    }
    friend ShellCode operator+(ShellCode a, const ShellCode &b) { return a += b; }
    bool operator==(const ShellCode &other) const { return m_text == other.m_text; }
    bool isEmpty() const { return m_text.isEmpty(); }

    const QString &text() const { return m_text; }

private:
    QString m_text;
};

} // namespace tpu::exporters
