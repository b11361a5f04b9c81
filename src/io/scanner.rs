//! Whitespace-separated tokens and integers from a byte stream, with 1-based line and column.
//!
//! The scanner reads through one fixed buffer that it refills in place, so memory stays flat
//! whatever the input's size (a 40 MB input costs 64 KiB, not 40 MB of page faults). A token
//! in the clean case (digits, then whitespace) is converted by `digits` from a 24-byte window;
//! long runs of them go to `batch`. Anything else (leading zeros past 20 digits, values past
//! the range, malformed tokens) takes a careful byte-by-byte path, which stops at the first
//! byte that makes a token invalid and only then builds the error, whose line and column
//! `position` works out.
//!
//! The readers of many numbers at once (groups of numbers, bit sets) are in `groups`.

mod groups;

use crate::io::batch::Batch;
use crate::io::digits::{digits, first_space, leading_digits};
use crate::io::fault::Fault;
use crate::io::position::{moved_over, moved_over_chunk};
use crate::io::{counted, integer_range, is_space, quote_token, Found, CHUNK};
use std::cell::Cell;
use std::io::{ErrorKind, Read};
use std::ops::RangeInclusive;

/// A token starts with at least this many bytes visible after it (or the end of input), so
/// that every integer of up to 20 digits, and every word of up to 64 letters, is seen with
/// the byte after it without a refill.
const LOOKAHEAD: usize = 80;
/// Zero bytes kept after the data: the 24-byte window read at a token never leaves the
/// buffer, and a zero is neither a digit nor whitespace, so a digit run always stops at the
/// end of the data.
const PAD: usize = 32;

/// What `rest` expected when the input did not fit in memory.
const IN_MEMORY: &str = "an input that fits in the memory there is";

/// A sign and a magnitude as an i64, when it fits.
fn signed(negative: bool, magnitude: u64) -> Option<i64> {
    if negative {
        // (`checked_sub_unsigned` is newer than the judges' compilers.)
        match magnitude {
            0..=0x7FFF_FFFF_FFFF_FFFF => Some(-(magnitude as i64)),
            0x8000_0000_0000_0000 => Some(i64::MIN),
            _ => None,
        }
    } else {
        i64::try_from(magnitude).ok()
    }
}

/// Where a token read on the careful path started, so that its message is built only if it
/// is refused: its place in the buffer while that still holds it, or, once a refill has
/// dropped its start, how it was noted just before.
enum TokenStart {
    At(usize),
    Noted(Rejected),
}

/// Where a rejected token stood, and how it looked: enough to build the message once the
/// caller says what it expected there.
struct Rejected {
    line: u64,
    column: u64,
    found: Found,
}

impl Rejected {
    fn expected(self, expected: impl Into<String>) -> Fault {
        Fault::input(self.line, self.column, expected, self.found)
    }
}

#[cfg(test)]
thread_local!(
    /// The bytes `location` has counted on this thread, for the tests that bound that work.
    static BYTES_LOCATED: Cell<usize> = const { Cell::new(0) };
    /// The tokens `reject_token` has described on this thread, for the tests that bound
    /// that work.
    static TOKENS_DESCRIBED: Cell<usize> = const { Cell::new(0) }
);

/// Reads tokens and integers from `R`, keeping track of lines and columns for messages.
pub struct Scanner<R> {
    source: R,
    /// `CHUNK + PAD` bytes, which the reads fill.
    buf: Box<[u8; CHUNK + PAD]>,
    pos: usize,
    len: usize,
    /// `pos < fast_end` means `LOOKAHEAD` bytes of data follow `pos`: the fast paths need
    /// no other check.
    fast_end: usize,
    at_eof: bool,
    /// The last position `location` was asked for, with the newlines before it and the
    /// characters after the last of them: asked again further on, it counts only the
    /// bytes between. (Readers that note where every token starts, such as `token_pieces`,
    /// would otherwise count from the buffer's start for each.) Reset by `refill`.
    located: Cell<(usize, u64, u64)>,
    /// Newlines in the bytes already dropped from the front of `buf`.
    lines_dropped: u64,
    /// Characters after the last newline in the bytes already dropped.
    columns_dropped: u64,
    /// Present when the processor has AVX2: long runs of numbers go to it.
    batch: Option<Box<Batch>>,
    /// What `finish` left unread, said in a line.
    ignored: Option<String>,
}

