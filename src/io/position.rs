//! Lines and columns: where a byte stands in the input, for error messages.
//!
//! Positions are not tracked per token. The scanner counts each chunk's newlines as it drops
//! the chunk (`survey`), and works out the rest only when an error needs it (`moved_over`);
//! the LeetCode text parser, which holds its whole input, counts once, at its error.
//! Columns count characters (UTF-8 sequences), not bytes.

// Line and column bookkeeping runs over every byte of the input (each chunk once, as it is
// dropped), so it works on eight bytes at a time: on one-line inputs of millions of numbers
// a byte loop here would cost as much as the parsing.

const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
const NEWLINES: u64 = 0x0A0A_0A0A_0A0A_0A0A;

fn word_at(bytes: &[u8], at: usize) -> u64 {
    let mut eight = [0u8; 8];
    eight.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(eight)
}

/// The top bit of every byte of `word` that is `\n`. Exact per byte: `(x & 0x7F) + 0x7F`
/// never carries out of its byte.
#[inline(always)]
fn newline_flags(word: u64) -> u64 {
    let x = word ^ NEWLINES;
    !(((x & LOW7) + LOW7) | x) & !LOW7
}

/// The top bit of every byte of `word` that continues a UTF-8 sequence (`10xxxxxx`): bit 7
/// set, and bit 6, shifted up into bit 7's place, clear.
#[inline(always)]
fn continuation_flags(word: u64) -> u64 {
    word & !(word << 1) & !LOW7
}

/// How many bytes of `bytes` are flagged by `flags` (a word's top bits) or, for the last
/// few bytes, by `test`. The 0/1 flags are summed in byte lanes, emptied every 255 words
/// before a lane can overflow.
fn count_flagged(
    bytes: &[u8],
    mut flags: impl FnMut(u64) -> u64,
    test: impl Fn(u8) -> bool,
) -> usize {
    let mut words = bytes.chunks_exact(8);
    let mut total = 0;
    loop {
        let mut lanes = 0u64;
        let mut taken = 0;
        for word in words.by_ref().take(255) {
            let mut eight = [0u8; 8];
            eight.copy_from_slice(word);
            lanes += flags(u64::from_le_bytes(eight)) >> 7;
            taken += 1;
        }
        let pairs = (lanes & 0x00FF_00FF_00FF_00FF) + ((lanes >> 8) & 0x00FF_00FF_00FF_00FF);
        total += (pairs.wrapping_mul(0x0001_0001_0001_0001) >> 48) as usize;
        if taken < 255 {
            break;
        }
    }
    total + words.remainder().iter().filter(|&&b| test(b)).count()
}

/// The newlines in `bytes`, and whether every byte is ASCII: one pass that tells `refill`
/// all it needs for a chunk that is one long line (the columns are then its length).
fn survey(bytes: &[u8]) -> (usize, bool) {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        sse2::survey(bytes)
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        survey_swar(bytes)
    }
}

/// `survey` in plain u64 arithmetic, for any target (on x86-64, the tests' reference).
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
fn survey_swar(bytes: &[u8]) -> (usize, bool) {
    let mut high_bits = 0u64;
    let newlines = count_flagged(
        bytes,
        |word| {
            high_bits |= word;
            newline_flags(word)
        },
        |b| b == b'\n',
    );
    let ascii = high_bits & !LOW7 == 0 && bytes[bytes.len() / 8 * 8..].is_ascii();
    (newlines, ascii)
}

/// The newlines before the end of `bytes`, and the characters after the last of them, for
/// text that follows `lines` newlines and `columns` characters after the last one: both
/// counts moved over `bytes`.
pub(crate) fn moved_over(bytes: &[u8], lines: u64, columns: u64) -> (u64, u64) {
    match last_newline(bytes) {
        Some(last) => (
            lines + count_newlines(bytes) as u64,
            count_chars(&bytes[last + 1..]),
        ),
        None => (lines, columns + count_chars(bytes)),
    }
}

/// `moved_over` for a whole chunk, as the scanner drops one: a single pass (`survey`)
/// settles the common chunk, one long line of ASCII (a judge's list of numbers), whose
/// columns are then its length.
pub(crate) fn moved_over_chunk(bytes: &[u8], lines: u64, columns: u64) -> (u64, u64) {
    let (newlines, ascii) = survey(bytes);
    match (newlines, ascii) {
        (0, true) => (lines, columns + bytes.len() as u64),
        (0, false) => (lines, columns + count_chars(bytes)),
        _ => {
            let last = last_newline(bytes).unwrap_or(0);
            (lines + newlines as u64, count_chars(&bytes[last + 1..]))
        }
    }
}

fn count_newlines(bytes: &[u8]) -> usize {
    count_flagged(bytes, newline_flags, |b| b == b'\n')
}

