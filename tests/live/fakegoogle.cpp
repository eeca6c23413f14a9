#include "fakegoogle.h"

#include "live/jwt.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

FakeGoogle::FakeGoogle(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &FakeGoogle::onConnection);
}

bool FakeGoogle::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QString FakeGoogle::root() const
{
    return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort());
}

void FakeGoogle::script(const QString &pathPart, std::deque<Reply> replies)
{
    m_scripts.append({pathPart, std::move(replies)});
}

QByteArray FakeGoogle::googleError(int code, const QString &status, const QString &message,
                                   const QString &reason, const QJsonObject &metadata)
{
    QJsonObject err{{"code", code}, {"message", message}, {"status", status}};
    if (!reason.isEmpty()) {
        err.insert("details",
                   QJsonArray{QJsonObject{{"@type", "type.googleapis.com/google.rpc.ErrorInfo"},
                                          {"reason", reason},
                                          {"domain", "googleapis.com"},
                                          {"metadata", metadata}}});
        err.insert("errors",
                   QJsonArray{QJsonObject{
                       {"message", message},
                       {"domain", "global"},
                       {"reason", reason == "IAM_PERMISSION_DENIED" ? "forbidden" : reason}}});
    }
    return QJsonDocument(QJsonObject{{"error", err}}).toJson(QJsonDocument::Compact);
}

QJsonObject FakeGoogle::serverConfig(const QStringList &valid, const QString &defaultVersion)
{
    QJsonArray versions = QJsonArray::fromStringList(valid);
    QJsonArray channels;
    for (const char *c : {"RAPID", "REGULAR", "STABLE"})
        channels.append(QJsonObject{{"channel", c},
                                    {"defaultVersion", defaultVersion},
                                    {"validVersions", versions},
                                    {"upgradeTargetVersion", defaultVersion}});
    return {{"defaultClusterVersion", defaultVersion},
            {"validNodeVersions", versions},
            {"defaultImageType", "COS_CONTAINERD"},
            {"validImageTypes", QJsonArray{"COS_CONTAINERD", "UBUNTU_CONTAINERD"}},
            {"validMasterVersions", versions},
            {"channels", channels}};
}

QJsonObject FakeGoogle::sku(const QString &id, const QString &description, const QString &usageType,
                            const QStringList &regions, long long units, int nanos,
                            const QString &effectiveTime, const QString &resourceGroup)
{
    return {{"name", "services/6F81-5844-456A/skus/" + id},
            {"skuId", id},
            {"description", description},
            {"category", QJsonObject{{"serviceDisplayName", "Compute Engine"},
                                     {"resourceFamily", "Compute"},
                                     {"resourceGroup", resourceGroup},
                                     {"usageType", usageType}}},
            {"serviceRegions", QJsonArray::fromStringList(regions)},
            {"pricingInfo",
             QJsonArray{QJsonObject{
                 {"summary", ""},
                 {"pricingExpression",
                  QJsonObject{{"usageUnit", "h"},
                              {"displayQuantity", 1},
                              {"tieredRates",
                               QJsonArray{QJsonObject{
                                   {"startUsageAmount", 0},
                                   {"unitPrice", QJsonObject{{"currencyCode", "USD"},
                                                             {"units", QString::number(units)},
                                                             {"nanos", nanos}}}}}},
                              {"usageUnitDescription", "hour"},
                              {"baseUnit", "s"},
                              {"baseUnitDescription", "second"},
                              {"baseUnitConversionFactor", 3600}}},
                 {"currencyConversionRate", 1},
                 {"effectiveTime", effectiveTime}}}},
            {"serviceProviderName", "Google"}};
}

