//! Nim where no pile gives up the same number of stones twice (Codeforces 768E "Game of
//! Stones"): a move removes some stones from one pile, an amount never removed from that
//! pile before; whoever cannot move loses.
//!
//! **A pile of s stones is worth the largest k with 1 + 2 + … + k = k(k + 1)/2 ≤ s**, the
//! most moves a pile of s allows (docs/games.md#nim-without-repeated-amounts). No option
//! of the pile is worth k: a game's Grundy value is at most its longest play, and a play
//! from an option, the first move before it, removes distinct amounts from s, so it is at
//! most k − 1 moves long. That every value below k is reached is checked by a search of
//! every position (stones left, amounts used) of every pile up to 60, the whole range the
//! judge poses; the binary takes no pile past it.

/// The largest pile the rule is checked for, and the binary takes.
pub const MOST_STONES: u64 = 60;

/// The Grundy value of a fresh pile of `stones` (at most `MOST_STONES`): the largest k
/// with k(k + 1)/2 ≤ stones.
///
/// # Example
/// ```
/// use grundy::games::no_repeat::pile_value;
/// assert_eq!(pile_value(5), 2); // 1 + 2 ≤ 5 < 1 + 2 + 3
/// assert_eq!(pile_value(60), 10); // 55 ≤ 60 < 66
/// ```
pub fn pile_value(stones: u64) -> u8 {
    PILE_VALUES[stones as usize]
}

/// Every pile's value, found at compile time: a lookup costs the binary less than the loop,
/// whose varying length the processor cannot predict from one pile to the next.
const PILE_VALUES: [u8; MOST_STONES as usize + 1] = {
    let mut values = [0; MOST_STONES as usize + 1];
    let (mut stones, mut moves) = (0, 0);
    while stones <= MOST_STONES {
        while (moves + 1) * (moves + 2) / 2 <= stones {
            moves += 1;
        }
        values[stones as usize] = moves as u8;
        stones += 1;
    }
    values
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::cf_searches::no_repeat_values;

    /// Every pile up to 60 against the search of every position its moves reach.
    #[test]
    fn the_values_follow_the_moves() {
        let values = no_repeat_values(MOST_STONES);
        for (stones, &value) in values.iter().enumerate() {
            assert_eq!(u32::from(pile_value(stones as u64)), value, "{stones}");
        }
    }
}
