//! Coprime Nim (Codeforces 2004E "Not a Nim Problem"): from a pile of x stones a move takes
//! y stones only when gcd(x, y) = 1.
//!
//! Since gcd(x, y) = gcd(x, x − y), a pile of x may become any z < x coprime to x (z = 0
//! only from x = 1). The Grundy values are g(0) = 0, g(1) = 1, g(x) = 0 for even x, and for
//! odd x > 1 the index of its least prime factor among the primes (2 is the first, 3 the
//! second, …), by induction on x:
//! - an even x reaches only odd z (y must be odd), whose values are at least 1: g(x) = 0;
//! - an odd x > 1 with least prime factor p reaches every z from 1 to p − 1 (none shares a
//!   factor with x), whose values are exactly 0 to index(p) − 1 (g(1) = 1 stands in for
//!   the prime 2); an odd z with value index(p) ≥ 2 has p as least prime factor, so p
//!   divides both x and z and that z is out of reach: g(x) = index(p).
//!
//! The values are kept for odd piles only and computed by a segmented sieve of
//! Eratosthenes, a block of 32768 odd numbers at a time, as far as the largest pile asked:
//! in a block, each odd prime up to the square root marks the multiples no smaller prime
//! marked; what stays unmarked is the next prime.

/// The largest pile: the values of every odd pile up to it take 4 bytes each (100 MB).
pub const MAX_PILE: u64 = 50_000_000;

/// Odd numbers per sieve block: 128 KiB of values, which stay in cache while marked.
const BLOCK: usize = 1 << 15;

/// The Grundy values of the piles up to the largest asked so far, extended on demand.
#[derive(Debug)]
pub struct CoprimeValues {
    /// `odd[i]` is the value of the pile 2i + 1.
    odd: Vec<u32>,
    /// The odd primes up to √MAX_PILE, which mark every composite.
    sieving: Vec<u32>,
    /// How many primes have been found so far (2 included).
    primes: u32,
}

impl Default for CoprimeValues {
    fn default() -> CoprimeValues {
        let root = 7072; // 7072² > MAX_PILE
        let mut composite = vec![false; root + 1];
        let mut sieving = Vec::new();
        for n in (3..=root).step_by(2) {
            if !composite[n] {
                sieving.push(n as u32);
                (n * n..=root)
                    .step_by(2 * n)
                    .for_each(|m| composite[m] = true);
            }
        }
        CoprimeValues {
            odd: Vec::new(),
            sieving,
            primes: 1,
        }
    }
}

impl CoprimeValues {
    /// The Grundy value of a pile of `pile` ≤ `MAX_PILE` stones.
    ///
    /// # Complexity
    /// O(1) once the table reaches the pile; extending it costs O(n log log n) for the
    /// piles up to n, once.
    ///
    /// # Example
    /// ```
    /// use grundy::games::coprime::CoprimeValues;
    /// let mut values = CoprimeValues::default();
    /// let small: Vec<u32> = (0..10).map(|x| values.grundy(x)).collect();
    /// assert_eq!(small, [0, 1, 0, 2, 0, 3, 0, 4, 0, 2]);
    /// ```
    #[inline]
    pub fn grundy(&mut self, pile: u64) -> u32 {
        debug_assert!(pile <= MAX_PILE);
        if pile % 2 == 0 {
            return 0;
        }
        let slot = (pile / 2) as usize;
        if slot >= self.odd.len() {
            self.extend(slot + 1);
        }
        self.odd[slot]
    }

    /// Whether the memory for the values up to `pile` (≤ `MAX_PILE`) is there: reserves it
    /// (a no-op once reserved), so that `grundy(pile)` allocates nothing more. A binary asks
    /// this as it reads the pile, so that a memory cap is an input fault at that pile.
    pub fn fits(&mut self, pile: u64) -> bool {
        let most = (MAX_PILE / 2 + 1) as usize;
        let wanted = ((pile / 2) as usize + 1).div_ceil_block().min(most);
        if wanted <= self.odd.capacity() {
            return true;
        }
        // Exactly what is needed, or twice what is kept: few copies, and no more memory
        // than the largest pile needs.
        let target = wanted.max(2 * self.odd.len()).min(most);
        let exact = self.odd.try_reserve_exact(target - self.odd.len()).is_ok();
        exact || self.odd.try_reserve_exact(wanted - self.odd.len()).is_ok()
    }

