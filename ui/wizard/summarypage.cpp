#include "ui/wizard/summarypage.h"

#include "document/plandocument.h"
#include "export/exportbundle.h"
#include "model/summary.h"
#include "sizing/job.h"
#include "ui/common/sourcelinks.h"
#include "ui/common/theme.h"
#include "ui/summary/alternativespanel.h"
#include "ui/summary/summaryview.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPalette>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tpu::ui {

namespace {

// "manifests.yaml" -> "manifestsPreviewPlainTextEdit";
// "terraform/main.tf" -> "terraformMainPreviewPlainTextEdit"
QString previewObjectName(const QString &fileName)
{
    QString base;
    for (const QString &part : fileName.section(QLatin1Char('.'), 0, 0).split(QLatin1Char('/')))
        base += base.isEmpty() ? part : part.left(1).toUpper() + part.mid(1);
    return base + QStringLiteral("PreviewPlainTextEdit");
}

} // namespace

SummaryPage::SummaryPage(document::PlanDocument *document, QWidget *parent)
    : PlanPage(document, model::Step::Summary, parent)
{
    setObjectName(QStringLiteral("summaryPage"));
    setSubTitle(
        tr("What the plan adds up to, what the rules found, and the files that make it real."));
    m_summaryView = new SummaryView(this);
    m_summaryView->setObjectName(QStringLiteral("summaryView"));
    m_findings = new QTextBrowser(this);
    m_findings->setObjectName(QStringLiteral("findingsTextBrowser"));
    m_findings->setAccessibleName(tr("Findings"));
    m_findings->setAccessibleDescription(
        tr("What the rules found in the plan: errors first, each with what to do and its source."));
    routeLinks(m_findings);
    m_alternatives = new AlternativesPanel(document, this);
    m_alternatives->setObjectName(QStringLiteral("alternativesPanel"));
    auto *summarySplit = new QSplitter(Qt::Vertical, this);
    summarySplit->addWidget(m_summaryView);
    summarySplit->addWidget(m_findings);
    summarySplit->setStretchFactor(0, 4);
    summarySplit->setStretchFactor(1, 1);
    m_summaryTabs = new QTabWidget(this);
    m_summaryTabs->setObjectName(QStringLiteral("summaryTabWidget"));
    m_summaryTabs->addTab(summarySplit, tr("&Resources and Cost"));
    m_summaryTabs->addTab(m_alternatives, tr("&Alternatives"));
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
    m_exportStatus->setTextFormat(Qt::PlainText); // shows the folder's name: text, never markup
    m_exportStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A folder's path is one long word: it never widens the step (the tooltip has it whole).
    m_exportStatus->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_previews, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_export);
    rightLayout->addLayout(buttons);
    // Under the buttons, not beside them: the preview's narrowest width is its two buttons'.
    rightLayout->addWidget(m_exportStatus);
    m_exportStatus->hide(); // until there is something to say
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_summaryTabs);
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
    m_exportStatus->setToolTip(text); // whole, where a long folder path is cut at the edge
    m_exportStatus->setVisible(!text.isEmpty());
}

void SummaryPage::copyCurrent()
{
    if (auto *edit = qobject_cast<QPlainTextEdit *>(m_previews->currentWidget())) {
        QApplication::clipboard()->setText(edit->toPlainText());
        setExportStatus(
            tr("Copied %1 to the clipboard.")
                .arg(m_previews->tabText(m_previews->currentIndex()).remove(QLatin1Char('&'))));
    }
}

