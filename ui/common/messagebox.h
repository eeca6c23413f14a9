#pragma once

#include <QMessageBox>

namespace tpu::ui {

// A modal message box whose text is plain text, never markup. QMessageBox's default (AutoText)
// renders its text as HTML when the first line looks like HTML, so a file name, plan value or
// server message such as "<h1>…" would be drawn as markup. Returns the button pressed.
QMessageBox::StandardButton
plainMessageBox(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                QMessageBox::StandardButtons buttons = QMessageBox::Ok,
                QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

// The same, with the words (and their mnemonics) of some of its buttons given, in place of the
// platform theme's, which have none on several desktops.
QMessageBox::StandardButton
plainMessageBox(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                const QList<QPair<QMessageBox::StandardButton, QString>> &buttons,
                QMessageBox::StandardButton defaultButton);

} // namespace tpu::ui
