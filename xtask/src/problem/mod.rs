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
pub mod facts;
pub mod heaps;
pub mod layouts;
pub mod leetcode;
pub mod tables;

use draw::{Case, Size, Spread, Value};
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use layouts::Layout;
use std::cell::Cell;
use std::ops::RangeInclusive;

/// The tooling side of one judge problem (its binary holds the solving side): how its cases
/// are drawn, which are valid, how they are written and read back, their reference
/// answers, and the inputs that time it. `gen`, `stress`, `brute`, `bench` and `bench
/// --limits` are drivers over this trait. Most problems are a `Facts` constant; the
/// families that share all but a rule (`heaps::NimGame`, `leetcode::ArrayGame`, …) are
/// constants of their own types.
pub trait Problem: Sync {
    /// The binary's spec (`grundy::specs`): its name, judges, layout and answers.
    fn spec(&self) -> &'static Spec;

    /// How cases are written as input and read back.
    fn layout(&self) -> &dyn Layout;

    /// How many cases, how large, how they shrink, what the judge allows.
    fn sizes(&self) -> Sizes;

    /// A case. `Scale::Small`: the problem's own draw at `size`, small under stress
    /// (`Size::Small`: the reference's tables answer it), the largest for `gen` and
    /// `bench`; `Scale::Judge`: a case for the judge-size stress at `size`, which its
    /// reference answers exactly.
    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case;

    /// Whether a case is valid input that the reference of `scale` answers (shrinking
    /// must not leave the format; at `Scale::Small`, within `Sizes::limits_text`).
    fn valid(&self, case: &[Value], scale: Scale) -> bool;

    /// The answers: at `Scale::Small` computed from the rules alone; at `Scale::Judge`
    /// exact at judge size, and not by the binary's rule.
    fn reference(&self, cases: &[Case], scale: Scale) -> String;
}

/// Which stress a case is for: small cases that the tables computed from the move rules
/// answer, or judge-sized ones.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scale {
    Small,
    Judge,
}

/// A problem's cases as data: how many a stress input has, what the reference's tables
/// hold, how a case shrinks, the largest input, and the judge-size stress.
#[derive(Clone)]
pub struct Sizes {
    /// How many cases a small stress input has.
    pub stress_cases: RangeInclusive<u64>,
    /// What the reference's tables hold, in words, for `brute --help` and its refusals.
    pub limits_text: &'static str,
    /// Where a case's items start and how many numbers each has, for the shrinker, which
    /// drops whole items: one number each by default; a graph's edges, pairs after its
    /// vertex count, are (1, 2).
    pub items: (usize, usize),
    /// Parts of a case that the shrinker cannot drop one number at a time: a part dropped
    /// together with the count before it lowered (an S-Nim position and its `m`, a token
    /// and its query's `M`). Formats without counts inside a case have none; the shrinker
    /// keeps only the drops that leave the case valid.
    pub counted_parts: fn(&[Value]) -> Vec<Part>,
    /// The judge-maximum input: how many cases, and how large each is (`gen`'s defaults,
    /// `bench`'s input, with the counts of `lab::bench::CASES`).
    pub largest: (u64, Size),
    /// Stress at judge size (`cargo xtask stress --size judge`): how many cases of what
    /// size; or why there is none.
    pub judge_stress: Result<JudgeStress, &'static str>,
    /// The limits the judge's statement states, which `stress --size judge` keeps to;
    /// `None` for a problem no judge poses, and for the LeetCode problems whose judge-size
    /// stress already draws at LeetCode's constraints.
    pub judge_limits: Option<JudgeLimits>,
    /// Whether the judge draw aims at any cap (by arithmetic, not by the reference's
    /// tables), so that stress against grundy's binary draws it up to the values asked for.
    pub judge_draw_scales: bool,
}

fn no_parts(_: &[Value]) -> Vec<Part> {
    Vec::new()
}

impl Sizes {
    /// Sizes with every default: five cases of one-number items, no judge-size stress.
    pub const DEFAULT: Sizes = Sizes {
        stress_cases: 1..=5,
        limits_text: "the sizes stress draws",
        items: (0, 1),
        counted_parts: no_parts,
        largest: (1, Size::Small),
        judge_stress: Err("no judge-size stress"),
        judge_limits: None,
        judge_draw_scales: false,
    };
}

