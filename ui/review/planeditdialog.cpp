#include "ui/review/planeditdialog.h"

#include "document/plandocument.h"
#include "ui/wizard/planwizard.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace tpu::ui {

PlanEditDialog::PlanEditDialog(std::shared_ptr<const catalog::Catalog> catalog,
                               const model::Plan &plan, const QString &title, QWidget *parent)
    : QDialog(parent), m_document(new document::PlanDocument(std::move(catalog), this))
{
    setObjectName(QStringLiteral("planEditDialog"));
    setWindowTitle(tr("%1: Plan of the Request").arg(title));
    m_document->reset(plan, QString());
    m_document->touchAll(); // every step of a request's plan is the user's, as for an opened file
    auto *layout = new QVBoxLayout(this);
    m_wizard = new PlanWizard(m_document, this);
    layout->addWidget(m_wizard, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *use = buttons->addButton(tr("&Use in Review"), QDialogButtonBox::AcceptRole);
    use->setObjectName(QStringLiteral("useInReviewButton"));
    use->setToolTip(tr("Bring this plan back into the review as the request's plan; the review "
                       "fits again."));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    m_wizard->showFirstStepNeedingAttention();
    resize(1200, 800);
}

PlanEditDialog::~PlanEditDialog() = default;

const model::Plan &PlanEditDialog::plan() const
{
    return m_document->plan();
}

} // namespace tpu::ui
