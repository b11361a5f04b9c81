//! Bytes as the fast reader reads them: where the first whitespace is, and the value of a
//! run of ASCII digits at the start of a 24-byte window (the scanner's token path).
//!
//! Integers of up to 15 digits are converted sixteen bytes at a time without a branch on
//! their length (SSE2 on x86-64, u64 arithmetic elsewhere), those of 16 to 20 digits with
//! one more step. Anything else (no digit first, more than 20 digits, a value past
//! `u64::MAX`) is `None`, and the scanner's careful path takes the token.

use crate::io::is_space;

/// The index of the first whitespace byte of `bytes`, or its length: eight bytes a step
/// while none is below `!` (every whitespace byte is), then byte by byte from the word
/// that has one.
#[inline]
pub(crate) fn first_space(bytes: &[u8]) -> usize {
    const LOW: u64 = 0x2121_2121_2121_2121; // b'!' in every byte
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        // Some byte is below b'!' (and no byte above 0x7F hides one): a borrow from a byte
        // that is not below it never reaches the lowest that is.
        if word.wrapping_sub(LOW) & !word & 0x8080_8080_8080_8080 != 0 {
            break;
        }
        at += 8;
    }
    at + (bytes[at..].iter())
        .position(|&b| is_space(b))
        .unwrap_or(bytes.len() - at)
}

/// A number of at most 20 digits at the start of `window`, followed by a whitespace byte:
/// its value and its number of digits.
#[inline(always)]
pub(crate) fn digits(window: &[u8; 24]) -> Option<(u64, usize)> {
    let (count, value) = leading_digits(window)?;
    is_space(window[count]).then_some((value, count))
}

/// The leading run of 1 to 20 ASCII digits of `window`: its length and value. `None` when
/// there is no digit first, more than 20, or a value past `u64::MAX`.
#[inline(always)]
pub(crate) fn leading_digits(window: &[u8; 24]) -> Option<(usize, u64)> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        sse2::leading_digits(window)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        leading_digits_swar(window)
    }
}

/// Sixteen zero bytes, sixteen of 0xFF, sixteen zero bytes: the 16 bytes from `32 - n` keep
/// the first n lanes of a vector, the 16 bytes from `n` its last n (n from 0 to 16).
#[cfg(target_arch = "x86_64")]
pub(crate) static LANE_MASKS: [u8; 48] = ones_between(16, 32);

/// N bytes, 0xFF at `from..to` and zero elsewhere: a table of lane masks, each load from it
/// at some offset a mask.
#[cfg(target_arch = "x86_64")]
pub(crate) const fn ones_between<const N: usize>(from: usize, to: usize) -> [u8; N] {
    let mut masks = [0u8; N];
    let mut i = from;
    while i < to {
        masks[i] = 0xFF;
        i += 1;
    }
    masks
}

/// `leading_digits` in plain u64 arithmetic (SWAR), for any target.
///
/// Up to 16 digits are converted without a branch on their number, because judge data
/// mixes lengths at random and a mispredicted branch per number costs more than the
/// arithmetic: each word's digits are shifted to its top (zero bytes come in below and
/// add nothing), converted as eight digits, and the two halves combined.
#[inline(always)]
fn leading_digits_swar(window: &[u8; 24]) -> Option<(usize, u64)> {
    let word = |at: usize| {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&window[at..at + 8]);
        u64::from_le_bytes(bytes)
    };
    let (first_stops, first) = digit_mask(word(0));
    let (second_stops, second) = digit_mask(word(8));
    let in_first = (first_stops.trailing_zeros() / 8) as usize;
    if in_first == 0 {
        return None;
    }
    // Written with masks, not `if`s: the compiler keeps these branch-free.
    let second_counts = 0usize.wrapping_sub(usize::from(in_first == 8));
    let in_second = (second_stops.trailing_zeros() / 8) as usize & second_counts;
    let high = eight_digits(first << (8 * (8 - in_first)));
    let low = eight_digits(shift_to_top(second, in_second));
    let mut value = high * POW10[in_second] + low;
    let mut count = in_first + in_second;
    if in_second == 8 {
        let (third_stops, third) = digit_mask(word(16));
        let in_third = (third_stops.trailing_zeros() / 8) as usize;
        if in_third > 4 {
            return None;
        }
        // Twenty digits may pass u64::MAX: the careful path reports those.
        value = value
            .checked_mul(POW10[in_third])?
            .checked_add(eight_digits(shift_to_top(third, in_third)))?;
        count += in_third;
    }
    Some((count, value))
}

