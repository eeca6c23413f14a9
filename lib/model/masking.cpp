#include "model/masking.h"

#include <QFileInfo>
#include <algorithm>
#include <map>

namespace tpu::model {

namespace {
// `text` with every unpaired surrogate as U+FFFD, the same length. A plan may hold one (the
// rules report it); PCRE2 refuses ill-formed UTF-16 in a pattern or a subject, so names and text
// are matched in this form.
QString wellFormed(const QString &text)
{
    if (QStringView(text).isValidUtf16())
        return text;
    QString out = text;
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (out.at(i).isHighSurrogate() && i + 1 < out.size() && out.at(i + 1).isLowSurrogate())
            ++i;
        else if (out.at(i).isSurrogate())
            out[i] = QChar::ReplacementCharacter;
    }
    return out;
}
} // namespace

Masking Masking::forPlan(const Plan &plan, const QStringList &nodePools,
                         const QStringList &otherProjects)
{
    Masking m;
    int projects = 0, clusters = 0, reservations = 0, pools = 0, namespaces = 0, workloads = 0,
        images = 0;
    m.add(plan.projectId, QStringLiteral("project"), projects);
    m.add(plan.reservation.project, QStringLiteral("project"), projects);
    for (const QString &project : otherProjects)
        m.add(project, QStringLiteral("project"), projects);
    m.add(plan.clusterName, QStringLiteral("cluster"), clusters);
    m.add(plan.reservation.name, QStringLiteral("reservation"), reservations);
    for (const QString &pool : nodePools)
        m.add(pool, QStringLiteral("node-pool"), pools);
    // "default" is Kubernetes' own namespace, not a private name; masking it would also rewrite
    // the word wherever the text uses it.
    if (plan.workload.nameSpace.trimmed() != QLatin1String("default"))
        m.add(plan.workload.nameSpace, QStringLiteral("namespace"), namespaces);
    m.add(plan.workload.name, QStringLiteral("workload"), workloads);
    m.add(plan.workload.image, QStringLiteral("image"), images);

    m.build();
    return m;
}

Masking Masking::forNames(const std::vector<std::pair<QString, QString>> &namesAndKinds)
{
    Masking m;
    std::map<QString, int> counters;
    for (const auto &[name, kind] : namesAndKinds)
        m.add(name, kind, counters[kind]);
    m.build();
    return m;
}

void Masking::build()
{
    // Longest names first, so an image that contains the project ID is replaced as a whole.
    std::vector<Entry> byLength = m_entries;
    std::stable_sort(byLength.begin(), byLength.end(),
                     [](const Entry &a, const Entry &b) { return a.name.size() > b.name.size(); });
    QStringList alternatives;
    for (const Entry &e : byLength)
        alternatives << QRegularExpression::escape(wellFormed(e.name));
    if (!alternatives.isEmpty())
        m_pattern =
            QRegularExpression(QStringLiteral("(?<![\\p{L}\\p{N}_])(?:%1)(?![\\p{L}\\p{N}_])")
                                   .arg(alternatives.join(QLatin1Char('|'))),
                               QRegularExpression::UseUnicodePropertiesOption);
}

void Masking::add(const QString &name, const QString &kind, int &counter)
{
    const QString n = name.trimmed();
    if (n.isEmpty())
        return;
    for (const Entry &e : m_entries)
        if (e.name == n)
            return; // the same value in two fields keeps its first placeholder
    m_entries.push_back({n, QStringLiteral("%1-%2").arg(kind).arg(++counter)});
}

QString Masking::name(const QString &value) const
{
    const QString n = value.trimmed();
    for (const Entry &e : m_entries)
        if (e.name == n)
            return e.placeholder;
    return apply(value);
}

QString Masking::apply(const QString &text) const
{
    if (m_entries.empty() || text.isEmpty())
        return text;
    // Shown text only: an unpaired surrogate cannot be displayed anyway, and is shown as U+FFFD.
    const QString subject = wellFormed(text);
    QString out;
    out.reserve(subject.size());
    qsizetype last = 0;
    auto it = m_pattern.globalMatch(subject);
    while (it.hasNext()) {
        const auto match = it.next();
        out += QStringView(subject).mid(last, match.capturedStart() - last);
        const QString found = match.captured();
        for (const Entry &e : m_entries)
            if (wellFormed(e.name) == found) {
                out += e.placeholder;
                break;
            }
        last = match.capturedEnd();
    }
    out += QStringView(subject).mid(last);
    return out;
}

QString Masking::fileName(const QString &fileName)
{
    if (fileName.isEmpty())
        return fileName;
    const QString suffix = QFileInfo(fileName).suffix();
    return suffix.isEmpty() ? QStringLiteral("plan-1") : QStringLiteral("plan-1.") + suffix;
}

bool Masking::naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            // Digit runs by value: without leading zeros, the longer is larger.
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a.at(ei).isDigit())
                ++ei;
            while (ej < b.size() && b.at(ej).isDigit())
                ++ej;
            QStringView da = QStringView(a).mid(i, ei - i), db = QStringView(b).mid(j, ej - j);
            while (da.size() > 1 && da.front() == QLatin1Char('0'))
                da = da.mid(1);
            while (db.size() > 1 && db.front() == QLatin1Char('0'))
                db = db.mid(1);
            if (da.size() != db.size())
                return da.size() < db.size();
            if (const int c = da.compare(db); c != 0)
                return c < 0;
            i = ei;
            j = ej;
            continue;
        }
        const QChar ca = a.at(i).toCaseFolded(), cb = b.at(j).toCaseFolded();
        if (ca != cb)
            return ca < cb;
        ++i;
        ++j;
    }
    if ((a.size() - i) != (b.size() - j))
        return a.size() - i < b.size() - j;
    return a < b;
}

} // namespace tpu::model
