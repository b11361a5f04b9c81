//! Nim multiplication: the product that, with exclusive or as the sum, makes the numbers
//! below 2^64 a field of order 2^64 (Conway's nimbers, "On Numbers and Games", ch. 6).
//!
//! The product is defined by a mex: a ⊗ b is the least number not of the form
//! (a' ⊗ b) ⊕ (a ⊗ b') ⊕ (a' ⊗ b') with a' < a and b' < b. That is exactly the Grundy value
//! of one head at (a, b) in the coin-turning game whose move turns the four corners of a
//! rectangle whose lower right corner is a head (`games::coins`, HDU 3404).
//!
//! Computed by halves. Below every Fermat 2-power F = 2^(2^k) the numbers are a subfield,
//! the product of F with a smaller number is the ordinary one, and F ⊗ F = F ⊕ F/2. With
//! a = a₁F ⊕ a₀ and b = b₁F ⊕ b₀ (halves below F),
//!
//! a ⊗ b = (a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁)F ⊕ a₀b₀ ⊕ (a₁b₁ ⊗ F/2),
//!
//! and Karatsuba's a₁b₀ ⊕ a₀b₁ = (a₁ ⊕ a₀)(b₁ ⊕ b₀) ⊕ a₁b₁ ⊕ a₀b₀ leaves three products of
//! halves and one by the constant F/2. The bytes' products (F = 16) are one table of 64 KiB,
//! built the same way from the nibbles', the 2-bit numbers' and the bits' (docs/games.md#nim-multiplication).

/// The nim products of all pairs of bytes, and the product of any two u64 built on them.
pub struct NimProduct {
    /// `bytes[a << 8 | b]` is a ⊗ b for bytes a and b (itself a byte: a subfield). An
    /// array, so that an index masked to 16 bits needs no bounds check.
    bytes: Box<[u8; 1 << 16]>,
}

/// One level of the product by halves of `half` bits: `sub` multiplies numbers below
/// 2^half, and a, b are below 2^(2·half). The formula, once, for every level.
#[inline(always)]
fn by_halves(a: u64, b: u64, half: u32, sub: impl Fn(u64, u64) -> u64) -> u64 {
    let mask = (1u64 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & mask, b >> half, b & mask);
    let low = sub(a0, b0);
    let high = sub(a1, b1);
    let middle = sub(a1 ^ a0, b1 ^ b0);
    // The high half: a₁b₁ ⊕ (middle ⊕ a₁b₁ ⊕ a₀b₀) = middle ⊕ low.
    ((middle ^ low) << half) | (low ^ sub(high, 1 << (half - 1)))
}

impl Default for NimProduct {
    fn default() -> NimProduct {
        NimProduct::new()
    }
}

impl NimProduct {
    /// Builds the table of the bytes' products: for each a, the products with the eight
    /// powers of 2 by halves (from the nibbles'), the rest by linearity, a ⊗ (b ⊕ c) =
    /// (a ⊗ b) ⊕ (a ⊗ c): one exclusive or per entry (tens of microseconds).
    pub fn new() -> NimProduct {
        let two_bits = |a: u64, b: u64| by_halves(a, b, 1, |x, y| x & y);
        let mut nibbles = [0u8; 256];
        for (index, entry) in nibbles.iter_mut().enumerate() {
            *entry = by_halves((index >> 4) as u64, (index & 15) as u64, 2, two_bits) as u8;
        }
        let nibble = |a: u64, b: u64| u64::from(nibbles[(a << 4 | b) as usize]);
        let mut bytes = vec![0u8; 1 << 16];
        for (a, row) in bytes.chunks_exact_mut(256).enumerate() {
            for bit in 0..8 {
                row[1 << bit] = by_halves(a as u64, 1 << bit, 4, nibble) as u8;
            }
            for b in 1..256usize {
                let lowest = b & b.wrapping_neg();
                row[b] = row[b ^ lowest] ^ row[lowest];
            }
        }
        let bytes = bytes.into_boxed_slice().try_into();
        NimProduct {
            bytes: bytes.unwrap_or_else(|_| unreachable!("65536 entries")),
        }
    }

    #[inline(always)]
    fn bytes(&self, a: u64, b: u64) -> u64 {
        u64::from(self.bytes[((a << 8) | b) as usize & 0xffff])
    }

    #[inline(always)]
    fn words(&self, a: u64, b: u64) -> u64 {
        by_halves(a, b, 8, |x, y| self.bytes(x, y))
    }

    #[inline(always)]
    fn double_words(&self, a: u64, b: u64) -> u64 {
        by_halves(a, b, 16, |x, y| self.words(x, y))
    }

    /// a ⊗ b, the nim product.
    ///
    /// # Complexity
    /// One table lookup when both are below 256, five below 65536, at most 85 in all.
    ///
    /// # Example
    /// ```
    /// use grundy::games::nimber::NimProduct;
    /// let nim = NimProduct::new();
    /// assert_eq!(nim.product(2, 2), 3); // F ⊗ F = F ⊕ F/2 for the Fermat 2-power 2
    /// assert_eq!(nim.product(4, 4), 6);
    /// assert_eq!(nim.product(16, 16), 24);
    /// assert_eq!(nim.product(5, 1), 5);
    /// ```
    #[inline]
    pub fn product(&self, a: u64, b: u64) -> u64 {
        let both = a | b;
        if both < 1 << 8 {
            self.bytes(a, b)
        } else if both < 1 << 16 {
            self.words(a, b)
        } else if both < 1 << 32 {
            self.double_words(a, b)
        } else {
            by_halves(a, b, 32, |x, y| self.double_words(x, y))
        }
    }

