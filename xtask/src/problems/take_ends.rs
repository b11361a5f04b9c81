//! Luogu P2599 [ZJOI2009] 取石子游戏: piles in a row; a move takes stones from the leftmost
//! or the rightmost pile only.
//! Input: `T`; per case `n`, then n piles of at least 1 stone.

use crate::problem::draw::{in_range, large, Case, Size, Value};
use crate::problem::layouts::{CountedLists, Layout};
use crate::problem::shapes::{answered, longest, refused, Input::Gen, Shape};
use crate::problem::tables::verdicts;
use crate::problem::{JudgeLimits, JudgeStress, Problem};
use grundy::io::Spec;
use grundy::oracles::rng::Rng;
use grundy::specs;
use std::cell::RefCell;
use std::collections::HashMap;

pub struct TakeEnds;

/// Whether the player to move wins `row`, from the move rules alone: an end pile of p
/// is lowered to 0..p, and a pile lowered to 0 leaves the row.
fn search(row: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(row) {
        return known;
    }
    let mut ends = vec![0];
    if row.len() > 1 {
        ends.push(row.len() - 1);
    }
    let wins = !row.is_empty()
        && ends.iter().any(|&end| {
            (0..row[end]).any(|left| {
                let mut next = row.to_vec();
                match left {
                    0 => drop(next.remove(end)),
                    _ => next[end] = left,
                }
                !search(&next, memo)
            })
        });
    memo.insert(row.to_vec(), wins);
    wins
}

impl Problem for TakeEnds {
    fn spec(&self) -> &'static Spec {
        &specs::luogu::TAKE_ENDS
    }

    fn limits_text(&self) -> &'static str {
        "up to 6 piles of 1 to 6 stones"
    }

    fn layout(&self) -> &dyn Layout {
        &CountedLists
    }

    fn draw(&self, rng: &mut Rng, size: &Size) -> Case {
        let count = size.items(rng, 0..=6);
        (0..count).map(|_| size.value(rng, 1..=6)).collect()
    }

    fn valid(&self, case: &[Value]) -> bool {
        case.iter().all(|&pile| pile >= 1)
    }

    fn answerable(&self, case: &[Value]) -> bool {
        case.len() <= 6 && in_range(case, 1..=6)
    }

    /// The rows played out.
    fn reference(&self, cases: &[Case]) -> String {
        // One table for every case (a RefCell: `verdicts` takes a `Fn`).
        let memo = RefCell::new(HashMap::new());
        verdicts(cases, &specs::luogu::TAKE_ENDS, |c| {
            let row: Vec<u64> = c.iter().map(|&p| p as u64).collect();
            search(&row, &mut memo.borrow_mut())
        })
    }

    fn judge(&self) -> (u64, Size) {
        (10, large(1_000_000_000, 10, 1000))
    }

    fn judge_limits(&self) -> Option<JudgeLimits> {
        let limits = JudgeLimits::new(10, 1..=1_000_000_000);
        Some(limits.numbers(1..=1000))
    }

    fn judge_stress(&self) -> Result<JudgeStress, &'static str> {
        Err("piles of up to 10^9 put every row of two or more beyond a search of the rules, and the interval recurrence is the binary's own method")
    }

    fn limits(&self) -> Vec<Shape> {
        vec![
            answered(
                "1 case of 10^4 piles of 20 digits (n² within the budget)",
                Gen(longest!("--cases 1 --items 10000")),
            ),
            answered(
                "100 cases of 1000 piles of 20 digits (the budget, spent)",
                Gen(longest!("--cases 100 --items 1000")),
            ),
            refused(
                "1 case of 10^4 + 1 piles (n² past the budget)",
                Gen(longest!("--cases 1 --items 10001")),
            ),
        ]
    }
}
