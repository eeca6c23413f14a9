#include "live/reservationanswer.h"

#include "live/apianswer.h"
#include "live/livechecks_p.h"
#include "model/names.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

namespace tpu::live {

namespace {
struct ReservationAnswerText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::ReservationAnswer)
};

// A value as a message shows it: bounded, printable, one line.
// At most this many resources a list (Google sends one per accelerator type).
constexpr int kMaxResources = 100;

// reservedResources[] or inUseResources[]: the chips of its accelerator entries, added up.
bool chipsOf(const QJsonValue &list, const QString &field, bool required, long long *chips,
             QString *type, QString *error)
{
    *chips = 0;
    if (list.isUndefined() && !required)
        return true;
    if (!list.isArray()) {
        *error = ReservationAnswerText::tr("%1 is %2, not a list").arg(field, shownValue(list));
        return false;
    }
    const QJsonArray a = list.toArray();
    if (a.size() > kMaxResources) {
        *error = ReservationAnswerText::tr("%1 has %2 entries; at most %3 are read")
                     .arg(field)
                     .arg(a.size())
                     .arg(kMaxResources);
        return false;
    }
    static const QRegularExpression typeName(
        QRegularExpression::anchoredPattern(QStringLiteral("[a-z][a-z0-9-]{0,62}")));
    for (const QJsonValue &v : a) {
        if (!v.isObject()) {
            *error = ReservationAnswerText::tr("an entry of %1 is %2, not an object")
                         .arg(field, shownValue(v));
            return false;
        }
        const QJsonValue acc = v.toObject().value(QLatin1String("accelerator"));
        if (acc.isUndefined())
            continue; // another kind of resource (not chips)
        if (!acc.isObject()) {
            *error = ReservationAnswerText::tr("an accelerator of %1 is %2, not an object")
                         .arg(field, shownValue(acc));
            return false;
        }
        const QJsonObject o = acc.toObject();
        const QJsonValue countValue = o.value(QLatin1String("acceleratorCount"));
        const detail::Count count = detail::countOf(countValue);
        if (!count.value) {
            *error =
                ReservationAnswerText::tr("an accelerator of %1: %2")
                    .arg(field, detail::badCount(QStringLiteral("acceleratorCount"), countValue));
            return false;
        }
        const QJsonValue typeValue = o.value(QLatin1String("acceleratorType"));
        if (!typeValue.isUndefined()) {
            // "/projects/P/zones/Z/acceleratorTypes/ct6e", "…/ct6e" or "ct6e": the last segment.
            const QString t = typeValue.toString().section(QLatin1Char('/'), -1);
            if (!typeValue.isString() || typeValue.toString().size() > 400 ||
                !typeName.match(t).hasMatch()) {
                *error = ReservationAnswerText::tr(
                             "an accelerator of %1 has type %2, not an accelerator type")
                             .arg(field, shownValue(typeValue));
                return false;
            }
            if (type && type->isEmpty())
                *type = t;
        }
        *chips += *count.value;
        if (*chips > detail::kMaxCount) {
            *error = ReservationAnswerText::tr("%1 add up to more than %2 chips")
                         .arg(field)
                         .arg(detail::kMaxCount);
            return false;
        }
    }
    return true;
}
} // namespace

bool isVmFamilyShape(const QString &s)
{
    static const QRegularExpression re(
        QRegularExpression::anchoredPattern(QStringLiteral("VM_FAMILY_[A-Z0-9_]{1,60}")));
    return re.match(s).hasMatch();
}

bool ReservationHealth::isDegraded() const
{
    return degraded.value_or(0) > 0 || status == QLatin1String("DEGRADED");
}

QString ReservationHealth::text() const
{
    if (!isDegraded())
        return {};
    if (degraded && healthy)
        return ReservationAnswerText::tr("%1 of %2 blocks degraded (%3)")
            .arg(*degraded)
            .arg(*degraded + *healthy)
            .arg(status.isEmpty() ? ReservationAnswerText::tr("no status") : status);
    if (degraded)
        return ReservationAnswerText::tr("%1 blocks degraded (%2)")
            .arg(*degraded)
            .arg(status.isEmpty() ? ReservationAnswerText::tr("no status") : status);
    return ReservationAnswerText::tr("health %1").arg(status);
}

