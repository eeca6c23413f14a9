#include "summarypage.h"

#include "exportbundle.h"
#include "plandocument.h"
#include "sourcelinks.h"
#include "summary.h"
#include "theme.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tpu::ui {

namespace {

// "manifests.yaml" -> "manifestsPreviewPlainTextEdit"
QString previewObjectName(const QString &fileName)
{
    return fileName.section(QLatin1Char('.'), 0, 0) + QStringLiteral("PreviewPlainTextEdit");
}

} // namespace

SummaryPage::SummaryPage(PlanDocument *document, QWidget *parent)
    : PlanPage(document, model::Step::Summary, parent)
{
    setObjectName(QStringLiteral("summaryPage"));
    setSubTitle(
        tr("What the plan adds up to, what the rules found, and the files that make it real."));
    m_summary = new QTextBrowser(this);
    m_summary->setObjectName(QStringLiteral("summaryTextBrowser"));
    m_summary->setAccessibleName(tr("Summary"));
    m_summary->setAccessibleDescription(tr("Totals, quota, cost and findings of the plan."));
    m_summary->setOpenExternalLinks(true);
    m_previews = new QTabWidget(this);
    m_previews->setObjectName(QStringLiteral("previewTabWidget"));
    m_copy = new QPushButton(tr("&Copy File"), this);
    m_copy->setObjectName(QStringLiteral("copyPushButton"));
    m_copy->setToolTip(tr("Copy the file shown to the clipboard."));
    m_export = new QPushButton(tr("E&xport to Folder…"), this);
    m_export->setObjectName(QStringLiteral("exportPushButton"));
    m_exportStatus = new QLabel(this);
    m_exportStatus->setObjectName(QStringLiteral("exportStatusLabel"));
    m_exportStatus->setWordWrap(true);
    m_exportStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_previews, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_exportStatus, 1);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_export);
    rightLayout->addLayout(buttons);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_summary);
    split->addWidget(right);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    contentLayout()->addWidget(split, 1);

    connect(m_copy, &QPushButton::clicked, this, &SummaryPage::copyCurrent);
    connect(m_export, &QPushButton::clicked, this, &SummaryPage::exportRequested);
}

SummaryPage::~SummaryPage() = default;

QString SummaryPage::previewText(const QString &fileName) const
{
    const auto *edit = m_previews->findChild<QPlainTextEdit *>(previewObjectName(fileName));
    return edit ? edit->toPlainText() : QString();
}

void SummaryPage::setExportStatus(const QString &text)
{
    m_exportStatus->setText(text);
}

void SummaryPage::copyCurrent()
{
    if (auto *edit = qobject_cast<QPlainTextEdit *>(m_previews->currentWidget())) {
        QApplication::clipboard()->setText(edit->toPlainText());
        m_exportStatus->setText(
            tr("Copied %1 to the clipboard.")
                .arg(m_previews->tabText(m_previews->currentIndex()).remove(QLatin1Char('&'))));
    }
}

void SummaryPage::refresh()
{
    if (!isVisible())
        return; // exports and the summary are built only while this step is shown
    const QString html = summaryHtml();
    if (html != m_summaryShown) { // setHtml re-lays out the whole document
        m_summaryShown = html;
        m_summary->setHtml(html);
    }
    const auto files = exporters::exportFiles(document()->snapshot());
    const QString current = m_previews->currentIndex() >= 0
                                ? m_previews->tabText(m_previews->currentIndex())
                                : QString();
    QStringList names;
    for (const auto &f : files)
        names << f.name;
    // Rebuild the tabs only when the set of files changes; otherwise update their text.
    bool same = names.size() == m_previews->count();
    for (int i = 0; same && i < m_previews->count(); ++i)
        same = m_previews->tabText(i) == names[i];
    if (!same) {
        while (m_previews->count() > 0) {
            QWidget *w = m_previews->widget(0);
            m_previews->removeTab(0);
            delete w;
        }
        for (const auto &f : files) {
            auto *edit = new QPlainTextEdit(m_previews);
            edit->setObjectName(previewObjectName(f.name));
            edit->setAccessibleName(tr("%1 (preview)").arg(f.name));
            edit->setReadOnly(true);
            edit->setLineWrapMode(QPlainTextEdit::NoWrap);
            edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
            m_previews->addTab(edit, f.name);
        }
        for (int i = 0; i < m_previews->count(); ++i)
            if (m_previews->tabText(i) == current)
                m_previews->setCurrentIndex(i);
    }
    for (int i = 0; i < int(files.size()); ++i) {
        auto *edit = static_cast<QPlainTextEdit *>(m_previews->widget(i));
        const QString text = QString::fromUtf8(files[size_t(i)].bytes);
        if (edit->toPlainText() != text)
            edit->setPlainText(text);
    }
    const bool errors = model::hasErrors(document()->findings());
    m_export->setEnabled(!errors);
    m_export->setToolTip(
        errors ? tr("The plan has errors (see the Findings panel); fix them to export.")
               : tr("Write these files into a folder, replacing files of the same name."));
}

