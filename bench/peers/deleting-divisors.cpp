// Codeforces 1537D Deleting Divisors: Alice wins iff n is even and not 2 to an odd power.
#include "fastio.h"

int main() {
  uint64_t t, n;
  io::read(t);
  while (t-- && io::read(n)) {
    int twos = __builtin_ctzll(n);
    bool lost = twos == 0 || (n == (1ULL << twos) && (twos & 1));
    if (lost) io::write("Bob\n"); else io::write("Alice\n");
  }
  io::flush();
}
