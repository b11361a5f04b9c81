// The floor of every bench row: what reading the input alone costs. Reads standard input in
// 64 KiB blocks, as the binaries do, and does nothing else; `cargo xtask bench` builds it
// with g++ -O2 and reports each binary's time as a multiple of this program's.
#include <unistd.h>

int main() {
  static char block[1 << 16];
  while (read(0, block, sizeof block) > 0) {
  }
  return 0;
}
