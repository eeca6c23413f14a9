#include "catalog/zonenames.h"

#include <QRegularExpression>

namespace tpu::catalog {

const QRegularExpression &zoneNameShape()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]+-[a-z]+[0-9]+-[a-z0-9]+")));
    return re;
}

const QRegularExpression &regionNameShape()
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]+-[a-z]+[0-9]+")));
    return re;
}

} // namespace tpu::catalog
