#pragma once

#include "live/liveconnection.h"

#include <QObject>
#include <functional>
#include <memory>

class QTimer;

namespace tpu::document {
class PlanDocument;
}

namespace tpu::ui {

// The window's connection to a Google Cloud project: File ▸ Connect Project… / Disconnect, and
// the live checks of the plan being edited. Offline until the user connects; then the plan is
// checked shortly after each edit (answers are cached per project for five minutes) and on
// "Check now". The key goes to the OS keychain; without one, only when the user chooses this
// session only.
class LiveController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveController)
public:
    // Questions the controller asks, replaceable by tests.
    struct Dialogs
    {
        // Returns the key file's text, or empty to use gcloud's login; nullopt: cancelled.
        std::function<std::optional<QByteArray>(QString *keyFileName)> chooseCredentials;
        // The keychain is unavailable (`why`): true to use the key for this session only.
        std::function<bool(const QString &why)> useForSessionOnly;
        std::function<void(const QString &message)> showError;
    };

    // `store` may be null (then every key is session-only, after asking); it must outlive this.
    LiveController(document::PlanDocument *document, live::SecretStore *store, QString apiRoot = {},
                   QObject *parent = nullptr);
    ~LiveController() override;

    Dialogs &dialogs() { return m_dialogs; }
    live::LiveConnection *connection() const { return m_connection.get(); }

    void connectProject();
    void disconnectProject();
    void checkNow(bool refresh = true);
    void cancel();
    // "Live: not connected" / "Live: project p, service-account key … (the OS keychain)".
    QString statusText() const;
    QString shortStatusText() const; // for the status bar: "Live: my-project (gcloud login)"
    bool isChecking() const;
    QString project() const; // the plan's project, else the connection's
    // `text` as the window may show it: with View ▸ Mask Names, the plan's names and the
    // connection's project as placeholders.
    QString shown(const QString &text) const;
    int liveErrorCount() const; // errors in the last live report of the current connection
    // The gcloud the window runs ("gcloud", found on PATH); tests name a stand-in.
    void setGcloudProgram(const QString &program) { m_gcloudProgram = program; }

signals:
    void changed(); // connection, progress or report
    void message(const QString &text);

private:
    void planEdited();
    QString unmaskedStatusText() const;
    void syncOtherProjects(); // tells the document the connection's project (masking)
    void askCredentials();
    void connected(const live::LiveConnection::Outcome &o);    // says so, checks the plan
    void notConnected(const live::LiveConnection::Outcome &o); // says why, in a dialog too

    document::PlanDocument *m_document;
    live::SecretStore *m_store;
    std::unique_ptr<live::LiveConnection> m_connection;
    QTimer *m_debounce;
    Dialogs m_dialogs;
    QString m_gcloudProgram = QStringLiteral("gcloud");
};

} // namespace tpu::ui
