// AtCoder ABC368 F Dividing Game: a number's Grundy value is its count of prime factors
// with multiplicity, from a table up to the largest number; the exclusive or decides.
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, most = 1;
  io::read(n);
  std::vector<uint32_t> a(n);
  for (auto &v : a) {
    uint64_t x;
    io::read(x);
    v = (uint32_t)x;
    if (x > most) most = x;
  }
  std::vector<uint8_t> omega(most + 1, 0);
  for (uint64_t p = 2; p <= most; p++)
    if (!omega[p])
      for (uint64_t q = p; q <= most; q *= p)
        for (uint64_t m = q; m <= most; m += q) omega[m]++;
  uint32_t sum = 0;
  for (uint32_t v : a) sum ^= omega[v];
  if (sum) io::write("Anna\n"); else io::write("Bruno\n");
  io::flush();
}
