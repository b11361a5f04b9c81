// Codeforces 850C Arpa and a game with Mojtaba: each prime is a game on the set of its
// exponents (a bit mask); the move k keeps those below k and lowers the others by k.
#include <unordered_map>
#include <vector>
#include "fastio.h"

static std::unordered_map<uint32_t, uint32_t> memo;

static uint32_t grundy(uint32_t mask) {
  if (mask == 0) return 0;
  auto known = memo.find(mask);
  if (known != memo.end()) return known->second;
  uint64_t reached = 0;
  for (int k = 1, top = 32 - __builtin_clz(mask); k <= top; k++) {
    uint32_t v = grundy((mask & ((1u << (k - 1)) - 1)) | (mask >> k));
    if (v < 64) reached |= 1ull << v;
  }
  uint32_t v = __builtin_ctzll(~reached);
  return memo[mask] = v;
}

int main() {
  std::vector<uint32_t> primes;
  std::vector<bool> composite(31623);
  for (uint32_t p = 2; p <= 31622; p++)
    if (!composite[p]) {
      primes.push_back(p);
      for (uint32_t q = p * p; q <= 31622; q += p) composite[q] = true;
    }
  std::unordered_map<uint32_t, uint32_t> masks;
  uint64_t n, number;
  io::read(n);
  while (n-- && io::read(number)) {
    uint32_t rest = number;
    for (uint32_t p : primes) {
      if (p * p > rest) break;
      if (rest % p) continue;
      int e = 0;
      while (rest % p == 0) rest /= p, e++;
      masks[p] |= 1u << (e - 1);
    }
    if (rest > 1) masks[rest] |= 1;
  }
  uint32_t sum = 0;
  for (auto &pm : masks) sum ^= grundy(pm.second);
  if (sum) io::write("Mojtaba\n"); else io::write("Arpa\n");
  io::flush();
}
