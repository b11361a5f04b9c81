// POJ 2348 Euclid's Game: with a >= b, the mover wins if b | a or a >= 2b; otherwise the
// only move is to (b, a - b).
#include "fastio.h"

static bool first_wins(uint64_t a, uint64_t b) {
  if (a < b) { uint64_t t = a; a = b; b = t; }
  bool first = true;
  while (a % b != 0 && a - b < b) {
    uint64_t rest = a - b;
    a = b;
    b = rest;
    first = !first;
  }
  return first;
}

int main() {
  uint64_t a, b;
  while (io::read(a) && io::read(b) && (a != 0 || b != 0)) {
    if (first_wins(a, b)) io::write("Stan wins\n"); else io::write("Ollie wins\n");
  }
  io::flush();
}
