#include "ui/live/catalogcontroller.h"

#include "document/plandocument.h"
#include "live/catalogrefresh.h"
#include "ui/common/messagebox.h"
#include "ui/live/livecontroller.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tpu::ui {

CatalogController::CatalogController(LiveController *live,
                                     std::shared_ptr<const catalog::Catalog> builtin,
                                     QWidget *window, QString overlayPath)
    : QObject(window), m_live(live), m_builtin(std::move(builtin)), m_window(window),
      m_path(std::move(overlayPath))
{
    showError = [this](const QString &m) {
        plainMessageBox(m_window, QMessageBox::Warning, tr("Refresh Catalog"), m);
    };
    showInfo = [this](const QString &m) {
        plainMessageBox(m_window, QMessageBox::Information, tr("Refresh Catalog"), m);
    };
}

CatalogController::~CatalogController() = default;

std::optional<model::LiveOverlay> CatalogController::overlay() const
{
    return model::loadOverlay(m_path).overlay;
}

QString CatalogController::statusText() const
{
    const auto o = overlay();
    return o ? tr("Catalog: %1").arg(o->ageText()) : tr("Catalog: built-in");
}

bool CatalogController::isRefreshing() const
{
    return m_refresh && m_refresh->isRunning();
}

void CatalogController::refresh()
{
    live::LiveConnection *c = m_live->connection();
    if (!c->isConnected() || !c->client()) {
        showError(tr("Connect a project first (File ▸ Connect Project…): the catalog is read "
                     "from the project you are connected to."));
        return;
    }
    const QString project = m_live->project();
    if (project.isEmpty()) {
        showError(tr("The plan names no Google Cloud project: enter it on the first step."));
        return;
    }
    if (isRefreshing())
        return;
    auto *r = new live::CatalogRefresh(c->client(), c->roots(), this);
    m_refresh = r;
    m_progress = new QProgressDialog(tr("Reading zones, GKE versions and prices from project "
                                        "%1…")
                                         .arg(project),
                                     tr("Cancel"), 0, 0, m_window);
    m_progress->setObjectName(QStringLiteral("catalogRefreshProgress"));
    m_progress->setWindowTitle(tr("Refresh Catalog from Project"));
    m_progress->setMinimumDuration(0);
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, this, &CatalogController::cancel);
    connect(r, &live::CatalogRefresh::progress, this, [this](int done, int total) {
        if (m_progress) {
            m_progress->setMaximum(total);
            m_progress->setValue(done);
        }
    });
    connect(r, &live::CatalogRefresh::finished, this, &CatalogController::finished);
    r->start(*m_builtin, project);
    m_progress->show();
    emit changed();
}

void CatalogController::cancel()
{
    if (m_refresh)
        m_refresh->cancel();
}

void CatalogController::finished(const model::LiveOverlay &o, bool cancelled)
{
    if (m_progress) {
        m_progress->hide();
        m_progress->deleteLater();
    }
    if (m_refresh)
        m_refresh->deleteLater();
    if (cancelled) {
        emit message(tr("Catalog refresh cancelled; nothing was written."));
        emit changed();
        return;
    }
    QStringList lines;
    const bool nothing = !o.zones && !o.versions && !o.prices;
    if (!nothing) {
        const QString error = model::saveOverlay(o, m_path);
        if (!error.isEmpty()) {
            showError(error);
            emit changed();
            return;
        }
    }
    const QString notRead = tr("not read");
    lines << (o.zones ? tr("Zones: %n machine type(s) read", nullptr, int(o.zones->size()))
                      : tr("Zones: %1").arg(notRead))
          << (o.versions ? tr("GKE versions: %n region(s)", nullptr, int(o.versions->size()))
                         : tr("GKE versions: %1").arg(notRead))
          << (o.prices ? tr("Prices: %n price(s)", nullptr, int(o.prices->size()))
                       : tr("Prices: %1").arg(notRead));
    for (const auto &p : o.problems)
        lines << tr("Not read (%1): %2").arg(p.api, p.message);
    if (!o.unmatchedSkus.isEmpty())
        lines << tr("%n TPU SKU(s) not matched to the catalog (not used).", nullptr,
                    int(o.unmatchedSkus.size()));
    lines << (nothing ? tr("Nothing was read, so nothing was written.")
                      : tr("Saved as %1. TPU Planner uses it from its next start; View ▸ "
                           "Catalog compares it with the built-in catalog.")
                            .arg(o.label()));
    emit message(nothing ? tr("Catalog refresh read nothing.")
                         : tr("Catalog refreshed: %1.").arg(o.label()));
    (o.problems.empty() ? showInfo : showError)(lines.join(QLatin1Char('\n')));
    emit changed();
}

