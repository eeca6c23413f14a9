#include "ui/wizard/optionspage.h"

#include "catalog/catalog.h"
#include "document/plandocument.h"
#include "model/availability.h"
#include "model/calendarmode.h"
#include "model/constraints.h"
#include "model/resolution.h"
#include "model/shellquote.h"
#include "ui/common/theme.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>

namespace tpu::ui {

using model::Consumption;
using model::Plan;

namespace {

template <typename W> W *named(W *w, const char *name, const QString &tip = {})
{
    w->setObjectName(QLatin1String(name));
    if (!tip.isEmpty())
        w->setToolTip(tip);
    return w;
}

void setChecked(QAbstractButton *b, bool on)
{
    if (b->isChecked() != on)
        b->setChecked(on);
}

void setValue(QSpinBox *s, int v)
{
    if (s->value() != v)
        s->setValue(v);
}

} // namespace

OptionsPage::OptionsPage(document::PlanDocument *document, QWidget *parent)
    : PlanPage(document, model::Step::Options, parent)
{
    setObjectName(QStringLiteral("optionsPage"));
    setSubTitle(tr("How the capacity is obtained and scaled, how interruptions are handled, and "
                   "what runs on the slice."));
    auto *inner = new QWidget;
    m_grid = new QGridLayout(inner);
    m_boxes = {consumptionBox(), autoscalingBox(), nodesBox(), workloadBox(), interruptionsBox()};
    for (const auto &[id, w] : std::initializer_list<std::pair<const char *, QWidget *>>{
             {"autoscaling.autopilot", m_autoscaling},
             {"autoscaling.nap-autopilot", m_nap},
             {"extended-run-time.standard", m_extendedRunTime},
             {"collection.not-v6e", m_collection},
             {"disk.type-unsupported", m_disk},
             {"node.image-type-autopilot", m_imageType},
             {"node.threads-autopilot", m_threads},
             {"node.max-pods-autopilot", m_maxPods}}) {
        w->setProperty("constraint", QString::fromLatin1(id));
        m_constrained.emplace_back(QString::fromLatin1(id), w);
    }
    inner->setObjectName(QStringLiteral("optionsBoxes"));
    contentLayout()->addWidget(inner, 1); // the page scrolls it (PlanPage)
    arrangeColumns();
    scrollArea()->viewport()->installEventFilter(this); // a narrower step: one column
    inner->installEventFilter(this);                    // larger type or longer texts too
    // A replaced plan brings its own command, even when it reads the same as the old one.
    connect(document, &document::PlanDocument::planReplaced, this, [this] { m_replaced = true; });
}

OptionsPage::~OptionsPage() = default;

bool OptionsPage::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == scrollArea()->viewport() || watched == m_grid->parentWidget()) &&
        (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest))
        QMetaObject::invokeMethod(this, &OptionsPage::arrangeColumns, Qt::QueuedConnection);
    return PlanPage::eventFilter(watched, event);
}

void OptionsPage::arrangeColumns()
{
    const int spacing = std::max(0, m_grid->horizontalSpacing());
    const QMargins margins = m_grid->contentsMargins();
    int left = 0, right = 0;
    for (int i = 0; i < int(m_boxes.size()); ++i) {
        int &column = i < 3 ? left : right;
        column = std::max(column, m_boxes[i]->minimumSizeHint().width());
    }
    const int twoColumns = left + spacing + right + margins.left() + margins.right();
    // Not shown yet: two columns, as wide as the window allows once it is.
    const int wanted = !isVisible() || scrollArea()->viewport()->width() >= twoColumns ? 2 : 1;
    if (wanted == m_columns)
        return;
    m_columns = wanted;
    for (QWidget *box : std::as_const(m_boxes))
        m_grid->removeWidget(box);
    for (int r = 0; r < 6; ++r)
        m_grid->setRowStretch(r, 0);
    if (wanted == 2) {
        m_grid->addWidget(m_boxes[0], 0, 0);
        m_grid->addWidget(m_boxes[1], 1, 0);
        m_grid->addWidget(m_boxes[2], 2, 0);
        m_grid->addWidget(m_boxes[3], 0, 1);
        m_grid->addWidget(m_boxes[4], 1, 1, 2, 1);
        m_grid->setRowStretch(3, 1);
        m_grid->setColumnStretch(0, 1);
        m_grid->setColumnStretch(1, 1);
    } else {
        for (int i = 0; i < int(m_boxes.size()); ++i)
            m_grid->addWidget(m_boxes[i], i, 0);
        m_grid->setRowStretch(int(m_boxes.size()), 1);
        m_grid->setColumnStretch(1, 0);
    }
}

