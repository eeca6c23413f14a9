#include "catalog/zonenames.h"

#include <QRegularExpression>

namespace tpu::catalog {

const QRegularExpression &zoneNameShape()
{
    static const QRegularExpression re(QRegularExpression::anchoredPattern(
        QStringLiteral("[a-z]{1,20}-[a-z]{1,20}[0-9]{1,3}-[a-z0-9]{1,8}")));
    return re;
}

const QRegularExpression &strictZoneNameShape()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]+-[a-z]+[0-9]+-[a-z]")));
    return re;
}

const QRegularExpression &regionNameShape()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]{1,20}-[a-z]{1,20}[0-9]{1,3}")));
    return re;
}

} // namespace tpu::catalog
