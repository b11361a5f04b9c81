//! Subtraction games: one heap; a move removes exactly s stones for some s in a set S.
//!
//! The Grundy value of a heap of n is the mex of the values of n − s, s ∈ S, s ≤ n (the
//! source notes' example is S = {1, 3, 4}; docs/games.md#subtraction-games). With S finite
//! the sequence is eventually periodic, and Golomb's rule says when: each value depends
//! only on the max(S) values before it, so once a run of max(S) consecutive values repeats
//! at distance p, everything from that run on repeats with period p. This module finds the
//! least preperiod and the least period, and then answers any heap up to u64::MAX from the
//! table.

use crate::games::mex::Mex;

pub use crate::games::periodic::Periodic;

/// Extends `values` (the Grundy values of heaps 0, 1, …) to `count` heaps of the subtraction
/// game with the moves `moves` (each ≥ 1).
///
/// # Complexity
/// O(|S|) per value.
pub fn extend_grundy(moves: &[u64], values: &mut Vec<u32>, count: usize) {
    let mut mex = Mex::default();
    while values.len() < count {
        push_next_value(moves, values, &mut mex);
    }
}

/// Appends the value of the next heap.
fn push_next_value(moves: &[u64], values: &mut Vec<u32>, mex: &mut Mex) {
    let heap = values.len() as u64;
    // A move of 0 stones would be a pass, not a move: it is ignored.
    let legal = moves.iter().filter(|&&take| (1..=heap).contains(&take));
    let value = mex.among(
        moves.len(),
        legal.map(|&take| values[(heap - take) as usize]),
    );
    values.push(value);
}

/// Whether the player to move wins from each pile of 0 to `piles` stones, a move taking
/// exactly s stones for some s in `moves` (CSES 1729 Stick Game prints these as `W`/`L`):
/// a pile is won iff some legal take leaves a lost pile, and 0 is lost. Takes of 0 (no
/// move at all) and larger than `piles` (never legal) are left out, repeats counted once.
///
/// # Complexity
/// O(piles + lost · |moves|) time, at most O(piles · |moves|), and `piles + 1` bytes: each
/// lost pile marks won the piles its takes reach, and a won pile costs one read. (Asking
/// each pile for a take to a lost pile instead, stopping at the first, costs a branch
/// that the pattern of outcomes mispredicts: up to 20 times slower.)
///
/// # Example
/// ```
/// use grundy::games::subtraction::outcomes;
/// let won = outcomes(&[1, 3, 4], 10);
/// let letters: String = won[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect();
/// assert_eq!(letters, "WLWWWWLWLW");
/// ```
pub fn outcomes(moves: &[u64], piles: usize) -> Vec<bool> {
    let mut takes: Vec<usize> = moves
        .iter()
        .filter(|&&take| take >= 1 && take <= piles as u64)
        .map(|&take| take as usize)
        .collect();
    takes.sort_unstable();
    takes.dedup();
    let mut won = vec![false; piles + 1];
    for pile in 0..=piles {
        if !won[pile] {
            // Ascending, so the takes that leave the table end the loop.
            for &take in takes.iter().take_while(|&&take| take <= piles - pile) {
                won[pile + take] = true;
            }
        }
    }
    won
}

/// The Grundy values of the subtraction game with `moves` (each ≥ 1; repeats and any
/// order are fine), computed until Golomb's rule finds the period, or `Err(limit)` when
/// `limit` values do not reveal it (see [`Sequence`]).
///
/// # Example
/// ```
/// use grundy::games::subtraction::periodic_grundy;
/// let game = periodic_grundy(&[2, 8, 9], 1_000_000).unwrap();
/// assert_eq!((game.preperiod, game.period), (21, 11));
/// assert_eq!(game.value(1_000_000_000_000_000_000), game.value(1_000_000_000_000_000_000 - 11));
/// ```
pub fn periodic_grundy(moves: &[u64], limit: usize) -> Result<Periodic, usize> {
    let mut sequence = Sequence::new(moves);
    if sequence.window > limit {
        return Err(limit); // not even one window fits
    }
    loop {
        if let Some(periodic) = sequence.periodic {
            return Ok(periodic);
        }
        if sequence.values.len() >= limit {
            return Err(limit);
        }
        sequence.step();
    }
}

/// Rolling-hash base for the windows of `Sequence`.
const BASE: u64 = 0x9E37_79B9_7F4A_7C15;