QString SummaryPage::summaryHtml() const
{
    const auto &cat = document()->catalog();
    const model::SnapshotPtr snap = document()->snapshotPtr();
    const model::Summary &s = snap->summary;
    if (!s.complete)
        return tr("<p>The plan does not describe a complete slice yet.</p>") + findingsHtml();
    const QString unsureColor = uncertainColor(palette()).name();
    auto unsure = [&](const QString &text, const QString &why) {
        return why.isEmpty() ? text.toHtmlEscaped()
                             : QStringLiteral("<span style=\"color:%1\" title=\"%2\">%3 (?)</span>")
                                   .arg(unsureColor, why.toHtmlEscaped(), text.toHtmlEscaped());
    };
    auto fig = [&](const auto &f, int decimals, const QString &unit) {
        if (!f.value)
            return tr("unknown");
        return unsure(QStringLiteral("%1 %2")
                          .arg(QLocale().toString(double(*f.value), 'f', decimals), unit)
                          .trimmed(),
                      f.uncertain);
    };
    QString h;
    auto row = [&](const QString &k, const QString &v) {
        h += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>").arg(k.toHtmlEscaped(), v);
    };
    h += tr("<h3>Slice</h3>") + QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    row(tr("Accelerator"), s.accelerator.toHtmlEscaped());
    row(tr("Machine type"), s.machineType.toHtmlEscaped());
    row(tr("Topology"), s.topology.toHtmlEscaped() + (s.custom ? tr(" (custom)") : QString()));
    row(tr("Host type"), s.multiHost ? tr("multi-host") : tr("single-host"));
    row(tr("Slices"), QString::number(s.slices));
    row(tr("VMs (nodes) per slice"), QString::number(s.vmsPerSlice));
    row(tr("Chips per VM (google.com/tpu)"), QString::number(s.chipsPerVm));
    h += QStringLiteral("</table>") + tr("<h3>Totals</h3>") +
         QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    row(tr("VMs (nodes)"), QString::number(s.totalVms));
    row(tr("TPU chips"), QString::number(s.totalChips));
    row(tr("vCPU"), fig(s.vcpu, 0, QString()));
    row(tr("Memory"), fig(s.memoryGiB, 0, tr("GiB")));
    row(tr("HBM"), fig(s.hbmGiB, 0, tr("GiB")));
    row(tr("Peak bf16"), fig(s.peakBf16Pflops, 2, tr("PFLOP/s")));
    h += QStringLiteral("</table>") + tr("<h3>Quota needed</h3>");
    h += tr("<p>%1: <b>%2 chips</b>%3</p>")
             .arg(s.quota.metric.isEmpty() ? tr("unknown metric")
                                           : unsure(s.quota.metric, s.quota.uncertain))
             .arg(s.quota.chips)
             .arg(s.quota.location.isEmpty()
                      ? QString()
                      : (s.quota.scope == QLatin1String("zone")     ? tr(" in zone %1")
                         : s.quota.scope == QLatin1String("region") ? tr(" in region %1")
                                                                    : tr(" in %1 (scope unknown)"))
                            .arg(s.quota.location.toHtmlEscaped()));
    if (!s.quota.note.isEmpty())
        h += QStringLiteral("<p><small>%1</small></p>").arg(s.quota.note.toHtmlEscaped());
    h += tr("<h3>Cost</h3>");
    if (s.priceDate.isEmpty()) {
        h += tr("<p>The catalog has no price for %1 in %2: the cost is unknown.</p>")
                 .arg(s.accelerator.toHtmlEscaped(),
                      s.priceRegion.isEmpty() ? tr("this region") : s.priceRegion.toHtmlEscaped());
    } else {
        h += QStringLiteral("<table cellspacing=\"0\" "
                            "cellpadding=\"2\"><tr><th></th><th>%1</th><th>%2</th><th>%3</th></tr>")
                 .arg(tr("per chip-hour"), tr("per hour"), tr("per 30-day month"));
        for (const model::Cost &c : s.costs) {
            auto money = [&](const model::Figure<double> &f) {
                return f.value
                           ? unsure(QStringLiteral("$%1").arg(QLocale().toString(*f.value, 'f', 2)),
                                    f.uncertain)
                           : tr("unknown");
            };
            h += QStringLiteral(
                     "<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td>"
                     "<td align=\"right\"><b>%4</b></td></tr>")
                     .arg(c.label.toHtmlEscaped(), money(c.perChipHour), money(c.perHour),
                          money(c.perMonth));
        }
        h += QStringLiteral("</table>");
        h += tr("<p><small>%1, %2 per chip-hour, as of %3. Values marked (?) are uncertain: hover "
                "for why.</small></p>")
                 .arg(s.priceRegion.toHtmlEscaped(),
                      s.currency.isEmpty() ? QStringLiteral("USD") : s.currency,
                      s.priceDate.toHtmlEscaped());
        QStringList sources;
        if (!s.costs.empty())
            sources = s.costs.front().perChipHour.sources;
        h += sourceLinksHtml(cat, sources);
    }
    h += findingsHtml();
    return h;
}

QString SummaryPage::findingsHtml() const
{
    // Every finding once more, so that the summary alone (or a picture of it) tells the whole
    // story.
    const auto &findings = document()->findings();
    if (findings.empty())
        return tr("<h3>Findings</h3><p>None: the plan passes every rule.</p>");
    QString h = tr("<h3>Findings</h3>");
    for (const auto &f : findings)
        h += QStringLiteral("<p><span style=\"color:%1\">%2 %3</span> %4<br><small>%5</small></p>")
                 .arg(severityColor(f.severity, palette()).name(), severitySymbol(f.severity),
                      severityName(f.severity), f.message.toHtmlEscaped(),
                      f.explanation.toHtmlEscaped());
    return h;
}

} // namespace tpu::ui
