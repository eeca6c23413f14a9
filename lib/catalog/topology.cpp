#include "topology.h"

#include <QStringList>

namespace tpu::catalog {

std::optional<Topology> Topology::parse(const QString &text)
{
    const QStringList parts = text.trimmed().split(QLatin1Char('x'));
    if (parts.size() < 2 || parts.size() > 3)
        return std::nullopt;
    Topology t;
    for (const QString &p : parts) {
        bool ok = false;
        const int n = p.toInt(&ok);
        // toInt accepts "+4" and " 4"; a shape is digits only.
        if (!ok || n < 1 || n > 4096 || p.isEmpty() || !p.front().isDigit() || p.contains(' '))
            return std::nullopt;
        t.m_dims.push_back(n);
    }
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
    QStringList parts;
    for (int d : m_dims)
        parts << QString::number(d);
    return parts.join(QLatin1Char('x'));
}

} // namespace tpu::catalog
