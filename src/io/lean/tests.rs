//! The lean reader against the fast one: on random inputs that arrive a few bytes at a
//! read (numbers of every length, signs, words, tokens longer than a buffer, whitespace
//! runs longer than one), random calls to both readers give the same values, and refuse
//! the same token. (Built with the feature `lean`, `crate::io::Scanner` is the lean one:
//! then there is nothing to compare, and the module is not built; see io/mod.rs.)

use super::Scanner as Lean;
use crate::io::{Scanner as Fast, ANY_U64};
use crate::oracles::rng::Rng;
use std::io::{self, Read};

/// A source that hands over 1 to `most` bytes a read.
struct Trickle<'a> {
    bytes: &'a [u8],
    most: u64,
    rng: Rng,
}

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let step = self.rng.range(1, self.most) as usize;
        let n = step.min(buf.len()).min(self.bytes.len());
        buf[..n].copy_from_slice(&self.bytes[..n]);
        self.bytes = &self.bytes[n..];
        Ok(n)
    }
}

/// A random input of tokens of one `kind` (0: unsigned numbers, 1: signed ones, 2: words,
/// 3: coin rows, 4: any of them and malformed ones): numbers with leading zeros, of 20
/// digits and more, around u64::MAX; now and then a token or a whitespace run longer than a
/// buffer.
fn input(rng: &mut Rng, kind: u64) -> Vec<u8> {
    let mut text = Vec::new();
    for _ in 0..rng.range(0, 60) {
        let token = match if kind == 4 { rng.range(0, 3) } else { kind } {
            0 => match rng.range(0, 6) {
                0 => "18446744073709551615".to_string(),
                1 => format!(
                    "{}{}",
                    "0".repeat(rng.range(1, 30) as usize),
                    rng.range(0, 99)
                ),
                2 if rng.chance(1, 20) => "18446744073709551616".to_string(),
                // 20 to 24 digits, around u64::MAX and past it.
                3 => {
                    let near = u128::from(u64::MAX) + u128::from(rng.range(0, 200)) - 100;
                    let zeros = "0".repeat(rng.range(0, 4) as usize);
                    match rng.chance(1, 8) {
                        true => "000018446744073799999999".to_string(),
                        false => format!("{zeros}{near}"),
                    }
                }
                4 if rng.chance(1, 4) => "0".to_string(),
                _ => rng.digit_uniform(20, u64::MAX).to_string(),
            },
            1 => format!("-{}", rng.digit_uniform(19, i64::MAX as u64)),
            2 => "ab".repeat(rng.range(1, 40) as usize),
            3 if rng.chance(1, 8) => "H".repeat(70_000 + rng.range(0, 3) as usize),
            3 => "HT".repeat(rng.range(1, 40) as usize),
            _ => ["x", "-", "+5", "1e9", "12a", "é", "-0"][rng.range(0, 6) as usize].to_string(),
        };
        text.extend_from_slice(token.as_bytes());
        let space = match rng.range(0, 6) {
            0 => "\n".to_string(),
            1 => "\r\n".to_string(),
            2 => "\t \x0C".to_string(),
            3 if rng.chance(1, 10) => " ".repeat(70_000),
            _ => " ".to_string(),
        };
        text.extend_from_slice(space.as_bytes());
    }
    text
}

