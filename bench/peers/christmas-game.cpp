// christmas-game: Green Hackenbush on trees with polygons (POJ 3710), by the fusion
// principle. Per tree: an iterative depth-first search from vertex 1 over CSR arrays; each
// back edge marks the tree path it closes; a vertex whose tree edge is marked fuses into its
// parent's fused vertex with a loop, and so does every back edge and loop; the tree of
// unmarked edges is valued by the colon principle from the leaves up (no recursion).
#include <vector>
#include "fastio.h"

int main() {
  std::vector<uint32_t> from, to, first, fill, adjacent, ids, depth, up, order, fused, parent,
      value, at;
  std::vector<uint32_t> stack;
  std::vector<char> on_cycle;
  uint64_t trees;
  while (io::read(trees)) {
    uint32_t sum = 0;
    while (trees--) {
      uint64_t m, k;
      io::read(m);
      io::read(k);
      from.resize(k);
      to.resize(k);
      first.assign(m + 1, 0);
      for (uint64_t e = 0; e < k; e++) {
        uint64_t a, b;
        io::read(a);
        io::read(b);
        from[e] = (uint32_t)(a - 1);
        to[e] = (uint32_t)(b - 1);
        if (a != b) {
          first[from[e] + 1]++;
          first[to[e] + 1]++;
        }
      }
      for (uint64_t v = 0; v < m; v++) first[v + 1] += first[v];
      adjacent.resize(first[m]);
      ids.resize(first[m]);
      fill.assign(first.begin(), first.end() - 1);
      for (uint32_t e = 0; e < k; e++) {
        if (from[e] == to[e]) continue;
        adjacent[fill[from[e]]] = to[e];
        ids[fill[from[e]]++] = e;
        adjacent[fill[to[e]]] = from[e];
        ids[fill[to[e]]++] = e;
      }
      depth.assign(m, UINT32_MAX);
      up.assign(m, UINT32_MAX);
      on_cycle.assign(m, 0);
      at.assign(first.begin(), first.end() - 1);
      order.assign(1, 0);
      depth[0] = 0;
      stack.assign(1, 0);
      while (!stack.empty()) {
        uint32_t v = stack.back();
        if (at[v] == first[v + 1]) {
          stack.pop_back();
          continue;
        }
        uint32_t i = at[v]++;
        uint32_t w = adjacent[i], e = ids[i];
        if (e == up[v]) continue;
        if (depth[w] == UINT32_MAX) {
          depth[w] = depth[v] + 1;
          up[w] = e;
          order.push_back(w);
          stack.push_back(w);
        } else if (depth[w] < depth[v]) {
          for (uint32_t x = v; x != w; x = from[up[x]] ^ to[up[x]] ^ x) on_cycle[x] = 1;
        }
      }
      fused.assign(m, 0);
      parent.assign(m, 0);
      value.assign(m, 0);
      for (size_t j = 1; j < order.size(); j++) {
        uint32_t x = order[j];
        uint32_t p = fused[from[up[x]] ^ to[up[x]] ^ x];
        if (on_cycle[x]) {
          fused[x] = p;
          value[p] ^= 1;
        } else {
          fused[x] = x;
          parent[x] = p;
        }
      }
      for (uint32_t e = 0; e < k; e++) {
        uint32_t a = from[e], b = to[e];
        uint32_t deeper = depth[a] >= depth[b] ? a : b;
        if (a == b || up[deeper] != e) value[fused[a]] ^= 1;
      }
      for (size_t j = order.size(); j-- > 1;) {
        uint32_t x = order[j];
        if (fused[x] == x) value[parent[x]] ^= value[x] + 1;
      }
      sum ^= value[0];
    }
    if (sum) io::write("Sally\n");
    else io::write("Harry\n");
  }
  io::flush();
}
