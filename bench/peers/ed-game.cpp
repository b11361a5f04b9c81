// Luogu P2148 [SDOI2009] E&D: the pair (a, b) has Grundy value the number of trailing 1
// bits of (a - 1) | (b - 1); the first player wins iff the xor of the pairs' values is not 0.
#include "fastio.h"

int main() {
  uint64_t t, n, a, b;
  io::read(t);
  while (t-- && io::read(n)) {
    unsigned sum = 0;
    for (n /= 2; n-- && io::read(a) && io::read(b);) {
      uint64_t clear = ~((a - 1) | (b - 1));
      sum ^= clear ? (unsigned)__builtin_ctzll(clear) : 64u;
    }
    if (sum) io::write("YES\n"); else io::write("NO\n");
  }
  io::flush();
}
