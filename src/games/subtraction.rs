//! Subtraction games: one heap; a move removes exactly s stones for some s in a set S.
//!
//! The Grundy value of a heap of n is the mex of the values of n − s, s ∈ S, s ≤ n (seed
//! 002 is S = {1, 3, 4}). With S finite the sequence is eventually periodic, and Golomb's rule
//! says when: each value depends only on the max(S) values before it, so once a run of max(S)
//! consecutive values repeats at distance p, everything from that run on repeats with period
//! p. This module finds the least preperiod and the least period, and then answers any heap
//! up to u64::MAX from the table.

pub use crate::games::periodic::Periodic;

/// Extends `values` (the Grundy values of heaps 0, 1, …) to `count` heaps of the subtraction
/// game with the moves `moves` (each ≥ 1).
///
/// # Complexity
/// O(|S|) per value.
pub fn extend_grundy(moves: &[u64], values: &mut Vec<u32>, count: usize) {
    let mut seen = Vec::new();
    while values.len() < count {
        push_next_value(moves, values, &mut seen);
    }
}

/// Appends the value of the next heap; `seen` is scratch space.
fn push_next_value(moves: &[u64], values: &mut Vec<u32>, seen: &mut Vec<bool>) {
    let heap = values.len() as u64;
    seen.clear();
    seen.resize(moves.len() + 1, false);
    // A move of 0 stones would be a pass, not a move: it is ignored.
    for &take in moves.iter().filter(|&&take| (1..=heap).contains(&take)) {
        if let Some(slot) = seen.get_mut(values[(heap - take) as usize] as usize) {
            *slot = true;
        }
    }
    values.push(seen.iter().position(|&s| !s).unwrap_or(moves.len()) as u32);
}

/// The Grundy values of the subtraction game with `moves` (each ≥ 1; repeats and any
/// order are fine), computed until Golomb's rule finds the period, or `Err(limit)` when
/// `limit` values do not reveal it.
///
/// The window of the last max(S) values determines the next value, so the windows follow
/// a deterministic sequence, and Brent's cycle finder (with a rolling hash of the window,
/// checked on every match) finds the least period in time and memory linear in the
/// preperiod plus the period. The least preperiod is then found by stepping back from
/// where the repetition was seen.
///
/// # Example
/// ```
/// use grundy::games::subtraction::periodic_grundy;
/// let game = periodic_grundy(&[2, 8, 9], 1_000_000).unwrap();
/// assert_eq!((game.preperiod, game.period), (21, 11));
/// assert_eq!(game.value(1_000_000_000_000_000_000), game.value(1_000_000_000_000_000_000 - 11));
/// ```
pub fn periodic_grundy(moves: &[u64], limit: usize) -> Result<Periodic, usize> {
    let mut moves = moves.to_vec();
    moves.retain(|&take| take > 0);
    moves.sort_unstable();
    moves.dedup();
    let Some(&window) = moves.last() else {
        // No move at all: every heap has value 0.
        return Ok(Periodic {
            values: vec![0],
            preperiod: 0,
            period: 1,
        });
    };
    let window = usize::try_from(window).map_err(|_| limit)?;
    if window > limit {
        return Err(limit);
    }
    let mut values = Vec::new();
    extend_grundy(&moves, &mut values, window);
    // Rolling hash of values[n - window .. n]: h = Σ v_i · B^(n-1-i).
    const BASE: u64 = 0x9E37_79B9_7F4A_7C15;
    let base_power = (0..window).fold(1u64, |p, _| p.wrapping_mul(BASE));
    let mut hash = values.iter().fold(0u64, |h, &v| {
        h.wrapping_mul(BASE).wrapping_add(u64::from(v))
    });
    // Brent: a checkpoint window at growing powers of two; a match gives the period.
    let (mut checkpoint, mut checkpoint_hash) = (window, hash);
    let mut power = 1usize;
    let mut steps = 0usize;
    let mut seen = Vec::new();
    loop {
        if values.len() >= limit {
            return Err(limit);
        }
        push_next_value(&moves, &mut values, &mut seen);
        let n = values.len();
        let entering = u64::from(values[n - 1]);
        let leaving = u64::from(values[n - 1 - window]);
        hash = hash
            .wrapping_mul(BASE)
            .wrapping_add(entering)
            .wrapping_sub(leaving.wrapping_mul(base_power));
        steps += 1;
        let same = hash == checkpoint_hash
            && values[n - window..n] == values[checkpoint - window..checkpoint];
        if same {
            let period = n - checkpoint;
            // Periodic from the start of the checkpoint's window; step back while the
            // value one before still repeats.
            let mut preperiod = checkpoint - window;
            while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
                preperiod -= 1;
            }
            values.truncate(preperiod + period);
            return Ok(Periodic {
                values,
                preperiod,
                period,
            });
        }
        if steps == power {
            checkpoint = n;
            checkpoint_hash = hash;
            power *= 2;
            steps = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::brute::{grundy_table, heap_moves};
    use crate::rng::Rng;

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
