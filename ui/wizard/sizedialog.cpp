#include "ui/wizard/sizedialog.h"

#include "catalog/catalog.h"
#include "document/plandocument.h"
#include "model/alternatives.h"
#include "sizing/amount.h"
#include "sizing/job.h"
#include "sizing/serving.h"
#include "sizing/training.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>
#include <optional>

namespace tpu::ui {

using namespace tpu::sizing;

struct SizeDialog::Result
{
    std::optional<Architecture> arch;
    double params = 0;
    std::optional<Training> training;
    std::optional<Serving> serving;
    Job job; // the inputs, for the summary and the alternatives once the fit is used
};

namespace {

QLineEdit *amountEdit(const QString &text, const char *name, QWidget *parent)
{
    auto *e = new QLineEdit(text, parent);
    e->setObjectName(QLatin1String(name));
    return e;
}

QString valueText(const Step &s)
{
    if (s.unit == QLatin1String("bytes"))
        return bytesText(s.value);
    if (s.unit == QLatin1String("s"))
        return secondsText(s.value);
    return QStringLiteral("%1 %2").arg(sci(s.value), s.unit);
}

void appendSteps(QString &out, const std::vector<Step> &steps)
{
    for (const Step &s : steps)
        out += QStringLiteral("%1\n    %2\n    = %3 = %4   [%5]\n")
                   .arg(s.what, s.formula, s.numbers, valueText(s), s.source);
}

} // namespace

SizeDialog::SizeDialog(document::PlanDocument *document, QWidget *parent)
    : QDialog(parent), m_document(document), m_result(std::make_unique<Result>())
{
    setObjectName(QStringLiteral("sizeDialog"));
    setWindowTitle(tr("Size from a Model"));

    auto *modelBox = new QGroupBox(tr("Model and job"), this);
    auto *modelForm = new QFormLayout(modelBox);
    m_model = new QComboBox(modelBox);
    m_model->setObjectName(QStringLiteral("modelComboBox"));
    for (const Preset &p : presets())
        m_model->addItem(p.name, p.id);
    m_model->addItem(tr("A parameter count"), QString());
    m_model->setCurrentIndex(1); // Llama 3 70B, the book's example
    m_params = amountEdit(QStringLiteral("70e9"), "paramsLineEdit", modelBox);
    m_params->setToolTip(tr("Parameters, e.g. 70e9 or 70B (k, M, B, T are decimal)."));
    m_training = new QRadioButton(tr("&Training"), modelBox);
    m_training->setObjectName(QStringLiteral("trainingRadioButton"));
    m_serving = new QRadioButton(tr("S&erving"), modelBox);
    m_serving->setObjectName(QStringLiteral("servingRadioButton"));
    m_serving->setChecked(true);
    auto *jobRow = new QHBoxLayout;
    jobRow->addWidget(m_training);
    jobRow->addWidget(m_serving);
    jobRow->addStretch(1);
    modelForm->addRow(tr("&Model:"), m_model);
    modelForm->addRow(tr("&Parameters:"), m_params);
    modelForm->addRow(tr("Job:"), jobRow);

    m_trainingBox = new QGroupBox(tr("Training"), this);
    auto *trainForm = new QFormLayout(m_trainingBox);
    m_tokens = amountEdit(QStringLiteral("2T"), "tokensLineEdit", m_trainingBox);
    m_batchTokens = amountEdit(QStringLiteral("4M"), "batchTokensLineEdit", m_trainingBox);
    m_checkpoints = new QSpinBox(m_trainingBox);
    m_checkpoints->setObjectName(QStringLiteral("checkpointsSpinBox"));
    m_checkpoints->setRange(1, 100);
    m_checkpoints->setValue(4);
    m_mfu = new QDoubleSpinBox(this);
    m_mfu->setObjectName(QStringLiteral("mfuDoubleSpinBox"));
    m_mfu->setRange(0.01, 1.0);
    m_mfu->setSingleStep(0.05);
    m_mfu->setValue(0.4);
    m_mfu->setToolTip(tr("Assumed model FLOPs utilisation: the share of the peak bf16 FLOP/s the "
                         "job achieves (the book assumes 40 %)."));
    trainForm->addRow(tr("T&okens:"), m_tokens);
    trainForm->addRow(tr("&Global batch (tokens):"), m_batchTokens);
    trainForm->addRow(tr("&Checkpoints per layer:"), m_checkpoints);
    m_chips = amountEdit(QString(), "chipsLineEdit", m_trainingBox);
    m_chips->setPlaceholderText(tr("the minimum that holds it"));
    m_chips->setToolTip(tr("The chips the time and the FSDP bound are for; Use This Fit asks for "
                           "at least this many."));
    trainForm->addRow(tr("C&hips:"), m_chips);

    m_servingBox = new QGroupBox(tr("Serving"), this);
    auto *serveForm = new QFormLayout(m_servingBox);
    m_context = amountEdit(QStringLiteral("8192"), "contextLineEdit", m_servingBox);
    m_batch = amountEdit(QStringLiteral("32"), "batchLineEdit", m_servingBox);
    m_weights = new QComboBox(m_servingBox);
    m_weights->setObjectName(QStringLiteral("weightsComboBox"));
    for (const char *p : {"bf16", "int8", "int4"})
        m_weights->addItem(QLatin1String(p), QLatin1String(p));
    m_kv = new QComboBox(m_servingBox);
    m_kv->setObjectName(QStringLiteral("kvComboBox"));
    for (const char *p : {"bf16", "int8"})
        m_kv->addItem(QLatin1String(p), QLatin1String(p));
    m_target = amountEdit(QString(), "targetLineEdit", m_servingBox);
    m_target->setPlaceholderText(tr("e.g. 2000 (optional)"));
    serveForm->addRow(tr("Conte&xt (tokens):"), m_context);
    serveForm->addRow(tr("&Batch (sequences):"), m_batch);
    serveForm->addRow(tr("&Weights:"), m_weights);
    serveForm->addRow(tr("&KV cache:"), m_kv);
    serveForm->addRow(tr("Target toke&ns/s:"), m_target);
    modelForm->addRow(tr("M&FU:"), m_mfu);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("sizeErrorLabel"));
    m_error->setWordWrap(true);
    auto *note = new QLabel(
        tr("<b>Estimates</b>, not measurements: the catalog's published chip figures in the "
           "formulas of <i>How to Scale Your Model</i> (docs/sizing.md names every formula and "
           "convention). The arithmetic of the selected version is shown below the table."),
        this);
    note->setWordWrap(true);

    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("sizeTableWidget"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_arithmetic = new QPlainTextEdit(this);
    m_arithmetic->setObjectName(QStringLiteral("arithmeticPlainTextEdit"));
    m_arithmetic->setReadOnly(true);
    m_arithmetic->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("sizeOutcomeLabel"));
    m_outcome->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_use = buttons->addButton(tr("&Use This Fit"), QDialogButtonBox::ActionRole);
    m_use->setObjectName(QStringLiteral("useSizePushButton"));
    m_use->setToolTip(tr("Set the plan's TPU version, machine type, topology and zone to the "
                         "cheapest slice of the selected version that holds the model."));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *inputs = new QHBoxLayout;
    inputs->addWidget(modelBox, 1);
    inputs->addWidget(m_trainingBox, 1);
    inputs->addWidget(m_servingBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(inputs);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(m_table, 2);
    layout->addWidget(m_arithmetic, 3);
    layout->addWidget(m_outcome);
    layout->addWidget(buttons);
    resize(1100, 760);

    for (QLineEdit *e : {m_params, m_tokens, m_batchTokens, m_chips, m_context, m_batch, m_target})
        connect(e, &QLineEdit::textChanged, this, &SizeDialog::recompute);
    for (QComboBox *c : {m_model, m_weights, m_kv})
        connect(c, &QComboBox::currentIndexChanged, this, &SizeDialog::recompute);
    connect(m_checkpoints, &QSpinBox::valueChanged, this, &SizeDialog::recompute);
    connect(m_mfu, &QDoubleSpinBox::valueChanged, this, &SizeDialog::recompute);
    connect(m_training, &QRadioButton::toggled, this, &SizeDialog::recompute);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SizeDialog::showArithmetic);
    connect(m_use, &QPushButton::clicked, this, &SizeDialog::useFit);
    recompute();
}

