//! Furlo and Rublo and Game (Codeforces 255E): piles; a move lowers a pile of x to some y
//! with 0 ≤ y < x and x^(1/4) ≤ y ≤ x^(1/2); who cannot move loses.
//!
//! In integers the move goes to y with ⌈x^(1/4)⌉ ≤ y ≤ ⌊√x⌋ (y < x follows for x ≥ 2, and
//! 1 has no move). The piles are independent games: the exclusive or of their Grundy
//! values decides (Sprague–Grundy). A pile's value is the mex of the values on a window
//! of smaller piles whose two ends only grow with x, so the values come in long runs; over
//! every u64 there are eight (docs/games.md#furlo-and-rublo), each found from the runs
//! below it and tested here against the mex over the moves up to 10^6 and the windows'
//! sweep up to 2^64 − 1.

/// The first pile of each run of equal values, over every u64, with the run's value.
pub const RUNS: [(u64, u32); 8] = [
    (0, 0),
    (4, 1),
    (16, 2),
    (82, 0),
    (6724, 3),
    (50626, 1),
    (2_562_991_876, 2),
    (2_042_925_103_215_442, 0),
];

/// The Grundy value of a pile of `pile` coins.
///
/// # Complexity
/// O(1): eight comparisons, no branch on the pile.
///
/// # Example
/// ```
/// use grundy::games::root_moves;
/// let small: Vec<u32> = [1, 3, 4, 15, 16, 81, 82].iter().map(|&x| root_moves::grundy(x)).collect();
/// assert_eq!(small, [0, 0, 1, 1, 2, 2, 0]);
/// ```
#[inline]
pub fn grundy(pile: u64) -> u32 {
    let run = RUNS.iter().filter(|&&(start, _)| start <= pile).count();
    RUNS[run - 1].1
}

/// ⌊√n⌋, exactly: a guess from the leading bits, then corrected in integers.
pub fn floor_sqrt(n: u64) -> u64 {
    // Newton's iteration from above, which only decreases until it reaches ⌊√n⌋.
    if n < 2 {
        return n;
    }
    let bits = 64 - n.leading_zeros();
    let mut x = 1u64 << ((bits + 1) / 2); // 2^⌈bits/2⌉ > √n
    loop {
        let next = (x + n / x) / 2;
        if next >= x {
            return x;
        }
        x = next;
    }
}

/// ⌈n^(1/4)⌉, exactly: ⌊⌊√n⌋^(1/2)⌋ is ⌊n^(1/4)⌋, raised by one unless its fourth power is n.
pub fn ceil_fourth_root(n: u64) -> u64 {
    let floor = floor_sqrt(floor_sqrt(n));
    if floor.pow(4) == n {
        floor
    } else {
        floor + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The values of every pile below `count` by the mex over the moves: the window of
    /// piles ⌈x^(1/4)⌉ ..= ⌊√x⌋ (below x), kept as counts of each value as both ends move
    /// up with x.
    fn values_by_moves(count: usize) -> Vec<u32> {
        let mut values = Vec::with_capacity(count);
        let mut counts = [0usize; 8];
        let (mut low, mut high) = (0usize, 0usize); // the window is low..high
        for x in 0..count {
            let (from, to) = (
                ceil_fourth_root(x as u64) as usize,
                floor_sqrt(x as u64) as usize,
            );
            let to = if x == 0 { 0 } else { to.min(x - 1) + 1 }; // exclusive, and below x
            while high < to {
                counts[values[high] as usize] += 1;
                high += 1;
            }
            while low < from.min(high) {
                counts[values[low] as usize] -= 1;
                low += 1;
            }
            let value = if from >= to {
                0
            } else {
                (0..).find(|&v| counts[v] == 0).unwrap()
            };
            values.push(value as u32);
        }
        values
    }

    /// Every pile up to 10^6 by the mex over its moves.
    #[test]
    fn matches_the_mex_over_the_moves_up_to_a_million() {
        let values = values_by_moves(1_000_001);
        for (x, &value) in values.iter().enumerate() {
            assert_eq!(grundy(x as u64), value, "x = {x}");
        }
    }

    /// The runs up to 2^64 − 1, found again from the windows: a pile's value only changes
    /// where an end of its window crosses the start of a run, at x = s² (the top reaches
    /// s) or x = (s − 1)^4 + 1 (the bottom passes s − 1); between those points the window
    /// holds the same runs.
    #[test]
    fn the_runs_follow_from_the_windows_up_to_u64_max() {
        let mut runs: Vec<(u64, u32)> = vec![(0, 0)];
        let values = values_by_moves(1_000_001);
        for x in 1..values.len() {
            if values[x] != values[x - 1] {
                runs.push((x as u64, values[x]));
            }
        }
        let value_of_window = |runs: &[(u64, u32)], from: u64, to: u64| -> u32 {
            // The values of the runs that meet from..=to, and their mex.
            let mut seen = [false; 9];
            for (i, &(start, value)) in runs.iter().enumerate() {
                let end = runs.get(i + 1).map_or(u64::MAX, |&(next, _)| next - 1);
                if start <= to && end >= from {
                    seen[value as usize] = true;
                }
            }
            seen.iter().position(|&s| !s).unwrap() as u32
        };
        let mut x = 1_000_001u64;
        loop {
            let value = value_of_window(&runs, ceil_fourth_root(x), floor_sqrt(x));
            if value != runs.last().unwrap().1 {
                runs.push((x, value));
            }
            let turns = runs.iter().flat_map(|&(s, _)| {
                let top = s.checked_mul(s);
                let bottom = s
                    .checked_sub(1)
                    .and_then(|b| b.checked_pow(4))
                    .and_then(|p| p.checked_add(1));
                [top, bottom]
            });
            match turns.flatten().filter(|&t| t > x).min() {
                Some(next) => x = next,
                None => break,
            }
        }
        assert_eq!(runs, RUNS);
    }

    /// The roots against their definitions at every edge: k² − 1, k², k² + 1 for every k
    /// up to 2^32 − 1 in steps and near the top, k⁴ ± 1 for every k up to 65535.
    #[test]
    fn the_roots_are_exact_on_their_edges() {
        let check_sqrt = |n: u64| {
            let r = u128::from(floor_sqrt(n));
            assert!(
                r * r <= u128::from(n) && (r + 1) * (r + 1) > u128::from(n),
                "√{n}"
            );
        };
        let check_fourth = |n: u64| {
            let r = u128::from(ceil_fourth_root(n));
            let n = u128::from(n);
            assert!(r.pow(4) >= n && (r == 0 || (r - 1).pow(4) < n), "⁴√{n}");
        };
        let mut roots: Vec<u64> = (0..100_000).collect();
        roots.extend((0..100_000).map(|i| u64::from(u32::MAX) - i));
        roots.extend((0..100_000u64).map(|i| i * 42_949));
        for k in roots {
            let square = k * k;
            for n in [square.saturating_sub(1), square, square.saturating_add(1)] {
                check_sqrt(n);
                check_fourth(n);
            }
        }
        for k in 0..=65_535u64 {
            let fourth = k.pow(4);
            for n in [fourth.saturating_sub(1), fourth, fourth + 1] {
                check_fourth(n);
            }
        }
        check_sqrt(u64::MAX);
        check_fourth(u64::MAX);
        assert_eq!(ceil_fourth_root(u64::MAX), 65536);
    }
}
