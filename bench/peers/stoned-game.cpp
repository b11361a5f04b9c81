// Codeforces 1396B Stoned Game: T wins iff the largest pile outweighs the others together
// or the total is odd. The total is kept in 128 bits, the piles being any u64.
#include "fastio.h"

int main() {
  uint64_t t, n, pile;
  io::read(t);
  while (t--) {
    if (!io::read(n)) break;
    unsigned __int128 total = 0;
    uint64_t largest = 0;
    for (uint64_t i = 0; i < n && io::read(pile); ++i) {
      total += pile;
      if (pile > largest) largest = pile;
    }
    bool wins = largest > total - largest || (total & 1);
    if (wins) io::write("T\n"); else io::write("HL\n");
  }
  io::flush();
}