SizeDialog::~SizeDialog() = default;

QString SizeDialog::selectedVersion() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return {};
    return m_table->item(rows.first().row(), 0)->data(Qt::UserRole).toString();
}

void SizeDialog::recompute()
{
    const catalog::Catalog &cat = m_document->catalog();
    Result &r = *m_result;
    r = Result{};
    const QString presetId = m_model->currentData().toString();
    const Preset *preset = presetId.isEmpty() ? nullptr : findPreset(presetId);
    m_params->setEnabled(!preset);
    const bool training = m_training->isChecked();
    m_trainingBox->setEnabled(training);
    m_servingBox->setEnabled(!training);
    QStringList errors;
    if (preset) {
        r.arch = preset->arch;
        r.params = countParams(preset->arch).total();
    } else if (const auto p = parseAmount(m_params->text()); p && *p > 0) {
        r.params = *p;
    } else {
        errors << tr("Parameters: type a count such as 70e9 or 70B.");
    }
    const auto amount = [&](QLineEdit *e, const QString &what) -> std::optional<double> {
        const auto v = parseAmount(e->text());
        if (!v || *v <= 0) {
            errors << tr("%1: type a positive number such as 8192, 4M or 2T.").arg(what);
            return std::nullopt;
        }
        return v;
    };
    const std::vector<Chip> chips = chipsOf(cat);
    if (training) {
        TrainingInput in;
        in.params = r.params;
        in.arch = r.arch;
        in.tokens = amount(m_tokens, tr("Tokens"));
        in.batchTokens = amount(m_batchTokens, tr("Global batch")).value_or(4e6);
        in.checkpointsPerLayer = m_checkpoints->value();
        in.mfu = m_mfu->value();
        std::optional<long long> given;
        if (!m_chips->text().trimmed().isEmpty()) {
            const auto n = amount(m_chips, tr("Chips"));
            if (n && *n != std::floor(*n))
                errors << tr("Chips: type a whole number.");
            else if (n)
                given = (long long)*n;
        }
        r.job.training = true;
        r.job.train = in;
        if (errors.isEmpty())
            r.training = sizeTraining(in, chips, given);
    } else {
        ServingInput in;
        in.params = r.params;
        in.arch = r.arch;
        in.context = amount(m_context, tr("Context")).value_or(8192);
        in.batch = (long long)amount(m_batch, tr("Batch")).value_or(1);
        in.weights = m_weights->currentText();
        in.kv = m_kv->currentText();
        in.prefillMfu = m_mfu->value();
        in.mode = m_document->plan().mode;
        if (!m_target->text().trimmed().isEmpty())
            in.targetTokensPerSecond = amount(m_target, tr("Target tokens/s"));
        r.job.serve = in;
        if (errors.isEmpty())
            r.serving = sizeServing(in, cat, chips);
    }
    m_error->setText(errors.join(QLatin1Char(' ')));
    m_error->setVisible(!errors.isEmpty());

    const QString keep = selectedVersion();
    const QSignalBlocker block(m_table);
    m_table->clear();
    const QStringList headers =
        training ? QStringList{tr("TPU version"), tr("HBM per chip"), tr("Minimum chips"),
                               tr("Chips"),       tr("Time"),         tr("FSDP")}
                 : QStringList{tr("TPU version"), tr("HBM per chip"), tr("Smallest slice"),
                               tr("Decode step"), tr("Tokens/s"),     tr("Replicas")};
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setRowCount(int(chips.size()));
    const QString unknown = tr("unknown");
    for (int i = 0; i < int(chips.size()); ++i) {
        const Chip &c = chips[size_t(i)];
        QStringList cells{c.name.isEmpty() ? c.version : c.name,
                          c.hbmFigure.isEmpty() ? unknown : c.hbmFigure};
        if (r.training) {
            const TrainingOnChip &t = r.training->perChip[size_t(i)];
            cells << (t.minChips ? QString::number(*t.minChips) : unknown)
                  << (t.chips > 0
                          ? (t.minChips && t.chips < *t.minChips ? tr("%1 (too few)").arg(t.chips)
                                                                 : QString::number(t.chips))
                          : unknown)
                  << (t.seconds ? secondsText(*t.seconds) : unknown)
                  << (t.bound ? (*t.bound == Bound::Compute ? tr("compute-bound")
                                                            : tr("communication-bound"))
                              : unknown);
        } else if (r.serving) {
            const ServingOnChip &s = r.serving->perChip[size_t(i)];
            cells << (s.slice ? tr("%1 (%2 chips)").arg(s.slice->topology).arg(s.slice->chips)
                              : tr("none listed holds it"))
                  << (s.decodeStepSeconds ? secondsText(*s.decodeStepSeconds) : unknown)
                  << (s.tokensPerSecond ? QString::number(*s.tokensPerSecond, 'f', 0) : unknown)
                  << (s.replicas ? QString::number(*s.replicas) : QStringLiteral("—"));
        }
        for (int col = 0; col < int(cells.size()) && col < int(headers.size()); ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col == 0)
                item->setData(Qt::UserRole, c.version);
            m_table->setItem(i, col, item);
        }
        if (c.version == keep || (keep.isEmpty() && c.version == m_document->plan().tpuVersion))
            m_table->selectRow(i);
    }
    m_table->resizeColumnsToContents();
    if (m_table->selectionModel()->selectedRows().isEmpty() && m_table->rowCount() > 0)
        m_table->selectRow(0);
    showArithmetic();
}

