//! Every batch binary's input format, once: how to draw a case (small for stress, large for
//! `gen` and `bench`), when a case is valid, its layout (how cases are written as input and
//! read back, in `layout.rs`), and its reference answers (in `reference.rs`).
//!
//! A case is a flat list of numbers (`Case`); a format's layout says how the list becomes
//! text. Shrinking works on that list, so every layout keeps a lowered number or a dropped
//! element meaningful, and `valid` rejects what the binary's format would not accept.

use crate::layout::{Arguments, Layout, GRID_CELLS};
use crate::reference as r;
use grundy::oracles::rng::Rng;
use std::ops::RangeInclusive;

/// Values are i128 so that one case type holds u64 edges and LeetCode's negative numbers.
pub type Value = i128;
pub type Case = Vec<Value>;

/// How big a drawn case is: `Small` for stress (the reference must answer it), `Large` for
/// judge-size inputs, with the value cap, the most and the fewest digits of a free value,
/// and a list length.
#[derive(Debug, Clone, Copy)]
pub enum Size {
    Small,
    Large {
        max: u64,
        digits: u32,
        fewest: u32,
        items: u64,
    },
}

impl Size {
    /// A value: uniform in `small` under stress; digit-uniform from small's start up to the
    /// cap when large.
    pub fn value(&self, rng: &mut Rng, small: RangeInclusive<u64>) -> Value {
        match *self {
            Size::Small => Value::from(rng.range(*small.start(), *small.end())),
            Size::Large { .. } => Value::from(self.free(rng).max(*small.start())),
        }
    }

    /// A free value: digit-uniform (1 to 2 digits, up to 30, under stress).
    fn free(&self, rng: &mut Rng) -> u64 {
        match *self {
            Size::Small => rng.digit_uniform(2, 30),
            Size::Large {
                max,
                digits,
                fewest,
                ..
            } => rng.digits_between(fewest, digits, max),
        }
    }

    /// A value uniform in `small` under stress, from `least` up to the cap when large: for
    /// values whose judge range is fixed but which `gen --max` may widen to what the binary
    /// admits (the judge sizes hold the judge's cap, so their inputs keep their bytes).
    pub fn up_to(&self, rng: &mut Rng, small: RangeInclusive<u64>, least: u64) -> Value {
        match *self {
            Size::Small => Value::from(rng.range(*small.start(), *small.end())),
            Size::Large { max, .. } => Value::from(rng.range(least, max.max(least))),
        }
    }

    /// A value uniform in `small` or in `large`: for values whose range the format fixes.
    pub fn pick(
        &self,
        rng: &mut Rng,
        small: RangeInclusive<u64>,
        large: RangeInclusive<u64>,
    ) -> Value {
        let range = if self.is_small() { small } else { large };
        Value::from(rng.range(*range.start(), *range.end()))
    }

    /// A signed value: uniform in ±`small` under stress, within ± the cap when large.
    pub fn signed(&self, rng: &mut Rng, small: u64) -> Value {
        let bound = match *self {
            Size::Small => small,
            Size::Large { max, .. } => max.min(u64::MAX / 2),
        };
        Value::from(rng.range(0, 2 * bound)) - Value::from(bound)
    }

    /// A list of `draw`n values, its length drawn by `items`.
    pub fn list(
        &self,
        rng: &mut Rng,
        small: RangeInclusive<u64>,
        mut draw: impl FnMut(&mut Rng) -> Value,
    ) -> Case {
        let length = self.items(rng, small);
        (0..length).map(|_| draw(rng)).collect()
    }

    /// A list length: uniform in `small` under stress, the large size's `items` exactly.
    pub fn items(&self, rng: &mut Rng, small: RangeInclusive<u64>) -> usize {
        match *self {
            Size::Small => rng.range(*small.start(), *small.end()) as usize,
            Size::Large { items, .. } => items as usize,
        }
    }

    pub fn is_small(&self) -> bool {
        matches!(self, Size::Small)
    }
}

pub struct Format {
    pub binary: &'static str,
    /// How many cases stress draws for one input.
    pub cases: RangeInclusive<u64>,
    pub case: fn(&mut Rng, &Size) -> Case,
    /// Whether a case is valid input (shrinking must not leave the format).
    pub valid: fn(&[Value]) -> bool,
    pub layout: Layout,
    /// The answers, computed from the rules alone, for small cases.
    pub reference: fn(&[Case]) -> String,
    /// The judge-maximum input: how many cases, and how large each is.
    pub judge: (u64, Size),
    /// Stress at judge size (`cargo xtask stress --size judge`), or why there is none.
    pub judge_stress: JudgeStress,
}

/// How a case is drawn.
pub type Draw = fn(&mut Rng, &Size) -> Case;
/// A drawer that may carry what it needs (the format, for the LeetCode judge draws).
pub type PlanDraw = Box<dyn Fn(&mut Rng, &Size) -> Case>;

/// Stress at judge size.
pub enum JudgeStress {
    /// Inputs of `cases` cases drawn at `size` (by `case`, else by the format's own
    /// generator), answered by `reference`: exact at that size, and not by the binary's
    /// rule. `valid` holds for what the binary and the reference both take, so shrinking
    /// stays there.
    Checked {
        cases: RangeInclusive<u64>,
        size: Size,
        case: Option<Draw>,
        valid: fn(&[Value]) -> bool,
        reference: fn(&[Case]) -> String,
    },
    /// A LeetCode format: one to three cases at LeetCode's own limits, drawn by
    /// `leetcode_judge_case`, answered by the format's reference (whose searches value
    /// each position once).
    LeetCode,
    /// No reference answers judge-size inputs without the binary's own method: why not.
    Skipped(&'static str),
}

/// What one stress run draws and checks.
pub struct Plan {
    pub cases: RangeInclusive<u64>,
    pub size: Size,
    pub case: PlanDraw,
    pub valid: fn(&[Value]) -> bool,
    pub reference: fn(&[Case]) -> String,
}

impl Format {
    /// The small stress of this format: cases the brute tables answer.
    pub fn small_plan(&self) -> Plan {
        Plan {
            cases: self.cases.clone(),
            size: Size::Small,
            case: Box::new(self.case),
            valid: self.valid,
            reference: self.reference,
        }
    }

