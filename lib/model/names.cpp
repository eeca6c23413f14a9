#include "names.h"

#include "plan.h"

#include <QRegularExpression>
#include <QStringList>

namespace tpu::model {

namespace {
QString checkPattern(const QString &name, const QRegularExpression &re, int maxLength,
                     const QString &what)
{
    if (name.isEmpty())
        return QStringLiteral("must not be empty");
    if (name.size() > maxLength)
        return QStringLiteral("is %1 characters long; at most %2 are allowed")
            .arg(name.size())
            .arg(maxLength);
    if (!re.match(name).hasMatch())
        return what;
    return {};
}
} // namespace

QString checkDns1123Label(const QString &name, int maxLength)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"));
    return checkPattern(name, re, maxLength,
                        QStringLiteral("must consist of lower-case letters, digits and '-', and "
                                       "start and end with a letter or digit (RFC 1123 label)"));
}

QString checkDns1123Subdomain(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"));
    return checkPattern(name, re, 253,
                        QStringLiteral("must consist of lower-case letters, digits, '-' and '.', "
                                       "and start and end with a letter or digit (RFC 1123 "
                                       "subdomain)"));
}

QString checkGkeClusterName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z]([-a-z0-9]*[a-z0-9])?$"));
    return checkPattern(name, re, 40,
                        QStringLiteral("must start with a lower-case letter, contain only "
                                       "lower-case letters, digits and '-', and not end with '-'"));
}

QString checkGcpProjectId(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z][-a-z0-9]{4,28}[a-z0-9]$"));
    if (!name.isEmpty() && name.size() < 6)
        return QStringLiteral("is %1 characters long; project IDs have 6 to 30").arg(name.size());
    return checkPattern(name, re, 30,
                        QStringLiteral("must start with a lower-case letter and contain only "
                                       "lower-case letters, digits and '-' (not at the end)"));
}

QString checkGceResourceName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z]([-a-z0-9]*[a-z0-9])?$"));
    return checkPattern(name, re, 63,
                        QStringLiteral("must start with a lower-case letter, contain only "
                                       "lower-case letters, digits and '-', and not end with '-'"));
}

QString checkContainerImage(const QString &image)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._/:@-]*$"));
    return checkPattern(image, re, 1024,
                        QStringLiteral("is not a container image reference (no spaces, quotes or "
                                       "shell characters)"));
}

QString localQueueName(const Plan &p)
{
    return p.workload.name + QStringLiteral("-queue");
}

QString nodePoolName(const Plan &p, int slice)
{
    return QStringLiteral("tpu-%1-slice-%2").arg(p.tpuVersion).arg(slice);
}

} // namespace tpu::model
