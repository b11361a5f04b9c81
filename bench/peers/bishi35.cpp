// BISHI35, Bash's game: take 1..m of n stones; the first player loses iff (m + 1) | n.
#include "fastio.h"

int main() {
  uint64_t t, n, m;
  io::read(t);
  while (t-- && io::read(n) && io::read(m)) {
    // m + 1 wraps to 0 at m = 2^64 - 1, where n mod 2^64 is n itself.
    uint64_t left = m + 1 == 0 ? n : n % (m + 1);
    if (left) io::write("YES\n"); else io::write("NO\n");
  }
  io::flush();
}
