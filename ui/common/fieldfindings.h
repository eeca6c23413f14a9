#pragma once

#include <QLabel>

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

// The findings about some plan fields, shown right under the widgets that edit them: one line
// per finding, coloured by severity, its explanation in the tooltip. Hidden when there are none.
class FieldFindings final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FieldFindings)

public:
    FieldFindings(document::PlanDocument *document, QStringList fields, QWidget *parent = nullptr);
    ~FieldFindings() override;

    QStringList ids() const { return m_ids; } // the finding ids shown, for tests

protected:
    void changeEvent(QEvent *event) override;

private:
    void update();

    document::PlanDocument *m_document;
    QStringList m_fields, m_ids;
};

} // namespace tpu::ui