/// How many of `count` judge-size draws at `size` (seed 3), each valid at judge size, the
/// judge-size reference answers lost (the spec's second answer): for the problems whose
/// draws aim at half.
#[cfg(test)]
pub fn judge_draws_lost(problem: &dyn Problem, size: &Size, count: usize) -> usize {
    let mut rng = Rng::new(3);
    let cases: Vec<Case> = (0..count)
        .map(|_| problem.draw(&mut rng, size, Scale::Judge))
        .collect();
    assert!(cases.iter().all(|c| problem.valid(c, Scale::Judge)));
    let answers = problem.reference(&cases, Scale::Judge);
    let lost = problem.spec().answer(false);
    answers.lines().filter(|&line| line == lost).count()
}

impl dyn Problem + '_ {
    /// The binary's name: src/bin/NAME.rs, samples/NAME/.
    pub fn binary(&self) -> &'static str {
        self.spec().name
    }

    /// `cases` as the binary reads them.
    pub fn write(&self, cases: &[Case]) -> String {
        self.layout().write(cases)
    }

    /// An input read back into cases, each of which the reference must take: a case of
    /// the wrong length or beyond the reference's limits is refused in one line naming
    /// the limits (the case itself may be long: it is not shown).
    pub fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let cases = self.layout().read(text)?;
        let arity = self.layout().arity();
        let fits = |c: &Case| arity.map_or(true, |n| c.len() == n) && self.valid(c, Scale::Small);
        match cases.iter().position(|c| !fits(c)) {
            Some(at) => Err(format!(
                "case {} is beyond the reference's limits ({})",
                at + 1,
                self.sizes().limits_text
            )),
            None => Ok(cases),
        }
    }
}

/// A counted part of a case (`Sizes::counted_parts`): the numbers at `numbers` (ranges
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
    /// Inputs of `cases` cases drawn at `size`, as `Sizes::judge_stress` holds them.
    pub const fn new(cases: RangeInclusive<u64>, size: Size) -> Result<JudgeStress, &'static str> {
        Ok(JudgeStress { cases, size })
    }
}

/// The limits a problem's judges state, as its spec quotes them: "HDU 1850: 1 < M ≤ 100, …".
pub fn stated_limits(problem: &dyn Problem) -> String {
    let judges = problem
        .spec()
        .judges
        .iter()
        .filter(|j| !j.limits.is_empty());
    let stated: Vec<String> = judges
        .map(|j| format!("{} {}: {}", j.site, j.id, j.limits))
        .collect();
    stated.join("; ")
}

/// What a judge's statement allows. A correct submission may rely on every bound it states
/// (a `long long` pile, an array of 100), so `stress --size judge` draws only inputs within
/// them; `--max V` and `--size u64` widen the values for a program meant to take more.
#[derive(Clone)]
pub struct JudgeLimits {
    /// The most cases in one input.
    pub cases: u64,
    /// The range of every number of a case (counts included).
    pub values: RangeInclusive<u64>,
    /// How many numbers a case may have (a list's length).
    pub numbers: RangeInclusive<u64>,
    /// A further condition of the statement (a ≤ b, words of 3 to 8 letters).
    pub holds: fn(&[Value]) -> bool,
}

fn always(_: &[Value]) -> bool {
    true
}

impl JudgeLimits {
    /// At most `cases` cases, every number within `values`.
    pub const fn new(cases: u64, values: RangeInclusive<u64>) -> JudgeLimits {
        JudgeLimits {
            cases,
            values,
            numbers: 0..=u64::MAX,
            holds: always,
        }
    }

    /// Cases of `numbers` numbers only.
    pub const fn numbers(self, numbers: RangeInclusive<u64>) -> JudgeLimits {
        JudgeLimits { numbers, ..self }
    }

    /// Cases for which `holds` holds only.
    pub const fn holds(self, holds: fn(&[Value]) -> bool) -> JudgeLimits {
        JudgeLimits { holds, ..self }
    }

    /// Whether an input of `cases` keeps to the limits.
    pub fn admit(&self, cases: &[Case]) -> bool {
        let max = *self.values.end();
        cases.len() as u64 <= self.cases && cases.iter().all(|c| self.admits(c, max))
    }

    /// Whether `case` keeps to the limits, its values at most `max`.
    fn admits(&self, case: &[Value], max: u64) -> bool {
        let least = Value::from(*self.values.start());
        self.numbers.contains(&(case.len() as u64))
            && case.iter().all(|&v| least <= v && v <= Value::from(max))
            && (self.holds)(case)
    }
}

/// How far a judge-size stress reaches: the judge's stated limits, those limits with values
/// up to a given cap (`--max V`), or every value the binary admits (`--size u64`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scope {
    Judge,
    Max(u64),
    U64,
}

