// HDU 3595 GG and MM: Every-SG of Euclid's games; each game's steps folded up from the
// bottom of Euclid's algorithm, MM wins iff the largest is odd. Cases to end of input.
#include "fastio.h"

static unsigned steps(uint64_t a, uint64_t b) {
  uint64_t large = a > b ? a : b, small = a > b ? b : a;
  if (small == 0) return 0;
  bool forced[96];
  int levels = 0;
  while (large % small != 0) {
    forced[levels++] = large / small == 1;
    uint64_t rest = large % small;
    large = small;
    small = rest;
  }
  unsigned below = 1;
  while (levels--) below += (forced[levels] || below % 2 == 0) ? 1 : 2;
  return below;
}

int main() {
  uint64_t n, p, q;
  while (io::read(n)) {
    unsigned longest = 0;
    while (n-- && io::read(p) && io::read(q)) {
      unsigned s = steps(p, q);
      if (s > longest) longest = s;
    }
    if (longest % 2) io::write("MM\n"); else io::write("GG\n");
  }
  io::flush();
}
