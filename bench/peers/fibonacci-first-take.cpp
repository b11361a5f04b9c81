// Luogu P6487 [COCI2010-2011 #4] HRPA: Fibonacci Nim whose first move may take the whole
// pile; the least winning first take is the smallest term of N's Zeckendorf sum (greedy).
#include "fastio.h"

int main() {
  uint64_t n, fib[100] = {1, 2};
  int count = 2;
  while (fib[count - 1] <= UINT64_MAX - fib[count - 2]) fib[count] = fib[count - 1] + fib[count - 2], count++;
  io::read(n);
  uint64_t last = 0;
  for (int i = count - 1; i >= 0; i--)
    if (fib[i] <= n) n -= fib[i], last = fib[i];
  char text[24];
  int length = snprintf(text, sizeof text, "%llu\n", (unsigned long long)last);
  io::write(text, length);
  io::flush();
}
