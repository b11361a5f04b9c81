// Luogu P4136, the walk from the corner of an n x n board: Alice wins iff n is even.
#include "fastio.h"

int main() {
  uint64_t n;
  while (io::read(n) && n != 0) {
    if (n % 2 == 0) io::write("Alice\n"); else io::write("Bob\n");
  }
  io::flush();
}
