#pragma once

// Exported Kubernetes objects checked against the upstream CRDs vendored in tests/crds: unknown
// fields, missing required fields, scalar types and enums. Enough to catch a field the API server
// would reject. A kind with no CRD here is not checked (and is not counted).
#include <QMap>
#include <QString>
#include <QStringList>
#include <map>
#include <string>
#include <yaml-cpp/yaml.h>

namespace tpu::test {

inline void checkSchema(const YAML::Node &obj, const YAML::Node &schema, const std::string &path,
                        QStringList &errors)
{
    if (!schema || (schema["x-kubernetes-preserve-unknown-fields"] &&
                    schema["x-kubernetes-preserve-unknown-fields"].as<bool>()))
        return;
    const std::string type = schema["type"] ? schema["type"].Scalar() : std::string();
    if (obj.IsMap()) {
        const YAML::Node props = schema["properties"];
        for (const auto &kv : obj) {
            const std::string key = kv.first.Scalar();
            if (props && props[key])
                checkSchema(kv.second, props[key], path + "." + key, errors);
            else if (schema["additionalProperties"] && schema["additionalProperties"].IsMap())
                checkSchema(kv.second, schema["additionalProperties"], path + "." + key, errors);
            else if (props)
                errors << QString::fromStdString("unknown field " + path + "." + key);
        }
        if (schema["required"])
            for (const auto &r : schema["required"])
                if (!obj[r.Scalar()])
                    errors << QString::fromStdString("missing required " + path + "." + r.Scalar());
    } else if (obj.IsSequence()) {
        for (size_t i = 0; i < obj.size(); ++i)
            checkSchema(obj[i], schema["items"], path + "[" + std::to_string(i) + "]", errors);
    } else if (obj.IsScalar() && !schema["x-kubernetes-int-or-string"]) {
        const bool quoted = obj.Tag() == "!";
        if ((type == "integer" || type == "boolean") && quoted)
            errors << QString::fromStdString(path + " must be of type " + type + ", not a string");
        if (type == "object" || type == "array")
            errors << QString::fromStdString(path + " must be of type " + type);
        if (schema["enum"] && schema["enum"].IsSequence()) {
            bool listed = false;
            for (const auto &e : schema["enum"])
                listed = listed || (e.IsScalar() && e.Scalar() == obj.Scalar());
            if (!listed)
                errors << QString::fromStdString(path + " = " + obj.Scalar() +
                                                 " is not one of the allowed values");
        }
    }
}

// The vendored CRD file for a kind, or an empty string.
inline QString crdFileFor(const std::string &kind)
{
    static const QMap<std::string, QString> files{
        {"JobSet", "jobset.x-k8s.io_jobsets.yaml"},
        {"ResourceFlavor", "kueue.x-k8s.io_resourceflavors.yaml"},
        {"ClusterQueue", "kueue.x-k8s.io_clusterqueues.yaml"},
        {"LocalQueue", "kueue.x-k8s.io_localqueues.yaml"},
        {"AdmissionCheck", "kueue.x-k8s.io_admissionchecks.yaml"},
        {"ProvisioningRequestConfig", "kueue.x-k8s.io_provisioningrequestconfigs.yaml"},
        {"LeaderWorkerSet", "leaderworkerset.x-k8s.io_leaderworkersets.yaml"},
        {"RayCluster", "ray.io_rayclusters.yaml"},
        {"ComputeClass", "cloud.google.com_computeclasses.yaml"}};
    return files.contains(kind) ? QStringLiteral(TPU_SOURCE_DIR "/tests/crds/") + files.value(kind)
                                : QString();
}

// The served schema of `apiVersion` in a CRD file (parsed once per file: some are 1 MB).
inline YAML::Node crdSchema(const QString &file, const std::string &apiVersion)
{
    static std::map<QString, YAML::Node> loaded;
    auto it = loaded.find(file);
    if (it == loaded.end())
        it = loaded.emplace(file, YAML::LoadFile(file.toStdString())).first;
    const std::string group = apiVersion.substr(0, apiVersion.find('/'));
    const std::string version = apiVersion.substr(apiVersion.find('/') + 1);
    if (it->second["spec"]["group"].Scalar() != group)
        return {};
    for (const auto &v : it->second["spec"]["versions"])
        if (v["name"].Scalar() == version && (!v["served"] || v["served"].as<bool>()))
            return v["schema"]["openAPIV3Schema"];
    return {};
}

// Every document of `yamlText` whose kind has a vendored CRD, checked; `checkedKinds` gets the
// kinds checked. An apiVersion the CRD does not serve is an error.
inline QStringList crdErrors(const QString &yamlText, QStringList *checkedKinds = nullptr)
{
    QStringList errors;
    for (const YAML::Node &d : YAML::LoadAll(yamlText.toStdString())) {
        if (!d.IsMap() || !d["kind"])
            continue;
        const std::string kind = d["kind"].Scalar();
        const QString file = crdFileFor(kind);
        if (file.isEmpty())
            continue;
        const YAML::Node schema = crdSchema(file, d["apiVersion"].Scalar());
        if (!schema || !schema.IsMap()) {
            errors << QString::fromStdString(kind + ": " + d["apiVersion"].Scalar() +
                                             " is not served by its CRD");
            continue;
        }
        checkSchema(d, schema, kind, errors);
        if (checkedKinds)
            *checkedKinds << QString::fromStdString(kind);
    }
    return errors;
}

} // namespace tpu::test
