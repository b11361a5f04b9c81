//! CSES 2208 Another Game: heaps of coins; a move takes one coin from each heap of any
//! non-empty set of non-empty heaps; whoever takes the last coin wins.
//!
//! The rule (docs/games.md#one-coin-from-each-of-any-heaps): **the player to move loses
//! iff every heap is even.** From all-even heaps every move changes the parity of at least
//! one heap, leaving an odd one; from heaps with some odd ones, one coin from each odd heap
//! leaves them all even. The heaps only shrink, and all empty (all even) is the position
//! without a move: lost.

/// The heaps of a position, pushed one at a time: only whether some heap is odd is kept.
#[derive(Default)]
pub struct Heaps {
    /// The low bits of the heaps pushed, or'ed: 1 iff some heap is odd.
    odd: u64,
}

impl Heaps {
    /// One more heap of `coins`.
    #[inline]
    pub fn push(&mut self, coins: u64) {
        self.odd |= coins & 1;
    }

    /// Whether the player to move wins on the heaps pushed so far.
    pub fn first_player_wins(&self) -> bool {
        self.odd != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{win_table, HeapTuples};

    /// Every tuple of `tuples`, played from the rules: a move is a non-empty subset of the
    /// non-empty heaps, each lowered by one (so the tuple's number decreases).
    fn table(tuples: HeapTuples) -> Vec<bool> {
        win_table(tuples.count(), |index, next| {
            let heaps = tuples.decode(index);
            for subset in 1..1usize << heaps.len() {
                let chosen = |i: usize| subset >> i & 1 == 1;
                if (0..heaps.len()).any(|i| chosen(i) && heaps[i] == 0) {
                    continue;
                }
                let after: Vec<usize> = (0..heaps.len())
                    .map(|i| heaps[i] - usize::from(chosen(i)))
                    .collect();
                next.push(tuples.encode(&after));
            }
        })
    }

    #[test]
    fn matches_the_oracle_on_every_tuple_of_small_heaps() {
        for tuples in [
            HeapTuples { heaps: 4, max: 7 },
            HeapTuples { heaps: 5, max: 4 },
        ] {
            let win = table(tuples);
            for (index, &expected) in win.iter().enumerate() {
                let coins = tuples.decode(index);
                let mut heaps = Heaps::default();
                coins.iter().for_each(|&c| heaps.push(c as u64));
                assert_eq!(heaps.first_player_wins(), expected, "{coins:?}");
            }
        }
    }

    /// The judge's sample, no heaps at all, and heaps at the edges of u64.
    #[test]
    fn the_sample_and_the_edges_of_u64() {
        let wins = |coins: &[u64]| {
            let mut heaps = Heaps::default();
            coins.iter().for_each(|&c| heaps.push(c));
            heaps.first_player_wins()
        };
        assert!(wins(&[1, 2, 3]));
        assert!(!wins(&[2, 2]));
        assert!(wins(&[5, 5, 4, 5]));
        assert!(!wins(&[]));
        assert!(wins(&[u64::MAX]));
        assert!(!wins(&[u64::MAX - 1, 1 << 63]));
    }
}
