//! What a problem is to the tooling: the `Problem` trait, which each file of `problems/`
//! implements for one binary, and the shared pieces those files are made of.
//!
//! A case is a flat list of numbers (`Case`); a problem's layout says how a list of cases
//! becomes input text and how it is read back. Shrinking works on the lists, so every layout
//! keeps a lowered number or a dropped element meaningful, and `valid` rejects what the
//! binary's format would not accept.
//!
//! The shared modules import in one direction only: `draw` (values and sizes) is named by
//! `layouts` (input text) and `tables` (the references' tables); `heaps` (the Nim family)
//! and `leetcode` (LeetCode's arguments) name those, `shapes` and this file's trait, for
//! the problems that share a whole `impl Problem` (`heaps::NimGame`,
//! `leetcode::ArrayGame`, …); this file names `draw`, `layouts` and `shapes` (limit shapes,
//! which names none). The problem files name these, and the registry (`problems/mod.rs`)
//! names the problem files.

pub mod draw;
pub mod heaps;
pub mod layouts;
pub mod leetcode;
pub mod shapes;
pub mod tables;

use draw::{Case, Size, Value};
use grundy::oracles::rng::Rng;
use layouts::Layout;
use shapes::Shape;
use std::ops::RangeInclusive;

/// The tooling side of one judge problem (its binary holds the solving side): how its cases
/// are drawn, which are valid, how they are written and read back, their reference
/// answers, and the inputs that time it. `gen`, `stress`, `brute`, `bench` and `bench
/// --limits` are drivers over this trait.
pub trait Problem: Sync {
    /// The binary's name: src/bin/NAME.rs, samples/NAME/.
    fn binary(&self) -> &'static str;

    /// How cases are written as input and read back.
    fn layout(&self) -> &dyn Layout;

    /// A case: small (`Size::Small`, for stress: the reference must answer it) or
    /// judge-sized (`Size::Large`, for `gen` and `bench`).
    fn draw(&self, rng: &mut Rng, size: &Size) -> Case;

    /// How many cases a small stress input has.
    fn stress_cases(&self) -> RangeInclusive<u64> {
        1..=5
    }

    /// Whether a small case is valid input that the reference answers (shrinking must not
    /// leave the format).
    fn valid(&self, case: &[Value]) -> bool {
        let _ = case;
        true
    }

    /// What the reference's tables hold, in words, for `brute --help` and its refusals.
    fn limits_text(&self) -> &'static str {
        "the sizes stress draws"
    }

    /// Whether a valid case is within `limits_text` (`brute` refuses the others; shrinking
    /// only lowers numbers, so it needs `valid` alone).
    fn answerable(&self, case: &[Value]) -> bool {
        let _ = case;
        true
    }

    /// Where a case's items start and how many numbers each has, for the shrinker, which
    /// drops whole items: one number each by default; a graph's edges, pairs after its
    /// vertex count, are (1, 2).
    fn items(&self) -> (usize, usize) {
        (0, 1)
    }

    /// Parts of a case that the shrinker cannot drop one number at a time: a part dropped
    /// together with the count before it lowered (an S-Nim position and its `m`, a token
    /// and its query's `M`). Formats without counts inside a case have none; the shrinker
    /// keeps only the drops that leave the case valid.
    fn counted_parts(&self, case: &[Value]) -> Vec<Part> {
        let _ = case;
        Vec::new()
    }

    /// The answers to small cases, computed from the rules alone.
    fn reference(&self, cases: &[Case]) -> String;

    /// The judge-maximum input: how many cases, and how large each is (`gen`'s defaults,
    /// `bench`'s input).
    fn judge(&self) -> (u64, Size);

    /// How many cases `bench` times: the judge's largest count, unless that measures only
    /// the start of a process.
    fn bench_cases(&self) -> u64 {
        self.judge().0
    }

    /// Stress at judge size (`cargo xtask stress --size judge`): how many cases of what
    /// size, drawn by `judge_draw`, kept to `judge_valid` and answered by `judge_reference`
    /// (exact at that size, and not by the binary's rule); or why there is none.
    fn judge_stress(&self) -> Result<JudgeStress, &'static str>;

    /// A case for stress at judge size; by default the problem's own draw at that size.
    fn judge_draw(&self, rng: &mut Rng, size: &Size) -> Case {
        self.draw(rng, size)
    }

    /// What both the binary and the judge-size reference take.
    fn judge_valid(&self, case: &[Value]) -> bool {
        self.valid(case)
    }

    /// The answers at judge size.
    fn judge_reference(&self, cases: &[Case]) -> String {
        self.reference(cases)
    }

    /// The largest inputs the binary admits, in their worst shapes (`bench --limits`).
    fn limits(&self) -> Vec<Shape>;

    /// `cases` as the binary reads them.
    fn write(&self, cases: &[Case]) -> String {
        self.layout().write(cases)
    }

    /// An input read back into cases, each of which the reference must take: a case of
    /// the wrong length or beyond `valid` is refused in one line naming the limits (the
    /// case itself may be long: it is not shown).
    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let cases = self.layout().read(text)?;
        let arity = self.layout().arity();
        let fits =
            |c: &Case| arity.map_or(true, |n| c.len() == n) && self.valid(c) && self.answerable(c);
        match cases.iter().position(|c| !fits(c)) {
            Some(at) => Err(format!(
                "case {} is beyond the reference's limits ({})",
                at + 1,
                self.limits_text()
            )),
            None => Ok(cases),
        }
    }
}

