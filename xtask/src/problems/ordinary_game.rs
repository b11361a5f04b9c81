//! AtCoder ABC048 D / ARC064 B An Ordinary Game: a string without two equal neighbours; a
//! move deletes an inner letter whose neighbours differ.
//! Input: the string s (one case per input).
//!
//! A case is the string's letters, 0 for `a` to 25 for `z`; the shrinker drops letters.

use crate::problem::draw::{Case, Size, Spread, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{Layout, Tokens};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Sizes};
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::cell::RefCell;
use std::collections::HashMap;

/// The judge's longest string.
const JUDGE_LENGTH: u64 = 100_000;

/// The string alone, on its line.
pub struct OneWord;

impl Layout for OneWord {
    fn write(&self, cases: &[Case]) -> String {
        let letters = cases[0].iter().map(|&c| char::from(b'a' + c as u8));
        letters.collect::<String>() + "\n"
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let word = Tokens::new(text).word()?;
        let letters = word.bytes().map(|b| match b.is_ascii_lowercase() {
            true => Ok(Value::from(b - b'a')),
            false => Err(format!("{word:?} is not a word of lowercase letters")),
        });
        Ok(vec![letters.collect::<Result<Case, String>>()?])
    }
}

/// Whether the player to move wins on `word`, the game played out: every legal deletion
/// tried, positions remembered.
fn played(word: &[Value], memo: &mut HashMap<Vec<Value>, bool>) -> bool {
    if let Some(&known) = memo.get(word) {
        return known;
    }
    let wins = (1..word.len().saturating_sub(1))
        .filter(|&i| word[i - 1] != word[i + 1])
        .any(|i| {
            let mut after = word.to_vec();
            after.remove(i);
            !played(&after, memo)
        });
    memo.insert(word.to_vec(), wins);
    wins
}

/// Whether the first player wins, by one play of the game: the letters pushed left to
/// right, and the top one deleted while the one below it differs from the letter coming
/// (a legal move: those are its neighbours), which leaves two letters alternating; the
/// deletions counted. Every play has as many moves (the small stress checks this against
/// the game played out), so their parity decides.
fn one_play(word: &[Value]) -> bool {
    let mut kept: Vec<Value> = Vec::with_capacity(word.len());
    let mut moves = 0u64;
    for &letter in word {
        while kept.len() >= 2 && kept[kept.len() - 2] != letter {
            kept.pop();
            moves += 1;
        }
        kept.push(letter);
    }
    moves % 2 == 1
}

/// Whether a string is valid: letters, at least one, no two neighbours equal.
fn valid(case: &[Value]) -> bool {
    !case.is_empty()
        && case.iter().all(|&c| (0..26).contains(&c))
        && case.windows(2).all(|w| w[0] != w[1])
}

/// A string over the first 2 to 26 letters, its ends equal half of the time (the length's
/// parity then decides either way).
fn draw(rng: &mut Rng, size: &Size) -> Case {
    let ends_equal = rng.chance(1, 2);
    let letters = rng.range(2, if size.is_small() { 4 } else { 26 });
    let length = size.items(rng, 1..=10).max(1);
    let mut word: Case = vec![Value::from(rng.range(0, letters - 1))];
    while word.len() < length {
        let last = word[word.len() - 1];
        let mut next = Value::from(rng.range(0, letters - 2));
        if next >= last {
            next += 1;
        }
        // The last letter made the first one where that is allowed.
        if word.len() == length - 1 && ends_equal && word[0] != last {
            next = word[0];
        }
        word.push(next);
    }
    word
}

pub const ORDINARY_GAME: Facts = Facts {
    layout: &OneWord,
    draw,
    valid,
    answerable: |case| case.len() <= 12,
    // The game played out.
    reference: |cases| {
        let memo = RefCell::new(HashMap::new());
        verdicts(cases, &specs::atcoder::ORDINARY_GAME, |c| {
            played(c, &mut memo.borrow_mut())
        })
    },
    judge_reference: Some(|cases| verdicts(cases, &specs::atcoder::ORDINARY_GAME, one_play)),
    sizes: Sizes {
        stress_cases: 1..=1,
        limits_text: "strings of at most 12 letters",
        largest: (1, Size::Large {
            max: 25,
            digits: 2,
            fewest: 1,
            items: JUDGE_LENGTH,
            spread: Spread::Capped,
        }),
        judge_stress: JudgeStress::new(1..=1, Size::Large {
            max: 25,
            digits: 2,
            fewest: 1,
            items: JUDGE_LENGTH,
            spread: Spread::Capped,
        }),
        judge_limits: Some(
            JudgeLimits::new(1, 0..=25)
                .numbers(3..=JUDGE_LENGTH)
                .holds(valid),
        ),
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::atcoder::ORDINARY_GAME)
};
