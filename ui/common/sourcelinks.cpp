#include "sourcelinks.h"

#include <QObject>

namespace tpu::ui {

QString sourceLinksHtml(const catalog::Catalog &catalog, const QStringList &sourceIds)
{
    QStringList items;
    for (const QString &id : sourceIds) {
        const auto it = catalog.sources.constFind(id);
        if (it == catalog.sources.constEnd()) {
            items << id.toHtmlEscaped();
            continue;
        }
        const QString title = it->title.toHtmlEscaped();
        items << (it->url.isEmpty() ? QStringLiteral("%1 — %2").arg(id, title)
                                    : QStringLiteral("<a href=\"%1\">%2</a> — %3")
                                          .arg(it->url.toHtmlEscaped(), id, title));
    }
    if (items.isEmpty())
        return {};
    return QStringLiteral("<p><small>%1<br>%2</small></p>")
        .arg(QObject::tr("Sources:"), items.join(QStringLiteral("<br>")));
}

QString uncertainHtml(const catalog::Provenance &prov)
{
    QStringList items;
    for (auto it = prov.uncertain.constBegin(); it != prov.uncertain.constEnd(); ++it)
        items << QStringLiteral("<li><b>%1</b>: %2</li>")
                     .arg(it.key() == QLatin1String("*") ? QObject::tr("every value")
                                                         : it.key().toHtmlEscaped(),
                          it.value().toHtmlEscaped());
    if (items.isEmpty())
        return {};
    return QStringLiteral("<p>%1</p><ul>%2</ul>")
        .arg(QObject::tr("Not confirmed:"), items.join(QString()));
}

} // namespace tpu::ui
