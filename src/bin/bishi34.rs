//! `bishi34`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::BISHI34`, which `--help` prints).

use grundy::games::diamonds;
use grundy::io::{run_case_verdicts, Verdicts, ANY_U64};
use grundy::specs::other::BISHI34;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = BISHI34.verdicts();

fn main() {
    run_case_verdicts(&BISHI34, &ANSWERS, [("k", ANY_U64)], |[diamonds]| {
        diamonds::first_player_wins(diamonds)
    })
}
