#pragma once

#include <QDialog>
#include <memory>

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
    QPushButton *m_use;
    std::unique_ptr<Result> m_result;
};

} // namespace tpu::ui
