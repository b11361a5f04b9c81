// bipartite-game: Luogu P4055 [JSOI2009] 游戏. The maze's free cells, coloured as a
// chessboard's, are a bipartite graph; the player to move from a cell wins iff the cell is
// in every maximum matching, so AA wins by putting the token on the others. A greedy
// matching, then Hopcroft–Karp (BFS layers from the free dark cells, an iterative DFS along
// them), then a BFS from the free cells of each side along alternating paths: what it
// reaches is in some maximum matching's complement.
#include <vector>
#include "fastio.h"

static const uint32_t NONE = 0xffffffffu;

int main() {
  uint64_t rows, cols;
  io::read(rows);
  io::read(cols);
  size_t cells = rows * cols;
  std::vector<uint8_t> free_cell(cells);
  for (size_t c = 0; c < cells;) {
    int b = io::byte();
    if (b == '.' || b == '#') free_cell[c++] = b == '.';
    if (b == EOF) break;
  }
  // The graph over all cells: each free cell's free neighbours.
  std::vector<uint32_t> start(cells + 1, 0), adj;
  adj.reserve(4 * cells);
  for (size_t c = 0; c < cells; c++) {
    if (free_cell[c]) {
      size_t i = c / cols, j = c % cols;
      if (i > 0 && free_cell[c - cols]) adj.push_back(c - cols);
      if (i + 1 < rows && free_cell[c + cols]) adj.push_back(c + cols);
      if (j > 0 && free_cell[c - 1]) adj.push_back(c - 1);
      if (j + 1 < cols && free_cell[c + 1]) adj.push_back(c + 1);
    }
    start[c + 1] = adj.size();
  }
  auto dark = [&](size_t c) { return (c / cols + c % cols) % 2 == 0; };
  std::vector<uint32_t> mate(cells, NONE);
  for (size_t c = 0; c < cells; c++)
    if (free_cell[c] && dark(c))
      for (uint32_t e = start[c]; e < start[c + 1]; e++)
        if (mate[adj[e]] == NONE) { mate[c] = adj[e]; mate[adj[e]] = c; break; }
  std::vector<uint32_t> layer(cells), queue, next(cells), stack;
  queue.reserve(cells);
  for (;;) {
    queue.clear();
    for (size_t c = 0; c < cells; c++) {
      layer[c] = NONE;
      if (free_cell[c] && dark(c) && mate[c] == NONE) { layer[c] = 0; queue.push_back(c); }
    }
    uint32_t found = NONE;
    for (size_t at = 0; at < queue.size(); at++) {
      uint32_t u = queue[at];
      if (layer[u] >= found) break;
      for (uint32_t e = start[u]; e < start[u + 1]; e++) {
        uint32_t p = mate[adj[e]];
        if (p == NONE) found = layer[u];
        else if (layer[p] == NONE) { layer[p] = layer[u] + 1; queue.push_back(p); }
      }
    }
    if (found == NONE) break;
    for (size_t c = 0; c < cells; c++) next[c] = start[c];
    for (size_t root = 0; root < cells; root++) {
      if (!free_cell[root] || !dark(root) || mate[root] != NONE) continue;
      stack.assign(1, root);
      while (!stack.empty()) {
        uint32_t u = stack.back();
        bool down = false, done = false;
        while (next[u] < start[u + 1]) {
          uint32_t r = adj[next[u]], p = mate[r];
          if (p == NONE) {
            for (uint32_t l : stack) { uint32_t t = adj[next[l]]; mate[l] = t; mate[t] = l; next[l]++; }
            done = true;
            break;
          }
          if (layer[p] == layer[u] + 1 && next[p] < start[p + 1]) { stack.push_back(p); down = true; break; }
          next[u]++;
        }
        if (done) break;
        if (!down) { stack.pop_back(); if (!stack.empty()) next[stack.back()]++; }
      }
    }
  }
  // From each free cell, along an edge and back along the matching, on the same side.
  std::vector<uint8_t> reached(cells, 0);
  queue.clear();
  for (size_t c = 0; c < cells; c++)
    if (free_cell[c] && mate[c] == NONE) { reached[c] = 1; queue.push_back(c); }
  for (size_t at = 0; at < queue.size(); at++) {
    uint32_t u = queue[at];
    for (uint32_t e = start[u]; e < start[u + 1]; e++) {
      uint32_t p = mate[adj[e]];
      if (p != NONE && !reached[p]) { reached[p] = 1; queue.push_back(p); }
    }
  }
  bool any = false;
  for (size_t c = 0; c < cells; c++) any |= reached[c];
  if (!any) { io::write("LOSE\n"); io::flush(); return 0; }
  io::write("WIN\n");
  char line[48];
  for (size_t c = 0; c < cells; c++)
    if (reached[c]) {
      int n = snprintf(line, sizeof line, "%zu %zu\n", c / cols + 1, c % cols + 1);
      io::write(line, n);
    }
  io::flush();
}
