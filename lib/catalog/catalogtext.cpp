#include "catalog/catalogtext.h"

#include "catalog/catalog.h"

#include <QCoreApplication>
#include <algorithm>

namespace tpu::catalog {

QString readerText(const QString &english)
{
    if (english.isEmpty())
        return english;
    return QCoreApplication::translate("tpu::catalog::CatalogText", english.toUtf8().constData());
}

QStringList readerTexts(const Catalog &c)
{
    QStringList out;
    const auto add = [&out](const QString &s) {
        if (!s.isEmpty() && !out.contains(s))
            out << s;
    };
    const auto prov = [&](const Provenance &p) {
        add(p.note);
        for (const QString &why : p.uncertain) // QMap: by field name, as the tool sorts them
            add(why);
    };
    add(c.title);
    for (const Source &s : c.sources) { // QMap: by id
        add(s.title);
        add(s.note);
    }
    for (const auto &r : c.versions)
        prov(r.prov);
    for (const auto &r : c.accelerators)
        prov(r.prov);
    for (const auto &r : c.machineTypes)
        prov(r.prov);
    for (const auto &r : c.topologies)
        prov(r.prov);
    for (const auto &r : c.customRules)
        prov(r.prov);
    for (const auto &r : c.zones)
        prov(r.prov);
    for (const auto &r : c.zoneCaveats) {
        add(r.message);
        add(r.explanation);
        prov(r.prov);
    }
    for (const auto &r : c.disks)
        prov(r.prov);
    for (const auto &r : c.quotas)
        prov(r.prov);
    for (const auto &r : c.prices) {
        add(r.date);
        prov(r.prov);
    }
    for (const auto &r : c.specs)
        prov(r.prov);
    for (const auto &r : c.limitations) {
        add(r.text);
        prov(r.prov);
    }
    return out;
}

} // namespace tpu::catalog
