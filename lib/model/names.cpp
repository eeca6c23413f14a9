#include "model/names.h"

#include "model/plan.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QRegularExpression>
#include <QStringList>

namespace tpu::model {

namespace {
struct NamesText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::Names)
};
} // namespace

namespace {
QString checkPattern(const QString &name, const QRegularExpression &re, int maxLength,
                     const QString &what)
{
    if (name.isEmpty())
        return NamesText::tr("must not be empty");
    if (name.size() > maxLength)
        return NamesText::tr("is %1 characters long; at most %2 are allowed")
            .arg(name.size())
            .arg(maxLength);
    if (!re.match(name).hasMatch())
        return what;
    return {};
}
} // namespace

QString checkDns1123Label(const QString &name, int maxLength)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z0-9]([-a-z0-9]*[a-z0-9])?")));
    return checkPattern(name, re, maxLength,
                        NamesText::tr("must consist of lower-case letters, digits and '-', and "
                                      "start and end with a letter or digit (RFC 1123 label)"));
}

QString checkDns1123Subdomain(const QString &name)
{
    static const QRegularExpression re(QRegularExpression::anchoredPattern(
        QStringLiteral("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*")));
    return checkPattern(name, re, 253,
                        NamesText::tr("must consist of lower-case letters, digits, '-' and '.', "
                                      "and start and end with a letter or digit (RFC 1123 "
                                      "subdomain)"));
}

QString checkDns1035Label(const QString &name, int maxLength)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]([-a-z0-9]*[a-z0-9])?")));
    return checkPattern(name, re, maxLength,
                        NamesText::tr("must consist of lower-case letters, digits and '-', start "
                                      "with a letter and end with a letter or digit (RFC 1035 "
                                      "label)"));
}

QString checkPriorityClassName(const QString &name)
{
    if (const QString why = checkDns1123Subdomain(name); !why.isEmpty())
        return why;
    if (name.startsWith(QLatin1String("system-")))
        return NamesText::tr("starts with \"system-\", a prefix Kubernetes reserves for its own "
                             "priority classes");
    return {};
}

QString checkGkeClusterName(const QString &name)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]([-a-z0-9]*[a-z0-9])?")));
    return checkPattern(name, re, 40,
                        NamesText::tr("must start with a lower-case letter, contain only "
                                      "lower-case letters, digits and '-', and not end with '-'"));
}

QString checkGkeNodePoolName(const QString &name)
{
    // GKE's node pool names: the cluster name's pattern and length.
    return checkGkeClusterName(name);
}

QString checkGcpProjectId(const QString &name)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z][-a-z0-9]{4,28}[a-z0-9]")));
    if (!name.isEmpty() && name.size() < 6)
        return NamesText::tr("is %1 characters long; project IDs have 6 to 30 characters")
            .arg(name.size());
    return checkPattern(name, re, 30,
                        NamesText::tr("must start with a lower-case letter and contain only "
                                      "lower-case letters, digits and '-' (not at the end)"));
}

QString checkGceResourceName(const QString &name)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z]([-a-z0-9]*[a-z0-9])?")));
    return checkPattern(name, re, 63,
                        NamesText::tr("must start with a lower-case letter, contain only "
                                      "lower-case letters, digits and '-', and not end with '-'"));
}

QString checkContainerImage(const QString &image)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9][A-Za-z0-9._/:@-]*")));
    return checkPattern(image, re, 1024,
                        NamesText::tr("is not a container image reference (no spaces, quotes or "
                                      "shell characters)"));
}

QString checkImageType(const QString &imageType)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_]+")));
    return checkPattern(imageType, re, 63,
                        NamesText::tr("must consist of letters, digits and '_' (for example "
                                      "COS_CONTAINERD)"));
}

QString checkMaintenanceExclusionName(const QString &name)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9][-A-Za-z0-9_.]*")));
    return checkPattern(name, re, 63,
                        NamesText::tr("must start with a letter or digit and contain only "
                                      "letters, digits, '-', '_' and '.'"));
}

