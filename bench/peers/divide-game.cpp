// CodeChef FDIVGAME Floor Division Game: a number's Grundy value follows its leading digit
// in base 12 (1 -> 1, 2-3 -> 2, 4-5 -> 3, 6-11 -> 0); the exclusive or decides.
#include "fastio.h"

int main() {
  static const int value[12] = {0, 1, 2, 2, 3, 3, 0, 0, 0, 0, 0, 0};
  uint64_t t;
  io::read(t);
  while (t--) {
    uint64_t n, x, sum = 0;
    io::read(n);
    while (n--) {
      io::read(x);
      while (x >= 12) x /= 12;
      sum ^= value[x];
    }
    if (sum) io::write("Henry\n"); else io::write("Derek\n");
  }
  io::flush();
}
