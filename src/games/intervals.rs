//! The interval game (AtCoder ABC206 F "Interval Game 2"): half-open intervals [l, r) are
//! given; a move chooses one that meets none chosen before; who cannot choose loses.
//!
//! Choosing [l, r) inside a free stretch [a, b) leaves the stretches [a, l) and [r, b),
//! which no interval can span, so they are independent games (Sprague–Grundy): G[a, b) is
//! the mex of G[a, l) ⊕ G[r, b) over the intervals inside [a, b). Only the intervals'
//! ends matter, so the stretches run between the distinct ends (at most 2N of them), and
//! the whole game is the stretch from the first end to the last.

use crate::games::mex::Mex;

/// The Grundy value of the game on `intervals` (each `(l, r)` with l < r; repeats allowed,
/// as they are the same move), which this sorts and deduplicates.
///
/// # Complexity
/// O(K² + N·K + Σ over the intervals of the stretches that hold them) time, at most
/// K² + N·K²/4 for K distinct ends (`work`, the N·K lists being within it), and
/// 2K² values and N·K pairs of memory.
///
/// # Example
/// ```
/// use grundy::games::intervals;
/// // [12, 53) and [53, 98) do not meet, and [8, 43) meets both.
/// assert_eq!(intervals::grundy(&mut vec![(53, 98), (8, 43), (12, 53)]), 0);
/// assert_ne!(intervals::grundy(&mut vec![(5, 9)]), 0);
/// ```
pub fn grundy(intervals: &mut Vec<(u64, u64)>) -> u32 {
    debug_assert!(intervals.iter().all(|&(l, r)| l < r));
    intervals.sort_unstable();
    intervals.dedup();
    let ends = distinct_ends(intervals);
    let k = ends.len();
    if k == 0 {
        return 0;
    }
    let at = |x: u64| ends.binary_search(&x).unwrap_or_else(|i| i);
    // within[b]: the intervals whose last end is at most end b, as the indices of their
    // ends, by first end decreasing: those inside the stretch [a, b) lead the list, so a
    // stretch's options are read with no interval passed over.
    let mut within: Vec<Vec<(usize, usize)>> = vec![Vec::new(); k];
    for &(l, r) in intervals.iter().rev() {
        let (l, r) = (at(l), at(r));
        within[r..].iter_mut().for_each(|list| list.push((l, r)));
    }
    // value[a * k + b]: the stretch between ends a ≤ b, filled by increasing length, and
    // ending[b * k + a] the same, so that both halves of an option are read in order.
    let (mut value, mut ending) = (vec![0u32; k * k], vec![0u32; k * k]);
    let mut mex = Mex::default();
    for length in 1..k {
        for a in 0..k - length {
            let b = a + length;
            let (starting, ending_at) = (&value[a * k..a * k + k], &ending[b * k..b * k + k]);
            let inside = within[b].partition_point(|&(l, _)| l >= a);
            let options = within[b][..inside]
                .iter()
                .map(|&(l, r)| starting[l] ^ ending_at[r]);
            let grundy = mex.among(inside, options);
            value[a * k + b] = grundy;
            ending[b * k + a] = grundy;
        }
    }
    value[k - 1]
}

/// The intervals' distinct ends, increasing.
fn distinct_ends(intervals: &[(u64, u64)]) -> Vec<u64> {
    let mut ends: Vec<u64> = intervals.iter().flat_map(|&(l, r)| vec![l, r]).collect();
    ends.sort_unstable();
    ends.dedup();
    ends
}

/// An upper bound on the steps of `grundy` for `count` intervals: K² stretches for K ≤ 2N
/// ends, each valuing at most N intervals, of which an interval lies in at most K²/4.
pub fn work(count: u64) -> u128 {
    // (Saturating: a count near 2^64 is simply past any budget.)
    let (n, k) = (u128::from(count), 2 * u128::from(count));
    let stretches = k.saturating_mul(k);
    stretches.saturating_add(n.saturating_mul(stretches) / 4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::grundy_table;
    use crate::oracles::rng::Rng;

    /// The game played on the intervals themselves: a state is the set of intervals still
    /// choosable (choosing one removes it and every interval meeting it, lowering the
    /// state).
    fn played(intervals: &[(u64, u64)]) -> u32 {
        let n = intervals.len();
        let meet = |x: (u64, u64), y: (u64, u64)| x.0 < y.1 && y.0 < x.1;
        let table = grundy_table(1 << n, |free, next| {
            for i in (0..n).filter(|&i| free >> i & 1 == 1) {
                let gone = (0..n).filter(|&j| meet(intervals[i], intervals[j]));
                next.push(gone.fold(free, |f, j| f & !(1 << j)));
            }
        });
        table[(1 << n) - 1]
    }

    /// 4000 random sets of up to 8 intervals with ends from 1 to 10 (repeats included),
    /// each valued as played, then again with the ends spread near 2^64.
    #[test]
    fn the_stretches_follow_the_moves() {
        let mut rng = Rng::new(206);
        for _ in 0..4000 {
            let count = rng.range(0, 8);
            let intervals: Vec<(u64, u64)> = (0..count)
                .map(|_| {
                    let l = rng.range(1, 9);
                    (l, rng.range(l + 1, 10))
                })
                .collect();
            let expected = played(&intervals);
            assert_eq!(grundy(&mut intervals.clone()), expected, "{intervals:?}");
            let far = |x: u64| u64::MAX - (10 - x) * 1_000_000_007;
            let mut spread: Vec<(u64, u64)> =
                intervals.iter().map(|&(l, r)| (far(l), far(r))).collect();
            assert_eq!(grundy(&mut spread), expected, "{intervals:?} spread");
        }
    }
}
