#pragma once

#include "ui/wizard/planpage.h"

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace tpu::ui {

// Step 5: how capacity is obtained (on-demand, Spot, flex-start, a reservation), autoscaling,
// interruption handling and queueing, the workload itself, and node options.
class OptionsPage final : public PlanPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptionsPage)

public:
    explicit OptionsPage(document::PlanDocument *document, QWidget *parent = nullptr);
    ~OptionsPage() override;

protected:
    void refresh() override;
    QString inputError() const override { return m_commandError; }

private:
    QWidget *consumptionBox();
    QWidget *autoscalingBox();
    QWidget *interruptionsBox();
    QWidget *workloadBox();
    QWidget *nodesBox();
    // Two columns of boxes where they fit side by side, else one: the step never scrolls
    // sideways in a window that has room for either column (1360x900 did).
    void arrangeColumns();
    bool eventFilter(QObject *watched, QEvent *event) override;

    QGridLayout *m_grid = nullptr;
    QList<QWidget *> m_boxes; // consumption, autoscaling, nodes | workload, interruptions
    int m_columns = 0;
    QRadioButton *m_onDemand, *m_spot, *m_flexStart, *m_reservation;
    QLineEdit *m_reservationName, *m_reservationProject;
    QLineEdit *m_reservationMachineType, *m_reservationZone; // what the reservation holds
    QPushButton *m_reservationSame;
    // Issue 40: a calendar-mode future reservation the export requests under the name above.
    QRadioButton *m_calendar;
    QRadioButton *m_anyReservation; // any matching reservation, never on-demand
    QDateTimeEdit *m_calendarStart;
    QSpinBox *m_calendarDays;
    QComboBox *m_calendarWorkload;
    QLabel *m_calendarNote;
    QComboBox *m_fallback[3];   // the fallback chain's steps after the consumption above
    QCheckBox *m_scaleUpAnyway; // whenUnsatisfiable
    QLabel *m_chainCost;        // each step's cost per month
    QCheckBox *m_autoscaling, *m_nap;
    QSpinBox *m_minNodes, *m_maxNodes;
    QLabel *m_autoscalingHint;
    QLineEdit *m_priorityClass, *m_maintenanceName;
    QCheckBox *m_maintenance, *m_extendedRunTime, *m_collection, *m_kueue;
    QDateTimeEdit *m_maintenanceStart, *m_maintenanceEnd;
    QLineEdit *m_workloadName, *m_namespace, *m_image, *m_command;
    QLabel *m_commandErrorLabel;
    QString m_commandError;      // why the command line does not parse; empty when it does
    QStringList m_commandSynced; // the plan's command the line edit last showed or applied
    bool m_replaced = false;     // the document put another plan in place
    QComboBox *m_kind, *m_purpose;
    QSpinBox *m_servingPort;
    QCheckBox *m_disk;
    QComboBox *m_diskType, *m_imageType, *m_threads;
    QSpinBox *m_diskSize, *m_maxPods;
    // Each control a row of the model's constraint table can refuse, by the row's id: refresh()
    // enables it by the row (the widget carries the id as its "constraint" property).
    std::vector<std::pair<QString, QWidget *>> m_constrained;
    QString m_diskTypesFor; // version/type the disk type list was filled for
};

} // namespace tpu::ui
