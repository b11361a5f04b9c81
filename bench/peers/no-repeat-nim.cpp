// Codeforces 768E Game of Stones: a pile of s stones is worth the largest k with
// k(k + 1)/2 <= s (the accepted solutions' table); Jon, the second player, wins iff the
// xor of the values is 0.
#include "fastio.h"

int main() {
  uint64_t n, pile;
  io::read(n);
  int value[61], k = 0;
  for (int s = 0; s <= 60; ++s) {
    while ((k + 1) * (k + 2) / 2 <= s) ++k;
    value[s] = k;
  }
  int sum = 0;
  for (uint64_t i = 0; i < n && io::read(pile); ++i) sum ^= value[pile];
  if (sum)
    io::write("NO\n");
  else
    io::write("YES\n");
  io::flush();
}
