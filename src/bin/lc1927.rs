//! `lc1927`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! One weighted difference of the halves, O(length): rows of 10^7 characters.

use grundy::io::About;
use grundy::leetcode::counting_games::sum_game;
use grundy::leetcode::{run_cases, BOOLEAN};

/// The problem as `--help` prints it, with samples/lc1927/sample-1 as its example.
const ABOUT: About = About {
    name: "lc1927",
    problem: "LeetCode 1927 Sum Game: a row of digits and `?` of even length; in turn\n\
              Alice and Bob replace a `?` by a digit, Alice first; when none is left, Bob\n\
              wins if the digits of the two halves have equal sums, Alice otherwise.",
    input: "LeetCode's test-case text: per case num, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: ["\"5023\"\n\"25??\"\n\"?3295???\"\n", "false\ntrue\nfalse\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let what = "a string of an even number (2 to 10000000) of digits and ?";
        let argument = text.argument("num")?;
        let mark = argument.mark();
        let ok = |c: char| c.is_ascii_digit() || c == '?';
        let num = argument.string(2..=10_000_000, what, ok)?;
        if num.len() % 2 == 1 {
            return Err(text.fault_at_mark(mark, &format!("num, {what}")));
        }
        out.verdict(&BOOLEAN, sum_game(num.as_bytes()));
        Ok(())
    })
}