QJsonObject FakeGoogle::reservation(const QString &zone, const QString &name,
                                    const QString &machineType, long long count, long long inUse,
                                    const QString &status)
{
    // int64 fields arrive as strings (Compute Engine reservations JSON representation).
    return {{"kind", "compute#reservation"},
            {"id", "4100668622331496127"},
            {"name", name},
            {"zone",
             QStringLiteral("https://www.googleapis.com/compute/v1/projects/demo-project/zones/%1")
                 .arg(zone)},
            {"status", status},
            {"specificReservationRequired", true},
            {"specificReservation",
             QJsonObject{{"count", QString::number(count)},
                         {"inUseCount", QString::number(inUse)},
                         {"assuredCount", QString::number(count)},
                         {"instanceProperties", QJsonObject{{"machineType", machineType}}}}}};
}

QJsonObject FakeGoogle::aggregateReservation(const QString &zone, const QString &name,
                                             const QString &vmFamily, const QString &chipType,
                                             long long chips, long long inUse, int chipsPerHost,
                                             int degradedBlocks, int healthyBlocks)
{
    const QString type =
        QStringLiteral("/projects/demo-project/zones/%1/acceleratorTypes/%2").arg(zone, chipType);
    auto resources = [&](long long n) {
        return QJsonArray{QJsonObject{
            {"accelerator", QJsonObject{{"acceleratorCount", int(n)}, {"acceleratorType", type}}}}};
    };
    QJsonObject o{
        {"kind", "compute#reservation"},
        {"id", "7100668622331496131"},
        {"name", name},
        {"zone",
         QStringLiteral("https://www.googleapis.com/compute/v1/projects/demo-project/zones/%1")
             .arg(zone)},
        {"status", "READY"},
        {"specificReservationRequired", true},
        {"deploymentType", "DENSE"},
        {"aggregateReservation",
         QJsonObject{{"vmFamily", vmFamily},
                     {"workloadType", "BATCH"},
                     {"reservedResources", resources(chips)},
                     {"inUseResources", resources(inUse)},
                     {"hostCount", QString::number(chips / chipsPerHost)},
                     {"inUseHostCount", QString::number(inUse / chipsPerHost)}}}};
    if (degradedBlocks >= 0)
        o.insert(
            "resourceStatus",
            QJsonObject{{"reservationBlockCount", degradedBlocks + healthyBlocks},
                        {"healthInfo",
                         QJsonObject{{"healthStatus", degradedBlocks > 0 ? "DEGRADED" : "HEALTHY"},
                                     {"healthyBlockCount", healthyBlocks},
                                     {"degradedBlockCount", degradedBlocks}}}});
    return o;
}

QJsonObject FakeGoogle::calendarModeRecommendation(const QString &recommended, const QString &start,
                                                   const QString &end,
                                                   const QList<QStringList> &others)
{
    QJsonObject other;
    for (const QStringList &o : others)
        other.insert("zones/" + o.value(0),
                     QJsonObject{{"status", o.value(1)}, {"details", o.value(2)}});
    QJsonObject rec{{"recommendationId", "5f0c3b0e-7d1a-4f5e-9a51-0d7c2c4b1e01"},
                    {"recommendationType", "FUTURE_RESERVATION"},
                    {"otherLocations", other}};
    if (!recommended.isEmpty()) {
        rec.insert("location", "zones/" + recommended);
        rec.insert("startTime", start);
        rec.insert("endTime", end);
    }
    return rec;
}

void FakeGoogle::onConnection()
{
    while (QTcpSocket *s = m_server.nextPendingConnection()) {
        auto buffer = std::make_shared<QByteArray>();
        connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
        connect(s, &QTcpSocket::readyRead, this, [this, s, buffer] {
            buffer->append(s->readAll());
            const int end = buffer->indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QList<QByteArray> lines = buffer->left(end).split('\n');
            const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
            QByteArray auth;
            int length = 0;
            for (const QByteArray &l : lines.mid(1)) {
                const int colon = l.indexOf(':');
                const QByteArray name = l.left(colon).trimmed().toLower();
                const QByteArray value = l.mid(colon + 1).trimmed();
                if (name == "authorization")
                    auth = value;
                else if (name == "content-length")
                    length = value.toInt();
            }
            if (buffer->size() < end + 4 + length)
                return;
            const QByteArray body = buffer->mid(end + 4, length);
            buffer->clear();
            serve(s, first.value(0), QString::fromLatin1(first.value(1)), auth, body);
        });
    }
}

