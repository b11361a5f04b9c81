//! Lines and columns: where a byte stands in the input, and how a token looks there, for
//! error messages.
//!
//! Positions are not tracked per token. The scanner counts each chunk's newlines as it drops
//! the chunk (`moved_over_chunk`), and works out the rest only when an error needs it
//! (`moved_over`); the LeetCode text parser, which holds its whole input, counts once, at
//! its error. Columns count characters (UTF-8 sequences), not bytes.
//!
//! Every byte of the input is counted once, as its chunk is dropped, so the counts are
//! written as loops the compiler turns into vector code on any target: bytes tallied in
//! byte-wide lanes over blocks short enough that a lane cannot overflow.

use std::fmt;

/// The bytes tallied at a time in byte-wide lanes: a lane cannot overflow, and a multiple of
/// the vector widths, so no block ends in a scalar loop.
const BLOCK: usize = 192;

/// How many bytes of `bytes` pass `test`, in blocks of `BLOCK` (a byte-wide tally each, which
/// cannot overflow; a multiple of the vector widths, so no block ends in a scalar loop).
#[inline(always)]
fn count(bytes: &[u8], test: impl Fn(u8) -> bool) -> usize {
    bytes
        .chunks(BLOCK)
        .map(|block| usize::from(block.iter().fold(0u8, |n, &b| n + u8::from(test(b)))))
        .sum()
}

fn count_newlines(bytes: &[u8]) -> usize {
    count(bytes, |b| b == b'\n')
}

/// Characters in UTF-8 text: every byte that does not continue a multi-byte sequence.
fn count_chars(bytes: &[u8]) -> u64 {
    (bytes.len() - count(bytes, |b| b & 0xC0 == 0x80)) as u64
}

/// The newlines before the end of `bytes`, and the characters after the last of them, for
/// text that follows `lines` newlines and `columns` characters after the last one: both
/// counts moved over `bytes`.
pub(crate) fn moved_over(bytes: &[u8], lines: u64, columns: u64) -> (u64, u64) {
    match bytes.iter().rposition(|&b| b == b'\n') {
        Some(last) => (
            lines + count_newlines(bytes) as u64,
            count_chars(&bytes[last + 1..]),
        ),
        None => (lines, columns + count_chars(bytes)),
    }
}

/// `moved_over` for a whole chunk, as the scanner drops one: the common chunk, one long line
/// of ASCII (a judge's list of numbers), has its columns from its length.
#[cfg(not(feature = "lean"))]
pub(crate) fn moved_over_chunk(bytes: &[u8], lines: u64, columns: u64) -> (u64, u64) {
    // The newlines, the last block holding one and whether all is ASCII, in one pass, so
    // that the last newline is looked for within one block, not byte by byte from the end.
    let (mut newlines, mut high_bits, mut last_block) = (0, 0, None);
    for (index, block) in bytes.chunks(BLOCK).enumerate() {
        let (count, bits) = block.iter().fold((0u8, 0u8), |(n, bits), &b| {
            (n + u8::from(b == b'\n'), bits | b)
        });
        if count > 0 {
            last_block = Some(index);
        }
        newlines += usize::from(count);
        high_bits |= bits;
    }
    let ascii = high_bits < 0x80;
    match last_block {
        None if ascii => (lines, columns + bytes.len() as u64),
        None => (lines, columns + count_chars(bytes)),
        Some(index) => {
            let block = &bytes[index * BLOCK..bytes.len().min((index + 1) * BLOCK)];
            let in_block = block.iter().rposition(|&b| b == b'\n').unwrap_or(0);
            let after = &bytes[index * BLOCK + in_block + 1..];
            let columns = if ascii {
                after.len() as u64
            } else {
                count_chars(after)
            };
            (lines + newlines as u64, columns)
        }
    }
}

