//! `lc1872`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! O(n): the total as the stones are read, then the stones again from the right off the text,
//! nothing kept per stone.

use grundy::io::About;
use grundy::leetcode::run_cases;
use grundy::leetcode::stone_games::stone_game_viii_from_right;

/// The problem as `--help` prints it, with samples/lc1872/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1872",
    problem: "LeetCode 1872 Stone Game VIII: stones in a row; while two or more are\n\
              left, a player removes the first x > 1, scores their sum and puts a stone of\n\
              that sum first.",
    input: "LeetCode's test-case text: per case stones, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, Alice's score minus Bob's when Alice (first) makes it largest\n\
             and Bob smallest.",
    example: [
        "[-1,2,-3,4,-5]\n[7,-6,5,10,5,-2,-6]\n[-10,-12]\n",
        "5\n13\n-22\n",
    ],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let mut total = 0;
        let range = -1_000_000_000_000..=1_000_000_000_000;
        let stones = text
            .argument("stones")?
            .each_integer(2..=1_000_000, range, |stone| total += stone)?;
        let from_right = text.integers_from_right(&stones);
        out.i64(stone_game_viii_from_right(total, stones.len, from_right));
        out.end_line();
        Ok(())
    })
}
