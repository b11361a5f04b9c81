// Codeforces 1194D 1-2-K Game: with k not a multiple of 3, lost iff 3 | n; otherwise with
// r = n mod (k + 1), lost iff 3 | r and r != k.
#include "fastio.h"

int main() {
  uint64_t t, n, k;
  io::read(t);
  while (t-- && io::read(n) && io::read(k)) {
    bool wins;
    if (k % 3) {
      wins = n % 3 != 0;
    } else {
      // k + 1 wraps to 0 at k = 2^64 - 1, where n is its own remainder.
      uint64_t r = k + 1 == 0 ? n : n % (k + 1);
      wins = r % 3 != 0 || r == k;
    }
    if (wins) io::write("Alice\n"); else io::write("Bob\n");
  }
  io::flush();
}