std::vector<CatalogController::Row> CatalogController::comparison() const
{
    std::vector<Row> rows;
    const auto o = overlay();
    if (!o)
        return rows;
    const auto live = model::applyOverlay(*m_builtin, *o);
    const QString unknown = tr("unknown");
    // Zones per accelerator.
    QStringList accels;
    for (const auto &a : m_builtin->accelerators)
        accels << a.label;
    for (const QString &a : accels) {
        auto zonesOf = [&](const catalog::Catalog &c, bool confirmedOnly) {
            QStringList z;
            for (const auto &offer : c.zones)
                if (offer.accelerator == a &&
                    (!confirmedOnly || !model::liveZoneNote(offer).isEmpty()))
                    z << offer.zone;
            z.sort();
            return z.join(QStringLiteral(", "));
        };
        const QString b = zonesOf(*m_builtin, false), l = zonesOf(*live, true);
        if (l.isEmpty())
            continue;
        rows.push_back({tr("Zones of %1").arg(a), b, l, b != l});
    }
    for (const auto &cv : live->channelVersions)
        rows.push_back({tr("GKE %1 default in %2").arg(cv.channel, cv.region), unknown,
                        cv.defaultVersion, true});
    auto money = [](std::optional<double> v) {
        return v ? QString::number(*v, 'f', 4) : QString();
    };
    for (const auto &p : live->prices) {
        if (!p.prov.sources.contains(QStringLiteral("live-prices")))
            continue;
        const catalog::PriceRow *b = m_builtin->price(p.version, p.region);
        const std::pair<const char *, std::optional<double> catalog::PriceRow::*> members[] = {
            {"onDemand", &catalog::PriceRow::onDemand},
            {"spot", &catalog::PriceRow::spot},
            {"cud1y", &catalog::PriceRow::cud1y},
            {"cud3y", &catalog::PriceRow::cud3y}};
        for (const auto &[name, m] : members) {
            if (p.prov.isUncertain(QLatin1String(name)) && b)
                continue; // not from the overlay
            const QString bv = b && (b->*m) ? money(b->*m) : unknown;
            const QString lv = (p.*m) ? money(p.*m) : unknown;
            if (lv == unknown || (b && (b->*m) == (p.*m) && p.date == b->date))
                continue;
            rows.push_back({tr("%1 %2 price in %3 (per chip-hour)")
                                .arg(p.version, QLatin1String(name), p.region),
                            bv, lv + QStringLiteral(" (%1)").arg(p.date), bv != lv});
        }
    }
    return rows;
}

void CatalogController::showCatalog()
{
    QDialog d(m_window);
    d.setObjectName(QStringLiteral("catalogDialog"));
    d.setWindowTitle(tr("Catalog: Built-in and Live"));
    auto *layout = new QVBoxLayout(&d);
    const auto o = overlay();
    const auto loaded = model::loadOverlay(m_path);
    auto *age = new QLabel(&d);
    age->setObjectName(QStringLiteral("catalogAgeLabel"));
    age->setTextFormat(Qt::PlainText);
    age->setWordWrap(true);
    age->setText(o ? tr("Live overlay: %1. Values marked ≠ differ from the built-in catalog "
                        "%2 (%3).")
                         .arg(o->ageText(), m_builtin->catalogVersion, m_builtin->date)
                 : loaded.error.isEmpty()
                     ? tr("No live overlay: the built-in catalog %1 (%2) is used. Use File ▸ "
                          "Refresh Catalog from Project.")
                           .arg(m_builtin->catalogVersion, m_builtin->date)
                     : loaded.error);
    layout->addWidget(age);
    const auto rows = comparison();
    auto *table = new QTableWidget(int(rows.size()), 4, &d);
    table->setObjectName(QStringLiteral("catalogComparisonTable"));
    table->setHorizontalHeaderLabels({tr("Value"), tr("Built-in"), tr("Live"), QString()});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    for (int i = 0; i < int(rows.size()); ++i) {
        const Row &r = rows[size_t(i)];
        table->setItem(i, 0, new QTableWidgetItem(r.what));
        table->setItem(i, 1, new QTableWidgetItem(r.builtin));
        auto *l = new QTableWidgetItem(r.live);
        QFont f = l->font();
        f.setBold(r.differs);
        l->setFont(f);
        table->setItem(i, 2, l);
        table->setItem(i, 3, new QTableWidgetItem(r.differs ? QStringLiteral("≠") : QString()));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(table, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &d);
    QPushButton *drop = buttons->addButton(tr("Drop Overlay"), QDialogButtonBox::DestructiveRole);
    drop->setObjectName(QStringLiteral("dropOverlayPushButton"));
    drop->setEnabled(o.has_value() || !loaded.error.isEmpty());
    connect(drop, &QPushButton::clicked, &d, [this, &d] {
        const QString error = dropOverlay();
        if (!error.isEmpty())
            showError(error);
        d.accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, &d, &QDialog::reject);
    layout->addWidget(buttons);
    d.resize(900, 520);
    d.exec();
}

QString CatalogController::dropOverlay()
{
    const QString error = model::dropOverlay(m_path);
    if (error.isEmpty())
        emit message(tr("Live overlay dropped; TPU Planner uses the built-in catalog from its "
                        "next start."));
    emit changed();
    return error;
}

} // namespace tpu::ui
