// CSES 1098, Nim Game II: a heap of x sticks with takes of 1 to 3 is worth x mod 4; the
// first player loses iff the values' xor is 0.
#include "fastio.h"

int main() {
  uint64_t t, n, heap;
  io::read(t);
  while (t-- && io::read(n)) {
    uint64_t sum = 0;
    while (n-- && io::read(heap)) sum ^= heap & 3;
    if (sum) io::write("first\n"); else io::write("second\n");
  }
  io::flush();
}
