#pragma once

#include "live/advice.h"

#include <QHash>
#include <QString>
#include <optional>

namespace tpu::ui {

// Google's advice answers kept for the session (issue 40): the last answer to each question
// (live::adviceQuestionKey: project, shape, regions, start window, days, workload type), shared by
// every window, so that the zone step shown again, built again (another language), a plan opened
// again or a review asking about the same shape shows the answer with the time it was asked
// instead of asking Google again. Also the options each plan was last asked with (keyed by the
// plan's file, "" for an untitled plan), so that its zone step asks the same question again.
//
// Kept in memory only, never on disk: an answer is about capacity at the time it was asked (the
// time is shown with it, and Ask Again asks again), and Google's words about a project do not
// belong in a plan file others read. Nothing of the connection (no token, no key) is kept: a
// question names the project, an answer holds Google's statuses, windows and details.
class AdviceMemory
{
public:
    struct Answer
    {
        live::AdviceRequest request;
        live::AdviceResult result;
    };
    struct Options
    {
        QDate startAfter;
        int days = 7;
        QString workloadType;
    };

    static AdviceMemory &session();

    void remember(const live::AdviceRequest &request, const live::AdviceResult &result);
    std::optional<Answer> answer(const live::AdviceRequest &request) const;
    void rememberOptions(const QString &planFile, const Options &options);
    std::optional<Options> options(const QString &planFile) const;
    void clear(); // tests

    static constexpr int kMaxAnswers = 64; // the oldest goes first

private:
    QHash<QString, Answer> m_answers; // by live::adviceQuestionKey
    QStringList m_order;              // keys, oldest first
    QHash<QString, Options> m_options;
};

} // namespace tpu::ui