void FakeGoogle::serve(QTcpSocket *s, const QByteArray &method, const QString &path,
                       const QByteArray &auth, const QByteArray &body)
{
    requests << QString::fromLatin1(method) + QLatin1Char(' ') + path;
    if (!path.startsWith(QLatin1String("/token")))
        authorizations << auth;
    Reply r;
    bool scripted = false;
    for (auto &[part, queue] : m_scripts)
        if (path.contains(part) && !queue.empty()) {
            r = queue.front();
            queue.pop_front();
            scripted = true;
            break;
        }
    if (!scripted)
        r = answer(method, path, auth, body);
    QPointer<QTcpSocket> sock(s);
    auto send = [this, sock, r] {
        if (!sock)
            return;
        if (r.hangUp) {
            sock->abort();
            return;
        }
        QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) + " X\r\n";
        out += "Content-Type: application/json; charset=UTF-8\r\n";
        if (!r.endless)
            out += "Content-Length: " +
                   QByteArray::number(r.declaredLength >= 0 ? r.declaredLength : r.body.size()) +
                   "\r\n";
        out += "Connection: close\r\n";
        for (const auto &[k, v] : r.headers)
            out += k + ": " + v + "\r\n";
        out += "\r\n";
        if (r.dripMs > 0) {
            sock->write(out);
            auto *drip = new QTimer(sock);
            auto next = std::make_shared<qsizetype>(0);
            connect(drip, &QTimer::timeout, sock, [this, sock, drip, next, body = r.body] {
                if (*next >= body.size()) {
                    drip->stop();
                    sock->disconnectFromHost();
                    return;
                }
                sock->write(body.mid((*next)++, 1));
                ++bodyBytesSent;
            });
            drip->start(r.dripMs);
            return;
        }
        if (r.endless) {
            // Keep about 1 MiB queued until the client goes away.
            const QByteArray chunk(64 * 1024, 'x');
            auto topUp = [this, sock, chunk] {
                while (sock && sock->state() == QAbstractSocket::ConnectedState &&
                       sock->bytesToWrite() < 1024 * 1024) {
                    sock->write(chunk);
                    bodyBytesSent += chunk.size();
                }
            };
            connect(sock, &QTcpSocket::bytesWritten, sock, topUp);
            sock->write(out + r.body);
            bodyBytesSent += r.body.size();
            topUp();
            return;
        }
        sock->write(out + r.body);
        bodyBytesSent += r.body.size();
        sock->disconnectFromHost();
    };
    if (r.delayMs > 0)
        QTimer::singleShot(r.delayMs, this, send);
    else
        send();
}

FakeGoogle::Reply FakeGoogle::token(const QByteArray &body)
{
    auto refuse = [this](const QString &why) {
        lastJwtError = why;
        return Reply{
            400,
            QJsonDocument(QJsonObject{{"error", "invalid_grant"}, {"error_description", why}})
                .toJson(),
            {},
            0,
            false};
    };
    const QUrlQuery form(QString::fromLatin1(body));
    if (form.queryItemValue("grant_type", QUrl::FullyDecoded) !=
        QLatin1String("urn:ietf:params:oauth:grant-type:jwt-bearer"))
        return refuse("unsupported grant_type");
    QJsonObject header, claims;
    QString why;
    if (!tpu::live::verifyJwtRs256(form.queryItemValue("assertion", QUrl::FullyDecoded).toLatin1(),
                                   publicKeyPem, &header, &claims, &why))
        return refuse("Invalid JWT Signature: " + why);
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    const qint64 iat = qint64(claims.value("iat").toDouble()),
                 exp = qint64(claims.value("exp").toDouble());
    if (claims.value("iss").toString() != serviceAccountEmail)
        return refuse("iss is not the service account");
    if (claims.value("aud").toString() != tokenUri())
        return refuse("aud is not the token URI");
    const QStringList scopes = claims.value("scope").toString().split(' ', Qt::SkipEmptyParts);
    if (scopes.isEmpty())
        return refuse("no scope");
    // Read-only scopes only, except Compute Engine's `compute`, which `advise` asks for
    // because Google's advice methods accept no read-only scope (issue 40); it is recorded.
    for (const QString &sc : scopes)
        if (sc == QLatin1String("https://www.googleapis.com/auth/compute"))
            ++computeScopeGrants;
        else if (!sc.startsWith("https://www.googleapis.com/auth/") ||
                 !(sc.endsWith(".readonly") || sc.endsWith(".read-only")))
            return refuse("scope " + sc + " is not read-only");
    if (qAbs(iat - now) > 300 || exp <= iat || exp - iat > 3600)
        return refuse("Invalid JWT: Token must be a short-lived token (60 minutes) and in a "
                      "reasonable timeframe.");
    if (header.value("typ").toString() != QLatin1String("JWT"))
        return refuse("typ is not JWT");
    ++tokenGrants;
    // expires_in as Google sends it (a number).
    return {200,
            QJsonDocument(QJsonObject{{"access_token", accessToken},
                                      {"expires_in", 3599},
                                      {"token_type", "Bearer"}})
                .toJson(),
            {},
            0,
            false};
}

