// CSES 2207, Grundy's Game: the heaps up to 10^6 from which the first player loses are the
// 42 below (computed from the split rule; see docs/games.md#grundys-game).
#include "fastio.h"

#include <algorithm>

static const uint64_t lost[] = {0,   1,   2,   4,   7,   10,  20,  23,  26,  50,  53,
                                270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
                                359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639,
                                673, 676, 682, 685, 923, 926, 929, 932, 1222};

int main() {
  uint64_t t, n;
  io::read(t);
  const uint64_t *end = lost + sizeof lost / sizeof *lost;
  while (t-- && io::read(n)) {
    if (std::binary_search(lost, end, n)) io::write("second\n"); else io::write("first\n");
  }
  io::flush();
}
