//! Answers gathered in one buffer and written in large blocks, whole lines at a time.

use crate::io::Fault;
use std::io::{self, Write};

/// The buffer's first size: its complete lines are handed to the sink whenever the next
/// piece would not fit.
const CAPACITY: usize = 1 << 16;

/// The answers a problem prints, such as `YES`/`NO` or `WIN`/`LOSE`/`DRAW`, prepared so
/// that writing one costs no branch: on inputs where the answer is a coin flip, a
/// mispredicted branch per case costs more than the rest of the case's work. Two answers
/// (a yes/no question, `new`) unless said otherwise (`of`).
pub struct Verdicts<const N: usize = 2> {
    /// Each answer with its line break, padded to a fixed width.
    lines: [[u8; VERDICT_WIDTH]; N],
    lengths: [usize; N],
}

/// The width every verdict's line is padded to (so each is written by one fixed-size copy).
const VERDICT_WIDTH: usize = 32;

impl Verdicts {
    /// The lines for a true and for a false answer, each written with a line break after
    /// it; each must be shorter than 32 bytes (checked when the constant is built).
    pub const fn new(when_true: &str, when_false: &str) -> Verdicts {
        Verdicts::of([when_false, when_true])
    }
}

impl<const N: usize> Verdicts<N> {
    /// The lines of answers 0 to N − 1, in order, each shorter than 32 bytes (checked when
    /// the constant is built).
    pub const fn of(answers: [&str; N]) -> Verdicts<N> {
        let mut lines = [[0u8; VERDICT_WIDTH]; N];
        let mut lengths = [0; N];
        let mut answer = 0;
        while answer < N {
            let bytes = answers[answer].as_bytes();
            assert!(
                bytes.len() < VERDICT_WIDTH,
                "a verdict must be shorter than 32 bytes"
            );
            let mut i = 0;
            while i < bytes.len() {
                lines[answer][i] = bytes[i];
                i += 1;
            }
            lines[answer][i] = b'\n';
            lengths[answer] = i + 1;
            answer += 1;
        }
        Verdicts { lines, lengths }
    }
}

/// Buffered answers on their way to `W` (standard output in the binaries).
///
/// Writing an answer never fails from the caller's point of view, so the hot paths carry no
/// `Result`. The first error the sink returns is kept, and from then on answers are dropped:
/// `check` turns the kept error into a `Fault` for a loop that wants to stop early, and
/// `finish` hands it back at the end (`run_on` makes the exit status of it: 0 for a reader
/// that went away, as with `| head`, else 2 and a message).
///
/// Only whole lines reach the sink before the end: when a fault stops a binary in the
/// middle of a case's line, `discard_unfinished_line` drops the part already written, so
/// that the answers before the error are whole lines (the run contract).
pub struct Output<W: Write> {
    sink: W,
    /// `CAPACITY` bytes, or more while one line is longer than that.
    buf: Box<[u8]>,
    len: usize,
    /// The sink's first error; nothing is written after it.
    failed: Option<io::Error>,
}

impl<W: Write> Output<W> {
    pub fn new(sink: W) -> Output<W> {
        Output {
            sink,
            buf: vec![0; CAPACITY].into_boxed_slice(),
            len: 0,
            failed: None,
        }
    }

    /// `Ok` while the sink takes everything; after its first error, a fault that stops the
    /// run (`run_on` reports the error itself, not this fault).
    pub fn check(&self) -> Result<(), Fault> {
        match self.failed {
            None => Ok(()),
            Some(_) => Err(Fault::output_failed()),
        }
    }

