// POJ 1067, Wythoff's game: (a, b) with a <= b is lost iff a = floor(k * phi), k = b - a.
// floor(k * phi) = (k + isqrt(5 k^2)) / 2, the square root estimated in long double and
// settled exactly in 128-bit integers (a double alone is first wrong at k = 102334155).
#include <cmath>
#include "fastio.h"

typedef unsigned __int128 u128;

static uint64_t floor_k_phi(uint64_t k) {
  u128 square = (u128)k * k * 5;
  uint64_t root = (uint64_t)sqrtl((long double)square);
  while ((u128)root * root > square) root--;
  while ((u128)(root + 1) * (root + 1) <= square) root++;
  return (uint64_t)(((u128)k + root) / 2);
}

int main() {
  uint64_t a, b;
  while (io::read(a) && io::read(b)) {
    if (a > b) { uint64_t t = a; a = b; b = t; }
    uint64_t k = b - a;
    // A lost pair has b = a + k >= 2.618 k, so k above 7.04e18 is never lost (and 5 k^2
    // stays below 2^128 up to there).
    bool lost = k <= 7040000000000000000ULL && floor_k_phi(k) == a;
    if (lost) io::write("0\n"); else io::write("1\n");
  }
  io::flush();
}
