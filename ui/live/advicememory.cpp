#include "ui/live/advicememory.h"

namespace tpu::ui {

AdviceMemory &AdviceMemory::session()
{
    static AdviceMemory memory;
    return memory;
}

void AdviceMemory::remember(const live::AdviceRequest &request, const live::AdviceResult &result)
{
    const QString key = live::adviceQuestionKey(request);
    m_order.removeAll(key);
    m_order << key;
    m_answers.insert(key, Answer{request, result});
    while (m_order.size() > kMaxAnswers)
        m_answers.remove(m_order.takeFirst());
}

std::optional<AdviceMemory::Answer> AdviceMemory::answer(const live::AdviceRequest &request) const
{
    const auto it = m_answers.constFind(live::adviceQuestionKey(request));
    if (it == m_answers.constEnd())
        return std::nullopt;
    return *it;
}

void AdviceMemory::rememberOptions(const QString &planFile, const Options &options)
{
    if (m_options.size() >= kMaxAnswers && !m_options.contains(planFile))
        m_options.clear(); // a session of that many plans starts from the defaults again
    m_options.insert(planFile, options);
}

std::optional<AdviceMemory::Options> AdviceMemory::options(const QString &planFile) const
{
    const auto it = m_options.constFind(planFile);
    if (it == m_options.constEnd())
        return std::nullopt;
    return *it;
}

void AdviceMemory::clear()
{
    m_answers.clear();
    m_order.clear();
    m_options.clear();
}

} // namespace tpu::ui
