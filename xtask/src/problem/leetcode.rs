//! LeetCode's test-case text: each case's arguments, one per line, written and read back
//! (`LeetCode`, a layout over a problem's `Arguments`), the argument lists several problems
//! share, the answers' display, the stress at LeetCode's own limits, and the problems that
//! share all but their rule (`ArrayGame`, `CountGame`).

use super::draw::{in_range, large, Case, Size, Value};
use super::layouts::Layout;
use super::tables::answers;
use super::{JudgeLimits, JudgeStress, Problem, Scale, Sizes};
use grundy::io::Fault;
use grundy::io::Spec;
use grundy::leetcode::text::Text;
use grundy::oracles::rng::Rng;
use std::ops::RangeInclusive;

/// The arguments of one LeetCode case, as a flat case.
pub trait Arguments: Sync {
    fn write(&self, case: &[Value], text: &mut String);

    fn read(&self, text: &mut Text) -> Result<Case, Fault>;

    /// How many numbers every case has, when the arguments fix it.
    fn arity(&self) -> Option<usize> {
        None
    }
}

/// LeetCode's test-case text: the cases' arguments one after another.
pub struct LeetCode<A>(pub A);

impl<A: Arguments> Layout for LeetCode<A> {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        cases.iter().for_each(|c| self.0.write(c, &mut text));
        text
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut text = Text::new(text.as_bytes().to_vec());
        let mut cases = Vec::new();
        while text.next_case() {
            cases.push(self.0.read(&mut text).map_err(|f| f.to_string())?);
        }
        Ok(cases)
    }

    fn arity(&self) -> Option<usize> {
        self.0.arity()
    }
}

/// Any integer: the reader takes what the binary would refuse, for `valid` to judge.
pub const ANY: RangeInclusive<i64> = i64::MIN..=i64::MAX;

/// Any length of a list.
pub const ANY_LENGTH: RangeInclusive<usize> = 0..=usize::MAX;

fn wide(values: Vec<i64>) -> Case {
    values.into_iter().map(Value::from).collect()
}

/// `k` integers, one per line.
pub struct Integers(pub usize);

impl Arguments for Integers {
    fn write(&self, case: &[Value], text: &mut String) {
        case.iter().for_each(|v| text.push_str(&format!("{v}\n")));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        let numbers: Result<Vec<i64>, _> = (0..self.0).map(|_| text.integer(ANY)).collect();
        Ok(wide(numbers?))
    }

    fn arity(&self) -> Option<usize> {
        Some(self.0)
    }
}

/// One integer array.
pub struct Array;

/// `[v1,v2,…]`.
pub fn array(numbers: &[Value]) -> String {
    list(numbers)
}

/// `[a,b,…]`: items as LeetCode writes a list (of numbers, or of lists, or of strings).
pub fn list<T: std::fmt::Display>(items: impl IntoIterator<Item = T>) -> String {
    let words: Vec<String> = items.into_iter().map(|item| item.to_string()).collect();
    format!("[{}]", words.join(","))
}

/// A row of bytes as a LeetCode string, `"…"`.
pub fn quoted(row: &[u8]) -> String {
    format!("\"{}\"", String::from_utf8_lossy(row))
}

impl Arguments for Array {
    fn write(&self, case: &[Value], text: &mut String) {
        text.push_str(&(array(case) + "\n"));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        Ok(wide(text.integers(ANY_LENGTH, ANY)?))
    }
}

/// Two integer arrays as long as each other: the case holds both, first then second.
pub struct TwoArrays;

impl Arguments for TwoArrays {
    fn write(&self, case: &[Value], text: &mut String) {
        let (first, second) = case.split_at(case.len() / 2);
        text.push_str(&format!("{}\n{}\n", array(first), array(second)));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        let mut both = wide(text.integers(ANY_LENGTH, ANY)?);
        both.extend(wide(text.integers(ANY_LENGTH, ANY)?));
        Ok(both)
    }
}

