//! LeetCode 3021, 3227, 2038, 1927, 3360 and 1908: games whose outcome is a count of the
//! position (flowers, vowels, removable pieces, a weighted difference, forced takes, a
//! nim-sum), read in one pass. Proofs: docs/games.md#leetcode-games-decided-by-a-count.

use crate::games::nim;

/// 3021 Alice and Bob Playing Flower Game: every move picks exactly one of the x + y
/// flowers and whoever picks the last one wins, so Alice (first) wins exactly when x + y
/// is odd. The pairs 1 ≤ x ≤ n, 1 ≤ y ≤ m with an odd sum are ⌊n·m / 2⌋: with n or m
/// even, half of each row (or column) of the n × m grid; with both odd, n = 2a + 1 and
/// m = 2b + 1 give (a + 1)·b + a·(b + 1) = 2ab + a + b. In u128, exact for every u64.
pub fn flower_game(n: u64, m: u64) -> u128 {
    u128::from(n) * u128::from(m) / 2
}

/// The vowels of 3227: `a`, `e`, `i`, `o`, `u`.
pub fn is_vowel(c: char) -> bool {
    matches!(c, 'a' | 'e' | 'i' | 'o' | 'u')
}

/// 3227 Vowels Game in a String: Alice removes a non-empty substring with an odd number of
/// vowels, Bob one with an even number; who cannot move loses. Alice wins exactly when the
/// string has a vowel: with none she cannot move; with an odd number she removes all; with
/// an even number she leaves only the last vowel, which Bob cannot remove, and then removes
/// all that is left.
pub fn vowels_game(has_vowel: bool) -> bool {
    has_vowel
}

/// 2038 Remove Colored Pieces if Both Neighbors are the Same Color: each player's moves are
/// the pieces of their colour with both neighbours of that colour (a run of k ≥ 3 gives
/// k − 2). Removing one shortens its own run by one and touches no run of the other colour,
/// so each player has exactly that many moves whatever the other does; Alice (`A`, first)
/// wins exactly when she has more than Bob, since each move spends one of the mover's own
/// and the first to run out loses. The count has no branch per piece: random rows would
/// mispredict one at every change of colour.
pub fn winner_of_game(colors: &[u8]) -> bool {
    let (mut alice, mut bob) = (0u64, 0u64);
    for three in colors.windows(3) {
        let inner = (three[0] == three[1]) & (three[1] == three[2]);
        alice += u64::from(inner & (three[1] == b'A'));
        bob += u64::from(inner & (three[1] == b'B'));
    }
    alice > bob
}

/// 1927 Sum Game on a row of digits and `?` of even length: Alice (first) and Bob in turn
/// replace a `?` by a digit; Bob wins when the halves' digit sums end equal. Write
/// E = 2·(left sum − right sum) + 9·(left `?` − right `?`). Filling a `?` with d adds
/// 2d − 9 on the left or 9 − 2d on the right: either way an odd number from −9 to 9, the
/// mover's choice, and the game ends with E = 2·(left − right). With an odd number of `?`
/// Alice moves last and wins: of her ten digits at most one ends at E = 0. With an even
/// number, Bob wins exactly when E = 0: he answers each change a with −a (keeping E), and
/// from E ≠ 0 Alice adds 9 with E's sign, which Bob's move cannot undo past 0.
pub fn sum_game(num: &[u8]) -> bool {
    let half = num.len() / 2;
    let (mut balance, mut unknowns) = (0i64, 0u64);
    for (i, &c) in num.iter().enumerate() {
        let side = if i < half { 1 } else { -1 };
        if c == b'?' {
            balance += 9 * side;
            unknowns += 1;
        } else {
            balance += 2 * i64::from(c - b'0') * side;
        }
    }
    unknowns % 2 == 1 || balance != 0
}

/// The most stones 3360 takes a meaning for: the ten moves (10, 9, …, 1) take 55, and at
/// 55 or more the eleventh move would take 0.
pub const MOST_STONES_REMOVED: u64 = 54;

/// 3360 Stone Removal Game: Alice takes 10 stones, then each player takes one fewer than
/// the opponent just did; who cannot take loses. No move is a choice, so Alice wins
/// exactly when the number of moves made is odd. `n` is at most `MOST_STONES_REMOVED`.
pub fn stone_removal(n: u64) -> bool {
    let (mut left, mut take, mut moves) = (n, 10, 0);
    while take > 0 && left >= take {
        left -= take;
        take -= 1;
        moves += 1;
    }
    moves % 2 == 1
}

