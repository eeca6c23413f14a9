#include "live/apianswer.h"

#include "model/names.h"

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

QString shownValue(const QJsonValue &v)
{
    if (v.isString())
        return QLatin1Char('"') + model::printableText(v.toString().left(80)) + QLatin1Char('"');
    if (v.isDouble())
        return QString::number(v.toDouble(), 'g', 17);
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isNull())
        return QStringLiteral("null");
    if (v.isUndefined())
        return ApiAnswerText::tr("nothing");
    return v.isArray() ? ApiAnswerText::tr("a list") : ApiAnswerText::tr("an object");
}

} // namespace tpu::live
