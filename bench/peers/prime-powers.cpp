// Luogu P4018, prime-power takes: the first player loses iff 6 divides n.
#include "fastio.h"

int main() {
  uint64_t t, n;
  io::read(t);
  while (t-- && io::read(n)) {
    if (n % 6) io::write("October wins!\n"); else io::write("Roy wins!\n");
  }
  io::flush();
}
