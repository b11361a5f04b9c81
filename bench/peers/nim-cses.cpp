// CSES 1730 Nim Game I: the first player wins iff the xor of the heaps is not 0.
#include "fastio.h"

int main() {
  uint64_t t, n, heap;
  io::read(t);
  while (t-- && io::read(n)) {
    uint64_t sum = 0;
    while (n-- && io::read(heap)) sum ^= heap;
    if (sum) io::write("first\n"); else io::write("second\n");
  }
  io::flush();
}
