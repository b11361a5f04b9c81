//! `one-two-k`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::ONE_TWO_K`, which `--help` prints).
//!
//! k = 1 and k = 2 repeat a move (the game {1, 2}); k = 0 is an input error.

use grundy::games::one_two_k;
use grundy::io::{run_case_verdicts, Verdicts, ANY_U64};
use grundy::specs::codeforces::ONE_TWO_K;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = ONE_TWO_K.verdicts();

fn main() {
    run_case_verdicts(
        &ONE_TWO_K,
        &ANSWERS,
        [("n", ANY_U64), ("k", 1..=u64::MAX)],
        |[n, k]| one_two_k::first_player_wins(n, k),
    )
}
