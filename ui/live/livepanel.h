#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QProgressBar;
class QPushButton;

namespace tpu::ui {

class LiveController;

// Live results beside the catalog's on a wizard step: the connection, "checked live at HH:MM",
// the live findings about this step's fields, Check Now and Cancel. Empty `fields`: every live
// finding (the summary step).
class LivePanel final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LivePanel)
public:
    LivePanel(LiveController *controller, QStringList fields, QWidget *parent = nullptr);
    QString findingsText() const; // what the panel lists, as plain text (tests)

private:
    void refresh();

    LiveController *m_controller;
    QStringList m_fields;
    QLabel *m_status;
    QLabel *m_findings;
    QProgressBar *m_progress;
    QPushButton *m_check;
    QPushButton *m_cancel;
};

} // namespace tpu::ui
