//! Niuke BISHI34 甜蜜的博弈: take 1 diamond; or 2 when 2 divides the count; or 5 when 5
//! divides it.
//!
//! The moves depend on the count itself, so no textbook formula applies; the source notes
//! (docs/games.md#bishi34-the-diamonds) print the table and read off the lost positions
//! `{0, 3, 6} ∪ {odd k ≥ 9}`. Proof for k ≥ 7, given the table below 9:
//! an even k ≥ 10 takes 1 and leaves an odd k − 1 ≥ 9 (lost); k = 8 takes 2 and leaves 6
//! (lost). An odd k ≥ 9 may take 1 (leaving an even k − 1 ≥ 8, won) or, when 5 divides it,
//! 5 (leaving an even k − 5 ≥ 10, won); 2 is not allowed, so every move hands over a win.
//! 3 and 6 are the "small exceptions" the notes warn about; the oracle test checks them.

/// The amounts a move may take from `count` diamonds, smallest first.
pub fn legal_takes(count: u64) -> impl Iterator<Item = u64> {
    [(1, 1), (2, 2), (5, 5)]
        .into_iter()
        .filter(move |&(take, divisor)| take <= count && count % divisor == 0)
        .map(|(take, _)| take)
}

/// Whether the player to move (Alice, at the start) wins with `count` diamonds left.
///
/// # Complexity
/// O(1), any u64.
///
/// # Example
/// ```
/// use grundy::games::diamonds;
/// assert!(diamonds::first_player_wins(1));
/// assert!(!diamonds::first_player_wins(3)); // a small exception
/// assert!(diamonds::first_player_wins(5201314));
/// ```
#[inline]
pub fn first_player_wins(count: u64) -> bool {
    // Below 9 a bit of `0b100_1001` (0, 3, 6), from 9 on the parity: both computed and
    // one picked, so that random counts cost no mispredicted branch.
    const SMALL_LOST: u64 = 1 << 0 | 1 << 3 | 1 << 6;
    let small = SMALL_LOST >> count.min(63) & 1;
    let lost = if count < 9 { small } else { count & 1 };
    lost == 0
}

/// A winning move: how many diamonds to take, or `None` from a lost position.
pub fn winning_take(count: u64) -> Option<u64> {
    legal_takes(count).find(|&take| !first_player_wins(count - take))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{heap_moves, win_table};

    #[test]
    fn matches_the_oracle_and_the_notes_table() {
        let takes = |count: usize| legal_takes(count as u64).map(|take| take as usize);
        let win = win_table(5000, heap_moves(takes));
        for (count, &expected) in win.iter().enumerate() {
            let count = count as u64;
            assert_eq!(first_player_wins(count), expected, "k = {count}");
            match winning_take(count) {
                Some(take) => assert!(!win[(count - take) as usize], "k = {count}"),
                None => assert!(!expected, "k = {count}"),
            }
        }
        // The notes' printed table, k = 0..=20.
        let printed = "LWWLWWLWWLWLWLWLWLWLW";
        let ours: String = win[..=20]
            .iter()
            .map(|&w| if w { 'W' } else { 'L' })
            .collect();
        assert_eq!(ours, printed);
    }

    #[test]
    fn large_counts() {
        assert!(!first_player_wins(u64::MAX)); // odd
        assert_eq!(winning_take(u64::MAX - 1), Some(1));
        assert!(!first_player_wins(1_000_000_005)); // odd, divisible by 5: both moves lose
    }
}
