//! The split game (Luogu P3185 [HNOI2007] 分裂游戏): bottles 0 … n − 1 in a row, bottle i
//! holding beans; a move takes one bean out of a bottle i and puts one bean into each of
//! bottles j and k, i < j ≤ k. The last move wins.
//!
//! A move touches one bean only, so every bean is a game of its own and the position's
//! value is the xor of its beans' (Sprague–Grundy); two beans in one bottle cancel. A bean
//! d bottles from the end has value 0 when d = 0 (no move) and otherwise the (d − 1)-th
//! odious number (odd number of 1 bits): 2(d − 1) + 1 when d − 1 has an even number of 1
//! bits, 2(d − 1) when odd (1, 2, 4, 7, 8, 11, …). The proof is in
//! docs/games.md#the-split-game; the oracle tests check it and the winning moves from the
//! move rules. The winning first moves are counted, and the first found, by value classes
//! in O(1) per bottle, not by trying the O(n²) pairs.

/// The value of one bean `distance` bottles from the last (distance < 2^63).
///
/// # Example
/// ```
/// use grundy::games::split_game::bean_value;
/// let values: Vec<u64> = (0..8).map(bean_value).collect();
/// assert_eq!(values, [0, 1, 2, 4, 7, 8, 11, 13]);
/// ```
pub fn bean_value(distance: u64) -> u64 {
    match distance {
        0 => 0,
        d => 2 * (d - 1) + u64::from((d - 1).count_ones() % 2 == 0),
    }
}

/// The distance of the bean whose value is the odious `value` (its index plus one).
fn distance_of_odious(value: u64) -> u64 {
    (value >> 1) + 1
}

fn is_odious(value: u64) -> bool {
    value.count_ones() % 2 == 1
}

/// How many y < m have y ^ x < m (x ≠ 0). y and y ^ x differ only in bits up to x's top
/// bit t, so each aligned block of 2^(t+1) below m counts whole; in the partial block of
/// r numbers, a y below 2^t maps above it and back, r − 2^t each way when r > 2^t.
fn both_below(m: u64, x: u64) -> u64 {
    let top = 63 - x.leading_zeros();
    let half = 1u64 << top;
    // The block's size may be 2^64: then m lies within the first block.
    let block = half.checked_mul(2);
    let (whole, partial) = block.map_or((0, m), |b| (m / b * b, m % b));
    whole + 2 * partial.saturating_sub(half)
}

/// Where a bean `reach` bottles from the end may go in one move: a pair of distances
/// (a, b), reach > a ≥ b ≥ 0, whose beans' values xor to `x`: how many such pairs there
/// are, and the one with the largest a, then the largest b (the first in bottle order).
///
/// The values below `reach` are 0 and the odious numbers below m = 2(reach − 1). An odious
/// x pairs only with 0; an evil x ≠ 0 pairs two odious numbers, and of the numbers below m
/// whose partner y ^ x is also below m, exactly half are odious (y ↔ y ^ 1 swaps parity and
/// keeps both below m), each pair counted from both ends.
pub fn pairs_reaching(reach: u64, x: u64) -> (u64, Option<(u64, u64)>) {
    if reach == 0 {
        return (0, None);
    }
    let m = 2 * (reach - 1);
    if x == 0 {
        // Both beans in one bottle: any distance below reach, the farthest first.
        return (reach, Some((reach - 1, reach - 1)));
    }
    if is_odious(x) {
        return match x < m {
            true => (1, Some((distance_of_odious(x), 0))),
            false => (0, None),
        };
    }
    let count = both_below(m, x) / 4;
    if count == 0 {
        return (0, None);
    }
    // The larger value of a pair is the one with x's top bit set: the first pair's is the
    // largest odious number below m with that bit, found among the pair {y, y ^ 1} of the
    // largest y < m with the bit.
    let bit = 1u64 << (63 - x.leading_zeros());
    let below = m - 1;
    let y = if below & bit != 0 {
        below
    } else {
        // Clear the lowest set bit of `below` above `bit`, and set every bit beneath it.
        let above = below & !(bit * 2 - 1);
        let lowest = above & above.wrapping_neg();
        (below & !lowest) | (lowest - 1)
    };
    let larger = if is_odious(y & !1) { y & !1 } else { y | 1 };
    let smaller = larger ^ x;
    let first = (distance_of_odious(larger), distance_of_odious(smaller));
    (count, Some(first))
}

/// A position read bottle by bottle: its value and its bottles with beans.
#[derive(Default)]
pub struct SplitGame {
    bottles: u64,
    /// The indices of the bottles with at least one bean, increasing.
    with_beans: Vec<u64>,
    value: u64,
}

/// The winning first moves: how many (i, j, k) there are, and the first (least i, then j,
/// then k).
#[derive(Debug, PartialEq, Eq)]
pub struct WinningMoves {
    pub count: u64,
    pub first: Option<(u64, u64, u64)>,
}

