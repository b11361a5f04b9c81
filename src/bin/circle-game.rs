//! `circle-game`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::codeforces::CIRCLE_GAME`, which `--help` prints).
//!
//! The diagonal's last point decides (`games::circle`), in exact 128-bit integers for any
//! u64 d and k; k = 0 is an input error (no move would change the token).

use grundy::games::circle;
use grundy::io::{run_case_verdicts, Verdicts, ANY_U64};
use grundy::specs::codeforces::CIRCLE_GAME;

const ANSWERS: Verdicts = CIRCLE_GAME.verdicts();

fn main() {
    run_case_verdicts(
        &CIRCLE_GAME,
        &ANSWERS,
        [("d", ANY_U64), ("k", 1..=u64::MAX)],
        |[d, k]| circle::first_player_wins(d, k),
    )
}
