//! `wythoff`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::hdu::WYTHOFF`, which `--help` prints).
//!
//! Exact for every pair of u64: no floating point decides an answer.

use grundy::games::wythoff;
use grundy::io::{run, Verdicts, ANY_U64};
use grundy::specs::hdu::WYTHOFF;

const ANSWERS: Verdicts = WYTHOFF.verdicts();

fn main() {
    run(&WYTHOFF, |input, out| {
        input.group_runs(None, "pair", &[("a", ANY_U64), ("b", ANY_U64)], |pairs| {
            out.verdict_run(&ANSWERS, pairs, |[a, b]| wythoff::first_player_wins(a, b));
        })
    })
}
