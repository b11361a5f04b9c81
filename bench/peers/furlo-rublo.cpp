// Codeforces 255E Furlo and Rublo and Game: a pile's Grundy value from its run of equal
// values (0 up to 3, 1 up to 15, 2 up to 81, 0 up to 6723, 3 up to 50625, 1 up to
// 2562991875, 2 up to 2042925103215441, 0 beyond); the xor decides.
#include "fastio.h"

int main() {
  static const uint64_t starts[8] = {0, 4, 16, 82, 6724, 50626, 2562991876ULL,
                                     2042925103215442ULL};
  static const int values[8] = {0, 1, 2, 0, 3, 1, 2, 0};
  uint64_t n, pile;
  io::read(n);
  int sum = 0;
  for (uint64_t i = 0; i < n && io::read(pile); ++i) {
    int run = 0;
    while (run < 7 && starts[run + 1] <= pile) ++run;
    sum ^= values[run];
  }
  io::write(sum ? "Furlo\n" : "Rublo\n");
  io::flush();
}
