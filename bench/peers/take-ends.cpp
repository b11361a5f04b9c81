// Luogu P2599 [ZJOI2009] 取石子游戏: for every stretch of the row, the pile that loses when
// put at its left end (left) and at its right end (right), by the interval recurrence, in
// two rows updated in place; the row is lost iff its own left is 0.
#include <vector>

#include "fastio.h"

// The pile that loses beside `pile` at the other end, given the stretch's losing piles on
// `pile`'s side (near) and on the other (far).
static inline uint64_t partner(uint64_t pile, uint64_t near, uint64_t far) {
  if (pile == near) return 0;
  if ((pile < near && pile < far) || (pile > near && pile > far)) return pile;
  return near < far ? pile - 1 : pile + 1;
}

int main() {
  uint64_t t, n;
  std::vector<uint64_t> a, left, right;
  io::read(t);
  while (t-- && io::read(n)) {
    a.resize(n);
    for (auto &pile : a) io::read(pile);
    left = a;
    right = a;
    for (size_t span = 1; span < n; span++)
      for (size_t i = 0; i + span < n; i++) {
        uint64_t inner_left = left[i], inner_right = right[i];
        left[i] = partner(a[i + span], inner_right, inner_left);
        right[i] = partner(a[i], left[i + 1], right[i + 1]);
      }
    if (n > 0 && left[0] != 0) io::write("1\n"); else io::write("0\n");
  }
  io::flush();
}
