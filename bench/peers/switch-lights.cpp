// HDU 3404 Switch lights: a light at (x, y) is worth the nim product x ⊗ y; lxhgww, moving
// first, wins iff the xor of the lights' values is not 0. The nim product by halves
// (a ⊗ b = (m ⊕ l)F ⊕ l ⊕ h ⊗ F/2, with l = a0 ⊗ b0, h = a1 ⊗ b1, m = (a0 ⊕ a1) ⊗ (b0 ⊕ b1)),
// on a table of the bytes' products.
#include "fastio.h"

static uint8_t bytes[256][256];

template <class Sub> static inline uint64_t halves(uint64_t a, uint64_t b, int half, Sub sub) {
  uint64_t mask = (1ull << half) - 1;
  uint64_t a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
  uint64_t low = sub(a0, b0), high = sub(a1, b1), middle = sub(a1 ^ a0, b1 ^ b0);
  return ((middle ^ low) << half) | (low ^ sub(high, 1ull << (half - 1)));
}

static inline uint64_t p8(uint64_t a, uint64_t b) { return bytes[a][b]; }
static inline uint64_t p16(uint64_t a, uint64_t b) { return halves(a, b, 8, p8); }
static inline uint64_t p32(uint64_t a, uint64_t b) { return halves(a, b, 16, p16); }
static inline uint64_t p64(uint64_t a, uint64_t b) { return halves(a, b, 32, p32); }

static inline uint64_t product(uint64_t a, uint64_t b) {
  uint64_t both = a | b;
  if (both < 256) return p8(a, b);
  if (both < 65536) return p16(a, b);
  if (both >> 32 == 0) return p32(a, b);
  return p64(a, b);
}

int main() {
  auto bit = [](uint64_t a, uint64_t b) { return a & b; };
  auto p2 = [&](uint64_t a, uint64_t b) { return halves(a, b, 1, bit); };
  static uint8_t nibbles[16][16];
  for (int a = 0; a < 16; a++)
    for (int b = 0; b < 16; b++) nibbles[a][b] = (uint8_t)halves(a, b, 2, p2);
  auto p4 = [&](uint64_t a, uint64_t b) { return (uint64_t)nibbles[a][b]; };
  for (int a = 0; a < 256; a++)
    for (int b = 0; b < 256; b++) bytes[a][b] = (uint8_t)halves(a, b, 4, p4);
  uint64_t t, n, x, y;
  io::read(t);
  while (t-- && io::read(n)) {
    uint64_t sum = 0;
    while (n-- && io::read(x) && io::read(y)) sum ^= product(x, y);
    if (sum) io::write("Have a try, lxhgww.\n"); else io::write("Don't waste your time.\n");
  }
  io::flush();
}
