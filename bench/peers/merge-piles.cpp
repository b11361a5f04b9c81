// Luogu P4101 [HEOI2014] 人人尽说江南好: n piles of one stone merged two at a time, never past
// m; the game lasts n − ⌈n/m⌉ merges, so the first player (`0`) wins iff that is odd.
#include "fastio.h"

int main() {
  uint64_t t, n, m;
  io::read(t);
  while (t-- && io::read(n) && io::read(m)) {
    uint64_t merges = n - (n / m + (n % m != 0));
    if (merges % 2) io::write("0\n"); else io::write("1\n");
  }
  io::flush();
}
