#include "model/planfields.h"

#include "catalog/jsonreader.h"
#include "model/planfile.h"
#include "model/shellquote.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <type_traits>

namespace tpu::model {

namespace {

struct PlanFieldFileText // the plan file's messages: the context planfile.cpp's are in
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::PlanFile)
};

struct PlanFieldFlagText // the messages of the generic flags of `new` and `edit`
{
    Q_DECLARE_TR_FUNCTIONS(tpu::model::PlanFields)
};

using json::ObjectReader;

// A plan member, reached through one or two levels ("workload.image").
template <typename T> struct Member
{
    std::function<T &(Plan &)> ref;
    std::function<const T &(const Plan &)> get;
};

template <typename T> Member<T> member(T Plan::*m)
{
    return {[m](Plan &p) -> T & { return p.*m; }, [m](const Plan &p) -> const T & { return p.*m; }};
}

template <typename S, typename T> Member<T> member(S Plan::*outer, T S::*m)
{
    return {[outer, m](Plan &p) -> T & { return p.*outer.*m; },
            [outer, m](const Plan &p) -> const T & { return p.*outer.*m; }};
}

// The codec every field of a type gets unless it names its own.
template <typename T> void defaultCodec(PlanField &f, const Member<T> &m)
{
    if constexpr (std::is_same_v<T, QString>) {
        f.write = [m](const Plan &p) { return QJsonValue(m.get(p)); };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) { m.ref(p) = o.string(key); };
    } else if constexpr (std::is_same_v<T, bool>) {
        f.write = [m](const Plan &p) { return QJsonValue(m.get(p)); };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) { m.ref(p) = o.boolean(key); };
    }
}

template <typename T>
PlanField field(const char *name, const char *fileKey, Step step, bool reconciled,
                const char *label, const Member<T> &m)
{
    PlanField f{QLatin1String(name),
                QLatin1String(fileKey),
                step,
                reconciled,
                label,
                [m](const Plan &a, const Plan &b) { return m.get(a) == m.get(b); },
                [m](const Plan &from, Plan &to) { m.ref(to) = m.get(from); },
                nullptr,
                nullptr,
                nullptr,
                false,
                {}};
    if constexpr (std::is_same_v<T, QString>)
        f.text = [m](const Plan &p) { return &m.get(p); };
    defaultCodec(f, m);
    return f;
}

// --- codecs of the fields whose file form is not their plain JSON type -----------------------

PlanField &integerRange(PlanField &f, const Member<int> &m, int min, int max)
{
    f.write = [m](const Plan &p) { return QJsonValue(m.get(p)); };
    f.read = [m, min, max](ObjectReader &o, const QString &key, Plan &p) {
        m.ref(p) = o.integer(key, min, max);
    };
    return f;
}

