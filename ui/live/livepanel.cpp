#include "ui/live/livepanel.h"

#include "ui/live/livecontroller.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace tpu::ui {

LivePanel::LivePanel(LiveController *controller, QStringList fields, QWidget *parent)
    : QFrame(parent), m_controller(controller), m_fields(std::move(fields))
{
    setObjectName(QStringLiteral("livePanel"));
    setFrameShape(QFrame::StyledPanel);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("liveStatusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // names a project: text, never markup
    m_findings = new QLabel(this);
    m_findings->setObjectName(QStringLiteral("liveFindingsLabel"));
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::RichText);
    m_findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("liveProgressBar"));
    m_progress->setMaximumWidth(fontMetrics().averageCharWidth() * 16);
    m_progress->setTextVisible(false);
    m_check = new QPushButton(tr("Check Live Now"), this);
    m_check->setObjectName(QStringLiteral("liveCheckPushButton"));
    m_check->setToolTip(
        tr("Ask the project again, bypassing the answers cached for five minutes."));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("liveCancelPushButton"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_progress);
    top->addWidget(m_cancel);
    top->addWidget(m_check);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->addLayout(top);
    layout->addWidget(m_findings);
    connect(m_check, &QPushButton::clicked, m_controller, [this] { m_controller->checkNow(true); });
    connect(m_cancel, &QPushButton::clicked, m_controller, &LiveController::cancel);
    connect(m_controller, &LiveController::changed, this, &LivePanel::refresh);
    refresh();
}

void LivePanel::refresh()
{
    const live::LiveConnection *c = m_controller->connection();
    const bool connected = c->isConnected();
    const bool checking = m_controller->isChecking();
    // Offline, the step shows only the catalog's facts; the status bar says how to connect.
    setVisible(connected);
    m_check->setVisible(connected);
    m_check->setEnabled(!checking);
    m_cancel->setVisible(checking);
    m_progress->setVisible(checking);
    m_progress->setRange(0, 0); // busy: the requests run at once
    QString status = m_controller->statusText();
    if (connected && c->hasReport())
        status +=
            tr(" — checked live at %1")
                .arg(c->lastReport().fetchedAt.toLocalTime().toString(QStringLiteral("HH:mm")));
    else if (checking)
        status += tr(" — checking…");
    m_status->setText(status);
    QStringList lines;
    if (connected && c->hasReport())
        for (const auto &f : c->lastReport().findings) {
            if (!m_fields.isEmpty() && !m_fields.contains(f.field))
                continue;
            const QString sev = f.severity == catalog::Severity::Error     ? tr("Error")
                                : f.severity == catalog::Severity::Warning ? tr("Warning")
                                                                           : tr("OK");
            lines << QStringLiteral("<b>%1</b> %2 <span style='opacity:0.7'>(%3)</span><br>%4")
                         .arg(sev, m_controller->shown(f.message.toString()).toHtmlEscaped(), f.id,
                              m_controller->shown(f.explanation.toString()).toHtmlEscaped());
        }
    m_findings->setText(lines.join(QStringLiteral("<br>")));
    m_findings->setVisible(!lines.isEmpty());
}

QString LivePanel::findingsText() const
{
    QString t = m_findings->text();
    return m_status->text() + QLatin1Char('\n') +
           t.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
}

} // namespace tpu::ui
