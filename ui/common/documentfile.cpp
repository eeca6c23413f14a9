#include "ui/common/documentfile.h"

#include "ui/common/messagebox.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QScreen>
#include <QWidget>
#include <algorithm>

namespace tpu::ui {

namespace {
struct DocumentTitleText // the translation context of the document windows' shared words
{
    Q_DECLARE_TR_FUNCTIONS(tpu::ui::DocumentFile)
};
} // namespace

QString documentWindowTitle(const QString &shownName)
{
    return DocumentTitleText::tr("%1[*] — TPU Planner").arg(shownName);
}

void showDocumentTitle(QWidget *window, const QString &shownName, bool modified)
{
    window->setWindowTitle(documentWindowTitle(shownName));
    window->setWindowModified(modified);
}

DocumentFile::SaveChoice DocumentFile::askSaveChangesDialog(QWidget *parent,
                                                            const QString &shownName)
{
    const auto b = plainMessageBox(
        parent, QMessageBox::Warning, DocumentTitleText::tr("Unsaved changes"),
        DocumentTitleText::tr("Save the changes to %1 before closing it?").arg(shownName),
        {{QMessageBox::Save, DocumentTitleText::tr("&Save")},
         {QMessageBox::Discard, DocumentTitleText::tr("&Don't Save")},
         {QMessageBox::Cancel, DocumentTitleText::tr("&Cancel")}},
        QMessageBox::Save);
    return b == QMessageBox::Save      ? SaveChoice::Save
           : b == QMessageBox::Discard ? SaveChoice::Discard
                                       : SaveChoice::Cancel;
}

DocumentFile::DocumentFile(QString suffix, Hooks hooks)
    : m_suffix(std::move(suffix)), m_hooks(std::move(hooks))
{
}

void DocumentFile::read(const QString &fileName, const model::io::FileStamp &stamp)
{
    m_stampFile = fileName;
    m_stamp = stamp;
}

bool DocumentFile::save()
{
    const QString file = m_hooks.fileName();
    if (file.isEmpty())
        return saveAs();
    // The file this window read or wrote: kept if another program changed it meanwhile.
    return saveTo(file, m_stampFile == file ? &m_stamp : nullptr);
}

bool DocumentFile::saveAs()
{
    QString f = m_hooks.chooseSaveFile(m_hooks.suggestedFile());
    if (f.isEmpty())
        return false;
    if (QFileInfo(f).suffix().isEmpty())
        f += QLatin1Char('.') + m_suffix;
    if (!saveTo(f))
        return false;
    if (m_hooks.savedAs)
        m_hooks.savedAs(f);
    return true;
}

bool DocumentFile::saveTo(const QString &fileName, const model::io::FileStamp *unchangedSince)
{
    // Another writer of the same file in the middle of its write (`tpu-planner edit`, `review
    // add`): wait a moment, then say which process it is rather than write over its change.
    const model::io::WriterLock lock(QFileInfo(fileName).absoluteFilePath(), 1000);
    const QString error = lock.isLocked() ? m_hooks.write(fileName, unchangedSince) : lock.error();
    if (!error.isEmpty()) {
        m_hooks.showError(m_hooks.notSaved(error));
        return false;
    }
    m_stampFile = QFileInfo(fileName).absoluteFilePath();
    m_stamp = model::io::stampOf(m_stampFile);
    m_hooks.saved(fileName);
    return true;
}

bool DocumentFile::maybeSave(const QString &shownName, const std::function<void()> &discarded)
{
    if (!m_hooks.isModified())
        return true;
    switch (m_hooks.askSaveChanges(shownName)) {
    case SaveChoice::Save:
        return save();
    case SaveChoice::Discard:
        if (discarded)
            discarded();
        return true;
    case SaveChoice::Cancel:
        break;
    }
    return false;
}

void fitWindowToScreen(QWidget *window)
{
    if (window->isFullScreen() || window->isMaximized())
        return;
    const QScreen *s = window->screen();
    if (!s)
        return;
    const QRect avail = s->availableGeometry();
    const QSize frame =
        window->frameGeometry().size() - window->geometry().size(); // title bar and borders
    const QSize fitted = window->size().boundedTo(avail.size() - frame);
    if (fitted != window->size())
        window->resize(fitted);
    const QRect g = window->frameGeometry();
    if (!avail.contains(g))
        window->move(
            std::clamp(g.x(), avail.left(), std::max(avail.left(), avail.right() - g.width() + 1)),
            std::clamp(g.y(), avail.top(), std::max(avail.top(), avail.bottom() - g.height() + 1)));
}

} // namespace tpu::ui