impl<R: Read> Scanner<R> {
    /// A scanner that takes long runs of numbers in batches when the processor can (see
    /// `batch`; `GRUNDY_BATCH=off` in the environment says not to).
    pub fn new(source: R) -> Scanner<R> {
        Self::with_batch(source, Batch::new())
    }

    /// A scanner that reads every number on the token path, for tests that compare the
    /// two paths on one machine.
    #[cfg(test)]
    pub(crate) fn token_only(source: R) -> Scanner<R> {
        Self::with_batch(source, None)
    }

    fn with_batch(source: R, batch: Option<Box<Batch>>) -> Scanner<R> {
        Scanner {
            source,
            buf: Box::new([0; CHUNK + PAD]),
            pos: 0,
            len: 0,
            fast_end: 0,
            at_eof: false,
            located: Cell::new((0, 0, 0)),
            lines_dropped: 0,
            columns_dropped: 0,
            batch,
            ignored: None,
        }
    }

    /// Reads the next integer and checks it lies in `range`.
    ///
    /// Digits only (leading zeros are fine, a sign is not); the value is exact up to
    /// `u64::MAX`, and one past it is an error, not a wrap.
    #[inline]
    pub fn u64_in(&mut self, range: RangeInclusive<u64>) -> Result<u64, Fault> {
        self.unsigned(range, integer_range)
    }

    /// Reads the next integer, any value from 0 to `u64::MAX`.
    #[inline]
    pub fn u64(&mut self) -> Result<u64, Fault> {
        self.u64_in(0..=u64::MAX)
    }

    /// `u64_in` with its own wording of the expectation, for limits that need a reason:
    /// `describe` (which runs only when the number is refused) gets the range.
    pub fn u64_described(
        &mut self,
        range: RangeInclusive<u64>,
        describe: fn(&RangeInclusive<u64>) -> String,
    ) -> Result<u64, Fault> {
        self.unsigned(range, describe)
    }

    /// Reads a count of cases: any u64, and nothing is allocated for it.
    pub fn case_count(&mut self) -> Result<u64, Fault> {
        self.unsigned(0..=u64::MAX, |range| {
            format!("the number of cases ({})", integer_range(range))
        })
    }

    /// `u64_in` with the wording of the expectation left to `describe`, which runs only
    /// on the error path. The fast path, inlined into the caller's loop, covers a number
    /// right at `pos` with plenty of data after it; everything else is one call away.
    #[inline(always)]
    fn unsigned(
        &mut self,
        range: RangeInclusive<u64>,
        describe: fn(&RangeInclusive<u64>) -> String,
    ) -> Result<u64, Fault> {
        if self.pos < self.fast_end {
            // A whitespace byte here is not a digit either: the slow path skips it.
            if let Some((value, next)) = self.digits_within(self.pos) {
                if range.contains(&value) {
                    self.pos = next;
                    return Ok(value);
                }
            }
        }
        self.unsigned_slow(*range.start(), *range.end(), describe)
    }

    #[inline(never)]
    fn unsigned_slow(
        &mut self,
        low: u64,
        high: u64,
        describe: fn(&RangeInclusive<u64>) -> String,
    ) -> Result<u64, Fault> {
        self.skip_whitespace()?;
        if let Some((value, next)) = self.fast_digits(self.pos) {
            if (low..=high).contains(&value) {
                self.pos = next;
                return Ok(value);
            }
        }
        match self.integer(false)? {
            (Some((_, magnitude)), _) if (low..=high).contains(&magnitude) => Ok(magnitude),
            (_, token) => Err(self.rejected(token).expected(describe(&(low..=high)))),
        }
    }

    /// Reads the next signed integer (an optional `-`, then digits) and checks it lies in
    /// `range`. Exact across the whole i64 range.
    pub fn i64_in(&mut self, range: RangeInclusive<i64>) -> Result<i64, Fault> {
        self.skip_whitespace()?;
        let negative = self.pos < self.len && self.bytes()[self.pos] == b'-';
        if let Some((magnitude, next)) = self.fast_digits(self.pos + usize::from(negative)) {
            if let Some(value) = signed(negative, magnitude).filter(|v| range.contains(v)) {
                self.pos = next;
                return Ok(value);
            }
        }
        let (parsed, token) = self.integer(true)?;
        match parsed.and_then(|(negative, magnitude)| signed(negative, magnitude)) {
            Some(value) if range.contains(&value) => Ok(value),
            _ => Err(self.rejected(token).expected(integer_range(&range))),
        }
    }

