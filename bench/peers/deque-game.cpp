// AtCoder Educational DP Contest L Deque: the mover's best margin on each interval,
// shortest first, one row overwritten in place; 128-bit margins for any 64-bit elements.
#include <vector>
#include "fastio.h"

int main() {
  uint64_t n;
  io::read(n);
  std::vector<uint64_t> a(n);
  for (auto &v : a) io::read(v);
  std::vector<__int128> best(a.begin(), a.end());
  for (uint64_t length = 2; length <= n; length++)
    for (uint64_t i = 0; i + length <= n; i++) {
      __int128 first = (__int128)a[i] - best[i + 1];
      __int128 last = (__int128)a[i + length - 1] - best[i];
      best[i] = first > last ? first : last;
    }
  __int128 margin = n ? best[0] : 0;
  char digits[48];
  int at = sizeof digits;
  digits[--at] = '\n';
  unsigned __int128 rest = margin < 0 ? -(unsigned __int128)margin : (unsigned __int128)margin;
  do digits[--at] = char('0' + rest % 10), rest /= 10; while (rest);
  if (margin < 0) digits[--at] = '-';
  io::write(digits + at, sizeof digits - at);
  io::flush();
}
