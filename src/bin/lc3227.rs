//! `lc3227`: the problem, its formats and an example are stated once, in `ABOUT` (`--help`).
//!
//! Whether the string has a vowel, checked as it is read: strings of 10^7 letters.

use grundy::io::About;
use grundy::leetcode::counting_games::{is_vowel, vowels_game};
use grundy::leetcode::{run_cases, BOOLEAN};
use std::cell::Cell;

/// The problem as `--help` prints it, with samples/lc3227/sample-1 as its example.
const ABOUT: About = About {
    name: "lc3227",
    problem: "LeetCode 3227 Vowels Game in a String: in turn Alice removes a non-empty\n\
              substring holding an odd number of vowels (a, e, i, o, u), Bob one holding an\n\
              even number; a player who cannot move loses; Alice moves first.",
    input: "LeetCode's test-case text: per case s, one argument a line, or a statement's\n\
            example line (`Input: a = 1, b = [2]`).",
    output: "per case, `true` when Alice wins, else `false`.",
    example: ["\"leetcoder\"\n\"bbcd\"\n", "true\nfalse\n"],
};

fn main() {
    run_cases(&ABOUT, |text, out| {
        let what = "a string of 1 to 10000000 lowercase letters";
        let has_vowel = Cell::new(false);
        text.argument("s")?.string(1..=10_000_000, what, |c| {
            has_vowel.set(has_vowel.get() || is_vowel(c));
            c.is_ascii_lowercase()
        })?;
        out.verdict(&BOOLEAN, vowels_game(has_vowel.get()));
        Ok(())
    })
}
