// Luogu P2575, 高手过招: each row of 20 cells is staircase Nim, a piece's step being the
// number of empty cells on its right; a row's value is the xor of the piece counts on the
// odd steps, and the rows' values are xored.
#include "fastio.h"

int main() {
  uint64_t t, n, m, cell;
  io::read(t);
  while (t-- && io::read(n)) {
    uint32_t sum = 0;
    while (n-- && io::read(m)) {
      uint32_t occupied = 0;
      while (m-- && io::read(cell)) occupied |= 1u << (cell - 1);
      uint32_t run = 0, empty_right = 0;
      for (int c = 19; c >= 0; --c) {
        if (occupied >> c & 1) {
          ++run;
        } else {
          if (empty_right & 1) sum ^= run;
          run = 0;
          ++empty_right;
        }
      }
      if (empty_right & 1) sum ^= run;
    }
    if (sum) io::write("YES\n"); else io::write("NO\n");
  }
  io::flush();
}
