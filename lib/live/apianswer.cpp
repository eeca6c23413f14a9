#include "live/apianswer.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>

namespace tpu::live {

namespace {
struct ApiAnswerText // the translation context of this file's messages
{
    Q_DECLARE_TR_FUNCTIONS(tpu::live::ApiAnswer)
};
} // namespace

QString nextPageToken(const QJsonObject &page, QString *error)
{
    const QJsonValue t = page.value(QLatin1String("nextPageToken"));
    if (t.isUndefined() || t.isNull())
        return {};
    if (!t.isString() || t.toString().size() > 4096) {
        *error = ApiAnswerText::tr("nextPageToken is not a string of at most 4096 characters");
        return {};
    }
    return t.toString();
}

} // namespace tpu::live
