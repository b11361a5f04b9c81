//! Input, output and the run contract every binary keeps (docs/run-contract.md).
//!
//! A binary's `main` is one call: `run(&SPEC, |input, out| { … })`, where `SPEC` states
//! the problem ([`Spec`], from `crate::specs`; `--help` prints it). The closure reads with
//! the [`Scanner`], answers through the [`Output`], and returns a [`Fault`] with `?` at the
//! first problem; `run` then prints the answers so far, one line on stderr and exits 2.
//!
//! Two readers give that surface. The fast one (`cli.rs`, `scanner.rs`, `output.rs`,
//! `fault.rs`, and below them `batch.rs`, `digits.rs`) is the binaries' and `bundle
//! --fast`'s: SIMD digits and batches, every fault placed by line and column. The lean one
//! (`lean.rs`) is what a judge's file carries by default: one plain pass over a 64 KiB
//! buffer, in a few hundred lines a reader can follow, its faults not placed. The Cargo
//! feature `lean` builds the binaries with it (`cargo build --features lean`), as `cargo
//! xtask bundle` does; the tests build both. The spec and what this file defines are the
//! same for both.

#[cfg(not(feature = "lean"))]
mod batch;
#[cfg(not(feature = "lean"))]
mod cli;
#[cfg(not(feature = "lean"))]
mod digits;
#[cfg(not(feature = "lean"))]
mod fault;
// (Built for the tests too, which hold it to the fast reader.)
#[cfg(any(feature = "lean", test))]
#[cfg_attr(not(feature = "lean"), allow(dead_code))]
mod lean;
#[cfg(not(feature = "lean"))]
mod output;
mod position;
#[cfg(not(feature = "lean"))]
mod scanner;
pub mod spec;

#[cfg(not(feature = "lean"))]
pub use cli::{run, run_on, Input};
#[cfg(not(feature = "lean"))]
pub use fault::Fault;
#[cfg(feature = "lean")]
pub use lean::{run, Fault, Input, Output, Scanner};
#[cfg(not(feature = "lean"))]
pub use output::Output;
pub use position::Found;
pub(crate) use position::{moved_over, quote_token};
#[cfg(not(feature = "lean"))]
pub use scanner::Scanner;
pub use spec::{Judge, Layout, Spec, Verdicts};

use std::io::StdoutLock;
use std::ops::RangeInclusive;

