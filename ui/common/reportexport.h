#pragma once
// File ▸ Export Report… of a document window, one flow for plans and capacity reviews: where the
// report goes (".pdf" added when the name is typed without a suffix), how it looks (pages to
// print light, or high contrast when the screen is; a slide as the screen; the paper of the
// locale), and the error in one message. What differs between the two is a parameter, said by
// each window: where the dialog starts (a plan: the folder of the last report, NAME-report.pdf; a
// review: beside its file, NAME.pdf), what is written (the plan's report or the review's, one
// PNG per slide) and the status line after it.

#include "report/themepalette.h"

#include <QPageSize>
#include <QStringList>
#include <functional>

class QWidget;

namespace tpu::ui {

struct ReportLook
{
    report::PaletteTheme theme = report::PaletteTheme::Light;
    QPageSize::PageSizeId pageSize = QPageSize::A4;
};

// The file the user chose, starting at `suggested`; empty when cancelled.
QString chooseReportFile(const std::function<QString(const QString &suggested)> &choose,
                         const QString &suggested);

// Writes the report to `fileName` through `write` (the error, empty when written; it may list
// the files it wrote, else `fileName` is the one). The files written; empty when not written,
// then `showError` has said why.
QStringList
writeReportFile(const QWidget *window, const QString &fileName,
                const std::function<void(const QString &message)> &showError,
                const std::function<QString(const QString &fileName, const ReportLook &look,
                                            QStringList *written)> &write);

} // namespace tpu::ui
