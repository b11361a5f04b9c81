//! Replacing a number by a proper divisor (AtCoder ABC368 F "Dividing Game"): a list of
//! positive integers; a move replaces one of them by a divisor other than itself; a player
//! who cannot move (every number 1) loses.
//!
//! **The Grundy value of n is Ω(n), its number of prime factors counted with
//! multiplicity** (docs/games.md#the-dividing-game). A proper divisor d of n keeps some of
//! n's prime factors and drops at least one, so Ω(d) < Ω(n); and keeping any k < Ω(n) of
//! them is a proper divisor, so every smaller value is reached. A number is a Nim heap of
//! Ω(n) stones, and the list is their sum (Sprague–Grundy): the first player wins iff the
//! exclusive or of the Ω's is not 0.

/// Ω(n) for every n below the table's length: grown on demand (doubling, so that the work
/// over all the numbers asked is at most twice the last table's), up to `most`.
pub struct Omega {
    counts: Vec<u8>,
    most: u64,
}

impl Omega {
    /// A table that will answer numbers up to `most`.
    pub fn new(most: u64) -> Omega {
        Omega {
            counts: Vec::new(),
            most,
        }
    }

    /// Ω(n), for 1 ≤ n ≤ `most` (Ω(1) = 0: 1 has no prime factor and no move).
    pub fn of(&mut self, n: u64) -> u8 {
        debug_assert!((1..=self.most).contains(&n));
        if n as usize >= self.counts.len() {
            let length = (n + 1).max(2 * self.counts.len() as u64).min(self.most + 1);
            self.counts = omega_table(length as usize);
        }
        self.counts[n as usize]
    }
}

/// Ω(n) for every n below `length`: every prime power q = p^k adds 1 to each of its
/// multiples, so n collects one per prime factor with multiplicity. A prime is a number
/// still at 0 when reached (its smaller prime factors would have counted).
/// O(length · log log length), a byte per number.
pub fn omega_table(length: usize) -> Vec<u8> {
    let mut counts = vec![0u8; length];
    for p in 2..length {
        if counts[p] != 0 {
            continue;
        }
        let mut power = p;
        while power < length {
            for multiple in (power..length).step_by(power) {
                counts[multiple] += 1;
            }
            power = match power.checked_mul(p) {
                Some(next) => next,
                None => break,
            };
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::grundy_table;

    /// Ω against the Grundy values of the moves themselves, every n up to 3000.
    #[test]
    fn the_values_follow_the_moves() {
        const MOST: usize = 3000;
        let grundy = grundy_table(MOST + 1, |n, next| {
            next.extend((1..n).filter(|d| n % d == 0));
        });
        let mut omega = Omega::new(MOST as u64);
        for (n, &value) in grundy.iter().enumerate().skip(1) {
            assert_eq!(u32::from(omega.of(n as u64)), value, "{n}");
        }
    }

    /// The table grown by doubling gives the whole table's values, and the edges of the
    /// binaries' range: 2^23 (the most factors below 10^7) and a prime next to 10^7.
    #[test]
    fn growing_the_table_keeps_its_values() {
        const MOST: u64 = 10_000_000;
        let whole = omega_table(MOST as usize + 1);
        let mut omega = Omega::new(MOST);
        for n in [1, 2, 3, 4, 1000, 999_983, 1 << 23, 9_999_991, MOST] {
            assert_eq!(omega.of(n), whole[n as usize], "{n}");
        }
        assert_eq!(whole[1 << 23], 23);
        assert_eq!(whole[9_999_991], 1);
        assert_eq!(whole[MOST as usize], 14); // 2^7 · 5^7
    }
}