/// `leading_digits` with SSE2, which every x86-64 processor has: sixteen bytes are
/// classified in four instructions, and the digits combined pairwise by multiply-adds.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use crate::io::digits::{leading_digits_swar, LANE_MASKS};
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_cmpeq_epi8, _mm_cmplt_epi8, _mm_cvtsi128_si64, _mm_loadu_si128,
        _mm_madd_epi16, _mm_min_epu8, _mm_movemask_epi8, _mm_packs_epi32, _mm_set1_epi32,
        _mm_set1_epi8, _mm_setzero_si128, _mm_sub_epi8, _mm_unpackhi_epi8, _mm_unpacklo_epi8,
    };

    /// `INVERSE_POW5[k]` · 5^k ≡ 1 (mod 2^64): dividing a multiple of 10^k by 10^k is a
    /// shift by k and a multiplication by this.
    static INVERSE_POW5: [u64; 16] = {
        let mut inverses = [1u64; 16];
        let mut k = 1;
        while k < 16 {
            // The inverse of 5 modulo 2^64 by Newton's iteration x ← x(2 − 5x), from x = 5
            // (correct to 3 bits; each step doubles the bits).
            let mut inverse_of_5 = 5u64;
            let mut step = 0;
            while step < 5 {
                inverse_of_5 =
                    inverse_of_5.wrapping_mul(2u64.wrapping_sub(5u64.wrapping_mul(inverse_of_5)));
                step += 1;
            }
            inverses[k] = inverses[k - 1].wrapping_mul(inverse_of_5);
            k += 1;
        }
        inverses
    };

    #[inline(always)]
    pub(super) fn leading_digits(window: &[u8; 24]) -> Option<(usize, u64)> {
        // SAFETY: SSE2 is enabled (the cfg above); both loads read 16 bytes that lie inside
        // their arrays: `window` has 24, and `32 - count` is at most 31 into LANE_MASKS' 48.
        unsafe {
            let bytes = _mm_loadu_si128(window.as_ptr() as *const __m128i);
            // The reader's next position waits on `count`, so it comes from the shortest
            // chain: one comparison finds the bytes below '0' (whitespace among them, and,
            // signed, every byte from 0x80), and the run before the first is the number.
            // Whether that run is all digits is checked apart, off that chain.
            let stops = _mm_movemask_epi8(_mm_cmplt_epi8(bytes, _mm_set1_epi8(b'0' as i8)));
            let count = (stops as u32).trailing_zeros() as usize; // 32 when no stop
            let values = _mm_sub_epi8(bytes, _mm_set1_epi8(b'0' as i8));
            // A lane is a digit when its value is at most 9 (unsigned).
            let is_digit = _mm_cmpeq_epi8(_mm_min_epu8(values, _mm_set1_epi8(9)), values);
            let digits = _mm_movemask_epi8(is_digit) as u32;
            // 16 digits or more; or a byte above '0' that is not a digit ends the run
            // first (rare, and the callers refuse what follows): the word-wise parser
            // settles both. (A branch away, not a select, keeps `count` off `digits`.)
            if count >= 16 || !digits & ((1 << count) - 1) != 0 {
                return leading_digits_swar(window);
            }
            if count == 0 {
                return None;
            }
            let keep = _mm_loadu_si128(LANE_MASKS.as_ptr().add(32 - count) as *const __m128i);
            let kept = _mm_and_si128(values, keep);
            // The kept digits as a 16-digit number, padded with zeros on the right.
            let zero = _mm_setzero_si128();
            let ten_one = _mm_set1_epi32(0x0001_000A); // i16 pairs (10, 1)
            let pairs = _mm_packs_epi32(
                _mm_madd_epi16(_mm_unpacklo_epi8(kept, zero), ten_one),
                _mm_madd_epi16(_mm_unpackhi_epi8(kept, zero), ten_one),
            );
            let quads = _mm_madd_epi16(pairs, _mm_set1_epi32(0x0001_0064)); // (100, 1)
            let quads = _mm_packs_epi32(quads, quads);
            let octets = _mm_madd_epi16(quads, _mm_set1_epi32(0x0001_2710)); // (10000, 1)
            let both = _mm_cvtsi128_si64(octets) as u64;
            let padded = (both & 0xFFFF_FFFF) * 100_000_000 + (both >> 32);
            let shift = 16 - count;
            Some((count, (padded >> shift).wrapping_mul(INVERSE_POW5[shift])))
        }
    }
}

/// The word with `'0'` taken from every byte, and a mask with the top bit of every
/// byte that is not an ASCII digit set. Only the mask's lowest set bit is exact: borrows and
/// carries travel towards later bytes, so everything up to the first non-digit is right,
/// which is all the callers use.
#[inline(always)]
fn digit_mask(word: u64) -> (u64, u64) {
    let digits = word.wrapping_sub(0x3030_3030_3030_3030);
    // A byte is a digit when it is below 10 after the subtraction.
    let non_digit = (digits.wrapping_add(0x7676_7676_7676_7676) | digits) & 0x8080_8080_8080_8080;
    (non_digit, digits)
}

