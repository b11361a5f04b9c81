// Luogu P2197, Nim: the first player loses iff the xor of the piles is 0.
#include "fastio.h"

int main() {
  uint64_t t, n, pile;
  io::read(t);
  while (t-- && io::read(n)) {
    uint64_t sum = 0;
    while (n-- && io::read(pile)) sum ^= pile;
    if (sum) io::write("Yes\n"); else io::write("No\n");
  }
  io::flush();
}
