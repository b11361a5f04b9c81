//! `lc1563`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1563`, which `--help` prints).
//!
//! O(n²) over n×n tables, up to 1000 stones a case; the whole input is held to WORK_BUDGET of
//! n² (1000 at least) summed over its cases.

use grundy::leetcode::stone_games::stone_game_v;
use grundy::leetcode::{run_cases, Budget};
use grundy::specs::leetcode::LC1563;

/// Σ n² over the cases: 25 cases of 1000 stones or 100 of LeetCode's largest (500), about
/// 0.3 s (the tables, three words per pair of stones, make a step dearer than 1690's).
const WORK_BUDGET: u64 = 25_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "stone values");
    run_cases(&LC1563, |text, out| {
        let mark = text.mark();
        let values = text
            .argument("stoneValue")?
            .integers(1..=1000, 1..=1_000_000_000)?;
        let n = values.len() as u64;
        budget.spend(text, mark, n * n)?;
        out.i64(stone_game_v(&values));
        out.end_line();
        Ok(())
    })
}
