// CSES 1099, Stair Game: staircase Nim with stair 1 as the ground; the first player loses
// iff the xor of the even stairs is 0.
#include "fastio.h"

int main() {
  uint64_t t, n, balls;
  io::read(t);
  while (t-- && io::read(n)) {
    uint64_t sum = 0;
    for (uint64_t stair = 1; stair <= n && io::read(balls); stair++)
      if (stair % 2 == 0) sum ^= balls;
    if (sum) io::write("first\n"); else io::write("second\n");
  }
  io::flush();
}
