// Codeforces 1033C Permutation Game: the cells valued from the largest value down, each
// from the cells at a multiple of its value on either side (n ln n steps), as the
// accepted solutions do.
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n, x;
  io::read(n);
  std::vector<uint32_t> value(n), cell_of(n + 1);
  for (uint64_t i = 0; i < n && io::read(x); ++i) {
    value[i] = (uint32_t)x;
    cell_of[x] = (uint32_t)i;
  }
  std::vector<char> won(n, 0);
  for (uint64_t v = n; v >= 1; --v) {
    int64_t cell = cell_of[v];
    bool win = false;
    for (int64_t j = cell - (int64_t)v; j >= 0 && !win; j -= (int64_t)v)
      win = value[j] > v && !won[j];
    for (uint64_t j = cell + v; j < n && !win; j += v) win = value[j] > v && !won[j];
    won[cell] = win;
  }
  std::vector<char> line(n + 1);
  for (uint64_t i = 0; i < n; ++i) line[i] = won[i] ? 'A' : 'B';
  line[n] = '\n';
  fwrite(line.data(), 1, n + 1, stdout);
}
