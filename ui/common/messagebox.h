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

} // namespace tpu::ui