QWidget *OptionsPage::consumptionBox()
{
    auto *box = new QGroupBox(tr("Capacity"));
    auto *form = new QFormLayout(box);
    m_onDemand = named(new QRadioButton(tr("&On-demand"), box), "onDemandRadioButton",
                       tr("Pay per hour; capacity is not guaranteed when you ask for it."));
    m_spot = named(new QRadioButton(tr("&Spot"), box), "spotRadioButton",
                   tr("Much cheaper; the VMs can be reclaimed at any time. Checkpoint often."));
    m_flexStart =
        named(new QRadioButton(tr("F&lex-start"), box), "flexStartRadioButton",
              tr("Queued provisioning: GKE obtains the whole slice when capacity frees up, "
                 "for a bounded run time."));
    m_reservation =
        named(new QRadioButton(tr("Specific &reservation"), box), "reservationRadioButton",
              tr("Capacity reserved in advance, consumed with specific reservation affinity."));
    m_calendar = named(
        new QRadioButton(tr("Calendar-mode reservation"), box), "calendarModeRadioButton",
        tr("The export requests a future reservation in calendar mode: Google holds the chips "
           "from the start for 1 to 90 days, needs no quota, and deletes the reservation and its "
           "VMs at the end. Once confirmed it cannot be changed or cancelled."));
    // Issue 40 point 4: any matching reservation, never on-demand (Standard node pools only).
    m_anyReservation = named(
        new QRadioButton(tr("Any matching reservation"), box), "anyReservationRadioButton",
        tr("Never on-demand: the node pools consume any reservation that matches them and fail "
           "instead of falling back to on-demand "
           "(--reservation-affinity=any-reservation-then-fail, "
           "gcloud 575 or later). Standard clusters only."));
    auto *group = new QButtonGroup(box);
    const std::pair<QRadioButton *, Consumption> kinds[] = {
        {m_onDemand, Consumption::OnDemand},          {m_spot, Consumption::Spot},
        {m_flexStart, Consumption::FlexStart},        {m_reservation, Consumption::Reservation},
        {m_anyReservation, Consumption::Reservation}, {m_calendar, Consumption::Reservation}};
    for (const auto &[button, kind] : kinds) {
        group->addButton(button);
        form->addRow(button);
        const Consumption c = kind;
        const bool calendar = button == m_calendar;
        const bool any = button == m_anyReservation;
        connect(button, &QRadioButton::toggled, this, [this, c, calendar, any](bool on) {
            if (on)
                edit([c, calendar, any](Plan &p) {
                    p.consumption = c;
                    if (c == Consumption::Reservation)
                        p.reservation.affinity = any ? model::ReservationAffinity::AnyThenFail
                                                     : model::ReservationAffinity::Specific;
                    model::CalendarMode &cal = p.calendar;
                    cal.enabled = calendar;
                    // A week from tomorrow 00:00 UTC until the user says otherwise.
                    if (calendar && !cal.start.isValid())
                        cal.start =
                            QDateTime(model::plannerNow().date().addDays(1), QTime(0, 0), Qt::UTC);
                    if (calendar && cal.days == 0)
                        cal.days = 7;
                });
        });
    }
    m_reservationName =
        named(new QLineEdit(box), "reservationNameLineEdit",
              tr("The reservation's name, as in gcloud compute reservations list."));
    m_reservationProject = named(new QLineEdit(box), "reservationProjectLineEdit",
                                 tr("Only for a shared reservation owned by another project."));
    m_reservationProject->setPlaceholderText(tr("empty: the plan's own project"));
    form->addRow(tr("Reservation na&me:"), m_reservationName);
    form->addRow(tr("Reservation pro&ject:"), m_reservationProject);
    // What the reservation holds: GKE refuses a node pool whose reservation holds another
    // machine type or zone, so the plan records it and the rules compare.
    m_reservationMachineType =
        named(new QLineEdit(box), "reservationMachineTypeLineEdit",
              tr("The machine type the reservation holds, as in gcloud compute reservations "
                 "describe (specificReservation.instanceProperties.machineType)."));
    m_reservationMachineType->setPlaceholderText(tr("not known"));
    m_reservationMachineType->setAccessibleName(tr("Machine type the reservation holds"));
    m_reservationZone =
        named(new QLineEdit(box), "reservationZoneLineEdit", tr("The zone of the reservation."));
    m_reservationZone->setPlaceholderText(tr("not known"));
    m_reservationZone->setAccessibleName(tr("Zone the reservation holds"));
    m_reservationSame =
        named(new QPushButton(tr("Same as the plan"), box), "reservationSameAsPlanButton",
              tr("The reservation holds the plan's machine type in the plan's zone."));
    form->addRow(tr("It holds:"), m_reservationMachineType);
    form->addRow(tr("In zone:"), m_reservationZone);
    form->addRow(QString(), m_reservationSame);
    m_calendarStart = named(new QDateTimeEdit(box), "calendarStartDateTimeEdit",
                            tr("When the calendar-mode reservation starts (UTC), at most 120 days "
                               "ahead."));
    m_calendarStart->setTimeSpec(Qt::UTC);
    m_calendarStart->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
    m_calendarStart->setCalendarPopup(true);
    m_calendarStart->setAccessibleName(tr("Calendar-mode start"));
    m_calendarDays = named(new QSpinBox(box), "calendarDaysSpinBox",
                           tr("How many days the reservation holds the chips (1 to 90)."));
    m_calendarDays->setRange(0, 3660);
    m_calendarDays->setSuffix(tr(" days"));
    m_calendarDays->setAccessibleName(tr("Calendar-mode duration"));
    m_calendarWorkload =
        named(new QComboBox(box), "calendarWorkloadTypeComboBox",
              tr("What the capacity is optimised for; the zones offered differ per type."));
    m_calendarWorkload->addItem(tr("Batch (training)"), QStringLiteral("batch"));
    m_calendarWorkload->addItem(tr("Serving (inference)"), QStringLiteral("serving"));
    m_calendarWorkload->setAccessibleName(tr("Calendar-mode workload type"));
    m_calendarNote = named(new QLabel(box), "calendarModeNoteLabel");
    m_calendarNote->setWordWrap(true);
    m_calendarNote->setTextFormat(Qt::PlainText);
    form->addRow(tr("Calendar mode starts:"), m_calendarStart);
    form->addRow(tr("For:"), m_calendarDays);
    form->addRow(tr("Workload type:"), m_calendarWorkload);
    form->addRow(QString(), m_calendarNote);
    connect(m_calendarStart, &QDateTimeEdit::dateTimeChanged, this,
            [this](const QDateTime &t) { edit([&](Plan &p) { p.calendar.start = t.toUTC(); }); });
    connect(m_calendarDays, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int days) { edit([days](Plan &p) { p.calendar.days = days; }); });
    connect(m_calendarWorkload, qOverload<int>(&QComboBox::activated), this, [this] {
        const QString type = m_calendarWorkload->currentData().toString();
        edit([&](Plan &p) { p.calendar.workloadType = type; });
    });
    // A fallback chain (a GKE custom compute class): what GKE tries, in order, when the choice
    // above has no capacity.
    auto *chain = new QWidget(box);
    auto *chainLayout = new QHBoxLayout(chain);
    chainLayout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 3; ++i) {
        m_fallback[i] =
            named(new QComboBox(chain),
                  i == 0   ? "fallbackComboBox1"
                  : i == 1 ? "fallbackComboBox2"
                           : "fallbackComboBox3",
                  tr("Step %1 of the fallback chain: GKE tries it when the steps before "
                     "have no capacity (a custom compute class). Autopilot, or Standard "
                     "with node auto-provisioning.")
                      .arg(i + 2));
        m_fallback[i]->setAccessibleName(tr("Fallback step %1").arg(i + 2));
        m_fallback[i]->addItem(tr("(none)"));
        for (Consumption c : {Consumption::Reservation, Consumption::OnDemand,
                              Consumption::FlexStart, Consumption::Spot})
            m_fallback[i]->addItem(model::consumptionName(c), int(c));
        chainLayout->addWidget(m_fallback[i]);
        connect(m_fallback[i], qOverload<int>(&QComboBox::activated), this, [this] {
            std::vector<Consumption> steps;
            for (QComboBox *step : m_fallback)
                if (step->currentIndex() > 0)
                    steps.push_back(Consumption(step->currentData().toInt()));
            edit([&](Plan &p) { p.fallback = steps; });
        });
    }
    chainLayout->addStretch(1);
    form->addRow(tr("Then try (fallback):"), chain);
    m_scaleUpAnyway = named(new QCheckBox(tr("Scale up even when no step is available"), box),
                            "scaleUpAnywayCheckBox",
                            tr("whenUnsatisfiable: ScaleUpAnyway creates nodes outside the chain; "
                               "otherwise GKE waits (DoNotScaleUp)."));
    form->addRow(QString(), m_scaleUpAnyway);
    connect(m_scaleUpAnyway, &QCheckBox::toggled, this,
            [this](bool on) { edit([on](Plan &p) { p.scaleUpAnyway = on; }); });
    m_chainCost = named(new QLabel(box), "fallbackCostLabel");
    m_chainCost->setWordWrap(true);
    form->addRow(QString(), m_chainCost);
    form->addRow(findingsFor(
        {QStringLiteral("consumption"), QStringLiteral("fallback"),
         QStringLiteral("reservation.name"), QStringLiteral("reservation.affinity"),
         QStringLiteral("reservation.project"), QStringLiteral("reservation.machineType"),
         QStringLiteral("reservation.zone"), QStringLiteral("reservation.calendar"),
         QStringLiteral("reservation.calendar.start"), QStringLiteral("reservation.calendar.days"),
         QStringLiteral("reservation.calendar.workloadType")},
        QStringLiteral("consumptionFindings")));
    connect(m_reservationMachineType, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.reservation.machineType = t; }); });
    connect(m_reservationZone, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.reservation.zone = t; }); });
    connect(m_reservationSame, &QPushButton::clicked, this, [this] {
        edit([](Plan &p) {
            p.reservation.machineType = p.machineType;
            p.reservation.zone = p.zone;
        });
    });
    connect(m_reservationName, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.reservation.name = t; }); });
    connect(m_reservationProject, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.reservation.project = t; }); });
    return box;
}

