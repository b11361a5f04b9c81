//! `lc877`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC877`, which `--help` prints).
//!
//! O(1) under LeetCode's constraints (even length, odd total); otherwise the O(n²) recurrence,
//! up to 5000 piles, and the whole input is held to WORK_BUDGET of n² (1000 at least) summed
//! over the arrays it solves.

use grundy::leetcode::stone_games::{stone_game, stone_game_steps};
use grundy::leetcode::{run_cases, Budget, BOOLEAN};
use grundy::specs::leetcode::LC877;

/// Σ n² over the arrays with an odd count or an even sum: 20 of 5000 piles, about 0.25 s.
/// LeetCode's own arrays cost nothing.
const WORK_BUDGET: u64 = 500_000_000;

fn main() {
    let within = format!(
        "an array of piles whose squared lengths ({least} at least) sum to at most \
         {WORK_BUDGET} over the arrays with an odd count or an even sum",
        least = Budget::LEAST_PER_CASE
    );
    let mut budget = Budget::new(WORK_BUDGET, within);
    run_cases(&LC877, |text, out| {
        let mark = text.mark();
        let piles = text
            .argument("piles")?
            .integers(1..=5000, 1..=1_000_000_000_000)?;
        budget.spend(text, mark, stone_game_steps(&piles))?;
        out.verdict(&BOOLEAN, stone_game(&piles));
        Ok(())
    })
}
