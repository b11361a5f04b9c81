//! `lc1140`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1140`, which `--help` prints).
//!
//! O(n²) by sliding minima, up to 500 piles a case; a case of n piles costs about n²/2 steps,
//! so that the whole input is held to WORK_BUDGET of n² (1000 at least) summed over its cases.

use grundy::leetcode::stone_games::stone_game_ii;
use grundy::leetcode::{run_cases, Budget};
use grundy::specs::leetcode::LC1140;

/// Σ n² over the cases: 600 cases of 500 piles (about 0.6 s with piles up to 10^12, 0.45 s
/// with ones), 15000 of LeetCode's largest (100 piles).
const WORK_BUDGET: u64 = 150_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "piles");
    run_cases(&LC1140, |text, out| {
        let mark = text.mark();
        let piles = text
            .argument("piles")?
            .integers(1..=500, 1..=1_000_000_000_000)?;
        let n = piles.len() as u64;
        budget.spend(text, mark, n * n)?;
        out.i64(stone_game_ii(&piles));
        out.end_line();
        Ok(())
    })
}
