// BISHI36, extended Bash: take l..r stones; the first player wins iff l <= r and
// n mod (l + r) >= l.
#include "fastio.h"

int main() {
  uint64_t t, n, l, r;
  io::read(t);
  while (t-- && io::read(n) && io::read(l) && io::read(r)) {
    uint64_t period = l + r;
    // A period past 2^64 - 1 (it wrapped) is larger than n: n is its own remainder.
    uint64_t left = period < l ? n : n % period;
    if (l <= r && left >= l) io::write("YES\n"); else io::write("NO\n");
  }
  io::flush();
}