/// `base^exponent` modulo 2^64, by squaring.
fn wrapping_power(mut base: u64, mut exponent: usize) -> u64 {
    let mut power = 1u64;
    while exponent > 0 {
        if exponent & 1 == 1 {
            power = power.wrapping_mul(base);
        }
        base = base.wrapping_mul(base);
        exponent >>= 1;
    }
    power
}

/// The Grundy values of one subtraction game, computed heap by heap only as far as they
/// are asked for, while watching for the period: the values are both the table that
/// answers small heaps and the search that finds the period, so one budget bounds both.
///
/// The window of the last max(S) values determines the next value, so the windows follow
/// a deterministic sequence, and Brent's cycle finder (with a rolling hash of the window,
/// checked on every match) finds the least period in time and memory linear in the
/// preperiod plus the period. The least preperiod is then found by stepping back from
/// where the repetition was seen. Once it is known, any heap up to u64::MAX is answered.
pub struct Sequence {
    /// Sorted, distinct, each ≥ 1.
    moves: Vec<u64>,
    /// max(S): the values that determine the next one.
    window: usize,
    values: Vec<u32>,
    mex: Mex,
    /// Hash of the last `window` values: Σ v_i · BASE^(n-1-i).
    hash: u64,
    /// BASE^window, to take the value that leaves the window out of the hash.
    base_power: u64,
    /// Brent's checkpoint: a window end and its hash, renewed at growing powers of two.
    checkpoint: usize,
    checkpoint_hash: u64,
    power: usize,
    steps: usize,
    periodic: Option<Periodic>,
}

impl Sequence {
    pub fn new(moves: &[u64]) -> Sequence {
        let mut moves = moves.to_vec();
        moves.retain(|&take| take > 0);
        moves.sort_unstable();
        moves.dedup();
        // A window past memory can never fill: its period is never found.
        let window = moves
            .last()
            .map_or(0, |&most| usize::try_from(most).unwrap_or(usize::MAX));
        let periodic = moves.is_empty().then(|| Periodic {
            // No move at all: every heap has value 0.
            values: vec![0],
            preperiod: 0,
            period: 1,
        });
        let base_power = wrapping_power(BASE, window);
        Sequence {
            moves,
            window,
            values: Vec::new(),
            mex: Mex::default(),
            hash: 0,
            base_power,
            checkpoint: 0,
            checkpoint_hash: 0,
            power: 1,
            steps: 0,
            periodic,
        }
    }

    /// What one more value costs, in the units of `value`'s budget: one per distinct move,
    /// and a few for the mex and the period search.
    pub fn cost_per_value(&self) -> u64 {
        self.moves.len() as u64 + 8
    }

    /// The value of `heap`, computing values up to it unless the period shows first, but
    /// never more than `limit` values in all, and charging `budget` with
    /// `cost_per_value` for each value computed; `None` when either would run out first,
    /// or the memory for the values.
    pub fn value(&mut self, heap: u64, limit: usize, budget: &mut u64) -> Option<u32> {
        loop {
            if let Some(periodic) = &self.periodic {
                return Some(periodic.value(heap));
            }
            if let Some(&value) = self
                .values
                .get(heap as usize)
                .filter(|_| heap <= usize::MAX as u64)
            {
                return Some(value);
            }
            let cost = self.cost_per_value();
            if self.values.len() >= limit || *budget < cost {
                return None;
            }
            // Room for the table to double, asked for without aborting under a memory cap.
            let full = self.values.len() == self.values.capacity();
            if full && self.values.try_reserve(self.values.len().max(64)).is_err() {
                return None;
            }
            *budget -= cost;
            self.step();
        }
    }

    /// The period, once it has shown.
    pub fn into_periodic(self) -> Option<Periodic> {
        self.periodic
    }