QWidget *OptionsPage::autoscalingBox()
{
    auto *box = new QGroupBox(tr("Autoscaling"));
    auto *form = new QFormLayout(box);
    m_autoscaling = named(new QCheckBox(tr("Node pool &autoscaling"), box), "autoscalingCheckBox");
    m_minNodes = named(new QSpinBox(box), "minNodesSpinBox");
    m_maxNodes = named(new QSpinBox(box), "maxNodesSpinBox");
    for (QSpinBox *s : {m_minNodes, m_maxNodes})
        s->setRange(0, 100000);
    m_autoscalingHint = named(new QLabel(box), "autoscalingHintLabel");
    m_autoscalingHint->setTextFormat(Qt::PlainText);
    m_autoscalingHint->setWordWrap(true);
    m_nap = named(new QCheckBox(tr("Node a&uto-provisioning (cluster-wide)"), box), "napCheckBox",
                  tr("GKE creates and deletes TPU node pools that match pending workloads."));
    form->addRow(m_autoscaling);
    form->addRow(tr("M&inimum nodes:"), m_minNodes);
    form->addRow(tr("Ma&ximum nodes:"), m_maxNodes);
    form->addRow(m_autoscalingHint);
    form->addRow(m_nap);
    form->addRow(
        findingsFor({QStringLiteral("autoscaling")}, QStringLiteral("autoscalingFindings")));
    connect(m_autoscaling, &QCheckBox::toggled, this, [this](bool on) {
        // Held, not borrowed: an edit below would replace the document's snapshot.
        const model::SnapshotPtr snap = document()->snapshotPtr();
        const model::Resolution &r = snap->resolution;
        edit([&](Plan &p) {
            p.autoscaling.enabled = on;
            if (on && p.autoscaling.maxNodes == 0) // a starting range the rules accept
                p.autoscaling.maxNodes = r.multiHost ? int(r.vmsPerSlice) : 1;
        });
    });
    connect(m_minNodes, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { edit([&](Plan &p) { p.autoscaling.minNodes = v; }); });
    connect(m_maxNodes, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { edit([&](Plan &p) { p.autoscaling.maxNodes = v; }); });
    connect(m_nap, &QCheckBox::toggled, this,
            [this](bool on) { edit([&](Plan &p) { p.autoscaling.nodeAutoProvisioning = on; }); });
    return box;
}