    /// Reads the next signed integer, any i64.
    pub fn i64(&mut self) -> Result<i64, Fault> {
        self.i64_in(i64::MIN..=i64::MAX)
    }

    /// Reads a number in `range` that must also pass `accept` (say, not seen before); when
    /// it does not, the error points at it and says `expected {expected}`. `accept` runs
    /// once when the number is well formed and in range, and not at all otherwise.
    pub fn u64_that(
        &mut self,
        range: RangeInclusive<u64>,
        expected: &str,
        accept: impl FnOnce(u64) -> bool,
    ) -> Result<u64, Fault> {
        self.skip_whitespace()?;
        let start = self.pos;
        let (value, token) = match self.fast_digits(start) {
            Some((value, next)) if range.contains(&value) => {
                // No refill on the fast path: the token still stands at `start`.
                self.pos = next;
                (value, TokenStart::At(start))
            }
            _ => match self.integer(false)? {
                (Some((_, value)), token) if range.contains(&value) => (value, token),
                (_, token) => return Err(self.rejected(token).expected(integer_range(&range))),
            },
        };
        match accept(value) {
            true => Ok(value),
            false => Err(self.rejected(token).expected(expected)),
        }
    }

    /// Reads a word: a token of `lengths` bytes, each passing `byte_ok`; `what` describes
    /// it for the error (`"a word of 3 to 8 ASCII letters"`). Shorter than `LOOKAHEAD`.
    pub fn word(
        &mut self,
        lengths: RangeInclusive<usize>,
        what: &str,
        byte_ok: impl Fn(u8) -> bool,
    ) -> Result<&[u8], Fault> {
        debug_assert!(*lengths.end() < LOOKAHEAD);
        self.skip_whitespace()?;
        let start = self.pos;
        let visible = &self.bytes()[start..self.len.min(start + LOOKAHEAD)];
        let length = visible
            .iter()
            .position(|&b| is_space(b))
            .unwrap_or(visible.len());
        // Whole when the byte after it is in sight: whitespace, or the end of all input
        // (not merely of what the last read returned).
        let whole = length < visible.len() || (start + length == self.len && self.at_eof);
        let token = &visible[..length];
        if start == self.len
            || !whole
            || !lengths.contains(&length)
            || !token.iter().all(|&b| byte_ok(b))
        {
            return Err(self.reject_token(start).expected(what));
        }
        self.pos = start + length;
        Ok(&self.bytes()[start..start + length])
    }

    /// Streams the next token, of any length, through `each` in the pieces it lies in
    /// memory (one, unless it crosses a refill of the buffer), each with its offset in the
    /// token; `each` returns false to refuse a piece. Returns the token's length. A refused
    /// piece, a length outside `lengths` or the end of input makes an error at the token's
    /// start that says `expected {what}`.
    pub fn token_pieces(
        &mut self,
        lengths: RangeInclusive<u64>,
        what: &str,
        mut each: impl FnMut(u64, &[u8]) -> bool,
    ) -> Result<u64, Fault> {
        self.skip_whitespace()?;
        let (start, none) = (self.pos, self.pos == self.len);
        // What an error would say is noted before the first refill, which may drop the
        // token's start (as `integer` does): noting every token would count its lines.
        let mut noted = None;
        let mut length = 0u64;
        let complete = loop {
            let ahead = &self.bytes()[self.pos..self.len];
            let room = lengths.end() - length;
            let run = first_space(ahead);
            let piece = &ahead[..(run as u64).min(room) as usize];
            if !piece.is_empty() && !each(length, piece) {
                break false;
            }
            (length, self.pos) = (length + piece.len() as u64, self.pos + piece.len());
            if self.pos < self.len || self.at_eof {
                // Whole when whitespace or the end of all input follows; longer otherwise.
                let longer = self.pos < self.len && !is_space(self.bytes()[self.pos]);
                break !longer && !none && lengths.contains(&length);
            }
            if noted.is_none() {
                noted = Some(self.reject_token(start));
            }
            self.refill()?;
        };
        if complete {
            // Past the whitespace byte after it, as a number's read goes: the next token's
            // read then starts at its first byte, on the fast path.
            self.pos += usize::from(self.pos < self.len);
            Ok(length)
        } else {
            Err(noted
                .unwrap_or_else(|| self.reject_token(start))
                .expected(what))
        }
    }

