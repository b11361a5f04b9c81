// AtCoder Educational DP Contest K Stones: the outcome of every pile from 0 to K, smallest
// first; a pile is won when some amount that fits leaves a lost pile.
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, k, a;
  io::read(n);
  io::read(k);
  std::vector<uint64_t> amounts;
  while (n-- && io::read(a))
    if (a <= k) amounts.push_back(a);
  std::vector<char> win(k + 1, 0);
  for (uint64_t pile = 1; pile <= k; pile++)
    for (uint64_t take : amounts)
      if (take <= pile && !win[pile - take]) {
        win[pile] = 1;
        break;
      }
  if (win[k]) io::write("First\n"); else io::write("Second\n");
  io::flush();
}
