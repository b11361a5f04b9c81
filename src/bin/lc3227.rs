//! `lc3227`: the problem, its formats and an example are stated once, in its spec
//! (`grundy::specs::leetcode::LC3227`, which `--help` prints).
//!
//! Whether the string has a vowel, checked as it is read: strings of 10^7 letters.

use grundy::leetcode::counting_games::{is_vowel, vowels_game};
use grundy::leetcode::{run_cases, BOOLEAN};
use grundy::specs::leetcode::LC3227;
use std::cell::Cell;

fn main() {
    run_cases(&LC3227, |text, out| {
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
