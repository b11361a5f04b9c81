//! LeetCode 3227 Vowels Game in a String: s → whether Alice wins, removing substrings with
//! an odd number of vowels while Bob removes substrings with an even number.

use crate::problem::draw::{Case, Size, Value};
use crate::problem::leetcode::{boolean, StringGame};
use grundy::oracles::game_searches;
use grundy::oracles::rng::Rng;
use grundy::specs;

pub const LC3227: StringGame = StringGame {
    spec: &specs::leetcode::LC3227,
    alphabet: b"abcdefghijklmnopqrstuvwxyz",
    lengths: 1..=7,
    answerable: ("strings of up to 9 letters", 9),
    admits: |_| true,
    answer: |s| boolean(game_searches::vowels_game(&String::from_utf8_lossy(s))),
    longest: 100_000,
    judge_draw: rare_vowels,
};

/// LeetCode's alphabet at a length the search answers, half the strings without a vowel.
fn rare_vowels(rng: &mut Rng, _size: &Size) -> Case {
    let length = rng.range(6, 9);
    let consonants_only = rng.chance(1, 2);
    (0..length)
        .map(|_| loop {
            let letter = rng.range(0, 25) as u8;
            if !consonants_only || !b"aeiou".contains(&(b'a' + letter)) {
                break Value::from(letter);
            }
        })
        .collect()
}
