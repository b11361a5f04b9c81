// Codeforces 2004E, Not a Nim Problem: a pile's Grundy value is 0 when even, 1 for one
// stone, and for an odd pile the index of its least prime factor among the primes; the
// xor of the values decides. The values come from a linear sieve up to the largest pile,
// as the accepted solutions build it (to 10^7 there), so the input is read first.
#include "fastio.h"
#include <vector>

int main() {
  uint64_t t, n, pile;
  io::read(t);
  std::vector<uint64_t> counts;
  std::vector<uint32_t> piles;
  uint32_t most = 1;
  for (uint64_t c = 0; c < t && io::read(n); ++c) {
    counts.push_back(n);
    for (uint64_t i = 0; i < n && io::read(pile); ++i) {
      piles.push_back((uint32_t)pile);
      if (pile > most) most = (uint32_t)pile;
    }
  }
  // least[x]: x's least prime factor, set once per composite.
  std::vector<uint32_t> value(most + 1, 0), least(most + 1, 0), primes;
  value[1] = 1;
  for (uint32_t x = 2; x <= most; ++x) {
    if (least[x] == 0) {
      least[x] = x;
      primes.push_back(x);
      value[x] = x == 2 ? 0 : (uint32_t)primes.size();
    } else {
      value[x] = x % 2 == 0 ? 0 : value[least[x]];
    }
    for (uint32_t p : primes) {
      if (p > least[x] || (uint64_t)p * x > most) break;
      least[p * x] = p;
    }
  }
  size_t at = 0;
  for (uint64_t count : counts) {
    uint32_t sum = 0;
    for (uint64_t i = 0; i < count; ++i) sum ^= value[piles[at++]];
    if (sum) io::write("Alice\n"); else io::write("Bob\n");
  }
  io::flush();
}
