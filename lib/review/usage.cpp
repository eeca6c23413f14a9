#include "review/usage.h"

#include <algorithm>

namespace tpu::review {

void Usage::add(int entry, int first, int last, long long amount)
{
    first = std::max(first, 0);
    last = std::min(last, m_segments - 1);
    if (first > last || amount == 0)
        return;
    const int root = add(m_roots[size_t(entry)], 0, m_segments - 1, first, last, amount);
    m_roots[size_t(entry)] = root;
}

int Usage::add(int node, int lo, int hi, int first, int last, long long amount)
{
    if (node < 0) {
        m_nodes.push_back({});
        node = int(m_nodes.size()) - 1;
    }
    if (first <= lo && hi <= last) {
        m_nodes[size_t(node)].add += amount;
        m_nodes[size_t(node)].max += amount;
        return node;
    }
    const int mid = lo + (hi - lo) / 2;
    if (first <= mid) {
        const int child = add(m_nodes[size_t(node)].left, lo, mid, first, last, amount);
        m_nodes[size_t(node)].left = child; // after the call: the pool may have moved
    }
    if (last > mid) {
        const int child = add(m_nodes[size_t(node)].right, mid + 1, hi, first, last, amount);
        m_nodes[size_t(node)].right = child;
    }
    Node &n = m_nodes[size_t(node)];
    const long long l = n.left < 0 ? 0 : m_nodes[size_t(n.left)].max;
    const long long r = n.right < 0 ? 0 : m_nodes[size_t(n.right)].max;
    n.max = n.add + std::max(l, r);
    return node;
}

long long Usage::peak(int entry, int first, int last) const
{
    first = std::max(first, 0);
    last = std::min(last, m_segments - 1);
    if (first > last)
        return 0;
    return peak(m_roots[size_t(entry)], 0, m_segments - 1, first, last);
}

long long Usage::peak(int entry) const
{
    const int root = m_roots[size_t(entry)];
    return root < 0 ? 0 : m_nodes[size_t(root)].max;
}

long long Usage::peak(int node, int lo, int hi, int first, int last) const
{
    if (node < 0)
        return 0;
    const Node &n = m_nodes[size_t(node)];
    if (first <= lo && hi <= last)
        return n.max;
    const int mid = lo + (hi - lo) / 2;
    long long m = 0;
    if (first <= mid)
        m = peak(n.left, lo, mid, first, last);
    if (last > mid)
        m = std::max(m, peak(n.right, mid + 1, hi, first, last));
    return n.add + m;
}

} // namespace tpu::review
