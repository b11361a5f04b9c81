//! `lc1563`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! O(n²) over n×n tables, up to 1000 stones a case; the whole input is held to WORK_BUDGET of
//! n² (1000 at least) summed over its cases.

use grundy::io::About;
use grundy::leetcode::stone_games::stone_game_v;
use grundy::leetcode::{run_cases, Budget};

/// The problem as `--help` prints it, with samples/lc1563/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1563",
    problem: "LeetCode 1563 Stone Game V: Alice splits the row into two non-empty\n\
              parts; Bob drops the one of larger sum (Alice picks on a tie); Alice scores the\n\
              other's sum and goes on with it until one stone is left.",
    input:
        "LeetCode's test-case text: per case stoneValue, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, Alice's highest score.",
    example: ["[6,2,3,4,5,5]\n[7,7,7,7,7,7,7]\n[4]\n", "18\n28\n0\n"],
};

/// Σ n² over the cases: 25 cases of 1000 stones or 100 of LeetCode's largest (500), about
/// 0.3 s (the tables, three words per pair of stones, make a step dearer than 1690's).
const WORK_BUDGET: u64 = 25_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "stone values");
    run_cases(&ABOUT, |text, out| {
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
