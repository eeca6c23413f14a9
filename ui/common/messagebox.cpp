#include "ui/common/messagebox.h"

#include <QPushButton>

namespace tpu::ui {

QMessageBox::StandardButton plainMessageBox(QWidget *parent, QMessageBox::Icon icon,
                                            const QString &title, const QString &text,
                                            QMessageBox::StandardButtons buttons,
                                            QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setObjectName(QStringLiteral("plainMessageBox"));
    box.setTextFormat(Qt::PlainText);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    return QMessageBox::StandardButton(box.exec());
}

QMessageBox::StandardButton
plainMessageBox(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                const QList<QPair<QMessageBox::StandardButton, QString>> &buttons,
                QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("plainMessageBox"));
    box.setTextFormat(Qt::PlainText);
    for (const auto &[which, words] : buttons)
        box.addButton(which)->setText(words);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    return QMessageBox::StandardButton(box.exec());
}

} // namespace tpu::ui