QDateTime readTime(ObjectReader &r, const QString &key)
{
    const QString s = r.string(key);
    if (s.isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(s, Qt::ISODate);
    if (!t.isValid())
        r.fail(key, PlanFieldFileText::tr("\"%1\" is not a date and time like 2026-12-01T00:00:00Z")
                        .arg(s));
    return t.toUTC();
}

PlanField &timeCodec(PlanField &f, const Member<QDateTime> &m)
{
    f.write = [m](const Plan &p) { return QJsonValue(m.get(p).toUTC().toString(Qt::ISODate)); };
    f.read = [m](ObjectReader &o, const QString &key, Plan &p) { m.ref(p) = readTime(o, key); };
    return f;
}

// --- command-line flags -------------------------------------------------------------------------

// A flag the verbs handle themselves (its meaning spans several fields or steps).
PlanField &bespoke(PlanField &f, QStringList names)
{
    f.flag.names = std::move(names);
    return f;
}

PlanField &textFlag(PlanField &f, const char *name, const char *valueName, const char *help,
                    const Member<QString> &m)
{
    f.flag = {{QLatin1String(name)}, valueName, help, false, [m](const QString &text, Plan &p) {
                  m.ref(p) = text;
                  return QString();
              }};
    return f;
}

PlanField &switchFlag(PlanField &f, const char *name, const char *help, const Member<bool> &m)
{
    // The switch's text is "1" (on) or "0" (off, from --no-NAME).
    f.flag = {{QLatin1String(name)}, "", help, true, [m](const QString &text, Plan &p) {
                  m.ref(p) = text == QLatin1String("1");
                  return QString();
              }};
    return f;
}

PlanField &integerFlag(PlanField &f, const char *name, const char *valueName, const char *help,
                       const Member<int> &m, int min, int max)
{
    const QString flag = QLatin1String(name);
    f.flag = {{flag}, valueName, help, false, [m, min, max, flag](const QString &text, Plan &p) {
                  bool ok = false;
                  const qlonglong n = text.toLongLong(&ok);
                  if (!ok || n < min || n > max)
                      return PlanFieldFlagText::tr("--%1 must be a whole number from %2 to %3")
                          .arg(flag, QString::number(min), QString::number(max));
                  m.ref(p) = int(n);
                  return QString();
              }};
    return f;
}

PlanField &timeFlag(PlanField &f, const char *name, const char *help, const Member<QDateTime> &m)
{
    const QString flag = QLatin1String(name);
    f.flag = {
        {flag}, "time", help, false, [m, flag](const QString &text, Plan &p) {
            if (text.isEmpty()) {
                m.ref(p) = {};
                return QString();
            }
            const QDateTime t = QDateTime::fromString(text, Qt::ISODate);
            if (!t.isValid() || t.timeSpec() == Qt::LocalTime)
                return PlanFieldFlagText::tr(
                           "--%1 takes a UTC date and time like 2026-12-01T00:00:00Z (\"\" clears "
                           "it), not \"%2\"")
                    .arg(flag, json::echo(text));
            m.ref(p) = t.toUTC();
            return QString();
        }};
    return f;
}

} // namespace

QString PlanField::displayLabel() const
{
    return QCoreApplication::translate("tpu::model::PlanFields", label);
}

QString PlanField::fileLeaf() const
{
    return fileKey.section(QLatin1Char('.'), -1);
}

QString PlanField::fileParent() const
{
    const int dot = fileKey.lastIndexOf(QLatin1Char('.'));
    return dot < 0 ? QString() : fileKey.left(dot);
}

const std::vector<PlanFileObject> &planFileObjects()
{
    static const std::vector<PlanFileObject> objects{
        {QStringLiteral("reservation"), false, false},
        // Schema 2: what the reservation holds and what it was chosen for (absent in schema 1).
        {QStringLiteral("reservation.holds"), true, false},
        {QStringLiteral("reservation.chosenFor"), true, false},
        // Issue 40: a calendar-mode future reservation; absent (and not written): none.
        {QStringLiteral("reservation.calendarMode"), true, true},
        {QStringLiteral("autoscaling"), false, false},
        {QStringLiteral("workload"), false, false},
        {QStringLiteral("maintenanceExclusion"), false, false},
        {QStringLiteral("extraDisk"), false, false},
    };
    return objects;
}

