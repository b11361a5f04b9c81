// BISHI34: with k diamonds left, take 1, or 2 when 2 | k, or 5 when 5 | k. The first player
// (Alice) loses iff k is 0, 3 or 6, or an odd k >= 9.
#include "fastio.h"

int main() {
  uint64_t t, k;
  io::read(t);
  while (t-- && io::read(k)) {
    bool lost = k == 0 || k == 3 || k == 6 || (k >= 9 && k % 2 == 1);
    if (lost) io::write("Bob\n"); else io::write("Alice\n");
  }
  io::flush();
}
