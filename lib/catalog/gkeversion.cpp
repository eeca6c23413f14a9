#include "catalog/gkeversion.h"

#include <QRegularExpression>

namespace tpu::catalog {

std::optional<GkeVersion> GkeVersion::parse(const QString &text)
{
    static const QRegularExpression re(QRegularExpression::anchoredPattern(QStringLiteral(
        R"(([0-9]{1,3})\.([0-9]{1,3})(?:\.([0-9]{1,4})(?:-gke\.([0-9]{1,10}))?)?)")));
    // Exactly the text that is exported: no surrounding whitespace, nothing after the version.
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    GkeVersion v;
    v.m_text = text;
    for (int i = 0; i < 4; ++i) {
        const QString part = m.captured(i + 1);
        if (part.isEmpty())
            break;
        v.m_numbers[i] = part.toLongLong();
        v.m_parts = i + 1;
    }
    return v;
}

GkeVersion::Order GkeVersion::compare(const GkeVersion &other) const
{
    const int common = std::min(m_parts, other.m_parts);
    for (int i = 0; i < common; ++i) {
        if (m_numbers[i] < other.m_numbers[i])
            return Order::Less;
        if (m_numbers[i] > other.m_numbers[i])
            return Order::Greater;
    }
    return m_parts == other.m_parts ? Order::Equal : Order::Unknown;
}

std::optional<bool> GkeVersion::atLeast(const GkeVersion &minimum) const
{
    switch (compare(minimum)) {
    case Order::Less:
        return false;
    case Order::Equal:
    case Order::Greater:
        return true;
    case Order::Unknown:
        // "1.31.2" against "1.31.2-gke.1384000": a later patch could be either side.
        // A full version against a prefix minimum ("1.31") is always at least it.
        if (m_parts > minimum.m_parts)
            return true;
        return std::nullopt;
    }
    return std::nullopt;
}

} // namespace tpu::catalog
