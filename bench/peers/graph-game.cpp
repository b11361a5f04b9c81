// graph-game: one token on a directed graph (1-based edges u -> v, loops and repeats
// allowed); every vertex is WIN, LOSE or DRAW. Retrograde analysis in O(n + m): dead ends
// lose; a vertex with a losing successor wins; a vertex whose successors all win loses;
// what is never labelled is a draw. Predecessors in CSR arrays, a plain array as the queue.
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, m;
  io::read(n);
  io::read(m);
  std::vector<uint32_t> tail(m), head(m), first(n + 1, 0), before(m), successors(n, 0);
  for (uint64_t e = 0; e < m; e++) {
    uint64_t u, v;
    io::read(u);
    io::read(v);
    tail[e] = (uint32_t)(u - 1);
    head[e] = (uint32_t)(v - 1);
    successors[tail[e]]++;
    first[head[e] + 1]++;
  }
  for (uint64_t v = 0; v < n; v++) first[v + 1] += first[v];
  std::vector<uint32_t> fill(first.begin(), first.end() - 1);
  for (uint64_t e = 0; e < m; e++) before[fill[head[e]]++] = tail[e];

  enum : uint8_t { DRAW, WIN, LOSE };
  std::vector<uint8_t> label(n, DRAW);
  std::vector<uint32_t> queue;
  queue.reserve(n);
  for (uint32_t v = 0; v < n; v++)
    if (successors[v] == 0) { label[v] = LOSE; queue.push_back(v); }
  for (size_t at = 0; at < queue.size(); at++) {
    uint32_t v = queue[at];
    for (uint32_t i = first[v]; i < first[v + 1]; i++) {
      uint32_t u = before[i];
      if (label[u] != DRAW) continue;
      if (label[v] == LOSE) { label[u] = WIN; queue.push_back(u); }
      else if (--successors[u] == 0) { label[u] = LOSE; queue.push_back(u); }
    }
  }
  for (uint64_t v = 0; v < n; v++) {
    if (label[v] == WIN) io::write("WIN\n");
    else if (label[v] == LOSE) io::write("LOSE\n");
    else io::write("DRAW\n");
  }
  io::flush();
}
