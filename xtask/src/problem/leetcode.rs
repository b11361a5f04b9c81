//! LeetCode's test-case text: each case's arguments, one per line, written and read back
//! (`LeetCode`, a layout over a problem's `Arguments`), the argument lists several problems
//! share, the answers' display, and the stress at LeetCode's own limits.

use super::draw::{Case, Size, Value};
use super::layouts::Layout;
use super::{JudgeStress, Problem};
use grundy::io::Fault;
use grundy::leetcode::text::Text;
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
        while text.has_more() {
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
    let words: Vec<String> = numbers.iter().map(Value::to_string).collect();
    format!("[{}]", words.join(","))
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

/// Stress at LeetCode's own limits: one to three cases of the judge size (the problem's
/// `judge()`), which the references answer because they search every position once; where
/// LeetCode's largest inputs have too many positions, the problem's `judge_draw` keeps the
/// values at the limits and cuts the positions down.
pub fn judge_stress(problem: &dyn Problem) -> Result<JudgeStress, &'static str> {
    JudgeStress::new(JUDGE_CASES, problem.judge().1)
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
