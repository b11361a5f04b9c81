//! Deleting inner letters (AtCoder ABC048 D / ARC064 B "An Ordinary Game"): a string with
//! no two equal neighbours; a move deletes a letter other than the first and the last,
//! unless its two neighbours are equal (they would then meet); a player who cannot move
//! loses.
//!
//! **The first player wins exactly when the length is odd and the end letters differ, or
//! the length is even and they are equal** (docs/games.md#an-ordinary-game). The ends are
//! never deleted and no two neighbours are ever equal, so a string without a move is one
//! whose every inner letter has equal neighbours: two letters alternating, of odd length
//! when its ends are equal and even when they differ. Every move deletes one letter, so
//! every play lasts the length less that final length, whose parity the ends fix: nobody's
//! choices matter.

/// Whether the first player wins on a string of `length` letters (at least 1) whose first
/// and last letters are equal (`ends_equal`) or not.
///
/// # Example
/// ```
/// use grundy::games::ordinary_game::first_player_wins;
/// assert!(!first_player_wins(3, true)); // "aba": deleting b would make "aa"
/// assert!(first_player_wins(3, false)); // "abc" → "ac"
/// assert!(first_player_wins(5, false)); // "abcab"
/// ```
pub fn first_player_wins(length: u64, ends_equal: bool) -> bool {
    (length % 2 == 1) != ends_equal
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Whether the player to move wins on `word`, the game played out: every legal deletion
    /// tried, positions remembered.
    fn played(word: &[u8], memo: &mut HashMap<Vec<u8>, bool>) -> bool {
        if let Some(&known) = memo.get(word) {
            return known;
        }
        let wins = (1..word.len().saturating_sub(1))
            .filter(|&i| word[i - 1] != word[i + 1])
            .any(|i| {
                let mut after = word.to_vec();
                after.remove(i);
                !played(&after, memo)
            });
        memo.insert(word.to_vec(), wins);
        wins
    }

    /// Every word of 1 to 11 letters over a, b, c without two equal neighbours, and every
    /// such word of up to 8 letters over a to e.
    #[test]
    fn the_rule_follows_the_game_on_every_small_word() {
        let mut memo = HashMap::new();
        for (letters, longest) in [(3u8, 11), (5, 8)] {
            let mut words: Vec<Vec<u8>> = (0..letters).map(|c| vec![b'a' + c]).collect();
            for length in 1..=longest {
                for word in &words {
                    let ends_equal = word[0] == word[word.len() - 1];
                    assert_eq!(
                        first_player_wins(length, ends_equal),
                        played(word, &mut memo),
                        "{}",
                        String::from_utf8_lossy(word)
                    );
                }
                let mut longer = Vec::new();
                for word in &words {
                    let last = word[word.len() - 1];
                    for c in (0..letters).map(|c| b'a' + c).filter(|&c| c != last) {
                        let mut next = word.clone();
                        next.push(c);
                        longer.push(next);
                    }
                }
                words = longer;
            }
        }
    }

    #[test]
    fn lengths_at_the_edge_of_u64() {
        assert!(first_player_wins(u64::MAX, false));
        assert!(!first_player_wins(u64::MAX, true));
        assert!(first_player_wins(u64::MAX - 1, true));
    }
}
