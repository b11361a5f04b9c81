//! CSES 2207 Grundy's Game: one heap of coins; a move splits one heap into two non-empty
//! heaps of different sizes; a player who cannot move loses.
//!
//! No rule is known for every heap (docs/games.md#grundys-game). The Grundy value of a
//! heap n is the mex of G(a) ⊕ G(n − a) over 1 ≤ a < n − a (Sprague–Grundy: the two heaps
//! left are a sum). Computed from that recurrence for every heap up to 10^6, the heaps of
//! value 0, the lost ones, are exactly the 42 of `LOST_HEAPS`, the last 1222 (the sparse-
//! space computation of `xtask/src/problems/grundys_game.rs`, checked there against the
//! plain mex), the list accepted solutions answer from. That none comes later is a
//! conjecture, not a theorem, so heaps above `COMPUTED_UP_TO` are not answered.

/// The heaps up to `COMPUTED_UP_TO` from which the player to move loses, in order.
pub const LOST_HEAPS: [u64; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346,
    359, 362, 365, 386, 389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932,
    1222,
];

/// The largest heap whose value was computed from the rules (CSES's own limit, 10^6).
pub const COMPUTED_UP_TO: u64 = 1_000_000;

/// Whether the player to move wins from one heap of `heap` coins, `heap` at most
/// `COMPUTED_UP_TO`.
///
/// # Example
/// ```
/// use grundy::games::grundys_game;
/// assert!(grundys_game::first_player_wins(6)); // split 6 into 1 and 5
/// assert!(!grundys_game::first_player_wins(7));
/// ```
pub fn first_player_wins(heap: u64) -> bool {
    debug_assert!(heap <= COMPUTED_UP_TO, "no value computed past 10^6");
    LOST_HEAPS.binary_search(&heap).is_err()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{win_table, HeapMultisets};

    /// The splits of a heap: every pair of different non-empty heaps that add up to it.
    fn splits(heap: usize) -> Vec<Vec<usize>> {
        (1..=heap / 2)
            .filter(|&a| 2 * a != heap)
            .map(|a| vec![a, heap - a])
            .collect()
    }

    /// Every position of heaps of 24 coins in all, played from the rules (no values): a
    /// single heap is lost exactly when the list says so.
    #[test]
    fn single_heaps_match_the_play_of_every_small_position() {
        let positions = HeapMultisets::new(24);
        let win = win_table(positions.count(), positions.moves(splits));
        for heap in 1..=24u64 {
            let index = positions
                .find(&[heap as usize])
                .expect("a heap of at most 24");
            assert_eq!(first_player_wins(heap), win[index], "{heap}");
        }
    }

    /// The Grundy values by the mex of every split, for every heap up to 6000: their zeros
    /// are the list's heaps up to there.
    #[test]
    fn the_list_is_the_zeros_of_the_values_up_to_6000() {
        const HEAPS: usize = 6000;
        let mut values = vec![0u32; HEAPS + 1];
        let mut reached = vec![usize::MAX; 512];
        for heap in 3..=HEAPS {
            for a in (1..=heap / 2).filter(|&a| 2 * a != heap) {
                reached[(values[a] ^ values[heap - a]) as usize] = heap;
            }
            values[heap] = (0..).find(|&v| reached[v as usize] != heap).expect("a mex");
        }
        for (heap, &value) in values.iter().enumerate() {
            assert_eq!(first_player_wins(heap as u64), value != 0, "{heap}");
        }
        assert!(LOST_HEAPS.windows(2).all(|w| w[0] < w[1]));
    }
}
