//! `lc1140`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! O(n²) by sliding minima, up to 500 piles a case; a case of n piles costs about n²/2 steps,
//! so that the whole input is held to WORK_BUDGET of n² (1000 at least) summed over its cases.

use grundy::io::About;
use grundy::leetcode::stone_games::stone_game_ii;
use grundy::leetcode::{run_cases, Budget};

/// The problem as `--help` prints it, with samples/lc1140/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1140",
    problem: "LeetCode 1140 Stone Game II: piles in a row, M = 1; in turn a player\n\
              takes the first X piles left, 1 ≤ X ≤ 2M, then M = max(M, X); Alice moves first.",
    input: "LeetCode's test-case text: per case piles, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, the most stones Alice can get.",
    example: ["[2,7,9,4,4]\n[1,2,3,4,5,100]\n", "10\n104\n"],
};

/// Σ n² over the cases: 600 cases of 500 piles (about 0.6 s with piles up to 10^12, 0.45 s
/// with ones), 15000 of LeetCode's largest (100 piles).
const WORK_BUDGET: u64 = 150_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "piles");
    run_cases(&ABOUT, |text, out| {
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