void SummaryPage::refresh()
{
    if (!isVisible())
        return; // exports and the summary are built only while this step is shown
    // Names in the summary's text (the quota note names a reservation) follow View ▸ Mask Names.
    model::Summary shown = document()->snapshot().summary;
    shown.quota.note = document()->masked(shown.quota.note.toString());
    m_summaryView->setSummary(document()->catalog(), shown);
    // The plan in one line and which price applies, above the findings.
    const QString html = planHeaderHtml() + jobHtml() + costNoteHtml() + findingsHtml();
    if (html != m_findingsShown) { // setHtml re-lays out the whole document
        m_findingsShown = html;
        m_findings->setHtml(html);
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
            // Only the family: the size follows the application's type scale.
            QFont fixed = edit->font();
            fixed.setFamily(QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
            fixed.setStyleHint(QFont::Monospace);
            edit->setFont(fixed);
            m_previews->addTab(edit, f.name);
        }
        for (int i = 0; i < m_previews->count(); ++i)
            if (m_previews->tabText(i) == current)
                m_previews->setCurrentIndex(i);
    }
    for (int i = 0; i < int(files.size()); ++i) {
        auto *edit = static_cast<QPlainTextEdit *>(m_previews->widget(i));
        // Masking shows placeholders; the exported bytes stay the plan's own.
        const QString text = document()->masked(QString::fromUtf8(files[size_t(i)].bytes));
        if (edit->toPlainText() != text)
            edit->setPlainText(text);
    }
    const bool errors = model::hasErrors(document()->findings());
    m_export->setEnabled(!errors);
    m_export->setToolTip(
        errors ? tr("The plan has errors (see the Findings panel); fix them to export.")
               : tr("Write these files into a folder, replacing files of the same name."));
}

// The model's job Size from a Model… applied, weighed against this plan: fits or not, and the
// time or tokens/s and what the job costs, labelled as an estimate (docs/sizing.md).
QString SummaryPage::jobHtml() const
{
    const auto &job = document()->job();
    const model::Summary &s = document()->snapshot().summary;
    if (!job || !s.complete)
        return {};
    std::optional<double> costPerHour;
    for (const model::Cost &c : s.costs)
        if (c.kind == s.appliesTo)
            costPerHour = c.perHour.value;
    const model::Plan &p = plan();
    int axes = 0;
    for (int d : p.topology.dims())
        axes += d > 1 ? 1 : 0;
    const auto r = sizing::evaluateJob(document()->catalog(), *job, p.tpuVersion, s.chipsPerSlice,
                                       s.slices, std::max(1, axes), costPerHour);
    return QStringLiteral("<p><b>%1</b> %2</p>")
        .arg(tr("Model:").toHtmlEscaped(), sizing::fitText(*job, r).toHtmlEscaped());
}

QString SummaryPage::planHeaderHtml() const
{
    const model::Plan &p = plan();
    const auto &cat = document()->catalog();
    auto orNot = [](const QString &v) { return v.isEmpty() ? tr("not chosen yet") : v; };
    const auto *version = cat.version(p.tpuVersion);
    QStringList parts;
    parts << catalog::modeName(p.mode);
    parts << (p.newCluster ? tr("new cluster %1") : tr("existing cluster %1"))
                 .arg(document()->maskedName(p.clusterName));
    parts << tr("%1 %2, %3")
                 .arg(version ? version->name : tr("TPU version not chosen yet"), p.machineType,
                      orNot(p.topology.toString()))
                 .trimmed();
    if (p.slices > 1)
        parts << tr("%1 slices").arg(p.slices);
    parts << tr("zone %1").arg(orNot(p.zone));
    parts << (p.consumesAnyReservation() ? tr("any matching reservation, never on-demand")
              : p.consumption == model::Consumption::Reservation
                  ? tr("reservation %1").arg(orNot(document()->maskedName(p.reservation.name)))
                  : model::consumptionName(p.consumption));
    return QStringLiteral("<p style=\"font-size:large\"><b>%1</b></p>")
        .arg(parts.join(QStringLiteral(" · ")).toHtmlEscaped());
}

QString SummaryPage::costNoteHtml() const
{
    switch (plan().consumption) {
    case model::Consumption::OnDemand:
        return tr("<p><small>▶ This plan runs on demand.</small></p>");
    case model::Consumption::Spot:
        return tr("<p><small>▶ This plan runs on Spot VMs: cheaper, but GKE may reclaim them at "
                  "any time.</small></p>");
    case model::Consumption::Reservation:
        return tr("<p><small>▶ Reserved capacity is billed at the on-demand price, less any "
                  "commitment that covers it.</small></p>");
    case model::Consumption::FlexStart:
        break;
    }
    return tr("<p><small>Flex-start has its own price, which the catalog does not hold: no row "
              "applies.</small></p>");
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
                      severityName(f.severity),
                      document()->masked(f.message.toString()).toHtmlEscaped(),
                      document()->masked(f.explanation.toString()).toHtmlEscaped());
    return h;
}

} // namespace tpu::ui