std::optional<AggregateHolding> aggregateHolding(const QJsonObject &aggregate, QString *error)
{
    AggregateHolding h;
    const QJsonValue family = aggregate.value(QLatin1String("vmFamily"));
    if (!family.isString() || !isVmFamilyShape(family.toString())) {
        *error = ReservationAnswerText::tr("its vmFamily %1 is not a VM family like "
                                           "VM_FAMILY_CLOUD_TPU_LITE_POD_SLICE_CT6E")
                     .arg(shownValue(family));
        return std::nullopt;
    }
    h.vmFamily = family.toString();
    if (!chipsOf(aggregate.value(QLatin1String("reservedResources")),
                 QStringLiteral("reservedResources"), true, &h.chips, &h.acceleratorType, error) ||
        !chipsOf(aggregate.value(QLatin1String("inUseResources")), QStringLiteral("inUseResources"),
                 false, &h.inUse, nullptr, error))
        return std::nullopt;
    if (h.inUse > h.chips) {
        *error =
            ReservationAnswerText::tr("%1 chips in use of %2 reserved").arg(h.inUse).arg(h.chips);
        return std::nullopt;
    }
    for (const auto &[field, out] :
         {std::pair{"hostCount", &h.hosts}, std::pair{"inUseHostCount", &h.hostsInUse}}) {
        const QJsonValue v = aggregate.value(QLatin1String(field));
        const detail::Count c = detail::countOf(v);
        if (c.present && !c.value) {
            *error = detail::badCount(QLatin1String(field), v);
            return std::nullopt;
        }
        *out = c.value;
    }
    if (h.hosts && h.hostsInUse && *h.hostsInUse > *h.hosts) {
        *error =
            ReservationAnswerText::tr("%1 hosts in use of %2").arg(*h.hostsInUse).arg(*h.hosts);
        return std::nullopt;
    }
    return h;
}

std::optional<ReservationHealth> reservationHealth(const QJsonObject &reservation, QString *error)
{
    const QJsonValue status = reservation.value(QLatin1String("resourceStatus"));
    if (status.isUndefined())
        return std::nullopt;
    if (!status.isObject()) {
        *error = ReservationAnswerText::tr("its resourceStatus is %1, not an object")
                     .arg(shownValue(status));
        return std::nullopt;
    }
    const QJsonValue info = status.toObject().value(QLatin1String("healthInfo"));
    if (info.isUndefined())
        return std::nullopt;
    if (!info.isObject()) {
        *error =
            ReservationAnswerText::tr("its healthInfo is %1, not an object").arg(shownValue(info));
        return std::nullopt;
    }
    const QJsonObject o = info.toObject();
    ReservationHealth h;
    const QJsonValue s = o.value(QLatin1String("healthStatus"));
    static const QRegularExpression word(
        QRegularExpression::anchoredPattern(QStringLiteral("[A-Z][A-Z_]{0,39}")));
    if (!s.isUndefined()) {
        if (!s.isString() || !word.match(s.toString()).hasMatch()) {
            *error = ReservationAnswerText::tr("its healthStatus %1 is not a status like DEGRADED")
                         .arg(shownValue(s));
            return std::nullopt;
        }
        h.status = s.toString();
    }
    for (const auto &[field, out] : {std::pair{"healthyBlockCount", &h.healthy},
                                     std::pair{"degradedBlockCount", &h.degraded}}) {
        const QJsonValue v = o.value(QLatin1String(field));
        const detail::Count c = detail::countOf(v);
        if (c.present && !c.value) {
            *error = detail::badCount(QLatin1String(field), v);
            return std::nullopt;
        }
        *out = c.value;
    }
    return h;
}

} // namespace tpu::live
