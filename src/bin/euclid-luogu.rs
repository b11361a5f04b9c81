//! `euclid-luogu`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::EUCLID_LUOGU`, which `--help` prints).
//!
//! The numbers are positive: 0 is an input error. POJ 2348 / HDU 1525, the same game with
//! lines until `0 0`, is `euclid`.

use grundy::games::euclid;
use grundy::io::{run_case_verdicts, Verdicts};
use grundy::specs::luogu::EUCLID_LUOGU;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = EUCLID_LUOGU.verdicts();

fn main() {
    run_case_verdicts(
        &EUCLID_LUOGU,
        &ANSWERS,
        [("M", 1..=u64::MAX), ("N", 1..=u64::MAX)],
        |[a, b]| euclid::first_player_wins(a, b),
    )
}
