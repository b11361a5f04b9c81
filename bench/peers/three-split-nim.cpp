// HDU 5795, A Simple Nim: a heap's Grundy value is h, except that 8k+7 and 8k+8 swap;
// the first player loses iff the xor of the values is 0. The value of 2^64 - 1 is 2^64,
// hence the 128-bit sum.
#include "fastio.h"

int main() {
  uint64_t t, n, heap;
  io::read(t);
  while (t-- && io::read(n)) {
    unsigned __int128 sum = 0;
    while (n-- && io::read(heap)) {
      unsigned __int128 value = heap;
      if (heap % 8 == 7) value += 1;
      else if (heap % 8 == 0 && heap > 0) value -= 1;
      sum ^= value;
    }
    if (sum) io::write("First player wins.\n"); else io::write("Second player wins.\n");
  }
  io::flush();
}