/// `run` for the most common judge format, `T` and then T cases: reads T, calls `case`
/// once per case (nothing is allocated for T), then ignores the rest (`Scanner::finish`).
pub fn run_cases<F>(spec: &Spec, mut case: F) -> !
where
    F: FnMut(&mut Scanner<Input>, &mut Output<StdoutLock<'static>>) -> Result<(), Fault>,
{
    run(spec, |input, out| {
        let count = input.case_count()?;
        input.cases(count, |input| {
            case(input, out)?;
            out.check() // nobody reads the answers any more: stop
        })
    })
}

/// Whether `bytes` more bytes can be allocated now: reserves them and gives them back.
///
/// A binary asks before it builds what its counts announce (a graph of m edges, N words),
/// at the count, so that a memory cap (a judge's, or `ulimit -v`) makes an input fault at
/// that count, one line and status 2, instead of an abort in the middle of the work.
pub fn can_allocate(bytes: u64) -> bool {
    bytes <= usize::MAX as u64 && Vec::<u8>::new().try_reserve_exact(bytes as usize).is_ok()
}

/// Any u64: the range of a number with no constraint of its own.
pub const ANY_U64: RangeInclusive<u64> = 0..=u64::MAX;

/// A number the group readers read: its name as the statement writes it (`"n"`, `"a_i"`),
/// which a refusal of it names (`expected k, an integer from 1 to …`), and its range. The
/// name is empty where the item's noun names the number (`in pile 3 of 5`).
pub type Number = (&'static str, RangeInclusive<u64>);

/// `run_cases` for cases of `N` numbers each, the i-th as `numbers[i]` (the Bash games: `n m`
/// per line): reads T, hands each case's numbers to `case`, then ignores the rest.
/// The same answers and errors as reading them one by one, but long runs of cases are
/// parsed in batches (`Scanner::groups`).
pub fn run_case_groups<const N: usize, F>(spec: &Spec, numbers: [Number; N], mut case: F) -> !
where
    F: FnMut([u64; N], &mut Output<StdoutLock<'static>>),
{
    run_counted_cases(spec, |input, out, count| {
        input.groups(Some(count), "case", &numbers, |group| case(group, out))
    })
}

/// `run_case_groups` for a yes/no question: `rule` answers a case, and the lines of
/// `verdicts` it picks for a run of cases from the batch parser are written by
/// `Output::verdict_run` (off the batch, `Scanner::group_runs` hands over one case at a
/// time, each answered as it is read).
pub fn run_case_verdicts<const N: usize, R>(
    spec: &Spec,
    verdicts: &Verdicts,
    numbers: [Number; N],
    mut rule: R,
) -> !
where
    R: FnMut([u64; N]) -> bool,
{
    run_counted_cases(spec, |input, out, count| {
        input.group_runs(Some(count), "case", &numbers, |run| {
            out.verdict_run(verdicts, run, &mut rule)
        })
    })
}

/// `run` for T, then T cases that `cases` reads and answers; the rest is ignored
/// (`Scanner::finish`).
fn run_counted_cases<F>(spec: &Spec, cases: F) -> !
where
    F: FnOnce(&mut Scanner<Input>, &mut Output<StdoutLock<'static>>, u64) -> Result<(), Fault>,
{
    run(spec, |input, out| {
        let count = input.case_count()?;
        cases(input, out, count)?;
        input.finish(&format!("the {}", counted(count, "case")))
    })
}

/// Bit k set when `block[k] == byte`, for a block of at most 64 bytes (a row of a board
/// read a piece at a time): eight bytes a step, each byte equal to `byte` found exactly by
/// a carry-free test, its flag gathered into the word's 8 bits by one multiplication.
pub fn byte_mask(block: &[u8], byte: u8) -> u64 {
    debug_assert!(block.len() <= 64);
    const HIGH: u64 = 0x8080_8080_8080_8080;
    const SEVEN: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let pattern = u64::from_le_bytes([byte; 8]);
    // Bit k of the result: whether byte k of `word` is `byte`.
    let matches = |word: u64| {
        // Zero bytes of `differ` are the matches: a byte's low seven bits plus 0x7F carry
        // into its high bit unless they are all 0, and never out of the byte.
        let differ = word ^ pattern;
        let found = !((differ & SEVEN).wrapping_add(SEVEN) | differ) & HIGH;
        // Byte k's flag (bit 8k + 7) moved to bit 56 + k: the products do not overlap.
        (found >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
    };
    let mut words = block.chunks_exact(8);
    let mut mask = 0;
    for (index, word) in (&mut words).enumerate() {
        let word = u64::from_le_bytes(word.try_into().expect("eight bytes"));
        mask |= matches(word) << (8 * index);
    }
    let rest = words.remainder();
    if !rest.is_empty() {
        // The last bytes gathered into a word in place (a copy into an array costs a call
        // to memcpy: a short row, as on a tall board, is all remainder).
        let last = (rest.iter().rev()).fold(0u64, |word, &b| word << 8 | u64::from(b));
        let kept = u64::MAX >> (64 - rest.len());
        mask |= (matches(last) & kept) << (block.len() - rest.len());
    }
    mask
}

/// `1 case`, `3 cases`.
pub(crate) fn counted(count: u64, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// ASCII whitespace, as the judges' formats use it: space, tab, LF, CR, form feed.
#[inline(always)]
pub(crate) fn is_space(byte: u8) -> bool {
    SPACES[usize::from(byte)]
}

/// `is_space` as a table: one load, where the comparisons take four instructions.
static SPACES: [bool; 256] = {
    let mut table = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        table[byte] = (byte as u8).is_ascii_whitespace();
        byte += 1;
    }
    table
};

/// The text used in messages for an integer range.
pub(crate) fn integer_range<T: std::fmt::Display>(range: &RangeInclusive<T>) -> String {
    format!("an integer from {} to {}", range.start(), range.end())
}

/// A test of a whole group (`Scanner::groups_that`); the plain readers pass none of this type.
pub(crate) type GroupTest<const N: usize> = fn(&[u64; N]) -> bool;

/// Bytes read from the source at a time.
pub(crate) const CHUNK: usize = 1 << 16;