    /// a raised to the power `exponent` under the nim product.
    pub fn power(&self, a: u64, mut exponent: u64) -> u64 {
        let (mut result, mut square) = (1, a);
        while exponent != 0 {
            if exponent & 1 == 1 {
                result = self.product(result, square);
            }
            square = self.product(square, square);
            exponent >>= 1;
        }
        result
    }

    /// The b with a ⊗ b = 1, for a ≠ 0: a^(2^64 − 2), since the non-zero elements of the
    /// field are a group of order 2^64 − 1.
    ///
    /// # Example
    /// ```
    /// use grundy::games::nimber::NimProduct;
    /// let nim = NimProduct::new();
    /// assert_eq!(nim.inverse(0), None);
    /// assert_eq!(nim.inverse(2), Some(3)); // 2 ⊗ 3 = 1
    /// ```
    pub fn inverse(&self, a: u64) -> Option<u64> {
        match a {
            0 => None,
            _ => Some(self.power(a, u64::MAX - 1)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::coins::corner_values;
    use crate::oracles::rng::Rng;

    /// Every pair below 256 against the mex definition (the four-corner coin game's
    /// values, from its move rule alone).
    #[test]
    fn matches_the_mex_definition_below_256() {
        let nim = NimProduct::new();
        let table = corner_values(256, 256);
        for a in 0..256u64 {
            for b in 0..256u64 {
                let expected = u64::from(table[a as usize][b as usize]);
                assert_eq!(nim.product(a, b), expected, "{a} ⊗ {b}");
            }
        }
    }

    /// Pairs below 1024 beyond the bytes, against the same definition on a larger board,
    /// which reaches the word level (F = 256) and the product by F/2 = 128.
    #[test]
    fn matches_the_mex_definition_on_a_strip_past_the_bytes() {
        let nim = NimProduct::new();
        let table = corner_values(1024, 20);
        for (a, row) in table.iter().enumerate() {
            for (b, &value) in row.iter().enumerate() {
                assert_eq!(
                    nim.product(a as u64, b as u64),
                    u64::from(value),
                    "{a} ⊗ {b}"
                );
            }
        }
    }

    fn random_values(rng: &mut Rng) -> u64 {
        // Small and large halves alike, so that every level's path is taken.
        match rng.range(0, 3) {
            0 => rng.range(0, 255),
            1 => rng.range(0, 65535),
            2 => rng.range(0, u64::from(u32::MAX)),
            _ => rng.next_u64(),
        }
    }

    #[test]
    fn field_laws_on_random_pairs() {
        let nim = NimProduct::new();
        let mut rng = Rng::new(36);
        for _ in 0..20_000 {
            let (a, b, c) = (
                random_values(&mut rng),
                random_values(&mut rng),
                random_values(&mut rng),
            );
            assert_eq!(nim.product(a, b), nim.product(b, a), "{a} {b}");
            assert_eq!(
                nim.product(nim.product(a, b), c),
                nim.product(a, nim.product(b, c)),
                "{a} {b} {c}"
            );
            assert_eq!(
                nim.product(a, b ^ c),
                nim.product(a, b) ^ nim.product(a, c),
                "{a} {b} {c}"
            );
            assert_eq!(nim.product(a, 1), a);
            assert_eq!(nim.product(a, 0), 0);
        }
    }

    #[test]
    fn every_non_zero_element_has_an_inverse() {
        let nim = NimProduct::new();
        let mut rng = Rng::new(3404);
        let edges = [
            1,
            2,
            3,
            255,
            256,
            65535,
            65536,
            1 << 32,
            u64::MAX,
            u64::MAX - 1,
        ];
        let drawn: Vec<u64> = (0..2000).map(|_| random_values(&mut rng)).collect();
        for &a in edges.iter().chain(&drawn).filter(|&&a| a != 0) {
            let inverse = nim.inverse(a).unwrap();
            assert_eq!(nim.product(a, inverse), 1, "{a}");
        }
        // A field has no zero divisors: a ⊗ b = 0 only when one of them is 0.
        for pair in drawn.chunks(2) {
            let (a, b) = (pair[0], pair[1]);
            assert_eq!(nim.product(a, b) == 0, a == 0 || b == 0, "{a} {b}");
        }
    }

    /// The Fermat 2-powers: F ⊗ F = 3F/2, and F ⊗ x = F·x for x < F.
    #[test]
    fn fermat_powers() {
        let nim = NimProduct::new();
        for k in 0..6 {
            let fermat = 1u64 << (1 << k);
            assert_eq!(
                nim.product(fermat, fermat),
                fermat | fermat >> 1,
                "{fermat}"
            );
            for x in [1, 2, 3, fermat / 2 + 1, fermat - 1]
                .into_iter()
                .filter(|&x| x < fermat)
            {
                assert_eq!(nim.product(fermat, x), fermat * x, "{fermat} {x}");
            }
        }
    }
}
