//! AtCoder ARC091 F Strange Nim: from a pile of X stones with its own K, a move removes 1
//! to ⌊X/K⌋ stones.
//!
//! A pile's Grundy value (docs/games.md#strange-nim): g(X) = X/K when K divides X, and
//! g(X) = g(X − ⌊X/K⌋ − 1) otherwise (g(X) = 0 below K). By induction on X, the options
//! of X together with X itself hold every value from 0 to ⌊X/K⌋ once: one more pile
//! either widens the window of options by one (K divides X + 1, and the new pile takes the
//! next value) or slides it by one, the pile dropped giving the new one its value back.
//!
//! The jumps of one quotient q = ⌊X/K⌋ are taken at once: X − t(q + 1) keeps the quotient
//! q while it stays above qK, so the chain reaches a multiple of K, or a smaller quotient,
//! in one step. The steps number about min(X/K, K·ln X), at most about 4·10^4 for
//! X ≤ 10^9, and any u64 pile is computed exactly; the caller bounds the steps.

/// A pile's Grundy value, or `None` when it needs more than `steps` jumps (the steps
/// taken are subtracted from `steps` either way). `k` is at least 1.
///
/// # Complexity
/// O(min(X/K, K log X)) divisions.
///
/// # Example
/// ```
/// use grundy::games::strange_nim;
/// let mut steps = 100;
/// assert_eq!(strange_nim::grundy(6, 2, &mut steps), Some(3));
/// assert_eq!(strange_nim::grundy(5, 2, &mut steps), Some(1));
/// assert_eq!(strange_nim::grundy(3, 3, &mut steps), Some(1));
/// ```
pub fn grundy(mut pile: u64, k: u64, steps: &mut u64) -> Option<u64> {
    debug_assert!(k >= 1);
    loop {
        *steps = steps.checked_sub(1)?;
        let (quotient, rest) = (pile / k, pile % k);
        if rest == 0 {
            return Some(quotient);
        }
        if quotient == 0 {
            return Some(0);
        }
        // The fewest jumps of q + 1 that take the pile to qK or below (rest ≤ K − 1, so
        // the sum cannot overflow: q + 1 ≤ pile).
        let jumps = (rest + quotient) / (quotient + 1);
        pile -= jumps * (quotient + 1);
    }
}

/// The steps `grundy` takes for a pile (for the budget's refusal and the bench's worst
/// shapes).
pub fn steps(pile: u64, k: u64) -> u64 {
    let mut left = u64::MAX;
    let _ = grundy(pile, k, &mut left);
    u64::MAX - left
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, heap_moves};

    /// Every pile up to 3000 for every K up to 60, against the mex table of the moves.
    #[test]
    fn matches_the_mex_table() {
        for k in 1..=60usize {
            let table = grundy_table(3001, heap_moves(move |pile: usize| 1..=pile / k));
            for (pile, &value) in table.iter().enumerate() {
                let mut steps = u64::MAX;
                let got = grundy(pile as u64, k as u64, &mut steps);
                assert_eq!(got, Some(u64::from(value)), "pile {pile}, K {k}");
            }
        }
    }

    /// Large piles: a multiple of K is worth its quotient, K = 1 is Nim, and the budget
    /// stops a long chain.
    #[test]
    fn large_piles_and_the_budget() {
        let mut budget = u64::MAX;
        assert_eq!(grundy(u64::MAX, 1, &mut budget), Some(u64::MAX));
        assert_eq!(grundy(u64::MAX, 3, &mut budget), Some(u64::MAX / 3));
        assert_eq!(grundy(u64::MAX, u64::MAX, &mut budget), Some(1));
        assert_eq!(grundy(u64::MAX - 1, u64::MAX, &mut budget), Some(0));
        let needed = steps(1_000_000_000, 18_326);
        assert!(needed > 1000, "{needed}");
        let mut short = needed - 1;
        assert_eq!(grundy(1_000_000_000, 18_326, &mut short), None);
        let mut enough = needed;
        assert!(grundy(1_000_000_000, 18_326, &mut enough).is_some());
        assert_eq!(enough, 0);
    }

    /// Far past the tables: the jumps of a quotient taken together against the recurrence
    /// one jump at a time, on random piles up to 10^15 with K up to 60.
    #[test]
    fn the_taken_jumps_follow_the_recurrence() {
        let mut rng = crate::oracles::rng::Rng::new(91);
        for _ in 0..3000 {
            let (mut pile, k) = (rng.range(0, 1_000_000_000_000_000), rng.range(1, 60));
            let mut budget = u64::MAX;
            let got = grundy(pile, k, &mut budget);
            while pile % k != 0 && pile >= k {
                pile -= pile / k + 1;
            }
            let expected = if pile % k == 0 { pile / k } else { 0 };
            assert_eq!(got, Some(expected), "K {k}");
        }
    }
}