/// Characters in UTF-8 text: every byte that does not continue a multi-byte sequence.
fn count_chars(bytes: &[u8]) -> u64 {
    let continuations = count_flagged(bytes, continuation_flags, |b| b & 0xC0 == 0x80);
    (bytes.len() - continuations) as u64
}

/// The index of the last `\n` in `bytes`, searching eight bytes at a time from the end.
fn last_newline(bytes: &[u8]) -> Option<usize> {
    let tail = bytes.len() % 8;
    if let Some(i) = bytes[bytes.len() - tail..]
        .iter()
        .rposition(|&b| b == b'\n')
    {
        return Some(bytes.len() - tail + i);
    }
    (0..bytes.len() / 8).rev().find_map(|word| {
        let flags = newline_flags(word_at(bytes, 8 * word));
        (flags != 0).then(|| 8 * word + (63 - flags.leading_zeros() as usize) / 8)
    })
}

/// `survey` with SSE2, which every x86-64 processor has.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_cvtsi128_si64, _mm_loadu_si128, _mm_movemask_epi8,
        _mm_or_si128, _mm_sad_epu8, _mm_set1_epi8, _mm_setzero_si128, _mm_sub_epi8,
        _mm_unpackhi_epi64,
    };

    /// `survey`, sixteen bytes at a time: each newline lane subtracts -1 from a byte
    /// counter, emptied (summed with `psadbw`) every 255 rounds before it can overflow.
    pub(super) fn survey(bytes: &[u8]) -> (usize, bool) {
        let mut newlines = 0usize;
        let tail = &bytes[bytes.len() / 16 * 16..];
        // SAFETY: SSE2 is enabled; every load reads one 16-byte chunk of `bytes`.
        let high_bits = unsafe {
            let newline = _mm_set1_epi8(b'\n' as i8);
            let mut high_bits = _mm_setzero_si128();
            for rounds in bytes[..bytes.len() - tail.len()].chunks(16 * 255) {
                let mut counts = _mm_setzero_si128();
                for chunk in rounds.chunks_exact(16) {
                    let chunk = _mm_loadu_si128(chunk.as_ptr() as *const __m128i);
                    counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(chunk, newline));
                    high_bits = _mm_or_si128(high_bits, chunk);
                }
                newlines += lane_sum(counts);
            }
            _mm_movemask_epi8(high_bits)
        };
        newlines += tail.iter().filter(|&&b| b == b'\n').count();
        (newlines, high_bits == 0 && tail.is_ascii())
    }

    /// The sum of the sixteen byte lanes.
    #[inline(always)]
    fn lane_sum(counts: __m128i) -> usize {
        // SAFETY: SSE2 is enabled for the whole build (the module's cfg).
        unsafe {
            let sums = _mm_sad_epu8(counts, _mm_setzero_si128());
            (_mm_cvtsi128_si64(sums) + _mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums))) as usize
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rng::Rng;

    #[test]
    fn word_wise_counting_agrees_with_byte_loops() {
        let mut rng = Rng::new(5);
        let alphabet: Vec<u8> = "ab \n\n\r7é€😀".bytes().collect();
        for _ in 0..if cfg!(miri) { 5 } else { 500 } {
            let length = rng.range(0, 3000) as usize;
            let bytes: Vec<u8> = (0..length)
                .map(|_| alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize])
                .collect();
            for cut in [0, length / 3, length] {
                let part = &bytes[..cut];
                let expected_newlines = part.iter().filter(|&&b| b == b'\n').count();
                assert_eq!(survey(part), (expected_newlines, part.is_ascii()));
                assert_eq!(survey_swar(part), (expected_newlines, part.is_ascii()));
                assert_eq!(
                    count_newlines(part),
                    part.iter().filter(|&&b| b == b'\n').count()
                );
                let chars = String::from_utf8_lossy(part).chars().count() as u64;
                let continuations = part.iter().filter(|&&b| b & 0xC0 == 0x80).count() as u64;
                assert_eq!(count_chars(part), part.len() as u64 - continuations);
                if std::str::from_utf8(part).is_ok() {
                    assert_eq!(count_chars(part), chars);
                }
                assert_eq!(last_newline(part), part.iter().rposition(|&b| b == b'\n'));
            }
        }
    }

    #[test]
    fn surveys_of_long_chunks_empty_their_counters_in_time() {
        // All newlines: every byte counter would overflow after 255 rounds.
        for length in [4079, 4080, 4081, 65_536, 100_003] {
            let lines = vec![b'\n'; length];
            assert_eq!(survey(&lines), (length, true));
            assert_eq!(survey_swar(&lines), (length, true));
            let mut text = vec![b'7'; length];
            text[length - 1] = 0xC3;
            assert_eq!(survey(&text), (0, false));
        }
    }
}