QWidget *OptionsPage::interruptionsBox()
{
    auto *box = new QGroupBox(tr("Interruptions and queueing"));
    auto *form = new QFormLayout(box);
    m_priorityClass =
        named(new QLineEdit(box), "priorityClassLineEdit",
              tr("A PriorityClass for the workload; the export creates it. A higher priority "
                 "protects the job from preemption by other Pods."));
    m_priorityClass->setPlaceholderText(tr("none"));
    m_maintenance =
        named(new QCheckBox(tr("Main&tenance exclusion"), box), "maintenanceCheckBox",
              tr("A window in which GKE does no automatic maintenance on the cluster."));
    m_maintenanceName = named(new QLineEdit(box), "maintenanceNameLineEdit");
    m_maintenanceStart = named(new QDateTimeEdit(box), "maintenanceStartDateTimeEdit");
    m_maintenanceEnd = named(new QDateTimeEdit(box), "maintenanceEndDateTimeEdit");
    for (QDateTimeEdit *d : {m_maintenanceStart, m_maintenanceEnd}) {
        d->setTimeSpec(Qt::UTC);
        d->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"));
        d->setCalendarPopup(true);
        // Until an exclusion is planned, show tomorrow rather than Qt's year-2000 default.
        d->setDateTime(QDateTime(
            QDateTime::currentDateTimeUtc().date().addDays(d == m_maintenanceStart ? 1 : 8),
            QTime(0, 0), Qt::UTC));
    }
    m_extendedRunTime =
        named(new QCheckBox(tr("Extended run time (Autopilot)"), box), "extendedRunTimeCheckBox",
              tr("Autopilot Pods that get up to seven days before eviction for node updates."));
    m_collection = named(new QCheckBox(tr("&Collection scheduling (v6e serving)"), box),
                         "collectionSchedulingCheckBox",
                         tr("Trillium only: GKE keeps a collection of serving slices available "
                            "during maintenance."));
    m_kueue = named(new QCheckBox(tr("&Queue with Kueue"), box), "kueueCheckBox",
                    tr("Export a ResourceFlavor, ClusterQueue and LocalQueue, and label the "
                       "workload for the queue."));
    form->addRow(tr("Priorit&y class:"), m_priorityClass);
    form->addRow(m_maintenance);
    form->addRow(tr("Exclusion name:"), m_maintenanceName);
    form->addRow(tr("Starts:"), m_maintenanceStart);
    form->addRow(tr("Ends:"), m_maintenanceEnd);
    form->addRow(m_extendedRunTime);
    form->addRow(m_collection);
    form->addRow(m_kueue);
    form->addRow(findingsFor({QStringLiteral("priorityClass"), QStringLiteral("maintenance"),
                              QStringLiteral("extendedRunTime"),
                              QStringLiteral("collectionScheduling"), QStringLiteral("kueue")},
                             QStringLiteral("interruptionsFindings")));
    connect(m_priorityClass, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.priorityClass = t; }); });
    connect(m_maintenance, &QCheckBox::toggled, this, [this](bool on) {
        edit([&](Plan &p) {
            p.maintenance.enabled = on;
            if (on && !p.maintenance.start.isValid()) { // seven days from tomorrow 00:00 UTC
                const QDateTime now = QDateTime::currentDateTimeUtc();
                p.maintenance.start = QDateTime(now.date().addDays(1), QTime(0, 0), Qt::UTC);
                p.maintenance.end = p.maintenance.start.addDays(7);
            }
            if (on && p.maintenance.name.isEmpty())
                p.maintenance.name = QStringLiteral("tpu-training");
        });
    });
    connect(m_maintenanceName, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.maintenance.name = t; }); });
    connect(m_maintenanceStart, &QDateTimeEdit::dateTimeChanged, this, [this](const QDateTime &t) {
        edit([&](Plan &p) { p.maintenance.start = t.toUTC(); });
    });
    connect(m_maintenanceEnd, &QDateTimeEdit::dateTimeChanged, this,
            [this](const QDateTime &t) { edit([&](Plan &p) { p.maintenance.end = t.toUTC(); }); });
    connect(m_extendedRunTime, &QCheckBox::toggled, this,
            [this](bool on) { edit([&](Plan &p) { p.extendedRunTime = on; }); });
    connect(m_collection, &QCheckBox::toggled, this,
            [this](bool on) { edit([&](Plan &p) { p.collectionScheduling = on; }); });
    connect(m_kueue, &QCheckBox::toggled, this,
            [this](bool on) { edit([&](Plan &p) { p.kueue = on; }); });
    return box;
}

