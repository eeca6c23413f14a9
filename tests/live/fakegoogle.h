#pragma once
// A loopback fake of the Google endpoints the live checks call, on 127.0.0.1 over real HTTP:
// the OAuth token endpoint (verifies the JWT's RS256 signature with the key's public key and
// its claims), Compute Engine machineTypes.get, reservations.get, regions.get, GKE
// serverConfig, Cloud Quotas quotaInfos.get, aggregated machineTypes (filtered by name,
// paginated), aggregated reservations and regions (paginated, for a review's capacity) and
// Cloud Billing Catalog services.skus (paginated), with bodies shaped like Google's
// API reference (64-bit counts as strings). Replies can be scripted per path: status, body, headers
// (a redirect's Location, Retry-After), delay, a connection closed without an answer, a body that
// drips one byte at a time, an endless body, or a false Content-Length.

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTcpServer>
#include <deque>

class FakeGoogle final : public QObject
{
    Q_OBJECT
public:
    struct Reply
    {
        int status = 200;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        int delayMs = 0;
        bool hangUp = false;        // close without answering
        int dripMs = 0;             // send the body one byte every dripMs (after the headers)
        bool endless = false;       // after `body`, send 'x' until the client hangs up; no length
        qint64 declaredLength = -1; // a Content-Length to claim instead of the body's
    };

    explicit FakeGoogle(QObject *parent = nullptr);
    bool listen();
    QString root() const; // "http://127.0.0.1:PORT"
    QString tokenUri() const { return root() + QStringLiteral("/token"); }

    // Scripted replies for paths containing `pathPart`, used in order before the normal ones.
    void script(const QString &pathPart, std::deque<Reply> replies);
    static QByteArray googleError(int code, const QString &status, const QString &message,
                                  const QString &reason = {}, const QJsonObject &metadata = {});

    // The project's state.
    QByteArray publicKeyPem; // the service account's public key
    QString serviceAccountEmail = QStringLiteral("planner@demo-project.iam.gserviceaccount.com");
    QString accessToken = QStringLiteral("ya29.fake-live-token-3f9a1c");
    QSet<QString> machineTypes;                // "zone/machineType"
    QHash<QString, QJsonObject> serverConfigs; // location -> ServerConfig
    QHash<QString, QJsonObject> reservations;  // "project/zone/name" -> Reservation
    QHash<QString, QJsonArray> regionQuotas;   // region -> quotas[]
    QHash<QString, QJsonObject> quotaInfos;    // quotaId -> QuotaInfo
    QHash<QString, QJsonArray> skus;           // Cloud Billing service id -> Sku[]
    // Compute Engine advice (issue 40): region -> the answer of advice.calendarMode (v1) and of
    // advice.capacity (beta). A region without a calendar-mode answer recommends nothing; one
    // without a capacity answer answers 403 (the beta not permitted). The calendar-mode answer's
    // recommendationsPerSpec is keyed by the request's spec, as Google keys it.
    QHash<QString, QJsonObject> calendarAdvice;
    QHash<QString, QJsonObject> capacityAdvice;
    QList<QByteArray> postBodies;  // every POST's body, in order
    int pageSize = 2;              // zones per aggregated machineTypes page, SKUs per skus page
    bool billingForbidden = false; // every Cloud Billing Catalog call answers 403

    // What was asked.
    QStringList requests; // "GET /compute/v1/..."
    QList<QByteArray> authorizations;
    int tokenGrants = 0;
    int computeScopeGrants = 0; // token requests that asked for the `compute` scope (advise)
    qint64 bodyBytesSent = 0;   // of every reply, endless ones included
    QString lastJwtError;

    // A Cloud Billing Catalog Sku as Google shapes it (units an int64 string, nanos an int).
    static QJsonObject sku(const QString &id, const QString &description, const QString &usageType,
                           const QStringList &regions, long long units, int nanos,
                           const QString &effectiveTime,
                           const QString &resourceGroup = QStringLiteral("TPU"));
    static QJsonObject serverConfig(const QStringList &valid, const QString &defaultVersion);
    static QJsonObject reservation(const QString &zone, const QString &name,
                                   const QString &machineType, long long count, long long inUse,
                                   const QString &status = QStringLiteral("READY"));
    // An aggregate reservation as calendar mode delivers TPUs: no machine type, chips of a VM
    // family; the accelerator type with the leading "/" the API returns, hostCount and
    // inUseHostCount as int64 strings, and resourceStatus.healthInfo when `degradedBlocks` >= 0.
    static QJsonObject aggregateReservation(const QString &zone, const QString &name,
                                            const QString &vmFamily, const QString &chipType,
                                            long long chips, long long inUse, int chipsPerHost,
                                            int degradedBlocks = -1, int healthyBlocks = 0);

    // An advice.calendarMode recommendation: `recommended` zone with its window, and other
    // zones with their status and details (zone -> {status, details}).
    static QJsonObject calendarModeRecommendation(const QString &recommended, const QString &start,
                                                  const QString &end,
                                                  const QList<QStringList> &others);

private:
    void onConnection();
    void serve(QTcpSocket *s, const QByteArray &method, const QString &path, const QByteArray &auth,
               const QByteArray &body);
    Reply answer(const QByteArray &method, const QString &path, const QByteArray &auth,
                 const QByteArray &body);
    Reply token(const QByteArray &body);

    QTcpServer m_server;
    QList<QPair<QString, std::deque<Reply>>> m_scripts;
};
