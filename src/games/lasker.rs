//! Lasker's Nim (HDU 3032 "Nim or not Nim?"): a move takes any positive number of stones
//! from one heap, or splits one heap into two non-empty heaps.
//!
//! The Grundy value of a heap of h stones runs 0, 1, 2, 4, 3, 5, 6, 8, 7, …: h itself when
//! h mod 4 is 1 or 2, h + 1 when it is 3, h − 1 when it is 0 (h > 0). A split's value is
//! the exclusive or of its two heaps (Sprague–Grundy), and the pattern is proved by
//! induction on h in blocks of four; the oracle test checks it from the move rules. A
//! position is lost exactly when the exclusive or of its heaps' values is 0.

/// The Grundy value of one heap. It exceeds u64 for the heap `u64::MAX` (≡ 3 mod 4), so it
/// is returned as a u128.
///
/// # Example
/// ```
/// use grundy::games::lasker;
/// let values: Vec<u128> = (0..9).map(lasker::grundy).collect();
/// assert_eq!(values, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
#[inline]
pub fn grundy(heap: u64) -> u128 {
    let heap = u128::from(heap);
    match heap % 4 {
        0 if heap > 0 => heap - 1,
        3 => heap + 1,
        _ => heap,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, HeapMultisets};

    /// Take any number from a heap, or split it into two non-empty heaps.
    fn lasker_moves(heap: usize) -> Vec<Vec<usize>> {
        let takes = (0..heap).map(|left| vec![left]);
        let splits = (1..=heap / 2).map(|part| vec![part, heap - part]);
        takes.chain(splits).collect()
    }

    /// Every multiset of heaps with at most 36 stones in all (every three heaps of up to
    /// 12, and most fours), with every split as a move.
    #[test]
    fn matches_the_oracle_on_every_position_of_up_to_36_stones() {
        const TOTAL: usize = 36;
        let positions = HeapMultisets::new(TOTAL);
        let values = grundy_table(positions.count(), positions.moves(lasker_moves));
        // A position is won exactly when its Grundy value is not 0 (brute.rs tests that).
        let win: Vec<bool> = values.iter().map(|&v| v != 0).collect();
        for heap in 0..=TOTAL {
            let index = positions.find(&[heap]).unwrap();
            assert_eq!(
                u128::from(values[index]),
                grundy(heap as u64),
                "heap {heap}"
            );
        }
        let mut checked = 0;
        for a in 0..=12 {
            for b in a..=12 {
                for c in b..=12 {
                    let index = positions.find(&[a, b, c]).unwrap();
                    let sum = grundy(a as u64) ^ grundy(b as u64) ^ grundy(c as u64);
                    assert_eq!(sum != 0, win[index], "{a} {b} {c}");
                    checked += 1;
                }
            }
        }
        assert_eq!(checked, 455);
        // Four heaps, as many as fit in the table.
        for a in 0..=12 {
            for b in a..=12 {
                for c in b..=12 {
                    for d in c..=12 {
                        if let Some(index) = positions.find(&[a, b, c, d]) {
                            let sum = [a, b, c, d].iter().fold(0, |s, &h| s ^ grundy(h as u64));
                            assert_eq!(sum != 0, win[index], "{a} {b} {c} {d}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn values_past_u64() {
        assert_eq!(grundy(u64::MAX), 1u128 << 64);
        // u64::MAX − 3 ≡ 0 and u64::MAX − 4 ≡ 3 (mod 4): they swap values.
        assert_eq!(grundy(u64::MAX - 3), u128::from(u64::MAX - 4));
        assert_eq!(grundy(u64::MAX - 4), u128::from(u64::MAX - 3));
        assert_eq!(grundy(u64::MAX - 2), u128::from(u64::MAX - 2));
        assert_eq!(grundy(1 << 40), (1u128 << 40) - 1);
    }
}
