// AtCoder ABC270 D Stones: what the player to move takes from every pile, smallest first;
// the totals add up to the pile, so best(n) = n − min best(n − a) over the amounts a ≤ n.
#include <algorithm>
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, k, a;
  io::read(n);
  io::read(k);
  std::vector<uint64_t> amounts;
  while (k-- && io::read(a))
    if (a <= n) amounts.push_back(a);
  std::sort(amounts.begin(), amounts.end());
  amounts.erase(std::unique(amounts.begin(), amounts.end()), amounts.end());
  std::vector<uint64_t> best(n + 1, 0);
  for (uint64_t pile = 1; pile <= n; pile++) {
    uint64_t least = pile;
    for (uint64_t take : amounts) {
      if (take > pile) break;
      least = std::min(least, best[pile - take]);
    }
    best[pile] = pile - least;
  }
  char digits[24];
  int at = sizeof digits;
  digits[--at] = '\n';
  uint64_t rest = best[n];
  do digits[--at] = char('0' + rest % 10), rest /= 10; while (rest);
  io::write(digits + at, sizeof digits - at);
  io::flush();
}
