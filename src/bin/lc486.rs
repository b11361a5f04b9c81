//! `lc486`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Any length up to 5000 (O(n²)), values up to 10^12 in size; the whole input is held to
//! WORK_BUDGET of n² (1000 at least) summed over its cases.

use grundy::io::About;
use grundy::leetcode::number_games::predict_the_winner;
use grundy::leetcode::{run_cases, Budget, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc486/sample-1 as its example.
const ABOUT: About = About {
    name: "lc486",
    problem: "LeetCode 486 Predict the Winner: numbers in a row; in turn each player\n\
              takes the one at either end, scoring it; player 1 moves first.",
    input: "LeetCode's test-case text: per case nums, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when player 1 scores at least as much as player 2, else\n\
             `false`.",
    example: ["[1,5,2]\n[1,5,233,7]\n", "false\ntrue\n"],
};

/// Σ n² over the cases: 20 cases of 5000 numbers (about 0.25 s), 1.25·10^6 of LeetCode's
/// largest (20).
const WORK_BUDGET: u64 = 500_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "numbers");
    run_cases(&ABOUT, |text, out| {
        let mark = text.mark();
        let nums = text
            .argument("nums")?
            .integers(1..=5000, -1_000_000_000_000..=1_000_000_000_000)?;
        let n = nums.len() as u64;
        budget.spend(text, mark, n * n)?;
        out.verdict(&BOOLEAN, predict_the_winner(&nums));
        Ok(())
    })
}
