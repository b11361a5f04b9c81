//! `grid-walk`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::GRID_WALK`, which `--help` prints).
//!
//! Sides up to 2^64 − 1 are answered: only the side's parity matters.

use grundy::games::grid_walk;
use grundy::io::{run, Verdicts};
use grundy::specs::luogu::GRID_WALK;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = GRID_WALK.verdicts();

fn main() {
    run(&GRID_WALK, |input, out| {
        let sides = [("n", 1..=u64::MAX)];
        let closed = input.group_runs_until_zeros(&sides, "0", |sides| {
            out.verdict_run(&ANSWERS, sides, |[side]| {
                grid_walk::first_player_wins(side, side)
            });
        })?;
        match closed {
            true => input.finish("the closing 0"),
            false => Ok(()),
        }
    })
}
