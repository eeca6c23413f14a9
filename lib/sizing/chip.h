#pragma once

#include "catalog/catalogfwd.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace tpu::sizing {

// One TPU chip's figures in plain units (bytes, bytes/s, FLOP/s), from the catalog's specs: the
// sizing never reads a figure anywhere else, so a newer catalog changes every estimate.
struct Chip
{
    QString version;                     // catalog version id ("v5p")
    QString name;                        // "TPU v5p"
    int dims = 2;                        // ICI axes of a full slice: 2 (v5e, v6e) or 3
    std::optional<double> hbmBytes;      // per chip (Google's GB or GiB, kept apart)
    std::optional<double> hbmBandwidth;  // bytes/s per chip
    std::optional<double> bf16Flops;     // peak FLOP/s per chip
    std::optional<double> iciLinkOneWay; // bytes/s, one ICI link in one direction
    QString hbmFigure;                   // "16 GB", "192 GiB": the figure as Google states it
    // Why a figure the sizing uses is uncertain (where Google and the book disagree, which one is
    // used) and the catalog's note on the version, in the reader's language: shown with every
    // estimate that rests on them.
    QStringList figureNotes;
};

// The chip of a catalog version; figures the catalog does not know stay unset.
Chip chipOf(const catalog::Catalog &catalog, const QString &versionId);
// Every version the catalog has a spec row for, in the catalog's version order.
std::vector<Chip> chipsOf(const catalog::Catalog &catalog);

} // namespace tpu::sizing
