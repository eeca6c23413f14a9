#include "ui/common/sourcelinks.h"

#include "catalog/catalog.h"
#include "catalog/catalogtext.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QFileInfo>
#include <QHash>
#include <QLabel>
#include <QPalette>
#include <QTextBrowser>
#include <QUrl>

namespace tpu::ui {

namespace {
struct SourceLinksText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::ui::SourceLinks)
};
} // namespace

QString sourceLinksHtml(const catalog::Catalog &catalog, const QStringList &sourceIds,
                        const QPalette &palette)
{
    const QString link = palette.color(QPalette::Link).name();
    QStringList items;
    for (const QString &id : catalog.sourcesInLanguage(sourceIds)) {
        const auto it = catalog.sources.constFind(id);
        if (it == catalog.sources.constEnd())
            continue; // the catalog's checks make this impossible; never show a bare id
        const QString title = it->titleText().toHtmlEscaped();
        items << (it->url.isEmpty() ? title
                                    : QStringLiteral("<a href=\"%1\" style=\"color:%2\">%3</a>")
                                          .arg(it->url.toHtmlEscaped(), link, title));
    }
    if (items.isEmpty())
        return {};
    return QStringLiteral("<p><small>%1<br>%2</small></p>")
        .arg(items.size() == 1 ? SourceLinksText::tr("Source:") : SourceLinksText::tr("Sources:"),
             items.join(QStringLiteral("<br>")));
}

bool openLink(const QUrl &url)
{
    // The catalog loader refuses other schemes; this holds for any link that reaches a view.
    if (!url.isValid() || url.scheme() != QLatin1String("https") || url.host().isEmpty())
        return false;
    return QDesktopServices::openUrl(url);
}

void routeLinks(QTextBrowser *browser)
{
    browser->setOpenLinks(false);
    browser->setOpenExternalLinks(false);
    QObject::connect(browser, &QTextBrowser::anchorClicked, browser,
                     [](const QUrl &url) { openLink(url); });
}

void routeLinks(QLabel *label)
{
    label->setOpenExternalLinks(false);
    label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    QObject::connect(label, &QLabel::linkActivated, label,
                     [](const QString &link) { openLink(QUrl(link)); });
}

QString fieldDisplayName(const QString &key)
{
    static const QHash<QString, const char *> names = {
        {QStringLiteral("*"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "every value")},
        {QStringLiteral("spot"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "Spot price")},
        {QStringLiteral("onDemand"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "on-demand price")},
        {QStringLiteral("cud1y"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "1-year commitment price")},
        {QStringLiteral("cud3y"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "3-year commitment price")},
        {QStringLiteral("zone"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "zone")},
        {QStringLiteral("topology"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "topology")},
        {QStringLiteral("scope"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "quota scope")},
        {QStringLiteral("onDemandMetric"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "on-demand quota metric")},
        {QStringLiteral("preemptibleMetric"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "Spot quota metric")},
        {QStringLiteral("maxChips"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "largest slice")},
        {QStringLiteral("autopilotShape"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "Autopilot machine shape")},
        {QStringLiteral("hbmGiB"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "HBM")},
        {QStringLiteral("iciBandwidthGBps"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "ICI bandwidth")},
        {QStringLiteral("hbmBandwidthGBps"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "HBM bandwidth")},
        {QStringLiteral("bf16Tflops"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "bf16 TFLOPS")},
        {QStringLiteral("status"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "status")},
        {QStringLiteral("minGke"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "minimum GKE version")},
        {QStringLiteral("memoryGiB"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "memory")},
        {QStringLiteral("vcpu"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "vCPU")},
        {QStringLiteral("numaNodes"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "NUMA nodes")},
        {QStringLiteral("diskTypes"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "disk types")},
        {QStringLiteral("chipsPerVm"), QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "chips per VM")},
        {QStringLiteral("preemption"),
         QT_TRANSLATE_NOOP("tpu::ui::SourceLinks", "preemption likelihood")},
    };
    const auto it = names.constFind(key);
    return it == names.constEnd() ? key : SourceLinksText::tr(*it);
}

QString uncertainHtml(const catalog::Provenance &prov)
{
    QStringList items;
    for (auto it = prov.uncertain.constBegin(); it != prov.uncertain.constEnd(); ++it)
        items << QStringLiteral("<li><b>%1</b>: %2</li>")
                     .arg(fieldDisplayName(it.key()).toHtmlEscaped(),
                          catalog::readerText(it.value()).toHtmlEscaped());
    if (items.isEmpty())
        return {};
    return QStringLiteral("<p>%1</p><ul>%2</ul>")
        .arg(SourceLinksText::tr("Not confirmed:"), items.join(QString()));
}

QString catalogDescription(const catalog::Catalog &catalog)
{
    const QString where = catalog.origin.startsWith(QLatin1Char(':'))
                              ? SourceLinksText::tr("built in")
                              : QFileInfo(catalog.origin).fileName();
    return SourceLinksText::tr("Catalog %1 of %2 (%3)")
        .arg(catalog.catalogVersion, catalog.date, where);
}

} // namespace tpu::ui