namespace {
bool isUnsafeChar(QChar c)
{
    const char16_t u = c.unicode();
    return u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029;
}
bool hasUnpairedSurrogate(const QString &t)
{
    for (int i = 0; i < t.size(); ++i) {
        const QChar c = t.at(i);
        if (c.isHighSurrogate() && i + 1 < t.size() && t.at(i + 1).isLowSurrogate())
            ++i;
        else if (c.isSurrogate())
            return true;
    }
    return false;
}
// U+FEFF (a byte-order mark), U+FFFE and U+FFFF: YAML writers drop or replace them (yaml-cpp
// writes U+FFFD), so the exported value would not be the plan's.
bool changedByExport(QChar c)
{
    const char16_t u = c.unicode();
    return u == 0xFEFF || u == 0xFFFE || u == 0xFFFF;
}
} // namespace

QString unsafeTextReason(const QString &text, bool argument)
{
    if (hasUnpairedSurrogate(text))
        return NamesText::tr("holds an invalid (unpaired surrogate) character");
    for (const QChar c : text)
        if (changedByExport(c))
            return NamesText::tr("holds U+%1, which the exported files cannot carry unchanged")
                .arg(QStringLiteral("%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper());
    if (argument) {
        if (text.contains(QChar(0)))
            return NamesText::tr("holds a NUL character");
        return {};
    }
    for (const QChar c : text)
        if (isUnsafeChar(c))
            return NamesText::tr("holds a control character (U+%1)")
                .arg(QStringLiteral("%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper());
    if (!text.isEmpty() && (text.front().isSpace() || text.back().isSpace()))
        return NamesText::tr("begins or ends with whitespace");
    return {};
}

QString printableText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == '\n')
            out += QLatin1String("\\n");
        else if (u == '\t')
            out += QLatin1String("\\t");
        else if (u == '\r')
            out += QLatin1String("\\r");
        else if (u < 0x20 || (u >= 0x7F && u <= 0x9F) || u == 0x2028 || u == 0x2029 ||
                 c.category() == QChar::Other_Format)
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}

QString localQueueName(const Plan &p)
{
    return p.workload.name + QStringLiteral("-queue");
}

namespace {

// Six hex digits of SHA-1 over what identifies a plan's workload on a cluster: stable whatever
// Qt's hash seed, different for two plans of one cluster.
QString planTag(const Plan &p)
{
    const QByteArray key = (p.clusterName + QLatin1Char('/') + p.workload.nameSpace +
                            QLatin1Char('/') + p.workload.name)
                               .toUtf8();
    return QString::fromLatin1(
        QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(6));
}

// `name` cut to `max` characters without a trailing '-' (names start with the workload's, which
// the rules keep to a DNS label; an empty one becomes "tpu").
QString namePrefix(const QString &name, int max)
{
    QString base = name.left(max);
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    return base.isEmpty() ? QStringLiteral("tpu") : base;
}

} // namespace

QString nodePoolName(const Plan &p, int slice)
{
    // At most 40 characters: 24 + '-' + 6 + '-' + up to 8 digits.
    return QStringLiteral("%1-%2-%3").arg(namePrefix(p.workload.name, 24), planTag(p)).arg(slice);
}

QString workloadPolicyName(const Plan &p)
{
    // At most 63 characters: 32 + '-' + 6 + '-' + a topology of up to 23 characters.
    return QStringLiteral("%1-%2-%3")
        .arg(namePrefix(p.workload.name, 32), planTag(p), p.topology.toString());
}

QString computeClassName(const Plan &p)
{
    // Pods select it by a label value: at most 63 characters, ending in a letter or digit.
    const QString suffix = QStringLiteral("-tpu-class");
    QString base = p.workload.name.left(63 - int(suffix.size()));
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    return base + suffix;
}

} // namespace tpu::model
