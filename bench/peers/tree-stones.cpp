// AtCoder AGC010 F Tree Game: from v the player to move wins iff a neighbour with fewer
// stones is lost for the player to move there. Edges sorted by their larger end's stones,
// so each outcome is final before an edge reads it.
#include <algorithm>
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n;
  io::read(n);
  std::vector<uint64_t> a(n);
  for (auto &x : a) io::read(x);
  std::vector<std::pair<uint32_t, uint32_t>> edges(n - 1);
  for (auto &e : edges) {
    uint64_t x, y;
    io::read(x);
    io::read(y);
    e = {(uint32_t)(x - 1), (uint32_t)(y - 1)};
  }
  std::sort(edges.begin(), edges.end(), [&](auto p, auto q) {
    return std::max(a[p.first], a[p.second]) < std::max(a[q.first], a[q.second]);
  });
  std::vector<uint8_t> win(n, 0);
  for (auto [x, y] : edges) {
    if (a[x] < a[y]) win[y] |= !win[x];
    else if (a[y] < a[x]) win[x] |= !win[y];
  }
  bool first = true;
  for (uint64_t v = 0; v < n; v++)
    if (win[v]) {
      if (!first) io::write(" ");
      first = false;
      char text[24];
      int length = snprintf(text, sizeof text, "%llu", (unsigned long long)(v + 1));
      io::write(text, (size_t)length);
    }
  io::write("\n");
  io::flush();
}
