#include "names.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace tpu::model {

namespace {
struct Text // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Names)
};
} // namespace

namespace {
QString checkPattern(const QString &name, const QRegularExpression &re, int maxLength,
                     const QString &what)
{
    if (name.isEmpty())
        return Text::tr("must not be empty");
    if (name.size() > maxLength)
        return Text::tr("is %1 characters long; at most %2 are allowed")
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
                        Text::tr("must consist of lower-case letters, digits and '-', and "
                                 "start and end with a letter or digit (RFC 1123 label)"));
}

QString checkDns1123Subdomain(const QString &name)
{
    static const QRegularExpression re(
        QStringLiteral("^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$"));
    return checkPattern(name, re, 253,
                        Text::tr("must consist of lower-case letters, digits, '-' and '.', "
                                 "and start and end with a letter or digit (RFC 1123 "
                                 "subdomain)"));
}

QString checkGkeClusterName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z]([-a-z0-9]*[a-z0-9])?$"));
    return checkPattern(name, re, 40,
                        Text::tr("must start with a lower-case letter, contain only "
                                 "lower-case letters, digits and '-', and not end with '-'"));
}

QString checkGcpProjectId(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z][-a-z0-9]{4,28}[a-z0-9]$"));
    if (!name.isEmpty() && name.size() < 6)
        return Text::tr("is %1 characters long; project IDs have 6 to 30").arg(name.size());
    return checkPattern(name, re, 30,
                        Text::tr("must start with a lower-case letter and contain only "
                                 "lower-case letters, digits and '-' (not at the end)"));
}

QString checkGceResourceName(const QString &name)
{
    static const QRegularExpression re(QStringLiteral("^[a-z]([-a-z0-9]*[a-z0-9])?$"));
    return checkPattern(name, re, 63,
                        Text::tr("must start with a lower-case letter, contain only "
                                 "lower-case letters, digits and '-', and not end with '-'"));
}

QString checkContainerImage(const QString &image)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._/:@-]*$"));
    return checkPattern(image, re, 1024,
                        Text::tr("is not a container image reference (no spaces, quotes or "
                                 "shell characters)"));
}

} // namespace tpu::model