    /// The judge-size stress of this format, or why it has none.
    pub fn judge_plan(&'static self) -> Result<Plan, &'static str> {
        match &self.judge_stress {
            JudgeStress::Checked {
                cases,
                size,
                case,
                valid,
                reference,
            } => Ok(Plan {
                cases: cases.clone(),
                size: *size,
                case: Box::new(case.unwrap_or(self.case)),
                valid: *valid,
                reference: *reference,
            }),
            JudgeStress::LeetCode => Ok(Plan {
                cases: 1..=3,
                size: self.judge.1,
                case: Box::new(|rng, _| {
                    leetcode_judge_case(self, rng).expect("a LeetCode format has a judge draw")
                }),
                valid: self.valid,
                reference: self.reference,
            }),
            JudgeStress::Skipped(reason) => Err(reason),
        }
    }
}

const fn large(max: u64, digits: u32, items: u64) -> Size {
    Size::Large {
        max,
        digits,
        fewest: 1,
        items,
    }
}

fn any(_: &[Value]) -> bool {
    true
}

fn in_range(case: &[Value], range: RangeInclusive<Value>) -> bool {
    case.iter().all(|v| range.contains(v))
}

const fn checked(
    cases: RangeInclusive<u64>,
    size: Size,
    case: Option<Draw>,
    valid: fn(&[Value]) -> bool,
    reference: fn(&[Case]) -> String,
) -> JudgeStress {
    JudgeStress::Checked {
        cases,
        size,
        case,
        valid,
        reference,
    }
}

/// Every u64, of 1 to 20 digits.
const NUMBERS: Size = large(u64::MAX, 20, 0);

/// Lasker's heaps at judge size: the reference computes their values from the rules.
const LASKER_HEAPS: u64 = 10_000;

pub const FORMATS: &[Format] = &[
    Format {
        binary: "bishi34",
        cases: 1..=5,
        case: |r, s| vec![s.value(r, 0..=60)],
        valid: any,
        layout: Layout::CountedLines { arity: 1 },
        reference: r::bishi34,
        judge: (100, large(1_000_000_000, 10, 0)),
        judge_stress: checked(1..=20_000, NUMBERS, Some(|r, s| vec![Value::from(number(r, s))]), any, r::bishi34_judge),
    },
    Format {
        binary: "bishi35",
        cases: 1..=5,
        case: |r, s| vec![s.value(r, 0..=40), s.value(r, 0..=12)],
        valid: any,
        layout: Layout::CountedLines { arity: 2 },
        reference: r::bishi35,
        judge: (2_000_000, large(1_000_000_000, 10, 0)),
        judge_stress: checked(1..=20_000, NUMBERS, Some(bash_case), any, r::bishi35_judge),
    },
    Format {
        binary: "bishi36",
        cases: 1..=5,
        case: |r, s| {
            // l ≥ 1; when large, l ≤ r most of the time, as on the judge.
            let (n, least) = (s.value(r, 0..=40), s.value(r, 1..=8));
            let most = if s.is_small() {
                s.value(r, 1..=8)
            } else {
                s.value(r, 1..=8).max(least)
            };
            vec![n, least, most]
        },
        valid: |c| c[1] >= 1,
        layout: Layout::CountedLines { arity: 3 },
        reference: r::bishi36,
        judge: (2_000_000, large(1_000_000_000, 10, 0)),
        judge_stress: checked(1..=20_000, NUMBERS, Some(range_bash_case), |c| c[1] >= 1, r::bishi36_judge),
    },
    Format {
        binary: "nim",
        cases: 1..=5,
        case: heaps,
        valid: small_heap_count,
        layout: Layout::CountedLists,
        reference: r::nim,
        // 2·10^6 piles over the judge's T ≤ 10 games, as ../shared/bench/gen.py does.
        judge: (10, large(1_000_000_000, 10, 200_000)),
        judge_stress: checked(1..=6, large(u64::MAX, 20, 4000), Some(|r, s| judge_heaps(r, s, 0)), any, r::nim_judge),
    },
    Format {
        binary: "misere-nim",
        cases: 1..=5,
        case: heaps,
        valid: small_heap_count,
        layout: Layout::CountedLists,
        reference: r::misere_nim,
        judge: (474, large(4747, 4, 47)),
        judge_stress: checked(1..=30, large(u64::MAX, 20, 1000), Some(misere_case), any, r::misere_nim_judge),
    },
    Format {
        binary: "lasker-nim",
        cases: 1..=5,
        case: |r, s| {
            let count = s.items(r, 0..=3);
            (0..count).map(|_| s.value(r, 0..=6)).collect()
        },
        valid: |c| c.len() <= 3 && c.iter().sum::<Value>() <= 18,
        layout: Layout::CountedLists,
        reference: r::lasker_nim,
        judge: (100, large(2_147_483_647, 10, 10_000)),
        judge_stress: checked(1..=6, large(LASKER_HEAPS, 4, 3000), Some(lasker_case), |c| in_range(c, 0..=LASKER_HEAPS as Value), r::lasker_nim_judge),
    },
    Format {
        binary: "nim-count",
        cases: 1..=5,
        case: nonempty_heaps,
        valid: |c| !c.is_empty() && small_heap_count(c),
        layout: Layout::ListsUntilZero,
        reference: r::nim_count,
        judge: (10, large(1_000_000_000, 10, 100)),
        judge_stress: checked(1..=6, large(u64::MAX, 20, 3000), Some(|r, s| judge_heaps(r, s, 1)), |c| !c.is_empty(), r::nim_count_judge),
    },
    Format {
        binary: "nim-moves",
        cases: 1..=5,
        case: nonempty_heaps,
        valid: |c| !c.is_empty() && small_heap_count(c),
        layout: Layout::ListsUntilZero,
        reference: r::nim_moves,
        judge: (10, large(1_000_000, 7, 100_000)),
        judge_stress: checked(1..=6, large(u64::MAX, 20, 3000), Some(|r, s| judge_heaps(r, s, 1)), |c| !c.is_empty(), r::nim_moves_judge),
    },
    Format {
        binary: "staircase-nim",
        cases: 1..=5,
        case: cells,
        valid: distinct_cells,
        layout: Layout::CountedLists,
        reference: r::staircase,
        judge: (20, large(10_000, 5, 1000)),
        judge_stress: checked(1..=30, large(u64::MAX, 20, 1000), Some(staircase_case), distinct_cells, r::staircase_judge),
    },
    Format {
        binary: "wythoff",
        cases: 1..=5,
        case: |r, s| vec![s.value(r, 0..=30), s.value(r, 0..=30)],
        valid: any,
        layout: Layout::Lines {
            arity: 2,
            end: None,
        },
        reference: r::wythoff,
        judge: (2_000_000, large(1_000_000_000, 10, 0)),
        judge_stress: checked(1..=20_000, NUMBERS, Some(wythoff_case), any, r::wythoff_judge),
    },
    Format {
        binary: "wythoff-moves",
        cases: 1..=5,
        case: |r, s| {
            let (a, b) = (s.value(r, 0..=30), s.value(r, 1..=30));
            vec![a.min(b), a.max(b)]
        },
        valid: |c| c[0] <= c[1] && c[1] >= 1,
        layout: Layout::Lines {
            arity: 2,
            end: Some("0 0"),
        },
        reference: r::wythoff_moves,
        judge: (100_000, large(1_000_000, 7, 0)),
        judge_stress: checked(1..=5000, NUMBERS, Some(wythoff_case), |c| c != [0, 0], r::wythoff_moves_judge),
    },
    Format {
        binary: "fibonacci-nim",
        cases: 1..=5,
        case: |r, s| vec![s.value(r, 1..=60)],
        valid: |c| c[0] >= 1,
        layout: Layout::Lines {
            arity: 1,
            end: Some("0"),
        },
        reference: r::fibonacci_nim,
        judge: (100_000, large(u64::MAX, 20, 0)),
        judge_stress: checked(1..=20_000, NUMBERS, Some(fibonacci_nim_case), |c| c[0] >= 1, r::fibonacci_nim_judge),
    },
    Format {
        binary: "s-nim",
        cases: 1..=3,
        case: s_nim_case,
        valid: |c| s_nim_parts(c).is_some(),
        layout: Layout::SNim,
        reference: r::s_nim,
        judge: (10, large(10_000, 5, 100)),
        judge_stress: checked(1..=5, large(10_000, 5, 100), None, |c| s_nim_parts(c).is_some(), r::s_nim),
    },
    Format {
        binary: "fibonacci-sg",
        cases: 1..=5,
        case: |r, s| (0..3).map(|_| s.value(r, 1..=30)).collect(),
        valid: |c| in_range(c, 1..=1_000_000),
        layout: Layout::Lines {
            arity: 3,
            end: Some("0 0 0"),
        },
        reference: r::fibonacci_sg,
        judge: (100_000, large(1000, 4, 0)),
        judge_stress: checked(1..=20_000, large(1_000_000, 7, 0), None, |c| in_range(c, 1..=1_000_000), r::fibonacci_sg),
    },
    Format {
        binary: "kayles",
        cases: 1..=5,
        case: |r, s| {
            let length = s.items(r, 1..=10).max(1);
            (0..length).map(|_| Value::from(!r.chance(1, 4))).collect()
        },
        valid: |c| !c.is_empty() && in_range(c, 0..=1),
        layout: Layout::PinRows,
        reference: r::kayles,
        judge: (100, large(1, 1, 300)),
        judge_stress: checked(1..=30, large(1, 1, 5000), Some(kayles_case), |c| !c.is_empty() && in_range(c, 0..=1), r::kayles_judge),
    },
    Format {
        binary: "crosses",
        cases: 1..=5,
        case: |r, s| vec![s.up_to(r, 1..=14, 1)],
        valid: |c| c[0] >= 1,
        layout: Layout::Lines {
            arity: 1,
            end: None,
        },
        reference: r::crosses,
        judge: (2000, large(2000, 4, 0)),
        judge_stress: JudgeStress::Skipped("Treblecross has no known period: the strip search is exponential, and the octal recurrence 0.007 is the binary's own method"),
    },
    Format {
        binary: "graph-game",
        cases: 1..=1,
        case: graph_case,
        valid: graph_valid,
        layout: Layout::EdgeList,
        reference: r::graph_game,
        judge: (1, large(1_000_000, 7, 1_000_000)),
        judge_stress: checked(1..=1, large(200_000, 6, 200_000), None, graph_valid, r::graph_game),
    },
    Format {
        binary: "token-game",
        cases: 1..=3,
        case: token_case,
        valid: |c| token_parts(c).is_some(),
        layout: Layout::TokenGame,
        reference: r::token_game,
        judge: (1, large(10, 2, 1000)),
        judge_stress: checked(1..=2, large(1000, 4, 1000), Some(token_judge_case), token_judge_valid, r::token_game_judge),
    },
    Format {
        binary: "shiritori",
        cases: 1..=8,
        case: |r, s| {
            let length = s.pick(r, 3..=4, 3..=8) as usize;
            (0..length).map(|_| s.pick(r, 0..=1, 0..=51)).collect()
        },
        valid: |c| (3..=8).contains(&c.len()) && in_range(c, 0..=51),
        layout: Layout::Words,
        reference: r::shiritori,
        judge: (200_000, large(51, 2, 0)),
        judge_stress: checked(1..=20_000, large(51, 2, 0), Some(word_case), |c| (3..=64).contains(&c.len()) && in_range(c, 0..=51), r::shiritori_judge),
    },
    Format {
        binary: "lc292",
        cases: 1..=5,
        case: |r, s| vec![s.up_to(r, 1..=30, 1)],
        valid: |c| c[0] >= 1,
        layout: Layout::LeetCode(Arguments::Integers(1)),
        reference: r::lc292,
        judge: (1000, large((1 << 31) - 1, 10, 0)),
        judge_stress: checked(1..=300, NUMBERS, Some(|r, s| vec![Value::from(number(r, s).max(1))]), |c| c[0] >= 1, r::lc292_judge),
    },
    Format {
        binary: "lc1025",
        cases: 1..=5,
        case: |r, s| vec![s.up_to(r, 1..=30, 1)],
        valid: |c| c[0] >= 1,
        layout: Layout::LeetCode(Arguments::Integers(1)),
        reference: r::lc1025,
        judge: (1000, large(1000, 4, 0)),
        judge_stress: checked(1..=100, large(1000, 4, 0), None, |c| in_range(c, 1..=1000), r::lc1025_judge),
    },
    Format {
        binary: "lc1510",
        cases: 1..=5,
        case: |r, s| vec![s.up_to(r, 1..=40, 1)],
        valid: |c| c[0] >= 1,
        layout: Layout::LeetCode(Arguments::Integers(1)),
        reference: r::lc1510,
        judge: (100, large(100_000, 6, 0)),
        judge_stress: checked(1..=20, large(100_000, 6, 0), None, |c| in_range(c, 1..=100_000), r::lc1510_judge),
    },
    Format {
        binary: "lc464",
        cases: 1..=5,
        case: |r, s| vec![s.pick(r, 1..=8, 1..=20), s.pick(r, 0..=40, 0..=300)],
        valid: |c| c[0] >= 1,
        layout: Layout::LeetCode(Arguments::Integers(2)),
        reference: r::lc464,
        judge: (10, large(0, 1, 0)),
        judge_stress: checked(1..=4, large(0, 1, 0), Some(can_i_win_case), |c| in_range(&c[..1], 1..=20) && in_range(&c[1..], 0..=300), r::lc464_judge),
    },
    Format {
        binary: "lc877",
        cases: 1..=5,
        case: |r, s| {
            // LeetCode's own inputs have an even count and an odd total; ours need not.
            let length = s.items(r, 1..=8);
            (0..length).map(|_| s.up_to(r, 1..=20, 1)).collect()
        },
        valid: |c| !c.is_empty() && in_range(c, 1..=500),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc877,
        judge: (10, large(500, 3, 500)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc1140",
        cases: 1..=5,
        case: |r, s| s.list(r, 1..=8, |r| s.up_to(r, 1..=20, 1)),
        valid: |c| !c.is_empty() && in_range(c, 1..=10_000),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc1140,
        judge: (10, large(10_000, 5, 100)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc1406",
        cases: 1..=5,
        case: |r, s| s.list(r, 1..=8, |r| s.signed(r, 10)),
        valid: |c| !c.is_empty() && in_range(c, -1000..=1000),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc1406,
        judge: (10, large(1000, 4, 50_000)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc486",
        cases: 1..=5,
        case: |r, s| s.list(r, 1..=8, |r| s.up_to(r, 0..=20, 0)),
        valid: |c| !c.is_empty() && in_range(c, 0..=10_000_000),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc486,
        judge: (10, large(10_000_000, 8, 20)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc810",
        cases: 1..=5,
        case: |r, s| s.list(r, 1..=7, |r| s.up_to(r, 0..=7, 0)),
        valid: |c| !c.is_empty() && in_range(c, 0..=65_535),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc810,
        judge: (10, large(65_535, 5, 1000)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc1563",
        cases: 1..=5,
        case: |r, s| s.list(r, 1..=7, |r| s.up_to(r, 1..=9, 1)),
        valid: |c| !c.is_empty() && in_range(c, 1..=1_000_000),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc1563,
        judge: (10, large(1_000_000, 7, 500)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc1690",
        cases: 1..=5,
        case: |r, s| s.list(r, 2..=8, |r| s.up_to(r, 1..=20, 1)),
        valid: |c| c.len() >= 2 && in_range(c, 1..=1000),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc1690,
        judge: (10, large(1000, 4, 1000)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc1872",
        cases: 1..=5,
        case: |r, s| s.list(r, 2..=7, |r| s.signed(r, 9)),
        valid: |c| c.len() >= 2 && in_range(c, -10_000..=10_000),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc1872,
        judge: (10, large(10_000, 5, 100_000)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc2029",
        cases: 1..=5,
        case: |r, s| s.list(r, 1..=7, |r| s.up_to(r, 1..=9, 1)),
        valid: |c| !c.is_empty() && in_range(c, 1..=10_000),
        layout: Layout::LeetCode(Arguments::Array),
        reference: r::lc2029,
        judge: (10, large(10_000, 5, 100_000)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc1686",
        cases: 1..=5,
        case: |r, s| {
            let length = s.items(r, 1..=6);
            (0..2 * length).map(|_| s.up_to(r, 1..=9, 1)).collect()
        },
        valid: |c| !c.is_empty() && c.len() % 2 == 0 && in_range(c, 1..=100),
        layout: Layout::LeetCode(Arguments::TwoArrays),
        reference: r::lc1686,
        judge: (10, large(100, 3, 100_000)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc294",
        cases: 1..=5,
        case: |r, s| s.list(r, 0..=14, |r| Value::from(r.chance(3, 4))),
        valid: |c| in_range(c, 0..=1),
        layout: Layout::LeetCode(Arguments::Pluses),
        reference: r::lc294,
        judge: (10, large(1, 1, 60)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc913",
        cases: 1..=3,
        case: cat_graph_case,
        valid: cat_graph_valid,
        layout: Layout::LeetCode(Arguments::Graph),
        reference: r::lc913,
        judge: (10, large(50, 2, 50)),
        judge_stress: JudgeStress::LeetCode,
    },
    Format {
        binary: "lc1728",
        cases: 1..=3,
        case: grid_case,
        valid: grid_valid,
        layout: Layout::LeetCode(Arguments::Grid),
        reference: r::lc1728,
        judge: (10, large(8, 1, 8)),
        judge_stress: JudgeStress::LeetCode,
    },
];

pub fn find(binary: &str) -> Result<&'static Format, String> {
    FORMATS.iter().find(|f| f.binary == binary).ok_or_else(|| {
        let known: Vec<&str> = FORMATS.iter().map(|f| f.binary).collect();
        format!("no format for {binary:?}; known: {}", known.join(" "))
    })
}

// Case generators and their validity rules.

/// Up to four heaps of up to 7 (the reference's table) under stress.
fn heaps(rng: &mut Rng, size: &Size) -> Case {
    size.list(rng, 0..=4, |rng| size.value(rng, 0..=7))
}

fn nonempty_heaps(rng: &mut Rng, size: &Size) -> Case {
    let count = size.items(rng, 1..=4).max(1);
    (0..count).map(|_| size.value(rng, 0..=7)).collect()
}

fn small_heap_count(case: &[Value]) -> bool {
    case.len() <= 4
}

fn distinct_cells(cells: &[Value]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    sorted.len() == cells.len() && cells.iter().all(|&c| c >= 1)
}

/// Distinct cells in random order: from 1 to 10 under stress. (A set finds the repeats:
/// `gen --items` asks for up to the binary's 10^6 cells.)
fn cells(rng: &mut Rng, size: &Size) -> Case {
    let count = size.items(rng, 0..=4);
    let mut chosen: Case = Vec::with_capacity(count);
    let mut taken = std::collections::HashSet::with_capacity(count);
    while chosen.len() < count {
        let cell = size.value(rng, 1..=10);
        if taken.insert(cell) {
            chosen.push(cell);
        }
    }
    chosen
}

/// S-Nim's case: [k, s1…sk, m, then m times: l, h1…hl].
fn s_nim_case(rng: &mut Rng, size: &Size) -> Case {
    let mut case = Vec::new();
    let k = size.pick(rng, 1..=3, 1..=100);
    case.push(k);
    case.extend((0..k).map(|_| size.pick(rng, 1..=6, 1..=10_000)));
    let m = size.pick(rng, 1..=3, 1..=100);
    case.push(m);
    for _ in 0..m {
        let l = size.pick(rng, 1..=3, 1..=100);
        case.push(l);
        case.extend((0..l).map(|_| size.pick(rng, 0..=24, 0..=10_000)));
    }
    case
}

/// The set S and the positions of an S-Nim case, when the case is well formed.
pub fn s_nim_parts(case: &[Value]) -> Option<(Vec<Value>, Vec<Vec<Value>>)> {
    let mut rest = case.iter().copied();
    let k = rest.next()?;
    let set: Vec<Value> = (0..k).map(|_| rest.next()).collect::<Option<_>>()?;
    if k < 1 || set.iter().any(|&s| s < 1) {
        return None;
    }
    let m = rest.next()?;
    let mut positions = Vec::new();
    for _ in 0..m.max(0) {
        let l = rest.next()?;
        let heaps: Vec<Value> = (0..l.max(0)).map(|_| rest.next()).collect::<Option<_>>()?;
        positions.push(heaps);
    }
    (rest.next().is_none() && m >= 1).then_some((set, positions))
}

/// graph-game's one case: [n, u1, v1, u2, v2, …], 1-based.
fn graph_case(rng: &mut Rng, size: &Size) -> Case {
    let n = size.items(rng, 1..=6) as Value;
    let edges = if size.is_small() {
        rng.range(0, 10)
    } else {
        2 * n as u64
    };
    let mut case = vec![n];
    for _ in 0..2 * edges {
        case.push(Value::from(rng.range(1, n as u64)));
    }
    case
}

fn graph_valid(case: &[Value]) -> bool {
    case.len() % 2 == 1 && case[0] >= 1 && in_range(&case[1..], 1..=case[0])
}

/// One token-game test case: [N, then per vertex: x, v1…vx, then Q, then per query: M,
/// p1…pM]. Under stress the graph may have cycles (the binary answers DRAW there); large
/// graphs are acyclic, as on the judge.
fn token_case(rng: &mut Rng, size: &Size) -> Case {
    let n = size.items(rng, 1..=4) as u64;
    let mut case = vec![n as Value];
    for vertex in 0..n {
        // Large graphs point only to later vertices, so the last one has no move.
        let targets = if size.is_small() { 0..n } else { vertex + 1..n };
        let degree = if targets.is_empty() {
            0
        } else {
            size.pick(rng, 0..=2, 0..=5)
        };
        case.push(degree);
        for _ in 0..degree {
            case.push(Value::from(rng.range(targets.start, targets.end - 1)));
        }
    }
    let queries = size.pick(rng, 1..=3, 1..=1000);
    case.push(queries);
    for _ in 0..queries {
        let tokens = size.pick(rng, 1..=3, 1..=10);
        case.push(tokens);
        case.extend((0..tokens).map(|_| Value::from(rng.range(0, n - 1))));
    }
    case
}

/// Lists of vertices: a graph's successor lists, or the token places of queries.
pub type Lists = Vec<Vec<usize>>;

/// The successor lists and the queries of a token-game case, when well formed.
pub fn token_parts(case: &[Value]) -> Option<(Lists, Lists)> {
    let mut rest = case.iter().copied();
    let n = rest.next()?;
    if !(1..=1000).contains(&n) {
        return None;
    }
    let vertex = |v: Option<Value>| v.filter(|v| (0..n).contains(v)).map(|v| v as usize);
    let mut graph = Vec::new();
    for _ in 0..n {
        let degree = rest.next()?;
        let next: Vec<usize> = (0..degree.max(0))
            .map(|_| vertex(rest.next()))
            .collect::<Option<_>>()?;
        graph.push(next);
    }
    let q = rest.next()?;
    let mut queries = Vec::new();
    for _ in 0..q.max(0) {
        let m = rest.next()?;
        if m < 1 {
            return None;
        }
        let tokens: Vec<usize> = (0..m).map(|_| vertex(rest.next())).collect::<Option<_>>()?;
        queries.push(tokens);
    }
    (rest.next().is_none() && q >= 1).then_some((graph, queries))
}

/// 913's case: [nodes, u1, v1, …]: undirected edges, no loops, between distinct nodes.
fn cat_graph_case(rng: &mut Rng, size: &Size) -> Case {
    loop {
        let n = size.pick(rng, 3..=6, 3..=50) as u64;
        let mut case = vec![n as Value];
        for u in 0..n {
            for v in u + 1..n {
                if rng.chance(1, 2) {
                    case.extend([u as Value, v as Value]);
                }
            }
        }
        if cat_graph_valid(&case) {
            return case;
        }
    }
}

/// The adjacency lists of a 913 case (sorted, without repeats), when well formed.
pub fn cat_graph(case: &[Value]) -> Option<Vec<Vec<usize>>> {
    let n = *case.first()?;
    if case.len() % 2 == 0 || !(3..=50).contains(&n) || !in_range(&case[1..], 0..=n - 1) {
        return None;
    }
    let mut graph = vec![Vec::new(); n as usize];
    for edge in case[1..].chunks(2) {
        let (u, v) = (edge[0] as usize, edge[1] as usize);
        if u == v {
            return None;
        }
        graph[u].push(v);
        graph[v].push(u);
    }
    for list in &mut graph {
        list.sort_unstable();
        list.dedup();
    }
    Some(graph)
}

/// The binary refuses graphs where the cat can reach a node with no move: every node but
/// the hole needs a neighbour other than the hole, and the mouse and cat nodes a move.
fn cat_graph_valid(case: &[Value]) -> bool {
    cat_graph(case).is_some_and(|graph| {
        (1..graph.len()).all(|v| graph[v].iter().any(|&w| w != 0)) && !graph[1].is_empty()
    })
}

/// 1728's case: [rows, columns, cells…, catJump, mouseJump].
fn grid_case(rng: &mut Rng, size: &Size) -> Case {
    let (rows, columns) = if size.is_small() {
        (rng.range(1, 2), rng.range(2, 4))
    } else {
        (rng.range(1, 8), rng.range(1, 8))
    };
    let cells = rows * columns;
    if cells < 3 {
        return grid_case(rng, size);
    }
    let mut flat: Vec<Value> = (0..cells).map(|_| Value::from(rng.chance(1, 5))).collect();
    let mut spots: Vec<usize> = (0..cells as usize).collect();
    for symbol in 2..=4 {
        let pick = spots.remove(rng.range(0, spots.len() as u64 - 1) as usize);
        flat[pick] = symbol;
    }
    let mut case = vec![rows as Value, columns as Value];
    case.extend(flat);
    case.push(size.pick(rng, 1..=2, 1..=8));
    case.push(size.pick(rng, 1..=2, 1..=8));
    case
}

/// The grid rows and the two jumps of a 1728 case, when well formed.
pub fn grid_parts(case: &[Value]) -> Option<(Vec<Vec<u8>>, usize, usize)> {
    let (&rows, &columns) = (case.first()?, case.get(1)?);
    if !(1..=8).contains(&rows) || !(1..=8).contains(&columns) {
        return None;
    }
    let cells = (rows * columns) as usize;
    if case.len() != cells + 4 || !in_range(&case[2..cells + 2], 0..=4) {
        return None;
    }
    let count = |symbol| case[2..cells + 2].iter().filter(|&&c| c == symbol).count();
    if (2..=4).any(|symbol| count(symbol) != 1) {
        return None;
    }
    let jumps = (case[cells + 2], case[cells + 3]);
    if !(1..=8).contains(&jumps.0) || !(1..=8).contains(&jumps.1) {
        return None;
    }
    let grid = case[2..cells + 2]
        .chunks(columns as usize)
        .map(|row| row.iter().map(|&c| GRID_CELLS[c as usize]).collect())
        .collect();
    Some((grid, jumps.0 as usize, jumps.1 as usize))
}

fn grid_valid(case: &[Value]) -> bool {
    grid_parts(case).is_some()
}

// Judge-size drawers: large values, long lists, and the rare positions aimed at (lost
// positions are rare among random large ones).

/// The cap and the list length of a size (small: 30 and 4).
fn bounds(size: &Size) -> (u64, u64) {
    match *size {
        Size::Small => (30, 4),
        Size::Large { max, items, .. } => (max, items),
    }
}

/// Where arithmetic breaks: one value in 16 is one of these (capped), the others are
/// digit-uniform.
const EDGES: [u64; 8] = [
    0,
    1,
    2,
    (1 << 32) - 1,
    1 << 63,
    1_000_000_000_000_000_000,
    u64::MAX - 1,
    u64::MAX,
];

fn number(rng: &mut Rng, size: &Size) -> u64 {
    if rng.chance(1, 16) {
        EDGES[rng.range(0, EDGES.len() as u64 - 1) as usize].min(bounds(size).0)
    } else {
        size.free(rng)
    }
}

/// A list length from 0 (or `least`) to the size's items.
fn length(rng: &mut Rng, size: &Size, least: u64) -> usize {
    let (_, items) = bounds(size);
    rng.range(least, items.max(least)) as usize
}

/// q·period + offset for a random q when that fits a u64, else the offset alone (or 0).
fn near_multiple(rng: &mut Rng, period: u128, offset: u128) -> u64 {
    let most = u128::from(u64::MAX).saturating_sub(offset) / period.max(1);
    let times = u128::from(rng.range(0, most.min(u128::from(u64::MAX)) as u64));
    u64::try_from(times * period + offset)
        .or_else(|_| u64::try_from(offset))
        .unwrap_or(0)
}

/// Bash (n, m): half of them next to a multiple of m + 1, where the verdict turns.
fn bash_case(rng: &mut Rng, size: &Size) -> Case {
    let most = number(rng, size);
    let period = u128::from(most) + 1;
    let stones = match rng.range(0, 5) {
        0 => near_multiple(rng, period, 0),
        1 => near_multiple(rng, period, 1),
        2 => near_multiple(rng, period, period - 1),
        _ => number(rng, size),
    };
    vec![Value::from(stones), Value::from(most)]
}

/// Extended Bash (n, l, r), l ≥ 1: half of them where n mod (l + r) crosses l.
fn range_bash_case(rng: &mut Rng, size: &Size) -> Case {
    let least = number(rng, size).max(1);
    let most = if rng.chance(1, 4) {
        number(rng, size)
    } else {
        rng.range(least, least.saturating_mul(4))
    };
    let period = u128::from(least) + u128::from(most);
    let stones = match rng.range(0, 5) {
        0 => near_multiple(rng, period, u128::from(least) - 1),
        1 => near_multiple(rng, period, u128::from(least)),
        2 => near_multiple(rng, period, period - 1),
        _ => number(rng, size),
    };
    vec![Value::from(stones), Value::from(least), Value::from(most)]
}

/// At least `least` piles, up to the size's items; half of the lists with an exclusive or
/// of 0 (the last pile set to the others' sum, when that is within the cap).
fn judge_heaps(rng: &mut Rng, size: &Size, least: u64) -> Case {
    let mut piles: Vec<u64> = (0..length(rng, size, least))
        .map(|_| number(rng, size))
        .collect();
    if rng.chance(1, 2) {
        if let Some((last, others)) = piles.split_last_mut() {
            let sum = others.iter().fold(0, |x, &p| x ^ p);
            if sum <= bounds(size).0 {
                *last = sum;
            }
        }
    }
    piles.into_iter().map(Value::from).collect()
}

/// Misère Nim: a quarter of the positions have only piles of 0 and 1 stones, where the
/// rule changes.
fn misere_case(rng: &mut Rng, size: &Size) -> Case {
    if rng.chance(1, 4) {
        let count = length(rng, size, 0);
        (0..count).map(|_| Value::from(rng.chance(2, 3))).collect()
    } else {
        judge_heaps(rng, size, 0)
    }
}

/// Lasker's Nim: half of the positions lost, the last heap chosen (when some heap has
/// the value needed) so that the Grundy values, computed from the rules, sum to 0.
fn lasker_case(rng: &mut Rng, size: &Size) -> Case {
    static VALUES: std::sync::OnceLock<Vec<u32>> = std::sync::OnceLock::new();
    let values = VALUES.get_or_init(|| r::lasker_heap_values(LASKER_HEAPS as usize + 1));
    let mut heaps = judge_heaps(rng, size, 0);
    if rng.chance(1, 2) {
        if let Some((last, others)) = heaps.split_last_mut() {
            let needed = others.iter().fold(0, |x, &h| x ^ values[h as usize]);
            if let Some(heap) = values.iter().position(|&v| v == needed) {
                *last = heap as Value;
            }
        }
    }
    heaps
}

/// Distinct cells, listed in random order; half of the positions lost (the last chessman
/// moved so that the pairs' sum is 0, when it fits).
fn staircase_case(rng: &mut Rng, size: &Size) -> Case {
    let count = length(rng, size, 0);
    let mut cells: Vec<u64> = Vec::with_capacity(count);
    while cells.len() < count {
        let cell = number(rng, size).max(1);
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    cells.sort_unstable();
    if let (Some(last), true) = (cells.len().checked_sub(1), rng.chance(1, 2)) {
        let listed: Case = cells.iter().map(|&c| Value::from(c)).collect();
        let sum = r::staircase_pair_sum(&listed);
        // The last chessman pairs with the one before it (or with cell 0): moving it to
        // leave gap ^ sum empty cells makes the sum 0.
        let before = if last == 0 { 0 } else { cells[last - 1] };
        let gap = cells[last] - before - 1;
        if let Some(moved) = (before + 1).checked_add(gap ^ sum) {
            cells[last] = moved;
        }
    }
    shuffle(rng, &mut cells);
    cells.into_iter().map(Value::from).collect()
}

fn shuffle<T>(rng: &mut Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.range(0, i as u64) as usize);
    }
}

/// A Wythoff pair, in either order: half of them on or next to a lost pair (a_k, b_k) of
/// any size, or (b_k, b_k + k), which reaches (a_k, b_k) by both kinds of move.
fn wythoff_case(rng: &mut Rng, size: &Size) -> Case {
    let (a, b) = if rng.chance(1, 2) {
        // b_k = ⌊kφ⌋ + k fits a u64 up to k ≈ 7.04·10^18.
        let k = rng.digit_uniform(19, 7_000_000_000_000_000_000);
        let low = r::floor_k_phi(k) as u64;
        let high = low + k;
        match rng.range(0, 5) {
            0 => (low, high),
            1 => (high, high.saturating_add(k)),
            2 => (low + 1, high),
            3 => (low, high + 1),
            4 => (low.saturating_sub(1), high),
            _ => (low + 1, high + 1),
        }
    } else {
        (number(rng, size), number(rng, size))
    };
    let (a, b) = if rng.chance(1, 2) { (a, b) } else { (b, a) };
    // `0 0` would end the input.
    let b = if a == 0 && b == 0 { 1 } else { b };
    vec![Value::from(a), Value::from(b)]
}

/// Fibonacci Nim's pile: half of them a Fibonacci number or next to one.
fn fibonacci_nim_case(rng: &mut Rng, size: &Size) -> Case {
    let pile = if rng.chance(1, 2) {
        let numbers = r::fibonacci_numbers();
        let fibonacci = numbers[rng.range(0, numbers.len() as u64 - 1) as usize];
        match rng.range(0, 2) {
            0 => fibonacci,
            1 => fibonacci.saturating_add(1),
            _ => fibonacci - 1,
        }
    } else {
        number(rng, size)
    };
    vec![Value::from(pile.max(1))]
}

/// A row of pins with long runs too: the chance that a pin is down is drawn per row.
fn kayles_case(rng: &mut Rng, size: &Size) -> Case {
    let pins = length(rng, size, 1);
    let down = [2, 8, 64, 1000, u64::MAX][rng.range(0, 4) as usize];
    (0..pins)
        .map(|_| Value::from(!rng.chance(1, down)))
        .collect()
}

/// A token game at judge size: up to 1000 vertices, each with up to 5 successors among
/// the later vertices (an acyclic graph, as on the judge), and queries of one or two tokens
/// (the product game of three tokens on 1000 vertices has 10^9 positions).
fn token_judge_case(rng: &mut Rng, size: &Size) -> Case {
    let n = length(rng, size, 1) as u64;
    let mut case = vec![n as Value];
    for vertex in 0..n {
        let degree = if vertex + 1 < n { rng.range(0, 5) } else { 0 };
        case.push(degree as Value);
        for _ in 0..degree {
            case.push(Value::from(rng.range(vertex + 1, n - 1)));
        }
    }
    let queries = rng.range(1, 200);
    case.push(queries as Value);
    for _ in 0..queries {
        let tokens = rng.range(1, 2);
        case.push(tokens as Value);
        case.extend((0..tokens).map(|_| Value::from(rng.range(0, n - 1))));
    }
    case
}

/// Token-game cases the two-token product game answers: edges to later vertices only,
/// queries of one or two tokens.
fn token_judge_valid(case: &[Value]) -> bool {
    token_parts(case).is_some_and(|(graph, queries)| {
        let forward = graph
            .iter()
            .enumerate()
            .all(|(v, next)| next.iter().all(|&w| w > v));
        forward && queries.iter().all(|tokens| tokens.len() <= 2)
    })
}

/// A Shiritori word of 3 to 64 letters: half of them over two letters only, so that words
/// chain and cycle, the others over all 52 letters.
fn word_case(rng: &mut Rng, _size: &Size) -> Case {
    let length = if rng.chance(1, 8) {
        rng.range(3, 64)
    } else {
        rng.range(3, 5)
    };
    let letters = if rng.chance(1, 2) { 1 } else { 51 };
    (0..length)
        .map(|_| Value::from(rng.range(0, letters)))
        .collect()
}

/// 464's (maxChoosableInteger, desiredTotal): up to 20 numbers, mostly a total they can
/// reach (a total beyond their sum is never a win).
fn can_i_win_case(rng: &mut Rng, _size: &Size) -> Case {
    let max = rng.range(1, 20);
    let desired = rng.range(0, 300.min(max * (max + 1) / 2 + 5));
    vec![Value::from(max), Value::from(desired)]
}

// LeetCode at LeetCode's limits, for stress runs at judge size.

/// A case of a LeetCode format at LeetCode's own limits (the largest lengths and values of
/// the problem's constraints) that the format's reference still answers, for `stress` at
/// judge size; `None` for the formats that are not LeetCode's.
///
/// The references search every position, each once (`grundy::oracles::minimax`), so for
/// most problems the case is the judge-size draw itself (`format.judge`). Where LeetCode's
/// largest inputs have too many positions, the values stay at the limits and the positions
/// are cut down: 810 with two distinct numbers, 1686 with three kinds of stones, 1872 with
/// rows of up to 3000 stones, 2029 with rows of up to 80.
// Until `stress` draws at judge size (a branch of its own), only the test below calls it.
pub fn leetcode_judge_case(format: &Format, rng: &mut Rng) -> Option<Case> {
    if !matches!(format.layout, Layout::LeetCode(_)) {
        return None;
    }
    let (_, judge) = format.judge;
    // The judge's values with a row of `items`.
    let shorter = |items: u64| match judge {
        Size::Large {
            max,
            digits,
            fewest,
            ..
        } => Size::Large {
            max,
            digits,
            fewest,
            items,
        },
        Size::Small => judge,
    };
    let size = match format.binary {
        "lc810" => return Some(xor_game_judge_case(rng)),
        "lc1686" => return Some(stone_game_vi_judge_case(rng)),
        "lc1872" => shorter(rng.range(2, 3000)),
        "lc2029" => shorter(rng.range(1, 80)),
        _ => judge,
    };
    Some((format.case)(rng, &size))
}

/// 810 at its limits (up to 1000 numbers below 2^16), with two distinct numbers: the
/// reference's positions are how many of each are left.
fn xor_game_judge_case(rng: &mut Rng) -> Case {
    let values = [rng.range(0, 65_535), rng.range(0, 65_535)].map(Value::from);
    let length = rng.range(990, 1000);
    (0..length)
        .map(|_| values[rng.range(0, 1) as usize])
        .collect()
}

/// 1686 at its values' limits (1 to 100), with three kinds of stones and up to 120 of them:
/// the reference's positions are how many of each kind are left. Alice's values, then Bob's.
fn stone_game_vi_judge_case(rng: &mut Rng) -> Case {
    let value = |rng: &mut Rng| match rng.range(0, 3) {
        0 => 1,
        1 => 100,
        _ => Value::from(rng.range(1, 100)),
    };
    let kinds: Vec<(Value, Value)> = (0..3).map(|_| (value(rng), value(rng))).collect();
    let length = rng.range(1, 120);
    let stones: Vec<(Value, Value)> = (0..length)
        .map(|_| kinds[rng.range(0, 2) as usize])
        .collect();
    let (alice, bob): (Case, Case) = stones.into_iter().unzip();
    [alice, bob].concat()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every LeetCode format draws cases at LeetCode's limits that it accepts and that its
    /// reference answers (one line each); the other formats draw none.
    #[test]
    fn leetcode_formats_draw_judge_cases_their_references_answer() {
        let mut rng = Rng::new(5);
        for format in FORMATS {
            let Some(case) = leetcode_judge_case(format, &mut rng) else {
                assert!(!format.binary.starts_with("lc"), "{}", format.binary);
                continue;
            };
            assert!((format.valid)(&case), "{}: {case:?}", format.binary);
            let answers = (format.reference)(std::slice::from_ref(&case));
            assert_eq!(answers.lines().count(), 1, "{}: {answers}", format.binary);
        }
    }
}
