// SPOJ MATGAME, Matrix Game: each row's Grundy value from the right (a pile a before a rest
// worth g is worth a - 1 when a <= g, else a; a 0 is no pile); the rows' xor decides.
#include "fastio.h"

#include <vector>

int main() {
  uint64_t t, n, m;
  io::read(t);
  std::vector<uint64_t> row;
  while (t-- && io::read(n) && io::read(m)) {
    uint64_t sum = 0;
    row.resize(m);
    for (uint64_t r = 0; r < n; r++) {
      for (uint64_t c = 0; c < m; c++) io::read(row[c]);
      uint64_t g = 0;
      for (uint64_t c = m; c-- > 0;)
        if (row[c]) g = row[c] <= g ? row[c] - 1 : row[c];
      sum ^= g;
    }
    if (sum) io::write("FIRST\n"); else io::write("SECOND\n");
  }
  io::flush();
}
