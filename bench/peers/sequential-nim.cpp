// Codeforces 1382B Sequential Nim: the player to move on the first pile of two or more
// wins; before it, each one-stone pile passes the turn. With no such pile, the ones'
// parity decides.
#include "fastio.h"

int main() {
  uint64_t t, n, pile;
  io::read(t);
  while (t--) {
    if (!io::read(n)) break;
    bool first_moves = true, decided = false, first_wins = false;
    for (uint64_t i = 0; i < n && io::read(pile); ++i) {
      if (decided || pile == 0) continue;
      if (pile == 1) {
        first_moves = !first_moves;
      } else {
        decided = true;
        first_wins = first_moves;
      }
    }
    if (!decided) first_wins = !first_moves;
    if (first_wins) io::write("First\n"); else io::write("Second\n");
  }
  io::flush();
}
