//! `merge-piles`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::MERGE_PILES`, which `--help` prints).

use grundy::games::merge;
use grundy::io::{run_case_verdicts, Verdicts, ANY_U64};
use grundy::specs::luogu::MERGE_PILES;

/// Who wins: `0` names the first player, `1` the second.
const ANSWERS: Verdicts = MERGE_PILES.verdicts();

fn main() {
    // A cap of 0 would refuse even the piles of one stone the game starts from.
    run_case_verdicts(
        &MERGE_PILES,
        &ANSWERS,
        [("n", ANY_U64), ("m", 1..=u64::MAX)],
        |[piles, most]| merge::first_player_wins(piles, most),
    )
}
