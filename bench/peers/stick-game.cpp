// CSES 1729, Stick Game: pile i is won iff some move p ≤ i leaves a lost pile; every pile
// from 1 to n in one table, O(n·k).
#include "fastio.h"

#include <algorithm>
#include <string>
#include <vector>

int main() {
  uint64_t n, k, p;
  io::read(n);
  io::read(k);
  std::vector<uint64_t> moves;
  while (k-- && io::read(p)) moves.push_back(p);
  std::sort(moves.begin(), moves.end());
  std::string won(n + 1, 'L');
  for (uint64_t i = 1; i <= n; i++)
    for (uint64_t m : moves) {
      if (m > i) break;
      if (won[i - m] == 'L') { won[i] = 'W'; break; }
    }
  won += '\n';
  // The line is longer than fastio's buffer: written whole, past it.
  io::flush();
  fwrite(won.data() + 1, 1, won.size() - 1, stdout);
}
