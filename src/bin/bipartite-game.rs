//! `bipartite-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::BIPARTITE_GAME`, which `--help` prints).
//!
//! The board is a bipartite graph (a chessboard's colours); the player to move from a cell
//! wins exactly when the cell is in every maximum matching
//! (docs/games.md#geography-on-a-bipartite-graph), so AA places the token on the others.
//! Up to 10^6 cells, any shape (the judge's boards are at most 100 × 100).

use grundy::games::bipartite::losing_starts;
use grundy::io::{can_allocate, run};
use grundy::specs::luogu::BIPARTITE_GAME;

/// The largest board accepted: 10^6 cells in all, in any shape (the judge's: 100 × 100).
/// The matching's time has no linear bound: the worst boards found, 1000 × 1000 with a few
/// per cent of the cells blocked at random, took up to 0.18 s (docs/performance.md).
const MOST_CELLS: u64 = 1_000_000;
/// What the analysis keeps per cell, in bytes, with room to spare: the board, then per
/// number of the margined board (at most 3 per cell, on a board of one row) its kind, its
/// partner, its label and its flag, the queues, the answers.
const BYTES_PER_CELL: u64 = 64;

const COLUMNS: &str =
    "a number of columns M ≥ 1 with N·M at most 1000000 cells, whose board fits in the memory there is";

fn main() {
    run(&BIPARTITE_GAME, |input, out| {
        let rows = input.u64_in(1..=MOST_CELLS)?;
        let columns = input.u64_that(1..=MOST_CELLS, COLUMNS, |columns| {
            rows * columns <= MOST_CELLS && can_allocate(rows * columns * BYTES_PER_CELL)
        })?;
        let mut free = Vec::with_capacity((rows * columns) as usize);
        let row = format!("a row of {columns} cells, each `.` or `#`");
        input.repeat(rows, "row", |input| {
            input.token_pieces(columns..=columns, &row, |_, cells| {
                free.extend(cells.iter().map(|&cell| cell == b'.'));
                cells.iter().all(|&cell| cell == b'.' || cell == b'#')
            })?;
            Ok(())
        })?;
        let lost = losing_starts(rows as usize, columns as usize, &free);
        if !lost.contains(&true) {
            out.line("LOSE");
        } else {
            out.line("WIN");
            for cell in (0..lost.len()).filter(|&cell| lost[cell]) {
                out.u64(cell as u64 / columns + 1);
                out.space();
                out.u64(cell as u64 % columns + 1);
                out.end_line();
            }
        }
        input.finish("the last row")
    })
}
