// AtCoder ARC091 F, Strange Nim: a pile's value is X/K when K divides X, else that of
// X - X/K - 1; a quotient's jumps are taken together. Takahashi wins iff the xor is not 0.
#include "fastio.h"

int main() {
  uint64_t n, stones, k, sum = 0;
  io::read(n);
  while (n-- && io::read(stones) && io::read(k)) {
    uint64_t x = stones;
    for (;;) {
      uint64_t q = x / k, r = x % k;
      if (r == 0) { sum ^= q; break; }
      if (q == 0) break;
      x -= (r + q) / (q + 1) * (q + 1);
    }
  }
  if (sum) io::write("Takahashi\n"); else io::write("Aoki\n");
  io::flush();
}