impl SplitGame {
    /// Starts a position of `bottles` bottles (fewer than 2^63), all empty.
    pub fn clear(&mut self, bottles: u64) {
        self.bottles = bottles;
        self.with_beans.clear();
        self.value = 0;
    }

    /// Bottle `index`'s beans; bottles are given in increasing order.
    pub fn add(&mut self, index: u64, beans: u64) {
        if beans > 0 {
            self.with_beans.push(index);
        }
        if beans % 2 == 1 {
            self.value ^= bean_value(self.bottles - 1 - index);
        }
    }

    /// The moves to a position of value 0. None when the value is 0 already.
    ///
    /// # Complexity
    /// O(1) per bottle with beans.
    pub fn winning_moves(&self) -> WinningMoves {
        let mut moves = WinningMoves {
            count: 0,
            first: None,
        };
        if self.value == 0 {
            return moves;
        }
        for &i in &self.with_beans {
            let reach = self.bottles - 1 - i;
            let (count, first) = pairs_reaching(reach, self.value ^ bean_value(reach));
            moves.count += count;
            if moves.first.is_none() {
                let to_index = |distance| self.bottles - 1 - distance;
                moves.first = first.map(|(a, b)| (i, to_index(a), to_index(b)));
            }
        }
        moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::mex::Mex;
    use crate::oracles::brute::split_game_winning_moves;
    use std::collections::HashMap;

    /// The values of one bean at distances 0..count, by mex over its moves: two beans at
    /// any distances a ≥ b below its own.
    fn values_by_mex(count: usize) -> Vec<u64> {
        let mut values: Vec<u64> = Vec::new();
        let mut mex = Mex::default();
        for d in 0..count {
            let reached = (0..d).flat_map(|a| (0..=a).map(move |b| (a, b)));
            let reached: Vec<u32> = reached
                .map(|(a, b)| (values[a] ^ values[b]) as u32)
                .collect();
            values.push(u64::from(mex.among(reached.len(), reached)));
        }
        values
    }

    #[test]
    fn bean_values_match_the_mex_of_their_moves() {
        let values = values_by_mex(300);
        for (d, &value) in values.iter().enumerate() {
            assert_eq!(bean_value(d as u64), value, "distance {d}");
        }
    }

    #[test]
    fn pairs_match_a_count_over_all_pairs() {
        let values = values_by_mex(70);
        for reach in 0..70u64 {
            for x in 0..160u64 {
                let mut count = 0;
                let mut first = None;
                // The farthest a first, then the farthest b: bottle order.
                for a in (0..reach).rev() {
                    for b in (0..=a).rev() {
                        if values[a as usize] ^ values[b as usize] == x {
                            count += 1;
                            first = first.or(Some((a, b)));
                        }
                    }
                }
                assert_eq!(pairs_reaching(reach, x), (count, first), "{reach} {x}");
            }
        }
    }

    #[test]
    fn both_below_matches_counting() {
        for m in 0..200u64 {
            for x in 1..300u64 {
                let counted = (0..m).filter(|&y| y ^ x < m).count() as u64;
                assert_eq!(both_below(m, x), counted, "{m} {x}");
            }
        }
        assert_eq!(both_below(u64::MAX, 1 << 63), u64::MAX - 1);
        assert_eq!(both_below(u64::MAX, 1), u64::MAX - 1);
    }

    /// Every row of up to 5 bottles of 0 to 2 beans: the winning moves, counted and the
    /// first, as the search finds them.
    #[test]
    fn winning_moves_match_the_search() {
        let mut memo = HashMap::new();
        let mut game = SplitGame::default();
        for n in 0..=5u32 {
            for code in 0..3u64.pow(n) {
                let beans: Vec<u64> = (0..n).map(|i| code / 3u64.pow(i) % 3).collect();
                let winning = split_game_winning_moves(&beans, &mut memo);
                game.clear(u64::from(n));
                for (i, &b) in beans.iter().enumerate() {
                    game.add(i as u64, b);
                }
                let expected = WinningMoves {
                    count: winning.len() as u64,
                    first: winning.first().copied(),
                };
                assert_eq!(game.winning_moves(), expected, "{beans:?}");
            }
        }
    }

    /// The judge's sample, and a bean far from the end of a long row.
    #[test]
    fn long_rows() {
        let mut game = SplitGame::default();
        game.clear(4);
        [1, 0, 1, 5000]
            .iter()
            .enumerate()
            .for_each(|(i, &b)| game.add(i as u64, b));
        assert_eq!(
            game.winning_moves(),
            WinningMoves {
                count: 1,
                first: Some((0, 2, 3))
            }
        );
        // One bean alone wins by splitting into two beans in one bottle (j = k): any of
        // the bottles after it.
        let bottles = 1u64 << 40;
        game.clear(bottles);
        game.add(0, u64::MAX);
        let moves = game.winning_moves();
        assert_eq!(moves.first, Some((0, 1, 1)));
        assert_eq!(moves.count, bottles - 1);
    }
}
