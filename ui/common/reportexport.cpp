#include "ui/common/reportexport.h"

#include "report/report.h"
#include "ui/common/theme.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QWidget>

namespace tpu::ui {

namespace {
struct ReportExportText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::ui::ReportExport)
};

report::PaletteTheme screenReportTheme(const QPalette &palette)
{
    if (report::isHighContrast(palette))
        return report::PaletteTheme::HighContrast;
    return isDark(palette) ? report::PaletteTheme::Dark : report::PaletteTheme::Light;
}
} // namespace

QString chooseReportFile(const std::function<QString(const QString &)> &choose,
                         const QString &suggested)
{
    QString f = choose(suggested);
    if (!f.isEmpty() && QFileInfo(f).suffix().isEmpty())
        f += QStringLiteral(".pdf");
    return f;
}

QStringList writeReportFile(
    const QWidget *window, const QString &fileName,
    const std::function<void(const QString &)> &showError,
    const std::function<QString(const QString &, const ReportLook &, QStringList *)> &write)
{
    ReportLook look;
    look.theme = report::reportThemeFor(fileName, screenReportTheme(window->palette()));
    look.pageSize = report::pageSizeFor(QLocale());
    QStringList written;
    const QString error = write(fileName, look, &written);
    if (!error.isEmpty()) {
        showError(ReportExportText::tr("The report was not written: %1").arg(error));
        return {};
    }
    return written.isEmpty() ? QStringList{fileName} : written;
}

} // namespace tpu::ui
