// Luogu P2594 [ZJOI2009] 染色游戏: a tail at (i, j) (from 0) is worth 2^(i + j) off the
// first row and column, and 2^e there, 2^e the largest power of 2 dividing i + j + 1;
// dongdong wins iff some exponent is reached by an odd number of tails.
#include <vector>
#include "fastio.h"

int main() {
  uint64_t t, n, m;
  std::vector<uint64_t> odd;
  io::read(t);
  while (t-- && io::read(n) && io::read(m)) {
    odd.assign((n + m) / 64 + 2, 0);
    for (uint64_t i = 0; i < n; i++) {
      int c = io::byte();
      while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = io::byte();
      for (uint64_t j = 0; j < m; j++, c = io::byte()) {
        if (c != 'T') continue;
        uint64_t e = (i == 0 || j == 0) ? __builtin_ctzll(i + j + 1) : i + j;
        odd[e / 64] ^= 1ull << (e % 64);
      }
    }
    bool wins = false;
    for (uint64_t w : odd) wins |= w != 0;
    if (wins) io::write("-_-\n"); else io::write("=_=\n");
  }
  io::flush();
}