/// One call, the same on both readers: what it returned, or `None` for a fault.
fn call<R: Read>(
    op: u64,
    lean: &mut Lean<R>,
    fast: &mut Fast<R>,
) -> (Option<String>, Option<String>) {
    /// A value as text, or for a fault the token it names (both readers quote it alike).
    fn show<T: std::fmt::Debug, F: std::fmt::Display>(result: Result<T, F>) -> Option<String> {
        match result {
            Ok(value) => Some(format!("{value:?}")),
            Err(fault) => {
                let text = fault.to_string();
                let found = text.rsplit_once(", found ").map(|(_, found)| found);
                found
                    .filter(|found| found.starts_with('"'))
                    .map(|f| format!("fault at {f}"))
            }
        }
    }
    let coins = |piece: &[u8]| piece.iter().all(|&b| b == b'H' || b == b'T');
    match op {
        0 => (show(lean.u64()), show(fast.u64())),
        1 => (
            show(lean.u64_in(5..=1_000_000_000)),
            show(fast.u64_in(5..=1_000_000_000)),
        ),
        2 => (show(lean.i64()), show(fast.i64())),
        3 => (
            show(
                lean.word(1..=64, "a word", |b| b.is_ascii_alphabetic())
                    .map(<[u8]>::to_vec),
            ),
            show(
                fast.word(1..=64, "a word", |b| b.is_ascii_alphabetic())
                    .map(<[u8]>::to_vec),
            ),
        ),
        4 => {
            let (mut a, mut b) = (Vec::new(), Vec::new());
            let lean = lean.token_pieces(1..=100_000, "coins", |_, piece| {
                a.extend_from_slice(piece);
                coins(piece)
            });
            let fast = fast.token_pieces(1..=100_000, "coins", |_, piece| {
                b.extend_from_slice(piece);
                coins(piece)
            });
            (show(lean.map(|n| (n, a))), show(fast.map(|n| (n, b))))
        }
        5 => (show(lean.has_more()), show(fast.has_more())),
        6 => (
            show(lean.u64_that(ANY_U64, "an even number", |v| v % 2 == 0)),
            show(fast.u64_that(ANY_U64, "an even number", |v| v % 2 == 0)),
        ),
        7 => {
            let (mut a, mut b) = (Vec::new(), Vec::new());
            let lean = lean.groups(Some(2), "pair", &[("a", ANY_U64), ("b", 0..=1000)], |g| {
                a.push(g)
            });
            let fast = fast.groups(Some(2), "pair", &[("a", ANY_U64), ("b", 0..=1000)], |g| {
                b.push(g)
            });
            (show(lean.map(|_| a)), show(fast.map(|_| b)))
        }
        8 => (
            show(lean.u64_in_or_end(ANY_U64)),
            show(fast.u64_in_or_end(ANY_U64)),
        ),
        // (After a number the fast reader may have passed the whitespace byte after it.)
        _ => {
            let trimmed = |rest: Vec<u8>| String::from_utf8_lossy(&rest).trim_start().to_string();
            (
                show(lean.rest(1 << 20).map(trimmed)),
                show(fast.rest(1 << 20).map(trimmed)),
            )
        }
    }
}

#[test]
fn the_lean_reader_reads_as_the_fast_one() {
    // The calls that read each kind of input, and any call for the mixed kind.
    let calls: [&[u64]; 5] = [
        &[0, 1, 5, 6, 7, 8, 9, 10, 11, 12],
        &[2, 5],
        &[3, 5],
        &[4, 5],
        &[],
    ];
    let mut rng = Rng::new(46);
    for round in 0..300 {
        let kind = rng.range(0, 4);
        let text = input(&mut rng, kind);
        let most = [1, 7, 100, 70_000][round % 4];
        let source = |seed| Trickle {
            bytes: &text,
            most,
            rng: Rng::new(seed),
        };
        let (mut lean, mut fast) = (Lean::new(source(1)), Fast::new(source(2)));
        for step in 0..100 {
            let fitting = calls[kind as usize];
            let op = match fitting.is_empty() || rng.chance(1, 20) {
                true => rng.range(0, 12),
                false => fitting[rng.range(0, fitting.len() as u64 - 1) as usize],
            };
            let (a, b) = call(op, &mut lean, &mut fast);
            let (a, b) = (
                a.or_else(|| Some("fault".into())),
                b.or_else(|| Some("fault".into())),
            );
            let shown = String::from_utf8_lossy(&text[..text.len().min(300)]);
            assert_eq!(a, b, "round {round}, step {step}, call {op} on {shown:?}");
            if a.as_deref().map_or(true, |a| a.starts_with("fault")) || op == 9 {
                break;
            }
        }
    }
}
