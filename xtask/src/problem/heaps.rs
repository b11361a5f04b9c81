//! The Nim family's shared pieces (nim, misère Nim, Lasker's Nim, nim-count, nim-moves):
//! lists of heaps drawn small and at judge size, the brute table over up to four heaps of
//! up to 7, Bouton's exclusive or, and the problems that share all but a rule or an
//! answer's display (`NimGame`, `WinningMoves`).

use super::draw::{in_range, large, length, number, Case, Size, Value};
use super::layouts::{Layout, ListsUntilZero, COUNTED_LISTS};
use super::tables::{answers, verdicts};
use super::{JudgeLimits, JudgeStress, Problem, Scale, Sizes};
use grundy::io::Spec;
use grundy::oracles::brute::{outcome_table, win_table, HeapTuples, Play};
use grundy::oracles::rng::Rng;

/// Up to four heaps of up to 7 (the reference's table) under stress.
pub fn heaps(rng: &mut Rng, size: &Size) -> Case {
    size.list(rng, 0..=4, |rng| size.value(rng, 0..=7))
}

/// One to four heaps of up to 7 under stress.
pub fn nonempty_heaps(rng: &mut Rng, size: &Size) -> Case {
    let count = size.items(rng, 1..=4).max(1);
    (0..count).map(|_| size.value(rng, 0..=7)).collect()
}

/// Whether the brute table holds the position.
pub fn small_heap_count(case: &[Value]) -> bool {
    case.len() <= 4
}

/// At least `least` piles, up to the size's items; half of the lists with an exclusive or
/// of 0 (the last pile set to the others' sum, when that is within the cap).
pub fn judge_heaps(rng: &mut Rng, size: &Size, least: u64) -> Case {
    let mut piles: Vec<u64> = (0..length(rng, size, least))
        .map(|_| number(rng, size))
        .collect();
    if rng.chance(1, 2) {
        if let Some((last, others)) = piles.split_last_mut() {
            let sum = others.iter().fold(0, |x, &p| x ^ p);
            if sum <= size.max() {
                *last = sum;
            }
        }
    }
    piles.into_iter().map(Value::from).collect()
}

/// Non-empty judge-size heaps (at least `least` of them) for a game whose heap values are
/// `values` (computed from the rules): half of the lists made lost, the last heap chosen,
/// when some heap has the value needed, so that the values sum to 0.
pub fn judge_heaps_by_values(rng: &mut Rng, size: &Size, least: u64, values: &[u32]) -> Case {
    let mut heaps = judge_heaps(rng, size, least);
    heaps.iter_mut().for_each(|heap| *heap = (*heap).max(1));
    if rng.chance(1, 2) {
        if let Some((last, others)) = heaps.split_last_mut() {
            let needed = others.iter().fold(0, |x, &h| x ^ values[h as usize]);
            if let Some(heap) = values.iter().skip(1).position(|&v| v == needed) {
                *last = heap as Value + 1;
            }
        }
    }
    heaps
}

/// The verdicts of sums of heaps whose values are `values`: the first player wins iff the
/// values' exclusive or is not 0.
pub fn verdicts_by_values(cases: &[Case], spec: &Spec, values: &[u32]) -> String {
    verdicts(cases, spec, |c| {
        c.iter().fold(0, |x, &h| x ^ values[h as usize]) != 0
    })
}

/// Positions of up to four heaps of up to 7.
pub const TUPLES: HeapTuples = HeapTuples { heaps: 4, max: 7 };

/// Nim's move: a heap lowered to any smaller size.
pub fn take_any(heap: usize) -> Vec<usize> {
    (0..heap).collect()
}

/// A case as a position of `TUPLES`.
pub fn padded(c: &[Value]) -> Vec<usize> {
    let mut heaps: Vec<usize> = c.iter().map(|&h| h as usize).collect();
    heaps.resize(TUPLES.heaps, 0);
    heaps
}

/// Bouton: as Nim while some pile has 2 or more; with piles of at most 1, the player to
/// move wins iff the number of 1-piles is even.
pub fn bouton_misere(piles: &[Value]) -> bool {
    if piles.iter().any(|&p| p >= 2) {
        xor_of(piles) != 0
    } else {
        piles.iter().filter(|&&p| p == 1).count() % 2 == 0
    }
}

/// Nim's win/lose table over `TUPLES`, from the moves alone.
pub fn nim_table() -> Vec<bool> {
    win_table(TUPLES.count(), TUPLES.moves(take_any))
}

/// The winning moves of a Nim position from the table, as (heap index, heap left).
pub fn nim_winning_moves(win: &[bool], c: &[Value]) -> Vec<(usize, usize)> {
    let heaps = padded(c);
    let mut moves = Vec::new();
    for i in 0..c.len() {
        for left in 0..heaps[i] {
            let mut after = heaps.clone();
            after[i] = left;
            if !win[TUPLES.encode(&after)] {
                moves.push((i, left));
            }
        }
    }
    moves
}

