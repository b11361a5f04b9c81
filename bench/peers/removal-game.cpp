// CSES 1097, Removal Game: m(i, j) = max(x_i − m(i+1, j), x_j − m(i, j−1)), the mover's best
// margin, rolled over the lengths; the first player's score is (sum + m(1, n)) / 2.
#include "fastio.h"

#include <algorithm>
#include <vector>

int main() {
  uint64_t n;
  io::read(n);
  std::vector<long long> x(n), margin(n);
  long long sum = 0;
  for (uint64_t k = 0; k < n; k++) {
    // fastio reads unsigned digits: the sign is read here.
    int c = io::byte();
    while (c != '-' && (c < '0' || c > '9')) c = io::byte();
    bool negative = c == '-';
    long long value = negative ? 0 : c - '0';
    for (c = io::byte(); c >= '0' && c <= '9'; c = io::byte()) value = value * 10 + (c - '0');
    x[k] = negative ? -value : value;
    margin[k] = x[k];
    sum += x[k];
  }
  for (uint64_t length = 2; length <= n; length++)
    for (uint64_t i = 0; i + length <= n; i++)
      margin[i] = std::max(x[i] - margin[i + 1], x[i + length - 1] - margin[i]);
  long long score = (sum + (n ? margin[0] : 0)) / 2;
  printf("%lld\n", score);
}
