// HDU 3537 Daizhenyang's Coin (Mock Turtles): a head at x is worth the x-th odious number,
// 2x or 2x + 1; a position listed twice is one head (sorted and made unique). Daizhenyang
// loses iff the xor of the values is 0. Cases to end of input; 2x + 1 past u64 for
// x ≥ 2^63, hence the 128-bit sum.
#include <algorithm>
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, x;
  std::vector<uint64_t> heads;
  while (io::read(n)) {
    heads.clear();
    while (n-- && io::read(x)) heads.push_back(x);
    std::sort(heads.begin(), heads.end());
    heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
    unsigned __int128 sum = 0;
    for (uint64_t h : heads) sum ^= 2 * (unsigned __int128)h + (__builtin_popcountll(h) % 2 == 0);
    if (sum) io::write("No\n"); else io::write("Yes\n");
  }
  io::flush();
}
