#include "ui/common/fieldfindings.h"

#include "document/plandocument.h"
#include "ui/common/theme.h"

#include <QEvent>

namespace tpu::ui {

FieldFindings::FieldFindings(document::PlanDocument *document, QStringList fields, QWidget *parent)
    : QLabel(parent), m_document(document), m_fields(std::move(fields))
{
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(m_document, &document::PlanDocument::planChanged, this, &FieldFindings::update);
    connect(m_document, &document::PlanDocument::maskNamesChanged, this, &FieldFindings::update);
    update();
}

FieldFindings::~FieldFindings() = default;

void FieldFindings::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        update(); // colours follow the theme
}

void FieldFindings::update()
{
    const auto findings = m_document->findingsOf(m_fields);
    QStringList lines, tips;
    m_ids.clear();
    for (const auto &f : findings) {
        m_ids << f.id;
        lines << QStringLiteral("<span style=\"color:%1\">%2 %3</span>")
                     .arg(severityColor(f.severity, palette()).name(), severitySymbol(f.severity),
                          m_document->masked(f.message.toString()).toHtmlEscaped());
        tips << QStringLiteral("%1: %2%3")
                    .arg(severityName(f.severity), m_document->masked(f.message.toString()),
                         f.explanation.isEmpty()
                             ? QString()
                             : QStringLiteral("\n") + m_document->masked(f.explanation.toString()));
    }
    setText(lines.join(QStringLiteral("<br>")));
    setToolTip(plainToolTip(tips.join(QStringLiteral("\n\n"))));
    setVisible(!lines.isEmpty());
}

} // namespace tpu::ui
