// AtCoder AGC014 D Black and White Tree: the second player wins iff the tree has a perfect
// matching. Leaves peeled by degree and the xor of neighbours: an unmatched leaf takes its
// only neighbour as partner, and fails when that neighbour is already taken.
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n;
  io::read(n);
  std::vector<uint32_t> degree(n, 0), others(n, 0), queue;
  std::vector<uint8_t> matched(n, 0);
  for (uint64_t e = 0; e + 1 < n; e++) {
    uint64_t a, b;
    io::read(a);
    io::read(b);
    a--, b--;
    degree[a]++, degree[b]++;
    others[a] ^= (uint32_t)b;
    others[b] ^= (uint32_t)a;
  }
  for (uint32_t v = 0; v < n; v++)
    if (degree[v] == 1) queue.push_back(v);
  bool perfect = true;
  for (size_t at = 0; at < queue.size(); at++) {
    uint32_t leaf = queue[at];
    if (degree[leaf] != 1) continue;
    uint32_t up = others[leaf];
    if (!matched[leaf]) {
      if (matched[up]) perfect = false;
      matched[leaf] = matched[up] = 1;
    }
    degree[leaf] = 0;
    others[up] ^= leaf;
    if (--degree[up] == 1) queue.push_back(up);
  }
  for (uint64_t v = 0; v < n; v++)
    if (!matched[v]) perfect = false;
  if (perfect) io::write("Second\n"); else io::write("First\n");
  io::flush();
}