QWidget *OptionsPage::workloadBox()
{
    auto *box = new QGroupBox(tr("Workload"));
    auto *form = new QFormLayout(box);
    m_workloadName = named(new QLineEdit(box), "workloadNameLineEdit",
                           tr("Name of the Job, Deployment or JobSet: up to 40 characters."));
    m_namespace = named(new QLineEdit(box), "namespaceLineEdit");
    m_image = named(new QLineEdit(box), "imageLineEdit",
                    tr("The container image the TPU workload runs."));
    m_image->setPlaceholderText(tr("us-docker.pkg.dev/PROJECT/REPO/IMAGE:TAG"));
    m_command = named(
        new QLineEdit(box), "commandLineEdit",
        tr("The container's command, quoted as in a POSIX shell. Empty: the image's entrypoint."));
    m_command->setPlaceholderText(tr("empty: the image's entrypoint"));
    m_commandErrorLabel = named(new QLabel(box), "commandErrorLabel");
    m_commandErrorLabel->setWordWrap(true);
    m_commandErrorLabel->hide();
    m_purpose = named(new QComboBox(box), "workloadPurposeComboBox",
                      tr("What runs on the slice: training, serving, or a Ray cluster."));
    const std::pair<model::WorkloadPurpose, QString> purposes[] = {
        {model::WorkloadPurpose::Training, tr("Training")},
        {model::WorkloadPurpose::Serving, tr("Serving")},
        {model::WorkloadPurpose::Ray, tr("Ray")}};
    for (const auto &[purpose, label] : purposes)
        m_purpose->addItem(label, model::workloadPurposeId(purpose));
    m_kind = named(new QComboBox(box), "workloadKindComboBox");
    const std::pair<model::WorkloadKind, QString> kinds[] = {
        {model::WorkloadKind::Job, tr("Job (single-host training)")},
        {model::WorkloadKind::Deployment, tr("Deployment (single-host serving)")},
        {model::WorkloadKind::JobSet, tr("JobSet (multi-host, Multislice)")},
        {model::WorkloadKind::IndexedJob, tr("Indexed Job + headless Service (multi-host)")},
        {model::WorkloadKind::LeaderWorkerSet,
         tr("LeaderWorkerSet + Service (multi-host serving, one group per slice)")},
        {model::WorkloadKind::RayCluster, tr("RayCluster (head + one TPU worker group)")}};
    for (const auto &[k, label] : kinds)
        m_kind->addItem(label, model::workloadKindId(k));
    m_servingPort = named(new QSpinBox(box), "servingPortSpinBox",
                          tr("The container port the Service in front of the serving leaders "
                             "sends requests to."));
    m_servingPort->setRange(1, 65535);
    form->addRow(tr("&Workload name:"), m_workloadName);
    form->addRow(tr("Names&pace:"), m_namespace);
    form->addRow(tr("Ima&ge:"), m_image);
    form->addRow(tr("Comman&d:"), m_command);
    form->addRow(m_commandErrorLabel);
    form->addRow(tr("Used for:"), m_purpose);
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("Serving port:"), m_servingPort);
    form->addRow(findingsFor({QStringLiteral("workload.name"), QStringLiteral("workload.namespace"),
                              QStringLiteral("workload.image"), QStringLiteral("workload.command"),
                              QStringLiteral("workload.kind")},
                             QStringLiteral("workloadFindings")));
    connect(m_workloadName, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.workload.name = t; }); });
    connect(m_namespace, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.workload.nameSpace = t; }); });
    connect(m_image, &QLineEdit::textEdited, this,
            [this](const QString &t) { edit([&](Plan &p) { p.workload.image = t; }); });
    connect(m_command, &QLineEdit::textEdited, this, [this](const QString &t) {
        const auto words = model::splitShellWords(t);
        m_commandError =
            words.error.isEmpty() ? QString() : tr("Command not applied: %1.").arg(words.error);
        if (words.error.isEmpty()) {
            m_commandSynced = words.args;
            edit([&](Plan &p) { p.workload.command = words.args; });
        }
        planChanged(); // Next follows the command's own error too
    });
    connect(m_purpose, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        const auto purpose = model::workloadPurposeFromId(m_purpose->itemData(i).toString());
        if (!purpose)
            return;
        const auto kind = model::workloadKindOnSlice(*purpose, document()->snapshot().resolution);
        edit([kind](Plan &p) { p.workload.kind = kind; });
    });
    connect(m_servingPort, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        if (v != document()->plan().workload.servingPort)
            edit([&](Plan &p) { p.workload.servingPort = v; });
    });
    connect(m_kind, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        const auto k = model::workloadKindFromId(m_kind->itemData(i).toString());
        if (k)
            edit([&](Plan &p) { p.workload.kind = *k; });
    });
    return box;
}

