#include "export/hclwriter.h"

#include "model/shellquote.h"

namespace tpu::exporters::hcl {

QString str(const QString &value)
{
    // HCL quoted templates: backslash escapes, and "${" / "%{" doubled so that no part of the
    // value is read as an interpolation or a directive.
    QString out = QStringLiteral("\"");
    for (int i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        const QChar next = i + 1 < value.size() ? value.at(i + 1) : QChar();
        if (c == QLatin1Char('"'))
            out += QStringLiteral("\\\"");
        else if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\\\");
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\r'))
            out += QStringLiteral("\\r");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else if ((c == QLatin1Char('$') || c == QLatin1Char('%')) && next == QLatin1Char('{'))
            out += QString(c) + c;
        else if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out + QLatin1Char('"');
}

QString num(long long value)
{
    return QString::number(value);
}

QString boolean(bool value)
{
    return value ? QStringLiteral("true") : QStringLiteral("false");
}

QString list(const QStringList &expressions)
{
    return QLatin1Char('[') + expressions.join(QStringLiteral(", ")) + QLatin1Char(']');
}

Block &Block::attr(const QString &name, const QString &expression)
{
    m_items.push_back({Item::Attribute, name, expression, {}, nullptr});
    return *this;
}

Block &Block::map(const QString &name, const std::vector<std::pair<QString, QString>> &entries)
{
    m_items.push_back({Item::Map, name, {}, entries, nullptr});
    return *this;
}

Block &Block::comment(const QString &text)
{
    m_items.push_back({Item::Comment, {}, text, {}, nullptr});
    return *this;
}

Block &Block::block(const QString &header)
{
    auto b = std::make_shared<Block>(header);
    m_items.push_back({Item::Nested, {}, {}, {}, b});
    return *b;
}

namespace {

// Lines "name = value" with the `=` aligned across each run of consecutive one-line
// attributes, as terraform fmt aligns them.
QString alignedRun(const std::vector<std::pair<QString, QString>> &run, const QString &pad)
{
    int width = 0;
    for (const auto &[name, value] : run)
        width = std::max(width, int(name.size()));
    QString out;
    for (const auto &[name, value] : run)
        out += pad + name.leftJustified(width) + QStringLiteral(" = ") + value + QLatin1Char('\n');
    return out;
}

} // namespace

QString Block::render(int indent) const
{
    const QString pad(indent, QLatin1Char(' ')), inner(indent + 2, QLatin1Char(' '));
    QString out = pad + m_header + QStringLiteral(" {\n");
    std::vector<std::pair<QString, QString>> run;
    // Blank lines: before a comment or a nested block (unless first, or under a comment), and
    // after a nested block.
    enum
    {
        First,
        Attr,
        Comment,
        Nested
    } previous = First;
    for (const Item &item : m_items) {
        if (item.kind != Item::Attribute) {
            out += alignedRun(run, inner);
            run.clear();
        }
        const bool blank =
            (previous == Nested) ||
            (previous == Attr && (item.kind == Item::Comment || item.kind == Item::Nested));
        if (blank && !(item.kind == Item::Attribute && previous == Attr))
            out += QLatin1Char('\n');
        switch (item.kind) {
        case Item::Attribute:
            run.push_back({item.name, item.value});
            previous = Attr;
            break;
        case Item::Map: {
            out += inner + item.name + QStringLiteral(" = {\n");
            out += alignedRun(item.entries, inner + QStringLiteral("  "));
            out += inner + QStringLiteral("}\n");
            previous = Attr;
            break;
        }
        case Item::Comment:
            for (const QString &line : item.value.split(QLatin1Char('\n')))
                out += inner + QStringLiteral("# ") + model::commentText(line) + QLatin1Char('\n');
            previous = Comment;
            break;
        case Item::Nested:
            out += item.nested->render(indent + 2);
            previous = Nested;
            break;
        }
    }
    out += alignedRun(run, inner);
    return out + pad + QStringLiteral("}\n");
}

} // namespace tpu::exporters::hcl