FakeGoogle::Reply FakeGoogle::answer(const QByteArray &method, const QString &path,
                                     const QByteArray &auth, const QByteArray &body)
{
    auto json = [](int status, const QJsonObject &o) {
        return Reply{status, QJsonDocument(o).toJson(QJsonDocument::Compact), {}, 0, false};
    };
    auto error = [](int code, const QString &status, const QString &message) {
        return Reply{code, googleError(code, status, message), {}, 0, false};
    };
    if (method == "POST" && path == QLatin1String("/token"))
        return token(body);
    if (auth != "Bearer " + accessToken.toLatin1())
        return error(
            401, "UNAUTHENTICATED",
            "Request had invalid authentication credentials. Expected OAuth 2 access token.");
    const QStringList p = QUrl(path).path().split('/', Qt::SkipEmptyParts);
    // POST /compute/{v1|beta}/projects/P/regions/R/advice/{calendarMode|capacity}
    if (method == "POST" && p.size() == 8 && p[0] == "compute" && p[4] == "regions" &&
        p[6] == "advice") {
        postBodies << body;
        const QJsonObject request = QJsonDocument::fromJson(body).object();
        if (p[7] == "calendarMode" && p[1] == "v1") {
            const QJsonObject specs = request.value("futureResourcesSpecs").toObject();
            const QJsonObject agg = specs.begin()
                                        ->toObject()
                                        .value("targetResources")
                                        .toObject()
                                        .value("aggregateResources")
                                        .toObject();
            if (specs.size() != 1 || !agg.value("vmFamily").toString().startsWith("VM_FAMILY_") ||
                !agg.value("acceleratorCount").isString())
                return error(400, "INVALID_ARGUMENT",
                             "Invalid value for field 'futureResourcesSpecs'.");
            QJsonObject answer = calendarAdvice.value(p[5]);
            if (answer.isEmpty())
                answer = {{"recommendations",
                           QJsonArray{QJsonObject{{"recommendationsPerSpec", QJsonObject{}}}}}};
            // Keyed by the request's own spec key, as Google keys it.
            QJsonArray recs = answer.value("recommendations").toArray();
            for (int i = 0; i < recs.size(); ++i) {
                QJsonObject r = recs[i].toObject();
                const QJsonValue per = r.value("recommendationsPerSpec");
                if (per.isObject() && per.toObject().contains("SPEC")) {
                    r.insert("recommendationsPerSpec",
                             QJsonObject{{specs.begin().key(), per.toObject().value("SPEC")}});
                    recs[i] = r;
                }
            }
            if (answer.value("recommendations").isArray()) // a hostile answer stays as it is
                answer.insert("recommendations", recs);
            return json(200, answer);
        }
        if (p[7] == "capacity" && p[1] == "beta") {
            if (!capacityAdvice.contains(p[5]))
                return error(403, "PERMISSION_DENIED",
                             QStringLiteral("Required 'compute.advice.capacity' permission for "
                                            "'projects/%1'")
                                 .arg(p[3]));
            return json(200, capacityAdvice.value(p[5]));
        }
    }
    // /compute/v1/projects/P/zones/Z/machineTypes/M
    if (p.size() == 8 && p[0] == "compute" && p[4] == "zones" && p[6] == "machineTypes") {
        if (!machineTypes.contains(p[5] + '/' + p[7]))
            return error(
                404, "NOT_FOUND",
                QStringLiteral("The resource 'projects/%1/zones/%2/machineTypes/%3' was not found")
                    .arg(p[3], p[5], p[7]));
        return json(200, {{"kind", "compute#machineType"},
                          {"id", "1000001"},
                          {"name", p[7]},
                          {"guestCpus", 112},
                          {"memoryMb", 196608},
                          {"zone", p[5]},
                          {"accelerators", QJsonArray{QJsonObject{{"guestAcceleratorType", "ct5lp"},
                                                                  {"guestAcceleratorCount", 4}}}},
                          {"architecture", "X86_64"}});
    }
    if (p.size() == 8 && p[0] == "compute" && p[4] == "zones" && p[6] == "reservations") {
        const auto it = reservations.constFind(p[3] + '/' + p[5] + '/' + p[7]);
        if (it == reservations.cend())
            return error(
                404, "NOT_FOUND",
                QStringLiteral("The resource 'projects/%1/zones/%2/reservations/%3' was not found")
                    .arg(p[3], p[5], p[7]));
        return json(200, *it);
    }
    if (p.size() == 6 && p[0] == "compute" && p[4] == "regions") {
        if (!regionQuotas.contains(p[5]))
            return error(404, "NOT_FOUND",
                         QStringLiteral("The resource 'projects/%1/regions/%2' was not found")
                             .arg(p[3], p[5]));
        return json(200, {{"kind", "compute#region"},
                          {"name", p[5]},
                          {"status", "UP"},
                          {"quotas", regionQuotas.value(p[5])}});
    }
    // /v1/projects/P/locations/L/serverConfig
    if (p.size() == 6 && p[0] == "v1" && p[3] == "locations" && p[5] == "serverConfig") {
        if (!serverConfigs.contains(p[4]))
            return error(404, "NOT_FOUND", QStringLiteral("Location \"%1\" not found.").arg(p[4]));
        return json(200, serverConfigs.value(p[4]));
    }
    const QUrlQuery query(QUrl(path).query());
    auto pageOf = [&](int total) {
        const int from =
            query.queryItemValue("pageToken", QUrl::FullyDecoded).section(':', 1).toInt();
        return std::make_pair(from, qMin(total, from + qMax(1, pageSize)));
    };
    // /compute/v1/projects/P/aggregated/machineTypes?filter=name = "M"&pageToken=zones:N
    if (p.size() == 6 && p[0] == "compute" && p[4] == "aggregated" && p[5] == "machineTypes") {
        static const QRegularExpression byName(R"re(^name\s*=\s*"([a-z0-9-]+)"$)re");
        const auto m = byName.match(query.queryItemValue("filter", QUrl::FullyDecoded));
        if (!m.hasMatch())
            return error(400, "INVALID_ARGUMENT", "Invalid value for field 'filter'.");
        QStringList zones;
        for (const QString &zm : machineTypes)
            zones << zm.section('/', 0, 0);
        zones.removeDuplicates();
        zones.sort();
        const auto [from, to] = pageOf(int(zones.size()));
        QJsonObject items;
        for (int i = from; i < to; ++i) {
            if (machineTypes.contains(zones[i] + '/' + m.captured(1)))
                items.insert("zones/" + zones[i],
                             QJsonObject{{"machineTypes",
                                          QJsonArray{QJsonObject{{"kind", "compute#machineType"},
                                                                 {"name", m.captured(1)},
                                                                 {"zone", zones[i]}}}}});
            else
                items.insert(
                    "zones/" + zones[i],
                    QJsonObject{
                        {"warning", QJsonObject{{"code", "NO_RESULTS_ON_PAGE"},
                                                {"message", "There are no results for scope "
                                                            "'zones/" +
                                                                zones[i] + "' on this page."}}}});
        }
        QJsonObject o{{"kind", "compute#machineTypeAggregatedList"}, {"items", items}};
        if (to < zones.size())
            o.insert("nextPageToken", QStringLiteral("zones:%1").arg(to));
        return json(200, o);
    }
    // /compute/v1/projects/P/aggregated/reservations?pageToken=zones:N (the project's zones,
    // pageSize a page)
    if (p.size() == 6 && p[0] == "compute" && p[4] == "aggregated" && p[5] == "reservations") {
        QStringList zones;
        for (auto it = reservations.cbegin(); it != reservations.cend(); ++it)
            if (it.key().section('/', 0, 0) == p[3])
                zones << it.key().section('/', 1, 1);
        zones.removeDuplicates();
        zones.sort();
        const auto [from, to] = pageOf(int(zones.size()));
        QJsonObject items;
        for (int i = from; i < to; ++i) {
            QJsonArray list;
            QStringList keys = reservations.keys();
            keys.sort();
            for (const QString &k : keys)
                if (k.section('/', 0, 1) == p[3] + '/' + zones[i])
                    list.append(reservations.value(k));
            items.insert("zones/" + zones[i], QJsonObject{{"reservations", list}});
        }
        items.insert("zones/europe-west4-b",
                     QJsonObject{{"warning", QJsonObject{{"code", "NO_RESULTS_ON_PAGE"}}}});
        QJsonObject o{{"kind", "compute#reservationAggregatedList"}, {"items", items}};
        if (to < zones.size())
            o.insert("nextPageToken", QStringLiteral("zones:%1").arg(to));
        return json(200, o);
    }
    // /compute/v1/projects/P/regions?pageToken=regions:N
    if (p.size() == 5 && p[0] == "compute" && p[4] == "regions") {
        QStringList regions = regionQuotas.keys();
        regions.sort();
        const auto [from, to] = pageOf(int(regions.size()));
        QJsonArray items;
        for (int i = from; i < to; ++i)
            items.append(QJsonObject{{"kind", "compute#region"},
                                     {"name", regions[i]},
                                     {"status", "UP"},
                                     {"quotas", regionQuotas.value(regions[i])}});
        QJsonObject o{{"kind", "compute#regionList"}, {"items", items}};
        if (to < regions.size())
            o.insert("nextPageToken", QStringLiteral("regions:%1").arg(to));
        return json(200, o);
    }
    // /v1/services/S/skus?pageToken=skus:N
    if (p.size() == 4 && p[0] == "v1" && p[1] == "services" && p[3] == "skus") {
        if (billingForbidden)
            return error(403, "PERMISSION_DENIED",
                         "The caller does not have permission to use the Cloud Billing API.");
        const QJsonArray all = skus.value(p[2]);
        const auto [from, to] = pageOf(int(all.size()));
        QJsonArray page;
        for (int i = from; i < to; ++i)
            page.append(all.at(i));
        QJsonObject o{{"skus", page}};
        o.insert("nextPageToken", to < all.size() ? QStringLiteral("skus:%1").arg(to) : QString());
        return json(200, o);
    }
    // /v1/projects/P/locations/global/services/compute.googleapis.com/quotaInfos/ID
    if (p.size() == 9 && p[0] == "v1" && p[7] == "quotaInfos") {
        if (!quotaInfos.contains(p[8]))
            return error(404, "NOT_FOUND", QStringLiteral("QuotaInfo %1 not found.").arg(p[8]));
        return json(200, quotaInfos.value(p[8]));
    }
    return error(404, "NOT_FOUND",
                 QStringLiteral("The requested URL %1 was not found on this server.").arg(path));
}
