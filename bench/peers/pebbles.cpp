// Luogu P3480 [POI2009] KAM-Pebbles: staircase Nim on the differences of neighbouring
// piles (a₀ = 0); Johny wins (`TAK`) iff the last, third-last, … differences xor to non-zero.
#include "fastio.h"

int main() {
  uint64_t u, n, pile;
  io::read(u);
  while (u-- && io::read(n)) {
    uint64_t sum = 0, last = 0;
    for (uint64_t i = 0; i < n && io::read(pile); i++) {
      if ((n - i) % 2 == 1) sum ^= pile - last;
      last = pile;
    }
    if (sum) io::write("TAK\n"); else io::write("NIE\n");
  }
  io::flush();
}