QWidget *OptionsPage::nodesBox()
{
    auto *box = new QGroupBox(tr("Nodes and storage"));
    auto *form = new QFormLayout(box);
    m_disk = named(
        new QCheckBox(tr("Extra disk on eac&h TPU VM"), box), "extraDiskCheckBox",
        tr("A TPU VM has a 100 GiB boot disk; add a larger one where the version supports it."));
    m_diskType = named(new QComboBox(box), "diskTypeComboBox");
    m_diskSize = named(new QSpinBox(box), "diskSizeSpinBox");
    m_diskSize->setRange(0, 1 << 20); // a plan file's range; the rules want 10 to 65536
    m_diskSize->setSuffix(QStringLiteral(" GiB"));
    m_imageType =
        named(new QComboBox(box), "imageTypeComboBox",
              tr("TPU nodes run Container-Optimized OS; Ubuntu images are not supported."));
    m_imageType->addItem(QStringLiteral("COS_CONTAINERD"), QStringLiteral("COS_CONTAINERD"));
    m_threads = named(new QComboBox(box), "threadsPerCoreComboBox");
    m_threads->addItem(tr("Machine default"), 0);
    m_threads->addItem(tr("1 (SMT off)"), 1);
    m_threads->addItem(tr("2 (SMT on)"), 2);
    m_maxPods = named(new QSpinBox(box), "maxPodsSpinBox");
    m_maxPods->setRange(0, 100000); // a plan file's range; the rules cap it per TPU VM
    m_maxPods->setSpecialValueText(tr("GKE default"));
    form->addRow(m_disk);
    form->addRow(tr("Disk type:"), m_diskType);
    form->addRow(tr("Disk size:"), m_diskSize);
    form->addRow(tr("Node image:"), m_imageType);
    form->addRow(tr("Threads per core:"), m_threads);
    form->addRow(tr("Max Pods per node:"), m_maxPods);
    form->addRow(findingsFor({QStringLiteral("extraDisk"), QStringLiteral("imageType"),
                              QStringLiteral("threadsPerCore"), QStringLiteral("maxPodsPerNode")},
                             QStringLiteral("nodesFindings")));
    connect(m_disk, &QCheckBox::toggled, this, [this](bool on) {
        const QString firstType =
            m_diskType->count() > 0 ? m_diskType->itemData(0).toString() : QString();
        edit([&](Plan &p) {
            p.extraDisk.enabled = on;
            if (on && p.extraDisk.type.isEmpty())
                p.extraDisk.type = firstType;
            if (on && p.extraDisk.sizeGiB == 0)
                p.extraDisk.sizeGiB = 100;
        });
    });
    connect(m_diskType, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        const QString t = m_diskType->itemData(i).toString();
        edit([&](Plan &p) { p.extraDisk.type = t; });
    });
    connect(m_diskSize, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { edit([&](Plan &p) { p.extraDisk.sizeGiB = v; }); });
    connect(m_imageType, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        const QString t = m_imageType->itemData(i).toString();
        edit([&](Plan &p) { p.imageType = t; });
    });
    connect(m_threads, qOverload<int>(&QComboBox::activated), this, [this](int i) {
        const int t = m_threads->itemData(i).toInt();
        edit([&](Plan &p) { p.threadsPerCore = t; });
    });
    connect(m_maxPods, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { edit([&](Plan &p) { p.maxPodsPerNode = v; }); });
    return box;
}

