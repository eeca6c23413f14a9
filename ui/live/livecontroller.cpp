#include "ui/live/livecontroller.h"

#include "catalog/jsonreader.h"
#include "document/plandocument.h"
#include "model/snapshot.h"
#include "ui/common/messagebox.h"

#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace tpu::ui {

LiveController::LiveController(document::PlanDocument *document, live::SecretStore *store,
                               QString apiRoot, QObject *parent)
    : QObject(parent), m_document(document), m_store(store),
      m_connection(
          std::make_unique<live::LiveConnection>(store, live::ApiRoots(std::move(apiRoot)))),
      m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(1500);
    connect(m_debounce, &QTimer::timeout, this, [this] { checkNow(false); });
    connect(m_document, &document::PlanDocument::planChanged, this, &LiveController::planEdited);
    connect(m_connection.get(), &live::LiveConnection::connectionChanged, this, [this] {
        syncOtherProjects();
        emit changed();
    });
    // Masking on or off: the status line and the live findings are shown again.
    connect(m_document, &document::PlanDocument::maskNamesChanged, this, &LiveController::changed);
    connect(m_connection.get(), &live::LiveConnection::reportReady, this, &LiveController::changed);
    connect(m_connection.get(), &live::LiveConnection::progress, this, &LiveController::changed);

    m_dialogs.chooseCredentials = [](QString *fileName) -> std::optional<QByteArray> {
        QMessageBox box(QMessageBox::Question, tr("Connect Project"),
                        tr("Check plans against your Google Cloud project with read-only calls "
                           "(machine types, GKE versions, reservations, quota).\n\nUse a "
                           "service-account key (kept in the OS keychain) or your gcloud login?"));
        QPushButton *key = box.addButton(tr("Import Key File…"), QMessageBox::AcceptRole);
        QPushButton *gcloud = box.addButton(tr("Use gcloud Login"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() == gcloud)
            return QByteArray();
        if (box.clickedButton() != key)
            return std::nullopt;
        const QString f = QFileDialog::getOpenFileName(nullptr, tr("Service-Account Key"), {},
                                                       tr("Key files (*.json);;All files (*)"));
        if (f.isEmpty())
            return std::nullopt;
        // A key file is about 2 KiB; a FIFO, device or endless file is refused at once.
        QString error;
        const QByteArray bytes = json::readBounded(f, 1024 * 1024, tr("key"), &error);
        if (!error.isEmpty()) {
            plainMessageBox(nullptr, QMessageBox::Warning, tr("Connect Project"), error);
            return std::nullopt;
        }
        *fileName = f;
        return bytes;
    };
    m_dialogs.useForSessionOnly = [](const QString &why) {
        return plainMessageBox(nullptr, QMessageBox::Warning, tr("No Keychain"),
                               tr("%1\n\nThe key is not saved anywhere. Use it for this session "
                                  "only (it is forgotten when TPU Planner quits)?")
                                   .arg(why),
                               QMessageBox::Yes | QMessageBox::Cancel,
                               QMessageBox::Cancel) == QMessageBox::Yes;
    };
    m_dialogs.showError = [](const QString &m) {
        plainMessageBox(nullptr, QMessageBox::Warning, tr("Connect Project"), m);
    };
}

LiveController::~LiveController() = default;

void LiveController::connectProject()
{
    // A key saved for the plan's project earlier is used again without asking.
    const QString planProject = m_document->plan().projectId;
    if (!planProject.isEmpty() && m_store && !m_connection->isConnected()) {
        emit message(tr("Connecting to %1 with the key in the keychain…").arg(planProject));
        m_connection->useKeychain(planProject, [this](const live::LiveConnection::Outcome &o) {
            if (o.ok) {
                connected(o);
            } else if (o.noToken) {
                notConnected(o); // the key is there; asking for another would not help
            } else {
                askCredentials();
            }
        });
        return;
    }
    askCredentials();
}

void LiveController::syncOtherProjects()
{
    // The key's project is a name too: masked like the plan's while names are masked.
    const QString p = m_connection->project();
    m_document->setOtherProjects(p.isEmpty() ? QStringList() : QStringList{p});
}

void LiveController::connected(const live::LiveConnection::Outcome &o)
{
    syncOtherProjects();
    emit message(o.message);
    checkNow(true);
}

void LiveController::notConnected(const live::LiveConnection::Outcome &o)
{
    syncOtherProjects();
    emit message(o.message);
    emit changed();
    m_dialogs.showError(o.detail.isEmpty()
                            ? o.message
                            : o.message + QStringLiteral("\n\n") + tr("gcloud said:") +
                                  QStringLiteral("\n\n") + o.detail);
}

