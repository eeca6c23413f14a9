// Load a plan, then run every exporter as `export --force` would: no crash, no overflow, and every
// YAML file parses.
#include "catalog/catalogloader.h"
#include "export/exportbundle.h"
#include "model/planfile.h"

#include <cstddef>
#include <cstdint>
#include <yaml-cpp/yaml.h>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const auto catalog =
        tpu::catalog::CatalogLoader::loadFile(tpu::catalog::CatalogLoader::builtinPath()).catalog;
    if (!catalog)
        __builtin_trap();
    const auto l = tpu::model::PlanFile::fromBytes(
        QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)), QStringLiteral("fuzz"));
    if (!l.plan)
        return 0;
    for (const auto &f : tpu::exporters::exportFiles(*catalog, *l.plan)) {
        if (!f.name.endsWith(QLatin1String(".yaml")))
            continue;
        try {
            YAML::LoadAll(f.bytes.toStdString());
        } catch (const YAML::Exception &) {
            __builtin_trap(); // an exported YAML file that does not parse
        }
    }
    return 0;
}