void SizeDialog::showArithmetic()
{
    const Result &r = *m_result;
    const QString version = selectedVersion();
    QString text = tr("ESTIMATE, not a measurement.\n");
    if (r.arch) {
        const ParamCount p = countParams(*r.arch);
        text +=
            tr("Parameters\n    P = 3·D·F·L + 2·D·H·(N+K)·L + %1·D·V\n    = %2 + %3 + %4 = %5   "
               "[How to Scale Your Model, part 4]\n")
                .arg(r.arch->tiedEmbeddings ? 1 : 2)
                .arg(sci(p.mlp), sci(p.attention), sci(p.embeddings), sci(p.total()));
        if (const Preset *preset = findPreset(m_model->currentData().toString()))
            text += tr("Not modelled: %1\n").arg(preset->notModelledText());
    }
    if (r.training) {
        appendSteps(text, r.training->steps);
        for (const TrainingOnChip &t : r.training->perChip)
            if (t.chip.version == version) {
                text += tr("On %1:\n").arg(t.chip.name);
                for (const QString &note : t.chip.figureNotes)
                    text += tr("Figure: %1\n").arg(note);
                appendSteps(text, t.steps);
            }
    }
    if (r.serving) {
        appendSteps(text, r.serving->steps);
        for (const ServingOnChip &s : r.serving->perChip)
            if (s.chip.version == version) {
                text += tr("On %1:\n").arg(s.chip.name);
                for (const QString &note : s.chip.figureNotes)
                    text += tr("Figure: %1\n").arg(note);
                appendSteps(text, s.steps);
            }
    }
    m_arithmetic->setPlainText(text);
    m_use->setEnabled(!version.isEmpty() && (r.training || r.serving));
    if (m_setJob)
        m_setJob->setEnabled(r.training || r.serving);
}