void OptionsPage::refresh()
{
    const Plan &p = plan();
    const auto &cat = document()->catalog();
    // Held, not borrowed: an edit below would replace the document's snapshot.
    const model::SnapshotPtr snap = document()->snapshotPtr();
    const model::Resolution &r = snap->resolution;

    setChecked(p.consumption == Consumption::OnDemand    ? m_onDemand
               : p.consumption == Consumption::Spot      ? m_spot
               : p.consumption == Consumption::FlexStart ? m_flexStart
               : p.calendar.enabled                      ? m_calendar
               : p.consumesAnyReservation()              ? m_anyReservation
                                                         : m_reservation,
               true);
    const auto steps = model::consumptionSteps(p);
    const bool reserved =
        std::find(steps.begin(), steps.end(), Consumption::Reservation) != steps.end();
    for (int i = 0; i < 3; ++i) {
        const QSignalBlocker block(m_fallback[i]);
        const int at =
            i < int(p.fallback.size()) ? m_fallback[i]->findData(int(p.fallback[size_t(i)])) : 0;
        m_fallback[i]->setCurrentIndex(at < 0 ? 0 : at);
        m_fallback[i]->setEnabled(i <= int(p.fallback.size()));
    }
    setChecked(m_scaleUpAnyway, p.scaleUpAnyway);
    m_scaleUpAnyway->setEnabled(!p.fallback.empty());
    QStringList chainCosts;
    for (const auto &c : snap->summary.chain)
        chainCosts << (c.perMonth
                           ? tr("%1: %2 per month")
                                 .arg(c.label.toString(),
                                      QStringLiteral("%1 %2%3").arg(
                                          snap->summary.currency.isEmpty() ? QStringLiteral("USD")
                                                                           : snap->summary.currency,
                                          QLocale().toString(*c.perMonth, 'f', 2),
                                          c.uncertain ? QStringLiteral(" (?)") : QString()))
                           : tr("%1: price not known").arg(c.label.toString()));
    m_chainCost->setText(chainCosts.isEmpty() ? QString() : chainCosts.join(QStringLiteral(" → ")));
    m_chainCost->setVisible(!chainCosts.isEmpty());
    // Any matching reservation names none: the name and what it holds are not used.
    const bool byName = reserved && !p.consumesAnyReservation();
    m_reservationName->setEnabled(byName);
    m_reservationProject->setEnabled(byName);
    m_reservationMachineType->setEnabled(byName);
    m_reservationZone->setEnabled(byName);
    m_reservationSame->setEnabled(
        byName && !p.machineType.isEmpty() && !p.zone.isEmpty() &&
        (p.reservation.machineType != p.machineType || p.reservation.zone != p.zone));
    setNameField(m_reservationName, p.reservation.name);
    setNameField(m_reservationProject, p.reservation.project);
    setNameField(m_reservationMachineType, p.reservation.machineType);
    setNameField(m_reservationZone, p.reservation.zone);
    {
        const model::CalendarMode &cal = p.calendar;
        const bool calendar = p.consumption == Consumption::Reservation && cal.enabled;
        for (QWidget *w : std::initializer_list<QWidget *>{m_calendarStart, m_calendarDays,
                                                           m_calendarWorkload, m_calendarNote})
            w->setVisible(calendar);
        // What the reservation holds is the plan's own shape: the export creates it.
        m_reservationMachineType->setEnabled(byName && !calendar);
        m_reservationZone->setEnabled(byName && !calendar);
        m_reservationSame->setEnabled(m_reservationSame->isEnabled() && !calendar);
        const QSignalBlocker b1(m_calendarStart), b2(m_calendarDays), b3(m_calendarWorkload);
        if (cal.start.isValid())
            m_calendarStart->setDateTime(cal.start);
        m_calendarDays->setValue(cal.days);
        m_calendarWorkload->setCurrentIndex(cal.workloadType == QLatin1String("serving") ? 1 : 0);
        m_calendarNote->setText(
            p.reservation.name.isEmpty()
                ? tr("Give the reservation a name above: the future reservation and the "
                     "reservation it creates get it.")
                : tr("The export requests \"%1\" in calendar mode until %2 UTC; the node pools "
                     "consume it by that name once it is active. Once Google confirms the "
                     "request it cannot be changed or cancelled.")
                      .arg(document()->masked(p.reservation.name),
                           model::calendarModeEnd(cal).toString(
                               QStringLiteral("yyyy-MM-dd HH:mm"))));
    }

    setChecked(m_autoscaling, p.autoscaling.enabled);
    // What the mode cannot have is mended by the model; a loaded plan's value stays undoable.
    // Each control is enabled, and its hint written, by its row of the model's constraint table
    // (model/constraints.h).
    for (const auto &[id, w] : m_constrained)
        w->setEnabled(model::constraintEnabled(id, cat, p, r));
    const auto hint = [&](const char *id) {
        return model::constraintHint(QLatin1String(id), cat, p, r);
    };
    m_autoscaling->setToolTip(hint("autoscaling.autopilot"));
    m_minNodes->setEnabled(p.autoscaling.enabled);
    m_maxNodes->setEnabled(p.autoscaling.enabled);
    setValue(m_minNodes, p.autoscaling.minNodes);
    setValue(m_maxNodes, p.autoscaling.maxNodes);
    m_autoscalingHint->setText(hint("autoscaling.multi-host-atomic"));
    setChecked(m_nap, p.autoscaling.nodeAutoProvisioning);

    setTextKeepingCursor(m_priorityClass, p.priorityClass);
    setChecked(m_maintenance, p.maintenance.enabled);
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_maintenanceName, m_maintenanceStart, m_maintenanceEnd})
        w->setEnabled(p.maintenance.enabled);
    setTextKeepingCursor(m_maintenanceName, p.maintenance.name);
    if (p.maintenance.start.isValid() && m_maintenanceStart->dateTime() != p.maintenance.start)
        m_maintenanceStart->setDateTime(p.maintenance.start);
    if (p.maintenance.end.isValid() && m_maintenanceEnd->dateTime() != p.maintenance.end)
        m_maintenanceEnd->setDateTime(p.maintenance.end);
    setChecked(m_extendedRunTime, p.extendedRunTime);
    setChecked(m_collection, p.collectionScheduling);
    setChecked(m_kueue, p.kueue);

    setNameField(m_workloadName, p.workload.name);
    setNameField(m_namespace, p.workload.nameSpace);
    setNameField(m_image, p.workload.image);
    if (p.workload.command != m_commandSynced || m_replaced) { // another plan or command: show it
        m_replaced = false;
        m_commandSynced = p.workload.command;
        m_commandError.clear();
        m_command->setText(model::joinShellWords(p.workload.command));
    }
    m_commandErrorLabel->setText(QStringLiteral("<span style=\"color:%1\">✖ %2</span>")
                                     .arg(severityColor(catalog::Severity::Error, palette()).name(),
                                          m_commandError.toHtmlEscaped()));
    m_commandErrorLabel->setVisible(!m_commandError.isEmpty());
    m_kind->setCurrentIndex(m_kind->findData(model::workloadKindId(p.workload.kind)));
    m_purpose->setCurrentIndex(
        m_purpose->findData(model::workloadPurposeId(model::workloadPurpose(p.workload.kind))));
    {
        const QSignalBlocker block(m_servingPort);
        m_servingPort->setValue(p.workload.servingPort);
    }
    m_servingPort->setEnabled(model::workloadPurpose(p.workload.kind) ==
                              model::WorkloadPurpose::Serving);

    const auto *disk = r.version ? cat.disk(r.version->id) : nullptr;
    const QString diskKey =
        (r.version ? r.version->id : QString()) + QLatin1Char('/') + p.extraDisk.type;
    if (diskKey != m_diskTypesFor) { // refill only when the version or the chosen type changes
        m_diskTypesFor = diskKey;
        m_diskType->clear();
        if (disk)
            for (const QString &t : disk->diskTypes)
                m_diskType->addItem(disk->prov.isUncertain(QStringLiteral("diskTypes"))
                                        ? t + QStringLiteral(" (?)")
                                        : t,
                                    t);
        if (!p.extraDisk.type.isEmpty() && m_diskType->findData(p.extraDisk.type) < 0)
            m_diskType->addItem(tr("%1 (not supported)").arg(p.extraDisk.type), p.extraDisk.type);
    }
    m_diskType->setCurrentIndex(std::max(0, m_diskType->findData(p.extraDisk.type)));
    setChecked(m_disk, p.extraDisk.enabled);
    m_diskType->setEnabled(p.extraDisk.enabled);
    m_diskSize->setEnabled(p.extraDisk.enabled);
    setValue(m_diskSize, p.extraDisk.sizeGiB);
    if (m_imageType->findData(p.imageType) < 0)
        m_imageType->addItem(p.imageType, p.imageType);
    m_imageType->setCurrentIndex(m_imageType->findData(p.imageType));
    m_threads->setCurrentIndex(std::max(0, m_threads->findData(p.threadsPerCore)));
    setValue(m_maxPods, p.maxPodsPerNode);
}

} // namespace tpu::ui
