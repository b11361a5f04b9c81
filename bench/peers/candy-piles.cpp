// AtCoder AGC002 E, Candy Piles: on the sorted piles' Young diagram, walk the diagonal to
// its last cell (k, k); the first player wins iff the column above it or the row right
// of it has an odd number of cells.
#include <algorithm>
#include <functional>
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, candies;
  io::read(n);
  std::vector<uint64_t> a;
  while (n-- && io::read(candies)) a.push_back(candies);
  std::sort(a.begin(), a.end(), std::greater<uint64_t>());
  size_t k = 0;
  while (k + 1 < a.size() && a[k + 1] > k + 1) k++;
  uint64_t up = a[k] - k - 1, right = 0;
  for (size_t j = k + 1; j < a.size(); j++)
    if (a[j] > k) right++;
  if (up % 2 == 1 || right % 2 == 1) io::write("First\n"); else io::write("Second\n");
  io::flush();
}
