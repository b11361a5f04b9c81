//! HDU 1536 / POJ 2960 S-Nim: Nim where a move removes exactly s beads for some s in S.
//! Input: cases until `0`: `k s1 … sk`, `m`, then m lines `l h1 … hl`.
//! A case is [k, s1…sk, m, then m times: l, h1…hl].

use crate::problem::draw::{large, Case, Value};
use crate::problem::facts::Facts;
use crate::problem::layouts::{counted_line, Layout, Tokens};
use crate::problem::{JudgeLimits, JudgeStress, Part, Sizes};
use grundy::oracles::brute::{grundy_table, heap_moves};
use grundy::specs;

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
        ..Sizes::DEFAULT
    },
    ..Facts::of(&specs::hdu::S_NIM)
};
