#include "sizing/chip.h"

#include "catalog/catalog.h"

namespace tpu::sizing {

Chip chipOf(const catalog::Catalog &catalog, const QString &versionId)
{
    Chip c;
    c.version = versionId;
    if (const catalog::Version *v = catalog.version(versionId)) {
        c.version = v->id;
        c.name = v->name;
        c.dims = v->dims;
    }
    const catalog::Spec *s = catalog.spec(c.version);
    if (!s)
        return c;
    c.hbmBytes = s->hbmBytes();
    if (s->hbmGiB)
        c.hbmFigure = QStringLiteral("%1 %2").arg(*s->hbmGiB).arg(s->hbmUnit);
    if (s->hbmBandwidthGBps)
        c.hbmBandwidth = *s->hbmBandwidthGBps * 1e9;
    if (s->bf16Tflops)
        c.bf16Flops = *s->bf16Tflops * 1e12;
    if (s->iciLinkGBps)
        c.iciLinkOneWay = *s->iciLinkGBps * 1e9;
    // The figures above, in the order the output names them.
    for (const char *field : {"hbmGiB", "hbmBandwidthGBps", "bf16Tflops", "iciLinkGBps"})
        if (s->prov.isUncertain(QLatin1String(field)))
            c.figureNotes << s->prov.uncertainReason(QLatin1String(field));
    if (!s->prov.note.isEmpty())
        c.figureNotes << s->prov.noteText();
    return c;
}

std::vector<Chip> chipsOf(const catalog::Catalog &catalog)
{
    std::vector<Chip> out;
    for (const catalog::Version &v : catalog.versions)
        if (catalog.spec(v.id))
            out.push_back(chipOf(catalog, v.id));
    return out;
}

} // namespace tpu::sizing
