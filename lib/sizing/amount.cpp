#include "sizing/amount.h"

#include <QCoreApplication>
#include <cmath>

namespace tpu::sizing {

namespace {
struct AmountText
{
    Q_DECLARE_TR_FUNCTIONS(tpu::sizing::Amount)
};
} // namespace

std::optional<double> parseAmount(const QString &text)
{
    QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    double scale = 1;
    switch (t.back().toLatin1()) {
    case 'k':
    case 'K':
        scale = 1e3;
        break;
    case 'M':
        scale = 1e6;
        break;
    case 'B':
    case 'G':
        scale = 1e9;
        break;
    case 'T':
        scale = 1e12;
        break;
    default:
        break;
    }
    if (scale != 1)
        t.chop(1);
    bool ok = false;
    const double v = t.toDouble(&ok); // C locale: "1.5", "70e9"
    if (!ok || !std::isfinite(v) || v < 0)
        return std::nullopt;
    return v * scale;
}

QString sci(double value, int digits)
{
    if (value == 0 || !std::isfinite(value))
        return QString::number(value);
    if (std::fabs(value) < 1e6 && std::fabs(value) >= 1e-3) {
        // Plain up to a million: 163840, 2550, 0.4; whole from `digits` + 1 places on (17467,
        // never 1.747e+04)
        if (value == std::floor(value) || std::fabs(value) >= std::pow(10.0, digits + 1))
            return QString::number(value, 'f', 0);
        return QString::number(value, 'g', digits + 1);
    }
    const int exp = int(std::floor(std::log10(std::fabs(value))));
    const double mantissa = value / std::pow(10.0, exp);
    QString m = QString::number(mantissa, 'f', digits - 1);
    while (m.contains(QLatin1Char('.')) && (m.endsWith(QLatin1Char('0')) || m.endsWith('.')))
        m.chop(1);
    return m + QStringLiteral("e") + QString::number(exp);
}

QString bytesText(double bytes)
{
    static const char *units[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    int i = 0;
    double v = bytes;
    while (std::fabs(v) >= 1000 && i < 5) {
        v /= 1000;
        ++i;
    }
    return QStringLiteral("%1 %2").arg(QString::number(v, 'f', v < 10 && i > 0 ? 2 : 1),
                                       QLatin1String(units[i]));
}

QString secondsText(double s)
{
    if (s < 1e-3)
        return AmountText::tr("%1 µs").arg(QString::number(s * 1e6, 'f', 1));
    if (s < 1)
        return AmountText::tr("%1 ms").arg(QString::number(s * 1e3, 'f', 1));
    if (s < 120)
        return AmountText::tr("%1 s").arg(QString::number(s, 'f', 2));
    if (s < 7200)
        return AmountText::tr("%1 min").arg(QString::number(s / 60, 'f', 1));
    if (s < 3 * 86400)
        return AmountText::tr("%1 hours").arg(QString::number(s / 3600, 'f', 1));
    if (s < 2 * 365 * 86400)
        return AmountText::tr("%1 days").arg(QString::number(s / 86400, 'f', 1));
    return AmountText::tr("%1 years").arg(QString::number(s / (365.25 * 86400), 'f', 1));
}

} // namespace tpu::sizing