/// Moves the first `count` (0 to 8) bytes of `word` to its top and clears the rest. The
/// shift of 64 bits for `count = 0` is done in two halves, as one would overflow.
#[inline(always)]
fn shift_to_top(word: u64, count: usize) -> u64 {
    let bits = 8 * (8 - count) as u32;
    (word << (bits / 2)) << (bits - bits / 2)
}

/// The value of eight digit values (0 to 9, one per byte, first byte most significant).
/// Each step multiplies by `1 + 10^k · 2^w` to add every lane, times 10^k, to the lane above
/// it, then shifts the sums down and masks every other lane: pairs, quads, then octets.
#[inline(always)]
fn eight_digits(digits: u64) -> u64 {
    let pairs = (digits.wrapping_mul(1 + (10 << 8)) >> 8) & 0x00FF_00FF_00FF_00FF;
    let quads = (pairs.wrapping_mul(1 + (100 << 16)) >> 16) & 0x0000_FFFF_0000_FFFF;
    quads.wrapping_mul(1 + (10_000 << 32)) >> 32
}

const POW10: [u64; 9] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::io::byte_mask;
    use crate::oracles::rng::Rng;

    /// `first_space` and `byte_mask` against a byte-by-byte look, on blocks of every length
    /// up to 80 drawn from bytes that test the word tricks: whitespace, the bytes around
    /// `!`, control bytes, bytes above 0x7F and the one looked for with its high bit set.
    #[test]
    fn word_at_a_time_looks_find_what_byte_by_byte_ones_do() {
        let mut rng = Rng::new(14);
        let alphabet = [
            b' ',
            b'\n',
            b'\t',
            b'\r',
            0x0C,
            0x0B,
            0,
            0x1F,
            b'!',
            b'"',
            b'H',
            b'T',
            b'T' | 0x80,
            0x80,
            0xFF,
            0xA0,
        ];
        // Safe code, with nothing for Miri to check but the cost: a few rounds there.
        for round in 0..if cfg!(miri) { 200 } else { 20_000 } {
            let length = round % 81;
            let rare = rng.range(0, 30) as usize;
            let bytes: Vec<u8> = (0..length)
                .map(|_| match rng.range(0, 30) as usize {
                    i if i == rare => alphabet[rng.range(0, 15) as usize],
                    i if i % 2 == 0 => b'T',
                    _ => b'H',
                })
                .collect();
            let expected = bytes.iter().position(|&b| is_space(b)).unwrap_or(length);
            assert_eq!(first_space(&bytes), expected, "{bytes:?}");
            for block in bytes.chunks(64) {
                for byte in [b'T', b'H', 0, 0xFF] {
                    let expected = (block.iter().enumerate())
                        .filter(|&(_, &b)| b == byte)
                        .fold(0u64, |mask, (k, _)| mask | 1 << k);
                    assert_eq!(byte_mask(block, byte), expected, "{byte} in {block:?}");
                }
            }
        }
    }

    #[test]
    fn both_digit_parsers_agree_on_every_length_and_terminator() {
        let mut rng = Rng::new(6);
        let fillers = b"0123456789 \n\r\t-+x\0\xff/:";
        for _ in 0..if cfg!(miri) { 2000 } else { 200_000 } {
            let mut window = [0u8; 24];
            let digits = rng.range(0, 24) as usize;
            // Now and then a 20-digit run that starts like u64::MAX, to hit both sides of
            // the overflow check.
            let near_max = digits == 20 && rng.chance(1, 2);
            for (i, byte) in window.iter_mut().enumerate() {
                *byte = if near_max && i < 16 {
                    b"18446744073709551615"[i]
                } else if i < digits {
                    b'0' + rng.range(0, 9) as u8
                } else {
                    fillers[rng.range(0, fillers.len() as u64 - 1) as usize]
                };
            }
            let expected = {
                let run = window.iter().take_while(|b| b.is_ascii_digit()).count();
                let text = std::str::from_utf8(&window[..run]).unwrap();
                // At most 20 digits and within u64: `parse` says which.
                text.parse::<u64>()
                    .ok()
                    .filter(|_| (1..=20).contains(&run))
                    .map(|value| (run, value))
            };
            assert_eq!(leading_digits_swar(&window), expected, "{window:?}");
            assert_eq!(leading_digits(&window), expected, "{window:?}");
        }
    }
}
