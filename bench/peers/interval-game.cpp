// AtCoder ABC206 F Interval Game 2: a chosen interval splits the free line into two
// stretches; each stretch between the case's distinct ends valued by mex, shortest first.
#include <algorithm>
#include <vector>
#include "fastio.h"

int main() {
  uint64_t t, n;
  std::vector<std::pair<uint64_t, uint64_t>> intervals;
  std::vector<uint64_t> ends;
  std::vector<uint32_t> value, mark;
  uint32_t stamp = 0;
  io::read(t);
  while (t-- && io::read(n)) {
    intervals.resize(n);
    for (auto &iv : intervals) io::read(iv.first), io::read(iv.second);
    std::sort(intervals.begin(), intervals.end());
    intervals.erase(std::unique(intervals.begin(), intervals.end()), intervals.end());
    ends.clear();
    for (auto &iv : intervals) ends.push_back(iv.first), ends.push_back(iv.second);
    std::sort(ends.begin(), ends.end());
    ends.erase(std::unique(ends.begin(), ends.end()), ends.end());
    size_t k = ends.size();
    auto at = [&](uint64_t x) { return size_t(std::lower_bound(ends.begin(), ends.end(), x) - ends.begin()); };
    std::vector<std::vector<size_t>> from(k);
    for (auto &iv : intervals) from[at(iv.first)].push_back(at(iv.second));
    value.assign(k * k, 0);
    if (mark.size() < intervals.size() + 2) mark.resize(intervals.size() + 2, 0);
    for (size_t length = 1; length < k; length++)
      for (size_t a = 0; a + length < k; a++) {
        size_t b = a + length;
        stamp++;
        for (size_t i = a; i < b; i++)
          for (size_t j : from[i]) {
            if (j > b) break;
            uint32_t v = value[a * k + i] ^ value[j * k + b];
            if (v < mark.size()) mark[v] = stamp;
          }
        uint32_t mex = 0;
        while (mark[mex] == stamp) mex++;
        value[a * k + b] = mex;
      }
    if (k && value[k - 1]) io::write("Alice\n"); else io::write("Bob\n");
  }
  io::flush();
}