    /// For formats that run to the end of input: the next number, which must lie in
    /// `range`, or `None` at the end.
    #[inline(always)]
    pub fn u64_in_or_end(&mut self, range: RangeInclusive<u64>) -> Result<Option<u64>, Fault> {
        if self.pos < self.fast_end {
            if let Some((value, next)) = self.digits_within(self.pos) {
                if range.contains(&value) {
                    self.pos = next;
                    return Ok(Some(value));
                }
            }
        }
        if self.has_more()? {
            self.u64_in(range).map(Some)
        } else {
            Ok(None)
        }
    }

    /// For formats that end at a terminating number (or at the end of input): the next
    /// number, or `None` at the terminator or the end of input.
    pub fn u64_until(&mut self, terminator: u64) -> Result<Option<u64>, Fault> {
        let next = self.u64_in_or_end(0..=u64::MAX)?;
        Ok(next.filter(|&value| value != terminator))
    }

    /// A fault at the next token (or the end of input) that says what was expected there,
    /// for conditions only the caller can judge.
    pub fn fault_here(&mut self, expected: &str) -> Fault {
        match self.skip_whitespace() {
            Ok(()) => self.reject_token(self.pos).expected(expected),
            Err(fault) => fault,
        }
    }

    /// Everything not yet read, for formats that are not whitespace-separated tokens (the
    /// LeetCode test-case text), when it is at most `most` bytes. Memory grows with the
    /// input actually present.
    ///
    /// More than `most` bytes is an input fault at the first byte past them, and so is
    /// memory that cannot be had (under a memory cap) at the first byte that did not fit:
    /// refusals before any answer, not an abort.
    pub fn rest(&mut self, most: usize) -> Result<Vec<u8>, Fault> {
        let (line, column) = self.location(self.pos);
        let start = (line - 1, column - 1);
        // The fault at `all[at..]`, with positions counted from where the rest began.
        let fault_at = |all: &[u8], at: usize, expected: &str, found: String| {
            let (lines, columns) = moved_over(&all[..at], start.0, start.1);
            Fault::input(lines + 1, columns + 1, expected, Found::Phrase(found))
        };
        let too_long = |all: &[u8]| {
            let expected = format!("at most {most} bytes of text");
            fault_at(all, most, &expected, "more than that".to_string())
        };
        // All the rest is read, from the first byte not consumed.
        let mut all = self.buf[self.pos..self.len].to_vec();
        self.pos = self.len;
        while !self.at_eof && all.len() <= most {
            match self.source.read(&mut self.buf[..CHUNK]) {
                Ok(0) => self.at_eof = true,
                Ok(n) if all.try_reserve(n).is_err() => {
                    let found = format!("more than {} bytes", all.len());
                    return Err(fault_at(&all, all.len(), IN_MEMORY, found));
                }
                Ok(n) => all.extend_from_slice(&self.buf[..n]),
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => return Err(Fault::read(e)),
            }
        }
        if all.len() > most {
            return Err(too_long(&all));
        }
        self.pos = 0;
        self.len = 0;
        self.fast_end = 0;
        self.forget_location();
        self.buf[..PAD].fill(0);
        if let Some(batch) = &mut self.batch {
            batch.forget();
        }
        Ok(all)
    }

    /// True when another token follows; false at the end of input (whitespace aside).
    pub fn has_more(&mut self) -> Result<bool, Fault> {
        self.skip_whitespace()?;
        Ok(self.pos < self.len)
    }

    /// Ends the reading where the format ends, after `after` (`3 cases`, `the closing 0`).
    /// What follows is not read, and not an error: the judges' own solutions stop there too,
    /// and judge files with extra lines exist. When a token does follow, where it starts and
    /// how it looks is kept (`ignored`), for `run` to report in one line after the answers.
    pub fn finish(&mut self, after: &str) -> Result<(), Fault> {
        if self.has_more()? {
            let Rejected {
                line,
                column,
                found,
            } = self.reject_token(self.pos);
            self.ignored = Some(format!(
                "ignored what follows {after}, from line {line}, column {column}: {found}"
            ));
        }
        Ok(())
    }

    /// What `finish` found after the end of the format, if anything: a notice, not a fault.
    pub fn ignored(&self) -> Option<&str> {
        self.ignored.as_deref()
    }

    /// Runs `body` once per case, `count` times, and then `finish`es.
    ///
    /// Nothing is allocated for `count`: a header that promises 10^18 cases costs nothing
    /// until they arrive. If the input ends inside a case, the error names how many cases
    /// were announced and how many were read whole.
    pub fn cases<F>(&mut self, count: u64, body: F) -> Result<(), Fault>
    where
        F: FnMut(&mut Self) -> Result<(), Fault>,
    {
        self.repeat(count, "case", body)?;
        self.finish(&format!("the {}", counted(count, "case")))
    }

