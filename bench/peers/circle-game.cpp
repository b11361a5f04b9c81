// Codeforces 1451D Circle Game: with z the largest integer such that (zk, zk) is within
// the circle, Ashish wins iff ((z + 1)k, zk) is within it too. Exact: w = floor(d/sqrt 2)
// from a floating guess corrected in 128-bit integers.
#include "fastio.h"
#include <cmath>

typedef unsigned __int128 u128;

int main() {
  uint64_t t, d, k;
  io::read(t);
  while (t-- && io::read(d) && io::read(k)) {
    u128 square = (u128)d * d, half = square / 2;
    u128 w = (u128)((long double)d / sqrtl(2.0L));
    while (w * w > half) --w;
    while ((w + 1) * (w + 1) <= half) ++w;
    u128 near = w - w % k, far = near + k;
    bool wins = far <= d && far * far <= square - near * near;
    if (wins) io::write("Ashish\n"); else io::write("Utkarsh\n");
  }
  io::flush();
}
