// HDU 1730 Northcott Game: each row is a Nim heap of the empty cells between its two
// pieces; Tom, moving first, wins iff the xor of the heaps is not 0. Cases to end of input.
#include "fastio.h"

int main() {
  uint64_t n, m, a, b;
  while (io::read(n) && io::read(m)) {
    uint64_t sum = 0;
    while (n-- && io::read(a) && io::read(b)) sum ^= (a > b ? a - b : b - a) - 1;
    if (sum) io::write("I WIN!\n"); else io::write("BAD LUCK!\n");
  }
  io::flush();
}
