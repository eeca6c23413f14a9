#include "catalog/topology.h"

#include <QCoreApplication>

namespace tpu::catalog {

namespace {
struct TopologyText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::catalog::Topology)
};
} // namespace

QString Topology::syntaxHelp()
{
    return TopologyText::tr("AxB (v3, v5e, v6e) or AxBxC (v4, v5p, TPU7x), each a whole number "
                            "from 1 to %1, e.g. 2x4 or 4x4x8")
        .arg(kMaxDim);
}

std::optional<Topology> Topology::parse(const QString &text, QString *error)
{
    // Shown back to the user: control characters as U+XXXX, so a message never carries them.
    const auto shown = [&text] {
        QString s;
        for (const QChar ch : text.left(40))
            s += (ch.category() == QChar::Other_Control || ch.category() == QChar::Other_Format ||
                  ch == QChar::LineSeparator || ch == QChar::ParagraphSeparator)
                     ? QStringLiteral("U+%1").arg(ch.unicode(), 4, 16, QLatin1Char('0')).toUpper()
                     : QString(ch);
        return text.size() > 40 ? s + QStringLiteral("…") : s;
    };
    const auto fail = [&](const QString &why) -> std::optional<Topology> {
        if (error)
            *error = TopologyText::tr("\"%1\" is not a topology: %2. Type %3.")
                         .arg(shown(), why, syntaxHelp());
        return std::nullopt;
    };
    if (text.trimmed().isEmpty())
        return fail(TopologyText::tr("it is empty"));
    if (text.size() > 64)
        return fail(TopologyText::tr("it is too long"));

    Topology t;
    QString digits;
    bool spaceAfterDigits = false;
    const auto endNumber = [&]() -> bool {
        if (digits.isEmpty())
            return false;
        // Leading zeros are dropped; a dimension has at most 4 significant digits.
        int i = 0;
        while (i < digits.size() - 1 && digits[i] == QLatin1Char('0'))
            ++i;
        const QString sig = digits.mid(i);
        t.m_dims.push_back(sig.size() > 4 ? kMaxDim + 1 : sig.toInt());
        digits.clear();
        spaceAfterDigits = false;
        return true;
    };
    for (const QChar ch : text) {
        if (ch >= QLatin1Char('0') && ch <= QLatin1Char('9')) {
            if (spaceAfterDigits)
                return fail(TopologyText::tr("numbers must be separated by \"x\""));
            digits += ch;
        } else if (ch == QLatin1Char('x') || ch == QLatin1Char('X') || ch == QChar(0x00D7)) {
            if (!endNumber())
                return fail(TopologyText::tr("a dimension is missing"));
        } else if (ch == QLatin1Char(' ') || ch == QLatin1Char('\t')) {
            spaceAfterDigits = !digits.isEmpty();
        } else if (ch.isDigit()) {
            return fail(TopologyText::tr("use the digits 0-9"));
        } else {
            return fail(TopologyText::tr("\"%1\" is not allowed in a topology")
                            .arg(ch.isPrint() && !ch.isSpace()
                                     ? QString(ch)
                                     : QStringLiteral("U+%1")
                                           .arg(ch.unicode(), 4, 16, QLatin1Char('0'))
                                           .toUpper()));
        }
    }
    if (!endNumber())
        return fail(TopologyText::tr("a dimension is missing"));
    if (t.m_dims.size() < 2 || t.m_dims.size() > 3)
        return fail(t.m_dims.size() == 1
                        ? TopologyText::tr("it has 1 dimension, and a topology has 2 or 3")
                        : TopologyText::tr("it has %1 dimensions, and a topology has 2 or 3")
                              .arg(t.m_dims.size()));
    for (int d : t.m_dims) {
        if (d < 1)
            return fail(TopologyText::tr("a dimension of 0 has no chips"));
        if (d > kMaxDim)
            return fail(
                TopologyText::tr("a dimension above %1 is larger than any TPU pod").arg(kMaxDim));
    }
    return t;
}

std::optional<Topology> Topology::fromDims(std::vector<int> dims)
{
    if (dims.size() < 2 || dims.size() > 3)
        return std::nullopt;
    for (int d : dims)
        if (d < 1 || d > kMaxDim)
            return std::nullopt;
    Topology t;
    t.m_dims = std::move(dims);
    return t;
}

long long Topology::chips() const
{
    if (m_dims.empty())
        return 0;
    long long c = 1;
    for (int d : m_dims)
        c *= d;
    return c;
}

QString Topology::toString() const
{
    QString s;
    for (size_t i = 0; i < m_dims.size(); ++i) {
        if (i)
            s += QLatin1Char('x');
        s += QString::number(m_dims[i]);
    }
    return s;
}

} // namespace tpu::catalog
