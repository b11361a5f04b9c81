// Codeforces 603C Lieges of Legendre: for even k a pile is worth 0, 1, 2 up to 2 cows,
// then 1 when even and 0 when odd; for odd k 0, 1, 0, 1, 2 up to 4 cows, then 0 when odd
// and, when even, 2 if half the pile is worth 1, else 1 (the accepted solutions'
// recursion). The xor of the values decides.
#include "fastio.h"

static int odd_k_value(uint64_t pile) {
  static const int small[] = {0, 1, 0, 1, 2};
  if (pile <= 4) return small[pile];
  if (pile % 2 == 1) return 0;
  return odd_k_value(pile / 2) == 1 ? 2 : 1;
}

int main() {
  uint64_t n, k, pile;
  io::read(n);
  io::read(k);
  int sum = 0;
  for (uint64_t i = 0; i < n && io::read(pile); ++i) {
    if (k % 2 == 1)
      sum ^= odd_k_value(pile);
    else
      sum ^= pile <= 2 ? (int)pile : (int)(pile % 2 == 0);
  }
  io::write(sum ? "Kevin\n" : "Nicky\n");
  io::flush();
}
