#include "model/trtext.h"

#include "catalog/catalog.h"
#include "catalog/catalogtext.h"
#include "model/planfields.h"
#include "model/ruletext.h"

#include <QCoreApplication>

namespace tpu::model {

TrText::TrText(const char *context, const char *source)
{
    Part p;
    p.kind = Kind::Template;
    p.context = context;
    p.source = source;
    m_parts.push_back(std::move(p));
}

TrText::TrText(const char *context, const char *source, int n) : TrText(context, source)
{
    m_parts.back().n = n;
}

TrText::TrText(const QString &verbatim)
{
    if (verbatim.isEmpty())
        return;
    Part p;
    p.text = verbatim;
    m_parts.push_back(std::move(p));
}

TrText TrText::catalogText(const QString &english)
{
    TrText t;
    if (english.isEmpty())
        return t;
    Part p;
    p.kind = Kind::Catalog;
    p.text = english;
    t.m_parts.push_back(std::move(p));
    return t;
}

TrText TrText::deferred(std::function<QString()> make)
{
    TrText t;
    Part p;
    p.kind = Kind::Deferred;
    p.make = std::move(make);
    t.m_parts.push_back(std::move(p));
    return t;
}

TrText TrText::join(const QStringList &values, const TrText &separator)
{
    TrText t;
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (i > 0)
            t += separator;
        t += TrText(values.at(i));
    }
    return t;
}

TrText TrText::arg(double value, int fieldWidth, char format, int precision) const
{
    return withStep({argOf(QStringLiteral("%1").arg(value, fieldWidth, format, precision))});
}

TrText TrText::withStep(std::vector<Arg> step) const
{
    TrText t;
    if (m_parts.size() == 1) {
        t = *this;
    } else { // (a + b).arg(x): the placeholder may be in either part
        Part p;
        p.kind = Kind::Nested;
        p.nested = std::make_shared<const TrText>(*this);
        t.m_parts.push_back(std::move(p));
    }
    t.m_parts.back().steps.push_back(std::move(step));
    return t;
}

TrText TrText::operator+(const TrText &other) const
{
    TrText t = *this;
    t += other;
    return t;
}

TrText &TrText::operator+=(const TrText &other)
{
    m_parts.insert(m_parts.end(), other.m_parts.begin(), other.m_parts.end());
    return *this;
}

bool TrText::isEmpty() const
{
    return m_parts.empty();
}

QString TrText::render(const Part &part)
{
    QString s;
    switch (part.kind) {
    case Kind::Template:
        s = QCoreApplication::translate(part.context, part.source, nullptr, part.n);
        break;
    case Kind::Verbatim:
        s = part.text;
        break;
    case Kind::Catalog:
        s = catalog::readerText(part.text);
        break;
    case Kind::Deferred:
        s = part.make();
        break;
    case Kind::Nested:
        s = part.nested->toString();
        break;
    }
    for (const auto &step : part.steps) {
        QStringList v;
        for (const Arg &a : step)
            v << (a.text ? a.text->toString() : a.value);
        // QString::arg itself: one argument replaces the lowest placeholder, several replace
        // theirs at once (a value holding "%1" is never substituted again).
        switch (v.size()) {
        case 1:
            s = s.arg(v[0]);
            break;
        case 2:
            s = s.arg(v[0], v[1]);
            break;
        case 3:
            s = s.arg(v[0], v[1], v[2]);
            break;
        case 4:
            s = s.arg(v[0], v[1], v[2], v[3]);
            break;
        case 5:
            s = s.arg(v[0], v[1], v[2], v[3], v[4]);
            break;
        case 6:
            s = s.arg(v[0], v[1], v[2], v[3], v[4], v[5]);
            break;
        case 7:
            s = s.arg(v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
            break;
        case 8:
            s = s.arg(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7]);
            break;
        default:
            s = s.arg(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
            break;
        }
    }
    return s;
}

QString TrText::toString() const
{
    QString s;
    for (const Part &p : m_parts)
        s += render(p);
    return s;
}

QStringList TrText::args() const
{
    QStringList out;
    for (const Part &p : m_parts) {
        if (p.kind == Kind::Nested)
            out << p.nested->args();
        for (const auto &step : p.steps)
            for (const Arg &a : step)
                out << (a.text ? a.text->toString() : a.value);
    }
    return out;
}

QStringList TrText::templates() const
{
    QStringList out;
    for (const Part &p : m_parts) {
        if (p.kind == Kind::Template)
            out << QString::fromUtf8(p.context) + QChar(4) + QString::fromUtf8(p.source);
        if (p.kind == Kind::Nested)
            out << p.nested->templates();
        for (const auto &step : p.steps)
            for (const Arg &a : step)
                if (a.text)
                    out << a.text->templates();
    }
    return out;
}

TrText uncertainText(const catalog::Provenance &prov, const QString &field)
{
    const auto it = prov.uncertain.constFind(field);
    return TrText::catalogText(
        it != prov.uncertain.constEnd() ? it.value() : prov.uncertain.value(QStringLiteral("*")));
}

TrText checkText(QString (*check)(const QString &), const QString &value)
{
    return TrText::deferred([check, value] { return check(value); });
}

TrText fieldLabelText(const QString &field)
{
    const PlanField *f = planField(field);
    return f ? TrText("tpu::model::PlanFields", f->label) : TrText(field);
}

} // namespace tpu::model
