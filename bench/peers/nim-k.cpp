// Moore's Nim-k: lost iff every binary digit's count of heaps is divisible by k + 1.
#include "fastio.h"

int main() {
  uint64_t t, n, k, heap;
  io::read(t);
  while (t-- && io::read(n) && io::read(k)) {
    uint64_t count[64] = {0};
    while (n-- && io::read(heap))
      for (; heap; heap &= heap - 1) count[__builtin_ctzll(heap)]++;
    bool wins = false;
    for (int d = 0; d < 64; d++) wins |= k == UINT64_MAX ? count[d] != 0 : count[d] % (k + 1) != 0;
    if (wins) io::write("First\n"); else io::write("Second\n");
  }
  io::flush();
}