/// A counted part of a case (`Problem::counted_parts`): the numbers at `numbers` (ranges
/// in increasing order, not overlapping), which go together while the number at `count`,
/// which counts them, goes down by one.
pub struct Part {
    pub count: usize,
    pub numbers: Vec<std::ops::Range<usize>>,
}

impl Part {
    /// One counted item: the numbers of `range`, counted at `count`.
    pub fn one(count: usize, range: std::ops::Range<usize>) -> Part {
        Part {
            count,
            numbers: vec![range],
        }
    }

    /// `case` without this part, its count lowered.
    pub fn dropped_from(&self, case: &[Value]) -> Case {
        let mut fewer = case.to_vec();
        fewer[self.count] -= 1;
        for range in self.numbers.iter().rev() {
            fewer.drain(range.clone());
        }
        fewer
    }
}

/// How a problem is stressed at judge size: inputs of `cases` cases drawn at `size`.
#[derive(Clone)]
pub struct JudgeStress {
    pub cases: RangeInclusive<u64>,
    pub size: Size,
}

impl JudgeStress {
    /// Inputs of `cases` cases drawn at `size`, as `Problem::judge_stress` gives them.
    pub const fn new(cases: RangeInclusive<u64>, size: Size) -> Result<JudgeStress, &'static str> {
        Ok(JudgeStress { cases, size })
    }
}

/// What one stress run draws and checks: a problem's small cases, or its judge-size ones.
pub struct Plan<'a> {
    pub problem: &'a dyn Problem,
    pub cases: RangeInclusive<u64>,
    pub size: Size,
    judge: bool,
}

impl<'a> Plan<'a> {
    /// The small stress: cases the brute tables answer.
    pub fn small(problem: &'a dyn Problem) -> Plan<'a> {
        Plan {
            problem,
            cases: problem.stress_cases(),
            size: Size::Small,
            judge: false,
        }
    }

    /// The judge-size stress, or why the problem has none.
    pub fn judge(problem: &'a dyn Problem) -> Result<Plan<'a>, &'static str> {
        let JudgeStress { cases, size } = problem.judge_stress()?;
        Ok(Plan {
            problem,
            cases,
            size,
            judge: true,
        })
    }

    pub fn draw(&self, rng: &mut Rng) -> Case {
        match self.judge {
            false => self.problem.draw(rng, &self.size),
            true => self.problem.judge_draw(rng, &self.size),
        }
    }

    /// One input's cases: how many, then each.
    pub fn draw_input(&self, rng: &mut Rng) -> Vec<Case> {
        let count = rng.range(*self.cases.start(), *self.cases.end());
        (0..count).map(|_| self.draw(rng)).collect()
    }

    pub fn valid(&self, case: &[Value]) -> bool {
        match self.judge {
            false => self.problem.valid(case),
            true => self.problem.judge_valid(case),
        }
    }

    pub fn reference(&self, cases: &[Case]) -> String {
        match self.judge {
            false => self.problem.reference(cases),
            true => self.problem.judge_reference(cases),
        }
    }
}
