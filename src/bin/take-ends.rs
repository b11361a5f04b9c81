//! `take-ends`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::luogu::TAKE_ENDS`, which `--help` prints).
//!
//! A case's piles are kept (the interval recurrence reads them all, O(n²) steps), so the
//! whole input shares one budget of steps.

use grundy::games::take_ends::TakeEnds;
use grundy::io::run_cases;
use grundy::specs::luogu::TAKE_ENDS;

/// The recurrence's steps for the whole input: a case of n piles costs n². About half a
/// second at most on a busy machine; Luogu's input (T ≤ 10, n ≤ 1000) needs 10^7.
const WORK_BUDGET: u64 = 100_000_000;

fn main() {
    let mut game = TakeEnds::default();
    let mut piles = Vec::new();
    let mut budget = WORK_BUDGET;
    let expected = format!(
        "a number of piles whose square fits in the {WORK_BUDGET} steps of the whole input"
    );
    run_cases(&TAKE_ENDS, |input, out| {
        let count = input.u64_that(0..=u64::MAX, &expected, |n| {
            match n.checked_mul(n).filter(|&steps| steps <= budget) {
                Some(steps) => {
                    budget -= steps;
                    true
                }
                None => false,
            }
        })?;
        piles.clear();
        input.groups(Some(count), "pile", &[("", 1..=u64::MAX)], |[pile]| {
            piles.push(pile)
        })?;
        out.line(TAKE_ENDS.answer(game.first_player_wins(&piles)));
        Ok(())
    })
}