    /// Writes `text` without a line break.
    #[inline]
    pub fn word(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    /// Writes `text` and a line break.
    #[inline]
    pub fn line(&mut self, text: &str) {
        self.bytes(text.as_bytes());
        self.byte(b'\n');
    }

    /// Writes the line of `verdicts` that `answer` picks.
    #[inline]
    pub fn verdict(&mut self, verdicts: &Verdicts, answer: bool) {
        self.verdict_of(verdicts, usize::from(answer));
    }

    /// Writes the line of answer `index` (below N) of `verdicts`.
    #[inline]
    pub fn verdict_of<const N: usize>(&mut self, verdicts: &Verdicts<N>, index: usize) {
        while self.len > self.buf.len() - VERDICT_WIDTH {
            self.make_room();
        }
        // The whole padded width is copied (a fixed-size copy); only the line is kept.
        // (`min` restates what the test above ensured, so that no bounds check is left.)
        let at = self.len.min(self.buf.len() - VERDICT_WIDTH);
        self.buf[at..at + VERDICT_WIDTH].copy_from_slice(&verdicts.lines[index]);
        self.len += verdicts.lengths[index];
    }

    /// Writes a line break.
    #[inline]
    pub fn end_line(&mut self) {
        self.byte(b'\n');
    }

    /// Writes one space.
    #[inline]
    pub fn space(&mut self) {
        self.byte(b' ');
    }

    /// Writes a number in decimal.
    #[inline]
    pub fn u64(&mut self, value: u64) {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        let mut rest = value;
        loop {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        self.bytes(&digits[at..]);
    }

    /// Writes a signed number in decimal (`-` for negatives).
    #[inline]
    pub fn i64(&mut self, value: i64) {
        if value < 0 {
            self.byte(b'-');
        }
        self.u64(value.unsigned_abs());
    }

    #[inline]
    fn byte(&mut self, byte: u8) {
        if self.len == self.buf.len() {
            self.make_room();
        }
        self.buf[self.len] = byte;
        self.len += 1;
    }

    #[inline]
    fn bytes(&mut self, bytes: &[u8]) {
        let end = self.len + bytes.len();
        match self.buf.get_mut(self.len..end) {
            Some(room) => {
                room.copy_from_slice(bytes);
                self.len = end;
            }
            None => self.bytes_slow(bytes),
        }
    }

    #[cold]
    #[inline(never)]
    fn bytes_slow(&mut self, bytes: &[u8]) {
        while self.len + bytes.len() > self.buf.len() {
            self.make_room();
        }
        self.buf[self.len..self.len + bytes.len()].copy_from_slice(bytes);
        self.len += bytes.len();
    }

    /// Hands everything buffered to the sink and flushes it; returns the sink's first error,
    /// whenever it happened.
    pub fn finish(&mut self) -> io::Result<()> {
        let whole = self.len;
        self.write_out(whole);
        if self.failed.is_none() {
            if let Err(error) = self.sink.flush() {
                self.failed = Some(error);
            }
        }
        self.failed.take().map_or(Ok(()), Err)
    }

    /// Hands `buf[..whole]` to the sink (unless it failed before) and drops it.
    fn write_out(&mut self, whole: usize) {
        if self.failed.is_none() {
            if let Err(error) = self.sink.write_all(&self.buf[..whole]) {
                self.failed = Some(error);
            }
        }
        self.buf.copy_within(whole..self.len, 0);
        self.len -= whole;
    }

    /// Drops what was written after the last line break: the answer that a fault cut short.
    pub fn discard_unfinished_line(&mut self) {
        self.len = self.complete_lines();
    }

    /// How many of the buffered bytes are whole lines: up to and with the last line break.
    fn complete_lines(&self) -> usize {
        self.buf[..self.len]
            .iter()
            .rposition(|&byte| byte == b'\n')
            .map_or(0, |last| last + 1)
    }

    /// Hands the sink every complete line buffered and keeps the unfinished one, moved to
    /// the front; when one line fills the whole buffer, doubles the buffer instead (memory
    /// grows with the longest line, which the input bounds).
    #[cold]
    #[inline(never)]
    fn make_room(&mut self) {
        match self.complete_lines() {
            0 => {
                let mut bigger = vec![0; 2 * self.buf.len()].into_boxed_slice();
                bigger[..self.len].copy_from_slice(&self.buf[..self.len]);
                self.buf = bigger;
            }
            whole => self.write_out(whole),
        }
    }

    /// The sink, for tests that write into memory (which never fails).
    pub fn into_sink(mut self) -> W {
        self.finish().expect("a sink in memory takes everything");
        self.sink
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_are_written_whole_across_many_buffers() {
        const OUTCOMES: Verdicts<3> = Verdicts::of(["WIN", "LOSE", "DRAW"]);
        const YES_NO: Verdicts = Verdicts::new("YES", "NO");
        let mut out = Output::new(Vec::new());
        let mut expected = Vec::new();
        // 400 000 lines, several times the buffer's 64 KiB, in a mixed order.
        for case in 0..200_000usize {
            let outcome = case * 7 % 3;
            out.verdict_of(&OUTCOMES, outcome);
            expected.extend_from_slice(["WIN\n", "LOSE\n", "DRAW\n"][outcome].as_bytes());
            out.verdict(&YES_NO, case % 5 == 0);
            expected.extend_from_slice(if case % 5 == 0 { b"YES\n" } else { b"NO\n" });
        }
        out.finish().unwrap();
        assert_eq!(out.into_sink(), expected);
    }
}
