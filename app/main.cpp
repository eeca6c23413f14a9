// tpu-planner: the GUI with no arguments or a plan file, the command line with a verb.
#include "catalog/catalogloader.h"
#include "cli/cli.h"
#include "i18n/language.h"
#include "model/catalogoverlay.h"
#include "review/review.h"
#include "ui/common/settings.h"
#include "ui/common/theme.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/scripthook.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QMessageBox>
#include <QTextStream>
#include <cstdio>
#include <memory>

namespace {

struct MainText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::app::Main)
};

void setIdentity()
{
    QCoreApplication::setOrganizationName(QStringLiteral("tpu-planner"));
    QCoreApplication::setApplicationName(QStringLiteral("tpu-planner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TPU_PLANNER_VERSION));
}

// A verb: the command line, with no window (a QGuiApplication, offscreen, for the report).
int runCommandLine(const QStringList &args, int &argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (tpu::cli::needsGuiApplication(args)) {
        // The report is drawn, which needs fonts, but never shown: offscreen needs no display.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    setIdentity();
    tpu::i18n::setLanguage({}); // messages follow the locale; JSON and files stay English
    QTextStream out(stdout), err(stderr);
    return tpu::cli::run(args, out, err);
}

// The window's own options and file, read before any window: a bad option or a file that does
// not exist is one line on stderr and exit 2 (as for the command line), no window. -1 when the
// window may open.
int readWindowArguments(QCommandLineParser &parser, const QStringList &args, QString *file)
{
    parser.setApplicationDescription(MainText::tr("Plan Cloud TPU capacity on GKE. Run "
                                                  "`tpu-planner --help` for the command line."));
    parser.addOption(QCommandLineOption(
        QStringLiteral("catalog"), MainText::tr("Catalog file to use."), QStringLiteral("file")));
    parser.addPositionalArgument(QStringLiteral("file"),
                                 MainText::tr("Plan (.tpuplan) or capacity review (.tpureview) to "
                                              "open."));
    if (!parser.parse(QStringList{QStringLiteral("tpu-planner")} + args)) {
        std::fprintf(stderr, "tpu-planner: %s\n", qPrintable(parser.errorText()));
        return tpu::cli::UnusableInput;
    }
    *file = parser.positionalArguments().value(0);
    if (parser.positionalArguments().size() > 1) {
        std::fprintf(stderr, "tpu-planner: %s\n",
                     qPrintable(MainText::tr("give one plan or review to open")));
        return tpu::cli::UnusableInput;
    }
    if (!file->isEmpty() && !QFileInfo::exists(*file)) {
        std::fprintf(stderr, "tpu-planner: %s\n",
                     qPrintable(MainText::tr("%1: no such file").arg(*file)));
        return tpu::cli::UnusableInput;
    }
    return -1;
}

// The catalog the window plans with: --catalog's file, else the user's or the built-in one with
// the live overlay of Refresh Catalog from Project on top (a refused overlay is said and left
// off). Null when the catalog cannot be used (said in a dialog and on stderr).
std::shared_ptr<const tpu::catalog::Catalog> windowCatalog(const QCommandLineParser &parser)
{
    const auto loaded =
        tpu::catalog::CatalogLoader::loadPreferred(parser.value(QStringLiteral("catalog")));
    if (!loaded.ok()) {
        QMessageBox::critical(
            nullptr, QStringLiteral("TPU Planner"),
            MainText::tr("The TPU catalog cannot be used:\n\n%1\n\nFix the file or "
                         "remove it to use the built-in catalog.")
                .arg(loaded.errorMessage()));
        std::fprintf(stderr, "%s\n", qPrintable(loaded.errorMessage()));
        return nullptr;
    }
    if (parser.isSet(QStringLiteral("catalog")))
        return loaded.catalog;
    QString overlayError;
    auto catalog = tpu::model::withOverlay(loaded.catalog, &overlayError);
    if (!overlayError.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(overlayError));
        QMessageBox::warning(nullptr, QStringLiteral("TPU Planner"), overlayError);
    }
    return catalog;
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    if (tpu::cli::isCliInvocation(args))
        return runCommandLine(args, argc, argv);

    QCommandLineParser parser;
    QString file;
    if (const int rc = readWindowArguments(parser, args, &file); rc >= 0)
        return rc;

    QApplication app(argc, argv);
    setIdentity();
    // View ▸ Language, else the system locale's.
    tpu::i18n::setLanguage(tpu::ui::settings::language());
    // The desktop entry's name (Wayland app id, taskbar grouping) and the installed icon, which
    // the package ships as hicolor PNGs and SVG; the embedded SVG when run from the build tree.
    QGuiApplication::setDesktopFileName(QStringLiteral(TPU_PLANNER_APP_ID));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral(TPU_PLANNER_APP_ID),
                                                 QIcon(QStringLiteral(":/icons/tpu-planner.svg"))));
    const std::shared_ptr<const tpu::catalog::Catalog> catalog = windowCatalog(parser);
    if (!catalog)
        return tpu::cli::UnusableInput;
    if (const auto theme = tpu::ui::settings::theme(); theme != tpu::ui::Theme::System)
        tpu::ui::applyTheme(theme); // System: the desktop's style and palette, untouched
    tpu::ui::MainWindow window(catalog);
    tpu::ui::ScriptHook::installIfRequested(&window); // only with TPU_PLANNER_SCRIPT (tests)
    window.show();
    // A capacity review opens in its own window beside the wizard (a broken one gets an error
    // dialog saying where and what to do). A crashed session's unsaved work is offered first;
    // if it is recovered, it stays on screen instead of the plan named on the command line.
    if (file.endsWith(tpu::review::ReviewFile::extension(), Qt::CaseInsensitive)) {
        window.offerRecovery();
        window.openReview(file);
    } else if (!window.offerRecovery() && !file.isEmpty()) {
        window.openPlan(file);
    }
    return app.exec();
}