    /// Sieves whole blocks until at least `slots` odd numbers have their values.
    #[cold]
    fn extend(&mut self, slots: usize) {
        let most = (MAX_PILE / 2 + 1) as usize;
        let wanted = slots.div_ceil_block().min(most);
        self.fits(2 * wanted as u64 - 1);
        while self.odd.len() < wanted {
            self.sieve_block(most);
        }
    }

    /// Appends the values of the next block of odd numbers (fewer at the end of the range).
    fn sieve_block(&mut self, most: usize) {
        let start = self.odd.len();
        let end = (start + BLOCK).min(most);
        self.odd.resize(end, 0);
        let block = &mut self.odd[start..end];
        // The odd number of slot i is 2i + 1; the block spans [low, high].
        let (low, high) = (2 * start as u64 + 1, 2 * end as u64 - 1);
        for (k, &p) in self.sieving.iter().enumerate() {
            let p = u64::from(p);
            if p * p > high {
                break;
            }
            // 3 is the second prime: the k-th sieving prime's index is k + 2.
            let index = k as u32 + 2;
            // The first odd multiple of p that is at least p² and in the block.
            let mut multiple = (p * p).max((low + p - 1) / p * p);
            if multiple % 2 == 0 {
                multiple += p;
            }
            let mut slot = (multiple / 2) as usize - start;
            while slot < block.len() {
                if block[slot] == 0 {
                    block[slot] = index;
                }
                slot += p as usize;
            }
        }
        for (i, value) in block.iter_mut().enumerate() {
            if *value == 0 {
                *value = if start + i == 0 {
                    1 // the pile of 1, which may be taken whole
                } else {
                    self.primes += 1;
                    self.primes
                };
            }
        }
    }
}

/// Rounding a slot count up to whole blocks (`div_ceil` is newer than the bundles' Rust).
trait Blocks {
    fn div_ceil_block(self) -> usize;
}

impl Blocks for usize {
    fn div_ceil_block(self) -> usize {
        (self + BLOCK - 1) / BLOCK * BLOCK
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::brute::grundy_table;

    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 {
            a
        } else {
            gcd(b, a % b)
        }
    }

    /// Every pile up to 3000 against the table of the move rules: y stones from x when
    /// gcd(x, y) = 1.
    #[test]
    fn the_values_follow_the_moves() {
        let table = grundy_table(3001, |x, next| {
            next.extend((1..=x).filter(|&y| gcd(x, y) == 1).map(|y| x - y))
        });
        let mut values = CoprimeValues::default();
        for (x, &expected) in table.iter().enumerate() {
            assert_eq!(values.grundy(x as u64), expected, "pile {x}");
        }
    }

    /// Past the table: the least prime factor and the prime count by trial division, at
    /// block ends, squares of primes and the largest pile, asked in no particular order.
    #[test]
    fn large_piles_have_their_least_prime_factors_index() {
        let is_prime = |n: u64| n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0);
        let mut values = CoprimeValues::default();
        // 664579 primes below 10^7 (π(10^7)), 9999991 the largest of them; 3001134 below
        // 5·10^7.
        assert_eq!(values.grundy(9_999_991), 664_579);
        assert_eq!(values.grundy(MAX_PILE - 1), 2 + 2); // 49999999 = 7 · 7142857
        let largest_prime = (1..MAX_PILE).rev().find(|&n| is_prime(n)).unwrap();
        assert_eq!(values.grundy(largest_prime), 3_001_134);
        // The square of the last sieving prime, whose only factor is that prime.
        let last = (2..7072).rev().find(|&n| is_prime(n)).unwrap();
        let below = (2..=last).filter(|&n| is_prime(n)).count() as u32;
        assert_eq!(values.grundy(last * last), below);
        for pile in [65_535, 65_537, 65_539, 131_071, 1_000_001, MAX_PILE] {
            let least = (2..=pile).find(|&d| pile % d == 0).unwrap();
            let expected = match pile % 2 {
                0 => 0,
                _ => (2..=least).filter(|&n| is_prime(n)).count() as u32,
            };
            assert_eq!(values.grundy(pile), expected, "pile {pile}");
        }
    }
}
