//! Nim with three-way splits (HDU 5795 "A Simple Nim"): a move takes any positive number of
//! stones from one heap, or splits one heap into three non-empty heaps.
//!
//! The Grundy value of a heap of h stones is h, except that the heaps 8k + 7 and 8k + 8
//! swap values: 0, 1, 2, 3, 4, 5, 6, 8, 7, 9, … A split's value is the exclusive or of its
//! three heaps' (Sprague–Grundy). A position is lost exactly when the exclusive or of its
//! heaps' values is 0 (docs/games.md#nim-with-three-way-splits).

/// The Grundy value of one heap. It exceeds u64 for the heap `u64::MAX` (≡ 7 mod 8), so it
/// is returned as a u128.
///
/// # Example
/// ```
/// use grundy::games::three_split;
/// let values: Vec<u128> = (0..10).map(three_split::grundy).collect();
/// assert_eq!(values, [0, 1, 2, 3, 4, 5, 6, 8, 7, 9]);
/// ```
#[inline]
pub fn grundy(heap: u64) -> u128 {
    let heap = u128::from(heap);
    match heap % 8 {
        0 if heap > 0 => heap - 1,
        7 => heap + 1,
        _ => heap,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, HeapMultisets};

    /// Take any number from a heap, or split it into three non-empty heaps a ≤ b ≤ c.
    fn three_split_moves(heap: usize) -> Vec<Vec<usize>> {
        let takes = (0..heap).map(|left| vec![left]);
        let splits = (1..=heap / 3)
            .flat_map(move |a| (a..=(heap - a) / 2).map(move |b| vec![a, b, heap - a - b]));
        takes.chain(splits).collect()
    }

    /// Every multiset of heaps with at most 27 stones in all, every split a move: the
    /// values of single heaps, and the verdict of every position as the xor of its heaps'.
    #[test]
    fn matches_the_oracle_on_every_position_of_up_to_27_stones() {
        const TOTAL: usize = 27;
        let positions = HeapMultisets::new(TOTAL);
        let values = grundy_table(positions.count(), positions.moves(three_split_moves));
        for heap in 0..=TOTAL {
            let index = positions.find(&[heap]).unwrap();
            assert_eq!(u128::from(values[index]), grundy(heap as u64), "{heap}");
        }
        // Every multiset of up to four heaps within the table.
        let mut checked = 0;
        for a in 0..=TOTAL {
            for b in a..=TOTAL - a {
                for c in b..=TOTAL - a - b {
                    for d in c..=TOTAL - a - b - c {
                        let index = positions.find(&[a, b, c, d]).unwrap();
                        let sum = [a, b, c, d].iter().fold(0, |s, &h| s ^ grundy(h as u64));
                        assert_eq!(sum != 0, values[index] != 0, "{a} {b} {c} {d}");
                        checked += 1;
                    }
                }
            }
        }
        assert_eq!(checked, 1908); // the multisets of up to four heaps, 27 stones or fewer
    }

    /// Single heaps up to 200 by mex over the rules, each split valued as the xor of its
    /// three heaps' values (Sprague–Grundy), the values built up from heap 0.
    #[test]
    fn heaps_up_to_200_by_mex_over_every_split() {
        let mut values: Vec<u128> = Vec::new();
        for heap in 0..=200usize {
            let options: Vec<u128> = three_split_moves(heap)
                .iter()
                .map(|parts| parts.iter().fold(0, |s, &p| s ^ values[p]))
                .collect();
            let mex = (0..).find(|v| !options.contains(v)).unwrap();
            assert_eq!(mex, grundy(heap as u64), "{heap}");
            values.push(mex);
        }
    }

    #[test]
    fn values_past_u64() {
        assert_eq!(grundy(u64::MAX), 1u128 << 64);
        // u64::MAX − 7 ≡ 0 and u64::MAX − 8 ≡ 7 (mod 8): they swap values.
        assert_eq!(grundy(u64::MAX - 7), u128::from(u64::MAX - 8));
        assert_eq!(grundy(u64::MAX - 8), u128::from(u64::MAX - 7));
        assert_eq!(grundy(u64::MAX - 1), u128::from(u64::MAX - 1));
        assert_eq!(grundy(1 << 40), (1u128 << 40) - 1);
    }
}
