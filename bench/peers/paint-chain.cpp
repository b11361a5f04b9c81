// HDU 3980 Paint Chain: the first move opens the necklace into a line of N − M beads, which
// splits in two at every later move; lines valued by mex, one table per M met, kept.
#include <unordered_map>
#include <vector>
#include "fastio.h"

static std::vector<uint32_t> mark;
static uint32_t stamp = 0;

// The value of a line of `beads` beads (table[i]: the line of M + i beads).
static uint32_t line_value(std::vector<uint32_t> &table, uint64_t run, uint64_t beads) {
  uint64_t need = beads >= run ? beads - run + 1 : 0;
  while (table.size() < need) {
    size_t rest = table.size();
    if (mark.size() < rest / 2 + 2) mark.resize(rest / 2 + 2, 0);
    stamp++;
    auto at = [&](size_t length) { return length >= run ? table[length - run] : 0u; };
    for (size_t left = 0; left <= rest / 2; left++) {
      uint32_t v = at(left) ^ at(rest - left);
      if (v < mark.size()) mark[v] = stamp;
    }
    uint32_t mex = 0;
    while (mark[mex] == stamp) mex++;
    table.push_back(mex);
  }
  return need ? table[need - 1] : 0;
}

int main() {
  uint64_t t, n, m;
  std::unordered_map<uint64_t, std::vector<uint32_t>> tables;
  io::read(t);
  for (uint64_t k = 1; k <= t && io::read(n) && io::read(m); k++) {
    bool first = n >= m && line_value(tables[m], m, n - m) == 0;
    char text[48];
    int length = snprintf(text, sizeof text, "Case #%llu: %s\n", (unsigned long long)k,
                          first ? "aekdycoin" : "abcdxyzk");
    io::write(text, length);
  }
  io::flush();
}