std::optional<Job> SizeDialog::currentJob() const
{
    const Result &r = *m_result;
    if (!r.training && !r.serving)
        return std::nullopt;
    Job job = r.job;
    job.presetId = m_model->currentData().toString();
    job.modelName =
        job.presetId.isEmpty() ? tr("%1 parameters").arg(sci(r.params)) : m_model->currentText();
    return job;
}

void SizeDialog::setJob(const Job &job)
{
    const int preset = m_model->findData(job.presetId);
    m_model->setCurrentIndex(preset >= 0 ? preset : m_model->count() - 1);
    if (job.presetId.isEmpty() || preset < 0)
        m_params->setText(sci(job.training ? job.train.params : job.serve.params, 12));
    (job.training ? m_training : m_serving)->setChecked(true);
    if (job.training) {
        m_tokens->setText(job.train.tokens ? sci(*job.train.tokens, 12) : QString());
        m_batchTokens->setText(sci(job.train.batchTokens, 12));
        m_checkpoints->setValue(job.train.checkpointsPerLayer);
        m_mfu->setValue(job.train.mfu);
    } else {
        m_context->setText(sci(job.serve.context, 12));
        m_batch->setText(QString::number(job.serve.batch));
        m_weights->setCurrentIndex(std::max(0, m_weights->findData(job.serve.weights)));
        m_kv->setCurrentIndex(std::max(0, m_kv->findData(job.serve.kv)));
        m_mfu->setValue(job.serve.prefillMfu);
        m_target->setText(job.serve.targetTokensPerSecond
                              ? sci(*job.serve.targetTokensPerSecond, 12)
                              : QString());
    }
    recompute();
}

