//! `euclid`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::EUCLID`, which `--help` prints).
//!
//! The numbers are positive: `0 b` with b > 0 (or `a 0`) is an input error, `0 0` the end.
//! Luogu P1290, the same game with a count of cases first, is `euclid-luogu`.

use grundy::games::euclid;
use grundy::io::{run, Verdicts};
use grundy::specs::hdu::EUCLID;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = EUCLID.verdicts();

fn main() {
    run(&EUCLID, |input, out| {
        let numbers = [("a", 1..=u64::MAX), ("b", 1..=u64::MAX)];
        let zeros = "0, as `0 0` ends the input";
        let closed = input.group_runs_until_zeros(&numbers, zeros, |pairs| {
            out.verdict_run(&ANSWERS, pairs, |[a, b]| euclid::first_player_wins(a, b));
        })?;
        match closed {
            true => input.finish("the closing 0 0"),
            false => Ok(()),
        }
    })
}