// The answers as LeetCode displays them.

/// The case's values as the `minimax` searches take them.
pub fn numbers(case: &[Value]) -> Vec<i64> {
    case.iter().map(|&v| v as i64).collect()
}

pub fn boolean(value: bool) -> String {
    value.to_string()
}

pub fn integer(value: i64) -> String {
    value.to_string()
}

/// How many cases a stress input at LeetCode's own limits has.
const JUDGE_CASES: RangeInclusive<u64> = 1..=3;

/// Stress at LeetCode's own limits: one to three cases of the judge size (`size`, the
/// problem's largest), which the references answer because they search every position
/// once; where LeetCode's largest inputs have too many positions, the problem's judge draw
/// keeps the values at the limits and cuts the positions down.
pub const fn judge_stress(size: Size) -> Result<JudgeStress, &'static str> {
    JudgeStress::new(JUDGE_CASES, size)
}

/// `size` (a judge size) with lists of `items`: LeetCode's values in a shorter row.
pub fn shorter(size: &Size, items: u64) -> Size {
    match *size {
        Size::Large {
            max,
            digits,
            fewest,
            spread,
            ..
        } => Size::Large {
            max,
            digits,
            fewest,
            items,
            spread,
        },
        Size::Small => Size::Small,
    }
}

/// A LeetCode game on one integer array, answered under stress by a search over its
/// positions (877, 1140, 1406, 486, 810, 1563, 1690, 1872, 2029): the same format and the
/// same tooling, a different rule. Each problem file is one constant of it.
pub struct ArrayGame {
    pub spec: &'static Spec,
    /// The rows' lengths under stress; the first is LeetCode's shortest.
    pub lengths: RangeInclusive<u64>,
    /// The values: drawn small under stress, up to LeetCode's largest at judge size.
    pub values: Values,
    /// LeetCode's longest row (its judge input: `JUDGE_ROWS` of them).
    pub longest: u64,
    /// The answer from the game's own rules (a `minimax` search), as LeetCode shows it.
    pub answer: fn(&[i64]) -> String,
    /// The rows the judge-size stress draws.
    pub judge_rows: JudgeRows,
}

/// An array game's values: under stress uniform in the range (`UpTo`) or within ±`small`
/// (`Signed`); at judge size up to `max` (from the range's start), or within ±`max`.
pub enum Values {
    UpTo {
        small: RangeInclusive<u64>,
        max: u64,
    },
    Signed {
        small: u64,
        max: u64,
    },
}

/// The rows an array game's judge-size stress draws.
pub enum JudgeRows {
    /// LeetCode's longest: the search takes them.
    Longest,
    /// The judge's values in a row of a length drawn here: the search has too many
    /// positions at LeetCode's longest.
    Shorter(RangeInclusive<u64>),
    /// Drawn by this function, at the judge's size.
    Drawn(fn(&mut Rng, &Size) -> Case),
}

/// How many cases an array game's judge input has.
const JUDGE_ROWS: u64 = 10;

impl ArrayGame {
    /// LeetCode's value range.
    fn range(&self) -> RangeInclusive<Value> {
        match &self.values {
            Values::UpTo { small, max } => Value::from(*small.start())..=Value::from(*max),
            Values::Signed { max, .. } => -Value::from(*max)..=Value::from(*max),
        }
    }
}