    /// Computes the next value and looks for the period.
    fn step(&mut self) {
        push_next_value(&self.moves, &mut self.values, &mut self.mex);
        let (n, window) = (self.values.len(), self.window);
        let entering = u64::from(self.values[n - 1]);
        if n < window {
            return;
        }
        if n == window {
            // The first whole window: the first checkpoint.
            self.hash = self.values.iter().fold(0u64, |h, &v| {
                h.wrapping_mul(BASE).wrapping_add(u64::from(v))
            });
            self.checkpoint = n;
            self.checkpoint_hash = self.hash;
            return;
        }
        let leaving = u64::from(self.values[n - 1 - window]);
        self.hash = self
            .hash
            .wrapping_mul(BASE)
            .wrapping_add(entering)
            .wrapping_sub(leaving.wrapping_mul(self.base_power));
        self.steps += 1;
        let checkpoint = self.checkpoint;
        let same = self.hash == self.checkpoint_hash
            && self.values[n - window..n] == self.values[checkpoint - window..checkpoint];
        if same {
            let period = n - checkpoint;
            // Periodic from the start of the checkpoint's window; step back while the
            // value one before still repeats.
            let mut preperiod = checkpoint - window;
            let values = &self.values;
            while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
                preperiod -= 1;
            }
            let mut values = std::mem::take(&mut self.values);
            values.truncate(preperiod + period);
            self.periodic = Some(Periodic {
                values,
                preperiod,
                period,
            });
            return;
        }
        if self.steps == self.power {
            self.checkpoint = n;
            self.checkpoint_hash = self.hash;
            self.power *= 2;
            self.steps = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, heap_moves};
    use crate::oracles::rng::Rng;

    /// Every set of takes from 1 to 9 (512 sets, the empty one too), and repeats, takes of
    /// 0 and takes past the piles: the outcomes are the win table of the moves alone.
    #[test]
    fn outcomes_match_the_oracle_on_every_set_of_small_takes() {
        use crate::oracles::brute::win_table;
        const PILES: usize = 60;
        for set in 0..1u32 << 9 {
            let mut moves: Vec<u64> = (1..=9).filter(|t| set >> (t - 1) & 1 == 1).collect();
            let takes: Vec<usize> = moves.iter().map(|&t| t as usize).collect();
            let win = win_table(PILES + 1, heap_moves(|_| takes.clone()));
            assert_eq!(outcomes(&moves, PILES), win, "{moves:?}");
            // Repeats, a take of 0, a take past every pile, and another order change nothing.
            moves.extend([0, 70, u64::MAX]);
            moves.extend(moves.clone());
            moves.reverse();
            assert_eq!(outcomes(&moves, PILES), win, "{moves:?}");
        }
        assert_eq!(outcomes(&[1], 0), vec![false]);
    }

    #[test]
    fn the_facts_the_table_tool_must_reproduce() {
        let periods = |moves: &[u64]| {
            let game = periodic_grundy(moves, 1_000_000).unwrap();
            (game.preperiod, game.period)
        };
        assert_eq!(periods(&[1, 3, 4]), (0, 7));
        assert_eq!(periods(&[2, 8, 9]), (21, 11));
        assert_eq!(periods(&[3, 5, 9]), (14, 2));
        assert_eq!(
            periodic_grundy(&[3, 5, 9], 1000)
                .unwrap()
                .outcome_period()
                .0,
            11
        );
    }

    /// Random sets with max(S) ≤ 12: the values against the oracle far past the period, and
    /// the preperiod and period against a search over the oracle's table.
    #[test]
    fn periods_match_the_oracle_on_random_sets() {
        let mut rng = Rng::new(31);
        for _ in 0..500 {
            let size = rng.range(1, 5) as usize;
            let moves: Vec<u64> = (0..size).map(|_| rng.range(1, 12)).collect();
            let game = periodic_grundy(&moves, 1_000_000).unwrap();
            let far = game.preperiod + 3 * game.period + 200;
            let takes = |_: usize| moves.iter().map(|&m| m as usize).collect::<Vec<_>>();
            let table = grundy_table(far, heap_moves(takes));
            for (n, &expected) in table.iter().enumerate() {
                assert_eq!(game.value(n as u64), expected, "S = {moves:?}, n = {n}");
            }
            // No smaller (preperiod, period) fits the table.
            let fits = |start: usize, period: usize| {
                (start..far - period).all(|n| table[n] == table[n + period])
            };
            assert!(fits(game.preperiod, game.period));
            assert!(
                (1..game.period).all(|p| !fits(game.preperiod, p)),
                "S = {moves:?}"
            );
            assert!(game.preperiod == 0 || !fits(game.preperiod - 1, game.period));
            // The outcome period, the same way.
            let (start, period) = game.outcome_period();
            let lost_fits = |start: usize, period: usize| {
                (start..far - period).all(|n| (table[n] == 0) == (table[n + period] == 0))
            };
            assert!(lost_fits(start, period));
            assert!((1..period).all(|p| !lost_fits(start, p)), "S = {moves:?}");
            assert!(start == 0 || !lost_fits(start - 1, period), "S = {moves:?}");
        }
    }

