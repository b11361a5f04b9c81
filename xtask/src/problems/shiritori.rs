//! AtCoder ABC209 E Shiritori: the players say words in turn, each starting with the last
//! three letters of the one before; who cannot loses.
//! Input: `N`, then N words, one per line. A case is one word, its letters numbered in
//! `LETTERS`.

use crate::problem::draw::{in_range, large, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::Words;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::games::graph::Outcome;
use grundy::oracles::brute::outcomes_by_iteration;
use grundy::specs;
use std::collections::HashMap;

pub(crate) const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// One word per case, its letters numbered in `LETTERS`.
const WORDS: Words = Words {
    alphabet: LETTERS,
    counted: false,
};

/// The answer to each opening word from the outcome of "word i was just said": after
/// Takahashi opens with word i, Aoki is to move.
fn answers(outcomes: &[Outcome]) -> String {
    outcomes
        .iter()
        .map(|o| match o {
            Outcome::Lose => "Takahashi\n",
            Outcome::Win => "Aoki\n",
            Outcome::Draw => "Draw\n",
        })
        .collect()
}

pub const SHIRITORI: Facts = Facts {
    layout: &WORDS,
    draw: |rng, size| {
        let length = size.pick(rng, 3..=4, 3..=8) as usize;
        (0..length).map(|_| size.pick(rng, 0..=1, 0..=51)).collect()
    },
    valid: |case| (3..=8).contains(&case.len()) && in_range(case, 0..=51),
    // By value iteration over "word i was just said": the player to move must say a word
    // starting with its last three letters.
    reference: |cases| {
        let words: Vec<String> = cases.iter().map(|c| WORDS.word(c)).collect();
        let successors: Vec<Vec<usize>> = words
            .iter()
            .map(|said| {
                let tail = &said[said.len() - 3..];
                (0..words.len())
                    .filter(|&j| words[j].starts_with(tail))
                    .collect()
            })
            .collect();
        answers(&outcomes_by_iteration(&successors))
    },
    // A word of 3 to 64 letters: half of them over two letters only, so that words chain
    // and cycle, the others over all 52 letters.
    judge_draw: Some(|rng, _size| {
        let length = if rng.chance(1, 8) {
            rng.range(3, 64)
        } else {
            rng.range(3, 5)
        };
        let letters = if rng.chance(1, 2) { 1 } else { 51 };
        (0..length)
            .map(|_| Value::from(rng.range(0, letters)))
            .collect()
    }),
    judge_valid: Some(|case| (3..=64).contains(&case.len()) && in_range(case, 0..=51)),
    // By value iteration over "word i was just said", as `reference` does, with the words
    // that may follow found through their first three letters instead of listed: each
    // sweep asks, for every three letters, whether some word starting with them is lost
    // and whether all are won.
    judge_reference: Some(|cases| {
        let words: Vec<String> = cases.iter().map(|c| WORDS.word(c)).collect();
        let mut starting: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, w) in words.iter().enumerate() {
            starting.entry(&w[..3]).or_default().push(i);
        }
        let followers = |i: usize| {
            let tail = &words[i][words[i].len() - 3..];
            starting.get(tail).map_or(&[][..], Vec::as_slice)
        };
        let mut outcome = vec![Outcome::Draw; words.len()];
        loop {
            let before = outcome.clone();
            for (i, label) in outcome.iter_mut().enumerate() {
                if *label != Outcome::Draw {
                    continue;
                }
                let next = followers(i);
                if next.iter().any(|&j| before[j] == Outcome::Lose) {
                    *label = Outcome::Win;
                } else if next.iter().all(|&j| before[j] == Outcome::Win) {
                    *label = Outcome::Lose;
                }
            }
            if outcome == before {
                return answers(&outcome);
            }
        }
    }),
    sizes: Sizes {
        stress_cases: 1..=8,
        largest: (200_000, large(51, 2, 0)),
        judge_stress: JudgeStress::new(1..=20_000, large(51, 2, 0)),
        judge_limits: Some(JudgeLimits::new(200_000, 0..=51).numbers(3..=8)),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::SHIRITORI)
};
