//! `bishi35`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::other::BISHI35`, which `--help` prints).

use grundy::games::bash;
use grundy::io::{run_case_verdicts, Verdicts, ANY_U64};
use grundy::specs::other::BISHI35;

/// Who wins, from the first player's side.
const ANSWERS: Verdicts = BISHI35.verdicts();

fn main() {
    run_case_verdicts(
        &BISHI35,
        &ANSWERS,
        [("n", ANY_U64), ("m", ANY_U64)],
        |[stones, most]| bash::first_player_wins(stones, most),
    )
}