void SizeDialog::offerRequestButtons()
{
    auto *buttons = findChild<QDialogButtonBox *>();
    m_setJob = buttons->addButton(tr("Set the Request's &Job"), QDialogButtonBox::AcceptRole);
    m_setJob->setObjectName(QStringLiteral("setJobPushButton"));
    m_setJob->setToolTip(tr("Give the request this model and job and keep its plan as it is: the "
                            "review says whether its slices hold the model and what the whole "
                            "job costs."));
    QPushButton *none = buttons->addButton(tr("&No Job"), QDialogButtonBox::ResetRole);
    none->setObjectName(QStringLiteral("noJobPushButton"));
    none->setToolTip(tr("Take the model and job away from the request: capacity only."));
    none->setEnabled(m_document->job().has_value());
    connect(m_setJob, &QPushButton::clicked, this, [this] {
        if (const auto job = currentJob()) {
            m_document->setJob(job);
            accept();
        }
    });
    connect(none, &QPushButton::clicked, this, [this] {
        m_document->setJob(std::nullopt);
        accept();
    });
    m_setJob->setEnabled(currentJob().has_value());
}

// The cheapest alternative of the selected version whose chips hold the job, as the CLI's
// `size -o` chooses (docs/sizing.md): training the minimum chips, serving one slice.
void SizeDialog::useFit()
{
    const Result &r = *m_result;
    const QString version = selectedVersion();
    long long need = 0;
    bool oneSlice = false;
    if (r.training) {
        for (const TrainingOnChip &t : r.training->perChip)
            if (t.chip.version == version && t.minChips)
                need = std::max(*t.minChips, t.chipsGiven ? t.chips : 0LL);
    } else if (r.serving) {
        oneSlice = true;
        for (const ServingOnChip &s : r.serving->perChip)
            if (s.chip.version == version && s.slice)
                need = s.slice->chips;
    }
    if (need <= 0) {
        m_outcome->setText(tr("No slice of this version holds it."));
        return;
    }
    const model::Plan &plan = m_document->plan();
    model::AlternativeRequest req;
    req.target = model::AlternativeTarget{model::AlternativeTarget::Kind::Chips, double(need)};
    std::optional<model::Alternative> best;
    // The plan's region first; every region when it has none there.
    for (bool anyRegion : {false, true}) {
        req.anyRegion = anyRegion;
        const model::Alternatives alts = model::findAlternatives(m_document->catalog(), plan, req);
        for (const model::Alternative &a : alts.rows) {
            if (a.version != version || !a.passes || a.chips < need || (oneSlice && a.slices != 1))
                continue;
            const auto cost = [](const model::Alternative &x) {
                return x.costPerHour.value.value_or(INFINITY);
            };
            if (!best || cost(a) < cost(*best))
                best = a;
        }
        if (best)
            break;
    }
    if (!best) {
        m_outcome->setText(tr("No %1 slice for %2 chips passes the rules in %3 mode.")
                               .arg(version)
                               .arg(need)
                               .arg(catalog::modeName(plan.mode)));
        return;
    }
    m_document->setJob(currentJob());
    m_document->apply(best->applied, best->changes);
    m_outcome->setText(
        tr("The plan now uses %1 %2 %3 in %4.")
            .arg(best->versionName, best->machineType,
                 best->slices > 1
                     ? tr("%1 × %2 slices").arg(best->topology.toString()).arg(best->slices)
                     : best->topology.toString(),
                 best->zone));
}

} // namespace tpu::ui
