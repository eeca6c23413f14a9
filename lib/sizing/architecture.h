#pragma once

#include <QString>
#include <vector>

namespace tpu::sizing {

// A dense decoder-only Transformer as How to Scale Your Model (part 4, "All the Transformer Math
// You Need to Know") counts it: L layers of a gated MLP (D x F, three matrices) and attention
// with N query heads and K key/value heads of dimension H, and a vocabulary of V tokens.
struct Architecture
{
    long long layers = 0;        // L
    long long dModel = 0;        // D
    long long ffn = 0;           // F
    long long heads = 0;         // N
    long long kvHeads = 0;       // K
    long long headDim = 0;       // H
    long long vocab = 0;         // V
    bool tiedEmbeddings = false; // one V x D matrix for input and output (Gemma), else two

    bool complete() const; // every dimension > 0 and K <= N
    bool operator==(const Architecture &o) const;
};

// The book's count (part 4; part 6 works it for LLaMA 3-70B): MLP 3·D·F·L, attention
// 2·D·H·(N+K)·L, embeddings 2·D·V (D·V when tied). Norms, biases and positional tables are left
// out (well under 0.1 % for these models).
struct ParamCount
{
    double mlp = 0, attention = 0, embeddings = 0;
    double total() const { return mlp + attention + embeddings; }
};
ParamCount countParams(const Architecture &a);

// An open model's published architecture, and what the book's dense formulas do not model of it.
struct Preset
{
    QString id;   // "llama-3-70b": what --model takes
    QString name; // "Llama 3 70B"
    Architecture arch;
    QString source;      // where the architecture comes from (a config.json's address)
    QString notModelled; // English; shown translated (Preset::notModelledText)

    QString notModelledText() const;
};
const std::vector<Preset> &presets();
const Preset *findPreset(const QString &id); // case-insensitive; null when unknown

// Bytes per value of a precision the sizing knows: "bf16" 2, "fp8"/"int8" 1, "int4" 0.5;
// 0 when unknown.
double bytesPerValue(const QString &precision);

} // namespace tpu::sizing
