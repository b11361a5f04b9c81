//! `deleting-divisors`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::DELETING_DIVISORS`, which `--help` prints).
//!
//! n = 0 is an input error: the game starts from a positive integer.

use grundy::games::deleting_divisors;
use grundy::io::{run_case_verdicts, Verdicts};
use grundy::specs::codeforces::DELETING_DIVISORS;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = DELETING_DIVISORS.verdicts();

fn main() {
    run_case_verdicts(&DELETING_DIVISORS, &ANSWERS, [("n", 1..=u64::MAX)], |[n]| {
        deleting_divisors::first_player_wins(n)
    })
}
