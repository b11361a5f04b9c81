// AtCoder ARC105 D, Let's Play Nim: the first player wins iff the bags with coins are
// even in number and some value among them occurs an odd number of times.
#include <algorithm>
#include <vector>
#include "fastio.h"

int main() {
  uint64_t t, n, coins;
  std::vector<uint64_t> bags;
  io::read(t);
  while (t-- && io::read(n)) {
    bags.clear();
    while (n-- && io::read(coins))
      if (coins) bags.push_back(coins);
    bool first = false;
    if (bags.size() % 2 == 0) {
      std::sort(bags.begin(), bags.end());
      for (size_t i = 0; i < bags.size(); i += 2)
        if (bags[i] != bags[i + 1]) first = true;
    }
    if (first) io::write("First\n"); else io::write("Second\n");
  }
  io::flush();
}