/// The exclusive or of the piles.
pub fn xor_of(piles: &[Value]) -> u64 {
    piles.iter().fold(0, |x, &p| x ^ p as u64)
}

/// Bouton: a winning move lowers a pile p to p xor s (s the exclusive or of all piles), the
/// one value that makes the sum 0, when that is smaller than p.
pub fn nim_targets(piles: &[Value]) -> Vec<(u64, u64)> {
    let sum = xor_of(piles);
    let piles = piles.iter().map(|&p| p as u64);
    piles
        .filter(|&p| p ^ sum < p)
        .map(|p| (p, p ^ sum))
        .collect()
}

/// Nim and misère Nim: `T`, then per case `n` and n piles, answered by a verdict. The same
/// format and tooling; what differs is who wins when nobody can move (`play`), the spec (its
/// words), the judge's sizes and the theorem the judge-size stress answers by.
pub struct NimGame {
    pub spec: &'static Spec,
    pub play: Play,
    pub judge: (u64, Size),
    pub judge_stress: JudgeStress,
    pub judge_draw: fn(&mut Rng, &Size) -> Case,
    /// The theorem: whether the player to move wins, for any piles.
    pub judge_wins: fn(&[Value]) -> bool,
    /// The statement's limits (the catalogue's "Judge limits").
    pub judge_limits: JudgeLimits,
}

impl Problem for NimGame {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        &COUNTED_LISTS
    }

    fn sizes(&self) -> Sizes {
        Sizes {
            limits_text: "at most 4 heaps of up to 7",
            largest: self.judge,
            judge_stress: Ok(self.judge_stress.clone()),
            judge_limits: Some(self.judge_limits.clone()),
            ..Sizes::DEFAULT
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case {
        match scale {
            Scale::Small => heaps(rng, size),
            Scale::Judge => (self.judge_draw)(rng, size),
        }
    }

    fn valid(&self, case: &[Value], scale: Scale) -> bool {
        scale == Scale::Judge || small_heap_count(case) && in_range(case, 0..=7)
    }

    /// Small: the outcome table over `TUPLES`, from the moves and `play` alone.
    fn reference(&self, cases: &[Case], scale: Scale) -> String {
        match scale {
            Scale::Small => {
                let win = outcome_table(TUPLES.count(), self.play, TUPLES.moves(take_any));
                verdicts(cases, self.spec, |c| win[TUPLES.encode(&padded(c))])
            }
            Scale::Judge => verdicts(cases, self.spec, self.judge_wins),
        }
    }
}

/// HDU 1850 and 2176: cases until `0`, each `m` then m piles, answered by the winning first
/// moves (how many, or which). The same format and tooling; what differs is how the moves
/// are shown, and the judge's sizes.
pub struct WinningMoves {
    pub spec: &'static Spec,
    /// A case's answer from its winning moves, each as (pile, what is left of it), in pile
    /// order.
    pub show: fn(Vec<(u64, u64)>) -> String,
    pub judge: (u64, Size),
    /// The statement's limits (the catalogue's "Judge limits").
    pub judge_limits: JudgeLimits,
}

impl Problem for WinningMoves {
    fn spec(&self) -> &'static Spec {
        self.spec
    }

    fn layout(&self) -> &dyn Layout {
        &ListsUntilZero
    }

    fn sizes(&self) -> Sizes {
        Sizes {
            limits_text: "1 to 4 heaps of up to 7",
            largest: self.judge,
            judge_stress: JudgeStress::new(1..=6, large(u64::MAX, 20, 3000)),
            judge_limits: Some(self.judge_limits.clone()),
            ..Sizes::DEFAULT
        }
    }

    fn draw(&self, rng: &mut Rng, size: &Size, scale: Scale) -> Case {
        match scale {
            Scale::Small => nonempty_heaps(rng, size),
            Scale::Judge => judge_heaps(rng, size, 1),
        }
    }

    fn valid(&self, case: &[Value], scale: Scale) -> bool {
        let small = || small_heap_count(case) && in_range(case, 0..=7);
        !case.is_empty() && (scale == Scale::Judge || small())
    }

    /// Small: the moves to a lost position of Nim's table; judge size: Bouton's targets.
    fn reference(&self, cases: &[Case], scale: Scale) -> String {
        if scale == Scale::Judge {
            return answers(cases, |c| (self.show)(nim_targets(c)));
        }
        let win = nim_table();
        answers(cases, |c| {
            let moves = nim_winning_moves(&win, c).into_iter();
            (self.show)(moves.map(|(i, left)| (c[i] as u64, left as u64)).collect())
        })
    }
}
