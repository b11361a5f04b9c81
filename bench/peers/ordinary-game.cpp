// AtCoder ABC048 D / ARC064 B An Ordinary Game: every play lasts the same number of
// deletions, fixed by the length and whether the end letters are equal.
#include "fastio.h"

int main() {
  int c = io::byte();
  while (c != EOF && (c < 'a' || c > 'z')) c = io::byte();
  uint64_t length = 0;
  int first = c, last = c;
  for (; c >= 'a' && c <= 'z'; c = io::byte()) last = c, length++;
  if ((length % 2 == 1) != (first == last)) io::write("First\n"); else io::write("Second\n");
  io::flush();
}