impl Problem for ArrayGame {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Array)
    }

    /// LeetCode's largest: `JUDGE_ROWS` rows of its longest, its values of every digit
    /// count up to its largest.
    fn sizes(&self) -> Sizes {
        let (Values::UpTo { max, .. } | Values::Signed { max, .. }) = self.values;
        let largest = large(max, max.to_string().len() as u32, self.longest);
        Sizes {
            limits_text:
                "LeetCode's value limits (a search over every position: long inputs take time)",
            largest: (JUDGE_ROWS, largest),
            judge_stress: judge_stress(largest),
            ..Sizes::DEFAULT
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case {
        let row = |rng: &mut Rng, size: &Size| {
            size.list(rng, self.lengths.clone(), |rng| match &self.values {
                Values::UpTo { small, .. } => size.up_to(rng, small.clone(), *small.start()),
                Values::Signed { small, .. } => size.signed(rng, *small),
            })
        };
        match (scale, &self.judge_rows) {
            (Scale::Small, _) | (_, JudgeRows::Longest) => row(rng, size),
            (Scale::Judge, JudgeRows::Shorter(lengths)) => {
                let shorter = shorter(size, rng.range(*lengths.start(), *lengths.end()));
                row(rng, &shorter)
            }
            (Scale::Judge, JudgeRows::Drawn(draw)) => draw(rng, size),
        }
    }

    fn valid(&self, case: &[Value], _: Scale) -> bool {
        case.len() as u64 >= *self.lengths.start() && in_range(case, self.range())
    }

    fn reference(&self, cases: &[Case], _: Scale) -> String {
        answers(cases, |c| (self.answer)(&numbers(c)))
    }
}

/// A LeetCode game on one count n ≥ 1 (292, 1025, 1510): the same format and the same
/// tooling, a different rule. Each problem file is one constant of it.
pub struct CountGame {
    pub spec: &'static Spec,
    /// The largest n the reference answers, in words and as a number.
    pub answerable: (&'static str, u64),
    /// The largest n drawn under stress.
    pub small: u64,
    /// Whether the first player wins at each n, from the game's own rules (`minimax`).
    pub wins: fn(&[u64]) -> Vec<bool>,
    pub judge: (u64, Size),
    /// The judge-size stress (the n it admits: 1 to its size's cap).
    pub judge_stress: JudgeStress,
    /// A judge-size n.
    pub judge_draw: fn(&mut Rng, &Size) -> u64,
    /// The judge-size answers, exact at that size and not by the binary's rule.
    pub judge_wins: fn(&[u64]) -> Vec<bool>,
    /// LeetCode's constraint on n.
    pub judge_limits: JudgeLimits,
}

/// An n uniform from 1 to the size's cap.
pub fn uniform(rng: &mut Rng, size: &Size) -> u64 {
    rng.range(1, size.max().max(1))
}

/// Whether the first player wins at each of `ns`, read off `table`, which is built up to
/// the largest.
pub fn by_table(ns: &[u64], table: impl Fn(usize) -> Vec<bool>) -> Vec<bool> {
    let wins = table(ns.iter().copied().max().unwrap_or(0) as usize);
    ns.iter().map(|&n| wins[n as usize]).collect()
}

/// `wins` of each case's n, as LeetCode shows them.
fn verdicts_of(cases: &[Case], wins: fn(&[u64]) -> Vec<bool>) -> String {
    let ns: Vec<u64> = cases.iter().map(|c| c[0] as u64).collect();
    wins(&ns).into_iter().map(|w| boolean(w) + "\n").collect()
}

impl Problem for CountGame {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        &LeetCode(Integers(1))
    }

    fn sizes(&self) -> Sizes {
        Sizes {
            limits_text: self.answerable.0,
            largest: self.judge,
            judge_stress: Ok(self.judge_stress.clone()),
            judge_limits: Some(self.judge_limits.clone()),
            ..Sizes::DEFAULT
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case {
        match scale {
            Scale::Small => vec![size.up_to(rng, 1..=self.small, 1)],
            Scale::Judge => vec![Value::from((self.judge_draw)(rng, size))],
        }
    }

    fn valid(&self, case: &[Value], scale: Scale) -> bool {
        let most = match scale {
            Scale::Small => self.answerable.1,
            Scale::Judge => self.judge_stress.size.max(),
        };
        in_range(case, 1..=Value::from(most))
    }

    fn reference(&self, cases: &[Case], scale: Scale) -> String {
        match scale {
            Scale::Small => verdicts_of(cases, self.wins),
            Scale::Judge => verdicts_of(cases, self.judge_wins),
        }
    }
}

/// A LeetCode game on one string (2038, 3227, 1927): the same format and the same tooling,
/// a different rule. A case holds each character as its place in `alphabet`. Each problem
/// file is one constant of it.
pub struct StringGame {
    pub spec: &'static Spec,
    /// The characters, in the order the case's numbers name them.
    pub alphabet: &'static [u8],
    /// The strings' lengths under stress; the first is LeetCode's shortest.
    pub lengths: RangeInclusive<u64>,
    /// The longest string the search answers, in words and in characters.
    pub answerable: (&'static str, usize),
    /// Whether a case is a string the problem admits beyond its alphabet and length (1927:
    /// an even length).
    pub admits: fn(&[Value]) -> bool,
    /// The answer from the game's own rules (a search), as LeetCode shows it.
    pub answer: fn(&[u8]) -> String,
    /// LeetCode's longest string (its judge input: `JUDGE_ROWS` of them).
    pub longest: u64,
    /// A case for the stress at LeetCode's limits: its alphabet, at a length the search
    /// answers.
    pub judge_draw: fn(&mut Rng, &Size) -> Case,
}

impl StringGame {
    /// The string a case stands for.
    pub fn string(&self, case: &[Value]) -> Vec<u8> {
        case.iter().map(|&v| self.alphabet[v as usize]).collect()
    }
}

impl Arguments for StringGame {
    fn write(&self, case: &[Value], text: &mut String) {
        text.push_str(&(quoted(&self.string(case)) + "\n"));
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        let alphabet = self.alphabet;
        let ok = |c: char| c.is_ascii() && alphabet.contains(&(c as u8));
        let string = text.string(ANY_LENGTH, "a string of the problem's characters", ok)?;
        let place = |c: u8| alphabet.iter().position(|&a| a == c).unwrap_or(0);
        Ok(string
            .bytes()
            .map(|c| Value::from(place(c) as u8))
            .collect())
    }
}

impl Layout for StringGame {
    fn write(&self, cases: &[Case]) -> String {
        LeetCode(self).write(cases)
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        LeetCode(self).read(text)
    }
}

impl<A: Arguments> Arguments for &A {
    fn write(&self, case: &[Value], text: &mut String) {
        (*self).write(case, text)
    }

    fn read(&self, text: &mut Text) -> Result<Case, Fault> {
        (*self).read(text)
    }
}

impl Problem for StringGame {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        self
    }

    /// LeetCode's largest: `JUDGE_ROWS` strings of its longest.
    fn sizes(&self) -> Sizes {
        let largest = large(1, 1, self.longest);
        Sizes {
            limits_text: self.answerable.0,
            largest: (JUDGE_ROWS, largest),
            judge_stress: judge_stress(largest),
            ..Sizes::DEFAULT
        }
    }

    /// Strings over the alphabet, drawn again until the problem admits one (1927's even
    /// lengths, and at most four `?` under stress).
    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case {
        if scale == Scale::Judge {
            return (self.judge_draw)(rng, size);
        }
        let last = self.alphabet.len() as u64 - 1;
        loop {
            let case = size.list(rng, self.lengths.clone(), |rng| {
                Value::from(rng.range(0, last))
            });
            if !size.is_small() || (self.admits)(&case) {
                return case;
            }
        }
    }

    fn valid(&self, case: &[Value], scale: Scale) -> bool {
        let last = self.alphabet.len() as Value - 1;
        case.len() as u64 >= *self.lengths.start()
            && in_range(case, 0..=last)
            && (self.admits)(case)
            && (scale == Scale::Judge || case.len() <= self.answerable.1)
    }

    fn reference(&self, cases: &[Case], _: Scale) -> String {
        answers(cases, |c| (self.answer)(&self.string(c)))
    }
}