namespace {

// One long function on purpose: it is the table of the plan's 51 fields, one block a field in the
// plan file's order, and reads as a table (no logic beyond each field's codec and flag).
std::vector<PlanField> makePlanFields()
{
    using S = Step;
    std::vector<PlanField> table;
    const auto add = [&table](PlanField f) -> PlanField & {
        table.push_back(std::move(f));
        return table.back();
    };

    {
        const auto m = member(&Plan::clusterName);
        textFlag(add(field("clusterName", "clusterName", S::Mode, false,
                           QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Cluster name"), m)),
                 "name", "name",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Cluster name (default tpu-cluster)."),
                 m);
    }
    bespoke(add(field("newCluster", "newCluster", S::Mode, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "New cluster"),
                      member(&Plan::newCluster))),
            {QStringLiteral("existing-cluster"), QStringLiteral("new-cluster")});
    {
        const auto m = member(&Plan::clusterLocation);
        PlanField &f = textFlag(
            add(field("clusterLocation", "clusterLocation", S::Mode, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Cluster location"), m)),
            "cluster-location", "location",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Existing cluster: its region, or its zone for a zonal cluster "
                              "(\"\" for the plan's region)."),
            m);
        f.optional = true; // absent in older plans: the plan's region
    }
    {
        const auto m = member(&Plan::projectId);
        textFlag(add(field("projectId", "projectId", S::Mode, false,
                           QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Project ID"), m)),
                 "project", "id",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Google Cloud project ID."), m);
    }
    {
        const auto m = member(&Plan::mode);
        PlanField &f = add(field("mode", "mode", S::Mode, true,
                                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Mode"), m));
        f.write = [m](const Plan &p) { return QJsonValue(catalog::modeId(m.get(p))); };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const QString mode = o.string(key);
            const auto parsed = catalog::modeFromId(mode);
            if (!parsed || mode != catalog::modeId(*parsed))
                o.fail(key, PlanFieldFileText::tr("must be \"autopilot\" or \"standard\""));
            m.ref(p) = *parsed;
        };
        bespoke(f, {QStringLiteral("mode")});
    }
    bespoke(add(field("tpuVersion", "tpuVersion", S::Version, true,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "TPU version"),
                      member(&Plan::tpuVersion))),
            {QStringLiteral("tpu")});
    bespoke(add(field("machineType", "machineType", S::Version, true,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Machine type"),
                      member(&Plan::machineType))),
            {QStringLiteral("machine-type")});
    bespoke(add(field("zone", "zone", S::Zone, true,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Zone"), member(&Plan::zone))),
            {QStringLiteral("zone")});
    {
        const auto m = member(&Plan::clusterVersion);
        textFlag(add(field("clusterVersion", "clusterVersion", S::Zone, false,
                           QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Cluster version"), m)),
                 "cluster-version", "version",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Cluster GKE version."), m);
    }
    {
        const auto m = member(&Plan::releaseChannel);
        textFlag(
            add(field("releaseChannel", "releaseChannel", S::Zone, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Release channel"), m)),
            "release-channel", "channel",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "GKE release channel of a new cluster: rapid, regular, stable or "
                              "extended (\"\" for the default)."),
            m);
    }
    {
        const auto m = member(&Plan::topology);
        PlanField &f = add(field("topology", "topology", S::Topology, true,
                                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Topology"), m));
        f.write = [m](const Plan &p) { return QJsonValue(m.get(p).toString()); };
        // Read into its one normalised form ("04X4x4" is 4x4x4); empty: not chosen yet; anything
        // else that is not a shape is refused with what to type.
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const QString text = o.string(key);
            if (text.isEmpty())
                return;
            QString why;
            if (const auto t = catalog::Topology::parse(text, &why))
                m.ref(p) = *t;
            else
                o.fail(key, why);
        };
        bespoke(f, {QStringLiteral("topology")});
    }
    {
        const auto m = member(&Plan::slices);
        bespoke(integerRange(add(field("slices", "slices", S::Topology, true,
                                       QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Slices"), m)),
                             m, 1, PlanFile::kMaxSlices),
                {QStringLiteral("slices")});
    }
    {
        const auto m = member(&Plan::consumption);
        PlanField &f = add(field("consumption", "consumption", S::Options, false,
                                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Consumption"), m));
        f.write = [m](const Plan &p) { return QJsonValue(consumptionId(m.get(p))); };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const auto c = consumptionFromId(o.string(key));
            if (!c)
                o.fail(key, PlanFieldFileText::tr("must be \"on-demand\", \"spot\", "
                                                  "\"flex-start\" or \"reservation\""));
            m.ref(p) = *c;
        };
        bespoke(f, {QStringLiteral("on-demand"), QStringLiteral("spot"),
                    QStringLiteral("flex-start"), QStringLiteral("reservation")});
    }
    {
        const auto m = member(&Plan::fallback);
        PlanField &f = add(field("fallback", "fallback", S::Options, false,
                                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Then try"), m));
        f.write = [m](const Plan &p) {
            QJsonArray a;
            for (Consumption c : m.get(p))
                a.append(consumptionId(c));
            return QJsonValue(a);
        };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const QJsonValue v = o.value(key);
            if (!v.isArray() || v.toArray().size() > 3)
                o.fail(key,
                       PlanFieldFileText::tr("must be a list of at most 3 consumption options"));
            for (const QJsonValue &step : v.toArray()) {
                const auto c = consumptionFromId(step.toString());
                if (!step.isString() || !c)
                    o.fail(key, PlanFieldFileText::tr("each step must be \"on-demand\", "
                                                      "\"spot\", \"flex-start\" or "
                                                      "\"reservation\""));
                m.ref(p).push_back(*c);
            }
        };
        f.optional = true; // schema 3: absent before (no chain)
        bespoke(f, {QStringLiteral("then")});
    }
    {
        const auto m = member(&Plan::scaleUpAnyway);
        PlanField &f =
            add(field("scaleUpAnyway", "whenUnsatisfiable", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "When nothing is available"), m));
        f.write = [m](const Plan &p) {
            return QJsonValue(m.get(p) ? QStringLiteral("ScaleUpAnyway")
                                       : QStringLiteral("DoNotScaleUp"));
        };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const QString w = o.string(key);
            if (w != QLatin1String("ScaleUpAnyway") && w != QLatin1String("DoNotScaleUp"))
                o.fail(key, PlanFieldFileText::tr("must be \"DoNotScaleUp\" or \"ScaleUpAnyway\""));
            m.ref(p) = w == QLatin1String("ScaleUpAnyway");
        };
        f.optional = true; // schema 3
        bespoke(f, {QStringLiteral("scale-up-anyway")});
    }
    bespoke(add(field("reservation.name", "reservation.name", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Reservation name"),
                      member(&Plan::reservation, &Reservation::name))),
            {QStringLiteral("reservation")});
    {
        // Issue 40 point 4: how the reservation is consumed; absent in older plans (specific).
        const auto m = member(&Plan::reservation, &Reservation::affinity);
        PlanField &f =
            add(field("reservation.affinity", "reservation.affinity", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Reservation affinity"), m));
        f.write = [m](const Plan &p) { return QJsonValue(reservationAffinityId(m.get(p))); };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const auto a = reservationAffinityFromId(o.string(key));
            if (!a)
                o.fail(key, PlanFieldFileText::tr(
                                "must be \"specific\" or \"any-reservation-then-fail\""));
            m.ref(p) = *a;
        };
        f.optional = true;
        // A consumption flag, like --reservation: the verbs handle it (it sets the consumption).
        bespoke(f, {QStringLiteral("reservation-affinity")});
    }
    {
        const auto m = member(&Plan::reservation, &Reservation::project);
        textFlag(add(field("reservation.project", "reservation.project", S::Options, false,
                           QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Reservation project"), m)),
                 "reservation-project", "project",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Project that owns the reservation."),
                 m);
    }
    {
        const auto m = member(&Plan::reservation, &Reservation::machineType);
        textFlag(
            add(field(
                "reservation.machineType", "reservation.holds.machineType", S::Options, false,
                QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Machine type the reservation holds"),
                m)),
            "reservation-machine-type", "type",
            QT_TRANSLATE_NOOP(
                "tpu::model::PlanFields",
                "The machine type the reservation holds (checked against the plan's)."),
            m);
    }
    {
        const auto m = member(&Plan::reservation, &Reservation::zone);
        textFlag(add(field(
                     "reservation.zone", "reservation.holds.zone", S::Options, false,
                     QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Zone the reservation holds"), m)),
                 "reservation-zone", "zone",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                                   "The zone of the reservation (checked against the plan's)."),
                 m);
    }
    // Recorded by the planner when the reservation is chosen: no flag.
    add(field(
        "reservation.chosenFor.machineType", "reservation.chosenFor.machineType", S::Options, false,
        QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Machine type the reservation was chosen for"),
        member(&Plan::reservation, &Reservation::chosenForMachineType)));
    add(field("reservation.chosenFor.zone", "reservation.chosenFor.zone", S::Options, false,
              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Zone the reservation was chosen for"),
              member(&Plan::reservation, &Reservation::chosenForZone)));
    {
        const auto m = member(&Plan::calendar, &CalendarMode::enabled);
        PlanField &f = switchFlag(
            add(field("reservation.calendar", "reservation.calendarMode.enabled", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Calendar-mode reservation"), m)),
            "calendar-mode",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Request --reservation as a future reservation in calendar mode "
                              "(from --calendar-start for --calendar-days days); it cannot be "
                              "changed or cancelled once confirmed."),
            m);
        f.optional = true;
    }
    {
        const auto m = member(&Plan::calendar, &CalendarMode::start);
        PlanField &f = timeCodec(
            add(field("reservation.calendar.start", "reservation.calendarMode.start", S::Options,
                      false, QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Calendar-mode start"),
                      m)),
            m);
        timeFlag(f, "calendar-start",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                                   "Start of the calendar-mode reservation, UTC, e.g. "
                                   "2026-12-07T00:00:00Z (at most 120 days ahead)."),
                 m);
        f.optional = true;
    }
    {
        const auto m = member(&Plan::calendar, &CalendarMode::days);
        PlanField &f = integerFlag(
            integerRange(
                add(field(
                    "reservation.calendar.days", "reservation.calendarMode.days", S::Options, false,
                    QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Calendar-mode duration (days)"),
                    m)),
                m, 0, PlanFile::kMaxCalendarDays),
            "calendar-days", "days",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "How many days the calendar-mode reservation holds the chips (1 to "
                              "90)."),
            m, 0, PlanFile::kMaxCalendarDays);
        f.optional = true;
    }
    {
        const auto m = member(&Plan::calendar, &CalendarMode::workloadType);
        PlanField &f = add(
            field("reservation.calendar.workloadType", "reservation.calendarMode.workloadType",
                  S::Options, false,
                  QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Calendar-mode workload type"), m));
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const QString w = o.string(key);
            if (w != QLatin1String("batch") && w != QLatin1String("serving"))
                o.fail(key, PlanFieldFileText::tr("must be \"batch\" or \"serving\""));
            m.ref(p) = w;
        };
        f.flag = {{QStringLiteral("calendar-workload-type")},
                  "batch|serving",
                  QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                                    "What the calendar-mode capacity is optimised for: batch "
                                    "(training) or serving (inference)."),
                  false,
                  [m](const QString &text, Plan &p) {
                      if (text != QLatin1String("batch") && text != QLatin1String("serving"))
                          return PlanFieldFlagText::tr(
                              "--calendar-workload-type must be batch or serving");
                      m.ref(p) = text;
                      return QString();
                  }};
        f.optional = true;
    }
    bespoke(add(field("autoscaling", "autoscaling.enabled", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Node pool autoscaling"),
                      member(&Plan::autoscaling, &Autoscaling::enabled))),
            {QStringLiteral("autoscaling"), QStringLiteral("no-autoscaling")});
    {
        const auto m = member(&Plan::autoscaling, &Autoscaling::minNodes);
        bespoke(integerRange(
                    add(field("autoscaling.minNodes", "autoscaling.minNodes", S::Options, false,
                              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Minimum nodes"), m)),
                    m, 0, PlanFile::kMaxNodes),
                {QStringLiteral("autoscaling")});
    }
    {
        const auto m = member(&Plan::autoscaling, &Autoscaling::maxNodes);
        bespoke(integerRange(
                    add(field("autoscaling.maxNodes", "autoscaling.maxNodes", S::Options, false,
                              QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maximum nodes"), m)),
                    m, 0, PlanFile::kMaxNodes),
                {QStringLiteral("autoscaling")});
    }
    {
        const auto m = member(&Plan::autoscaling, &Autoscaling::nodeAutoProvisioning);
        switchFlag(
            add(field("autoscaling.nodeAutoProvisioning", "autoscaling.nodeAutoProvisioning",
                      S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Node auto-provisioning"), m)),
            "auto-provisioning",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Standard: turn node auto-provisioning on (a fallback chain needs "
                              "it)."),
            m);
    }
    {
        const auto m = member(&Plan::workload, &Workload::name);
        textFlag(
            add(field("workload.name", "workload.name", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Workload name"), m)),
            "workload-name", "name",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Workload name (default tpu-workload)."),
            m);
    }
    {
        const auto m = member(&Plan::workload, &Workload::nameSpace);
        textFlag(
            add(field("workload.namespace", "workload.namespace", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Namespace"), m)),
            "namespace", "ns",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Workload namespace (default default)."),
            m);
    }
    {
        const auto m = member(&Plan::workload, &Workload::image);
        textFlag(add(field("workload.image", "workload.image", S::Options, false,
                           QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Container image"), m)),
                 "image", "image", QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Container image."),
                 m);
    }
    {
        const auto m = member(&Plan::workload, &Workload::command);
        PlanField &f = add(field("workload.command", "workload.command", S::Options, false,
                                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Command"), m));
        f.write = [m](const Plan &p) { return QJsonValue(QJsonArray::fromStringList(m.get(p))); };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            m.ref(p) = o.stringList(key);
        };
        // One line in shell quoting, split into the container's arguments as the window's
        // Command field does; "" clears it (the image's own entrypoint).
        f.flag = {{QStringLiteral("command")},
                  "line",
                  QT_TRANSLATE_NOOP(
                      "tpu::model::PlanFields",
                      "The container's command as one line in shell quoting, e.g. \"python3 "
                      "train.py --steps 100\" (\"\" for the image's own)."),
                  false,
                  [m](const QString &text, Plan &p) {
                      const ShellWords words = splitShellWords(text);
                      if (!words.error.isEmpty())
                          return PlanFieldFlagText::tr("--command: %1").arg(words.error);
                      m.ref(p) = words.args;
                      return QString();
                  }};
    }
    {
        const auto m = member(&Plan::workload, &Workload::kind);
        PlanField &f = add(field("workload.kind", "workload.kind", S::Options, false,
                                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Workload kind"), m));
        f.write = [m](const Plan &p) { return QJsonValue(workloadKindId(m.get(p))); };
        f.read = [m](ObjectReader &o, const QString &key, Plan &p) {
            const auto k = workloadKindFromId(o.string(key));
            if (!k)
                o.fail(key, PlanFieldFileText::tr("must be one of: %1")
                                .arg(workloadKindIds().join(QStringLiteral(", "))));
            m.ref(p) = *k;
        };
        bespoke(f, {QStringLiteral("workload-kind"), QStringLiteral("workload")});
    }
    {
        const auto m = member(&Plan::workload, &Workload::servingPort);
        PlanField &f = add(field("workload.servingPort", "workload.servingPort", S::Options, false,
                                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Serving port"), m));
        integerRange(f, m, 1, 65535);
        f.optional = true; // older plans have none: the default (8000)
        bespoke(f, {QStringLiteral("serving-port")});
    }
    {
        const auto m = member(&Plan::workload, &Workload::maxRestarts);
        constexpr int kMaxRestarts = 1000; // JobSet takes an int32; more is a typo
        integerFlag(
            integerRange(
                add(field("workload.maxRestarts", "workload.maxRestarts", S::Options, false,
                          QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maximum restarts"), m)),
                m, 0, kMaxRestarts),
            "max-restarts", "n",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "JobSet: how many times a failure restarts all its slices before "
                              "the JobSet fails (failurePolicy.maxRestarts; 0: never)."),
            m, 0, kMaxRestarts);
        table.back().optional = true; // older plans have none: 0
    }
    {
        const auto m = member(&Plan::priorityClass);
        textFlag(
            add(field("priorityClass", "priorityClass", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Priority class"), m)),
            "priority-class", "class",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Kubernetes PriorityClass of the workload's Pods (\"\" for none)."),
            m);
    }
    bespoke(add(field("kueue", "kueue", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Kueue"), member(&Plan::kueue))),
            {QStringLiteral("kueue"), QStringLiteral("no-kueue")});
    {
        const auto m = member(&Plan::maintenance, &MaintenanceExclusion::enabled);
        switchFlag(
            add(field("maintenance", "maintenanceExclusion.enabled", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion"), m)),
            "maintenance-exclusion",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Add a maintenance exclusion (no upgrades) from "
                              "--maintenance-start to --maintenance-end."),
            m);
    }
    {
        const auto m = member(&Plan::maintenance, &MaintenanceExclusion::name);
        textFlag(add(field(
                     "maintenance.name", "maintenanceExclusion.name", S::Options, false,
                     QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion name"), m)),
                 "maintenance-name", "name",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Name of the maintenance exclusion."),
                 m);
    }
    {
        const auto m = member(&Plan::maintenance, &MaintenanceExclusion::start);
        timeCodec(
            add(field("maintenance.start", "maintenanceExclusion.start", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion start"),
                      m)),
            m);
        timeFlag(table.back(), "maintenance-start",
                 QT_TRANSLATE_NOOP(
                     "tpu::model::PlanFields",
                     "Start of the maintenance exclusion, UTC, e.g. 2026-12-01T00:00:00Z."),
                 m);
    }
    {
        const auto m = member(&Plan::maintenance, &MaintenanceExclusion::end);
        timeCodec(
            add(field("maintenance.end", "maintenanceExclusion.end", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maintenance exclusion end"), m)),
            m);
        timeFlag(
            table.back(), "maintenance-end",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "End of the maintenance exclusion, UTC, e.g. 2026-12-31T00:00:00Z."),
            m);
    }
    {
        const auto m = member(&Plan::extendedRunTime);
        switchFlag(add(field("extendedRunTime", "extendedRunTime", S::Options, false,
                             QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Extended run time"), m)),
                   "extended-run-time",
                   QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                                     "Autopilot: extended run time Pods (up to seven days without "
                                     "eviction)."),
                   m);
    }
    {
        const auto m = member(&Plan::collectionScheduling);
        switchFlag(
            add(field("collectionScheduling", "collectionScheduling", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Collection scheduling"), m)),
            "collection-scheduling",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "v6e serving: collection scheduling of the node pools."),
            m);
    }
    {
        const auto m = member(&Plan::extraDisk, &ExtraDisk::enabled);
        switchFlag(
            add(field("extraDisk", "extraDisk.enabled", S::Options, false,
                      QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Extra disk"), m)),
            "extra-disk",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Standard: give the TPU VMs the disk of --disk-type and --disk-size "
                              "instead of the default boot disk."),
            m);
    }
    {
        const auto m = member(&Plan::extraDisk, &ExtraDisk::type);
        textFlag(add(field("extraDisk.type", "extraDisk.type", S::Options, false,
                           QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Disk type"), m)),
                 "disk-type", "type",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                                   "The extra disk's gcloud --disk-type, e.g. hyperdisk-balanced."),
                 m);
    }
    {
        const auto m = member(&Plan::extraDisk, &ExtraDisk::sizeGiB);
        integerFlag(
            integerRange(add(field("extraDisk.sizeGiB", "extraDisk.sizeGiB", S::Options, false,
                                   QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Disk size"), m)),
                         m, 0, PlanFile::kMaxDiskGiB),
            "disk-size", "GiB",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields", "The extra disk's size in GiB."), m, 0,
            PlanFile::kMaxDiskGiB);
    }
    {
        const auto m = member(&Plan::imageType);
        textFlag(add(field("imageType", "imageType", S::Options, false,
                           QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Node image type"), m)),
                 "image-type", "type",
                 QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                                   "Standard: the node image type (default COS_CONTAINERD)."),
                 m);
    }
    {
        const auto m = member(&Plan::threadsPerCore);
        integerFlag(
            integerRange(
                add(field("threadsPerCore", "threadsPerCore", S::Options, false,
                          QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Threads per core"), m)),
                m, 0, 2),
            "threads-per-core", "n",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Standard: threads per core, 1 or 2 (0 for the machine's default)."),
            m, 0, 2);
    }
    {
        const auto m = member(&Plan::maxPodsPerNode);
        integerFlag(
            integerRange(
                add(field("maxPodsPerNode", "maxPodsPerNode", S::Options, false,
                          QT_TRANSLATE_NOOP("tpu::model::PlanFields", "Maximum Pods per node"), m)),
                m, 0, PlanFile::kMaxPodsPerNode),
            "max-pods-per-node", "n",
            QT_TRANSLATE_NOOP("tpu::model::PlanFields",
                              "Standard: the node pool's maximum Pods per node (0 for GKE's "
                              "default)."),
            m, 0, PlanFile::kMaxPodsPerNode);
    }
    return table;
}

} // namespace

const std::vector<PlanField> &planFields()
{
    static const std::vector<PlanField> fields = makePlanFields();
    return fields;
}

const PlanField *planField(const QString &name)
{
    for (const PlanField &f : planFields())
        if (f.name == name)
            return &f;
    return nullptr;
}

} // namespace tpu::model