void LiveController::askCredentials()
{
    QString fileName;
    const auto chosen = m_dialogs.chooseCredentials(&fileName);
    if (!chosen)
        return;
    const QString project = m_document->plan().projectId;
    // Connected only once the credentials gave a token; else one message, a tool's words whole.
    const auto done = [this](const live::LiveConnection::Outcome &o) {
        if (o.ok)
            connected(o);
        else
            notConnected(o);
    };
    if (chosen->isEmpty()) {
        emit message(tr("Asking gcloud for an access token…"));
        m_connection->useGcloud(m_gcloudProgram, done);
        return;
    }
    const QByteArray json = *chosen;
    emit message(tr("Asking Google for an access token with the service-account key…"));
    m_connection->importKey(json, project,
                            [this, json, project, done](const live::LiveConnection::Outcome &o) {
                                if (o.ok || !o.keychainUnavailable) {
                                    done(o);
                                    return;
                                }
                                emit message(o.message);
                                if (!m_dialogs.useForSessionOnly(o.message))
                                    return;
                                const auto s = m_connection->useKeyForSession(json, project, done);
                                if (!s.ok)
                                    done(s);
                                else
                                    emit message(s.message);
                            });
}

void LiveController::disconnectProject()
{
    m_debounce->stop();
    m_connection->disconnectProject([this](const live::LiveConnection::Outcome &o) {
        emit message(o.message);
        if (!o.ok)
            m_dialogs.showError(o.message);
        emit changed();
    });
}

void LiveController::checkNow(bool refresh)
{
    if (!m_connection->isConnected())
        return;
    m_connection->check(m_document->snapshotPtr(), refresh);
    emit changed();
}

void LiveController::cancel()
{
    if (m_connection->checker())
        m_connection->checker()->cancel();
    emit changed();
}

QString LiveController::project() const
{
    return m_document->plan().projectId.isEmpty() ? m_connection->project()
                                                  : m_document->plan().projectId;
}

QString LiveController::shown(const QString &text) const
{
    return m_document->masked(text);
}

int LiveController::liveErrorCount() const
{
    if (!m_connection->isConnected() || !m_connection->hasReport())
        return 0;
    int n = 0;
    for (const auto &f : m_connection->lastReport().findings)
        n += f.severity == catalog::Severity::Error;
    return n;
}

bool LiveController::isChecking() const
{
    return m_connection->checker() && m_connection->checker()->isRunning();
}

void LiveController::planEdited()
{
    if (m_connection->isConnected())
        m_debounce->start();
}

QString LiveController::shortStatusText() const
{
    using S = live::LiveConnection::Source;
    if (m_connection->isConnecting() && !m_connection->isConnected())
        return tr("Live: connecting…");
    if (!m_connection->isConnected())
        return tr("Live: off");
    const QString project = m_document->plan().projectId.isEmpty() ? m_connection->project()
                                                                   : m_document->plan().projectId;
    QString source;
    switch (m_connection->source()) {
    case S::KeyFile:
        source = tr("key file");
        break;
    case S::Environment:
        source = tr("GOOGLE_APPLICATION_CREDENTIALS");
        break;
    case S::Keychain:
        source = tr("key in keychain");
        break;
    case S::SessionKey:
        source = tr("key for this session");
        break;
    case S::Gcloud:
        source = tr("gcloud login");
        break;
    case S::None:
        break;
    }
    return shown(tr("Live: %1 (%2)").arg(project.isEmpty() ? tr("no project") : project, source));
}

QString LiveController::statusText() const
{
    return shown(unmaskedStatusText());
}

QString LiveController::unmaskedStatusText() const
{
    if (m_connection->isConnecting() && !m_connection->isConnected())
        return tr("Live: not connected yet, asking for an access token…");
    if (!m_connection->notConnectedWhy().isEmpty())
        return tr("Live: not connected: %1 (File ▸ Connect Project… tries again)")
            .arg(m_connection->notConnectedWhy());
    if (!m_connection->isConnected())
        return tr("Live: not connected (File ▸ Connect Project…)");
    const QString project = m_document->plan().projectId.isEmpty() ? m_connection->project()
                                                                   : m_document->plan().projectId;
    return tr("Live: project %1, %2")
        .arg(project.isEmpty() ? tr("(the plan's)") : project, m_connection->description());
}

} // namespace tpu::ui