    /// Heaps asked in any order, some before the period shows and some after, answer as
    /// the oracle's table; a budget or a limit that runs out refuses, and is charged only
    /// for the values computed.
    #[test]
    fn sequences_answer_heaps_in_any_order_within_their_budget() {
        let mut rng = Rng::new(32);
        for _ in 0..300 {
            let size = rng.range(1, 5) as usize;
            let moves: Vec<u64> = (0..size).map(|_| rng.range(1, 15)).collect();
            let takes = |_: usize| moves.iter().map(|&m| m as usize).collect::<Vec<_>>();
            let table = grundy_table(400, heap_moves(takes));
            let mut sequence = Sequence::new(&moves);
            let mut budget = u64::MAX;
            for _ in 0..50 {
                let heap = rng.range(0, 399);
                assert_eq!(
                    sequence.value(heap, 1000, &mut budget),
                    Some(table[heap as usize])
                );
            }
            let cost = Sequence::new(&moves).cost_per_value();
            let mut tight = Sequence::new(&moves);
            let mut budget = 5 * cost + cost / 2;
            assert_eq!(tight.value(4, 1000, &mut budget), Some(table[4]));
            // Five values at most (fewer when the period shows first), each charged once.
            let charged = 5 * cost + cost / 2 - budget;
            assert!(
                charged % cost == 0 && charged <= 5 * cost,
                "{moves:?}: {charged}"
            );
            // Unless the period showed within the five values, heap 5 is out of reach.
            let beyond = tight.value(5, 1000, &mut budget);
            let expected = tight.periodic.is_some().then_some(table[5]);
            assert_eq!(beyond, expected, "{moves:?}");
            assert_eq!(tight.value(3, 1000, &mut budget), Some(table[3]));
            let mut limited = Sequence::new(&moves);
            let mut budget = u64::MAX;
            let beyond = limited.value(10, 10, &mut budget);
            let expected = limited.periodic.is_some().then_some(table[10]);
            assert_eq!(beyond, expected, "{moves:?}");
        }
    }

    /// SPOJ MCOINS's towers (`coins-game`): takes of 1, K or L. Every pair up to 12 against
    /// the oracle's table, far past the period; every pair up to 100 (what the binary admits)
    /// has its period within the 1500 values it allows (1000 are too few for K = 12, L = 91).
    #[test]
    fn takes_of_one_k_or_l() {
        for k in 1..=12u64 {
            for l in 1..=12u64 {
                let moves = [1, k, l];
                let game = periodic_grundy(&moves, 1_000_000).unwrap();
                let takes = |_: usize| moves.iter().map(|&m| m as usize).collect::<Vec<_>>();
                let table = grundy_table(game.preperiod + 3 * game.period + 300, heap_moves(takes));
                for (n, &expected) in table.iter().enumerate() {
                    assert_eq!(game.value(n as u64), expected, "K = {k}, L = {l}, n = {n}");
                }
            }
        }
        for k in 1..=100u64 {
            for l in 1..=100u64 {
                assert!(
                    periodic_grundy(&[1, k, l], ONE_K_L_VALUES).is_ok(),
                    "{k} {l}"
                );
            }
        }
    }

    /// The values `coins-game` lets `periodic_grundy` compute for takes of 1, K and L.
    const ONE_K_L_VALUES: usize = 1500;

    #[test]
    fn huge_heaps_and_degenerate_sets() {
        let game = periodic_grundy(&[1, 3, 4], 1000).unwrap();
        let cycle = [0, 1, 0, 1, 2, 3, 2];
        assert_eq!(game.value(u64::MAX), cycle[(u64::MAX % 7) as usize]);
        assert_eq!(
            game.value(1_000_000_000_000_000_000),
            cycle[(1_000_000_000_000_000_000u64 % 7) as usize]
        );
        let nothing = periodic_grundy(&[], 10).unwrap();
        assert_eq!(nothing.value(12345), 0);
        let repeated = periodic_grundy(&[4, 4, 1, 4], 1000).unwrap();
        assert_eq!(repeated, periodic_grundy(&[1, 4], 1000).unwrap());
        assert_eq!(periodic_grundy(&[10_000], 5000), Err(5000));
    }
}
