// Kattis bachetsgame / UVa 10404 Bachet's Game: per line, the outcome of every pile up to
// n, each lost pile marking won the piles its takes reach.
#include <algorithm>
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, m;
  std::vector<uint8_t> won;
  std::vector<uint64_t> takes;
  while (io::read(n) && io::read(m)) {
    takes.resize(m);
    for (auto &t : takes) io::read(t);
    std::sort(takes.begin(), takes.end());
    won.assign(n + 1, 0);
    for (uint64_t pile = 0; pile <= n; pile++)
      if (!won[pile])
        for (uint64_t t : takes) {
          if (t > n - pile) break;
          won[pile + t] = 1;
        }
    if (won[n]) io::write("Stan wins\n"); else io::write("Ollie wins\n");
  }
  io::flush();
}