    /// Runs `body` `count` times, for `count` items of the kind `noun` (`"pile"`). If the
    /// input ends inside one, the error says `expected 5 piles, found only 3 before the
    /// end of input`. Nothing is allocated for `count`.
    pub fn repeat<F>(&mut self, count: u64, noun: &str, mut body: F) -> Result<(), Fault>
    where
        F: FnMut(&mut Self) -> Result<(), Fault>,
    {
        for read in 0..count {
            body(self).map_err(|fault| fault.in_truncated(read, count, noun))?;
        }
        Ok(())
    }

    /// Skips whitespace; afterwards either `pos < len` with `LOOKAHEAD` bytes visible (or
    /// the end of input within them), or the input has ended and `pos == len`.
    #[inline(always)]
    fn skip_whitespace(&mut self) -> Result<(), Fault> {
        // The common case, one test: a token right here, with plenty of data after it.
        if self.pos < self.fast_end && !is_space(self.bytes()[self.pos]) {
            return Ok(());
        }
        self.skip_whitespace_slow()
    }

    #[inline(never)]
    fn skip_whitespace_slow(&mut self) -> Result<(), Fault> {
        loop {
            while self.pos < self.len {
                if !is_space(self.bytes()[self.pos]) {
                    if self.len - self.pos < LOOKAHEAD && !self.at_eof {
                        self.refill()?;
                        continue;
                    }
                    return Ok(());
                }
                self.pos += 1;
            }
            if self.at_eof {
                return Ok(());
            }
            self.refill()?;
        }
    }

    /// Drops `bytes()[..pos]` (keeping count of its lines and columns) and makes
    /// `LOOKAHEAD` bytes visible from `pos`, or all there are: moves the rest of `buf` to its
    /// front and reads until then.
    #[cold]
    #[inline(never)]
    fn refill(&mut self) -> Result<(), Fault> {
        // Counted from `location`'s last position when it lies in the bytes dropped: a
        // token noted just before this refill (`integer`, `token_pieces`) costs no recount.
        let (from, lines, columns) = match self.located.get() {
            (last, lines, columns) if last <= self.pos => (last, lines, columns),
            _ => (0, self.lines_dropped, self.columns_dropped),
        };
        self.forget_location();
        if let Some(batch) = &mut self.batch {
            batch.forget();
        }
        (self.lines_dropped, self.columns_dropped) =
            moved_over_chunk(&self.buf[from..self.pos], lines, columns);
        self.buf.copy_within(self.pos..self.len, 0);
        self.len -= self.pos;
        self.pos = 0;
        while self.len < LOOKAHEAD && !self.at_eof {
            match self.source.read(&mut self.buf[self.len..CHUNK]) {
                Ok(0) => self.at_eof = true,
                Ok(n) => self.len += n,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => return Err(Fault::read(e)),
            }
        }
        self.buf[self.len..self.len + PAD].fill(0);
        self.fast_end = self.len.saturating_sub(LOOKAHEAD - 1);
        Ok(())
    }

    /// The bytes the positions index: `bytes()[..len]` is data, and `PAD` bytes follow it.
    #[inline(always)]
    fn bytes(&self) -> &[u8] {
        &self.buf[..]
    }

    /// The 1-based line and column (in characters) of `bytes()[pos]`.
    fn location(&self, pos: usize) -> (u64, u64) {
        let (from, lines, columns) = match self.located.get() {
            (last, lines, columns) if last <= pos => (last, lines, columns),
            _ => {
                let (lines, columns) = self.before_bytes();
                (0, lines, columns)
            }
        };
        let (lines, columns) = moved_over(&self.bytes()[from..pos], lines, columns);
        self.located.set((pos, lines, columns));
        #[cfg(test)]
        BYTES_LOCATED.with(|counted| counted.set(counted.get() + pos - from));
        (lines + 1, columns + 1)
    }

    /// Forgets `location`'s last position: the bytes have moved.
    fn forget_location(&self) {
        self.located.set((usize::MAX, 0, 0));
    }

    /// The newlines before `bytes()[0]`, and the characters after the last of them.
    fn before_bytes(&self) -> (u64, u64) {
        (self.lines_dropped, self.columns_dropped)
    }

    /// `digits` at `start`, where `LOOKAHEAD` bytes of data are known to follow.
    #[inline(always)]
    fn digits_within(&self, start: usize) -> Option<(u64, usize)> {
        let (value, length) = digits(self.window(start)?)?;
        Some((value, start + length + 1))
    }

