//! The lean reader: the fast reader's surface in plain code, for the file a judge compiles.
//!
//! Standard input is read 64 KiB at a time into one buffer, so memory stays flat; each
//! number is parsed where it stands, eight digits at a time; the answers go out in blocks
//! of whole lines. On valid input it answers as the binaries do. At the first token that
//! breaks the format it writes the answers before it, one line on stderr (what was
//! expected, and what stood there, but not where) and exits 2. It takes no FILE and no
//! `--help`, and says nothing of what follows the format's end.

use crate::io::spec::{Spec, Verdicts};
use crate::io::{integer_range, is_space, quote_token, Found, GroupTest, Number, CHUNK};
use std::fmt;
use std::io::{self, Read, StdinLock, StdoutLock, Write};
use std::ops::RangeInclusive;

/// Standard input.
pub type Input = StdinLock<'static>;

/// Hands standard input and the output to `solve`, and exits: 0 when `solve` answered
/// everything, 2 after the answers before its fault and the fault's line.
pub fn run<F>(spec: &Spec, solve: F) -> !
where
    F: FnOnce(&mut Scanner<Input>, &mut Output<StdoutLock<'static>>) -> Result<(), Fault>,
{
    let mut out = Output::new(io::stdout().lock());
    out.program = spec.name;
    let result = solve(&mut Scanner::new(io::stdin().lock()), &mut out);
    if result.is_err() {
        out.discard_unfinished_line();
    }
    out.write_out(out.buf.len());
    if let Err(fault) = result {
        // If stderr itself is gone there is nobody left to tell.
        let _ = writeln!(io::stderr(), "{}: {fault}", spec.name);
        std::process::exit(2);
    }
    std::process::exit(0)
}

/// The ASCII digits that start `word` (its first byte the lowest), at most 8: their value
/// and their number. A byte is a digit when it is below 10 once `'0'` is taken off; the
/// digits are then summed in pairs, fours and eights by three multiplications.
fn eight_digits(word: u64) -> (u64, usize) {
    let offsets = word ^ 0x3030_3030_3030_3030;
    // A byte's high bit is set when it is 10 or more (a carry out of it only reaches the
    // bytes after it, which are not counted).
    let not_digits =
        (offsets | offsets.wrapping_add(0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080;
    let count = (not_digits.trailing_zeros() / 8) as usize;
    if count == 0 {
        return (0, 0);
    }
    // The digits moved to the top bytes, zeros before them.
    let mut value = offsets << (64 - 8 * count);
    value = (value.wrapping_mul(10) + (value >> 8)) & 0x00FF_00FF_00FF_00FF;
    value = (value.wrapping_mul(100) + (value >> 16)) & 0x0000_FFFF_0000_FFFF;
    value = (value.wrapping_mul(10_000) + (value >> 32)) & 0xFFFF_FFFF;
    (value, count)
}

/// `10^k` for k ≤ 8.
#[rustfmt::skip]
const TENS: [u64; 9] = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000];

/// The bytes a number is parsed from at once: 23 digits and the byte after them.
const WINDOW: usize = 24;
/// The longest number read, leading zeros included, and the most of a token a fault shows.
const LONGEST: usize = 1 << 16;
const SHOWN: usize = 160;

/// Tokens and integers from a source, read through one buffer.
pub struct Scanner<R> {
    source: R,
    /// What was read and is not dropped yet: reading goes on at `at`.
    bytes: Vec<u8>,
    at: usize,
    /// Whether the source has ended.
    ended: bool,
}

impl<R: Read> Scanner<R> {
    pub fn new(source: R) -> Scanner<R> {
        let bytes = Vec::new();
        Scanner {
            source,
            bytes,
            at: 0,
            ended: false,
        }
    }

    /// Drops what was read before `at`, then reads until `more` bytes follow it or the
    /// source ends.
    #[cold]
    fn fill(&mut self, more: usize) -> Result<(), Fault> {
        self.bytes.drain(..self.at);
        self.at = 0;
        while self.bytes.len() < more && !self.ended {
            // 8 KiB first, then twice as much up to CHUNK: a judge's few bytes of input are
            // read without a 64 KiB buffer to clear.
            let old = self.bytes.len();
            let step = self.bytes.capacity().clamp(8 << 10, CHUNK);
            self.bytes.resize(old + step, 0);
            let read = loop {
                match self.source.read(&mut self.bytes[old..]) {
                    Ok(read) => break read,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(error) => {
                        self.bytes.truncate(old);
                        return Err(Fault(format!("cannot read the input: {error}")));
                    }
                }
            };
            self.bytes.truncate(old + read);
            self.ended = read == 0;
        }
        Ok(())
    }

    /// Skips whitespace: the start of the next token (or the input's end), with `WINDOW`
    /// bytes after it in memory unless the input ends first.
    #[inline(always)]
    fn next_token(&mut self) -> Result<usize, Fault> {
        loop {
            while self.at < self.bytes.len() && is_space(self.bytes[self.at]) {
                self.at += 1;
            }
            if self.bytes.len() - self.at >= WINDOW || self.ended {
                return Ok(self.at);
            }
            self.fill(WINDOW)?;
        }
    }

    /// Where the token at `at` ends, read into memory (which may move it: `at` is where it
    /// starts afterwards); for a token of more than `most` bytes, `at + most + 1`, the rest
    /// unread.
    fn token_end(&mut self, most: usize) -> Result<usize, Fault> {
        let mut length = 0;
        loop {
            let rest = &self.bytes[self.at + length..];
            if let Some(before) = rest.iter().position(|&b| is_space(b)) {
                return Ok(self.at + (length + before).min(most.saturating_add(1)));
            }
            length = self.bytes.len() - self.at;
            if self.ended || length > most {
                return Ok(self.at + length.min(most.saturating_add(1)));
            }
            self.fill(length + CHUNK)?;
        }
    }

    /// The number at `at` and where it ends, when the token there is one: digits only
    /// (leading zeros are fine), exact up to `u64::MAX`.
    #[inline(always)]
    fn number(&mut self) -> Result<Option<(u64, usize)>, Fault> {
        // The common number, of up to 23 digits with whitespace after it, eight at a time.
        if let Some(window) = self.bytes.get(self.at..self.at + WINDOW) {
            let mut value = 0u64;
            for at in [0, 8, 16] {
                let word = u64::from_le_bytes(window[at..at + 8].try_into().unwrap());
                let (digits, count) = eight_digits(word);
                if count < 8 {
                    if at + count == 0 || !is_space(window[at + count]) {
                        break;
                    }
                    // Past u64::MAX, it is none.
                    let value = value
                        .checked_mul(TENS[count])
                        .and_then(|v| v.checked_add(digits));
                    return Ok(value.map(|value| (value, self.at + at + count)));
                }
                if at == 16 {
                    break;
                }
                value = value * TENS[8] + digits; // below 10^16
            }
        }
        self.number_slowly()
    }

    /// `number` for a token at the input's end, or one that is not a plain run of digits.
    #[cold]
    #[inline(never)]
    fn number_slowly(&mut self) -> Result<Option<(u64, usize)>, Fault> {
        let end = self.token_end(LONGEST)?;
        let token = &self.bytes[self.at..end];
        if token.is_empty() || token.len() > LONGEST || !token.iter().all(u8::is_ascii_digit) {
            return Ok(None);
        }
        let value = std::str::from_utf8(token).ok().and_then(|t| t.parse().ok());
        Ok(value.map(|value| (value, end)))
    }

    /// The fault at the next token (or the input's end): what was `expected` there, and
    /// the token, quoted.
    fn refused(&mut self, expected: impl fmt::Display) -> Fault {
        let end = match self.next_token().and_then(|_| self.token_end(SHOWN)) {
            Ok(end) => end,
            Err(fault) => return fault,
        };
        let token = &self.bytes[self.at..end];
        Fault(match token.is_empty() {
            true => format!("expected {expected}, found end of input"),
            false => {
                let shown = &token[..token.len().min(SHOWN)];
                let found = quote_token(shown, token.len() > SHOWN);
                format!("expected {expected}, found {found}")
            }
        })
    }

    /// Reads the next integer and checks it lies in `range`: digits only (leading zeros
    /// are fine, a sign is not), exact up to `u64::MAX`.
    #[inline]
    pub fn u64_in(&mut self, range: RangeInclusive<u64>) -> Result<u64, Fault> {
        self.unsigned(range, integer_range)
    }

    /// Reads the next integer, any value from 0 to `u64::MAX`.
    #[inline]
    pub fn u64(&mut self) -> Result<u64, Fault> {
        self.u64_in(0..=u64::MAX)
    }

    /// `u64_in` with its own wording of the expectation: `describe` gets the range.
    pub fn u64_described(
        &mut self,
        range: RangeInclusive<u64>,
        describe: fn(&RangeInclusive<u64>) -> String,
    ) -> Result<u64, Fault> {
        self.unsigned(range, describe)
    }

    /// Reads a count of cases: any u64.
    pub fn case_count(&mut self) -> Result<u64, Fault> {
        self.unsigned(0..=u64::MAX, |range| {
            format!("the number of cases ({})", integer_range(range))
        })
    }

    #[inline(always)]
    fn unsigned(
        &mut self,
        range: RangeInclusive<u64>,
        describe: fn(&RangeInclusive<u64>) -> String,
    ) -> Result<u64, Fault> {
        self.next_token()?;
        match self.number()? {
            Some((value, end)) if range.contains(&value) => {
                self.at = end;
                Ok(value)
            }
            _ => Err(self.refused(describe(&range))),
        }
    }

    /// Reads the next signed integer (an optional `-`, then digits) in `range`.
    pub fn i64_in(&mut self, range: RangeInclusive<i64>) -> Result<i64, Fault> {
        self.next_token()?;
        let end = self.token_end(LONGEST)?;
        let token = &self.bytes[self.at..end];
        let digits = token.strip_prefix(b"-").unwrap_or(token);
        let digits_only = !digits.is_empty() && digits.iter().all(u8::is_ascii_digit);
        let value = match digits_only && token.len() <= LONGEST {
            true => std::str::from_utf8(token).ok().and_then(|t| t.parse().ok()),
            false => None,
        };
        match value {
            Some(value) if range.contains(&value) => {
                self.at = end;
                Ok(value)
            }
            _ => Err(self.refused(integer_range(&range))),
        }
    }

    /// Reads the next signed integer, any i64.
    pub fn i64(&mut self) -> Result<i64, Fault> {
        self.i64_in(i64::MIN..=i64::MAX)
    }

    /// Reads a number in `range` that must also pass `accept`; when it does not, the fault
    /// points at it and says `expected {expected}`.
    pub fn u64_that(
        &mut self,
        range: RangeInclusive<u64>,
        expected: &str,
        accept: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Fault> {
        self.next_token()?;
        match self.number()? {
            Some((value, end)) if range.contains(&value) => match accept(value) {
                true => {
                    self.at = end;
                    Ok(value)
                }
                false => Err(self.refused(expected)),
            },
            _ => Err(self.refused(integer_range(&range))),
        }
    }

    /// Reads a word: a token of `lengths` bytes, each passing `byte_ok`; `what` describes
    /// it for the fault.
    pub fn word(
        &mut self,
        lengths: RangeInclusive<usize>,
        what: &str,
        byte_ok: impl Fn(u8) -> bool,
    ) -> Result<&[u8], Fault> {
        self.next_token()?;
        let end = self.token_end(*lengths.end())?;
        let start = self.at;
        let token = &self.bytes[start..end];
        if start == end || !lengths.contains(&token.len()) || !token.iter().all(|&b| byte_ok(b)) {
            return Err(self.refused(what));
        }
        self.at = end;
        Ok(&self.bytes[start..end])
    }

    /// Hands the next token, of `lengths` bytes, to `each` with its offset (0: it comes
    /// whole), which returns false to refuse it; returns its length.
    pub fn token_pieces(
        &mut self,
        lengths: RangeInclusive<u64>,
        what: &str,
        mut each: impl FnMut(u64, &[u8]) -> bool,
    ) -> Result<u64, Fault> {
        self.next_token()?;
        let most = usize::try_from(*lengths.end()).unwrap_or(usize::MAX);
        let end = self.token_end(most)?;
        let start = self.at;
        let length = (end - start) as u64;
        if start == end || !lengths.contains(&length) || !each(0, &self.bytes[start..end]) {
            return Err(self.refused(what));
        }
        self.at = end;
        Ok(length)
    }

    /// For formats that run to the end of input: the next number, in `range`, or `None`
    /// at the end.
    #[inline]
    pub fn u64_in_or_end(&mut self, range: RangeInclusive<u64>) -> Result<Option<u64>, Fault> {
        match self.has_more()? {
            true => self.u64_in(range).map(Some),
            false => Ok(None),
        }
    }

    /// For formats that end at a terminating number or at the end of input: the next
    /// number, or `None` at either.
    pub fn u64_until(&mut self, terminator: u64) -> Result<Option<u64>, Fault> {
        let next = self.u64_in_or_end(0..=u64::MAX)?;
        Ok(next.filter(|&value| value != terminator))
    }

    /// A fault at the next token that says what was expected there, for conditions only
    /// the caller can judge.
    pub fn fault_here(&mut self, expected: &str) -> Fault {
        self.refused(expected)
    }

    /// Everything not yet read, when it is at most `most` bytes.
    pub fn rest(&mut self, most: usize) -> Result<Vec<u8>, Fault> {
        self.fill(most.saturating_add(1))?;
        if self.bytes.len() > most {
            return Err(Fault(format!("expected at most {most} bytes of text")));
        }
        Ok(std::mem::take(&mut self.bytes))
    }

    /// True when another token follows; false at the end of input (whitespace aside).
    #[inline]
    pub fn has_more(&mut self) -> Result<bool, Fault> {
        Ok(self.next_token()? < self.bytes.len())
    }

    /// Ends the reading where the format ends: what follows is not read.
    pub fn finish(&mut self, _after: &str) -> Result<(), Fault> {
        Ok(())
    }

    /// Runs `body` once per case, `count` times.
    pub fn cases<F>(&mut self, count: u64, body: F) -> Result<(), Fault>
    where
        F: FnMut(&mut Self) -> Result<(), Fault>,
    {
        self.repeat(count, "case", body)
    }

    /// Runs `body` `count` times (for `count` items of some kind).
    pub fn repeat<F>(&mut self, count: u64, _noun: &str, mut body: F) -> Result<(), Fault>
    where
        F: FnMut(&mut Self) -> Result<(), Fault>,
    {
        (0..count).try_for_each(|_| body(self))
    }

    /// Reads groups of `N` numbers, the i-th of each in the range of `numbers[i]` (the lean
    /// reader does not name numbers or items), and hands each to `each`: `count` groups, or
    /// with `None` as many as come before the end of input.
    pub fn groups<const N: usize, F>(
        &mut self,
        count: Option<u64>,
        _noun: &str,
        numbers: &[Number; N],
        each: F,
    ) -> Result<(), Fault>
    where
        F: FnMut([u64; N]),
    {
        let unchecked: Option<(&str, GroupTest<N>)> = None;
        self.checked_groups(count, numbers, unchecked, each)
    }

    /// `groups`, each group also passing `accept` (which sees them in order), refused at
    /// its last number, `expected {expected}`, when it does not.
    pub fn groups_that<const N: usize, A, F>(
        &mut self,
        count: Option<u64>,
        _noun: &str,
        numbers: &[Number; N],
        (expected, accept): (&str, A),
        each: F,
    ) -> Result<(), Fault>
    where
        A: FnMut(&[u64; N]) -> bool,
        F: FnMut([u64; N]),
    {
        self.checked_groups(count, numbers, Some((expected, accept)), each)
    }

    /// `groups`, handed over in runs (here, of one group each).
    pub fn group_runs<const N: usize, F>(
        &mut self,
        count: Option<u64>,
        _noun: &str,
        numbers: &[Number; N],
        mut each: F,
    ) -> Result<(), Fault>
    where
        F: FnMut(&[[u64; N]]),
    {
        self.groups(count, "", numbers, |group| each(&[group]))
    }

    /// `groups`, and `groups_that` when `check` is given.
    #[inline]
    fn checked_groups<const N: usize, A, F>(
        &mut self,
        count: Option<u64>,
        numbers: &[Number; N],
        mut check: Option<(&str, A)>,
        mut each: F,
    ) -> Result<(), Fault>
    where
        A: FnMut(&[u64; N]) -> bool,
        F: FnMut([u64; N]),
    {
        let mut read = 0;
        while count.map_or(true, |count| read < count) {
            if count.is_none() && !self.has_more()? {
                break;
            }
            let mut group = [0; N];
            for (column, (_, range)) in numbers.iter().enumerate() {
                let value = match &mut check {
                    Some((expected, accept)) if column == N - 1 => {
                        self.u64_that(range.clone(), expected, |value| {
                            group[column] = value;
                            accept(&group)
                        })
                    }
                    _ => self.u64_in(range.clone()),
                };
                group[column] = value?;
            }
            each(group);
            read += 1;
        }
        Ok(())
    }

    /// `group_runs` for formats that end at a group of zeros (`0 0`) or at the end of
    /// input; a group that starts with 0 must be all zeros, `expected {zeros}`. Returns
    /// whether the closing group was read.
    pub fn group_runs_until_zeros<const N: usize, F>(
        &mut self,
        numbers: &[Number; N],
        zeros: &str,
        mut each: F,
    ) -> Result<bool, Fault>
    where
        F: FnMut(&[[u64; N]]),
    {
        while self.has_more()? {
            let mut group = [0; N];
            for (column, (_, range)) in numbers.iter().enumerate() {
                // The closing group's 0 is read as a number in the first column's range.
                let least = if column == 0 { 0 } else { *range.start() };
                group[column] = self.u64_in(least..=*range.end())?;
                if column == 0 && group[0] == 0 {
                    for _ in 1..N {
                        self.u64_that(0..=u64::MAX, zeros, |value| value == 0)?;
                    }
                    return Ok(true);
                }
            }
            each(&[group]);
        }
        Ok(false)
    }

    /// Reads `count` sets of numbers below 64 (`nouns`: what a set and a member are
    /// called), each a length in `lengths` and then that many distinct numbers in
    /// `members`, and hands each set to `each` as a bit mask.
    pub fn bit_sets<F>(
        &mut self,
        count: u64,
        lengths: RangeInclusive<u64>,
        members: RangeInclusive<u64>,
        nouns: [&str; 2],
        repeated: &str,
        mut each: F,
    ) -> Result<(), Fault>
    where
        F: FnMut(u64),
    {
        assert!(*members.end() < 64, "sets of numbers below 64");
        self.repeat(count, nouns[0], |input| {
            let length = input.u64_in(lengths.clone())?;
            let mut set = 0u64;
            input.repeat(length, nouns[1], |input| {
                let member =
                    input.u64_that(members.clone(), repeated, |member| set >> member & 1 == 0)?;
                set |= 1 << member;
                Ok(())
            })?;
            each(set);
            Ok(())
        })
    }
}

/// Why a run stopped, in words: what was expected, and what stood there.
#[derive(Debug)]
pub struct Fault(String);

impl Fault {
    /// An input error at a 1-based line and column (as the LeetCode text parser counts).
    pub fn input(line: u64, column: u64, expected: impl Into<String>, found: Found) -> Fault {
        let expected = expected.into();
        Fault(format!(
            "line {line}, column {column}: expected {expected}, found {found}"
        ))
    }

    /// What was expected and found said instead, for a condition only the caller can
    /// judge (this reader names no line and column).
    pub fn saying(self, expected: impl Into<String>, found: Found) -> Fault {
        Fault(format!("expected {}, found {found}", expected.into()))
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// How many bytes of answers wait before their whole lines are written.
const CAPACITY: usize = 1 << 16;

/// Answers on their way to `W`, written in blocks of whole lines. A write that fails ends
/// the process: with status 0 when the reader has gone (`| head`), else 2.
pub struct Output<W: Write> {
    sink: W,
    buf: Vec<u8>,
    /// The length at which the buffer's whole lines go out: `CAPACITY`, or twice a line
    /// longer than that, so that it is not searched again for every byte added.
    full: usize,
    /// The program's name, for the message of a failed write.
    program: &'static str,
}

impl<W: Write> Output<W> {
    pub fn new(sink: W) -> Output<W> {
        let buf = Vec::with_capacity(CAPACITY + 64);
        Output {
            sink,
            buf,
            full: CAPACITY,
            program: "",
        }
    }

    /// Always fine: a failed write has ended the process.
    pub fn check(&self) -> Result<(), Fault> {
        Ok(())
    }

    #[inline]
    fn bytes(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
        self.written();
    }

    /// Writes the whole lines out once the buffer is full.
    #[inline]
    fn written(&mut self) {
        if self.buf.len() >= self.full {
            match self.whole_lines() {
                0 => self.full = 2 * self.buf.len(),
                whole => {
                    self.write_out(whole);
                    self.full = CAPACITY.max(2 * self.buf.len());
                }
            }
        }
    }

    /// The length of the buffer's whole lines.
    fn whole_lines(&self) -> usize {
        self.buf
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |at| at + 1)
    }

    /// Writes the first `length` bytes of the buffer, and keeps the rest; at the end
    /// (`length` the buffer's), flushes the sink too.
    fn write_out(&mut self, length: usize) {
        let mut written = self.sink.write_all(&self.buf[..length]);
        if length == self.buf.len() {
            written = written.and_then(|()| self.sink.flush());
        }
        if let Err(error) = written {
            if error.kind() != io::ErrorKind::BrokenPipe {
                let _ = writeln!(
                    io::stderr(),
                    "{}: cannot write the output: {error}",
                    self.program
                );
                std::process::exit(2);
            }
            std::process::exit(0);
        }
        self.buf.drain(..length);
    }

    /// Drops the part of a line written before a fault, so that only whole lines go out.
    fn discard_unfinished_line(&mut self) {
        self.buf.truncate(self.whole_lines());
    }

    /// Writes `text` without a line break.
    pub fn word(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    /// Writes `text` and a line break.
    pub fn line(&mut self, text: &str) {
        self.bytes(text.as_bytes());
        self.end_line();
    }

    /// Writes the line of `verdicts` that `answer` picks.
    #[inline]
    pub fn verdict(&mut self, verdicts: &Verdicts, answer: bool) {
        self.verdict_of(verdicts, usize::from(answer));
    }

    /// Writes the line of answer `index` (below N) of `verdicts`: its padded line copied
    /// whole (a copy of fixed size, not a call), then cut to its length.
    #[inline]
    pub fn verdict_of<const N: usize>(&mut self, verdicts: &Verdicts<N>, index: usize) {
        let (line, length) = (&verdicts.lines[index], verdicts.lengths[index]);
        let end = self.buf.len() + length;
        match verdicts.wide {
            true => self.buf.extend_from_slice(line),
            false => self.buf.extend_from_slice(&line[..16]),
        }
        self.buf.truncate(end);
        self.written();
    }

    /// Writes the line of `verdicts` that `rule` picks for each of `cases`, in order.
    #[inline]
    pub fn verdict_run<T: Copy>(
        &mut self,
        verdicts: &Verdicts,
        cases: &[T],
        mut rule: impl FnMut(T) -> bool,
    ) {
        for &case in cases {
            self.verdict(verdicts, rule(case));
        }
    }

    /// Writes a line break.
    #[inline]
    pub fn end_line(&mut self) {
        self.bytes(b"\n");
    }

    /// Writes one space.
    #[inline]
    pub fn space(&mut self) {
        self.bytes(b" ");
    }

    /// Writes a number in decimal: room for 20 digits made by a copy of fixed size, the
    /// digits written from the last, the rest cut.
    #[inline]
    pub fn u64(&mut self, value: u64) {
        let (mut count, mut rest) = (1, value / 10);
        while rest > 0 {
            (count, rest) = (count + 1, rest / 10);
        }
        let start = self.buf.len();
        self.buf.extend_from_slice(&[0; 20]);
        let mut rest = value;
        for digit in self.buf[start..start + count].iter_mut().rev() {
            *digit = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        self.buf.truncate(start + count);
        self.written();
    }

    /// Writes a number in decimal.
    pub fn u128(&mut self, value: u128) {
        self.word(&value.to_string());
    }

    /// Writes a number in decimal, with a `-` when it is negative.
    pub fn i64(&mut self, value: i64) {
        if value < 0 {
            self.bytes(b"-");
        }
        self.u64(value.unsigned_abs());
    }
}

#[cfg(all(test, not(feature = "lean")))]
mod tests;
