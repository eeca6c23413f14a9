#pragma once

#include "catalog/catalogfwd.h"
#include "model/trtext.h"

// The translation contexts of the rules' texts, for TrText templates written as
//     rulesTr(QT_TRANSLATE_NOOP("tpu::model::Rules", "No TPU version chosen."))
// (lupdate reads the context in the macro; the function must name the same one, which
// tst_translations checks for every finding a spread of plans gives).
namespace tpu::model {

inline TrText rulesTr(const char *source)
{
    return TrText("tpu::model::Rules", source);
}
inline TrText deploymentRulesTr(const char *source)
{
    return TrText("tpu::model::DeploymentRules", source);
}
inline TrText namesTr(const char *source)
{
    return TrText("tpu::model::Names", source);
}
inline TrText availabilityTr(const char *source)
{
    return TrText("tpu::model::Availability", source);
}
inline TrText overlayTr(const char *source)
{
    return TrText("tpu::model::LiveOverlay", source);
}
inline TrText summaryTr(const char *source)
{
    return TrText("tpu::model::Summary", source);
}

// A check of model/names.h (empty when `value` passes, else why not), made again when shown.
TrText checkText(QString (*check)(const QString &), const QString &value);

// Why `field` of a catalog row is uncertain (Provenance::uncertainReason), translated when shown.
TrText uncertainText(const catalog::Provenance &prov, const QString &field);
// A plan field's label (PlanField::displayLabel), translated when shown.
TrText fieldLabelText(const QString &field);

} // namespace tpu::model
