#pragma once

#include "ui/wizard/planpage.h"

class QComboBox;
class QLabel;
class QLineEdit;

namespace tpu::ui {

// Step 3: only the regions and zones that offer the chosen accelerator in the chosen mode, the
// zone's caveats, and the cluster's GKE version checked against the minimum.
class ZonePage final : public PlanPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ZonePage)

public:
    explicit ZonePage(document::PlanDocument *document, QWidget *parent = nullptr);
    ~ZonePage() override;

protected:
    void refresh() override;

private:
    // Both lists are rebuilt only when what they depend on changes.
    void fillRegions(const catalog::Accelerator *acc);
    void fillZones(const catalog::Accelerator *acc, const QString &region);

    QComboBox *m_region, *m_zone, *m_channel;
    QLineEdit *m_clusterVersion;
    QLabel *m_offerLabel, *m_minimumLabel;
    QString m_filledFor; // accelerator + mode the region list was built for
    QString m_zonesFor;  // accelerator + mode the zone list was built for
};

} // namespace tpu::ui
