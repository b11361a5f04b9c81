// Codeforces 1190B Tokitsukaze, CSL and Stone Game: sorted, two equal pairs (or three
// equal piles), a pair of zeros or a pair x, x beside x - 1 lose at once; otherwise the
// game lasts sum - n(n - 1)/2 moves and its parity decides.
#include "fastio.h"
#include <algorithm>
#include <vector>

typedef unsigned __int128 u128;

int main() {
  uint64_t n, pile;
  io::read(n);
  std::vector<uint64_t> piles;
  piles.reserve(n);
  for (uint64_t i = 0; i < n && io::read(pile); ++i) piles.push_back(pile);
  std::sort(piles.begin(), piles.end());
  bool lost = false;
  int pairs = 0;
  for (size_t i = 0; i + 1 < piles.size(); ++i) {
    if (piles[i] != piles[i + 1]) continue;
    ++pairs;
    if (piles[i] == 0 || (i > 0 && piles[i - 1] == piles[i] - 1)) lost = true;
  }
  if (pairs >= 2) lost = true;
  if (!lost) {
    u128 total = 0, m = piles.size();
    for (uint64_t p : piles) total += p;
    u128 floor = m == 0 ? 0 : m * (m - 1) / 2;
    lost = ((total - floor) & 1) == 0;
  }
  io::write(lost ? "cslnb\n" : "sjfnb\n");
  io::flush();
}
