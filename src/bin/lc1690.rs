//! `lc1690`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! O(n²), up to 10^4 stones a case; a case of n stones costs about n²/2 steps, so that the
//! whole input is held to WORK_BUDGET of n² (1000 at least) summed over its cases.

use grundy::io::About;
use grundy::leetcode::stone_games::stone_game_vii;
use grundy::leetcode::{run_cases, Budget};

/// The problem as `--help` prints it, with samples/lc1690/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1690",
    problem: "LeetCode 1690 Stone Game VII: stones in a row; in turn a player removes\n\
              the first or the last, scoring the sum of the others; Alice moves first.",
    input: "LeetCode's test-case text: per case stones, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, Alice's score minus Bob's when Alice makes it largest and Bob\n\
             smallest.",
    example: ["[5,3,1,4,2]\n[7,90,5,1,100,10,10,2]\n", "6\n122\n"],
};

/// Σ n² over the cases: 5 cases of 10^4 stones or 500 of LeetCode's largest (1000 stones),
/// about 0.4 s.
const WORK_BUDGET: u64 = 500_000_000;

fn main() {
    let mut budget = Budget::squared_lengths(WORK_BUDGET, "stones");
    run_cases(&ABOUT, |text, out| {
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
