//! `bishi36`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::BISHI36`, which `--help` prints).

use grundy::games::bash;
use grundy::io::{run_case_verdicts, Verdicts, ANY_U64};
use grundy::specs::other::BISHI36;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = BISHI36.verdicts();

fn main() {
    // l = 0 is refused: a move must take something.
    let numbers = [("n", ANY_U64), ("l", 1..=u64::MAX), ("r", ANY_U64)];
    run_case_verdicts(&BISHI36, &ANSWERS, numbers, |[stones, least, most]| {
        bash::range_first_player_wins(stones, least, most)
    })
}
