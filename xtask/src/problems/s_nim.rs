//! HDU 1536 / POJ 2960 S-Nim: Nim where a move removes exactly s beads for some s in S.
//! Input: cases until `0`: `k s1 … sk`, `m`, then m lines `l h1 … hl`.
//! A case is [k, s1…sk, m, then m times: l, h1…hl].

use crate::problem::draw::{large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{counted_line, Layout, Tokens};
use crate::problem::shapes::{
    answered, distinct, line, random_moves, refused, repeated, Input::Built,
};
use crate::problem::{JudgeLimits, JudgeStress, Part, Sizes};
use grundy::oracles::brute::{grundy_table, heap_moves};
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::io::{self, Write};

pub struct SNim;

/// The set S and the positions of a case, when the case is well formed.
fn parts(case: &[Value]) -> Option<(Vec<Value>, Vec<Vec<Value>>)> {
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

impl Layout for SNim {
    fn write(&self, cases: &[Case]) -> String {
        let mut text = String::new();
        for case in cases {
            let (set, positions) = parts(case).expect("a valid S-Nim case");
            text.push_str(&counted_line(&set));
            text.push_str(&format!("{}\n", positions.len()));
            positions
                .iter()
                .for_each(|heaps| text.push_str(&counted_line(heaps)));
        }
        text + "0\n"
    }

    fn read(&self, text: &str) -> Result<Vec<Case>, String> {
        let mut tokens = Tokens::new(text);
        let mut cases = Vec::new();
        loop {
            let k = tokens.number()?;
            if k == 0 {
                return Ok(cases);
            }
            let mut case = vec![k];
            case.extend(tokens.numbers(k)?);
            let m = tokens.number()?;
            case.push(m);
            for _ in 0..m {
                let l = tokens.number()?;
                case.push(l);
                case.extend(tokens.numbers(l)?);
            }
            cases.push(case);
        }
    }
}

pub const S_NIM: Facts = Facts {
    layout: &SNim,
    draw: |rng, size| {
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
    },
    valid: |case| parts(case).is_some(),
    // From the Grundy table up to the largest heap asked.
    reference: |cases| {
    let mut text = String::new();
    for case in cases {
        let (set, positions) = parts(case).expect("a valid S-Nim case");
        let largest = positions.iter().flatten().max().map_or(0, |&h| h as usize);
        let takes: Vec<usize> = set.iter().map(|&s| s as usize).collect();
        let values = grundy_table(largest + 1, heap_moves(|_: usize| takes.clone()));
        for heaps in positions {
            let sum = heaps.iter().fold(0, |x, &h| x ^ values[h as usize]);
            text.push(if sum != 0 { 'W' } else { 'L' });
        }
        text.push('\n');
    }
    text
    },
    sizes: Sizes {
        stress_cases: 1..=3,
        // A position (with `m`), a heap (with its `l`), an element of S (with `k`) dropped.
        counted_parts: |case| {
        let Some((set, positions)) = parts(case) else {
            return Vec::new();
        };
        let m_at = set.len() + 1;
        let mut fewer = Vec::new();
        let mut at = m_at + 1;
        for heaps in &positions {
            fewer.push(Part::one(m_at, at..at + 1 + heaps.len()));
            at += 1 + heaps.len();
        }
        let mut at = m_at + 1;
        for heaps in &positions {
            fewer.extend((0..heaps.len()).map(|j| Part::one(at, at + 1 + j..at + 2 + j)));
            at += 1 + heaps.len();
        }
        fewer.extend((0..set.len()).map(|j| Part::one(0, 1 + j..2 + j)));
        fewer
        },
        largest: (10, large(10_000, 5, 100)),
        judge_stress: JudgeStress::new(1..=5, large(10_000, 5, 100)),
        judge_limits: Some(JudgeLimits::new(u64::MAX, 0..=10_000)),
        limits: &[
            answered(
                "277 cases as HDU's: 100 random moves ≤ 10^4, 100 positions of 100 heaps ≤ 10^4, one heap of 10^4 each (the whole step budget)",
                Built("s-nim-hdu-277", hdu_cases),
            ),
            answered(
                "21 random moves ≤ 10^6, a heap of 9999999: 10^7 values without a period",
                Built("s-nim-values-1e7", ten_million_values),
            ),
            refused(
                "1000 random moves ≤ 10^4, a heap near 2^64: past the step budget",
                Built("s-nim-refused", past_the_budget),
            ),
            answered(
                "2·10^7 moves, every one 1 (kept once), and a heap of 5",
                Built("s-nim-repeated-moves", |w| {
                    repeated(w, "20000000\n", "1\n", 20_000_000, "1\n1 5\n0\n")
                }),
            ),
            refused(
                "a case of 1.4·10^8 positions: past the 10^7 a case keeps",
                Built("s-nim-positions", too_many_positions),
            ),
        ],
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::S_NIM)
};

/// The binary's step budget (`WORK_BUDGET` in src/bin/s-nim.rs) and what a value costs
/// (|S| + 8), for the number of HDU-shaped cases that use it up.
const BUDGET: u64 = 300_000_000;

/// How many cases as HDU 1536's largest the budget pays for.
const HDU_CASES: u64 = BUDGET / ((10_000 + 1) * (100 + 8));

/// Cases as HDU 1536's largest: 100 distinct moves up to 10^4, 100 positions of 100 heaps up
/// to 10^4, the first heap 10^4 so that every case computes 10^4 + 1 values (a window of
/// 10^4 values cannot repeat before that); as many cases as the budget pays for, so that
/// one more would be refused.
fn hdu_cases(w: &mut dyn Write) -> io::Result<()> {
    let mut rng = Rng::new(1);
    for _ in 0..HDU_CASES {
        line(w, Some(100), &distinct(&mut rng, 100, 1, 10_000))?;
        writeln!(w, "100")?;
        for position in 0..100 {
            let mut heaps: Vec<u64> = (0..100).map(|_| rng.range(0, 10_000)).collect();
            if position == 0 {
                heaps[0] = 10_000;
            }
            line(w, Some(100), &heaps)?;
        }
    }
    writeln!(w, "0")
}

/// One case whose values fill the per-case limit of 10^7 (40 MB) and nearly the whole step
/// budget: 21 random moves up to 10^6 show no period within 10^7 values (checked by the
/// run: it takes 40 MB), at 29 steps a value.
fn ten_million_values(w: &mut dyn Write) -> io::Result<()> {
    let mut rng = Rng::new(1);
    line(w, Some(21), &distinct(&mut rng, 21, 1, 1_000_000))?;
    writeln!(w, "1\n1 9999999\n0")
}

/// 1000 moves up to 10^4 and a heap near 2^64: refused when the budget runs out.
fn past_the_budget(w: &mut dyn Write) -> io::Result<()> {
    line(w, Some(1000), &random_moves(1000, 10_000))?;
    writeln!(w, "1\n1 18446744073709551000\n0")
}

/// A case that announces 1.4·10^8 positions.
fn too_many_positions(w: &mut dyn Write) -> io::Result<()> {
    writeln!(w, "1 1\n140000000\n1 5\n0")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The limit builders write what the binary reads (checked on the first lines and the
    /// count, the runs themselves being the full check).
    #[test]
    fn the_builders_write_the_format() {
        let mut out = Vec::new();
        ten_million_values(&mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let first: Vec<u64> = text
            .lines()
            .next()
            .unwrap()
            .split(' ')
            .map(|m| m.parse().unwrap())
            .collect();
        assert_eq!(first.len(), 22);
        assert_eq!(first[0], 21);
        assert_eq!(HDU_CASES, 277);
    }
}