    /// The clean case anywhere: at most 20 digits, then whitespace or the end of input.
    /// Returns the value and where to go on reading (past the whitespace byte that ended
    /// the token); `None` sends the caller down the careful path.
    #[inline]
    fn fast_digits(&self, start: usize) -> Option<(u64, usize)> {
        let window = self.window(start)?;
        // The zero bytes after the data stop every digit run at `len`.
        let (count, value) = leading_digits(window)?;
        let end = start + count;
        if end < self.len {
            is_space(window[count]).then_some((value, end + 1))
        } else {
            self.at_eof.then_some((value, end))
        }
    }

    /// The 24 bytes from `start`; PAD keeps them inside the buffer for any `start ≤ len`.
    #[inline(always)]
    fn window(&self, start: usize) -> Option<&[u8; 24]> {
        // `start` never exceeds `len ≤ CHUNK`. A bounds check is a branch the processor
        // predicts; clamping `start` instead (with `min`) would put a conditional move on
        // the chain from one number's start to the next.
        self.bytes().get(start..start + 24)?.try_into().ok()
    }

    /// The careful path, for any token at `pos` (which follows `skip_whitespace`): an
    /// optional `-` when `signed`, then digits, however many (leading zeros can make a valid
    /// token arbitrarily long). Returns its sign and magnitude when it is well formed and
    /// fits a u64, together with where it started, for a message about it.
    ///
    /// A valid token is consumed whole, streaming through refills. An invalid one is left at
    /// the first byte that rules it out (one that is not a digit, or the digit that takes
    /// the value past `u64::MAX`): what follows cannot change the verdict, and an endless
    /// token must not be read to its end before it is reported.
    #[cold]
    #[inline(never)]
    fn integer(&mut self, signed: bool) -> Result<(Option<(bool, u64)>, TokenStart), Fault> {
        let start = self.pos;
        if start == self.len {
            return Ok((None, TokenStart::At(start)));
        }
        // How the token looks is noted only before a refill, which may drop its start: once
        // per chunk at most, so that a valid number costs no message.
        let mut noted = None;
        let negative = signed && self.bytes()[start] == b'-';
        if negative {
            self.pos += 1;
        }
        let mut magnitude = Some(0u64);
        let mut digits = 0u64;
        'token: loop {
            while self.pos < self.len {
                let byte = self.bytes()[self.pos];
                if is_space(byte) {
                    break 'token;
                }
                let digit = byte.wrapping_sub(b'0');
                magnitude = magnitude
                    .filter(|_| digit < 10)
                    .and_then(|m| m.checked_mul(10))
                    .and_then(|m| m.checked_add(u64::from(digit)));
                if magnitude.is_none() {
                    break 'token;
                }
                digits += 1;
                self.pos += 1;
            }
            if self.at_eof {
                break;
            }
            if noted.is_none() {
                noted = Some(self.reject_token(start));
            }
            self.refill()?;
        }
        let token = match noted {
            Some(rejected) => TokenStart::Noted(rejected),
            None => TokenStart::At(start),
        };
        let parsed = magnitude.filter(|_| digits > 0);
        Ok((parsed.map(|magnitude| (negative, magnitude)), token))
    }

    /// What an error about the token `integer` read would say of it.
    fn rejected(&self, token: TokenStart) -> Rejected {
        match token {
            TokenStart::At(start) => self.reject_token(start),
            TokenStart::Noted(rejected) => rejected,
        }
    }

    /// Notes the location and the look of the token at `start` (which has `LOOKAHEAD`
    /// bytes visible after it, or is the end of input), without consuming it.
    fn reject_token(&self, start: usize) -> Rejected {
        #[cfg(test)]
        TOKENS_DESCRIBED.with(|described| described.set(described.get() + 1));
        let (line, column) = self.location(start);
        if start == self.len {
            return Rejected {
                line,
                column,
                found: Found::EndOfInput,
            };
        }
        let visible = &self.bytes()[start..self.len.min(start + LOOKAHEAD)];
        let token_len = visible
            .iter()
            .position(|&b| is_space(b))
            .unwrap_or(visible.len());
        let longer = token_len == visible.len() && start + token_len < self.len;
        Rejected {
            line,
            column,
            found: Found::Token(quote_token(&visible[..token_len], longer)),
        }
    }
}

#[cfg(test)]
mod tests;
