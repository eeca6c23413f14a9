#pragma once

#include <cstddef>
#include <vector>

namespace tpu::review {

// What the fit has placed on each capacity entry, per segment of the review's timeline (see
// fit.cpp): one sparse segment tree per entry, nodes only where something was placed, all in one
// pool. Adding over a range of segments and the busiest segment of a range both take
// O(log segments), and an entry nothing was placed on costs no memory, so 5,000 entries over
// 2,413 segments stay small (issue 35, F3). Amounts are never negative.
class Usage
{
public:
    explicit Usage(int segments) : m_segments(segments) {}
    int addEntry() // a new entry, with nothing placed; its number
    {
        m_roots.push_back(-1);
        return int(m_roots.size()) - 1;
    }
    void add(int entry, int first, int last, long long amount);
    long long peak(int entry, int first, int last) const; // the most in one segment of the range
    long long peak(int entry) const;                      // over every segment
    bool isEmpty(int entry) const { return m_roots[std::size_t(entry)] < 0; }

private:
    struct Node
    {
        long long add = 0, max = 0; // max: the busiest segment below, `add` included
        int left = -1, right = -1;
    };
    int add(int node, int lo, int hi, int first, int last, long long amount);
    long long peak(int node, int lo, int hi, int first, int last) const;

    int m_segments;
    std::vector<int> m_roots;
    std::vector<Node> m_nodes;
};

} // namespace tpu::review
