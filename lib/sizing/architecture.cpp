#include "sizing/architecture.h"

#include <QCoreApplication>

namespace tpu::sizing {

namespace {
struct ArchitectureText
{
    Q_DECLARE_TR_FUNCTIONS(tpu::sizing::Architecture)
};
} // namespace

bool Architecture::complete() const
{
    return layers > 0 && dModel > 0 && ffn > 0 && heads > 0 && kvHeads > 0 && headDim > 0 &&
           vocab > 0 && kvHeads <= heads;
}

bool Architecture::operator==(const Architecture &o) const
{
    return layers == o.layers && dModel == o.dModel && ffn == o.ffn && heads == o.heads &&
           kvHeads == o.kvHeads && headDim == o.headDim && vocab == o.vocab &&
           tiedEmbeddings == o.tiedEmbeddings;
}

ParamCount countParams(const Architecture &a)
{
    const double L = double(a.layers), D = double(a.dModel), F = double(a.ffn), N = double(a.heads),
                 K = double(a.kvHeads), H = double(a.headDim), V = double(a.vocab);
    ParamCount p;
    p.mlp = 3 * D * F * L;
    p.attention = 2 * D * H * (N + K) * L;
    p.embeddings = (a.tiedEmbeddings ? 1 : 2) * D * V;
    return p;
}

QString Preset::notModelledText() const
{
    return QCoreApplication::translate("tpu::sizing::Presets", notModelled.toUtf8().constData());
}

const std::vector<Preset> &presets()
{
    // The architectures of the models' published config.json files (Hugging Face).
    static const std::vector<Preset> all{
        {QStringLiteral("llama-3-8b"),
         QStringLiteral("Llama 3 8B"),
         {32, 4096, 14336, 32, 8, 128, 128256, false},
         QStringLiteral("https://huggingface.co/meta-llama/Meta-Llama-3-8B/blob/main/config.json"),
         QT_TRANSLATE_NOOP("tpu::sizing::Presets", "Norm weights are not counted (under 0.01 %).")},
        {QStringLiteral("llama-3-70b"),
         QStringLiteral("Llama 3 70B"),
         {80, 8192, 28672, 64, 8, 128, 128256, false},
         QStringLiteral("https://huggingface.co/meta-llama/Meta-Llama-3-70B/blob/main/config.json"),
         QT_TRANSLATE_NOOP("tpu::sizing::Presets", "Norm weights are not counted (under 0.01 %).")},
        {QStringLiteral("llama-3-405b"),
         QStringLiteral("Llama 3.1 405B"),
         {126, 16384, 53248, 128, 8, 128, 128256, false},
         QStringLiteral("https://huggingface.co/meta-llama/Llama-3.1-405B/blob/main/config.json"),
         QT_TRANSLATE_NOOP("tpu::sizing::Presets", "Norm weights are not counted (under 0.01 %).")},
        {QStringLiteral("gemma-3-27b"),
         QStringLiteral("Gemma 3 27B"),
         {62, 5376, 21504, 32, 16, 128, 262208, true},
         QStringLiteral("https://huggingface.co/google/gemma-3-27b-it/blob/main/config.json"),
         QT_TRANSLATE_NOOP(
             "tpu::sizing::Presets",
             "The language model only: the vision encoder (about 0.4e9 parameters) is not "
             "counted. Five of every six layers attend to a window of 1,024 tokens, so their KV "
             "cache stops growing there; the sizing keeps the whole context for every layer, an "
             "upper bound for long contexts.")},
    };
    return all;
}

const Preset *findPreset(const QString &id)
{
    for (const Preset &p : presets())
        if (p.id.compare(id, Qt::CaseInsensitive) == 0)
            return &p;
    return nullptr;
}

double bytesPerValue(const QString &precision)
{
    const QString p = precision.toLower();
    if (p == QLatin1String("bf16"))
        return 2;
    if (p == QLatin1String("int8") || p == QLatin1String("fp8"))
        return 1;
    if (p == QLatin1String("int4"))
        return 0.5;
    return 0;
}

} // namespace tpu::sizing
