// HDU 2147 kiki's game: the first player loses iff n and m are both odd.
#include "fastio.h"

int main() {
  uint64_t n, m;
  while (io::read(n) && io::read(m) && (n != 0 || m != 0)) {
    if (n & m & 1) io::write("What a pity!\n"); else io::write("Wonderful!\n");
  }
  io::flush();
}
