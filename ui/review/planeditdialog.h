#pragma once

#include "model/plan.h"

#include <QDialog>
#include <memory>

namespace tpu::catalog {
class Catalog;
}

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

class PlanWizard;

// "Open in the Wizard" of a review's request: the same six planning steps over a copy of the
// request's embedded plan; Use in Review brings the edited plan back, Cancel leaves it as it was.
class PlanEditDialog final : public QDialog
{
    Q_OBJECT
public:
    PlanEditDialog(std::shared_ptr<const catalog::Catalog> catalog, const model::Plan &plan,
                   const QString &title, QWidget *parent = nullptr);
    ~PlanEditDialog() override;

    document::PlanDocument *document() const { return m_document; }
    PlanWizard *wizard() const { return m_wizard; }
    const model::Plan &plan() const; // as edited so far

private:
    document::PlanDocument *m_document;
    PlanWizard *m_wizard;
};

} // namespace tpu::ui
