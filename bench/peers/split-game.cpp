// Luogu P3185 [HNOI2007] 分裂游戏: a bean d bottles from the end has the (d − 1)-th odious
// number as value, so each bottle's winning moves are counted, and the first found, in O(1).
#include <vector>
#include "fastio.h"

static uint64_t value_of(uint64_t d) { return d ? 2 * (d - 1) + (__builtin_popcountll(d - 1) % 2 == 0) : 0; }
static bool odious(uint64_t v) { return __builtin_popcountll(v) % 2; }

// How many y < m have y ^ x < m too (x > 0).
static uint64_t both_below(uint64_t m, uint64_t x) {
  int top = 63 - __builtin_clzll(x);
  uint64_t half = 1ull << top, whole = 0, partial = m;
  if (top < 63) whole = m / (2 * half) * (2 * half), partial = m % (2 * half);
  return whole + 2 * (partial > half ? partial - half : 0);
}

// The pairs of distances a ≥ b below `reach` whose values xor to x: how many, and the
// first (largest a, then b).
static uint64_t pairs(uint64_t reach, uint64_t x, uint64_t &a, uint64_t &b) {
  if (reach == 0) return 0;
  uint64_t m = 2 * (reach - 1);
  if (x == 0) { a = b = reach - 1; return reach; }
  if (odious(x)) { if (x >= m) return 0; a = x / 2 + 1, b = 0; return 1; }
  uint64_t count = both_below(m, x) / 4;
  if (count == 0) return 0;
  uint64_t bit = 1ull << (63 - __builtin_clzll(x)), below = m - 1, y = below;
  if (!(below & bit)) {
    uint64_t above = below & ~(bit * 2 - 1), lowest = above & -above;
    y = (below & ~lowest) | (lowest - 1);
  }
  uint64_t larger = odious(y & ~1ull) ? y & ~1ull : y | 1;
  a = larger / 2 + 1, b = (larger ^ x) / 2 + 1;
  return count;
}

static void number(uint64_t v, char end) {
  char text[24];
  int at = 23;
  text[at] = end;
  do text[--at] = '0' + v % 10, v /= 10; while (v);
  io::write(text + at, 24 - at);
}

int main() {
  uint64_t t, n, beans;
  std::vector<uint64_t> full;
  io::read(t);
  while (t-- && io::read(n)) {
    full.clear();
    uint64_t sum = 0;
    for (uint64_t i = 0; i < n && io::read(beans); i++) {
      if (beans) full.push_back(i);
      if (beans % 2) sum ^= value_of(n - 1 - i);
    }
    uint64_t count = 0, first[3], a, b;
    bool found = false;
    for (size_t at = 0; sum && at < full.size(); at++) {
      uint64_t i = full[at], reach = n - 1 - i, c = pairs(reach, sum ^ value_of(reach), a, b);
      count += c;
      if (c && !found) found = true, first[0] = i, first[1] = n - 1 - a, first[2] = n - 1 - b;
    }
    if (found) number(first[0], ' '), number(first[1], ' '), number(first[2], '\n');
    else io::write("-1 -1 -1\n");
    number(count, '\n');
  }
  io::flush();
}
