//! `lets-play-nim`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::atcoder::LETS_PLAY_NIM`, which `--help` prints).
//!
//! Whether the bags pair up by value takes a case's bags all at once (`games::bags`
//! sorts them), so a case's bags are kept, and bounded.

use grundy::games::bags;
use grundy::io::{can_allocate, run_cases, Verdicts, ANY_U64};
use grundy::specs::atcoder::LETS_PLAY_NIM;

const ANSWERS: Verdicts = LETS_PLAY_NIM.verdicts();

/// Bags kept for one case (8 bytes each, 32 MB; sorted in about 0.3 s): 20 times the
/// judge's largest case.
const MOST_BAGS: u64 = 4_000_000;

fn main() {
    let mut case = Vec::new();
    run_cases(&LETS_PLAY_NIM, |input, out| {
        let count = input.u64_that(
            ANY_U64,
            "a bag count N of at most 4000000 (a case's bags are kept)",
            |n| n <= MOST_BAGS && can_allocate(8 * n),
        )?;
        case.clear();
        input.groups(Some(count), "bag", &[("a_i", ANY_U64)], |[coins]| {
            case.push(coins)
        })?;
        out.verdict(&ANSWERS, bags::first_player_wins(&mut case));
        Ok(())
    })
}