/// 1908 Game of Nim: Bouton's theorem (`games::nim`): Alice wins exactly when the piles'
/// exclusive or is not 0.
pub fn game_of_nim(piles: &[i64]) -> bool {
    nim::first_player_wins(nim::nim_sum(piles.iter().map(|&p| p as u64)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::game_searches as search;
    use crate::oracles::rng::Rng;

    /// Every string of `length` over `alphabet`.
    fn every_string(alphabet: &[u8], length: usize) -> Vec<Vec<u8>> {
        (0..length).fold(vec![Vec::new()], |strings, _| {
            strings
                .iter()
                .flat_map(|s| alphabet.iter().map(move |&c| [&s[..], &[c]].concat()))
                .collect()
        })
    }

    #[test]
    fn flower_game_counts_what_the_search_counts() {
        for n in 1..=30u64 {
            for m in 1..=30u64 {
                let searched = search::flower_game(n as usize, m as usize);
                assert_eq!(flower_game(n, m), u128::from(searched), "{n}, {m}");
            }
        }
        // 1 ≤ n, m ≤ 10^5 on LeetCode; u64 beyond: both odd at the top.
        assert_eq!(flower_game(100_000, 100_000), 5_000_000_000);
        assert_eq!(flower_game(99_999, 100_000), 4_999_950_000);
        let top = u128::from(u64::MAX);
        assert_eq!(flower_game(u64::MAX, u64::MAX), (top * top - 1) / 2);
        assert_eq!(flower_game(1, 1), 0);
    }

    #[test]
    fn vowels_game_matches_the_search_on_every_short_string() {
        for length in 1..=7 {
            for s in every_string(b"abe", length) {
                let s = String::from_utf8(s).unwrap();
                let has_vowel = s.chars().any(is_vowel);
                assert_eq!(vowels_game(has_vowel), search::vowels_game(&s), "{s}");
            }
        }
        assert!("aeiou".chars().all(is_vowel) && !"bcdfyz".chars().any(is_vowel));
    }

    #[test]
    fn colored_pieces_match_the_search_on_every_short_row() {
        for length in 1..=12 {
            for row in every_string(b"AB", length) {
                assert_eq!(
                    winner_of_game(&row),
                    search::winner_of_game(&row),
                    "{}",
                    String::from_utf8_lossy(&row)
                );
            }
        }
    }

    /// LeetCode's longest rows (10^5): runs whose move counts are known by hand.
    #[test]
    fn colored_pieces_at_leetcode_limits() {
        let half = "A".repeat(50_000) + &"B".repeat(50_000);
        assert!(!winner_of_game(half.as_bytes()));
        let more = "A".repeat(50_001) + &"B".repeat(49_999);
        assert!(winner_of_game(more.as_bytes()));
        assert!(!winner_of_game("AB".repeat(50_000).as_bytes()));
    }

    #[test]
    fn sum_game_matches_the_search_on_every_short_row() {
        // Rows of 2 and 4 over every digit and `?`, and of 6 with up to four `?`.
        for length in [2, 4] {
            for row in every_string(b"0123456789?", length) {
                let text = String::from_utf8_lossy(&row).to_string();
                assert_eq!(sum_game(&row), search::sum_game(&row), "{text}");
            }
        }
        let mut rng = Rng::new(1927);
        for _ in 0..300 {
            let row: Vec<u8> = (0..6)
                .map(|_| {
                    if rng.chance(1, 2) {
                        b'?'
                    } else {
                        b'0' + rng.range(0, 9) as u8
                    }
                })
                .collect();
            if row.iter().filter(|&&c| c == b'?').count() <= 4 {
                let text = String::from_utf8_lossy(&row).to_string();
                assert_eq!(sum_game(&row), search::sum_game(&row), "{text}");
            }
        }
    }

    /// 10^5 characters: the balance is 2·9·50000 at most, far inside i64, and the answer
    /// follows from the proof's pairing by hand.
    #[test]
    fn sum_game_at_leetcode_limits() {
        let balanced = "9".repeat(50_000) + &"9".repeat(50_000);
        assert!(!sum_game(balanced.as_bytes()));
        let questions = "?".repeat(100_000);
        assert!(!sum_game(questions.as_bytes()));
        let tilted = "?".repeat(50_000) + &"?".repeat(49_998) + "00";
        assert!(sum_game(tilted.as_bytes()));
        // Two more `?` on the left are worth 9 more on the right.
        let worth = "??".to_string() + &"0".repeat(49_998) + "9" + &"0".repeat(49_999);
        assert!(!sum_game(worth.as_bytes()));
    }

    #[test]
    fn stone_removal_matches_the_search() {
        for n in 0..=MOST_STONES_REMOVED {
            assert_eq!(stone_removal(n), search::stone_removal(n), "{n}");
        }
    }

    #[test]
    fn game_of_nim_matches_the_search() {
        // Every multiset of 1 to 4 piles of 0 to 7, and LeetCode's 7 piles of 1 to 7 drawn.
        for length in 1..=4 {
            for piles in every_string(&[0, 1, 2, 3, 4, 5, 6, 7], length) {
                let piles: Vec<i64> = piles.iter().map(|&p| i64::from(p)).collect();
                assert_eq!(game_of_nim(&piles), search::nim(&piles), "{piles:?}");
            }
        }
        let mut rng = Rng::new(1908);
        for _ in 0..200 {
            let piles: Vec<i64> = (0..7).map(|_| rng.range(1, 7) as i64).collect();
            assert_eq!(game_of_nim(&piles), search::nim(&piles), "{piles:?}");
        }
        assert!(!game_of_nim(&[i64::MAX, i64::MAX]) && game_of_nim(&[i64::MAX]));
    }
}
