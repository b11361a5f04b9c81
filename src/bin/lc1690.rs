//! `lc1690`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC1690`, which `--help` prints).
//!
//! O(n²), up to 10^4 stones a case; a case of n stones costs about n²/2 steps, so that the
//! whole input is held to WORK_BUDGET of n² (1000 at least) summed over its cases.

use grundy::leetcode::stone_games::stone_game_vii;
use grundy::leetcode::{run_cases, Budget};
use grundy::specs::leetcode::LC1690;

/// Σ n² over the cases: 5 cases of 10^4 stones or 500 of LeetCode's largest (1000 stones),
/// about 0.4 s.
const WORK_BUDGET: u64 = 500_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "stones");
    run_cases(&LC1690, |text, out| {
        let mark = text.mark();
        let stones = text
            .argument("stones")?
            .integers(2..=10_000, 1..=1_000_000_000)?;
        let n = stones.len() as u64;
        budget.spend(text, mark, n * n)?;
        out.i64(stone_game_vii(&stones));
        out.end_line();
        Ok(())
    })
}
