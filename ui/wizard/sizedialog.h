#pragma once

#include "sizing/job.h"

#include <QDialog>
#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;
class QGroupBox;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

// Size from a Model…: a preset or a parameter count and a training or serving job become, for
// each TPU version of the catalog, the estimates of lib/sizing (docs/sizing.md), with the
// arithmetic of the selected version shown. Use This Fit sets the plan's TPU version and slice to
// the cheapest one the alternatives engine finds that holds it, as one edit (undoable).
class SizeDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SizeDialog)

public:
    explicit SizeDialog(document::PlanDocument *document, QWidget *parent = nullptr);
    ~SizeDialog() override;

    // The inputs of `job` (a capacity review's request keeps one): its preset or count, training
    // or serving, and their figures.
    void setJob(const sizing::Job &job);
    // For a capacity review's request (ui/review): Set the Request's Job puts the job typed into
    // the document without changing the plan, and No Job takes it away; either closes the dialog
    // accepted. Use This Fit still sets the plan's slice (and the job) as in the wizard.
    void offerRequestButtons();
    // The job the inputs give, or nothing while they are not usable.
    std::optional<sizing::Job> currentJob() const;

private:
    struct Result;
    void recompute();
    void showArithmetic();
    void useFit();
    QString selectedVersion() const;

    document::PlanDocument *m_document;
    QComboBox *m_model, *m_weights, *m_kv;
    QLineEdit *m_params, *m_tokens, *m_batchTokens, *m_chips, *m_context, *m_batch, *m_target;
    QSpinBox *m_checkpoints;
    QDoubleSpinBox *m_mfu;
    QRadioButton *m_training, *m_serving;
    QGroupBox *m_trainingBox, *m_servingBox;
    QTableWidget *m_table;
    QPlainTextEdit *m_arithmetic;
    QLabel *m_error, *m_outcome;
    QPushButton *m_use, *m_setJob = nullptr;
    std::unique_ptr<Result> m_result;
};

} // namespace tpu::ui