/// What one stress run draws and checks: a problem's small cases, or its judge-size ones.
pub struct Plan<'a> {
    pub problem: &'a dyn Problem,
    pub cases: RangeInclusive<u64>,
    pub size: Size,
    scale: Scale,
    /// The judge's limits kept to, and the values' cap.
    limits: Option<(JudgeLimits, u64)>,
    /// The largest value the run was asked for (the statement's, `--max`'s or 2^64 − 1),
    /// when the reference stops short of it: the largest it answers.
    short: Option<(u64, u64)>,
    /// Against grundy's binary, which answers at any size: the size of the cases drawn
    /// beside the reference's, up to the cap asked for (see `against_binary`).
    wide: Option<Cell<Size>>,
}

impl<'a> Plan<'a> {
    /// The small stress within the judge's statement: small cases the brute tables answer
    /// that keep to the limits the judge states (at least one group where it says n ≥ 1),
    /// as a correct submission may assume; the whole small plan where no judge states any.
    pub fn stated(problem: &'a dyn Problem) -> Plan<'a> {
        let mut plan = Plan::small(problem);
        if let Some(limits) = problem.sizes().judge_limits {
            let most = limits.cases.max(1);
            plan.cases = (*plan.cases.start()).min(most)..=(*plan.cases.end()).min(most);
            let max = *limits.values.end();
            plan.limits = Some((limits, max));
        }
        plan
    }

    /// The small stress: cases the brute tables answer, anything the binary admits.
    pub fn small(problem: &'a dyn Problem) -> Plan<'a> {
        Plan {
            problem,
            cases: problem.sizes().stress_cases,
            size: Size::Small,
            scale: Scale::Small,
            limits: None,
            short: None,
            wide: None,
        }
    }

    /// The judge-size stress within the judge's limits, or why the problem has none.
    #[cfg(test)]
    pub fn judge(problem: &'a dyn Problem) -> Result<Plan<'a>, &'static str> {
        Plan::at(problem, Scope::Judge)
    }

    /// The judge-size stress as far as `scope` reaches, or why the problem has none. The
    /// values never go past what the problem's own judge-size stress draws (its reference
    /// is exact up to there).
    pub fn at(problem: &'a dyn Problem, scope: Scope) -> Result<Plan<'a>, &'static str> {
        Ok(Plan::within(problem, scope, problem.sizes().judge_stress?))
    }

    /// The judge-size stress of `stress` as far as `scope` reaches.
    fn within(problem: &'a dyn Problem, scope: Scope, stress: JudgeStress) -> Plan<'a> {
        let judge_limits = problem.sizes().judge_limits;
        let JudgeStress {
            mut cases,
            mut size,
        } = stress;
        let reach = size.max();
        let asked = match (scope, &judge_limits) {
            (Scope::U64, _) => Some(u64::MAX),
            (Scope::Max(cap), _) => Some(cap),
            (Scope::Judge, limits) => limits.as_ref().map(|l| *l.values.end()),
        };
        let short = asked
            .filter(|&asked| asked > reach)
            .map(|asked| (asked, reach));
        let limits = match (scope, judge_limits) {
            (Scope::U64, _) | (_, None) => None,
            (Scope::Judge, Some(limits)) => {
                let max = (*limits.values.end()).min(size.max());
                Some((limits, max))
            }
            (Scope::Max(cap), Some(limits)) => {
                let max = cap.min(size.max()).max(*limits.values.start());
                Some((limits, max))
            }
        };
        if let (Some((limits, max)), Size::Large { digits, items, .. }) = (&limits, size) {
            let most = limits.cases.max(1);
            cases = (*cases.start()).min(most)..=(*cases.end()).min(most);
            let length = max.checked_ilog10().map_or(1, |log| log + 1);
            size = Size::Large {
                max: *max,
                digits: digits.min(length),
                fewest: 1,
                items: items.min(*limits.numbers.end()),
                spread: Spread::Capped,
            };
        }
        Plan {
            problem,
            cases,
            size,
            scale: Scale::Judge,
            limits,
            short,
            wide: None,
        }
    }

    /// The judge-size stress as far as `scope` reaches, for a program checked against
    /// grundy's binary, which answers at any size, so that nothing stops the values where
    /// the reference does: every other case is drawn by the problem's own draw up to the
    /// cap asked for (the judge's largest value, `--max`'s, or 2^64 − 1), one value in four
    /// a turning value. A case is then valid when it keeps to the judge's limits (where
    /// kept to) and grundy's binary takes it, which the duel asks the binary itself (see
    /// `narrow`). A problem whose reference stops short of judge size is drawn as `gen`
    /// draws its largest input.
    pub fn against_binary(problem: &'a dyn Problem, scope: Scope) -> Plan<'a> {
        let Sizes {
            judge_stress,
            largest: (most, largest),
            ..
        } = problem.sizes();
        let stress = judge_stress.unwrap_or(JudgeStress {
            cases: 1..=most,
            size: largest,
        });
        let mut plan = Plan::within(problem, scope, stress);
        let (Some((asked, _)), Size::Large { items, .. }) = (plan.short, plan.size) else {
            return plan;
        };
        plan.short = None;
        if let Some((_, max)) = &mut plan.limits {
            *max = asked;
        }
        plan.wide = Some(Cell::new(Size::Large {
            max: asked,
            digits: 20,
            fewest: 1,
            items,
            spread: Spread::Turning,
        }));
        plan
    }

    /// Whether the cases' validity is partly grundy's binary's to decide (`against_binary`).
    pub fn is_wide(&self) -> bool {
        self.wide.is_some()
    }

    /// After grundy's binary refused a wide input (values past what it admits, as a
    /// LeetCode binary's past LeetCode's constraints): the wide cap halved, not
    /// below what the reference's draws reach; the new cap, or `None` when it was there.
    pub fn narrow(&self) -> Option<u64> {
        let wide = self.wide.as_ref()?;
        let mut size = wide.get();
        let Size::Large { max, .. } = &mut size else {
            return None;
        };
        let reach = self.size.max();
        if *max <= reach {
            return None;
        }
        let lower = (*max / 2).max(reach);
        *max = lower;
        wide.set(size);
        Some(lower)
    }

    /// Where the values stop short of what was asked, in words: the reference answers no
    /// further, so nothing beyond is drawn.
    pub fn shortfall(&self) -> Option<String> {
        let (asked, reach) = self.short?;
        Some(format!(
            "values drawn up to {reach} only, not the {asked} asked: the reference computed \
             from the rules answers no further"
        ))
    }

    /// The judge's limits kept to, in words, if any.
    pub fn limits_text(&self) -> Option<String> {
        let (limits, max) = self.limits.as_ref()?;
        let stated = *limits.values.end();
        let source = stated_limits(self.problem);
        Some(match *max == stated {
            true => format!("within {source}"),
            false => format!("within {source}, values up to {max}"),
        })
    }

    pub fn draw(&self, rng: &mut Rng) -> Case {
        // Wide cases are the problem's own draw (gen's), whose values reach any cap.
        let wide = self.wide.as_ref().map(Cell::get);
        let (size, scale) = match wide.filter(|_| rng.chance(1, 2)) {
            Some(wide) if self.problem.sizes().judge_draw_scales && rng.chance(1, 2) => {
                (wide, Scale::Judge)
            }
            Some(wide) => (wide, Scale::Small),
            None => (self.size, self.scale),
        };
        let Some((limits, max)) = &self.limits else {
            return self.problem.draw(rng, &size, scale);
        };
        let judge = match scale {
            Scale::Small => "draw",
            Scale::Judge => "judge draw",
        };
        // Values brought within the range, then whole cases drawn again until one keeps to
        // every limit (a case too long, two piles the same after the cap).
        let range = Value::from(*limits.values.start())..=Value::from(*max);
        for _ in 0..1000 {
            let mut case = self.problem.draw(rng, &size, scale);
            for value in &mut case {
                *value = (*value).clamp(*range.start(), *range.end());
            }
            if self.valid(&case) {
                return case;
            }
        }
        // A case outside the judge's limits would fail a correct solution: the draw is wrong.
        panic!(
            "{}: 1000 cases drawn, none within {}; its {judge} needs mending",
            self.problem.binary(),
            stated_limits(self.problem)
        )
    }

    /// One input's cases: how many, then each.
    pub fn draw_input(&self, rng: &mut Rng) -> Vec<Case> {
        let count = rng.range(*self.cases.start(), *self.cases.end());
        (0..count).map(|_| self.draw(rng)).collect()
    }

    /// Whether `case` is valid input for this plan; in a wide plan, where grundy's binary
    /// has the last word on the format, whether it keeps to the judge's limits.
    pub fn valid(&self, case: &[Value]) -> bool {
        let within = self.limits.as_ref();
        (self.is_wide() || self.problem.valid(case, self.scale))
            && within.map_or(true, |(limits, max)| limits.admits(case, *max))
    }

    pub fn reference(&self, cases: &[Case]) -> String {
        self.problem.reference(cases, self.scale)
    }
}
