// CSES 2208, Another Game: the first player loses iff every heap is even.
#include "fastio.h"

int main() {
  uint64_t t, n, heap;
  io::read(t);
  while (t-- && io::read(n)) {
    uint64_t odd = 0;
    while (n-- && io::read(heap)) odd |= heap & 1;
    if (odd) io::write("first\n"); else io::write("second\n");
  }
  io::flush();
}