/// Quotes a token for an error message: at most `MAX_SHOWN` characters, escaped so that
/// control bytes and invalid UTF-8 cannot break the one-line message.
pub(crate) fn quote_token(bytes: &[u8], longer: bool) -> String {
    const MAX_SHOWN: usize = 40;
    let text = String::from_utf8_lossy(bytes);
    let mut shown: String = text.chars().take(MAX_SHOWN).collect();
    let cut = longer || shown.len() < text.len();
    if cut {
        shown.push('…');
    }
    format!("{shown:?}")
}

/// What stood where something else was expected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// The input ended.
    EndOfInput,
    /// A token, already quoted and escaped for printing.
    Token(String),
    /// A phrase that replaces the whole "found" part (e.g. a count of cases).
    Phrase(String),
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::EndOfInput => f.write_str("end of input"),
            Found::Token(quoted) | Found::Phrase(quoted) => f.write_str(quoted),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracles::rng::Rng;

    /// The counts are the byte loops' and `chars`' on random text of every kind of byte,
    /// and on blocks where every byte counts (a lane would overflow past 255).
    #[test]
    fn counts_agree_with_byte_loops() {
        let mut rng = Rng::new(5);
        let alphabet: Vec<u8> = "ab \n\n\r7é€😀".bytes().collect();
        for round in 0..if cfg!(miri) { 5 } else { 500 } {
            let length = rng.range(0, 3000) as usize;
            // Every other text has few newlines (one in 1000 bytes), so that the last one
            // can stand blocks before the end, and half of those are ASCII.
            let sparse = round % 2 == 1;
            let bytes: Vec<u8> = (0..length)
                .map(|_| loop {
                    let byte = alphabet[rng.range(0, alphabet.len() as u64 - 1) as usize];
                    match (sparse, byte) {
                        (false, _) => break byte,
                        (true, b'\n') if rng.chance(1, 200) => break byte,
                        (true, b'\n') => continue,
                        (true, _) if round % 4 == 1 => break byte & 0x7F,
                        (true, _) => break byte,
                    }
                })
                .collect();
            for cut in [0, length / 3, length] {
                let part = &bytes[..cut];
                let newlines = part.iter().filter(|&&b| b == b'\n').count();
                assert_eq!(count_newlines(part), newlines);
                let continuations = part.iter().filter(|&&b| b & 0xC0 == 0x80).count() as u64;
                assert_eq!(count_chars(part), part.len() as u64 - continuations);
                if let Ok(text) = std::str::from_utf8(part) {
                    assert_eq!(count_chars(part), text.chars().count() as u64);
                }
                let (lines, columns) = (3, 5);
                let after_last = match part.iter().rposition(|&b| b == b'\n') {
                    Some(last) => count_chars(&part[last + 1..]),
                    None => columns + count_chars(part),
                };
                let expected = (lines + newlines as u64, after_last);
                assert_eq!(moved_over(part, lines, columns), expected);
                assert_eq!(moved_over_chunk(part, lines, columns), expected);
            }
        }
        // (Under Miri, which checks no unsafe code here, the short blocks alone.)
        let lengths = if cfg!(miri) {
            &[254, 255, 256][..]
        } else {
            &[254, 255, 256, 4080, 65_536, 100_003]
        };
        for &length in lengths {
            assert_eq!(count_newlines(&vec![b'\n'; length]), length);
            assert_eq!(count_chars(&vec![0x80; length]), 0);
        }
    }

    #[test]
    fn quoted_tokens_stay_on_one_line() {
        assert_eq!(quote_token(b"a\nb\0", false), "\"a\\nb\\0\"");
        assert_eq!(quote_token(&[0xff, b'x'], false), "\"\u{fffd}x\"");
        let long = [b'7'; 100];
        assert_eq!(
            quote_token(&long, false),
            format!("\"{}…\"", "7".repeat(40))
        );
        assert_eq!(quote_token(b"abc", true), "\"abc…\"");
    }
}
