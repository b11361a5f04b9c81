//! `prime-powers`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::PRIME_POWERS`, which `--help` prints).
//!
//! A pile of 0 has no move: the first player loses (`Roy wins!`), as 6 divides 0.

use grundy::games::prime_powers;
use grundy::io::{run_case_verdicts, Verdicts, ANY_U64};
use grundy::specs::luogu::PRIME_POWERS;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = PRIME_POWERS.verdicts();

fn main() {
    run_case_verdicts(&PRIME_POWERS, &ANSWERS, [("n", ANY_U64)], |[stones]| {
        prime_powers::first_player_wins(stones)
    })
}
