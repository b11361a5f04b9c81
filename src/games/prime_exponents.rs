//! Prime exponents (Codeforces 850C Arpa and a game with Mojtaba): a list of positive
//! integers; a move picks a prime power p^k dividing at least one of them and divides every
//! number divisible by p^k by it. Whoever cannot move loses.
//!
//! A move changes the exponents of p alone, so each prime is a game of its own and the
//! list's value is the xor of the primes' (Sprague–Grundy). For one prime only the set of
//! exponents present matters (equal exponents move together), kept as a bit mask (bit
//! e − 1 for exponent e ≥ 1): the move k keeps the exponents below k and lowers those
//! above k by k, the ones equal to k leaving. Its Grundy value is computed by memoised
//! mex; a mask's moves all go to smaller masks (its top exponent falls), and the masks of
//! numbers up to 10^9 reach few enough (docs/games.md#prime-exponents).

use std::collections::HashMap;

/// The largest number factored: trial division by the primes up to its square root.
pub const MAX_NUMBER: u64 = 1_000_000_000;
/// The primes up to ⌊√MAX_NUMBER⌋ suffice: what is left after them is 1 or a prime.
const ROOT: u32 = 31_622;

/// The exponent masks of a list, prime by prime, and the Grundy values of masks.
pub struct PrimeExponents {
    /// The primes up to `ROOT`, for trial division.
    primes: Vec<u32>,
    /// For every prime met, the mask of the exponents met.
    masks: HashMap<u32, u32>,
    /// Grundy values of the masks computed so far (kept across lists).
    values: HashMap<u32, u32>,
}

/// The mask that the move k (divide by p^k) leaves: exponents below k stay, those above
/// k drop by k.
pub fn after_move(mask: u32, k: u32) -> u32 {
    (mask & ((1 << (k - 1)) - 1)) | (mask >> k)
}

impl Default for PrimeExponents {
    fn default() -> PrimeExponents {
        PrimeExponents::new()
    }
}

impl PrimeExponents {
    pub fn new() -> PrimeExponents {
        let mut composite = vec![false; ROOT as usize + 1];
        let mut primes = Vec::new();
        for n in 2..=ROOT as usize {
            if !composite[n] {
                primes.push(n as u32);
                (n * n..=ROOT as usize)
                    .step_by(n)
                    .for_each(|m| composite[m] = true);
            }
        }
        PrimeExponents {
            primes,
            masks: HashMap::new(),
            values: HashMap::new(),
        }
    }

    /// Starts a new list.
    pub fn clear(&mut self) {
        self.masks.clear();
    }

    /// Adds a number from 1 to `MAX_NUMBER` to the list.
    pub fn add(&mut self, number: u64) {
        debug_assert!((1..=MAX_NUMBER).contains(&number));
        let mut rest = number as u32;
        for &p in &self.primes {
            if p * p > rest {
                break;
            }
            if rest % p == 0 {
                let mut exponent = 0;
                while rest % p == 0 {
                    rest /= p;
                    exponent += 1;
                }
                *self.masks.entry(p).or_insert(0) |= 1 << (exponent - 1);
            }
        }
        if rest > 1 {
            *self.masks.entry(rest).or_insert(0) |= 1;
        }
    }

    /// Whether the player to move wins with the list added since `clear`.
    pub fn first_player_wins(&mut self) -> bool {
        let masks: Vec<u32> = self.masks.values().copied().collect();
        let sum = masks.into_iter().fold(0, |x, mask| x ^ self.grundy(mask));
        sum != 0
    }

    /// The Grundy value of one prime's exponent mask, by mex over its moves, memoised.
    pub fn grundy(&mut self, mask: u32) -> u32 {
        if mask == 0 {
            return 0;
        }
        if let Some(&known) = self.values.get(&mask) {
            return known;
        }
        let top = 32 - mask.leading_zeros();
        // At most 32 moves, so the values reached that matter are below 64.
        let mut reached = 0u64;
        for k in 1..=top {
            let value = self.grundy(after_move(mask, k));
            if value < 64 {
                reached |= 1 << value;
            }
        }
        let value = reached.trailing_ones();
        self.values.insert(mask, value);
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::{grundy_table, prime_power_division_wins};

    /// Every mask of up to 14 exponents, by the oracle's mex over the moves.
    #[test]
    fn mask_values_match_the_oracle() {
        const BITS: u32 = 14;
        let table = grundy_table(1 << BITS, |mask, next| {
            let mask = mask as u32;
            let top = 32 - mask.leading_zeros();
            next.extend((1..=top).map(|k| after_move(mask, k) as usize));
        });
        let mut game = PrimeExponents::new();
        for mask in 0..1u32 << BITS {
            assert_eq!(game.grundy(mask), table[mask as usize], "{mask:b}");
        }
    }

    /// Every list of up to three numbers from 1 to 48 (and pairs up to 128).
    #[test]
    fn lists_match_the_search() {
        let mut memo = HashMap::new();
        let mut game = PrimeExponents::new();
        let mut check = |list: &[u64]| {
            game.clear();
            list.iter().for_each(|&n| game.add(n));
            assert_eq!(
                game.first_player_wins(),
                prime_power_division_wins(list, &mut memo),
                "{list:?}"
            );
        };
        for a in 1..=48 {
            for b in a..=48 {
                for c in b..=48 {
                    check(&[a, b, c]);
                }
            }
        }
        for a in 1..=128 {
            for b in a..=128 {
                check(&[a, b]);
            }
        }
    }

    /// Factoring near the bound: the square of the largest prime below √10^9, a prime
    /// near 10^9 and 2^29 (exponent masks agree with the rule for one prime).
    #[test]
    fn large_numbers_factor_exactly() {
        let mut game = PrimeExponents::new();
        game.clear();
        game.add(31_607 * 31_607);
        assert_eq!(game.masks.get(&31_607), Some(&0b10));
        game.add(999_999_937);
        assert_eq!(game.masks.get(&999_999_937), Some(&1));
        game.add(1 << 29);
        assert_eq!(game.masks.get(&2), Some(&(1 << 28)));
        // p^2 and p' are values 2 and 1, and 2^29 alone is a single heap of Nim (the move
        // k leaves exponent 29 − k): 2 ^ 1 ^ 29 ≠ 0.
        assert_eq!(game.grundy(1 << 28), 29);
        assert!(game.first_player_wins());
        // 10^9 = 2^9 · 5^9: the same mask for two primes, whose values cancel; a number
        // repeated changes no mask.
        game.clear();
        [MAX_NUMBER, MAX_NUMBER].iter().for_each(|&n| game.add(n));
        assert!(!game.first_player_wins());
    }
}
