// tree-game: Green Hackenbush on a tree rooted at vertex 1 (HDU 3094). Colon principle:
// sg(v) = xor over the children c of (sg(c) + 1). Edges in CSR arrays, a breadth-first
// order from the root, then the values from the leaves up (no recursion: paths of 10^5).
#include <vector>
#include "fastio.h"

int main() {
  uint64_t t;
  io::read(t);
  std::vector<uint32_t> from, to, first, adjacent, order, parent, value;
  while (t--) {
    uint64_t n;
    io::read(n);
    from.resize(n - 1);
    to.resize(n - 1);
    first.assign(n + 1, 0);
    for (uint64_t e = 0; e + 1 < n; e++) {
      uint64_t a, b;
      io::read(a);
      io::read(b);
      from[e] = (uint32_t)(a - 1);
      to[e] = (uint32_t)(b - 1);
      first[from[e] + 1]++;
      first[to[e] + 1]++;
    }
    for (uint64_t v = 0; v < n; v++) first[v + 1] += first[v];
    adjacent.resize(2 * (n - 1));
    std::vector<uint32_t> fill(first.begin(), first.end() - 1);
    for (uint64_t e = 0; e + 1 < n; e++) {
      adjacent[fill[from[e]]++] = to[e];
      adjacent[fill[to[e]]++] = from[e];
    }
    order.assign(1, 0);
    parent.assign(n, UINT32_MAX);
    parent[0] = 0;
    for (size_t at = 0; at < order.size(); at++) {
      uint32_t v = order[at];
      for (uint32_t i = first[v]; i < first[v + 1]; i++) {
        uint32_t w = adjacent[i];
        if (parent[w] == UINT32_MAX) {
          parent[w] = v;
          order.push_back(w);
        }
      }
    }
    value.assign(n, 0);
    for (size_t at = order.size(); at-- > 1;) {
      uint32_t v = order[at];
      value[parent[v]] ^= value[v] + 1;
    }
    if (value[0]) io::write("Alice\n");
    else io::write("Bob\n");
  }
  io::flush();
}
