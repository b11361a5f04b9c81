// HDU 2509 Be the Winner: a line of n apples has Grundy value n; misere play by the SJ
// theorem: the first player wins iff (xor != 0 and some group > 1) or (xor == 0 and every
// group <= 1). Cases to end of input.
#include "fastio.h"

int main() {
  uint64_t n, apples;
  while (io::read(n)) {
    uint64_t sum = 0;
    bool above_one = false;
    while (n-- && io::read(apples)) {
      sum ^= apples;
      above_one |= apples > 1;
    }
    if ((sum != 0) == above_one) io::write("Yes\n"); else io::write("No\n");
  }
  io::flush();
}
