//! `kiki`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::KIKI`, which `--help` prints).
//!
//! A board has at least one row and one column: `0 m` with m > 0 (or `n 0`) is an input
//! error, `0 0` the end.

use grundy::games::corner_king;
use grundy::io::{run, Verdicts};
use grundy::specs::hdu::KIKI;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = KIKI.verdicts();

fn main() {
    run(&KIKI, |input, out| {
        let sides = [("n", 1..=u64::MAX), ("m", 1..=u64::MAX)];
        let zeros = "0, as `0 0` ends the input";
        let closed = input.group_runs_until_zeros(&sides, zeros, |boards| {
            out.verdict_run(&ANSWERS, boards, |[rows, cols]| {
                corner_king::first_player_wins(rows, cols)
            });
        })?;
        match closed {
            true => input.finish("the closing 0 0"),
            false => Ok(()),
        }
    })
}
